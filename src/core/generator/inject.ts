// What every domain's trace writer shares (paper III-D): T1 is the clean path; T2 and T3 carry
// exactly one injected error at a step drawn uniformly among those that can carry one; T3's
// final answer is then reverted to the correct one. A domain supplies how to write its path
// (with or without an injection) and which phases may carry an error for a family and type.
import type { InjectedError, TraceType } from '../dataset/types.ts';
import type { Rng } from './rng.ts';
import { createRng } from './rng.ts';
import type { InjectionPoint, Phase } from './writer.ts';
import { Impossible, Writer } from './writer.ts';

export interface GeneratedTrace {
  steps: string[];
  error: InjectedError | null;
}

export interface TypedTraceSpec {
  type: TraceType;
  seed: number;
  /** Writes the whole trace; throws Impossible when this problem cannot carry the family. */
  write(inject: InjectionPoint | null): Writer;
  /** The phases whose steps may carry the error (by family and type: README, error catalog). */
  phases: readonly Phase[];
  /** The correct final answer, written over a T3's last step. */
  finalAnswer: string;
  /** Fewest steps a T3 trace needs (room for its error's position to vary), 0 for no rule. */
  minT3Steps?: number;
  /**
   * The seed of the stream that picks the error's place; default `seed ^ 0x5bd1e995` (generator
   * 3.0.0 and before). That stream's first draws follow the trace's own stream (xoroshiro128+
   * seeded with two 32-bit values one xor apart), so when the trace draws its form, the form
   * chose the place too: generator 3.1.0 passes a seed mixed by a hash instead.
   */
  chooserSeed?: number;
}

/** Clean writes end in Impossible when a family's detour does not fit the problem. */
function attempt(spec: TypedTraceSpec, inject: InjectionPoint | null): Writer | null {
  try {
    const w = spec.write(inject);
    for (let i = 1; i < w.steps.length; i++) {
      if (w.steps[i] === w.steps[i - 1]) throw new Impossible('empty transformation');
    }
    return w;
  } catch (e) {
    if (e instanceof Impossible) return null;
    throw e;
  }
}

/**
 * One trace of the asked type, or null when this problem cannot carry it (the caller draws
 * another problem). `seed` fixes every choice.
 */
export function typedTrace(spec: TypedTraceSpec): GeneratedTrace | null {
  const clean = attempt(spec, null);
  if (!clean) return null;
  if (spec.type === 'T1') return { steps: clean.steps, error: null };
  if (spec.type === 'T3' && spec.minT3Steps && clean.steps.length < spec.minT3Steps) return null;
  const lastIndex = clean.steps.length - 1;
  let points = clean.points.filter((p) => spec.phases.includes(p.phase) && (spec.type === 'T2' || p.step < lastIndex));
  const chooser: Rng = createRng(spec.chooserSeed ?? spec.seed ^ 0x5bd1e995);
  while (points.length) {
    // The step first, uniformly, then a kind at it: positions spread evenly whatever number
    // of kinds a step offers, so no index is a good guess.
    const indices = [...new Set(points.map((p) => p.step))];
    const step = chooser.pick(indices);
    const point = chooser.pick(points.filter((p) => p.step === step));
    points = points.filter((p) => p !== point);
    const w = attempt(spec, point);
    if (!w || !w.injected) continue;
    const steps = w.steps.slice();
    if (spec.type === 'T3') {
      if (w.injected.step >= steps.length - 1) continue;
      steps[steps.length - 1] = spec.finalAnswer;
      if (steps[steps.length - 1] === steps[steps.length - 2]) continue;
    }
    return { steps, error: w.injected };
  }
  return null;
}
