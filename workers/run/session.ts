// One run going on in the worker: held under a Web Lock (so other tabs know it is
// alive), executed through the IndexedDB Recorder by core's executeRun, watched by a
// LiveView that posts throttled snapshots. Ends with a `finished` event and a phase.
import type { Sample } from '../../src/core/dataset/index.ts';
import { executeRun, type Engine, type Recorder, type RunEnd } from '../../src/core/run/index.ts';
import { ServiceError } from '../rpc.ts';
import type { Phase, RunEvent, RunInfo, Snapshot } from './protocol.ts';
import { runLockName } from './protocol.ts';
import { LiveView } from './snapshots.ts';

export interface LockManagerLike {
  request(name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<unknown>): Promise<unknown>;
}

export interface Session {
  runId: string;
  info: RunInfo;
  recorder: Recorder;
  selected: Sample[];
  engine: Engine;
  concurrency: number;
  controller: AbortController;
  cancelled: () => boolean;
}

export interface SessionEnv {
  post: (event: RunEvent) => void;
  locks: LockManagerLike | null;
  snapshotMs: number;
  now: () => number;
}

export async function runSession(s: Session, env: SessionEnv): Promise<RunEnd> {
  const phase = (p: Phase, message: string | null = null, hint: string | null = null): void => env.post({ type: 'phase', phase: p, run: s.info, message, hint });
  const body = async (): Promise<RunEnd> => {
    const post = (snapshot: Snapshot): void => env.post({ type: 'snapshot', runId: s.runId, snapshot });
    // Made in onBegin, from what the recorder has stored; executeRun only returns after it.
    let view: LiveView | null = null;
    // When the end itself cannot be stored (the disk that stopped the run is still full),
    // the run still ends: the view says how, and the page repairs the header later.
    let unsaved: string | null = null;
    const recorder: Recorder = {
      begin: () => s.recorder.begin(),
      append: (record) => s.recorder.append(record),
      finish: (end) => s.recorder.finish(end).catch((err: unknown) => {
        unsaved = err instanceof Error && err.message !== '' ? err.message : String((err as { name?: unknown } | null)?.name ?? err);
      }),
    };
    try {
      const { end } = await executeRun({
        recorder, samples: s.selected, engine: s.engine, concurrency: s.concurrency, signal: s.controller.signal,
        cancelled: s.cancelled, now: env.now,
        onBegin: (log) => {
          view = new LiveView(s.selected, log.records, post, { intervalMs: env.snapshotMs, now: env.now });
          phase('running');
          post(view.snapshot());
        },
        onRecord: (r) => view?.record(r),
        onProgress: (p) => view?.progress(p),
      });
      const live = view as unknown as LiveView;
      live.close();
      env.post({ type: 'finished', runId: s.runId, end, snapshot: live.snapshot(), unsaved });
      const reason = unsaved === null ? end.stop_reason : `${end.stop_reason ?? end.status} (this end could not be saved yet: ${unsaved}; it is written when storage works again)`;
      phase(end.status, reason, end.stop_hint);
      return end;
    } finally {
      (view as LiveView | null)?.close();
    }
  };
  if (!env.locks) return body();
  let result: RunEnd | null = null;
  await env.locks.request(runLockName(s.runId), { ifAvailable: true }, async (lock) => {
    if (lock === null) throw new ServiceError('RunBusy', 'elsewhere', 'this run is going on in another tab');
    result = await body();
  });
  return result as unknown as RunEnd;
}
