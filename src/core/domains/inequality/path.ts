// The textbook path of a linear inequality, one move per line — x terms to the left, constants
// to the right, divide by the coefficient (reversing the relation when it is negative) — each
// move with the slips a student makes at it.
import type { Q } from '../../generator/build.ts';
import { linear, q, sumExpr } from '../../generator/build.ts';
import type { Rng } from '../../generator/rng.ts';
import { combiningSlip, dividesInTwo, moveForms, moveSignSlip, quotientExpr, slipUnit, wrongSimplification, type MoveForm } from '../../generator/forms.ts';
import type { Variants, Written, Writer } from '../../generator/writer.ts';
import type { Ineq, Rel } from './state.ts';
import { flip, ineqText, rayEquals, relation, solution, toggleStrict } from './state.ts';

export const SLIPS = [-2, -1, 1, 2];

/** A wrong state is usable only if x is still there and the solution set really changed. */
export function changed(before: Ineq, after: Ineq, text: string = ineqText(after)): Written<Ineq> | null {
  const s0 = solution(before);
  const s1 = solution(after);
  if (s0 === null || s1 === null || rayEquals(s0, s1)) return null;
  return { text, next: after };
}

/** A constant of the line copied with the wrong sign (B if there is one, else D). */
export function constantSignDropped(s: Ineq): Ineq | null {
  if (!s.b.equals(0)) return { ...s, b: s.b.neg() };
  if (!s.d.equals(0)) return { ...s, d: s.d.neg() };
  return null;
}

const orNull = (before: Ineq, after: Ineq | null): Written<Ineq> | null => (after ? changed(before, after) : null);

/**
 * The relation rewritten with the wrong strictness (< for <=, or the other way round): a copying
 * slip any line can carry, since every line writes the relation again. `text` writes the line
 * for a state (the moved-term lines show their move).
 */
export function strictnessSlip(before: Ineq, next: Ineq, text: (t: Ineq) => string = ineqText): () => Written<Ineq> | null {
  return () => {
    const t = { ...next, rel: toggleStrict(next.rel) };
    return changed(before, t, text(t));
  };
}

export type CopyKind = 'dropped_sign' | 'strictness_slip';

/** Which copying slip a line offers: one of the two, drawn per line, so the slips of the move itself keep their share. */
export const copyKind = (rng: Rng): CopyKind => (rng.int(0, 1) === 1 ? 'dropped_sign' : 'strictness_slip');

/**
 * The variants of the chosen copying slip only. Generator 3.1 (`rng31`, its draws) offers no dropped
 * sign and a strictness slip on one line in eight (see strictOnly).
 */
export function copySlip<T>(kind: CopyKind, slips: Record<CopyKind, () => Written<T> | null>, rng31: Rng | null = null): Variants<T> {
  if (!rng31) return { [kind]: slips[kind] };
  return kind === 'strictness_slip' && rng31.int(0, 3) === 0 ? { strictness_slip: slips.strictness_slip } : {};
}

/*
 * Why every line also offers a slip on what it only copies (a sign dropped, the relation's
 * strictness): a wrong x coefficient, a wrong constant and a wrong relation can then sit on
 * any line, so the form of a trace — which numbers of the reverted answer of a T3 still appear
 * in the line before it, or how many new numbers a line brings — does not tell where the error
 * is (the surface probe of issue 15 measures this). Sign and strictness slips bring no new
 * digits, so a line that only moves a term stays a line without new numbers.
 */

/**
 * C x moved to the left: (A - C) x + B rel D. The moved term is written first (A x - C x + B rel D),
 * then combined; with no x term on the left (A = 0) there is nothing to combine.
 */
