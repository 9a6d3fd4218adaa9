// The reason a rejection gives, judged where it is arithmetic (reason-claim.ts), and the rejections
// red team round 12 wrote with a false reason for the right value, each called all valid before.
import Fraction from 'fraction.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reasonClaim } from '../../src/core/checker/reason-claim.ts';
import { gold, readPasted, VALID } from './helpers.ts';

const read = (text: string) => readPasted(text).result;

describe('reasonClaim', () => {
  it.each([
    ['since it makes x + 1 = 0', '3', false],
    ['since it makes x - 3 = 0', '3', true],
    ['because x - 1 = 2', '-1', false],
    ['2(x) - 6 = 0', '3', true],
    ['3 - 3 = 1', '3', false],
    ['3 - 3 = 0', '3', true],
    ['since 1/(1 - 1) = 1/0 = 0', '1', false],
    ['since 10/(5 - 5) = 2', '5', false],
    ['2(2) + 1 = 5 ≠ 7', '2', true],
    ['x^2 = 9', '-3', true],
    ['x = 1/2 makes 2x - 1 = 0', '1/2', null],
    // several reasons: one false makes them false (round 13: the true one passed the line)
    ['since -2 + 2 = 0 and (-2)^2 - 4 = 8', '-2', false],
    ['since 2 + 2 = 0 and 2 - 2 = 0', '2', false],
    ['2 - 2 = 0, 4/(2 - 2) = 2', '2', false],
    ['since x - 2 = 0 and x^2 - 4 = 0', '2', true],
    ['2 - 2 = 0, and the denominator is zero', '2', null],
    // a denominator said to be zero in words, as the equation it says (round 21: the words were a comment)
    ['because the denominator x + 3 is zero', '3', false],
    ['because the denominator x - 3 is zero', '3', true],
    ['since x + 3 is zero there', '3', false],
    ['because the denominator 2x - 3 is zero', '3', false],
    ['because the denominator x + 3 = 0', '3', false],
    ['the denominator x - 1 would be zero', '-1', false],
    ['the denominator is zero', '3', null],
    // reasons joined by "or": judged only where every one is false
    ['since it makes x + 3 = 0 or x = 0', '3', false],
    ['since it makes x - 3 = 0 or x = 0', '3', true],
    // one "is zero" said of two expressions (round 22)
    ['because x - 1 and x + 1 are zero', '1', false],
    ['since x + 4 or x - 2 would be zero', '-2', false],
    ['because the denominator x + 3 or x - 2 is zero', '-2', false],
    ['because x - 2 or x + 2 is zero there', '2', true],
    ['because x - 1 and x^2 - 1 are zero', '1', true],
    ['since each of x - 1 and x^2 - 1 is zero there', '1', true],
    ['since each of x + 1 and x^2 - 1 is zero there', '1', false],
    // with "both", "each", "as well as" (round 23: the reason was passed over)
    ['because x + 2 and x - 2 are both zero', '2', false],
    ['since both x + 2 and x - 2 are zero', '2', false],
    ['as both denominators x + 2 and x^2 - 4 are zero', '2', false],
    ['because x - 2 and x + 2 are each zero', '2', false],
    ['since x - 3 as well as x + 3 are zero', '3', false],
    ['since x - 3 and x + 3 both equal zero', '3', false],
    ['since x - 3 and 2x - 6 are both zero', '3', true],
    // words after the claim that say where it holds, and claims joined by "as well as" (round 24)
    ['since x + 2 = 0 there', '2', false],
    ['since x + 2 = 0 at x = 2', '2', false],
    ['since x + 2 = 0 at x = -2', '2', null],
    ['since x + 2 = 0 in the original', '2', false],
    ['since 1 + 1 = 0 in the denominator', '1', false],
    ['since x + 2 is zero as well', '2', false],
    ['since x - 2 = 0 too', '2', true],
    ['since x + 2 = 0 as well as x^2 - 4 = 0', '2', false],
    ['since x - 2 = 0 along with x^2 - 4 = 0', '2', true],
    ['since x plus 2 = 0', '2', null],
    // "makes E zero" with no verb, and a term said to be undefined (round 26)
    ['since it makes the denominator x zero', '3', false],
    ['since it makes the denominator x - 3 zero', '3', true],
    ['since it makes the denominator zero', '3', null],
    ['since it makes the 1/x term undefined', '3', false],
    ['since 2/(x - 3) is undefined', '3', true],
  ])('"%s" at %s: %s', (reason, value, holds) => {
    const c = reasonClaim(reason, 'x', value);
    expect(c === null ? null : c.kind === 'arithmetic' ? c.holds : 'unread').toBe(holds);
  });

  it.each([
    ['since x ≠ 3 (a restriction, not a claim at 3)', 'x ≠ 3'],
    ['a side that divides by zero on every side: it is undefined, which is so', '4/(3 - 3) = 4/0'],
    ['words', 'the denominator is zero'],
    ['no relation', '3 - 3'],
  ])('not judged: %s', (_name, reason) => {
    expect(reasonClaim(reason, 'x', '3')).toBeNull();
  });

  it('a linear claim in the unknown holds exactly where its sides agree at the value (fraction.js)', () => {
    const small = fc.integer({ min: -9, max: 9 });
    fc.assert(
      fc.property(small, small, small, small, fc.integer({ min: 1, max: 5 }), (a, b, c, p, q) => {
        const value = new Fraction(p, q);
        const reason = `since it makes ${a}x + ${b} = ${c}`.replace(/\+ -/g, '- ');
        const claim = reasonClaim(reason, 'x', value.toFraction());
        const holds = value.mul(a).add(b).equals(c);
        expect(claim).toEqual({ kind: 'arithmetic', holds, text: expect.any(String) });
      }),
    );
  });
});

