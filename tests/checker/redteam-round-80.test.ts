// Red team, round 80 (stop 54): what blind reviewers found, each case failing before its fix. Round 80 A (aimed at rounds
// 78–79's readings): notes in words no reading knew, beside values, a line of numbers or a discriminant, passed as comments
// (`x = -3 (nope)`, `x = 4 (good)`, `0 = 0 (unique solution)`, `D = 4 (equal roots)`), and `(two equal roots)` was counted two;
// a rejecting note in other words beside the first of two value lines (`x = -2 (bad)`, then `x = 3`) left them a list; the
// answer in a note on the last line (`0 = 0 (infinitely many solutions)`) was "no final answer".
import { describe, expect, it } from 'vitest';
import { judgedAs, readPasted } from './helpers.ts';

const read = (text: string) => readPasted(text).result;
const judged = judgedAs;

describe('a verdict in words no reading knows, beside a value (round 80 A)', () => {
  it.each([
    'x/(x + 3) + 1 = -3/(x + 3)\nx + (x + 3) = -3\n2x + 3 = -3\n2x = -6\nx = -3 (undefined)\nno solution',
    '2x/(x - 1) = 2/(x - 1) + 3\n2x = 2 + 3(x - 1)\n2x = 3x - 1\nx = 1 (bad)\nno solution',
    '5/(x - 5) = x/(x - 5)\n5 = x\nx = 5 (DNE)\nno solution',
    '(x + 6)/(x - 3) = 9/(x - 3)\nx + 6 = 9\nx = 3 (nope)\nno solution',
  ])('%s: the note line is not judged, and the line after it is not blamed for dropping the value', (text) => {
    const r = read(text);
    expect(r.claims.q2).toBe(false);
    expect(r.explanation).not.toMatch(/drops x = -?\d before a check line has rejected it(?! \(unless)/);
  });
  it.each([
    'x^2 - x - 6 = 0\n(x - 3)(x + 2) = 0\nx = 3 or x = -2\nx = -2 (bad)\nx = 3',
    'x^2 + 2x - 15 = 0\n(x + 5)(x - 3) = 0\nx = -5 (out)\nx = 3',
    'x^2 - 9x + 20 = 0\n(x - 4)(x - 5) = 0\nx = 4 (nope)\nx = 5',
    'x^2 - x - 6 = 0\n(x - 3)(x + 2) = 0\nx = -2 (DNE)\nx = 3',
    'x^2 = 16\nx = 4 or x = -4\nx = -4 (rej.)\nx = 4',
  ])('%s: a root thrown out is no half of a list, and the answer is not called right', (text) => {
    const r = read(text);
    if (r.claims.q1) expect(r.q1, r.explanation).toBe(false);
  });
  it('a note keeping both values leaves them a list, as before', () => {
    judged('x^2 - 5x + 6 = 0\n(x - 2)(x - 3) = 0\nx = 2 (works)\nx = 3 (works)', [true, true, -1]);
  });
});

describe('notes beside a discriminant or a line of numbers (round 80 A)', () => {
  it.each([
    'x^2 - 4x + 3 = 0\nD = 16 - 12 = 4 (equal roots)\nx = (4 ± 2)/2\nx = 3 or x = 1',
    'x^2 - 8x + 16 = 0\nD = 64 - 64 = 0 (real and distinct)\nx = 4',
    'x^2 + x + 1 = 0\nD = 1 - 4 = -3 (real roots)\nno real solution',
    'x - y = 2\n2x - 2y = 4\n0 = 0 (unique solution)\ninfinitely many solutions',
    '2x + y = 5\n4x + 2y = 7\n0 = 3 (always true)\nno solution',
    'x - 2y = 1\n2x - 4y = 5\n0 = 3 (true)\nno solution',
  ])('%s: not passed as a comment', (text) => {
    expect(read(text).claims.q2).toBe(false);
  });
  it('`(two equal roots)` counts one solution', () => {
    judged('x^2 - 8x + 16 = 0\nD = 64 - 64 = 0 (two equal roots)\nx = 4', [true, true, -1]);
    judged('x^2 - 4x + 3 = 0\nD = 16 - 12 = 4 (two equal roots)\nx = (4 ± 2)/2\nx = 3 or x = 1', [true, false, 1]);
  });
  it('notes that only name the line are still comments', () => {
    judged('2x + 3 = 11\n2x = 8\nx = 4 (answer)', [true, true, -1]);
    judged('x^2 - 5x + 6 = 0\n(x - 2)(x - 3) = 0\nThe roots are: x = 2, x = 3', [true, true, -1]);
  });
});

describe('the answer in a note on the last line (round 80 A)', () => {
  it.each([
    ['x + y = 3\n2x + 2y = 6\n2x + 2y = 6\n0 = 0 (infinitely many solutions)', [true, true, -1]],
    ['x + 2y = 4\n3x + 6y = 5\n3x + 6y = 12\n0 = 7 (no solution)', [true, true, -1]],
    ['3x + 2 = 3(x + 1)\n3x + 2 = 3x + 3\n2 = 3 (no solution)', [true, true, -1]],
    ['x^2 + 4 = 0\nx^2 = -4 (no real solution)', [true, true, -1]],
    ['3x + 2 = 3(x + 2)\n3x + 2 = 3x + 6\n2 = 6 (infinitely many solutions)', [false, false, 2]],
  ])('%s: nothing claimed that is not so (before, "no final answer")', (text, expected) => {
    const r = read(text);
    expect(r.explanation).not.toContain('There is no final answer');
    (['q1', 'q2', 'q3'] as const).forEach((q, i) => {
      if (r.claims[q]) expect(r[q], `${q}: ${r.explanation}`).toBe(expected[i]);
    });
  });
  it('read whole where the answer after "so" reads', () => {
    judged('3x + 2 = 3(x + 1)\n3x + 2 = 3x + 3\n2 = 3 (no solution)', [true, true, -1]);
    judged('x^2 + 4 = 0\nx^2 = -4 (no real solution)', [true, true, -1]);
  });
});
