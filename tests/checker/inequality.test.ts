// The checker on linear inequalities (issue 13): the textbook path and its valid variants
// (x terms to the right ending in -12 > x, multiplying or dividing by a negative with the flip,
// swapping sides with the relation reversed, interval notation), and the error kinds named for
// what they are: a missing flip, a flip after a positive number, strict ↔ non-strict, and a
// multiplication by an expression in x, whose sign is unknown.
import { describe, expect, it } from 'vitest';
import { checkTrace } from '../../src/core/checker/index.ts';
import { expectTrace, V } from './helpers.ts';

const valid = (steps: string[]) => expectTrace(steps, {
  q1: true, q2: true, q3: -1, kinds: ['original', ...steps.slice(1).map(() => 'equivalent' as const)], codes: steps.map(() => V),
});

describe('valid inequality traces', () => {
  it('the textbook path: x terms left, constants right, divide by the coefficient', () => {
    const r = valid(['3x + 5 < 2x - 7', 'x + 5 < -7', 'x < -12']);
    expect(r.noun).toBe('inequality');
    expect(r.final).toEqual(['(-∞, -12)']);
    expect(r.steps.map((s) => s.set)).toEqual(['(-∞, -12)', '(-∞, -12)', '(-∞, -12)']);
    expect(r.explanation).toBe('All 3 steps are valid. The final answer x < -12 is exactly the solution set of the original inequality.');
  });

  it('-12 > x is a final answer (issue 13 bar), and so is every interval notation', () => {
    valid(['3x + 5 < 2x - 7', '-12 > x']);
    valid(['3x + 5 < 2x - 7', '5 + 7 < 2x - 3x', '12 < -x', '-12 > x']);
    for (const final of ['(-∞, -12)', '(-inf, -12)', 'x ∈ (-∞, -12)', 'x in (-infinity, -12)', 'x < -12']) valid(['3x + 5 < 2x - 7', final]);
    valid(['3x + 5 <= 2x - 7', 'x ∈ (-inf, -12]']);
    valid(['5x - 9 >= 0', '5x >= 9', 'x >= 9/5', 'x ∈ [9/5, ∞)']);
    const chain = valid(['-1 <= 2x + 1 < 5', '-2 <= 2x < 4', '-1 <= x < 2', '[-1, 2)']);
    // a chain is an inequality too (it was called "the original equation")
    expect(chain.noun).toBe('inequality');
    expect(chain.explanation).toMatch(/is exactly the solution set of the original inequality\.$/);
  });

  it('multiplying or dividing both sides by a negative number with the flip', () => {
    valid(['-2x + 3 < 7', '-2x < 4', 'x > -2']);
    valid(['-x/2 < 1', '-x < 2', 'x > -2']);
    valid(['-3x >= 6', 'x <= -2']);
    valid(['x - 4 > 2x', '-x > 4', 'x < -4']);
  });

  it('adding the same term to both sides, and swapping the sides with the relation reversed', () => {
    valid(['2x + 1 < 5', '2x + 1 + x < 5 + x', '3x + 1 < 5 + x', '2x < 4', 'x < 2']);
    valid(['2x + 1 < 5', '5 > 2x + 1', '4 > 2x', '2 > x']);
  });
});

