// The Figure-1 chart's layout for the width it gets and the text size the page uses: one
// row of three panels (Q1, Q2, Q3) per run, the run's name written above its row (not in
// a side margin, which would take half a phone's width), labels shortened where the bars
// are too narrow for them. Kept apart from the component so the sizes can be reasoned about.
import type { PlotOptions } from '@observablehq/plot';
import type { ChartDatum } from './chart-data.ts';
import type * as PlotModule from './plot.ts';

export interface ChartFrame {
  /** The width available, in CSS pixels. */
  width: number;
  /** The page's root font size in pixels (16 normally, more in large-text mode). */
  rootPx: number;
}

const QUERY_NAMES: Record<string, string> = { Q1: 'outcome', Q2: 'step-level', Q3: 'localization' };
const SET_NAMES = {
  full: { canonical: 'canonical', perturbed: 'perturbed' },
  short: { canonical: 'canon.', perturbed: 'pert.' },
  tiny: { canonical: 'C', perturbed: 'P' },
} as const;

export function figure1Options(Plot: typeof PlotModule, rows: ChartDatum[], runs: string[], frame: ChartFrame): PlotOptions {
  const f = Math.round(0.75 * frame.rootPx); // 12 px at the normal size
  const width = Math.max(260, Math.round(frame.width));
  const narrow = width < 36 * f + 130; // ~560 px at the normal size
  const marginLeft = Math.round(3 * f + 8);
  const marginRight = 8;
  // Each of the six bars of a row gets about this much room.
  const bar = ((width - marginLeft - marginRight) / 3) * 0.9 * 0.85 * 0.5;
  const valueDigits = bar >= 3.2 * f ? 1 : 0;
  const rowHeight = Math.round((narrow ? 14 : 16) * f);
  // Room above 100% inside each row for the value label of a full bar and the run's name.
  const headroomPx = 2.6 * f + 10;
  const plotPx = rowHeight * 0.85;
  const yMax = (100 * plotPx) / Math.max(plotPx - headroomPx, plotPx / 2);
  const marginTop = Math.round((narrow ? 2.5 : 1.4) * f + 8);
  const setNames = SET_NAMES[bar >= 4.8 * f ? 'full' : bar >= 3 * f ? 'short' : 'tiny'];
  return {
    width,
    height: marginTop + 2 * f + 10 + rowHeight * runs.length,
    marginLeft,
    marginRight,
    marginTop,
    marginBottom: 2 * f + 10,
    style: { fontSize: `${f}px`, background: 'transparent' },
    ariaLabel: 'Accuracy on the canonical and the perturbed set per query, one row per run',
    fx: { label: null, domain: ['Q1', 'Q2', 'Q3'], padding: 0.1, tickFormat: (q: string) => `${q}${narrow ? '\n' : ' '}${QUERY_NAMES[q] ?? ''}` },
    fy: { label: null, domain: runs, axis: null, padding: 0.15 },
    x: { label: null, domain: ['canonical', 'perturbed'], padding: 0.15, tickFormat: (s: 'canonical' | 'perturbed') => setNames[s] ?? s },
    y: { label: null, domain: [0, yMax], ticks: [0, 20, 40, 60, 80, 100], tickFormat: (v: number) => `${v}%`, grid: true },
    color: { domain: ['canonical', 'perturbed'], range: ['#2563eb', '#ea580c'] },
    marks: [
      Plot.barY(rows, { fx: 'query', fy: 'run', x: 'set', y: 'value', fill: 'set', title: (d: ChartDatum) => `${d.run}\n${d.query} ${d.set}: ${d.value.toFixed(2)}%` }),
      Plot.ruleX(rows.filter((d) => d.low !== null), { fx: 'query', fy: 'run', x: 'set', y1: 'low', y2: 'high', stroke: '#111827', strokeWidth: 1.5 }),
      // Each value above its bar's interval, so the interval's line never crosses the number.
      Plot.text(rows, { fx: 'query', fy: 'run', x: 'set', y: (d: ChartDatum) => Math.max(d.value, d.high ?? 0), text: (d: ChartDatum) => d.value.toFixed(valueDigits), dy: -0.7 * f, fontSize: Math.round(0.92 * f), stroke: 'var(--bg)', strokeWidth: 3, paintOrder: 'stroke', fill: 'currentColor' }),
      // The run's name, above its row, starting in the Q1 panel.
      Plot.text(runs, { fx: () => 'Q1', fy: (r: string) => r, text: (r: string) => r, frameAnchor: 'top-left', lineAnchor: 'top', dy: 2, fontWeight: 600, fontSize: f + 1, stroke: 'var(--bg)', strokeWidth: 3, paintOrder: 'stroke', fill: 'currentColor' }),
      Plot.ruleY([0]),
    ],
  };
}
