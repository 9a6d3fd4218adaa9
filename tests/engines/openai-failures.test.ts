// Every way an OpenAI-compatible request can fail, against real local servers (and a
// scripted fetch standing in for a browser's, which names no cause): the code decides
// whether the run stops, the message says what happened, the hint says what to try.
import { afterEach, describe, expect, it } from 'vitest';
import { EngineError, stopsRun, type GenerateRequest } from '../../src/engines/engine.ts';
import { createOpenAIEngine, type OpenAIEngineOptions } from '../../src/engines/openai.ts';
import { classifyFetchFailure, classifyStatus, refusesStreaming, serverMessage } from '../../src/engines/openai-errors.ts';
import { completion, sseAnswer, startServer, type Handler, type LocalServer } from './local-server.ts';

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
  return createOpenAIEngine({ baseUrl: server.url, model: 'qwen3:14b', maxRetries: 3, sleep: noSleep, ...options });
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

const OLLAMA_404 = { error: { message: 'model "qwen3:14b" not found, try pulling it first', type: 'api_error', param: null, code: null } };

describe('HTTP answers that stop a run', () => {
  it('404 model not found: shows the server\'s own message, no retry', async () => {
    const engine = await engineFor(() => ({ status: 404, body: OLLAMA_404 }));
    const error = await failure(engine.generate(request, new AbortController().signal));
    expect(error).toMatchObject({ code: 'not_found', status: 404, retryable: false, message: 'model "qwen3:14b" not found, try pulling it first' });
    expect(error.hint).toContain('ollama pull qwen3:14b');
    expect(error.hint).toContain('stepbench models');
    expect(stopsRun(error)).toBe(true);
    expect(server!.requests).toHaveLength(1);
  });

  it('404 on a wrong path names the URL instead', async () => {
    const engine = await engineFor(() => ({ status: 404, body: '404 page not found' }));
    const error = await failure(engine.generate(request, new AbortController().signal));
    expect(error.code).toBe('not_found');
    expect(error.message).toBe(`no such endpoint: ${server!.url}/v1/chat/completions (404 Not Found: 404 page not found)`);
    expect(error.hint).toMatch(/server URL/);
  });

  it.each([401, 403])('%i is an auth error with a hint about the API key', async (status) => {
    const engine = await engineFor(() => ({ status, body: { error: { message: 'Incorrect API key provided' } } }), { apiKey: 'sk-wrong' });
    const error = await failure(engine.generate(request, new AbortController().signal));
    expect(error).toMatchObject({ code: 'auth', status, retryable: false });
    expect(error.message).toContain('Incorrect API key provided');
    expect(error.hint).toMatch(/API key/);
    expect(stopsRun(error)).toBe(true);
    expect(server!.requests).toHaveLength(1);
  });

  it('a 400 that is about the request (not streaming) is bad_request, not retried, not re-sent without stream', async () => {
    const engine = await engineFor(() => ({ status: 400, body: { error: { message: 'max_tokens is too large: 99999' } } }));
    expect(await failure(engine.generate(request, new AbortController().signal))).toMatchObject({ code: 'bad_request', status: 400 });
    expect(server!.requests).toHaveLength(1);
  });
});

describe('HTTP answers that are retried', () => {
  it('429 then 503 then 502, then an SSE answer: telemetry counts the retries', async () => {
    const engine = await engineFor((_r, i) => (i === 0 ? { status: 429, body: 'slow down' } : i === 1 ? { status: 503 } : i === 2 ? { status: 502 } : { stream: { parts: sseAnswer(['ok']) } }));
    const result = await engine.generate(request, new AbortController().signal);
    expect(result.text).toBe('ok');
    expect(result.telemetry).toMatchObject({ retries: 3, streamed: true });
  });

  it('a persistent 500 gives up as a retryable http_status, which does not stop the run', async () => {
    const engine = await engineFor(() => ({ status: 500, body: { error: { message: 'CUDA out of memory' } } }));
    const error = await failure(engine.generate(request, new AbortController().signal));
    expect(error).toMatchObject({ code: 'http_status', status: 500, retryable: true });
    expect(error.message).toBe('500 Internal Server Error: CUDA out of memory (gave up after 4 tries)');
    expect(stopsRun(error)).toBe(false);
    expect(server!.requests).toHaveLength(4);
  });
});

