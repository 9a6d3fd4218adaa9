import { inCatalogOrder } from '../domains/catalog.ts';
import { SETS, type Family, type SetName, type TraceType } from '../dataset/types.ts';
import type { SampleRecord } from '../run/types.ts';
import { voteBudgetCurve, type VoteBudgetCurve } from '../scoring/index.ts';
import { queryTable, type QueryTable } from './accuracy.ts';
import { processF1, type ProcessF1 } from './f1.ts';
import { flipRates, type FlipRates } from './flips.ts';
import { q3Offsets, type Q3Offsets } from './offsets.ts';
import { falseAcceptance, falseRejection, type FalseAcceptance } from './rejection.ts';
import type { Rate } from './rate.ts';
import { QUERIES, scoredRows, type QueryKey, type Row, type SampleInfo } from './rows.ts';
import { usage, type Usage } from './usage.ts';
import { telemetry, type Telemetry } from './telemetry.ts';
import { tallyAnswers, unreadableAnswers, type UnreadableAnswers } from './unreadable.ts';

export interface SetMetrics {
  /** Scored samples in this set. */
  samples: number;
  accuracy: QueryTable;
  /** Only families present (the perturbed set); each with the same layout as `accuracy`. */
  /** Per family present in the rows, in the domains' catalog order. */
  families: Record<Family, QueryTable>;
  false_rejection: Rate;
  false_acceptance: FalseAcceptance;
  f1: ProcessF1;
  q3_offsets: Q3Offsets;
  usage: Usage;
  /** Expected vote accuracy per budget; null unless every sample has at least 2 attempts. */
  vote_curve: VoteBudgetCurve | null;
}

export type GapCells = Record<'overall' | TraceType, number | null>;

export interface RunMetrics {
  /** Scored samples (engine errors and unknown ids excluded). */
  samples: number;
  engine_errors: number;
  unknown_samples: number;
  usage: Usage;
  /** Only sets present in the run. */
  sets: Partial<Record<SetName, SetMetrics>>;
  /** Canonical − perturbed accuracy per query and cell; null unless both sets are present. */
  gap: Record<QueryKey, GapCells> | null;
  /** Perturbed vs canonical sibling within this run; null when no pair is complete. */
  flips: FlipRates | null;
  /** How fast the engine answered (every scored attempt). */
  telemetry: Telemetry;
  /** How many answers could not be read, and whether that flags the run (unreadable.ts). */
  unreadable: UnreadableAnswers;
}

/** The families the rows hold, in catalog order. */
function familiesIn(rows: readonly Row[]): Family[] {
  return inCatalogOrder(rows.flatMap((r) => (r.sample.family === null ? [] : [r.sample.family])));
}

function setMetrics(rows: readonly Row[]): SetMetrics {
  const families: Record<Family, QueryTable> = {};
  for (const f of familiesIn(rows)) families[f] = queryTable(rows.filter((r) => r.sample.family === f));
  const minAttempts = rows.reduce((m, r) => Math.min(m, r.attempts.length), Infinity);
  return {
    samples: rows.length,
    accuracy: queryTable(rows),
    families,
    false_rejection: falseRejection(rows),
    false_acceptance: falseAcceptance(rows),
    f1: processF1(rows),
    q3_offsets: q3Offsets(rows),
    usage: usage(rows),
    vote_curve:
      rows.length > 0 && minAttempts >= 2
        ? voteBudgetCurve(rows.map((r) => ({ parsed: r.attempts.map((a) => a.parsed), gold: r.gold })))
        : null,
  };
}

function difference(a: number | null, b: number | null): number | null {
  return a === null || b === null ? null : a - b;
}

function gap(canonical: SetMetrics, perturbed: SetMetrics): Record<QueryKey, GapCells> {
  const cells = (q: QueryKey): GapCells => {
    const c = canonical.accuracy[q];
    const p = perturbed.accuracy[q];
    return {
      overall: difference(c.overall.rate, p.overall.rate),
      T1: difference(c.T1.rate, p.T1.rate),
      T2: difference(c.T2.rate, p.T2.rate),
      T3: difference(c.T3.rate, p.T3.rate),
    };
  };
  return Object.fromEntries(QUERIES.map((q) => [q, cells(q)])) as Record<QueryKey, GapCells>;
}

/** Every number of a run's report, from its records and the samples they answer. */
export function computeRunMetrics(records: readonly SampleRecord[], samples: readonly SampleInfo[]): RunMetrics {
  const { rows, engine_errors, unknown_samples } = scoredRows(records, samples);
  const sets: Partial<Record<SetName, SetMetrics>> = {};
  for (const set of SETS) {
    const inSet = rows.filter((r) => r.sample.set === set);
    if (inSet.length > 0) sets[set] = setMetrics(inSet);
  }
  const flips = flipRates(rows);
  return {
    samples: rows.length,
    engine_errors,
    unknown_samples,
    usage: usage(rows),
    sets,
    gap: sets.canonical && sets.perturbed ? gap(sets.canonical, sets.perturbed) : null,
    flips: flips.pairs > 0 ? flips : null,
    telemetry: telemetry(rows.flatMap((r) => r.attempts)),
    unreadable: unreadableAnswers(tallyAnswers(rows.flatMap((r) => r.attempts))),
  };
}