export function collectX(w: Writer, s: Ineq, rng: Rng, form?: MoveForm, v32 = false, v313 = false): Ineq {
  const next: Ineq = { ...s, a: s.a.sub(s.c), c: q(0) };
  const unit = rng.pick([-1, 1]);
  if (form) return collectX31(w, s, next, unit, rng, form, v32, slipUnit(s, v313));
  if (s.a.equals(0)) {
    return w.step('linear', () => ({ text: ineqText(next), next }), {
      sign_error_moving_term: () => changed(s, { ...next, a: s.c }),
      coefficient_slip: () => changed(s, { ...next, a: next.a.add(unit) }),
      ...copySlip(copyKind(rng), { dropped_sign: () => orNull(s, constantSignDropped(next)), strictness_slip: strictnessSlip(s, next) }),
    });
  }
  // The line shows the move: t's terms with C x subtracted on the left.
  const shown = (t: Ineq, c: Q = s.c) => relation(sumExpr([{ c: t.a, k: 1 }, { c: c.neg(), k: 1 }, { c: t.b, k: 0 }]), t.rel, linear(q(0), t.d));
  const moved = w.step('linear', () => ({ text: shown(s), next }), {
    sign_error_moving_term: () => changed(s, { ...next, a: s.a.add(s.c) }, shown(s, s.c.neg())),
    ...copySlip(copyKind(rng), {
      dropped_sign: () => {
        const t = constantSignDropped(s);
        return t && changed(s, { ...next, b: t.b, d: t.d }, shown(t));
      },
      strictness_slip: strictnessSlip(s, next, (t) => shown({ ...s, rel: t.rel })),
    }),
  });
  return w.step('linear', () => ({ text: ineqText(moved), next: moved }), {
    coefficient_slip: () => changed(moved, { ...moved, a: moved.a.add(unit) }),
    ...copySlip(copyKind(rng), { dropped_sign: () => orNull(moved, constantSignDropped(moved)), strictness_slip: strictnessSlip(moved, moved) }),
  });
}

/**
 * B moved to the right: A x rel D - B. The moved constant is written first, then combined; with
 * no constant on the right (D = 0) there is nothing to combine.
 */
export function collectConst(w: Writer, s: Ineq, rng: Rng, form?: MoveForm, v32 = false, v313 = false): Ineq {
  const next: Ineq = { ...s, b: q(0), d: s.d.sub(s.b) };
  const slip = rng.pick(SLIPS);
  if (form) return collectConst31(w, s, next, slip, rng, form, v32, slipUnit(s, v313));
  if (s.d.equals(0) || !s.c.equals(0)) {
    return w.step('linear', () => ({ text: ineqText(next), next }), {
      sign_error_moving_term: () => changed(s, { ...next, d: s.d.add(s.b) }),
      constant_arithmetic_slip: () => changed(s, { ...next, d: next.d.add(slip) }),
      ...copySlip(copyKind(rng), { dropped_sign: () => changed(s, { ...next, a: next.a.neg() }), strictness_slip: strictnessSlip(s, next) }),
    });
  }
  // The line shows the move: A x rel D - B.
  const shown = (a: Q, b: Q, rel: Rel = s.rel) => relation(linear(a, q(0)), rel, sumExpr([{ c: s.d, k: 0 }, { c: b.neg(), k: 0 }]));
  const moved = w.step('linear', () => ({ text: shown(s.a, s.b), next }), {
    sign_error_moving_term: () => changed(s, { ...next, d: s.d.add(s.b) }, shown(s.a, s.b.neg())),
    ...copySlip(copyKind(rng), {
      dropped_sign: () => changed(s, { ...next, a: s.a.neg() }, shown(s.a.neg(), s.b)),
      strictness_slip: strictnessSlip(s, next, (t) => shown(s.a, s.b, t.rel)),
    }),
  });
  return w.step('linear', () => ({ text: ineqText(moved), next: moved }), {
    constant_arithmetic_slip: () => changed(moved, { ...moved, d: moved.d.add(slip) }),
    ...copySlip(copyKind(rng), { dropped_sign: () => changed(moved, { ...moved, a: moved.a.neg() }), strictness_slip: strictnessSlip(moved, moved) }),
  });
}

/**
 * Divides m x rel K (x on the left) or K rel m x (x on the right) by m, reversing the relation
 * when m < 0. The slips: the classic non-reversal after a negative divisor, a reversal after a
 * positive one, strict ↔ non-strict, and a wrong quotient (its sign, or divisor and dividend
 * exchanged: numbers of the same size as the right one).
 */
