// The Recorder port: where a run's records go, whatever the store (the CLI's run
// file, IndexedDB in the browser). Its lifecycle is begin -> append per sample ->
// finish, so an interrupted run is always a readable, resumable partial log. Every
// implementation keeps the record rule of records.ts (one record per sample, a redo
// replaces it in place).
import type { RunLog, RunStatus } from './log.ts';
import type { SampleRecord } from './types.ts';

/** How a run can end (never still `running`; the legacy `error` is only read from old files). */
export type EndStatus = Exclude<RunStatus, 'running' | 'error'>;

export interface RunEnd {
  status: EndStatus;
  stop_reason: string | null;
  stop_hint: string | null;
}

export interface Recorder {
  /** Opens the run for writing (status running) and returns it as stored, records included. */
  begin(): Promise<RunLog>;
  /** Persists one record; resolves once it survives a closed tab or a killed process. */
  append(record: SampleRecord): Promise<void>;
  /** Writes how the run ended. */
  finish(end: RunEnd): Promise<void>;
}
