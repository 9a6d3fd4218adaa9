// A discriminant worked out on a line of its own in pasted quadratic work
// (src/core/checker/discriminant-line.ts): an aside judged by its value against b² − 4ac of the
// equation before it; the work goes on from that equation. The benchmark's strict reading of such a
// line (unreadable) does not change.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gold, readPasted, VALID } from './helpers.ts';
import { checkTrace } from '../../src/core/checker/index.ts';

const read = (text: string) => readPasted(text).result;

describe('a discriminant line in pasted work', () => {
  it.each([
    ['D = chain', 'x^2 - 5x + 6 = 0\nD = 25 - 24 = 1\nx = (5 ± 1)/2\nx₁ = 3, x₂ = 2'],
    ['the coefficients put in', 'x^2 - 5x + 6 = 0\nD = (-5)^2 - 4·1·6 = 1\nx = (5 ± sqrt(1))/2\nx = 3 or x = 2'],
    ['b² − 4ac named', 'x^2 - 5x + 6 = 0\nb² − 4ac = 25 − 24 = 1\nx = (5 ± 1)/2\nx = 3 or x = 2'],
    ['Δ after a rewrite to standard form', '2x^2 = 3x + 2\n2x^2 - 3x - 2 = 0\nΔ = 9 + 16 = 25\nx = (3 ± 5)/4\nx = 2 or x = -1/2'],
    ['a negative one, then the comparison', 'x^2 + 2x + 5 = 0\nD = 4 - 20 = -16\nD < 0\nno real solution'],
    ['from an equation not in standard form', 'x^2 = 5x - 6\nD = 25 - 24 = 1\nx = (5 ± 1)/2\nx = 2 or x = 3'],
  ])('%s: right, shown as an aside', (_name, text) => {
    const r = read(text);
    expect(gold(r), r.explanation).toEqual(VALID);
    expect(r.steps.filter((s) => s.kind === 'computation').length).toBeGreaterThan(0);
  });

  it('says what the value is and that it is not a step', () => {
    const r = read('x^2 - 5x + 6 = 0\nD = 25 - 24 = 1\nx = (5 ± 1)/2\nx = 3 or x = 2');
    expect(r.steps[1]!.reason).toBe('the discriminant of the equation above, b² − 4ac = 1: a computation aside, not a step');
    // The step after it is compared with the equation above the aside, and says so (not "the previous step").
    expect(read('x^2 - 5x + 6 = 0\nD = 25 - 24 = 1\nx = 2 or x = 3').steps[2]!.reason).toBe('same solution set as the step before the aside');
  });

  it('a slip in its arithmetic is the first error, and the work after it is judged from the equation', () => {
    const r = read('x^2 - 5x + 6 = 0\nD = 25 - 24 = 2\nx = (5 ± 1)/2\nx = 3 or x = 2');
    expect(gold(r)).toEqual({ q1: true, q2: false, q3: 1 });
    expect(r.steps[1]!.code).toBe('wrong_computation');
    expect(r.steps[1]!.reason).toBe("the discriminant's arithmetic is wrong: 1 is not 2");
    expect(r.steps.slice(2).every((s) => s.valid)).toBe(true);
  });

  it('a value that is not b² − 4ac of the equation is wrong, with the right value', () => {
    const r = read('x^2 - 5x + 6 = 0\nD = 25 + 24 = 49\nx = (5 ± 7)/2\nx = 6 or x = -1');
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 1 });
    expect(r.steps[1]!.reason).toBe('the discriminant of the equation above is 1, not 49');
  });

  it('a comparison that does not hold of the discriminant is wrong', () => {
    const r = read('x^2 - 5x + 6 = 0\nD < 0\nno real solution');
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 1 });
    expect(r.steps[1]!.reason).toBe('the discriminant of the equation is 1, so it is not < 0');
  });

  it('a comparison with no quadratic before it is not read; a chain there is judged by its arithmetic alone', () => {
    expect(read('3x + 5 = 2x - 7\nD < 0\nx = -12').steps[1]!.code).toBe('parse_error');
    const chain = read('3x + 5 = 2x - 7\nD = 4 - 3 = 1\nx = -12');
    expect(chain.steps[1]!.kind).toBe('computation');
    expect(chain.steps[1]!.reason).toContain('the last line read before it is no quadratic equation to compare it with');
  });

  it('as the last line it is no answer (unreadable); in a trace whose unknown is D it is an equation', () => {
    expect(read('x^2 - 5x + 6 = 0\nx = 2 or x = 3\nD = 1').steps[2]!.code).toBe('parse_error');
    expect(read('D^2 - 5D + 6 = 0\nD = 2 or D = 3').q1).toBe(true);
  });

  it('the benchmark\'s strict reading is unchanged: such a line is unreadable', () => {
    expect(checkTrace(['x^2 - 5x + 6 = 0', 'D = 25 - 24 = 1', 'x = (5 ± 1)/2', 'x = 2 or x = 3']).steps[1]!.code).toBe('parse_error');
  });

  it('property: for any quadratic, D = b² − 4ac is right and any other value is the first error', () => {
    const coef = fc.integer({ min: -9, max: 9 });
    fc.assert(fc.property(coef.filter((a) => a !== 0), coef, coef, fc.integer({ min: -5, max: 5 }), (a, b, c, off) => {
      const d = b * b - 4 * a * c;
      const eq = `${a}x^2 + ${b}x + ${c} = 0`.replace(/\+ -/g, '- ');
      const r = read(`${eq}\nD = ${d + off}\n${eq}\nx = 1`);
      expect(r.steps[1]!.valid).toBe(off === 0);
      expect(r.steps[1]!.code).toBe(off === 0 ? null : 'wrong_computation');
      // The line after the aside is judged against the equation, so repeating it is equivalent.
      expect(r.steps[2]!.kind).toBe('equivalent');
    }), { numRuns: 200 });
  });

  it('a chain that ends comparing its value (`D = 25 - 24 = 1 > 0`) is held to both', () => {
    const ok = read('x^2 - 5x + 6 = 0\nD = 25 - 24 = 1 > 0\nx = (5 ± 1)/2\nx = 3 or x = 2');
    expect(gold(ok)).toEqual(VALID);
    expect(ok.steps[1]!.reason).toBe('the discriminant of the equation above, b² − 4ac = 1, which is > 0: a computation aside, not a step');
    const bad = read('x^2 - 5x + 6 = 0\nD = 25 - 24 = 1 < 0\nx = (5 ± 1)/2\nx = 3 or x = 2');
    expect(bad.steps[1]!.code).toBe('wrong_computation');
    expect(bad.steps[1]!.reason).toBe('1 < 0 is false');
  });

  // Red team, round 6: `Discriminant:` was taken off as a note, and the numbers left "held for every
  // x" ("every x satisfies this step", right work called wrong), or passed where false.
  it.each([
    ['Discriminant: 4 - 20 = -16 < 0', 'x^2 + 2x + 5 = 0\nDiscriminant: 4 - 20 = -16 < 0\nNo real solutions'],
    ['Discriminant = …', 'x^2 + 2x + 5 = 0\nDiscriminant = 4 - 20 = -16\nNo real solutions'],
    ['The discriminant is …', 'x^2 - 5x + 6 = 0\nThe discriminant is 25 - 24 = 1\nx = (5 ± 1)/2\nx = 3 or x = 2'],
    ['Discriminant: D = …', 'x^2 - 5x + 6 = 0\nDiscriminant: D = 25 - 24 = 1 > 0\nx = (5 ± 1)/2\nx = 3 or x = 2'],
    ['Diskriminante', 'x^2 - 5x + 6 = 0\nDiskriminante: 25 - 24 = 1\nx = (5 ± 1)/2\nx = 3 oder x = 2'],
    ['numbers worked out and compared, unnamed', 'x^2 - x - 6 = 0\n1 + 24 = 25 > 0\nx = (1 ± 5)/2\nx = 3 or x = -2'],
  ])('named in words (%s): an aside judged like D', (_name, text) => {
    const r = read(text);
    expect(gold(r), r.explanation).toEqual(VALID);
    expect(r.steps[1]!.kind).toBe('computation');
  });

  it('named in words, a wrong one is the first error with the right value, and a false comparison is named', () => {
    const wrong = read('x^2 + 2x - 5 = 0\nDiscriminant: 4 - 20 = -16 < 0\nNo real solutions');
    expect(gold(wrong)).toEqual({ q1: false, q2: false, q3: 1 });
    expect(wrong.steps[1]!.reason).toBe('the discriminant of the equation above is 24, not -16');
    const compared = read('x^2 + 2x + 5 = 0\nDiscriminant: 4 - 20 = -16 > 0\nNo real solutions');
    expect(gold(compared)).toEqual({ q1: true, q2: false, q3: 1 });
    expect(compared.steps[1]!.reason).toBe('-16 > 0 is false');
    const unnamed = read('x^2 + 2x + 5 = 0\n4 - 20 = -16 > 0\nNo real solutions');
    expect(gold(unnamed)).toEqual({ q1: true, q2: false, q3: 1 });
    expect(unnamed.steps[1]!.reason).toBe('a number worked out between the steps that is false: 4 - 20 = -16 > 0 does not hold of the numbers');
    // A comparison alone is still a step (`-2 < 3`, what eliminating the unknown of an inequality leaves).
    expect(read('2x - 2 < 2x + 3\n-2 < 3\nall real numbers').steps[1]!.kind).not.toBe('computation');
  });
});

