// The numbers the accuracy table hides: false rejection and false acceptance, ProcessBench
// F1 and parse errors per set; the flip rate between perturbed samples and their canonical
// siblings; the paired comparison of two runs with exact McNemar p-values; and a run beside the
// surface probe (the hypothesis-only baseline), when it was fitted.
import { SETS } from '../dataset/types.ts';
import { QUERIES } from '../metrics/index.ts';
import type { ReferenceRow } from '../reference/index.ts';
import { percent, pValue } from './format.ts';
import type { Grid } from './grid.ts';
import { SET_TITLES } from './html-accuracy.ts';
import { paperCell, rateCell, runHeader, textCell } from './html-cells.ts';
import { html, type SafeHtml } from './html-escape.ts';
import type { ReportPair, ReportRun } from './html-input.ts';
import { baselineGrid, pairedGrid } from './tables.ts';

/** The paper's false rejection: 1 − Acc(Q2) on T1, where it reports Q2 on T1. */
function paperFalseRejection(row: ReferenceRow): number | null {
  const q2 = row.values.q2.T1;
  return q2 === null ? null : Math.round((100 - q2) * 100) / 100;
}

export function errorRatesTable(runs: readonly ReportRun[], reference: readonly ReferenceRow[]): SafeHtml {
  const groups = SETS.map((set) => {
    const rows = runs.flatMap((run, i) => {
      const m = run.metrics?.sets[set];
      if (!m) return [];
      const key = `run${i}/${set}`;
      return [
        html`<tr>${runHeader(run)}${textCell(String(m.samples), `${key}/n`)}${rateCell(m.false_rejection, `${key}/frr`)}${rateCell(m.false_acceptance.T2, `${key}/fa-T2`)}${rateCell(m.false_acceptance.T3, `${key}/fa-T3`)}${textCell(percent(m.f1.f1) ?? '–', `${key}/f1`)}${rateCell(m.usage.parse_error_rate, `${key}/parse`)}</tr>`,
      ];
    });
    if (rows.length === 0) return html``;
    const paper = reference
      .filter((r) => r.set === set && paperFalseRejection(r) !== null)
      .map((r) => html`<tr class="paper"><th scope="row">${r.label}</th><td class="num">–</td>${paperCell(paperFalseRejection(r), `paper/${set}/frr`)}<td class="num">–</td><td class="num">–</td><td class="num">–</td><td class="num">–</td></tr>`);
    return html`<tbody><tr class="first"><th scope="rowgroup" colspan="7">${SET_TITLES[set]}</th></tr>${rows}${paper}</tbody>`;
  });
  return html`<p class="explain">Error rates (%) with 95% Wilson intervals. False rejection: valid T1 traces judged invalid (1 − Q2 accuracy on T1). False acceptance: erroneous traces judged all valid. PB-F1: ProcessBench-style F1 of Q3.</p>
<div class="scroll" tabindex="0" role="region" aria-label="Error-rate table"><table>
<caption>Error rates (%)</caption>
<thead><tr><th scope="col">Run</th><th scope="col">Scored</th><th scope="col">False rejection (T1)</th><th scope="col">False acceptance T2</th><th scope="col">False acceptance T3</th><th scope="col">PB-F1</th><th scope="col">Parse errors</th></tr></thead>
${groups}</table></div>`;
}

/** Perturbed vs canonical sibling within each run; null when no run has complete pairs. */
export function flipTable(runs: readonly ReportRun[]): SafeHtml | null {
  const rows = runs.flatMap((run, i) => {
    const f = run.metrics?.flips;
    if (!f) return [];
    const key = `run${i}/flip`;
    const cells = QUERIES.map((q) => html`${rateCell(f[q].flips, `${key}/${q}`)}${rateCell(f[q].canonical_right_perturbed_wrong, `${key}/${q}/lost`)}${textCell(pValue(f[q].p), `${key}/${q}/p`)}`);
    return [html`<tr>${runHeader(run)}${textCell(String(f.pairs), `${key}/pairs`)}${cells}</tr>`];
  });
  if (rows.length === 0) return null;
  return html`<p class="explain">Flip rate (%): pairs of a perturbed trace and its canonical sibling (same equation and trace type) judged differently; "lost" = right on the canonical trace, wrong on the perturbed one; McNemar p on the two directions.</p>
<div class="scroll" tabindex="0" role="region" aria-label="Flip-rate table"><table>
<caption>Flip rate (%)</caption>
<thead><tr><th scope="col" rowspan="2">Run</th><th scope="col" rowspan="2">Pairs</th>${QUERIES.map((q) => html`<th scope="colgroup" colspan="3" class="group">${q.toUpperCase()}</th>`)}</tr>
<tr>${QUERIES.map(() => html`<th scope="col" class="group">flips</th><th scope="col">lost</th><th scope="col">p</th>`)}</tr></thead>
<tbody>${rows}</tbody></table></div>`;
}

function gridTable(grid: Grid, explanation: string, label: string): SafeHtml {
  const head = grid.columns.map((c) => html`<th scope="col">${c.name}</th>`);
  const rows = grid.rows.map(
    (r) => html`<tr>${r.map((cell, i) => (grid.columns[i]?.numeric ? html`<td class="num">${cell ?? '–'}</td>` : html`<td class="label">${cell ?? '–'}</td>`))}</tr>`,
  );
  return html`<p class="explain">${explanation}</p><div class="scroll" tabindex="0" role="region" aria-label="${label}"><table><caption>${label}</caption><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`;
}

/** One table per pair of runs, or the reason there is none. */
export function pairedSection(pairs: readonly ReportPair[]): SafeHtml | null {
  if (pairs.length === 0) return null;
  return html`${pairs.map((p) => {
    const title = html`<h3>${p.labelA} vs ${p.labelB}</h3>`;
    if (!p.comparison) return html`${title}<p>No paired comparison: ${p.reason ?? 'no shared samples'}.</p>`;
    const c = p.comparison;
    const caption = `Accuracy (%) on the ${c.shared} samples both runs scored (left out: ${c.only_in_a} scored only by ${p.labelA}, ${c.only_in_b} only by ${p.labelB}); Diff = ${p.labelA} − ${p.labelB} in percentage points; exact McNemar p on the discordant samples`;
    return html`${title}${gridTable(pairedGrid(c, p.labelA, p.labelB), caption, `Paired comparison: ${p.labelA} vs ${p.labelB}`)}`;
  })}`;
}

/** Each run beside the surface probe, for the runs it was fitted for (null: none). */
export function baselineSection(runs: readonly ReportRun[]): SafeHtml | null {
  const fitted = runs.filter((r) => r.baseline);
  if (fitted.length === 0) return null;
  return html`${fitted.map((r) => {
    const caption = `${r.label} beside the surface probe on the same samples (%): “Probe, told” is the probe's step when told the trace holds an error; exact McNemar p on the discordant samples; “Probe wrong”: the hard subset, the samples the probe gets wrong, and the model on them`;
    return html`<h3>${r.label}</h3>${gridTable(baselineGrid(r.baseline!), caption, `${r.label} beside the hypothesis-only baseline`)}`;
  })}`;
}
