// The state of a system trace: its two equations in the order the trace writes them, each with
// its role in the method (P: the equation solved for a variable, or the one an elimination
// replaces; O: the other), and what every step shares — writing the whole system, and judging
// whether a slipped system really is a different one.
import type { Rng } from '../../generator/rng.ts';
import type { Written } from '../../generator/writer.ts';
import type { Point, Q } from './problem.ts';
import { q, samePoint, solveRows } from './problem.ts';
import type { Eq, Var } from './text.ts';
import { changeNumber, numberAt, numbersOf, rowOf, systemText } from './text.ts';

export type Role = 'P' | 'O';

export interface Slot {
  role: Role;
  eq: Eq;
  /** The factor an elimination's scaling multiplied O by (undone when the two are combined), or null. */
  scale: Q | null;
}

export type Sys = readonly [Slot, Slot];

/** Substitution solves P for v; elimination removes v, replacing P by the combination. */
export interface Strategy {
  method: 'sub' | 'elim';
  v: Var;
}

export const slotOf = (s: Sys, role: Role): Slot => (s[0].role === role ? s[0] : s[1]);

/** The system with the slot of this role changed (the other copied as it is). */
export function put(s: Sys, role: Role, change: Partial<Slot>): Sys {
  return s[0].role === role ? [{ ...s[0], ...change }, s[1]] : [s[0], { ...s[1], ...change }];
}

export const textOf = (s: Sys): string => systemText([s[0].eq, s[1].eq]);

export const pointOf = (s: Sys): Point | null => solveRows(rowOf(s[0].eq), rowOf(s[1].eq));

/** The system as a written step; its text is printed only when read (a walk that only follows the path never reads it). */
class WrittenSystem implements Written<Sys> {
  constructor(readonly next: Sys) {}

  get text(): string {
    return textOf(this.next);
  }
}

export const written = (s: Sys): Written<Sys> => new WrittenSystem(s);

/** The largest numerator or denominator of a point's coordinates (what its answer line shows). */
export function sizeOf(p: Point): bigint {
  let m = 0n;
  for (const v of [p.x.n, p.x.d, p.y.n, p.y.d]) {
    const a = v < 0n ? -v : v;
    if (a > m) m = a;
  }
  return m;
}

/**
 * Wrong answers are no bigger than right ones: a slip whose solution has a number above both 99
 * and the largest number of the true solution is not used (slips in the middle of a path break
 * the cancellations that keep a true solution's fractions small, so without this rule a large
 * number in the final answer would say "wrong" on its own).
 */
const SIZE_FLOOR = 99n;

/** A slipped system is usable only if it still has exactly one solution, that solution differs, and its numbers are no bigger than a right one's. */
export function changed(before: Sys, after: Sys | null): Written<Sys> | null {
  if (!after) return null;
  const p0 = pointOf(before);
  const p1 = pointOf(after);
  if (!p0 || !p1 || samePoint(p0, p1)) return null;
  const limit = sizeOf(p0) > SIZE_FLOOR ? sizeOf(p0) : SIZE_FLOOR;
  if (sizeOf(p1) > limit) return null;
  return written(after);
}

/** The first of the candidate slips (tried in a random order) that changes the solution. */
export function firstChanged(before: Sys, rng: Rng, candidates: readonly (() => Sys | null)[]): Written<Sys> | null {
  for (const make of rng.shuffle(candidates)) {
    const w = changed(before, make());
    if (w) return w;
  }
  return null;
}

export const SLIPS = [-2, -1, 1, 2];

/**
 * The slips' random stream with the rule of the generator version. From 3.3.0 (`keepSigns`) a
 * slipped number keeps its sign and a miscopied equation swaps two numbers of one sign (miscopied)
 * instead of losing one number's sign: a sign that flips changes its line's count of "-" where no valid line does, and
 * the per-line count placed a system's first error on its own (issue 15, audit 4).
 */
export interface Slips {
  rng: Rng;
  keepSigns: boolean;
  /**
   * From 3.4.0 an elimination's scaling step slips on P's scaled numbers only (moves.ts,
   * scaleForElimination): a slip on scaled O showed again, divided by O's multiplier, where O is
   * written back after the combination.
   */
  scaledPOnly: boolean;
}

/** x + δ with δ drawn from ±1, ±2, never giving zero when zero is not allowed; keeping x's sign (0: positive) under `keepSigns`. */
export function slip(sl: Slips, x: Q, allowZero = true): Q | null {
  const sign = x.compare(0) === 0 ? 1 : x.compare(0);
  for (const d of sl.rng.shuffle(SLIPS)) {
    const v = x.add(d);
    if (sl.keepSigns ? v.compare(0) === sign : allowZero || !v.isZero()) return v;
  }
  return null;
}

/**
 * wrong_equation_copied: the equation a step only carries is copied wrong — the eye on the wrong
 * place. Before 3.3.0 one of its numbers lost (or gained) its sign. From 3.3.0 two of its numbers
 * of one sign trade places (10x + 8y = -10 copied as 8x + 10y = -10), or, where no such swap
 * changes the solution, one number is off by one or two with its sign kept: the line then has the
 * right count of "-", and a swap brings no number the line before does not have (a copying step
 * writes none, so a new one would say where the error is). `after` is the correct next system.
 */
export function miscopied(before: Sys, after: Sys, role: Role, sl: Slips): Written<Sys> | null {
  const slot = slotOf(after, role);
  const at = numbersOf(slot.eq);
  if (!sl.keepSigns) return firstChanged(before, sl.rng, at.map((a) => () => put(after, role, { eq: changeNumber(slot.eq, a, (c) => c.neg()) })));
  // Two numbers of one sign swapped (no new number, the same signs), else one off by one or two.
  const swaps: (() => Sys | null)[] = [];
  at.forEach((a, i) => at.slice(i + 1).forEach((b) => {
    const u = numberAt(slot.eq, a);
    const v = numberAt(slot.eq, b);
    if (u.compare(0) !== v.compare(0) || u.equals(v)) return;
    swaps.push(() => put(after, role, { eq: changeNumber(changeNumber(slot.eq, a, () => v), b, () => u) }));
  }));
  return firstChanged(before, sl.rng, swaps) ?? firstChanged(before, sl.rng, at.map((a) => () => put(after, role, { eq: changeNumber(slot.eq, a, (c) => slip(sl, c)!) })));
}

export const one = q(1);