describe('a rejection of the right value with a false reason is the line\'s error (red team, round 12)', () => {
  it.each([
    ['since it makes x + 1 = 0', '(x + 1)/(x - 3) = 4/(x - 3)\nx + 1 = 4\nx = 3\nx = 3 is extraneous since it makes x + 1 = 0\nNo solution', 3],
    ['in a note', '(x + 1)/(x - 3) = 4/(x - 3)\nx + 1 = 4\nx = 3\nExtraneous: x = 3 (3 - 3 = 1)\nNo solution', 3],
    ['1/0 = 0', 'x/(x - 1) - 2/x = 1/(x - 1)\nx^2 - 2(x - 1) = x\nx^2 - 3x + 2 = 0\nx = 1 or x = 2\nx = 1 is extraneous since 1/(1 - 1) = 1/0 = 0\nx = 2', 4],
    ['x + 3 = 0 at 3', 'x^2/(x - 3) = 9/(x - 3)\nx^2 = 9\nx = 3 or x = -3\nx = 3 is extraneous since it makes x + 3 = 0\nx = -3', 3],
    ['the verb first, a note', 'x^2/(x - 3) = 9/(x - 3)\nx^2 = 9\nx = 3 or x = -3\nReject x = 3 (3 - 3 = 1)\nx = -3', 3],
    ['squared work', 'x - 1 = 2\n(x - 1)^2 = 4\nx - 1 = 2 or x - 1 = -2\nx = 3 or x = -1\nx = -1 is extraneous since it makes x - 1 = 2\nx = 3', 4],
    ['a number over zero', '10/(x - 5) = 2x/(x - 5)\n10 = 2x\nx = 5\nReject x = 5 since 10/(5 - 5) = 2\nNo solution', 3],
    // round 21: a denominator said to be zero in words, and reasons joined by "or"
    ['the reason between the value and the verdict', 'x/(x - 1) = 1/(x - 1) + 2\nx = 1 + 2(x - 1)\nx = 1\nx = 1 makes x + 1 = 0, so we reject it.\nno solution', 3],
    ['the denominator named, its verdict after a comma', 'x^2/(x - 3) = 9/(x - 3)\nx^2 = 9\nx = 3 or x = -3\nx = 3 makes the denominator x + 3 zero, reject\nx = -3', 3],
    ['the denominator x + 3 is zero', 'x/(x - 3) = 3/(x - 3) + 2\nx = 3 + 2(x - 3)\nx = 3\nreject x = 3 because the denominator x + 3 is zero\nno solution', 3],
    ['the denominator 2x - 3 is zero', 'x/(x - 3) = 3/(x - 3) + 2\nx = 3 + 2(x - 3)\nx = 3\nreject x = 3 because the denominator 2x - 3 is zero\nno solution', 3],
    ['x + 3 is zero there', 'x/(x - 3) = 3/(x - 3) + 2\nx = 3 + 2(x - 3)\nx = 3\nreject x = 3 since x + 3 is zero there\nno solution', 3],
    ['in a note, Discard:', 'x^2/(x - 2) = 4/(x - 2)\nx^2 = 4\nx = 2 or x = -2\nDiscard: x = 2 (the denominator x + 2 is zero)\nx = -2', 3],
    ['after the value', 'x/(x - 3) + 3/(x + 3) = 18/(x^2 - 9)\nx(x + 3) + 3(x - 3) = 18\nx^2 + 6x - 27 = 0\n(x + 9)(x - 3) = 0\nx = -9 or x = 3\nx = 3 rejected because the denominator x + 3 is zero\nx = -9', 5],
    ['two reasons joined by "or", both false', 'x/(x - 3) = 3/(x - 3) + 2\nx = 3 + 2(x - 3)\nx = 3\nreject x = 3 since it makes x + 3 = 0 or x = 0\nno solution', 3],
  ])('%s (before: all valid, the reason "a comment, not judged")', (_name, text, at) => {
    const r = read(text);
    expect(gold(r)).toEqual({ q1: true, q2: false, q3: at });
    expect(r.steps[at]!.code).toBe('wrong_computation');
    expect(r.steps[at]!.reason).toMatch(/is right, but the reason given for it says .*, which is false$/);
  });

  it.each([
    ['since 3 - 3 = 0', '(x + 1)/(x - 3) = 4/(x - 3)\nx + 1 = 4\nx = 3\nx = 3 is extraneous since 3 - 3 = 0\nNo solution'],
    ['(x - 3 = 0)', '(x + 1)/(x - 3) = 4/(x - 3)\nx + 1 = 4\nx = 3\nReject x = 3 (x - 3 = 0)\nNo solution'],
    ['since x ≠ 3', '(x + 1)/(x - 3) = 4/(x - 3)\nx + 1 = 4\nx = 3\nx = 3 is rejected since x ≠ 3\nNo solution'],
    ['since 4/(3 - 3) = 4/0', '(x + 1)/(x - 3) = 4/(x - 3)\nx + 1 = 4\nx = 3\nx = 3 is rejected since 4/(3 - 3) = 4/0\nNo solution'],
    ['the denominator x - 3 is zero', 'x/(x - 3) = 3/(x - 3) + 2\nx = 3 + 2(x - 3)\nx = 3\nreject x = 3 because the denominator x - 3 is zero\nno solution'],
    ['the reason between the value and the verdict', 'x/(x - 1) = 1/(x - 1) + 2\nx = 1 + 2(x - 1)\nx = 1\nx = 1 makes x - 1 = 0, so we reject it.\nno solution'],
    ['the denominator named, its verdict after a comma', 'x^2/(x - 3) = 9/(x - 3)\nx^2 = 9\nx = 3 or x = -3\nx = 3 makes the denominator x - 3 zero, reject\nx = -3'],
    ['"or" with one reason true', 'x/(x - 3) = 3/(x - 3) + 2\nx = 3 + 2(x - 3)\nx = 3\nreject x = 3 since it makes x - 3 = 0 or x = 0\nno solution'],
  ])('a true reason (%s) leaves right work right', (_name, text) => {
    expect(gold(read(text))).toEqual(VALID);
  });

  it('the step says the reason was judged, and so', () => {
    const r = read('(x + 1)/(x - 3) = 4/(x - 3)\nx + 1 = 4\nx = 3\nx = 3 is extraneous since 3 - 3 = 0\nNo solution');
    expect(r.steps[3]!.reason).toContain('the reason given, 3 - 3 = 0, is so');
  });
});

