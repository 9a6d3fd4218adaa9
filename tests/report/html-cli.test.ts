// `stepbench report --format html` through the real CLI: runs made by the reference and
// baseline engines on generated data (the default test sets, a stratified 12).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli/cli-helpers.ts';

let dir: string;
let a: string;
let b: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stepbench-html-cli-'));
  a = join(dir, 'ref.json');
  b = join(dir, 'accept.json');
  expect((await runCli(['eval', '--engine', 'reference', '--limit', '12', '--out', a], dir)).code).toBe(0);
  expect((await runCli(['eval', '--engine', 'accept-all', '--limit', '12', '--out', b], dir)).code).toBe(0);
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('stepbench report --format html', () => {
  it('writes one self-contained page of a run to --out', async () => {
    const out = join(dir, 'ref.html');
    const r = await runCli(['report', a, '--format', 'html', '--out', out], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    const doc = await readFile(out, 'utf8');
    expect(doc.startsWith('<!doctype html>')).toBe(true);
    expect(doc).toContain('<title>stepbench report: reference</title>');
    expect(doc).toContain('12 of 12 selected samples scored');
    expect(doc).toMatch(/data-cell="run0\/canonical\/q1\/overall" title="6 of 6">100\.00/);
    expect(doc).toContain('Phi-4-Reasoning base (paper)');
    expect(doc).not.toContain('Phi-4-Reasoning ft (paper)');
  });

  it('compares several runs with the paired table; --paper all and none; stdout without --out', async () => {
    const r = await runCli(['report', a, b, a, '--format', 'html', '--paper', 'all'], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('<h3>A: reference vs accept-all</h3>');
    expect(r.stdout).toContain('McNemar p');
    expect(r.stdout).toContain('Phi-4-Reasoning ft (paper)');
    const none = await runCli(['report', a, '--format', 'html', '--paper', 'none'], dir);
    expect(none.stdout).not.toContain('(paper)');
  });

  it('a failed run is reported as failed, and bad flags are refused', async () => {
    const log = JSON.parse(await readFile(a, 'utf8')) as { status: string; stop_reason: string | null; records: unknown[] };
    const failed = join(dir, 'failed.json');
    await writeFile(failed, JSON.stringify({ ...log, status: 'failed', stop_reason: 'HTTP 503 from the server', records: log.records.slice(0, 5) }));
    const r = await runCli(['report', failed, '--format', 'html'], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Incomplete run: reference');
    expect(r.stdout).toContain('5 of 12 selected samples scored');
    expect(r.stdout).toContain('HTTP 503 from the server');
    expect(r.stderr).toMatch(/is failed/);
    expect((await runCli(['report', a, '--format', 'html', '--paper', 'some'], dir)).code).toBe(2);
    expect((await runCli(['report', a, '--format', 'html', '--json'], dir)).code).toBe(2);
    expect((await runCli(['report', a, '--paper', 'all'], dir)).code).toBe(2);
  });
});
