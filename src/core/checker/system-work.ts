// How pasted classroom work on a system of two linear equations is read (issue 15: never a
// false verdict on right work). The benchmark's system traces restate the whole system on every
// line (`2x = 6, x - y = 1`), and the strict checker judges each line's set against the one
// before. Students write otherwise: the two equations on two lines, then single equations that
// follow from them (`2x = 6` after adding, `x = 3`, `3 + y = 5`, `y = 2`), the answer split
// over the last lines. Judged line against line, every such step "changes the solution set from
// {(3, 2)} to the line x = 3": a false verdict on right work. Read as the work it is:
//
// - the givens: a first line holding one equation and a second holding another, not a multiple
//   of it, are the system (two equations crossing at one point, or parallel: no solution); the
//   second is a given, not a step. Work on a system with no solution is judged line against line
//   from there (every right line has no solution either: `0 = 2`, `no solution`);
// - a fact: a later line is right when it holds wherever the work so far stands — before any
//   error, at the system's solution (for two crossing lines, every equation through their point
//   is a combination of them, so "holds there" is "follows from them"); a line that does not is
//   the first error, and the sentence says it does not hold at the solution;
// - after an error the work stands on the wrong line, alone or together with any one earlier
//   equation it may have been combined with (a student who wrote 2x = 7 for 2x = 6 goes on
//   with x = 7/2 and x + y = 5), so later lines are judged against those "worlds", never against
//   the true solution: a later step that follows from the wrong one is not called wrong again;
// - the answer: the last line, or, when it names one unknown (`y = 2`), it with the latest line
//   naming the other alone (`x = 3`), which the final sentence says.
import type { PlaneSet } from '../sets/plane.ts';
import { planeEquals, planeIntersect, planeIsSubset } from '../sets/plane.ts';
import type { Expr, Statement } from '../trace/index.ts';
import { parseStatement, printStatement } from '../trace/index.ts';

/** What the work stands on so far. */
export interface SystemWork {
  /**
   * A system with no solution: one of its two parallel lines. Every line "holds at every solution"
   * of the empty set, so that test says nothing there; what follows from two parallel equations is
   * each of their combinations: a line parallel to them, or a false `0 = c`.
   */
  parallelTo?: PlaneSet;
  /** Every equation written so far that is one line of the plane (the givens and each fact). */
  lines: PlaneSet[];
  /** The sets the work may stand on: before an error the solution alone; after it, the wrong line and its crossings with earlier lines. */
  worlds: PlaneSet[];
  /** Whether a line has already failed to follow. */
  erred: boolean;
  /**
   * How the work names the two given equations, where it labels lines of its own with their names (`x - 3y = 7   (1)`
   * after the system as 2x + y = 7, x - 3y = 7): 'swapped' where its (1) is the second given and its (2) the first;
   * 'unknown' where a label names a line that is neither given equation (round 78 B: names read by position, a right
   * `(2) - 2×(1)` was "not that combination").
   */
  names?: 'swapped' | 'unknown';
  /**
   * After the error: whether the wrong line is parallel to an earlier equation (`3x + 6y = 14`
   * written for `3x + 6y = 12`). The two have no solution together, and the false `0 = -2` that
   * subtracting them gives follows from the lines before it: a student who goes on that way is not
   * wrong again. Only that: a line parallel to both is a combination of them too, but the work
   * stands on the wrong line, and stepping from `x = 7/2` to `x = 4` is an error of its own.
   */
  contradicts?: boolean;
}

export const isLine = (s: PlaneSet): boolean => s.kind === 'line';

export type PlanePoint = Extract<PlaneSet, { kind: 'point' }>;

/**
 * The system when the second line is its other equation: the two lines' crossing point, or the
 * empty set when they are parallel (`x + y = 5`, `x + y = 3`: a system with no solution, which
 * no rewrite of the first line could be, since a rewrite keeps its set); null for a multiple of
 * the first line, which reads as a rewrite of it (and a system of the two would be that same line).
 */
export function secondGiven(first: PlaneSet, second: PlaneSet): PlanePoint | { kind: 'empty' } | null {
  if (!isLine(first) || !isLine(second)) return null;
  const crossing = planeIntersect(first, second);
  return crossing.kind === 'point' || crossing.kind === 'empty' ? crossing : null;
}

