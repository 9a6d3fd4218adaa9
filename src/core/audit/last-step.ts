// The "judge only the last step" shortcut: Q2 is answered from whether the final line follows
// from the nearest line before it that states a set (its solution set is a nonempty subset of
// that line's set: an equivalent step, or candidates dropped). Nothing else is looked at.
import type { SolutionSet } from '../sets/index.ts';
import { isAllSet, isEmptySet, isSubsetSet } from '../sets/index.ts';
import { inferVariables, parseStatement, DEFAULT_VARS } from '../trace/index.ts';

/** The shortcut's Q2 answer for one trace. */
export function lastStepFollows(steps: readonly string[]): boolean {
  if (steps.length < 2) return false;
  const vars = inferVariables(steps[0]!) ?? DEFAULT_VARS;
  const setAt = (i: number): SolutionSet | 'skip' | null => {
    const r = parseStatement(steps[i]!, vars.length ? vars : DEFAULT_VARS);
    if (!r.ok) return null;
    return r.value.meaning.kind === 'set' ? r.value.meaning.set : 'skip';
  };
  const last = setAt(steps.length - 1);
  if (last === null || last === 'skip') return false;
  for (let i = steps.length - 2; i >= 0; i--) {
    const m = setAt(i);
    if (m === null) return false;
    if (m === 'skip') continue;
    return !isEmptySet(last) && !isAllSet(last) && isSubsetSet(last, m);
  }
  return false;
}
