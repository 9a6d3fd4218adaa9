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
