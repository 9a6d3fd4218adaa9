/// <reference lib="dom" />
// The IndexedDB store, against fake-indexeddb (a spec-following in-memory IndexedDB).
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunLog } from '../../src/core/run/log.ts';
import type { SampleRecord } from '../../src/core/run/types.ts';
import type { CachedDataset, Store } from '../../src/storage/index.ts';
import {
  appendRecord, datasetKey, DB_VERSION, deleteRun, estimateStorage, getDataset, getRun, listDatasetKeys, listRuns,
  MIGRATIONS, openStore, putDataset, putRun, requestPersistence,
} from '../../src/storage/index.ts';

let n = 0;
const opened: Store[] = [];

async function fresh(): Promise<Store> {
  const db = await openStore({ name: `stepbench-test-${++n}` });
  opened.push(db);
  return db;
}

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

function run(id: string, created_at = '2025-01-01T00:00:00.000Z'): RunLog {
  return {
    version: 1,
    id,
    status: 'running',
    created_at,
    updated_at: created_at,
    stop_reason: null,
    // A complete header: listRuns reads back only headers that validate as a run file's.
    spec: {
      dataset: { seed: 1, options: {}, content_hash: 'h' }, engine: { kind: 'reference', model: 'checker' },
      prompt: { template_id: 't', system: 's', instructions: 'i', reminder: 'r', fields: { q1: 'a', q2: 'b', q3: 'c' }, reasoning: false },
      decoding: { temperature: 0, seed: 0, max_tokens: null, k: 1, json_schema: false, thinking: null },
      limit: null, set: 'both',
    },
    provenance: { app_version: '0.1.0', webllm_version: null, gpu_adapter: null, user_agent: 'test' },
    records: [],
  };
}

function record(sample_id: string, engine_error: string | null = null): SampleRecord {
  return {
    sample_id,
    gold: { q1: true, q2: true, q3: -1 },
    attempts: [],
    answer: { q1: true, q2: true, q3: -1 },
    correct: { q1: true, q2: true, q3: true },
    engine_error,
    finished_at: '2025-01-01T00:00:01.000Z',
  } as SampleRecord;
}

describe('schema', () => {
  it('creates runs, records (with by_run), datasets and (v2) summaries', async () => {
    const db = await fresh();
    expect(db.version).toBe(DB_VERSION);
    expect(DB_VERSION).toBe(MIGRATIONS.length);
    expect([...db.objectStoreNames].sort()).toEqual(['datasets', 'records', 'runs', 'summaries']);
    const tx = db.transaction('records');
    expect(tx.store.keyPath).toEqual(['run_id', 'sample_id']);
    expect([...tx.store.indexNames]).toEqual(['by_run']);
    await tx.done;
  });

  it('reopening at the same version keeps the data', async () => {
    const db = await openStore({ name: 'stepbench-reopen' });
    await putRun(db, run('r1'));
    db.close();
    const again = await openStore({ name: 'stepbench-reopen' });
    opened.push(again);
    expect((await getRun(again, 'r1'))?.id).toBe('r1');
  });
});

describe('runs and records', () => {
  it('stores a run header without its records and returns records in first-seen order', async () => {
    const db = await fresh();
    const r = run('r1');
    r.records.push(record('ignored'));
    await putRun(db, r);
    for (const id of ['s3', 's1', 's2']) await appendRecord(db, 'r1', record(id));
    const got = await getRun(db, 'r1');
    expect(got?.records.map((x) => x.sample_id)).toEqual(['s3', 's1', 's2']);
    expect(got?.records[0]).toEqual(record('s3'));
  });

  it('a redo of the same sample replaces it in place', async () => {
    const db = await fresh();
    await putRun(db, run('r1'));
    await appendRecord(db, 'r1', record('a', 'server down'));
    await appendRecord(db, 'r1', record('b'));
    await appendRecord(db, 'r1', record('a'));
    const got = await getRun(db, 'r1');
    expect(got?.records.map((x) => [x.sample_id, x.engine_error])).toEqual([['a', null], ['b', null]]);
  });

  it('refuses a record for an unknown run', async () => {
    const db = await fresh();
    await expect(appendRecord(db, 'nope', record('a'))).rejects.toThrow(/no run/);
  });

  it('lists runs newest first with record counts', async () => {
    const db = await fresh();
    await putRun(db, run('old', '2025-01-01T00:00:00.000Z'));
    await putRun(db, run('new', '2025-02-01T00:00:00.000Z'));
    await appendRecord(db, 'old', record('a'));
    await appendRecord(db, 'old', record('b'));
    const list = await listRuns(db);
    expect(list.map((r) => [r.id, r.record_count])).toEqual([['new', 0], ['old', 2]]);
    expect('records' in list[0]!).toBe(false);
  });

  it('deletes a run with all its records and nothing else', async () => {
    const db = await fresh();
    await putRun(db, run('r1'));
    await putRun(db, run('r10'));
    await appendRecord(db, 'r1', record('a'));
    await appendRecord(db, 'r10', record('a'));
    await deleteRun(db, 'r1');
    expect(await getRun(db, 'r1')).toBeUndefined();
    expect(await db.count('records')).toBe(1);
    expect((await getRun(db, 'r10'))?.records).toHaveLength(1);
  });

  it('getRun of a missing id is undefined', async () => {
    expect(await getRun(await fresh(), 'missing')).toBeUndefined();
  });
});

describe('datasets', () => {
  it('keys by seed and an options hash that ignores key order', () => {
    const a = datasetKey({ seed: 7, train: 0, testPerTraceType: 360 });
    expect(a).toBe(datasetKey({ testPerTraceType: 360, train: 0, seed: 7 }));
    expect(a).not.toBe(datasetKey({ seed: 7, train: 0, testPerTraceType: 10 }));
    expect(a.startsWith('seed7-')).toBe(true);
  });

  it('caches and reads back a dataset', async () => {
    const db = await fresh();
    const key = datasetKey({ seed: 1 });
    const ds: CachedDataset = { key, options: { seed: 1 }, created_at: 'now', manifest: { v: 1 }, train: [], testCanonical: [], testPerturbed: [] };
    await putDataset(db, ds);
    expect(await getDataset(db, key)).toEqual(ds);
    expect(await listDatasetKeys(db)).toEqual([key]);
  });
});

describe('quota', () => {
  it('reports usage, quota and persistence when the browser offers them', async () => {
    const nav = {
      storage: {
        estimate: async () => ({ usage: 10, quota: 100 }),
        persisted: async () => false,
        persist: async () => true,
      },
    } as unknown as Navigator;
    expect(await estimateStorage(nav)).toEqual({ usage: 10, quota: 100, persisted: false });
    expect(await requestPersistence(nav)).toBe(true);
  });

  it('is null / false without a StorageManager', async () => {
    expect(await estimateStorage({} as Navigator)).toBeNull();
    expect(await requestPersistence({} as Navigator)).toBe(false);
  });
});
