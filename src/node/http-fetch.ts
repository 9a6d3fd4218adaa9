// The subset of fetch the OpenAI adapter uses, over node:http(s) with keep-alive agents.
// Node's built-in fetch (undici) spends about four times the CPU per request — web streams,
// a Request and a Response object, abort-signal plumbing — which at an instant server was
// most of `stepbench eval`'s own time. Only POST with a string body, status, headers and
// text(); 307/308 redirects are followed like fetch does, other redirects are returned.
import http from 'node:http';
import https from 'node:https';

const MAX_REDIRECTS = 5;
// Sockets stay open between requests; one agent per protocol, sized by the run's concurrency.
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 256 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 256 }),
};

class HttpResponse {
  readonly ok: boolean;
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly headers: Headers,
    private readonly body: string,
  ) {
    this.ok = status >= 200 && status < 300;
  }
  async text(): Promise<string> {
    return this.body;
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

function requestOnce(url: URL, init: RequestInit, signal: AbortSignal | null): Promise<{ status: number; statusText: string; headers: Headers; body: string }> {
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
    const headers: Record<string, string> = { ...(init.headers as Record<string, string> | undefined), 'content-length': String(Buffer.byteLength(body)) };
    const req = (protocol === 'https:' ? https : http).request(url, { method: init.method ?? 'GET', headers, agent: agents[protocol] }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', fail);
      res.on('end', () => {
        signal?.removeEventListener('abort', onAbort);
        resolve({ status: res.statusCode ?? 0, statusText: res.statusMessage ?? '', headers: headersOf(res.headers), body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    function fail(err: Error): void {
      signal?.removeEventListener('abort', onAbort);
      reject(err);
    }
    function onAbort(): void {
      req.destroy();
      fail(abortError(signal!));
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    req.on('error', fail);
    req.end(body);
  });
}

/** fetch(url, { method, headers, body, signal }) for string bodies, resolved with status, headers and text(). */
export async function httpFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  let url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
  for (let hop = 0; ; hop++) {
    const r = await requestOnce(url, init, init.signal ?? null);
    const location = r.headers.get('location');
    if ((r.status === 307 || r.status === 308) && location && hop < MAX_REDIRECTS) {
      url = new URL(location, url);
      continue;
    }
    return new HttpResponse(r.status, r.statusText, r.headers, r.body) as unknown as Response;
  }
}
