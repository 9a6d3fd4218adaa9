// Browser side of the WebLLM smoke test: probe WebGPU, load a real small model with
// progress, run a few stratified samples through the same runner the app uses, and
// publish the outcome on window.__smoke for scripts/smoke-webllm.ts to read.
import { MLCEngine, prebuiltAppConfig } from '@mlc-ai/web-llm';
import { generateDataset, TEST_ONLY } from '../src/core/dataset/index.ts';
import { STEPBENCH_V1 } from '../src/core/protocol/index.ts';
import { promptSpec, type RunSpec } from '../src/core/run/log.ts';
import { runEval } from '../src/core/run/runner.ts';
import { selectSamples } from '../src/core/run/select.ts';
import type { SampleRecord } from '../src/core/run/types.ts';
import { createWebLLMEngine, loadWebLLMModel } from '../src/engines/webllm.ts';
import { f32Alternative } from '../src/engines/webllm-models.ts';
import { probeWebGPU, type NavigatorLike } from '../src/engines/webgpu.ts';

const params = new URLSearchParams(location.search);
const log = (line: string): void => {
  const el = document.getElementById('log');
  if (el) el.textContent += `\n${line}`;
  console.log(line);
};

async function main(): Promise<unknown> {
  const probe = await probeWebGPU(navigator as unknown as NavigatorLike);
  log(`webgpu: ${probe.message}`);
  if (!probe.available) return { ok: false, stage: 'webgpu', probe };
  let model = params.get('model') ?? 'Qwen3-0.6B-q4f16_1-MLC';
  if (!probe.hasShaderF16) model = f32Alternative(model) ?? model;
  const limit = Number(params.get('limit') ?? '6');
  const mlc = new MLCEngine();
  const loadError = await loadWebLLMModel(mlc, model, {
    appConfig: prebuiltAppConfig,
    onProgress: (r) => log(`load ${(r.progress * 100).toFixed(0)}% ${r.text}`),
  });
  if (loadError) return { ok: false, stage: 'load', model, error: loadError.toRecordString() };
  const data = generateDataset({ seed: 1, ...TEST_ONLY, testPerType: 6 });
  const samples = selectSamples([...data.testCanonical, ...data.testPerturbed], 'both', limit);
  const spec: RunSpec = {
    dataset: { seed: 1, options: {}, content_hash: 'smoke' },
    engine: { kind: 'webllm', model },
    prompt: promptSpec(STEPBENCH_V1),
    decoding: { temperature: 0, seed: 0, max_tokens: 512, k: 1, json_schema: params.get('schema') === '1', thinking: false },
    limit, set: 'both',
  };
  const records: SampleRecord[] = [];
  const outcome = await runEval({
    samples, engine: createWebLLMEngine({ mlc, model }), spec, done: new Set(), concurrency: 1,
    signal: new AbortController().signal,
    onRecord: (r) => { records.push(r); log(`${r.sample_id}: ${r.attempts[0]?.text.slice(0, 80) ?? ''} ${r.engine_error ?? ''}`); },
  });
  await mlc.unload();
  return {
    ok: outcome.status === 'complete' && records.every((r) => r.engine_error === null),
    model, adapter: probe.adapterInfo, outcome: outcome.status, stop_reason: outcome.stop_reason,
    records: records.length,
    parsed: records.filter((r) => r.attempts[0]?.parsed.ok).length,
    mean_latency_ms: records.reduce((a, r) => a + (r.attempts[0]?.latency_ms ?? 0), 0) / Math.max(1, records.length),
  };
}

main().then(
  (result) => { (window as unknown as { __smoke: unknown }).__smoke = result; log(JSON.stringify(result)); },
  (err: unknown) => { (window as unknown as { __smoke: unknown }).__smoke = { ok: false, stage: 'exception', error: String(err) }; log(String(err)); },
);
