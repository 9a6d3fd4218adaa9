// The checker on quadratic equations (issue 13): candidates with square roots named and
// compared exactly, ± expanding to two values, the quadratic formula, completing the square,
// "no real solution" for an empty set, and the classic errors: taking only the positive root,
// dividing by x, a wrong discriminant, a sign error in -b, a factoring slip.
import { describe, expect, it } from 'vitest';
import { checkTrace } from '../../src/core/checker/index.ts';
import { expectTrace, V } from './helpers.ts';

const valid = (steps: string[]) => expectTrace(steps, {
  q1: true, q2: true, q3: -1, kinds: ['original', ...steps.slice(1).map(() => 'equivalent' as const)], codes: steps.map(() => V),
});

describe('valid quadratic traces', () => {
  it('x = (-2 ± sqrt(8))/2 names two values, exactly the roots of x^2 + 2x - 1 = 0', () => {
    const r = valid(['x^2 + 2x - 1 = 0', 'x = (-2 ± sqrt(8))/2']);
    expect(r.final).toEqual(['-1 + sqrt(2)', '-1 - sqrt(2)']);
    expect(r.steps[0]!.set).toBe('{-1 - sqrt(2), -1 + sqrt(2)}');
    expect(r.explanation).toContain('The final answer x = -1 + sqrt(2) or x = -1 - sqrt(2) is exactly the solution set of the original equation.');
    valid(['x^2 + 2x - 1 = 0', 'x = (-2 ± sqrt(8))/2', 'x = (-2 ± 2sqrt(2))/2', 'x = -1 ± sqrt(2)']);
    valid(['x^2 + 2x - 1 = 0', 'x = (-2 +- √8)/2', 'x = -1 + √2 or x = -1 - √2']);
  });

  it('x^2 = 2 / x = sqrt(2) or x = -sqrt(2) (issue 13 bar), and ±', () => {
    valid(['x^2 = 2', 'x = sqrt(2) or x = -sqrt(2)']);
    valid(['x^2 = 2', 'x = ±sqrt(2)']);
    valid(['2x^2 = 1', 'x^2 = 1/2', 'x = ±sqrt(1/2)', 'x = ±sqrt(2)/2']);
  });

  it('factoring and the zero-product rule', () => {
    valid(['x^2 - 5x + 6 = 0', '(x - 2)(x - 3) = 0', 'x - 2 = 0 or x - 3 = 0', 'x = 2 or x = 3']);
    valid(['2x^2 + 3x = 2', '2x^2 + 3x - 2 = 0', '(2x - 1)(x + 2) = 0', 'x = 1/2 or x = -2']);
    valid(['x^2 = 4x', 'x^2 - 4x = 0', 'x(x - 4) = 0', 'x = 0 or x = 4']);
  });

  it('completing the square, and square roots with ± from (x - h)^2 = k', () => {
    valid(['x^2 + 2x - 1 = 0', 'x^2 + 2x + 1 = 2', '(x + 1)^2 = 2', 'x + 1 = ±sqrt(2)', 'x = -1 ± sqrt(2)']);
    valid(['(x - 3)^2 = 16', 'x - 3 = 4 or x - 3 = -4', 'x = 7 or x = -1']);
    valid(['(x - 3)^2 = 16', 'x - 3 = ±4', 'x = 3 ± 4']);
  });

  it('no real solution is the final answer of an empty set', () => {
    const r = valid(['x^2 + 1 = 0', 'no real solution']);
    expect(r.final).toEqual([]);
    valid(['x^2 + 4 = 0', 'x^2 = -4', 'no solution']);
    valid(['x^2 + 2x + 5 = 0', '(x + 1)^2 = -4', '∅']);
  });

  it('a check line with a square root is evaluated exactly', () => {
    const r = expectTrace(['x^2 + 2x - 1 = 0', 'check x = -1 + sqrt(2): 0 = 0, keep', 'x = -1 ± sqrt(2)'], {
      q1: true, q2: true, q3: -1, kinds: ['original', 'check', 'equivalent'], codes: [V, V, V],
    });
    expect(r.steps[1]!.checked).toEqual(['-1 + sqrt(2)']);
    expect(checkTrace(['x^2 + 2x - 1 = 0', 'check x = -1 + sqrt(2): 1 = 0, reject', 'x = -1 ± sqrt(2)']).steps[1]!.code).toBe('check_wrong_value');
    expect(checkTrace(['x^2 + 2x - 1 = 0', 'check x = -1 + sqrt(2): 0 = 0, reject', 'x = -1 ± sqrt(2)']).steps[1]!.code).toBe('check_wrong_verdict');
    expect(checkTrace(['x^2 + 2x - 1 = 0', 'check x = 1 + sqrt(2): 0 = 0, keep', 'x = -1 ± sqrt(2)']).steps[1]!.code).toBe('check_not_candidate');
  });
});