describe('the coefficients named before the formula (`a = 1, b = -5, c = 6`)', () => {
  it.each([
    ['commas', 'a = 1, b = -5, c = 6'],
    ['semicolons', 'a = 1; b = -5; c = 6'],
    ['spaces', 'a=1 b=-5 c=6'],
    ['each sign changed (the right side minus the left)', 'a = -1, b = 5, c = -6'],
    // Stop 49: the words classes write before them, and "and" before the last (each was unreadable, so Q2 and Q3 were not judged).
    ['"Here"', 'Here a = 1, b = -5, c = 6'],
    ['"Here," and a full stop', 'Here, a = 1, b = -5, c = 6.'],
    ['"where" and "and"', 'where a = 1, b = -5 and c = 6'],
    ['"and" alone', 'a = 1, b = -5 and c = 6'],
    ['"With …:"', 'With a = 1, b = -5, c = 6:'],
    ['"Using the quadratic formula with …:"', 'Using the quadratic formula with a = 1, b = -5, c = 6:'],
    ['"Identify"', 'Identify a = 1, b = -5, c = 6'],
    ['"Comparing with ax^2 + bx + c = 0,"', 'Comparing with ax^2 + bx + c = 0, a = 1, b = -5, c = 6'],
  ])('%s: an aside judged against the line before', (_, line) => {
    const r = read(`x^2 - 5x + 6 = 0\n${line}\nD = 25 - 24 = 1\nx = (5 ± 1)/2\nx = 3 or x = 2`);
    expect(gold(r)).toEqual(VALID);
    expect(r.steps[1]!.reason).toBe('the coefficients of the equation above written as ax² + bx + c = 0: a computation aside, not a step');
  });

  it('read from an equation not yet in standard form: its left side minus its right', () => {
    expect(gold(read('x^2 = 5x - 6\na = 1, b = -5, c = 6\nx = (5 ± 1)/2\nx = 3 or x = 2'))).toEqual(VALID);
  });

  it.each([
    ['bare', 'a = 1, b = 5, c = 6'],
    ['after "Here"', 'Here a = 1, b = 5, c = 6'],
    ['after "Using the quadratic formula with"', 'Using the quadratic formula with a = 1, b = 5, c = 6:'],
  ])('a wrong coefficient (%s) is the first error, and names the right ones', (_, line) => {
    const r = read(`x^2 - 5x + 6 = 0\n${line}\nx = (5 ± 1)/2\nx = 3 or x = 2`);
    expect(gold(r)).toEqual({ q1: true, q2: false, q3: 1 });
    expect(r.steps[1]!.reason).toBe('the equation above written as ax² + bx + c = 0 has a = 1, b = -5, c = 6 (or each with its sign changed), not a = 1, b = 5, c = 6');
  });

  it('the words before them with no coefficients after, or only two, are no aside', () => {
    expect(read('x^2 - 5x + 6 = 0\nHere a = 1, b = -5\nx = 3 or x = 2').steps[1]!.code).toBe('parse_error');
    expect(read('x^2 - 5x + 6 = 0\nHere D = 1\nx = 3 or x = 2').steps[1]!.code).toBe('parse_error');
  });

  it('property: the coefficients of any quadratic are right, and any one changed is the first error', () => {
    const coef = fc.integer({ min: -9, max: 9 });
    fc.assert(fc.property(coef.filter((a) => a !== 0), coef, coef, fc.integer({ min: 0, max: 2 }), fc.integer({ min: -2, max: 2 }), (a, b, c, which, off) => {
      const eq = `${a}x^2 + ${b}x + ${c} = 0`.replace(/\+ -/g, '- ');
      const k = [a, b, c].map((v, i) => (i === which ? v + off : v));
      const r = read(`${eq}\na = ${k[0]}, b = ${k[1]}, c = ${k[2]}\n${eq}\nx = 1`);
      // The triple with every sign changed writes the same equation (x^2 = 0 and -x^2 = 0: a changed by -2a).
      const negated = k.every((v, i) => v === -[a, b, c][i]!);
      expect(r.steps[1]!.valid).toBe(off === 0 || negated);
      expect(r.steps[2]!.kind).toBe('equivalent');
    }), { numRuns: 200 });
  });

  it('where the line before is no quadratic, or the unknown is a, b or c, the line is no aside', () => {
    const r = read('2x + 3 = 11\na = 1, b = 2, c = 3\nx = 4');
    expect(r.steps[1]!.code).toBe('parse_error');
    // The step after an unreadable line is compared with the last line read, and says which.
    expect(r.steps[2]!.reason).toBe('same solution set as step 0, the last line before it whose statement was read');
    expect(read('a^2 - 5a + 6 = 0\na = 1, b = -5, c = 6\na = 2 or a = 3').steps[1]!.code).toBe('parse_error');
  });
});

