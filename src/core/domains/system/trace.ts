// One worked trace for one system: the textbook method, or one family's route or detour, as
// T1, T2 or T3 (the shared rules are in generator/inject.ts). The checker then labels it.
import type { TraceType } from '../../dataset/types.ts';
import { GENERATOR_VERSION, isAtLeast33, isAtLeast34, type GeneratorVersion } from '../../dataset/version.ts';
import type { GeneratedTrace } from '../../generator/inject.ts';
import { typedTrace } from '../../generator/inject.ts';
import { createRng } from '../../generator/rng.ts';
import type { InjectionPoint, Phase, Written } from '../../generator/writer.ts';
import { Impossible, Writer } from '../../generator/writer.ts';
import type { Detour } from './families.ts';
import { addMultiple, scaleEquation, swapEquations } from './families.ts';
import {
  backSubstitute, collect, combine, distribute, divideOut, finishElimination, finishSubstitution, isolate, moveConstant,
  multipliers, scaleForElimination, substitute,
} from './moves.ts';
import type { Row, SystemParams } from './problem.ts';
import { rowsOf } from './problem.ts';
import type { Slips, Strategy, Sys } from './state.ts';
import { slotOf, textOf } from './state.ts';
import type { Var } from './text.ts';
import { other, stdEq } from './text.ts';

export const SYSTEM_FAMILIES = ['other_method', 'scale_equation', 'swap_equations', 'add_multiple', 'other_variable'] as const;

type Slot0 = 0 | 1;

/** A method with its roles: P is the equation of slot `p` (solved for v, or replaced by the combination). */
export interface Route {
  st: Strategy;
  p: Slot0;
}

const co = (r: Row, v: Var) => (v === 'x' ? r.a : r.b);
const ORDER: readonly [Slot0, Var][] = [[0, 'x'], [0, 'y'], [1, 'x'], [1, 'y']];

/** The first coefficient ±1, in the order x then y of the first equation, then of the second (of v only, if given). */
function unitPivot(rows: readonly Row[], v?: Var): Route | null {
  for (const [slot, u] of ORDER) {
    if ((v === undefined || u === v) && co(rows[slot]!, u).abs().equals(1)) return { st: { method: 'sub', v: u }, p: slot };
  }
  return null;
}

/** The smallest coefficient (first of equals), of v only if given: what one divides by to isolate. */
function smallestPivot(rows: readonly Row[], v?: Var): Route {
  let best: Route | null = null;
  let size = Infinity;
  for (const [slot, u] of ORDER) {
    if (v !== undefined && u !== v) continue;
    const c = Math.abs(Number(co(rows[slot]!, u).n));
    if (c < size) {
      size = c;
      best = { st: { method: 'sub', v: u }, p: slot };
    }
  }
  return best!;
}

const lcmSize = (rows: readonly Row[], v: Var): number => {
  const a = Math.abs(Number(co(rows[0]!, v).n));
  const b = Math.abs(Number(co(rows[1]!, v).n));
  const g = (m: number, n: number): number => (n === 0 ? m : g(n, m % n));
  return (a * b) / g(a, b);
};

/** Elimination of v: the equation that needs the larger multiplier is replaced (the first when equal). */
function elimination(rows: readonly Row[], v: Var): Route {
  const a = Math.abs(Number(co(rows[0]!, v).n));
  const b = Math.abs(Number(co(rows[1]!, v).n));
  // The multiplier of the first is b/g, of the second a/g: the second's is larger when a > b.
  return { st: { method: 'elim', v }, p: a > b ? 1 : 0 };
}

/** The textbook rule: eliminate the unknown whose coefficients have the smaller common multiple (y when equal). */
const eliminatedVar = (rows: readonly Row[]): Var => (lcmSize(rows, 'x') < lcmSize(rows, 'y') ? 'x' : 'y');

/** The textbook method: substitution when a coefficient is ±1, elimination otherwise. */
export function textbookRoute(p: SystemParams): Route {
  const rows = rowsOf(p);
  return unitPivot(rows) ?? elimination(rows, eliminatedVar(rows));
}

/** The route of a family (null: the textbook one); the detour families keep the textbook route. */
export function routeOf(p: SystemParams, family: string | null): Route {
  const rows = rowsOf(p);
  const textbook = textbookRoute(p);
  if (family === 'other_method') {
    return textbook.st.method === 'sub' ? elimination(rows, eliminatedVar(rows)) : smallestPivot(rows);
  }
  if (family === 'other_variable') {
    const v = other(textbook.st.v);
    return textbook.st.method === 'sub' ? unitPivot(rows, v) ?? smallestPivot(rows, v) : elimination(rows, v);
  }
  return textbook;
}

const DETOURS: Readonly<Record<string, Detour>> = { scale_equation: scaleEquation, swap_equations: swapEquations, add_multiple: addMultiple };

type Move = (w: Writer, s: Sys, st: Strategy, sl: Slips) => Sys;

