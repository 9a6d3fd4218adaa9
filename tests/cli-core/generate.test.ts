// `stepbench generate` as a real child process: the four files, byte-identical on a rerun,
// help, and bad options refused with exit 2 and a message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Manifest } from '../../src/core/dataset/index.ts';
import { readJsonl } from '../../src/core/dataset/index.ts';
import { cli, tempDir } from './helpers.ts';

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const FOUR = ['manifest.json', 'test-canonical.jsonl', 'test-perturbed.jsonl', 'train.jsonl'];
const ARGS = ['--seed', '3', '--test', '12', '--train-canonical', '2', '--train-perturbed', '1'];

let dir: { path: string; remove: () => Promise<void> };
beforeAll(async () => {
  dir = await tempDir('gen');
});
afterAll(async () => {
  await dir.remove();
});

async function readAll(path: string): Promise<Record<string, Buffer>> {
  const names = (await readdir(path)).sort();
  return Object.fromEntries(await Promise.all(names.map(async (n) => [n, await readFile(join(path, n))] as const)));
}

describe('stepbench generate', () => {
  it('writes the four files, and a second run writes byte-identical files', async () => {
    const a = join(dir.path, 'a');
    const b = join(dir.path, 'b', 'nested'); // created if missing
    const [ra, rb] = await Promise.all([cli(['generate', ...ARGS, '--out', a]), cli(['generate', ...ARGS, '--out', b])]);
    expect(ra.code, ra.stderr).toBe(0);
    expect(rb.code, rb.stderr).toBe(0);
    const fa = await readAll(a);
    const fb = await readAll(b);
    expect(Object.keys(fa)).toEqual(FOUR);
    expect(Object.keys(fb)).toEqual(FOUR);
    for (const name of FOUR) expect(fa[name]!.equals(fb[name]!), `${name} differs between two runs`).toBe(true);

    const manifest = JSON.parse(fa['manifest.json']!.toString('utf8')) as Manifest;
    expect(manifest.options).toEqual({ seed: 3, testPerType: 12, trainCanonicalPerType: 2, trainPerturbedPerCell: 1, holdOutFamily: null, domain: 'linear' });
    const expected: Record<string, number> = { 'train.jsonl': 3 * 2 + 3 * 6 * 1, 'test-canonical.jsonl': 36, 'test-perturbed.jsonl': 36 };
    for (const [name, n] of Object.entries(expected)) {
      const text = fa[name]!.toString('utf8');
      const { samples, errors } = readJsonl(text);
      expect(errors, name).toEqual([]);
      expect(samples.length, name).toBe(n);
      expect(manifest.files[name]!.samples, name).toBe(n);
      expect(manifest.files[name]!.sha256, name).toBe(sha256(fa[name]!));
    }
    expect(ra.stderr).toMatch(/wrote .*train\.jsonl \(24\).*test-canonical\.jsonl \(36\).*test-perturbed\.jsonl \(36\)/);
  });

  it('--no-train --hold-out F --quiet: only the test sets, the held-out family recorded, nothing on stderr', async () => {
    const out = join(dir.path, 'held');
    const r = await cli(['generate', '--seed', '5', '--test', '6', '--no-train', '--hold-out', 'square_both_sides', '--quiet', '--out', out]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    const files = await readAll(out);
    expect(Object.keys(files)).toEqual(['manifest.json', 'test-canonical.jsonl', 'test-perturbed.jsonl']);
    const manifest = JSON.parse(files['manifest.json']!.toString('utf8')) as Manifest;
    expect(manifest.options).toMatchObject({ seed: 5, testPerType: 6, trainCanonicalPerType: 0, trainPerturbedPerCell: 0, holdOutFamily: 'square_both_sides' });
    expect(manifest.files['test-perturbed.jsonl']!.cells['perturbed/T1/square_both_sides']).toBe(1);
  });
});

describe.concurrent('stepbench generate: help and bad options', () => {
  it('generate --help prints the options and exits 0', async () => {
    const r = await cli(['generate', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/usage: stepbench generate/);
    for (const flag of ['--seed', '--out', '--test', '--train-canonical', '--train-perturbed', '--no-train', '--hold-out']) expect(r.stdout).toContain(flag);
  });

  it('stepbench --help lists the commands and exits 0; no command exits 2; an unknown command exits 2', async () => {
    const [help, none, unknown] = await Promise.all([cli(['--help']), cli([]), cli(['frobnicate'])]);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/generate/);
    expect(help.stdout).toMatch(/check/);
    expect(none.code).toBe(2);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown command "frobnicate"/);
  });

  it.each([
    [['--seed', '3', '--test', '7'], /multiple of 6/],
    [['--seed', 'abc'], /--seed must be a whole number/],
    [['--seed', '3', '--test', '1.5'], /--test must be a whole number/],
    [['--seed', '4294967296'], /seed/],
    [['--train-canonical', '100001'], /trainCanonicalPerType|train-canonical/],
    [['--hold-out', 'nope'], /--hold-out must be one of/],
  ])('generate %j exits 2 with a message and writes nothing', async (args, message) => {
    const out = join(dir.path, `bad-${args.join('_').replace(/[^\w]/g, '')}`);
    const r = await cli(['generate', ...args, '--out', out]);
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toMatch(message);
    await expect(readdir(out)).rejects.toThrow();
  });

  it('generate without --out exits 2 naming --out', async () => {
    const r = await cli(['generate', '--seed', '3']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--out DIR is required/);
  });

  it('generate with an unknown option exits 2 (a bad option, like the others) with a message', async () => {
    const r = await cli(['generate', '--bogus', '--out', join(dir.path, 'bogus')]);
    expect(r.stderr).toMatch(/--bogus/);
    expect(r.code).toBe(2);
  });
});
