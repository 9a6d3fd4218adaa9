/// <reference lib="dom" />
// The IndexedDB Recorder against fake-indexeddb: begin opens the run as running with
// what is stored, append keeps the record rule (a redo keeps its seq), finish writes the end.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunLog } from '../../src/core/run/log.ts';
import type { SampleRecord } from '../../src/core/run/types.ts';
import { appendRecord, getRun, openStore, putRun, type Store } from '../../src/storage/index.ts';
import { newRunRecorder, storedRunRecorder } from '../../src/storage/recorder.ts';
import type { StoredRun } from '../../src/storage/schema.ts';
import { testLog } from '../run/spec.ts';

let n = 0;
const opened: Store[] = [];

async function fresh(): Promise<Store> {
  const db = await openStore({ name: `stepbench-recorder-${++n}` });
  opened.push(db);
  return db;
}

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

function record(sample_id: string, engine_error: string | null = null): SampleRecord {
  const right = engine_error === null;
  return {
    sample_id, gold: { q1: true, q2: true, q3: -1 }, attempts: [],
    answer: right ? { q1: true, q2: true, q3: -1 } : { q1: null, q2: null, q3: null },
    correct: { q1: right, q2: right, q3: right }, engine_error, finished_at: '2026-01-01T00:00:01.000Z',
  };
}

let tick = 0;
const timestamp = (): string => `2026-01-02T00:00:${String(++tick).padStart(2, '0')}.000Z`;

async function seqs(db: Store, runId: string): Promise<Record<string, number>> {
  const stored = await db.getAllFromIndex('records', 'by_run', runId);
  return Object.fromEntries(stored.map((r) => [r.sample_id, r.seq]));
}

describe('newRunRecorder', () => {
  it('begin stores the header as running, without records, and returns it', async () => {
    const db = await fresh();
    const headers: StoredRun[] = [];
    const log: RunLog = { ...testLog(undefined, 'r-new'), status: 'paused', stop_reason: 'old', stop_hint: 'old hint' };
    const rec = newRunRecorder(db, log, { timestamp, onHeader: (h) => headers.push(h) });
    const begun = await rec.begin();
    expect(begun).toMatchObject({ id: 'r-new', status: 'running', stop_reason: null, stop_hint: null, records: [] });
    expect(begun.updated_at).toMatch(/^2026-01-02/);
    expect(headers).toHaveLength(1);
    expect('records' in headers[0]!).toBe(false);
    expect(await getRun(db, 'r-new')).toEqual(begun);
  });

  it('append keeps one record per sample; a redo keeps its seq and place', async () => {
    const db = await fresh();
    const rec = newRunRecorder(db, testLog(undefined, 'r1'), { timestamp });
    await rec.begin();
    await rec.append(record('a', 'network: dropped'));
    await rec.append(record('b'));
    await rec.append(record('c'));
    expect(await seqs(db, 'r1')).toEqual({ a: 0, b: 1, c: 2 });
    await rec.append(record('a'));
    await rec.append(record('d'));
    expect(await seqs(db, 'r1')).toEqual({ a: 0, b: 1, c: 2, d: 3 });
    const log = await getRun(db, 'r1');
    expect(log?.records).toEqual([record('a'), record('b'), record('c'), record('d')]);
  });

  it('finish writes status, stop_reason and stop_hint, keeping the records', async () => {
    const db = await fresh();
    const headers: StoredRun[] = [];
    const rec = newRunRecorder(db, testLog(undefined, 'r2'), { timestamp, onHeader: (h) => headers.push(h) });
    const begun = await rec.begin();
    await rec.append(record('a'));
    await rec.finish({ status: 'failed', stop_reason: 'unreachable: nothing at http://h', stop_hint: 'is the server running?' });
    const log = await getRun(db, 'r2');
    expect(log).toMatchObject({ status: 'failed', stop_reason: 'unreachable: nothing at http://h', stop_hint: 'is the server running?', records: [record('a')] });
    expect(log!.updated_at > begun.updated_at).toBe(true);
    expect(log!.spec).toEqual(begun.spec);
    expect(headers.map((h) => h.status)).toEqual(['running', 'failed']);
  });

  it('append and finish before begin are refused', async () => {
    const db = await fresh();
    const rec = newRunRecorder(db, testLog(undefined, 'r3'));
    await expect(rec.append(record('a'))).rejects.toThrow(/not begun/);
    await expect(rec.finish({ status: 'complete', stop_reason: null, stop_hint: null })).rejects.toThrow(/not begun/);
    expect(await getRun(db, 'r3')).toBeUndefined();
  });
});

describe('storedRunRecorder', () => {
  it('begin reopens a stored run as running with its records in order', async () => {
    const db = await fresh();
    await putRun(db, { ...testLog(undefined, 'r4'), status: 'paused', stop_reason: 'paused by the user' });
    await appendRecord(db, 'r4', record('b'));
    await appendRecord(db, 'r4', record('a', 'timeout: slow'));
    const rec = storedRunRecorder(db, 'r4', { timestamp });
    const begun = await rec.begin();
    expect(begun).toMatchObject({ id: 'r4', status: 'running', stop_reason: null, stop_hint: null });
    expect(begun.records).toEqual([record('b'), record('a', 'timeout: slow')]);
    expect((await getRun(db, 'r4'))?.status).toBe('running');
    // The resume redoes 'a': it stays second.
    await rec.append(record('a'));
    await rec.append(record('c'));
    await rec.finish({ status: 'complete', stop_reason: null, stop_hint: null });
    const log = await getRun(db, 'r4');
    expect(log?.records.map((r) => [r.sample_id, r.engine_error])).toEqual([['b', null], ['a', null], ['c', null]]);
    expect(await seqs(db, 'r4')).toEqual({ b: 0, a: 1, c: 2 });
    expect(log).toMatchObject({ status: 'complete', stop_reason: null, stop_hint: null });
  });

  it('a run that is not stored is refused by name, and nothing is written', async () => {
    const db = await fresh();
    await expect(storedRunRecorder(db, 'ghost').begin()).rejects.toThrow('no run ghost');
    expect(await getRun(db, 'ghost')).toBeUndefined();
  });
});