/** The next move of the method from this system, or null when it is solved. */
function nextMove(s: Sys, st: Strategy): Move | null {
  const P = slotOf(s, 'P').eq;
  const O = slotOf(s, 'O').eq;
  if (P.form === 'val' && O.form === 'val') return null;
  if (st.method === 'sub') {
    if (P.form !== 'iso') return isolate;
    switch (O.form) {
      case 'std': return substitute;
      case 'sub': return (w, sys, _st, sl) => distribute(w, sys, sl);
      case 'expanded': return collect;
      case 'collected': return (w, sys, _st, sl) => moveConstant(w, sys, 'O', sl);
      case 'one':
      case 'val': return finishSubstitution;
      default: throw new Impossible(`substitution cannot go on from ${O.form}`);
    }
  }
  if (P.form === 'std' && O.form === 'std') {
    const [mp, mo] = multipliers(s, st.v);
    return mp.equals(1) && mo.equals(1) ? combine : scaleForElimination;
  }
  if (P.form === 'one') return (w, sys, _st, sl) => divideOut(w, sys, 'P', sl);
  if (P.form === 'val') {
    switch (O.form) {
      case 'std': return backSubstitute;
      case 'collected': return (w, sys, _st, sl) => moveConstant(w, sys, 'O', sl);
      case 'one': return (w, sys, _st, sl) => finishElimination(w, sys, sl);
      default: break;
    }
  }
  throw new Impossible(`elimination cannot go on from ${P.form}, ${O.form}`);
}

const MAX_MOVES = 40;

/** Runs the method to the end; `before(i, s)` may write a detour before move i. */
function solve(w: Writer, s0: Sys, st: Strategy, slips: Slips, before?: (i: number, s: Sys) => Sys): Sys {
  let s = s0;
  for (let i = 0; i < MAX_MOVES; i++) {
    if (before) s = before(i, s);
    const move = nextMove(s, st);
    if (!move) return s;
    s = move(w, s, st, slips);
  }
  throw new Error('a system trace did not end: the moves go round in circles');
}

export function initialSystem(p: SystemParams, route: Route): Sys {
  const [r1, r2] = rowsOf(p);
  return [
    { role: route.p === 0 ? 'P' : 'O', eq: stdEq(r1!), scale: null },
    { role: route.p === 1 ? 'P' : 'O', eq: stdEq(r2!), scale: null },
  ];
}

/** A writer that only follows the correct path: no text printed, no injection points kept. */
class Walker extends Writer {
  constructor() {
    super('T1', null);
  }

  override step<T>(_phase: Phase, correct: () => Written<T>): T {
    return correct().next;
  }
}

/** The moves (before which a detour could go) where the detour fits the clean path. */
function detourPositions(s0: Sys, st: Strategy, d: Detour): number[] {
  const fits: number[] = [];
  let moves = 0;
  solve(new Walker(), s0, st, { rng: createRng(0), keepSigns: false, scaledPOnly: false }, (i, s) => {
    moves = i;
    if (d.fits(s, st)) fits.push(i);
    return s;
  });
  // Not after the last move: the last step is the answer.
  return fits.filter((i) => i < moves);
}

const SLIP_SALT = 0x2545f491;

/** A generator version's rules for a system's slips (state.ts, Slips). */
type SlipRules = Omit<Slips, 'rng'>;

function write(s0: Sys, route: Route, family: string | null, type: TraceType, seed: number, rules: SlipRules, positions: readonly number[], inject: InjectionPoint | null): Writer {
  const plan = createRng(seed);
  const slips: Slips = { rng: createRng(seed ^ SLIP_SALT), ...rules };
  const w = new Writer(type, inject);
  w.plain(textOf(s0));
  const detour = family ? DETOURS[family] : undefined;
  if (!detour) {
    solve(w, s0, route.st, slips);
    return w;
  }
  const at = plan.pick(positions);
  solve(w, s0, route.st, slips, (i, s) => {
    if (i !== at) return s;
    // After an injected slip the system may no longer take the detour there.
    if (!detour.fits(s, route.st)) throw new Impossible('the detour does not fit the slipped system');
    return detour.write(w, s, route.st, plan, slips);
  });
  return w;
}

/**
 * Writes one trace, or returns null when this system cannot carry this family or trace type
 * (the caller draws another). `seed` fixes every choice.
 */
export function generateTrace(p: SystemParams, family: string | null, type: TraceType, seed: number, version: GeneratorVersion = GENERATOR_VERSION): GeneratedTrace | null {
  // Systems exist from generator 3.0.0 on; 3.3.0 changes their slips, 3.4.0 an elimination's
  // scaling slips (state.ts, Slips).
  const rules: SlipRules = { keepSigns: isAtLeast33(version), scaledPOnly: isAtLeast34(version) };
  const route = routeOf(p, family);
  const s0 = initialSystem(p, route);
  const detour = family ? DETOURS[family] : undefined;
  let positions: number[] = [];
  try {
    if (detour) positions = detourPositions(s0, route.st, detour);
  } catch (e) {
    if (e instanceof Impossible) return null;
    throw e;
  }
  if (detour && !positions.length) return null;
  const run = (inject: InjectionPoint | null) => write(s0, route, family, type, seed, rules, positions, inject);
  let clean: Writer;
  try {
    clean = run(null);
  } catch (e) {
    if (e instanceof Impossible) return null;
    throw e;
  }
  return typedTrace({
    type,
    seed,
    // The clean trace is already written: the shared rules start from it.
    write: (inject) => (inject === null ? clean : run(inject)),
    phases: ['linear'],
    // The correct answer in the order this trace writes it (T3 reverts to it).
    finalAnswer: clean.steps[clean.steps.length - 1]!,
    minT3Steps: 5,
  });
}
