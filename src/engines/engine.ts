// The one engine interface every back end implements. The contract itself is
// defined in core (src/core/run/engine-port.ts) so the pure run loop can use it
// without importing an adapter; this module is the adapters' door to it.
export {
  EngineError,
  isEngineError,
  stopsRun,
  toEngineError,
  type Engine,
  type EngineErrorCode,
  type EngineInfo,
  type GenerateRequest,
  type GenerateResult,
} from '../core/run/engine-port.ts';

import { EngineError } from '../core/run/engine-port.ts';

/** Milliseconds since an arbitrary origin; performance.now where it exists. */
export function clock(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/** Rejects with an 'aborted' EngineError if the signal already fired. */
export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new EngineError('aborted', 'the run was stopped');
}
