// Display helpers shared by the results components.
import type { Rate } from '../../../core/metrics/index.ts';

export const QUERY_TITLES = { q1: 'Q1 outcome', q2: 'Q2 step-level', q3: 'Q3 localization' } as const;
export const CELL_TITLES = { overall: 'Overall', T1: 'T1', T2: 'T2', T3: 'T3' } as const;
export const SET_TITLES = { canonical: 'Canonical', perturbed: 'Perturbed' } as const;

export function pct(x: number | null | undefined, digits = 2): string {
  return x === null || x === undefined ? '–' : (x * 100).toFixed(digits);
}

/** "88.1–99.2" for a rate's 95% Wilson interval (percent, one decimal; 0 and 100 bare). */
export function ciText(r: Rate): string {
  const bound = (x: number) => (x === 0 ? '0' : x === 1 ? '100' : pct(x, 1));
  return r.ci ? `${bound(r.ci.low)}–${bound(r.ci.high)}` : '';
}

/** What a screen reader hears for a rate cell. */
export function rateSpeech(r: Rate): string {
  if (r.rate === null) return 'no samples';
  const ci = r.ci ? `, 95% confidence interval ${pct(r.ci.low, 1)} to ${pct(r.ci.high, 1)} percent` : '';
  return `${pct(r.rate)} percent (${r.k} of ${r.n})${ci}`;
}

export function bytesText(n: number | null | undefined): string {
  if (n === null || n === undefined) return '–';
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  if (n < 1024 ** 3) return `${(n / 1024 / 1024).toFixed(1)} MB`;
  return `${(n / 1024 ** 3).toFixed(2)} GB`;
}

export function dateText(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function pText(p: number): string {
  return p < 0.0001 ? '<0.0001' : p.toFixed(4);
}
