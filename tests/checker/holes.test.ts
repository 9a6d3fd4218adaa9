// An original that holds wherever it is defined (`x/x = 1`, `(x^2 - 1)/(x - 1) = x + 1`): its
// solution set is every real number but the values where a denominator is zero. Right work reaches
// an identity (`1 = 1`), which adds only those values, and answers "all real numbers except 0".
// Before, that identity step was "no longer determines x" (x/x = 1 never did) and no such answer
// could be read. Any other original that reaches an identity has lost x, as before.
import { describe, expect, it } from 'vitest';
import { checkTrace } from '../../src/core/checker/index.ts';
import { expectConsistent, gold, readPasted as read, VALID } from './helpers.ts';


describe('right work on an original with holes is valid, whichever way the answer is written', () => {
  it.each([
    ['x/x = 1\n1 = 1\nall real numbers except 0'],
    ['x/x = 1\nx = x\nx ∈ ℝ, x ≠ 0'],
    ['(x^2 - 1)/(x - 1) = x + 1\nx + 1 = x + 1\nall real numbers except 1'],
    ['(x^2 - 1)/(x - 1) = x + 1\nx + 1 = x + 1\nℝ \\ {1}'],
    ['(x^2 - 1)/(x - 1) = x + 1\nx + 1 = x + 1\nL = ℝ \\ {1}'],
    ['(x^2 - 1)/(x - 1) = x + 1\nx + 1 = x + 1\n(-∞, 1) ∪ (1, ∞)'],
    ['(x^2 - 1)/(x - 1) = x + 1\nx + 1 = x + 1\nx < 1 or x > 1'],
    ['(x^2 - 1)/(x - 1) = x + 1\nx ≠ 1\nx + 1 = x + 1\nall real numbers except x = 1'],
    ['(x^2 - 1)/(x - 1) = x + 1\nD = ℝ \\ {1}\nx^2 - 1 = (x + 1)(x - 1)\n0 = 0\nx ∈ ℝ \\ {1}'],
    ['1/(x - 1) + 1/(x + 2) = (2x + 1)/((x - 1)(x + 2))\n(x + 2) + (x - 1) = 2x + 1\n2x + 1 = 2x + 1\nall real numbers except 1 and -2'],
  ])('%s', (text) => {
    const r = read(text).result;
    expect(gold(r), r.explanation).toEqual(VALID);
    expect(r.claims).toEqual({ q1: true, q2: true, q3: true });
    expect(r.explanation).toContain('is exactly the solution set of the original equation');
    expect(r.explanation).not.toMatch(/no longer determines|never checked/);
  });

  it('the identity step says what it adds, and the answer discharges it', () => {
    const r = read('x/x = 1\n1 = 1\nall real numbers except 0').result;
    expect(r.steps[1]).toMatchObject({ kind: 'candidate-generating', valid: true, opened: ['0'] });
    expect(r.steps[1]!.reason).toBe('keeps every solution and adds x = 0, where a denominator of the original is zero, so the answer must leave it out');
    expect(r.steps[2]).toMatchObject({ kind: 'discard', valid: true, discharged: ['0'] });
    // The answer's own "except 0" leaves the hole out; no earlier line named a restriction.
    expect(r.steps[2]!.reason).toBe('discards x = 0, where a denominator of the original is zero');
    expect(r.explanation).toContain('Extra candidate x = 0 was left out, since a denominator of the original is zero there.');
    expect(r.obligations).toEqual([{ candidate: '0', opened: 1, checked: null, discharged: 2 }]);
  });

  it('an answer that leaves the hole out with no restriction says so, not "a recorded restriction"', () => {
    const r = read('(x^2 - 1)/(x - 1) = x + 1\nx + 1 = x + 1\n(-∞, 1) ∪ (1, ∞)').result;
    expect(r.steps[2]!.reason).toBe('discards x = 1, where a denominator of the original is zero');
    expect(r.explanation).toContain('Extra candidate x = 1 was left out, since a denominator of the original is zero there.');
    expect(r.explanation).not.toContain('recorded restriction');
    expect(r.undefinedCandidates).toEqual(['1']);
  });

  it('a restriction line before names it: "excluded by a recorded restriction", as in the benchmark', () => {
    const r = read('(x^2 - 1)/(x - 1) = x + 1\nx ≠ 1\nx + 1 = x + 1\nall real numbers except x = 1').result;
    expect(r.explanation).toContain('excluded by a recorded restriction');
    expect(r.undefinedCandidates).toBeUndefined();
  });

  it('the strict reading (the benchmark\'s) judges the same lines the same way', () => {
    const r = checkTrace(['x/x = 1', '1 = 1', 'all real numbers except 0']);
    expect(gold(r)).toEqual(VALID);
    expectConsistent(r, 3);
  });
});