describe('numbers only, true, each written on the line before (check.ts, copiesNumbersOf)', () => {
  it('may be the line before with the unknown lost, or arithmetic beside it: not judged (before: an aside, and the next line called the first error)', () => {
    const r = read('2/(x + 1) + 1 = 3/(x + 1)\n2 + 1 = 3\n3 = 3 so all real numbers except x = -1');
    expect(r.unreadable).toEqual([1]);
    expect(r.claims.q3).toBe(false);
    expect(r.q1).toBe(false);
  });

  it('false numbers stay wrong arithmetic, and numbers the line before lacks stay an aside', () => {
    expect(gold(read('(x + 8)/(x + 2) = 3\n8/2 = 3\n4 = 3\nno solution'))).toEqual({ q1: false, q2: false, q3: 1 });
    const aside = read('x^2 - 5x + 6 = 0\n25 - 24 = 1\nx = (5 ± 1)/2\nx = 3 or x = 2');
    expect(aside.unreadable).toEqual([]);
    expect(gold(aside)).toEqual(VALID);
  });
});

describe('a value said to make an expression zero, with no verdict after it', () => {
  it('is no rejection: not read (`x = 1 makes x - 1 = 0` alone)', () => {
    const r = read('x/(x - 1) = 1/(x - 1) + 2\nx = 1 + 2(x - 1)\nx = 1\nx = 1 makes x - 1 = 0\nno solution');
    expect(r.unreadable).toEqual([3]);
  });
});

