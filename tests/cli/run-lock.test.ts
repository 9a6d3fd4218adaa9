// One writer per run file, through the real CLI: a second `eval --resume` (or a second
// `eval --out` of the same file) exits at once with code 2 naming the first; the lock is
// released on every way out (complete, failed, Ctrl-C, SIGTERM); one left by a killed
// process is taken over.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadRunFile, journalPathFor } from '../../src/node/run-file.ts';
import { lockPathFor } from '../../src/node/run-lock.ts';
import { closedPort, type LocalServer } from '../engines/local-server.ts';
import { tinyDataset } from '../run/fixtures.ts';
import { referenceServer, runCli, startCli, until, writeData } from './cli-helpers.ts';

const samples = tinyDataset(4);
let dir = '';
let data = '';
let server: LocalServer | null = null;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stepbench-lock-cli-'));
  data = await writeData(dir, samples);
});
afterEach(async () => {
  await server?.close();
  server = null;
  await rm(dir, { recursive: true, force: true });
});

async function exists(path: string): Promise<boolean> {
  return readFile(path).then(() => true, () => false);
}

async function journalLines(path: string): Promise<number> {
  try {
    return (await readFile(journalPathFor(path), 'utf8')).split('\n').filter((l) => l.trim() !== '').length - 1;
  } catch {
    return 0;
  }
}

/** A slow run under way on `out` (started new), with its lock taken. */
async function runningEval(out: string, delayMs = 150) {
  server = await referenceServer(delayMs);
  const first = startCli(['eval', '--endpoint', server.url, '--model', 'm', '--data', data, '--out', out, '--concurrency', '1'], dir);
  await until(async () => (await journalLines(out)) >= 1, 30_000);
  return first;
}

describe('stepbench eval holds FILE.lock while it writes FILE', () => {
  it('a second --resume of a running file exits at once (2) naming the holder, asks nothing; the first completes and releases', async () => {
    const out = join(dir, 'run.json');
    const first = await runningEval(out);
    const note = JSON.parse(await readFile(lockPathFor(out), 'utf8')) as { pid: number; started_at: string };
    expect(note.pid).toBe(first.child.pid);
    const asked = server!.requests.length;
    const t0 = Date.now();
    const second = await runCli(['eval', '--resume', out, '--endpoint', server!.url], dir);
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(second.code).toBe(2);
    expect(second.stderr).toContain(`stepbench eval: ${out} is being written by another stepbench eval (pid ${note.pid}, since ${note.started_at})`);
    expect(second.stderr).toContain(`delete ${out}.lock`);
    // The second asked nothing: every request after it is the first's, one per sample.
    const done = await first.result;
    expect(done.code, done.stderr).toBe(0);
    expect(server!.requests.length - asked).toBeLessThanOrEqual(samples.length);
    expect(server!.requests.length).toBe(samples.length);
    expect(await exists(lockPathFor(out))).toBe(false);
    // Once released, a resume may take it (the run is complete: nothing left to ask).
    expect((await runCli(['eval', '--resume', out], dir)).code).toBe(0);
  }, 90_000);

  it('a second new run with the same --out is refused while the first runs', async () => {
    const out = join(dir, 'same.json');
    const first = await runningEval(out);
    const second = await runCli(['eval', '--engine', 'reference', '--data', data, '--out', out], dir);
    expect(second.code).toBe(2);
    expect(second.stderr).toMatch(/already exists|is being written by another/);
    first.child.kill('SIGINT');
    await first.result;
  }, 90_000);

  it.each(['SIGINT', 'SIGTERM'] as const)('%s: the run pauses (exit 130) and the lock is gone; the resume finishes', async (signal) => {
    const out = join(dir, `${signal}.json`);
    const first = await runningEval(out);
    expect(await exists(lockPathFor(out))).toBe(true);
    first.child.kill(signal);
    const stopped = await first.result;
    expect(stopped.code).toBe(130);
    expect(await exists(lockPathFor(out))).toBe(false);
    const loaded = await loadRunFile(out);
    expect(loaded.ok && loaded.value.log.status).toBe('paused');
    expect((await runCli(['eval', '--resume', out, '--endpoint', server!.url], dir)).code).toBe(0);
  }, 90_000);

  it('a second Ctrl-C quits at once and still releases the lock', async () => {
    const out = join(dir, 'twice.json');
    const first = await runningEval(out, 2_000);
    // Back to back: the second lands while the first is still stopping the run (process.exit,
    // whose exit hook releases), or just after the command let go of its signals (the default
    // action; the lock is released by then). Either way: 130 to a shell, no lock left.
    first.child.kill('SIGINT');
    first.child.kill('SIGINT');
    const done = await first.result;
    expect(done.code === 130 || done.signal === 'SIGINT', `${done.code} ${done.signal}`).toBe(true);
    expect(await exists(lockPathFor(out))).toBe(false);
  }, 90_000);

  it('a failed run (nothing listening) releases the lock', async () => {
    const out = join(dir, 'dead.json');
    const r = await runCli(['eval', '--endpoint', `http://127.0.0.1:${await closedPort()}/v1`, '--model', 'm', '--data', data, '--out', out], dir);
    expect(r.code).toBe(1);
    expect((await readdir(dir)).filter((f) => f.startsWith('dead.json'))).toEqual(['dead.json']);
  }, 60_000);

  it('SIGKILL leaves the lock; the next --resume sees its process is gone, takes it over and finishes', async () => {
    const out = join(dir, 'killed.json');
    const first = await runningEval(out);
    first.child.kill('SIGKILL');
    await first.result;
    expect(await exists(lockPathFor(out))).toBe(true);
    const resumed = await runCli(['eval', '--resume', out, '--endpoint', server!.url], dir);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(await exists(lockPathFor(out))).toBe(false);
    const loaded = await loadRunFile(out);
    expect(loaded.ok && loaded.value.log.records).toHaveLength(samples.length);
  }, 90_000);
});
