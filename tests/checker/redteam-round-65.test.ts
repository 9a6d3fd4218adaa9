// Red team, round 63's residue and round 65 (stop 51): what blind reviewers found, each case failing before its fix.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPasted } from './helpers.ts';

const read = (text: string) => readPasted(text).result;
const gold3 = (r: ReturnType<typeof read>) => [r.q1, r.q2, r.q3];
const NONE_CLAIMED = { q1: false, q2: false, q3: false };

describe('a bare restriction after a line that gives the value it excludes', () => {
  // `x = 2 or x = -2`, then `x ≠ 2`: 2 thrown out (answer -2), or every x but 2 as the answer. The list was the
  // "final answer" and the restriction a note held to it; Q3 named the list, which matches neither reading.
  it.each([
    ['a list cut by a hole', 'x^2/(x - 2) = 4/(x - 2)\nx^2 = 4\nx = 2 or x = -2\nx ≠ 2'],
    ['the only candidate, a hole', '(x + 3)/(x - 1) = 4/(x - 1)\nx + 3 = 4\nx = 1\nx ≠ 1'],
    ['in words, after a repeated root that is a hole', "(x^2 - 9)/(x - 3) = 6\nx can't be 3\nx^2 - 9 = 6x - 18\nx^2 - 6x + 9 = 0\n(x - 3)^2 = 0\nx can't be 3"],
  ])('%s: not judged, and the line says why', (_name, text) => {
    const r = read(text);
    expect(r.claims).toEqual(NONE_CLAIMED);
    expect(r.steps.at(-1)!.reason).toContain('which is not known');
  });

  it('with a check after it: the check is of an answer not known, so not judged either', () => {
    const r = read('x^2/(x - 2) = 4/(x - 2)\nx^2 = 4\nx = 2 or x = -2\nx ≠ 2\nCheck x = -2: 4/(-4) = -1 and 4/(-4) = -1 ✓');
    expect(r.claims).toEqual(NONE_CLAIMED);
    expect(r.steps[4]!.code).toBe('parse_error');
    expect(r.steps[2]!.valid).toBe(true);
  });

  it('a value that solves the original cut: wrong in both readings, at that line', () => {
    // Before, `x ≠ 2` was a note held to the list, and the list the answer: Q1 "correct" was claimed.
    const r = read('x^2 = 4\nx = 2 or x = -2\nx ≠ 2');
    expect(r.claims).toEqual({ q1: true, q2: true, q3: true });
    expect([r.q1, r.q2, r.q3]).toEqual([false, false, 2]);
  });

  it('an earlier error still settles Q2 and Q3', () => {
    const r = read('x^2/(x - 2) = 4/(x - 2)\nx^2 = 4\nx = 2 or x = -3\nx ≠ 2');
    expect(r.claims).toEqual({ q1: false, q2: true, q3: true });
    expect([r.q2, r.q3]).toEqual([false, 2]);
  });

  it('a restriction that cuts nothing above stays a note of the answer', () => {
    const r = read('x/(x - 1) = 2/(x - 1)\nx = 2\nx ≠ 1');
    expect(r.claims).toEqual({ q1: true, q2: true, q3: true });
    expect([r.q1, r.q2, r.q3]).toEqual([true, true, -1]);
  });

  it('property: for every hole c, "x = c or x = -c", then "x ≠ c", is never claimed', () => {
    fc.assert(fc.property(fc.integer({ min: -9, max: 9 }).filter((c) => c !== 0), (c) => {
      // x^2 = c^2 has the roots ±c; with the hole at c, the original's one solution is -c.
      const text = `x^2/(x - ${c}) = ${c * c}/(x - ${c})\nx^2 = ${c * c}\nx = ${c} or x = ${-c}\nx ≠ ${c}`.replace(/- -/g, '+ ');
      const r = read(text);
      return r.claims.q1 === false && r.claims.q3 === false && r.steps[2]!.valid;
    }), { numRuns: 40 });
  });
});

