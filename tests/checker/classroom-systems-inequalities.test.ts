// Red team of the Check view on systems of two linear equations and on linear inequalities, as
// students in several countries write them (rt-31). Each case failed before its fix: right work
// called wrong, wrong work called right, or a sentence false of the work. The strict reading
// (checkTrace without `pasted`) must not change where shared code was touched.
import { describe, expect, it } from 'vitest';
import { gold, readPasted, VALID } from './helpers.ts';
import { checkTrace } from '../../src/core/checker/index.ts';

const read = (text: string) => readPasted(text).result;

describe('a note after a bar that adds several terms, each with its sign', () => {
  const note = (text: string, at = 0) => read(text).steps[at]!.annotation;
  it.each([
    // before: "the annotation says -2x + 6, but the next line subtracted 2x - 6 from both sides" — the same operation
    ['inequality, -2x + 6', '3x - 6 < 2x | -2x + 6\nx < 6'],
    ['equation, -2x - 3', '5x + 3 = 2x - 6 | -2x - 3\n3x = -9\nx = -3'],
    ['-x + 4', '-2x + 5 > 11 - x | +x - 5\n-x > 6\nx < -6'],
  ])('%s: the line does what the note says', (_name, text) => {
    expect(note(text)).toMatchObject({ matches: true });
  });

  it.each([
    ['one term', '3x - 6 = 2x | -2x\nx - 6 = 0', true],
    ['a bracketed sum is one term, subtracted', '3x - 6 = 2x | -(2x - 6)\nx = 0', false],
    ['a product', '-2x > 6 | ·(-1)\n2x < -6', true],
    ['the terms of a wrong note are still compared', '3x - 6 < 2x | -2x + 5\nx < 6', false],
  ])('%s: unchanged', (_name, text, matches) => {
    expect(note(text)).toMatchObject({ matches });
  });
});

describe('a note beside a compound inequality', () => {
  it('is not compared, and the reason given is true of a line with three sides', () => {
    const r = read('-3 < 2x + 1 ≤ 7 | -1\n-4 < 2x ≤ 6 | :2\n-2 < x ≤ 3');
    // Not compared, so not judged (round 45: a note read as a comment passed false); the note says why.
    expect(r.claims.q2).toBe(false);
    expect(r.steps[1]!.reason).toContain('compares a note only between lines without roots or lists, each with two sides');
    // before: "… only between lines without fractions, roots or lists", as if the line held one
    expect(r.steps[0]!.annotation!.note).toContain('each with two sides');
  });
});

describe("a system's value worked out with a false link (worked-value.ts)", () => {
  it('is read as its last value: the false link is the error, and the answer is the pair the student wrote', () => {
    // before: "does not follow from the lines before it; the trace does not end with a final answer … There is no final answer"
    const r = read('x + y = 5\nx - y = 1\n2x = 6\nx = 3\ny = 5 - 3 = 1');
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 4 });
    expect(r.steps[4]!.code).toBe('wrong_computation');
    expect(r.steps[4]!.reason).toBe('5 - 3 = 1 is false: 5 - 3 is 2 (read as its last value, y = 1)');
    expect(r.finalSentence).toContain('(x, y) = (3, 1) is not the solution set');
    expect(r.explanation).not.toContain('no final answer');
  });

  it('after an earlier error, the first link follows from it and the false link alone is named', () => {
    const r = read('y = 2x - 1\n3x + y = 9\n3x + 2x + 1 = 9\n5x = 8\nx = 8/5\ny = 2(8/5) - 1 = 3');
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 2 });
    expect(r.steps[5]!.reason).toBe('2(8/5) - 1 = 3 is false: 2(8/5) - 1 is 11/5 (read as its last value, y = 3)');
    expect(r.finalSentence).toContain('(x, y) = (8/5, 3)');
  });

  it('a wrong first link is named with the false link, and the work goes on from the last value', () => {
    const r = read('x + y = 5\nx - y = 1\n2x = 6\nx = 7/2 = 4\ny = 1');
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 3 });
    expect(r.steps[3]!.reason).toMatch(/^its first link, x = 7\/2, is wrong: it does not hold at \(x, y\) = \(3, 2\).*; and 7\/2 = 4 is false/);
    // y = 1 follows from x = 4 and x + y = 5: not called wrong again
    expect(r.steps[4]!.valid).toBe(true);
  });

  it('links that agree keep their reading, and the strict reading is unchanged', () => {
    expect(gold(read('x + y = 5\nx - y = 1\n2x = 6\nx = 6/2 = 3\ny = 5 - 3 = 2'))).toEqual(VALID);
    const strict = checkTrace(['x + y = 5, x - y = 1', 'x = 3, x - y = 1', 'x = 3, y = 5 - 3 = 1']);
    expect(strict.steps[2]!.code).not.toBe('wrong_computation');
  });
});

