// Subsets of the plane that a system of linear equations in two unknowns denotes: empty, one
// point, a line, or the whole plane, over the rationals. Built by row reduction; equal sets
// have equal forms (a line is normalised so its first nonzero coefficient is 1).
import { Rational } from '../algebra/rational.ts';

/** a·u + b·v = c over the two unknowns (u, v) in the trace's order. */
export interface LinearEq {
  a: Rational;
  b: Rational;
  c: Rational;
}

export type PlaneSet =
  | { readonly kind: 'empty' }
  | { readonly kind: 'all' }
  | { readonly kind: 'point'; readonly u: Rational; readonly v: Rational }
  | { readonly kind: 'line'; readonly eq: LinearEq };

export const PLANE_ALL: PlaneSet = { kind: 'all' };
export const PLANE_EMPTY: PlaneSet = { kind: 'empty' };

function normalise(e: LinearEq): LinearEq {
  const k = !e.a.isZero() ? e.a : e.b;
  return { a: e.a.div(k), b: e.b.div(k), c: e.c.div(k) };
}

/** The solutions of every equation at once. */
export function solveSystem(eqs: readonly LinearEq[]): PlaneSet {
  const rows: LinearEq[] = [];
  for (const e of eqs) {
    if (e.a.isZero() && e.b.isZero()) {
      if (!e.c.isZero()) return PLANE_EMPTY;
      continue;
    }
    rows.push(normalise(e));
  }
  if (!rows.length) return PLANE_ALL;
  const first = rows[0]!;
  for (const r of rows.slice(1)) {
    // Is r a multiple of first? (same line, parallel, or crossing)
    const det = first.a.mul(r.b).sub(first.b.mul(r.a));
    if (det.isZero()) {
      const n = normalise(r);
      if (!n.c.equals(first.c)) return PLANE_EMPTY;
      continue;
    }
    const u = first.c.mul(r.b).sub(first.b.mul(r.c)).div(det);
    const v = first.a.mul(r.c).sub(first.c.mul(r.a)).div(det);
    // Every other row must hold at the crossing.
    for (const s of rows) if (!s.a.mul(u).add(s.b.mul(v)).equals(s.c)) return PLANE_EMPTY;
    return { kind: 'point', u, v };
  }
  return { kind: 'line', eq: first };
}

export function planeEquals(x: PlaneSet, y: PlaneSet): boolean {
  if (x.kind !== y.kind) return false;
  if (x.kind === 'point' && y.kind === 'point') return x.u.equals(y.u) && x.v.equals(y.v);
  if (x.kind === 'line' && y.kind === 'line') return x.eq.a.equals(y.eq.a) && x.eq.b.equals(y.eq.b) && x.eq.c.equals(y.eq.c);
  return true;
}

export function planeContains(s: PlaneSet, u: Rational, v: Rational): boolean {
  switch (s.kind) {
    case 'empty':
      return false;
    case 'all':
      return true;
    case 'point':
      return s.u.equals(u) && s.v.equals(v);
    case 'line':
      return s.eq.a.mul(u).add(s.eq.b.mul(v)).equals(s.eq.c);
  }
}

export function planeIntersect(x: PlaneSet, y: PlaneSet): PlaneSet {
  if (x.kind === 'empty' || y.kind === 'empty') return PLANE_EMPTY;
  if (x.kind === 'all') return y;
  if (y.kind === 'all') return x;
  if (x.kind === 'point') return planeContains(y, x.u, x.v) ? x : PLANE_EMPTY;
  if (y.kind === 'point') return planeContains(x, y.u, y.v) ? y : PLANE_EMPTY;
  return solveSystem([x.eq, y.eq]);
}

export function planeIsSubset(x: PlaneSet, y: PlaneSet): boolean {
  return planeEquals(planeIntersect(x, y), x);
}

/** x \ y when it is finite (a point not in y, or nothing): its points; null when infinite. */
export function planeMinusPoints(x: PlaneSet, y: PlaneSet): { u: Rational; v: Rational }[] | null {
  if (x.kind === 'empty') return [];
  if (x.kind === 'point') return planeContains(y, x.u, x.v) ? [] : [{ u: x.u, v: x.v }];
  return planeIsSubset(x, y) ? [] : null;
}

export function formatPlaneSet(s: PlaneSet, names: readonly [string, string]): string {
  const [u, v] = names;
  switch (s.kind) {
    case 'empty':
      return '{}';
    case 'all':
      return 'every pair of numbers';
    case 'point':
      return `{(${u}, ${v}) = (${s.u.toFraction()}, ${s.v.toFraction()})}`;
    case 'line':
      return `the line ${formatLinear(s.eq, names)}`;
  }
}

function formatLinear(e: LinearEq, [u, v]: readonly [string, string]): string {
  const term = (c: Rational, name: string, first: boolean) => {
    if (c.isZero()) return '';
    const abs = c.abs();
    const coef = abs.equals(1) ? '' : abs.isInteger() ? abs.toFraction() : `(${abs.toFraction()})`;
    const sign = c.compare(0) < 0 ? (first ? '-' : ' - ') : first ? '' : ' + ';
    return `${sign}${coef}${name}`;
  };
  const left = term(e.a, u, true) + term(e.b, v, e.a.isZero());
  return `${left} = ${e.c.toFraction()}`;
}

