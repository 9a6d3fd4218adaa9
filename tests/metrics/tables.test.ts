import { describe, expect, it } from 'vitest';
import { computeRunMetrics, type QueryCells } from '../../src/core/metrics/index.ts';
import { RUN_A, SAMPLES, attempt, record, sample, G_T1 } from './fixture.ts';

// Fixture (see fixture.ts), voted answer vs gold, ✓/✗ per query q1 q2 q3:
// canonical  c1 T1 (T,T,-1) ✓✓✓   c2 T1 (T,F,3) ✓✗✗   c3 T2 (F,F,2) ✓✓✓   c4 T3 (T,T,-1) ✓✗✗
// perturbed  p1a T1 parse error ✗✗✗          p2a T1 (F,F,1) ✗✗✗
//            p3a T2 (F,T,-1) ✓✗✗             p4a T3 (T,F,1) ✓✓✗      p5a T2 (F,F,4) ✓✓✗
// not scored: p6a (engine error), zzz (unknown id); c3's engine-error record is superseded.
const m = computeRunMetrics(RUN_A, SAMPLES);
const canonical = m.sets.canonical!;
const perturbed = m.sets.perturbed!;

function rates(cells: QueryCells): Record<string, [number, number]> {
  return Object.fromEntries(Object.entries(cells).map(([k, r]) => [k, [r.k, r.n]]));
}

describe('computeRunMetrics: counts', () => {
  it('scores 9 samples, counts 1 engine error and 1 unknown id', () => {
    expect(m.samples).toBe(9);
    expect(m.engine_errors).toBe(1);
    expect(m.unknown_samples).toBe(1);
    expect(canonical.samples).toBe(4);
    expect(perturbed.samples).toBe(5);
  });
  it('counts parse errors per attempt and summarizes latency and tokens', () => {
    expect(m.usage.attempts).toBe(9);
    expect(m.usage.parse_errors).toBe(1);
    expect(m.usage.parse_error_rate.rate).toBeCloseTo(1 / 9, 12);
    // latencies 100..900 → mean 500, median 500; 10 prompt and 5 completion tokens each
    expect(m.usage.latency_ms).toEqual({ n: 9, mean: 500, median: 500, total: 4500 });
    expect(m.usage.prompt_tokens).toEqual({ n: 9, mean: 10, median: 10, total: 90 });
    expect(m.usage.completion_tokens?.total).toBe(45);
    expect(canonical.usage.parse_errors).toBe(0);
    expect(perturbed.usage.parse_errors).toBe(1);
  });
});

describe('computeRunMetrics: accuracy tables', () => {
  it('canonical, by hand', () => {
    // q1 all ✓; q2 ✓✗✓✗ → T1 1/2, T2 1/1, T3 0/1; q3 the same pattern as q2.
    expect(rates(canonical.accuracy.q1)).toEqual({ overall: [4, 4], T1: [2, 2], T2: [1, 1], T3: [1, 1] });
    expect(rates(canonical.accuracy.q2)).toEqual({ overall: [2, 4], T1: [1, 2], T2: [1, 1], T3: [0, 1] });
    expect(rates(canonical.accuracy.q3)).toEqual({ overall: [2, 4], T1: [1, 2], T2: [1, 1], T3: [0, 1] });
  });
  it('counts each record\'s own correctness (computed once, when the record was made)', () => {
    expect(canonical.accuracy.q1.T1.k).toBe(2);
  });
  it('perturbed, by hand (the parse error is wrong on all three)', () => {
    expect(rates(perturbed.accuracy.q1)).toEqual({ overall: [3, 5], T1: [0, 2], T2: [2, 2], T3: [1, 1] });
    expect(rates(perturbed.accuracy.q2)).toEqual({ overall: [2, 5], T1: [0, 2], T2: [1, 2], T3: [1, 1] });
    expect(rates(perturbed.accuracy.q3)).toEqual({ overall: [0, 5], T1: [0, 2], T2: [0, 2], T3: [0, 1] });
    expect(perturbed.accuracy.q1.overall.rate).toBeCloseTo(0.6, 12);
    // Wilson 3/5: center = (0.6 + 0.3841459) / 1.7682918 = 0.5565, half = 1.959964·sqrt(0.048 + 0.0384146)/1.7682918 = 0.3258
    expect(perturbed.accuracy.q1.overall.ci?.low).toBeCloseTo(0.2307, 3);
    expect(perturbed.accuracy.q1.overall.ci?.high).toBeCloseTo(0.8824, 3);
  });
  it('per family, only families present', () => {
    // multiply_constant: p1a ✗✗✗, p3a ✓✗✗; square_both_sides: p2a ✗✗✗, p4a ✓✓✗; add_both_sides: p5a ✓✓✗
    expect(Object.keys(perturbed.families).sort()).toEqual(['add_both_sides', 'multiply_constant', 'square_both_sides']);
    expect(perturbed.families.multiply_constant?.q1.overall).toMatchObject({ k: 1, n: 2 });
    expect(perturbed.families.multiply_constant?.q2.overall).toMatchObject({ k: 0, n: 2 });
    expect(perturbed.families.square_both_sides?.q2.overall).toMatchObject({ k: 1, n: 2 });
    expect(perturbed.families.square_both_sides?.q2.T1).toMatchObject({ k: 0, n: 1 });
    expect(perturbed.families.add_both_sides?.q3.T2).toMatchObject({ k: 0, n: 1 });
    expect(perturbed.families.add_both_sides?.q1.T1).toMatchObject({ k: 0, n: 0, rate: null, ci: null });
    expect(canonical.families).toEqual({});
  });
});

