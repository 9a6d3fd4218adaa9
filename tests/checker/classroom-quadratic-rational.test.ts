// Red team of the Check view on quadratic equations and rational equations with excluded values,
// as students in several countries write them (rq-31). Each case failed before its fix: right work
// called wrong or left unjudged where common notation was unread, wrong work called right, or a
// sentence false of the work. The strict reading (checkTrace without `pasted`) must not change
// where shared code was touched.
import { describe, expect, it } from 'vitest';
import { gold, readPasted, VALID } from './helpers.ts';
import { checkTrace } from '../../src/core/checker/index.ts';

const read = (text: string) => readPasted(text).result;

describe('the discriminant named, then its formula, then its values', () => {
  it.each([
    ['Δ = b² - 4ac = …', '3x^2 + 2x - 1 = 0\nΔ = b² - 4ac = 4 + 12 = 16\nx = (-2 ± 4)/6\nx = 1/3 or x = -1'],
    ['D = b^2 - 4ac = …', 'x^2 - 5x + 6 = 0\nD = b^2 - 4ac = 25 - 24 = 1 > 0\nx = (5 ± 1)/2\nx = 3 or x = 2'],
    ['D = b² − 4·a·c = …', 'x^2 + x + 1 = 0\nD = b² − 4·a·c = 1 - 4 = -3 < 0\nno real solution'],
  ])('%s: an aside judged by its value (before: unreadable, the steps not judged)', (_name, text) => {
    const r = read(text);
    expect(gold(r)).toEqual(VALID);
    expect(r.steps[1]!.kind).toBe('computation');
  });

  it('a wrong value after the formula is the error, with the right value', () => {
    const r = read('3x^2 + 2x - 1 = 0\nD = b^2 - 4ac = 4 - 12 = -8\nno real solution');
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 1 });
    expect(r.steps[1]!.reason).toBe('the discriminant of the line before is 16, not -8');
  });

  it('the formula alone, with no value, is still not read', () => {
    const r = read('3x^2 + 2x - 1 = 0\nD = b^2 - 4ac\nx = (-2 ± 4)/6\nx = 1/3 or x = -1');
    expect(r.steps[1]!.code).toBe('parse_error');
    expect(r.claims.q2).toBe(false);
  });
});
