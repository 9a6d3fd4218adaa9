// An equation with a square root in it (x + 1 = sqrt(2), x - 3 = -2sqrt(5)) is its one root:
// the meaning takes that shortcut instead of sampling the gaps around it, and must say exactly
// what the general path says; inequalities still go the general way.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { algOfSurd } from '../../src/core/algebra/algebraic.ts';
import { Rational } from '../../src/core/algebra/index.ts';
import { realRoots } from '../../src/core/algebra/real-roots.ts';
import { Surd, sqrtOf } from '../../src/core/algebra/surd.ts';
import { containsPoint, formatSolutionSet, setEquals } from '../../src/core/sets/index.ts';
import { meaningOf } from './meaning-helpers.ts';

const setOf = (text: string) => {
  const m = meaningOf(text);
  if (m.kind !== 'set') throw new Error(text);
  return m.set;
};

describe('equations with a square root', () => {
  it('property: a x + b = c + k sqrt(d) holds exactly at its root and nowhere else', () => {
    const int = fc.integer({ min: -9, max: 9 });
    fc.assert(fc.property(int.filter((a) => a !== 0), int, int, int.filter((k) => k !== 0), fc.constantFrom(2, 3, 5, 7, 10), (a, b, c, k, d) => {
      const text = `${a}x + ${b} = ${c} + ${k}sqrt(${d})`.replace(/\+ -/g, '- ');
      const s = setOf(text);
      const root = Surd.rational(Rational.of(c - b)).add(sqrtOf(Rational.of(d)).mul(Surd.rational(Rational.of(k)))).div(Surd.rational(Rational.of(a)));
      expect(containsPoint(s, { dim: 1, v: algOfSurd(root) }), text).toBe(true);
      expect(containsPoint(s, { dim: 1, v: algOfSurd(root.add(Surd.rational(Rational.of(1, 1000)))) }), text).toBe(false);
      expect(formatSolutionSet(s, ['x']), text).toBe(`{${root.toText()}}`);
    }), { numRuns: 400 });
  });

  it('a list of two irrational values, a ± value, and an inequality with a root', () => {
    expect(setEquals(setOf('x + 1 = sqrt(2) or x + 1 = -sqrt(2)'), setOf('x = -1 ± sqrt(2)'))).toBe(true);
    expect(formatSolutionSet(setOf('x = (-2 ± sqrt(8))/2'), ['x'])).toBe('{-1 - sqrt(2), -1 + sqrt(2)}');
    expect(formatSolutionSet(setOf('x < 1 + sqrt(2)'), ['x'])).toBe('(-∞, 1 + sqrt(2))');
  });

  it('the roots of a quadratic (worked out without a cache) are exact and the same every time', () => {
    const p = [Rational.of(-1), Rational.of(2), Rational.of(1)]; // x^2 + 2x - 1
    expect(realRoots(p).map((a) => (a.kind === 's' ? a.s.toText() : '?'))).toEqual(['-1 - sqrt(2)', '-1 + sqrt(2)']);
    expect(realRoots(p)).toEqual(realRoots(p));
    expect(realRoots([Rational.of(6), Rational.of(-5), Rational.of(1)]).map((a) => (a.kind === 'q' ? a.v.toFraction() : '?'))).toEqual(['2', '3']);
  });
});
