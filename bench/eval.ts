// The evaluator's own overhead per sample (prompt, parse, vote, score, persist) with an
// instant engine, so only our code is on the clock.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateDataset, TEST_ONLY } from '../src/core/dataset/index.ts';
import { promptSpec, createRunLog, type RunSpec } from '../src/core/run/log.ts';
import { runEval } from '../src/core/run/runner.ts';
import type { Engine } from '../src/core/run/engine-port.ts';
import type { SampleRecord } from '../src/core/run/types.ts';
import { STEPBENCH_V1 } from '../src/core/protocol/index.ts';
import { RunFile } from '../src/node/run-file.ts';
import type { BenchLine } from './core.ts';

/** Answers at once with a fixed, well-formed answer wrapped in prose (so parsing does real work). */
const instant: Engine = {
  id: 'instant',
  describe: () => ({ kind: 'instant', model: 'instant', label: 'instant bench engine' }) as never,
  generate: async () => ({
    text: 'Checking each step.\n```json\n{"final_answer_correct": true, "all_steps_valid": false, "first_invalid_step": 2}\n```',
    reasoning: null, prompt_tokens: null, completion_tokens: null, latency_ms: 0, finish_reason: 'stop',
  }) as never,
};

function spec(k: number): RunSpec {
  return {
    dataset: { seed: 1, options: {}, content_hash: 'bench' },
    engine: { kind: 'instant', model: 'instant' },
    prompt: promptSpec(STEPBENCH_V1),
    decoding: { temperature: 0, seed: 0, max_tokens: null, k, json_schema: false, thinking: null },
    limit: null,
    set: 'both',
  } as RunSpec;
}

export async function benchEval(): Promise<BenchLine[]> {
  const d = generateDataset({ seed: 1, ...TEST_ONLY });
  const samples = [...d.testCanonical, ...d.testPerturbed];
  const lines: BenchLine[] = [];
  const run = async (k: number, persist: (r: SampleRecord) => Promise<void> | void) => {
    const t0 = performance.now();
    const out = await runEval({ samples, engine: instant, spec: spec(k), done: new Set(), onRecord: persist, signal: new AbortController().signal, concurrency: 4 });
    if (out.status !== 'complete') throw new Error(`bench run ended ${out.status}: ${out.stop_reason}`);
    return (performance.now() - t0) / samples.length;
  };
  await run(1, () => undefined); // warm-up
  const kept: SampleRecord[] = [];
  const inMemory = await run(1, (r) => void kept.push(r));
  lines.push({ name: `evaluator overhead per sample, in memory (k = 1, ${samples.length} samples)`, value: inMemory, unit: 'ms', target: '< 1 ms', pass: inMemory < 1 });
  lines.push({ name: 'evaluator overhead per sample, in memory (k = 7, majority vote)', value: (await run(7, () => undefined)), unit: 'ms' });
  const dir = mkdtempSync(join(tmpdir(), 'stepbench-bench-'));
  try {
    const file = RunFile.create(join(dir, 'run.json'), createRunLog({ id: 'bench', spec: spec(1), provenance: { app_version: 'bench', webllm_version: null, gpu_adapter: null, user_agent: 'bench' } as never, now: new Date(0).toISOString() }));
    await file.begin();
    const perSample = await run(1, (r) => file.append(r));
    await file.finish({ status: 'complete', stop_reason: null, stop_hint: null });
    lines.push({ name: 'evaluator overhead per sample, persisted to a CLI run file (k = 1)', value: perSample, unit: 'ms', target: '< 1 ms', pass: perSample < 1 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return lines;
}
