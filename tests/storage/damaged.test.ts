/// <reference lib="dom" />
// One bad stored entry never hides the good runs (issue 17): a garbage run header and a
// garbage cached summary are listed as damaged, exportable raw and deletable, while every
// good run stays listed and its metrics are (re)computed. Also: failures said in words.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkSummary, committed, DatabaseTooNewError, DB_VERSION, getSummary, listRuns, openStore, readRunList, sealSummary, storageError,
  SUMMARY_VERSION, type Store, type StoredSummary,
} from '../../src/storage/index.ts';
import { importRuns } from '../../src/storage/summaries.ts';
import { createResultsService } from '../../workers/results/service.ts';
import { makeRun, reference } from '../results-ui/helpers.ts';

let n = 0;
const opened: Store[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

async function withGoodRuns(): Promise<{ db: Store; api: ReturnType<typeof createResultsService> }> {
  const db = await openStore({ name: `damaged-${++n}` });
  opened.push(db);
  await importRuns(db, [makeRun('a', reference, '2026-01-01T00:00:00.000Z'), makeRun('b', reference, '2026-01-02T00:00:00.000Z')], { replace: false });
  return { db, api: createResultsService(async () => db) };
}

/** Writes around the app's own code, as a corrupted store or another program would. */
async function rawPut(db: Store, store: 'runs' | 'summaries' | 'records', value: unknown): Promise<void> {
  const tx = (db as unknown as IDBPStoreLike).transaction(store, 'readwrite');
  await tx.objectStore(store).put(value);
  await tx.done;
}
interface IDBPStoreLike { transaction(s: string, m: string): { objectStore(s: string): { put(v: unknown): Promise<unknown> }; done: Promise<void> } }

describe('damaged entries', () => {
  it('a garbage header and a garbage summary are listed as damaged; every good run is listed and usable', async () => {
    const { db, api } = await withGoodRuns();
    await api.summary('a');
    await rawPut(db, 'runs', { id: 'garbage', status: 42, spec: 'nope' });
    await rawPut(db, 'runs', { id: 7, hello: 'a number key' });
    await rawPut(db, 'summaries', { run_id: 'b', version: SUMMARY_VERSION, metrics: 'garbage' });

    const { listings, damaged } = await readRunList(db);
    expect(listings.map((l) => l.run.id)).toEqual(['b', 'a']);
    expect(listings.find((l) => l.run.id === 'a')?.fresh).toBe(true);
    expect(listings.find((l) => l.run.id === 'b')?.summary).toBeNull();
    expect(damaged.map((d) => [d.store, d.label])).toEqual([['runs', '7'], ['runs', 'garbage'], ['summaries', 'b']]);
    expect(damaged.find((d) => d.label === 'garbage')?.problem).toMatch(/status|spec|version/);
    expect((await listRuns(db)).map((r) => r.id)).toEqual(['b', 'a']);

    // The good run with the bad summary: its metrics are computed again, and the bad one replaced.
    expect((await api.summary('b')).metrics?.sets.canonical?.accuracy.q1.overall.rate).toBe(1);
    expect((await readRunList(db)).damaged.map((d) => d.label)).toEqual(['7', 'garbage']);

    // Export raw holds exactly what is stored; delete removes only the damaged entry.
    expect(JSON.parse(await api.exportRaw('runs', 'garbage'))).toMatchObject({ header: { id: 'garbage', status: 42, spec: 'nope' }, records: [] });
    await api.deleteDamaged('runs', 'garbage');
    await api.deleteDamaged('runs', 7);
    expect((await readRunList(db)).damaged).toEqual([]);
    expect((await listRuns(db)).map((r) => r.id)).toEqual(['b', 'a']);
  });

  it('a summary changed after it was computed fails its checksum; an older version is stale, not damaged', async () => {
    const { db, api } = await withGoodRuns();
    const good = await api.summary('a');
    expect(checkSummary(good, 'a', SUMMARY_VERSION).ok).toBe(true);
    const tampered = structuredClone(good) as StoredSummary;
    tampered.metrics!.samples = 999;
    await rawPut(db, 'summaries', tampered);
    expect(await getSummary(db, 'a')).toBeUndefined();
    expect((await readRunList(db)).damaged[0]).toMatchObject({ store: 'summaries', label: 'a', problem: expect.stringContaining('checksum') });
    // Another version's summary, even with garbage in it: stale, never shown, not damaged.
    const older = { ...sealSummary({ ...good, version: SUMMARY_VERSION - 1 }), metrics: 'another shape' };
    await rawPut(db, 'summaries', older);
    const { listings, damaged } = await readRunList(db);
    expect(damaged).toEqual([]);
    expect(listings.find((l) => l.run.id === 'a')).toMatchObject({ fresh: false, summary: null });
    expect(await getSummary(db, 'a')).toBeUndefined();
  });

  it('a damaged record makes its run damaged (reported, never scored), exportable raw and deletable', async () => {
    const { db, api } = await withGoodRuns();
    await rawPut(db, 'records', { run_id: 'a', sample_id: 'zzz', seq: 999, attempts: 'garbage' });
    const s = await api.summary('a');
    expect(s.metrics).toBeNull();
    expect(s.damaged).toMatch(/^its stored records are damaged: records\[\d+\]/);
    expect(s.error).toBe(s.damaged);
    expect(JSON.parse(await api.exportRaw('runs', 'a')).records.some((r: { sample_id: string }) => r.sample_id === 'zzz')).toBe(true);
    await api.deleteDamaged('runs', 'a');
    expect((await listRuns(db)).map((r) => r.id)).toEqual(['b']);
    expect(await db.count('records')).toBe(36);
  });
});

describe('failures in words', () => {
  it('an empty QuotaExceededError (or the legacy code 22) is "storage is full" with the usage, or says the figures are unknown', () => {
    const quota = new DOMException('', 'QuotaExceededError');
    expect(storageError(quota, { usage: 950e6, quota: 1000e6, persisted: false }).message).toBe('storage is full: 950 MB used of 1,000 MB, free space and resume');
    expect(storageError({ name: 'Error', code: 22, message: '' }, null).message).toBe('storage is full (this browser gives no usage figures), free space and resume');
    const other = storageError(new DOMException('', 'UnknownError'), { usage: 1e6, quota: 2e9, persisted: false });
    expect(other.code).toBe('storage_failed');
    expect(other.message).toContain('UnknownError: no message');
    expect(other.message).toContain('1 MB used of 2,000 MB');
    expect(other.hint).toContain('resume');
  });

  it('an aborted transaction reports its own error (the quota), not the AbortError of its requests', async () => {
    const quota = new DOMException('', 'QuotaExceededError');
    const tx = { done: Promise.reject(quota), error: quota };
    await expect(committed(tx, () => [Promise.reject(new DOMException('', 'AbortError'))])).rejects.toBe(quota);
  });

  it('a database from a newer version says what happened and what to do', async () => {
    const name = `newer-${++n}`;
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open(name, DB_VERSION + 3);
      open.onsuccess = () => { open.result.close(); resolve(); };
      open.onerror = () => reject(open.error);
    });
    const err = await openStore({ name }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DatabaseTooNewError);
    expect((err as Error).message).toContain(`storage layout ${DB_VERSION + 3}; this version reads up to ${DB_VERSION}`);
    expect((err as Error).message).toMatch(/rolled back/);
    expect((err as Error).message).toMatch(/Nothing was changed or deleted/);
  });
});
