// Quadratic surds p + q√d against independent references: the arithmetic against pairs of
// fraction.js rationals, the sign against a comparison of squared integers computed here
// and against a decimal bracket of √d to many digits (BigInt), square roots of rationals
// against their squares, and the canonical text against the trace language reading it back.
import Fraction from 'fraction.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rational } from '../../src/core/algebra/rational.ts';
import { MixedRoots, sqrtOf, squarefreeSplit, Surd } from '../../src/core/algebra/surd.ts';
import { parseStatement } from '../../src/core/trace/index.ts';

const SQUAREFREE = [2n, 3n, 5n, 6n, 7n, 10n, 11n, 13n, 15n, 17n, 19n, 21n, 101n, 9973n, 2n * 3n * 5n * 7n * 11n * 13n];

const intArb = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -12, max: 12 }).map(BigInt) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }) },
);
const ratArb = fc.tuple(intArb, intArb.filter((d) => d !== 0n)).map(([n, d]) => ({ n, d }));
const R = ({ n, d }: { n: bigint; d: bigint }) => Rational.of(n, d);
const Fr = ({ n, d }: { n: bigint; d: bigint }) => new Fraction(n, d);

/** A surd and its independent description (p, q as fraction.js values, d). */
const surdArb = fc.record({ p: ratArb, q: ratArb, d: fc.constantFrom(...SQUAREFREE), rational: fc.boolean() })
  .map(({ p, q, d, rational }) => (rational ? { s: Surd.rational(R(p)), p: Fr(p), q: new Fraction(0), d: 1n } : { s: Surd.of(R(p), R(q), d), p: Fr(p), q: Fr(q), d: Fr(q).equals(0) ? 1n : d }));

const text = (r: Rational) => r.toFraction();
const same = (s: Surd, p: Fraction, q: Fraction, d: bigint) => {
  expect(text(s.p)).toBe(p.toFraction());
  expect(text(s.q)).toBe(q.toFraction());
  if (!q.equals(0)) expect(s.d).toBe(d);
};

/** sign(a/b + (c/e)√d) by integers: the sign of A + B√d with A = a·e·sgn, B = c·b·sgn (b e > 0 after sgn). */
function signBySquares(p: Fraction, q: Fraction, d: bigint): number {
  const A = BigInt(p.s) * BigInt(p.n) * BigInt(q.d);
  const B = BigInt(q.s) * BigInt(q.n) * BigInt(p.d);
  const sa = A > 0n ? 1 : A < 0n ? -1 : 0;
  const sb = B > 0n ? 1 : B < 0n ? -1 : 0;
  if (sb === 0) return sa;
  if (sa === 0 || sa === sb) return sb;
  const lhs = A * A;
  const rhs = B * B * d;
  return lhs === rhs ? 0 : lhs > rhs ? sa : sb;
}

/** floor(√n) by Newton's method on BigInts. */
function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = n;
  let y = (x + 1n) / 2n;
  while (y < x) {
    x = y;
    y = (x + n / x) / 2n;
  }
  return x;
}

/** The sign of p + q√d from a bracket of √d to `digits` decimals (widened until it decides); 0 only when p = q = 0. */
function signByDigits(p: Fraction, q: Fraction, d: bigint): number {
  if (q.equals(0)) return p.compare(0);
  for (let digits = 20n; digits <= 2000n; digits *= 2n) {
    const scale = 10n ** digits;
    const lo = new Fraction(isqrt(d * scale * scale), scale);
    const hi = lo.add(new Fraction(1n, scale));
    const [a, b] = [p.add(q.mul(lo)), p.add(q.mul(hi))];
    if (a.compare(0) > 0 && b.compare(0) > 0) return 1;
    if (a.compare(0) < 0 && b.compare(0) < 0) return -1;
  }
  throw new Error('undecided: an irrational value cannot be 0');
}

