// Linear states A x + B = C x + D and the moves of the textbook path, each with the
// realistic slips a student makes at that move.
import type { Q } from '../../generator/build.ts';
import { answer, eq, linear, q, sumExpr } from '../../generator/build.ts';
import type { Rng } from '../../generator/rng.ts';
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
 */
export function collectX(w: Writer, s: Lin, rng: Rng): Lin {
  const next = { a: s.a.sub(s.c), b: s.b, c: q(0), d: s.d };
  const slipped = () => ({ ...next, a: next.a.add(rng.pick([-1, 1])) });
  if (s.a.equals(0)) {
    return w.step('linear', () => ({ text: linText(next), next }), {
      sign_error_moving_term: variant(s, () => ({ ...next, a: s.c })),
      coefficient_slip: variant(s, slipped),
    });
  }
  const shown = (c: Q) => eq(sumExpr([{ c: s.a, k: 1 }, { c: c.neg(), k: 1 }, { c: s.b, k: 0 }]), sumExpr([{ c: s.d, k: 0 }]));
  const moved = w.step('linear', () => ({ text: shown(s.c), next }), {
    sign_error_moving_term: () => changed(s, { ...next, a: s.a.add(s.c) }, shown(s.c.neg())),
  });
  return w.step('linear', () => ({ text: linText(moved), next: moved }), {
    coefficient_slip: () => changed(moved, { ...moved, a: moved.a.add(rng.pick([-1, 1])) }),
  });
}

/**
 * B moved to the right: A x = D - B. The moved constant is written first (A x = D - B), then
 * combined; with no constant on the right (D = 0) there is nothing to combine.
 */
export function collectConst(w: Writer, s: Lin, rng: Rng): Lin {
  const next = { a: s.a, b: q(0), c: s.c, d: s.d.sub(s.b) };
  if (s.d.equals(0) || !s.c.equals(0)) {
    return w.step('linear', () => ({ text: linText(next), next }), {
      sign_error_moving_term: variant(s, () => ({ ...next, d: s.d.add(s.b) })),
      constant_arithmetic_slip: variant(s, () => ({ ...next, d: next.d.add(rng.pick(SLIPS)) })),
    });
  }
  const shown = (b: Q) => eq(linear(s.a, q(0)), sumExpr([{ c: s.d, k: 0 }, { c: b.neg(), k: 0 }]));
  const moved = w.step('linear', () => ({ text: shown(s.b), next }), {
    sign_error_moving_term: () => changed(s, { ...next, d: s.d.add(s.b) }, shown(s.b.neg())),
  });
  return w.step('linear', () => ({ text: linText(moved), next: moved }), {
    constant_arithmetic_slip: () => changed(moved, { ...moved, d: moved.d.add(rng.pick(SLIPS)) }),
  });
}

/** A x = D becomes x = D / A. */
export function divideOut(w: Writer, s: Lin, rng: Rng): Lin {
  const v = s.d.div(s.a);
  const done = (x: Q): Lin => ({ a: q(1), b: q(0), c: q(0), d: x });
  const wrongs = [s.d.mul(s.a), s.d.neg().div(s.a), ...(s.d.equals(0) ? [] : [s.a.div(s.d)])].filter((x) => !x.equals(v));
  const variants: Variants<Lin> = {};
  if (wrongs.length) {
    // The text and the state must agree, so the wrong quotient is drawn once.
    const x = rng.pick(wrongs);
    variants.division_error = () => ({ text: answer(x), next: done(x) });
  }
  return w.step('linear', () => ({ text: answer(v), next: done(v) }), variants);
}

/** Moves along the textbook path until the state reads x = v (at most `limit` moves). */
export function solveLinear(w: Writer, s: Lin, rng: Rng, limit = Infinity): Lin {
  let state = s;
  for (let moves = 0; moves < limit; moves++) {
    if (!state.c.equals(0)) state = collectX(w, state, rng);
    else if (!state.b.equals(0)) state = collectConst(w, state, rng);
    else if (!state.a.equals(1)) state = divideOut(w, state, rng);
    else break;
  }
  return state;
}

/** How many moves the textbook path takes from s. */
export function canonicalLength(s: Lin): number {
  return (s.c.equals(0) ? 0 : 1) + (s.b.equals(0) ? 0 : 1) + (s.a.sub(s.c).equals(1) ? 0 : 1);
}
