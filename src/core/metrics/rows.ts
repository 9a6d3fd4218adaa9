import type { Gold, Sample } from '../dataset/types.ts';
import { latestRecords } from '../run/records.ts';
import type { Attempt, Correctness, SampleRecord } from '../run/types.ts';
import type { VotedAnswer } from '../scoring/index.ts';

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
 * Joins records with samples. Engine-error records are counted, never scored; a redone
 * sample counts once (the record rule in run/records.ts). Correctness is the record's own,
 * computed once when it was made (files whose `correct` disagrees with their answers are
 * refused on load).
 */
export function scoredRows(records: readonly SampleRecord[], samples: readonly SampleInfo[]): Rows {
  const byId = new Map(samples.map((s) => [s.id, s]));
  const out: Rows = { rows: [], engine_errors: 0, unknown_samples: 0 };
  for (const r of latestRecords(records)) {
    if (r.engine_error !== null) {
      out.engine_errors++;
      continue;
    }
    const sample = byId.get(r.sample_id);
    if (!sample) {
      out.unknown_samples++;
      continue;
    }
    out.rows.push({ sample, gold: r.gold, answer: r.answer, correct: r.correct, attempts: r.attempts });
  }
  return out;
}
