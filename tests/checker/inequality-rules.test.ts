// The checker on linear inequalities (issue 13): one hand-written trace per rule — the relation
// reversed by a negative factor and only by one, strictness, an expression in x as a factor, the
// sides exchanged, the final forms (x < v, v > x, intervals) — with the words of each reason.
import { describe, expect, it } from 'vitest';
import { expectTrace, V } from './helpers.ts';
import { checkTrace } from '../../src/core/checker/index.ts';

describe('inequalities: valid steps', () => {
  it('the textbook path, the relation reversed on a negative divisor', () => {
    const r = expectTrace(['3x + 5 > 5x - 7', '3x - 5x + 5 > -7', '-2x + 5 > -7', '-2x > -7 - 5', '-2x > -12', 'x < 6'], {
      q1: true, q2: true, q3: -1, kinds: ['original', 'equivalent', 'equivalent', 'equivalent', 'equivalent', 'equivalent'], codes: [V, V, V, V, V, V],
    });
    expect(r.steps[0]!.reason).toBe('the original inequality');
    expect(r.noun).toBe('inequality');
    expect(r.steps.map((s) => s.set)).toEqual(Array(6).fill('(-∞, 6)'));
    expect(r.explanation).toBe('All 6 steps are valid. The final answer x < 6 is exactly the solution set of the original inequality.');
  });

  it('x terms on the right, ending -12 > x; times a negative constant; sides exchanged; each with the reversal', () => {
    expectTrace(['3x + 5 < 2x - 7', '5 < 2x - 3x - 7', '5 < -x - 7', '5 + 7 < -x', '12 < -x', '-12 > x'], {
      q1: true, q2: true, q3: -1, kinds: ['original', ...Array<'equivalent'>(5).fill('equivalent')], codes: Array(6).fill(V),
    });
    expectTrace(['3x + 5 <= 2x - 7', '-2(3x + 5) >= -2(2x - 7)', '-6x - 10 >= -4x + 14', '(-6x - 10)/(-2) <= (-4x + 14)/(-2)', 'x <= -12'], {
      q1: true, q2: true, q3: -1, kinds: ['original', ...Array<'equivalent'>(4).fill('equivalent')], codes: Array(5).fill(V),
    });
    expectTrace(['3x + 5 < 2x - 7', '2x - 7 > 3x + 5', '-x - 7 > 5', 'x < -12'], {
      q1: true, q2: true, q3: -1, kinds: ['original', 'equivalent', 'equivalent', 'equivalent'], codes: Array(4).fill(V),
    });
  });

  it('interval notation as a final answer, with ∞ or inf, with or without x ∈', () => {
    for (const last of ['(-∞, -12)', 'x ∈ (-∞, -12)', '(-inf, -12)', 'x in (-infinity, -12)']) {
      expectTrace(['3x + 5 < 2x - 7', 'x < -12', last], { q1: true, q2: true, q3: -1, kinds: ['original', 'equivalent', 'equivalent'], codes: [V, V, V] });
    }
    expectTrace(['5x - 9 >= 0', 'x >= 9/5', 'x ∈ [9/5, ∞)'], { q1: true, q2: true, q3: -1, kinds: ['original', 'equivalent', 'equivalent'], codes: [V, V, V] });
  });

  it('both sides times an expression in x that is always positive keeps the set: valid', () => {
    expectTrace(['3x + 5 < 2x - 7', '(3x + 5)(x^2 + 1) < (2x - 7)(x^2 + 1)', 'x < -12'], {
      q1: true, q2: true, q3: -1, kinds: ['original', 'equivalent', 'equivalent'], codes: [V, V, V],
    });
  });
});

