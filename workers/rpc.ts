// The one protocol every worker speaks: tagged messages. The page calls a method
// ({type: 'call'}) and gets exactly one {type: 'reply'} with the value or a typed wire
// error; a worker may push {type: 'event'} messages at any time (progress, snapshots).
// Errors cross as plain data (name, code, message, hint) and are rebuilt on arrival,
// so a caller can still tell an EngineError 'unreachable' from a RunBusy.

export interface WireError {
  name: string;
  code: string;
  message: string;
  hint: string | null;
}

export type Call = { type: 'call'; id: number; method: string; args: unknown[] };
export type Reply = { type: 'reply'; id: number; ok: true; value: unknown } | { type: 'reply'; id: number; ok: false; error: WireError };
export type Push<E> = { type: 'event'; event: E };
export type FromWorker<E> = Reply | Push<E>;

/** An API a worker serves: methods with plain-data arguments and results (sync or async). */
export type Api = object;

/** The promise-returning view a page has of an Api. */
export type Remote<A extends Api> = {
  [K in keyof A]: A[K] extends (...args: infer P) => infer R ? (...args: P) => Promise<Awaited<R>> : never;
};

export function toWireError(err: unknown, code = 'internal'): WireError {
  if (err instanceof Error) {
    const e = err as { code?: unknown; hint?: unknown };
    return { name: err.name, code: typeof e.code === 'string' ? e.code : code, message: err.message, hint: typeof e.hint === 'string' ? e.hint : null };
  }
  return { name: 'Error', code, message: String(err), hint: null };
}

/** A worker's error, rebuilt with its name, code and hint. */
export class WorkerError extends Error {
  readonly code: string;
  readonly hint: string | null;
  constructor(wire: WireError) {
    super(wire.message);
    this.name = wire.name;
    this.code = wire.code;
    this.hint = wire.hint;
  }
}

/** Errors a service throws on purpose, with a code the page can act on. */
export class ServiceError extends Error {
  readonly code: string;
  readonly hint: string | null;
  constructor(name: string, code: string, message: string, hint: string | null = null) {
    super(message);
    this.name = name;
    this.code = code;
    this.hint = hint;
  }
}

interface Scope<E> {
  postMessage(message: FromWorker<E>): void;
  onmessage: ((e: MessageEvent<Call>) => void) | null;
}

/** Serves `api` on a worker's global scope. */
export function serve<E>(scope: Scope<E>, api: Api): void {
  scope.onmessage = (e) => {
    const call = e.data;
    if (call?.type !== 'call') return;
    const method = (api as Record<string, unknown>)[call.method];
    const reply = (r: Reply): void => scope.postMessage(r);
    if (typeof method !== 'function') {
      reply({ type: 'reply', id: call.id, ok: false, error: { name: 'WorkerError', code: 'no_method', message: `no method ${call.method}`, hint: null } });
      return;
    }
    Promise.resolve()
      .then(() => (method as (...a: unknown[]) => unknown)(...call.args))
      .then(
        (value) => reply({ type: 'reply', id: call.id, ok: true, value }),
        (err: unknown) => reply({ type: 'reply', id: call.id, ok: false, error: toWireError(err) }),
      );
  };
}

/** A worker's event sender, for services that push. */
export function pusher<E>(scope: Pick<Scope<E>, 'postMessage'>): (event: E) => void {
  return (event) => scope.postMessage({ type: 'event', event });
}
