// The paper's table layout in HTML: rows grouped by set (or family), one row per run and
// per published row, columns Q1/Q2/Q3 x Overall/T1/T2/T3, each rate over its 95% interval.
import { SETS } from '../dataset/types.ts';
import { inCatalogOrder } from '../domains/catalog.ts';
import { QUERIES, type QueryTable } from '../metrics/index.ts';
import { REFERENCE_CELLS, type ReferenceRow } from '../reference/index.ts';
import { paperCell, rateCell, runHeader } from './html-cells.ts';
import { html, type SafeHtml } from './html-escape.ts';
import type { ReportRun } from './html-input.ts';

const QUERY_TITLES = { q1: 'Q1 outcome', q2: 'Q2 step-level', q3: 'Q3 localization' } as const;
const CELL_TITLES = { overall: 'Overall', T1: 'T1', T2: 'T2', T3: 'T3' } as const;
export const SET_TITLES = { canonical: 'Canonical', perturbed: 'Perturbed' } as const;

/** The row header and the twelve rates. */
const COLUMNS = 1 + QUERIES.length * REFERENCE_CELLS.length;

function head(first: string): SafeHtml {
  return html`<thead><tr><th scope="col" rowspan="2">${first}</th>${QUERIES.map((q) => html`<th scope="colgroup" colspan="4" class="group">${QUERY_TITLES[q]}</th>`)}</tr>
<tr>${QUERIES.map(() => REFERENCE_CELLS.map((c, i) => html`<th scope="col"${i === 0 ? html` class="group"` : ''}>${CELL_TITLES[c]}</th>`))}</tr></thead>`;
}

function runRow(run: ReportRun, table: QueryTable, key: string): SafeHtml {
  return html`<tr>${runHeader(run)}${QUERIES.map((q) => REFERENCE_CELLS.map((c) => rateCell(table[q][c], `${key}/${q}/${c}`)))}</tr>`;
}

function paperRow(row: ReferenceRow, key: string): SafeHtml {
  return html`<tr class="paper"><th scope="row">${row.label}</th>${QUERIES.map((q) => REFERENCE_CELLS.map((c) => paperCell(row.values[q][c], `${key}/${q}/${c}`)))}</tr>`;
}

function group(title: string, rows: SafeHtml[]): SafeHtml {
  if (rows.length === 0) return html``;
  return html`<tbody><tr class="first"><th scope="rowgroup" colspan="${COLUMNS}">${title}</th></tr>${rows}</tbody>`;
}

/** Tables I-III: canonical then perturbed, the runs first, the paper's rows after them. */
export function accuracyTable(runs: readonly ReportRun[], reference: readonly ReferenceRow[]): SafeHtml {
  const groups = SETS.map((set) => {
    const rows = runs.flatMap((run, i) => {
      const m = run.metrics?.sets[set];
      return m ? [runRow(run, m.accuracy, `run${i}/${set}`)] : [];
    });
    const paper = reference.filter((r) => r.set === set).map((r, j) => paperRow(r, `paper${j}/${set}`));
    return rows.length > 0 ? group(SET_TITLES[set], [...rows, ...paper]) : html``;
  });
  return html`<p class="explain">Accuracy (%) by set, query and trace type; the 95% Wilson interval under each value; the paper's published numbers in italics.</p>
<div class="scroll" tabindex="0" role="region" aria-label="Accuracy table"><table>
<caption>Accuracy (%)</caption>
${head('Run')}${groups}</table></div>`;
}

/** The perturbed set per family, same layout. */
export function familyTable(runs: readonly ReportRun[]): SafeHtml | null {
  const families = inCatalogOrder(runs.flatMap((r) => Object.keys(r.metrics?.sets.perturbed?.families ?? {})));
  const groups = families.map((family) => {
    const rows = runs.flatMap((run, i) => {
      const t = run.metrics?.sets.perturbed?.families[family];
      return t ? [runRow(run, t, `run${i}/${family}`)] : [];
    });
    return group(family, rows);
  });
  if (!runs.some((r) => r.metrics?.sets.perturbed)) return null;
  return html`<p class="explain">The perturbed set by family: accuracy (%) with 95% Wilson intervals.</p>
<div class="scroll" tabindex="0" role="region" aria-label="Per-family table"><table>
<caption>Accuracy (%) per family</caption>
${head('Family / run')}${groups}</table></div>`;
}
