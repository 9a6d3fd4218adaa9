// Run defaults that more than one front end needs: decoding (the paper's settings) and
// transport (how long to wait, how often to retry). Change them here and every caller
// (CLI flags, Run form, deep links, resume) follows.

/** Deterministic decoding for one answer; the paper's TTC temperature (III-F) for k > 1. */
export function defaultTemperature(k: number): number {
  return k > 1 ? 0.3 : 0;
}

export const DECODING_DEFAULTS = { seed: 0, k: 1, max_tokens: null, json_schema: false, thinking: null } as const;

export interface Transport {
  /** The longest silence allowed (streamed: no byte for this long); non-streamed, the whole request. */
  timeoutMs: number;
  /** Retries after the first try, for what can recover (429, 5xx, timeouts, dropped connections). */
  maxRetries: number;
  /**
   * The longest one request may take from sending to its last byte, however steadily
   * bytes arrive (an endless or trickling stream). Not retried: the same request would
   * take as long again.
   */
  deadlineMs: number;
}

export const TRANSPORT_DEFAULTS: Transport = { timeoutMs: 120_000, maxRetries: 4, deadlineMs: 600_000 };

/**
 * The most text one answer may hold: its answer and reasoning channels together, in
 * characters (UTF-16 code units, what a JavaScript string counts): 4 MiB. A model's
 * longest real answers (a 128k-token context) are a fraction of it; past it the answer
 * is an engine error ('bad_response', not retried), so no run file, view or report
 * ever holds a runaway answer.
 */
export const MAX_ANSWER_CHARS = 4 * 1024 * 1024;

/**
 * The most one wire message may hold before it is parsed: one server-sent event (or one
 * line of it) or one non-streamed response body. Derived from MAX_ANSWER_CHARS: room for
 * a whole capped answer in one JSON chunk even if every character were escaped as
 * \uXXXX (6 characters), plus 1 MiB for the envelope.
 */
export const MAX_WIRE_CHARS = 6 * MAX_ANSWER_CHARS + 1024 * 1024;

/** The dataset seed of the paper's test sets. */
export const DEFAULT_DATA_SEED = 1;