describe('a check led by words that name its value (`Sub x = 4:`, `When x = 4:`, `Plug in x = 4:`)', () => {
  const work = '3x - 5 = x + 3\n2x = 8\nx = 4\n';
  it.each(['Sub x = 4:', 'Sub in x = 4:', 'Substituting x = 4:', 'Plug in x = 4:', 'When x = 4:', 'At x = 4:', 'If x = 4:', 'For x = 4:', 'Try x = 4:'])(
    '%s the original\'s sides there, ticked: a check, and the answer the line above',
    (lead) => {
      const r = read(`${work}${lead} 3(4) - 5 = 7, 4 + 3 = 7 ✓`);
      expect(r.claims).toEqual({ q1: true, q2: true, q3: true });
      expect([r.q1, r.q2, r.q3]).toEqual([true, true, -1]);
    },
  );

  it('numbers that are not the original\'s sides at the value: not judged, as after "Test x = 4:"', () => {
    const r = read(`${work}Sub x = 4: 8 = 8 ✓`);
    expect(r.claims).toEqual({ q1: true, q2: false, q3: false });
    expect(r.steps[3]!.reason).toContain("not the original's two sides");
  });

  it('two sides that differ, ticked: the wrong verdict', () => {
    const r = read('3x - 5 = x + 3\n2x = 6\nx = 3\nWhen x = 3: 3(3) - 5 = 4, 3 + 3 = 6 ✓');
    expect(r.claims).toEqual({ q1: true, q2: true, q3: true });
    expect([r.q1, r.q2, r.q3]).toEqual([false, false, 1]);
    expect(r.steps[3]!.reason).toContain('wrong verdict');
  });

  it('an inequality tested at a point inside the answer', () => {
    expect(gold3(read('2x + 1 < 7\n2x < 6\nx < 3\nAt x = 0: 1 < 7 ✓'))).toEqual([true, true, -1]);
  });
});

describe('round 65 A: a rejection that names the answer, then its check', () => {
  it.each([
    ['a check at the value', 'x^2/(x - 2) = 4/(x - 2)\nx^2 = 4\nx = ±2\nx = 2 is extraneous, so x = -2\nCheck x = -2: (-2)^2/(-2 - 2) = -1, 4/(-2 - 2) = -1 ✓'],
    ['a bare substitution', 'x^2/(x - 2) = 4/(x - 2)\nx^2 = 4\nx = 2 or x = -2\nx = 2 is extraneous so x = -2\n(-2)^2/(-2 - 2) = 4/(-2 - 2)'],
    ['a zero numerator', '(x^2 - 4)/(x - 2) = 0\nx^2 - 4 = 0\nx = 2 or x = -2\nx = 2 is extraneous so x = -2\nCheck x = -2: (4 - 4)/(-4) = 0 ✓'],
  ])('%s: the answer is what the rejection leads to (it was "no final answer")', (_name, text) => {
    const r = read(text);
    expect(r.claims).toEqual({ q1: true, q2: true, q3: true });
    expect(gold3(r)).toEqual([true, true, -1]);
    expect(r.explanation).not.toContain('no final answer');
  });

  it('a wrong check after it is still the first error, and the answer still the rejection\'s', () => {
    const r = read('x^2/(x - 2) = 4/(x - 2)\nx^2 = 4\nx = ±2\nx = 2 is extraneous, so x = -2\nCheck x = -2: 4/(-2 - 2) = -2 ✓');
    expect(gold3(r)).toEqual([true, false, 4]);
  });
});

