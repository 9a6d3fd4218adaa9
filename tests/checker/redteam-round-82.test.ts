// Red team, round 82 (stop 55). Round 82 A, aimed at round 81's readings (183 traces at 4d41221, 33 false labels): verdict
// notes in other languages (`(nein)`, `(hayır)`, `(passt)`) and size notes (`(too small)` of 40 against 35) passed beside
// trials as comments; rounding notes after a bar (`x ≈ 2.4 | rounded up`) were passed over and the decimals judged as
// rounded to nearest; the point as times after `check x = 4:` or `x = 9:` was a decimal; a false verdict beside an aside
// that holds passed; `D = ℝ` was a step "every x satisfies". Round 82 B (178 traces, unaimed): no false label. Each case
// 21 of its 25 cases failed against 4d41221's src; the others are guards.
import { describe, expect, it } from 'vitest';
import { judgedAs, noFalseClaim, readPasted } from './helpers.ts';

const read = (text: string) => readPasted(text).result;
const judged = judgedAs;

describe('a trial\'s verdict in other languages, and sizes (round 82 A)', () => {
  it.each([
    ['2x + 7 = 19\n2(6) + 7 = 19 (nein)\n2(7) + 7 = 21 (passt)\nx = 7', [false, false, 1]],
    ['5x - 4 = 21\n5x = 25\n5(5) = 25 (hayır)\n5(6) = 30 (evet)\nx = 6', [false, false, 2]],
    ['3x + 2 = 14\n3(4) + 2 = 14 (non)\n3(5) + 2 = 17 (oui)\nx = 5', [false, false, 1]],
    ['6x - 5 = 37\n6x = 42\n6(7) = 42 (errado)\n6(8) = 48 (certo)\nx = 8', [false, false, 2]],
    ['5x - 9 = 16\n5(4) - 9 = 11 (falso)\n5(5) - 9 = 16 (vero)\nx = 5', [true, true, -1]],
    ['5x - 5 = 30\n5x = 35\n5(8) = 40 (too small)\n5(7) = 35 (yes)\nx = 7', [true, false, 2]],
    ['4x - 3 = 17\n4x = 20\n4(5) = 20 (too big)\n4(4) = 16 (too small)\nx = 4.5', [false, false, 2]],
    ['x/2 + 3 = 8\nx/2 = 5\n10/2 = 5 (zu groß)\n8/2 = 4 (zu klein)\nx = 9', [false, false, 2]],
    ['6x + 1 = 31\n6(6) + 1 = 37 (too big)\n6(5) + 1 = 31\nx = 5', [true, true, -1]],
  ] as const)('%s', (text, gold) => {
    judged(text, gold);
  });
  it('a size where the side falls as the value grows is too big a side and too small a value: not judged (round 83 A)', () => {
    expect(read('-4x = 20\n-4(-4) = 16 (too small)\n-4(-6) = 24 (too small)\n-4(-5) = 20 (yes)\nx = -5').claims.q2).toBe(false);
    expect(read('-4x = 20\n-4(-4) = 16 (too small)\n-4(-6) = 24 (too big)\n-4(-5) = 20 (yes)\nx = -5').claims.q2).toBe(false);
  });
  it('a word no reading knows beside a trial is not judged; a speaker\'s name before it is no note (guard)', () => {
    expect(read('7x - 3 = 25\n7x = 28\n7(5) = 35 (bingo!?)\nx = 5').claims.q2).toBe(false);
    judged('Mia: 2x − 3 = 11\nJon: 2(6) − 3 = 9 < 11\nMia: 2(7) − 3 = 11\nJon: x = 7', [true, true, -1]);
  });
});

describe('a check\'s verdict in other languages after the answer (round 82 A)', () => {
  it.each([
    ['3(x - 2) = 2x + 5\n3x - 6 = 2x + 5\nx = 11\n3(11 - 2) = 2(11) + 5 (stimmt nicht)', [true, false, 3]],
    ['2x + 1 < 9\n2x < 8\nx < 4\n2(3) + 1 < 9 (passt nicht)', [true, false, 3]],
  ] as const)('%s: the wrong verdict', (text, gold) => {
    judged(text, gold);
  });
  it('a false verdict beside an aside that holds is not judged', () => {
    noFalseClaim('(x^2 + 2x)/(x - 1) = 3/(x - 1)\nx^2 + 2x = 3\nx = -3 or x = 1\nx = 1 is extraneous\n(9 - 6)/(-4) = 3/(-4) (hayır)\nno solution', [false, false, 4]);
  });
});

describe('rounding notes after a bar or in other languages (round 82 A)', () => {
  it.each([
    ['3x - 1 = 6\nx = 7/3\nx ≈ 2.4 | rounded up to 1 d.p.', [true, true, -1]],
    ['3x - 1 = 6\nx = 7/3\nx ≈ 2.3 | rounded up', [true, false, 2]],
    ['3x + 1 = 3\n3x = 2\nx = 2/3\nx ≈ 0.66 | truncated', [true, true, -1]],
    ['9x = 1000\nx = 1000/9\nx ≈ 111.1 | 3 s.f.', [true, false, 2]],
    ['4x - 3 = 8\n4x = 11\nx = 11/4\nx ≈ 2.75 (auf eine Nachkommastelle gerundet)', [true, false, 3]],
  ] as const)('%s: not judged as rounded to nearest', (text, gold) => {
    noFalseClaim(text, gold);
  });
});

describe('the point as times after a named value (round 82 A)', () => {
  it.each([
    '5x - 3 = 17\n5x = 20\nx = 4\ncheck x = 4: 5.4 - 3 = 17 ✓',
    '4x + 3 = 31\n4x = 28\nx = 7\ncheck x = 7: 4.7 + 3 = 31 ✓',
    '2x - 5 = 13\n2x = 18\nx = 9\nx = 9: 2.9 - 5 = 13 ✓',
  ])('%s: not judged, never "arithmetic wrong"', (text) => {
    const r = noFalseClaim(text, [true, true, -1]);
    expect(r.explanation).toContain('times sign');
  });
});

describe('`D = ℝ` (round 82 A)', () => {
  it('true where no denominator is ever zero, the error where one is', () => {
    judged('x/(x^2 + 1) = 0\nD = ℝ\nx = 0', [true, true, -1]);
    judged('(x + 1)/(x^2 + 4) = 0\nD = ℝ\nx + 1 = 0\nx = -1', [true, true, -1]);
    judged('x/(x - 1) = 0\nD = ℝ\nx = 0', [true, false, 1]);
  });
  it('`x ∈ ℝ` answering an identity stays the answer (guard)', () => {
    judged('2(x - 3) + 4 = 2x - 2\n2x - 6 + 4 = 2x - 2 ⇒ 2x - 2 = 2x - 2\nx ∈ ℝ', [true, true, -1]);
  });
});
