// The report's Figure 1, as hand-built SVG (no script, no library): one panel per run and
// per complete published row, Q1/Q2/Q3 accuracy on the canonical set beside the perturbed
// one, each run's bar with its 95% Wilson interval as a whisker. Colour is doubled by a
// hatch, so the two sets stay apart in greyscale print.
import { SETS, type SetName } from '../dataset/types.ts';
import { QUERIES, type QueryKey } from '../metrics/index.ts';
import type { ReferenceRow } from '../reference/index.ts';
import { statusText } from './html-cells.ts';
import { html, type SafeHtml } from './html-escape.ts';
import { isIncomplete, type ReportRun } from './html-input.ts';

interface Bar {
  value: number;
  low: number | null;
  high: number | null;
}

export interface ChartPanel {
  title: string;
  /** Under the title: "paper", or an incomplete run's status. */
  subtitle: string;
  bars: Record<QueryKey, Partial<Record<SetName, Bar>>>;
}

export function chartPanels(runs: readonly ReportRun[], reference: readonly ReferenceRow[]): ChartPanel[] {
  const panels: ChartPanel[] = runs.map((run) => {
    const bars = { q1: {}, q2: {}, q3: {} } as ChartPanel['bars'];
    for (const set of SETS) {
      const m = run.metrics?.sets[set];
      for (const q of QUERIES) {
        const r = m?.accuracy[q].overall;
        if (r && r.rate !== null) bars[q][set] = { value: r.rate * 100, low: r.ci ? r.ci.low * 100 : null, high: r.ci ? r.ci.high * 100 : null };
      }
    }
    return { title: run.label, subtitle: isIncomplete(run) ? statusText(run) : `${run.metrics?.samples ?? 0} samples`, bars };
  });
  // Published rows with all six overall values (both sets): Phi-4-Reasoning's complete table.
  const byModel = new Map<string, ReferenceRow[]>();
  for (const r of reference) byModel.set(`${r.model} ${r.variant}`, [...(byModel.get(`${r.model} ${r.variant}`) ?? []), r]);
  for (const [name, rows] of byModel) {
    const bars = { q1: {}, q2: {}, q3: {} } as ChartPanel['bars'];
    for (const r of rows) for (const q of QUERIES) if (r.values[q].overall !== null) bars[q][r.set] = { value: r.values[q].overall!, low: null, high: null };
    if (QUERIES.every((q) => bars[q].canonical && bars[q].perturbed)) panels.push({ title: name, subtitle: 'published in the paper', bars });
  }
  return panels;
}

const PANEL_W = 320;
const PANEL_H = 270;
const M = { top: 80, right: 12, bottom: 30, left: 44 };
const PLOT_W = PANEL_W - M.left - M.right;
const PLOT_H = PANEL_H - M.top - M.bottom;
const BAR_W = 30;
const COLOURS: Record<SetName, string> = { canonical: '#1f5fa8', perturbed: '#b34a0f' };
/** Drawn a little larger than the viewBox on a wide page: three panels fill the report's width. */
const SHOWN_W = 360;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

function fixed(x: number): string {
  return x.toFixed(1);
}

