import { afterEach, describe, expect, it } from 'vitest';
import { EngineError, stopsRun, type GenerateRequest } from '../../src/engines/engine.ts';
import { backoffDelay, buildRequestBody, chatCompletionsUrl, createOpenAIEngine, parseRetryAfter, type OpenAIEngineOptions } from '../../src/engines/openai.ts';
import { closedPort, completion, startServer, type Handler, type LocalServer } from './local-server.ts';
import { runEval } from '../../src/core/run/runner.ts';
import { tinyDataset } from '../run/fixtures.ts';
import { testSpec } from '../run/spec.ts';

const request: GenerateRequest = {
  messages: [{ role: 'system', content: 'sys' }, { role: 'user', content: 'Step 0: x = 1' }],
  temperature: 0, seed: 7, max_tokens: 64, json_schema: null, thinking: null,
};

let server: LocalServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** Records requested waits instead of sleeping, so retry tests are instant and exact. */
function recordingSleep(waits: number[]): NonNullable<OpenAIEngineOptions['sleep']> {
  return async (ms, signal) => {
    if (signal.aborted) throw new EngineError('aborted', 'stopped');
    waits.push(ms);
  };
}

async function engineFor(handler: Handler, options: Partial<OpenAIEngineOptions> = {}) {
  server = await startServer(handler);
  return createOpenAIEngine({ baseUrl: server.url, model: 'm', maxRetries: 3, backoffBaseMs: 10, backoffMaxMs: 100, random: () => 0.5, ...options });
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

describe('request building', () => {
  it('normalizes the endpoint URL', () => {
    expect(chatCompletionsUrl('http://h:8000')).toBe('http://h:8000/v1/chat/completions');
    expect(chatCompletionsUrl('http://h:11434/v1/')).toBe('http://h:11434/v1/chat/completions');
    expect(chatCompletionsUrl('https://x/api/v1/chat/completions')).toBe('https://x/api/v1/chat/completions');
  });

  it('sends schema and thinking only when asked', () => {
    const plain = buildRequestBody('m', request);
    expect(plain).toEqual({ model: 'm', messages: request.messages, temperature: 0, seed: 7, max_tokens: 64, stream: false });
    const rich = buildRequestBody('m', { ...request, json_schema: { type: 'object' }, thinking: false, seed: null, max_tokens: null });
    expect(rich.response_format).toEqual({ type: 'json_schema', json_schema: { name: 'verdict', schema: { type: 'object' }, strict: true } });
    expect(rich.chat_template_kwargs).toEqual({ enable_thinking: false });
    expect('seed' in rich || 'max_tokens' in rich).toBe(false);
  });

  it('reads Retry-After as seconds or a date, and backs off exponentially with jitter', () => {
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4_000)).toBe(6_000);
    expect(parseRetryAfter('soon')).toBeNull();
    expect(backoffDelay(0, 100, 10_000, () => 0)).toBe(50);
    expect(backoffDelay(3, 100, 10_000, () => 1)).toBe(800);
    expect(backoffDelay(20, 100, 1_000, () => 0.5)).toBe(750);
  });
});