describe('transport failures', () => {
  it('a port fetch blocks (6000) is unreachable, said so', async () => {
    const engine = createOpenAIEngine({ baseUrl: 'http://127.0.0.1:6000', model: 'm', sleep: noSleep });
    const error = await failure(engine.generate(request, new AbortController().signal));
    expect(error).toMatchObject({ code: 'unreachable', retryable: false });
    expect(error.message).toMatch(/blocked port/);
    expect(error.hint).toContain('Is the server running at http://127.0.0.1:6000/v1/chat/completions?');
  });

  it('classifies undici\'s named causes', () => {
    const ctx = { url: 'http://h:1/v1/chat/completions', everAnswered: false, midResponse: false };
    const fetchFailed = (code: string) => Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(code), { code }) });
    expect(classifyFetchFailure(fetchFailed('ENOTFOUND'), ctx)).toMatchObject({ code: 'unreachable', message: expect.stringMatching(/does not resolve/) });
    expect(classifyFetchFailure(fetchFailed('EAI_AGAIN'), ctx).code).toBe('unreachable');
    expect(classifyFetchFailure(fetchFailed('EHOSTUNREACH'), ctx).code).toBe('unreachable');
    expect(classifyFetchFailure(fetchFailed('ECONNRESET'), ctx)).toMatchObject({ code: 'network', retryable: true });
    expect(classifyFetchFailure(fetchFailed('UND_ERR_SOCKET'), ctx)).toMatchObject({ code: 'network', retryable: true });
    expect(classifyFetchFailure(fetchFailed('UND_ERR_CONNECT_TIMEOUT'), ctx)).toMatchObject({ code: 'timeout', retryable: true });
    expect(classifyFetchFailure(fetchFailed('DEPTH_ZERO_SELF_SIGNED_CERT'), ctx).code).toBe('unreachable');
    // https:// to a plain-http server
    expect(classifyFetchFailure(fetchFailed('ERR_SSL_WRONG_VERSION_NUMBER'), ctx)).toMatchObject({ code: 'unreachable', hint: expect.stringContaining('Is the server running at') });
    // Happy eyeballs: undici's AggregateError carries the code too.
    const aggregate = Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]), {}) });
    expect(classifyFetchFailure(aggregate, ctx).code).toBe('unreachable');
  });

  it('a browser\'s bare TypeError before any answer: unreachable at once when a no-cors probe fails too, the hint naming the URL and CORS', async () => {
    const modes: (string | undefined)[] = [];
    const browserFetch = (async (_u: RequestInfo | URL, init?: RequestInit) => { modes.push(init?.mode); throw new TypeError('Failed to fetch'); }) as typeof fetch;
    const engine = createOpenAIEngine({ baseUrl: 'http://127.0.0.1:11434', model: 'm', fetch: browserFetch, sleep: noSleep });
    const error = await failure(engine.generate(request, new AbortController().signal));
    expect(error.code).toBe('unreachable');
    expect(error.hint).toContain('Is the server running at http://127.0.0.1:11434/v1/chat/completions?');
    expect(error.hint).toContain('OLLAMA_ORIGINS=');
    expect(error.hint).toContain('--allowed-origins');
    expect(modes).toEqual([undefined, 'no-cors']); // the request, the probe, no retries
  });

  it('a bare TypeError whose no-cors probe is answered is a CORS refusal, which stops the run', async () => {
    const corsFetch = (async (_u: RequestInfo | URL, init?: RequestInit) => {
      if (init?.mode === 'no-cors') return new Response(null, { status: 200 });
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const engine = createOpenAIEngine({ baseUrl: 'http://127.0.0.1:8000/v1', model: 'm', fetch: corsFetch, sleep: noSleep });
    const error = await failure(engine.generate(request, new AbortController().signal));
    expect(error).toMatchObject({ code: 'cors', retryable: false });
    expect(error.message).toMatch(/^the server at http:\/\/127\.0\.0\.1:8000\/v1\/chat\/completions answers, but does not allow this page's origin/);
    expect(error.hint).toContain('OLLAMA_ORIGINS=');
    expect(stopsRun(error)).toBe(true);
  });

  it('once the server has answered, a bare TypeError is a dropped connection: retried, then unreachable if it never comes back', async () => {
    let calls = 0;
    const okThenDead = (async () => {
      calls++;
      if (calls === 1) return new Response(JSON.stringify(completion('first')), { headers: { 'content-type': 'application/json' } });
      if (calls === 2) throw new TypeError('Failed to fetch');
      if (calls === 3) return new Response(JSON.stringify(completion('back')), { headers: { 'content-type': 'application/json' } });
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const engine = createOpenAIEngine({ baseUrl: 'http://h', model: 'm', fetch: okThenDead, sleep: noSleep, maxRetries: 2 });
    expect((await engine.generate(request, new AbortController().signal)).text).toBe('first');
    const back = await engine.generate(request, new AbortController().signal);
    expect(back).toMatchObject({ text: 'back', telemetry: { retries: 1 } });
    const error = await failure(engine.generate(request, new AbortController().signal));
    expect(error).toMatchObject({ code: 'unreachable', message: expect.stringMatching(/in 3 tries/) });
    expect(calls).toBe(6);
  });
});

describe('reading servers\' error bodies', () => {
  it('takes the message from OpenAI, Ollama and FastAPI shapes, else the text', () => {
    expect(serverMessage(JSON.stringify(OLLAMA_404))).toBe('model "qwen3:14b" not found, try pulling it first');
    expect(serverMessage('{"error":"model \'x\' not found"}')).toBe('model \'x\' not found');
    expect(serverMessage('{"detail":"Not Found"}')).toBe('Not Found');
    expect(serverMessage('  <html>\n  oops </html>')).toBe('<html> oops </html>');
  });

  it('maps statuses onto codes', () => {
    const where = { url: 'u', model: 'm' };
    expect(classifyStatus(422, '', '{}', where).code).toBe('bad_request');
    expect(classifyStatus(405, '', '', where).code).toBe('not_found');
    expect(classifyStatus(408, '', '', where)).toMatchObject({ code: 'http_status', retryable: true });
    expect(classifyStatus(418, '', '', where)).toMatchObject({ code: 'http_status', retryable: false });
    expect(refusesStreaming(400, '{"error": "stream_options is not supported"}')).toBe(true);
    expect(refusesStreaming(400, '{"detail": "Streaming is not allowed: stream must be false"}')).toBe(true);
    expect(refusesStreaming(400, '{"error": "upstream model rejected the prompt"}')).toBe(false);
    expect(refusesStreaming(500, 'stream broke')).toBe(false);
  });
});
