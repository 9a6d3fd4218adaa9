// Turns what fetch and an OpenAI-compatible server do wrong into EngineErrors with a
// plain message and a hint. The code decides whether a run stops (FATAL_CODES in
// core): nothing here may call a dead server or a wrong model "retryable".
import { EngineError } from './engine.ts';

/** The origin of the page (or worker) this code runs in; null in Node. */
export function pageOrigin(): string | null {
  const loc = (globalThis as { location?: { origin?: unknown } }).location;
  return typeof loc?.origin === 'string' && loc.origin !== 'null' ? loc.origin : null;
}

/** What a browser user can do when the request never got an answer. */
export function browserUnreachableHint(url: string, origin: string | null): string {
  const o = origin ?? '<this page\'s origin>';
  return `Is the server running at ${url}? If it is, it must allow this page's origin (${o}) by CORS: `
    + `start Ollama with OLLAMA_ORIGINS=${o} ollama serve, vLLM with --allowed-origins '["${o}"]', `
    + `llama.cpp's server and SGLang allow any origin by default. Browsers also refuse some ports outright (e.g. 6000, 6665-6669) `
    + `and plain-http servers other than localhost from an https page.`;
}

/** What to do when the server answers but refuses the page's origin. */
export function corsHint(origin: string | null): string {
  const o = origin ?? '<this page\'s origin>';
  return `Allow the origin: OLLAMA_ORIGINS=${o} ollama serve; vLLM: --allowed-origins '["${o}"]'; a proxy in front of the server must send Access-Control-Allow-Origin.`;
}

/** A browser's fetch failure: a TypeError naming no cause (Node's undici always names one). */
export function isBareFetchFailure(err: unknown): boolean {
  if (!(err instanceof TypeError)) return false;
  const cause = (err as { cause?: { code?: unknown; message?: unknown } }).cause;
  return cause?.code === undefined && !/bad port/i.test(String(cause?.message ?? ''));
}

/**
 * After a bare failure, a `mode: 'no-cors'` request tells the two apart: it resolves
 * (with an opaque answer) when the server is up but refused the origin, and rejects
 * when nothing answers (a dead server, a blocked port).
 */
export async function answersWithoutCors(doFetch: typeof fetch, url: string, timeoutMs = 5_000): Promise<boolean> {
  try {
    await doFetch(url, { method: 'GET', mode: 'no-cors', signal: AbortSignal.timeout(timeoutMs) });
    return true;
  } catch {
    return false;
  }
}

/** The error's low-level code: undici puts it on err.cause (an AggregateError when several addresses were tried). */
function causeCode(err: unknown): string | null {
  const cause = (err as { cause?: unknown } | null)?.cause;
  for (const candidate of [cause, (cause as { errors?: unknown[] } | undefined)?.errors?.[0], err]) {
    const code = (candidate as { code?: unknown } | null | undefined)?.code;
    if (typeof code === 'string') return code;
  }
  return null;
}

function causeMessage(err: unknown): string {
  const cause = (err as { cause?: unknown } | null)?.cause;
  if (cause instanceof Error) return cause.message;
  return err instanceof Error ? err.message : String(err);
}