describe('round 65 B: steps joined by semicolons or commas on the last line', () => {
  it.each([
    ['three equations', '5x - 3 = 2x + 9\n3x - 3 = 9; 3x = 12; x = 4'],
    ['three with commas', '2x + 1 = 7\n2x + 1 - 1 = 7 - 1, 2x = 6, x = 3'],
    ['two inequalities', '5x - 3 > 2x + 9\n3x > 12; x > 4'],
    ['two inequalities with a comma', '2x + 1 > 7\n2x > 6, x > 3'],
    ['a division by a negative number', '−2x + 5 < 11\n−2x < 6; x > −3'],
    ['factors, then their values', 'x² − 4x − 5 = 0\n(x − 5)(x + 1) = 0; x − 5 = 0 or x + 1 = 0; x = 5 or x = −1'],
    ['a rational equation after its restriction', '(x + 3)/x = 4\nx ≠ 0\nx + 3 = 4x; 3 = 3x; x = 1'],
    ['a system ending on its two values', 'x + y = 10\nx - y = 4\n2x = 14; x = 7; y = 3'],
    ['a system, the values the other way round', '4x + 3y = 11\n2x − y = 3\n4x − 2y = 6\n5y = 5; y = 1; x = 2'],
  ])('%s: read as its last statement (it was "no final answer")', (_name, text) => {
    const r = read(text);
    expect(r.claims).toEqual({ q1: true, q2: true, q3: true });
    expect(gold3(r)).toEqual([true, true, -1]);
  });

  it('a slip inside the chain: the line is refused, not read as "and"; where it ends on the slip, the line\'s error (stop 54)', () => {
    for (const text of ['9 - 2x = 3x - 11\n9 = 5x - 12; 21 = 5x; x = 4', '2x - 7 > 5x + 8\n-3x > 12; x < -5']) {
      const r = read(text);
      expect(r.claims).toEqual(NONE_CLAIMED);
      expect(r.steps[1]!.reason).toContain('name different sets');
      expect(r.explanation).not.toContain('no final answer');
    }
    for (const text of ['9 - 2x = 3x - 11\n9 = 5x - 11; 20 = 5x; x = 5', '2x - 7 > 5x + 8\n-3x > 15; x > -5']) {
      const r = read(text);
      expect(gold3(r)).toEqual([false, false, 1]);
      expect(r.steps[1]!.reason).toContain('on this line loses');
      expect(r.explanation).not.toContain('no final answer');
    }
  });

  it('two inequalities that differ and end on no answer stay "and", read to the letter', () => {
    const r = read('2x + 1 > 3\nx > 1, x < 5');
    expect(gold3(r)).toEqual([false, false, 1]);
  });

  it('a system whose chain holds a slip: the line is wrong, and the values it ends on are its answer (round 68 A)', () => {
    const r = read('x + y = 10\nx - y = 4\n2x = 16; x = 7; y = 3');
    expect(gold3(r)).toEqual([true, false, 2]);
  });

  it('a corrected answer on a chain after a slip: the answer is judged, the slip stays the first error', () => {
    expect(gold3(read('3x + 4 = 19\n3x = 23\n3x = 15; x = 15/3; x = 5'))).toEqual([true, false, 1]);
  });
});

describe('a number compared with 0 as the reason (`-24 < 0 so no real solutions`)', () => {
  it('the discriminant worked out above: its sign holds, and the line is read', () => {
    const r = read('x^2 + 2x + 7 = 0\nb^2 - 4ac = 4 - 28 = -24\n-24 < 0 so no real solutions');
    expect(r.claims).toEqual({ q1: true, q2: true, q3: true });
    expect(gold3(r)).toEqual([true, true, -1]);
    expect(r.steps[2]!.reason).toContain('the reason given, -24 < 0, holds');
  });

  it('a false comparison is the line\'s error (it passed, read as two steps naming no solution)', () => {
    const r = read('x^2 + 2x + 7 = 0\nb^2 - 4ac = 4 - 28 = -24\n24 < 0 so no real solutions');
    expect(gold3(r)).toEqual([true, false, 2]);
    expect(r.steps[2]!.reason).toContain('24 < 0 is false');
  });

  it('a number that is not the discriminant is not judged as one (a square\'s value)', () => {
    const r = read('x^2 + 2x + 7 = 0\n(x + 1)^2 = -6\n-6 < 0 so no real solutions');
    expect(gold3(r)).toEqual([true, true, -1]);
    expect(r.steps[2]!.reason).toContain('is not judged: its number is not the discriminant');
  });
});

