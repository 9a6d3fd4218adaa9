// Red team, round 81 (stop 55). Round 81 A, aimed at round 80 B's readings: a trial `x = −2: …` with the typeset minus
// was read as a division; verdict notes in other words (`(doesn't hold)`, `(yanlış)`, `(false, as expected)`) passed as
// comments beside checks and trials, and the bare relation was judged; rounding notes other than decimal places (`3 s.f.`,
// `rounded up`, `truncated`, `gerundet`) left the number judged exact; the point as times in trials before the answer
// (`4.4 + 3 = 19 ≠ 23`) was a decimal, and mixed with decimals (`2.4 + 1.5 = 9.5`) too; a value tried in a later line
// (`2x = 12`, then `2(5) = 10 ≠ 12`) was a step "every x satisfies". Round 81 B, unaimed: the LCD of the line a student
// clears after simplifying (`1/(x + 1) = 2/(x - 1)`, then `LCD = (x + 1)(x - 1)`) was held to the original's fractions;
// a, b, c and the discriminant read off the equation before it was divided through were called wrong; a domain stated as
// a set that keeps an excluded value (`D = ℝ \ {1}` of 2/(x - 1) = 3/(x + 2)) passed. Each case failed before its fix
// 42 of its 49 cases failed against 6cf31c3's src; the others are guards, or were fixed by round 80 B's readings.
import { describe, expect, it } from 'vitest';
import { judgedAs, noFalseClaim, readPasted } from './helpers.ts';

const read = (text: string) => readPasted(text).result;
const judged = judgedAs;

describe('a trial named by its value with the typeset minus (round 81 A)', () => {
  it.each([
    ['2x + 7 = 1\nx = −2: 2(−2) + 7 = 3 ≠ 1\nx = −3: 2(−3) + 7 = 1 ✓\nx = −3', [true, true, -1]],
    ['x² + x − 20 = 0\nx = −5: (−5)² + (−5) − 20 = 0 ✓\n(x + 5)(x − 4) = 0\nx = −5 or x = 4', [true, true, -1]],
    ['2x + 7 = 1\nx = −2: 2(−2) + 7 = 3 ≠ 1\n2x = −8\nx = −4', [false, false, 2]],
  ] as const)('%s: not read as a division, nothing false claimed', (text, gold) => {
    const r = noFalseClaim(text, gold);
    expect(r.explanation).not.toMatch(/drops x = -3|its first link/);
  });
});

describe('a verdict note in other words (round 81 A)', () => {
  it.each([
    ['5x − 3 = 17\n5x = 20\nx = 4\n5(4) − 3 = 17 (doesn\'t hold)', [true, false, 3]],
    ['5x − 3 = 17\n5x = 20\nx = 4\n5(4) − 3 = 17 (yanlış)', [true, false, 3]],
    ['3x + 4 ≤ 5x − 6\n−2x ≤ −10\nx ≥ 5\n3·0 + 4 ≤ 5·0 − 6 (doesn\'t hold)', [true, true, -1]],
    ['3x + 4 ≤ 5x − 6\n3·6 + 4 ≤ 5·6 − 6 (doesn\'t hold)\n−2x ≤ −10\nx ≥ 5', [true, false, 1]],
    ['3x + 4 ≤ 5x − 6\n3·6 + 4 ≤ 5·6 − 6 (yanlış)\n−2x ≤ −10\nx ≥ 5', [true, false, 1]],
    ['4x+3=23\n4(4)+3=23 (yes)\n4(5)+3=23\nx=5', [true, false, 1]],
  ] as const)('%s: the note is the verdict', (text, gold) => {
    judged(text, gold);
  });
  it.each([
    '3x + 4 ≤ 5x − 6\n−2x ≤ −10\nx ≥ 5\n3·0 + 4 ≤ 5·0 − 6 (false, as expected)',
    '2x + 1 < 7\n2x < 6\nx < 3\n2(4) + 1 < 7 (false: 9 is not less than 7)',
    'x² − 4 > 0\n(x − 2)(x + 2) > 0\nx < −2 or x > 2\n0² − 4 > 0 (false, 0 is not in the answer)',
    '3x + 4 ≤ 5x − 6\n−2x ≤ −10\nx ≥ 5\n3·0 + 4 ≤ 5·0 − 6 (false, so x = 1 is left out too)',
  ])('%s: a verdict with words after it not read is not judged, never "a false comparison"', (text) => {
    const r = noFalseClaim(text, [true, true, -1]);
    expect(r.claims.q2).toBe(false);
  });
});

