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
const PANEL_H = 250;
const LEGEND_H = 34;
const M = { top: 58, right: 12, bottom: 30, left: 44 };
const PLOT_W = PANEL_W - M.left - M.right;
const PLOT_H = PANEL_H - M.top - M.bottom;
const BAR_W = 30;
const COLOURS: Record<SetName, string> = { canonical: '#1f5fa8', perturbed: '#b34a0f' };

function fixed(x: number): string {
  return x.toFixed(1);
}

function shorten(s: string, max: number): string {
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

function bar(set: SetName, b: Bar, x: number): SafeHtml {
  const y = (v: number): number => M.top + PLOT_H - (Math.max(0, Math.min(100, v)) / 100) * PLOT_H;
  const top = y(b.value);
  const whisker =
    b.low !== null && b.high !== null
      ? html`<path d="M${fixed(x + BAR_W / 2)} ${fixed(y(b.low))}V${fixed(y(b.high))}M${fixed(x + BAR_W / 2 - 5)} ${fixed(y(b.low))}h10M${fixed(x + BAR_W / 2 - 5)} ${fixed(y(b.high))}h10" stroke="#1a1a1a" stroke-width="1.2" fill="none"/>`
      : html``;
  const labelY = Math.min(top, b.high === null ? top : y(b.high)) - 4;
  const fill = set === 'perturbed' ? 'url(#hatch)' : COLOURS.canonical;
  return html`<rect x="${fixed(x)}" y="${fixed(top)}" width="${BAR_W}" height="${fixed(M.top + PLOT_H - top)}" fill="${fill}" stroke="${COLOURS[set]}"/>${whisker}<text x="${fixed(x + BAR_W / 2)}" y="${fixed(labelY)}" text-anchor="middle" font-size="10.5">${b.value.toFixed(1)}</text>`;
}

function panel(p: ChartPanel, ox: number, oy: number): SafeHtml {
  const ticks = [0, 25, 50, 75, 100].map((t) => {
    const y = M.top + PLOT_H - (t / 100) * PLOT_H;
    return html`<line x1="${M.left}" x2="${M.left + PLOT_W}" y1="${fixed(y)}" y2="${fixed(y)}" stroke="${t === 0 ? '#1a1a1a' : '#d9d9d9'}"/><text x="${M.left - 6}" y="${fixed(y + 4)}" text-anchor="end" font-size="10.5">${t}%</text>`;
  });
  const groupW = PLOT_W / QUERIES.length;
  const groups = QUERIES.map((q, gi) => {
    const x0 = M.left + gi * groupW + (groupW - 2 * BAR_W - 6) / 2;
    const bars = SETS.map((set, si) => {
      const b = p.bars[q][set];
      return b ? bar(set, b, x0 + si * (BAR_W + 6)) : html``;
    });
    return html`${bars}<text x="${fixed(M.left + gi * groupW + groupW / 2)}" y="${M.top + PLOT_H + 18}" text-anchor="middle" font-size="12" font-weight="600">${q.toUpperCase()}</text>`;
  });
  return html`<g transform="translate(${ox} ${oy})"><title>${p.title}</title>
<text x="${M.left}" y="18" font-size="13" font-weight="700">${shorten(p.title, 38)}</text>
<text x="${M.left}" y="34" font-size="11" fill="#4d4d4d">${shorten(p.subtitle, 48)}</text>${ticks}${groups}</g>`;
}

/** Words for screen readers: every bar's value. */
function description(panels: readonly ChartPanel[]): string {
  return panels
    .map((p) => {
      const parts = QUERIES.map((q) => `${q.toUpperCase()} ${SETS.map((s) => `${s} ${p.bars[q][s]?.value.toFixed(1) ?? 'no samples'}%`).join(', ')}`);
      return `${p.title} (${p.subtitle}): ${parts.join('; ')}`;
    })
    .join('. ');
}

export function figure1(runs: readonly ReportRun[], reference: readonly ReferenceRow[]): SafeHtml | null {
  const panels = chartPanels(runs, reference);
  if (panels.length === 0 || runs.every((r) => !r.metrics || r.metrics.samples === 0)) return null;
  const cols = Math.min(3, panels.length);
  const W = cols * PANEL_W;
  const H = LEGEND_H + Math.ceil(panels.length / cols) * PANEL_H;
  const legend = SETS.map(
    (set, i) => html`<rect x="${M.left + i * 130}" y="8" width="16" height="16" fill="${set === 'perturbed' ? 'url(#hatch)' : COLOURS.canonical}" stroke="${COLOURS[set]}"/><text x="${M.left + i * 130 + 22}" y="21" font-size="12.5">${set}</text>`,
  );
  const body = panels.map((p, i) => panel(p, (i % cols) * PANEL_W, LEGEND_H + Math.floor(i / cols) * PANEL_H));
  return html`<figure><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-labelledby="fig1-title fig1-desc" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" fill="#1a1a1a">
<title id="fig1-title">Accuracy of Q1, Q2 and Q3 on canonical and perturbed traces</title>
<desc id="fig1-desc">${description(panels)}</desc>
<defs><pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="${COLOURS.perturbed}"/><rect width="2" height="6" fill="#f2c9ad"/></pattern></defs>
${legend}${body}</svg>
<figcaption>Canonical vs perturbed, in the manner of the paper's Figure 1: overall accuracy (%) per query; whiskers are 95% Wilson intervals (none for the paper's published numbers). The gap between the two bars is the robustness gap.</figcaption></figure>`;
}
