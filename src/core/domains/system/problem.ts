// Systems of two linear equations a1 x + b1 y = c1, a2 x + b2 y = c2 with integer coefficients
// in [-10, 10] and exactly one solution: the parameters, their identity, and the exact solution.
import { Rational } from '../../algebra/rational.ts';
import type { Rng } from '../../generator/rng.ts';

export type Q = Rational;
export const q = (n: number | bigint, d: number | bigint = 1): Q => Rational.of(n, d);

/** The sample's `equation` field for a system. */
export type SystemParams = {
  a1: number;
  b1: number;
  c1: number;
  a2: number;
  b2: number;
  c2: number;
};

/** a·x + b·y = c. */
export interface Row {
  a: Q;
  b: Q;
  c: Q;
}

export interface Point {
  x: Q;
  y: Q;
}

/** The draw order a1, b1, c1, a2, b2, c2 is part of every published dataset: never change it. */
export function drawSystem(rng: Rng): SystemParams {
  return { a1: rng.int(-10, 10), b1: rng.int(-10, 10), c1: rng.int(-10, 10), a2: rng.int(-10, 10), b2: rng.int(-10, 10), c2: rng.int(-10, 10) };
}

export function key(p: SystemParams): string {
  return `system:${p.a1},${p.b1},${p.c1},${p.a2},${p.b2},${p.c2}`;
}

/**
 * Unusable: no unique solution (the determinant is zero), or an equation in one unknown only
 * (a zero coefficient), which is half a system — its textbook solution is a linear equation
 * and a back-substitution, too short to carry an error's position and not what the domain tests.
 */
export function isDegenerate(p: SystemParams): boolean {
  return p.a1 === 0 || p.b1 === 0 || p.a2 === 0 || p.b2 === 0 || p.a1 * p.b2 - p.a2 * p.b1 === 0;
}

export function rowsOf(p: SystemParams): [Row, Row] {
  return [
    { a: q(p.a1), b: q(p.b1), c: q(p.c1) },
    { a: q(p.a2), b: q(p.b2), c: q(p.c2) },
  ];
}

/** The one solution of two rows by Cramer's rule, or null when there is not exactly one. */
export function solveRows(r: Row, s: Row): Point | null {
  const det = r.a.mul(s.b).sub(r.b.mul(s.a));
  if (det.isZero()) return null;
  return { x: r.c.mul(s.b).sub(r.b.mul(s.c)).div(det), y: r.a.mul(s.c).sub(r.c.mul(s.a)).div(det) };
}

export function samePoint(p: Point, r: Point): boolean {
  return p.x.equals(r.x) && p.y.equals(r.y);
}

export function solution(p: SystemParams): Point {
  const [r, s] = rowsOf(p);
  const point = solveRows(r, s);
  if (!point) throw new RangeError(`the system ${key(p)} has no unique solution`);
  return point;
}

/** The sample's `solution` field: "x = 2, y = 3", "x = -13/7, y = 2/7". */
export function solutionText(p: SystemParams): string {
  const s = solution(p);
  return `x = ${s.x.toFraction()}, y = ${s.y.toFraction()}`;
}
