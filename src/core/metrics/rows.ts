import type { Gold, Sample } from '../dataset/types.ts';
import type { Attempt, Correctness, SampleRecord } from '../run/types.ts';
import { scoreAnswer, type VotedAnswer } from '../scoring/index.ts';

/** What the metrics need to know about a sample. */
export type SampleInfo = Pick<Sample, 'id' | 'set' | 'trace_type' | 'family' | 'pair'>;

/** One scored record joined with its sample. */
export interface Row {
  sample: SampleInfo;
  gold: Gold;
  answer: VotedAnswer;
  correct: Correctness;
  attempts: readonly Attempt[];
}

export interface Rows {
  rows: Row[];
  engine_errors: number;
  /** Records whose sample id is not among the given samples (not scored). */
  unknown_samples: number;
}

export const QUERIES = ['q1', 'q2', 'q3'] as const;
export type QueryKey = (typeof QUERIES)[number];

/**
 * Joins records with samples. Engine-error records are counted, never scored. When a sample
 * id occurs twice (a redone sample), the later record wins. Correctness is recomputed from
 * the stored answer and gold, so a null (parse error / no vote) is wrong on every query it
 * touches whatever the record's own `correct` says.
 */
export function scoredRows(records: readonly SampleRecord[], samples: readonly SampleInfo[]): Rows {
  const byId = new Map(samples.map((s) => [s.id, s]));
  const latest = new Map<string, SampleRecord>();
  for (const r of records) {
    latest.delete(r.sample_id); // keep insertion order = order of the latest record
    latest.set(r.sample_id, r);
  }
  const out: Rows = { rows: [], engine_errors: 0, unknown_samples: 0 };
  for (const r of latest.values()) {
    if (r.engine_error !== null) {
      out.engine_errors++;
      continue;
    }
    const sample = byId.get(r.sample_id);
    if (!sample) {
      out.unknown_samples++;
      continue;
    }
    out.rows.push({ sample, gold: r.gold, answer: r.answer, correct: scoreAnswer(r.answer, r.gold), attempts: r.attempts });
  }
  return out;
}
