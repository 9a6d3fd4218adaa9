import { describe, expect, it } from 'vitest';
import { majorityVote, pluralityVote } from '../../src/core/scoring/index.ts';
import { bad, ok } from './helpers.ts';

describe('pluralityVote', () => {
  it('takes the most frequent value', () => {
    expect(pluralityVote([1, 2, 2, 3, 2, 1])).toBe(2);
    expect(pluralityVote([false, true, true])).toBe(true);
  });
  it('breaks a tie toward the value whose first vote came earliest', () => {
    expect(pluralityVote([true, false])).toBe(true);
    expect(pluralityVote([false, true])).toBe(false);
    // 3 and 1 tie with two votes; 3 was seen first even though 1 reached two votes first.
    expect(pluralityVote([3, 1, 1, 3])).toBe(3);
    expect(pluralityVote([-1, 2, 4, 2, 4, -1])).toBe(-1);
  });
  it('does not let a tied value win over a strict plurality that came later', () => {
    expect(pluralityVote([5, 6, 7, 7])).toBe(7);
  });
  it('skips nulls; no votes → null', () => {
    expect(pluralityVote([null, 0, null])).toBe(0);
    expect(pluralityVote([null, null])).toBeNull();
    expect(pluralityVote([])).toBeNull();
  });
});

describe('majorityVote', () => {
  it('votes each field separately', () => {
    expect(majorityVote([ok(true, false, 2), ok(true, true, -1), ok(false, false, 2)])).toEqual({ q1: true, q2: false, q3: 2 });
  });
  it('the voted answer need not equal any single response', () => {
    expect(majorityVote([ok(true, true, 1), ok(true, false, 3), ok(false, false, 1)])).toEqual({ q1: true, q2: false, q3: 1 });
  });
  it('parse errors are not votes', () => {
    // Three parse errors would outvote nothing: the two parsed answers decide.
    expect(majorityVote([bad, ok(false, true, -1), bad, bad, ok(false, true, -1)])).toEqual({ q1: false, q2: true, q3: -1 });
  });
  it('a tie among parsed answers after parse errors follows the tie rule', () => {
    expect(majorityVote([bad, ok(false, false, 4), ok(true, true, -1), bad])).toEqual({ q1: false, q2: false, q3: 4 });
  });
  it('all parse errors (or no attempts) → all null', () => {
    expect(majorityVote([bad, bad])).toEqual({ q1: null, q2: null, q3: null });
    expect(majorityVote([])).toEqual({ q1: null, q2: null, q3: null });
  });
  it('k = 1 returns the single answer', () => {
    expect(majorityVote([ok(true, false, 0)])).toEqual({ q1: true, q2: false, q3: 0 });
  });
});
