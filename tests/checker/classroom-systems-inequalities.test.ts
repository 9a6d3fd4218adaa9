// Red team of the Check view on systems of two linear equations and on linear inequalities, as
// students in several countries write them (rt-31). Each case failed before its fix: right work
// called wrong, wrong work called right, or a sentence false of the work. The strict reading
// (checkTrace without `pasted`) must not change where shared code was touched.
import { describe, expect, it } from 'vitest';
import { gold, readPasted, VALID } from './helpers.ts';

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
  it('is a comment, and the reason given is true of a line with three sides', () => {
    const r = read('-3 < 2x + 1 ≤ 7 | -1\n-4 < 2x ≤ 6 | :2\n-2 < x ≤ 3');
    expect(gold(r)).toEqual(VALID);
    // before: "… only between lines without fractions, roots or lists", as if the line held one
    expect(r.steps[0]!.annotation!.note).toContain('each with two sides');
  });
});
