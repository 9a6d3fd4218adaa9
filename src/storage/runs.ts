// Runs and their per-sample records. A record is written in its own awaited
// transaction, so a reload loses at most the sample in flight.
import type { RunLog } from '../core/run/log.ts';
import type { SampleRecord } from '../core/run/types.ts';
import type { Store } from './db.ts';
import type { RunSummary, StoredRecord, StoredRun } from './schema.ts';

/** All keys [runId, *] of the records store ([id] < [id, anything] < [id, []]). */
export function recordRange(runId: string): IDBKeyRange {
  return IDBKeyRange.bound([runId], [runId, []]);
}

/** Saves a run's header (creates it or replaces it); records are not touched. */
export async function putRun(db: Store, run: StoredRun | RunLog): Promise<void> {
  const { records: _records, ...header } = run as RunLog;
  await db.put('runs', header);
}

/**
 * Saves one sample's record. A later record for the same sample (a redo after an
 * engine error) replaces the earlier one but keeps its place in the order.
 */
export async function appendRecord(db: Store, runId: string, record: SampleRecord): Promise<void> {
  const tx = db.transaction(['runs', 'records'], 'readwrite');
  const records = tx.objectStore('records');
  const [run, existing, count] = await Promise.all([
    tx.objectStore('runs').get(runId),
    records.get([runId, record.sample_id]),
    records.index('by_run').count(runId),
  ]);
  if (!run) {
    tx.abort();
    await tx.done.catch(() => undefined);
    throw new Error(`appendRecord: no run with id ${runId}`);
  }
  const stored: StoredRecord = { ...record, run_id: runId, seq: existing?.seq ?? count };
  await Promise.all([records.put(stored), tx.done]);
}

/** The run with its records in the order they were first saved, or undefined. */
export async function getRun(db: Store, id: string): Promise<RunLog | undefined> {
  const tx = db.transaction(['runs', 'records'], 'readonly');
  const [run, stored] = await Promise.all([
    tx.objectStore('runs').get(id),
    tx.objectStore('records').index('by_run').getAll(id),
    tx.done,
  ]);
  if (!run) return undefined;
  stored.sort((a, b) => a.seq - b.seq);
  const records: SampleRecord[] = stored.map(({ run_id: _r, seq: _s, ...record }) => record);
  return { ...run, records };
}

/** Every run's header with its record count, newest first. */
export async function listRuns(db: Store): Promise<RunSummary[]> {
  const tx = db.transaction(['runs', 'records'], 'readonly');
  const runs = await tx.objectStore('runs').getAll();
  const byRun = tx.objectStore('records').index('by_run');
  const counts = await Promise.all(runs.map((r) => byRun.count(r.id)));
  await tx.done;
  return runs
    .map((r, i) => ({ ...r, record_count: counts[i] ?? 0 }))
    .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
}

/** Deletes a run and all its records in one transaction. */
export async function deleteRun(db: Store, id: string): Promise<void> {
  const tx = db.transaction(['runs', 'records'], 'readwrite');
  await Promise.all([tx.objectStore('runs').delete(id), tx.objectStore('records').delete(recordRange(id)), tx.done]);
}

/**
 * Gives a run a name and a note. Only the header changes, and not its updated_at: the
 * records and the metrics computed from them are the same, so the cached summary stays fresh.
 */
export async function setRunMeta(db: Store, id: string, meta: { name: string | null; note: string | null }): Promise<StoredRun> {
  const tx = db.transaction('runs', 'readwrite');
  const run = await tx.store.get(id);
  if (!run) {
    tx.abort();
    await tx.done.catch(() => undefined);
    throw new Error(`no stored run with id ${id}`);
  }
  const clean = (v: string | null, max: number): string | null => {
    const t = v?.trim() ?? '';
    return t === '' ? null : t.slice(0, max);
  };
  const next: StoredRun = { ...run, name: clean(meta.name, 200), note: clean(meta.note, 10_000) };
  await Promise.all([tx.store.put(next), tx.done]);
  return next;
}
