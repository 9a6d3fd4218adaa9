// Accuracies while a run goes, counted as records arrive (O(1) per record) instead of
// recomputing every metric over every record for each snapshot. A redone sample's new
// record replaces its old one's contribution (the record rule). The full metrics
// (intervals, families, F1…) are computed once, in Results.
import { SETS, type Sample, type SetName, type TraceType } from '../dataset/types.ts';
import { countAnswer, emptyTally, unreadableAnswers, type UnreadableAnswers } from '../metrics/unreadable.ts';
import type { SampleRecord } from './types.ts';

/** One accuracy cell: k correct of n scored. */
export interface Cell {
  k: number;
  n: number;
}

export type QueryRow = Record<'overall' | TraceType, Cell>;

export interface LiveSetAccuracy {
  samples: number;
  q1: QueryRow;
  q2: QueryRow;
  q3: QueryRow;
}

export interface LiveMetrics {
  scored: number;
  engine_errors: number;
  parse_errors: number;
  attempts: number;
  sets: Partial<Record<SetName, LiveSetAccuracy>>;
  /** The unreadable-answers rule of Results (metrics/unreadable.ts), on the answers so far. */
  unreadable: UnreadableAnswers;
}

const QUERIES = ['q1', 'q2', 'q3'] as const;

function emptyRow(): QueryRow {
  return { overall: { k: 0, n: 0 }, T1: { k: 0, n: 0 }, T2: { k: 0, n: 0 }, T3: { k: 0, n: 0 } };
}

export class LiveTally {
  readonly #samples: Map<string, Pick<Sample, 'set' | 'trace_type'>>;
  readonly #latest = new Map<string, SampleRecord>();
  readonly #sets = new Map<SetName, LiveSetAccuracy>();
  #scored = 0;
  #engineErrors = 0;
  #parseErrors = 0;
  #attempts = 0;
  readonly #unreadable = emptyTally();

  constructor(samples: readonly Pick<Sample, 'id' | 'set' | 'trace_type'>[], records: readonly SampleRecord[] = []) {
    this.#samples = new Map(samples.map((s) => [s.id, s]));
    for (const r of records) this.add(r);
  }

  add(record: SampleRecord): void {
    const old = this.#latest.get(record.sample_id);
    if (old) this.#count(old, -1);
    this.#latest.set(record.sample_id, record);
    this.#count(record, 1);
  }

  #count(r: SampleRecord, sign: 1 | -1): void {
    if (r.engine_error !== null) {
      this.#engineErrors += sign;
      return;
    }
    const sample = this.#samples.get(r.sample_id);
    if (!sample) return;
    this.#scored += sign;
    this.#attempts += sign * r.attempts.length;
    this.#parseErrors += sign * r.attempts.filter((a) => !a.parsed.ok).length;
    for (const a of r.attempts) countAnswer(this.#unreadable, a, sign);
    let set = this.#sets.get(sample.set);
    if (!set) {
      set = { samples: 0, q1: emptyRow(), q2: emptyRow(), q3: emptyRow() };
      this.#sets.set(sample.set, set);
    }
    set.samples += sign;
    for (const q of QUERIES) {
      const right = r.correct[q] ? sign : 0;
      for (const cell of [set[q].overall, set[q][sample.trace_type]]) {
        cell.n += sign;
        cell.k += right;
      }
    }
  }

  snapshot(): LiveMetrics {
    const sets: LiveMetrics['sets'] = {};
    for (const name of SETS) {
      const s = this.#sets.get(name);
      if (s && s.samples > 0) sets[name] = structuredClone(s);
    }
    return {
      scored: this.#scored, engine_errors: this.#engineErrors, parse_errors: this.#parseErrors, attempts: this.#attempts, sets,
      unreadable: unreadableAnswers(this.#unreadable),
    };
  }
}
