// What the demo can honestly offer on this device, before anything runs. Pure, tested in
// Node. A demo without a model must never pass off an engine that needs none (the exact
// checker, the baselines) as a finding: when no model can answer here it says so, shows the
// paper's numbers as the paper's and the ways to get a model.
import { isReferenceKind, type EngineKind } from '../../../core/run/index.ts';

export type DemoSituation =
  /** The probes and the cache have not answered yet. */
  | { kind: 'checking' }
  /** Someone chose (a link, a click): the setup shows that choice. */
  | { kind: 'chosen'; engine: EngineKind }
  /** WebGPU and a downloaded model: use it (it works offline). */
  | { kind: 'ready'; model: string }
  /** WebGPU but no model here yet: a model in this browser, downloaded first. */
  | { kind: 'download' }
  /** No WebGPU and nothing chosen: no model can answer here. */
  | { kind: 'no-model'; why: string };

export interface SituationInput {
  chosen: EngineKind | null;
  /** null until probed. */
  probe: { available: boolean; message: string } | null;
  /** Models whose files are in WebLLM's cache; null until read. */
  cached: readonly string[] | null;
}

export function demoSituation(o: SituationInput): DemoSituation {
  if (o.chosen !== null) return { kind: 'chosen', engine: o.chosen };
  if (o.probe === null) return { kind: 'checking' };
  if (!o.probe.available) return { kind: 'no-model', why: `This browser has no usable WebGPU (${o.probe.message.trim().replace(/\.$/, '')}), so no model can run in it.` };
  if (o.cached === null) return { kind: 'checking' };
  const first = o.cached[0];
  return first === undefined ? { kind: 'download' } : { kind: 'ready', model: first };
}

/** How an engine that needs no model is named in the demo: what its numbers explain. */
export const EXPLAINERS: Record<'reference' | 'accept-all' | 'answer-only', { name: string; means: string }> = {
  reference: { name: 'The exact checker', means: 'what a perfect verifier scores' },
  'accept-all': { name: 'Accept every solution', means: 'what a verifier that never rejects scores' },
  'answer-only': { name: 'Judge the final answer only', means: 'what checking only the final answer scores' },
};

/** An engine the demo may run only to explain the numbers, never as a finding. */
export function explainsOnly(kind: string | null): kind is keyof typeof EXPLAINERS {
  return kind !== null && isReferenceKind(kind);
}
