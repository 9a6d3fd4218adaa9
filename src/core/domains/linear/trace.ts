// One worked trace for one linear equation: canonical or with one family's detour, as T1, T2
// or T3 (the shared rules are in generator/inject.ts). The checker then labels it.
import type { Equation, Family, TraceType } from '../../dataset/types.ts';
import { GENERATOR_VERSION, isAtLeast31, isAtLeast313, isAtLeast32, isLegacyV2, type GeneratorVersion } from '../../dataset/version.ts';
import { mixSeed } from '../../dataset/hash.ts';
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
import { multiplyExpression3, squareBothSides3 } from './candidates.ts';
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

/** Which phases may carry the error, by family kind, trace type and generator version (see README: error catalog). */
function allowedPhases(family: Family | null, type: TraceType, v3: boolean): readonly Phase[] {
  if (family && CANDIDATE_FAMILIES.includes(family)) {
    // Generator 3 (candidates.ts): a T2 slips before the check (a wrong check would show in the
    // verdicts); a T3 anywhere, its check too (a miscomputed side that keeps the verdict).
    if (v3) return type === 'T2' ? ['linear', 'algebra', 'candidates'] : ['linear', 'algebra', 'candidates', 'check'];
    // T3 may also slip on the linear path before the detour: the checks then reject every wrong
    // candidate and the reverted answer is the only other invalid step.
    return type === 'T2' ? ['check', 'candidates'] : ['linear', 'algebra', 'check'];
  }
  return ['linear'];
}

function write(eq: Lin, family: Family | null, type: TraceType, seed: number, inject: InjectionPoint | null, v3: boolean, v31: boolean, v32: boolean, v313: boolean): Writer {
  const rng = createRng(seed);
  const w = new Writer(type, inject);
  w.plain(linText(eq));
  const moves = canonicalLength(eq);
  if (family === null) {
    solveLinear(w, eq, rng, Infinity, v3, v31, v32, v313);
  } else if (family === 'move_to_rhs') {
    moveToRhs(w, eq, rng, v3, v313);
  } else if (family === 'multiply_expression' || family === 'square_both_sides') {
    const p = rng.int(0, moves - 1);
    const s = solveLinear(w, eq, rng, p, v3, v31, v32, v313);
    if (v3) (family === 'multiply_expression' ? multiplyExpression3 : squareBothSides3)(w, s, eq, rng);
    else (family === 'multiply_expression' ? multiplyExpression : squareBothSides)(w, s, eq, rng);
  } else {
    const p = rng.int(0, moves - 1);
    let s = solveLinear(w, eq, rng, p, v3, v31, v32, v313);
    s = family === 'add_both_sides' ? addBothSides(w, s, rng, v313) : family === 'multiply_constant' ? multiplyConstant(w, s, rng, v3) : divideConstant(w, s, rng, v3);
    solveLinear(w, s, rng, Infinity, v3, v31, v32, v313);
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
  const v3 = !isLegacyV2(version);
  const v31 = isAtLeast31(version);
  const v32 = isAtLeast32(version);
  const v313 = isAtLeast313(version);
  return typedTrace({
    type,
    seed,
    write: (inject) => write(eq, family, type, seed, inject, v3, v31, v32, v313),
    phases: allowedPhases(family, type, v3),
    finalAnswer: answer(sol),
    // A canonical T3 error may not sit on the last step (the answer is reverted there); a short
    // trace would leave it two places or fewer, so such equations go to other trace types.
    // Generator 3.1 writes moves in one line or two at random, so a T3 of every length is
    // needed, or a trace's length alone would tell a T3 from a T1.
    minT3Steps: family === null && !v31 ? 5 : 0,
    ...(v31 ? { chooserSeed: mixSeed(seed, 0x5bd1e995) } : {}),
  });
}
