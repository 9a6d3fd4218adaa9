// The browser's Recorder: a run in IndexedDB, each record in its own awaited
// transaction the moment its sample finishes (a reload loses at most the samples in
// flight). appendRecord keeps the record rule: a redo replaces the sample's record and
// keeps its `seq`, so the order is the order samples were first recorded.
//
// A failed write (a full disk, a quota, a closed database) comes back as a StorageError
// that says how much is used of how much and what to do, so the run ends `failed` with a
// reason instead of a bare "Failed".
import type { Recorder, RunEnd, RunLog } from '../core/run/index.ts';
import type { Store } from './db.ts';
import { writing } from './failure.ts';
import type { StorageEstimate } from './quota.ts';
import { appendRecord, committed, getRun } from './runs.ts';
import type { StoredRun } from './schema.ts';

export interface IdbRecorderOptions {
  timestamp?: () => string;
  /** Told after every header write (the run worker keeps its copy in step). */
  onHeader?: (header: StoredRun) => void;
  /** The origin's usage and quota for a failure's message (tests inject it; default navigator.storage.estimate). */
  estimate?: () => Promise<StorageEstimate | null>;
}

/** A new run: begin() stores its header (no records yet). */
export function newRunRecorder(db: Store, log: RunLog, options: IdbRecorderOptions = {}): Recorder {
  return recorder(db, async () => log, options);
}

/** A stored run to continue: begin() reads it with its records. */
export function storedRunRecorder(db: Store, runId: string, options: IdbRecorderOptions = {}): Recorder {
  return recorder(db, async () => {
    const log = await getRun(db, runId);
    if (!log) throw new Error(`no run ${runId} in this browser`);
    return log;
  }, options);
}

function recorder(db: Store, load: () => Promise<RunLog>, options: IdbRecorderOptions): Recorder {
  const timestamp = options.timestamp ?? (() => new Date().toISOString());
  let header: StoredRun | null = null;
  const write = async (next: StoredRun): Promise<void> => {
    const tx = db.transaction('runs', 'readwrite');
    await committed(tx, () => [tx.store.put(next)]);
    header = next;
    options.onHeader?.(next);
  };
  return {
    async begin() {
      const log = await writing(load, options.estimate);
      const { records, ...rest } = log;
      await writing(() => write({ ...rest, status: 'running', stop_reason: null, stop_hint: null, updated_at: timestamp() }), options.estimate);
      return { ...(header as StoredRun), records };
    },
    async append(record) {
      if (!header) throw new Error('the run was not begun');
      const id = header.id;
      await writing(() => appendRecord(db, id, record), options.estimate);
    },
    async finish(end: RunEnd) {
      if (!header) throw new Error('the run was not begun');
      const mine = header;
      await writing(async () => {
        // Only the end is ours to write: a name or note given meanwhile is kept, and a run
        // deleted meanwhile is not brought back.
        const stored = await db.get('runs', mine.id);
        if (!stored) throw new Error(`the run ${mine.id} was deleted while it was running; its end was not saved`);
        await write({ ...stored, status: end.status, stop_reason: end.stop_reason, stop_hint: end.stop_hint, updated_at: timestamp() });
      }, options.estimate);
    },
  };
}
