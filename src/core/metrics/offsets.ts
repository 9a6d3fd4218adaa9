import type { Row } from './rows.ts';

/** Where the answered first-error index falls relative to the gold one, for gold q3 ≥ 0. */
export interface ErroneousOffsets {
  n: number;
  exact: number;
  too_early: number;
  too_late: number;
  /** Answered -1: the error went unnoticed. */
  missed: number;
  /** No q3 (parse error, or no votes). */
  no_answer: number;
}

/** The same for gold q3 = -1 (nothing to find). */
export interface CorrectOffsets {
  n: number;
  exact: number;
  /** Answered an index although every step is valid. */
  false_alarm: number;
  no_answer: number;
}

export interface Q3Offsets {
  erroneous: ErroneousOffsets;
  correct: CorrectOffsets;
}

export function q3Offsets(rows: readonly Row[]): Q3Offsets {
  const erroneous: ErroneousOffsets = { n: 0, exact: 0, too_early: 0, too_late: 0, missed: 0, no_answer: 0 };
  const correct: CorrectOffsets = { n: 0, exact: 0, false_alarm: 0, no_answer: 0 };
  for (const { gold, answer } of rows) {
    const got = answer.q3;
    if (gold.q3 < 0) {
      correct.n++;
      if (got === null) correct.no_answer++;
      else if (got === -1) correct.exact++;
      else correct.false_alarm++;
    } else {
      erroneous.n++;
      if (got === null) erroneous.no_answer++;
      else if (got === -1) erroneous.missed++;
      else if (got === gold.q3) erroneous.exact++;
      else if (got < gold.q3) erroneous.too_early++;
      else erroneous.too_late++;
    }
  }
  return { erroneous, correct };
}
