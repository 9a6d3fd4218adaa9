// Issue 17's CLI bars against hostile OpenAI-compatible servers on 127.0.0.1, through
// the real `stepbench eval` process and its keep-alive transport:
// - a 307/308 to another origin (another port) never carries the API key there, and an
//   https endpoint that redirects to http is refused before anything is sent;
// - user:pass@ in --endpoint is sent as Basic auth and written nowhere;
// - a 100 MB answer, an endless stream and a 1-byte-per-2-s trickle each end their
//   sample within the stated bounds as an engine error with its cause; the run file
//   stays small, `report` reads it and `--resume` finishes it.
import { execFileSync } from 'node:child_process';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { createServer as createHttpsServer } from 'node:https';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { RunLog } from '../../src/core/run/log.ts';
import { loadRunFile } from '../../src/node/run-file.ts';
import { sseEvent, type LocalServer } from '../engines/local-server.ts';
import { tinyDataset } from '../run/fixtures.ts';
import { referenceServer, runCli, writeData } from './cli-helpers.ts';

const samples = tinyDataset(4);
let dir = '';
let data = '';
const closers: (() => Promise<void>)[] = [];
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stepbench-hostile-'));
  data = await writeData(dir, samples);
});
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
  await rm(dir, { recursive: true, force: true });
});

async function reference(): Promise<LocalServer> {
  const s = await referenceServer(0);
  closers.push(() => s.close());
  return s;
}

interface Raw { url: string; requests: IncomingMessage['headers'][] }

