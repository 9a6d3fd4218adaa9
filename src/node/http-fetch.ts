// The subset of fetch the OpenAI adapter uses, over node:http(s) with keep-alive agents.
// Node's built-in fetch (undici) spends about four times the CPU per request — web streams,
// a Request and a Response object, abort-signal plumbing — which at an instant server was
// most of `stepbench eval`'s own time. Only string bodies; status, headers, text() and a
// streamed body (server-sent events); 307/308 redirects are followed like fetch does,
// under engines/redirects.ts: no credential header to another origin, never https to
// http (refused before anything is sent), and a URL holding user:pass@ is refused as
// fetch refuses it (Node's http would otherwise turn it into a Basic header).
import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { redirectDecision, withoutCredentials } from '../engines/redirects.ts';

const MAX_REDIRECTS = 5;
// Sockets stay open between requests; one agent per protocol, sized by the run's concurrency.
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 256 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 256 }),
};

class HttpResponse {
  readonly ok: boolean;
  readonly status: number;
  readonly statusText: string;
  readonly headers: Headers;
  /** The URL that answered (after redirects), as fetch's Response.url. */
  readonly url: string;
  readonly redirected: boolean;
  /** Never decompressed (no Accept-Encoding is sent): a Content-Length bounds the body (engines/read-body.ts). */
  readonly rawBody = true;
  readonly #res: http.IncomingMessage;
  #stream: ReadableStream<Uint8Array> | null = null;

  constructor(res: http.IncomingMessage, url: URL, redirected: boolean) {
    this.#res = res;
    this.url = url.href;
    this.redirected = redirected;
    this.status = res.statusCode ?? 0;
    this.statusText = res.statusMessage ?? '';
    this.headers = headersOf(res.headers);
    this.ok = this.status >= 200 && this.status < 300;
  }

  /** The body as a web stream, for server-sent events read as they arrive (made once, on first use). */
  get body(): ReadableStream<Uint8Array> {
    this.#stream ??= Readable.toWeb(this.#res) as ReadableStream<Uint8Array>;
    return this.#stream;
  }

  async text(): Promise<string> {
    if (this.#stream) return new Response(this.#stream).text();
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      this.#res.on('data', (c: Buffer) => chunks.push(c));
      this.#res.on('error', reject);
      this.#res.on('aborted', () => reject(new Error('the connection was closed before the body ended')));
      this.#res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  }
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('This operation was aborted', 'AbortError');
}

function headersOf(raw: http.IncomingHttpHeaders): Headers {
  const h = new Headers();
  for (const [k, v] of Object.entries(raw)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) h.append(k, one);
  }
  return h;
}

/** Plain lower-cased header names and values from whatever form init.headers takes. */
function plainHeaders(init: RequestInit['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init).forEach((value, name) => { out[name] = value; });
  return out;
}

/** Resolves when the response's headers arrive; the body is read through the response. */
function requestOnce(url: URL, init: RequestInit, sent: Record<string, string>, signal: AbortSignal | null): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const protocol = url.protocol as keyof typeof agents;
    if (!(protocol in agents)) {
      reject(new TypeError(`unsupported protocol ${url.protocol}`));
      return;
    }
    const body = typeof init.body === 'string' ? init.body : '';
    const headers: Record<string, string> = { ...sent, 'content-length': String(Buffer.byteLength(body)) };
    let settled = false;
    const req = (protocol === 'https:' ? https : http).request(url, { method: init.method ?? 'GET', headers, agent: agents[protocol] }, (res) => {
      settled = true;
      // An abort while the body streams destroys the socket: the body's reader then errors.
      res.on('end', () => signal?.removeEventListener('abort', onAbort));
      resolve(res);
    });
    function fail(err: Error): void {
      signal?.removeEventListener('abort', onAbort);
      if (!settled) reject(err);
    }
    function onAbort(): void {
      req.destroy(abortError(signal!));
      fail(abortError(signal!));
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    req.on('error', fail);
    req.end(body);
  });
}

/**
 * fetch(url, { method, headers, body, signal }) for string bodies, resolved with status,
 * headers, url, redirected and text(). A redirect it refuses rejects with the
 * EngineError of engines/redirects.ts (the adapter passes it on as it is).
 */
export async function httpFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  let url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
  if (url.username !== '' || url.password !== '') throw new TypeError('a URL holding a user name or password is not requested (send credentials as a header)');
  let headers = plainHeaders(init.headers);
  let redirected = false;
  for (let hop = 0; ; hop++) {
    const res = await requestOnce(url, init, headers, init.signal ?? null);
    const location = res.headers.location;
    if ((res.statusCode === 307 || res.statusCode === 308) && location && hop < MAX_REDIRECTS) {
      res.resume();
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw new TypeError(`the server at ${url.origin} redirected to an unreadable location`);
      }
      const decision = redirectDecision(url, next);
      if (!decision.follow) throw decision.error;
      // Once dropped, credentials stay dropped for every later hop (as fetch does).
      if (decision.dropCredentials) headers = withoutCredentials(headers);
      url = next;
      redirected = true;
      continue;
    }
    return new HttpResponse(res, url, redirected) as unknown as Response;
  }
}
