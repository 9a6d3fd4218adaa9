import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ALL, EMPTY, Rational, contains, countRealRoots, describeRoots, differencePoly, formatNumber, formatPoly, formatSet, hasRealRoots,
  isSubset, poly as P, rationalRoots, rationalSqrt, setEquals, setOfValues, solutionsOf,
} from '../../src/core/algebra/index.ts';
import { F, fromRoots, poly, product } from './helpers.ts';

const X2_MINUS_2 = poly(-2, 0, 1);
const X2_PLUS_1 = poly(1, 0, 1);

describe('countRealRoots (Sturm)', () => {
  it.each([
    ['x^2 + 1', X2_PLUS_1, 0],
    ['x^2 - 2', X2_MINUS_2, 2],
    ['(x - 1)^2 (x + 2)', fromRoots(1, 1, -2), 2],
    ['x^3 - x', poly(0, -1, 0, 1), 3],
    ['x - 5', fromRoots(5), 1],
    ['constant 7', poly(7), 0],
    ['zero polynomial', P.ZERO, 0],
    ['x^2 (double root)', poly(0, 0, 1), 1],
    ['x^3 - 2 (one irrational root)', poly(-2, 0, 0, 1), 1],
    ['x^2 + x + 1', poly(1, 1, 1), 0],
    ['-(x^2 - 2) (negative lead)', poly(2, 0, -1), 2],
    // degree 8
    ['(x-1)(x-2)...(x-8)', fromRoots(1, 2, 3, 4, 5, 6, 7, 8), 8],
    ['(x^2 - 2)(x^2 - 3)(x^2 - 5)(x^2 - 7)', product(X2_MINUS_2, poly(-3, 0, 1), poly(-5, 0, 1), poly(-7, 0, 1)), 8],
    ['x^8 - 1', poly(-1, 0, 0, 0, 0, 0, 0, 0, 1), 2],
    ['x^8 + 1', poly(1, 0, 0, 0, 0, 0, 0, 0, 1), 0],
    ['(x^2 + 1)^4', P.pow(X2_PLUS_1, 4), 0],
    ['(x-1)^2 (x-2)^3 (x+1)^3', fromRoots(1, 1, 2, 2, 2, -1, -1, -1), 3],
    ['(x^2 - 2)^2 (x^2 + 1)^2', P.pow(P.mul(X2_MINUS_2, X2_PLUS_1), 2), 2],
    ['close roots 1/1000 apart times x^2 + 1', product(fromRoots('1/1000', '2/1000'), fromRoots(0), P.pow(X2_PLUS_1, 2), poly(-5, 0, 1)), 5],
  ])('%s has %i distinct real roots', (_name, p, n) => {
    expect(countRealRoots(p)).toBe(n);
    expect(hasRealRoots(p)).toBe(n > 0);
  });

  it('property: a polynomial built from an integer root list (times a rootless factor) has as many real roots as distinct roots', () => {
    fc.assert(fc.property(
      fc.array(fc.integer({ min: -6, max: 6 }), { minLength: 0, maxLength: 8 }),
      fc.integer({ min: 1, max: 9 }),
      fc.integer({ min: -5, max: 5 }).filter((k) => k !== 0),
      fc.boolean(),
      (roots, c, scale, withRootless) => {
        let p = P.scale(fromRoots(...roots), F(scale));
        if (withRootless && roots.length <= 6) p = P.mul(p, poly(c, 0, 1)); // x^2 + c, c > 0
        expect(countRealRoots(p)).toBe(new Set(roots).size);
        expect(P.degree(P.squarefree(p))).toBe(new Set(roots).size + (withRootless && roots.length <= 6 ? 2 : 0));
      },
    ), { numRuns: 500 });
  });

  it('property: rational roots with small denominators are counted too', () => {
    const q = fc.tuple(fc.integer({ min: -9, max: 9 }), fc.integer({ min: 1, max: 6 })).map(([n, d]) => F(n).div(d));
    fc.assert(fc.property(fc.array(q, { minLength: 1, maxLength: 8 }), (roots) => {
      const distinct = new Set(roots.map((r) => r.toFraction())).size;
      expect(countRealRoots(fromRoots(...roots))).toBe(distinct);
    }), { numRuns: 300 });
  });
});