describe('Surd arithmetic against pairs of fraction.js rationals', () => {
  it('+, -, ×, ÷, negation and inverse in Q(√d)', () => {
    fc.assert(fc.property(surdArb, surdArb, fc.constantFrom(...SQUAREFREE), (a0, b0, d) => {
      // one d for both (a rational takes any): rebuild b with a's d when both are irrational
      const a = a0;
      const dd = a.d === 1n ? (b0.d === 1n ? d : b0.d) : a.d;
      const b = b0.d === 1n ? b0 : { s: Surd.of(b0.s.p, b0.s.q, dd), p: b0.p, q: b0.q, d: dd };
      const D = new Fraction(dd);
      same(a.s.add(b.s), a.p.add(b.p), a.q.add(b.q), dd);
      same(a.s.sub(b.s), a.p.sub(b.p), a.q.sub(b.q), dd);
      same(a.s.neg(), a.p.neg(), a.q.neg(), a.d);
      // (p1 + q1√d)(p2 + q2√d) = p1p2 + q1q2d + (p1q2 + p2q1)√d
      same(a.s.mul(b.s), a.p.mul(b.p).add(a.q.mul(b.q).mul(D)), a.p.mul(b.q).add(b.p.mul(a.q)), dd);
      if (!b.p.equals(0) || !b.q.equals(0)) {
        const n = b.p.mul(b.p).sub(b.q.mul(b.q).mul(D));
        same(b.s.inverse(), b.p.div(n), b.q.neg().div(n), dd);
        const quotient = a.s.div(b.s);
        same(quotient.mul(b.s), a.p, a.q, dd);
      } else {
        expect(() => b.s.inverse()).toThrow(RangeError);
      }
    }), { numRuns: 1500 });
  });

  it('values with two different roots never combine silently', () => {
    const a = Surd.of(Rational.ONE, Rational.ONE, 2n);
    const b = Surd.of(Rational.ONE, Rational.ONE, 3n);
    expect(() => a.add(b)).toThrow(MixedRoots);
    expect(() => a.mul(b)).toThrow(MixedRoots);
    expect(() => a.compare(b)).toThrow(MixedRoots);
    expect(a.add(Surd.rational(Rational.of(5))).toText()).toBe('6 + sqrt(2)');
  });
});

describe('Surd sign and order', () => {
  it('sign agrees with a comparison of squared integers and with a 20-to-2000-digit bracket of √d', () => {
    fc.assert(fc.property(surdArb, ({ s, p, q, d }) => {
      const expected = signBySquares(p, q, d);
      expect(s.sign()).toBe(expected);
      expect(signByDigits(p, q, d)).toBe(expected);
      expect(s.isZero()).toBe(expected === 0);
    }), { numRuns: 3000 });
  });

  it('near misses: p + q√d with p/q a continued-fraction convergent of -√d (the hardest signs)', () => {
    // convergents h/k of √d: h² - d k² = ±1, so h - k√d is tiny and of alternating sign
    for (const d of [2n, 3n, 5n, 7n, 13n, 61n]) {
      let [h0, h1, k0, k1] = [1n, isqrt(d), 0n, 1n];
      let m = 0n;
      let dd = 1n;
      let a = isqrt(d);
      const a0 = a;
      for (let i = 0; i < 60; i++) {
        const s = Surd.of(Rational.of(h1), Rational.of(-k1), d);
        const expected = signBySquares(new Fraction(h1), new Fraction(-k1), d);
        expect(s.sign(), `${h1} - ${k1}·sqrt(${d})`).toBe(expected);
        expect(signByDigits(new Fraction(h1), new Fraction(-k1), d)).toBe(expected);
        m = dd * a - m;
        dd = (d - m * m) / dd;
        a = (a0 + m) / dd;
        [h0, h1] = [h1, a * h1 + h0];
        [k0, k1] = [k1, a * k1 + k0];
      }
    }
  });

  it('compare is the sign of the difference, antisymmetric and transitive; equals is compare = 0', () => {
    fc.assert(fc.property(surdArb, surdArb, surdArb, fc.constantFrom(...SQUAREFREE), (a, b0, c0, d) => {
      const dd = a.d === 1n ? d : a.d;
      const b = Surd.of(b0.s.p, b0.s.q, dd);
      const c = Surd.of(c0.s.p, c0.s.q, dd);
      const x = a.s;
      expect(x.compare(b)).toBe(x.sub(b).sign());
      expect(b.compare(x)).toBe(-x.compare(b) || 0); // || 0: -0 is not 0 to toBe
      expect(x.equals(b)).toBe(x.compare(b) === 0);
      if (x.compare(b) <= 0 && b.compare(c) <= 0) expect(x.compare(c)).toBeLessThanOrEqual(0);
      expect(x.compare(x)).toBe(0);
    }), { numRuns: 1500 });
  });
});

