// Streamed answers (SSE) from a scripted local server: what is scored must be the
// same bytes a non-streamed request returns, whatever the network cuts; servers that
// refuse streams get a plain request; progress ticks and telemetry are what happened.
import { afterEach, describe, expect, it } from 'vitest';
import { parseResponse } from '../../src/core/protocol/index.ts';
import type { StreamTick } from '../../src/core/run/engine-port.ts';
import { EngineError, type GenerateRequest } from '../../src/engines/engine.ts';
import { createOpenAIEngine, type OpenAIEngineOptions } from '../../src/engines/openai.ts';
import { byteSlices, completion, sseAnswer, sseEvent, startServer, type Handler, type LocalServer } from './local-server.ts';

const request: GenerateRequest = {
  messages: [{ role: 'user', content: 'Step 0: x = 1' }], temperature: 0, seed: 0, max_tokens: null, json_schema: null, thinking: null,
};

let server: LocalServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const noSleep: NonNullable<OpenAIEngineOptions['sleep']> = async (_ms, signal) => {
  if (signal.aborted) throw new EngineError('aborted', 'stopped');
};

async function engineFor(handler: Handler, options: Partial<OpenAIEngineOptions> = {}) {
  server = await startServer(handler);
  return createOpenAIEngine({ baseUrl: server.url, model: 'm', maxRetries: 2, sleep: noSleep, ...options });
}

async function failure(p: Promise<unknown>): Promise<EngineError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(EngineError);
    return err as EngineError;
  }
  throw new Error('expected the call to fail');
}

/** Cuts a string into pieces of the given character lengths (cycled). */
function pieces(text: string, sizes: number[]): string[] {
  const chars = [...text];
  const out: string[] = [];
  for (let at = 0, i = 0; at < chars.length; i++) {
    const n = sizes[i % sizes.length]!;
    out.push(chars.slice(at, at + n).join(''));
    at += n;
  }
  return out;
}

const ANSWERS = [
  '<think>Schritt 2 teilt durch (x − 3) — für x = 3 ist das ∅ 😀 …</think>\n{"final_answer_correct": false, "all_steps_valid": false, "first_invalid_step": 2}',
  'Here is my verdict:\n```json\n{"q1": true, "q2": true, "q3": -1}\n```\n',
  '{"final_answer_correct": true,\r\n "all_steps_valid": true, "first_invalid_step": -1} ✓ 数学',
];

