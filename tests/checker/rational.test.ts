// The checker on rational equations (issue 14): division by expressions in x, values excluded
// by a zero denominator, restrictions (x ≠ 3) valid only for excluded values, check lines that
// say `undefined`, and keeping an excluded value as the answer.
import { describe, expect, it } from 'vitest';
import { checkTrace } from '../../src/core/checker/index.ts';
import { expectTrace, V } from './helpers.ts';

const BAR = ['x/(x - 3) = 3/(x - 3) + 2', 'x = 3 + 2(x - 3)', 'x = 2x - 3', 'x = 3'];

describe('issue 14 bars', () => {
  it('x/(x - 3) = 3/(x - 3) + 2 … x = 3 keeps the excluded value: q1 false, q2 false, q3 3', () => {
    const r = expectTrace(BAR, {
      q1: false, q2: false, q3: 3,
      kinds: ['original', 'candidate-generating', 'equivalent', 'invalid'], codes: [V, V, V, 'kept_excluded_value'],
    });
    expect(r.steps[0]!.set).toBe('{}');
    expect(r.steps[1]!.opened).toEqual(['3']);
    expect(r.steps[3]!.reason).toContain('keeps x = 3, which makes a denominator of the original equation zero');
    expect(r.explanation).toContain('it keeps x = 3, where a denominator of the original equation is zero');
    expect(r.explanation).toContain('the original equation has no solution');
  });

  it('… continued with check x = 3: undefined, reject and no solution is valid with q1 true', () => {
    const r = expectTrace([...BAR, 'check x = 3: undefined, reject', 'no solution'], {
      q1: true, q2: true, q3: -1,
      kinds: ['original', 'candidate-generating', 'equivalent', 'equivalent', 'check', 'discard'], codes: [V, V, V, V, V, V],
    });
    expect(r.obligations).toEqual([{ candidate: '3', opened: 1, checked: 4, discharged: 5 }]);
    expect(r.steps[4]!.reason).toBe('the original is undefined at x = 3 (a denominator is zero): reject');
    expect(r.final).toEqual([]);
  });
});

describe('restrictions', () => {
  it('x ≠ 3 for an excluded value is a valid restriction, and licenses dropping that candidate', () => {
    const r = expectTrace(['x/(x - 3) = 3/(x - 3) + 2', 'x ≠ 3', 'x = 3 + 2(x - 3)', 'x = 3', 'no solution'], {
      q1: true, q2: true, q3: -1,
      kinds: ['original', 'restriction', 'candidate-generating', 'equivalent', 'discard'], codes: [V, V, V, V, V],
    });
    expect(r.steps[1]!.reason).toBe('records that x ≠ 3: a denominator of the original is zero there');
    expect(r.steps[4]!.reason).toMatch(/excluded by a restriction/);
  });

  it('several restrictions at once, in either order and spelling', () => {
    const r = checkTrace(['2/(x + 1) = 1/(x - 1)', 'x != 1, x != -1', '2(x - 1) = x + 1', 'x = 3']);
    expect({ q1: r.q1, q2: r.q2, q3: r.q3 }).toEqual({ q1: true, q2: true, q3: -1 });
    expect(r.steps[1]!.kind).toBe('restriction');
    expect(checkTrace(['2/(x + 1) = 1/(x - 1)', '-1 ≠ x; 1 ≠ x', '2(x - 1) = x + 1', 'x = 3']).q2).toBe(true);
  });

  it('a restriction of a value no denominator excludes is unsupported_restriction', () => {
    const r = expectTrace(['x/(x - 1) = 2', 'x ≠ 3', 'x = 2(x - 1)', 'x = 2'], {
      q1: true, q2: false, q3: 1, kinds: ['original', 'invalid', 'equivalent', 'equivalent'], codes: [V, 'unsupported_restriction', V, V],
    });
    expect(r.steps[1]!.reason).toBe('x ≠ 3 is an unsupported restriction: no denominator of the original is zero at x = 3');
    // one wrong value among right ones
    expect(checkTrace(['2/(x + 1) = 1/(x - 1)', 'x != 1, x != 2', '2(x - 1) = x + 1', 'x = 3']).steps[1]!.code).toBe('unsupported_restriction');
    // and in an equation without denominators
    expect(checkTrace(['2x + 3 = 11', 'x ≠ 0', 'x = 4']).steps[1]!.code).toBe('unsupported_restriction');
  });
});

