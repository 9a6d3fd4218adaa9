// The storage adapter's public door: IndexedDB (runs, records, cached datasets) and quota.
export type { CachedDataset, RunSummary, StepbenchDB, StoredRecord, StoredRun, StoredSummary } from './schema.ts';
export { DB_NAME } from './schema.ts';
export { DB_VERSION, MIGRATIONS } from './migrations.ts';
export type { Store, OpenOptions } from './db.ts';
export { openStore } from './db.ts';
export { appendRecord, committed, deleteRun, getRun, listRuns, putRun, readHeaders, setRunMeta } from './runs.ts';
export { newRunRecorder, storedRunRecorder, type IdbRecorderOptions } from './recorder.ts';
export { datasetKey, deleteDataset, getDataset, listDatasetKeys, putDataset, stableJson } from './datasets.ts';
export type { StorageEstimate } from './quota.ts';
export { estimateStorage, requestPersistence } from './quota.ts';
export type { RunList, RunListing } from './summaries.ts';
export {
  approxRunBytes, deleteRunWithSummary, deleteSummary, getSummary, importRuns, isFresh, listRunsWithSummaries, putSummary, readRaw,
  readRunList, RunExistsError, sealSummary, SUMMARY_VERSION,
} from './summaries.ts';
export { checkHeader, checkSummary, issuesText, keyLabel, summaryChecksum, type DamagedEntry } from './validate.ts';
export { describeStorageFailure, isQuotaError, isStorageException, StorageError, storageError, writing, type StorageErrorCode } from './failure.ts';
export { DatabaseTooNewError } from './db.ts';
