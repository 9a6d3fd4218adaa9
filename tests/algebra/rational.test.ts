// Our exact rationals against fraction.js as the oracle, including values that leave the
// safe-integer range (where the BigInt path takes over).
import Fraction from 'fraction.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rational } from '../../src/core/algebra/index.ts';

const big = fc.oneof(fc.integer({ min: -20, max: 20 }), fc.integer(), fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }));
const ratArb = fc.tuple(big, big.filter((d) => d !== 0 && d !== 0n));

const same = (r: Rational, f: Fraction) => expect(r.toFraction()).toBe(f.toFraction());

describe('Rational', () => {
  it('agrees with fraction.js on +, -, *, /, compare, equals', () => {
    fc.assert(
      fc.property(ratArb, ratArb, ([an, ad], [bn, bd]) => {
        const a = Rational.of(an, ad);
        const b = Rational.of(bn, bd);
        const fa = new Fraction(BigInt(an), BigInt(ad));
        const fb = new Fraction(BigInt(bn), BigInt(bd));
        same(a, fa);
        same(a.add(b), fa.add(fb));
        same(a.sub(b), fa.sub(fb));
        same(a.mul(b), fa.mul(fb));
        if (!b.isZero()) same(a.div(b), fa.div(fb));
        expect(a.compare(b)).toBe(fa.compare(fb));
        expect(a.equals(b)).toBe(fa.equals(fb));
        same(a.neg(), fa.neg());
        same(a.abs(), fa.abs());
      }),
      { numRuns: 2000 },
    );
  });

  it('stays exact across the 2^53 boundary', () => {
    const max = Rational.of(Number.MAX_SAFE_INTEGER);
    expect(max.add(1).toFraction()).toBe('9007199254740992');
    expect(max.add(2).sub(2).equals(max)).toBe(true);
    expect(max.mul(max).toFraction()).toBe((2n ** 53n - 1n) ** 2n + '');
    expect(max.mul(max).div(max).equals(max)).toBe(true);
    expect(Rational.of(1, 3).add(Rational.of(1, 6)).toFraction()).toBe('1/2');
  });

  it('parses decimal literals exactly', () => {
    expect(Rational.parse('2.5').toFraction()).toBe('5/2');
    expect(Rational.parse('0.125').toFraction()).toBe('1/8');
    expect(Rational.parse('.5').toFraction()).toBe('1/2');
    expect(Rational.parse('123456789012').toFraction()).toBe('123456789012');
    expect(Rational.parse('1234567890123456789').toFraction()).toBe('1234567890123456789');
  });

  it('refuses division by zero', () => {
    expect(() => Rational.of(1, 0)).toThrow(RangeError);
    expect(() => Rational.ZERO.inverse()).toThrow(RangeError);
  });
});
