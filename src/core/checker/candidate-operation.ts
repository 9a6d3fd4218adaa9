// Pasted work: which steps that add values an operation on the line before could have made
// (check.ts, judgeSetStep). Multiplying both sides by an expression, squaring ((L - R)(L + R)) and
// clearing denominators each give a multiple of the line before's equation; a slip that adds a
// value (`x^2 + 10x + 25 = 0`, then `x^2 = 25`) gives none (red team, session 41).
import * as P from '../algebra/poly.ts';
import type { Poly } from '../algebra/poly.ts';
import { Rational } from '../algebra/rational.ts';
import type { SolutionSet } from '../sets/index.ts';
import { finiteMembers } from '../sets/index.ts';
import type { Sides } from '../trace/index.ts';

/**
 * The numerator of an equation's left side minus its right over their least common denominator;
 * null with a surd. Over the least one, a factor it keeps that a denominator has is the original's
 * hole (`(x + 1)/(x - 3) = 4/(x - 3)`: x - 3), which clearing keeps too (x + 1 = 4); over their product
 * (`1/x = 1/(x(x - 1))`) a factor of x would be no hole, and right clearing no multiple.
 */
function equationNumerator(sides: Sides, sign: 1 | -1 = -1): Poly | null {
  const { left, right } = sides;
  if (sides.relation !== '=' || left.b || right.b) return null;
  const one = P.constant(Rational.ONE);
  // Each side in lowest terms first: a side written unreduced (`2x/(x - 4) - 8/(x - 4)` is 2(x - 4)²/(x - 4)²)
  // carries factors that right clearing does not write.
  const lowest = (a: Poly, den: Poly | null): [Poly, Poly] => {
    if (!den) return [a, one];
    const g = P.gcd(a, den);
    return P.isZero(a) ? [a, one] : [P.divmod(a, g).q, P.divmod(den, g).q];
  };
  const [al, dl] = lowest(left.a, left.den);
  const [ar, dr] = lowest(right.a, right.den);
  const lcd = P.divmod(P.mul(dl, dr), P.gcd(dl, dr)).q;
  const [l, r] = [P.mul(al, P.divmod(lcd, dl).q), P.mul(ar, P.divmod(lcd, dr).q)];
  const num = sign < 0 ? P.sub(l, r) : P.add(l, r);
  return P.isZero(num) ? null : num;
}

/**
 * Whether the equation `next` is a multiple of `prev` (each as its numerator, equationNumerator):
 * what multiplying both sides by an expression, squaring ((L - R)(L + R)) or clearing denominators
 * gives. Null where it cannot be told (a surd, an inequality).
 */
export function multipleOf(prev: Sides, next: Sides): boolean | null {
  const [p, n] = [equationNumerator(prev), equationNumerator(next)];
  if (!p || !n) return null;
  // A false equation of numbers (3x + 6 = 3x + 5): every polynomial is a multiple of its constant, and a slip after it
  // (`3x + 6 = 2x + 5`) was "candidate-generating", then "checked and discarded" (red team, round 48). Of the operations
  // that add values, only squaring ((L - R)(L + R), a multiple of L + R) and clearing denominators give a line here
  // that a student writes.
  // Clearing its denominators adds only values that zero them (x/(x - 2) - 8/(x^2 - 4) = 1, then 2x - 4 = 0).
  if (P.degree(p) < 1) {
    const sum = equationNumerator(prev, 1);
    const one = P.constant(Rational.ONE);
    const dens = P.mul(prev.left.den ?? one, prev.right.den ?? one);
    return (sum !== null && P.degree(sum) >= 1 && P.isZero(P.divmod(n, sum).r)) || (P.degree(n) >= 1 && P.isZero(P.divmod(dens, P.squarefree(n)).r));
  }
  return P.isZero(P.divmod(n, p).r);
}

/** Whether an equation holds for no value, its sides differing by a number other than 0 over their denominator (3x + 6 = 3x + 5). */
export function differsByNumber(sides: Sides): boolean {
  const p = equationNumerator(sides);
  return p !== null && P.degree(p) < 1;
}

/**
 * The same for a line read as its values only (`x - 1 = ±2`, no sides): its equation is the product
 * of (x − r) over its values, which must be a multiple of the line before's (square-free: a double
 * root is written once). Null unless every value is rational. `(x - 1)^2 = -4`, then `x - 1 = ±2`,
 * takes a square root of a negative number: no operation gives it.
 */
export function multipleOfValues(prev: Sides, set: SolutionSet): boolean | null {
  const p = equationNumerator(prev);
  const members = set.dim === 1 ? finiteMembers(set) : null;
  if (!p || !members?.length) return null;
  // Rational values, and surds in conjugate pairs p ± q√d, whose factors multiply to (x - p)² - q²d: after a line with
  // no real solution, `(x - 2)^2 = -3`, then `x - 2 = ±√3` was "candidate-generating" (red team, round 49).
  let product = P.constant(Rational.ONE);
  for (const m of members) {
    if (m.dim !== 1) return null;
    const v = m.v;
    if (v.kind === 'q') {
      product = P.mul(product, [v.v.neg(), Rational.ONE]);
      continue;
    }
    if (v.kind !== 's') return null;
    const { p: a, q: b, d } = v.s;
    if (!members.some((o) => o.dim === 1 && o.v.kind === 's' && o.v.s.p.equals(a) && o.v.s.q.equals(b.neg()) && o.v.s.d === d)) return null;
    // Each pair once, at its member with q > 0.
    if (b.compare(Rational.ZERO) > 0) product = P.mul(product, [a.mul(a).sub(b.mul(b).mul(Rational.of(d))), a.mul(Rational.of(-2)), Rational.ONE]);
  }
  return P.isZero(P.divmod(product, P.squarefree(p)).r);
}
