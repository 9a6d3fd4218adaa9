// Random run records for property tests of the record rule and the live counts:
// a few sample ids (so redos are common), scored records whose correctness follows
// from their answer (scoreAnswer), and engine-error records.
import fc from 'fast-check';
import type { Gold } from '../../src/core/dataset/types.ts';
import type { Attempt, SampleRecord } from '../../src/core/run/types.ts';
import { scoreAnswer } from '../../src/core/scoring/index.ts';

export const SAMPLE_IDS = ['s0', 's1', 's2', 's3', 's4', 's5', 'unknown'] as const;

/** An answer; an unreadable one says `text` (a few texts, so the most common one varies). */
export function attempt(ok: boolean, text = 'x'): Attempt {
  const parsed = ok
    ? { ok: true as const, answer: { q1: true, q2: true, q3: -1 }, path: 'whole' as const }
    : { ok: false as const, error: { code: 'no_json' as const, message: 'no JSON' }, path: 'none' as const };
  return { text: ok ? '{}' : text, reasoning: null, parsed, latency_ms: 1, prompt_tokens: null, completion_tokens: null };
}

export function scored(sample_id: string, answer: SampleRecord['answer'], gold: Gold, attempts: Attempt[] = [attempt(true)], tag = ''): SampleRecord {
  return { sample_id, gold, attempts, answer, correct: scoreAnswer(answer, gold), engine_error: null, finished_at: `t${tag}` };
}

export function failed(sample_id: string, gold: Gold, tag = ''): SampleRecord {
  return { sample_id, gold, attempts: [], answer: { q1: null, q2: null, q3: null }, correct: { q1: false, q2: false, q3: false }, engine_error: 'network: dropped', finished_at: `t${tag}` };
}

const goldArb = fc.record({ q1: fc.boolean(), q2: fc.boolean(), q3: fc.integer({ min: -1, max: 3 }) });
const answerArb = fc.record({
  q1: fc.option(fc.boolean(), { nil: null }),
  q2: fc.option(fc.boolean(), { nil: null }),
  q3: fc.option(fc.integer({ min: -1, max: 3 }), { nil: null }),
});

export const recordArb: fc.Arbitrary<SampleRecord> = fc.oneof(
  fc.record({
    id: fc.constantFrom(...SAMPLE_IDS), answer: answerArb, gold: goldArb, tag: fc.nat(999),
    replies: fc.array(fc.tuple(fc.boolean(), fc.constantFrom('x', 'y', ' x\n', '')), { minLength: 1, maxLength: 3 }),
  }).map(({ id, answer, gold, replies, tag }) => scored(id, answer, gold, replies.map(([ok, text]) => attempt(ok, text)), String(tag))),
  fc.record({ id: fc.constantFrom(...SAMPLE_IDS), gold: goldArb, tag: fc.nat(999) }).map(({ id, gold, tag }) => failed(id, gold, String(tag))),
);

export const recordsArb = fc.array(recordArb, { maxLength: 40 });
