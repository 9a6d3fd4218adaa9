import { describe, expect, it } from 'vitest';
import { computeRunMetrics, runSummaryJson } from '../../src/core/metrics/index.ts';
import { RUN_A, SAMPLES } from './fixture.ts';

describe('runSummaryJson', () => {
  const s = runSummaryJson(computeRunMetrics(RUN_A, SAMPLES));

  it('has the CLI shape with fractions (hand numbers from tables.test.ts)', () => {
    expect(s).toMatchObject({
      samples: 9,
      parse_errors: 1,
      engine_errors: 1,
      canonical: {
        q1: { overall: 1, T1: 1, T2: 1, T3: 1 },
        q2: { overall: 0.5, T1: 0.5, T2: 1, T3: 0 },
        q3: { overall: 0.5, T1: 0.5, T2: 1, T3: 0 },
      },
      perturbed: {
        q1: { overall: 0.6, T1: 0, T2: 1, T3: 1 },
        q2: { overall: 0.4, T1: 0, T2: 0.5, T3: 1 },
        q3: { overall: 0, T1: 0, T2: 0, T3: 0 },
      },
    });
  });

  it('carries the extra metrics', () => {
    expect(s.canonical?.false_rejection_rate).toBe(0.5);
    expect(s.perturbed?.false_acceptance_rate.T2).toBe(0.5);
    expect(s.canonical?.processbench_f1).toBeCloseTo(0.5, 12);
    expect(s.perturbed?.families.add_both_sides?.q1.overall).toBe(1);
    expect(s.canonical?.ci.q1.overall?.[0]).toBeCloseTo(0.5101, 4); // Wilson 4/4: 1 − 0.4899
    expect(s.flip_rate).toEqual({ pairs: 4, q1: 0.5, q2: 0.75, q3: 0.5 });
    expect(s.latency_ms).toEqual({ mean: 500, median: 500 });
    expect(s.gap?.q3.T2).toBe(1);
  });

  it('is plain JSON: survives a round-trip unchanged', () => {
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });

  it('leaves out a set absent from the run, and the gap and flips with it', () => {
    const c = runSummaryJson(computeRunMetrics(RUN_A.filter((r) => r.sample_id.startsWith('c')), SAMPLES));
    expect(Object.keys(c)).not.toContain('perturbed');
    expect(Object.keys(c)).not.toContain('gap');
    expect(Object.keys(c)).not.toContain('flip_rate');
    expect(c.canonical?.q1.overall).toBe(1);
  });

  it('reports null for an empty cell, never NaN', () => {
    const c = runSummaryJson(computeRunMetrics(RUN_A.filter((r) => r.sample_id === 'c1'), SAMPLES));
    expect(c.canonical?.q1.T2).toBeNull();
    expect(c.canonical?.false_acceptance_rate.overall).toBeNull();
    expect(c.canonical?.processbench_f1).toBeNull();
  });
});
