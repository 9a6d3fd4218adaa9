// The rows of the Figure-1-style chart: one bar per run × query × set.
import { SETS } from '../../../core/dataset/types.ts';
import { QUERIES, type RunMetrics } from '../../../core/metrics/index.ts';
import type { ReferenceRow } from '../../../core/reference/index.ts';

export interface ChartDatum {
  run: string;
  query: 'Q1' | 'Q2' | 'Q3';
  set: 'canonical' | 'perturbed';
  /** Percent. */
  value: number;
  low: number | null;
  high: number | null;
}

export function chartData(runs: { label: string; metrics: RunMetrics | null }[], reference: readonly ReferenceRow[]): ChartDatum[] {
  const out: ChartDatum[] = [];
  for (const { label, metrics } of runs) {
    for (const set of SETS) {
      const m = metrics?.sets[set];
      if (!m) continue;
      for (const q of QUERIES) {
        const r = m.accuracy[q].overall;
        if (r.rate === null) continue;
        out.push({ run: label, query: q.toUpperCase() as ChartDatum['query'], set, value: r.rate * 100, low: r.ci ? r.ci.low * 100 : null, high: r.ci ? r.ci.high * 100 : null });
      }
    }
  }
  // Reference rows with every overall value reported (Phi-4-Reasoning's table).
  const complete = reference.filter((r) => QUERIES.every((q) => r.values[q].overall !== null));
  for (const r of complete) {
    for (const q of QUERIES) {
      out.push({ run: r.label, query: q.toUpperCase() as ChartDatum['query'], set: r.set, value: r.values[q].overall!, low: null, high: null });
    }
  }
  return out;
}
