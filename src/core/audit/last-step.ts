// The "judge only the last step" shortcut: Q2 is answered from whether the final line follows
// from the nearest line before it that states a set (its solution set is a nonempty subset of
// that line's set: an equivalent step, or candidates dropped). Nothing else is looked at.
import { algOf, algOfSurd, asSurd, compareAlg, type Alg } from '../algebra/algebraic.ts';
import type { SolutionSet } from '../sets/index.ts';
import { isAllSet, isEmptySet, isSubsetSet } from '../sets/index.ts';
import { inferVariables, parseStatement, DEFAULT_VARS } from '../trace/index.ts';

/** The sets of the last line and of the nearest line before it that states one (null: none, or a line that does not parse). */
function lastTwoSets(steps: readonly string[]): [SolutionSet, SolutionSet] | null {
  if (steps.length < 2) return null;
  const vars = inferVariables(steps[0]!) ?? DEFAULT_VARS;
  const setAt = (i: number): SolutionSet | 'skip' | null => {
    const r = parseStatement(steps[i]!, vars.length ? vars : DEFAULT_VARS);
    if (!r.ok) return null;
    return r.value.meaning.kind === 'set' ? r.value.meaning.set : 'skip';
  };
  const last = setAt(steps.length - 1);
  if (last === null || last === 'skip') return null;
  for (let i = steps.length - 2; i >= 0; i--) {
    const m = setAt(i);
    if (m === null) return null;
    if (m === 'skip') continue;
    return [last, m];
  }
  return null;
}

/** The shortcut's Q2 answer for one trace. */
export function lastStepFollows(steps: readonly string[]): boolean {
  const two = lastTwoSets(steps);
  if (!two) return false;
  const [last, before] = two;
  return !isEmptySet(last) && !isAllSet(last) && isSubsetSet(last, before);
}

/**
 * Audit 17: whether the last line states the same set as the line before it (both subsets of each
 * other). A line that only changes the notation (an interval after `x >= -3/16`) must keep the set;
 * a narrower one, which "follows" above, is a restatement gone wrong.
 */
export function lastStepKeepsSet(steps: readonly string[]): boolean {
  const two = lastTwoSets(steps);
  return two !== null && isSubsetSet(two[0], two[1]) && isSubsetSet(two[1], two[0]);
}

/** The one critical point of a set of one unknown (its value, or an interval's one finite end), else null. */
function onePoint(s: SolutionSet): Alg | null {
  return s.dim === 1 && s.s.points.length === 1 ? s.s.points[0]! : null;
}

function negated(a: Alg): Alg | null {
  if (a.kind === 'q') return algOf(a.v.neg());
  const s = asSurd(a);
  return s ? algOfSurd(s.neg()) : null;
}

/**
 * Audit 5: the last line's value (or its interval's finite end) is the nonzero value of the line
 * before it with its sign changed: x = -1 after -4x = -4 (which says x = 1), x > 12 after x > -12.
 * A T3's answer reverted after a slip that negated the value (a sign slip on a move) reads so.
 */
export function lastStepNegates(steps: readonly string[]): boolean {
  const two = lastTwoSets(steps);
  if (!two) return false;
  const p = onePoint(two[0]);
  const q = onePoint(two[1]);
  if (!p || !q || (p.kind === 'q' && p.v.isZero())) return false;
  const minusQ = negated(q);
  return minusQ !== null && compareAlg(p, minusQ) === 0;
}
