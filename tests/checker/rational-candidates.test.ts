// Issue 7: every rational candidate of a candidate-generating step can be named, checked and
// discharged, whatever the size of its numerator and denominator, up to degree 8. Irrational
// candidates cannot be named in a check line, so they stay open.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rational } from '../../src/core/algebra/index.ts';
import { checkTrace } from '../../src/core/checker/index.ts';
import { answer, checkLine } from '../../src/core/generator/build.ts';

type Lin = { a: number; b: number; c: number; d: number };
const side = (a: number, b: number, x: Rational) => x.mul(a).add(b);

/** (q x - p) for the root p/q. */
function factor(r: Rational): string {
  const q = r.d === 1n ? '' : r.d.toString();
  const p = r.n;
  return `(${q}x ${p < 0n ? '+' : '-'} ${(p < 0n ? -p : p).toString()})`;
}

const linText = (a: number, b: number) => `${a}x ${b < 0 ? '-' : '+'} ${Math.abs(b)}`;

/** Multiply both sides by every factor, check each extra candidate, answer. */
function multiplied(e: Lin, roots: Rational[], order: Rational[] = roots): string[] {
  const f = roots.map(factor).join('');
  const sol = Rational.of(e.d - e.b, e.a - e.c);
  const checks = order.map((r) => checkLine(r, side(e.a, e.b, r), side(e.c, e.d, r), '!=', 'reject'));
  return [`${linText(e.a, e.b)} = ${linText(e.c, e.d)}`, `(${linText(e.a, e.b)})${f} = (${linText(e.c, e.d)})${f}`, ...checks, answer(sol)];
}

const E: Lin = { a: 2, b: 3, c: 0, d: 11 }; // 2x + 3 = 11, x = 4

describe('large rational candidates are named, checked and discharged', () => {
  it.each([
    ['three large integer roots (x - 10000)(x - 10001)(x - 10002)', [10000, 10001, 10002].map((n) => Rational.of(n))],
    ['6-digit denominators (100001x - 1)(100003x - 7)', [Rational.of(1, 100001), Rational.of(7, 100003)]],
    ['degree 8: seven factors, eight named candidates with the solution', [Rational.of(10000), Rational.of(-10001), Rational.of(1, 100001), Rational.of(-7, 100003), Rational.of(999999, 1000), Rational.of(123456789), Rational.of(-5, 999999)]],
    ['roots 10^-11 apart', [Rational.of(1, 100000), Rational.of(1000001, 100000000000)]],
  ])('%s', (_name, roots) => {
    const steps = multiplied(E, roots);
    const r = checkTrace(steps);
    const why = r.steps.map((s) => `${s.index}: ${s.kind} ${s.reason}`).join('\n');
    expect({ q1: r.q1, q2: r.q2, q3: r.q3 }, why).toEqual({ q1: true, q2: true, q3: -1 });
    expect(r.obligations.map((o) => o.candidate).sort()).toEqual(roots.map((x) => x.toFraction()).sort());
    expect(r.obligations.every((o) => o.checked !== null && o.discharged === steps.length - 1)).toBe(true);
  });

  it('the same trace with one large candidate left unchecked is invalid at its last step, naming that candidate', () => {
    const roots = [10000, 10001, 10002].map((n) => Rational.of(n));
    const steps = multiplied(E, roots, roots.slice(0, 2));
    const r = checkTrace(steps);
    expect({ q1: r.q1, q2: r.q2, q3: r.q3 }).toEqual({ q1: true, q2: false, q3: steps.length - 1 });
    expect(r.steps.at(-1)!.code).toBe('dropped_unchecked_candidate');
    expect(r.steps.at(-1)!.reason).toContain('x = 10002');
  });

  it('a candidate list with 6-digit denominators, checked one by one, then the answer', () => {
    const roots = [Rational.of(1, 100001), Rational.of(-7, 100003)];
    const full = multiplied(E, roots);
    const steps = [full[0]!, full[1]!, 'x = 4 or x = 1/100001 or x = -7/100003', ...full.slice(2)];
    const r = checkTrace(steps);
    expect({ q1: r.q1, q2: r.q2, q3: r.q3 }).toEqual({ q1: true, q2: true, q3: -1 });
  });

  it('quadratic irrational candidates (from x^2 - 2) are named and must be checked like any other', () => {
    const r = checkTrace(['2x + 3 = 11', '(2x + 3)(x^2 - 2) = 11(x^2 - 2)', 'x = 4']);
    expect({ q1: r.q1, q2: r.q2, q3: r.q3 }).toEqual({ q1: true, q2: false, q3: 2 });
    expect(r.steps[1]!.opened).toEqual(['-sqrt(2)', 'sqrt(2)']);
  });

  it('irrational candidates that are not square roots (x^3 - 2) cannot be named: unresolved at the last step', () => {
    const r = checkTrace(['2x + 3 = 11', '(2x + 3)(x^3 - 2) = 11(x^3 - 2)', 'x = 4']);
    expect({ q1: r.q1, q2: r.q2, q3: r.q3 }).toEqual({ q1: true, q2: false, q3: 2 });
    expect(r.steps[1]!.opened).toHaveLength(1);
    expect(r.steps[1]!.opened[0]).toMatch(/^the root of x\^3 - 2 = 0 near 1\.26/);
    expect(r.steps[2]!.code).toBe('dropped_unchecked_candidate');
  });
});

describe('property: valid traces with up to 7 rational extraneous factors', () => {
  const part = fc.oneof(fc.integer({ min: -12, max: 12 }), fc.integer({ min: -999999, max: 999999 }));
  const root = fc.tuple(part, fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 100000, max: 999999 }))).map(([n, d]) => Rational.of(n, d));
  const eqn = fc.record({ a: fc.integer({ min: -10, max: 10 }), b: fc.integer({ min: -10, max: 10 }), c: fc.integer({ min: -10, max: 10 }), d: fc.integer({ min: -10, max: 10 }) })
    .filter((e) => e.a !== e.c && e.a !== 0);
  it('every candidate checked and discarded: the checker says valid', () => {
    fc.assert(fc.property(eqn, fc.array(root, { minLength: 1, maxLength: 7 }), fc.nat(), (e, raw, seed) => {
      const sol = Rational.of(e.d - e.b, e.a - e.c);
      // Distinct candidates, none the solution itself, none making a factor of the original vanish on both sides.
      const roots = [...new Map(raw.filter((r) => !r.equals(sol)).map((r) => [r.toFraction(), r])).values()];
      fc.pre(roots.length > 0);
      const order = roots.slice().sort((x, y) => ((x.n * 7n + BigInt(seed)) % 5n < (y.n * 7n + BigInt(seed)) % 5n ? -1 : 1));
      const steps = multiplied(e, roots, order);
      const r = checkTrace(steps);
      expect({ q1: r.q1, q2: r.q2, q3: r.q3 }, steps.join('\n') + '\n' + r.explanation).toEqual({ q1: true, q2: true, q3: -1 });
      expect(r.obligations.length).toBe(roots.length);
    }), { numRuns: 60 });
  });
});
