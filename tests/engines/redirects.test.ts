// Where a redirect may take a request (engines/redirects.ts), and the OpenAI adapter's
// check of a fetch that followed redirects on its own (a browser's): credentials only
// to the origin the user named, never https → http.
import { describe, expect, it } from 'vitest';
import { EngineError, stopsRun, type GenerateRequest } from '../../src/engines/engine.ts';
import { createOpenAIEngine } from '../../src/engines/openai.ts';
import { testConnection } from '../../src/engines/openai-models.ts';
import { CREDENTIAL_HEADERS, answeredElsewhere, redirectDecision, refusedFinalUrl, withoutCredentials } from '../../src/engines/redirects.ts';
import { completion } from './local-server.ts';

const u = (s: string) => new URL(s);

describe('redirectDecision', () => {
  it('follows within one origin with credentials, to another origin without them', () => {
    expect(redirectDecision(u('https://api.example/v1/chat/completions'), u('https://api.example/v2/chat/completions'))).toEqual({ follow: true, dropCredentials: false });
    expect(redirectDecision(u('https://api.example/v1'), u('https://other.example/v1'))).toEqual({ follow: true, dropCredentials: true });
    // Another port on the same host is another origin.
    expect(redirectDecision(u('http://127.0.0.1:8000/v1'), u('http://127.0.0.1:8001/v1'))).toEqual({ follow: true, dropCredentials: true });
    // http → https is an upgrade (another origin: the key is still not sent without the user's say).
    expect(redirectDecision(u('http://api.example/v1'), u('https://api.example/v1'))).toEqual({ follow: true, dropCredentials: true });
  });

  it('refuses https → http, a URL with user:pass@, and any other scheme, as a fatal unreachable with a hint', () => {
    for (const [from, to, said] of [
      ['https://api.example/v1', 'http://api.example/v1', /from https to http/],
      ['https://api.example:8443/v1', 'http://127.0.0.1:9/v1', /unencrypted/],
      ['http://api.example/v1', 'http://u:p@other.example/v1', /user name or password/],
      ['http://api.example/v1', 'ftp://api.example/v1', /only http and https/],
      ['http://api.example/v1', 'file:///etc/passwd', /only http and https/],
    ] as const) {
      const d = redirectDecision(u(from), u(to));
      expect(d.follow).toBe(false);
      if (d.follow) continue;
      expect(d.error).toMatchObject({ code: 'unreachable', message: expect.stringMatching(said) });
      expect(d.error.hint).toBeTruthy();
      expect(stopsRun(d.error)).toBe(true);
      // The refused URL is shown without any user name or password.
      expect(d.error.message).not.toMatch(/u:p@/);
    }
  });

  it('drops every credential header whatever its case, and nothing else', () => {
    expect(CREDENTIAL_HEADERS).toEqual(['authorization', 'proxy-authorization', 'cookie']);
    expect(withoutCredentials({ Authorization: 'Bearer k', 'proxy-authorization': 'Basic x', COOKIE: 'a=b', 'content-type': 'application/json', accept: '*/*' }))
      .toEqual({ 'content-type': 'application/json', accept: '*/*' });
  });

  it('judges a fetch\'s final URL: redirected to http from https is refused, anything else is not', () => {
    expect(refusedFinalUrl('https://a.example/v1/chat/completions', { redirected: true, url: 'http://a.example/v1/chat/completions' })).toBeInstanceOf(EngineError);
    expect(refusedFinalUrl('https://a.example/v1/chat/completions', { redirected: false, url: 'http://a.example/x' })).toBeNull();
    expect(refusedFinalUrl('https://a.example/v1/chat/completions', { redirected: true, url: 'https://b.example/v1' })).toBeNull();
    expect(refusedFinalUrl('https://a.example/v1', {})).toBeNull();
    expect(answeredElsewhere('https://a.example/v1', { redirected: true, url: 'https://b.example/v1' })).toBe('https://b.example');
    expect(answeredElsewhere('https://a.example/v1', { redirected: true, url: 'https://a.example/v2' })).toBeNull();
  });
});

/** A Response as a browser's fetch returns it after following redirects on its own. */
function redirectedResponse(body: string, status: number, finalUrl: string): Response {
  const r = new Response(body, { status, headers: { 'content-type': 'application/json' } });
  Object.defineProperty(r, 'redirected', { value: true });
  Object.defineProperty(r, 'url', { value: finalUrl });
  return r;
}

const request: GenerateRequest = { messages: [{ role: 'user', content: 'Step 0: x = 1' }], temperature: 0, seed: 0, max_tokens: null, json_schema: null, thinking: null };

