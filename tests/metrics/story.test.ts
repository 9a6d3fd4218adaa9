import { describe, expect, it } from 'vitest';
import type { Family, Gold, SetName, TraceType } from '../../src/core/dataset/types.ts';
import { computeRunMetrics, RAW_LIMIT, runStory, type StorySample } from '../../src/core/metrics/index.ts';
import type { SampleRecord } from '../../src/core/run/types.ts';
import { record } from './fixture.ts';

const T1: Gold = { q1: true, q2: true, q3: -1 };
const T2 = (q3: number): Gold => ({ q1: false, q2: false, q3 });
const T3 = (q3: number): Gold => ({ q1: true, q2: false, q3 });
const GOLD: Record<string, Gold> = { c1: T1, c2: T1, c3: T2(2), c4: T3(1), p1: T1, p2: T1, p3: T2(3), p4: T3(2), p5: T1 };

function s(id: string, set: SetName, type: TraceType, pair: string, steps: number, family: Family | null = null): StorySample {
  return {
    id, set, trace_type: type, family: set === 'perturbed' ? (family ?? 'add_both_sides') : null, pair,
    steps: Array.from({ length: steps }, (_, i) => `step ${i} of ${id}`), gold: GOLD[id] ?? T1, error: null, explanation: `explanation of ${id}`,
  };
}

// Pairs A-D are complete; p5 (pair E) has no canonical sibling in the run.
const SAMPLES: StorySample[] = [
  s('c1', 'canonical', 'T1', 'A', 3), s('c2', 'canonical', 'T1', 'B', 3), s('c3', 'canonical', 'T2', 'C', 4), s('c4', 'canonical', 'T3', 'D', 4),
  s('p1', 'perturbed', 'T1', 'A', 5), s('p2', 'perturbed', 'T1', 'B', 4), s('p3', 'perturbed', 'T2', 'C', 6), s('p4', 'perturbed', 'T3', 'D', 6),
  s('p5', 'perturbed', 'T1', 'E', 3),
];

// Answers (q1, q2, q3) vs gold, ✓/✗ per query:
// c1 T1 (T,T,-1) ✓✓✓   c2 T1 (T,T,-1) ✓✓✓   c3 T2 q3=2 (F,F,2) ✓✓✓   c4 T3 q3=1 (T,T,-1) ✓✗✗ error accepted
// p1 T1 (T,F,1) ✓✗✗ valid rejected (5 steps)   p2 T1 (T,F,2) ✓✗✗ valid rejected (4 steps)
// p3 T2 q3=3 (F,F,1) ✓✓✗ wrong step   p4 T3 q3=2 (T,T,-1) ✓✗✗ error accepted   p5 T1 parse error ✗✗✗
const RECORDS: SampleRecord[] = [
  record('c1', T1, [true, true, -1]), record('c2', T1, [true, true, -1]), record('c3', T2(2), [false, false, 2]),
  record('c4', T3(1), [true, true, -1]), record('p1', T1, [true, false, 1]), record('p2', T1, [true, false, 2]),
  record('p3', T2(3), [false, false, 1]), record('p4', T3(2), [true, true, -1]), record('p5', T1, null),
];

const story = (records: SampleRecord[], samples = SAMPLES) => runStory(computeRunMetrics(records, samples), records, samples);

describe('runStory: the numbers', () => {
  const st = story(RECORDS);

  it('false rejection of valid traces: canonical 0 of 2, perturbed 3 of 3 (the parse error counts as a rejection)', () => {
    expect(st.false_rejection.canonical).toMatchObject({ k: 0, n: 2, rate: 0 });
    expect(st.false_rejection.perturbed).toMatchObject({ k: 3, n: 3, rate: 1 });
    // Wilson 3/3: low = 1 / (1 + z²/3) = 1 / 2.28049 = 0.43850; 0/2: high = (z²/2) / (1 + z²/2) = 1.92073 / 2.92073 = 0.65762
    expect(st.false_rejection.perturbed?.ci?.low).toBeCloseTo(0.4385, 4);
    expect(st.false_rejection.perturbed?.ci?.high).toBe(1);
    expect(st.false_rejection.canonical?.ci?.low).toBe(0);
    expect(st.false_rejection.canonical?.ci?.high).toBeCloseTo(0.65762, 4);
  });

  it('Q3 accuracy over each set: canonical 3 of 4, perturbed 0 of 5', () => {
    expect(st.q3.canonical).toMatchObject({ k: 3, n: 4, rate: 0.75 });
    expect(st.q3.perturbed).toMatchObject({ k: 0, n: 5, rate: 0 });
  });

  it('flips on the 4 complete pairs: Q2 2 of 4 (A, B), Q3 3 of 4 (A, B, C), all canonical-right', () => {
    expect(st.flips?.pairs).toBe(4);
    expect(st.flips?.q2.flips).toMatchObject({ k: 2, n: 4 });
    expect(st.flips?.q3.flips).toMatchObject({ k: 3, n: 4 });
    expect(st.flips?.q3.perturbed_right_canonical_wrong.k).toBe(0);
    expect(st.samples).toBe(9);
  });

  it('a set missing from the run, or without T1 samples, gives null rather than a 0% that was never measured', () => {
    const perturbedOnly = RECORDS.filter((r) => r.sample_id.startsWith('p'));
    const p = story(perturbedOnly);
    expect(p.false_rejection.canonical).toBeNull();
    expect(p.q3.canonical).toBeNull();
    expect(p.flips).toBeNull();
    const noT1 = story(RECORDS.filter((r) => r.sample_id === 'c3'));
    expect(noT1.false_rejection.canonical).toBeNull();
    expect(noT1.q3.canonical).toMatchObject({ k: 1, n: 1 });
  });
});