export function divideOut(w: Writer, s: Ineq, rng: Rng, v31 = false): Ineq {
  const left = !s.a.equals(0);
  const m = left ? s.a : s.c;
  const k = left ? s.d : s.b;
  const v = k.div(m);
  const negative = m.compare(0) < 0;
  const right = negative ? flip(s.rel) : s.rel;
  const done = (x: Q, rel: Rel): Ineq => (left ? { a: q(1), b: q(0), c: q(0), d: x, rel } : { a: q(0), b: x, c: q(1), d: q(0), rel });
  if (v31 && dividesInTwo(k, m)) {
    return divideInTwo(w, s, { left, m, k, v, right, done }, rng);
  }
  // Generator 3.1 leaves out -v (a sign no rule of signs gives, seen without algebra).
  const wrongs = [...(v31 ? [] : [v.neg()]), ...(k.equals(0) ? [] : [m.div(k)])].filter((x) => !x.equals(v));
  const wrong = wrongs.length ? rng.pick(wrongs) : null;
  // Generator 3.1: a one-line division is the trace's last line, and a wrong relation there shows
  // beside the line before (a reader of signs sees it): its relation slips sit on the quotient
  // line of a two-line division instead, and here only the quotient can be wrong.
  const variants: Variants<Ineq> = v31 ? {} : {
    [negative ? 'no_flip_negative' : 'flip_positive']: () => changed(s, done(v, flip(right))),
    strictness_slip: () => changed(s, done(v, toggleStrict(right))),
  };
  if (wrong) variants.division_error = () => changed(s, done(wrong, right));
  return w.step('linear', () => ({ text: ineqText(done(v, right)), next: done(v, right) }), variants);
}

/** x rel v: the end of the textbook path (x on the left). */
const solved = (s: Ineq): boolean => s.a.equals(1) && s.b.equals(0) && s.c.equals(0);

/** Moves along the textbook path until the state reads x rel v (at most `limit` moves). */
export function solveIneq(w: Writer, s: Ineq, rng: Rng, limit = Infinity, v31 = false, v32 = false, v313 = false): Ineq {
  // Generator 3.1: the forms of linear's path (generator/forms.ts, domains/linear/path.ts).
  const [xForm, constForm] = v31 ? moveForms(rng) : [undefined, undefined];
  const constFirst = v31 && rng.int(0, 1) === 1 && !s.a.equals(0);
  let state = s;
  for (let moves = 0; moves < limit && !solved(state); moves++) {
    if (constFirst && !state.b.equals(0)) state = collectConst(w, state, rng, constForm, v32, v313);
    else if (!state.c.equals(0)) state = collectX(w, state, rng, xForm, v32, v313);
    else if (!state.b.equals(0)) state = collectConst(w, state, rng, constForm, v32, v313);
    else state = divideOut(w, state, rng, v31);
  }
  return state;
}

/**
 * Generator 3.1's copying slip: the relation's strictness on one line in eight (3.0.0: one in
 * two), and no dropped sign (a lost sign breaks the minus-count checksum, which no valid line
 * does). A strictness slip shows in its own symbol, and a T3's reverted answer has the right one
 * again while a T2's keeps the wrong one, so each such slip tells T2 from T3 to a reader of
 * symbols (the known cue strictness_changes): at 3.0.0's rate that alone was worth about 8 points
 * of Q1, more than the bars allow.
 */
export const strictOnly = (rng: Rng): boolean => copyKind(rng) === 'strictness_slip' && rng.int(0, 3) === 0;

/** A strictness slip where generator 3.0.0 offered one on every line; at 3.1 on one line in eight (strictOnly). */
export const strictnessOffer = <T>(slip: () => Written<T> | null, rng31: Rng | null): Variants<T> => (!rng31 || strictOnly(rng31) ? { strictness_slip: slip } : {});

/** Generator 3.1's x move (see domains/linear/path.ts collectX): one line, or the move then the combination. */
function collectX31(w: Writer, s: Ineq, next: Ineq, unit: number, rng: Rng, form: MoveForm, v32: boolean, scale: Q): Ineq {
  const [strict, strict2] = [strictOnly(rng), strictOnly(rng)];
  // Generator 3.2 (as linear's collectX): a sign slip subtracts the wrong way round, a combining
  // slip keeps the sign of its number, so no slip changes its line's count of "-" as no valid line does.
  if (form === 'one line' || s.a.equals(0)) {
    return w.step('linear', () => ({ text: ineqText(next), next }), {
      sign_error_moving_term: () => changed(s, { ...next, a: moveSignSlip(s.a, s.c, v32).value }),
      coefficient_slip: () => changed(s, { ...next, a: combiningSlip(next.a, unit, v32, scale) }),
      ...(strict ? { strictness_slip: strictnessSlip(s, next) } : {}),
    });
  }
  const shown = (first: Q, second: Q, rel: Rel = s.rel) => relation(sumExpr([{ c: first, k: 1 }, { c: second, k: 1 }, { c: s.b, k: 0 }]), rel, linear(q(0), s.d));
  const moved = w.step('linear', () => ({ text: shown(s.a, s.c.neg()), next }), {
    sign_error_moving_term: () => {
      const slip = moveSignSlip(s.a, s.c, v32);
      return changed(s, { ...next, a: slip.value }, shown(...slip.terms));
    },
    ...(strict ? { strictness_slip: strictnessSlip(s, next, (t) => shown(s.a, s.c.neg(), t.rel)) } : {}),
  });
  return w.step('linear', () => ({ text: ineqText(moved), next: moved }), {
    coefficient_slip: () => changed(moved, { ...moved, a: combiningSlip(moved.a, unit, v32, scale) }),
    ...(strict2 ? { strictness_slip: strictnessSlip(moved, moved) } : {}),
  });
}

