import { describe, expect, it } from 'vitest';
import { scoreAnswer } from '../../src/core/scoring/index.ts';

const gold = { q1: true, q2: false, q3: 2 };

describe('scoreAnswer', () => {
  it('matches each field exactly', () => {
    expect(scoreAnswer({ q1: true, q2: false, q3: 2 }, gold)).toEqual({ q1: true, q2: true, q3: true });
    expect(scoreAnswer({ q1: false, q2: true, q3: 3 }, gold)).toEqual({ q1: false, q2: false, q3: false });
    expect(scoreAnswer({ q1: true, q2: true, q3: 2 }, gold)).toEqual({ q1: true, q2: false, q3: true });
  });
  it('scores a null field as wrong, whatever the gold', () => {
    expect(scoreAnswer({ q1: null, q2: null, q3: null }, gold)).toEqual({ q1: false, q2: false, q3: false });
    expect(scoreAnswer({ q1: null, q2: false, q3: null }, { q1: false, q2: false, q3: -1 })).toEqual({ q1: false, q2: true, q3: false });
  });
});
