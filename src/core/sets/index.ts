// Solution sets of statements in one unknown (subsets of the real line) or two (subsets of the
// plane), behind one small interface the checker uses whatever the domain.
import type { Alg } from '../algebra/algebraic.ts';
import { compareAlg, formatAlg } from '../algebra/algebraic.ts';
import type { Rational } from '../algebra/rational.ts';
import type { LineSet } from './line.ts';
import * as L from './line.ts';
import type { PlaneSet } from './plane.ts';
import { formatPlaneSet, planeContains, planeEquals, planeMinusPoints } from './plane.ts';

export type SolutionSet = { readonly dim: 1; readonly s: LineSet } | { readonly dim: 2; readonly s: PlaneSet };

/** One member of a solution set: a value of the unknown, or a pair of values. */
export type Point = { readonly dim: 1; readonly v: Alg } | { readonly dim: 2; readonly u: Rational; readonly v: Rational };

export const lineSet = (s: LineSet): SolutionSet => ({ dim: 1, s });
export const planeSet = (s: PlaneSet): SolutionSet => ({ dim: 2, s });

export function setEquals(a: SolutionSet, b: SolutionSet): boolean {
  if (a.dim === 1 && b.dim === 1) return L.equals(a.s, b.s);
  if (a.dim === 2 && b.dim === 2) return planeEquals(a.s, b.s);
  return false;
}

export function isAllSet(a: SolutionSet): boolean {
  return a.dim === 1 ? L.isAll(a.s) : a.s.kind === 'all';
}

export function isEmptySet(a: SolutionSet): boolean {
  return a.dim === 1 ? L.isEmpty(a.s) : a.s.kind === 'empty';
}

/** The members of a \ b when there are finitely many (sorted), or null when infinitely many. */
export function extraPoints(a: SolutionSet, b: SolutionSet): Point[] | null {
  if (a.dim === 1 && b.dim === 1) {
    const fa = L.finitePoints(a.s);
    const fb = fa && L.finitePoints(b.s);
    const pts = fa && fb ? L.finiteMinus(fa, fb) : L.finitePoints(L.minus(a.s, b.s));
    return pts ? pts.map((v) => ({ dim: 1, v })) : null;
  }
  if (a.dim === 2 && b.dim === 2) {
    const pts = planeMinusPoints(a.s, b.s);
    return pts ? pts.map(({ u, v }) => ({ dim: 2, u, v })) : null;
  }
  return null;
}

/**
 * Whether a member of a \ b lies in c: a step from a to b loses a solution of c. Exact on the
 * line; in the plane an infinite a \ b is taken to reach c (systems are judged by their points).
 */
export function dropsInto(a: SolutionSet, b: SolutionSet, c: SolutionSet): boolean {
  if (a.dim === 1 && b.dim === 1 && c.dim === 1) return !L.isEmpty(L.intersect(L.minus(a.s, b.s), c.s));
  const extra = extraPoints(a, b);
  return extra === null || extra.some((p) => containsPoint(c, p));
}

/** a \ b is empty. */
export function isSubsetSet(a: SolutionSet, b: SolutionSet): boolean {
  const extra = extraPoints(a, b);
  return extra !== null && extra.length === 0;
}

export function containsPoint(s: SolutionSet, p: Point): boolean {
  if (s.dim === 1 && p.dim === 1) return L.contains(s.s, p.v);
  if (s.dim === 2 && p.dim === 2) return planeContains(s.s, p.u, p.v);
  return false;
}

export function pointEquals(a: Point, b: Point): boolean {
  if (a.dim === 1 && b.dim === 1) return compareAlg(a.v, b.v) === 0;
  if (a.dim === 2 && b.dim === 2) return a.u.equals(b.u) && a.v.equals(b.v);
  return false;
}

/** "-12", "1 + sqrt(2)", "(3, 2)". */
export function formatPoint(p: Point): string {
  return p.dim === 1 ? formatAlg(p.v) : `(${p.u.toFraction()}, ${p.v.toFraction()})`;
}

/** The point as the answer names it: "x = -12", "(x, y) = (3, 2)". */
export function namePoint(p: Point, names: readonly string[]): string {
  return p.dim === 1 ? `${names[0] ?? 'x'} = ${formatAlg(p.v)}` : `(${names[0] ?? 'x'}, ${names[1] ?? 'y'}) = (${p.u.toFraction()}, ${p.v.toFraction()})`;
}

export function formatSolutionSet(s: SolutionSet, names: readonly string[]): string {
  return s.dim === 1 ? L.formatLineSet(s.s) : formatPlaneSet(s.s, [names[0] ?? 'x', names[1] ?? 'y']);
}

/** The finite members of a set, or null. */
export function finiteMembers(s: SolutionSet): Point[] | null {
  return extraPoints(s, s.dim === 1 ? lineSet(L.LINE_EMPTY) : planeSet({ kind: 'empty' }));
}

export type { LineSet, PlaneSet };
