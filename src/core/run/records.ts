// The one rule for a run's records, kept by every store (run file, IndexedDB, import)
// and read by every consumer (resume, metrics, live counts): ONE record per sample; a
// later record for a sample (a redo after an engine error) replaces the earlier one
// and keeps its place, so the order is the order samples were first recorded.
import { scoreAnswer } from '../scoring/index.ts';
import type { SampleRecord } from './types.ts';

/** Applies the rule to a list that may hold redos. */
export function latestRecords(records: readonly SampleRecord[]): SampleRecord[] {
  const at = new Map<string, number>();
  const out: SampleRecord[] = [];
  for (const r of records) {
    const i = at.get(r.sample_id);
    if (i === undefined) {
      at.set(r.sample_id, out.length);
      out.push(r);
    } else {
      out[i] = r;
    }
  }
  return out;
}

/** A growing list under the rule, for stores that append one record at a time. */
export class RecordBook {
  readonly #at = new Map<string, number>();
  readonly #records: SampleRecord[] = [];

  constructor(records: readonly SampleRecord[] = []) {
    for (const r of records) this.put(r);
  }

  /** Adds a record; returns the record it replaced, if any. */
  put(record: SampleRecord): SampleRecord | undefined {
    const i = this.#at.get(record.sample_id);
    if (i === undefined) {
      this.#at.set(record.sample_id, this.#records.length);
      this.#records.push(record);
      return undefined;
    }
    const old = this.#records[i];
    this.#records[i] = record;
    return old;
  }

  /** Where the record of a sample sits (its first-recorded position), or -1. */
  position(sampleId: string): number {
    return this.#at.get(sampleId) ?? -1;
  }

  get size(): number {
    return this.#records.length;
  }

  get records(): readonly SampleRecord[] {
    return this.#records;
  }
}

/** Ids that a resume must not redo: recorded without an engine error. */
export function completedIds(records: readonly SampleRecord[]): Set<string> {
  const done = new Set<string>();
  for (const r of latestRecords(records)) if (r.engine_error === null) done.add(r.sample_id);
  return done;
}

/** Records that count for metrics: engine failures are not model answers. */
export function scoredRecords(records: readonly SampleRecord[]): SampleRecord[] {
  return latestRecords(records).filter((r) => r.engine_error === null);
}

/**
 * A record's correctness is computed once, when it is made (scoreAnswer); a record from
 * a file must agree with its own answer and gold, or the file is refused. An engine-error
 * record is wrong on every query (it is never scored).
 */
export function correctnessAgrees(record: SampleRecord): boolean {
  const expected = record.engine_error === null ? scoreAnswer(record.answer, record.gold) : { q1: false, q2: false, q3: false };
  return expected.q1 === record.correct.q1 && expected.q2 === record.correct.q2 && expected.q3 === record.correct.q3;
}
