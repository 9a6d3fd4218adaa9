// One worked trace for one linear equation: canonical or with one family's detour, as T1, T2
// or T3 (the shared rules are in generator/inject.ts). The checker then labels it.
import type { Equation, Family, TraceType } from '../../dataset/types.ts';
import { GENERATOR_VERSION, type GeneratorVersion } from '../../dataset/version.ts';
import { answer, q } from '../../generator/build.ts';
import type { GeneratedTrace } from '../../generator/inject.ts';
import { typedTrace } from '../../generator/inject.ts';
import { CATALOG } from '../catalog.ts';
import { createRng } from '../../generator/rng.ts';
import type { InjectionPoint, Phase } from '../../generator/writer.ts';
import { Writer } from '../../generator/writer.ts';
import {
  addBothSides, divideConstant, moveToRhs, multiplyConstant, multiplyExpression, solveLinear, squareBothSides,
} from './families.ts';
import type { Lin } from './path.ts';
import { canonicalLength, linText, solution } from './path.ts';

export function toLin(e: Equation): Lin {
  return { a: q(e.a), b: q(e.b), c: q(e.c), d: q(e.d) };
}

/** Equations whose textbook path has fewer than two moves are too short to carry an error's position. */
export function isDegenerate(e: Equation): boolean {
  // Integer form of canonicalLength(toLin(e)) < 2: it runs for every equation drawn.
  return e.a === e.c || (e.c !== 0 ? 1 : 0) + (e.b !== 0 ? 1 : 0) + (e.a - e.c !== 1 ? 1 : 0) < 2;
}

export const CANDIDATE_FAMILIES: readonly Family[] = CATALOG.linear.candidateFamilies;

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
  return w;
}

/**
 * Writes one trace, or returns null when this equation cannot carry this family or
 * trace type (the caller draws another equation). `seed` fixes every choice.
 */
export function generateTrace(equation: Equation, family: Family | null, type: TraceType, seed: number, version: GeneratorVersion = GENERATOR_VERSION): GeneratedTrace | null {
  const eq = toLin(equation);
  const sol = solution(eq);
  if (sol === null) return null;
  void version; // 2.0.0 and 3.0.0 write the same linear traces so far
  return typedTrace({
    type,
    seed,
    write: (inject) => write(eq, family, type, seed, inject),
    phases: allowedPhases(family, type),
    finalAnswer: answer(sol),
    // A canonical T3 error may not sit on the last step (the answer is reverted there); a short
    // trace would leave it two places or fewer, so such equations go to other trace types.
    minT3Steps: family === null ? 5 : 0,
  });
}
