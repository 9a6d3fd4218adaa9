// Issue 8's CLI bars: a run that cannot get answers fails fast with its cause — nothing
// listening, a server that answers 404 — exits non-zero, says what to try, and its run
// file is never `complete`. Against servers the CLI has never seen, on real sockets.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadRunFile } from '../../src/node/run-file.ts';
import { startServer, type LocalServer } from '../engines/local-server.ts';
import { runCli } from './cli-helpers.ts';

let dir = '';
const servers: LocalServer[] = [];
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stepbench-cli-fail-'));
});
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
  await rm(dir, { recursive: true, force: true });
});

async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

const lastLine = (text: string): string => text.trimEnd().split('\n').at(-1) ?? '';

describe('stepbench eval that cannot get answers', () => {
  it.each([6, 12])('nothing listening (%i samples): exit 1 within 15 s, the cause last, what to try, run file failed', async (limit) => {
    const endpoint = `http://127.0.0.1:${await closedPort()}/v1`;
    const out = join(dir, `dead-${limit}.json`);
    const t0 = Date.now();
    const r = await runCli(['eval', '--endpoint', endpoint, '--model', 'm', '--limit', String(limit), '--out', out], dir);
    expect(Date.now() - t0).toBeLessThan(15_000);
    expect(r.code).toBe(1);
    expect(lastLine(r.stderr)).toMatch(/^stepbench eval: failed: unreachable.*(refused|ECONNREFUSED)/i);
    expect(r.stderr).toMatch(/what to try: .*running at/i);
    const file = await loadRunFile(out);
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    expect(file.value.log.status).toBe('failed');
    expect(file.value.log.stop_reason).toMatch(/unreachable/);
    // Stopped at the first refusal: only the requests already in flight (concurrency 4) failed.
    expect(file.value.log.records.length).toBeLessThanOrEqual(4);
  }, 30_000);

  it('a live server that answers 404 "model not found": exit 1 within 10 s, showing the server\'s message', async () => {
    const server = await startServer(() => ({ status: 404, body: { error: 'model "qwen3:14b" not found, try pulling it first' } }));
    servers.push(server);
    const out = join(dir, 'missing.json');
    const t0 = Date.now();
    const r = await runCli(['eval', '--endpoint', server.url, '--model', 'qwen3:14b', '--limit', '6', '--out', out], dir);
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(r.code).toBe(1);
    expect(lastLine(r.stderr)).toMatch(/not_found/);
    expect(r.stderr).toMatch(/model "qwen3:14b" not found, try pulling it first/);
    const file = await loadRunFile(out);
    expect(file.ok && file.value.log.status).toBe('failed');
  }, 30_000);
});