describe('streamed answers equal non-streamed ones', () => {
  it.each(ANSWERS.map((a, i) => [i, a] as const))('answer %i: byte-identical however the bytes are cut, and parsed alike', async (_i, answer) => {
    const reasoning = 'ré­flexion 🤔 longue';
    const parts = byteSlices(sseAnswer(pieces(answer, [1, 3, 2, 7]), { reasoning: pieces(reasoning, [2, 5]) }).join(''), [5, 11, 17, 23]);
    // At least one write starts inside a multi-byte character (a UTF-8 continuation byte).
    expect(parts.some((p) => p[0]! >= 0x80 && p[0]! < 0xc0)).toBe(true);
    const handler: Handler = (r) => (r.body.stream ? { stream: { parts, gapMs: 1 } } : { body: completion(answer, { reasoning_content: reasoning }) });
    const streamed = await (await engineFor(handler)).generate(request, new AbortController().signal);
    const plain = await createOpenAIEngine({ baseUrl: server!.url, model: 'm', stream: false }).generate(request, new AbortController().signal);
    expect(server!.requests.map((r) => r.body.stream)).toEqual([true, false]);
    expect(streamed.text).toBe(answer);
    expect(Buffer.from(streamed.text, 'utf8').equals(Buffer.from(plain.text, 'utf8'))).toBe(true);
    expect(streamed.reasoning).toBe(plain.reasoning);
    expect(parseResponse(streamed.text, 3)).toEqual(parseResponse(plain.text, 3));
    expect(streamed.telemetry?.streamed).toBe(true);
    expect(plain.telemetry?.streamed).toBe(false);
  });

  it('asks for a stream with usage in the final chunk and reads the usage', async () => {
    const engine = await engineFor(() => ({ stream: { parts: sseAnswer(['a', 'b', 'c']) } }));
    const result = await engine.generate(request, new AbortController().signal);
    expect(server!.requests[0]!.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    expect(result).toMatchObject({ text: 'abc', prompt_tokens: 11, completion_tokens: 3, finish_reason: 'stop', reasoning: null });
  });

  it('keeps llama.cpp\'s timings as the engine\'s own telemetry', async () => {
    const timings = { prompt_n: 520, prompt_per_second: 812.5, predicted_n: 21, predicted_per_second: 41.2, note: 'x' };
    const engine = await engineFor(() => ({ stream: { parts: [...sseAnswer(['ok'], { done: false }), sseEvent({ choices: [], timings }), 'data: [DONE]\n\n'] } }));
    const result = await engine.generate(request, new AbortController().signal);
    expect(result.telemetry?.engine).toEqual({ prompt_n: 520, prompt_per_second: 812.5, predicted_n: 21, predicted_per_second: 41.2 });
  });
});

describe('servers that do not stream', () => {
  it('a 400 about stream_options: the same request again without streaming, and plain from then on', async () => {
    const engine = await engineFor((r) => (r.body.stream ? { status: 400, body: { error: { message: 'Unrecognized request argument supplied: stream_options' } } } : { body: completion('plain') }));
    const first = await engine.generate(request, new AbortController().signal);
    expect(first).toMatchObject({ text: 'plain', telemetry: { streamed: false, retries: 0, ttft_ms: null } });
    await engine.generate(request, new AbortController().signal);
    expect(server!.requests.map((r) => r.body.stream)).toEqual([true, false, false]);
    expect('stream_options' in server!.requests[1]!.body).toBe(false);
  });

  it('a 200 with JSON instead of an event stream is read as a normal completion', async () => {
    const engine = await engineFor(() => ({ body: completion('{"q1": true}', { reasoning: 'r' }) }));
    const result = await engine.generate(request, new AbortController().signal);
    expect(result).toMatchObject({ text: '{"q1": true}', reasoning: 'r', completion_tokens: 7, telemetry: { streamed: false, ttft_ms: null } });
  });

  it('an event stream under another content type is still read as a stream', async () => {
    const engine = await engineFor(() => ({ headers: { 'content-type': 'text/plain' }, body: sseAnswer(['x', 'y']).join('') }));
    expect((await engine.generate(request, new AbortController().signal)).text).toBe('xy');
  });
});

describe('streams that go wrong', () => {
  it('a connection dropped mid-stream is retried and the retry\'s answer alone is kept', async () => {
    const engine = await engineFor((_r, i) => (i === 0
      ? { stream: { parts: sseAnswer(['{"q1": tr', 'ue']).slice(0, 2), drop: true } }
      : { stream: { parts: sseAnswer(['{"q1": false}']) } }));
    const result = await engine.generate(request, new AbortController().signal);
    expect(result).toMatchObject({ text: '{"q1": false}', telemetry: { retries: 1, streamed: true } });
  });

  it('a stream that ends cleanly without [DONE] or a finish reason is cut short: retried', async () => {
    const engine = await engineFor((_r, i) => ({ stream: { parts: sseAnswer(['par', 'tial'], { finish: null, done: false, usage: false }).slice(0, i === 0 ? 3 : undefined) } }));
    const error = await failure(engine.generate(request, new AbortController().signal));
    expect(error).toMatchObject({ code: 'bad_response', retryable: true });
    expect(error.message).toMatch(/ended before the answer was complete/);
    expect(server!.requests).toHaveLength(3);
  });

  it('the server\'s error event mid-stream is an engine error, never part of an answer', async () => {
    const engine = await engineFor(() => ({ stream: { parts: [sseAnswer(['{"q1"'])[1]!, sseEvent({ error: { message: 'engine dead', code: 500 } })] } }), { maxRetries: 0 });
    expect(await failure(engine.generate(request, new AbortController().signal))).toMatchObject({ code: 'bad_response', message: expect.stringContaining('engine dead') });
  });

  it('aborting mid-stream cancels the request at once and throws aborted', async () => {
    const engine = await engineFor(() => ({ stream: { parts: sseAnswer(['{"q1": ', 'tr']).slice(0, 3), hang: true } }));
    const controller = new AbortController();
    const ticks: StreamTick[] = [];
    const pending = engine.generate({ ...request, onStream: (t) => { ticks.push(t); controller.abort(); } }, controller.signal);
    const start = Date.now();
    expect(await failure(pending)).toMatchObject({ code: 'aborted', retryable: false });
    expect(Date.now() - start).toBeLessThan(1_000);
    expect(ticks).toHaveLength(1);
    expect(server!.requests).toHaveLength(1);
  });

  it('streamed, the timeout is for silence: a long answer that keeps coming is kept, a stalled one times out', async () => {
    const steady = await engineFor(() => ({ stream: { parts: sseAnswer(pieces('0123456789', [1])), gapMs: 40 } }), { timeoutMs: 150 });
    expect((await steady.generate(request, new AbortController().signal)).text).toBe('0123456789');
    await server!.close();
    const stalled = await engineFor(() => ({ stream: { parts: sseAnswer(['a']).slice(0, 2), hang: true } }), { timeoutMs: 150, maxRetries: 0 });
    expect(await failure(stalled.generate(request, new AbortController().signal))).toMatchObject({ code: 'timeout', retryable: true, message: 'no data for 150 ms' });
  });
});

describe('progress ticks and telemetry', () => {
  it('ticks at most once per interval with growing counts, then once at the end with the server\'s count', async () => {
    const content = pieces('{"final_answer_correct": true, "all_steps_valid": true}', [3]);
    const engine = await engineFor(() => ({ stream: { parts: sseAnswer(content), gapMs: 15 } }), { tickIntervalMs: 100 });
    const ticks: StreamTick[] = [];
    const result = await engine.generate({ ...request, onStream: (t) => ticks.push(t) }, new AbortController().signal);
    const span = ticks.at(-1)!.elapsed_ms;
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    expect(ticks.length).toBeLessThanOrEqual(Math.ceil(span / 100) + 2);
    for (let i = 1; i < ticks.length; i++) {
      expect(ticks[i]!.tokens).toBeGreaterThanOrEqual(ticks[i - 1]!.tokens);
      expect(ticks[i]!.elapsed_ms - ticks[i - 1]!.elapsed_ms).toBeGreaterThanOrEqual(i === ticks.length - 1 ? 0 : 99);
    }
    expect(ticks[0]!.tokens).toBe(1); // no usage yet: one per content chunk
    expect(ticks.at(-1)).toMatchObject({ tokens: content.length, chars: result.text.length });
    expect(ticks.every((t) => t.first_token_ms !== null && t.first_token_ms <= t.elapsed_ms)).toBe(true);
  });

  it('measures time to first token on the client', async () => {
    const engine = await engineFor(() => ({ stream: { parts: [': keep-alive\n\n', ...sseAnswer(['a', 'b'])], gapMs: 60 } }));
    const result = await engine.generate(request, new AbortController().signal);
    const t = result.telemetry!;
    expect(t).toMatchObject({ streamed: true, retries: 0, engine: null });
    // role chunk and comment come first (no text): the first token is the third write.
    expect(t.ttft_ms).toBeGreaterThanOrEqual(100);
    expect(t.ttft_ms).toBeLessThanOrEqual(result.latency_ms);
  });

  it('a display that throws in onStream never costs the answer', async () => {
    const engine = await engineFor(() => ({ stream: { parts: sseAnswer(['fine']) } }));
    const result = await engine.generate({ ...request, onStream: () => { throw new Error('ui bug'); } }, new AbortController().signal);
    expect(result.text).toBe('fine');
  });
});
