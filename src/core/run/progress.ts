// What a run reports while it goes: counts, the samples in flight with the tokens
// streamed so far, throughput and an ETA that counts streamed tokens as partial work
// (so a slow model on a slow GPU shows movement long before its first sample is done).

export interface InFlight {
  sample_id: string;
  attempt: number;
  /** Tokens streamed so far (0 for engines that do not stream). */
  tokens: number;
  elapsed_ms: number;
  /** Time to the first token; null before it. */
  first_token_ms: number | null;
  /** Decode speed of this answer so far; null before two tokens. */
  tokens_per_s: number | null;
}

export interface RunProgress {
  /** Samples in this run's selection. */
  total: number;
  /** Samples with a scored record, including those done before a resume. */
  done: number;
  /** Records written by this invocation (engine errors included). */
  recorded: number;
  engine_errors: number;
  /** Attempts whose text did not parse, in this invocation. */
  parse_errors: number;
  in_flight: number;
  /** The attempts in flight, oldest first. */
  in_flight_detail: InFlight[];
  /** Completion tokens received in this invocation (streamed, or as the engine counted them). */
  tokens: number;
  /** Tokens per second over this invocation; null before any. */
  tokens_per_s: number | null;
  elapsed_ms: number;
  /** Estimated time to finish from this invocation's pace; null until there is any. */
  eta_ms: number | null;
}

interface Live {
  sample_id: string;
  attempt: number;
  started: number;
  tokens: number;
  first_token_ms: number | null;
}

/** Progress bookkeeping for one invocation of the run loop. */
export class ProgressTracker {
  readonly #now: () => number;
  readonly #started: number;
  readonly #live = new Map<number, Live>();
  readonly #k: number;
  #nextTicket = 0;
  #tokens = 0;
  #finishedAttempts = 0;
  #finishedTokens = 0;
  readonly counts: Pick<RunProgress, 'total' | 'done' | 'recorded' | 'engine_errors' | 'parse_errors'>;

  constructor(total: number, done: number, k: number, now: () => number) {
    this.#now = now;
    this.#started = now();
    this.#k = Math.max(1, k);
    this.counts = { total, done, recorded: 0, engine_errors: 0, parse_errors: 0 };
  }

  /** An attempt was sent; returns its ticket. */
  begin(sampleId: string, attempt: number): number {
    const ticket = this.#nextTicket++;
    this.#live.set(ticket, { sample_id: sampleId, attempt, started: this.#now(), tokens: 0, first_token_ms: null });
    return ticket;
  }

  stream(ticket: number, tokens: number, firstTokenMs: number | null): void {
    const l = this.#live.get(ticket);
    if (!l) return;
    if (tokens > l.tokens) this.#tokens += tokens - l.tokens;
    l.tokens = Math.max(l.tokens, tokens);
    l.first_token_ms ??= firstTokenMs;
  }

  /** The attempt ended; `completionTokens` is the engine's count when it gave one. */
  end(ticket: number, completionTokens: number | null): void {
    const l = this.#live.get(ticket);
    if (!l) return;
    this.#live.delete(ticket);
    const tokens = completionTokens ?? l.tokens;
    if (tokens > l.tokens) this.#tokens += tokens - l.tokens;
    this.#finishedAttempts++;
    this.#finishedTokens += tokens;
  }

  snapshot(): RunProgress {
    const now = this.#now();
    const elapsed = now - this.#started;
    const detail: InFlight[] = [...this.#live.values()].map((l) => {
      const ms = now - l.started;
      const decodeMs = l.first_token_ms === null ? 0 : ms - l.first_token_ms;
      return {
        sample_id: l.sample_id, attempt: l.attempt, tokens: l.tokens, elapsed_ms: ms, first_token_ms: l.first_token_ms,
        tokens_per_s: l.tokens > 1 && decodeMs > 0 ? (l.tokens - 1) / (decodeMs / 1000) : null,
      };
    });
    // Work done in samples: recorded ones, plus the share of in-flight answers that has
    // streamed (against the mean length of the answers finished so far).
    const meanTokens = this.#finishedAttempts > 0 ? this.#finishedTokens / this.#finishedAttempts : null;
    let partial = 0;
    if (meanTokens !== null && meanTokens > 0) for (const d of detail) partial += Math.min(0.95, d.tokens / meanTokens) / this.#k;
    const worked = this.counts.recorded + partial;
    const remaining = Math.max(0, this.counts.total - this.counts.done - partial);
    return {
      ...this.counts,
      in_flight: detail.length,
      in_flight_detail: detail,
      tokens: this.#tokens,
      tokens_per_s: elapsed > 0 && this.#tokens > 0 ? this.#tokens / (elapsed / 1000) : null,
      elapsed_ms: elapsed,
      eta_ms: worked > 0 ? (elapsed / worked) * remaining : null,
    };
  }
}
