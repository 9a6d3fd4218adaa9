// How a run is named in tables and lists (the same rule as `stepbench report`).
import type { RunSpec } from '../../../core/run/log.ts';

export function runLabel(spec: RunSpec): string {
  const kind = spec.engine.kind;
  const base = kind === 'openai' || kind === 'webllm' ? spec.engine.model : kind;
  return spec.decoding.k > 1 ? `${base} (k=${spec.decoding.k})` : base;
}
