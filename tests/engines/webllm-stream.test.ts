// The WebLLM adapter streams through WebLLM's own Chat API into the named double:
// the assembled text, progress ticks, usage.extra kept as telemetry, interrupts. And
// the measurement behind the k > 1 choice: prefills for one n = k request against k
// streamed requests (README, "k > 1 on WebLLM").
import { prebuiltAppConfig } from '@mlc-ai/web-llm';
import { describe, expect, it } from 'vitest';
import type { StreamTick } from '../../src/core/run/engine-port.ts';
import { EngineError, type GenerateRequest } from '../../src/engines/engine.ts';
import { createWebLLMEngine, loadWebLLMModel } from '../../src/engines/webllm.ts';
import { FAKE_EXTRA, FakeMLCEngine, deviceLostError, type FakeReply } from './webllm-double.ts';

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

describe('WebLLM streaming', () => {
  it('assembles the chunks into the exact answer, multi-byte pieces and <think> included', async () => {
    const pieces = ['<think>', 'x − 3 ≠ 0', ' 😀', '</think>', '\n```json\n{"q1": ', 'true}\n```'];
    const fake = await loaded([{ kind: 'reply', content: pieces.join(''), pieces, promptTokens: 520, completionTokens: 9 }]);
    const result = await createWebLLMEngine({ mlc: fake, model: MODEL }).generate(request, new AbortController().signal);
    expect(result).toMatchObject({ text: pieces.join(''), reasoning: null, prompt_tokens: 520, completion_tokens: 9, finish_reason: 'stop' });
    expect(fake.requests[0]).toMatchObject({ stream: true, stream_options: { include_usage: true } });
  });

  it('keeps WebLLM\'s usage.extra as the engine\'s telemetry, with the client\'s time to first token', async () => {
    const fake = await loaded([{ kind: 'reply', content: 'abcdef', delayMs: 40 }]);
    const result = await createWebLLMEngine({ mlc: fake, model: MODEL }).generate(request, new AbortController().signal);
    expect(result.telemetry).toMatchObject({ streamed: true, retries: 0, engine: FAKE_EXTRA });
    expect(result.telemetry!.ttft_ms).toBeGreaterThanOrEqual(35);
    expect(result.telemetry!.ttft_ms).toBeLessThanOrEqual(result.latency_ms);
  });

  it('ticks while tokens arrive, at most once per interval, ending on the usage count', async () => {
    const pieces = Array.from({ length: 12 }, (_, i) => `t${i} `);
    const fake = await loaded([{ kind: 'reply', content: pieces.join(''), pieces, chunkDelayMs: 20, completionTokens: 13 }]);
    const ticks: StreamTick[] = [];
    await createWebLLMEngine({ mlc: fake, model: MODEL, tickIntervalMs: 60 }).generate({ ...request, onStream: (t) => ticks.push(t) }, new AbortController().signal);
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    expect(ticks.length).toBeLessThan(pieces.length);
    expect(ticks[0]).toMatchObject({ tokens: 1, chars: 3 });
    expect(ticks.at(-1)).toMatchObject({ tokens: 13, chars: pieces.join('').length });
    for (let i = 1; i < ticks.length; i++) expect(ticks[i]!.tokens).toBeGreaterThan(ticks[i - 1]!.tokens);
  });

  it('ticks never go backwards when the final usage count is below the chunks seen (as real WebLLM 0.2.79 did)', async () => {
    const pieces = ['{"', 'final', '_answer'];
    const fake = await loaded([{ kind: 'reply', content: pieces.join(''), pieces, completionTokens: 2 }]);
    const ticks: StreamTick[] = [];
    const result = await createWebLLMEngine({ mlc: fake, model: MODEL, tickIntervalMs: 0 }).generate({ ...request, onStream: (t) => ticks.push(t) }, new AbortController().signal);
    expect(ticks.map((t) => t.tokens)).toEqual([1, 2, 3]);
    expect(result.completion_tokens).toBe(2); // the engine's own count is stored as it said
  });

  it('an abort interrupts WebLLM, answers aborted at once, and the engine serves the next request', async () => {
    const fake = await loaded([{ kind: 'hang', partial: '{"q1": tr' }, { kind: 'reply', content: 'next' }]);
    const engine = createWebLLMEngine({ mlc: fake, model: MODEL });
    const controller = new AbortController();
    const ticks: StreamTick[] = [];
    const pending = engine.generate({ ...request, onStream: (t) => { ticks.push(t); controller.abort(); } }, controller.signal);
    expect(await failure(pending)).toMatchObject({ code: 'aborted' });
    expect(fake.interrupts).toBe(1);
    expect(ticks).toHaveLength(1);
    expect((await engine.generate(request, new AbortController().signal)).text).toBe('next');
  });

  it('an abort during a long prefill answers at once too', async () => {
    const fake = await loaded([{ kind: 'reply', content: 'late', delayMs: 2_000 }]);
    const controller = new AbortController();
    const pending = createWebLLMEngine({ mlc: fake, model: MODEL }).generate(request, controller.signal);
    setTimeout(() => controller.abort(), 20);
    const start = Date.now();
    expect(await failure(pending)).toMatchObject({ code: 'aborted' });
    expect(Date.now() - start).toBeLessThan(500);
  });

  it('device loss mid-stream is device_lost, the partial text never an answer', async () => {
    const fake = await loaded([{ kind: 'throw', error: deviceLostError(), partial: '{"q1"' }]);
    expect(await failure(createWebLLMEngine({ mlc: fake, model: MODEL }).generate(request, new AbortController().signal))).toMatchObject({ code: 'device_lost' });
  });
});

