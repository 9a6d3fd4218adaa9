// "Test connection": one GET of the server's model list (/v1/models, Ollama's
// /api/tags as a fallback), whether the chosen model is on it, and - in a browser -
// whether a failure is a CORS refusal or a dead server. The result is plain data,
// shown by the Run view and by `stepbench models`.
import { userinfoOf, withoutUserinfo } from '../core/run/endpoint-url.ts';
import { EngineError, MAX_WIRE_CHARS } from './engine.ts';
import { answersWithoutCors, browserUnreachableHint, classifyFetchFailure, classifyStatus, corsHint, isBareFetchFailure, pageOrigin } from './openai-errors.ts';
import { basicAuth } from './basic-auth.ts';
import { readBodyText } from './read-body.ts';
import { refusedFinalUrl } from './redirects.ts';

export type ConnectionCode =
  /** The server answered with its models (and has the chosen one, if one was named). */
  | 'ok'
  /** The server answered, but the chosen model is not among its models. */
  | 'model_missing'
  /** Nothing answers at the address (refused, unresolved, blocked port). */
  | 'unreachable'
  /** A browser only: the server answered but does not allow this page's origin. */
  | 'cors'
  | 'timeout'
  /** 401/403. */
  | 'auth'
  /** The server answered, but has no model list where an OpenAI-compatible server keeps one. */
  | 'not_found'
  /** Any other failure: an HTTP error, a model list that cannot be read. */
  | 'bad_response';

export interface ConnectionReport {
  code: ConnectionCode;
  ok: boolean;
  /** One sentence in plain words. */
  message: string;
  /** What to try, or null. */
  hint: string | null;
  /** The list that was asked for (the last one tried). */
  url: string;
  /** Model ids the server listed, in its order ([] when none could be read). */
  models: string[];
  /** Which list answered. */
  source: 'openai' | 'ollama' | null;
  model: string | null;
  model_found: boolean | null;
}

export interface ConnectionOptions {
  baseUrl: string;
  model?: string | null;
  apiKey?: string | null;
  /** Per request. Default 10 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

/** The server's root and /v1 from the forms people paste (root, …/v1, …/v1/chat/completions). */
export function modelListUrls(baseUrl: string): { openai: string; ollama: string } {
  const base = baseUrl.trim().replace(/\/+$/, '').replace(/\/chat\/completions$/, '');
  const versioned = /\/v\d+$/.test(base) ? base : `${base}/v1`;
  const root = versioned.replace(/\/v\d+$/, '');
  return { openai: `${versioned}/models`, ollama: `${root}/api/tags` };
}

/** Ids from an OpenAI list ({data: [{id}]}) or Ollama's tags ({models: [{name}]}); null when it is neither. */
export function readModelList(raw: string, source: 'openai' | 'ollama'): string[] | null {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return null;
  }
  const list = source === 'openai' ? (body as { data?: unknown })?.data : (body as { models?: unknown })?.models;
  if (!Array.isArray(list)) return null;
  const key = source === 'openai' ? 'id' : 'name';
  const ids = list.map((m) => (m as Record<string, unknown> | null)?.[key]).filter((id): id is string => typeof id === 'string');
  return ids.length === list.length ? ids : null;
}

/** Ollama serves "qwen3" as "qwen3:latest". */
export function hasModel(models: string[], model: string): boolean {
  return models.includes(model) || (!model.includes(':') && models.includes(`${model}:latest`));
}

type Got = { status: number; statusText: string; text: string } | { failed: unknown };

