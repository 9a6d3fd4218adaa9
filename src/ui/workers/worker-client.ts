// The page's side of workers/rpc.ts: one small class owns a worker, started on first
// use; calls return promises, events go to one listener, and a worker that cannot
// start (or crashes) rejects every open call with a WorkerError instead of hanging.
import { WorkerError, type Api, type Call, type FromWorker, type Remote } from '../../../workers/rpc.ts';

export class WorkerClient<A extends Api, E = never> {
  readonly #make: () => Worker;
  readonly #onEvent: (event: E) => void;
  readonly #onCrash: (error: WorkerError) => void;
  #worker: Worker | null = null;
  #next = 0;
  readonly #open = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  readonly remote: Remote<A>;

  constructor(make: () => Worker, options: { onEvent?: (event: E) => void; onCrash?: (error: WorkerError) => void } = {}) {
    this.#make = make;
    this.#onEvent = options.onEvent ?? (() => undefined);
    this.#onCrash = options.onCrash ?? (() => undefined);
    this.remote = new Proxy({} as Remote<A>, {
      // Not a thenable: `await client.remote` must not call a method named then.
      get: (_t, method) => (method === 'then' ? undefined : (...args: unknown[]) => this.call(String(method), args)),
    });
  }

  get started(): boolean {
    return this.#worker !== null;
  }

  call(method: string, args: unknown[]): Promise<never> {
    const worker = this.#start();
    const id = ++this.#next;
    return new Promise((resolve, reject) => {
      this.#open.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ type: 'call', id, method, args } satisfies Call);
    });
  }

  /** Stops the worker at once; open calls reject; the next call starts a new one. */
  terminate(): void {
    this.#worker?.terminate();
    this.#worker = null;
    this.#failAll(new WorkerError({ name: 'WorkerError', code: 'terminated', message: 'the worker was stopped', hint: null }));
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const worker = this.#make();
    worker.onmessage = (e: MessageEvent<FromWorker<E>>) => {
      const m = e.data;
      if (m.type === 'event') {
        this.#onEvent(m.event);
        return;
      }
      const waiter = this.#open.get(m.id);
      if (!waiter) return;
      this.#open.delete(m.id);
      if (m.ok) waiter.resolve(m.value);
      else waiter.reject(new WorkerError(m.error));
    };
    worker.onerror = (e) => {
      e.preventDefault();
      const error = new WorkerError({ name: 'WorkerError', code: 'worker_crashed', message: e.message || 'the worker failed to start', hint: 'reload the page' });
      // A worker that crashed (or never loaded) is not reused: the next call starts a fresh one.
      worker.terminate();
      if (this.#worker === worker) this.#worker = null;
      this.#failAll(error);
      this.#onCrash(error);
    };
    this.#worker = worker;
    return worker;
  }

  #failAll(error: WorkerError): void {
    for (const w of this.#open.values()) w.reject(error);
    this.#open.clear();
  }
}
