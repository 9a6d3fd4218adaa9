import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { poly as P } from '../../src/core/algebra/index.ts';
import { F, fromRoots, poly, product, show } from './helpers.ts';

describe('poly: representation and basic arithmetic', () => {
  it('normalises: no trailing zeros, zero polynomial is [] with degree -1', () => {
    expect(P.degree(P.ZERO)).toBe(-1);
    expect(P.isZero(poly(0, 0))).toBe(true);
    expect(P.degree(poly(1, 2, 0))).toBe(1);
    expect(P.constant(F(0))).toEqual([]);
    expect(show(P.constant(F('3/2')))).toEqual(['3/2']);
    expect(P.lead(poly(1, 2, 5))).toEqual(F(5));
    expect(P.lead(P.ZERO).equals(0)).toBe(true);
    expect(P.coeff(poly(1, 2), 7).equals(0)).toBe(true);
  });

  it('add / sub cancel leading terms and trim', () => {
    expect(show(P.add(poly(1, 2, 3), poly(4, 5)))).toEqual(['5', '7', '3']);
    expect(show(P.add(poly(1, 2, 3), poly(-1, 0, -3)))).toEqual(['0', '2']);
    expect(P.isZero(P.sub(poly(1, 2, 3), poly(1, 2, 3)))).toBe(true);
    expect(show(P.sub(poly(0, 1), poly(5)))).toEqual(['-5', '1']);
    expect(show(P.neg(poly('1/2', -3)))).toEqual(['-1/2', '3']);
  });

  it('scale and mul', () => {
    expect(show(P.scale(poly(2, 4), F('1/2')))).toEqual(['1', '2']);
    expect(P.isZero(P.scale(poly(2, 4), F(0)))).toBe(true);
    // (x + 1)(x - 2) = x^2 - x - 2
    expect(show(P.mul(poly(1, 1), poly(-2, 1)))).toEqual(['-2', '-1', '1']);
    // (2x - 7)^2 = 4x^2 - 28x + 49
    expect(show(P.pow(poly(-7, 2), 2))).toEqual(['49', '-28', '4']);
    expect(show(P.pow(poly(-7, 2), 0))).toEqual(['1']);
    expect(P.isZero(P.mul(poly(1, 1), P.ZERO))).toBe(true);
    expect(show(P.mul(poly(3), poly(1, 1)))).toEqual(['3', '3']);
    // (x - 1)(x + 1)(x^2 + 1) = x^4 - 1
    expect(show(product(fromRoots(1, -1), poly(1, 0, 1)))).toEqual(['-1', '0', '0', '0', '1']);
  });

  it('evaluate, derivative, monic, equals', () => {
    const p = poly(-6, 11, -6, 1); // (x-1)(x-2)(x-3)
    expect(P.evaluate(p, F(2)).equals(0)).toBe(true);
    expect(P.evaluate(p, F(4)).equals(6)).toBe(true);
    expect(P.evaluate(p, F('1/2')).equals(F('-15/8'))).toBe(true);
    expect(show(P.derivative(p))).toEqual(['11', '-12', '3']);
    expect(P.isZero(P.derivative(poly(5)))).toBe(true);
    expect(show(P.monic(poly(2, 4)))).toEqual(['1/2', '1']);
    expect(P.equals(poly(1, 2), poly(1, 2, 0))).toBe(true);
    expect(P.equals(poly(1, 2), poly(1, 3))).toBe(false);
    expect(P.equals(poly(1, 2), poly(1, 2, 1))).toBe(false);
  });
});

