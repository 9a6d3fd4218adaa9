// Linear states A x + B = C x + D and the moves of the textbook path, each with the
// realistic slips a student makes at that move.
import type { Q } from '../../generator/build.ts';
import { answer, eq, linear, q, sumExpr } from '../../generator/build.ts';
import { printExpr } from '../../trace/index.ts';
import type { Rng } from '../../generator/rng.ts';
import { combiningSlip, dividesInTwo, moveForms, moveSignSlip, wrongSimplification, quotientExpr, slipUnit, type MoveForm } from '../../generator/forms.ts';
import type { Variants, Written, Writer } from '../../generator/writer.ts';

export interface Lin {
  a: Q;
  b: Q;
  c: Q;
  d: Q;
}

export const linText = (s: Lin): string =>
  s.a.equals(1) && s.b.equals(0) && s.c.equals(0) ? answer(s.d) : eq(linear(s.a, s.b), linear(s.c, s.d));

export function solution(s: Lin): Q | null {
  const m = s.a.sub(s.c);
  return m.equals(0) ? null : s.d.sub(s.b).div(m);
}

const SLIPS = [-2, -1, 1, 2];

/** A wrong state is usable only if it still has one solution and that solution differs. */
function changed(before: Lin, after: Lin, text: string = linText(after)): Written<Lin> | null {
  const s0 = solution(before);
  const s1 = solution(after);
  if (s0 === null || s1 === null || s0.equals(s1)) return null;
  return { text, next: after };
}

function variant(before: Lin, make: () => Lin): () => Written<Lin> | null {
  return () => changed(before, make());
}

/**
 * C x moved to the left: (A - C) x + B = D. One move per line: the moved term is written first
 * (A x - C x + B = D), then combined; with no x term on the left (A = 0) there is nothing to combine.
 * Generator 3: every line of the move also offers a slip of a constant — its sign lost while it is
 * copied, so the slip writes no number the line before lacks (a copying step computes none) —,
 * and which number a slip changed (x coefficient or constant) says nothing about which move holds it.
 *
 * Generator 3.2 (`v32`): a move's sign slip subtracts the wrong way round (C x - A x for A x - C x)
 * instead of keeping the moved term's sign, and a combining slip keeps the sign of the number it
 * gets wrong. Why: a valid move flips one term's sign, so it changes its line's count of "-" by
 * one; a kept sign does not, and the count of "-" line by line placed 58 % of generator 3.1's
 * linear canonical errors (audit 4). Subtracting the wrong way round flips two signs, as many
 * numbers as the right line and the parity of its count. A term moved to a side without its kind
 * (nothing to subtract it from) still slips by keeping its sign.
 *
 * Generator 3.13 (`v313`): a combining slip is off by a multiple of the grain of `s` (forms.ts,
 * grain), so a slip after both sides were multiplied by k keeps every number a multiple of k.
 */
export function collectX(w: Writer, s: Lin, rng: Rng, v3 = false, form?: MoveForm, v32 = false, v313 = false): Lin {
  const next = { a: s.a.sub(s.c), b: s.b, c: q(0), d: s.d };
  const unit = slipUnit(s, v313);
  const slipped = () => ({ ...next, a: combiningSlip(next.a, rng.pick([-1, 1]), v32, unit) });
  if (form === 'one line' || (form && s.a.equals(0))) {
    // Generator 3.1: the move written and combined in one line (see MoveForm). The line
    // computes its x coefficient, so either slip writes a new number where any line would.
    return w.step('linear', () => ({ text: linText(next), next }), {
      sign_error_moving_term: variant(s, () => ({ ...next, a: moveSignSlip(s.a, s.c, v32).value })),
      coefficient_slip: variant(s, slipped),
    });
  }
  if (form) {
    // Two lines: the move copies every number (its only slip is a sign's), the combining line
    // computes one (its slip is that number's).
    const xTerms = (first: Q, second: Q) => eq(sumExpr([{ c: first, k: 1 }, { c: second, k: 1 }, { c: s.b, k: 0 }]), sumExpr([{ c: s.d, k: 0 }]));
    const moved = w.step('linear', () => ({ text: xTerms(s.a, s.c.neg()), next }), {
      sign_error_moving_term: () => {
        const slip = moveSignSlip(s.a, s.c, v32);
        return changed(s, { ...next, a: slip.value }, xTerms(...slip.terms));
      },
    });
    return w.step('linear', () => ({ text: linText(moved), next: moved }), {
      coefficient_slip: () => changed(moved, { ...moved, a: combiningSlip(moved.a, rng.pick([-1, 1]), v32, unit) }),
    });
  }
  const constSlip = (before: Lin, t: Lin, text: (u: Lin) => string) => () => {
    const u = rng.int(0, 1) ? { ...t, d: t.d.neg() } : { ...t, b: t.b.neg() };
    return changed(before, u, text(u));
  };
  if (s.a.equals(0)) {
    return w.step('linear', () => ({ text: linText(next), next }), v3 ? {
      sign_error_moving_term: variant(s, () => ({ ...next, a: s.c })),
      constant_arithmetic_slip: constSlip(s, next, linText),
    } : {
      sign_error_moving_term: variant(s, () => ({ ...next, a: s.c })),
      coefficient_slip: variant(s, slipped),
    });
  }
  const shown = (c: Q, b: Q = s.b, d: Q = s.d) => eq(sumExpr([{ c: s.a, k: 1 }, { c: c.neg(), k: 1 }, { c: b, k: 0 }]), sumExpr([{ c: d, k: 0 }]));
  const moved = w.step('linear', () => ({ text: shown(s.c), next }), {
    sign_error_moving_term: () => changed(s, { ...next, a: s.a.add(s.c) }, shown(s.c.neg())),
    ...(v3 ? { constant_arithmetic_slip: constSlip(s, next, (u) => shown(s.c, u.b, u.d)) } : {}),
  });
  return w.step('linear', () => ({ text: linText(moved), next: moved }), {
    coefficient_slip: () => changed(moved, { ...moved, a: moved.a.add(rng.pick([-1, 1])) }),
    ...(v3 ? { constant_arithmetic_slip: constSlip(moved, moved, linText) } : {}),
  });
}