describe('a check after the answer that starts with its word (trailing-checks.ts)', () => {
  it.each([
    // before: unreadable ("expected "," before keep or reject"), and the answer not judged
    ['Check x = 3: … ✓', '2x + 1 = 7\n2x = 6\nx = 3\nCheck x = 3: 7 = 7 ✓'],
    ['an inequality checked at a point inside', '3x - 4 > 5\n3x > 9\nx > 3\nCheck x = 4: 8 > 5 ✓'],
    ['Check with x = …', '3x - 4 > 5\n3x > 9\nx > 3\nCheck with x = 4: 3(4) - 4 > 5'],
    ['a test point outside, found false on the next line', '2x - 1 ≥ 7\n2x ≥ 8\nx ≥ 4\nTest x = 0: 2(0) - 1 ≥ 7\n-1 ≥ 7 false'],
    ['Test point x = …', '2x - 1 ≥ 7\n2x ≥ 8\nx ≥ 4\nTest point x = 5: 2(5) - 1 ≥ 7 true'],
    ['a system, the equation named', '2x + 3y = 12\nx - y = 1\n5x = 15\nx = 3\ny = 2\nCheck in I: 2·3 + 3·2 = 12 ✓\nCheck in II: 3 - 2 = 1 ✓'],
    ['a system, Check (1):', '2x + 3y = 12\nx - y = 1\n5x = 15\nx = 3\ny = 2\nCheck (1): 2(3) + 3(2) = 12\nCheck (2): 3 - 2 = 1'],
  ])('%s: right, and the answer judged', (_name, text) => {
    const r = read(text);
    expect(gold(r), r.explanation).toEqual(VALID);
    expect(r.claims).toMatchObject({ q1: true, q2: true, q3: true });
  });

  it.each([
    ['wrong arithmetic', '2x + 1 = 7\n2x = 6\nx = 3\nCheck x = 3: 2(3) + 1 = 8 ✓', 3],
    ['a system', '2x + 3y = 12\nx - y = 1\n5x = 15\nx = 3\ny = 2\nCheck (1): 2·3 + 3·2 = 13', 5],
    ['a point tested and wrongly said true', '2x - 1 ≥ 7\n2x ≥ 8\nx ≥ 4\nTest x = 0: 2(0) - 1 ≥ 7 true', 3],
  ])('%s: the check is the error, the answer still right', (_name, text, at) => {
    const r = read(text);
    expect(gold(r)).toEqual({ q1: true, q2: false, q3: at });
    expect(r.steps[at]!.code).toBe('check_wrong_value');
  });

  it('only after the answer: mid-work the line stays unreadable (its colon could divide), and a check with "≠" is not read this way', () => {
    expect(read('2x + 1 = 7\nCheck x = 3: 7 = 7\n2x = 6\nx = 3').steps[1]!.code).toBe('parse_error');
    expect(read('2x + 1 = 7\n2x = 6\nx = 3\nCheck x = 2: 5 ≠ 7 ✗').steps[3]!.code).toBe('parse_error');
  });
});

