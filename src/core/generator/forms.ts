// Generator 3.1's written forms of a linear path, shared by the domains that solve A x + B ◁ C x + D
// (linear, inequality): how a move is laid out, and the slip of a simplification.
import { gcdBig } from '../algebra/index.ts';
import type { Expr } from '../trace/index.ts';
import { printExpr } from '../trace/index.ts';
import { numberExpr, q, type Q } from './build.ts';
import type { Rng } from './rng.ts';

/**
 * How generator 3.1 writes a move: in two lines (the move shown, then combined) or in one. Every
 * valid step carries each sign it copies, so the number of minus signs in a trace written one way
 * has a fixed parity that a slip losing a sign breaks; a line left out takes its own minus signs
 * with it, which no reading of the surface can count without the algebra.
 */
export type MoveForm = 'one line' | 'two lines';

/**
 * Generator 3.1's forms for the x move and the constant move: both in two lines 6 times in 16,
 * otherwise exactly one of them in one line (5 in 16 each). Never both in one line: the traces
 * would be too short for the error's place to vary (issue 15: Q3 at most 30%); both in two lines
 * keeps the checksum (see MoveForm), so not more often than the Q1 and Q2 bars allow.
 */
export function moveForms(rng: Rng): [MoveForm, MoveForm] {
  const r = rng.int(0, 15);
  return r < 6 ? ['two lines', 'two lines'] : r < 11 ? ['one line', 'two lines'] : ['two lines', 'one line'];
}

/**
 * A wrong simplification of n / m that looks like a right one beside the quotient line: when the
 * right one only moves the sign (the fraction was in lowest terms), it copies both numbers, so
 * the wrong one copies them too, exchanged; otherwise it writes new numbers, the numerator one
 * off (a new numerator beside a copied denominator, or the other way round, is what a reader of
 * forms would catch). Null when there is no such slip.
 */
export function wrongSimplification(n: Q, m: Q, rng: Rng): Q | null {
  const v = n.div(m);
  if (v.n * (v.n < 0n ? -1n : 1n) === n.n * (n.n < 0n ? -1n : 1n)) {
    return n.abs().equals(1) || m.div(n).equals(v) ? null : m.div(n);
  }
  return misSimplified(v, rng);
}

/** A simplification gone wrong: the simplified numerator one off, sign kept (null if none). */
export function misSimplified(v: Q, rng: Rng): Q | null {
  const n = q(v.n);
  const m = n.add(q(rng.pick([-1, 1]) * (n.compare(0) < 0 ? -1 : 1)));
  return m.equals(0) ? null : m.div(q(v.d));
}


/** N / M as written before it is simplified: `14/7`, `14/(-7)`. */
export function quotientExpr(n: Q, m: Q): Expr {
  return { type: 'div', left: numberExpr(n), right: numberExpr(m) };
}

/**
 * Whether generator 3.1 divides n by m in two lines (the quotient, then its simplification): both
 * integers, n not 0, |m| not 1, and n/m as written not already the simplified number.
 */
export function dividesInTwo(n: Q, m: Q): boolean {
  return n.isInteger() && m.isInteger() && !n.equals(0) && !m.abs().equals(1) && printExpr(quotientExpr(n, m)) !== printExpr(numberExpr(n.div(m)));
}

/**
 * Generator 3.2: v slipped by delta, keeping v's sign (a 0 slips to a positive number). A slip
 * that changes a number's sign changes its line's count of "-", which no valid line of the same
 * form does, and the count of "-" line by line placed most of generator 3.1's errors (audit 4).
 * Tries delta, then -delta; a delta too big either way goes away from 0 instead.
 */
function sameSignSlip(v: Q, delta: Q): Q {
  const sign = v.compare(0) === 0 ? 1 : v.compare(0);
  for (const d of [delta, delta.neg()]) {
    const x = v.add(d);
    if (x.compare(0) === sign) return x;
  }
  return v.add(delta.abs().mul(sign));
}

/**
 * The slip of a number a line works out (a combined coefficient or constant): off by delta; at 3.2
 * keeping its sign; at 3.13 off by delta times the grain of the line the move starts from (see grain).
 */
export function combiningSlip(v: Q, delta: number, v32: boolean, unit: Q = q(1)): Q {
  const step = unit.mul(delta);
  return v32 ? sameSignSlip(v, step) : v.add(step);
}

/**
 * What every number of a line shares: the greatest common divisor of its numerators over the
 * least common multiple of its denominators (1 for a line of zeros). A line that moves or combines
 * terms writes sums and differences of the numbers before it, so it keeps their grain. Generator
 * 3.13 slips a worked-out number by a multiple of it: after both sides are multiplied by k every
 * number is a multiple of k, and 3.12's slip by one or two broke that, so the wrong answer no longer
 * reduced by k (-70x = 49x + 1, then x = -1/119): at seed 1, 14-23% of the multiplying and dividing
 * families' coefficient and constant slips ended on a number of 20 or more (linear and inequality),
 * against under 1% of their correct answers, and under 1% at 3.13.
 */
export function grain(values: readonly Q[]): Q {
  let n = 0n;
  let d = 1n;
  for (const v of values) {
    if (v.isZero()) continue;
    n = gcdBig(n, v.n);
    d = (d * v.d) / gcdBig(d, v.d);
  }
  return n === 0n ? q(1) : q(n, d);
}

/**
 * The sign slip of a move: `moved` brought beside `kept`, which the right line writes as
 * kept, -moved (kept - moved). Generator 3.1 keeps the moved term's sign (kept, moved); 3.2
 * subtracts the wrong way round (moved, -kept): the same numbers, two signs flipped, so the line's
 * count of "-" has the right line's parity. `terms` as a two-line move writes them; `value` their
 * sum, the coefficient a one-line move writes.
 */
export function moveSignSlip(kept: Q, moved: Q, v32: boolean): { terms: [Q, Q]; value: Q } {
  const terms: [Q, Q] = v32 ? [moved, kept.neg()] : [kept, moved];
  return { terms, value: terms[0].add(terms[1]) };
}

/**
 * What a worked-out number's slip is a multiple of on a line holding A x + B ◁ C x + D (and `also`,
 * the numbers it writes besides, as a term added to both sides): 1, or from generator 3.13 the line's grain.
 */
export const slipUnit = (s: { a: Q; b: Q; c: Q; d: Q }, v313: boolean, also: readonly Q[] = []): Q => (v313 ? grain([s.a, s.b, s.c, s.d, ...also]) : q(1));
