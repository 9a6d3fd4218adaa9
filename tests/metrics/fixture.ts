import type { Family, Gold, SetName, TraceType } from '../../src/core/dataset/types.ts';
import type { SampleInfo } from '../../src/core/metrics/index.ts';
import type { ParsedResponse } from '../../src/core/protocol/index.ts';
import type { Attempt, SampleRecord } from '../../src/core/run/types.ts';

// A hand-built run small enough to score on paper. Expected numbers are derived in
// tables.test.ts next to each assertion.

export function sample(id: string, set: SetName, trace_type: TraceType, family: Family | null, pair: string | null): SampleInfo {
  return { id, set, trace_type, family, pair };
}

export const SAMPLES: SampleInfo[] = [
  sample('c1', 'canonical', 'T1', null, 'p1'),
  sample('c2', 'canonical', 'T1', null, 'p2'),
  sample('c3', 'canonical', 'T2', null, 'p3'),
  sample('c4', 'canonical', 'T3', null, 'p4'),
  sample('p1a', 'perturbed', 'T1', 'multiply_constant', 'p1'),
  sample('p2a', 'perturbed', 'T1', 'square_both_sides', 'p2'),
  sample('p3a', 'perturbed', 'T2', 'multiply_constant', 'p3'),
  sample('p4a', 'perturbed', 'T3', 'square_both_sides', 'p4'),
  sample('p5a', 'perturbed', 'T2', 'add_both_sides', 'p5'),
  sample('p6a', 'perturbed', 'T1', 'divide_constant', 'p6'),
];

export const G_T1: Gold = { q1: true, q2: true, q3: -1 };
export const G_T2: Gold = { q1: false, q2: false, q3: 2 };
export const G_T3: Gold = { q1: true, q2: false, q3: 3 };

const PARSE_ERROR: ParsedResponse = { ok: false, error: { code: 'no_json', message: 'no JSON' }, path: 'none' };

export function attempt(parsed: ParsedResponse, latency_ms = 100, prompt_tokens: number | null = 10, completion_tokens: number | null = 5): Attempt {
  return { text: '', reasoning: null, parsed, latency_ms, prompt_tokens, completion_tokens };
}

/** A record with one attempt; `answer` null → a parse error. `correct` is filled naively. */
export function record(id: string, gold: Gold, answer: [boolean, boolean, number] | null, latency = 100, engine_error: string | null = null): SampleRecord {
  const parsed: ParsedResponse = answer ? { ok: true, answer: { q1: answer[0], q2: answer[1], q3: answer[2] }, path: 'whole' } : PARSE_ERROR;
  const voted = answer ? { q1: answer[0], q2: answer[1], q3: answer[2] } : { q1: null, q2: null, q3: null };
  return {
    sample_id: id,
    gold,
    attempts: [attempt(parsed, latency)],
    answer: voted,
    correct: { q1: voted.q1 === gold.q1, q2: voted.q2 === gold.q2, q3: voted.q3 === gold.q3 },
    engine_error,
    finished_at: '2025-01-01T00:00:00.000Z',
  };
}

export const RUN_A: SampleRecord[] = [
  // An engine failure for c3, later redone: the later record wins.
  record('c3', G_T2, null, 0, 'device lost'),
  record('c1', G_T1, [true, true, -1], 100),
  record('c2', G_T1, [true, false, 3], 200),
  record('c3', G_T2, [false, false, 2], 300),
  record('c4', G_T3, [true, true, -1], 400),
  record('p1a', G_T1, null, 500),
  record('p2a', G_T1, [false, false, 1], 600),
  record('p3a', G_T2, [false, true, -1], 700),
  record('p4a', G_T3, [true, false, 1], 800),
  record('p5a', G_T2, [false, false, 4], 900),
  record('p6a', G_T1, [true, true, -1], 50, 'HTTP 503'),
  record('zzz', G_T1, [true, true, -1], 50),
];