/**
 * B moved to the right: A x = D - B. The moved constant is written first (A x = D - B), then
 * combined; with no constant on the right (D = 0) there is nothing to combine.
 * Generator 3: every line of the move also offers an x coefficient with its sign lost (see collectX).
 * Generator 3.2: the sign slip subtracts the wrong way round (B - D for D - B), the combining slip
 * keeps the constant's sign (see collectX); 3.13 slips by a multiple of the grain of `s`.
 */
export function collectConst(w: Writer, s: Lin, rng: Rng, v3 = false, form?: MoveForm, v32 = false, v313 = false): Lin {
  const next = { a: s.a, b: q(0), c: s.c, d: s.d.sub(s.b) };
  const unit = slipUnit(s, v313);
  if (form === 'one line' || (form && s.d.equals(0))) {
    // Generator 3.1: in one line (see collectX); the constant is computed, the slips are its.
    return w.step('linear', () => ({ text: linText(next), next }), {
      sign_error_moving_term: variant(s, () => ({ ...next, d: moveSignSlip(s.d, s.b, v32).value })),
      constant_arithmetic_slip: variant(s, () => ({ ...next, d: combiningSlip(next.d, rng.pick(SLIPS), v32, unit) })),
    });
  }
  if (form) {
    // The x term may still stand on the right (generator 3.1 may move the constant first).
    // Here D is not 0 (else the move takes one line above).
    const constants = (first: Q, second: Q) => eq(linear(s.a, q(0)), sumExpr([{ c: s.c, k: 1 }, { c: first, k: 0 }, { c: second, k: 0 }]));
    const moved = w.step('linear', () => ({ text: constants(s.d, s.b.neg()), next }), {
      sign_error_moving_term: () => {
        const slip = moveSignSlip(s.d, s.b, v32);
        return changed(s, { ...next, d: slip.value }, constants(...slip.terms));
      },
    });
    return w.step('linear', () => ({ text: linText(moved), next: moved }), {
      constant_arithmetic_slip: () => changed(moved, { ...moved, d: combiningSlip(moved.d, rng.pick(SLIPS), v32, unit) }),
    });
  }
  const coefSlip = (before: Lin, t: Lin, text: (u: Lin) => string) => () => changed(before, { ...t, a: t.a.neg() }, text({ ...t, a: t.a.neg() }));
  if (s.d.equals(0) || !s.c.equals(0)) {
    return w.step('linear', () => ({ text: linText(next), next }), v3 ? {
      sign_error_moving_term: variant(s, () => ({ ...next, d: s.d.add(s.b) })),
      coefficient_slip: coefSlip(s, next, linText),
    } : {
      sign_error_moving_term: variant(s, () => ({ ...next, d: s.d.add(s.b) })),
      constant_arithmetic_slip: variant(s, () => ({ ...next, d: next.d.add(rng.pick(SLIPS)) })),
    });
  }
  const shown = (b: Q, a: Q = s.a) => eq(linear(a, q(0)), sumExpr([{ c: s.d, k: 0 }, { c: b.neg(), k: 0 }]));
  const moved = w.step('linear', () => ({ text: shown(s.b), next }), {
    sign_error_moving_term: () => changed(s, { ...next, d: s.d.add(s.b) }, shown(s.b.neg())),
    ...(v3 ? { coefficient_slip: coefSlip(s, next, (u) => shown(s.b, u.a)) } : {}),
  });
  return w.step('linear', () => ({ text: linText(moved), next: moved }), {
    constant_arithmetic_slip: () => changed(moved, { ...moved, d: moved.d.add(rng.pick(SLIPS)) }),
    ...(v3 ? { coefficient_slip: coefSlip(moved, moved, linText) } : {}),
  });
}