describe('inequality errors, each with its own code', () => {
  it('no flip after dividing by a negative number (issue 13 bar: q3 = 2)', () => {
    const r = expectTrace(['-2x + 3 < 7', '-2x < 4', 'x < -2'], {
      q1: false, q2: false, q3: 2, kinds: ['original', 'equivalent', 'invalid'], codes: [V, V, 'inequality_direction'],
    });
    expect(r.steps[2]!.reason).toMatch(/negative number reverses the inequality/);
    expect(r.explanation).toContain('The final answer x < -2 is not the solution set of the original inequality, which is (-2, ∞).');
  });

  it('no flip after multiplying by a negative number', () => {
    expectTrace(['-x/3 > 2', 'x > -6'], { q1: false, q2: false, q3: 1, kinds: ['original', 'invalid'], codes: [V, 'inequality_direction'] });
  });

  it('a flip after dividing by a positive number', () => {
    const r = expectTrace(['2x + 3 < 7', '2x < 4', 'x > 2'], {
      q1: false, q2: false, q3: 2, kinds: ['original', 'equivalent', 'invalid'], codes: [V, V, 'inequality_direction'],
    });
    expect(r.steps[2]!.reason).toMatch(/reverses the inequality, but it does not multiply or divide both sides by a negative number/);
  });

  it('strict ↔ non-strict, with or without a correct flip', () => {
    expectTrace(['2x + 3 < 7', '2x < 4', 'x <= 2'], { q1: false, q2: false, q3: 2, kinds: ['original', 'equivalent', 'invalid'], codes: [V, V, 'inequality_strictness'] });
    expectTrace(['-x <= 3', 'x > -3'], { q1: false, q2: false, q3: 1, kinds: ['original', 'invalid'], codes: [V, 'inequality_strictness'] });
    expectTrace(['2x >= 4', 'x > 2'], { q1: false, q2: false, q3: 1, kinds: ['original', 'invalid'], codes: [V, 'inequality_strictness'] });
  });

  it('multiplying both sides by an expression in x is unknown_sign_multiplier', () => {
    const r = expectTrace(['2x + 3 < 7', 'x(2x + 3) < 7x', 'x < 2'], {
      q1: true, q2: false, q3: 1, kinds: ['original', 'invalid', 'invalid'], codes: [V, 'unknown_sign_multiplier', 'changed_set'],
    });
    expect(r.steps[1]!.reason).toMatch(/expression in x, whose sign is unknown/);
    // multiplying by x² drops x = 0: still a multiplier of unknown sign, named as such
    expect(checkTrace(['2x + 3 < 7', 'x^2(2x + 3) < 7x^2', 'x < 2']).steps[1]!.code).toBe('unknown_sign_multiplier');
  });

  it('a sign error moving a term and an arithmetic slip change the set', () => {
    expectTrace(['3x + 5 < 2x - 7', 'x < -7 + 5', 'x < -2'], { q1: false, q2: false, q3: 1, kinds: ['original', 'invalid', 'equivalent'], codes: [V, 'changed_set', V] });
    expectTrace(['2x + 3 < 7', '2x < 10', 'x < 5'], { q1: false, q2: false, q3: 1, kinds: ['original', 'invalid', 'equivalent'], codes: [V, 'changed_set', V] });
  });

  it('an interval with the wrong bracket is a wrong final answer', () => {
    expectTrace(['3x + 5 < 2x - 7', '(-∞, -12]'], { q1: false, q2: false, q3: 1, kinds: ['original', 'invalid'], codes: [V, 'changed_set'] });
    expectTrace(['3x + 5 < 2x - 7', '(-12, ∞)'], { q1: false, q2: false, q3: 1, kinds: ['original', 'invalid'], codes: [V, 'changed_set'] });
  });

  it('an inequality that holds for every x is not a usable original (and no sentence judges the answer)', () => {
    const r = checkTrace(['x + 1 > x', 'x > 0']);
    expect(r.steps[0]!.code).toBe('bad_original');
    expect(r.claims.q1).toBe(false);
    expect(r.explanation).not.toMatch(/satisf|solution set of the original/);
  });

  // Design gap (reported): the diagnosis compares left - right of two steps as polynomials, so a
  // division by an expression in x (sides with denominators) is not named; the set change is.
  it.fails('dividing both sides by x is unknown_sign_multiplier too', () => {
    expect(checkTrace(['2x + 3 < 7', '(2x + 3)/x < 7/x', 'x < 2']).steps[1]!.code).toBe('unknown_sign_multiplier');
  });
});