describe('the p-q formula\'s coefficients named before it (`p = -5, q = 6`, German classes)', () => {
  it('an aside judged against the equation above written as x² + px + q = 0', () => {
    const r = read('x^2 - 5x + 6 = 0\np = -5, q = 6\nx = 5/2 ± √(25/4 - 6)\nx = 5/2 ± 1/2\nx1 = 3, x2 = 2');
    expect(gold(r), r.explanation).toEqual(VALID);
    expect(r.steps[1]!.reason).toBe('the coefficients of the equation above written as x² + px + q = 0: a computation aside, not a step');
    expect(read('2x^2 - 10x + 12 = 0\np = -5; q = 6\nx = 5/2 ± 1/2\nx = 3 or x = 2').steps[1]!.reason).toContain('(divided by 2)');
    expect(read('-x^2 + 5x - 6 = 0\np = -5, q = 6\nx = 5/2 ± 1/2\nx = 3 or x = 2').steps[1]!.reason).toContain('(divided by -1)');
  });

  it('a wrong one is the first error, and names the right ones', () => {
    const r = read('x^2 - 5x + 6 = 0\np = 5, q = 6\nx = 5/2 ± 1/2\nx = 3 or x = 2');
    expect(gold(r)).toEqual({ q1: true, q2: false, q3: 1 });
    expect(r.steps[1]!.reason).toBe('the equation above written as x² + px + q = 0 has p = -5, q = 6, not p = 5, q = 6');
  });

  it('property: b/a and c/a of any quadratic are right, and either one changed is the first error', () => {
    const coef = fc.integer({ min: -9, max: 9 });
    fc.assert(fc.property(coef.filter((a) => a !== 0), coef, coef, fc.boolean(), fc.integer({ min: -2, max: 2 }), (a, b, c, changeP, off) => {
      const eq = `${a}x^2 + ${b}x + ${c} = 0`.replace(/\+ -/g, '- ');
      const p = `(${b + (changeP ? off * a : 0)})/(${a})`;
      const q = `(${c + (changeP ? 0 : off * a)})/(${a})`;
      const r = read(`${eq}\np = ${p}, q = ${q}\n${eq}\nx = 1`);
      expect(r.steps[1]!.valid).toBe(off === 0);
      expect(r.steps[2]!.kind).toBe('equivalent');
    }), { numRuns: 150 });
  });

  it('not where the unknown is p or q, nor in the strict language', () => {
    expect(read('p^2 - 5p + 6 = 0\np = -5, q = 6\np = 2 or p = 3').steps[1]!.code).toBe('parse_error');
    expect(checkTrace(['x^2 - 5x + 6 = 0', 'p = -5, q = 6', 'x = 3 or x = 2']).steps[1]!.code).toBe('parse_error');
  });
});

