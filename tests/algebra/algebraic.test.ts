// Real algebraic numbers (rationals, quadratic surds, isolated roots) against independent
// references: every value is enclosed in rational intervals computed here with fraction.js
// (a decimal bracket of √d for surds, bisection on the polynomial for isolated roots), and
// two values are ordered by shrinking their enclosures until they separate. compareAlg,
// signAt, rationalBetween, below/above and realRoots must agree with those enclosures; equal
// values given in different forms (√2 as a surd and as a root of x^4 - 4) must compare equal.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Alg } from '../../src/core/algebra/algebraic.ts';
import { above, algOf, algOfSurd, approx, below, compareAlg, rationalBetween, signAt } from '../../src/core/algebra/algebraic.ts';
import type { Poly } from '../../src/core/algebra/poly.ts';
import * as P from '../../src/core/algebra/poly.ts';
import { Rational } from '../../src/core/algebra/rational.ts';
import { realRoots } from '../../src/core/algebra/real-roots.ts';
import { Surd } from '../../src/core/algebra/surd.ts';
import { Fraction, QS } from '../trace/oracle.ts';

const fr = (r: Rational) => new Fraction(r.n, r.d);
const isqrt = (n: bigint): bigint => {
  if (n < 2n) return n;
  let x = n;
  let y = (x + 1n) / 2n;
  while (y < x) {
    x = y;
    y = (x + n / x) / 2n;
  }
  return x;
};

/** f(v) with fraction.js (Horner), f given lowest degree first. */
function evalF(f: readonly Fraction[], v: Fraction): Fraction {
  let acc = new Fraction(0);
  for (let i = f.length - 1; i >= 0; i--) acc = acc.mul(v).add(f[i]!);
  return acc;
}

const polyF = (p: Poly): Fraction[] => p.map(fr);

/** A rational interval [lo, hi] holding a, of width at most 2^-k, computed without src/core/algebra. */
function enclose(a: Alg, k: number): [Fraction, Fraction] {
  if (a.kind === 'q') return [fr(a.v), fr(a.v)];
  if (a.kind === 's') {
    const scale = 1n << BigInt(k + 8);
    const p = fr(a.s.p);
    const q = fr(a.s.q);
    // |q| ≤ 2^8·… is not assumed: widen the scale by q's size
    const extra = 1n << BigInt(Math.max(0, (q.n / q.d).toString(2).length));
    const s = scale * extra;
    const l = new Fraction(isqrt(a.s.d * s * s), s);
    const h = l.add(new Fraction(1n, s));
    const [x, y] = [p.add(q.mul(l)), p.add(q.mul(h))];
    return x.compare(y) <= 0 ? [x, y] : [y, x];
  }
  const f = polyF(a.poly);
  let lo = fr(a.lo);
  let hi = fr(a.hi);
  const sLo = evalF(f, lo).compare(0);
  expect(sLo * evalF(f, hi).compare(0), 'an isolated root changes the sign of its polynomial').toBe(-1);
  const width = new Fraction(1n, 1n << BigInt(k));
  while (hi.sub(lo).compare(width) > 0) {
    const mid = lo.add(hi).div(2);
    const s = evalF(f, mid).compare(0);
    if (s === 0) return [mid, mid];
    if (s === sLo) lo = mid;
    else hi = mid;
  }
  return [lo, hi];
}

/** -1 or 1 when the enclosures separate within 2^-k ≤ 2^-600; 0 when they never do (equal values). */
function refCompare(a: Alg, b: Alg): number {
  for (let k = 8; k <= 600; k *= 2) {
    const [al, ah] = enclose(a, k);
    const [bl, bh] = enclose(b, k);
    if (ah.compare(bl) < 0) return -1;
    if (bh.compare(al) < 0) return 1;
    if (a.kind === 'q' && b.kind === 'q') return 0;
  }
  return 0;
}

// ---- generators

const SQUAREFREE = [2n, 3n, 5n, 6n, 7n, 10n, 13n];
const smallRat = fc.tuple(fc.integer({ min: -20, max: 20 }), fc.integer({ min: 1, max: 6 })).map(([n, d]) => Rational.of(n, d));
const rationalAlg = smallRat.map(algOf);
const surdAlg = fc.tuple(smallRat, smallRat.filter((q) => !q.isZero()), fc.constantFrom(...SQUAREFREE)).map(([p, q, d]) => algOfSurd(Surd.of(p, q, d)));

