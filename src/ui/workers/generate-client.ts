// The one class that owns the generator worker. Components never touch the worker:
// they go through DatasetState, which goes through this.
import type {
  GenerateRequest, GenerateSummary, GeneratorApi, GeneratorEvent, ProgressFn, SampleDetail, SampleFilter, SamplePage, SetKey,
} from '../../../workers/generate/protocol.ts';
import { WorkerClient } from './worker-client.ts';

export class GeneratorClient {
  #client: WorkerClient<GeneratorApi, GeneratorEvent>;
  #onProgress: ProgressFn | null = null;

  constructor() {
    this.#client = this.#make();
  }

  #make(): WorkerClient<GeneratorApi, GeneratorEvent> {
    return new WorkerClient<GeneratorApi, GeneratorEvent>(
      () => new Worker(new URL('../../../workers/generate/generate.worker.ts', import.meta.url), { type: 'module', name: 'stepbench-generate' }),
      { onEvent: (e) => this.#onProgress?.(e.done, e.total, e.phase) },
    );
  }

  async generate(request: GenerateRequest, onProgress: ProgressFn): Promise<GenerateSummary> {
    this.#onProgress = onProgress;
    try {
      return await this.#client.remote.generate(request);
    } finally {
      this.#onProgress = null;
    }
  }

  query(filter: SampleFilter, offset: number, limit: number): Promise<SamplePage> {
    return this.#client.remote.query(filter, offset, limit);
  }

  detail(id: string): Promise<SampleDetail | null> {
    return this.#client.remote.detail(id);
  }

  exportSet(set: SetKey): Promise<Blob> {
    return this.#client.remote.exportSet(set);
  }

  exportManifest(): Promise<Blob> {
    return this.#client.remote.exportManifest();
  }

  /** Stops the worker at once (cancels a generation); the next call starts a new one. */
  terminate(): void {
    this.#client.terminate();
  }
}

export type { GenerateRequest, GenerateSummary, GenerationPhase, SampleDetail, SampleFilter, SampleRow, SamplePage, SetKey } from '../../../workers/generate/protocol.ts';
export { NO_FILTER } from '../../../workers/generate/protocol.ts';
