// Red team, round 83 A (stop 55; 220 traces at 27b5364, aimed at round 82's readings: 20 false labels, none now). Sizes in
// words no reading knew (`(a bit big)`, `(slightly too small)`) and sizes of inequalities' trials passed beside trials; a
// size said of a side that falls as the value grows (too big a side is too small a value) was judged one way; sizes and
// verdicts beside a check after the answer or beside numbers that are no check passed as comments; rounding notes after
// a bar beside a number worked out were passed over. 10 of its 15 cases failed against 27b5364's src; the others are
// guards, two of them cases an early form of this change broke.
import { describe, expect, it } from 'vitest';
import { judgedAs, noFalseClaim, readPasted } from './helpers.ts';

const read = (text: string) => readPasted(text).result;

describe('sizes beside trials (round 83 A)', () => {
  it.each([
    ['Solve 9x - 6 = 57\n9(6) - 6 = 48 (a bit big)\n9(7) - 6 = 57 (yes)\nx = 7', [true, false, 1]],
    ['Solve 9x - 6 = 57\n9(8) - 6 = 66 (slightly too small)\n9(7) - 6 = 57 (yes)\nx = 7', [true, false, 1]],
    ['Solve 2x - 7 = 9\n2(10) - 7 = 13 (troppo piccolo)\n2(8) - 7 = 9 (giusto)\nx = 8', [true, false, 1]],
    ['Solve 2x + 3 = 11\n2(4) + 3 = 11 (almost)\nx = 4', [true, false, 1]],
    ['2x + 3 < 11\n2(6) + 3 = 15 (too small)\n2x < 8\nx < 4', [true, false, 1]],
    ['-4x = 20\n-4(-4) = 16 (too small)\n-4(-6) = 24 (too small)\n-4(-5) = 20 (yes)\nx = -5', [true, false, 2]],
  ] as const)('%s: nothing false claimed, the note not passed as a comment', (text, gold) => {
    const r = noFalseClaim(text, gold);
    expect(r.claims.q2, r.explanation).toBe(false);
  });
  it('a note judged with the line is said to be, not "read as a comment" (found in the Check view, stop 55)', () => {
    const r = read('4x + 3 = 23\n4(4) + 3 = 19 ≠ 23 (too small)\n4(5) + 3 = 23\nx = 5');
    expect(r.steps[1]!.annotation?.note).toContain('is read with the line');
    expect(r.steps[1]!.annotation?.note).not.toContain('comment');
  });
  it('sizes judged where the side and the value agree, a slip judged whatever the note (guards)', () => {
    judgedAs('4x + 3 = 23\n4(4) + 3 = 19 (too small)\n4(6) + 3 = 27 (too big)\n4(5) + 3 = 23 (yes)\nx = 5', [true, true, -1]);
    judgedAs('4x + 3 = 23\n4(4) + 3 = 19 (too small)\n4(6) + 3 = 27 (too big)\n4(5) + 3 = 22 (too small)\n4(5.5) + 3 = 25 (too big)\nx = 5.25', [false, false, 3]);
  });
});

describe('sizes and verdicts beside checks and worked numbers (round 83 A)', () => {
  it.each([
    ['Solve 4x + 1 = 2x + 9\n2x + 1 = 9\n2x = 8\nx = 4\ncheck: 4(4) + 1 = 17 (too big)', [true, false, 4]],
    ['Solve 4x + 1 = 2x + 9\n2x + 1 = 9\n2x = 8\nx = 4\ncheck: 4(4) + 1 = 17 (different)', [true, false, 4]],
    ['3x + 1 = x + 9\n3(5) + 1 = 16, 5 + 9 = 14 (passt)\n2x = 8\nx = 4', [true, false, 1]],
  ] as const)('%s: not passed as a comment', (text, gold) => {
    const r = noFalseClaim(text, gold);
    expect(r.claims.q2, r.explanation).toBe(false);
  });
  it('a value\'s own verdict beside it is still read (guard)', () => {
    judgedAs('x^2 - x - 6 = 0\n(x - 3)(x + 2) = 0\nx = 3 (works)\nx = -2 (works)', [true, true, -1]);
  });
});

describe('rounding notes after a bar beside a number worked out (round 83 A)', () => {
  it.each([
    'Solve x^2 = 17\nx = ±√17\n√17 = 4.12 | rounded down',
    'Solve x^2 = 17\nx = ±√17\n√17 = 4.12 | 2 d.p.',
    'Solve x^2 = 5\nx = ±√5\n√5 = 2.24 | 3 s.f.',
  ])('%s: right, read whole', (text) => {
    judgedAs(text, [true, true, -1]);
  });
  it('rounded the wrong way after a bar, the line is the error', () => {
    judgedAs('Solve x^2 = 17\nx = ±√17\n√17 = 4.13 | rounded down', [true, false, 2]);
    expect(read('3x = 2\nx = 2/3\n2/3 = 0.66 | rounded up').steps[2]!.valid).toBe(false);
  });
});

// Round 83 B (215 traces at 5b1ca54, unaimed: 4 false labels, none now): the same fraction taken from both sides of a rational
// equation (`x + 2/(x - 3) = 3 + 2/(x - 3)`, then `x = 3`) was a line "no operation gives", though on the original's domain it
// leaves the set as it was; the value, where the original is undefined, must then be left out, as after clearing.
describe('a fraction taken from both sides (round 83 B)', () => {
  it.each([
    ['x + 1/(x - 2) = 2 + 1/(x - 2)\nx = 2\nx = 2 is excluded\nno solution', [true, true, -1]],
    ['1/(x - 4) + x = 1/(x - 4) + 4\nD = ℝ \\ {4}\nx = 4\nx = 4 is not allowed, so there is no solution', [true, true, -1]],
    ['2x + 3/(x - 1) = 2 + 3/(x - 1)\n2x = 2\nx = 1', [false, false, 2]],
  ] as const)('%s', (text, gold) => {
    judgedAs(text, gold);
  });
  it('a value the original is defined at, added so, is still the error (guard)', () => {
    judgedAs('x + 1/(x - 2) = 2 + 1/(x - 2)\nx = 2 or x = 5\nx = 2 is excluded\nx = 5', [false, false, 1]);
  });
});
