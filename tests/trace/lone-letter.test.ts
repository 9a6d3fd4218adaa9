// The unknown's letter standing alone in raw text: what notes and headings are asked of before
// any parse. Inside a word (`max`, `exact`, `sqrt`'s letters) it is not the unknown.
import { describe, expect, it } from 'vitest';
import { loneLetter, writesLetter } from '../../src/core/trace/index.ts';

describe('writesLetter', () => {
  it('finds the letter beside digits, signs and brackets', () => {
    for (const text of ['3x + 1', '(x - 2)', 'x', 'sqrt(x)', '-x/2', 'x^2', 'divide by x']) expect(writesLetter(text, 'x'), text).toBe(true);
  });
  it('not inside a word, and not another letter or case', () => {
    for (const text of ['max', 'exact', 'next step', '3y + 1', '3X + 1', '']) expect(writesLetter(text, 'x'), text).toBe(false);
  });
});

describe('loneLetter', () => {
  it('with the g flag replaces every lone letter and no letter in a word', () => {
    expect('X + max = 2X'.replace(loneLetter('X', 'g'), 'x')).toBe('x + max = 2x');
  });
});