describe('a substitution named before the colon (reader.ts, COMBINATION)', () => {
  it.each([
    // before: each line unreadable ("unexpected word "Substitute"", ""I"", ""in"", "unexpected character "'"")
    ['Substitute y = 2 into (2):', '2x + 3y = 12\nx - y = 1\nx = 1 + y\n2(1 + y) + 3y = 12\n5y = 10\ny = 2\nSubstitute y = 2 into (2): x - 2 = 1\nx = 3'],
    ['Sub x = 4 into eq 2:', '3x + 2y = 16\nx + 2y = 8\nSubtract: 2x = 8\nx = 4\nSub x = 4 into eq 2: 4 + 2y = 8\ny = 2'],
    ['Plug x = 3 into equation (1):', '2x + 3y = 12\nx - y = 1\n5x = 15\nx = 3\nPlug x = 3 into equation (1): 6 + 3y = 12\ny = 2'],
    ['I in II: and x in I:', 'I: y = 2x - 1\nII: 3x + y = 9\nI in II: 3x + 2x - 1 = 9\n5x = 10\nx = 2\nx in I: y = 3\nL = {(2|3)}'],
    ['x = 3 in I:', '2x + 3y = 12\nx - y = 1\n5x = 15\nx = 3\nx = 3 in I: 6 + 3y = 12\n3y = 6\ny = 2'],
    ["a rewritten equation, I + II':", "x + 2y = 7\n3x - y = 7\nII·2: 6x - 2y = 14\nI + II': 7x = 21\nx = 3\n3 + 2y = 7\ny = 2"],
  ])('%s: right work is right, every line read', (_name, text) => {
    const r = read(text);
    expect(gold(r), r.explanation).toEqual(VALID);
    expect(r.steps.every((s) => s.code !== 'parse_error')).toBe(true);
  });

  it('a slip after the words is still the error', () => {
    const r = read('2x + 3y = 12\nx - y = 1\n5x = 15\nx = 3\nSubstitute x = 3 into (1): 6 + 3y = 13\ny = 7/3');
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 4 });
  });

  it('an interval answer "x in (3, oo)" and a division "X : 2 = 3" are not taken for names', () => {
    expect(gold(read('3x - 4 > 5\n3x > 9\nx in (3, oo)'))).toEqual(VALID);
    expect(readPasted('X : 2 = 3\nx = 6').lines[0]!.leadIn).toBeNull();
  });
});

describe('a compound inequality joined by "or" as the problem', () => {
  it.each([
    // before: "step 0 must be the original equation, not a check or a list of candidates", nothing judged
    ['answered as a union', '2x - 1 < -3 or 2x - 1 > 3\n2x < -2 or 2x > 4\nx < -1 or x > 2\n(-∞, -1) ∪ (2, ∞)'],
    ['a part divided by a negative', '-3x + 1 ≥ 7 or 2x - 5 > 3\n-3x ≥ 6 or 2x > 8\nx ≤ -2 or x > 4'],
  ])('%s: right', (_name, text) => {
    const r = read(text);
    expect(gold(r), r.explanation).toEqual(VALID);
    expect(r.noun).toBe('inequality');
  });

  it.each([
    ['an arithmetic slip', '2x - 1 < -3 or 2x - 1 > 3\n2x < -4 or 2x > 2\nx < -2 or x > 1', 1],
    ['a relation not turned round', '-3x + 1 ≥ 7 or 2x - 5 > 3\n-3x ≥ 6 or 2x > 8\nx ≥ -2 or x > 4', 2],
  ])('%s: wrong, at the step that errs', (_name, text, at) => {
    expect(gold(read(text))).toEqual({ q1: false, q2: false, q3: at });
  });

  it('a list of equations is still no original, and the strict reading is unchanged', () => {
    expect(read('x = 2 or x = 3\nx = 2').steps[0]!.code).toBe('bad_original');
    expect(checkTrace(['2x - 1 < -3 or 2x - 1 > 3', 'x < -1 or x > 2']).steps[0]!.code).toBe('bad_original');
  });
});

describe('"=>" with no statement on either side', () => {
  it('is refused naming both readings, where it said only "expected a number"', () => {
    const r = read('3x - 2 => 7\n3x => 9\nx => 3');
    expect(r.steps[0]!.code).toBe('parse_error');
    expect(r.steps[0]!.reason).toContain('"=>" is read as the arrow "so"');
    expect(r.steps[0]!.reason).toContain('write ">=" or "≥"');
    expect(r.steps[0]!.column).toBe(8);
  });

  it('an arrow between statements is still read', () => {
    expect(gold(read('2x + 1 = 9\n2x = 8 => x = 4'))).toEqual(VALID);
    expect(gold(read('3x - 4 >= 5\n3x >= 9\nx >= 3 => [3, oo)'))).toEqual(VALID);
  });
});