describe('round 65 A: the sentence after a system\'s last line in terms of the other unknown', () => {
  it('`Solution: y = 3 - x` is not said to name y alone', () => {
    const r = read('x + y = 3\nx + y = 5\n0 = 2\nSolution: y = 3 − x');
    expect(gold3(r)).toEqual([false, false, 3]);
    expect(r.explanation).not.toContain('names y alone');
    expect(r.explanation).toContain('gives y in terms of x');
  });
});

describe('round 65 B: a chat assistant\'s or a hint list\'s words before the problem', () => {
  it.each(['We want to solve ', 'We need to solve ', "Let's solve ", 'Let us solve the equation ', "I'll solve ", 'Start with ', 'We start with the equation: '])(
    '"%s…": step 0 is the equation after the words',
    (lead) => {
      const r = read(`${lead}3x + 5 = 2x - 7.\nx + 5 = -7\nx = -12`);
      expect(r.claims).toEqual({ q1: true, q2: true, q3: true });
      expect(gold3(r)).toEqual([true, true, -1]);
    },
  );

  it('a slip after the words is still found', () => {
    expect(gold3(read("Let's solve 3x + 5 = 2x - 7\nx + 5 = 7\nx = 2"))).toEqual([false, false, 1]);
  });
});

describe('round 66 A: steps on one line with a restriction among them or checks after them', () => {
  it.each([
    ['a restriction first', '(x + 3)/x = 4\nx ≠ 0; x + 3 = 4x; x = 1'],
    ['a restriction last', '(x + 3)/x = 4\nx + 3 = 4x; x = 1; x ≠ 0'],
    ['a restriction that throws out a candidate of a middle step', '(x^2 - 4)/(x - 2) = 0\nx ≠ 2; x^2 - 4 = 0; x = -2'],
    ['a restriction between a quadratic and its roots', 'x + 6/x = 5\nx^2 - 5x + 6 = 0; x ≠ 0; x = 2 or x = 3'],
    ['a check after the answer', '3x - 3 = 9\n3x = 12; x = 4; 3(4) - 3 = 9'],
    ['a ticked check', '2x + 5 = 11\n2x = 6; x = 3; 2(3) + 5 = 11 ✓'],
    ['a check of an inequality', '3x - 3 > 9\n3x > 12; x > 4; 3(5) - 3 = 12 > 9'],
    ['a system, a check after its values', 'x + y = 10\nx - y = 4\n2x = 14; x = 7; y = 3; 7 + 3 = 10'],
  ])('%s: read as its last statement (it was "no final answer")', (_name, text) => {
    const r = read(text);
    expect(r.claims).toEqual({ q1: true, q2: true, q3: true });
    expect(gold3(r)).toEqual([true, true, -1]);
  });

  it.each([
    ['a false check after the answer', '3x - 3 = 9\n3x = 12; x = 4; 3(4) - 3 = 8'],
    ['a list, then a restriction that throws a value out', '(x^2 - 4)/(x - 2) = 0\nx^2 - 4 = 0\nx = 2 or x = -2; x ≠ 2'],
    ['a slip where the restriction holds', '(x + 3)/x = 4\nx ≠ 0; x + 3 = 4x; 3x = 3; x = -1'],
  ])('%s: refused, not claimed', (_name, text) => {
    const r = read(text);
    expect(r.claims.q1).toBe(false);
    expect(r.steps.at(-1)!.code).toBe('parse_error');
  });

  it('the comma form of a list and its restriction keeps its reading', () => {
    expect(gold3(read('(x^2 - 4)/(x - 2) = 0\nx^2 - 4 = 0\nx = 2 or x = -2, x ≠ 2'))).toEqual([true, true, -1]);
  });

  it('a ticked restriction cutting a hole out of the list is not judged either', () => {
    const r = read('x^2/(x - 2) = 4/(x - 2)\nx^2 = 4\nx = 2 or x = -2\nx ≠ 2 ✓');
    expect(r.claims).toEqual(NONE_CLAIMED);
  });

  it('a number compared with 0 that is neither the discriminant nor written above: not judged', () => {
    const r = read('x^2 + 2x + 7 = 0\nD = 4 - 28 = -24\n-20 < 0 so no real solutions');
    expect(r.claims.q2).toBe(false);
    expect(r.steps[2]!.reason).toContain('may be a slip in the discriminant');
  });
});

