// Affine subsets of the plane (a system's solution set) against an independent elimination
// with fraction.js and brute force on a small integer grid: solveSystem, membership,
// intersection, inclusion, equality and the finite difference.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rational } from '../../src/core/algebra/rational.ts';
import type { LinearEq, PlaneSet } from '../../src/core/sets/plane.ts';
import { formatPlaneSet, planeContains, planeEquals, planeIntersect, planeIsSubset, planeMinusPoints, solveSystem } from '../../src/core/sets/plane.ts';
import { Fraction } from '../trace/oracle.ts';

type Eq = [number, number, number]; // a u + b v = c
const R = (n: number | Fraction) => (typeof n === 'number' ? Rational.of(n) : Rational.of(BigInt(n.s) * BigInt(n.n), BigInt(n.d)));
const toEq = ([a, b, c]: Eq): LinearEq => ({ a: R(a), b: R(b), c: R(c) });
const holds = (eqs: readonly Eq[], u: Fraction, v: Fraction) => eqs.every(([a, b, c]) => u.mul(a).add(v.mul(b)).equals(c));

type Ref = { kind: 'empty' } | { kind: 'all' } | { kind: 'point'; u: Fraction; v: Fraction } | { kind: 'line'; points: [Fraction, Fraction][] };

/** Gaussian elimination on [a b | c] rows with fraction.js, written for this test. */
function reference(eqs: readonly Eq[]): Ref {
  const rows = eqs.map(([a, b, c]) => [new Fraction(a), new Fraction(b), new Fraction(c)]);
  let rank = 0;
  const pivots: number[] = [];
  for (let col = 0; col < 2 && rank < rows.length; col++) {
    const r = rows.findIndex((row, i) => i >= rank && !row[col]!.equals(0));
    if (r < 0) continue;
    [rows[rank], rows[r]] = [rows[r]!, rows[rank]!];
    const piv = rows[rank]!;
    const inv = new Fraction(1).div(piv[col]!);
    for (let k = 0; k < 3; k++) piv[k] = piv[k]!.mul(inv);
    rows.forEach((row, i) => {
      if (i === rank || row[col]!.equals(0)) return;
      const f = row[col]!;
      for (let k = 0; k < 3; k++) row[k] = row[k]!.sub(f.mul(piv[k]!));
    });
    pivots.push(col);
    rank++;
  }
  if (rows.some((row, i) => i >= rank && !row[2]!.equals(0))) return { kind: 'empty' };
  if (rank === 0) return { kind: 'all' };
  if (rank === 2) return { kind: 'point', u: rows[0]![2]!, v: rows[1]![2]! };
  // one equation left: p·(pivot) + q·(free) = c
  const [row] = rows;
  const pts: [Fraction, Fraction][] = [0, 1, 7].map((t) => {
    const free = new Fraction(t);
    const fixed = row![2]!.sub(row![1 - pivots[0]!]!.mul(free));
    return pivots[0] === 0 ? [fixed, free] : [free, fixed];
  });
  return { kind: 'line', points: pts.slice(0, 2) as [Fraction, Fraction][] };
}

const coef = fc.integer({ min: -4, max: 4 });
const eqArb: fc.Arbitrary<Eq> = fc.tuple(coef, coef, coef);
/** Equations through one integer point (so points and lines occur), sometimes shifted (so empty sets do). */
const systemArb = fc.tuple(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 }), fc.array(fc.tuple(coef, coef, fc.constantFrom(0, 0, 0, 1)), { maxLength: 3 }), fc.array(eqArb, { maxLength: 1 }))
  .map(([u, v, rows, extra]) => [...rows.map(([a, b, s]): Eq => [a, b, a * u + b * v + s]), ...extra]);

const GRID: [Fraction, Fraction][] = [];
for (let u = -6; u <= 6; u++) for (let v = -6; v <= 6; v++) GRID.push([new Fraction(u), new Fraction(v)]);

const pointsOf = (s: PlaneSet): [Fraction, Fraction][] => {
  const f = (r: Rational) => new Fraction(r.n, r.d);
  if (s.kind === 'point') return [[f(s.u), f(s.v)]];
  if (s.kind !== 'line') return [];
  const { a, b, c } = s.eq;
  return [-2, 0, 3].map((t) => (b.isZero() ? [f(c.div(a)), new Fraction(t)] : [new Fraction(t), f(c.sub(a.mul(Rational.of(t))).div(b))]));
};

