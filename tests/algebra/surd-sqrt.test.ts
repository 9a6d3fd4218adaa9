// sqrtOf has a plain-number path below 2^52 (the quadratic domain meets it in every
// discriminant it writes and checks): it must give exactly what the BigInt split gives.
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
