// The shared one-error assertion (src/core/dataset/assert.ts) with the catalog's candidatePath
// flag: the rational textbook path multiplies by an expression that may be zero, so its T2 may
// end on a forced invalid final answer as the candidate-generating families' do; a linear
// textbook T2 may not.
import { describe, expect, it } from 'vitest';
import { ErrorCountViolation } from '../../../src/core/dataset/index.ts';
import { expectOneError } from '../../../src/core/dataset/assert.ts';
import type { Sample } from '../../../src/core/dataset/index.ts';
import { CATALOG } from '../../../src/core/domains/catalog.ts';

const base: Sample = {
  id: 't', domain: 'rational', split: 'test', set: 'canonical', trace_type: 'T2', family: null,
  equation: { layout: '1=2+k', a1: 1, b1: 0, r1: 3, a2: 0, b2: 3, r2: 3, k: 2 }, solution: 'no solution',
  steps: ['x/(x - 3) = 3/(x - 3) + 2', 'x != 3', 'x = 3 + 2(x - 3)', 'x = 2x - 4', 'x = 4'],
  gold: { q1: false, q2: false, q3: 3 }, error: { kind: 'arithmetic_slip', step: 3 }, pair: null, obligations: [], explanation: '',
};

describe('expectOneError and candidatePath', () => {
  it('the rational catalog entry says its textbook path generates candidates; linear\'s does not', () => {
    expect(CATALOG.rational.candidatePath).toBe(true);
    expect(CATALOG.linear.candidatePath ?? false).toBe(false);
  });

  it('a rational textbook T2 may end on a forced invalid final answer, and nothing else', () => {
    expect(() => expectOneError(base, [3, 4])).not.toThrow();
    expect(() => expectOneError(base, [3])).not.toThrow();
    expect(() => expectOneError(base, [2, 3])).toThrow(ErrorCountViolation);
    expect(() => expectOneError(base, [1, 3, 4])).toThrow(ErrorCountViolation);
  });

  it('the same shape in the linear domain throws (its textbook path adds no candidate)', () => {
    const linear: Sample = { ...base, domain: 'linear', equation: { a: 3, b: 5, c: 2, d: -7 } };
    expect(() => expectOneError(linear, [3, 4])).toThrow(ErrorCountViolation);
  });
});
