// The one engine interface every back end implements. The contract itself is
// defined in core (src/core/run/engine-port.ts) so the pure run loop can use it
// without importing an adapter; this module is the adapters' door to it.
export {
  EngineError,
  answerTooLong,
  isEngineError,
  stopsRun,
  toEngineError,
  type Engine,
  type EngineErrorCode,
  type GenerateRequest,
  type GenerateResult,
  type StreamTick,
  type Telemetry,
} from '../core/run/engine-port.ts';
export type { EngineSpec } from '../core/run/log.ts';
export { MAX_ANSWER_CHARS, MAX_WIRE_CHARS, TRANSPORT_DEFAULTS } from '../core/run/defaults.ts';

import { EngineError } from '../core/run/engine-port.ts';

/** Milliseconds since an arbitrary origin; performance.now where it exists. */
export function clock(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/** Rejects with an 'aborted' EngineError if the signal already fired. */
export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new EngineError('aborted', 'the run was stopped');
}

/** The finite numeric fields of an object (an engine's own measurements), or null when there are none. */
export function numericFields(value: unknown): Record<string, number> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) if (typeof v === 'number' && Number.isFinite(v)) out[k] = v;
  return Object.keys(out).length ? out : null;
}
