// Pasted work: a step that adds values is candidate-generating only where an operation on the line
// before gives it: multiplying both sides by an expression in x, squaring, clearing denominators,
// each of which gives a multiple of that line's equation (check.ts, multipleOf). A slip that adds a
// value (`x^2 + 10x + 25 = 0`, then `x^2 = 25`) is the line's error; read as candidate-generating, the
// check that threw its extra value out made the work all valid (red team, round 8).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gold, readPasted, VALID } from './helpers.ts';
import { checkTrace } from '../../src/core/checker/index.ts';

const read = (text: string) => readPasted(text).result;
const signed = (n: number) => (n < 0 ? `- ${-n}` : `+ ${n}`);

describe('a step that adds values by a slip, not by an operation', () => {
  it.each([
    ['a term lost', 'x^2 + 10x + 25 = 0\nx^2 = 25\nx = 5 or x = -5\ncheck x = 5: 25 + 50 + 25 = 100 ≠ 0, reject\nx = -5'],
    ['a perfect square factored as a difference of squares', 'x^2 - 6x + 9 = 0\n(x - 3)(x + 3) = 0\nx = 3 or x = -3\ncheck x = -3: 9 + 18 + 9 = 36 ≠ 0, reject\nx = 3'],
    ['the same, with a leading coefficient', '4x^2 + 4x + 1 = 0\n(2x + 1)(2x - 1) = 0\nx = -1/2 or x = 1/2\ncheck x = 1/2: 1 + 2 + 1 = 4 ≠ 0, reject\nx = -1/2'],
  ])('%s: the first error, though a check throws the extra value out', (_name, text) => {
    const r = read(text);
    expect(gold(r), r.explanation).toEqual({ q1: true, q2: false, q3: 1 });
    expect(r.steps[1]!.code).toBe('changed_set');
    expect(r.steps[1]!.reason).toContain('no operation on the line before gives this line');
  });

  it.each([
    ['squaring', 'x - 1 = 3\n(x - 1)^2 = 9\nx^2 - 2x - 8 = 0\nx = 4 or x = -2\ncheck x = -2: -2 - 1 = -3, not 3, reject\nx = 4'],
    ['multiplying both sides by x', '2x - 4 = x + 1\nx(2x - 4) = x(x + 1)\nx^2 - 5x = 0\nx = 0 or x = 5\ncheck x = 0: 2(0) - 4 = -4 and 0 + 1 = 1, reject\nx = 5'],
    ['clearing by a common denominator that is not the least', '1/x = 1/(x(x - 1))\nx - 1 = 1\nx = 2'],
    ['clearing one denominator at a time', '1/x + 1/(x - 1) = 3/(x(x - 1))\n1 + x/(x - 1) = 3/(x - 1)\nx - 1 + x = 3\nx = 2'],
    ['clearing a value the original excludes', 'x/(x - 2) = 2/(x - 2)\nx = 2\nx = 2 makes the denominator zero, reject\nno solution'],
  ])('%s: candidate-generating, as before', (_name, text) => {
    const r = read(text);
    expect(gold(r), r.explanation).toEqual(VALID);
  });

  it('a square root of a negative number written as ± values: no operation gives it', () => {
    const r = read('(x - 1)^2 = -4\nx - 1 = ±2\nx = 3 or x = -1\ncheck x = 3: (3 - 1)^2 = 4 ≠ -4, reject\ncheck x = -1: (-1 - 1)^2 = 4 ≠ -4, reject\nno real solution');
    expect(gold(r), r.explanation).toEqual({ q1: true, q2: false, q3: 1 });
    // From x - 1 = 3, the same ± line is squaring, written as its values: candidate-generating.
    const squared = read('x - 1 = 3\nx - 1 = ±3\nx = 4 or x = -2\ncheck x = -2: -2 - 1 = -3, not 3, reject\nx = 4');
    expect(gold(squared), squared.explanation).toEqual(VALID);
  });

  it('the benchmark\'s strict reading keeps its set-by-set rule', () => {
    expect(checkTrace(['x^2 + 10x + 25 = 0', 'x^2 = 25', 'x = 5 or x = -5', 'check x = 5: 100 != 0, reject', 'x = -5']).q2).toBe(true);
  });

  it('property: multiplying both sides of a linear equation by (x - r) is candidate-generating; (x - p)^2 = 0 rewritten x^2 = p^2 is a slip', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 }), fc.integer({ min: 1, max: 9 }), (a, b, r, p) => {
      // a x + b = 0 has the one solution -b/a; times (x - r), expanded: a x^2 + (b - a r) x - b r = 0.
      fc.pre(-b !== a * r);
      // (A line after it: the last line is judged as the answer.)
      const times = read(`${a}x ${signed(b)} = 0\n${a}x^2 ${signed(b - a * r)}x ${signed(-b * r)} = 0\nx = ${-b}/${a}`);
      expect(times.steps[1]!.kind, times.explanation).toBe('candidate-generating');
      const slip = read(`x^2 - ${2 * p}x + ${p * p} = 0\nx^2 = ${p * p}\nx = ${p}`);
      expect(slip.steps[1]!.code).toBe('changed_set');
    }), { numRuns: 120 });
  });
});
