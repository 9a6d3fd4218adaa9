import { prebuiltAppConfig } from '@mlc-ai/web-llm';
import { describe, expect, it } from 'vitest';
import { STEPBENCH_V1, answerJsonSchema, renderAnswer } from '../../src/core/protocol/index.ts';
import { runEval } from '../../src/core/run/runner.ts';
import type { SampleRecord } from '../../src/core/run/types.ts';
import { completedIds } from '../../src/core/run/index.ts';
import { EngineError, type GenerateRequest } from '../../src/engines/engine.ts';
import { buildWebLLMRequest, classifyWebLLMError, createWebLLMEngine, loadWebLLMModel } from '../../src/engines/webllm.ts';
import { customModelConfig, f32Alternative, listChatModels, parseQuantization } from '../../src/engines/webllm-models.ts';
import { tinyDataset } from '../run/fixtures.ts';
import { testSpec } from '../run/spec.ts';
import { DEVICE_LOST_FROM_WORKER, FakeMLCEngine, deviceLostError, type FakeReply } from './webllm-double.ts';

const MODEL = 'Qwen3-0.6B-q4f16_1-MLC';
const request: GenerateRequest = {
  messages: [{ role: 'system', content: 'sys' }, { role: 'user', content: 'Step 0: x = 1' }],
  temperature: 0.3, seed: 3, max_tokens: 128, json_schema: null, thinking: null,
};

async function loaded(replies: FakeReply[]): Promise<FakeMLCEngine> {
  const fake = new FakeMLCEngine({ replies });
  expect(await loadWebLLMModel(fake, MODEL, { appConfig: prebuiltAppConfig })).toBeNull();
  return fake;
}

async function failure(p: Promise<unknown>): Promise<EngineError> {
  try { await p; } catch (err) { expect(err).toBeInstanceOf(EngineError); return err as EngineError; }
  throw new Error('expected a failure');
}

describe('WebLLM request building', () => {
  it('maps decoding settings onto WebLLM fields', () => {
    expect(buildWebLLMRequest(MODEL, request)).toEqual({
      model: MODEL, messages: request.messages, temperature: 0.3, seed: 3, max_tokens: 128, stream: true, stream_options: { include_usage: true },
    });
    const schema = answerJsonSchema(STEPBENCH_V1);
    const rich = buildWebLLMRequest(MODEL, { ...request, json_schema: schema, thinking: false, seed: null, max_tokens: null });
    expect(rich.response_format).toEqual({ type: 'json_object', schema: JSON.stringify(schema) });
    expect(rich.extra_body).toEqual({ enable_thinking: false });
    expect('seed' in rich || 'max_tokens' in rich).toBe(false);
  });
});

