// The one class that owns the check worker. The Check view's state goes through it; a worker
// that cannot start or crashes rejects the open check with a WorkerError (worker-client.ts).
import type { CheckTextResult } from '../../core/checker/index.ts';
import type { CheckApi } from '../../../workers/check/protocol.ts';
import { WorkerClient } from './worker-client.ts';

export class CheckClient {
  readonly #client = new WorkerClient<CheckApi>(
    () => new Worker(new URL('../../../workers/check/check.worker.ts', import.meta.url), { type: 'module', name: 'stepbench-check' }),
  );

  check(text: string): Promise<CheckTextResult> {
    return this.#client.remote.check(text);
  }
}

let shared: CheckClient | null = null;

/** One check worker for the page. */
export function checkClient(): CheckClient {
  return (shared ??= new CheckClient());
}
