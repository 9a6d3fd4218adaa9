// Issue 16, item 7, in the CLI: a run with a model that never gives the JSON the prompt asks
// for ends "complete" with tables of zeros, so `eval`'s summary, `report` (text, --json, other
// formats) and the HTML report say how many answers could not be read, and what it said most.
// A run with readable answers says nothing of the kind.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalServer } from '../engines/local-server.ts';
import { tinyDataset } from '../run/fixtures.ts';
import { GARBAGE_ANSWER, garbageServer, runCli, writeData } from './cli-helpers.ts';

const samples = tinyDataset(2); // 12 samples
let dir = '';
let data = '';
let server: LocalServer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stepbench-answers-'));
  data = await writeData(dir, samples);
  server = await garbageServer();
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

const WARNING = `warning: ${samples.length} of ${samples.length} answers could not be read as the JSON the prompt asks for`;

describe('unreadable answers in the CLI', () => {
  it('eval with the garbage model: complete, and its summary warns with the most common answer', async () => {
    const out = join(dir, 'garbage.json');
    const run = await runCli(['eval', '--endpoint', server.url, '--model', 'garbage', '--data', data, '--out', out, '--name', 'garbage'], dir);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(WARNING);
    expect(run.stdout).toContain(`the most common answer (${samples.length} of ${samples.length}): "${GARBAGE_ANSWER}"`);
    expect(run.stdout).toMatch(/answer format, not the judgement/);

    const text = await runCli(['report', out, '--data', data], dir);
    expect(text.code).toBe(0);
    // Before the tables, so nobody reads the zeros first.
    expect(text.stdout.indexOf(WARNING)).toBeGreaterThanOrEqual(0);
    expect(text.stdout.indexOf(WARNING)).toBeLessThan(text.stdout.indexOf('Accuracy (%)'));

    const md = await runCli(['report', out, '--data', data, '--format', 'md'], dir);
    expect(md.stdout).not.toContain('warning:');
    expect(md.stderr).toContain(WARNING);

    const json = JSON.parse((await runCli(['report', out, '--data', data, '--json'], dir)).stdout) as { unreadable_warning: { message: string; most_common: { preview: string; count: number } } };
    expect(json.unreadable_warning).toEqual({ message: `${samples.length} of ${samples.length} answers could not be read as the JSON the prompt asks for`, most_common: { preview: GARBAGE_ANSWER, truncated: false, count: samples.length } });

    const page = join(dir, 'garbage.html');
    expect((await runCli(['report', out, '--data', data, '--format', 'html', '--out', page], dir)).code).toBe(0);
    const html = await readFile(page, 'utf8');
    expect(html).toContain('Unreadable answers: garbage');
    expect(html).toContain(`<strong>${samples.length} of ${samples.length} answers could not be read as the JSON the prompt asks for</strong>`);
    expect(html).toContain('&lt;b&gt;fine&lt;/b&gt;');
    expect(html).not.toContain('<b>fine</b>');
  }, 60_000);

  it('a run with readable answers carries no warning anywhere', async () => {
    const out = join(dir, 'reference.json');
    const run = await runCli(['eval', '--engine', 'reference', '--data', data, '--out', out], dir);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).not.toMatch(/warning|could not be read/);
    const text = await runCli(['report', out, '--data', data], dir);
    expect(text.stdout + text.stderr).not.toMatch(/warning|could not be read/);
    expect(JSON.parse((await runCli(['report', out, '--data', data, '--json'], dir)).stdout).unreadable_warning).toBeNull();
    const page = join(dir, 'reference.html');
    await runCli(['report', out, '--data', data, '--format', 'html', '--out', page], dir);
    const doc = await readFile(page, 'utf8');
    expect(/.{0,80}unreadable.{0,80}/i.exec(doc)?.[0] ?? null).toBeNull();
  }, 60_000);
});
