import { SETS } from '../dataset/types.ts';
import type { QueryCells, QueryTable } from './accuracy.ts';
import type { Rate } from './rate.ts';
import type { QueryKey } from './rows.ts';
import type { RunMetrics, SetMetrics } from './tables.ts';

// The CLI's `report --json` shape: flat fractions in [0, 1], null where a cell has no
// samples, and a set absent from the run is absent here. Keys are part of the CLI contract.

type Cells<T> = { overall: T; T1: T; T2: T; T3: T };
type ByQuery<T> = Record<QueryKey, Cells<T>>;
type Pair = [number, number] | null;

export interface SetSummary extends ByQuery<number | null> {
  samples: number;
  parse_errors: number;
  /** 95% Wilson intervals of the accuracies above. */
  ci: ByQuery<Pair>;
  false_rejection_rate: number | null;
  false_acceptance_rate: { T2: number | null; T3: number | null; overall: number | null };
  processbench_f1: number | null;
  families: Record<string, ByQuery<number | null>>;
  vote_curve: { budgets: number[]; q1: number[]; q2: number[]; q3: number[] } | null;
}

export interface RunSummary {
  samples: number;
  parse_errors: number;
  engine_errors: number;
  attempts: number;
  parse_error_rate: number | null;
  /** Set when more than 20% of the answers could not be read (metrics/unreadable.ts); null otherwise. */
  unreadable_warning: { message: string; most_common: { preview: string; truncated: boolean; count: number } | null } | null;
  canonical?: SetSummary;
  perturbed?: SetSummary;
  gap?: ByQuery<number | null>;
  flip_rate?: { pairs: number } & Record<QueryKey, number | null>;
  latency_ms: { mean: number; median: number } | null;
  tokens: { prompt_mean: number | null; completion_mean: number | null; completion_total: number | null };
}

function mapCells<T>(cells: QueryCells, f: (r: Rate) => T): Cells<T> {
  return { overall: f(cells.overall), T1: f(cells.T1), T2: f(cells.T2), T3: f(cells.T3) };
}

function byQuery<T>(table: QueryTable, f: (r: Rate) => T): ByQuery<T> {
  return { q1: mapCells(table.q1, f), q2: mapCells(table.q2, f), q3: mapCells(table.q3, f) };
}

const accuracy = (r: Rate): number | null => r.rate;
const interval = (r: Rate): Pair => (r.ci ? [r.ci.low, r.ci.high] : null);

function setSummary(m: SetMetrics): SetSummary {
  const families: Record<string, ByQuery<number | null>> = {};
  for (const [f, table] of Object.entries(m.families)) families[f] = byQuery(table, accuracy);
  const curve = m.vote_curve;
  return {
    ...byQuery(m.accuracy, accuracy),
    samples: m.samples,
    parse_errors: m.usage.parse_errors,
    ci: byQuery(m.accuracy, interval),
    false_rejection_rate: m.false_rejection.rate,
    false_acceptance_rate: {
      T2: m.false_acceptance.T2.rate,
      T3: m.false_acceptance.T3.rate,
      overall: m.false_acceptance.overall.rate,
    },
    processbench_f1: m.f1.f1,
    families,
    vote_curve: curve ? { budgets: curve.budgets, q1: curve.q1, q2: curve.q2, q3: curve.q3 } : null,
  };
}

export function runSummaryJson(m: RunMetrics): RunSummary {
  const out: RunSummary = {
    samples: m.samples,
    parse_errors: m.usage.parse_errors,
    engine_errors: m.engine_errors,
    attempts: m.usage.attempts,
    parse_error_rate: m.usage.parse_error_rate.rate,
    unreadable_warning: m.unreadable.flagged && m.unreadable.message ? { message: m.unreadable.message, most_common: m.unreadable.most_common } : null,
    latency_ms: m.usage.latency_ms ? { mean: m.usage.latency_ms.mean, median: m.usage.latency_ms.median } : null,
    tokens: {
      prompt_mean: m.usage.prompt_tokens?.mean ?? null,
      completion_mean: m.usage.completion_tokens?.mean ?? null,
      completion_total: m.usage.completion_tokens?.total ?? null,
    },
  };
  for (const set of SETS) {
    const s = m.sets[set];
    if (s) out[set] = setSummary(s);
  }
  if (m.gap) out.gap = m.gap;
  if (m.flips) {
    const f = m.flips;
    out.flip_rate = { pairs: f.pairs, q1: f.q1.flips.rate, q2: f.q2.flips.rate, q3: f.q3.flips.rate };
  }
  return out;
}
