// Cached per-run metrics summaries (the `summaries` store, v2) and whole-run writes.
// The results list reads run headers, record counts and summaries: never the records.
// A summary is recomputed (elsewhere, off the main thread) when it is stale.
import type { RunLog } from '../core/run/log.ts';
import type { Store } from './db.ts';
import { recordRange } from './runs.ts';
import type { RunSummary, StoredRecord, StoredSummary } from './schema.ts';

/** Bump when the stored summary's shape or meaning changes: older summaries become stale. */
export const SUMMARY_VERSION = 3;

/** A run's header with its record count, and its cached summary (fresh or not) if any. */
export interface RunListing {
  run: RunSummary;
  summary: StoredSummary | null;
  /** The summary matches the run as stored now. */
  fresh: boolean;
}

export function isFresh(summary: StoredSummary | undefined | null, run: Pick<RunSummary, 'record_count' | 'updated_at'>): boolean {
  return !!summary && summary.version === SUMMARY_VERSION && summary.record_count === run.record_count && summary.updated_at === run.updated_at;
}

/** Approximate size of a run as JSON (characters, ≈ bytes for ASCII-heavy logs). */
export function approxRunBytes(log: RunLog): number {
  const { records, ...header } = log;
  let bytes = JSON.stringify(header).length + 2;
  for (const r of records) bytes += JSON.stringify(r).length + 1;
  return bytes;
}

export function getSummary(db: Store, runId: string): Promise<StoredSummary | undefined> {
  return db.get('summaries', runId);
}

export async function putSummary(db: Store, summary: StoredSummary): Promise<void> {
  await db.put('summaries', summary);
}

export async function deleteSummary(db: Store, runId: string): Promise<void> {
  await db.delete('summaries', runId);
}

/**
 * Every run (newest first) with its record count and cached summary, in one read-only
 * transaction. Record counts come from the index (no record is read).
 */
export async function listRunsWithSummaries(db: Store): Promise<RunListing[]> {
  const tx = db.transaction(['runs', 'records', 'summaries'], 'readonly');
  const byRun = tx.objectStore('records').index('by_run');
  const [runs, summaries] = await Promise.all([tx.objectStore('runs').getAll(), tx.objectStore('summaries').getAll()]);
  const counts = await Promise.all(runs.map((r) => byRun.count(r.id)));
  await tx.done;
  const byId = new Map(summaries.map((s) => [s.run_id, s]));
  return runs
    .map((r, i): RunListing => {
      const run: RunSummary = { ...r, record_count: counts[i] ?? 0 };
      const summary = byId.get(r.id) ?? null;
      return { run, summary, fresh: isFresh(summary, run) };
    })
    .sort((a, b) => (a.run.created_at < b.run.created_at ? 1 : a.run.created_at > b.run.created_at ? -1 : 0));
}

export class RunExistsError extends Error {
  constructor(readonly ids: string[]) {
    super(`a run with id ${ids.join(', ')} already exists`);
    this.name = 'RunExistsError';
  }
}

/**
 * Writes whole runs (an import) in ONE transaction: all of them or, on any failure, none.
 * A run whose id exists is refused (RunExistsError, nothing written) unless `replace`,
 * which swaps its header and records and drops its old summary.
 */
export async function importRuns(db: Store, logs: readonly RunLog[], options: { replace: boolean }): Promise<void> {
  const tx = db.transaction(['runs', 'records', 'summaries'], 'readwrite');
  const runs = tx.objectStore('runs');
  const records = tx.objectStore('records');
  const summaries = tx.objectStore('summaries');
  try {
    const existing = (await Promise.all(logs.map((l) => runs.getKey(l.id)))).filter((k): k is string => k !== undefined);
    if (existing.length > 0 && !options.replace) throw new RunExistsError(existing);
    const writes: Promise<unknown>[] = [];
    for (const log of logs) {
      const { records: list, ...header } = log;
      writes.push(records.delete(recordRange(log.id)), summaries.delete(log.id), runs.put(header));
      list.forEach((r, seq) => {
        const stored: StoredRecord = { ...r, run_id: log.id, seq };
        writes.push(records.put(stored));
      });
    }
    await Promise.all(writes);
    await tx.done;
  } catch (err) {
    try {
      tx.abort();
    } catch {
      // already finished or aborted
    }
    await tx.done.catch(() => undefined);
    throw err;
  }
}

/** Deletes a run, its records and its summary in one transaction. */
export async function deleteRunWithSummary(db: Store, id: string): Promise<void> {
  const tx = db.transaction(['runs', 'records', 'summaries'], 'readwrite');
  await Promise.all([
    tx.objectStore('runs').delete(id),
    tx.objectStore('records').delete(recordRange(id)),
    tx.objectStore('summaries').delete(id),
    tx.done,
  ]);
}