const contains = (s: PlaneSet, [u, v]: [Fraction, Fraction]) => planeContains(s, R(u), R(v));

describe('solveSystem against elimination with fraction.js and a grid', () => {
  it('the kind and the members agree with the reference, and every grid point is judged as the equations judge it', () => {
    const kinds = new Set<string>();
    fc.assert(fc.property(systemArb, (eqs) => {
      const s = solveSystem(eqs.map(toEq));
      const ref = reference(eqs);
      kinds.add(ref.kind);
      expect(s.kind, JSON.stringify(eqs)).toBe(ref.kind);
      if (s.kind === 'point' && ref.kind === 'point') {
        expect(s.u.toFraction()).toBe(ref.u.toFraction());
        expect(s.v.toFraction()).toBe(ref.v.toFraction());
      }
      if (ref.kind === 'line') for (const p of ref.points) expect(contains(s, p)).toBe(true);
      for (const p of [...GRID, ...pointsOf(s)]) expect(contains(s, p), `${JSON.stringify(eqs)} at ${p.map(String)}`).toBe(holds(eqs, p[0], p[1]));
    }), { numRuns: 600 });
    expect([...kinds].sort()).toEqual(['all', 'empty', 'line', 'point']);
  });

  it('a line is normalised (first nonzero coefficient 1), so equal lines have equal forms', () => {
    fc.assert(fc.property(eqArb, fc.integer({ min: -5, max: 5 }).filter((k) => k !== 0), (e, k) => {
      fc.pre(e[0] !== 0 || e[1] !== 0);
      const a = solveSystem([toEq(e)]);
      const b = solveSystem([toEq([e[0] * k, e[1] * k, e[2] * k])]);
      expect(a.kind).toBe('line');
      expect(planeEquals(a, b)).toBe(true);
      if (a.kind === 'line') expect((a.eq.a.isZero() ? a.eq.b : a.eq.a).equals(1)).toBe(true);
    }), { numRuns: 300 });
  });
});

describe('operations on plane sets against membership', () => {
  const setArb = systemArb.map((eqs) => ({ eqs, s: solveSystem(eqs.map(toEq)) }));

  it('intersection, inclusion, equality and the finite difference', () => {
    fc.assert(fc.property(setArb, setArb, (x, y) => {
      const pts = [...GRID, ...pointsOf(x.s), ...pointsOf(y.s)];
      const inter = planeIntersect(x.s, y.s);
      for (const p of pts) expect(contains(inter, p)).toBe(contains(x.s, p) && contains(y.s, p));
      // grid and the sets' own points decide inclusion and equality for points and lines of small coefficients
      const sub = pts.every((p) => !contains(x.s, p) || contains(y.s, p));
      expect(planeIsSubset(x.s, y.s), `${formatPlaneSet(x.s, ['u', 'v'])} ⊆ ${formatPlaneSet(y.s, ['u', 'v'])}`).toBe(sub);
      expect(planeEquals(x.s, y.s)).toBe(sub && pts.every((p) => !contains(y.s, p) || contains(x.s, p)));
      const extra = planeMinusPoints(x.s, y.s);
      if (x.s.kind === 'empty' || x.s.kind === 'point') {
        expect(extra).not.toBeNull();
        expect(extra!.length).toBe(pointsOf(x.s).filter((p) => !contains(y.s, p)).length);
      } else {
        expect(extra === null).toBe(!sub);
        if (extra) expect(extra).toEqual([]);
      }
    }), { numRuns: 600 });
  });

  it('formats what a reader sees', () => {
    expect(formatPlaneSet(solveSystem([toEq([2, 3, 12]), toEq([1, -1, 1])]), ['x', 'y'])).toBe('{(x, y) = (3, 2)}');
    expect(formatPlaneSet(solveSystem([toEq([2, 2, 2]), toEq([1, 1, 1])]), ['x', 'y'])).toBe('the line x + y = 1');
    expect(formatPlaneSet(solveSystem([toEq([0, -3, 1])]), ['x', 'y'])).toBe('the line y = -1/3');
    expect(formatPlaneSet(solveSystem([toEq([1, 1, 1]), toEq([1, 1, 2])]), ['x', 'y'])).toBe('{}');
    expect(formatPlaneSet(solveSystem([]), ['x', 'y'])).toBe('every pair of numbers');
  });
});