describe('computeRunMetrics: process metrics', () => {
  it('false rejection on T1 = 1 − Acc(Q2)', () => {
    expect(canonical.false_rejection).toMatchObject({ k: 1, n: 2, rate: 0.5 });
    expect(perturbed.false_rejection).toMatchObject({ k: 2, n: 2, rate: 1 });
  });
  it('false acceptance = share answering q2 = true on T2 / T3', () => {
    // canonical: c3 said false, c4 said true. perturbed: p3a true, p5a false; p4a false.
    expect(canonical.false_acceptance.T2).toMatchObject({ k: 0, n: 1 });
    expect(canonical.false_acceptance.T3).toMatchObject({ k: 1, n: 1 });
    expect(canonical.false_acceptance.overall).toMatchObject({ k: 1, n: 2 });
    expect(perturbed.false_acceptance.T2).toMatchObject({ k: 1, n: 2 });
    expect(perturbed.false_acceptance.T3).toMatchObject({ k: 0, n: 1 });
    expect(perturbed.false_acceptance.overall).toMatchObject({ k: 1, n: 3 });
  });
  it('ProcessBench F1', () => {
    // canonical: erroneous 1/2, correct 1/2 → F1 = 2·.5·.5/(.5+.5) = 0.5; perturbed: 0 and 0 → 0.
    expect(canonical.f1.erroneous).toMatchObject({ k: 1, n: 2 });
    expect(canonical.f1.correct).toMatchObject({ k: 1, n: 2 });
    expect(canonical.f1.f1).toBeCloseTo(0.5, 12);
    expect(perturbed.f1.f1).toBe(0);
  });
  it('F1 with unequal sides is the harmonic mean', () => {
    // erroneous 1/1 exact, correct 1/4 → 2·1·0.25/1.25 = 0.4
    const samples = [...[0, 1, 2, 3].map((i) => sample(`t${i}`, 'canonical', 'T1', null, null)), sample('e', 'canonical', 'T2', null, null)];
    const recs = [
      record('t0', G_T1, [true, true, -1]),
      record('t1', G_T1, [true, true, 2]),
      record('t2', G_T1, [true, false, 1]),
      record('t3', G_T1, null),
      record('e', { q1: false, q2: false, q3: 2 }, [false, false, 2]),
    ];
    expect(computeRunMetrics(recs, samples).sets.canonical?.f1.f1).toBeCloseTo(0.4, 12);
  });
  it('Q3 offset histogram', () => {
    expect(canonical.q3_offsets).toEqual({
      erroneous: { n: 2, exact: 1, too_early: 0, too_late: 0, missed: 1, no_answer: 0 },
      correct: { n: 2, exact: 1, false_alarm: 1, no_answer: 0 },
    });
    expect(perturbed.q3_offsets).toEqual({
      erroneous: { n: 3, exact: 0, too_early: 1, too_late: 1, missed: 1, no_answer: 0 },
      correct: { n: 2, exact: 0, false_alarm: 1, no_answer: 1 },
    });
  });
});

