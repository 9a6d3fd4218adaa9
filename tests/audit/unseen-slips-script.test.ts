// scripts/unseen-slips.ts makes the dataset the generator would make with only slips no
// line-naming cue reads at or before their line (docs/dataset.md, "Could the generator leave the
// seen slips out?"). Checked on a small quadratic dataset, where most slips are seen: without
// --keep-place no erroneous sample shows a named slip at or before its error; with it every sample
// keeps the generator's problem and the place of its error, and fewer show one than the generator's
// own; a folder holding a manifest and a bad argument are refused (exit 2).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { namedErrorLine } from '../../src/core/audit/slip-cues.ts';
import { generateDataset, type Sample } from '../../src/core/dataset/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'unseen-slips-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SIZE = ['--test', '4', '--train-canonical', '10', '--train-perturbed', '5'];
const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/unseen-slips.ts', ...args], { encoding: 'utf8' });
const read = (folder: string): Sample[] =>
  ['train', 'test-canonical', 'test-perturbed'].flatMap((f) => readFileSync(join(folder, `${f}.jsonl`), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Sample));
const seen = (s: Sample) => {
  const named = namedErrorLine(s.steps);
  return s.error !== null && named >= 0 && named <= s.error.step;
};
// The generator's own dataset of the same size: most of quadratic's slips are seen.
const own = generateDataset({ domain: 'quadratic', seed: 3, testPerType: 4, trainCanonicalPerType: 10, trainPerturbedPerCell: 5 });
const ownSamples = [...own.train, ...own.testCanonical, ...own.testPerturbed];

describe('scripts/unseen-slips.ts', () => {
  it('writes no erroneous sample whose slip a cue names at or before its error, beside EXPERIMENT.txt', () => {
    const out = join(dir, 'unseen');
    const r = run('--domain', 'quadratic', '--seed', '3', '--out', out, ...SIZE);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(readFileSync(join(out, 'EXPERIMENT.txt'), 'utf8')).toContain('Not a release of the benchmark');
    const samples = read(out);
    expect(samples.length).toBe(ownSamples.length);
    expect(samples.filter((s) => s.error).length).toBe(ownSamples.filter((s) => s.error).length);
    expect(samples.filter(seen)).toEqual([]);
    expect(ownSamples.filter(seen).length).toBeGreaterThan(ownSamples.filter((s) => s.error).length / 2);
  }, 120_000);

  it('with --keep-place keeps every problem and every error\'s place, and shows fewer seen slips', () => {
    const out = join(dir, 'kept');
    const r = run('--domain', 'quadratic', '--seed', '3', '--out', out, '--keep-place', ...SIZE);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('(--keep-place)');
    const samples = read(out);
    const place = (s: Sample) => [s.id, JSON.stringify(s.equation), s.trace_type, s.family, s.error?.step ?? -1];
    expect(samples.map(place)).toEqual(ownSamples.map(place));
    expect(samples.filter(seen).length).toBeLessThan(ownSamples.filter(seen).length);
  }, 120_000);

  it('refuses a folder that holds a manifest, an unknown domain and a size the domain cannot share out (exit 2)', () => {
    const out = join(dir, 'unseen');
    expect(existsSync(join(out, 'manifest.json'))).toBe(true);
    const again = run('--domain', 'quadratic', '--seed', '3', '--out', out, ...SIZE);
    expect(again.status).toBe(2);
    expect(again.stderr).toContain('already holds a manifest.json');
    const domain = run('--domain', 'cubic', '--seed', '3', '--out', join(dir, 'x'));
    expect(domain.status).toBe(2);
    expect(domain.stderr).toContain('--domain must be one of');
    const size = run('--domain', 'quadratic', '--seed', '3', '--out', join(dir, 'y'), '--test', '5');
    expect(size.status).toBe(2);
    expect(size.stderr).toContain('testPerType must be a multiple of 4');
    expect(existsSync(join(dir, 'y'))).toBe(false);
  }, 120_000);
});
