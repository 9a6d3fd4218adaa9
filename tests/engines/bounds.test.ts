// Issue 17's bounds on one answer, against real sockets: a cap on its size (answer and
// reasoning together, MAX_ANSWER_CHARS), a deadline for the whole request beside the
// silence timeout, and a cap on one wire message (one SSE line or event, one body). Each
// ends the answer as an engine error with its cause, is not retried, and holds no more
// than the cap in memory. WebLLM's streamed text is held to the same cap.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { prebuiltAppConfig } from '@mlc-ai/web-llm';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_ANSWER_CHARS, MAX_WIRE_CHARS, TRANSPORT_DEFAULTS } from '../../src/core/run/defaults.ts';
import { runEval } from '../../src/core/run/runner.ts';
import type { SampleRecord } from '../../src/core/run/types.ts';
import { EngineError, type Engine, type GenerateRequest } from '../../src/engines/engine.ts';
import { createOpenAIEngine, type OpenAIEngineOptions } from '../../src/engines/openai.ts';
import { createWebLLMEngine, loadWebLLMModel } from '../../src/engines/webllm.ts';
import { httpFetch } from '../../src/node/http-fetch.ts';
import { tinyDataset } from '../run/fixtures.ts';
import { testSpec } from '../run/spec.ts';
import { sseEvent } from './local-server.ts';
import { FakeMLCEngine } from './webllm-double.ts';

const request: GenerateRequest = {
  messages: [{ role: 'user', content: 'Step 0: x = 1' }], temperature: 0, seed: 0, max_tokens: null, json_schema: null, thinking: null,
};

/** A raw server: each request is handed to `answer`, which writes what it likes, respecting backpressure. */
interface RawServer { url: string; requests: number; close(): Promise<void> }
const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

