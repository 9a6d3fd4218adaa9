// One worked trace for one equation: canonical or with one family's detour, as T1, T2
// or T3, with the injected error recorded. The checker then labels it.
import type { Equation, Family, InjectedError, TraceType } from '../dataset/types.ts';
import { q } from './build.ts';
import {
  addBothSides, divideConstant, moveToRhs, multiplyConstant, multiplyExpression, solveLinear, squareBothSides,
} from './families.ts';
import type { Lin } from './linear.ts';
import { canonicalLength, linText, solution } from './linear.ts';
import { answer } from './build.ts';
import type { Rng } from './rng.ts';
import { createRng } from './rng.ts';
import type { InjectionPoint, Phase } from './writer.ts';
import { Impossible, Writer } from './writer.ts';

export interface GeneratedTrace {
  steps: string[];
  error: InjectedError | null;
}

export function toLin(e: Equation): Lin {
  return { a: q(e.a), b: q(e.b), c: q(e.c), d: q(e.d) };
}

/** Equations whose textbook path has fewer than two moves are too short to carry an error's position. */
export function isDegenerate(e: Equation): boolean {
  // Integer form of canonicalLength(toLin(e)) < 2: it runs for every equation drawn.
  return e.a === e.c || (e.c !== 0 ? 1 : 0) + (e.b !== 0 ? 1 : 0) + (e.a - e.c !== 1 ? 1 : 0) < 2;
}

const CANDIDATE_FAMILIES: readonly Family[] = ['multiply_expression', 'square_both_sides'];

/** Which phases may carry the error, by family kind and trace type (see README: error catalog). */
function allowedPhases(family: Family | null, type: TraceType): readonly Phase[] {
  // T3 may also slip on the linear path before the detour: the checks then reject every wrong
  // candidate and the reverted answer is the only other invalid step.
  if (family && CANDIDATE_FAMILIES.includes(family)) return type === 'T2' ? ['check', 'candidates'] : ['linear', 'algebra', 'check'];
  return ['linear'];
}

function write(eq: Lin, family: Family | null, type: TraceType, seed: number, inject: InjectionPoint | null): Writer {
  const rng = createRng(seed);
  const w = new Writer(type, inject);
  w.plain(linText(eq));
  const moves = canonicalLength(eq);
  if (family === null) {
    solveLinear(w, eq, rng);
  } else if (family === 'move_to_rhs') {
    moveToRhs(w, eq, rng);
  } else if (family === 'multiply_expression' || family === 'square_both_sides') {
    const p = rng.int(0, moves - 1);
    const s = solveLinear(w, eq, rng, p);
    (family === 'multiply_expression' ? multiplyExpression : squareBothSides)(w, s, eq, rng);
  } else {
    const p = rng.int(0, moves - 1);
    let s = solveLinear(w, eq, rng, p);
    s = family === 'add_both_sides' ? addBothSides(w, s, rng) : family === 'multiply_constant' ? multiplyConstant(w, s, rng) : divideConstant(w, s, rng);
    solveLinear(w, s, rng);
  }
  for (let i = 1; i < w.steps.length; i++) {
    if (w.steps[i] === w.steps[i - 1]) throw new Impossible('empty transformation');
  }
  return w;
}

/**
 * Writes one trace, or returns null when this equation cannot carry this family or
 * trace type (the caller draws another equation). `seed` fixes every choice.
 */
export function generateTrace(equation: Equation, family: Family | null, type: TraceType, seed: number): GeneratedTrace | null {
  const eq = toLin(equation);
  const sol = solution(eq);
  if (sol === null) return null;
  let clean: Writer;
  try {
    clean = write(eq, family, type, seed, null);
  } catch (e) {
    if (e instanceof Impossible) return null;
    throw e;
  }
  if (type === 'T1') return { steps: clean.steps, error: null };
  // A canonical T3 error may not sit on the last step (the answer is reverted there); a short
  // trace would leave it two places or fewer, so such equations go to other trace types.
  if (type === 'T3' && family === null && clean.steps.length < 5) return null;
  const phases = allowedPhases(family, type);
  const lastIndex = clean.steps.length - 1;
  let points = clean.points.filter((p) => phases.includes(p.phase) && (type === 'T2' || p.step < lastIndex));
  const chooser: Rng = createRng(seed ^ 0x5bd1e995);
  while (points.length) {
    // The step first, uniformly, then a kind at it: positions spread evenly whatever number
    // of kinds a step offers, so no index is a good guess.
    const indices = [...new Set(points.map((p) => p.step))];
    const step = chooser.pick(indices);
    const point = chooser.pick(points.filter((p) => p.step === step));
    points = points.filter((p) => p !== point);
    let w: Writer;
    try {
      w = write(eq, family, type, seed, point);
    } catch (e) {
      if (e instanceof Impossible) continue;
      throw e;
    }
    if (!w.injected) continue;
    const steps = w.steps.slice();
    if (type === 'T3') {
      if (w.injected.step >= steps.length - 1) continue;
      steps[steps.length - 1] = answer(sol);
      if (steps[steps.length - 1] === steps[steps.length - 2]) continue;
    }
    return { steps, error: w.injected };
  }
  return null;
}
