// What the HTML report is made of, as plain data: a run's header without its records,
// its metrics and how many of its selected samples were scored, the paired comparisons
// of runs on the same data, and the paper's rows. The CLI and the results worker both
// build it here, so the two reports of one run are the same file.
import type { Sample } from '../dataset/types.ts';
import { computeRunMetrics, pairedComparison, type BaselineComparison, type PairedComparison, type RunMetrics } from '../metrics/index.ts';
import type { ReferenceRow } from '../reference/index.ts';
import type { Provenance, RunLog, RunSpec, RunStatus } from '../run/log.ts';
import { runLabel } from '../run/label.ts';
import { selectSamples } from '../run/select.ts';

export interface ReportRun {
  id: string;
  /** The run's name, or its engine and model; unique within one report. */
  label: string;
  name: string | null;
  note: string | null;
  status: RunStatus;
  stop_reason: string | null;
  /** What to try about it, when the run recorded one. */
  stop_hint: string | null;
  created_at: string;
  updated_at: string;
  spec: RunSpec;
  provenance: Provenance;
  /** Records stored (engine errors included). */
  records: number;
  /** How many samples the run set out to score (its set and limit); null when the samples are unknown. */
  selected: number | null;
  metrics: RunMetrics | null;
  /** Why there are no metrics (the samples could not be rebuilt). */
  error: string | null;
  /** The run beside the surface probe, when it was fitted (report --baseline, or Results' button). */
  baseline: BaselineComparison | null;
}

export interface ReportPair {
  labelA: string;
  labelB: string;
  comparison: PairedComparison | null;
  /** Why there is no comparison (different data). */
  reason: string | null;
}

export interface HtmlReportInput {
  runs: ReportRun[];
  pairs: ReportPair[];
  reference: readonly ReferenceRow[];
  /** When the report was written (ISO); passed in so the output is deterministic. */
  generated_at: string;
  /** The stepbench version writing the report. */
  app_version: string;
}

/** Scored fewer than it selected, or not finished: the report must say so. */
export function isIncomplete(run: Pick<ReportRun, 'status' | 'selected' | 'metrics'>): boolean {
  return run.status !== 'complete' || run.metrics === null || run.selected === null || run.metrics.samples < run.selected;
}

export interface LoadedRun {
  log: RunLog;
  /** The run's test samples (both sets), or null with `error`. */
  samples: readonly Sample[] | null;
  error?: string;
  /** The run beside the surface probe, when asked for and made. */
  baseline?: BaselineComparison | null;
}

function reportRun(r: LoadedRun, label: string): ReportRun {
  const { log, samples } = r;
  return {
    id: log.id,
    label,
    name: log.name?.trim() || null,
    note: log.note?.trim() ? log.note : null,
    status: log.status,
    stop_reason: log.stop_reason,
    stop_hint: log.stop_hint ?? null,
    created_at: log.created_at,
    updated_at: log.updated_at,
    spec: log.spec,
    provenance: log.provenance,
    records: log.records.length,
    selected: samples ? selectSamples(samples, log.spec.set, log.spec.limit).length : null,
    metrics: samples ? computeRunMetrics(log.records, samples) : null,
    error: samples ? null : (r.error ?? 'the samples of this run are not available'),
    baseline: r.baseline ?? null,
  };
}

/** Same titles (three runs of one engine) get a letter so rows and columns stay apart. */
function uniqueLabels(titles: readonly string[]): string[] {
  return titles.map((t, i) => (titles.filter((x) => x === t).length > 1 ? `${String.fromCharCode(65 + (i % 26))}: ${t}` : t));
}

/** Every pair of runs (i < j), compared on the samples both scored when they used the same data. */
function pairs(loaded: readonly LoadedRun[], labels: readonly string[]): ReportPair[] {
  const out: ReportPair[] = [];
  loaded.forEach((a, i) => {
    loaded.slice(i + 1).forEach((b, d) => {
      const j = i + 1 + d;
      const base = { labelA: labels[i] ?? '', labelB: labels[j] ?? '' };
      if (a.log.spec.dataset.content_hash !== b.log.spec.dataset.content_hash) {
        out.push({ ...base, comparison: null, reason: 'the two runs used different data; a paired comparison needs the same samples' });
      } else if (!a.samples) {
        out.push({ ...base, comparison: null, reason: a.error ?? 'the samples are not available' });
      } else {
        out.push({ ...base, comparison: pairedComparison(a.log.records, b.log.records, a.samples), reason: null });
      }
    });
  });
  return out;
}

export function reportInput(
  loaded: readonly LoadedRun[],
  options: { reference: readonly ReferenceRow[]; generated_at: string; app_version: string },
): HtmlReportInput {
  const labels = uniqueLabels(loaded.map((r) => runLabel(r.log)));
  return {
    runs: loaded.map((r, i) => reportRun(r, labels[i] ?? '')),
    pairs: pairs(loaded, labels),
    reference: options.reference,
    generated_at: options.generated_at,
    app_version: options.app_version,
  };
}
