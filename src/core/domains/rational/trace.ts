// One worked trace of one rational equation: the textbook path or one family's detour, as T1,
// T2 or T3 (the shared rules are in generator/inject.ts). The checker then labels it.
import type { TraceType } from '../../dataset/types.ts';
import { mixSeed } from '../../dataset/hash.ts';
import { isAtLeast33, isAtLeast36, type GeneratorVersion } from '../../dataset/version.ts';
import { q } from '../../generator/build.ts';
import type { GeneratedTrace } from '../../generator/inject.ts';
import { typedTrace } from '../../generator/inject.ts';
import { createRng } from '../../generator/rng.ts';
import { negatesStandardForm, reversedFactors } from '../../generator/sign-forms.ts';
import type { InjectionPoint, Phase } from '../../generator/writer.ts';
import { Writer } from '../../generator/writer.ts';
import type { ProblemParams } from '../types.ts';
import type { Ctx } from './families.ts';
import { canonical, combineFractions, crossMultiply, nonMinimalDenominator, oneSideSingleFraction, restrict } from './families.ts';
import type { Truth } from './model.ts';
import { fracEqOf } from './model.ts';
import type { IProblem } from './problem.ts';
import { analyse, denominatorZeros, toProblem } from './problem.ts';
import { answerText, fracEqText } from './text.ts';

/** Every step may carry the error; which kinds a step offers depends on the trace type (path.ts, families.ts). */
const PHASES: readonly Phase[] = ['algebra', 'candidates', 'check'];

export function truthOf(pr: IProblem): Truth | null {
  const an = analyse(pr);
  if (!an) return null;
  const solution = an.solution.map((r) => q(r.p, r.q)).sort((x, y) => x.compare(y));
  return { solution, excluded: denominatorZeros(pr).map((r) => q(r)) };
}

const FAMILIES: Record<string, (w: Writer, ctx: Ctx) => void> = {
  cross_multiply: crossMultiply,
  non_minimal_denominator: nonMinimalDenominator,
  combine_fractions: combineFractions,
  one_side_single_fraction: oneSideSingleFraction,
};

function write(pr: IProblem, truth: Truth, family: string | null, type: TraceType, seed: number, restrictionKeepsCounts: boolean, signForms: boolean, inject: InjectionPoint | null): Writer {
  const rng = createRng(seed);
  // The written forms of the standard form and the factored line (generator 3.6.0,
  // generator/sign-forms.ts), from a stream of their own so every other draw is 3.5.0's; all
  // drawn here, before any line, so a slip earlier in the trace does not move them.
  const forms = signForms ? createRng(mixSeed(seed, 0x36)) : null;
  const negates = negatesStandardForm(forms);
  const orientation = reversedFactors(forms);
  const absorbed = forms ? forms.int(0, 63) : 0;
  const absorbsMinus = (side: 'left' | 'right', i: number): boolean => i < 3 && ((absorbed >> ((side === 'left' ? 0 : 3) + i)) & 1) === 1;
  const w = new Writer(type, inject);
  const eq = fracEqOf(pr);
  w.plain(fracEqText(eq));
  // The plan: the restriction line (always on the textbook path), how excluded candidates are
  // rejected, and whether each side is simplified before collecting.
  const order = rng.shuffle(truth.excluded);
  const restricted = family === null || rng.int(0, 1) === 1;
  const checkLines = !restricted || rng.int(0, 1) === 1;
  const simplifySides = rng.int(0, 1) === 1;
  const factorSlip = rng.int(0, 1) === 1;
  const divisionSlip = rng.int(0, 1) === 1;
  const checkSlip = rng.int(0, 2) === 0;
  const ctx: Ctx = { eq, truth, rng, student: { believed: truth.excluded.slice(), checkLines, simplifySides, factorSlip, divisionSlip, checkSlip, restrictionKeepsCounts, negatesStandardForm: negates, orientation, absorbsMinus } };
  if (restricted) restrict(w, ctx, order);
  if (family === null) canonical(w, ctx);
  else {
    const detour = FAMILIES[family];
    if (!detour) throw new RangeError(`unknown rational family "${family}"`);
    detour(w, ctx);
  }
  return w;
}

// The composer asks about one drawn problem four times (degenerate? its solution, its trace, a
// redraw's); its parameters are never changed after the draw, so the analysis is kept per object.
const analysed = new WeakMap<ProblemParams, { pr: IProblem; truth: Truth } | null>();

/** The problem and its exact facts, or null when the parameters describe no usable problem. */
export function problemOf(params: ProblemParams): { pr: IProblem; truth: Truth } | null {
  const hit = analysed.get(params);
  if (hit !== undefined) return hit;
  const pr = toProblem(params);
  const truth = pr && truthOf(pr);
  const out = pr && truth ? { pr, truth } : null;
  analysed.set(params, out);
  return out;
}

/** One trace, or null when this problem cannot carry this family or trace type. */
export function generateTrace(params: ProblemParams, family: string | null, type: TraceType, seed: number, version: GeneratorVersion): GeneratedTrace | null {
  // Rational equations exist from generator 3.0.0 on; 3.3.0 changes their wrong restriction lines
  // (families.ts), 3.6.0 writes their standard form and factored line in several forms (path.ts).
  const restrictionKeepsCounts = isAtLeast33(version);
  const signForms = isAtLeast36(version);
  const found = problemOf(params);
  if (!found) return null;
  const { pr, truth } = found;
  return typedTrace({
    type,
    seed,
    write: (inject) => write(pr, truth, family, type, seed, restrictionKeepsCounts, signForms, inject),
    phases: PHASES,
    finalAnswer: answerText(truth.solution),
  });
}