describe('the discriminant\'s sign given as the reason beside the answer (`D < 0, so no real solution`)', () => {
  it.each([
    'D < 0, so no real solution',
    'no real solution since D < 0',
    'D < 0 ⇒ no real solution',
    'There is no real solution because D < 0.',
  ])('%s: the answer judged, the reason held to the equation', (line) => {
    const r = read(`x^2 + 2x + 5 = 0\n${line}`);
    expect(gold(r), r.explanation).toEqual(VALID);
    expect(r.steps[1]!.reason).toContain('(the reason given, D < 0, holds: the discriminant of the equation, -16, is < 0)');
  });

  it('a false reason beside a right answer is the error; beside a wrong answer it is named too', () => {
    const r = read('x^2 + 2x + 5 = 0\nD > 0 ⇒ no real solution');
    expect(gold(r)).toEqual({ q1: true, q2: false, q3: 1 });
    expect(r.steps[1]!.reason).toBe('the discriminant of the equation is -16, so it is not > 0 (the reason given beside no real solution)');
    const w = read('x^2 - 5x + 6 = 0\nno real solution since D < 0');
    expect(w.steps[1]!.code).toBe('dropped_true_solution');
    expect(w.steps[1]!.reason).toContain('; and the reason given is false: the discriminant of the equation is 1, so it is not < 0');
  });

  it('is not read in the strict language', () => {
    expect(checkTrace(['x^2 + 2x + 5 = 0', 'no real solution since D < 0']).steps[1]!.code).toBe('parse_error');
  });
});

