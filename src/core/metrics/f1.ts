import { rateOf, type Rate } from './rate.ts';
import type { Row } from './rows.ts';

export interface ProcessF1 {
  /** Q3 exact match on erroneous traces (T2 + T3). */
  erroneous: Rate;
  /** Q3 exact match (= answering -1) on correct traces (T1). */
  correct: Rate;
  /** Harmonic mean of the two; null when either side has no samples. */
  f1: number | null;
}

/** ProcessBench's headline number, so results can sit beside ProcessBench's. */
export function processF1(rows: readonly Row[]): ProcessF1 {
  const erroneous = rateOf(
    rows.filter((r) => r.sample.trace_type !== 'T1'),
    (r) => r.correct.q3,
  );
  const correct = rateOf(
    rows.filter((r) => r.sample.trace_type === 'T1'),
    (r) => r.correct.q3,
  );
  const a = erroneous.rate;
  const b = correct.rate;
  const f1 = a === null || b === null ? null : a + b === 0 ? 0 : (2 * a * b) / (a + b);
  return { erroneous, correct, f1 };
}
