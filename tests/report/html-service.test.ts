/// <reference lib="dom" />
// The results worker's exportHtml in Node against fake-indexeddb: the report of a stored
// run, and of two runs compared on their shared samples, from the same core as the CLI.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/storage/index.ts';
import { createResultsService } from '../../workers/results/service.ts';
import { acceptAll, makeRun, reference } from '../results-ui/helpers.ts';

let n = 0;
const opened: Store[] = [];

async function withRuns(...runs: ReturnType<typeof makeRun>[]): Promise<ReturnType<typeof createResultsService>> {
  const db = await openStore({ name: `html-report-test-${++n}` });
  opened.push(db);
  const api = createResultsService(async () => db, () => '2026-03-04T05:06:07.000Z', '1.2.3');
  const checked = await api.checkImport(JSON.stringify(runs));
  if (!checked.ok) throw new Error(JSON.stringify(checked.issues));
  await api.commitImport(checked.token, false);
  return api;
}

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

describe('results service: exportHtml', () => {
  it("one stored run: its numbers, the paper's base rows, the app version and date", async () => {
    const api = await withRuns(makeRun('a', reference));
    const doc = await api.exportHtml(['a']);
    expect(doc).toContain('<title>stepbench report: reference</title>');
    expect(doc).toContain('Written 2026-03-04 05:06:07 UTC by stepbench 1.2.3');
    expect(doc).toContain('36 of 36 selected samples scored');
    expect(doc).toMatch(/data-cell="run0\/perturbed\/q3\/overall" title="18 of 18">100\.00/);
    expect(doc).toContain('Phi-4-Reasoning base (paper)');
    expect(doc).not.toContain('class="banner"');
    expect(await api.exportHtml(['a'], 'none')).not.toContain('(paper)');
  });

  it('a comparison pairs the runs with McNemar p; an unknown id is an error', async () => {
    const b = makeRun('b', acceptAll);
    const api = await withRuns(makeRun('a', reference), { ...b, spec: { ...b.spec, engine: { kind: 'accept-all', model: 'accept-all' } } });
    const doc = await api.exportHtml(['a', 'b'], 'all');
    expect(doc).toContain('<title>stepbench comparison: reference, accept-all</title>');
    expect(doc).toContain('<h3>reference vs accept-all</h3>');
    // Q2 on the canonical set: reference always right, accept-all right on the 6 T1 only.
    expect(doc).toMatch(/<td class="label">canonical<\/td><td class="label">Q2<\/td><td class="num">18<\/td><td class="num">6<\/td><td class="num">12<\/td><td class="num">0<\/td><td class="num">0<\/td><td class="num">100\.00<\/td><td class="num">33\.33<\/td><td class="num">\+66\.67<\/td><td class="num">0\.0005<\/td>/);
    expect(doc).toContain('Phi-4-Reasoning ft (paper)');
    await expect(api.exportHtml(['nope'])).rejects.toThrow(/no stored run/);
    await expect(api.exportHtml([])).rejects.toThrow(/choose a run/);
  });
});