describe('OpenAI-compatible adapter against a local server', () => {
  it('returns the content, usage and the request the server saw', async () => {
    const engine = await engineFor(() => ({ body: completion('{"q1": true}') }), { apiKey: 'sk-test' });
    const result = await engine.generate(request, new AbortController().signal);
    expect(result).toMatchObject({ text: '{"q1": true}', reasoning: null, prompt_tokens: 11, completion_tokens: 7, finish_reason: 'stop' });
    expect(result.latency_ms).toBeGreaterThanOrEqual(0);
    const seen = server!.requests[0]!;
    expect(seen.url).toBe('/v1/chat/completions');
    expect(seen.headers.authorization).toBe('Bearer sk-test');
    expect(seen.body).toMatchObject({ model: 'm', temperature: 0, seed: 7, max_tokens: 64 });
    expect(engine.describe()).toEqual({ kind: 'openai', model: 'm', base_url: server!.url });
  });

  it('keeps reasoning_content (or reasoning) in its own channel', async () => {
    const engine = await engineFor((_r, i) => ({
      body: completion('{"a": 1}', i === 0 ? { reasoning_content: 'I think {"q1": false}' } : { reasoning: 'r2' }),
    }));
    const first = await engine.generate(request, new AbortController().signal);
    expect(first.text).toBe('{"a": 1}');
    expect(first.reasoning).toBe('I think {"q1": false}');
    expect((await engine.generate(request, new AbortController().signal)).reasoning).toBe('r2');
  });

  it('honours Retry-After on 429, then succeeds', async () => {
    const waits: number[] = [];
    const engine = await engineFor((_r, i) => (i === 0 ? { status: 429, headers: { 'retry-after': '3' }, body: 'slow down' } : { body: completion('ok') }),
      { sleep: recordingSleep(waits), backoffMaxMs: 60_000 });
    expect((await engine.generate(request, new AbortController().signal)).text).toBe('ok');
    expect(waits).toEqual([3000]);
    expect(server!.requests).toHaveLength(2);
  });

  it('waits for real between tries (Retry-After 1 s)', async () => {
    const engine = await engineFor((_r, i) => (i === 0 ? { status: 429, headers: { 'retry-after': '1' } } : { body: completion('ok') }), { backoffMaxMs: 5_000 });
    const start = Date.now();
    expect((await engine.generate(request, new AbortController().signal)).text).toBe('ok');
    expect(Date.now() - start).toBeGreaterThanOrEqual(950);
  });

  it('retries a 500, then succeeds, with exponential backoff', async () => {
    const waits: number[] = [];
    const engine = await engineFor((_r, i) => (i < 2 ? { status: 500, body: 'boom' } : { body: completion('ok') }), { sleep: recordingSleep(waits) });
    expect((await engine.generate(request, new AbortController().signal)).text).toBe('ok');
    expect(waits).toEqual([7.5, 15]);
  });

  it('gives up on a persistent 500 with a retryable http_status engine error', async () => {
    const engine = await engineFor(() => ({ status: 503, body: 'down' }), { sleep: recordingSleep([]) });
    const error = await failure(engine.generate(request, new AbortController().signal));
    expect(error).toMatchObject({ code: 'http_status', status: 503, retryable: true });
    expect(server!.requests).toHaveLength(4);
  });

  it('does not retry a 400: the request is bad, and that stops a run', async () => {
    const engine = await engineFor(() => ({ status: 400, body: '{"error":"bad"}' }), { sleep: recordingSleep([]) });
    const error = await failure(engine.generate(request, new AbortController().signal));
    expect(error).toMatchObject({ code: 'bad_request', status: 400, retryable: false, message: 'the server rejected the request as invalid (400 Bad Request: bad)' });
    expect(stopsRun(error)).toBe(true);
    expect(server!.requests).toHaveLength(1);
  });

  it('times out a slow response', async () => {
    const engine = await engineFor(() => ({ body: completion('late'), delayMs: 3_000 }), { timeoutMs: 150, maxRetries: 1, sleep: recordingSleep([]) });
    const start = Date.now();
    expect(await failure(engine.generate(request, new AbortController().signal))).toMatchObject({ code: 'timeout', retryable: true });
    expect(Date.now() - start).toBeLessThan(2_000);
    expect(server!.requests).toHaveLength(2);
  });

  it('reports a malformed body as bad_response, never as an answer', async () => {
    const engine = await engineFor((_r, i) => ({ body: i === 0 ? '<html>oops' : { choices: [] } }));
    expect(await failure(engine.generate(request, new AbortController().signal))).toMatchObject({ code: 'bad_response' });
    expect(await failure(engine.generate(request, new AbortController().signal))).toMatchObject({ code: 'bad_response' });
  });

  it('treats a null content (all tokens spent reasoning) as an empty answer, not a transport error', async () => {
    const engine = await engineFor(() => ({ body: completion(null, { reasoning_content: 'long…' }) }));
    expect(await engine.generate(request, new AbortController().signal)).toMatchObject({ text: '', reasoning: 'long…' });
  });

  it('stops at once when the run is aborted', async () => {
    const engine = await engineFor(() => ({ body: completion('late'), delayMs: 3_000 }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const start = Date.now();
    expect(await failure(engine.generate(request, controller.signal))).toMatchObject({ code: 'aborted', retryable: false });
    expect(Date.now() - start).toBeLessThan(1_000);
  });

  it('reports a refused connection as unreachable at once, without retrying, with what to try', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const waits: number[] = [];
    const engine = createOpenAIEngine({ baseUrl: url, model: 'm', maxRetries: 2, sleep: recordingSleep(waits), random: () => 0 });
    const error = await failure(engine.generate(request, new AbortController().signal));
    expect(error).toMatchObject({ code: 'unreachable', retryable: false });
    expect(error.message).toMatch(/connection refused/);
    expect(error.hint).toContain(`is the server running at ${url}/v1/chat/completions?`.replace(/^i/, 'I'));
    expect(stopsRun(error)).toBe(true);
    expect(waits).toHaveLength(0);
  });
});

describe('the run loop against the local server', () => {
  it('never has more requests in flight at the server than --concurrency', async () => {
    const engine = await engineFor(() => ({ body: completion('{"final_answer_correct": true, "all_steps_valid": true, "first_invalid_step": -1}'), delayMs: 20 }));
    const samples = tinyDataset(3);
    let records = 0;
    const outcome = await runEval({ samples, engine, spec: testSpec({ k: 2 }), done: new Set(), onRecord: () => { records++; }, signal: new AbortController().signal, concurrency: 3 });
    expect(outcome.status).toBe('complete');
    expect(records).toBe(samples.length);
    expect(server!.requests).toHaveLength(samples.length * 2);
    expect(server!.maxInFlight).toBe(3);
  });
});
