// A real HTTP server on 127.0.0.1 (random port) that the engine tests talk to.
// Each request is answered by a scripted handler; the server counts requests and
// the peak number in flight (to check the run loop's concurrency limit).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string as is. */
  body?: unknown;
  delayMs?: number;
}

export interface ReceivedRequest {
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
        const received: ReceivedRequest = { url: req.url ?? '', headers: req.headers, body };
        const index = state.requests.push(received) - 1;
        const reply = await handler(received, index);
        if (reply.delayMs) await new Promise<void>((r) => { const t = setTimeout(() => { timers.delete(t); r(); }, reply.delayMs); timers.add(t); });
        inFlight--;
        if (res.destroyed) return;
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
