// A run's answers beside the surface probe's — the benchmark's hypothesis-only baseline
// (audit/probe.ts) — on exactly the samples the run scored. What a model gets right beyond the
// probe is what it got from more than the form of the traces; where it does no better than the
// probe, its score may measure form as much as verification (issue 15: the probe still places
// many first errors of some domains and error kinds). Each comparison is paired (the same
// samples), so its exact McNemar p-value says whether the difference could be chance.
import type { ProbeAnswer } from '../audit/probe.ts';
import type { InjectedError, Sample, SetName, TraceType } from '../dataset/types.ts';
import { SETS } from '../dataset/types.ts';
import { groupByErrorKind } from '../dataset/by-error-kind.ts';
import { mcnemarExact } from './mcnemar.ts';
import { rate, type Rate } from './rate.ts';
import { scoredRows, type QueryKey, type Row } from './rows.ts';
import type { SampleRecord } from '../run/types.ts';
import { namedLines } from '../audit/slip-cues.ts';
import { shownByCues } from '../audit/known-cues.ts';

/** The model and the probe on the same samples. */
export interface Beside {
  model: Rate;
  probe: Rate;
  /** Samples only the model got right, and only the probe. */
  model_only: number;
  probe_only: number;
  /** Exact McNemar (two-sided) on those two counts; null when both are 0. */
  p: number | null;
  /**
   * The model on the samples the probe gets wrong: the "hard subset" of hypothesis-only baselines
   * (Gururangan et al. 2018), where the form of the trace did not give the answer away. Its n is
   * the number of those samples; its rate is null when the probe is right on all of them.
   */
  probe_wrong: Rate;
}

export interface KindBeside extends Beside {
  kind: string;
  trace_type: Extract<TraceType, 'T2' | 'T3'>;
  /** The probe's step when told there is an error (the audit's `by_kind` figure), on these samples. */
  probe_told: Rate;
}

export interface SetBeside {
  /** Scored samples of the set with a probe answer. */
  samples: number;
  q1: Beside;
  q2: Beside;
  q3: Beside;
  /** Q3 on the erroneous samples: the model's answer against the probe's (which says -1 when its Q2 says valid). */
  q3_erroneous: Beside & { probe_told: Rate };
  /** Q3 on the erroneous samples by injected error kind and trace type, largest groups first. */
  by_kind: KindBeside[];
  /**
   * Q3 on the erroneous samples where no cue names the error's line (audit 8, `namedErrorLine`):
   * the errors a reader cannot see by checking one line's symbols by its rule. The model beside the
   * probe there is localisation beyond the errors the form shows; absent when not asked for.
   */
  q3_unnamed?: Beside & { probe_told: Rate };
  /**
   * Q1 and Q2 on the samples where no named cue shows (audit 16, `shownByCues`): the samples a reader
   * of the named cues calls valid, where the probe gains nothing over the answer most common there
   * (`probe.q12_unshown`). The model beside the probe there is judging beyond what the named cues
   * give away; absent when not asked for.
   */
  q12_unshown?: { q1: Beside; q2: Beside };
}

export interface BaselineComparison {
  sets: Partial<Record<SetName, SetBeside>>;
  /** Scored samples the probe has no answer for (none when its test sets are the run's). */
  without_probe: number;
}

function beside(pairs: readonly (readonly [boolean, boolean])[]): Beside {
  let model = 0;
  let probe = 0;
  let modelOnly = 0;
  let probeOnly = 0;
  for (const [m, p] of pairs) {
    if (m) model++;
    if (p) probe++;
    if (m && !p) modelOnly++;
    if (p && !m) probeOnly++;
  }
  // Where the probe is wrong, the model is right exactly on the samples only it got right.
  return {
    model: rate(model, pairs.length),
    probe: rate(probe, pairs.length),
    model_only: modelOnly,
    probe_only: probeOnly,
    p: modelOnly + probeOnly > 0 ? mcnemarExact(modelOnly, probeOnly) : null,
    probe_wrong: rate(modelOnly, pairs.length - probe),
  };
}

type Joined = { row: Row; probe: ProbeAnswer; error: InjectedError | null };

const probeRight = (j: Joined, q: QueryKey): boolean => (q === 'q3' ? j.probe.q3 === j.row.gold.q3 : j.probe[q] === j.row.gold[q]);
const queryBeside = (js: readonly Joined[], q: QueryKey) => beside(js.map((j) => [j.row.correct[q], probeRight(j, q)] as const));
const told = (js: readonly Joined[]) => rate(js.filter((j) => j.probe.blamed === j.row.gold.q3).length, js.length);

function byKind(wrong: readonly Joined[]): KindBeside[] {
  return groupByErrorKind(wrong, (j) => ({ error: j.error, trace_type: j.row.sample.trace_type }))
    .map(({ kind, trace_type, items }) => ({ kind, trace_type, ...queryBeside(items, 'q3'), probe_told: told(items) }));
}

/**
 * The run's scored rows beside the probe's answers (by sample id), per set. `errors` gives each
 * sample's injected error (its kind), which the metrics' rows do not carry; `named`, when given,
 * the line a cue names in each sample (-1: none), for `q3_unnamed`; `shown`, when given, whether a
 * named cue shows in each sample, for `q12_unshown`.
 */
export function besideProbe(
  rows: readonly Row[],
  probe: ReadonlyMap<string, ProbeAnswer>,
  errors: ReadonlyMap<string, InjectedError | null>,
  named?: ReadonlyMap<string, number>,
  shown?: ReadonlyMap<string, boolean>,
): BaselineComparison {
  const joined: Joined[] = [];
  let without = 0;
  for (const row of rows) {
    const p = probe.get(row.sample.id);
    if (p) joined.push({ row, probe: p, error: errors.get(row.sample.id) ?? null });
    else without++;
  }
  const sets: Partial<Record<SetName, SetBeside>> = {};
  for (const set of SETS) {
    const js = joined.filter((j) => j.row.sample.set === set);
    if (js.length === 0) continue;
    const wrong = js.filter((j) => !j.row.gold.q2);
    sets[set] = {
      samples: js.length,
      q1: queryBeside(js, 'q1'),
      q2: queryBeside(js, 'q2'),
      q3: queryBeside(js, 'q3'),
      q3_erroneous: { ...queryBeside(wrong, 'q3'), probe_told: told(wrong) },
      by_kind: byKind(wrong),
    };
    if (named) {
      const unnamed = wrong.filter((j) => (named.get(j.row.sample.id) ?? -1) < 0);
      sets[set]!.q3_unnamed = { ...queryBeside(unnamed, 'q3'), probe_told: told(unnamed) };
    }
    if (shown) {
      const unshown = js.filter((j) => !(shown.get(j.row.sample.id) ?? false));
      sets[set]!.q12_unshown = { q1: queryBeside(unshown, 'q1'), q2: queryBeside(unshown, 'q2') };
    }
  }
  return { sets, without_probe: without };
}

/** A run's records beside the probe's answers, on the run's test samples (their errors give the kinds). */
export function runBesideProbe(records: readonly SampleRecord[], samples: readonly Sample[], probe: ReadonlyMap<string, ProbeAnswer>): BaselineComparison {
  const errors = new Map(samples.map((s) => [s.id, s.error]));
  // Both columns read the line-naming cues' cached columns of this sample array: each cue runs once per sample.
  const shown = shownByCues(samples);
  const named = namedLines(samples);
  return besideProbe(scoredRows(records, samples).rows, probe, errors, new Map(samples.map((s, r) => [s.id, named[r]!])), new Map(samples.map((s, r) => [s.id, shown[r]!])));
}