/** Isolated roots of cubics and quartics with no rational root and no quadratic factor (e.g. 2^(1/3), √2 + √3). */
const ROOT_POLYS: Poly[] = [
  [-2, 0, 0, 1], [-3, 0, 0, 1], [1, -3, 0, 1], [-1, -1, 0, 1], [1, 0, -10, 0, 1], [-2, 0, 0, 0, 0, 0, 1], [-5, 1, 0, 0, 1], [7, -7, 0, 1],
].map((cs) => cs.map((c) => Rational.of(c)));
const ISOLATED: Alg[] = ROOT_POLYS.flatMap((p) => realRoots(p).filter((a) => a.kind === 'r'));
const isolatedAlg = fc.constantFrom(...ISOLATED);

/** A value given in another form: √2-like surds as isolated roots of (x² - d)(x² + 1)-type products. */
function asIsolated(a: Alg): Alg | null {
  if (a.kind !== 's') return null;
  const { p, q, d } = a.s;
  const min: Poly = [a.s.norm(), p.mul(-2), Rational.ONE]; // x² - 2p x + (p² - q²d)
  const poly = P.mul(min, [Rational.ONE, Rational.ZERO, Rational.ONE]); // times x² + 1: no new real root
  const [l, h] = enclose(a, 30);
  const other = algOfSurd(Surd.of(p, q.neg(), d));
  const [ol, oh] = enclose(other, 30);
  // an interval around a that excludes its conjugate
  const gap = new Fraction(1, 1 << 20);
  const lo = l.sub(gap);
  const hi = h.add(gap);
  if (!(oh.compare(lo) < 0 || ol.compare(hi) > 0)) return null;
  return { kind: 'r', poly, lo: Rational.of(BigInt(lo.s) * BigInt(lo.n), BigInt(lo.d)), hi: Rational.of(BigInt(hi.s) * BigInt(hi.n), BigInt(hi.d)) };
}

const anyAlg = fc.oneof({ weight: 2, arbitrary: rationalAlg }, { weight: 3, arbitrary: surdAlg }, { weight: 2, arbitrary: isolatedAlg });

const show = (a: Alg) => (a.kind === 'q' ? a.v.toFraction() : a.kind === 's' ? a.s.toText() : `root of [${a.poly.map((c) => c.toFraction())}] in (${a.lo.toFraction()}, ${a.hi.toFraction()})`);

describe('compareAlg against shrinking enclosures', () => {
  it('sanity: the pool has isolated roots of every polynomial', () => {
    expect(ISOLATED.length).toBeGreaterThanOrEqual(12);
  });

  it('orders rationals, surds with any d and isolated roots as their enclosures do', () => {
    fc.assert(fc.property(anyAlg, anyAlg, (a, b) => {
      const expected = refCompare(a, b);
      expect(compareAlg(a, b), `${show(a)} vs ${show(b)}`).toBe(expected);
      expect(compareAlg(b, a)).toBe(expected === 0 ? 0 : -expected);
    }), { numRuns: 1500 });
  });

  it('a value compares equal to itself and to the same number given as an isolated root', () => {
    fc.assert(fc.property(anyAlg, (a) => {
      expect(compareAlg(a, a)).toBe(0);
      const other = asIsolated(a);
      if (other) {
        expect(compareAlg(a, other), show(a)).toBe(0);
        expect(compareAlg(other, a)).toBe(0);
      }
    }), { numRuns: 500 });
  });

  it('nearly equal values: a surd and the rationals of its continued fraction, √2 + √3 and its decimal neighbours', () => {
    const s2 = algOfSurd(Surd.of(Rational.ZERO, Rational.ONE, 2n));
    // convergents 1, 3/2, 7/5, 17/12, … alternate around √2
    let [h, k] = [1n, 1n];
    for (let i = 0; i < 40; i++) {
      const c = algOf(Rational.of(h, k));
      expect(compareAlg(c, s2)).toBe(i % 2 === 0 ? -1 : 1);
      [h, k] = [h + 2n * k, h + k];
    }
    const r23 = ISOLATED.find((a) => a.kind === 'r' && P.degree(a.poly) === 4 && approx(a) > 3)!; // √2 + √3 ≈ 3.1462643699
    expect(compareAlg(r23, algOf(Rational.of(31462643699n, 10n ** 10n)))).toBe(1);
    expect(compareAlg(r23, algOf(Rational.of(31462643700n, 10n ** 10n)))).toBe(-1);
  });
});

