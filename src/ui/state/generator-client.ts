// The one class that owns the generator worker. Components never touch the worker:
// they go through DatasetState, which goes through this.
import { proxy, releaseProxy, wrap } from 'comlink';
import type { Remote } from 'comlink';
import type {
  GenerateRequest, GenerateSummary, GeneratorApi, ProgressFn, SampleDetail, SampleFilter, SamplePage, SetKey,
} from '../../../workers/generate.protocol.ts';

export class GeneratorClient {
  #worker: Worker | null = null;
  #api: Remote<GeneratorApi> | null = null;

  #remote(): Remote<GeneratorApi> {
    if (!this.#api) {
      this.#worker = new Worker(new URL('../../../workers/generate.worker.ts', import.meta.url), {
        type: 'module',
        name: 'stepbench-generate',
      });
      this.#api = wrap<GeneratorApi>(this.#worker);
    }
    return this.#api;
  }

  generate(request: GenerateRequest, onProgress: ProgressFn): Promise<GenerateSummary> {
    return this.#remote().generate(request, proxy(onProgress));
  }

  query(filter: SampleFilter, offset: number, limit: number): Promise<SamplePage> {
    return this.#remote().query(filter, offset, limit);
  }

  detail(id: string): Promise<SampleDetail | null> {
    return this.#remote().detail(id);
  }

  exportSet(set: SetKey): Promise<Blob> {
    return this.#remote().exportSet(set);
  }

  exportManifest(): Promise<Blob> {
    return this.#remote().exportManifest();
  }

  /** Stops the worker at once (cancels a generation); the next call starts a new one. */
  terminate(): void {
    this.#api?.[releaseProxy]();
    this.#worker?.terminate();
    this.#api = null;
    this.#worker = null;
  }
}
