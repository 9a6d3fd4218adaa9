import type { Gold } from '../dataset/types.ts';
import type { Correctness } from '../run/types.ts';

/** A possibly incomplete answer: null where no value was parsed or voted. */
export interface VotedAnswer {
  q1: boolean | null;
  q2: boolean | null;
  q3: number | null;
}

/** Exact match per field; a missing value is simply wrong (III-B: parse errors count as incorrect). */
export function scoreAnswer(answer: VotedAnswer, gold: Gold): Correctness {
  return {
    q1: answer.q1 !== null && answer.q1 === gold.q1,
    q2: answer.q2 !== null && answer.q2 === gold.q2,
    q3: answer.q3 !== null && answer.q3 === gold.q3,
  };
}