describe('a system whose second equation could not be read', () => {
  it('claims nothing of the answer, and a step judged against step 0 alone says so (it said "the final answer is wrong")', () => {
    const r = readPasted('x + y = 5\n2x - y = 4 ⇝\nx = 3\ny = 2').result;
    expect(r.claims).toEqual({ q1: false, q2: false, q3: false });
    expect(r.unjudged).toBe('step 1 could not be read, and it may be the second equation of the system');
    expect(r.explanation).not.toContain('is not the solution set');
    expect(r.steps[2]!.reason).toMatch(/\(judged against step 0 alone: step 1, which could not be read, may be the system's second equation\)$/);
  });

  it('with both equations read, the answer is judged as before', () => {
    expect(gold(readPasted('x + y = 5\n2x - y = 4\nx = 3\ny = 2').result)).toEqual({ q1: true, q2: true, q3: -1 });
  });
});

describe('a system joined by a word of another language', () => {
  it.each([
    ['Portuguese e', 'x + y = 5 e x - y = 1\n2x = 6\nx = 3\ny = 2'],
    ['Turkish ve', 'x + y = 5 ve x - y = 1\n2x = 6\nx = 3\ny = 2'],
    ['Spanish y', 'x + y = 5 y x - y = 1\n2x = 6\nx = 3\ny = 2'],
    ['Polish i, answer too', 'x + y = 5 i x - y = 1\n2x = 6\nx = 3 i y = 2'],
  ])('%s: read as "and" (before: unexpected word "y" (the variable is x))', (_name, text) => {
    const r = read(text);
    expect(r.unreadable).toEqual([]);
    expect([r.q1, r.q2, r.q3]).toEqual([true, true, -1]);
  });

  it('a joining word not read is the word named, with the unknowns the line has (before: "y", "the variable is x")', () => {
    const r = read('x + y = 5 ja x - y = 1\n2x = 6\nx = 3\ny = 2');
    expect(r.explanation).toContain('unexpected word "ja" (the unknowns are x and y): if it joins two statements, write "and"');
    expect(r.explanation).toContain('The final answer is not judged');
  });
});

describe('"from (2):" in other classes\' words', () => {
  it.each(['de', 'da', 'aus', 'z', 'iz', 'van'])('"%s (2): x = y + 1" names the equation used (before: unexpected word)', (word) => {
    const r = read(`x + y = 5 e x - y = 1\n${word} (2): x = y + 1\ny + 1 + y = 5\n2y = 4\ny = 2\nx = 3 e y = 2`);
    expect(r.unreadable).toEqual([]);
    expect(gold(r)).toEqual(VALID);
  });
});

describe('a system posed on one line with its equations named or in a brace (system-line.ts; red team, round 15)', () => {
  it.each([
    ['I: …, II: …', 'I: 3x + 2y = 12, II: x - 2y = -4\nI + II: 4x = 8\nx = 2\ny = 3'],
    ['(1) …, (2) …', '(1) x + y = 5, (2) x - y = 1\n(1) + (2): 2x = 6\nx = 3\ny = 2'],
    ['a brace left open', '{ 2x + 3y = 13 ; 5x - 3y = 1\n7x = 14\nx = 2\ny = 3'],
    ['a brace closed', '{2x + 3y = 13; 5x - 3y = 1}\n7x = 14\nx = 2\ny = 3'],
  ])('%s: read as the system (before: step 0 unreadable, nothing judged)', (_name, text) => {
    const r = read(text);
    expect(r.unreadable).toEqual([]);
    expect(gold(r)).toEqual(VALID);
  });

  it('a slip after it is found, and columns stay where they were typed', () => {
    const r = read('{ 2x + 3y = 13 ; 5x - 3y = 1\n7x = 14\nx = 2\ny = 4');
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 3 });
    const bad = read('I: 3x + 2y = 12, II: x - 2y = -4 §\n4x = 8');
    expect(bad.explanation).toContain('column 34');
  });
});

