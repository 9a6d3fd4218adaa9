// Runs and their per-sample records. A record is written in its own awaited
// transaction, so a reload loses at most the sample in flight.
import type { RunLog } from '../core/run/log.ts';
import type { SampleRecord } from '../core/run/types.ts';
import type { Store } from './db.ts';
import type { RunSummary, StoredRecord, StoredRun } from './schema.ts';
import { checkHeader, keyLabel, type DamagedEntry } from './validate.ts';

/** All keys [runId, *] of the records store ([id] < [id, anything] < [id, []]). */
export function recordRange(runId: IDBValidKey): IDBKeyRange {
  return IDBKeyRange.bound([runId], [runId, []]);
}

/**
 * Waits for a write transaction. When it aborts, its own error is the cause (a
 * QuotaExceededError), not the AbortError its requests report.
 */
export async function committed(tx: { done: Promise<void>; error: DOMException | null }, work: () => Promise<unknown>[]): Promise<void> {
  try {
    await Promise.all([...work(), tx.done]);
  } catch (err) {
    tx.done.catch(() => undefined);
    throw tx.error ?? err;
  }
}

/** Saves a run's header (creates it or replaces it); records are not touched. */
export async function putRun(db: Store, run: StoredRun | RunLog): Promise<void> {
  const { records: _records, ...header } = run as RunLog;
  const tx = db.transaction('runs', 'readwrite');
  await committed(tx, () => [tx.store.put(header)]);
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
  await committed(tx, () => [records.put(stored)]);
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

/** Every stored header that validates, with its key; the others as damaged entries. */
export async function readHeaders(db: Store): Promise<{ headers: StoredRun[]; damaged: DamagedEntry[] }> {
  const tx = db.transaction('runs', 'readonly');
  // Keys and values of one store in one transaction come in the same (key) order.
  const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll() as Promise<unknown[]>, tx.done]);
  const headers: StoredRun[] = [];
  const damaged: DamagedEntry[] = [];
  keys.forEach((key, i) => {
    const checked = checkHeader(values[i], key);
    if (checked.ok) headers.push(checked.header);
    else damaged.push({ store: 'runs', key, label: keyLabel(key), problem: checked.problem });
  });
  return { headers, damaged };
}

/** Every good run's header with its record count, newest first (damaged headers are left out: see readHeaders). */
export async function listRuns(db: Store): Promise<RunSummary[]> {
  const { headers } = await readHeaders(db);
  const tx = db.transaction('records', 'readonly');
  const byRun = tx.store.index('by_run');
  const counts = await Promise.all(headers.map((r) => byRun.count(r.id)));
  await tx.done;
  return headers
    .map((r, i) => ({ ...r, record_count: counts[i] ?? 0 }))
    .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
}

/** Deletes a run and all its records in one transaction. */
export async function deleteRun(db: Store, id: string): Promise<void> {
  const tx = db.transaction(['runs', 'records'], 'readwrite');
  await committed(tx, () => [tx.objectStore('runs').delete(id), tx.objectStore('records').delete(recordRange(id))]);
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
  await committed(tx, () => [tx.store.put(next)]);
  return next;
}
