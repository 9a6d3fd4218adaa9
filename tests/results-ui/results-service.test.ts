/// <reference lib="dom" />
// The results worker's logic in Node against fake-indexeddb: summaries cached and
// recomputed when a run changes, imports validated all-or-nothing, exports round-trip.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { appendRecord, DB_VERSION, getRun, getSummary, listRunsWithSummaries, openStore, type Store } from '../../src/storage/index.ts';
import { createResultsService } from '../../workers/results/service.ts';
import type { Sample } from '../../src/core/dataset/index.ts';
import { acceptAll, makeRun, reference, testSamples } from './helpers.ts';

let n = 0;
const opened: Store[] = [];

async function fresh(): Promise<{ db: Store; api: ReturnType<typeof createResultsService> }> {
  const db = await openStore({ name: `results-test-${++n}` });
  opened.push(db);
  return { db, api: createResultsService(async () => db) };
}

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

async function snapshot(db: Store): Promise<unknown> {
  const [runs, records, summaries] = await Promise.all([db.getAll('runs'), db.getAll('records'), db.getAll('summaries')]);
  return { runs, records, summaries };
}

describe('results service: import', () => {
  it('imports a valid run (done once stored), computes its summary when asked and lists it fresh', async () => {
    const { db, api } = await fresh();
    const checked = await api.checkImport(JSON.stringify(makeRun('a', reference)));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.runs).toEqual([{ id: 'a', label: 'reference', records: 36, status: 'complete', exists: false }]);
    expect(await api.commitImport(checked.token, false)).toEqual(['a']);
    // The import does not wait for metrics: the list computes them.
    expect((await listRunsWithSummaries(db))[0]?.summary).toBeNull();
    await api.summary('a');
    const [listing] = await listRunsWithSummaries(db);
    expect(listing?.run.record_count).toBe(36);
    expect(listing?.fresh).toBe(true);
    expect(listing?.summary?.metrics?.sets.canonical?.accuracy.q2.overall.rate).toBe(1);
    expect(listing?.summary?.bytes).toBeGreaterThan(1000);
  });

  it.each([
    ['not JSON', '{"version": 1,', '(root)'],
    ['a wrong field type', (() => { const r = makeRun('b', reference) as unknown as { records: { attempts: { latency_ms: unknown }[] }[] }; r.records[3]!.attempts[0]!.latency_ms = 'slow'; return JSON.stringify(r); })(), 'records[3].attempts[0].latency_ms'],
    ['an unsupported version', JSON.stringify({ ...makeRun('b', reference), version: 9 }), 'version'],
    ['a bad run inside an export-all list', JSON.stringify([makeRun('c', reference), { ...makeRun('d', reference), status: 'weird' }]), '[1].status'],
  ])('refuses %s, naming the path, and changes nothing', async (_name, text, path) => {
    const { db, api } = await fresh();
    const ok = await api.checkImport(JSON.stringify(makeRun('a', acceptAll)));
    if (ok.ok) await api.commitImport(ok.token, false);
    const before = await snapshot(db);
    const checked = await api.checkImport(text);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.issues.map((i) => i.path)).toContain(path);
    expect(await snapshot(db)).toEqual(before);
  });

  it('asks before replacing: an existing id is flagged and refused without replace', async () => {
    const { db, api } = await fresh();
    const first = await api.checkImport(JSON.stringify(makeRun('a', acceptAll)));
    if (first.ok) await api.commitImport(first.token, false);
    const before = await snapshot(db);
    const again = await api.checkImport(JSON.stringify(makeRun('a', reference)));
    expect(again.ok && again.runs[0]?.exists).toBe(true);
    if (!again.ok) return;
    await expect(api.commitImport(again.token, false)).rejects.toThrow(/already exists/);
    expect(await snapshot(db)).toEqual(before);
    await api.commitImport(again.token, true);
    expect(await getSummary(db, 'a')).toBeUndefined();
    expect((await api.summary('a')).metrics?.sets.perturbed?.accuracy.q3.overall.rate).toBe(1);
  });

  it('exports a run exactly as imported (round trip) and all runs as one list', async () => {
    const { api } = await fresh();
    const text = JSON.stringify(makeRun('a', reference));
    const c = await api.checkImport(text);
    if (c.ok) await api.commitImport(c.token, false);
    expect(await api.exportRun('a')).toBe(text);
    const d = await api.checkImport(JSON.stringify(makeRun('b', acceptAll, '2026-02-01T00:00:00.000Z')));
    if (d.ok) await api.commitImport(d.token, false);
    const all = JSON.parse(await api.exportAll()) as { id: string }[];
    expect(all.map((r) => r.id)).toEqual(['b', 'a']);
  });
});