describe('real sets', () => {
  it('solutionsOf: zero polynomial is every real; a nonzero constant is empty; multiplicities vanish', () => {
    expect(solutionsOf(P.ZERO)).toEqual(ALL);
    const empty = solutionsOf(poly(5));
    expect(empty.all).toBe(false);
    expect(setEquals(empty, EMPTY)).toBe(true);
    const s = solutionsOf(fromRoots(3, 3, -1));
    expect(s.all).toBe(false);
    if (!s.all) expect(P.equals(s.poly, fromRoots(3, -1))).toBe(true);
  });

  it('contains / setOfValues (duplicates collapse)', () => {
    const s = setOfValues([F(3), F('-1/2'), F(3)]);
    expect(s.all).toBe(false);
    if (!s.all) expect(P.degree(s.poly)).toBe(2);
    expect(contains(s, F(3))).toBe(true);
    expect(contains(s, F('-1/2'))).toBe(true);
    expect(contains(s, F('1/2'))).toBe(false);
    expect(contains(ALL, F(12345))).toBe(true);
    expect(contains(EMPTY, F(0))).toBe(false);
  });

  it('subset and equality with irrational roots, exactly', () => {
    const a = solutionsOf(X2_MINUS_2);
    const scaled = solutionsOf(poly(6, 0, -3)); // -3(x^2 - 2)
    const withComplex = solutionsOf(P.mul(X2_MINUS_2, X2_PLUS_1));
    const squared = solutionsOf(P.pow(X2_MINUS_2, 3));
    const other = solutionsOf(poly(-3, 0, 1));
    const bigger = solutionsOf(P.mul(X2_MINUS_2, fromRoots(1)));
    const everything = solutionsOf(P.mul(X2_MINUS_2, poly(0))); // the zero polynomial: every real
    expect(setEquals(a, scaled)).toBe(true);
    expect(setEquals(a, withComplex)).toBe(true);
    expect(setEquals(a, squared)).toBe(true);
    expect(setEquals(a, other)).toBe(false);
    expect(isSubset(a, other)).toBe(false);
    expect(isSubset(a, bigger)).toBe(true);
    expect(isSubset(bigger, a)).toBe(false);
    expect(setEquals(a, bigger)).toBe(false);
    expect(everything).toEqual(ALL);
    expect(isSubset(a, ALL)).toBe(true);
    expect(isSubset(ALL, a)).toBe(false);
    expect(setEquals(ALL, ALL)).toBe(true);
    expect(isSubset(EMPTY, a)).toBe(true);
    expect(isSubset(a, EMPTY)).toBe(false);
    // x^2 + 1 has no real roots: it is the empty set
    expect(setEquals(solutionsOf(X2_PLUS_1), EMPTY)).toBe(true);
    // one root of x^2 - 2 shared with nothing rational
    expect(isSubset(setOfValues([F(1)]), bigger)).toBe(true);
    expect(isSubset(setOfValues([F(1), F(2)]), bigger)).toBe(false);
  });

  it('differencePoly has exactly the roots of a \\ b', () => {
    expect(countRealRoots(differencePoly(fromRoots(1, 2, 3), fromRoots(2)))).toBe(2);
    expect(P.equals(differencePoly(fromRoots(1, 2, 3), fromRoots(2)), fromRoots(1, 3))).toBe(true);
    expect(hasRealRoots(differencePoly(fromRoots(1, 2), fromRoots(1, 2, 5)))).toBe(false);
    expect(P.equals(differencePoly(P.mul(X2_MINUS_2, fromRoots(4)), fromRoots(4)), X2_MINUS_2)).toBe(true);
    expect(P.degree(differencePoly(poly(3), fromRoots(1)))).toBe(0);
    // a single (linear) candidate: in b or not
    expect(hasRealRoots(differencePoly(fromRoots('2/3'), fromRoots(4, '2/3')))).toBe(false);
    expect(countRealRoots(differencePoly(P.scale(fromRoots(5), F(3)), fromRoots(4, '2/3')))).toBe(1);
    expect(P.evaluate(differencePoly(P.scale(fromRoots(5), F(3)), fromRoots(4, '2/3')), F(5)).isZero()).toBe(true);
    expect(hasRealRoots(differencePoly(fromRoots(1), X2_MINUS_2))).toBe(true);
  });

  it('property: subset of finite sets built from root lists matches set inclusion', () => {
    const roots = fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 0, maxLength: 5 });
    fc.assert(fc.property(roots, roots, (a, b) => {
      const sa = setOfValues(a.map((v) => F(v)));
      const sb = solutionsOf(P.mul(fromRoots(...b), X2_PLUS_1));
      const expected = a.every((v) => b.includes(v));
      expect(isSubset(sa, sb)).toBe(expected);
      expect(setEquals(sa, sb)).toBe(expected && b.every((v) => a.includes(v)));
    }), { numRuns: 300 });
  });
});

