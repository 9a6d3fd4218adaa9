// Run defaults that more than one front end needs: decoding (the paper's settings) and
// transport (how long to wait, how often to retry). Change them here and every caller
// (CLI flags, Run form, deep links, resume) follows.

/** Deterministic decoding for one answer; the paper's TTC temperature (III-F) for k > 1. */
export function defaultTemperature(k: number): number {
  return k > 1 ? 0.3 : 0;
}

export const DECODING_DEFAULTS = { seed: 0, k: 1, max_tokens: null, json_schema: false, thinking: null } as const;

export interface Transport {
  /** Per request, including the time the server spends generating. */
  timeoutMs: number;
  /** Retries after the first try, for what can recover (429, 5xx, timeouts, dropped connections). */
  maxRetries: number;
}

export const TRANSPORT_DEFAULTS: Transport = { timeoutMs: 120_000, maxRetries: 4 };

/** The dataset seed of the paper's test sets. */
export const DEFAULT_DATA_SEED = 1;