export async function testConnection(options: ConnectionOptions): Promise<ConnectionReport> {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 10_000;
  const model = options.model?.trim() ? options.model.trim() : null;
  // As the engine does: user:pass@ becomes a header and is never part of a URL shown.
  const urls = modelListUrls(withoutUserinfo(options.baseUrl.trim()));
  const userinfo = userinfoOf(options.baseUrl);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  else if (userinfo) headers.authorization = basicAuth(userinfo.username, userinfo.password);
  const report = (code: ConnectionCode, url: string, message: string, hint: string | null, extra: Partial<ConnectionReport> = {}): ConnectionReport => ({
    code, ok: code === 'ok', message, hint, url, models: [], source: null, model, model_found: null, ...extra,
  });

  async function get(url: string): Promise<Got> {
    const signals = [AbortSignal.timeout(timeoutMs), ...(options.signal ? [options.signal] : [])];
    try {
      const response = await doFetch(url, { method: 'GET', headers, signal: AbortSignal.any(signals) });
      const refused = refusedFinalUrl(url, response);
      if (refused) return { failed: refused };
      return { status: response.status, statusText: response.statusText, text: await readBodyText(response, { maxChars: MAX_WIRE_CHARS, over: 'refuse' }) };
    } catch (err) {
      return { failed: err };
    }
  }

  /** A failed fetch; in a browser a no-cors request tells "answers but refuses the origin" from "nothing answers". */
  async function failure(url: string, err: unknown): Promise<ConnectionReport> {
    if ((err as { name?: unknown })?.name === 'TimeoutError') return report('timeout', url, `${url} did not answer within ${timeoutMs / 1000} s`, `Is the server running at ${url}, and not overloaded?`);
    if ((err as { name?: unknown })?.name === 'AbortError') return report('bad_response', url, 'the test was cancelled', null);
    // A redirect refused (https to http) or a list too long to read: said as it is.
    if (err instanceof EngineError) return report(err.code === 'unreachable' ? 'unreachable' : 'bad_response', url, err.message, err.hint);
    const error = classifyFetchFailure(err, { url, everAnswered: false, midResponse: false });
    if (isBareFetchFailure(err)) {
      const origin = pageOrigin() ?? '<this page\'s origin>';
      if (await answersWithoutCors(doFetch, url)) {
        return report('cors', url, `the server at ${url} answers, but does not allow this page's origin (${origin}) by CORS`, corsHint(pageOrigin()));
      }
      return report('unreachable', url, `nothing answers at ${url}`, browserUnreachableHint(url, pageOrigin()));
    }
    return report(error.code === 'timeout' ? 'timeout' : error.code === 'network' ? 'bad_response' : 'unreachable', url, error.message, error.hint);
  }

  const first = await get(urls.openai);
  if ('failed' in first) return failure(urls.openai, first.failed);
  let got: { status: number; statusText: string; text: string } = first;
  let url = urls.openai;
  let source: 'openai' | 'ollama' = 'openai';
  let models = first.status === 200 ? readModelList(first.text, 'openai') : null;
  if (models === null && first.status !== 401 && first.status !== 403) {
    // Older Ollama has no /v1/models; some proxies answer 200 with something else.
    const tags = await get(urls.ollama);
    if (!('failed' in tags) && tags.status === 200) {
      const fromTags = readModelList(tags.text, 'ollama');
      if (fromTags !== null) {
        models = fromTags;
        got = tags;
        url = urls.ollama;
        source = 'ollama';
      }
    }
  }
  if (models === null) {
    const where = { url: urls.openai, model: model ?? '' };
    if (got.status === 200) return report('bad_response', url, `${url} answered, but not with a list of models: ${got.text.slice(0, 120)}`, 'Is this an OpenAI-compatible server? The URL should be its root or its /v1.');
    const error = classifyStatus(got.status, got.statusText, got.text, where);
    if (error.code === 'auth') return report('auth', url, error.message, error.hint);
    if (error.code === 'not_found') return report('not_found', url, `no model list at ${url} (${got.status})`, 'Is this an OpenAI-compatible server? The URL should be its root, its /v1, or the full …/chat/completions URL.');
    return report('bad_response', url, error.message, null);
  }
  const listed = { models, source, url };
  const count = `${models.length} model${models.length === 1 ? '' : 's'}`;
  if (model === null) return report('ok', url, `the server answers with ${count}`, null, listed);
  if (hasModel(models, model)) return report('ok', url, `the server answers with ${count}, including "${model}"`, null, { ...listed, model_found: true });
  return report('model_missing', url, `the server answers with ${count}, but not "${model}"`,
    `Use one of the listed names${source === 'ollama' || /11434/.test(url) ? `, or fetch it: ollama pull ${model}` : ''}. (llama.cpp's server answers under any name; vLLM, SGLang and Ollama need the exact id.)`,
    { ...listed, model_found: false });
}