describe('round 66 B: a reason that writes a relation beside an answer in words', () => {
  it.each([
    ['a sum', '4(x + 2) = 4x + 5\n4x + 8 = 4x + 5\nno solution, because 8 - 5 = 2 ≠ 0', 2, 'says 8 - 5 = 2 ≠ 0, which is false'],
    ['a product, for a system', 'x + 2y = 4\n2x + 4y = 9\nno solution, because 2 · 4 = 6 ≠ 9', 2, 'which is false'],
    ['the discriminant worked out', 'x^2 + x + 1 = 0\nno real solutions, because b^2 - 4ac = 1 - 4 = -5', 1, "the discriminant's arithmetic is wrong"],
    ['the discriminant after "since D ="', 'x^2 + 2x + 5 = 0\nno real solutions, since D = 4 - 20 = -12 < 0', 1, "the discriminant's arithmetic is wrong"],
  ])('%s, false: the line\'s error (it passed as a comment)', (_name, text, at, words) => {
    const r = read(text);
    expect(r.claims).toEqual({ q1: true, q2: true, q3: true });
    expect(gold3(r)).toEqual([true, false, at]);
    expect(r.steps[at]!.reason).toContain(words);
  });

  it.each([
    ['a true sum', '4(x + 2) = 4x + 5\n4x + 8 = 4x + 5\nno solution, because 8 - 5 = 3 ≠ 0'],
    ['a true discriminant', 'x^2 + 2x + 5 = 0\nno real solutions, since D = 4 - 20 = -16 < 0'],
    ['a reason in words', 'x^2 + 4 = 0\nx^2 = -4\nno real solution because a square cannot be negative'],
  ])('%s: valid', (_name, text) => {
    expect(gold3(read(text))).toEqual([true, true, -1]);
  });

  it('a relation in the unknown as the reason: not judged', () => {
    const r = read('x^2 + 4 = 0\nno real solution, since x^2 = 4');
    expect(r.claims.q2).toBe(false);
    expect(r.steps[1]!.reason).toContain('states a relation the checker does not read');
  });
});

describe('round 66 A: sentences of lines read whole', () => {
  it('a rejection that names its answer does not cite a check that is not there', () => {
    const r = read('x^2/(x - 2) = 4/(x - 2)\nx^2 = 4\nx = ±2\nx = 2 is extraneous, so x = -2');
    expect(r.steps[3]!.reason).toContain('rejected on this line');
    expect(r.steps[3]!.reason).not.toContain('already rejected by a check');
  });

  it('a system\'s chain is not said to name one set in each statement', () => {
    const r = read('x + y = 10\nx - y = 4\n2x = 14; x = 7; y = 3');
    expect(r.steps[2]!.reason).toContain('each of the 3 statements on the line holds at that point');
    expect(r.steps[2]!.reason).not.toContain('name the same set');
  });
});

describe('round 67 A: a system\'s chain ending on its values', () => {
  it('values found in turn (x, then an equation in y, then y), then a bare check: the answer is the point', () => {
    const r = read('2x + y = 7\nx - y = 2\n3x = 9; x = 3; 3 - y = 2; y = 1\n2(3) + 1 = 7 ✓');
    expect(r.claims).toEqual({ q1: true, q2: true, q3: true });
    expect(gold3(r)).toEqual([true, true, -1]);
  });

  it.each(['', ' ✓'])('a false check after the values%s: the line is refused, and "no final answer" is not said', (tick) => {
    const r = read(`x + y = 10\nx - y = 4\n2x = 14; x = 7; y = 3; 7 + 3 = 11${tick}`);
    expect(r.claims).toEqual(NONE_CLAIMED);
    expect(r.steps[2]!.reason).toContain('the check "7 + 3 = 11');
    expect(r.explanation).not.toContain('no final answer');
  });
});

