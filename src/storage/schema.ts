// What the `stepbench` IndexedDB database holds. Plain data: the same shapes as the
// run files the CLI writes, split so a record is saved the moment a sample finishes.
import type { DBSchema } from 'idb';
import type { Sample } from '../core/dataset/types.ts';
import type { RunLog } from '../core/run/log.ts';
import type { SampleRecord } from '../core/run/types.ts';

export const DB_NAME = 'stepbench';

/** A run without its records (they live in the `records` store). */
export type StoredRun = Omit<RunLog, 'records'>;

/** One sample's record, keyed by [run_id, sample_id]; `seq` keeps first-seen order. */
export type StoredRecord = SampleRecord & { run_id: string; seq: number };

export interface RunSummary extends StoredRun {
  record_count: number;
}

/** A generated dataset kept so the same seed and options need not be generated twice. */
export interface CachedDataset {
  /** datasetKey(options): seed plus a hash of the options. */
  key: string;
  options: Record<string, unknown>;
  created_at: string;
  manifest: unknown;
  train: Sample[];
  testCanonical: Sample[];
  testPerturbed: Sample[];
}

export interface StepbenchDB extends DBSchema {
  runs: {
    key: string;
    value: StoredRun;
  };
  records: {
    key: [string, string];
    value: StoredRecord;
    indexes: { by_run: string };
  };
  datasets: {
    key: string;
    value: CachedDataset;
  };
}
