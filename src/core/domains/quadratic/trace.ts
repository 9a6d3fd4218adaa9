// One worked trace for one quadratic: the textbook path or one family's detour, as T1, T2 or
// T3 (the shared rules are in generator/inject.ts). The checker then labels it.
import type { Family, TraceType } from '../../dataset/types.ts';
import { GENERATOR_VERSION, isAtLeast35, isAtLeast38, isAtLeast39, isAtLeast310, isAtLeast311, isAtLeast312, isAtLeast314, type GeneratorVersion } from '../../dataset/version.ts';
import { mixSeed } from '../../dataset/hash.ts';
import { q } from '../../generator/build.ts';
import type { GeneratedTrace } from '../../generator/inject.ts';
import { typedTrace } from '../../generator/inject.ts';
import { createRng } from '../../generator/rng.ts';
import type { ErrorKind } from '../../dataset/types.ts';
import type { Rng } from '../../generator/rng.ts';
import type { InjectionPoint, Phase, Variants, Written } from '../../generator/writer.ts';
import { Impossible } from '../../generator/writer.ts';
import type { Vertex } from './families.ts';
import type { Forms } from './forms.ts';
import {
  completeSquare, divideLeadingPoly, divideLeadingVertex, solveVertex, squareRootPoly, squareRootVertex,
} from './families.ts';
import type { Eq, SlipStyle } from './path.ts';
import { PHASE, QuadWriter, solveEq } from './path.ts';
import type { QuadParams } from './problem.ts';
import { isUnusable, reducedInts, rootKindOf, sidesOf, solutionText, startText } from './problem.ts';

const vertexOf = (p: Extract<QuadParams, { form: 'vertex' }>): Vertex => ({ a: q(p.a), h: q(p.h), c: q(p.c), e: q(p.e) });

/** The slips whose wrong roots are new numbers (not the right ones with a sign changed). */
const NEW_NUMBER_KINDS: ReadonlySet<string> = new Set(['arithmetic_slip', 'wrong_discriminant', 'expansion_error', 'sign_error_moving_term']);

/** Out of 8: how often a T3 line keeps each slip that brings new numbers. */
const T3_NEW_NUMBER_KEEP = 1;

/**
 * The writer of a T3 trace: a line offers a slip that brings new numbers less often. Why: a T3's
 * last line is reverted to the right answer; after such a slip its numbers are missing from the
 * line before, and which of them are missing (the rational part, the root, the denominator) tells
 * which line the slip was on (issue 15's probe located errors so). After a sign slip the right
 * answer's numbers are all in the line before, as after any right line. T2 keeps every slip at
 * its full share: its last line follows from the line before whatever the slip was.
 */
class T3Writer extends QuadWriter {
  constructor(traceType: TraceType, inject: InjectionPoint | null, t2KeepsKind: boolean, private readonly gate: Rng) {
    super(traceType, inject, t2KeepsKind);
  }

  override step<T>(phase: Phase, correct: () => Written<T>, variants: Variants<T> = {}): T {
    const kept: Variants<T> = {};
    for (const kind of Object.keys(variants) as ErrorKind[]) {
      // One draw per offered kind, in the same order on every write of this trace (clean or injected).
      if (!NEW_NUMBER_KINDS.has(kind) || this.gate.int(0, 7) < T3_NEW_NUMBER_KEEP) kept[kind] = variants[kind];
    }
    return super.step(phase, correct, kept);
  }
}

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

/**
 * A T2 writer whose error may only sit on one step (the last): every other step's slips are
 * recorded under a phase the trace does not draw from, so the shared chooser sees one step.
 */
class OneStepWriter extends QuadWriter {
  constructor(traceType: TraceType, inject: InjectionPoint | null, t2KeepsKind: boolean, private readonly only: number) {
    super(traceType, inject, t2KeepsKind);
  }

  override step<T>(phase: Phase, correct: () => Written<T>, variants: Variants<T> = {}): T {
    return super.step(this.steps.length === this.only ? phase : NOT_DRAWN, correct, variants);
  }
}

/** A phase quadratic steps never use (no check lines here), so no error is drawn where it is given. */
const NOT_DRAWN: Phase = 'check';

/** The stream of a trace's written forms (generator 3.5.0, forms.ts): its own, so 3.4.0's draws stay as they were. */
const formsOf = (seed: number, v35: boolean): Forms => (v35 ? createRng(mixSeed(seed, 0x35)) : null);

/** What a generator version changes in how a quadratic trace is written. */
interface Style {
  /** 3.5.0 on: the paths' sign-equivalent forms (forms.ts). */
  v35: boolean;
  /** The formula path's slips (path.ts, SlipStyle): 3.8.0 changed the ± with a root simplified, 3.9.0 the discriminant worked out, 3.10.0 bounded that one, 3.11.0 the move to a negated standard form, 3.12.0 a move's sum. */
  slips: SlipStyle;
  /** 3.14.0 on: a T2's slips keep the kind of roots, as a T3's do (path.ts, usable). */
  t2KeepsKind: boolean;
}

