// Export: datasetFiles() is byte-stable, the manifest's hashes and counts describe the
// files, and resolveOptions refuses bad options naming the field.
import { describe, expect, it } from 'vitest';
import type { DatasetOptions, Manifest } from '../../src/core/dataset/index.ts';
import {
  FILE_NAMES, GENERATOR_VERSION, PAPER_OPTIONS, datasetFiles, generateDataset, readJsonl, resolveOptions,
} from '../../src/core/dataset/index.ts';
import { cellOf, countBy, nodeSha256 } from './helpers.ts';

const SMALL: Partial<DatasetOptions> = { seed: 21, testPerType: 12, trainCanonicalPerType: 10, trainPerturbedPerCell: 3 };

describe('datasetFiles', () => {
  const files = datasetFiles(generateDataset(SMALL));

  it('writes the three JSONL files and manifest.json', () => {
    expect(Object.keys(files).sort()).toEqual(['manifest.json', 'test-canonical.jsonl', 'test-perturbed.jsonl', 'train.jsonl']);
    expect(FILE_NAMES).toEqual({ train: 'train.jsonl', testCanonical: 'test-canonical.jsonl', testPerturbed: 'test-perturbed.jsonl' });
  });

  it('is byte-identical for the same options (a fresh generation), different for another seed', () => {
    const again = datasetFiles(generateDataset({ ...SMALL }));
    expect(again).toEqual(files);
    for (const name of Object.keys(files)) expect(again[name] === files[name], name).toBe(true);
    const other = datasetFiles(generateDataset({ ...SMALL, seed: 22 }));
    expect(other['test-canonical.jsonl']).not.toBe(files['test-canonical.jsonl']);
  });

  it('manifest: sha256 of each file text, sample counts, cells and Q3 distribution match the files', () => {
    const manifest = JSON.parse(files['manifest.json']!) as Manifest;
    expect(manifest.generator).toBe('stepbench');
    expect(manifest.generator_version).toBe(GENERATOR_VERSION);
    const { generatorVersion: _v, ...stored } = { ...PAPER_OPTIONS, ...SMALL };
    expect(manifest.options).toEqual(stored);
    expect(manifest.domain).toBe('linear');
    expect(Object.keys(manifest.files).sort()).toEqual(['test-canonical.jsonl', 'test-perturbed.jsonl', 'train.jsonl']);
    for (const [name, summary] of Object.entries(manifest.files)) {
      const text = files[name]!;
      expect(summary.sha256, name).toBe(nodeSha256(text));
      const { samples, errors } = readJsonl(text);
      expect(errors, name).toEqual([]);
      expect(summary.samples, name).toBe(samples.length);
      expect(text.split('\n').length - 1, name).toBe(samples.length); // one sample a line, final newline
      expect(summary.cells, name).toEqual(countBy(samples, cellOf));
      expect(summary.q3, name).toEqual(countBy(samples, (s) => String(s.gold.q3)));
      expect(summary.error_kinds, name).toEqual(countBy(samples.filter((s) => s.error), (s) => s.error!.kind));
    }
    expect(manifest.files['train.jsonl']!.samples).toBe(84);
    expect(manifest.files['test-canonical.jsonl']!.samples).toBe(36);
    expect(manifest.files['test-perturbed.jsonl']!.samples).toBe(36);
  });

  it('a test-only dataset has no train file', () => {
    const testOnly = datasetFiles(generateDataset({ seed: 3, testPerType: 6, trainCanonicalPerType: 0, trainPerturbedPerCell: 0 }));
    expect(Object.keys(testOnly).sort()).toEqual(['manifest.json', 'test-canonical.jsonl', 'test-perturbed.jsonl']);
  });

  it('every JSONL line carries the public fields', () => {
    const line = JSON.parse(files['test-perturbed.jsonl']!.split('\n')[0]!) as Record<string, unknown>;
    for (const field of ['id', 'split', 'set', 'trace_type', 'family', 'equation', 'solution', 'steps', 'gold', 'error', 'pair', 'obligations', 'explanation']) {
      expect(line, field).toHaveProperty(field);
    }
  });
});

