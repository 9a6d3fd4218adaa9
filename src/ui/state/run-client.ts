// The one class that owns the run worker. Components never touch the worker: they
// go through RunState, which goes through this. Errors arrive as plain data and are
// rebuilt here into RunWorkerError (name and code kept).
import type { GenerateResult } from '../../core/run/engine-port.ts';
import type { AskRequest, Command, Event, ResumeRequest, StartRequest } from '../../../workers/run.protocol.ts';
import { RunWorkerError } from '../../../workers/run.protocol.ts';

export type EventListener = (event: Event) => void;

export class RunClient {
  #worker: Worker | null = null;
  readonly #listener: EventListener;
  readonly #onCrash: (error: RunWorkerError) => void;
  // Questions from the Check view waiting for their 'answer'.
  readonly #asks = new Map<string, { resolve: (r: GenerateResult) => void; reject: (e: RunWorkerError) => void }>();
  #askCount = 0;

  constructor(listener: EventListener, onCrash: (error: RunWorkerError) => void) {
    this.#listener = listener;
    this.#onCrash = onCrash;
  }

  #send(command: Command): void {
    if (!this.#worker) {
      const worker = new Worker(new URL('../../../workers/run.worker.ts', import.meta.url), { type: 'module', name: 'stepbench-run' });
      worker.onmessage = (e: MessageEvent<Event>) => (e.data.type === 'answer' ? this.#answered(e.data) : this.#listener(e.data));
      worker.onerror = (e) => {
        e.preventDefault();
        const error = new RunWorkerError({ name: 'WorkerError', code: 'worker_crashed', message: e.message || 'the run worker failed to start' });
        for (const w of this.#asks.values()) w.reject(error);
        this.#asks.clear();
        this.#onCrash(error);
      };
      this.#worker = worker;
    }
    this.#worker.postMessage(command);
  }

  /** One question about one trace, on the worker's engine host (a loaded WebLLM model is reused). */
  ask(request: AskRequest): Promise<GenerateResult> {
    const id = `ask-${++this.#askCount}`;
    return new Promise((resolve, reject) => {
      this.#asks.set(id, { resolve, reject });
      this.#send({ type: 'ask', id, request });
    });
  }

  #answered(e: Extract<Event, { type: 'answer' }>): void {
    const waiter = this.#asks.get(e.id);
    this.#asks.delete(e.id);
    if (e.error) waiter?.reject(new RunWorkerError(e.error));
    else if (e.result) waiter?.resolve(e.result);
  }

  start(request: StartRequest): void {
    this.#send({ type: 'start', request });
  }

  resume(request: ResumeRequest): void {
    this.#send({ type: 'resume', request });
  }

  pause(): void {
    if (this.#worker) this.#send({ type: 'pause' });
  }

  cancel(): void {
    if (this.#worker) this.#send({ type: 'cancel' });
  }

  listModels(): void {
    this.#send({ type: 'list-models' });
  }

  deleteModel(id: string): void {
    this.#send({ type: 'delete-model', id });
  }
}

export { RunWorkerError };