/** Generator 3.1's constant move (the x term may still stand on the right: the constant first). */
function collectConst31(w: Writer, s: Ineq, next: Ineq, slip: number, rng: Rng, form: MoveForm, v32: boolean, scale: Q): Ineq {
  const [strict, strict2] = [strictOnly(rng), strictOnly(rng)];
  if (form === 'one line' || s.d.equals(0)) {
    return w.step('linear', () => ({ text: ineqText(next), next }), {
      sign_error_moving_term: () => changed(s, { ...next, d: moveSignSlip(s.d, s.b, v32).value }),
      constant_arithmetic_slip: () => changed(s, { ...next, d: combiningSlip(next.d, slip, v32, scale) }),
      ...(strict ? { strictness_slip: strictnessSlip(s, next) } : {}),
    });
  }
  const shown = (first: Q, second: Q, rel: Rel = s.rel) => relation(linear(s.a, q(0)), rel, sumExpr([{ c: s.c, k: 1 }, { c: first, k: 0 }, { c: second, k: 0 }]));
  const moved = w.step('linear', () => ({ text: shown(s.d, s.b.neg()), next }), {
    sign_error_moving_term: () => {
      const wrong = moveSignSlip(s.d, s.b, v32);
      return changed(s, { ...next, d: wrong.value }, shown(...wrong.terms));
    },
    ...(strict ? { strictness_slip: strictnessSlip(s, next, (t) => shown(s.d, s.b.neg(), t.rel)) } : {}),
  });
  return w.step('linear', () => ({ text: ineqText(moved), next: moved }), {
    constant_arithmetic_slip: () => changed(moved, { ...moved, d: combiningSlip(moved.d, slip, v32, scale) }),
    ...(strict2 ? { strictness_slip: strictnessSlip(moved, moved) } : {}),
  });
}

interface Division {
  left: boolean;
  m: Q;
  k: Q;
  v: Q;
  right: Rel;
  done: (x: Q, rel: Rel) => Ineq;
}

/**
 * Generator 3.1: a quotient that simplifies is written as K / m first (the relation reversed there
 * when m < 0), then simplified. The first line carries the reversal slips, the strictness slip and
 * dividend and divisor exchanged (the same numbers); the second a wrong simplification.
 */
function divideInTwo(w: Writer, s: Ineq, d: Division, rng: Rng): Ineq {
  const text = (n: Q, m: Q, rel: Rel) => (d.left ? relation({ type: 'var', name: 'x' }, rel, quotientExpr(n, m)) : relation(quotientExpr(n, m), rel, { type: 'var', name: 'x' }));
  const negative = d.m.compare(0) < 0;
  const at = (x: Q, rel: Rel, shown: string): Written<Ineq> | null => changed(s, d.done(x, rel), shown);
  const written = w.step('linear', () => ({ text: text(d.k, d.m, d.right), next: d.done(d.v, d.right) }), {
    [negative ? 'no_flip_negative' : 'flip_positive']: () => at(d.v, flip(d.right), text(d.k, d.m, flip(d.right))),
    strictness_slip: () => at(d.v, toggleStrict(d.right), text(d.k, d.m, toggleStrict(d.right))),
    division_error: () => (d.k.abs().equals(1) ? null : at(d.m.div(d.k), d.right, text(d.m, d.k, d.right))),
  });
  return w.step('linear', () => ({ text: ineqText(written), next: written }), {
    division_error: () => {
      const wrong = wrongSimplification(d.k, d.m, rng);
      return wrong && changed(written, d.done(wrong, written.rel));
    },
  });
}

/** How many moves the textbook path takes from s. */
export function canonicalLength(s: Ineq): number {
  return (s.c.equals(0) ? 0 : 1) + (s.b.equals(0) ? 0 : 1) + (s.a.sub(s.c).equals(1) ? 0 : 1);
}