describe('signAt against exact and enclosed evaluation', () => {
  const polyArb = fc.array(fc.integer({ min: -6, max: 6 }), { minLength: 1, maxLength: 5 }).map((cs) => P.add(P.ZERO, cs.map((c) => Rational.of(c))));

  it('at rationals and surds: the sign of the exact value (fraction.js, Q(√d))', () => {
    fc.assert(fc.property(polyArb, fc.oneof(rationalAlg, surdAlg), (f, a) => {
      const x = a.kind === 'q' ? QS.q(fr(a.v)) : a.kind === 's' ? new QS(fr(a.s.p), fr(a.s.q), a.s.d) : null;
      let acc = QS.q(0);
      for (let i = f.length - 1; i >= 0; i--) acc = acc.mul(x!).add(QS.q(fr(f[i]!)));
      expect(signAt(f, a)).toBe(acc.sign());
    }), { numRuns: 1000 });
  });

  it('at isolated roots: 0 on a multiple of the root\'s polynomial, else the sign near the root', () => {
    fc.assert(fc.property(polyArb, isolatedAlg, fc.boolean(), (g, a, multiple) => {
      if (a.kind !== 'r') return;
      const f = multiple && g.length ? P.mul(g, a.poly) : g;
      if (multiple && g.length) {
        expect(signAt(f, a)).toBe(0);
        return;
      }
      // g has small integer coefficients and degree ≤ 4; it vanishes at a only if it shares a factor with a.poly
      const common = P.gcd(f, a.poly);
      if (P.degree(common) >= 1) return;
      for (let k = 16; k <= 1024; k *= 2) {
        const [lo, hi] = enclose(a, k);
        const sl = evalF(polyF(f), lo).compare(0);
        const sh = evalF(polyF(f), hi).compare(0);
        if (sl === sh && sl !== 0) {
          expect(signAt(f, a), `${show(a)} in [${f.map((c) => c.toFraction())}]`).toBe(sl);
          return;
        }
      }
      throw new Error('no enclosure decided the sign');
    }), { numRuns: 800 });
  });
});

describe('points between and beside algebraic numbers', () => {
  it('rationalBetween(a, b) lies strictly between; below and above lie strictly outside', () => {
    fc.assert(fc.property(anyAlg, anyAlg, (a0, b0) => {
      const c = refCompare(a0, b0);
      fc.pre(c !== 0);
      const [a, b] = c < 0 ? [a0, b0] : [b0, a0];
      const r = algOf(rationalBetween(a, b));
      expect(refCompare(a, r)).toBe(-1);
      expect(refCompare(r, b)).toBe(-1);
      expect(refCompare(algOf(below(a)), a)).toBe(-1);
      expect(refCompare(algOf(above(a)), a)).toBe(1);
    }), { numRuns: 800 });
  });

  it('approx is within 1e-9 of the value', () => {
    fc.assert(fc.property(anyAlg, (a) => {
      const [lo, hi] = enclose(a, 80);
      const mid = lo.add(hi).div(2).valueOf();
      expect(Math.abs(approx(a) - mid)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(mid)));
    }), { numRuns: 500 });
  });
});

// ---- realRoots of products of known factors

type Factor =
  | { kind: 'linear'; a: number; b: number } // a x + b
  | { kind: 'quadratic'; a: number; b: number; c: number } // a x² + b x + c
  | { kind: 'cubic'; p: number; q: number }; // x³ + p x + q with no rational root