describe('wrong answers to an original with holes are wrong, and the sentence says why', () => {
  it('"all real numbers" keeps the value where a denominator is zero', () => {
    const r = read('(x^2 - 1)/(x - 1) = x + 1\nx + 1 = x + 1\nall real numbers').result;
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 2 });
    expect(r.steps[2]!.code).toBe('kept_excluded_value');
    expect(r.explanation).toContain('the final answer keeps x = 1, which makes a denominator of the original equation zero');
    expect(r.explanation).toContain('which is all real numbers except 1');
  });

  it('leaving out a value that is a solution drops a solution', () => {
    const r = read('(x^2 - 1)/(x - 1) = x + 1\nx + 1 = x + 1\nall real numbers except 1 and 2').result;
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 2 });
    expect(r.steps[2]!.reason).toContain('x ≠ 2 is an unsupported restriction');
    expect(r.explanation).not.toContain('never checked');
  });

  it('a restriction alone is no answer in the strict reading, and the hint names the answer\'s form', () => {
    const r = checkTrace(['(x^2 - 1)/(x - 1) = x + 1', 'x + 1 = x + 1', 'x ≠ 1']);
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 2 });
    expect(r.steps[2]!.code).toBe('no_final_answer');
    expect(r.steps[2]!.reason).toContain('such as "all real numbers except 1"');
  });

  it('pasted, a restriction alone on the last line states its set, every x but 1, and is the answer (round 61)', () => {
    const r = read('(x^2 - 1)/(x - 1) = x + 1\nx + 1 = x + 1\nx ≠ 1').result;
    expect(gold(r)).toEqual(VALID);
  });

  it('a slip that loses the identity is a changed set', () => {
    const r = read('x/x = 1\n1 = 2\nno solution').result;
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 1 });
  });

  it('"infinitely many solutions" names no set here, so it is not read (x = 0 is no solution)', () => {
    const r = read('x/x = 1\n1 = 1\ninfinitely many solutions').result;
    expect(r.claims.q1).toBe(false);
    expect(r.steps[2]!.code).toBe('parse_error');
  });
});

describe('an original without holes that reaches an identity has lost x, as before', () => {
  it('x/(x - 2) = 3 then 0 = 0', () => {
    const r = checkTrace(['x/(x - 2) = 3', 'x - x = 0', '0 = 0']);
    expect(r.steps[1]!.code).toBe('infinite_set');
  });

  it('"all real numbers except 2" for a finite set: the reason names what the line says', () => {
    const r = read('x/(x - 2) = 3\nall real numbers except 2').result;
    expect(r.steps[1]!.code).toBe('infinite_set');
    expect(r.steps[1]!.reason).toBe('this line holds for every x except 2, so it no longer determines x');
    expect(r.q1).toBe(false);
  });

  it('the set printed for "all real numbers except 0" leaves 0 out, as its reason says (round 59 B)', () => {
    const r = read('1.5/x = 0.5 + 1/x\n0.5 = 0.5\nall real numbers except 0').result;
    const last = r.steps[r.steps.length - 1]!;
    expect(last.code).toBe('infinite_set');
    expect(last.set).toBe('all real numbers except 0');
  });

  it('a linear original: every x is no answer', () => {
    const r = read('3x + 5 = 2x - 7\n0 = 0\nall real numbers').result;
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 1 });
    expect(r.steps[1]!.code).toBe('infinite_set');
  });
});
