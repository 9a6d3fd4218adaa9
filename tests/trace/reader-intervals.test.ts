// The reader takes a parenthesised explanation off the end of a pasted line; an interval
// written with "inf" (issue 13: `x ∈ [9/5, ∞)`, inf for ∞) is the statement, not an explanation.
import { describe, expect, it } from 'vitest';
import { readPasted as read } from '../checker/helpers.ts';

describe('an interval final answer with inf in pasted text', () => {
  it.each([
    ['x ∈ (-inf, -12)'],
    ['x in (-infinity, -12)'],
    ['x = -20 or (-inf, -12)'],
  ])('%s is read as the answer (it was taken for an explanation and the line was unreadable)', (final) => {
    const r = read(`3x + 5 < 2x - 7\n${final}`);
    expect(r.lines[1]!.annotation ?? null).toBeNull();
    expect({ q1: r.result.q1, q2: r.result.q2, q3: r.result.q3 }, r.result.explanation).toEqual({ q1: true, q2: true, q3: -1 });
  });

  it('a real explanation in parentheses is still taken off', () => {
    const r = read('3x + 5 < 2x - 7\nx < -12 (subtract 2x and 5, infinity stays)');
    expect(r.lines[1]!.annotation).toMatchObject({ kind: 'paren' });
    // Its operand is not one expression, so it is not compared and the line is not judged (round 45).
    expect(r.result.claims.q2).toBe(false);
  });
});