const linear = fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: -9, max: 9 })).map(([a, b]): Factor => ({ kind: 'linear', a, b }));
const quadratic = fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 })).map(([a, b, c]): Factor => ({ kind: 'quadratic', a, b, c }));
const divisors = (n: number) => Array.from({ length: Math.abs(n) }, (_v, i) => i + 1).filter((d) => n % d === 0);
const cubic = fc.tuple(fc.integer({ min: -6, max: 6 }), fc.integer({ min: -9, max: 9 }).filter((q) => q !== 0))
  .filter(([p, q]) => divisors(q).every((r) => r ** 3 + p * r + q !== 0 && -(r ** 3) - p * r + q !== 0))
  .map(([p, q]): Factor => ({ kind: 'cubic', p, q }));

function factorPoly(f: Factor): Poly {
  const R = (n: number) => Rational.of(n);
  if (f.kind === 'linear') return [R(f.b), R(f.a)];
  if (f.kind === 'quadratic') return P.add(P.ZERO, [R(f.c), R(f.b), R(f.a)]);
  return [R(f.q), R(f.p), R(0), R(1)];
}

/** The real roots of a factor, independently: rationals and surds as QS values, a cubic's as a count. */
function factorRoots(f: Factor): { exact: QS[]; cubic: number } {
  if (f.kind === 'linear') return { exact: [QS.q(new Fraction(-f.b, f.a))], cubic: 0 };
  if (f.kind === 'quadratic') {
    const D = f.b * f.b - 4 * f.a * f.c;
    if (D < 0) return { exact: [], cubic: 0 };
    const root = QS.sqrt(QS.q(D));
    const twoA = QS.q(2 * f.a);
    const minusB = QS.q(-f.b);
    const xs = [minusB.sub(root).div(twoA), minusB.add(root).div(twoA)];
    return { exact: D === 0 ? [xs[0]!] : xs, cubic: 0 };
  }
  // x³ + p x + q: Δ = -4p³ - 27q² (Δ > 0: three real roots; Δ < 0: one; Δ = 0 needs a rational root, excluded)
  const disc = -4 * f.p ** 3 - 27 * f.q ** 2;
  return { exact: [], cubic: disc > 0 ? 3 : 1 };
}

/** Equal numbers: a rational never equals a surd, and surds with different d never meet. */
const sameQS = (x: QS, y: QS) => (x.b.equals(0) && y.b.equals(0)) || x.d === y.d ? x.compare(y) === 0 : false;

describe('realRoots of products of linear, quadratic and cubic factors', () => {
  it('finds every real root once, sorted; rational roots as rationals, quadratic factors\' irrational roots as surds', () => {
    fc.assert(fc.property(fc.array(fc.oneof(linear, quadratic, cubic), { minLength: 1, maxLength: 3 }), (factors) => {
      const poly = factors.map(factorPoly).reduce((acc, p) => P.mul(acc, p), P.ONE as Poly);
      const exact: QS[] = [];
      const cubics = new Map<string, number>();
      for (const f of factors) {
        const r = factorRoots(f);
        for (const x of r.exact) if (!exact.some((y) => sameQS(x, y))) exact.push(x);
        if (f.kind === 'cubic') cubics.set(`${f.p},${f.q}`, r.cubic);
      }
      const cubicCount = [...cubics.values()].reduce((s, n) => s + n, 0);
      const roots = realRoots(poly);
      const label = `${factors.map((f) => JSON.stringify(f)).join(' · ')} → ${roots.map(show).join(', ')}`;
      expect(roots.length, label).toBe(exact.length + cubicCount);
      for (let i = 1; i < roots.length; i++) expect(refCompare(roots[i - 1]!, roots[i]!), label).toBe(-1);
      // each root is one: exactly for rationals and surds, by a sign change for isolated roots
      for (const a of roots) {
        if (a.kind === 'r') {
          enclose(a, 20);
          continue;
        }
        const x = a.kind === 'q' ? QS.q(fr(a.v)) : new QS(fr(a.s.p), fr(a.s.q), a.s.d);
        expect(exact.some((y) => sameQS(x, y)), `${show(a)} in ${label}`).toBe(true);
      }
      expect(roots.filter((a) => a.kind === 'q').length, label).toBe(exact.filter((x) => x.b.equals(0)).length);
      expect(roots.filter((a) => a.kind === 's').length, label).toBe(exact.filter((x) => !x.b.equals(0)).length);
      expect(roots.filter((a) => a.kind === 'r').length, label).toBe(cubicCount);
    }), { numRuns: 500 });
  });
});
