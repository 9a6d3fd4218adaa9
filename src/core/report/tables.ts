import { SETS } from '../dataset/types.ts';
import { inCatalogOrder } from '../domains/catalog.ts';
import type { BaselineComparison, Beside, PairedComparison, QueryTable, RunMetrics } from '../metrics/index.ts';
import { percent, points, pValue } from './format.ts';
import { render, type Cell, type Column, type Grid, type TableFormat } from './grid.ts';

export interface TableEntry {
  /** Model / variant name for the row, e.g. "Qwen3-14B base". */
  label: string;
  metrics: RunMetrics;
}

const QUERY_GROUPS = [
  ['q1', 'Q1 outcome'],
  ['q2', 'Q2 step-level'],
  ['q3', 'Q3 localization'],
] as const;
const CELLS = ['overall', 'T1', 'T2', 'T3'] as const;
const CELL_NAMES: Record<(typeof CELLS)[number], string> = { overall: 'Overall', T1: 'T1', T2: 'T2', T3: 'T3' };

function text(group: string, name: string): Column {
  return { group, name, numeric: false };
}
function num(group: string, name: string): Column {
  return { group, name, numeric: true };
}

const ACCURACY_COLUMNS: Column[] = QUERY_GROUPS.flatMap(([, title]) => CELLS.map((c) => num(title, CELL_NAMES[c])));

function accuracyCells(table: QueryTable): Cell[] {
  return QUERY_GROUPS.flatMap(([q]) => CELLS.map((c) => percent(table[q][c].rate)));
}

/** The paper's Tables I-III: rows set × model, columns Q1/Q2/Q3 × Overall/T1/T2/T3, in %. */
export function accuracyGrid(entries: readonly TableEntry[]): Grid {
  const rows: Cell[][] = [];
  for (const set of SETS) {
    for (const { label, metrics } of entries) {
      const m = metrics.sets[set];
      if (m) rows.push([set, label, ...accuracyCells(m.accuracy)]);
    }
  }
  return { columns: [text('', 'Set'), text('', 'Model'), ...ACCURACY_COLUMNS], rows };
}

/** The same layout per perturbation family (families present in the run only). */
export function familyGrid(entries: readonly TableEntry[]): Grid {
  const rows: Cell[][] = [];
  const families = inCatalogOrder(entries.flatMap((e) => Object.keys(e.metrics.sets.perturbed?.families ?? {})));
  for (const family of families) {
    for (const { label, metrics } of entries) {
      const table = metrics.sets.perturbed?.families[family];
      if (table) rows.push([family, label, ...accuracyCells(table)]);
    }
  }
  return { columns: [text('', 'Family'), text('', 'Model'), ...ACCURACY_COLUMNS], rows };
}

/** What the accuracy table hides: error rates, ProcessBench F1, Q3 offsets, parse errors. */
export function detailsGrid(entries: readonly TableEntry[]): Grid {
  const rows: Cell[][] = [];
  for (const set of SETS) {
    for (const { label, metrics } of entries) {
      const m = metrics.sets[set];
      if (!m) continue;
      const off = m.q3_offsets.erroneous;
      const share = (k: number): Cell => percent(off.n > 0 ? k / off.n : null);
      rows.push([
        set,
        label,
        String(m.samples),
        percent(m.usage.parse_error_rate.rate),
        percent(m.false_rejection.rate),
        percent(m.false_acceptance.T2.rate),
        percent(m.false_acceptance.T3.rate),
        percent(m.f1.f1),
        share(off.too_early),
        share(off.too_late),
        share(off.missed),
      ]);
    }
  }
  return {
    columns: [
      text('', 'Set'),
      text('', 'Model'),
      num('', 'n'),
      num('', 'Parse err'),
      num('', 'FRR T1'),
      num('False accept', 'T2'),
      num('False accept', 'T3'),
      num('', 'PB-F1'),
      num('Q3 on errors', 'early'),
      num('Q3 on errors', 'late'),
      num('Q3 on errors', 'missed'),
    ],
    rows,
  };
}

