import { TRACE_TYPES, type TraceType } from '../dataset/types.ts';
import { rateOf, type Rate } from './rate.ts';
import type { QueryKey, Row } from './rows.ts';

/** One query's accuracy overall and by trace type: a row group of the paper's Tables I-III. */
export type QueryCells = Record<'overall' | TraceType, Rate>;
export type QueryTable = Record<QueryKey, QueryCells>;

export function queryTable(rows: readonly Row[]): QueryTable {
  const byType = Object.fromEntries(TRACE_TYPES.map((t) => [t, rows.filter((r) => r.sample.trace_type === t)])) as Record<
    TraceType,
    Row[]
  >;
  const cells = (q: QueryKey): QueryCells => ({
    overall: rateOf(rows, (r) => r.correct[q]),
    T1: rateOf(byType.T1, (r) => r.correct[q]),
    T2: rateOf(byType.T2, (r) => r.correct[q]),
    T3: rateOf(byType.T3, (r) => r.correct[q]),
  });
  return { q1: cells('q1'), q2: cells('q2'), q3: cells('q3') };
}