const REFUSED = new Set(['ECONNREFUSED']);
const NO_NAME = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL']);
const NO_ROUTE = new Set(['EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENETDOWN', 'EADDRNOTAVAIL']);
const DROPPED = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED', 'UND_ERR_ABORTED']);
const TIMEOUTS = new Set(['ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
const TLS = /CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/;

export interface FetchFailureContext {
  url: string;
  /** Whether this engine has had an HTTP answer from the server before (a browser TypeError then means a dropped connection). */
  everAnswered: boolean;
  /** Whether the failure came while reading a response body (after the server answered). */
  midResponse: boolean;
}

/**
 * A fetch that rejected (or a body read that failed) - not an HTTP status. Node's
 * undici names the cause (ECONNREFUSED, ENOTFOUND, UND_ERR_SOCKET…); a browser gives
 * only a TypeError ("Failed to fetch") for a dead server, a CORS refusal and a blocked
 * port alike, so before any answer that is 'unreachable' with a hint covering all three.
 */
export function classifyFetchFailure(err: unknown, context: FetchFailureContext): EngineError {
  const { url } = context;
  const code = causeCode(err);
  const detail = causeMessage(err);
  const host = safeHost(url);
  if (code !== null && REFUSED.has(code)) {
    return new EngineError('unreachable', `connection refused by ${host}`, {
      cause: err, hint: `Is the server running at ${url}? Nothing accepts connections on that port.`,
    });
  }
  if (code !== null && NO_NAME.has(code)) {
    return new EngineError('unreachable', `the host name of ${url} does not resolve (${code})`, {
      cause: err, hint: `Is the server running at ${url}? Check the spelling of the host name and the network.`,
    });
  }
  if (code !== null && NO_ROUTE.has(code)) {
    return new EngineError('unreachable', `no route to ${host} (${code})`, { cause: err, hint: `Is the server running at ${url}? Check the address and the network.` });
  }
  if (code !== null && TIMEOUTS.has(code)) {
    return new EngineError('timeout', `${host} did not answer in time (${code})`, { retryable: true, cause: err });
  }
  if (code !== null && DROPPED.has(code)) {
    return new EngineError('network', `the connection to ${host} dropped: ${detail}`, { retryable: true, cause: err });
  }
  if (code !== null && TLS.test(code)) {
    return new EngineError('unreachable', `the TLS certificate of ${host} was rejected (${code})`, {
      cause: err, hint: `Is the server running at ${url}, with a certificate valid for that name? An https URL for a plain-http server fails this way too.`,
    });
  }
  if (/bad port/i.test(detail)) {
    return new EngineError('unreachable', `fetch refuses to connect to the port of ${url} (a blocked port)`, {
      cause: err, hint: `Is the server running at ${url}? Serve it on another port (e.g. 8000): fetch blocks ports such as 6000 outright.`,
    });
  }
  if (code === null && err instanceof TypeError && !context.midResponse && !context.everAnswered) {
    return new EngineError('unreachable', `no answer from ${url} (${err.message})`, { cause: err, hint: browserUnreachableHint(url, pageOrigin()) });
  }
  return new EngineError('network', `the connection to ${host} failed: ${detail}`, { retryable: true, cause: err });
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The message a server put in an error body: OpenAI's {error: {message}}, Ollama's {error: "…"}, FastAPI's {detail}, or the text. */
export function serverMessage(body: string): string {
  const text = body.trim();
  try {
    const parsed = JSON.parse(text) as { error?: unknown; message?: unknown; detail?: unknown };
    const e = parsed?.error;
    if (typeof e === 'string') return e;
    if (e && typeof e === 'object' && typeof (e as { message?: unknown }).message === 'string') return (e as { message: string }).message;
    if (typeof parsed?.message === 'string') return parsed.message;
    if (typeof parsed?.detail === 'string') return parsed.detail;
  } catch { /* not JSON: use the text */ }
  return text.replace(/\s+/g, ' ').slice(0, 300);
}

/** Whether a 400 is the server refusing `stream` / `stream_options` (then the request is retried without them). */
export function refusesStreaming(status: number, body: string): boolean {
  return (status === 400 || status === 422) && /\bstream(_options)?\b/i.test(body);
}

function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 425 || status === 429 || status >= 500;
}

/** An HTTP answer that is not 2xx. `model` and `url` make the hint concrete. */
export function classifyStatus(status: number, statusText: string, body: string, where: { url: string; model: string }): EngineError {
  const said = serverMessage(body);
  const message = `${status}${statusText ? ' ' + statusText : ''}${said ? ': ' + said : ''}`;
  if (status === 401 || status === 403) {
    return new EngineError('auth', `the server refused the request (${message})`, {
      status, hint: 'Check the API key (--api-key or STEPBENCH_API_KEY on the command line, the API key field in the app).',
    });
  }
  if (status === 404 || status === 405) {
    const aboutModel = /model/i.test(said);
    return new EngineError('not_found', aboutModel ? said : `no such endpoint: ${where.url} (${message})`, {
      status,
      hint: aboutModel
        ? `Check the model name "${where.model}": \`stepbench models --endpoint URL\` (or Test connection in the app) lists the server's models; Ollama: ollama pull ${where.model}.`
        : `Check the server URL: it should be the server root, its /v1, or the full …/chat/completions URL of an OpenAI-compatible server.`,
    });
  }
  if (status === 400 || status === 413 || status === 422) {
    return new EngineError('bad_request', `the server rejected the request as invalid (${message})`, {
      status, hint: 'The server cannot serve this request as configured: check the model name, max tokens against its context window, and the JSON-schema setting.',
    });
  }
  return new EngineError('http_status', message, { status, retryable: isRetryableStatus(status) });
}
