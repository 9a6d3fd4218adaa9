import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunLog } from '../../src/core/run/log.ts';
import { journalPathFor, loadRunFile } from '../../src/node/run-file.ts';
import type { LocalServer } from '../engines/local-server.ts';
import { tinyDataset } from '../run/fixtures.ts';
import { referenceServer, runCli, startCli, until, writeData } from './cli-helpers.ts';

const samples = tinyDataset(4);
let dir = '';
let data = '';
let server: LocalServer | null = null;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stepbench-cli-'));
  data = await writeData(dir, samples);
});
afterEach(async () => {
  await server?.close();
  server = null;
  await rm(dir, { recursive: true, force: true });
});

async function readLog(path: string): Promise<RunLog> {
  const loaded = await loadRunFile(path);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  return loaded.value.log;
}

function fingerprint(log: RunLog): string[] {
  return log.records.map((r) => `${r.sample_id} ${JSON.stringify(r.answer)} ${r.attempts.map((a) => a.text).join('|')}`).sort();
}

async function journalLines(path: string): Promise<number> {
  try {
    return (await readFile(journalPathFor(path), 'utf8')).split('\n').filter((l) => l.trim() !== '').length - 1;
  } catch {
    return 0;
  }
}

describe('stepbench eval / report (no server)', () => {
  it('the reference engine scores 100% and report --json says so', async () => {
    const out = join(dir, 'ref.json');
    const run = await runCli(['eval', '--engine', 'reference', '--data', data, '--out', out], dir);
    expect(run.stderr).not.toMatch(/error/i);
    expect(run.code).toBe(0);
    const log = await readLog(out);
    expect(log.status).toBe('complete');
    expect(log.records).toHaveLength(samples.length);
    const report = await runCli(['report', out, '--json', '--data', data], dir);
    expect(report.code).toBe(0);
    const summary = JSON.parse(report.stdout);
    expect(summary.samples).toBe(samples.length);
    for (const set of ['canonical', 'perturbed']) for (const q of ['q1', 'q2', 'q3']) expect(summary[set][q]).toEqual({ overall: 1, T1: 1, T2: 1, T3: 1 });
  });

  it('compares two runs and prints the tables in each format', async () => {
    const a = join(dir, 'a.json');
    const b = join(dir, 'b.json');
    expect((await runCli(['eval', '--engine', 'reference', '--data', data, '--out', a, '--limit', '12'], dir)).code).toBe(0);
    expect((await runCli(['eval', '--engine', 'accept-all', '--data', data, '--out', b, '--limit', '12'], dir)).code).toBe(0);
    for (const format of ['text', 'md', 'csv', 'latex']) {
      const r = await runCli(['report', a, b, '--format', format], dir);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('accept-all');
      expect(r.stdout).toMatch(/Paired comparison/);
    }
  });

  it('refuses to overwrite a run file and rejects a bad one naming the path', async () => {
    const out = join(dir, 'x.json');
    await writeFile(out, JSON.stringify({ version: 1, id: 'x' }));
    const again = await runCli(['eval', '--engine', 'reference', '--data', data, '--out', out], dir);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/--resume/);
    const report = await runCli(['report', out], dir);
    expect(report.code).toBe(1);
    expect(report.stderr).toMatch(/status/);
    expect(report.stderr).toMatch(/spec/);
  });
});

describe('stepbench eval against a local server: interrupt and resume', () => {
  it('SIGKILL mid-run, then --resume: same records as an uninterrupted run, nothing twice', async () => {
    server = await referenceServer(40);
    const full = join(dir, 'full.json');
    const fullRun = await runCli(['eval', '--endpoint', server.url, '--model', 'm', '--data', data, '--out', full, '--concurrency', '2'], dir);
    expect(fullRun.code).toBe(0);
    const expected = fingerprint(await readLog(full));
    expect(expected).toHaveLength(samples.length);

    const before = server.requests.length;
    const out = join(dir, 'killed.json');
    const { child, result } = startCli(['eval', '--endpoint', server.url, '--model', 'm', '--data', data, '--out', out, '--concurrency', '2'], dir);
    await until(async () => (await journalLines(out)) >= 6, 20_000);
    child.kill('SIGKILL');
    expect((await result).signal).toBe('SIGKILL');
    const partial = await readLog(out);
    expect(partial.records.length).toBeGreaterThanOrEqual(6);
    expect(partial.records.length).toBeLessThan(samples.length);

    const resumed = await runCli(['eval', '--resume', out, '--endpoint', server.url], dir);
    expect(resumed.code).toBe(0);
    const log = await readLog(out);
    expect(log.status).toBe('complete');
    expect(new Set(log.records.map((r) => r.sample_id)).size).toBe(log.records.length);
    expect(fingerprint(log)).toEqual(expected);
    // Only requests in flight at the kill (at most the concurrency) were made twice.
    expect(server.requests.length - before).toBeLessThanOrEqual(samples.length + 2);
  }, 60_000);

  it('Ctrl-C stops cleanly, says how to resume, and the resume finishes the run', async () => {
    server = await referenceServer(40);
    const out = join(dir, 'int.json');
    const { child, result } = startCli(['eval', '--endpoint', server.url, '--model', 'm', '--data', data, '--out', out, '--concurrency', '2'], dir);
    await until(async () => (await journalLines(out)) >= 4, 20_000);
    child.kill('SIGINT');
    const stopped = await result;
    expect(stopped.code).toBe(130);
    expect(stopped.stderr).toContain(`stepbench eval --resume ${out}`);
    const paused = await readLog(out);
    expect(paused.status).toBe('paused');
    const resumed = await runCli(['eval', '--resume', out, '--endpoint', server.url], dir);
    expect(resumed.code).toBe(0);
    const log = await readLog(out);
    expect(log.records).toHaveLength(samples.length);
    expect(log.records.every((r) => r.correct.q1 && r.correct.q2 && r.correct.q3)).toBe(true);
  }, 60_000);

  it('a resume may not change what is measured', async () => {
    const out = join(dir, 'r.json');
    expect((await runCli(['eval', '--engine', 'reference', '--data', data, '--out', out, '--limit', '3'], dir)).code).toBe(0);
    const r = await runCli(['eval', '--resume', out, '--k', '7', '--limit', '3'], dir);
    expect(r.code).toBe(2);
    // Only the setting that differs is named; the repeated equal one is fine.
    expect(r.stderr).toMatch(/--k 7 \(the run has 1\)/);
    expect(r.stderr).not.toMatch(/--limit/);
    const same = await runCli(['eval', '--resume', out, '--engine', 'reference', '--limit', '3', '--k', '1'], dir);
    expect(same.code).toBe(0);
  });
});

describe('stepbench eval on generated data (no --data)', () => {
  it('generates the paper test sets, takes a stratified --limit, and report regenerates them', async () => {
    const out = join(dir, 'gen.json');
    const run = await runCli(['eval', '--engine', 'reference', '--limit', '24', '--out', out], dir);
    expect(run.code).toBe(0);
    const log = await readLog(out);
    expect(log.records).toHaveLength(24);
    expect(log.spec.dataset).toMatchObject({ seed: 1, options: { seed: 1, trainCanonicalPerType: 0 } });
    const report = await runCli(['report', out, '--json'], dir);
    expect(report.code).toBe(0);
    const summary = JSON.parse(report.stdout);
    expect(summary.canonical.q3.overall).toBe(1);
    expect(Object.keys(summary.perturbed.families)).toHaveLength(6);
  }, 60_000);
});