describe('a rejection, its reason, then the answer on one line (round 22)', () => {
  const WORK = 'Solve 2x/(x - 3) = 6/(x - 3) + x\n2x = 6 + x(x - 3)\nx^2 - 5x + 6 = 0\n(x - 2)(x - 3) = 0\nx = 2 or x = 3';
  it.each([
    ['a false reason, the right answer', `${WORK}\nx = 3 is extraneous since x - 2 would be zero, so x = 2`, { q1: true, q2: false, q3: 5 }],
    ['the verb first', `${WORK}\nReject x = 3 because the denominator x + 3 is zero, so x = 2`, { q1: true, q2: false, q3: 5 }],
    ['a true reason, a wrong answer (it was "what the rejection leaves", x = 2, all valid)', `${WORK}\nx = 3 is extraneous since x - 3 would be zero, so x = 5`, { q1: false, q2: false, q3: 5 }],
    ['a wrong rejection, its answer', `${WORK}\nx = 2 is extraneous since x - 2 would be zero, so x = 3`, { q1: false, q2: false, q3: 5 }],
    ['a true reason, the right answer', `${WORK}\nx = 3 is extraneous since x - 3 would be zero, so x = 2`, VALID],
  ])('%s', (_name, text, want) => {
    const r = read(text);
    expect(gold(r)).toEqual(want);
    expect(r.finalSentence).not.toContain('no final answer');
    expect(r.explanation).not.toContain('never discarded');
  });

  it('a right rejection with a false reason, last: its error, and what it leaves is the answer (it said "There is no final answer")', () => {
    const r = read('1/(x - 1) + 1/(x + 1) = 2/(x^2 - 1)\n(x + 1) + (x - 1) = 2\n2x = 2\nx = 1\nx = 1 is extraneous since x + 1 is zero');
    expect(gold(r)).toEqual({ q1: true, q2: false, q3: 4 });
    expect(r.finalSentence).toContain('what the rejection on the last line leaves');
  });
});