describe('WebLLM adapter against FakeMLCEngine', () => {
  it('generates through WebLLM\'s chat.completions.create and keeps <think> text for the parser', async () => {
    const fake = await loaded([{ kind: 'reply', content: '<think>hmm</think>{"q1": true}', promptTokens: 321, completionTokens: 12 }]);
    const engine = createWebLLMEngine({ mlc: fake, model: MODEL });
    const result = await engine.generate(request, new AbortController().signal);
    expect(result).toMatchObject({ text: '<think>hmm</think>{"q1": true}', reasoning: null, prompt_tokens: 321, completion_tokens: 12, finish_reason: 'stop' });
    expect(fake.requests[0]).toMatchObject({ model: MODEL, temperature: 0.3, seed: 3 });
    expect(engine.describe()).toMatchObject({ kind: 'webllm', model: MODEL });
  });

  it('reports load progress and sets the app config', async () => {
    const progress = [{ progress: 0.1, timeElapsed: 1, text: 'Fetching param cache[1/10]' }, { progress: 1, timeElapsed: 3, text: 'Finish loading' }];
    const fake = new FakeMLCEngine({ progress });
    const seen: number[] = [];
    const custom = customModelConfig({ id: 'my-sft-q4f32_1-MLC', modelUrl: 'https://huggingface.co/me/my-sft-q4f32_1-MLC', modelLibUrl: 'https://example.org/lib.wasm' });
    if (!custom.ok) throw new Error(custom.message);
    expect(await loadWebLLMModel(fake, 'my-sft-q4f32_1-MLC', { appConfig: custom.appConfig, onProgress: (r) => seen.push(r.progress) })).toBeNull();
    expect(seen).toEqual([0.1, 1]);
    expect(fake.appConfig?.model_list.at(-1)?.model_id).toBe('my-sft-q4f32_1-MLC');
    expect(fake.reloads[0]?.modelId).toBe('my-sft-q4f32_1-MLC');
  });

  it('turns device loss while loading into a device_lost error value', async () => {
    const fake = new FakeMLCEngine({ reloadError: deviceLostError() });
    const error = await loadWebLLMModel(fake, MODEL, { appConfig: prebuiltAppConfig });
    expect(error).toMatchObject({ code: 'device_lost', retryable: false });
  });

  it('unloads when a load is cancelled', async () => {
    const fake = new FakeMLCEngine({ reloadDelayMs: 50 });
    const controller = new AbortController();
    const pending = loadWebLLMModel(fake, MODEL, { appConfig: prebuiltAppConfig, signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ code: 'aborted' });
    expect(fake.unloads).toBe(1);
  });

  it('interrupts generation on abort and never returns the partial text', async () => {
    const fake = await loaded([{ kind: 'hang', partial: '{"q1": tr' }]);
    const engine = createWebLLMEngine({ mlc: fake, model: MODEL });
    const controller = new AbortController();
    const pending = engine.generate(request, controller.signal);
    await new Promise((r) => setTimeout(r, 10));
    controller.abort();
    expect(await failure(pending)).toMatchObject({ code: 'aborted' });
    expect(fake.interrupts).toBe(1);
  });

  it('classifies device loss from an Error and from the worker proxy\'s string', async () => {
    for (const error of [deviceLostError(), DEVICE_LOST_FROM_WORKER]) {
      const fake = await loaded([{ kind: 'throw', error }]);
      const engine = createWebLLMEngine({ mlc: fake, model: MODEL });
      expect(await failure(engine.generate(request, new AbortController().signal))).toMatchObject({ code: 'device_lost', retryable: false });
    }
    expect(classifyWebLLMError('Error: ModelNotLoadedError: Model not loaded')).toMatchObject({ code: 'not_loaded' });
    expect(classifyWebLLMError(new Error('ContextWindowSizeExceededError: prompt too long'))).toMatchObject({ code: 'bad_request' });
    expect(classifyWebLLMError(new Error('something else'))).toMatchObject({ code: 'internal' });
  });

  it('device loss stops a run, the sample is an engine error, and a resume on a reloaded engine finishes', async () => {
    const samples = tinyDataset(2);
    const answers = (n: number): FakeReply[] => samples.slice(0, n).map(() => ({ kind: 'reply', content: renderAnswer({ q1: true, q2: true, q3: -1 }, STEPBENCH_V1) }));
    const first = await loaded([...answers(3), { kind: 'throw', error: DEVICE_LOST_FROM_WORKER }]);
    const records: SampleRecord[] = [];
    const outcome = await runEval({ samples, engine: createWebLLMEngine({ mlc: first, model: MODEL }), spec: testSpec({}, { kind: 'webllm', model: MODEL }), done: new Set(), onRecord: (r) => { records.push(r); }, signal: new AbortController().signal, concurrency: 1 });
    expect(outcome.status).toBe('failed');
    expect(records).toHaveLength(4);
    expect(records[3]?.engine_error).toMatch(/^device_lost/);
    const done = completedIds(records);
    const second = await loaded(answers(samples.length - done.size));
    const more: SampleRecord[] = [];
    const again = await runEval({ samples, engine: createWebLLMEngine({ mlc: second, model: MODEL }), spec: testSpec(), done, onRecord: (r) => { more.push(r); }, signal: new AbortController().signal, concurrency: 1 });
    expect(again.status).toBe('complete');
    expect(more.map((r) => r.sample_id)).toEqual(samples.map((s) => s.id).filter((id) => !done.has(id)));
  });
});

describe('WebLLM model catalog', () => {
  it('parses quantization from ids', () => {
    expect(parseQuantization('Qwen3-1.7B-q4f16_1-MLC')).toBe('q4f16_1');
    expect(parseQuantization('Llama-3.2-1B-Instruct-q0f32-MLC')).toBe('q0f32');
    expect(parseQuantization('Llama-3.1-8B-Instruct-q4f32_1-MLC-1k')).toBe('q4f32_1');
    expect(parseQuantization('custom-model')).toBeNull();
  });

  it('lists chat models from prebuiltAppConfig with VRAM, f16 need and quantization', () => {
    const models = listChatModels();
    expect(models.length).toBeGreaterThan(20);
    const f16 = models.find((m) => m.id === 'Qwen3-0.6B-q4f16_1-MLC');
    const f32 = models.find((m) => m.id === 'Qwen3-0.6B-q4f32_1-MLC');
    expect(f16).toMatchObject({ quantization: 'q4f16_1', needs_shader_f16: true });
    expect(f32).toMatchObject({ quantization: 'q4f32_1', needs_shader_f16: false });
    expect(f16?.vram_mb).toBeGreaterThan(0);
    expect(models.some((m) => /embed/.test(m.id))).toBe(false);
    expect(f32Alternative('Qwen3-0.6B-q4f16_1-MLC')).toBe('Qwen3-0.6B-q4f32_1-MLC');
  });

  it('validates custom models', () => {
    expect(customModelConfig({ id: MODEL, modelUrl: 'https://a/b', modelLibUrl: 'https://a/c.wasm' })).toMatchObject({ ok: false });
    expect(customModelConfig({ id: 'x', modelUrl: 'not a url', modelLibUrl: 'https://a/c.wasm' })).toMatchObject({ ok: false });
    const ok = customModelConfig({ id: 'mine-q4f16_1', modelUrl: 'https://a/b', modelLibUrl: 'https://a/c.wasm', vramMB: 900 });
    expect(ok.ok && ok.appConfig.model_list.at(-1)).toMatchObject({ model_id: 'mine-q4f16_1', required_features: ['shader-f16'], vram_required_MB: 900 });
  });
});
