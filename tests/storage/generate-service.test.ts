// The generator worker's logic, run in Node (the worker entry only exposes it).
// It lives here because tests/storage and tests/e2e are the UI layer's test folders.
import { describe, expect, it } from 'vitest';
import { FILE_NAMES } from '../../src/core/dataset/index.ts';
import { SET_FILES } from '../../src/core/dataset/index.ts';
import { createGeneratorService } from '../../workers/generate/service.ts';
import { NO_FILTER } from '../../workers/generate/protocol.ts';

const request = { seed: 3, testPerType: 12, trainCanonicalPerType: 0, trainPerturbedPerCell: 0, holdOutFamily: null , domain: 'linear' as const, generatorVersion: '3.0.0' as const };

describe('generator service', () => {
  it('uses the core file names', () => {
    expect(SET_FILES).toEqual(FILE_NAMES);
  });

  it('generates, reports progress, pages, filters and exports', async () => {
    const api = createGeneratorService();
    const ticks: [number, number, string][] = [];
    const summary = await api.generate(request, (done, total, phase) => ticks.push([done, total, phase]));
    expect(summary.counts).toEqual({ train: 0, testCanonical: 36, testPerturbed: 36 });
    // The samples are counted up to all of them, then the audit is said, once, as the last tick.
    expect(ticks.at(-2)).toEqual([72, 72, 'samples']);
    expect(ticks.at(-1)).toEqual([72, 72, 'audit']);
    expect(ticks.filter((t) => t[2] === 'audit')).toHaveLength(1);
    expect(ticks.slice(0, -1).every((t) => t[2] === 'samples')).toBe(true);

    const page = api.query(NO_FILTER, 0, 50);
    expect(page.total).toBe(72);
    expect(page.rows).toHaveLength(50);
    const last = api.query(NO_FILTER, 999, 50);
    expect([last.offset, last.rows.length]).toEqual([50, 22]);

    const t2sq = api.query({ set: 'testPerturbed', traceType: 'T2', family: 'square_both_sides', errorKind: 'all' }, 0, 50);
    expect(t2sq.total).toBe(2);
    expect(t2sq.rows.every((r) => r.traceType === 'T2' && r.family === 'square_both_sides' && r.set === 'testPerturbed')).toBe(true);
    expect(api.query({ ...NO_FILTER, family: 'none' }, 0, 100).total).toBe(36);
    expect(api.query({ ...NO_FILTER, errorKind: 'none' }, 0, 100).rows.every((r) => r.error === null)).toBe(true);

    const id = page.rows[0]!.id;
    const d = api.detail(id)!;
    expect(d.sample.id).toBe(id);
    expect([d.check.q1, d.check.q2, d.check.q3]).toEqual([d.sample.gold.q1, d.sample.gold.q2, d.sample.gold.q3]);
    expect(api.detail(d.sibling!)!.sibling).toBe(id);
    expect(api.detail('nope')).toBeNull();

    const text = await api.exportSet('testCanonical').text();
    expect(text.trim().split('\n')).toHaveLength(36);
    const manifest = JSON.parse(await api.exportManifest().text()) as { files: Record<string, { samples: number }> };
    expect(manifest.files['test-perturbed.jsonl']?.samples).toBe(36);
    expect(summary.manifest).toEqual(manifest);
  });

  it('rejects options the core refuses', async () => {
    await expect(createGeneratorService().generate({ ...request, testPerType: 7 })).rejects.toThrow(/multiple of 6/);
  });
});
