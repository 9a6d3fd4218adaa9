// Red team, round 80 B (stop 54, fixed in stop 55): values tried in the original before the answer, as guess and check
// is taught (`4(4) + 3 = 19 ≠ 23`, then `4(5) + 3 = 23`, then `x = 5`), were steps "every x satisfies": right work was
// called invalid at its first trial (12 traces). Also a check's verdict in a note (`3·0 + 4 ≤ 5·0 − 6 (falsch)`), a
// number rounded as its note says (`√17 = 4.12 (rounded to 2 d.p.)`) and the point as a times sign (`5.4 − 3 = 17`),
// each called wrong. Each case here failed before its fix (d239046's src), but the guards marked so.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgedAs, noFalseClaim, readPasted } from './helpers.ts';

const read = (text: string) => readPasted(text).result;
const judged = judgedAs;

describe('values tried in the original before the answer (round 80 B)', () => {
  it.each([
    '4x+3=23\n4(4)+3=19 != 23\n4(5)+3=23\nx=5',
    '7 − 2x = 1\n7 − 2(2) = 3 ≠ 1\n7 − 2(3) = 1\nx = 3',
    'x² − 8x + 15 = 0\n1² − 8(1) + 15 = 8 ≠ 0\n3² − 8(3) + 15 = 0\n5² − 8(5) + 15 = 0\nx = 3 or x = 5',
    '2x² − x − 3 = 0\n2(1)² − 1 − 3 = −2 ≠ 0\n2(−1)² − (−1) − 3 = 0\n(x + 1)(2x − 3) = 0\nx = −1 or x = 3/2',
    '6/(x+1)=x\n6/(1+1)=3 != 1\n6/(2+1)=2\n6/(-3+1)=-3\nx=2 or x=-3',
    '9 − x = 2x\n9 − 2 = 7 ≠ 4\n9 − 3 = 6 = 2(3)\nx = 3',
    'Kai: 5x − 2 = 3x + 8\nZoe: 5(4) − 2 = 18 ≠ 3(4) + 8 = 20\nKai: 5(5) − 2 = 23 = 3(5) + 8\nZoe: x = 5',
    'x^2+x-20=0\n3^2+3-20=0 (nope)\n4^2+4-20=0\n(-5)^2-5-20=0\nx=4 or x=-5',
    'x² + 2x − 15 = 0\n5² + 2(5) − 15 = 0 (false: it is 20)\n(x + 5)(x − 3) = 0\nx = −5 or x = 3',
    // Since round 82 A a size note is read, with what the side comes to (before, not judged).
    '6x + 1 = 31\n6(6) + 1 = 31 (too big: it is 37)\n6(5) + 1 = 31\nx = 5',
  ])('%s: right work read whole as right', (text) => {
    judged(text, [true, true, -1]);
  });
  it.each([
    // A slip in a trial's arithmetic, the value worked out wrong.
    ['2x + 9 = 25\n2(7) + 9 = 24\n2(8) + 9 = 25\nx = 8', [true, false, 1]],
    ['4x+3=23\n4(5)+3=24\nx=5', [true, false, 1]],
    ['4x+3=23\n4(4)+3=20 != 23\n4(5)+3=23\nx=5', [true, false, 1]],
    // The work's answer put in, and its sides there not equal: a false equation, not a question.
    ['3x + 2 = 13\n3(4) + 2 = 13\nx = 4', [false, false, 1]],
  ] as const)('%s: the trial with a slip is the error', (text, expected) => {
    judged(text, expected);
  });
  it.each([
    // The original with a value that fails, no verdict: it may ask whether it holds.
    ['4x+3=23\n4(4)+3=23\n4(5)+3=23\nx=5', [true, true, -1]],
    // A note the checker does not read beside numbers that do not hold.
    ['4x+3=23\n4(4)+3=23 (false: it is 18)\n4(5)+3=23\nx=5', [true, true, -1]],
  ] as const)('%s: not judged, and nothing false claimed', (text, expected) => {
    const r = noFalseClaim(text, expected);
    expect(r.claims.q2, r.explanation).toBe(false);
  });
  it('a discriminant or arithmetic beside the work is no trial (guards)', () => {
    judged('x^2 - 5x + 6 = 0\n(-5)^2 - 4(1)(6) = 1\nx = (5 ± 1)/2\nx = 2 or x = 3', [true, true, -1]);
    judged('x + 3 = 11\n11 - 3 = 8\nx = 8', [true, true, -1]);
  });
  it('property: a trial of a wrong value, worked out right, is valid; worked out wrong, it is the error', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 }), fc.integer({ min: 1, max: 5 }), (a, b, s, t, off) => {
      fc.pre(s !== t);
      const c = a * s + b;
      const tried = a * t + b;
      const put = (v: number) => `(${v})`;
      const right = `${a}x + ${b} = ${c}\n${a}${put(t)} + ${b} = ${tried} ≠ ${c}\n${a}${put(s)} + ${b} = ${c}\nx = ${s}`;
      judged(right, [true, true, -1]);
      const slip = `${a}x + ${b} = ${c}\n${a}${put(t)} + ${b} = ${tried + off} ≠ ${c}\n${a}${put(s)} + ${b} = ${c}\nx = ${s}`;
      fc.pre(tried + off !== c);
      judged(slip, [true, false, 1]);
    }), { numRuns: 60 });
  });
});

