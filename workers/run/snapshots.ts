// What the Run view sees while a run goes: progress, live accuracies (counted as
// records arrive, core/run/live.ts), the latest answers, at most one snapshot per
// `intervalMs` with a trailing one always sent.
import type { Sample } from '../../src/core/dataset/index.ts';
import { LiveTally, type RunProgress, type SampleRecord } from '../../src/core/run/index.ts';
import type { LatestAnswer, Snapshot } from './protocol.ts';

export const LATEST_COUNT = 6;
const MAX_TEXT = 1200;

export function latestOf(record: SampleRecord, sample: Sample | undefined): LatestAnswer {
  const first = record.attempts[0];
  const text = first?.text ?? '';
  return {
    sample_id: record.sample_id,
    set: sample?.set ?? '?',
    trace_type: sample?.trace_type ?? '?',
    text: text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text,
    text_length: text.length,
    answer: record.answer,
    gold: record.gold,
    correct: record.correct,
    parse_error: first && !first.parsed.ok ? first.parsed.error.message : null,
    engine_error: record.engine_error,
  };
}

export interface SnapshotTimer {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimer: SnapshotTimer = { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) };

/** The live view of one run, throttled. */
export class LiveView {
  readonly #tally: LiveTally;
  readonly #byId: Map<string, Sample>;
  readonly #post: (snapshot: Snapshot) => void;
  readonly #intervalMs: number;
  readonly #now: () => number;
  readonly #timer: SnapshotTimer;
  #latest: LatestAnswer[];
  #progress: RunProgress;
  #postedAt = -Infinity;
  #pending: unknown = null;
  #closed = false;

  constructor(selected: readonly Sample[], records: readonly SampleRecord[], post: (s: Snapshot) => void, options: { intervalMs: number; now: () => number; timer?: SnapshotTimer }) {
    this.#tally = new LiveTally(selected, records);
    this.#byId = new Map(selected.map((s) => [s.id, s]));
    this.#post = post;
    this.#intervalMs = options.intervalMs;
    this.#now = options.now;
    this.#timer = options.timer ?? realTimer;
    this.#latest = records.slice(-LATEST_COUNT).reverse().map((r) => latestOf(r, this.#byId.get(r.sample_id)));
    const done = records.filter((r) => r.engine_error === null && this.#byId.has(r.sample_id)).length;
    this.#progress = {
      total: selected.length, done, recorded: 0, engine_errors: 0, parse_errors: 0, in_flight: 0, in_flight_detail: [],
      tokens: 0, tokens_per_s: null, elapsed_ms: 0, eta_ms: null,
    };
  }

  record(record: SampleRecord): void {
    this.#tally.add(record);
    this.#latest = [latestOf(record, this.#byId.get(record.sample_id)), ...this.#latest].slice(0, LATEST_COUNT);
    this.#schedule();
  }

  progress(p: RunProgress): void {
    this.#progress = p;
    this.#schedule();
  }

  snapshot(): Snapshot {
    const p = this.#progress;
    const throughput = p.elapsed_ms > 0 && p.recorded > 0 ? (p.recorded / p.elapsed_ms) * 60_000 : null;
    return { progress: p, throughput, metrics: this.#tally.snapshot(), latest: [...this.#latest] };
  }

  /** Stops the trailing timer; the caller sends the final snapshot itself. */
  close(): void {
    this.#closed = true;
    if (this.#pending !== null) this.#timer.clear(this.#pending);
    this.#pending = null;
  }

  #schedule(): void {
    if (this.#closed || this.#pending !== null) return;
    const wait = Math.max(0, this.#intervalMs - (this.#now() - this.#postedAt));
    this.#pending = this.#timer.set(() => {
      this.#pending = null;
      if (this.#closed) return;
      this.#postedAt = this.#now();
      this.#post(this.snapshot());
    }, wait);
  }
}
