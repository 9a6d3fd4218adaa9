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

  it('plain lines are read as written where the line before names one value; where the original excludes one of them, the answer is not judged', () => {
    expect(read('2x = 4\nx = 2\nx = 3').result.q3).toBe(2);
    // `x = 2`, then `x = -2`: the answer -2 with 2 left unsaid, or the list of both (with 2 kept).
    // Read as the first, the checker said "x = 2 drops x = -2, a solution", false of the second.
    const rational = read('x^2/(x-2) = 4/(x-2)\nx^2 = 4\nx = 2 or x = -2\nx = 2\nx = -2').result;
    expect(rational.steps[3]!.kind).toBe('computation');
    expect(rational.unreadable).toEqual([4]);
    expect(rational.claims).toEqual({ q1: false, q2: false, q3: false });
  });

  it('the benchmark\'s strict reading is unchanged', () => {
    expect(checkTrace(['x^2 - 5x + 6 = 0', '(x - 2)(x - 3) = 0', 'x = 2', 'x = 3']).q3).toBe(2);
  });
});

// A zero product's cases written one factor at a time (`x - 2 = 0`, `x = 2`, `x - 3 = 0`, `x = 3`).
// Read to the letter `x - 2 = 0` "drops x = 3, a solution" and the answer `x = 3` "misses x = 2".
describe('a zero product\'s cases written one line at a time', () => {
  const steps = (text: string) => read(text).result.steps.map((s) => `${s.index} ${s.kind} ${s.reason}`).join('\n');

  it.each([
    ['the product as the original', '(x - 2)(x - 3) = 0\nx - 2 = 0\nx = 2\nx - 3 = 0\nx = 3', 'x = 2 or x = 3'],
    ['a bare factor x', 'x^2 - 5x = 0\nx(x - 5) = 0\nx = 0\nx - 5 = 0\nx = 5', 'x = 0 or x = 5'],
    ['a case of three lines', '(2x - 1)(x + 3) = 0\n2x - 1 = 0\n2x = 1\nx = 1/2\nx + 3 = 0\nx = -3', 'x = 1/2 or x = -3'],
    ['the factors skipped', 'x^2 - 5x + 6 = 0\nx - 2 = 0\nx = 2\nx - 3 = 0\nx = 3', 'x = 2 or x = 3'],
    ['a solved case then a factor', '2x^2 - 8 = 0\nx^2 = 4\nx = 2\nx + 2 = 0\nx = -2', 'x = 2 or x = -2'],
  ])('%s: every line is a case of the product, the last reads as the list', (_, text, list) => {
    const r = read(text).result;
    expect(gold(r), steps(text)).toEqual(VALID);
    const last = r.steps[r.steps.length - 1]!;
    expect(last.reason).toContain(`as the list ${list})`);
    expect(r.steps.filter((s) => s.reason.startsWith('a case of step')).length).toBe(2);
  });

  it('the list is compared with the product, and says so (not with the aside above it)', () => {
    const r = read('(x - 2)(x - 3) = 0\nx - 2 = 0\nx = 2\nx - 3 = 0\nx = 3').result;
    expect(r.steps[4]!.reason).toBe('same solution set as step 0 (read with steps 1–3 as the list x = 2 or x = 3)');
    expect(read('x^2 - 5x + 6 = 0\nx₁ = 3\nx₂ = 2').result.steps[2]!.reason).toBe('same solution set as step 0 (read with step 1 as the list x = 3 or x = 2)');
  });

  it('the list restated after the cases is a step from it', () => {
    expect(gold(read('(x - 2)(x - 3) = 0\nx - 2 = 0\nx = 2\nx - 3 = 0\nx = 3\nx = 2 or x = 3').result)).toEqual(VALID);
  });

  it('a slip inside a case is the first error, said of the case', () => {
    const r = read('(x - 2)(x - 3) = 0\nx - 2 = 0\nx = -2\nx - 3 = 0\nx = 3').result;
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 2 });
    expect(r.steps[2]!.reason).toBe('does not follow from step 1: that line holds only at x = 2, this one only at x = -2');
    expect(r.steps[4]!.reason).toContain('(read with steps 1–3 as the list x = -2 or x = 3)');
  });

  it('a case that starts on no value of the product is the first error', () => {
    const r = read('(x - 2)(x - 3) = 0\nx - 2 = 0\nx = 2\nx - 4 = 0\nx = 4').result;
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 3 });
    expect(r.steps[3]!.reason).toContain('holds only at x = 4, which is none of the values of step 0');
  });

  it('a wrong last line ends the list with its wrong value', () => {
    const r = read('(x - 2)(x - 3) = 0\nx - 2 = 0\nx = 2\nx - 3 = 0\nx = 4').result;
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 4 });
    expect(r.steps[4]!.reason).toContain('as the list x = 2 or x = 4)');
  });

  it('one case alone is read to the letter: the other value is dropped', () => {
    const r = read('(x - 2)(x - 3) = 0\nx - 2 = 0\nx = 2').result;
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 1 });
    expect(r.steps[1]!.reason).toContain('drops x = 3');
  });

  it('a solved line after an unsolved one goes on its case: `x - 2 = 0`, `x = 3` is a wrong step', () => {
    const r = read('(x - 2)(x - 3) = 0\nx - 2 = 0\nx = 3\nx - 2 = 0\nx = 2').result;
    expect(gold(r)).toEqual({ q1: true, q2: false, q3: 2 });
    expect(r.steps[2]!.reason).toBe('does not follow from step 1: that line holds only at x = 2, this one only at x = 3');
  });

  it.each([
    ['x = 2 after the cases', 'x^2 + x - 6 = 0\n(x - 2)(x + 3) = 0\nx - 2 = 0 => x = 2\nx + 3 = 0 => x = -3\nx = 2', { q1: false, q2: false, q3: 4 }, 'drops x = -3'],
    ['Answer: x = 2 after the cases', 'x^2 + x - 6 = 0\n(x - 2)(x + 3) = 0\nx - 2 = 0 => x = 2\nx + 3 = 0 => x = -3\nAnswer: x = 2', { q1: false, q2: false, q3: 4 }, 'drops x = -3'],
    ['the last case\'s value again', 'x/(x + 2) - 2/(x - 2) = 8/(x^2 - 4)\nx^2 - 4x - 12 = 0\n(x - 6)(x + 2) = 0\nx - 6 = 0 => x = 6\nx + 2 = 0 => x = -2\nx = -2', { q1: false, q2: false, q3: 5 }, 'drops x = 6'],
  ])('a value a finished case gave, after the cases, is the answer, not one more case: %s (round 21; before: the list of every case, all valid)', (_name, text, want, says) => {
    const r = read(text).result;
    expect(gold(r)).toEqual(want);
    expect(r.explanation).toContain(says);
  });

  it('the list after a case worked wrongly follows that work: no later step is invalid (round 22: "1 later step is invalid too")', () => {
    const r = read('Solve 2x^2 - 4x - 30 = 0 by factoring.\n(2x + 6)(x - 5) = 0\n2x + 6 = 0 (first factor)\n2x = 6\nx = 6/2\nx = 3\nx - 5 = 0 (second factor)\nx = 5\nx = 3 or x = 5').result;
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 3 });
    expect(r.explanation).not.toContain('later step');
    expect(r.steps[7]!.reason).toContain('follows the case worked wrongly');
  });

  it('but not where a value of the product has no case: the list drops it', () => {
    const r = read('x^2 - 5x + 6 = 0\n(x - 2)(x - 3) = 0\nx - 2 = 0\nx = 5\nx - 2 = 0\nx = 2').result;
    expect(r.unreadable).toEqual([]);
    expect(r.steps[3]!.valid).toBe(false);
    expect(r.steps[5]!.valid).toBe(false);
    expect(r.steps[5]!.reason).not.toContain('follows the case');
  });

  it('a value worked out in a case (`x = -6/2`, then `x = -3`) still goes on its case', () => {
    expect(gold(read('x^2 + x - 6 = 0\n(x - 2)(x + 3) = 0\nx - 2 = 0\nx = 2\n2x + 6 = 0\nx = -6/2\nx = -3').result)).toEqual(VALID);
  });

  it.each([
    ['(reject) beside a solution', 'x^2 + x - 6 = 0\n(x - 2)(x + 3) = 0\nx - 2 = 0 => x = 2\nx + 3 = 0 => x = -3 (reject)\nx = 2', false],
    ['(rejected, …) beside an excluded value', '(x^2 + x)/(x - 3) = 12/(x - 3)\nx^2 + x - 12 = 0\n(x + 4)(x - 3) = 0\nx + 4 = 0 => x = -4\nx - 3 = 0 => x = 3 (rejected, the denominator x - 3 is zero)\nx = -4', true],
    ['both rejected', '(x^2 + x)/(x - 3) = 12/(x - 3)\nx^2 + x - 12 = 0\n(x + 4)(x - 3) = 0\nx + 4 = 0 => x = -4 (rejected, division by zero)\nx - 3 = 0 => x = 3 (rejected, division by zero)\nno solution', false],
  ])('a verdict noted beside a case: the cases are not read, the answer is (%s; round 21: before, the note was passed over and the list was the answer)', (_name, text, q1) => {
    const r = read(text).result;
    expect(r.q1).toBe(q1);
    expect(r.claims.q1).toBe(true);
    expect(r.claims.q2).toBe(false);
    expect(r.claims.q3).toBe(false);
    expect(r.unreadable.length).toBeGreaterThan(0);
    expect(r.explanation).toContain('noted beside step');
  });

  it('a solved line of a new value after a solved line starts a case (the factor line left out)', () => {
    expect(gold(read('(x - 2)(x - 3) = 0\nx - 2 = 0\nx = 2\nx = 3').result)).toEqual(VALID);
  });

  it('solved lines alone form no run: where the original excludes values they are read as written', () => {
    const r = read('x^2/(x-2) = 4/(x-2)\nx^2 = 4\nx = 2 or x = -2\nx = 2\nx = -2').result;
    expect(r.steps.some((s) => s.reason.startsWith('a case of step'))).toBe(false);
  });

  it('the benchmark\'s strict reading is unchanged', () => {
    expect(checkTrace(['(x - 2)(x - 3) = 0', 'x - 2 = 0', 'x = 2', 'x - 3 = 0', 'x = 3']).q3).toBe(1);
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

describe('a zero product\'s cases each worked on one line ("x + 4 = 0 → x = -4")', () => {
  const product = 'x^2 + 2x - 8 = 0\n(x + 4)(x - 2) = 0\n';

  it.each([
    'x + 4 = 0 → x = -4\nx - 2 = 0 → x = 2',
    'x + 4 = 0 ⇒ x = -4\nx - 2 = 0 ⇒ x = 2',
    'x + 4 = 0 so x = -4\nx - 2 = 0\nx = 2',
  ])('%s', (cases) => {
    const r = read(product + cases).result;
    // Before: the second case replaced the first, and right work "dropped x = 2, a solution"
    // (step 2) with its answer "x = 2 … misses x = -4".
    expect(gold(r), r.explanation).toEqual(VALID);
    expect(r.steps[2]!.reason).toContain('a case of step 1');
    expect(r.final).toEqual(['-4', '2']);
  });

  it('a slip within a case\'s line is that line\'s error, and the answer is the cases\' values', () => {
    const r = read(`${product}x + 4 = 0 ⇒ x = -4\nx - 2 = 0 ⇒ x = 3`).result;
    // Before: step 2 "drops x = 2, a solution" (false), and step 3 was unreadable.
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 3 });
    expect(r.steps[2]!.valid).toBe(true);
    expect(r.steps[3]).toMatchObject({ code: 'wrong_computation', valid: false });
    expect(r.steps[3]!.reason).toMatch(/^a case worked on one line: x - 2 = 0 holds only at x = 2, one of the values of step 1, but x = 3 does not follow from it; /);
    expect(r.final).toEqual(['-4', '3']);
  });

  it('a slip in the first case is the first error', () => {
    const r = read(`${product}x + 4 = 0 → x = 4\nx - 2 = 0 → x = 2`).result;
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 2 });
    expect(r.steps[2]!.reason).toBe('a case worked on one line: x + 4 = 0 holds only at x = -4, one of the values of step 1, but x = 4 does not follow from it');
  });

  it('a case line whose first statement is no value of the product says so', () => {
    const r = read(`${product}x + 5 = 0 → x = 4\nx - 2 = 0 → x = 2`).result;
    expect(r.q3).toBe(2);
    expect(r.steps[2]!.reason).toBe('a case worked on one line: x + 5 = 0 holds only at x = -5, which is not one of the values of step 1');
  });

  it('the benchmark\'s strict reading is unchanged', () => {
    expect(checkTrace(['x^2 + 2x - 8 = 0', '(x + 4)(x - 2) = 0', 'x + 4 = 0 → x = -4', 'x - 2 = 0 → x = 2']).steps[2]!.code).toBe('parse_error');
  });
});

describe('two roots numbered one a line, the second worked out wrong or not read (root-lines.ts, check.ts numberedPair)', () => {
  it('a slip in the second is its error, and the first is no step of its own (red team, rounds 9 and 10)', () => {
    // Before: the pair was not formed, and the first root "dropped x = 3", the root the second line holds.
    const r = read('x^2 - 7x + 12 = 0\nD = 49 - 48 = 1\nx1 = (7 + 1)/2 = 4\nx2 = (7 - 1)/2 = 4').result;
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 3 });
    expect(r.steps[3]!.reason).toContain('(7 - 1)/2 = 4 is false');
    expect(r.steps[2]!.valid).toBe(true);
    // Where the second is no value at all, neither is judged alone.
    const unread = read('x^2 - 7x + 12 = 0\nx1 = 4\nx2 = 3 + ?').result;
    expect(unread.unreadable).toEqual([1, 2]);
    expect(gold(read('x^2 - 7x + 12 = 0\nD = 49 - 48 = 1\nx1 = (7 + 1)/2 = 4\nx2 = (7 - 1)/2 = 3').result)).toEqual(VALID);
  });
});
