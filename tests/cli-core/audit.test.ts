// `stepbench audit DIR` as a real child process: the manifest's audit as stable JSON, a table,
// bad input refused with exit 2, and a manifest that disagrees with its files reported (exit 1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cli, tempDir } from './helpers.ts';

let dir: { path: string; remove: () => Promise<void> };
beforeAll(async () => {
  dir = await tempDir('audit');
  const r = await cli(['generate', '--seed', '5', '--test', '36', '--train-canonical', '20', '--train-perturbed', '6', '--out', dir.path, '--quiet']);
  expect(r.code, r.stderr).toBe(0);
}, 60_000);
afterAll(async () => {
  await dir.remove();
});

const SET_KEYS = ['accept_all', 'erroneous', 'face_contradictory_checks', 'last_step_only', 'majority', 'more_than_two_invalid_steps', 'q3_erroneous', 'samples'];

function fractions(o: unknown, path = ''): [string, number][] {
  if (typeof o === 'number') return [[path, o]];
  if (o && typeof o === 'object') return Object.entries(o).flatMap(([k, v]) => fractions(v, `${path}.${k}`));
  return [];
}

describe('stepbench audit', () => {
  it('--json prints the manifest\'s audit: stable keys, fractions in [0, 1]', async () => {
    const r = await cli(['audit', dir.path, '--json']);
    expect(r.code, r.stderr).toBe(0);
    const audit = JSON.parse(r.stdout);
    const manifest = JSON.parse(await readFile(join(dir.path, 'manifest.json'), 'utf8'));
    expect(audit).toEqual(manifest.audit);
    expect(Object.keys(audit.sets)).toEqual(['test-canonical', 'test-perturbed']);
    for (const set of Object.values(audit.sets) as Record<string, unknown>[]) {
      expect(Object.keys(set).sort()).toEqual(SET_KEYS);
      expect(set.samples).toBe(108);
      expect((set.q3_erroneous as { length_lookup_fitted_on: string }).length_lookup_fitted_on).toBe('train');
      for (const [path, v] of fractions(set)) {
        if (/samples|erroneous$|most_common_index/.test(path)) continue;
        expect(v, path).toBeGreaterThanOrEqual(0);
        expect(v, path).toBeLessThanOrEqual(1);
      }
    }
  });

  it('prints a table by default', async () => {
    const r = await cli(['audit', dir.path]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/judge only the last step: Q2\s+\d+\.\d%\s+\d+\.\d%/);
    expect(r.stdout).toContain('fitted on train');
  });

  it('a missing folder or a bad JSONL line is exit 2 with the file and line', async () => {
    const missing = await cli(['audit', join(dir.path, 'nope')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot read');
    const none = await cli(['audit']);
    expect(none.code).toBe(2);
    const bad = await tempDir('audit-bad');
    try {
      await writeFile(join(bad.path, 'test-canonical.jsonl'), '{"id": 1}\n');
      await writeFile(join(bad.path, 'test-perturbed.jsonl'), '');
      const r = await cli(['audit', bad.path]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('test-canonical.jsonl:1');
    } finally {
      await bad.remove();
    }
  });

  it('a manifest whose audit disagrees with the files is exit 1', async () => {
    const tampered = await tempDir('audit-tampered');
    try {
      for (const f of ['test-canonical.jsonl', 'test-perturbed.jsonl', 'manifest.json']) {
        await writeFile(join(tampered.path, f), await readFile(join(dir.path, f)));
      }
      // Without train.jsonl the lookup is fitted on the test set: a different audit than the manifest's.
      const r = await cli(['audit', tampered.path, '--json']);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('holds a different audit');
      expect(JSON.parse(r.stdout).sets['test-canonical'].q3_erroneous.length_lookup_fitted_on).toBe('test');
    } finally {
      await tampered.remove();
    }
  });
});