export function startWork(original: PlaneSet, givens: readonly PlaneSet[]): SystemWork {
  const lines = givens.filter(isLine);
  const parallelTo = original.kind === 'empty' ? lines[0] : undefined;
  return { lines, worlds: [original], erred: false, ...(parallelTo ? { parallelTo } : {}) };
}

/** Whether a set of the plane is a combination of two parallel equations (SystemWork.parallelTo), not the trivial 0 = 0. */
function combinesParallel(set: PlaneSet, parallelTo: PlaneSet): boolean {
  if (set.kind === 'empty') return true;
  if (set.kind !== 'line' || parallelTo.kind !== 'line') return false;
  // Parallel or the same line: a·b' = a'·b.
  return set.eq.a.mul(parallelTo.eq.b).equals(parallelTo.eq.a.mul(set.eq.b));
}

export type FactVerdict =
  | { follows: true; equivalent: boolean }
  | { follows: false };

/** Judges one line of the work and moves the work on (see the header). */
export function judgeFact(work: SystemWork, set: PlaneSet): FactVerdict {
  if (!work.erred && work.parallelTo) {
    if (combinesParallel(set, work.parallelTo)) {
      if (isLine(set)) work.lines.push(set);
      return { follows: true, equivalent: set.kind === 'empty' };
    }
    return erred(work, set);
  }
  if (work.contradicts && set.kind === 'empty') {
    work.worlds = [set];
    return { follows: true, equivalent: true };
  }
  const fits = work.worlds.filter((w) => planeIsSubset(w, set));
  if (fits.length) {
    work.worlds = fits;
    if (isLine(set)) work.lines.push(set);
    return { follows: true, equivalent: fits.some((w) => planeEquals(w, set)) };
  }
  return erred(work, set);
}

/**
 * The first line that does not follow: the work then stands on it, alone or crossed with an
 * earlier line, or beside an earlier line parallel to it (SystemWork.contradicts).
 */
function erred(work: SystemWork, set: PlaneSet): FactVerdict {
  return standOnError(work, set);
}

/** The work stands on a line found wrong by other means (a named combination worked wrongly, check.ts): as erred. */
export function standOnError(work: SystemWork, set: PlaneSet): FactVerdict {
  const worlds: PlaneSet[] = [set];
  let contradicts = false;
  for (const l of work.lines) {
    const w = planeIntersect(set, l);
    if (w.kind === 'empty') contradicts ||= isLine(set);
    else if (!worlds.some((x) => planeEquals(x, w))) worlds.push(w);
  }
  work.worlds = worlds;
  work.contradicts = contradicts;
  work.erred = true;
  if (isLine(set)) work.lines.push(set);
  return { follows: false };
}

/** The unknown a line of the plane fixes alone (x = c: 0, y = c: 1), or null. */
function namesOne(set: PlaneSet): 0 | 1 | null {
  if (set.kind !== 'line') return null;
  if (set.eq.b.isZero()) return 0;
  if (set.eq.a.isZero()) return 1;
  return null;
}

/** A system line's own equations, each as a set of the plane (for the work's crossings after an error). */
export function planeParts(st: Statement, vars: readonly string[]): PlaneSet[] {
  const parts = st.kind === 'and' ? st.parts : [st];
  const out: PlaneSet[] = [];
  for (const p of parts) {
    const r = parseStatement(printStatement(p), vars);
    if (r.ok && r.value.meaning.kind === 'set' && r.value.meaning.set.dim === 2) out.push(r.value.meaning.set.s);
  }
  return out;
}

/** Which unknown a line of a system's work names alone, as written (`y = 2`: 1; `2y = 4` names none), or null. */
export function namedAlone(st: Statement, set: PlaneSet, vars: readonly string[]): 0 | 1 | null {
  if (st.kind !== 'relation' || !st.rels.every((r) => r === '=')) return null;
  const k = namesOne(set);
  if (k === null) return null;
  const alone = (e: Expr) => e.type === 'var' && e.name === vars[k];
  // y = 2, 2 = y, or a value worked out, y = 10/5 = 2 (its set names y only when the numbers agree).
  if (st.rels.length > 1) return alone(st.sides[0]!) ? k : null;
  const [l, r] = st.sides as [Expr, Expr];
  return alone(l) || alone(r) ? k : null;
}
