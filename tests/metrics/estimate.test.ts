import { describe, expect, it } from 'vitest';
import { estimateRunTime, type PastRun, type RunPlan } from '../../src/core/metrics/index.ts';
import { paperFindings } from '../../src/core/reference/index.ts';

const run = (engine: string, model: string, median: number | null, base_url: string | null = null, attempts = 10): PastRun => ({
  engine, model, base_url, median_latency_ms: median, attempts,
});
const plan = (over: Partial<RunPlan> = {}): RunPlan => ({ engine: 'webllm', model: 'Qwen3-0.6B', base_url: null, samples: 120, k: 1, concurrency: 1, ...over });

describe('estimateRunTime', () => {
  it('median latency per attempt × samples, from runs of the same engine and model only', () => {
    const past = [run('webllm', 'Qwen3-0.6B', 2000), run('webllm', 'Qwen3-0.6B', 4000), run('webllm', 'Qwen3-0.6B', 2500), run('webllm', 'Other', 99)];
    // medians 2000, 2500, 4000 → 2500 ms × 120 samples = 300 s
    expect(estimateRunTime(past, plan())).toEqual({ ms: 300_000, per_attempt_ms: 2500, runs: 3, attempts: 30 });
  });

  it('an even number of runs takes the middle two; k attempts per sample; concurrency divides', () => {
    const past = [run('openai', 'm', 1000, 'http://h:1/v1'), run('openai', 'm', 3000, 'http://h:1/v1/')];
    // (1000 + 3000) / 2 = 2000 ms × 7 attempts × 120 samples / 4 in flight = 420 s
    expect(estimateRunTime(past, plan({ engine: 'openai', model: 'm', base_url: 'http://h:1/v1', k: 7, concurrency: 4 }))?.ms).toBe(420_000);
  });

  it('the same model on another server is not this device', () => {
    expect(estimateRunTime([run('openai', 'm', 1000, 'http://a/v1')], plan({ engine: 'openai', model: 'm', base_url: 'http://b/v1' }))).toBeNull();
  });

  it('unknown (null) without a timed run of this engine and model', () => {
    expect(estimateRunTime([], plan())).toBeNull();
    expect(estimateRunTime([run('webllm', 'Qwen3-0.6B', null), run('webllm', 'Qwen3-0.6B', 5, null, 0)], plan())).toBeNull();
    expect(estimateRunTime([run('webllm', 'Qwen3-0.6B', 2000)], plan({ samples: 0 }))).toBeNull();
  });
});

describe('paperFindings: the paper numbers beside the demo', () => {
  const f = Object.fromEntries(paperFindings().map((x) => [x.model, x]));

  it('false rejection of valid perturbed traces = 100 − Q2 T1 accuracy, as the paper states it', () => {
    expect(f['GPT-OSS 20B']?.false_rejection.perturbed).toBe(75.56);
    expect(f['Qwen3-14B']?.false_rejection.perturbed).toBe(83.89);
    expect(f['Phi-4-Reasoning']?.false_rejection.perturbed).toBe(85.28);
    expect(f['Phi-4-Reasoning']?.false_rejection.canonical).toBe(7.78);
  });

  it('perturbed Q3 accuracy', () => {
    expect(f['GPT-OSS 20B']?.q3.perturbed).toBe(24.07);
    expect(f['Qwen3-14B']?.q3.perturbed).toBe(14.35);
    expect(f['Phi-4-Reasoning']?.q3.perturbed).toBe(19.81);
    expect(f['Phi-4-Reasoning']?.q3.canonical).toBe(95.93);
  });

  it('only models the paper reports a base row for', () => {
    expect(paperFindings().map((x) => x.model).sort()).toEqual(['GPT-OSS 20B', 'Phi-4-Reasoning', 'Qwen3-14B']);
    expect(paperFindings('no-such-variant')).toEqual([]);
  });
});