describe('poly: divmod, gcd, squarefree', () => {
  it('divmod gives p = q d + r with deg r < deg d', () => {
    // x^3 - 2x + 5 divided by x - 2: q = x^2 + 2x + 2, r = 9
    const { q, r } = P.divmod(poly(5, -2, 0, 1), poly(-2, 1));
    expect(show(q)).toEqual(['2', '2', '1']);
    expect(show(r)).toEqual(['9']);
    // exact division
    const e = P.divmod(fromRoots(1, 2, 3), fromRoots(2));
    expect(P.equals(e.q, fromRoots(1, 3))).toBe(true);
    expect(P.isZero(e.r)).toBe(true);
    // non-monic divisor with fractional quotient: (x^2 + 1) / (2x) = x/2, r = 1
    const n = P.divmod(poly(1, 0, 1), poly(0, 2));
    expect(show(n.q)).toEqual(['0', '1/2']);
    expect(show(n.r)).toEqual(['1']);
    // lower degree than divisor: q = 0, r = p
    const low = P.divmod(poly(3, 1), poly(0, 0, 1));
    expect(P.isZero(low.q)).toBe(true);
    expect(show(low.r)).toEqual(['3', '1']);
    expect(() => P.divmod(poly(1, 1), P.ZERO)).toThrow(RangeError);
  });

  it('gcd is monic and finds the common factor', () => {
    const g = P.gcd(product(fromRoots(1, 2), poly(2)), product(fromRoots(2, 3), poly(-5)));
    expect(P.equals(g, fromRoots(2))).toBe(true);
    expect(show(P.gcd(fromRoots(1), fromRoots(2)))).toEqual(['1']);
    expect(P.isZero(P.gcd(P.ZERO, P.ZERO))).toBe(true);
    expect(P.equals(P.gcd(P.ZERO, poly(2, 4)), poly('1/2', 1))).toBe(true);
    expect(P.equals(P.gcd(poly(2, 4), P.ZERO), poly('1/2', 1))).toBe(true);
    // irreducible common factor x^2 - 2
    const common = poly(-2, 0, 1);
    expect(P.equals(P.gcd(P.mul(common, fromRoots(1)), P.mul(common, poly(1, 0, 1))), common)).toBe(true);
  });

  it('squarefree keeps each root once', () => {
    // (x-1)^2 (x+2) -> (x-1)(x+2)
    expect(P.equals(P.squarefree(fromRoots(1, 1, -2)), fromRoots(1, -2))).toBe(true);
    // 3 (x - 1/2)^3 -> x - 1/2
    expect(P.equals(P.squarefree(P.scale(fromRoots('1/2', '1/2', '1/2'), F(3))), fromRoots('1/2'))).toBe(true);
    // (x^2 - 2)^2 (x^2 + 1) -> (x^2 - 2)(x^2 + 1)
    expect(P.equals(P.squarefree(product(poly(-2, 0, 1), poly(-2, 0, 1), poly(1, 0, 1))), product(poly(-2, 0, 1), poly(1, 0, 1)))).toBe(true);
    // quadratics: a repeated root, a distinct pair, no real roots
    expect(P.equals(P.squarefree(P.scale(fromRoots('1/2', '1/2'), F(4))), fromRoots('1/2'))).toBe(true);
    expect(P.equals(P.squarefree(P.scale(fromRoots(-3, -3), F(-2))), fromRoots(-3))).toBe(true);
    expect(P.equals(P.squarefree(P.scale(fromRoots(1, 2), F(5))), fromRoots(1, 2))).toBe(true);
    expect(show(P.squarefree(poly(2, 0, 2)))).toEqual(['1', '0', '1']);
    expect(show(P.squarefree(poly(-4, 2)))).toEqual(['-2', '1']);
    expect(show(P.squarefree(poly(7)))).toEqual(['1']);
  });
});

describe('poly: properties', () => {
  const smallPoly = fc.array(fc.integer({ min: -9, max: 9 }), { minLength: 0, maxLength: 6 }).map((cs) => poly(...cs));
  const nonZero = smallPoly.filter((p) => !P.isZero(p));

  it('divmod identity: p = q d + r, deg r < deg d', () => {
    fc.assert(fc.property(smallPoly, nonZero, (p, d) => {
      const { q, r } = P.divmod(p, d);
      expect(P.equals(P.add(P.mul(q, d), r), p)).toBe(true);
      expect(P.degree(r)).toBeLessThan(P.degree(d));
    }), { numRuns: 300 });
  });

  it('gcd divides both and is monic; any common root-factor divides the gcd', () => {
    const roots = fc.array(fc.integer({ min: -4, max: 4 }), { minLength: 0, maxLength: 4 });
    fc.assert(fc.property(roots, roots, roots, (a, b, common) => {
      const p = fromRoots(...a, ...common);
      const q = fromRoots(...b, ...common);
      const g = P.gcd(p, q);
      expect(P.lead(g).equals(1)).toBe(true);
      expect(P.isZero(P.divmod(p, g).r)).toBe(true);
      expect(P.isZero(P.divmod(q, g).r)).toBe(true);
      expect(P.isZero(P.divmod(g, fromRoots(...common)).r)).toBe(true);
    }), { numRuns: 300 });
  });

  it('mul is commutative and evaluation is a ring homomorphism', () => {
    const point = fc.tuple(fc.integer({ min: -20, max: 20 }), fc.integer({ min: 1, max: 7 })).map(([n, d]) => F(n).div(d));
    fc.assert(fc.property(smallPoly, smallPoly, point, (p, q, x) => {
      expect(P.equals(P.mul(p, q), P.mul(q, p))).toBe(true);
      expect(P.evaluate(P.mul(p, q), x).equals(P.evaluate(p, x).mul(P.evaluate(q, x)))).toBe(true);
      expect(P.evaluate(P.add(p, q), x).equals(P.evaluate(p, x).add(P.evaluate(q, x)))).toBe(true);
    }), { numRuns: 300 });
  });
});
