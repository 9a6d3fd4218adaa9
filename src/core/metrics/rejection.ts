import { rate, rateOf, type Rate } from './rate.ts';
import type { Row } from './rows.ts';

/** T1 traces whose valid process was rejected: 1 − Acc(Q2) on T1 (parse errors count as rejections). */
export function falseRejection(rows: readonly Row[]): Rate {
  const t1 = rows.filter((r) => r.sample.trace_type === 'T1');
  const right = t1.filter((r) => r.correct.q2).length;
  return rate(t1.length - right, t1.length);
}

export interface FalseAcceptance {
  T2: Rate;
  T3: Rate;
  /** T2 and T3 together. */
  overall: Rate;
}

/** Invalid traces (T2, T3) the model called valid: the share answering q2 = true. */
export function falseAcceptance(rows: readonly Row[]): FalseAcceptance {
  const accepted = (r: Row): boolean => r.answer.q2 === true;
  const t2 = rows.filter((r) => r.sample.trace_type === 'T2');
  const t3 = rows.filter((r) => r.sample.trace_type === 'T3');
  return { T2: rateOf(t2, accepted), T3: rateOf(t3, accepted), overall: rateOf([...t2, ...t3], accepted) };
}
