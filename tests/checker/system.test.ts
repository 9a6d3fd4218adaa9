// The checker on systems of two linear equations (issue 14) and on other letters as the
// unknown: a step is the whole current system; substitution and elimination are both valid;
// the final answer names both unknowns; slips change the set of pairs.
import { describe, expect, it } from 'vitest';
import { checkTrace } from '../../src/core/checker/index.ts';
import { expectTrace, V } from './helpers.ts';

const SUBSTITUTION = ['2x + 3y = 12, x - y = 1', '2x + 3y = 12, x = y + 1', '2(y + 1) + 3y = 12, x = y + 1', '5y = 10, x = y + 1', 'y = 2, x = 3'];

describe('systems of two linear equations', () => {
  it('substitution (issue 14 bar) is valid, and the explanation names the pair', () => {
    const r = expectTrace(SUBSTITUTION, {
      q1: true, q2: true, q3: -1, kinds: ['original', 'equivalent', 'equivalent', 'equivalent', 'equivalent'], codes: [V, V, V, V, V],
    });
    expect(r.vars).toEqual(['x', 'y']);
    expect(r.noun).toBe('system');
    expect(r.final).toEqual(['(3, 2)']);
    expect(r.steps[0]!.set).toBe('{(x, y) = (3, 2)}');
    expect(r.explanation).toBe('All 5 steps are valid. The final answer (x, y) = (3, 2) is exactly the solution set of the original system.');
  });

  it('5y = 14 as the fourth step makes q3 3 (issue 14 bar)', () => {
    const steps = [...SUBSTITUTION.slice(0, 3), '5y = 14, x = y + 1', 'y = 2, x = 3'];
    const r = expectTrace(steps, {
      q1: true, q2: false, q3: 3, kinds: ['original', 'equivalent', 'equivalent', 'invalid', 'invalid'], codes: [V, V, V, 'changed_set', 'changed_set'],
    });
    expect(r.steps[3]!.reason).toBe('the solution set changes from {(x, y) = (3, 2)} to {(x, y) = (19/5, 14/5)}');
  });

  it('elimination, scaling an equation, swapping the equations, solving for y first', () => {
    const ok = (steps: string[]) => expect(checkTrace(steps), steps.join(' / ')).toMatchObject({ q1: true, q2: true, q3: -1 });
    ok(['2x + 3y = 12, x - y = 1', '2x + 3y = 12, 3x - 3y = 3', '5x = 15, x - y = 1', 'x = 3, 3 - y = 1', 'x = 3, y = 2']);
    ok(['2x + 3y = 12, x - y = 1', 'x - y = 1; 2x + 3y = 12', 'y = x - 1; 2x + 3(x - 1) = 12', 'y = x - 1; 5x = 15', 'x = 3; y = 2']);
    ok(['3x + 2y = 12, y = 2x - 1', '3x + 2(2x - 1) = 12, y = 2x - 1', '7x = 14, y = 2x - 1', 'x = 2, y = 3']);
    ok(['a + b = 5, a - b = 1', '2a = 6, a - b = 1', 'a = 3, b = 2']);
  });

  it('slips: subtracting equations with a sign slip, a distribution error, a back-substitution slip, the wrong equation copied', () => {
    const first = (steps: string[]) => checkTrace(steps).q3;
    expect(first(['2x + 3y = 12, 2x - y = 4', '4y = 16, 2x - y = 4', 'y = 4, 2x - 4 = 4', 'y = 4, x = 4'])).toBe(1); // 4y = 8
    expect(first(['3x + 2y = 12, y = 2x - 1', '3x + 4x - 1 = 12, y = 2x - 1', 'x = 13/7, y = 19/7'])).toBe(1);
    expect(first(['2x + 3y = 12, x - y = 1', '5y = 10, x = y + 1', 'y = 2, x = 1'])).toBe(2);
    expect(first(['2x + 3y = 12, x - y = 1', '2x + 3y = 12, x + y = 1', 'x = -9, y = 10'])).toBe(1);
  });

  it('the final answer must name both unknowns', () => {
    const r = checkTrace(['2x + 3y = 12, x - y = 1', '5y = 10, x = y + 1', 'y = 2']);
    expect(r.final).toBeNull();
    expect(r.q3).toBe(2);
    expect(r.explanation).toMatch(/There is no final answer\.$/);
    const swapped = checkTrace(['2x + 3y = 12, x - y = 1', 'x = 2, y = 3']);
    expect({ q1: swapped.q1, q2: swapped.q2, q3: swapped.q3 }).toEqual({ q1: false, q2: false, q3: 1 });
    expect(swapped.explanation).toContain('(x, y) = (2, 3)');
  });

  it('a system with no solution, and one that holds for every pair', () => {
    expect(checkTrace(['x + y = 1, x + y = 2', '0 = 1, x + y = 2', 'no solution'])).toMatchObject({ q1: true, q2: true, q3: -1 });
    const every = checkTrace(['x + y = x + y, 2x = 2x', 'x = 1, y = 1']);
    expect(every.steps[0]!.code).toBe('bad_original');
    expect(every.steps[0]!.reason).toBe('the original system holds for every pair of numbers (every pair is a solution); work on such a system is not judged');
    expect(every.claims.q1).toBe(false);
  });

  it('what a system cannot hold is unreadable, with the reason', () => {
    for (const [line, why] of [['x + y < 1, x = 0', /only equations/], ['xy = 1, x = 1', /product of two unknowns/], ['x = 1 or y = 2', /"or" is not supported/]] as const) {
      const r = checkTrace(['2x + 3y = 12, x - y = 1', line, 'x = 3, y = 2']);
      expect(r.steps[1]!.code, line).toBe('parse_error');
      expect(r.steps[1]!.reason, line).toMatch(why);
      expect(r.claims).toMatchObject({ q2: false, q3: false });
    }
  });
});

