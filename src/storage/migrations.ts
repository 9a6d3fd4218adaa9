// One upgrade function per schema version, applied in order from the stored version.
// Never edit a shipped migration: add the next one and bump nothing else.
import type { IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import type { StepbenchDB } from './schema.ts';

export type Migration = (
  db: IDBPDatabase<StepbenchDB>,
  tx: IDBPTransaction<StepbenchDB, StoreNames<StepbenchDB>[], 'versionchange'>,
) => void;

export const MIGRATIONS: readonly Migration[] = [
  // v1: runs, their per-sample records, cached generated datasets.
  (db) => {
    db.createObjectStore('runs', { keyPath: 'id' });
    const records = db.createObjectStore('records', { keyPath: ['run_id', 'sample_id'] });
    records.createIndex('by_run', 'run_id');
    db.createObjectStore('datasets', { keyPath: 'key' });
  },
  // v2: cached per-run metrics summaries (the results list reads these, not the records).
  (db) => {
    db.createObjectStore('summaries', { keyPath: 'run_id' });
  },
];

export const DB_VERSION = MIGRATIONS.length;

/** Runs every migration after `oldVersion` up to `newVersion`. */
export function migrate(
  db: IDBPDatabase<StepbenchDB>,
  oldVersion: number,
  newVersion: number,
  tx: IDBPTransaction<StepbenchDB, StoreNames<StepbenchDB>[], 'versionchange'>,
): void {
  for (let v = oldVersion; v < newVersion; v++) MIGRATIONS[v]!(db, tx);
}
