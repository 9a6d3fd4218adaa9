// One run from start to end through a Recorder: begin, the run loop with every record
// appended as it is made, finish with the status the loop decided. The CLI and the
// run worker both call this, so a run ends the same way wherever it ran.
import type { Sample } from '../dataset/types.ts';
import type { Engine } from './engine-port.ts';
import type { RunLog } from './log.ts';
import type { RunEnd, Recorder } from './recorder.ts';
import { completedIds } from './records.ts';
import { runEval, type RunOutcome, type RunProgress } from './runner.ts';
import type { SampleRecord } from './types.ts';

export interface ExecuteOptions {
  recorder: Recorder;
  /** The run's selection (samplesForSpec(...).selected). */
  samples: readonly Sample[];
  engine: Engine;
  signal: AbortSignal;
  concurrency: number;
  /** After a record is persisted (live views). */
  onRecord?: (record: SampleRecord) => void;
  onProgress?: (progress: RunProgress) => void;
  /** Called once the run is open, before the first request (with what is already stored). */
  onBegin?: (log: RunLog) => void;
  /** A stop by the signal is a pause unless this says the user cancelled. */
  cancelled?: () => boolean;
  tickMs?: number;
  now?: () => number;
  timestamp?: () => string;
}

export interface Executed {
  outcome: RunOutcome;
  end: RunEnd;
}

export function endOf(outcome: RunOutcome, cancelled: boolean): RunEnd {
  if (outcome.status === 'paused' && cancelled) return { status: 'cancelled', stop_reason: 'cancelled by the user', stop_hint: null };
  if (outcome.status === 'paused') return { status: 'paused', stop_reason: 'paused by the user', stop_hint: null };
  return { status: outcome.status, stop_reason: outcome.stop_reason, stop_hint: outcome.stop_hint };
}

export async function executeRun(options: ExecuteOptions): Promise<Executed> {
  const { recorder } = options;
  const log = await recorder.begin();
  options.onBegin?.(log);
  const outcome = await runEval({
    samples: options.samples,
    engine: options.engine,
    spec: log.spec,
    done: completedIds(log.records),
    concurrency: options.concurrency,
    signal: options.signal,
    onRecord: async (record) => {
      await recorder.append(record);
      options.onRecord?.(record);
    },
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(options.tickMs !== undefined ? { tickMs: options.tickMs } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  const end = endOf(outcome, options.cancelled?.() === true);
  await recorder.finish(end);
  return { outcome, end };
}
