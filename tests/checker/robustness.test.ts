// Large numbers must not make the checker throw or stall. The grammar allows 12-digit
// numbers and powers up to 8, so a statement can denote numbers with hundreds of digits.
// (Runtimes are asserted loosely: the exact arithmetic takes well under a millisecond here.)
import { describe, expect, it } from 'vitest';
import { rationalSqrt, Rational } from '../../src/core/algebra/index.ts';
import type { CheckResult } from '../../src/core/checker/index.ts';
import { checkTrace, checkTraceText } from '../../src/core/checker/index.ts';
import { expectConsistent } from './helpers.ts';

function timed<T>(f: () => T): { value: T; ms: number } {
  const t0 = performance.now();
  const value = f();
  return { value, ms: performance.now() - t0 };
}

describe('exact square roots of big rationals (used to name the roots of quadratics)', () => {
  it('a perfect square of 46 digits is recognised quickly', () => {
    const root = 10n ** 23n + 1n;
    const { value, ms } = timed(() => rationalSqrt(Rational.of(root * root)));
    expect(value?.toFraction()).toBe(String(root));
    expect(ms).toBeLessThan(100);
  });

  it('a square beyond the double range (401 digits) is recognised, not a RangeError', () => {
    let value: Rational | null = null;
    expect(() => {
      value = rationalSqrt(Rational.of(10n ** 400n));
    }).not.toThrow();
    expect(value!.toFraction()).toBe(String(10n ** 200n));
    expect(rationalSqrt(Rational.of(10n ** 400n + 1n))).toBeNull();
  });
});

describe('the checker on statements denoting huge numbers', () => {
  it('x^2 = 999999999999^4 (a 48-digit right side) is judged quickly and its roots are named exactly', () => {
    const { value: r, ms } = timed(() => checkTrace(['x^2 = 999999999999^4', 'x = 1']));
    expect(ms).toBeLessThan(250);
    expectConsistent(r, 2);
    expect(r.steps[0]!.set).toBe('{-999999999998000000000001, 999999999998000000000001}');
    expect(r.steps[1]!.code).toBe('changed_set');
  });

  it('x^2 = (999999999999^8)^4 (a 384-digit right side) never throws', () => {
    let r: CheckResult | undefined;
    expect(() => {
      r = checkTrace(['x^2 = (999999999999^8)^4', 'x = 1']);
    }).not.toThrow();
    expectConsistent(r!, 2);
    expect(r!.steps[0]!.kind).toBe('original');
    expect(r!.steps[1]!.code).toBe('changed_set');
  });

  it('the same through checkTraceText', () => {
    expect(() => checkTraceText('Step 0: x^2 = (999999999999^8)^4\nStep 1: x = 1')).not.toThrow();
  });

  it('a huge extra candidate in a final candidate list is an unresolved obligation', () => {
    const { value: r, ms } = timed(() => checkTrace(['x^2 = 4', 'x = 2 or x = -2 or x = 999999999999^3']));
    expect(ms).toBeLessThan(250);
    expectConsistent(r, 2);
    expect({ q1: r.q1, q2: r.q2, q3: r.q3 }).toEqual({ q1: false, q2: false, q3: 1 });
    expect(r.steps[1]!.code).toBe('unresolved_obligation');
    expect(r.obligations).toEqual([{ candidate: String(999999999999n ** 3n), opened: 1, checked: null, discharged: null }]);
  });
});
