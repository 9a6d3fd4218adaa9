// The one class that owns the run worker. Components never touch the worker: they
// go through RunState, which goes through this. Errors arrive as plain data and are
// rebuilt here into RunWorkerError (name and code kept).
import type { Command, Event, ResumeRequest, StartRequest } from '../../../workers/run.protocol.ts';
import { RunWorkerError } from '../../../workers/run.protocol.ts';

export type EventListener = (event: Event) => void;

export class RunClient {
  #worker: Worker | null = null;
  readonly #listener: EventListener;
  readonly #onCrash: (error: RunWorkerError) => void;

  constructor(listener: EventListener, onCrash: (error: RunWorkerError) => void) {
    this.#listener = listener;
    this.#onCrash = onCrash;
  }

  #send(command: Command): void {
    if (!this.#worker) {
      const worker = new Worker(new URL('../../../workers/run.worker.ts', import.meta.url), { type: 'module', name: 'stepbench-run' });
      worker.onmessage = (e: MessageEvent<Event>) => this.#listener(e.data);
      worker.onerror = (e) => {
        e.preventDefault();
        this.#onCrash(new RunWorkerError({ name: 'WorkerError', code: 'worker_crashed', message: e.message || 'the run worker failed to start' }));
      };
      this.#worker = worker;
    }
    this.#worker.postMessage(command);
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
