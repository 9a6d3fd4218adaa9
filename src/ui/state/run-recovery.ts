// Finding runs that did not finish. A run whose status is still 'running' while no
// tab holds its lock was interrupted (tab closed, reload, crash): it is marked
// paused ("interrupted") and offered for resume — or, when its end could not be stored
// at the time (a full disk), marked as it really ended. Nothing resumes by itself.
import type { RunStatus } from '../../core/run/log.ts';
import type { RunEnd } from '../../core/run/index.ts';
import { listRuns, putRun, type RunSummary, type Store } from '../../storage/index.ts';
import { runLockName } from '../workers/run-client.ts';

export const INTERRUPTED = 'interrupted: the page was closed or reloaded during the run';

export interface UnfinishedRun {
  id: string;
  status: RunStatus;
  stop_reason: string | null;
  engine: string;
  model: string;
  base_url: string | null;
  set: string;
  limit: number | null;
  k: number;
  recorded: number;
  created_at: string;
  /** Still going in another tab (its lock is held there). */
  elsewhere: boolean;
}

export interface RecoveryOptions {
  /** Names of locks held anywhere in this browser (navigator.locks.query()). */
  heldLocks: ReadonlySet<string>;
  /** The run this tab is running right now, if any. */
  activeRunId: string | null;
  now: string;
  /** How runs ended whose end could not be stored at the time (unsavedEnds()); written here instead of "interrupted". */
  unsavedEnds?: ReadonlyMap<string, RunEnd>;
  /** Told when a kept end has been written (or its run is gone), so it is forgotten. */
  onRepaired?: (runId: string) => void;
}

function toUnfinished(r: RunSummary, elsewhere: boolean): UnfinishedRun {
  return {
    id: r.id, status: r.status, stop_reason: r.stop_reason, engine: r.spec.engine.kind, model: r.spec.engine.model,
    base_url: r.spec.engine.base_url ?? null, set: r.spec.set, limit: r.spec.limit, k: r.spec.decoding.k,
    recorded: r.record_count, created_at: r.created_at, elsewhere,
  };
}

/** Unfinished runs, newest first; interrupted ones are marked paused in the store. */
export async function findUnfinished(store: Store, options: RecoveryOptions): Promise<UnfinishedRun[]> {
  const out: UnfinishedRun[] = [];
  const runs = await listRuns(store);
  for (const id of options.unsavedEnds?.keys() ?? []) {
    // The kept end's run is gone, or its header already says how it ended.
    if (!runs.some((r) => r.id === id && r.status === 'running')) options.onRepaired?.(id);
  }
  for (const run of runs) {
    if (run.id === options.activeRunId) continue;
    if (run.status === 'running') {
      if (options.heldLocks.has(runLockName(run.id))) {
        out.push(toUnfinished(run, true));
        continue;
      }
      const { record_count: _count, ...header } = run;
      // A run whose end could not be stored ended as the page was told; any other was interrupted.
      const kept = options.unsavedEnds?.get(run.id);
      const ended = kept
        ? { ...header, status: kept.status, stop_reason: kept.stop_reason, stop_hint: kept.stop_hint, updated_at: options.now }
        : { ...header, status: 'paused' as const, stop_reason: INTERRUPTED, updated_at: options.now };
      try {
        await putRun(store, ended);
        if (kept) options.onRepaired?.(run.id);
      } catch {
        // Storage still refuses writes: offered as it ended all the same, written next time.
      }
      if (ended.status !== 'complete' && ended.status !== 'cancelled') out.push(toUnfinished({ ...ended, record_count: run.record_count }, false));
    } else if (run.status === 'paused' || run.status === 'failed' || run.status === 'error') {
      out.push(toUnfinished(run, false));
    }
  }
  return out;
}

const UNSAVED = 'stepbench:unsaved-end:';

/** Keeps a run's end the worker could not store (localStorage: a separate, small allowance). */
export function keepUnsavedEnd(runId: string, end: RunEnd, store: Storage | null = localStore()): void {
  try {
    store?.setItem(UNSAVED + runId, JSON.stringify(end));
  } catch {
    // Nowhere to keep it: the run is found "interrupted" next time, and stays resumable.
  }
}

export function forgetUnsavedEnd(runId: string, store: Storage | null = localStore()): void {
  try {
    store?.removeItem(UNSAVED + runId);
  } catch {
    // nothing to do
  }
}

/** Every kept end, by run id (malformed entries are skipped). */
export function unsavedEnds(store: Storage | null = localStore()): Map<string, RunEnd> {
  const out = new Map<string, RunEnd>();
  if (!store) return out;
  try {
    for (let i = 0; i < store.length; i++) {
      const name = store.key(i);
      if (!name?.startsWith(UNSAVED)) continue;
      const end = JSON.parse(store.getItem(name) ?? 'null') as Partial<RunEnd> | null;
      if (end && typeof end.status === 'string' && (typeof end.stop_reason === 'string' || end.stop_reason === null)) {
        out.set(name.slice(UNSAVED.length), { status: end.status, stop_reason: end.stop_reason, stop_hint: typeof end.stop_hint === 'string' ? end.stop_hint : null });
      }
    }
  } catch {
    // unreadable storage: nothing kept
  }
  return out;
}

function localStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The page's Web Locks, or null where there are none (then a run has no lock to respect). */
export interface PageLocks {
  request(name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<unknown>): Promise<unknown>;
}

function pageLocks(): PageLocks | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

/**
 * Gives up on an unfinished run: it stays stored (its records count as a partial run) but is
 * no longer offered. Under the run's lock: refused while the run goes on in any tab.
 */
export async function discardRun(store: Store, id: string, now: string, locks: PageLocks | null = pageLocks()): Promise<void> {
  const write = async (): Promise<void> => {
    const full = (await listRuns(store)).find((r) => r.id === id);
    if (!full) return;
    const { record_count: _count, ...header } = full;
    await putRun(store, { ...header, status: 'cancelled', stop_reason: 'cancelled by the user', updated_at: now });
  };
  if (!locks) return write();
  await locks.request(runLockName(id), { ifAvailable: true }, async (lock) => {
    if (lock === null) throw new Error('this run is going on (in this tab or another); pause it there first');
    await write();
  });
}

/** Wall-clock time for stored timestamps. */
export function nowIso(): string {
  return new Date().toISOString();
}

export async function heldLocks(): Promise<Set<string>> {
  try {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) return new Set();
    const { held } = await locks.query();
    return new Set((held ?? []).map((l) => l.name ?? '').filter((n) => n !== ''));
  } catch {
    return new Set();
  }
}