describe('quadratic errors', () => {
  it('taking only the positive square root drops a solution (issue 13 bar: x^2 = 9 / x = 3 has q1 false, q3 1)', () => {
    const r = expectTrace(['x^2 = 9', 'x = 3'], { q1: false, q2: false, q3: 1, kinds: ['original', 'invalid'], codes: [V, 'dropped_true_solution'] });
    expect(r.explanation).toContain('it misses x = -3, a solution of the original equation');
    const s = expectTrace(['x^2 = 2', 'x = sqrt(2)'], { q1: false, q2: false, q3: 1, kinds: ['original', 'invalid'], codes: [V, 'dropped_true_solution'] });
    expect(s.steps[1]!.reason).toBe('drops x = -sqrt(2), a solution of the original equation');
    expectTrace(['(x + 1)^2 = 2', 'x + 1 = sqrt(2)', 'x = -1 + sqrt(2)'], {
      q1: false, q2: false, q3: 1, kinds: ['original', 'invalid', 'equivalent'], codes: [V, 'dropped_true_solution', V],
    });
  });

  it('dividing both sides by x drops x = 0 (issue 13 bar: x^2 = 4x / x = 4 has q1 false, q2 false, q3 1)', () => {
    const r = expectTrace(['x^2 = 4x', 'x = 4'], { q1: false, q2: false, q3: 1, kinds: ['original', 'invalid'], codes: [V, 'dropped_true_solution'] });
    expect(r.explanation).toContain('misses x = 0');
    expectTrace(['x^2 = 4x', 'x^2/x = 4x/x', 'x = 4'], { q1: false, q2: false, q3: 1, kinds: ['original', 'invalid', 'equivalent'], codes: [V, 'dropped_true_solution', V] });
  });

  it('a wrong discriminant, a sign error in -b and a factoring slip change the set', () => {
    expectTrace(['x^2 + 2x - 1 = 0', 'x = (-2 ± sqrt(4))/2', 'x = 0 or x = -2'], {
      q1: false, q2: false, q3: 1, kinds: ['original', 'invalid', 'equivalent'], codes: [V, 'changed_set', V],
    });
    expectTrace(['x^2 + 2x - 1 = 0', 'x = (2 ± sqrt(8))/2', 'x = 1 ± sqrt(2)'], {
      q1: false, q2: false, q3: 1, kinds: ['original', 'invalid', 'equivalent'], codes: [V, 'changed_set', V],
    });
    expectTrace(['x^2 - x - 6 = 0', '(x + 2)(x + 3) = 0', 'x = -2 or x = -3'], {
      q1: false, q2: false, q3: 1, kinds: ['original', 'invalid', 'equivalent'], codes: [V, 'changed_set', V],
    });
  });

  it('"no real solution" for an equation that has solutions drops them', () => {
    const r = expectTrace(['x^2 - 4 = 0', 'no real solution'], { q1: false, q2: false, q3: 1, kinds: ['original', 'invalid'], codes: [V, 'dropped_true_solution'] });
    expect(r.explanation).toContain('misses x = -2, x = 2');
  });

  it('an extra value in the final list is an unresolved obligation and a wrong answer', () => {
    const r = expectTrace(['x^2 = 2', 'x = sqrt(2) or x = -sqrt(2) or x = 2'], {
      q1: false, q2: false, q3: 1, kinds: ['original', 'invalid'], codes: [V, 'unresolved_obligation'],
    });
    expect(r.obligations).toEqual([{ candidate: '2', opened: 1, checked: null, discharged: null }]);
  });

  it('a square root with a different d than the roots is a different number, compared exactly', () => {
    // sqrt(8)/2 = sqrt(2) and sqrt(18)/3 = sqrt(2), but sqrt(3) is not
    valid(['x^2 = 2', 'x = ±sqrt(8)/2', 'x = ±sqrt(18)/3']);
    expectTrace(['x^2 = 2', 'x = ±sqrt(3)'], { q1: false, q2: false, q3: 1, kinds: ['original', 'invalid'], codes: [V, 'changed_set'] });
  });
});
