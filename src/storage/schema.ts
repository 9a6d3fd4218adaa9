// What the `stepbench` IndexedDB database holds. Plain data: the same shapes as the
// run files the CLI writes, split so a record is saved the moment a sample finishes.
import type { DBSchema } from 'idb';
import type { RunMetrics } from '../core/metrics/index.ts';
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

/**
 * A run's metrics computed once and kept (v2), so the results list never loads records.
 * Fresh while the run still has `record_count` records and the same `updated_at`.
 */
export interface StoredSummary {
  run_id: string;
  /** SUMMARY_VERSION when computed: a summary of an older shape is stale. */
  version: number;
  record_count: number;
  /** The run header's updated_at when this was computed. */
  updated_at: string;
  computed_at: string;
  /** Approximate size of the run (header + records) as JSON, in bytes (UTF-16 code units). */
  bytes: number;
  /** null when the run's samples could not be rebuilt or its records are damaged (see `error`). */
  metrics: RunMetrics | null;
  error: string | null;
  /** What is wrong with the run's stored records when they fail validation (v3); null when they are good. */
  damaged: string | null;
  /** A checksum of every other field (v3): a summary changed after it was computed is damaged, not trusted. */
  check: string;
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
  summaries: {
    key: string;
    value: StoredSummary;
  };
}