describe('square roots of rationals', () => {
  it('sqrtOf(v) is non-negative and squares back to v; d is square-free', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 10n ** 18n }), fc.bigInt({ min: 1n, max: 10n ** 12n }), (n, m) => {
      const v = Rational.of(n, m);
      const r = sqrtOf(v);
      expect(r.sign()).toBeGreaterThanOrEqual(0);
      expect(r.mul(r).equals(Surd.rational(v))).toBe(true);
      if (!r.isRational()) {
        for (let p = 2n; p < 200n; p++) expect(r.d % (p * p) === 0n, `${p}² divides ${r.d}`).toBe(false);
        expect(isqrt(r.d) ** 2n).not.toBe(r.d);
      }
    }), { numRuns: 1000 });
  });

  it('squarefreeSplit: square² · free = n, free has no small square factor and is 1 exactly for squares', () => {
    fc.assert(fc.property(fc.bigInt({ min: 1n, max: 10n ** 24n }), fc.bigInt({ min: 1n, max: 10n ** 6n }), (f, k) => {
      for (const n of [f, f * k * k]) {
        const { square, free } = squarefreeSplit(n);
        expect(square * square * free).toBe(n);
        expect(free === 1n).toBe(isqrt(n) ** 2n === n);
        for (let p = 2n; p < 100n; p++) expect(free % (p * p) === 0n).toBe(false);
      }
    }), { numRuns: 500 });
  });

  it('negative numbers have no real square root', () => {
    expect(() => sqrtOf(Rational.of(-1, 4))).toThrow(RangeError);
  });
});

describe('canonical text', () => {
  it('toText reads back through the trace language as the same number (numbers the language can write: up to 12 digits)', () => {
    fc.assert(fc.property(surdArb, ({ s }) => {
      const t = s.toText();
      fc.pre((t.match(/\d+/g) ?? []).every((digits) => digits.length <= 12));
      const r = parseStatement(`x = ${t}`);
      if (!r.ok) throw new Error(`"x = ${t}": ${r.error.message}`);
      const m = r.value.meaning;
      if (m.kind !== 'set' || !m.listed) throw new Error(`"x = ${t}" is not a listed value`);
      const v = m.listed[0]!;
      const back = v.kind === 'q' ? Surd.rational(v.v) : v.kind === 's' ? v.s : null;
      expect(back && back.equals(s), t).toBe(true);
    }), { numRuns: 1000 });
  });

  it('examples', () => {
    const q = (n: number, d = 1) => Rational.of(n, d);
    expect(Surd.of(q(-1), q(1), 2n).toText()).toBe('-1 + sqrt(2)');
    expect(Surd.of(q(0), q(-1, 2), 3n).toText()).toBe('-sqrt(3)/2');
    expect(Surd.of(q(1, 2), q(-3, 2), 5n).toText()).toBe('(1 - 3sqrt(5))/2');
    expect(Surd.of(q(2), q(0), 5n).toText()).toBe('2');
  });
});