describe('computeRunMetrics: gap and flips', () => {
  it('robustness gap = canonical − perturbed', () => {
    expect(m.gap?.q1.overall).toBeCloseTo(1 - 0.6, 12);
    expect(m.gap?.q1.T1).toBe(1);
    expect(m.gap?.q2.overall).toBeCloseTo(0.5 - 0.4, 12);
    expect(m.gap?.q2.T3).toBe(-1);
    expect(m.gap?.q3).toEqual({ overall: 0.5, T1: 0.5, T2: 1, T3: 0 });
  });
  it('flip rate over the 4 complete pairs (p5a has no canonical sibling)', () => {
    // q1: c1✓/p1a✗, c2✓/p2a✗ → 2 canonical-only, 0 perturbed-only; McNemar(2,0) = 2·(1/4) = 0.5
    // q2: c1✓/p1a✗, c3✓/p3a✗ canonical-only; c4✗/p4a✓ perturbed-only; McNemar(2,1) = 2·(4/8) → 1
    const f = m.flips!;
    expect(f.pairs).toBe(4);
    expect(f.q1.flips).toMatchObject({ k: 2, n: 4 });
    expect(f.q1.canonical_right_perturbed_wrong.k).toBe(2);
    expect(f.q1.perturbed_right_canonical_wrong.k).toBe(0);
    expect(f.q1.p).toBeCloseTo(0.5, 12);
    expect(f.q2.flips).toMatchObject({ k: 3, n: 4 });
    expect(f.q2.canonical_right_perturbed_wrong.k).toBe(2);
    expect(f.q2.perturbed_right_canonical_wrong.k).toBe(1);
    expect(f.q2.p).toBe(1);
    expect(f.q3.flips).toMatchObject({ k: 2, n: 4 });
  });
});

describe('computeRunMetrics: edges', () => {
  it('empty input', () => {
    const e = computeRunMetrics([], []);
    expect(e).toMatchObject({ samples: 0, engine_errors: 0, unknown_samples: 0, sets: {}, gap: null, flips: null });
    expect(e.usage).toMatchObject({ attempts: 0, parse_errors: 0, latency_ms: null, prompt_tokens: null });
    expect(e.usage.parse_error_rate).toEqual({ n: 0, k: 0, rate: null, ci: null });
  });
  it('only the sets present; no gap or flips with one set', () => {
    const only = computeRunMetrics(RUN_A.filter((r) => r.sample_id.startsWith('c')), SAMPLES);
    expect(Object.keys(only.sets)).toEqual(['canonical']);
    expect(only.gap).toBeNull();
    expect(only.flips).toBeNull();
  });
  it('a vote curve appears when every sample has several attempts', () => {
    const ok = (q3: number) => attempt({ ok: true, answer: { q1: true, q2: q3 === -1, q3 }, path: 'whole' });
    const r = { ...record('c1', G_T1, [true, true, -1]), attempts: [ok(-1), ok(2), ok(-1)] };
    const curve = computeRunMetrics([r], SAMPLES).sets.canonical?.vote_curve;
    // q3 at m = 1: 2/3; m = 2: subsets {0,1} tie → -1 (first), {0,2} → -1, {1,2} tie → 2 → 2/3; m = 3 → -1 → 1
    expect(curve?.budgets).toEqual([1, 2, 3]);
    expect(curve?.q3[0]).toBeCloseTo(2 / 3, 12);
    expect(curve?.q3[1]).toBeCloseTo(2 / 3, 12);
    expect(curve?.q3[2]).toBe(1);
    expect(m.sets.canonical?.vote_curve).toBeNull();
  });
});
