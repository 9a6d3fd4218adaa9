// A value affirmed in words after the answer (`both are solutions`, `x = 3 works`,
// affirmation-line.ts): judged as a claim that the values satisfy the original, and not the answer.
import { describe, expect, it } from 'vitest';
import { gold, readPasted as read, VALID } from './helpers.ts';
import { checkTrace } from '../../src/core/checker/index.ts';
import { readAffirmation } from '../../src/core/checker/affirmation-line.ts';

const quadratic = 'x^2 - 5x + 6 = 0\n(x - 2)(x - 3) = 0\nx = 2 or x = 3\n';

describe('a value affirmed in words after the answer', () => {
  it.each([
    'Both are solutions.',
    'both work',
    'they both check out',
    'both values satisfy the original equation',
    'x = 3 is a solution',
    'x = 2 works ✓',
    'x = 2 and x = 3 are solutions ✓',
    'x = 2, 3 are both valid',
    'all of them work',
  ])('%s', (line) => {
    const r = read(`${quadratic}${line}`).result;
    // Before: unreadable, so the answer above it was not judged ("the last line could not be read").
    expect(gold(r), r.explanation).toEqual(VALID);
    expect(r.unreadable).toEqual([]);
    expect(r.steps[3]).toMatchObject({ kind: 'check', valid: true });
    expect(r.steps[3]!.reason).toMatch(/^says x = [23] (?:and x = [23] are solutions|is a solution) of the original equation, and (?:each|it) is$/);
    // The answer is the line before it.
    expect(r.final).toEqual(['2', '3']);
  });

  it('"it checks out" after a one-value answer', () => {
    const r = read('2x + 3 = 7\n2x = 4\nx = 2\nit checks out').result;
    expect(gold(r)).toEqual(VALID);
    expect(r.steps[3]!.reason).toBe('says x = 2 is a solution of the original equation, and it is');
  });

  it('a wrong value said to work is a wrong verdict, beside the wrong answer', () => {
    const r = read('2x + 3 = 7\n2x = 4\nx = 3\nit checks out').result;
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 2 });
    expect(r.steps[3]).toMatchObject({ code: 'check_wrong_verdict', reason: 'says x = 3 is a solution, but x = 3 does not satisfy the original equation' });
  });

  it('a value that makes a denominator zero said to be a solution: said so', () => {
    const r = read('x^2/(x - 2) = 4/(x - 2)\nx^2 = 4\nx = 2 or x = -2\nboth are solutions').result;
    expect(r.q1).toBe(false);
    expect(r.steps[3]!.reason).toBe('says x = -2 and x = 2 are solutions, but the original is undefined at x = 2 (a denominator is zero)');
  });

  it('a right value affirmed after a wrong answer is still true of that value', () => {
    // x = 3 is a solution; the answer x = 3 or x = 4 is wrong on its own line.
    const r = read('x^2 - 5x + 6 = 0\nx = 3 or x = 4\nx = 3 is a solution').result;
    expect(r.q1).toBe(false);
    expect(r.steps[2]).toMatchObject({ valid: true, kind: 'check' });
  });

  it('"both" after an answer of three values is not read, as before', () => {
    const r = read('x^2 = 9\nx = 3 or x = -3 or x = 4\nboth work').result;
    expect(r.steps[2]!.code).toBe('parse_error');
    expect(r.claims.q1).toBe(false);
  });

  it('before the answer restated, it is a check too', () => {
    const r = read('x^2 = 9\nx = 3 or x = -3\nboth work\nso x = ±3').result;
    expect(gold(r)).toEqual(VALID);
    expect(r.steps[2]!.kind).toBe('check');
  });

  it('the reader: what it names, and what it leaves', () => {
    expect(readAffirmation('both are solutions', ['x'])).toEqual({ pronoun: 'two', claim: 'solution', reason: null });
    expect(readAffirmation('It works.', ['x'])).toEqual({ pronoun: 'one', claim: 'solution', reason: null });
    expect(readAffirmation('x = 1 is allowed since x ≠ -1', ['x'])).toEqual({ values: ['1'], claim: 'domain', reason: 'x ≠ -1' });
    expect(readAffirmation('x = 2 or x = 3 is a solution', ['x'])).toBeNull();
    expect(readAffirmation('y = 2 works', ['x'])).toBeNull();
    expect(readAffirmation('both are extraneous', ['x'])).toBeNull();
    expect(readAffirmation('both work', ['x', 'y'])).toBeNull();
  });

  it('the benchmark\'s strict reading is unchanged', () => {
    expect(checkTrace(['x^2 = 9', 'x = 3 or x = -3', 'both work']).steps[2]!.code).toBe('parse_error');
  });

  it('"x = 1 is allowed since x ≠ -1" says x = 1 is in the domain, not that it is a solution, and the reason is a comment', () => {
    const r = read('(x - 1)/(x + 1) = 0\nx - 1 = 0\nx = 1\nx = 1 is allowed since x ≠ -1').result;
    // Before: unreadable, and the answer above it not judged.
    expect(gold(r)).toEqual(VALID);
    expect(r.steps[3]!.reason).toBe('says x = 1 is allowed, and no denominator of the original is zero there (the reason written after it, "x ≠ -1", is a comment, not judged)');
  });

  it('a value said to be allowed where a denominator is zero is a wrong verdict', () => {
    const r = read('(x - 1)/(x + 1) = 0\nx - 1 = 0\nx = -1\nx = -1 is allowed').result;
    expect(r.steps[3]).toMatchObject({ code: 'check_wrong_verdict', reason: 'says x = -1 is allowed, but a denominator of the original is zero at x = -1' });
  });
});