describe('inequalities: invalid steps and their words', () => {
  it('dividing by a negative number without reversing: inequality_direction (the issue\'s -2x + 3 < 7 trace)', () => {
    const r = expectTrace(['-2x + 3 < 7', '-2x < 4', 'x < -2'], {
      q1: false, q2: false, q3: 2, kinds: ['original', 'equivalent', 'invalid'], codes: [V, V, 'inequality_direction'],
    });
    expect(r.steps[2]!.reason).toBe('multiplying or dividing both sides by a negative number reverses the inequality, and this step does not reverse it');
    expect(r.explanation).toMatch(/The final answer x < -2 is not the solution set of the original inequality, which is \(-2, ∞\)\.$/);
  });

  it('multiplying by a negative constant without reversing: inequality_direction', () => {
    expectTrace(['3x + 5 < 2x - 7', '-2(3x + 5) < -2(2x - 7)', '-6x - 10 < -4x + 14', 'x > -12'], {
      q1: false, q2: false, q3: 1, kinds: ['original', 'invalid', 'equivalent', 'equivalent'], codes: [V, 'inequality_direction', V, V],
    });
  });

  it('an inequality trace without a final answer is told what a final answer of an inequality looks like', () => {
    const r = expectTrace(['3x + 5 < 2x - 7', '-6x - 10 > -4x + 14'], {
      q1: false, q2: false, q3: 1, kinds: ['original', 'invalid'], codes: [V, 'no_final_answer'],
    });
    expect(r.steps[1]!.reason).toBe('the trace does not end with a final answer such as "x < 3", "3 > x" or "(-∞, 3)"');
    // A chain has no single pair of sides, and is an inequality all the same (not "x = <number>").
    const chain = expectTrace(['-1 <= 2x + 1 < 5', '-2 <= 2x < 4'], {
      q1: false, q2: false, q3: 1, kinds: ['original', 'invalid'], codes: [V, 'no_final_answer'],
    });
    expect(chain.steps[1]!.reason).toBe('the trace does not end with a final answer such as "x < 3", "3 > x" or "(-∞, 3)"');
  });

  it('a reversal with no negative factor: inequality_direction, in words that do not invent a multiplication', () => {
    const r = expectTrace(['2x + 3 < 7', '2x < 4', 'x > 2'], {
      q1: false, q2: false, q3: 2, kinds: ['original', 'equivalent', 'invalid'], codes: [V, V, 'inequality_direction'],
    });
    expect(r.steps[2]!.reason).toBe('this step reverses the inequality, but it does not multiply or divide both sides by a negative number, nor exchange the sides, so the direction must stay');
  });

  it('the sides exchanged without reversing: inequality_direction, named as an exchange', () => {
    const r = expectTrace(['3x + 5 < 2x - 7', '2x - 7 < 3x + 5', '-x - 7 < 5', 'x > -12'], {
      q1: false, q2: false, q3: 1, kinds: ['original', 'invalid', 'equivalent', 'equivalent'], codes: [V, 'inequality_direction', V, V],
    });
    expect(r.steps[1]!.reason).toBe('exchanging the two sides reverses the inequality (a < b is b > a), and this step does not reverse it');
  });

  it('strict to non-strict and back: inequality_strictness', () => {
    const a = expectTrace(['2x + 3 < 7', '2x <= 4', 'x <= 2'], {
      q1: false, q2: false, q3: 1, kinds: ['original', 'invalid', 'equivalent'], codes: [V, 'inequality_strictness', V],
    });
    expect(a.steps[1]!.reason).toBe('the inequality < became <=: a strict inequality became non-strict');
    const b = expectTrace(['-2x + 3 >= 7', '-2x >= 4', 'x < -2'], {
      q1: false, q2: false, q3: 2, kinds: ['original', 'equivalent', 'invalid'], codes: [V, V, 'inequality_strictness'],
    });
    expect(b.steps[2]!.reason).toBe('the inequality >= became <: a non-strict inequality became strict');
  });

  it('both sides times an expression in x of unknown sign: unknown_sign_multiplier', () => {
    const r = expectTrace(['3x + 5 < 2x - 7', '(3x + 5)(x - 1) < (2x - 7)(x - 1)', 'x < -12'], {
      q1: true, q2: false, q3: 1, kinds: ['original', 'invalid', 'invalid'], codes: [V, 'unknown_sign_multiplier', 'changed_set'],
    });
    expect(r.steps[1]!.reason).toBe('both sides are multiplied by an expression in x, whose sign is unknown, so the direction of the inequality cannot be decided');
  });

  it('a ray moved: dropped_true_solution only when it loses values that solve the original', () => {
    // x < -14 loses [-14, -12), solutions of the original; the reverted x < -12 after x < -10 loses [-12, -10), which are not.
    expectTrace(['3x + 5 < 2x - 7', 'x + 5 < -7', 'x < -14'], {
      q1: false, q2: false, q3: 2, kinds: ['original', 'equivalent', 'invalid'], codes: [V, V, 'dropped_true_solution'],
    });
    expectTrace(['3x + 5 < 2x - 7', 'x + 5 < -7', 'x < -10', 'x < -12'], {
      q1: true, q2: false, q3: 2, kinds: ['original', 'equivalent', 'invalid', 'invalid'], codes: [V, V, 'changed_set', 'changed_set'],
    });
  });

  it('an interval with the wrong bracket or pointing the wrong way changes the set', () => {
    expectTrace(['3x + 5 < 2x - 7', 'x < -12', '(-∞, -12]'], {
      q1: false, q2: false, q3: 2, kinds: ['original', 'equivalent', 'invalid'], codes: [V, V, 'changed_set'],
    });
    expectTrace(['3x + 5 < 2x - 7', '-12 > x', '(-12, ∞)'], {
      q1: false, q2: false, q3: 2, kinds: ['original', 'equivalent', 'invalid'], codes: [V, V, 'changed_set'],
    });
  });
});

describe('the direction of an inequality: the sentence names what the step did (generator 3.7.0)', () => {
  const reason = (steps: string[], options = {}) => checkTrace(steps, options).steps[1]!.reason.replace(/; the trace does not end with a final answer.*/, '');
  it.each([
    [['-12 <= 4x', 'x <= -3'], 'the step exchanges the two sides and multiplies both by 1/4: exchanging reverses the inequality (a < b is b > a), and this step does not reverse it'],
    [['-12 <= -4x', 'x >= 3'], 'the step exchanges the two sides and multiplies both by -1/4: each reverses the inequality, so together they keep its direction, and this step reverses it'],
    [['-2x < 6', 'x < -3'], 'multiplying or dividing both sides by a negative number reverses the inequality, and this step does not reverse it'],
    [['2x < 6', 'x > 3'], 'this step reverses the inequality, but it does not multiply or divide both sides by a negative number, nor exchange the sides, so the direction must stay'],
    [['x > -7x', '-7x - x > 0'], 'this step turns the difference of the two sides into a negative multiple of it (as multiplying by a negative number, or exchanging the sides, does), which reverses the inequality, and this step does not reverse it'],
    [['-10x - 9 <= -7x - 6', '-7x - 6 <= -10x - 9'], 'exchanging the two sides reverses the inequality (a < b is b > a), and this step does not reverse it'],
  ])('%j', (steps, expected) => {
    expect(reason(steps)).toBe(expected);
  });

  it('generator 3.6.0\'s files keep its wording (directionWording36), which misnamed a step that moved the unknown', () => {
    expect(reason(['-12 <= 4x', 'x <= -3'], { directionWording36: true })).toBe('multiplying or dividing both sides by a negative number reverses the inequality, and this step does not reverse it');
  });
});