describe('the OpenAI adapter over a fetch that follows redirects itself', () => {
  it('an https endpoint whose answer came from http is refused: unreachable, stops the run, the answer unused, not retried', async () => {
    let calls = 0;
    const fetched = (async () => {
      calls++;
      return redirectedResponse(JSON.stringify(completion('{"q1": true, "q2": true, "q3": -1}')), 200, 'http://api.example/v1/chat/completions');
    }) as unknown as typeof fetch;
    const engine = createOpenAIEngine({ baseUrl: 'https://api.example/v1', model: 'm', apiKey: 'sk-secret', fetch: fetched, sleep: async () => undefined });
    const error = await engine.generate(request, new AbortController().signal).then(() => null, (e: unknown) => e as EngineError);
    expect(error).toMatchObject({ code: 'unreachable', message: expect.stringMatching(/from https to http/) });
    expect(stopsRun(error!)).toBe(true);
    expect(calls).toBe(1);
  });

  it('a same-origin redirect is used as the answer', async () => {
    const fetched = (async () => redirectedResponse(JSON.stringify(completion('fine')), 200, 'https://api.example/v2/chat/completions')) as unknown as typeof fetch;
    const engine = createOpenAIEngine({ baseUrl: 'https://api.example/v1', model: 'm', fetch: fetched });
    expect((await engine.generate(request, new AbortController().signal)).text).toBe('fine');
  });

  it('a 401 from another origin after a redirect says the key was never sent there', async () => {
    const fetched = (async () => redirectedResponse('{"error":"no key"}', 401, 'https://elsewhere.example/v1/chat/completions')) as unknown as typeof fetch;
    const engine = createOpenAIEngine({ baseUrl: 'https://api.example/v1', model: 'm', apiKey: 'k', fetch: fetched });
    const error = await engine.generate(request, new AbortController().signal).then(() => null, (e: unknown) => e as EngineError);
    expect(error).toMatchObject({ code: 'auth', message: expect.stringMatching(/after a redirect to https:\/\/elsewhere\.example/) });
    expect(error!.hint).toMatch(/credentials go only to the origin you named \(https:\/\/api\.example\)/);
  });

  it('Test connection refuses an https → http redirect too', async () => {
    const fetched = (async () => redirectedResponse('{"data":[{"id":"m"}]}', 200, 'http://api.example/v1/models')) as unknown as typeof fetch;
    const r = await testConnection({ baseUrl: 'https://api.example/v1', model: 'm', fetch: fetched });
    expect(r).toMatchObject({ ok: false, code: 'unreachable', message: expect.stringMatching(/from https to http/) });
  });
});

describe('user:pass@ in the server URL', () => {
  it('is sent as Basic auth (UTF-8) when there is no key, never in the URL; a key wins; describe() shows no secret', async () => {
    const seen: { url: string; auth: string | null }[] = [];
    const fetched = (async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push({ url: String(input), auth: new Headers(init?.headers).get('authorization') });
      return new Response(JSON.stringify(completion('ok')), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const withUser = createOpenAIEngine({ baseUrl: 'http://ann:p%C3%A4ss%40w@127.0.0.1:9/v1', model: 'm', fetch: fetched });
    await withUser.generate(request, new AbortController().signal);
    expect(seen[0]).toEqual({ url: 'http://127.0.0.1:9/v1/chat/completions', auth: `Basic ${Buffer.from('ann:päss@w', 'utf8').toString('base64')}` });
    expect(JSON.stringify(withUser.describe())).not.toMatch(/ann|p%C3%A4ss/);
    const withKey = createOpenAIEngine({ baseUrl: 'http://ann:pw@127.0.0.1:9/v1', model: 'm', apiKey: 'sk-1', fetch: fetched });
    await withKey.generate(request, new AbortController().signal);
    expect(seen[1]).toEqual({ url: 'http://127.0.0.1:9/v1/chat/completions', auth: 'Bearer sk-1' });
  });

  it('never appears in an error message (which a run file keeps)', async () => {
    const dead = (async () => { throw Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }) }); }) as unknown as typeof fetch;
    const engine = createOpenAIEngine({ baseUrl: 'http://ann:secret@127.0.0.1:9/v1', model: 'm', fetch: dead, sleep: async () => undefined });
    const error = await engine.generate(request, new AbortController().signal).then(() => null, (e: unknown) => e as EngineError);
    expect(error?.code).toBe('unreachable');
    expect(`${error?.message} ${error?.hint}`).not.toMatch(/secret|ann/);
  });
});
