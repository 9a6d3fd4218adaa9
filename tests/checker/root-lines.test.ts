// A list written one value a line (root-lines.ts): `x₁ = 3`, then `x₂ = 2`. Read to the letter the
// second line replaced the first, and right work "dropped x = 2, a solution".
import { describe, expect, it } from 'vitest';
import { gold, readPasted as read, VALID } from './helpers.ts';
import { checkTrace } from '../../src/core/checker/index.ts';

describe('a list written one value a line', () => {
  it.each([
    ['x₁, x₂', 'x^2 - 5x + 6 = 0\nx₁ = 3\nx₂ = 2'],
    ['x_1, x_2', 'x^2 - 5x + 6 = 0\nx_1 = 3\nx_2 = 2'],
    ['x1, x2 worked out after a discriminant', 'x^2 - 5x + 6 = 0\nD = 25 - 24 = 1\nx1 = (5 + 1)/2 = 3\nx2 = (5 - 1)/2 = 2'],
    ['plain lines under a product', 'x^2 - 5x + 6 = 0\n(x - 2)(x - 3) = 0\nx = 2\nx = 3'],
    ['numbered lines before a check', 'x^2 - 5x + 6 = 0\nx₁ = 3\nx₂ = 2\n(3)^2 - 5(3) + 6 = 0'],
  ])('%s: the first is a value of the line before, the second completes the list', (_, text) => {
    const r = read(text).result;
    expect(gold(r), r.steps.map((s) => `${s.index} ${s.kind} ${s.reason}`).join('\n')).toEqual(VALID);
    const first = r.steps.findIndex((s) => s.kind === 'computation' && s.reason.startsWith('the first value'));
    expect(first).toBeGreaterThan(0);
    expect(r.steps[first + 1]!.reason).toContain(`(read with step ${first} as the list`);
  });

  it('a first value that is no value of the line before is the first error', () => {
    const r = read('x^2 - 5x + 6 = 0\nx_1 = 4\nx_2 = 2').result;
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 1 });
    expect(r.steps[1]!.reason).toBe('x = 4 does not satisfy the line before, so it is none of its values');
  });

  it('a wrong second value makes the list wrong', () => {
    expect(gold(read('x^2 - 5x + 6 = 0\n(x - 2)(x - 3) = 0\nx = 2\nx = 4').result)).toEqual({ q1: false, q2: false, q3: 3 });
  });

  it('plain lines are read as written where the line before names one value, or the original excludes values', () => {
    expect(read('2x = 4\nx = 2\nx = 3').result.q3).toBe(2);
    const rational = read('x^2/(x-2) = 4/(x-2)\nx^2 = 4\nx = 2 or x = -2\nx = 2\nx = -2').result;
    expect(rational.steps[3]!.kind).not.toBe('computation');
  });

  it('the benchmark\'s strict reading is unchanged', () => {
    expect(checkTrace(['x^2 - 5x + 6 = 0', '(x - 2)(x - 3) = 0', 'x = 2', 'x = 3']).q3).toBe(2);
  });
});

describe('the root formula\'s label x₁,₂ names both roots (pasted work)', () => {
  it.each(['x₁,₂', 'x1,2', 'x_1,2', 'x_{1,2}', 'x₁, ₂', 'X1,2'])('"%s = (5 ± 1)/2" is x = (5 ± 1)/2, shown as typed', (label) => {
    const r = read(`x^2 - 5x + 6 = 0\n${label} = (5 ± 1)/2\nx = 3 or x = 2`).result;
    expect(gold(r), r.explanation).toEqual(VALID);
    expect(r.steps[1]!.kind).toBe('equivalent');
    // (the unknown's case made one, as on every line)
    expect(r.steps[1]!.text).toBe(`${label.replace('X', 'x')} = (5 ± 1)/2`);
  });

  it('then x₁ = 3 and x₂ = 2, one a line, as classes in Germany write it', () => {
    expect(gold(read('x^2 - 5x + 6 = 0\nx₁,₂ = (5 ± √(25 - 24))/2\nx₁ = 3\nx₂ = 2').result)).toEqual(VALID);
  });

  it('a wrong formula is wrong, and an error after the label is found at its column', () => {
    expect(gold(read('x^2 - 5x + 6 = 0\nx₁,₂ = (5 ± 2)/2').result)).toEqual({ q1: false, q2: false, q3: 1 });
    const r = read('x^2 - 5x + 6 = 0\nx₁,₂ = (5 ± 1)/2 +').result;
    expect(r.unreadable).toEqual([1]);
    expect(r.steps[1]!.reason).toMatch(/^column 19: /);
  });

  it('only where a statement starts with it, and not in the benchmark\'s strict reading', () => {
    expect(read('x^2 - 5x + 6 = 0\nx = 2 or x₁,₂ = 3').result.unreadable).toEqual([1]);
    expect(gold(checkTrace(['x^2 - 5x + 6 = 0', 'x₁,₂ = (5 ± 1)/2']))).toEqual({ q1: false, q2: false, q3: 1 });
  });
});