describe('rounding notes of other kinds (round 81 A)', () => {
  it.each([
    'x² = 17\nx = ±√17\n√17 = 4.12 (rounded to 3 s.f.)',
    '7x − 2 = −1\n7x = 1\nx = 1/7\n1/7 = 0.143 (rounded to 3 s.f.)',
    'x² = 17\nx = ±√17\n√17 = 4.13 (rounded up)',
    'x² = 17\nx = ±√17\n√17 = 4.12 (rounded down)',
    'x² = 17\nx = ±√17\n√17 = 4.12 (truncated)',
    'x² = 17\nx = ±√17\n√17 = 4.12 (gerundet)',
    'x² − 3x − 2 = 0\nx = (3 ± √17)/2\n(3 + √17)/2 = 3.56 (rounded to 3 s.f.)\n(3 − √17)/2 = −0.562 (rounded to 3 s.f.)',
  ])('%s: right, read whole', (text) => {
    judged(text, [true, true, -1]);
  });
  it.each([
    ['x² = 17\nx = ±√17\n√17 = 4.12 (rounded up)', 2],
    ['x² = 17\nx = ±√17\n√17 = 4.13 (truncated)', 2],
    ['x² = 17\nx = ±√17\n√17 = 4.13 (rounded to 3 s.f.)', 2],
  ] as const)('%s: rounded the wrong way, the line is the error', (text, at) => {
    judged(text, [true, false, at]);
  });
  it('a note naming other figures than the number shows, or words not read, is not judged', () => {
    expect(read('x² = 17\nx = ±√17\n√17 = 4.1 (rounded to 3 s.f.)').claims.q2).toBe(false);
    expect(read('x² = 17\nx = ±√17\n√17 = 4.12 (rounded sensibly)').claims.q2).toBe(false);
  });
});

describe('the point as times before the answer, and beside decimals (round 81 A)', () => {
  it.each([
    '4x + 3 = 23\n4.4 + 3 = 19 ≠ 23\n4.5 + 3 = 23 ✓\nx = 5',
    '4x = 20\n4.4 = 16 (too small)\n4.6 = 24 (too big)\n4.5 = 20 ✓\nx = 5',
    '3x − 2 = 13\n3.4 − 2 = 10 ≠ 13\n3x = 15\nx = 5',
    '2x + 1.5 = 9.5\n2x = 8\nx = 4\n2.4 + 1.5 = 9.5 ✓',
    '3x − 0.6 = 8.4\n3x = 9\nx = 3\n3.3 − 0.6 = 8.4 ✓',
  ])('%s: not judged, never "drops x" or "arithmetic wrong"', (text) => {
    const r = noFalseClaim(text, [true, true, -1]);
    expect(r.explanation).toContain('times sign');
  });
  it('a point after 0 is a decimal: a system\'s contradiction `0 = 0.5` is still judged (guard)', () => {
    judged('x - 2y = 3, 2x - 4y = 5\nx - 2y = 3, x - 2y = 2.5\n0 = 0.5\nthere\'s no solution', [true, true, -1]);
  });
});

describe('a value tried in a later line (round 81 A)', () => {
  it.each([
    '5x − 7 = 3x + 5\n2x = 12\n2(5) = 10 ≠ 12\n2(6) = 12 ✓\nx = 6',
    'x² − 5x + 6 = 0\n(x − 2)(x − 3) = 0\n(1 − 2)(1 − 3) = 2 ≠ 0\n(2 − 2)(2 − 3) = 0 ✓\n(3 − 2)(3 − 3) = 0 ✓\nx = 2 or x = 3',
    '(x + 4)/x = 3\nx + 4 = 3x\n1 + 4 = 5 ≠ 3\n2 + 4 = 6 = 3(2) ✓\nx = 2',
    'x/3 + 2 = 5\nx/3 = 3\n6/3 = 2 ≠ 3\n9/3 = 3 ✓\nx = 9',
  ])('%s: read whole as right', (text) => {
    judged(text, [true, true, -1]);
  });
  it('the wrong value tried, then the wrong answer: the answer is the error', () => {
    judged('2(x + 3) = 14\nx + 3 = 7\n3 + 3 = 6 ≠ 7\nx = 3', [false, false, 3]);
  });
  it('true numbers shown unequal, tried in no line written, are not judged (not "every x satisfies")', () => {
    const r = noFalseClaim('4x + 3 = 23\n4(4) = 16 ≠ 20\n4(5) = 20 ✓\nx = 5', [true, true, -1]);
    expect(r.explanation).not.toContain('every x satisfies');
  });
});

