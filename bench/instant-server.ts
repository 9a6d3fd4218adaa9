// An OpenAI-compatible chat-completions server that answers every request at once with
// the same well-formed verdict, so an evaluation against it measures only the client:
// its start-up, prompt building, HTTP, parsing, scoring and storage. It counts requests,
// so a benchmark can tell that a tool really sent every prompt.
// Standalone: `npx tsx bench/instant-server.ts [PORT]` prints its URL and serves until killed.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const INSTANT_ANSWER = 'Checking each step.\n```json\n{"final_answer_correct": true, "all_steps_valid": false, "first_invalid_step": 2}\n```';

export interface InstantServer {
  url: string;
  /** Chat-completion requests answered since the last reset. */
  requests(): number;
  reset(): void;
  close(): Promise<void>;
}

function completion(model: string): string {
  return JSON.stringify({
    id: 'chatcmpl-instant',
    object: 'chat.completion',
    created: 0,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: INSTANT_ANSWER }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
}

export function startInstantServer(port = 0): Promise<InstantServer> {
  let count = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST' && req.url?.endsWith('/chat/completions')) {
        let model = 'instant';
        try {
          model = String((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { model?: unknown }).model ?? model);
        } catch {
          res.writeHead(400).end('{"error":{"message":"body is not JSON"}}');
          return;
        }
        count++;
        res.writeHead(200, { 'content-type': 'application/json' }).end(completion(model));
      } else if (req.method === 'GET' && req.url?.endsWith('/models')) {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"object":"list","data":[{"id":"instant","object":"model"}]}');
      } else {
        res.writeHead(404).end();
      }
    });
  });
  server.keepAliveTimeout = 60_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${bound}`,
        requests: () => count,
        reset: () => { count = 0; },
        close: () => new Promise((done) => { server.closeAllConnections(); server.close(() => done()); }),
      });
    });
  });
}

if (process.argv[1] && /instant-server\.[cm]?[tj]s$/.test(process.argv[1])) {
  const s = await startInstantServer(Number(process.argv[2] ?? 0));
  process.stdout.write(`instant OpenAI-compatible server at ${s.url}/v1\n`);
}
