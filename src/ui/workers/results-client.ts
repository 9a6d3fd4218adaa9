// The one class that owns the results worker. Components never touch the worker: they
// go through ResultsState / StorageState, which go through this.
import type { Remote } from '../../../workers/rpc.ts';
import type { ResultsApi } from '../../../workers/results/protocol.ts';
import { WorkerClient } from './worker-client.ts';

export class ResultsClient {
  readonly #client = new WorkerClient<ResultsApi>(
    () => new Worker(new URL('../../../workers/results/results.worker.ts', import.meta.url), { type: 'module', name: 'stepbench-results' }),
  );

  get api(): Remote<ResultsApi> {
    return this.#client.remote;
  }

  terminate(): void {
    this.#client.terminate();
  }
}

let shared: ResultsClient | null = null;

/** One results worker for the page (the Results and Storage views share it). */
export function resultsClient(): ResultsClient {
  return (shared ??= new ResultsClient());
}

export type { CellKey, CompareEntry, ComparePair, CompareResult, DrillAttempt, DrillItem, DrillPage, DrillQuery, ImportCheck, ImportRunInfo } from '../../../workers/results/protocol.ts';