function shorten(s: string, max: number): string {
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

function fill(set: SetName, hatch: string): string {
  return set === 'perturbed' ? `url(#${hatch})` : COLOURS.canonical;
}

function bar(set: SetName, b: Bar, x: number, hatch: string): SafeHtml {
  const y = (v: number): number => M.top + PLOT_H - (Math.max(0, Math.min(100, v)) / 100) * PLOT_H;
  const top = y(b.value);
  const mid = x + BAR_W / 2;
  const whisker =
    b.low !== null && b.high !== null
      ? html`<path d="M${fixed(mid)} ${fixed(y(b.low))}V${fixed(y(b.high))}M${fixed(mid - 5)} ${fixed(y(b.low))}h10M${fixed(mid - 5)} ${fixed(y(b.high))}h10" stroke="#1a1a1a" stroke-width="1.2" fill="none"/>`
      : html``;
  const labelY = Math.min(top, b.high === null ? top : y(b.high)) - 4;
  return html`<rect x="${fixed(x)}" y="${fixed(top)}" width="${BAR_W}" height="${fixed(M.top + PLOT_H - top)}" fill="${fill(set, hatch)}" stroke="${COLOURS[set]}"/>${whisker}<text x="${fixed(mid)}" y="${fixed(labelY)}" text-anchor="middle" font-size="10.5">${b.value.toFixed(1)}</text>`;
}

function percentOf(b: Bar | undefined): string {
  return b ? `${b.value.toFixed(1)}%` : 'no samples';
}

/** Words for screen readers: every bar's value. */
function description(p: ChartPanel): string {
  const parts = QUERIES.map((q) => `${q.toUpperCase()} ${SETS.map((s) => `${s} ${percentOf(p.bars[q][s])}`).join(', ')}`);
  return `${p.title} (${p.subtitle}): ${parts.join('; ')}`;
}

/** One panel, its own SVG, so panels wrap to the width of the page (one per row on a phone). */
function panel(p: ChartPanel, i: number): SafeHtml {
  const hatch = `hatch-${i}`;
  const ticks = [0, 25, 50, 75, 100].map((t) => {
    const y = M.top + PLOT_H - (t / 100) * PLOT_H;
    return html`<line x1="${M.left}" x2="${M.left + PLOT_W}" y1="${fixed(y)}" y2="${fixed(y)}" stroke="${t === 0 ? '#1a1a1a' : '#d9d9d9'}"/><text x="${M.left - 6}" y="${fixed(y + 4)}" text-anchor="end" font-size="10.5">${t}%</text>`;
  });
  const groupW = PLOT_W / QUERIES.length;
  const groups = QUERIES.map((q, gi) => {
    const x0 = M.left + gi * groupW + (groupW - 2 * BAR_W - 6) / 2;
    const bars = SETS.map((set, si) => {
      const b = p.bars[q][set];
      const x = x0 + si * (BAR_W + 6);
      // A set the run has no scored sample of: said on the axis, not left as a silent gap.
      return b ? bar(set, b, x, hatch) : html`<text x="${fixed(x + BAR_W / 2)}" y="${M.top + PLOT_H - 5}" text-anchor="middle" font-size="9.5" fill="#4d4d4d">n/a</text>`;
    });
    return html`${bars}<text x="${fixed(M.left + gi * groupW + groupW / 2)}" y="${M.top + PLOT_H + 18}" text-anchor="middle" font-size="12" font-weight="600">${q.toUpperCase()}</text>`;
  });
  const legend = SETS.map(
    (set, k) => html`<rect x="${M.left + k * 110}" y="45" width="14" height="14" fill="${fill(set, hatch)}" stroke="${COLOURS[set]}"/><text x="${M.left + k * 110 + 20}" y="56" font-size="11.5">${set}</text>`,
  );
  return html`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PANEL_W} ${PANEL_H}" width="${SHOWN_W}" height="${Math.round((PANEL_H * SHOWN_W) / PANEL_W)}" role="img" aria-labelledby="fig-${i}-title fig-${i}-desc" font-family="${FONT}" fill="#1a1a1a">
<title id="fig-${i}-title">${p.title}: accuracy of Q1, Q2 and Q3, canonical vs perturbed</title>
<desc id="fig-${i}-desc">${description(p)}</desc>
<defs><pattern id="${hatch}" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="${COLOURS.perturbed}"/><rect width="2" height="6" fill="#f2c9ad"/></pattern></defs>
<text x="${M.left}" y="18" font-size="13" font-weight="700">${shorten(p.title, 38)}</text>
<text x="${M.left}" y="34" font-size="11" fill="#4d4d4d">${shorten(p.subtitle, 48)}</text>${legend}${ticks}${groups}</svg>`;
}

export function figure1(runs: readonly ReportRun[], reference: readonly ReferenceRow[]): SafeHtml | null {
  const panels = chartPanels(runs, reference);
  if (panels.length === 0 || runs.every((r) => !r.metrics || r.metrics.samples === 0)) return null;
  return html`<figure><div class="panels">${panels.map(panel)}</div>
<figcaption>Canonical vs perturbed, in the manner of the paper's Figure 1: overall accuracy (%) per query; whiskers are 95% Wilson intervals (none for the paper's published numbers). The gap between the two bars is the robustness gap.</figcaption></figure>`;
}