describe('k > 1 on WebLLM: one request with n = k against k streamed requests', () => {
  const k = 7;
  const promptTokens = 520; // the stepbench-v1 prompt of a typical sample
  const answers = (): FakeReply[] => Array.from({ length: k }, (_, i) => ({ kind: 'reply', content: `answer ${i}`, promptTokens }));

  it('the double refuses n > 1 with streaming, as WebLLM does', async () => {
    const fake = await loaded(answers());
    await expect(fake.chat.completions.create({ messages: request.messages, stream: true, n: 2 })).rejects.toThrow(/StreamingCountError/);
  });

  it('n = k prefills the prompt k times, exactly as k requests do: nothing is shared', async () => {
    const many = await loaded(answers());
    const completion = await many.chat.completions.create({ messages: request.messages, stream: false, n: k, seed: 1 });
    expect(completion.choices).toHaveLength(k);
    const single = await loaded(answers());
    const engine = createWebLLMEngine({ mlc: single, model: MODEL });
    for (let i = 0; i < k; i++) await engine.generate({ ...request, seed: 1 + i }, new AbortController().signal);
    const summary = (f: FakeMLCEngine) => ({ prefills: f.prefills.length, tokens: f.prefills.reduce((s, p) => s + p.tokens, 0), reused: f.prefills.filter((p) => p.reused).length });
    expect(summary(many)).toEqual({ prefills: k, tokens: k * promptTokens, reused: 0 });
    expect(summary(single)).toEqual(summary(many));
    // WebLLM sums prompt tokens over choices: the n = k usage says the same.
    expect(completion.usage?.prompt_tokens).toBe(k * promptTokens);
  });

  it('the double does reuse the KV cache where WebLLM does: a multi-round continuation', async () => {
    const fake = await loaded([{ kind: 'reply', content: 'first', promptTokens }, { kind: 'reply', content: 'second', promptTokens }]);
    await fake.chat.completions.create({ messages: request.messages, stream: false });
    await fake.chat.completions.create({ messages: [...request.messages, { role: 'assistant', content: 'first' }, { role: 'user', content: 'and?' }], stream: false });
    expect(fake.prefills).toEqual([{ tokens: promptTokens, reused: false }, { tokens: promptTokens / 10, reused: true }]);
  });
});
