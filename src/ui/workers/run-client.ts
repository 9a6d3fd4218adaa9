// The one class that owns the run worker. Components never touch the worker: they go
// through RunState, which goes through this. Calls return promises (errors arrive as
// WorkerError with the worker's name, code and hint); events go to one listener.
import type { GenerateResult } from '../../core/run/index.ts';
import type { AskRequest, ModelEntry, PreparedModel, ResumeRequest, RunApi, RunEvent, RunResult, StartRequest } from '../../../workers/run/protocol.ts';
import { WorkerError } from '../../../workers/rpc.ts';
import { WorkerClient } from './worker-client.ts';

export class RunClient {
  readonly #client: WorkerClient<RunApi, RunEvent>;

  constructor(listener: (event: RunEvent) => void, onCrash: (error: WorkerError) => void) {
    this.#client = new WorkerClient<RunApi, RunEvent>(
      () => new Worker(new URL('../../../workers/run/run.worker.ts', import.meta.url), { type: 'module', name: 'stepbench-run' }),
      { onEvent: listener, onCrash },
    );
  }

  start(request: StartRequest): Promise<RunResult> {
    return this.#client.remote.start(request);
  }

  resume(request: ResumeRequest): Promise<RunResult> {
    return this.#client.remote.resume(request);
  }

  pause(): void {
    if (this.#client.started) void this.#client.remote.pause();
  }

  cancel(): void {
    if (this.#client.started) void this.#client.remote.cancel();
  }

  listModels(): Promise<{ models: ModelEntry[]; webllmVersion: string | null; code: string[] }> {
    return this.#client.remote.listModels();
  }

  deleteModel(id: string): Promise<void> {
    return this.#client.remote.deleteModel(id);
  }

  /** Downloads a model into WebLLM's cache without a run; progress arrives as 'prepare' events. */
  prepareModel(id: string): Promise<PreparedModel> {
    return this.#client.remote.prepareModel(id);
  }

  stopPrepare(): void {
    if (this.#client.started) void this.#client.remote.stopPrepare();
  }

  /** One question about one trace, on the worker's engine host (a loaded WebLLM model is reused). */
  ask(request: AskRequest): Promise<GenerateResult> {
    return this.#client.remote.ask(request);
  }
}

export { WorkerError };
export { runLockName } from '../../../workers/run/protocol.ts';
export type { AskRequest, LatestAnswer, LoadProgress, ModelEntry, Phase, PreparedModel, RunEvent, RunInfo, RunResult, Snapshot, StartRequest } from '../../../workers/run/protocol.ts';
