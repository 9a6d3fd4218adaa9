// The one class that owns the results worker. Components never touch the worker: they
// go through ResultsState / StorageState, which go through this.
import { releaseProxy, wrap, type Remote } from 'comlink';
import type { ResultsApi } from './protocol.ts';

export class ResultsClient {
  #worker: Worker | null = null;
  #api: Remote<ResultsApi> | null = null;

  get api(): Remote<ResultsApi> {
    if (!this.#api) {
      this.#worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'stepbench-results' });
      this.#api = wrap<ResultsApi>(this.#worker);
    }
    return this.#api;
  }

  terminate(): void {
    this.#api?.[releaseProxy]();
    this.#worker?.terminate();
    this.#api = null;
    this.#worker = null;
  }
}

let shared: ResultsClient | null = null;

/** One results worker for the page (the Results and Storage views share it). */
export function resultsClient(): ResultsClient {
  return (shared ??= new ResultsClient());
}