/** Two runs on shared samples: discordant counts, accuracy difference (A − B) and McNemar p. */
export function pairedGrid(c: PairedComparison, labelA: string, labelB: string): Grid {
  const rows: Cell[][] = [];
  for (const set of SETS) {
    const cells = c.sets[set];
    if (!cells) continue;
    for (const [q] of QUERY_GROUPS) {
      const x = cells[q];
      rows.push([
        set,
        q.toUpperCase(),
        String(x.n),
        String(x.both_right),
        String(x.only_a),
        String(x.only_b),
        String(x.both_wrong),
        percent(x.acc_a),
        percent(x.acc_b),
        points(x.diff),
        pValue(x.p),
      ]);
    }
  }
  return {
    columns: [
      text('', 'Set'),
      text('', 'Query'),
      num('', 'n'),
      num('', 'Both right'),
      num('', `Only ${labelA}`),
      num('', `Only ${labelB}`),
      num('', 'Both wrong'),
      num('', labelA),
      num('', labelB),
      num('', 'Diff (pp)'),
      num('', 'McNemar p'),
    ],
    rows,
  };
}

/**
 * A run beside the surface probe (the hypothesis-only baseline) on the same samples: each query,
 * Q3 on the erroneous samples, Q3 on those where no cue names the error's line (audit 8: errors not
 * seen by checking one line by its rule), Q1 and Q2 on the samples where no named cue shows (audit
 * 16), then Q3 on the erroneous samples by error kind and trace type.
 * "Probe, told" is the probe's step when told that the trace holds an error (the audit's figure);
 * "Probe wrong" is the hard subset: how many samples the probe gets wrong, and the model on them.
 */
export function baselineGrid(c: BaselineComparison): Grid {
  const rows: Cell[][] = [];
  const row = (set: string, what: string, x: Beside, toldRate: number | null | undefined): Cell[] => [
    // No told figure for Q1-Q3 (undefined): the probe is told nothing there.
    set, what, String(x.model.n), percent(x.model.rate), percent(x.probe.rate),
    toldRate === undefined ? null : percent(toldRate), points(x.model.rate === null || x.probe.rate === null ? null : x.model.rate - x.probe.rate), x.p === null ? null : pValue(x.p),
    String(x.probe_wrong.n), percent(x.probe_wrong.rate),
  ];
  for (const set of SETS) {
    const b = c.sets[set];
    if (!b) continue;
    for (const [q] of QUERY_GROUPS) rows.push(row(set, q.toUpperCase(), b[q], undefined));
    rows.push(row(set, 'Q3 on erroneous', b.q3_erroneous, b.q3_erroneous.probe_told.rate));
    if (b.q3_unnamed) rows.push(row(set, 'Q3 on erroneous, no cue names the line', b.q3_unnamed, b.q3_unnamed.probe_told.rate));
    if (b.q12_unshown) for (const q of ['q1', 'q2'] as const) rows.push(row(set, `${q.toUpperCase()}, no named cue shows`, b.q12_unshown[q], undefined));
    for (const k of b.by_kind) rows.push(row(set, `Q3: ${k.kind}, ${k.trace_type}`, k, k.probe_told.rate));
  }
  return {
    columns: [text('', 'Set'), text('', 'Query'), num('', 'n'), num('', 'Model'), num('', 'Probe'), num('', 'Probe, told'), num('', 'Diff (pp)'), num('', 'McNemar p'),
      // The hard subset: the samples the probe gets wrong, and the model on them.
      num('Probe wrong', 'n'), num('Probe wrong', 'Model')],
    rows,
  };
}

export function baselineTable(format: TableFormat, c: BaselineComparison): string {
  return render(format, baselineGrid(c));
}

export function accuracyTable(format: TableFormat, entries: readonly TableEntry[]): string {
  return render(format, accuracyGrid(entries));
}
export function familyTable(format: TableFormat, entries: readonly TableEntry[]): string {
  return render(format, familyGrid(entries));
}
export function detailsTable(format: TableFormat, entries: readonly TableEntry[]): string {
  return render(format, detailsGrid(entries));
}
export function pairedTable(format: TableFormat, c: PairedComparison, labelA: string, labelB: string): string {
  return render(format, pairedGrid(c, labelA, labelB));
}

/** One run's accuracy table in each format. */
export const runTableCsv = (m: RunMetrics, label: string): string => accuracyTable('csv', [{ label, metrics: m }]);
export const runTableMarkdown = (m: RunMetrics, label: string): string => accuracyTable('markdown', [{ label, metrics: m }]);
export const runTableLatex = (m: RunMetrics, label: string): string => accuracyTable('latex', [{ label, metrics: m }]);
export const runTableText = (m: RunMetrics, label: string): string => accuracyTable('text', [{ label, metrics: m }]);
