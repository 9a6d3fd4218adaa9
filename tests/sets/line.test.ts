// Subsets of the line (critical points + membership bits) against brute force: every boolean
// operation, equality, inclusion and membership is checked at every critical point of both
// sets, between every two of them and beyond both ends, with an independent ordering of the
// points (fraction.js in Q(√d), tests/trace/oracle.ts) — never with the code under test.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Alg } from '../../src/core/algebra/algebraic.ts';
import { algOfSurd } from '../../src/core/algebra/algebraic.ts';
import { Rational } from '../../src/core/algebra/rational.ts';
import { Surd } from '../../src/core/algebra/surd.ts';
import type { LineSet } from '../../src/core/sets/line.ts';
import * as L from '../../src/core/sets/line.ts';
import { Fraction, QS } from '../trace/oracle.ts';

/** A set as the test knows it: sorted distinct points (as QS), bits at each point and in each gap. */
interface Spec {
  points: QS[];
  at: boolean[];
  gap: boolean[];
}

const toAlg = (x: QS): Alg => algOfSurd(Surd.of(Rational.of(BigInt(x.a.s) * BigInt(x.a.n), BigInt(x.a.d)), Rational.of(BigInt(x.b.s) * BigInt(x.b.n), BigInt(x.b.d)), x.d));
const fromAlg = (a: Alg): QS => {
  if (a.kind === 'q') return QS.q(new Fraction(a.v.n, a.v.d));
  if (a.kind === 's') return new QS(new Fraction(a.s.p.n, a.s.p.d), new Fraction(a.s.q.n, a.s.q.d), a.s.d);
  throw new Error('isolated roots are not generated here');
};

/** Where v sits: ['at', i] on point i, ['gap', i] in the open gap before point i. */
function locate(points: readonly QS[], v: QS): ['at' | 'gap', number] {
  for (let i = 0; i < points.length; i++) {
    const c = v.compare(points[i]!);
    if (c === 0) return ['at', i];
    if (c < 0) return ['gap', i];
  }
  return ['gap', points.length];
}

const refMember = (s: Spec, v: QS): boolean => {
  const [where, i] = locate(s.points, v);
  return where === 'at' ? s.at[i]! : s.gap[i]!;
};

function build(s: Spec): LineSet {
  return L.fromCriticalPoints(s.points.map(toAlg), (a) => refMember(s, fromAlg(a)), (t) => refMember(s, QS.q(new Fraction(t.n, t.d))));
}

/** Values of one Q(√d) (d per run) and rationals, sorted and distinct. */
const specArb = (d: bigint): fc.Arbitrary<Spec> =>
  fc.array(
    fc.tuple(fc.integer({ min: -8, max: 8 }), fc.integer({ min: 1, max: 3 }), fc.integer({ min: -2, max: 2 }), fc.boolean(), fc.boolean()),
    { maxLength: 5 },
  ).chain((raw) => {
    const pts: QS[] = [];
    for (const [n, m, k] of raw) {
      const x = new QS(new Fraction(n, m), new Fraction(k, 2), k === 0 ? 1n : d);
      if (!pts.some((y) => y.compare(x) === 0)) pts.push(x);
    }
    pts.sort((a, b) => a.compare(b));
    return fc.tuple(fc.array(fc.boolean(), { minLength: pts.length, maxLength: pts.length }), fc.array(fc.boolean(), { minLength: pts.length + 1, maxLength: pts.length + 1 }))
      .map(([at, gap]) => ({ points: pts, at, gap }));
  });

const pairArb = fc.constantFrom(2n, 3n, 5n).chain((d) => fc.tuple(specArb(d), specArb(d), specArb(d)));

/** Every critical point of the specs, a point between every two, and points beyond both ends. */
function samples(...specs: Spec[]): QS[] {
  const all: QS[] = [];
  for (const s of specs) for (const p of s.points) if (!all.some((q) => q.compare(p) === 0)) all.push(p);
  all.sort((a, b) => a.compare(b));
  const out = [...all];
  for (let i = 1; i < all.length; i++) out.push(all[i - 1]!.add(all[i]!).div(QS.q(2)));
  const lo = all.length ? all[0]!.sub(QS.q(1)) : QS.q(-1);
  const hi = all.length ? all[all.length - 1]!.add(QS.q(1)) : QS.q(1);
  out.push(lo, hi, QS.q(0));
  return out;
}