describe('rationalRoots / rationalSqrt', () => {
  it('finds sorted rational roots up to degree 2, [] for no real roots, null when irrational or degree > 2', () => {
    const list = (p: ReturnType<typeof poly>): string[] | null => rationalRoots(p)?.map((r) => r.toFraction()) ?? null;
    expect(list(poly(5))).toEqual([]);
    expect(list(poly(3, 2))).toEqual(['-3/2']);
    expect(list(P.mul(poly(-1, 2), poly(3, 1)))).toEqual(['-3', '1/2']);
    expect(list(P.scale(fromRoots(4, -7), F(-3)))).toEqual(['-7', '4']);
    expect(list(fromRoots(1, 1))).toEqual(['1']);
    expect(list(X2_PLUS_1)).toEqual([]);
    expect(list(X2_MINUS_2)).toBeNull();
    expect(list(fromRoots(1, 2, 3))).toBeNull();
  });

  it('rationalSqrt', () => {
    expect(rationalSqrt(F('9/4'))?.toFraction()).toBe('3/2');
    expect(rationalSqrt(F(0))?.toFraction()).toBe('0');
    expect(rationalSqrt(F(2))).toBeNull();
    expect(rationalSqrt(F(-4))).toBeNull();
    expect(rationalSqrt(F('1/3'))).toBeNull();
    expect(rationalSqrt(Rational.of(10n ** 30n))?.toFraction()).toBe(String(10n ** 15n));
    expect(rationalSqrt(Rational.of(10n ** 30n + 1n))).toBeNull();
    expect(rationalSqrt(Rational.of(9n, 10n ** 30n))?.toFraction()).toBe(`3/${10n ** 15n}`);
  });
});

describe('formatting', () => {
  it('formatNumber: integers and reduced fractions with the sign in front', () => {
    expect(formatNumber(F(-12))).toBe('-12');
    expect(formatNumber(F('4/10'))).toBe('2/5');
    expect(formatNumber(F(-3).div(2))).toBe('-3/2');
    expect(formatNumber(F('0.25'))).toBe('1/4');
    expect(formatNumber(F(0))).toBe('0');
  });

  it('formatPoly', () => {
    expect(formatPoly(P.ZERO)).toBe('0');
    expect(formatPoly(X2_MINUS_2)).toBe('x^2 - 2');
    expect(formatPoly(poly('1/2', -1, '-3/2'))).toBe('-(3/2)x^2 - x + 1/2');
    expect(formatPoly(poly(0, 2, 0, 1))).toBe('x^3 + 2x');
  });

  it('formatSet and describeRoots', () => {
    expect(formatSet(ALL)).toBe('all real numbers');
    expect(formatSet(EMPTY)).toBe('{}');
    expect(formatSet(solutionsOf(X2_PLUS_1))).toBe('{}');
    expect(formatSet(setOfValues([F(3), F('-1/2')]))).toBe('{-1/2, 3}');
    expect(formatSet(solutionsOf(fromRoots(-12, -12)))).toBe('{-12}');
    expect(formatSet(solutionsOf(X2_MINUS_2))).toBe('{the 2 real roots of x^2 - 2 = 0}');
    expect(formatSet(solutionsOf(poly(-2, 0, 0, 1)))).toBe('{the 1 real root of x^3 - 2 = 0}');
    expect(describeRoots(fromRoots(2, 5))).toEqual(['2', '5']);
    expect(describeRoots(X2_PLUS_1)).toEqual([]);
    expect(describeRoots(X2_MINUS_2)).toEqual(['the 2 real roots of x^2 - 2 = 0']);
  });
});