describe('round 21: an equation named in words, and the answer again in interval notation', () => {
  it.each([
    ['From the second equation, …', 'x + y = 5\n2x - y = 1\nFrom the second equation, y = 2x - 1.\nx + 2x - 1 = 5\n3x = 6\nx = 2, y = 3'],
    ['Solving the first equation for y, …', 'x + y = 5\n2x - y = 1\nSolving the first equation for y, y = 5 - x.\n2x - (5 - x) = 1\n3x = 6\nx = 2\ny = 3'],
    ['In interval notation: …', 'x + 3 > 2x - 1\n-x > -4\nx < 4\nIn interval notation: (-∞, 4)'],
    ['In interval notation, the solution is …', '-4 < 2x + 2 ≤ 10\n-6 < 2x ≤ 8\n-3 < x ≤ 4\nIn interval notation, the solution is (-3, 4]'],
  ])('%s (before: unreadable)', (_name, text) => {
    const r = read(text);
    expect(r.unreadable).toEqual([]);
    expect(gold(r)).toEqual(VALID);
  });

  it.each([
    ['a false line from the first equation', 'x + y = 5\n2x - y = 1\nFrom the first equation: y = 5 + x\n2x - 5 - x = 1\nx = 6\ny = 11', { q1: false, q2: false, q3: 2 }],
    ['a wrong interval', 'x + 3 > 2x - 1\n-x > -4\nx < 4\nIn interval notation: (-∞, 4]', { q1: false, q2: false, q3: 3 }],
  ])('%s is judged', (_name, text, want) => {
    expect(gold(read(text))).toEqual(want);
  });
});

describe('round 26: LaTeX rows on one line of several are that line\'s statements, one step', () => {
  it.each([
    ['a system posed in cases', 'Solve $\\begin{cases} 3x - 2y = 4 \\\\ x + y = 3 \\end{cases}$\n$x = 3 - y$\n$3(3 - y) - 2y = 4$\n$9 - 5y = 4$\n$y = -1$\n$x = 4$\nSo $(x, y) = (4, -1)$.', { q1: false, q2: false, q3: 4 }],
  ])('%s (before: its rows were steps, and every later step one index on)', (_name, text, want) => {
    expect(gold(read(text))).toEqual(want);
  });

  it('aligned steps on one line are one step, read as a chain: a slip between them is that line\'s error, the step after it not misnumbered', () => {
    const r = read('Solve $2x + 3 = 11$\n$$\\begin{aligned} 2x + 3 &= 11 \\\\ 2x &= 9 \\end{aligned}$$\n$x = 4.5$');
    expect(r.unreadable).toEqual([]);
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 1 });
    expect(r.steps).toHaveLength(3);
    expect(gold(read('x^2 - 9 = 0\n$\\begin{aligned} x^2 &= 9 \\\\ x &= \\pm 3 \\end{aligned}$\nx = 3 or x = -3'))).toEqual(VALID);
  });

  it('the whole work in one block on one line: its rows are the steps', () => {
    expect(gold(read('$\\begin{aligned} 3x + 2 &= 14 \\\\ 3x &= 12 \\\\ x &= 3 \\end{aligned}$'))).toEqual({ q1: false, q2: false, q3: 2 });
  });
});

