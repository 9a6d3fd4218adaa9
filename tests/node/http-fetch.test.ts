// The node:http transport the CLI gives the OpenAI adapter behaves as fetch does for
// everything the adapter relies on: status, headers, body, retries, timeouts, abort,
// refused connections, redirects, and socket reuse across requests.
import { afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import { createServer } from 'node:net';
import { EngineError, type GenerateRequest } from '../../src/engines/engine.ts';
import { createOpenAIEngine, type OpenAIEngineOptions } from '../../src/engines/openai.ts';
import { httpFetch } from '../../src/node/http-fetch.ts';
import { completion, startServer, type Handler, type LocalServer } from '../engines/local-server.ts';

const request: GenerateRequest = {
  messages: [{ role: 'system', content: 'sys' }, { role: 'user', content: 'Step 0: x = 1 — “unicode” ✓' }],
  temperature: 0, seed: 7, max_tokens: 64, json_schema: null, thinking: null,
};

let server: LocalServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function engineFor(handler: Handler, options: Partial<OpenAIEngineOptions> = {}) {
  server = await startServer(handler);
  const waits: number[] = [];
  const engine = createOpenAIEngine({
    baseUrl: server.url, model: 'm', maxRetries: 3, random: () => 0.5, fetch: httpFetch,
    sleep: async (ms, signal) => { if (signal.aborted) throw new EngineError('aborted', 'stopped'); waits.push(ms); },
    ...options,
  });
  return { engine, waits, server };
}

describe('httpFetch', () => {
  it('returns status, status text, headers and the UTF-8 body, and sends the body intact', async () => {
    server = await startServer((req) => ({ status: 201, headers: { 'x-echo': String(req.body.n) }, body: { got: req.body } }));
    const body = JSON.stringify({ n: 3, text: 'é ✓ 😀' });
    const r = await httpFetch(`${server.url}/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(r.status).toBe(201);
    expect(r.ok).toBe(true);
    expect(r.statusText).toBe('Created');
    expect(r.headers.get('x-echo')).toBe('3');
    expect(JSON.parse(await r.text())).toEqual({ got: { n: 3, text: 'é ✓ 😀' } });
    expect(server.requests[0]!.headers['content-length']).toBe(String(Buffer.byteLength(body)));
  });

  it('is not ok for a 4xx or 5xx', async () => {
    server = await startServer(() => ({ status: 503, body: 'busy' }));
    const r = await httpFetch(server.url, { method: 'POST', body: '{}' });
    expect([r.ok, r.status, await r.text()]).toEqual([false, 503, 'busy']);
  });

  it('follows a 307 with the same method and body, and returns other redirects as they are', async () => {
    server = await startServer((req) => (req.url === '/old' ? { status: 307, headers: { location: '/new' } } : req.url === '/moved' ? { status: 301, headers: { location: '/new' } } : { body: { at: req.url, body: req.body } }));
    const r = await httpFetch(`${server.url}/old`, { method: 'POST', body: '{"a":1}' });
    expect(JSON.parse(await r.text())).toEqual({ at: '/new', body: { a: 1 } });
    expect((await httpFetch(`${server.url}/moved`, { method: 'POST', body: '{}' })).status).toBe(301);
  });

  it('rejects when the signal fires, before or during the request', async () => {
    server = await startServer(() => ({ body: {}, delayMs: 5_000 }));
    const before = AbortSignal.abort();
    await expect(httpFetch(server.url, { method: 'POST', body: '{}', signal: before })).rejects.toThrow();
    const c = new AbortController();
    const pending = httpFetch(server.url, { method: 'POST', body: '{}', signal: c.signal });
    setTimeout(() => c.abort(), 50);
    const t0 = Date.now();
    await expect(pending).rejects.toThrow();
    expect(Date.now() - t0).toBeLessThan(2_000);
  });

  it('rejects on a refused connection and an unsupported protocol', async () => {
    const port = await new Promise<number>((resolve) => {
      const s = createServer();
      s.listen(0, '127.0.0.1', () => { const p = (s.address() as { port: number }).port; s.close(() => resolve(p)); });
    });
    await expect(httpFetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: '{}' })).rejects.toThrow(/ECONNREFUSED/);
    await expect(httpFetch('ftp://127.0.0.1/', { method: 'POST', body: '{}' })).rejects.toThrow(/unsupported protocol/);
  });
});

describe('httpFetch redirects: credentials only to the origin the user named', () => {
  let other: LocalServer | null = null;
  afterEach(async () => {
    await other?.close();
    other = null;
  });
  const secret = { authorization: 'Bearer sk-secret', cookie: 'session=1', 'proxy-authorization': 'Basic cA==', 'content-type': 'application/json' };

  it.each([307, 308])('a %i to another origin (another port) is followed with the same body but no credential header', async (status) => {
    other = await startServer((req) => ({ body: { at: req.url, body: req.body } }));
    const target = other.url;
    server = await startServer(() => ({ status, headers: { location: `${target}/v1/chat/completions` } }));
    const r = await httpFetch(`${server.url}/v1/chat/completions`, { method: 'POST', headers: secret, body: '{"a":1}' });
    expect(JSON.parse(await r.text())).toEqual({ at: '/v1/chat/completions', body: { a: 1 } });
    expect([r.redirected, r.url]).toEqual([true, `${target}/v1/chat/completions`]);
    expect(server.requests[0]!.headers.authorization).toBe('Bearer sk-secret');
    const there = other.requests[0]!.headers;
    expect([there.authorization, there.cookie, there['proxy-authorization']]).toEqual([undefined, undefined, undefined]);
    expect(there['content-type']).toBe('application/json');
  });

  it('keeps credentials within one origin, and once dropped they stay dropped even back at the first origin', async () => {
    other = await startServer(() => ({ status: 307, headers: { location: `${server!.url}/final` } }));
    const bounce = other.url;
    server = await startServer((req) => (req.url === '/same' ? { status: 308, headers: { location: '/away' } } : req.url === '/away' ? { status: 307, headers: { location: `${bounce}/x` } } : { body: { ok: true } }));
    const r = await httpFetch(`${server.url}/same`, { method: 'POST', headers: secret, body: '{}' });
    expect(r.status).toBe(200);
    const auth = server.requests.map((q) => `${q.url} ${q.headers.authorization ?? '-'}`);
    expect(auth).toEqual(['/same Bearer sk-secret', '/away Bearer sk-secret', '/final -']);
    expect(other.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('refuses a redirect to another scheme (the path an https → http redirect takes) before sending anything there', async () => {
    server = await startServer(() => ({ status: 307, headers: { location: 'ftp://127.0.0.1/x' } }));
    const error = await httpFetch(server.url, { method: 'POST', headers: secret, body: '{}' }).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: 'unreachable', message: expect.stringMatching(/only http and https/) });
  });

  it('refuses a redirect to a URL holding user:pass@, and a request URL holding one (as fetch does)', async () => {
    other = await startServer(() => ({ body: {} }));
    const target = other.url.replace('http://', 'http://u:p@');
    server = await startServer(() => ({ status: 307, headers: { location: target } }));
    await expect(httpFetch(server.url, { method: 'POST', body: '{}' })).rejects.toMatchObject({ code: 'unreachable' });
    await expect(httpFetch(target, { method: 'POST', body: '{}' })).rejects.toThrow(/user name or password/);
    expect(other.requests).toHaveLength(0);
  });
});

describe('the OpenAI adapter over httpFetch', () => {
  it('returns the answer and usage', async () => {
    const { engine } = await engineFor(() => ({ body: completion('{"q1": true, "q2": true, "q3": -1}') }));
    const r = await engine.generate(request, new AbortController().signal);
    expect(r.text).toBe('{"q1": true, "q2": true, "q3": -1}');
    expect(r.prompt_tokens).toBe(11);
    expect(server!.requests[0]!.body.messages).toEqual(request.messages);
  });

  it('honours Retry-After on 429 and retries a 500, then succeeds', async () => {
    const { engine, waits } = await engineFor((_, i) => (i === 0 ? { status: 429, headers: { 'retry-after': '2' }, body: {} } : i === 1 ? { status: 500, body: 'oops' } : { body: completion('ok') }));
    const r = await engine.generate(request, new AbortController().signal);
    expect(r.text).toBe('ok');
    expect(waits[0]).toBe(2_000);
    expect(waits).toHaveLength(2);
  });

  it('does not retry a 400 and reports its status', async () => {
    const { engine } = await engineFor(() => ({ status: 400, body: 'bad request' }));
    await expect(engine.generate(request, new AbortController().signal)).rejects.toMatchObject({ code: 'bad_request', status: 400 });
    expect(server!.requests).toHaveLength(1);
  });

  it('times out a slow response as a retryable timeout', async () => {
    const { engine } = await engineFor(() => ({ body: completion('late'), delayMs: 2_000 }), { timeoutMs: 100, maxRetries: 0 });
    await expect(engine.generate(request, new AbortController().signal)).rejects.toMatchObject({ code: 'timeout', retryable: true });
  });

  it('stops at once when the run is aborted', async () => {
    const { engine } = await engineFor(() => ({ body: completion('late'), delayMs: 5_000 }));
    const c = new AbortController();
    setTimeout(() => c.abort(), 50);
    await expect(engine.generate(request, c.signal)).rejects.toMatchObject({ code: 'aborted' });
  });

  it('reuses its sockets: 24 requests, 8 in flight, over at most 8 connections', async () => {
    let connections = 0;
    const raw = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion('ok'))));
    });
    raw.on('connection', () => connections++);
    await new Promise<void>((r) => raw.listen(0, '127.0.0.1', r));
    try {
      const engine = createOpenAIEngine({ baseUrl: `http://127.0.0.1:${(raw.address() as { port: number }).port}`, model: 'm', fetch: httpFetch });
      const signal = new AbortController().signal;
      for (let round = 0; round < 3; round++) await Promise.all(Array.from({ length: 8 }, () => engine.generate(request, signal)));
      expect(connections).toBeGreaterThan(0);
      expect(connections).toBeLessThanOrEqual(8);
    } finally {
      raw.closeAllConnections();
      await new Promise((r) => raw.close(r));
    }
  });
});