describe('runStory: three wrong traces, one of each telling kind', () => {
  it('picks the shorter rejected valid perturbed trace, the wrong step, and the perturbed T3 accepted', () => {
    const ex = story(RECORDS).examples;
    expect(ex.map((e) => [e.kind, e.sample_id])).toEqual([['valid-rejected', 'p2'], ['wrong-step', 'p3'], ['error-accepted', 'p4']]);
    const [p2, p3] = ex;
    expect(p2).toMatchObject({ set: 'perturbed', trace_type: 'T1', gold: T1, answer: { q1: true, q2: false, q3: 2 }, explanation: 'explanation of p2' });
    expect(p2?.steps).toEqual(['step 0 of p2', 'step 1 of p2', 'step 2 of p2', 'step 3 of p2']);
    expect(p3?.gold.q3).toBe(3);
    expect(p3?.answer.q3).toBe(1);
  });

  it('is deterministic: the records in another order tell the same story', () => {
    const a = story(RECORDS).examples.map((e) => e.sample_id);
    const b = story([...RECORDS].reverse()).examples.map((e) => e.sample_id);
    expect(b).toEqual(a);
  });

  it('prefers perturbed to canonical, and falls back to canonical when the perturbed one is not there', () => {
    expect(story(RECORDS.filter((r) => r.sample_id !== 'p4')).examples.find((e) => e.kind === 'error-accepted')?.sample_id).toBe('c4');
  });

  it('with only rejected valid traces: all three of that kind, an answer that parsed before a parse error', () => {
    const ex = story(RECORDS.filter((r) => ['c1', 'p1', 'p2', 'p5'].includes(r.sample_id))).examples;
    expect(ex.map((e) => e.sample_id)).toEqual(['p2', 'p1', 'p5']);
    expect(ex[2]?.parse_error).toBe('no JSON');
    expect(ex[2]?.answer).toEqual({ q1: null, q2: null, q3: null });
  });

  it('shows different detours when it can: a later trace from another family before a second one from the same family', () => {
    const samples = [...SAMPLES, s('p6', 'perturbed', 'T1', 'F', 4), s('p7', 'perturbed', 'T1', 'G', 5, 'square_both_sides')];
    const rejected = (id: string) => record(id, T1, [true, false, 1]);
    const ex = story([rejected('p2'), rejected('p6'), rejected('p7')], samples).examples;
    // By rank alone: p2, p6 (4 steps, add_both_sides) then p7 (5 steps); p7's family is new.
    expect(ex.map((e) => e.sample_id)).toEqual(['p2', 'p7', 'p6']);
  });

  it('fills with any other miss, never repeats a sample, and returns fewer when the model missed less', () => {
    const q1Only = record('c3', T2(2), [true, false, 2]); // only Q1 wrong: kind "other"
    const ex = story([q1Only, record('p2', T1, [true, false, 2]), record('c1', T1, [true, true, -1])]).examples;
    expect(ex.map((e) => [e.kind, e.sample_id])).toEqual([['valid-rejected', 'p2'], ['other', 'c3']]);
    expect(story(RECORDS.filter((r) => ['c1', 'c2', 'c3'].includes(r.sample_id))).examples).toEqual([]);
  });

  it('cuts the raw text of the first attempt and keeps it as text', () => {
    const long = record('p2', T1, [true, false, 2]);
    long.attempts[0]!.text = `<b>${'x'.repeat(2 * RAW_LIMIT)}`;
    const ex = story([long]).examples[0];
    expect(ex?.raw).toHaveLength(RAW_LIMIT);
    expect(ex?.raw.startsWith('<b>x')).toBe(true);
  });
});

describe('runStory: a rejected unusual trace comes with its textbook sibling', () => {
  it('p2 (rejected) carries c2, the canonical trace of pair B, with the gold labels and what the model said of it', () => {
    const ex = story(RECORDS).examples;
    const p2 = ex.find((e) => e.sample_id === 'p2');
    expect(p2?.sibling).toEqual({ sample_id: 'c2', steps: ['step 0 of c2', 'step 1 of c2', 'step 2 of c2'], gold: T1, answer: { q1: true, q2: true, q3: -1 } });
    // p3 was rejected too (at the wrong step): its sibling c3 is there.
    expect(ex.find((e) => e.sample_id === 'p3')?.sibling?.sample_id).toBe('c3');
  });

  it('no sibling for an accepted trace, for a canonical one, or when the pair has no canonical trace', () => {
    const ex = story(RECORDS).examples;
    expect(ex.find((e) => e.sample_id === 'p4')?.sibling).toBeNull(); // accepted (q2 true)
    expect(story(RECORDS.filter((r) => r.sample_id !== 'p4')).examples.find((e) => e.sample_id === 'c4')?.sibling).toBeNull();
    // p5 (pair E) has no canonical trace anywhere; a parse error is no rejection either.
    const p5 = story(RECORDS.filter((r) => ['p5'].includes(r.sample_id)).map(() => record('p5', T1, [true, false, 1]))).examples[0];
    expect(p5?.sample_id).toBe('p5');
    expect(p5?.sibling).toBeNull();
  });

  it('a sibling the run did not score still shows, with its gold labels and no answer', () => {
    const p2 = story([record('p2', T1, [true, false, 2])]).examples[0];
    expect(p2?.sibling).toMatchObject({ sample_id: 'c2', gold: T1, answer: null });
  });
});