describe('two values rejected on one line, each with its reason (round 25)', () => {
  it.each([
    ['"…, and x = 1 since …"', 'Solve 2/(x + 2) + x/(x + 2) = x\n2 + x = x(x + 2)\nx^2 + x - 2 = 0\n(x + 2)(x - 1) = 0\nx = -2 or x = 1\nreject x = -2 since x + 2 = 0 there, and x = 1 since x - 1 = 0 there too\nno solution', 5],
    ['with Unicode minus signs', 'x²/(x − 2) = 4/(x − 2)\nx ≠ 2\nx² = 4\nx = 2 or x = −2\nreject x = 2 since 2 − 2 = 0, and x = −2 since −2 − 2 = 0\nno solution', 4],
    ['"… as well as x = -1 since …"', 'Solve x^2/(x^2 - 1) = 1/(x^2 - 1)\nx^2 = 1\nx = 1 or x = -1\nreject x = 1 as well as x = -1 since x^2 - 1 = 0 there\nno solution', 3],
  ])('%s is not read (before: read as the first rejection alone, the second value "dropped" on the next line)', (_name, text, at) => {
    const r = read(text);
    expect(r.unreadable).toEqual([at]);
    expect(r.claims.q3).toBe(false);
    expect(r.steps[at]!.reason).toContain('and another value, each with its words: write each rejection on its own line');
  });

  it('a claim in the reason naming the unknown ("or x = 0") is the reason\'s, not a second rejection', () => {
    expect(read('x/(x - 3) = 3/(x - 3) + 2\nx = 3 + 2(x - 3)\nx = 3\nreject x = 3 since it makes x + 3 = 0 or x = 0\nno solution').unreadable).toEqual([]);
  });
});

describe('several values rejected with one reason (round 27)', () => {
  const WORK = '4/(x - 2) - x/(x + 2) = (6x + 4)/(x^2 - 4)\n4(x + 2) - x(x - 2) = 6x + 4\n-x^2 + 4 = 0\nx = 2 or x = -2';
  it.each([
    ['in brackets, "both make … zero"', `${WORK}\nreject x = 2 and x = -2 (both make x^2 + 4 zero)\nno solution`],
    ['after a dash', `${WORK}\nreject x = 2 and x = -2 — both make x + 5 zero\nno solution`],
    ['the denominator x said zero', `${WORK}\nx = 2, x = -2 are both rejected (the denominator x is zero)\nno solution`],
  ])('a false reason is the line\'s error: %s (before: all valid)', (_name, text) => {
    const r = read(text);
    expect(gold(r)).toEqual({ q1: true, q2: false, q3: 4 });
    expect(r.steps[4]!.reason).toMatch(/^the rejection of x = 2 and x = -2 is right, but the reason given for it says .*, which is false$/);
  });

  it('a true one is so', () => {
    expect(gold(read(`${WORK}\nreject x = 2 and x = -2 (both make x^2 - 4 zero)\nno solution`))).toEqual(VALID);
  });

  it('true at one value and false at the other, with no "both": the line is not read', () => {
    const r = read(`${WORK}\nreject x = 2 and x = -2 (x - 2 = 0)\nno solution`);
    expect(r.unreadable).toEqual([4]);
    expect(r.claims.q3).toBe(false);
  });
});

describe('a reason of zero or undefined in words not read (round 28)', () => {
  it('"they make the numerator zero" leaves the line not read (before: a comment, the false reason passed)', () => {
    const r = read('x^2/(x^2 - 4) = 4/(x^2 - 4)\nx^2 = 4\nx = 2 or x = -2\nreject x = 2 and x = -2 (both make the numerator zero)\nno solution');
    expect(r.unreadable).toEqual([3]);
    expect(r.claims.q3).toBe(false);
    expect(r.steps[3]!.reason).toContain('says something is zero or undefined in words the checker does not read');
  });
});
