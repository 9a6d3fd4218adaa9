// Small readers of a statement's meaning for tests: the values a list names, the sides of a
// polynomial equation. (The checker reads the same fields; these keep tests short.)
import type { Alg } from '../../src/core/algebra/algebraic.ts';
import type { Poly } from '../../src/core/algebra/index.ts';
import { Rational } from '../../src/core/algebra/index.ts';
import type { Meaning } from '../../src/core/trace/index.ts';
import { parseStatement } from '../../src/core/trace/index.ts';

export function meaningOf(statement: string, vars: readonly string[] = ['x']): Meaning {
  const parsed = parseStatement(statement, vars);
  if (!parsed.ok) throw new Error(`statement does not parse: "${statement}" (${parsed.error.message})`);
  return parsed.value.meaning;
}

/** The rational values "x = a or x = b" names in order, or null (a value that is not rational throws). */
export function listedRationals(statement: string): Rational[] | null {
  const m = meaningOf(statement);
  if (m.kind !== 'set' || !m.listed) return null;
  return m.listed.map((a: Alg) => {
    if (a.kind !== 'q') throw new Error(`"${statement}" lists an irrational value`);
    return a.v;
  });
}

/** left and right of a polynomial equation `left = right` (no division by x, no square roots), or null. */
export function polynomialSides(statement: string): { left: Poly; right: Poly } | null {
  const m = meaningOf(statement);
  if (m.kind !== 'set' || !m.sides || m.sides.relation !== '=') return null;
  const { left, right } = m.sides;
  if (left.den || right.den || left.b || right.b) return null;
  return { left: left.a, right: right.a };
}

export { Rational };
