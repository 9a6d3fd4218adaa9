// How a run is named in tables, lists, reports and file names: the name the user gave
// it, else the model (or reference engine) and k.
import type { RunSpec } from './log.ts';

export function engineLabel(spec: Pick<RunSpec, 'engine' | 'decoding'>): string {
  const kind = spec.engine.kind;
  const base = kind === 'openai' || kind === 'webllm' ? spec.engine.model : kind;
  return spec.decoding.k > 1 ? `${base} (k=${spec.decoding.k})` : base;
}

export function runLabel(run: { spec: Pick<RunSpec, 'engine' | 'decoding'>; name?: string | null }): string {
  const name = run.name?.trim();
  return name ? name : engineLabel(run.spec);
}

/** A file-name-safe slug of the label ("qwen3_14b"). */
export function runSlug(run: { spec: Pick<RunSpec, 'engine' | 'decoding'>; name?: string | null }): string {
  return runLabel(run).replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 60) || 'run';
}

/** Labels that may repeat (two runs of one engine) get a letter by position, so columns and chart rows stay apart. */
export function distinctLabels(labels: readonly string[]): string[] {
  return labels.map((l, i) => (labels.filter((x) => x === l).length > 1 ? `${String.fromCharCode(65 + (i % 26))}: ${l}` : l));
}