describe('round 68 A: lines holding several statements', () => {
  it.each([
    ['a system\'s value worked out', 'x + y = 5\n2x - y = 1\n3x = 6; x = 2; y = 5 - 2 = 3'],
    ['an inequality chain ending on its interval', '-2x + 3 < -5\n-2x < -8; x > 4; (4, ∞)'],
    ['a chain ending on a value in decimals', '3x - 1 = 6\n3x = 7; x = 7/3 ≈ 2.33'],
    ['a restriction list, ticked, after the answer', '6/x = 3/(x - 1)\n6(x - 1) = 3x; 6x - 6 = 3x; 3x = 6; x = 2; x ≠ 0, 1 ✓'],
    ['the whole work on step 0', '3x + 5 = 2x - 7; x = -12'],
    ['the whole work on step 0, with a comma', 'x + 4 = 10, x = 6'],
    ['a number compared with 0 after a comma', 'x^2 + 2x + 7 = 0\nD = 4 - 28 = -24\n-24 < 0, no real solutions'],
  ])('%s: read (it was "no final answer", or a false sentence)', (_name, text) => {
    const r = read(text);
    expect(r.claims).toEqual({ q1: true, q2: true, q3: true });
    expect(gold3(r)).toEqual([true, true, -1]);
  });

  it('a rounding slip in a chain\'s decimals is the line\'s error, the exact value its answer', () => {
    expect(gold3(read('3x - 1 = 6\n3x = 7; x = 7/3 ≈ 2.34'))).toEqual([true, false, 1]);
  });

  it('a system\'s chain with a slip before right values: the line is wrong, and its values are the answer', () => {
    const r = read('x + y = 5\n2x - y = 1\n3x = 7; x = 2; 2 + y = 5; y = 3');
    expect(r.claims).toEqual({ q1: true, q2: true, q3: true });
    expect(gold3(r)).toEqual([true, false, 2]);
    expect(r.steps[2]!.reason).toContain('"3x = 7" on this line does not hold at x = 2, y = 3');
    expect(r.explanation).not.toContain('no final answer');
  });

  it('a system\'s chain ending on wrong values: wrong, at that line', () => {
    const r = read('x + y = 5\n2x - y = 1\n3x = 6; x = 2; y = 2');
    expect(r.claims).toEqual({ q1: true, q2: true, q3: true });
    expect(gold3(r)).toEqual([false, false, 2]);
  });

  it('a restriction after the problem on step 0 stays the problem\'s', () => {
    expect(gold3(read('x/(x - 3) = 2, x ≠ 3\nx = 2x - 6\nx = 6'))).toEqual([true, true, -1]);
  });
});

describe('round 68 A: a combination named before a system\'s chain', () => {
  it.each([
    ['the sum', '3x - y = 7\nx + y = 5\n(1) + (2): 4x = 12; x = 3; y = 2'],
    ['the difference', 'x + y = 5\nx - y = 1\n(1) - (2): 2y = 4; y = 2; x = 3'],
  ])('%s, then the values: the name is the first statement\'s (it was "a multiple of it, not it")', (_name, text) => {
    const r = read(text);
    expect(r.claims).toEqual({ q1: true, q2: true, q3: true });
    expect(gold3(r)).toEqual([true, true, -1]);
  });

  it('a combination worked wrongly at the chain\'s head is the line\'s error', () => {
    const r = read('x + y = 5\nx - y = 1\n(1) + (2): 4x = 6; x = 3; y = 2');
    expect(gold3(r)).toEqual([true, false, 2]);
    expect(r.steps[2]!.reason).toContain('gives 2x = 6, not 4x = 6');
  });
});