/**
 * Wrong quotients a student writes for D / A. Generator 3 leaves out D · A: its size gave it away
 * (a final answer with a numerator of 20 or more was almost always wrong); -D / A and A / D are
 * made of the same numbers as the right answer.
 */
export function wrongQuotients(d: Q, a: Q, v3: boolean, v31 = false): Q[] {
  const v = d.div(a);
  // Generator 3.1 leaves out -D / A too: a sign no rule of signs gives shows without any algebra.
  if (v31) return d.equals(0) ? [] : [a.div(d)].filter((x) => !x.equals(v));
  const all = v3 ? [d.neg().div(a), ...(d.equals(0) ? [] : [a.div(d)])] : [d.mul(a), d.neg().div(a), ...(d.equals(0) ? [] : [a.div(d)])];
  return all.filter((x) => !x.equals(v));
}

/** x = N / M as written before simplifying (generator 3.1). */
function quotient(n: Q, m: Q): string {
  return `x = ${printExpr(quotientExpr(n, m))}`;
}

/** A x = D becomes x = D / A. */
export function divideOut(w: Writer, s: Lin, rng: Rng, v3 = false, v31 = false): Lin {
  const v = s.d.div(s.a);
  const done = (x: Q): Lin => ({ a: q(1), b: q(0), c: q(0), d: x });
  if (v31 && dividesInTwo(s.d, s.a)) {
    // Generator 3.1: a quotient that simplifies is written as D / A first, then simplified: two
    // lines that can each carry a slip neither of which shows without the algebra (the
    // divisor and dividend exchanged, copying the same numbers; a wrong simplification).
    const written = w.step('linear', () => ({ text: quotient(s.d, s.a), next: done(v) }), {
      // Not when |D| = 1: x = A/1 is a form no correct line has.
      division_error: () => (s.a.div(s.d).equals(v) || s.d.abs().equals(1) ? null : { text: quotient(s.a, s.d), next: done(s.a.div(s.d)) }),
    });
    return w.step('linear', () => ({ text: answer(written.d), next: written }), {
      division_error: () => {
        const wrong = wrongSimplification(s.d, s.a, rng);
        return wrong && { text: answer(wrong), next: done(wrong) };
      },
    });
  }
  const wrongs = wrongQuotients(s.d, s.a, v3, v31);
  const variants: Variants<Lin> = {};
  if (wrongs.length) {
    // The text and the state must agree, so the wrong quotient is drawn once.
    const x = rng.pick(wrongs);
    variants.division_error = () => ({ text: answer(x), next: done(x) });
  }
  return w.step('linear', () => ({ text: answer(v), next: done(v) }), variants);
}

/** Moves along the textbook path until the state reads x = v (at most `limit` moves). */
export function solveLinear(w: Writer, s: Lin, rng: Rng, limit = Infinity, v3 = false, v31 = false, v32 = false, v313 = false): Lin {
  const [xForm, constForm] = v31 ? moveForms(rng) : [undefined, undefined];
  // Generator 3.1 moves the constant first half the time when both sides hold an x term: a
  // reverted T3 answer tells whether the x coefficient or the constant slipped, and that must
  // not tell where in the trace the slip is.
  const constFirst = v31 && rng.int(0, 1) === 1 && !s.a.equals(0);
  let state = s;
  for (let moves = 0; moves < limit; moves++) {
    if (constFirst && !state.b.equals(0)) state = collectConst(w, state, rng, v3, constForm, v32, v313);
    else if (!state.c.equals(0)) state = collectX(w, state, rng, v3, xForm, v32, v313);
    else if (!state.b.equals(0)) state = collectConst(w, state, rng, v3, constForm, v32, v313);
    else if (!state.a.equals(1)) state = divideOut(w, state, rng, v3, v31);
    else break;
  }
  return state;
}

/** How many moves the textbook path takes from s. */
export function canonicalLength(s: Lin): number {
  return (s.c.equals(0) ? 0 : 1) + (s.b.equals(0) ? 0 : 1) + (s.a.sub(s.c).equals(1) ? 0 : 1);
}
