// The browser's Recorder: a run in IndexedDB, each record in its own awaited
// transaction the moment its sample finishes (a reload loses at most the samples in
// flight). appendRecord keeps the record rule: a redo replaces the sample's record and
// keeps its `seq`, so the order is the order samples were first recorded.
import type { Recorder, RunEnd, RunLog } from '../core/run/index.ts';
import type { Store } from './db.ts';
import { appendRecord, getRun, putRun } from './runs.ts';
import type { StoredRun } from './schema.ts';

export interface IdbRecorderOptions {
  timestamp?: () => string;
  /** Told after every header write (the run worker keeps its copy in step). */
  onHeader?: (header: StoredRun) => void;
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
    await putRun(db, next);
    header = next;
    options.onHeader?.(next);
  };
  return {
    async begin() {
      const log = await load();
      const { records, ...rest } = log;
      await write({ ...rest, status: 'running', stop_reason: null, stop_hint: null, updated_at: timestamp() });
      return { ...(header as StoredRun), records };
    },
    async append(record) {
      if (!header) throw new Error('the run was not begun');
      await appendRecord(db, header.id, record);
    },
    async finish(end: RunEnd) {
      if (!header) throw new Error('the run was not begun');
      await write({ ...header, status: end.status, stop_reason: end.stop_reason, stop_hint: end.stop_hint, updated_at: timestamp() });
    },
  };
}
