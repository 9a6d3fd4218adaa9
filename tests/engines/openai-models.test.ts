// "Test connection" against scripted local servers (an OpenAI-style list, Ollama's
// tags, auth, missing lists, a dead port) and a scripted browser fetch for CORS.
import { afterEach, describe, expect, it } from 'vitest';
import { hasModel, modelListUrls, readModelList, testConnection } from '../../src/engines/openai-models.ts';
import { closedPort, startServer, type Handler, type LocalServer } from './local-server.ts';

let server: LocalServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function serve(handler: Handler): Promise<string> {
  server = await startServer(handler);
  return server.url;
}

const OPENAI_LIST = { object: 'list', data: [{ id: 'Qwen/Qwen3-14B', object: 'model' }, { id: 'openai/gpt-oss-20b', object: 'model' }] };
const OLLAMA_TAGS = { models: [{ name: 'qwen3:latest', model: 'qwen3:latest' }, { name: 'gpt-oss:20b', model: 'gpt-oss:20b' }] };

describe('model list URLs and bodies', () => {
  it('finds /v1/models and /api/tags from any pasted form', () => {
    for (const base of ['http://h:11434', 'http://h:11434/', 'http://h:11434/v1', 'http://h:11434/v1/chat/completions']) {
      expect(modelListUrls(base)).toEqual({ openai: 'http://h:11434/v1/models', ollama: 'http://h:11434/api/tags' });
    }
    expect(modelListUrls('https://x/api/v2')).toEqual({ openai: 'https://x/api/v2/models', ollama: 'https://x/api/api/tags' });
  });

  it('reads both list shapes and nothing else', () => {
    expect(readModelList(JSON.stringify(OPENAI_LIST), 'openai')).toEqual(['Qwen/Qwen3-14B', 'openai/gpt-oss-20b']);
    expect(readModelList(JSON.stringify(OLLAMA_TAGS), 'ollama')).toEqual(['qwen3:latest', 'gpt-oss:20b']);
    expect(readModelList('<html>', 'openai')).toBeNull();
    expect(readModelList('{"data": [{"name": 1}]}', 'openai')).toBeNull();
    expect(hasModel(['qwen3:latest'], 'qwen3')).toBe(true);
    expect(hasModel(['qwen3:latest'], 'qwen3:14b')).toBe(false);
  });
});

describe('testConnection against local servers', () => {
  it('lists the models and finds the chosen one, sending the API key', async () => {
    const url = await serve(() => ({ body: OPENAI_LIST }));
    const report = await testConnection({ baseUrl: `${url}/v1`, model: 'Qwen/Qwen3-14B', apiKey: 'sk-1' });
    expect(report).toMatchObject({ code: 'ok', ok: true, models: ['Qwen/Qwen3-14B', 'openai/gpt-oss-20b'], source: 'openai', model_found: true, url: `${url}/v1/models` });
    expect(server!.requests[0]).toMatchObject({ method: 'GET', url: '/v1/models', headers: { authorization: 'Bearer sk-1' } });
  });

  it('says when the model is missing, with the list', async () => {
    const url = await serve(() => ({ body: OPENAI_LIST }));
    const report = await testConnection({ baseUrl: url, model: 'qwen3:14b' });
    expect(report).toMatchObject({ code: 'model_missing', ok: false, model_found: false, message: 'the server answers with 2 models, but not "qwen3:14b"' });
  });

  it('falls back to Ollama\'s /api/tags when /v1/models is missing', async () => {
    const url = await serve((r) => (r.url === '/api/tags' ? { body: OLLAMA_TAGS } : { status: 404, body: '404 page not found' }));
    const report = await testConnection({ baseUrl: url, model: 'qwen3' });
    expect(report).toMatchObject({ code: 'ok', source: 'ollama', model_found: true, url: `${url}/api/tags` });
    const missing = await testConnection({ baseUrl: url, model: 'phi4-reasoning' });
    expect(missing.code).toBe('model_missing');
    expect(missing.hint).toContain('ollama pull phi4-reasoning');
  });

  it('401 is auth (no fallback request)', async () => {
    const url = await serve(() => ({ status: 401, body: { error: { message: 'Missing bearer token' } } }));
    const report = await testConnection({ baseUrl: url });
    expect(report).toMatchObject({ code: 'auth', ok: false });
    expect(report.message).toContain('Missing bearer token');
    expect(server!.requests).toHaveLength(1);
  });

  it('no list anywhere is not_found; a 200 that is no list is bad_response', async () => {
    const url = await serve(() => ({ status: 404, body: 'nope' }));
    expect(await testConnection({ baseUrl: url })).toMatchObject({ code: 'not_found', message: `no model list at ${url}/v1/models (404)` });
    await server!.close();
    const html = await serve(() => ({ headers: { 'content-type': 'text/html' }, body: '<html>hello</html>' }));
    expect(await testConnection({ baseUrl: html })).toMatchObject({ code: 'bad_response' });
  });

  it('a closed port is unreachable, with "is the server running"', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const report = await testConnection({ baseUrl: url, model: 'm' });
    expect(report).toMatchObject({ code: 'unreachable', ok: false, models: [], model_found: null });
    expect(report.message).toMatch(/connection refused/);
    expect(report.hint).toContain(`Is the server running at ${url}/v1/models?`);
  });

  it('a server that does not answer in time is a timeout', async () => {
    const url = await serve(() => ({ body: OPENAI_LIST, delayMs: 2_000 }));
    expect(await testConnection({ baseUrl: url, timeoutMs: 100 })).toMatchObject({ code: 'timeout', ok: false });
  });
});

describe('testConnection in a browser (scripted fetch)', () => {
  /** A browser's fetch: a CORS refusal and a dead server both reject with a bare TypeError. */
  function browserFetch(serverUp: boolean): typeof fetch {
    return (async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.mode === 'no-cors' && serverUp) return new Response(null, { status: 200 });
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
  }

  it('tells a CORS refusal (no-cors succeeds) from a dead server (no-cors fails too)', async () => {
    const cors = await testConnection({ baseUrl: 'http://127.0.0.1:11434', fetch: browserFetch(true) });
    expect(cors).toMatchObject({ code: 'cors', ok: false });
    expect(cors.message).toMatch(/answers, but does not allow this page's origin/);
    expect(cors.hint).toContain('OLLAMA_ORIGINS=');
    const dead = await testConnection({ baseUrl: 'http://127.0.0.1:11434', fetch: browserFetch(false) });
    expect(dead).toMatchObject({ code: 'unreachable', message: 'nothing answers at http://127.0.0.1:11434/v1/models' });
    expect(dead.hint).toContain('Is the server running at http://127.0.0.1:11434/v1/models?');
  });
});
