// A real HTTP server on 127.0.0.1 (random port) that the engine tests talk to.
// Each request is answered by a scripted handler; the server counts requests and
// the peak number in flight (to check the run loop's concurrency limit).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string as is. */
  body?: unknown;
  delayMs?: number;
  /** Answer as a stream instead: each part written as it is, gapMs apart (content type text/event-stream unless headers say otherwise). */
  stream?: { parts: (string | Uint8Array)[]; gapMs?: number; /** Destroy the socket after the parts instead of ending the response. */ drop?: boolean; /** Never end (until the client goes away). */ hang?: boolean };
}

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export type Handler = (request: ReceivedRequest, index: number) => Reply | Promise<Reply>;

export interface LocalServer {
  url: string;
  requests: ReceivedRequest[];
  maxInFlight: number;
  close(): Promise<void>;
}

export function completion(content: string | null, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'cmpl-1', object: 'chat.completion', created: 0, model: 'test',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, ...extra } }],
    usage: { prompt_tokens: 11, completion_tokens: 7, total_tokens: 18 },
  };
}

export async function startServer(handler: Handler): Promise<LocalServer> {
  let inFlight = 0;
  const state: LocalServer = { url: '', requests: [], maxInFlight: 0, close: async () => undefined };
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        inFlight++;
        state.maxInFlight = Math.max(state.maxInFlight, inFlight);
        let body: Record<string, unknown> = {};
        try { body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>; } catch { /* keep {} */ }
        const received: ReceivedRequest = { method: req.method ?? 'GET', url: req.url ?? '', headers: req.headers, body };
        const index = state.requests.push(received) - 1;
        const reply = await handler(received, index);
        if (reply.delayMs) await new Promise<void>((r) => { const t = setTimeout(() => { timers.delete(t); r(); }, reply.delayMs); timers.add(t); });
        inFlight--;
        if (res.destroyed) return;
        if (reply.stream) {
          res.writeHead(reply.status ?? 200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...reply.headers });
          res.flushHeaders();
          for (const part of reply.stream.parts) {
            if (res.destroyed) return;
            res.write(part);
            if (reply.stream.gapMs) await new Promise<void>((r) => { const t = setTimeout(() => { timers.delete(t); r(); }, reply.stream?.gapMs); timers.add(t); });
          }
          if (reply.stream.drop) res.socket?.destroy();
          else if (!reply.stream.hang) res.end();
          return;
        }
        const payload = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {});
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
        res.end(payload);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => {
    for (const t of timers) clearTimeout(t);
    server.closeAllConnections();
    server.close(() => resolve());
  });
  return state;
}

/** One SSE event carrying a chat-completion chunk. */
export function sseEvent(chunk: unknown): string {
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

/**
 * The SSE events of a streamed answer: a role chunk, one chunk per piece of reasoning
 * and content, the finish chunk, the usage chunk (stream_options.include_usage), [DONE].
 */
export function sseAnswer(content: string[], options: { reasoning?: string[]; usage?: boolean; done?: boolean; finish?: string | null } = {}): string[] {
  const base = { id: 'cmpl-1', object: 'chat.completion.chunk', created: 0, model: 'test' };
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) => sseEvent({ ...base, choices: [{ index: 0, delta, finish_reason: finish }] });
  const events = [chunk({ role: 'assistant', content: '' })];
  for (const r of options.reasoning ?? []) events.push(chunk({ reasoning_content: r }));
  for (const c of content) events.push(chunk({ content: c }));
  if (options.finish !== null) events.push(chunk({}, options.finish ?? 'stop'));
  if (options.usage ?? true) events.push(sseEvent({ ...base, choices: [], usage: { prompt_tokens: 11, completion_tokens: content.length, total_tokens: 11 + content.length } }));
  if (options.done ?? true) events.push('data: [DONE]\n\n');
  return events;
}

/** Cuts text into byte slices of the given sizes (cycled), so multi-byte UTF-8 characters fall across writes. */
export function byteSlices(text: string, sizes: number[]): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const out: Uint8Array[] = [];
  for (let at = 0, i = 0; at < bytes.length; i++) {
    const size = Math.max(1, sizes[i % sizes.length] ?? 1);
    out.push(bytes.slice(at, at + size));
    at += size;
  }
  return out;
}

/** A port on 127.0.0.1 that nothing listens on (bound, then closed). */
export async function closedPort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
