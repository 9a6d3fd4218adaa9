// Words and numbers for the demo's story. Pure.
import type { ExampleKind, Rate, TimeEstimate } from '../../../core/metrics/index.ts';
import { EXPLAINERS, explainsOnly } from './demo-situation.ts';

export interface StoryRow {
  label: string;
  /** The user's own name for the run, when the label holds it: shown isolated and cut (UserText), the rest as ours. */
  userName?: string;
  /** A rate measured here, or a percent the paper published (null = not reported / not in this run). */
  canonical: Rate | number | null;
  perturbed: Rate | number | null;
  paper: boolean;
}

/** 0.7556 → "75.6%", 1 → "100%", 0 → "0%"; a paper percent keeps its two decimals. */
export function percent(x: number | null, digits = 1): string {
  if (x === null) return '–';
  const v = (x * 100).toFixed(digits);
  return `${v.replace(/\.0+$/, '')}%`;
}

export function paperPercent(p: number | null): string {
  return p === null ? 'not reported' : `${p.toFixed(2)}%`;
}

/** "0 of 20; 95% interval 0–16.1%" */
export function rateDetail(r: Rate): string {
  const ci = r.ci ? `; 95% interval ${percent(r.ci.low)}–${percent(r.ci.high)}` : '';
  return `${r.k} of ${r.n}${ci}`;
}

export const KIND_TITLES: Record<ExampleKind, string> = {
  'valid-rejected': 'A valid solution, rejected',
  'wrong-step': 'An error seen, but blamed on the wrong step',
  'error-accepted': 'A wrong solution, accepted',
  other: 'Another miss',
};

export function minutes(ms: number): string {
  if (ms < 1000) return `${Math.max(1, Math.round(ms))} ms`;
  const s = Math.round(ms / 1000);
  if (s < 90) return `${s} s`;
  const m = Math.round(s / 60);
  return m < 90 ? `${m} min` : `${Math.floor(m / 60)} h ${m % 60} min`;
}

export function verdict(q2: boolean | null): string {
  return q2 === null ? 'gave no answer that could be read' : q2 ? 'called every step valid' : 'said a step is invalid';
}

/** What the checker says of a trace, from its first invalid step (-1: none). */
export function truthWords(q3: number): string {
  return q3 < 0 ? 'every step is valid' : `Step ${q3} is the first invalid step`;
}

/** What the model said of a trace: its verdict, the step it blamed, and the final answer. */
export function saidWords(a: { q1: boolean | null; q2: boolean | null; q3: number | null }): string {
  const steps = a.q2 === false && a.q3 !== null && a.q3 >= 0 ? `said Step ${a.q3} is the first invalid step` : verdict(a.q2);
  return a.q1 === null ? steps : `${steps}, and that the final answer is ${a.q1 ? 'right' : 'wrong'}`;
}

/**
 * The time line of the setup: live from the run's pace while it runs; before, from stored
 * runs of this model, or unknown until the first answers arrive.
 */
export function estimateWords(o: {
  progress: { done: number; total: number; eta_ms: number | null } | null;
  read: boolean;
  estimate: TimeEstimate | null;
  samples: number;
}): string {
  const { progress: p, estimate: e } = o;
  if (p) {
    return p.eta_ms === null
      ? `Unknown until the first answers arrive (${p.done} of ${p.total} so far).`
      : `About ${minutes(p.eta_ms)} left at this run's pace (${p.done} of ${p.total} answers).`;
  }
  if (!o.read) return 'Reading the runs stored here…';
  if (!e) return 'Unknown until the first answers arrive: no run of this model is stored here yet. The time left is shown as soon as answers come in.';
  const runs = `${e.runs} earlier run${e.runs === 1 ? '' : 's'}`;
  return `About ${minutes(e.ms)} on this device (${o.samples} answers; ${minutes(e.per_attempt_ms)} per answer, the median of ${runs} of this model here).`;
}

/**
 * The story's headline. A run of an engine that needs no model (the exact checker, a
 * baseline) explains what the numbers mean; it is never worded as a finding.
 */
export function storyHeadline(label: string, engine: string | null, fr: { canonical: Rate | null; perturbed: Rate | null }): string {
  if (!fr.canonical || !fr.perturbed) return 'This run lacks valid solutions of one of the two kinds, so the two cannot be compared.';
  const numbers = `rejected ${percent(fr.canonical.rate)} of the valid textbook solutions and ${percent(fr.perturbed.rate)} of the valid unusual ones`;
  if (explainsOnly(engine)) {
    const e = EXPLAINERS[engine];
    return `Not a finding, ${e.means}: ${e.name} ${numbers}. A model is measured against numbers like these.`;
  }
  return `${label} ${numbers}.`;
}

/** The run's row in the story's tables. */
export function storyRowLabel(label: string, engine: string | null): string {
  if (!explainsOnly(engine)) return `${label} (this run)`;
  const e = EXPLAINERS[engine];
  return `${e.name}: ${e.means} (not a model)`;
}