describe('the number of real solutions concluded on the discriminant\'s line ("D = 16 > 0, two solutions")', () => {
  it.each([
    ['x^2 + 6x + 5 = 0\nD = 36 - 20 = 16 > 0, two solutions\nx = (-6 ± 4)/2\nx = -1, x = -5', 'two solutions'],
    ['x^2 + 6x + 5 = 0\nD = 16 ⇒ two real solutions\nx = (-6 ± 4)/2\nx = -1, x = -5', 'two real solutions'],
    ['x^2 + 6x + 9 = 0\nΔ = 0 → one double root\nx = -3', 'one double root'],
    ['x^2 + 1 = 0\nD = -4 < 0 → no real roots\nno real solution', 'no real roots'],
    ['x^2 + 6x + 5 = 0\nD > 0, so there are 2 solutions\nx = (-6 ± 4)/2\nx = -1, x = -5', 'there are 2 solutions'],
  ])('%s', (text, words) => {
    const r = readPasted(text).result;
    // Before: unreadable ("unexpected word D"), so the steps were not judged.
    expect(gold(r), r.explanation).toEqual(VALID);
    expect(r.steps[1]).toMatchObject({ kind: 'computation', valid: true });
    expect(r.steps[1]!.reason).toContain(`"${words}" follows`);
  });

  it('a count the sign does not give is the line\'s error', () => {
    const r = readPasted('x^2 + 6x + 5 = 0\nD = 16 > 0, so one solution\nx = (-6 ± 4)/2\nx = -1, x = -5').result;
    expect(r.q1).toBe(true);
    expect(r.q3).toBe(1);
    expect(r.steps[1]!.reason).toBe('the discriminant is 16: it is positive, so the equation has two real solutions, not "one solution"');
  });
});
