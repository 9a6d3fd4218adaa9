// The tables of the selected runs as one CSV / Markdown / LaTeX document, built with the
// same grids as `stepbench report` (src/core/report), plus the paper's rows when shown.
import { SETS } from '../../../core/dataset/types.ts';
import type { PairedComparison, RunMetrics } from '../../../core/metrics/index.ts';
import { REFERENCE_CELLS, REFERENCE_ROWS } from '../../../core/reference/index.ts';
import { accuracyGrid, detailsGrid, familyGrid, pairedGrid, render, tableHeading, type Cell, type Grid, type TableFormat } from '../../../core/report/index.ts';
import { referenceFilter, type ReferenceChoice } from './types.ts';

export const FORMATS: { format: TableFormat; name: string; ext: string; mime: string }[] = [
  { format: 'csv', name: 'CSV', ext: 'csv', mime: 'text/csv' },
  { format: 'markdown', name: 'Markdown', ext: 'md', mime: 'text/markdown' },
  { format: 'latex', name: 'LaTeX', ext: 'tex', mime: 'application/x-tex' },
];

/** The accuracy grid with the chosen reference rows after each set's runs. */
export function accuracyWithReference(entries: { label: string; metrics: RunMetrics }[], reference: ReferenceChoice): Grid {
  const grid = accuracyGrid(entries);
  const keep = referenceFilter(reference);
  const rows: Cell[][] = [];
  for (const set of SETS) {
    rows.push(...grid.rows.filter((r) => r[0] === set));
    for (const ref of REFERENCE_ROWS.filter((r) => r.set === set && keep(r))) {
      const values = (['q1', 'q2', 'q3'] as const).flatMap((q) => REFERENCE_CELLS.map((c) => ref.values[q][c]?.toFixed(2) ?? null));
      rows.push([set, ref.label, ...values]);
    }
  }
  return { columns: grid.columns, rows };
}

export interface ExportPair {
  labelA: string;
  labelB: string;
  comparison: PairedComparison;
}

export function tablesDocument(
  format: TableFormat,
  entries: { label: string; metrics: RunMetrics }[],
  reference: ReferenceChoice,
  pairs: ExportPair[],
): string {
  const sections: [string, Grid][] = [
    ['Accuracy (%)', accuracyWithReference(entries, reference)],
    ['Perturbed set by family (%)', familyGrid(entries)],
    ['Details', detailsGrid(entries)],
    ...pairs.map((p): [string, Grid] => [`Paired comparison: ${p.labelA} vs ${p.labelB}`, pairedGrid(p.comparison, p.labelA, p.labelB)]),
  ];
  // One heading rule with the CLI's report (a CSV heading holds run names: neutralised like any cell).
  return sections.map(([title, grid]) => `${tableHeading(format, title)}\n${render(format, grid)}`).join('\n');
}
