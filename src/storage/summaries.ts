// Cached per-run metrics summaries (the `summaries` store, v2) and whole-run writes.
// The results list reads run headers, record counts and summaries: never the records.
// A summary is recomputed (elsewhere, off the main thread) when it is stale.
import type { RunLog } from '../core/run/log.ts';
import type { Store } from './db.ts';
import { committed, readHeaders, recordRange } from './runs.ts';
import type { RunSummary, StoredRecord, StoredSummary } from './schema.ts';
import { checkSummary, keyLabel, summaryChecksum, type DamagedEntry } from './validate.ts';

/** Bump when the stored summary's shape or meaning changes: older summaries become stale. v4: `damaged` and `check`. */
export const SUMMARY_VERSION = 4;

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

/** The cached summary if it is one this app computed (a damaged one is as good as none: it is recomputed). */
export async function getSummary(db: Store, runId: string): Promise<StoredSummary | undefined> {
  const value: unknown = await db.get('summaries', runId);
  if (value === undefined) return undefined;
  const checked = checkSummary(value, runId, SUMMARY_VERSION);
  return checked.ok ? (checked.summary ?? undefined) : undefined;
}

/** A summary with its checksum, as putSummary stores it. */
export function sealSummary(summary: Omit<StoredSummary, 'check'>): StoredSummary {
  return { ...summary, check: summaryChecksum(summary) };
}

export async function putSummary(db: Store, summary: Omit<StoredSummary, 'check'>): Promise<StoredSummary> {
  const sealed = sealSummary(summary);
  const tx = db.transaction('summaries', 'readwrite');
  await committed(tx, () => [tx.store.put(sealed)]);
  return sealed;
}

export async function deleteSummary(db: Store, runId: IDBValidKey): Promise<void> {
  await db.delete('summaries', runId as string);
}

/** Good runs (newest first, with record counts and their cached summaries) and every damaged entry. */
export interface RunList {
  listings: RunListing[];
  damaged: DamagedEntry[];
}

/**
 * Every run with its record count and cached summary, and what failed validation: a bad
 * header is listed as damaged (its run left out), a bad summary as damaged and not used
 * (the run's metrics are recomputed). Record counts come from the index (no record is read).
 */
export async function readRunList(db: Store): Promise<RunList> {
  const { headers, damaged } = await readHeaders(db);
  const tx = db.transaction(['records', 'summaries'], 'readonly');
  const byRun = tx.objectStore('records').index('by_run');
  const store = tx.objectStore('summaries');
  const [keys, values, counts] = await Promise.all([
    store.getAllKeys(),
    store.getAll() as Promise<unknown[]>,
    Promise.all(headers.map((r) => byRun.count(r.id))),
  ]);
  await tx.done;
  const byId = new Map<string, StoredSummary>();
  keys.forEach((key, i) => {
    const checked = checkSummary(values[i], key, SUMMARY_VERSION);
    if (checked.ok) {
      if (checked.summary) byId.set(checked.summary.run_id, checked.summary);
    } else damaged.push({ store: 'summaries', key, label: keyLabel(key), problem: checked.problem });
  });
  const listings = headers
    .map((r, i): RunListing => {
      const run: RunSummary = { ...r, record_count: counts[i] ?? 0 };
      const summary = byId.get(r.id) ?? null;
      return { run, summary, fresh: isFresh(summary, run) };
    })
    .sort((a, b) => (a.run.created_at < b.run.created_at ? 1 : a.run.created_at > b.run.created_at ? -1 : 0));
  return { listings, damaged };
}

/** Every good run with its record count and cached summary, newest first (damaged entries: readRunList). */
export async function listRunsWithSummaries(db: Store): Promise<RunListing[]> {
  return (await readRunList(db)).listings;
}

/** A stored entry exactly as it is (header, records, summary), for "export raw" of a damaged run. */
export async function readRaw(db: Store, store: DamagedEntry['store'], key: IDBValidKey): Promise<{ header?: unknown; records?: unknown[]; summary?: unknown }> {
  if (store === 'summaries') return { summary: await db.get('summaries', key as string) };
  const tx = db.transaction(['runs', 'records', 'summaries'], 'readonly');
  const [header, records, summary] = await Promise.all([
    tx.objectStore('runs').get(key as string),
    tx.objectStore('records').getAll(recordRange(key as string)),
    tx.objectStore('summaries').get(key as string),
    tx.done,
  ]);
  return { header, records, summary };
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
    // An abort for lack of space reports AbortError on each request; the cause is the transaction's.
    throw (err instanceof RunExistsError ? null : tx.error) ?? err;
  }
}

/** Deletes a run, its records and its summary in one transaction (any key: a damaged header's too). */
export async function deleteRunWithSummary(db: Store, id: IDBValidKey): Promise<void> {
  const key = id as string;
  const tx = db.transaction(['runs', 'records', 'summaries'], 'readwrite');
  await committed(tx, () => [
    tx.objectStore('runs').delete(key),
    tx.objectStore('records').delete(recordRange(key)),
    tx.objectStore('summaries').delete(key),
  ]);
}