/** A server whose every request is answered by `answer` (which may write forever: it stops when the client leaves). */
async function raw(answer: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void, make: (h: (req: IncomingMessage, res: ServerResponse) => void) => Server = (h) => createServer(h), scheme = 'http'): Promise<Raw> {
  const state: Raw = { url: '', requests: [] };
  const server = make((req, res) => {
    req.resume();
    req.on('end', () => {
      state.requests.push(req.headers);
      Promise.resolve(answer(req, res)).catch(() => undefined);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  state.url = `${scheme}://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closers.push(() => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }));
  return state;
}

async function write(res: ServerResponse, piece: string): Promise<boolean> {
  if (res.destroyed) return false;
  if (!res.write(piece)) {
    await new Promise<void>((resolve) => {
      const done = (): void => { res.off('drain', done); res.off('close', done); resolve(); };
      res.on('drain', done);
      res.on('close', done);
    });
  }
  return !res.destroyed;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function readLog(path: string): Promise<RunLog> {
  const loaded = await loadRunFile(path);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  return loaded.value.log;
}

const lastLine = (text: string): string => text.trimEnd().split('\n').at(-1) ?? '';

describe('redirects: the key goes only where the user sent it', () => {
  it.each([307, 308])('a %i to another origin: the other origin never gets Authorization, the run completes there', async (status) => {
    const target = await reference();
    const origin = await raw((req, res) => {
      res.writeHead(status, { location: `${target.url}${req.url}` }).end();
    });
    const out = join(dir, `r${status}.json`);
    const r = await runCli(['eval', '--endpoint', `${origin.url}/v1`, '--model', 'm', '--api-key', 'sk-secret-17', '--data', data, '--limit', '4', '--out', out], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(origin.requests.length).toBeGreaterThan(0);
    for (const h of origin.requests) expect(h.authorization).toBe('Bearer sk-secret-17');
    expect(target.requests.length).toBe(origin.requests.length);
    for (const q of target.requests) expect(q.headers.authorization).toBeUndefined();
    expect(await readFile(out, 'utf8')).not.toContain('sk-secret-17');
  }, 60_000);

  it('an https endpoint redirecting to http is refused before anything goes to http: exit 1, the cause and what to try', async () => {
    // A certificate for 127.0.0.1, trusted by the CLI through NODE_EXTRA_CA_CERTS.
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
    const plain = await reference();
    const tls = { key: await readFile(key), cert: await readFile(cert) };
    const secure = await raw((req, res) => {
      if (req.url?.startsWith('/ok/')) {
        res.writeHead(307, { location: `/v1/chat/completions` }).end(); // same origin: fine
        return;
      }
      if (req.url === '/v1/chat/completions') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: '{"q1": true, "q2": true, "q3": -1}' } }] }));
        return;
      }
      res.writeHead(307, { location: `${plain.url}/v1/chat/completions` }).end();
    }, (h) => createHttpsServer(tls, h), 'https');
    const env = { NODE_EXTRA_CA_CERTS: cert };
    // The https server is trusted: a same-origin redirect there completes (so the refusal below is not a TLS failure).
    const ok = await runCli(['eval', '--endpoint', `${secure.url}/ok/v1`, '--model', 'm', '--api-key', 'sk-tls', '--data', data, '--limit', '4', '--out', join(dir, 'ok.json')], dir, env);
    expect(ok.code, ok.stderr).toBe(0);
    const out = join(dir, 'down.json');
    const r = await runCli(['eval', '--endpoint', `${secure.url}/down/v1`, '--model', 'm', '--api-key', 'sk-tls', '--data', data, '--limit', '4', '--out', out], dir, env);
    expect(r.code).toBe(1);
    expect(lastLine(r.stderr)).toMatch(/^stepbench eval: failed: unreachable: the server at https:\/\/127\.0\.0\.1:\d+ redirected to plain http .* does not follow a redirect from https to http/);
    expect(r.stderr).toMatch(/what to try: If the server is meant to be reached over plain http, give its http:\/\/ address yourself/);
    expect(plain.requests).toHaveLength(0);
    expect((await readLog(out)).status).toBe('failed');
  }, 90_000);
});

describe('user:pass@ in --endpoint', () => {
  it('is sent as Basic auth and never written to the run file, its report or its resume', async () => {
    const server = await reference();
    const endpoint = server.url.replace('http://', 'http://user17x:pw-17%40x@') + '/v1';
    const out = join(dir, 'basic.json');
    const r = await runCli(['eval', '--endpoint', endpoint, '--model', 'm', '--data', data, '--limit', '4', '--out', out], dir);
    expect(r.code, r.stderr).toBe(0);
    const basic = `Basic ${Buffer.from('user17x:pw-17@x').toString('base64')}`;
    for (const q of server.requests) expect(q.headers.authorization).toBe(basic);
    const text = await readFile(out, 'utf8');
    expect(text).not.toMatch(/user17x|pw-17/);
    expect((await readLog(out)).spec.engine.base_url).toBe(`${server.url}/v1`);
    expect(`${r.stdout}${r.stderr}`).not.toMatch(/pw-17/);
    const html = await runCli(['report', out, '--data', data, '--format', 'html'], dir);
    expect(html.code).toBe(0);
    expect(html.stdout).toContain(`${server.url}/v1`);
    expect(html.stdout).not.toMatch(/user17x|pw-17/);
  }, 60_000);

  it('a run file written before (userinfo in its base_url) loses it on resume, and the resume still authenticates', async () => {
    const server = await reference();
    const out = join(dir, 'old.json');
    expect((await runCli(['eval', '--endpoint', `${server.url}/v1`, '--model', 'm', '--data', data, '--limit', '4', '--out', out], dir)).code).toBe(0);
    const log = JSON.parse(await readFile(out, 'utf8')) as RunLog;
    log.spec.engine.base_url = server.url.replace('http://', 'http://old:pw-old@') + '/v1';
    log.status = 'paused';
    log.records = log.records.slice(0, 1);
    await writeFile(out, JSON.stringify(log));
    const before = server.requests.length;
    const r = await runCli(['eval', '--resume', out], dir);
    expect(r.code, r.stderr).toBe(0);
    const resumed = server.requests.slice(before);
    expect(resumed.length).toBeGreaterThan(0);
    for (const q of resumed) expect(q.headers.authorization).toBe(`Basic ${Buffer.from('old:pw-old').toString('base64')}`);
    expect(await readFile(out, 'utf8')).not.toMatch(/pw-old/);
  }, 60_000);
});

/** The four samples, run against a hostile server, then the bars every bound must meet. */
async function hostileRun(server: Raw, name: string, flags: string[]): Promise<{ seconds: number; stderr: string }> {
  const out = join(dir, `${name}.json`);
  const t0 = Date.now();
  const r = await runCli(['eval', '--endpoint', server.url, '--model', 'm', '--data', data, '--limit', '4', '--concurrency', '4', '--retries', '2', '--out', out, ...flags], dir);
  const seconds = (Date.now() - t0) / 1000;
  expect(r.code, r.stderr).toBe(1);
  const log = await readLog(out);
  expect(log.status).toBe('failed');
  expect(log.records).toHaveLength(4);
  for (const rec of log.records) expect(rec.attempts).toEqual([]);
  expect((await stat(out)).size).toBeLessThan(10 * 1024 * 1024);
  // The file is readable by report, and a resume against a working server finishes it.
  const report = await runCli(['report', out, '--data', data, '--json'], dir);
  expect(report.code, report.stderr).toBe(0);
  const good = await reference();
  const resumed = await runCli(['eval', '--resume', out, '--endpoint', good.url], dir);
  expect(resumed.code, resumed.stderr).toBe(0);
  const finished = await readLog(out);
  expect(finished.status).toBe('complete');
  expect(finished.records.every((rec) => rec.engine_error === null && rec.correct.q1 && rec.correct.q2 && rec.correct.q3)).toBe(true);
  return { seconds, stderr: r.stderr };
}

describe('bounded answers and streams, end to end', () => {
  it('a 100 MB answer: each sample is an engine error at the 4 MiB cap, not retried; the run file stays small', async () => {
    const chunk = sseEvent({ choices: [{ index: 0, delta: { content: 'A'.repeat(256 * 1024) }, finish_reason: null }] });
    const server = await raw(async (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (let sent = 0; sent < 100 * 1024 * 1024 && (await write(res, chunk)); sent += chunk.length);
      res.end('data: [DONE]\n\n');
    });
    const { stderr } = await hostileRun(server, 'huge', []);
    expect(lastLine(stderr)).toMatch(/bad_response: the answer passed the cap of 4,194,304 characters/);
    expect(server.requests).toHaveLength(4); // one per sample: a runaway answer is not retried
  }, 120_000);

  it('an endless stream: each sample ends at --deadline as a timeout', async () => {
    const server = await raw(async (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const tick = sseEvent({ choices: [{ index: 0, delta: { content: 'la ' }, finish_reason: null }] });
      while (await write(res, tick)) await sleep(20);
    });
    const { seconds, stderr } = await hostileRun(server, 'endless', ['--deadline', '3']);
    expect(lastLine(stderr)).toMatch(/timeout: the answer took longer than the deadline of 3 s/);
    expect(server.requests).toHaveLength(4);
    // Four in parallel, each cut at 3 s; start-up and the summary on top.
    expect(seconds).toBeLessThan(20);
  }, 120_000);

  it('a trickle of one byte every 2 s (never silent for --timeout): each sample ends at --deadline', async () => {
    const server = await raw(async (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      while (await write(res, ':')) await sleep(2_000);
    });
    const { seconds, stderr } = await hostileRun(server, 'trickle', ['--timeout', '3', '--deadline', '5']);
    expect(lastLine(stderr)).toMatch(/timeout: the answer took longer than the deadline of 5 s/);
    expect(server.requests).toHaveLength(4);
    expect(seconds).toBeLessThan(25);
  }, 120_000);
});
