// One worked trace for one quadratic: the textbook path or one family's detour, as T1, T2 or
// T3 (the shared rules are in generator/inject.ts). The checker then labels it.
import type { Family, TraceType } from '../../dataset/types.ts';
import type { GeneratorVersion } from '../../dataset/version.ts';
import { q } from '../../generator/build.ts';
import type { GeneratedTrace } from '../../generator/inject.ts';
import { typedTrace } from '../../generator/inject.ts';
import { createRng } from '../../generator/rng.ts';
import type { InjectionPoint } from '../../generator/writer.ts';
import { Impossible, Writer } from '../../generator/writer.ts';
import type { Vertex } from './families.ts';
import {
  completeSquare, divideLeadingPoly, divideLeadingVertex, solveVertex, squareRootPoly, squareRootVertex,
} from './families.ts';
import type { Eq } from './path.ts';
import { PHASE, solveEq } from './path.ts';
import type { QuadParams } from './problem.ts';
import { isUnusable, reducedInts, rootKindOf, sidesOf, solutionText, startText } from './problem.ts';

const vertexOf = (p: Extract<QuadParams, { form: 'vertex' }>): Vertex => ({ a: q(p.a), h: q(p.h), c: q(p.c), e: q(p.e) });

/** Whether a family's detour fits a problem at all (checked before any trace is written). */
export function familyFits(p: QuadParams, family: Family | null): boolean {
  const [A, B] = reducedInts(p);
  switch (family) {
    case null:
      return true;
    case 'complete_square':
      return p.form === 'poly' && B !== 0;
    case 'formula_on_factorable':
      return rootKindOf(p) !== 'irrational';
    case 'divide_leading':
      return A !== 1;
    case 'square_root_pm':
      return p.form === 'vertex' || B === 0;
    default:
      return false;
  }
}

function write(p: QuadParams, family: Family | null, type: TraceType, seed: number, inject: InjectionPoint | null): Writer {
  const rng = createRng(seed);
  const w = new Writer(type, inject);
  w.plain(startText(p));
  if (p.form === 'vertex') {
    const v = vertexOf(p);
    if (family === null) solveVertex(w, v, rng);
    else if (family === 'formula_on_factorable') solveVertex(w, v, rng, 'formula');
    else if (family === 'divide_leading') divideLeadingVertex(w, v, rng);
    else if (family === 'square_root_pm') squareRootVertex(w, v, rng);
    else throw new Impossible(`${family} does not fit the vertex form`);
    return w;
  }
  const s: Eq = sidesOf(p);
  if (family === null) solveEq(w, s, rng);
  else if (family === 'formula_on_factorable') solveEq(w, s, rng, 'formula');
  else if (family === 'divide_leading') divideLeadingPoly(w, s, rng);
  else if (family === 'complete_square') completeSquare(w, s, rng);
  else if (family === 'square_root_pm') squareRootPoly(w, s, rng);
  else throw new Impossible(`unknown family ${family}`);
  return w;
}

/**
 * Writes one trace, or returns null when this problem cannot carry this family or trace type
 * (the caller draws another problem). `seed` fixes every choice.
 */
export function generateTrace(p: QuadParams, family: Family | null, type: TraceType, seed: number, version?: GeneratorVersion): GeneratedTrace | null {
  void version; // the quadratic domain exists from generator 3.0.0 on
  if (isUnusable(p) || !familyFits(p, family)) return null;
  return typedTrace({
    type,
    seed,
    write: (inject) => write(p, family, type, seed, inject),
    phases: [PHASE],
    finalAnswer: solutionText(p),
    // A canonical T3 error needs room to move: its last step is reverted, so short paths go to other types.
    minT3Steps: family === null ? 5 : 0,
  });
}