async function rawServer(answer: (res: ServerResponse) => Promise<void>): Promise<RawServer> {
  const state = { url: '', requests: 0, close: async () => undefined };
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      state.requests++;
      answer(res).catch(() => undefined);
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

/** Writes `piece` until the client goes away or `limit` bytes were written; waits for drain. */
async function writeUntilGone(res: ServerResponse, piece: string, limitBytes = Infinity, gapMs = 0): Promise<number> {
  let written = 0;
  while (!res.destroyed && written < limitBytes) {
    const ok = res.write(piece);
    written += Buffer.byteLength(piece);
    if (!ok) {
      await new Promise<void>((resolve) => {
        const done = (): void => { res.off('drain', done); res.off('close', done); resolve(); };
        res.on('drain', done);
        res.on('close', done);
      });
    }
    if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
  }
  return written;
}

const delta = (content: string) => sseEvent({ choices: [{ index: 0, delta: { content }, finish_reason: null }] });
const noSleep: NonNullable<OpenAIEngineOptions['sleep']> = async () => undefined;

function engineAt(url: string, options: Partial<OpenAIEngineOptions> = {}): Engine {
  return createOpenAIEngine({ baseUrl: url, model: 'm', fetch: httpFetch, sleep: noSleep, maxRetries: 3, ...options });
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

describe('the bounds, as constants', () => {
  it('are what the README states: 4 MiB of text; a wire message fits a whole capped answer escaped; 10 min deadline', () => {
    expect(MAX_ANSWER_CHARS).toBe(4_194_304);
    expect(MAX_WIRE_CHARS).toBeGreaterThanOrEqual(6 * MAX_ANSWER_CHARS);
    expect(TRANSPORT_DEFAULTS).toMatchObject({ timeoutMs: 120_000, deadlineMs: 600_000 });
  });
});

describe('one answer past the size cap', () => {
  it('a stream of 64 KiB deltas that never ends: bad_response at the cap, one request, the connection dropped', async () => {
    const big = 'x'.repeat(64 * 1024);
    let sent = 0;
    const server = await rawServer(async (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      sent = await writeUntilGone(res, delta(big));
    });
    const error = await failure(engineAt(server.url).generate(request, new AbortController().signal));
    expect(error).toMatchObject({ code: 'bad_response', retryable: false });
    expect(error.message).toMatch(/4,194,304 characters/);
    expect(error.hint).toMatch(/--max-tokens/);
    expect(server.requests).toBe(1);
    // The client stopped reading near the cap (socket buffers add a little), not at 100 MB.
    expect(sent).toBeLessThan(3 * MAX_ANSWER_CHARS);
  }, 30_000);

  it('reasoning counts too: 3 MiB of reasoning and 2 MiB of answer are past the cap', async () => {
    const server = await rawServer(async (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(sseEvent({ choices: [{ index: 0, delta: { reasoning_content: 'r'.repeat(3 * 1024 * 1024) } }] }));
      res.write(delta('a'.repeat(2 * 1024 * 1024)));
      res.end('data: [DONE]\n\n');
    });
    expect(await failure(engineAt(server.url).generate(request, new AbortController().signal))).toMatchObject({ code: 'bad_response' });
  }, 30_000);

  it('an answer just under the cap is kept whole', async () => {
    const text = 'y'.repeat(MAX_ANSWER_CHARS - 10);
    const server = await rawServer(async (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(delta(text));
      res.end(sseEvent({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }) + 'data: [DONE]\n\n');
    });
    const r = await engineAt(server.url).generate(request, new AbortController().signal);
    expect(r.text.length).toBe(text.length);
  }, 30_000);

  it('a non-streamed answer past the cap (a 5 MiB content) is bad_response, not retried', async () => {
    const server = await rawServer(async (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: 'z'.repeat(5 * 1024 * 1024) } }] }));
    });
    const error = await failure(engineAt(server.url, { stream: false }).generate(request, new AbortController().signal));
    expect(error).toMatchObject({ code: 'bad_response', retryable: false });
    expect(server.requests).toBe(1);
  }, 30_000);

  it('a 100 MB body (JSON, chunked, no length) is refused past the wire cap without being held', async () => {
    let sent = 0;
    const server = await rawServer(async (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"choices":[{"message":{"content":"');
      sent = await writeUntilGone(res, 'w'.repeat(1024 * 1024), 100 * 1024 * 1024);
      res.end('"}}]}');
    });
    const error = await failure(engineAt(server.url, { stream: false }).generate(request, new AbortController().signal));
    expect(error).toMatchObject({ code: 'bad_response', retryable: false });
    expect(error.message).toMatch(/longer than/);
    expect(sent).toBeLessThan(100 * 1024 * 1024);
    expect(server.requests).toBe(1);
  }, 60_000);

  it('one SSE line that never ends is refused past the wire cap', async () => {
    let sent = 0;
    const server = await rawServer(async (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: {"choices":[{"delta":{"content":"');
      sent = await writeUntilGone(res, 'v'.repeat(1024 * 1024));
    });
    const error = await failure(engineAt(server.url).generate(request, new AbortController().signal));
    expect(error).toMatchObject({ code: 'bad_response', retryable: false });
    expect(error.message).toMatch(/stream line longer than/);
    expect(sent).toBeLessThan(MAX_WIRE_CHARS + 8 * 1024 * 1024);
  }, 60_000);

  it('an error body of 50 MB is read only for its first 64 KiB and classified by its status', async () => {
    const server = await rawServer(async (res) => {
      res.writeHead(503, { 'content-type': 'text/plain' });
      await writeUntilGone(res, 'busy '.repeat(200_000), 50 * 1024 * 1024);
      res.end();
    });
    const error = await failure(engineAt(server.url, { maxRetries: 0 }).generate(request, new AbortController().signal));
    expect(error).toMatchObject({ code: 'http_status', status: 503 });
    expect(error.message.length).toBeLessThan(1_000);
  }, 60_000);
});

describe('the deadline of one request', () => {
  it('an endless stream of keep-alive comments ends at the deadline as a timeout, not retried', async () => {
    const server = await rawServer(async (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      await writeUntilGone(res, ': keep-alive\n\n', Infinity, 50);
    });
    const t0 = Date.now();
    const error = await failure(engineAt(server.url, { timeoutMs: 1_000, deadlineMs: 1_500 }).generate(request, new AbortController().signal));
    const took = Date.now() - t0;
    expect(error).toMatchObject({ code: 'timeout', retryable: false });
    expect(error.message).toMatch(/deadline of 1\.5 s/);
    expect(error.hint).toMatch(/--deadline/);
    expect(took).toBeGreaterThanOrEqual(1_400);
    expect(took).toBeLessThan(5_000);
    expect(server.requests).toBe(1);
  }, 20_000);

  it('a trickle (one byte every 300 ms, inside a 1 s silence timeout) ends at the deadline', async () => {
    const server = await rawServer(async (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      await writeUntilGone(res, ':', Infinity, 300);
    });
    const error = await failure(engineAt(server.url, { timeoutMs: 1_000, deadlineMs: 2_000 }).generate(request, new AbortController().signal));
    expect(error).toMatchObject({ code: 'timeout', retryable: false });
    expect(error.message).toMatch(/deadline/);
    expect(server.requests).toBe(1);
  }, 20_000);

  it('silence is still the retryable timeout, and a prompt answer is untouched by the deadline', async () => {
    const silent = await rawServer(async (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': hello\n\n');
    });
    const error = await failure(engineAt(silent.url, { timeoutMs: 300, deadlineMs: 10_000, maxRetries: 1 }).generate(request, new AbortController().signal));
    expect(error).toMatchObject({ code: 'timeout', retryable: true });
    expect(silent.requests).toBe(2);
    const quick = await rawServer(async (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(delta('ok') + sseEvent({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }) + 'data: [DONE]\n\n');
    });
    expect((await engineAt(quick.url, { deadlineMs: 2_000 }).generate(request, new AbortController().signal)).text).toBe('ok');
  }, 20_000);
});

describe('the run loop holds every engine to the cap', () => {
  it('an engine answering more than MAX_ANSWER_CHARS gets an engine-error record without the text', async () => {
    const samples = tinyDataset(2).slice(0, 3);
    const huge: Engine = {
      id: 'huge', describe: () => ({ kind: 'reference', model: 'huge' }),
      generate: async () => ({ text: 'q'.repeat(MAX_ANSWER_CHARS + 1), reasoning: null, prompt_tokens: null, completion_tokens: null, latency_ms: 1, finish_reason: 'stop' }),
    };
    const records: SampleRecord[] = [];
    const outcome = await runEval({ samples, engine: huge, spec: testSpec(), done: new Set(), onRecord: (r) => { records.push(r); }, signal: new AbortController().signal, concurrency: 2 });
    expect(outcome.status).toBe('failed');
    expect(records).toHaveLength(samples.length);
    for (const r of records) {
      expect(r.engine_error).toMatch(/^bad_response: the answer passed the cap/);
      expect(JSON.stringify(r).length).toBeLessThan(10_000);
    }
  });
});

describe('WebLLM\'s streamed text is held to the cap', () => {
  it('a runaway generation is interrupted at the cap, read to its end, and fails the answer', async () => {
    const fake = new FakeMLCEngine({ replies: [{ kind: 'endless', piece: 'loop '.repeat(2_000) }, { kind: 'reply', content: 'after' }] });
    expect(await loadWebLLMModel(fake, 'Qwen3-0.6B-q4f16_1-MLC', { appConfig: prebuiltAppConfig })).toBeNull();
    const engine = createWebLLMEngine({ mlc: fake, model: 'Qwen3-0.6B-q4f16_1-MLC' });
    const error = await failure(engine.generate(request, new AbortController().signal));
    expect(error).toMatchObject({ code: 'bad_response', retryable: false });
    expect(error.message).toMatch(/cap/);
    expect(fake.interrupts).toBe(1);
    // The stream was drained: the engine answers the next request.
    expect((await engine.generate(request, new AbortController().signal)).text).toBe('after');
  });
});