describe('the LCD of the line a student clears (round 81 B)', () => {
  it.each([
    'Solve: 3/(3x + 3) = 2/(x - 1)\n⇒ 1/(x + 1) = 2/(x - 1)\nLCD = (x + 1)(x - 1)\n⇒ x - 1 = 2(x + 1)\n⇒ x - 1 = 2x + 2\n⇒ x = -3',
    '(2x + 4)/6 + x/3 = 4\n(x + 2)/3 + x/3 = 4\nLCD = 3\nx + 2 + x = 12\n2x = 10\nx = 5',
    'x/4 + 2x/8 = 3\nx/4 + x/4 = 3\nLCD = 4\nx + x = 12\n2x = 12\nx = 6',
    '(3x + 6)/9 - x/6 ≤ 1\n(x + 2)/3 - x/6 ≤ 1\nLCD = 6\n2(x + 2) - x ≤ 6\nx + 4 ≤ 6\nx ≤ 2',
  ])('%s: right, read whole', (text) => {
    judged(text, [true, true, -1]);
  });
  it('an LCD of neither line is still wrong (guard)', () => {
    judged('(2x + 4)/6 + x/3 = 4\n(x + 2)/3 + x/3 = 4\nLCD = 5\nx + 2 + x = 12\n2x = 10\nx = 5', [true, false, 2]);
  });
});

describe('a, b, c and the discriminant of the equation before it was divided through (round 81 B)', () => {
  it.each([
    '2x² - 10x + 8 = 0\nx² - 5x + 4 = 0\na = 2, b = -10, c = 8\nD = 100 - 64 = 36\nx = (10 ± 6)/4\nx = 4 or x = 1',
    '3x² + 6x - 9 = 0\nx² + 2x - 3 = 0\nD = 36 + 108 = 144\nx = (-6 ± 12)/6\nx = 1 or x = -3',
    '4x² - 8x - 12 = 0\nx² - 2x - 3 = 0\na = 4, b = -8, c = -12\nΔ = 64 + 192 = 256\nx = (8 ± 16)/8\nx = 3 or x = -1',
  ])('%s: right, read whole', (text) => {
    judged(text, [true, true, -1]);
  });
  it('coefficients of no line written are still wrong (guard)', () => {
    judged('2x² - 10x + 8 = 0\nx² - 5x + 4 = 0\na = 3, b = -10, c = 8\nx = (5 ± 3)/2\nx = 4 or x = 1', [true, false, 2]);
  });
});

describe('a domain stated as a set that keeps an excluded value (round 81 B)', () => {
  it.each([
    ['2/(x - 1) = 3/(x + 2)\nD = ℝ \\ {1}\n2(x + 2) = 3(x - 1)\n2x + 4 = 3x - 3\nx = 7', [true, false, 1]],
    ['x/(x - 3) - 1/(x + 1) = 1\nD = ℝ \\ {3}\nx(x + 1) - (x - 3) = (x - 3)(x + 1)\nx² + x - x + 3 = x² - 2x - 3\n3 = -2x - 3\nx = -3', [true, false, 1]],
    ['1/(x - 2) + 1/(x + 1) = -3/((x - 2)(x + 1))\nD = ℝ \\ {2}\n(x + 1) + (x - 2) = -3\n2x - 1 = -3\nx = -1', [false, false, 1]],
  ] as const)('%s: the domain line is the error', (text, gold) => {
    judged(text, gold);
  });
  it('the whole domain, or one restriction among others, stays right (guards)', () => {
    judged('2/(x - 1) = 3/(x + 2)\nD = ℝ \\ {1, -2}\n2(x + 2) = 3(x - 1)\n2x + 4 = 3x - 3\nx = 7', [true, true, -1]);
    judged('2/(x - 1) = 3/(x + 2)\nx ≠ 1\n2(x + 2) = 3(x - 1)\n2x + 4 = 3x - 3\nx = 7', [true, true, -1]);
  });
});
