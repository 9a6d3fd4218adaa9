// Surd arithmetic's fast paths (the quadratic domain meets them in every discriminant and root
// it writes and checks): sqrtOf in plain numbers below 2^52 must give exactly what the BigInt
// split gives, and a product with a rational factor exactly what the general product gives.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rational } from '../../src/core/algebra/rational.ts';
import { Surd, sqrtOf, squarefreeSplit } from '../../src/core/algebra/surd.ts';

/** √(n/d) from the BigInt split alone: √(nd)/d = square·√free / d. */
function viaBigInt(n: bigint, d: bigint): { q: Rational; free: bigint } {
  const { square, free } = squarefreeSplit(n * d);
  return { q: Rational.of(square, d), free };
}

describe('sqrtOf', () => {
  it('property: the number path agrees with the BigInt split, and its square is the value', () => {
    const size = fc.oneof(fc.bigInt({ min: 0n, max: 1000n }), fc.bigInt({ min: 0n, max: 1n << 40n }), fc.bigInt({ min: 1n << 50n, max: 1n << 60n }));
    fc.assert(fc.property(size, fc.bigInt({ min: 1n, max: 5000n }), (n, d) => {
      const v = Rational.of(n, d);
      const s = sqrtOf(v);
      const want = viaBigInt(v.n, v.d);
      if (want.free === 1n) {
        expect(s.isRational()).toBe(true);
        expect(s.p.equals(want.q)).toBe(true);
      } else {
        expect(s.d).toBe(want.free);
        expect(s.q.equals(want.q)).toBe(true);
        expect(s.p.isZero()).toBe(true);
      }
      expect(s.mul(s).equals(Surd.rational(v))).toBe(true);
    }), { numRuns: 3000 });
  });

  it('examples: squares, surds, fractions, the 2^52 edge', () => {
    expect(sqrtOf(Rational.of(8)).toText()).toBe('2sqrt(2)');
    expect(sqrtOf(Rational.of(49)).toText()).toBe('7');
    expect(sqrtOf(Rational.of(17, 4)).toText()).toBe('sqrt(17)/2');
    expect(sqrtOf(Rational.of(1, 8)).toText()).toBe('sqrt(2)/4');
    expect(sqrtOf(Rational.ZERO).isZero()).toBe(true);
    const edge = (1n << 52n) - 1n; // 3 · 5 · 53 · 157 · 1613 · 2731 · 8191: squarefree
    expect(sqrtOf(Rational.of(edge)).d).toBe(edge);
    expect(sqrtOf(Rational.of((1n << 26n) * (1n << 26n))).toText()).toBe(String(1n << 26n));
    expect(() => sqrtOf(Rational.of(-1))).toThrow(RangeError);
  });
});

describe('Surd products', () => {
  const rational = fc.tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: 1, max: 9 })).map(([n, d]) => Rational.of(n, d));
  const value = (d: bigint) => fc.tuple(rational, rational, fc.boolean()).map(([p, q, rat]) => (rat ? Surd.rational(p) : Surd.of(p, q, d)));

  it('property: commutative, associative, the norm multiplies, and the value is the product', () => {
    fc.assert(fc.property(fc.constantFrom(2n, 3n, 5n, 7n, 10n).chain((d) => fc.tuple(value(d), value(d), value(d))), ([a, b, c]) => {
      expect(a.mul(b).equals(b.mul(a))).toBe(true);
      expect(a.mul(b).mul(c).equals(a.mul(b.mul(c)))).toBe(true);
      expect(a.mul(b).norm().equals(a.norm().mul(b.norm()))).toBe(true);
      const want = a.valueOf() * b.valueOf();
      expect(Math.abs(a.mul(b).valueOf() - want)).toBeLessThan(1e-9 * Math.max(1, Math.abs(want)));
      // The general formula, written out: (p1 + q1√d)(p2 + q2√d).
      const d = a.isRational() ? b.d : a.d;
      const general = Surd.of(a.p.mul(b.p).add(a.q.mul(b.q).mul(Rational.of(d))), a.p.mul(b.q).add(b.p.mul(a.q)), d);
      expect(a.mul(b).equals(general)).toBe(true);
    }), { numRuns: 2000 });
  });
});