const styleOf = (version: GeneratorVersion): Style => ({
  v35: isAtLeast35(version),
  slips: { surd: isAtLeast38(version) ? 'halved_or_doubled' : 'undivided', disc: isAtLeast310(version) ? 'same_kind_near' : isAtLeast39(version) ? 'same_kind' : 'any_neighbour',
    move: isAtLeast311(version) ? 'kept_sign' : 'doubled_when_negated',
    combine: isAtLeast312(version) ? 'within_terms' : 'any',
  },
  t2KeepsKind: isAtLeast314(version),
});

function write(p: QuadParams, family: Family | null, type: TraceType, seed: number, inject: InjectionPoint | null, style: Style, only: number | null = null): QuadWriter {
  const rng = createRng(seed);
  const forms = formsOf(seed, style.v35);
  const slips = style.slips;
  const keeps = style.t2KeepsKind;
  const w = type === 'T3' ? new T3Writer(type, inject, keeps, createRng(seed ^ 0x2545f491)) : only !== null ? new OneStepWriter(type, inject, keeps, only) : new QuadWriter(type, inject, keeps);
  w.plain(startText(p));
  if (p.form === 'vertex') {
    const v = vertexOf(p);
    if (family === null) solveVertex(w, v, rng, 'textbook', forms, slips);
    else if (family === 'formula_on_factorable') solveVertex(w, v, rng, 'formula', forms, slips);
    else if (family === 'divide_leading') divideLeadingVertex(w, v, rng, forms, slips);
    else if (family === 'square_root_pm') squareRootVertex(w, v, rng);
    else throw new Impossible(`${family} does not fit the vertex form`);
    return w;
  }
  const s: Eq = sidesOf(p);
  if (family === null) solveEq(w, s, rng, 'textbook', forms, slips);
  else if (family === 'formula_on_factorable') solveEq(w, s, rng, 'formula', forms, slips);
  else if (family === 'divide_leading') divideLeadingPoly(w, s, rng, forms, slips);
  else if (family === 'complete_square') completeSquare(w, s, rng, slips);
  else if (family === 'square_root_pm') squareRootPoly(w, s, rng, slips);
  else throw new Impossible(`unknown family ${family}`);
  return w;
}

/**
 * Writes one trace, or returns null when this problem cannot carry this family or trace type
 * (the caller draws another problem). `seed` fixes every choice.
 */
export function generateTrace(p: QuadParams, family: Family | null, type: TraceType, seed: number, version?: GeneratorVersion): GeneratedTrace | null {
  // The quadratic domain exists from generator 3.0.0 on; 3.5.0 writes its paths in several forms,
  // 3.8.0 changes the slip of a simplified ± with a root, 3.9.0 the slip of a discriminant worked out
  // and 3.10.0 bounds it within half to twice the right value; 3.11.0 the slip of a move to a
  // standard form written negated; 3.12.0 bounds a move's worked-out sum by its two terms; 3.14.0
  // keeps the kind of roots through a T2's slip.
  const style = styleOf(version ?? GENERATOR_VERSION);
  if (isUnusable(p) || !familyFits(p, family)) return null;
  if (type === 'T2') {
    const last = lastStepT2(p, family, seed, style);
    if (last) return last;
  }
  return typedTrace({
    type,
    seed,
    write: (inject) => write(p, family, type, seed, inject, style),
    phases: [PHASE],
    finalAnswer: solutionText(p),
    // A canonical T3 error needs room to move: its last step is reverted, so short paths go to other types.
    minT3Steps: family === null ? 5 : 0,
  });
}

/**
 * A T2 with its error on the last step, in 1 of k - 1 T2 traces of k steps (null otherwise, or
 * when the last step offers no slip): the last step then holds a T2's error in 2 of k traces
 * instead of 1 of k. Why: a T3's error is never on its last step (that line is reverted), so with
 * both types drawn uniformly the last step of an erroneous trace would be the one least often
 * wrong, and a reader who cannot tell T2 from T3 would still know to blame an earlier line (issue
 * 15's probe did). With this share every step 1..k of an erroneous trace of k steps holds its
 * first error equally often (T2 and T3 pooled: (2/k + 0)/2 = 1/k for the last step,
 * ((1 - 2/k)/(k - 1) + 1/(k - 1))/2 = 1/k for every other).
 */
function lastStepT2(p: QuadParams, family: Family | null, seed: number, style: Style): GeneratedTrace | null {
  let n: number;
  try {
    n = write(p, family, 'T2', seed, null, style).steps.length;
  } catch (e) {
    if (e instanceof Impossible) return null;
    throw e;
  }
  const k = n - 1;
  if (k < 2 || createRng(seed ^ 0x68e31da4).int(0, k - 2) !== 0) return null;
  return typedTrace({
    type: 'T2',
    seed,
    write: (inject) => write(p, family, 'T2', seed, inject, style, n - 1),
    phases: [PHASE],
    finalAnswer: solutionText(p),
  });
}
