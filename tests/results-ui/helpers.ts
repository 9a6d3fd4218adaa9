// Small real runs for the results tests: generated samples (6 per trace type) answered
// by a rule, in the exact RunLog shape the CLI writes.
import { generateDataset, TEST_ONLY, GENERATOR_VERSION, type Sample } from '../../src/core/dataset/index.ts';
import { contentHash } from '../../src/core/run/content-hash.ts';
import type { RunLog } from '../../src/core/run/log.ts';
import type { SampleRecord } from '../../src/core/run/types.ts';

export const OPTIONS = { seed: 7, ...TEST_ONLY, testPerType: 6, holdOutFamily: null };

let memo: Sample[] | null = null;
export function testSamples(): Sample[] {
  if (!memo) {
    const d = generateDataset(OPTIONS);
    memo = [...d.testCanonical, ...d.testPerturbed];
  }
  return memo;
}

type Answer = { q1: boolean; q2: boolean; q3: number };

export function makeRun(id: string, answer: (s: Sample) => Answer, created_at = '2026-01-01T00:00:00.000Z'): RunLog {
  const samples = testSamples();
  const records: SampleRecord[] = samples.map((s) => {
    const a = answer(s);
    return {
      sample_id: s.id,
      gold: s.gold,
      attempts: [{ text: JSON.stringify(a), reasoning: null, parsed: { ok: true, answer: a, path: 'whole' }, latency_ms: 1, prompt_tokens: null, completion_tokens: null }],
      answer: a,
      correct: { q1: a.q1 === s.gold.q1, q2: a.q2 === s.gold.q2, q3: a.q3 === s.gold.q3 },
      engine_error: null,
      finished_at: created_at,
    };
  });
  return {
    version: 1,
    id,
    status: 'complete',
    created_at,
    updated_at: created_at,
    stop_reason: null,
    spec: {
      dataset: { seed: OPTIONS.seed, options: { ...OPTIONS, generator_version: GENERATOR_VERSION }, content_hash: contentHash(samples) },
      engine: { kind: 'reference', model: 'reference' },
      prompt: { template_id: 't', system: 's', instructions: 'i', reminder: 'r', fields: { q1: 'a', q2: 'b', q3: 'c' }, reasoning: false },
      decoding: { temperature: 0, seed: 0, max_tokens: null, k: 1, json_schema: false, thinking: null },
      limit: null,
      set: 'both',
    },
    provenance: { app_version: '0.1.0', webllm_version: null, gpu_adapter: null, user_agent: 'test' },
    records,
  };
}

export const reference = (s: Sample): Answer => ({ ...s.gold });
export const acceptAll = (_s: Sample): Answer => ({ q1: true, q2: true, q3: -1 });
