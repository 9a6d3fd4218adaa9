// The "judge only the last step" shortcut: Q2 is answered from whether the final line follows
// from the nearest line before it that is not a check (its solution set is a nonempty subset of
// that line's set: an equivalent step, or candidates dropped). Nothing else is looked at.
import type { RealSet } from '../algebra/index.ts';
import { isSubset, poly as P, setOfValues, solutionsOf } from '../algebra/index.ts';
import type { Meaning } from '../trace/index.ts';
import { parseStatement } from '../trace/index.ts';

function setOf(m: Exclude<Meaning, { kind: 'check' }>): RealSet {
  if (m.kind === 'equation') return solutionsOf(P.sub(m.left, m.right));
  return setOfValues(m.kind === 'answer' ? [m.value] : m.values);
}

function meaningAt(steps: readonly string[], i: number): Meaning | null {
  const r = parseStatement(steps[i]!);
  return r.ok ? r.value.meaning : null;
}

/** The shortcut's Q2 answer for one trace. */
export function lastStepFollows(steps: readonly string[]): boolean {
  if (steps.length < 2) return false;
  const last = meaningAt(steps, steps.length - 1);
  if (!last || last.kind === 'check') return false;
  for (let i = steps.length - 2; i >= 0; i--) {
    const m = meaningAt(steps, i);
    if (!m) return false;
    if (m.kind === 'check') continue;
    const after = setOf(last);
    return !after.all && after.poly.length > 1 && isSubset(after, setOf(m));
  }
  return false;
}