describe('another letter as the unknown', () => {
  it('2y + 1 = 7 / 2y = 6 / y = 3 is valid and the words name y, never x', () => {
    const r = expectTrace(['2y + 1 = 7', '2y = 6', 'y = 3'], {
      q1: true, q2: true, q3: -1, kinds: ['original', 'equivalent', 'equivalent'], codes: [V, V, V],
    });
    expect(r.vars).toEqual(['y']);
    expect(r.explanation).toBe('All 3 steps are valid. The final answer y = 3 satisfies the original equation.');
  });

  it('errors, obligations and check lines in another letter are named in it', () => {
    const wrong = checkTrace(['2t + 1 = 7', '2t = 8', 't = 4']);
    expect(wrong.explanation).toContain('The final answer t = 4 does not satisfy the original equation.');
    expect(wrong.explanation).not.toMatch(/\bx\b/);
    const r = checkTrace(['a/(a - 3) = 3/(a - 3) + 2', 'a = 3 + 2(a - 3)', 'a = 3', 'check a = 3: undefined, reject', 'no solution']);
    expect({ q1: r.q1, q2: r.q2, q3: r.q3 }).toEqual({ q1: true, q2: true, q3: -1 });
    expect(r.explanation).toContain('Extra candidate a = 3');
    const kept = checkTrace(['a/(a - 3) = 3/(a - 3) + 2', 'a = 3 + 2(a - 3)', 'a = 3']);
    expect(kept.steps[2]!.reason).toContain('keeps a = 3');
    const ineq = checkTrace(['-2n + 3 < 7', '-2n < 4', 'n < -2']);
    expect(ineq.q3).toBe(2);
    expect(ineq.explanation).toContain('The final answer n < -2 is not');
  });

  it('a check line must name the trace\'s own unknown', () => {
    const r = checkTrace(['y^2 = 4', 'check x = 2: 4 = 4, keep', 'y = 2 or y = -2']);
    expect(r.steps[1]!.code).toBe('parse_error');
  });
});
