// One worked trace for one linear inequality: canonical or with one family's detour, as T1, T2
// or T3 (the shared rules are in generator/inject.ts). The checker then labels it.
import type { TraceType } from '../../dataset/types.ts';
import { mixSeed } from '../../dataset/hash.ts';
import { GENERATOR_VERSION, isAtLeast31, isAtLeast313, isAtLeast32, type GeneratorVersion } from '../../dataset/version.ts';
import type { GeneratedTrace } from '../../generator/inject.ts';
import { typedTrace } from '../../generator/inject.ts';
import { createRng } from '../../generator/rng.ts';
import type { Rng } from '../../generator/rng.ts';
import type { InjectionPoint } from '../../generator/writer.ts';
import { Writer } from '../../generator/writer.ts';
import { fnv1a } from '../../hash/index.ts';
import { addBothSides, divideNegative, moveToRhs, multiplyNegative, swapSides } from './families.ts';
import { canonicalLength, solveIneq } from './path.ts';
import type { Ineq, IneqParams, Notation, Ray } from './state.ts';
import { ineqText, rayText, solution, toIneq } from './state.ts';

export const key = (p: IneqParams): string => `inequality:${p.a},${p.b},${p.c},${p.d},${p.rel}`;

/** Problems whose textbook path has fewer than two moves are too short to carry an error's position. */
export function isDegenerate(p: IneqParams): boolean {
  return p.a === p.c || (p.c !== 0 ? 1 : 0) + (p.b !== 0 ? 1 : 0) + (p.a - p.c !== 1 ? 1 : 0) < 2;
}

/**
 * Whether the problem's traces end in interval notation: one problem in three, half of them
 * `(-∞, -12)` and half `x ∈ (-∞, -12)`. Decided by the problem alone (a hash of its key, apart
 * from the train/test hash), so a canonical trace and its perturbed sibling always agree, and
 * the form says nothing about the trace type.
 */
export function intervalNotation(p: IneqParams): Notation | null {
  const h = fnv1a(`notation:${key(p)}`) % 6;
  return h === 0 ? 'interval' : h === 1 ? 'named-interval' : null;
}

/** The line before the interval: `x < -12` on the textbook path, `-12 > x` after moving the x terms right. */
const relationNotation = (family: string | null): Notation => (family === 'move_to_rhs' ? 'x-last' : 'x-first');

/** The solved form restated as an interval; its slips are the wrong bracket and the ray read the wrong way round. */
function intervalStep(w: Writer, end: Ineq, notation: Notation, v31: boolean): void {
  const ray = solution(end);
  if (!ray) throw new Error('the solved form has no x'); // unreachable: every written state keeps x
  const flipped: Ray = { ...ray, up: !ray.up };
  // Generator 3.1: no slip here. The interval restates the line before it, so a wrong bracket or
  // direction shows beside it without any algebra (a T2 error on the last line a reader of forms sees).
  if (v31) return w.plain(rayText(ray, notation));
  w.step('linear', () => ({ text: rayText(ray, notation), next: null }), {
    strictness_slip: () => ({ text: rayText({ ...ray, closed: !ray.closed }, notation), next: null }),
    interval_misread: () => ({ text: rayText(flipped, notation), next: null }),
  });
}

type Detour = (w: Writer, s: Ineq, rng: Rng, v31: boolean, v313: boolean) => Ineq;
const DETOURS: Readonly<Record<string, Detour>> = {
  add_both_sides: addBothSides,
  multiply_negative: multiplyNegative,
  divide_negative: divideNegative,
  swap_sides: (w, s) => swapSides(w, s),
};

function write(p: IneqParams, family: string | null, type: TraceType, seed: number, inject: InjectionPoint | null, v31: boolean, v32: boolean, v313: boolean): Writer {
  const rng = createRng(seed);
  const w = new Writer(type, inject);
  const s0 = toIneq(p);
  w.plain(ineqText(s0));
  let end: Ineq;
  if (family === null) {
    end = solveIneq(w, s0, rng, Infinity, v31, v32, v313);
  } else if (family === 'move_to_rhs') {
    end = moveToRhs(w, s0, rng, v31, v313);
  } else {
    const detour = DETOURS[family];
    if (!detour) throw new RangeError(`unknown inequality family "${family}"`);
    // The detour comes after any number of textbook moves (not after the last: the path is then done).
    const at = rng.int(0, canonicalLength(s0) - 1);
    end = solveIneq(w, detour(w, solveIneq(w, s0, rng, at, v31, v32, v313), rng, v31, v313), rng, Infinity, v31, v32, v313);
  }
  const notation = intervalNotation(p);
  if (notation) intervalStep(w, end, notation, v31);
  return w;
}

/** The final answer a correct trace of this problem and family writes (a T3's last line is reverted to it). */
export function finalAnswer(p: IneqParams, family: string | null): string {
  const ray = solution(toIneq(p))!;
  return rayText(ray, intervalNotation(p) ?? relationNotation(family));
}

/**
 * Writes one trace, or returns null when this problem cannot carry this family or trace type
 * (the caller draws another problem). `seed` fixes every choice.
 */
export function generateTrace(p: IneqParams, family: string | null, type: TraceType, seed: number, version: GeneratorVersion = GENERATOR_VERSION): GeneratedTrace | null {
  if (solution(toIneq(p)) === null) return null;
  const v31 = isAtLeast31(version);
  const v32 = isAtLeast32(version);
  const v313 = isAtLeast313(version);
  return typedTrace({
    type,
    seed,
    write: (inject) => write(p, family, type, seed, inject, v31, v32, v313),
    phases: ['linear'],
    finalAnswer: finalAnswer(p, family),
    // A canonical T3 error may not sit on the last step (the answer is reverted there); a short
    // trace would leave it two places or fewer, so such problems go to other trace types.
    // Generator 3.1 writes moves in one line or two (domains/linear/trace.ts): every length carries T3.
    minT3Steps: family === null && !v31 ? 5 : 0,
    ...(v31 ? { chooserSeed: mixSeed(seed, 0x5bd1e995) } : {}),
  });
}
