// Sign-equivalent written forms of a polynomial path's standard form and factored line, shared by
// the domains that collect to P = 0 and factor it: quadratic (generator 3.5.0) and rational
// (3.6.0). Several ways to write the same valid line, drawn from a stream of the trace's own.
//
// Why (issue 15): on one fixed form every valid line changes its count of "-" as a function of
// the line before (the standard form's signs fix the factors' signs, a factor (x + 5) fixes the
// root -5), so a line whose count moved otherwise was the sign slip. With these forms a count
// that moved or kept says nothing by itself.
import type { Expr } from '../trace/index.ts';
import type { Q } from './build.ts';
import { linear, numberExpr } from './build.ts';
import type { Rng } from './rng.ts';

/**
 * The choices of one trace's forms. `null` everywhere (the versions before a domain's forms) is
 * the one fixed form; a stream draws them. A choice is drawn before its step is written, so a
 * slipped line takes the form its right twin would have had.
 */
export type Forms = Rng | null;

/**
 * Whether the standard form is written with both sides negated (`-x^2 - 7x + 5 = 0` for
 * `x^2 + 7x - 5 = 0`: everything moved to the other side): half the time. A 3-term side flips the
 * parity of its line's count of "-", which no valid line of the fixed form did, and every later
 * line then works from the negated coefficients (a leading "-" factored out or absorbed).
 */
export function negatesStandardForm(forms: Forms): boolean {
  return forms !== null && forms.int(0, 1) === 1;
}

/**
 * Which factors of a factored line are written reversed, `(2 - x)` for `(x - 2)` (the product
 * unchanged: the leading constant's sign compensates). With a negative leading constant, half
 * the time one factor of odd power takes its "-" (`(2 - x)(x + 3)` for `-(x - 2)(x + 3)`: one "-"
 * fewer; a factor with a positive root first, else `(-2x - 5)`); with a positive one, one time in
 * four every factor when every root is positive and the sign is kept (`(2 - x)(3 - x)`,
 * `(3 - x)^2`), never a lone factor (its "-" would go to the front: `-4x(-2x - 1)`). `roots` are
 * the roots in the order the factors are written, one per written factor; `powers` each factor's
 * power (1 for every factor when left out; a square's sign cannot be absorbed). The answer is one
 * flag per factor (a root 0, the factor x, is never reversed). Draws the same two numbers whatever
 * the roots, so a slipped line's draws are its right twin's.
 */
export function reversedFactors(forms: Forms): (lead: Q, roots: readonly Q[], powers?: readonly number[]) => boolean[] {
  if (forms === null) return (_lead, roots) => roots.map(() => false);
  const mode = forms.int(0, 3);
  const which = forms.int(0, 1);
  return (lead, roots, powers = roots.map(() => 1)) => {
    const none = roots.map(() => false);
    const odd = (i: number) => (powers[i] ?? 1) % 2 === 1;
    if (lead.compare(0) < 0) {
      if (mode >= 2) return none;
      const at = (pred: (r: Q) => boolean) => roots.map((r, i) => (odd(i) && pred(r) ? i : -1)).filter((i) => i >= 0);
      const positive = at((r) => r.compare(0) > 0);
      const pool = positive.length ? positive : at((r) => r.compare(0) < 0);
      if (!pool.length) return none;
      const one = pool[Math.min(which, pool.length - 1)]!;
      return roots.map((_r, i) => i === one);
    }
    const oddCount = roots.filter((_r, i) => odd(i)).length;
    return mode === 0 && oddCount % 2 === 0 && roots.every((r) => r.compare(0) > 0) ? roots.map(() => true) : none;
  };
}

/**
 * n - m x, the factor m x - n written reversed: "2 - x", "1 - 2x", and with n < 0 "-x - 3" (the
 * reading a student writes, not "-3 - x").
 */
export function reversedFactor(m: Q, n: Q): Expr {
  if (n.compare(0) < 0) return linear(m.neg(), n);
  const mx: Expr = m.equals(1) ? { type: 'var', name: 'x' } : { type: 'mul', left: numberExpr(m), right: { type: 'var', name: 'x' } };
  return { type: 'sub', left: numberExpr(n), right: mx };
}