/** No point separates nothing: equal sets have equal forms. */
function expectCanonical(s: LineSet): void {
  expect(s.gap.length).toBe(s.points.length + 1);
  s.points.forEach((_p, i) => expect(s.at[i] === s.gap[i] && s.at[i] === s.gap[i + 1], `redundant point ${i}`).toBe(false));
  for (let i = 1; i < s.points.length; i++) expect(fromAlg(s.points[i - 1]!).compare(fromAlg(s.points[i]!))).toBe(-1);
}

describe('LineSet against brute-force membership', () => {
  it('fromCriticalPoints builds the set it is told, in canonical form', () => {
    fc.assert(fc.property(pairArb, ([a]) => {
      const s = build(a);
      expectCanonical(s);
      for (const v of samples(a)) expect(L.contains(s, toAlg(v)), v.toString()).toBe(refMember(a, v));
    }), { numRuns: 800 });
  });

  it('union, intersection, difference and complement hold pointwise, and stay canonical', () => {
    fc.assert(fc.property(pairArb, ([a, b]) => {
      const [sa, sb] = [build(a), build(b)];
      const ops: [string, LineSet, (x: boolean, y: boolean) => boolean][] = [
        ['union', L.union(sa, sb), (x, y) => x || y],
        ['intersect', L.intersect(sa, sb), (x, y) => x && y],
        ['minus', L.minus(sa, sb), (x, y) => x && !y],
        ['complement', L.complement(sa), (x) => !x],
      ];
      for (const [name, set, op] of ops) {
        expectCanonical(set);
        for (const v of samples(a, b)) expect(L.contains(set, toAlg(v)), `${name} at ${v.toString()}`).toBe(op(refMember(a, v), refMember(b, v)));
      }
    }), { numRuns: 800 });
  });

  it('equals, isSubset, isEmpty and isAll agree with membership everywhere', () => {
    fc.assert(fc.property(pairArb, fc.boolean(), ([a, b, c], same) => {
      // half the time compare a set with an equal one built another way (a ∪ (a ∩ c))
      const sa = build(a);
      const sb = same ? L.union(sa, L.intersect(sa, build(c))) : build(b);
      const vs = samples(a, b, c);
      const ma = vs.map((v) => refMember(a, v));
      const mb = vs.map((v) => (same ? refMember(a, v) : refMember(b, v)));
      expect(L.equals(sa, sb)).toBe(ma.every((m, i) => m === mb[i]));
      expect(L.isSubset(sa, sb)).toBe(ma.every((m, i) => !m || mb[i]));
      expect(L.isEmpty(sa)).toBe(ma.every((m) => !m));
      expect(L.isAll(sa)).toBe(ma.every((m) => m));
      if (same) expect(L.equals(sa, sb)).toBe(true);
    }), { numRuns: 800 });
  });

  it('finitePoints lists the members of a finite set, and finiteMinus is the difference of two lists', () => {
    fc.assert(fc.property(pairArb, ([a, b]) => {
      const fa = L.finiteSet(a.points.map(toAlg));
      const fb = L.finiteSet(b.points.map(toAlg));
      expect(L.finitePoints(fa)!.map(fromAlg).map(String)).toEqual(a.points.map(String));
      const diff = L.finiteMinus(L.finitePoints(fa)!, L.finitePoints(fb)!).map(fromAlg);
      expect(diff.map(String)).toEqual(a.points.filter((p) => !b.points.some((q) => q.compare(p) === 0)).map(String));
      expect(L.finitePoints(build(a)) === null).toBe(a.gap.some((g) => g));
    }), { numRuns: 500 });
  });

  it('formats the shapes a reader meets', () => {
    const q = (n: number) => algOfSurd(Surd.rational(Rational.of(n)));
    const s2 = algOfSurd(Surd.of(Rational.ZERO, Rational.ONE, 2n));
    const ray = L.fromCriticalPoints([q(-12)], () => false, (t) => t.compare(-12) < 0);
    expect(L.formatLineSet(ray)).toBe('(-∞, -12)');
    expect(L.formatLineSet(L.complement(ray))).toBe('[-12, ∞)');
    expect(L.formatLineSet(L.union(ray, L.finiteSet([q(3)])))).toBe('(-∞, -12) ∪ {3}');
    expect(L.formatLineSet(L.complement(L.finiteSet([q(3), s2])))).toBe('all real numbers except sqrt(2), 3');
    expect(L.formatLineSet(L.LINE_EMPTY)).toBe('{}');
    expect(L.formatLineSet(L.LINE_ALL)).toBe('all real numbers');
  });
});