describe('resolveOptions', () => {
  it('accepts the paper defaults and partial overrides', () => {
    expect(resolveOptions({})).toEqual({ ok: true, options: PAPER_OPTIONS });
    expect(PAPER_OPTIONS).toEqual({ seed: 1, trainCanonicalPerType: 3000, trainPerturbedPerCell: 1000, testPerType: 360, holdOutFamily: null, domain: 'linear', generatorVersion: GENERATOR_VERSION });
    const r = resolveOptions({ seed: 0, testPerType: 0, holdOutFamily: 'move_to_rhs' });
    expect(r.ok && r.options).toEqual({ ...PAPER_OPTIONS, seed: 0, testPerType: 0, holdOutFamily: 'move_to_rhs' });
  });

  it.each<[Partial<DatasetOptions>, keyof DatasetOptions]>([
    [{ seed: -1 }, 'seed'],
    [{ seed: 1.5 }, 'seed'],
    [{ seed: Number.NaN }, 'seed'],
    [{ seed: 2 ** 32 }, 'seed'],
    [{ trainCanonicalPerType: -3 }, 'trainCanonicalPerType'],
    [{ trainCanonicalPerType: 2.5 }, 'trainCanonicalPerType'],
    [{ trainPerturbedPerCell: Number.POSITIVE_INFINITY }, 'trainPerturbedPerCell'],
    [{ trainPerturbedPerCell: 100_001 }, 'trainPerturbedPerCell'],
    [{ testPerType: 7 }, 'testPerType'],
    [{ testPerType: 9 }, 'testPerType'],
    [{ testPerType: 4 }, 'testPerType'],
    [{ testPerType: -6 }, 'testPerType'],
    [{ seed: '3' as unknown as number }, 'seed'],
  ])('rejects %j naming the field %s', (partial, field) => {
    const r = resolveOptions(partial);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.field).toBe(field);
      expect(r.error.message).toContain(field);
    }
  });

  it('the test size per trace type is a multiple of the domain\'s family count (6, 5 or 4), never one domain\'s 6 for all', () => {
    const size = (domain: DatasetOptions['domain'], testPerType: number) => resolveOptions({ domain, testPerType }).ok;
    expect([size('linear', 12), size('linear', 20), size('linear', 30)]).toEqual([true, false, true]);
    expect([size('inequality', 25), size('inequality', 12), size('system', 35)]).toEqual([true, false, true]);
    expect([size('quadratic', 8), size('quadratic', 6), size('rational', 20), size('rational', 30)]).toEqual([true, false, true, false]);
    const r = resolveOptions({ domain: 'quadratic', testPerType: 6 });
    expect(!r.ok && r.error.message).toBe('testPerType must be a multiple of 4 (one share per perturbation family of the quadratic domain)');
  });

  it('rejects an unknown holdOutFamily naming the field (JSON / UI input is not type-checked)', () => {
    const r = resolveOptions({ holdOutFamily: 'not_a_family' as unknown as DatasetOptions['holdOutFamily'] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.field).toBe('holdOutFamily');
  });

  it('generateDataset refuses bad options with a RangeError naming the field', () => {
    expect(() => generateDataset({ testPerType: 5 })).toThrow(RangeError);
    expect(() => generateDataset({ testPerType: 5 })).toThrow(/testPerType/);
    expect(() => generateDataset({ seed: -2 })).toThrow(/seed/);
  });
});

describe('the manifest hash', () => {
  it("Node's native SHA-256 gives the core's pure digest, so CLI and browser manifests are the same bytes", async () => {
    const { createHash } = await import('node:crypto');
    const { sha256Hex } = await import('../../src/core/dataset/index.ts');
    for (const text of ['', 'abc', 'x = -12/5\n', 'ünïcødé ≠ ascii '.repeat(1000)]) {
      expect(createHash('sha256').update(text, 'utf8').digest('hex')).toBe(sha256Hex(text));
    }
  });
});
