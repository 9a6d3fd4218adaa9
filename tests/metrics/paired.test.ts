import { describe, expect, it } from 'vitest';
import { pairedComparison } from '../../src/core/metrics/index.ts';
import { G_T1, G_T2, G_T3, RUN_A, SAMPLES, record } from './fixture.ts';

// Run B: right on everything it ran except c1's q1; it never ran p5a and p4a hit an engine error.
const RUN_B = [
  record('c1', G_T1, [false, true, -1]),
  record('c2', G_T1, [true, true, -1]),
  record('c3', G_T2, [false, false, 2]),
  record('c4', G_T3, [true, false, 3]),
  record('p1a', G_T1, [true, true, -1]),
  record('p2a', G_T1, [true, true, -1]),
  record('p3a', G_T2, [false, false, 2]),
  record('p4a', G_T3, null, 0, 'timeout'),
];

describe('pairedComparison', () => {
  const c = pairedComparison(RUN_A, RUN_B, SAMPLES);

  it('compares only samples scored in both runs', () => {
    // A scores c1-c4, p1a-p5a (9); B scores 7 (p4a is an engine error). Shared: 7.
    expect(c.shared).toBe(7);
    expect(c.only_in_a).toBe(2);
    expect(c.only_in_b).toBe(0);
  });

  it('canonical q1: A right on all 4, B wrong on c1', () => {
    // both 3, only A 1, only B 0 → 1 vs 0.75, diff 0.25, McNemar(1,0) = min(1, 2·1/2) = 1
    expect(c.sets.canonical?.q1).toEqual({ n: 4, both_right: 3, only_a: 1, only_b: 0, both_wrong: 0, acc_a: 1, acc_b: 0.75, diff: 0.25, p: 1 });
  });

  it('canonical q2: A wrong on c2 and c4, B right on all', () => {
    // McNemar(0, 2) = 2·(1/4) = 0.5
    expect(c.sets.canonical?.q2).toEqual({ n: 4, both_right: 2, only_a: 0, only_b: 2, both_wrong: 0, acc_a: 0.5, acc_b: 1, diff: -0.5, p: 0.5 });
  });

  it('perturbed q2 on the 3 shared samples: A wrong on all, B right on all', () => {
    // McNemar(0, 3) = 2·(1/8) = 0.25
    expect(c.sets.perturbed?.q2).toEqual({ n: 3, both_right: 0, only_a: 0, only_b: 3, both_wrong: 0, acc_a: 0, acc_b: 1, diff: -1, p: 0.25 });
  });

  it('perturbed q1: p1a, p2a only B; p3a both', () => {
    expect(c.sets.perturbed?.q1).toMatchObject({ both_right: 1, only_a: 0, only_b: 2, both_wrong: 0 });
  });

  it('no shared samples → no sets', () => {
    expect(pairedComparison(RUN_A, [], SAMPLES)).toEqual({ shared: 0, only_in_a: 9, only_in_b: 0, sets: {} });
  });

  it('is antisymmetric: swapping runs swaps only_a/only_b and negates diff', () => {
    const r = pairedComparison(RUN_B, RUN_A, SAMPLES);
    expect(r.sets.canonical?.q2).toMatchObject({ only_a: 2, only_b: 0, diff: 0.5, p: 0.5 });
  });
});
