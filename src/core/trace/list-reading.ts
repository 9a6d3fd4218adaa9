// How pasted classroom work lists values (issue 15, "never a false sentence"): students write
// `x = 2, x = 3`, `x - 2 = 0 and x - 3 = 0` or `x = 2; x = 3` for "x = 2 or x = 3". Read to the
// letter, a comma or "and" between equations of one unknown is a system, whose set is what the
// equations share: here nothing, so right work would be judged as dropping every solution ("the
// final answer 'no solution'") — a false verdict on a right solution. Only pasted text is read
// this way (the Check view, `stepbench check`); the benchmark's own traces keep the strict
// language, where "," is always "and".
import type { LineSet } from '../sets/line.ts';
import { intersect, isEmpty } from '../sets/line.ts';
import type { Statement } from './ast.ts';
import type { Meaning } from './meaning.ts';
import { meaningOf } from './meaning.ts';

const isEquation = (p: Statement): boolean => p.kind === 'relation' && p.rels.every((r) => r === '=');

/** `x != c` (or `c != x`): a restriction, which a list may carry beside its values. */
const isRestriction = (p: Statement): boolean => p.kind === 'relation' && p.rels.length === 1 && p.rels[0] === '!=';

/**
 * The statement as a list of values, when it is one: two or more equations of the one unknown
 * joined by ",", ";" or "and" (restrictions may stand beside them), each with at least one value
 * and no two sharing one. Equations that share a value (`x^2 = 4, x = 2`) or have none keep the
 * literal "and", as does anything holding an inequality (`x > 2 and x < 5` is an interval).
 * Returns the list's statement (`x = 2 or x = 3`, restrictions kept beside it) and meaning.
 */
export function asList(s: Statement, vars: readonly string[]): { statement: Statement; meaning: Meaning } | null {
  if (vars.length !== 1 || s.kind !== 'and') return null;
  const eqs = s.parts.filter(isEquation);
  if (eqs.length < 2 || s.parts.some((p) => !isEquation(p) && !isRestriction(p))) return null;
  try {
    const sets: LineSet[] = [];
    for (const p of eqs) {
      const m = meaningOf(p, null, vars);
      if (m.kind !== 'set' || m.set.dim !== 1 || isEmpty(m.set.s)) return null;
      for (const other of sets) if (!isEmpty(intersect(other, m.set.s))) return null;
      sets.push(m.set.s);
    }
    const list: Statement = { kind: 'or', parts: eqs };
    const restrictions = s.parts.filter(isRestriction);
    const statement: Statement = restrictions.length ? { kind: 'and', parts: [list, ...restrictions], sep: s.sep } : list;
    return { statement, meaning: meaningOf(statement, null, vars) };
  } catch {
    // A part whose meaning needs more than the whole gave (it parsed as a whole): keep the letter.
    return null;
  }
}
