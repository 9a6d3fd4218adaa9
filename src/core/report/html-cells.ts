// Table cells shared by the report's tables: a rate with its 95% Wilson interval, a
// published percentage, the badge an incomplete run carries wherever it is named.
import type { Rate } from '../metrics/index.ts';
import { percent } from './format.ts';
import { html, type SafeHtml } from './html-escape.ts';
import { isIncomplete, type ReportRun } from './html-input.ts';

/** An interval bound in percent, one decimal; exactly 0 and 100 bare ("0–30.9"). */
export function bound(x: number): string {
  return x === 0 ? '0' : x === 1 ? '100' : (x * 100).toFixed(1);
}

export function intervalText(r: Rate): string {
  return r.ci ? `${bound(r.ci.low)}–${bound(r.ci.high)}` : '';
}

/** A rate as "96.48" over its interval; a dash when the cell has no samples. */
export function rateCell(r: Rate | null | undefined, key: string): SafeHtml {
  if (!r || r.rate === null) return html`<td class="num" data-cell="${key}">–</td>`;
  return html`<td class="num" data-cell="${key}" title="${r.k} of ${r.n}">${percent(r.rate)}<span class="ci">${intervalText(r)}</span></td>`;
}

/** A percentage as the paper published it; a dash where it reports none. */
export function paperCell(value: number | null, key: string): SafeHtml {
  return html`<td class="num" data-cell="${key}">${value === null ? '–' : value.toFixed(2)}</td>`;
}

export function textCell(text: string, key?: string): SafeHtml {
  return key ? html`<td class="num" data-cell="${key}">${text}</td>` : html`<td class="num">${text}</td>`;
}

/** "failed · 40 of 120 scored" — short enough for a table row. */
export function statusText(run: ReportRun): string {
  const scored = run.metrics?.samples ?? 0;
  const of = run.selected === null ? `${scored} scored` : `${scored} of ${run.selected} scored`;
  return run.status === 'complete' ? of : `${STATUS_WORDS[run.status]} · ${of}`;
}

export const STATUS_WORDS: Record<ReportRun['status'], string> = {
  running: 'still running',
  paused: 'paused',
  complete: 'complete',
  cancelled: 'cancelled',
  failed: 'failed',
  error: 'failed',
};

export function badge(run: ReportRun): SafeHtml {
  const u = run.metrics?.unreadable;
  // Most answers unreadable: every number of the run measures the answer format (metrics/unreadable.ts).
  const unreadable = u?.flagged ? html`<span class="badge">${u.unreadable} of ${u.answers} answers unreadable</span>` : html``;
  return html`${isIncomplete(run) ? html`<span class="badge">${statusText(run)}</span>` : html``}${unreadable}`;
}

/** A row header naming a run, with its badge when incomplete. */
export function runHeader(run: ReportRun): SafeHtml {
  return html`<th scope="row">${run.label}${badge(run)}</th>`;
}
