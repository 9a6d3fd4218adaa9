// Completeness of rational root finding (issue 7): every rational root is found, at any size of
// numerator and denominator, for every degree up to 8; irrational roots stay in `rest`.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rational, countRealRoots, poly as P, splitRoots } from '../../src/core/algebra/index.ts';
import { rationalRootsBySturm, rationalRootsOfSquarefree } from '../../src/core/algebra/roots.ts';
import { F, fromRoots, poly, product } from './helpers.ts';

const list = (rs: Rational[]) => rs.map((r) => r.toFraction());

describe('rationalRootsOfSquarefree', () => {
  it.each([
    ['three large integer roots', fromRoots(10000, 10001, 10002), ['10000', '10001', '10002']],
    ['roots with 6-digit denominators', fromRoots('1/100001', '-7/100003', '999999/100000'), ['-7/100003', '1/100001', '999999/100000']],
    ['roots 10^-12 apart', fromRoots('1/1000000', '1000001/1000000000000'), ['1/1000000', '1000001/1000000000000']],
    ['degree 8, eight rational roots with large parts', fromRoots(123456789012, '-1/999999', '5/7', 0, -3, '314159/100000', '-271828/100000', 10 ** 9),
      ['-3', '-67957/25000', '-1/999999', '0', '5/7', '314159/100000', '1000000000', '123456789012']],
    ['rational and irrational mixed (x^2 - 2)', product(fromRoots('3/100003', 77777), poly(-2, 0, 1)), ['3/100003', '77777']],
    ['no real roots', product(poly(1, 0, 1), poly(3, 0, 1)), []],
    ['a root on the first split point (0) and at a dyadic point', fromRoots(0, '1/2', 4, '-1/4'), ['-1/4', '0', '1/2', '4']],
    ['irrational only: x^3 - 2', poly(-2, 0, 0, 1), []],
  ])('%s', (_name, p, expected) => {
    expect(list(rationalRootsOfSquarefree(P.squarefree(p)))).toEqual(expected);
  });

  it('splitRoots leaves exactly the irrational roots in rest', () => {
    const { rational, rest } = splitRoots(P.squarefree(product(fromRoots(10000, 10001, 10002), poly(-2, 0, 1))));
    expect(list(rational)).toEqual(['10000', '10001', '10002']);
    expect(countRealRoots(rest)).toBe(2);
    expect(P.degree(rest)).toBe(2);
  });

  it('property: up to 8 rational roots with numerators and denominators up to 10^6 (times an optional rootless or irrational factor) are all found', () => {
    const big = fc.tuple(fc.bigInt({ min: -(10n ** 6n), max: 10n ** 6n }), fc.bigInt({ min: 1n, max: 10n ** 6n })).map(([n, d]) => Rational.of(n, d));
    fc.assert(fc.property(fc.array(big, { minLength: 1, maxLength: 8 }), fc.constantFrom(0, 1, 2), fc.integer({ min: -9, max: 9 }).filter((k) => k !== 0), (roots, extra, scale) => {
      const distinct = [...new Map(roots.map((r) => [r.toFraction(), r])).values()].sort((x, y) => x.compare(y));
      let p = P.scale(fromRoots(...distinct), F(scale));
      if (extra === 1 && distinct.length <= 6) p = P.mul(p, poly(5, 0, 1)); // x^2 + 5
      if (extra === 2 && distinct.length <= 6) p = P.mul(p, poly(-3, 0, 1)); // x^2 - 3
      const got = splitRoots(P.squarefree(p));
      expect(list(got.rational)).toEqual(list(distinct));
      expect(countRealRoots(got.rest)).toBe(extra === 2 && distinct.length <= 6 ? 2 : 0);
    }), { numRuns: 40 });
  });
});

describe('the rational-root-theorem fast path', () => {
  it('property: small integer polynomials (squarefree, any roots) give exactly the Sturm search\'s roots', () => {
    const coef = fc.integer({ min: -60, max: 60 });
    fc.assert(fc.property(fc.array(coef, { minLength: 2, maxLength: 9 }), fc.array(fc.tuple(fc.integer({ min: -12, max: 12 }), fc.integer({ min: 1, max: 6 })), { maxLength: 4 }), (cs, roots) => {
      // A random polynomial times (n x - c) factors, so that rational roots actually occur.
      let p = P.add(cs.map((c) => F(c)), []);
      if (P.degree(p) < 1) p = poly(1, 1);
      for (const [c, n] of roots) if (P.degree(p) < 8) p = P.mul(p, poly(-c, n));
      const f = P.squarefree(p);
      expect(list(rationalRootsOfSquarefree(f))).toEqual(list(rationalRootsBySturm(f)));
    }), { numRuns: 400 });
  });

  it('x as a factor, a root with a large numerator, and coefficients too large for the fast path', () => {
    expect(list(rationalRootsOfSquarefree(P.squarefree(fromRoots(0, '-3/4', 7))))).toEqual(['-3/4', '0', '7']);
    expect(list(rationalRootsOfSquarefree(P.squarefree(fromRoots(99991, '1/99989'))))).toEqual(['1/99989', '99991']);
    expect(list(rationalRootsOfSquarefree(P.squarefree(fromRoots(123457, 2))))).toEqual(['2', '123457']);
  });
});
