// Which domain a pasted trace belongs to, read from its step 0 alone: two unknowns make a
// system; <, <=, >, >= an inequality; a denominator with the unknown a rational equation; a
// square (or higher power) that survives collecting terms a quadratic; else a linear equation.
import * as P from '../algebra/poly.ts';
import { inferVariables, parseStatement } from '../trace/index.ts';
import type { DomainId } from './types.ts';

export function detectDomain(step0: string): DomainId | null {
  const vars = inferVariables(step0);
  if (vars && vars.length === 2) return 'system';
  const parsed = parseStatement(step0, vars && vars.length ? vars : ['x']);
  if (!parsed.ok || parsed.value.meaning.kind !== 'set') return null;
  const { sides } = parsed.value.meaning;
  if (!sides) return null;
  if (sides.relation !== '=' && sides.relation !== '!=') return 'inequality';
  if (sides.left.den || sides.right.den) return 'rational';
  const difference = sides.left.b || sides.right.b ? null : P.sub(sides.left.a, sides.right.a);
  return difference && P.degree(difference) >= 2 ? 'quadratic' : 'linear';
}

/**
 * The domain of checked work: a system where the checker read two unknowns (a system over two lines whose first
 * equation names one, `x = 2` then `3x - 2y = 10`: step 0 alone said "linear equations"; round 60), else step 0's.
 */
export function detectCheckedDomain(step0: string, vars: readonly string[]): DomainId | null {
  return vars.length === 2 ? 'system' : detectDomain(step0);
}