describe('round 27: an operation then its line, a brace before an array, aligned rows of one set', () => {
  it.each([
    ['"subtract one, -4x ≤ 10"', '-4x + 1 ≤ 13\nsubtract one, -4x ≤ 10\nx ≥ -3'],
    ['"add four, 3x ≥ 12"', '3x - 4 > 8\nadd four, 3x ≥ 12\nx > 4'],
    ['"subtract one, 2x ≠ 8"', '2x + 1 = 9\nsubtract one, 2x ≠ 8\nx = 4'],
  ])('%s is not read as a heading above the next line (before: a note, and the slip on it passed)', (_name, text) => {
    // Since stop 48 the operation before the comma is the line's note (`Dividing by 3, x = 5`), and the slip on the
    // line is judged there; before, the line was not read.
    const r = read(text);
    expect(r.unreadable).toEqual([]);
    expect(r.q3).toBe(1);
    expect(r.claims.q3).toBe(true);
  });

  it('a method named, then arithmetic in words, is not read (before: a heading, and the next line was the error)', () => {
    const r = read('5x - 7 = 3x + 9\nfirst bring the 3x over to the left, 5x minus 3x is 8x\n8x - 7 = 9\n8x = 16\nx = 2');
    expect(r.unreadable).toEqual([1]);
    expect(r.claims.q3).toBe(false);
  });

  it('a system in `\\left\\{ \\begin{array}{l} … \\end{array} \\right.` is posed (before: step 0 unreadable)', () => {
    const r = read('Solve $\\left\\{ \\begin{array}{l} 2x + y = 7 \\\\ x - y = 2 \\end{array} \\right.$\nAdding: $3x = 9$\n$x = 3$\n$y = 1$');
    expect(r.unreadable).toEqual([]);
    expect(gold(r)).toEqual(VALID);
  });

  it('aligned rows of one set on one line are one step, read as the last (before: "unexpected character ⇒")', () => {
    const r = read('x^2 - 6x + 4 = 0\n$\\begin{aligned} x^2 - 6x &= -4 \\\\ (x - 3)^2 &= 5 \\end{aligned}$\nx - 3 = ±√5\nx = 3 ± √5');
    expect(r.unreadable).toEqual([]);
    expect(gold(r)).toEqual(VALID);
  });
});

describe('stop 44: forms typed in chat and on the web', () => {
  it.each([
    ['"there\'s no solution"', '2x + 3 = 2x + 5\n3 = 5\nthere\'s no solution'],
    ['"it\'s extraneous" on a line of its own', 'x/(x - 2) = 2/(x - 2)\nx = 2\nit\'s extraneous\nNo solution'],
    ['"so it\'s extraneous" after its reason', 'x/(x - 2) = 2/(x - 2)\nx = 2\nx = 2 makes the denominator zero, so it\'s extraneous\nthere\u2019s no solution'],
    ['"there\'s infinitely many solutions"', '2x + 2 = 2(x + 1)\n2x + 2 = 2x + 2\nthere\'s infinitely many solutions'],
    ['"x is 4"', '2x + 3 = 11\n2x = 8\nx is 4'],
    ['"So x is -3/2."', '2x + 3 = 0\n2x = -3\nSo x is -3/2.'],
    ['a system\'s answer "x=3 y=2"', 'x + y = 5\nx - y = 1\n2x = 6\nx=3 y=2'],
    ['a system\'s answer "y = 2   x = 3"', 'x + y = 5\nx - y = 1\n2y = 4\ny = 2   x = 3'],
  ])('%s is read (before: unreadable, the answer not judged)', (_name, text) => {
    const r = read(text);
    expect(r.unreadable).toEqual([]);
    expect(gold(r), r.explanation).toEqual(VALID);
  });

  it('the same forms with a wrong value are wrong', () => {
    expect(gold(read('2x + 3 = 11\n2x = 8\nx is -4'))).toEqual({ q1: false, q2: false, q3: 2 });
    expect(gold(read('x + y = 5\nx - y = 1\n2x = 6\nx=3 y=3'))).toEqual({ q1: false, q2: false, q3: 3 });
    // "there's no solution" where there is one
    expect(gold(read('2x + 3 = 11\n2x = 8\nthere\'s no solution'))).toEqual({ q1: false, q2: false, q3: 2 });
  });

  it('other sentences with "is", and a chain with no space, stay unread', () => {
    for (const line of ['x is not 4', 'x is 4 or less', 'y is 4', 'the answer is four']) {
      expect(read(`2x + 3 = 11\n2x = 8\n${line}`).unreadable, line).toEqual([2]);
    }
    // x = 3y = 2 is a chain: no space between 3 and y, so not a pair
    expect(read('x + y = 5\nx - y = 1\nx = 3y = 2').unreadable).toEqual([2]);
  });
});
