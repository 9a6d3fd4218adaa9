// Finding runs that did not finish. A run whose status is still 'running' while no
// tab holds its lock was interrupted (tab closed, reload, crash): it is marked
// paused ("interrupted") and offered for resume. Nothing resumes by itself.
import type { RunStatus } from '../../core/run/log.ts';
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
  for (const run of await listRuns(store)) {
    if (run.id === options.activeRunId) continue;
    if (run.status === 'running') {
      if (options.heldLocks.has(runLockName(run.id))) {
        out.push(toUnfinished(run, true));
        continue;
      }
      const { record_count: _count, ...header } = run;
      const paused = { ...header, status: 'paused' as const, stop_reason: INTERRUPTED, updated_at: options.now };
      await putRun(store, paused);
      out.push(toUnfinished({ ...paused, record_count: run.record_count }, false));
    } else if (run.status === 'paused' || run.status === 'failed' || run.status === 'error') {
      out.push(toUnfinished(run, false));
    }
  }
  return out;
}

/** Gives up on an unfinished run: it stays stored (its records count as a partial run) but is no longer offered. */
export async function discardRun(store: Store, id: string, now: string): Promise<void> {
  const full = (await listRuns(store)).find((r) => r.id === id);
  if (!full) return;
  const { record_count: _count, ...header } = full;
  await putRun(store, { ...header, status: 'cancelled', stop_reason: 'cancelled by the user', updated_at: now });
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