describe('results service: summaries', () => {
  it('reuses a fresh summary and recomputes when the record count changes', async () => {
    const { db, api } = await fresh();
    const log = makeRun('a', acceptAll);
    const partial = { ...log, records: log.records.slice(0, 20) };
    const c = await api.checkImport(JSON.stringify(partial));
    if (c.ok) await api.commitImport(c.token, false);
    const s1 = await api.summary('a');
    expect(s1.record_count).toBe(20);
    expect(await api.summary('a')).toEqual(s1); // cached: same computed_at
    await appendRecord(db, 'a', log.records[20]!);
    const s2 = await api.summary('a');
    expect(s2.record_count).toBe(21);
    expect(s2.metrics?.samples).toBe(21);
    expect((await listRunsWithSummaries(db))[0]?.fresh).toBe(true);
  });

  it('accept-all: T1 right, T2 wrong; compare gives McNemar p on shared samples', async () => {
    const { api } = await fresh();
    for (const log of [makeRun('ref', reference), makeRun('acc', acceptAll)]) {
      const c = await api.checkImport(JSON.stringify(log));
      if (c.ok) await api.commitImport(c.token, false);
    }
    const s = await api.summary('acc');
    expect(s.metrics?.sets.canonical?.accuracy.q2.T1.rate).toBe(1);
    expect(s.metrics?.sets.canonical?.accuracy.q2.T2.rate).toBe(0);
    const cmp = await api.compare(['ref', 'acc']);
    const q2 = cmp.pairs[0]?.comparison?.sets.canonical?.q2;
    expect(q2?.n).toBe(18);
    expect(q2?.only_a).toBe(12);
    expect(q2?.p).toBeLessThan(0.001);
  });

  it('drills down to the samples of a cell, with steps and raw text', async () => {
    const { api } = await fresh();
    const c = await api.checkImport(JSON.stringify(makeRun('acc', acceptAll)));
    if (c.ok) await api.commitImport(c.token, false);
    const page = await api.drill('acc', { set: 'canonical', cell: 'T2', query: 'q2', outcome: 'wrong' }, 0, 4);
    expect(page.total).toBe(6);
    expect(page.items).toHaveLength(4);
    expect(page.items[0]?.steps.length).toBeGreaterThan(1);
    expect(page.items[0]?.attempts[0]?.text).toContain('true');
  });

  it('a rejected unusual trace drills down with its textbook sibling and the answer on it; an accepted one without', async () => {
    const { api } = await fresh();
    // "Canonical right, every perturbed trace rejected at step 1": the paper's finding in one rule.
    const rejectUnusual = (s: Sample) => (s.set === 'canonical' ? { ...s.gold } : { q1: s.gold.q1, q2: false, q3: 1 });
    const c = await api.checkImport(JSON.stringify(makeRun('rej', rejectUnusual)));
    if (c.ok) await api.commitImport(c.token, false);
    const page = await api.drill('rej', { set: 'perturbed', cell: 'T1', query: 'q2', outcome: 'wrong' }, 0, 50);
    expect(page.total).toBeGreaterThan(0);
    const byId = new Map(testSamples().map((s) => [s.id, s]));
    for (const item of page.items) {
      const sample = byId.get(item.sample_id)!;
      const sibling = byId.get(item.sibling?.sample_id ?? '')!;
      expect(sibling.set).toBe('canonical');
      expect(sibling.pair).toBe(sample.pair);
      expect(sibling.trace_type).toBe(sample.trace_type);
      expect(item.sibling).toEqual({ sample_id: sibling.id, steps: sibling.steps, gold: sibling.gold, answer: { ...sibling.gold } });
    }
    // The canonical traces were accepted: no sibling is shown for them.
    const canonical = await api.drill('rej', { set: 'canonical', cell: 'T1', query: 'q2', outcome: 'all' }, 0, 50);
    expect(canonical.items.every((i) => i.sibling === null)).toBe(true);
  });

  it('deleting removes the run, its records and its summary', async () => {
    const { db, api } = await fresh();
    const c = await api.checkImport(JSON.stringify(makeRun('a', reference)));
    if (c.ok) await api.commitImport(c.token, false);
    await api.deleteRun('a');
    expect(await getRun(db, 'a')).toBeUndefined();
    expect(await snapshot(db)).toEqual({ runs: [], records: [], summaries: [] });
  });
});

describe('storage v2 migration', () => {
  it('upgrades a v1 database, keeping its runs and records, and adds summaries', async () => {
    const { openDB } = await import('idb');
    const name = `results-upgrade-${++n}`;
    const v1 = await openDB(name, 1, {
      upgrade(db) {
        db.createObjectStore('runs', { keyPath: 'id' });
        const records = db.createObjectStore('records', { keyPath: ['run_id', 'sample_id'] });
        records.createIndex('by_run', 'run_id');
        db.createObjectStore('datasets', { keyPath: 'key' });
      },
    });
    const log = makeRun('old', reference);
    const { records, ...header } = log;
    await v1.put('runs', header);
    for (const [seq, r] of records.entries()) await v1.put('records', { ...r, run_id: 'old', seq });
    v1.close();
    const db = await openStore({ name });
    opened.push(db);
    expect(db.version).toBe(DB_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual(['datasets', 'records', 'runs', 'summaries']);
    expect(await getRun(db, 'old')).toEqual(log);
    const [listing] = await listRunsWithSummaries(db);
    expect(listing?.summary).toBeNull();
    expect(listing?.fresh).toBe(false);
  });
});