describe("a check's verdict in a note after the answer (round 80 B)", () => {
  it('a test point found false, as its note says', () => {
    judged('3x + 4 ≤ 5x − 6 | −5x\n−2x + 4 ≤ −6 | −4\n−2x ≤ −10 | :(−2)\nx ≥ 5\nProbe: 3·0 + 4 ≤ 5·0 − 6 (falsch)', [true, true, -1]);
    judged('3 − 4x ≥ 15\n−4x ≥ 12 (subtract 3)\nx ≤ −3 (divide by −4, reverse)\n3 − 4(0) ≥ 15 (false, so x = 0 is correctly left out)', [true, true, -1]);
  });
  it('a note saying false of a relation that holds is the wrong verdict', () => {
    judged('3 − 4x ≥ 15\n−4x ≥ 12\nx ≤ −3\n3 − 4(-5) ≥ 15 (false)', [true, false, 3]);
  });
  it('"left out" of an answer that has the value is false; another value named is not judged', () => {
    const r = read('3 − 4x ≥ 15\n−4x ≥ 12\nx ≤ 1\n3 − 4(0) ≥ 15 (false, so x = 0 is correctly left out)');
    expect(r.steps[3]!.valid, r.explanation).toBe(false);
    expect(r.steps[3]!.reason).toContain('the answer has it');
    const other = read('3 − 4x ≥ 15\n−4x ≥ 12\nx ≤ −3\n3 − 4(0) ≥ 15 (false, so x = 1 is correctly left out)');
    expect(other.claims.q2).toBe(false);
  });
});

describe('a number rounded as its note says (round 80 B)', () => {
  it('√17 = 4.12 (rounded to 2 d.p.) is right; rounded wrong it is the error', () => {
    judged('2x² − 5x + 1 = 0\nx = (5 ± √(25 − 8))/4 (quadratic formula)\nx = (5 ± √17)/4\n√17 = 4.12 (rounded to 2 d.p.)\nx ≈ 2.28 or x ≈ 0.22', [true, true, -1]);
    judged('2x² − 5x + 1 = 0\nx = (5 ± √17)/4\n√17 = 4.13 (rounded to 2 d.p.)\nx ≈ 2.28 or x ≈ 0.22', [true, false, 2]);
  });
  it('a note naming other places than the number shows is not judged', () => {
    const r = read('2x² − 5x + 1 = 0\nx = (5 ± √17)/4\n√17 = 4.123 (rounded to 2 d.p.)\nx ≈ 2.28 or x ≈ 0.22');
    expect(r.claims.q2).toBe(false);
  });
  it('before the answer too', () => {
    judged('x^2 = 17\n√17 = 4.12 (to 2 decimal places)\nx = ±√17', [true, true, -1]);
  });
});

describe('the point as a times sign (round 80 B)', () => {
  it.each([
    '5x − 3 = 2x + 9\n3x = 12\nx = 4\nSağlama: 5.4 − 3 = 20 − 3 = 17\n2.4 + 9 = 8 + 9 = 17 ✓',
    'x² − 7x + 10 = 0\n(x − 2)(x − 5) = 0\nx = 2 veya x = 5\nSağlama: 2² − 7.2 + 10 = 4 − 14 + 10 = 0 ✓\n5² − 7.5 + 10 = 25 − 35 + 10 = 0 ✓',
  ])('%s: not judged, never "arithmetic wrong"', (text) => {
    const r = noFalseClaim(text, [true, true, -1]);
    expect(r.explanation).toContain('times sign');
  });
  it('decimals that hold are read as decimals (guard)', () => {
    judged('2x + 1 = 6\n2x = 5\nx = 2.5\n2(2.5) + 1 = 6', [true, true, -1]);
  });
});