describe('check lines at excluded values', () => {
  const CLEARED = ['x/(x - 3) = 3/(x - 3) + 2', 'x = 3 + 2(x - 3)'];

  it('a value where the original is undefined must be checked as undefined and rejected', () => {
    expect(checkTrace([...CLEARED, 'check x = 3: 1 = 1, keep', 'no solution']).steps[2]!.code).toBe('check_wrong_value');
    expect(checkTrace([...CLEARED, 'check x = 3: undefined, keep', 'no solution']).steps[2]!.code).toBe('check_wrong_verdict');
  });

  it('undefined at a value where the original is defined is a wrong value', () => {
    const r = checkTrace(['x/(x - 1) = 2', 'x = 2(x - 1)', 'check x = 2: undefined, reject', 'x = 2']);
    expect(r.steps[2]!.code).toBe('check_wrong_value');
    expect(r.steps[2]!.reason).toBe('the original is defined at x = 2: its sides are 2 and 2');
  });

  it('a defined candidate is checked with the original sides', () => {
    expectTrace(['x/(x - 1) = 2', 'x = 2(x - 1)', 'x = 2', 'check x = 2: 2 = 2, keep', 'x = 2'], {
      q1: true, q2: true, q3: -1, kinds: ['original', 'equivalent', 'equivalent', 'check', 'equivalent'], codes: [V, V, V, V, V],
    });
  });
});

describe('valid rational traces and their errors', () => {
  it('cross-multiplying, a common denominator, combining fractions first', () => {
    const ok = (steps: string[]) => expect(checkTrace(steps), steps.join(' / ')).toMatchObject({ q1: true, q2: true, q3: -1 });
    ok(['x/(x - 1) = 2', 'x = 2(x - 1)', 'x = 2x - 2', 'x = 2']);
    ok(['2/(x + 1) = 1/(x - 1)', '2(x - 1) = x + 1', '2x - 2 = x + 1', 'x = 3']);
    ok(['1/x + 1/(2x) = 3', '2/(2x) + 1/(2x) = 3', '3/(2x) = 3', '3 = 6x', 'x = 1/2']);
    ok(['x/(x - 3) = 3/(x - 3) + 2', 'x/(x - 3) - 3/(x - 3) = 2', '(x - 3)/(x - 3) = 2', 'no solution']);
  });

  it('multiplying only some terms by the denominator, and a sign error distributing over a numerator', () => {
    expect(checkTrace(['x/(x - 2) = 3/(x - 2) + 2', 'x = 3 + 2(x - 2)', 'x = 1']).q2).toBe(true);
    expect(checkTrace(['x/(x - 2) = 3/(x - 2) + 2', 'x = 3 + 2', 'x = 5']).steps[1]!.code).toBe('changed_set');
    expect(checkTrace(['(x + 1)/(x - 2) = 2', 'x + 1 = 2(x - 2)', 'x + 1 = 2x - 4', 'x = 5']).q2).toBe(true);
    expect(checkTrace(['(x + 1)/(x - 2) = 2', 'x + 1 = 2x + 4', 'x = -3']).steps[1]!.code).toBe('changed_set');
    // from an empty set, one wrong value is a candidate like any other: it is left unresolved at the end
    const empty = checkTrace(['x/(x - 3) = 3/(x - 3) + 2', 'x = 3 + 2', 'x = 5']);
    expect({ q1: empty.q1, q2: empty.q2, q3: empty.q3 }).toEqual({ q1: false, q2: false, q3: 2 });
    expect(empty.steps.map((s) => s.code)).toEqual([null, null, 'unresolved_obligation']);
  });

  it('a kept excluded value beside a true solution is named by the step', () => {
    const r = checkTrace(['(x^2 - 1)/(x - 1) = 0', 'x^2 - 1 = 0', 'x = 1 or x = -1']);
    expect(r.q1).toBe(false);
    expect(r.steps[2]!.code).toBe('kept_excluded_value');
    expect(r.steps[2]!.reason).toBe('the final answer keeps x = 1, which makes a denominator of the original equation zero');
    // with two or more solutions the final sentence names the kept value too
    const two = checkTrace(['(x^2 - 1)/(x - 1) = x^2 - 1', 'x^2 - 1 = (x^2 - 1)(x - 1)', 'x = 1 or x = -1 or x = 2']);
    expect(two.steps[2]!.code).toBe('kept_excluded_value');
    expect(two.explanation).toMatch(/The final answer x = 1 or x = -1 or x = 2 is not the solution set of the original equation: it keeps x = 1, where a denominator of the original equation is zero\.$/);
  });
});

describe('a restriction in a final answer', () => {
  // A restriction inside a conjunction is recorded while steps are judged, but a final answer
  // states its set without the values it excludes: "x <= 2, x ≠ 0" is (-∞, 0) ∪ (0, 2].
  it('a restriction that removes a solution makes the final answer wrong', () => {
    const r = checkTrace(['x + 1 <= 3', 'x <= 2, x != 0']);
    expect(r.steps[1]!.code).toBe('unsupported_restriction');
    expect(r.q1).toBe(false);
    expect(r.explanation).toContain('is not the solution set of the original inequality');
  });

  it('a restriction at an excluded value leaves the final answer exactly the solution set', () => {
    const r = checkTrace(['x/(x - 1) = 2', 'x = 2(x - 1), x != 1', 'x = 2, x != 1']);
    expect({ q1: r.q1, q2: r.q2, q3: r.q3 }).toEqual({ q1: true, q2: true, q3: -1 });
  });
});
