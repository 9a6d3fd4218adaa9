// Generator 3.5's written forms of the quadratic textbook path: several sign-equivalent ways to
// write the same valid line, drawn from a stream of the trace's seed whatever its type.
//
// Why (issue 15, audit 4): on the one fixed form of 3.4.0 every valid line changes its count of
// "-" as a function of the line before (the standard form's signs fix the factors' signs, a
// zero-product line x + 5 = 0 fixes the root -5), so a line whose count moved otherwise was the
// sign slip (dropped_sign, half of all errors). Linear's generator 3.1.0 cut the same leak by
// writing each valid step in several forms (generator/forms.ts); these are quadratic's.
import type { Q } from '../../generator/build.ts';
import type { Forms } from '../../generator/sign-forms.ts';
import { reversedFactors as reversedFactorsShared } from '../../generator/sign-forms.ts';

// The standard form's negation and the factored line's reversed factors are shared with
// rational's 3.6.0 (generator/sign-forms.ts); the rest of this file is quadratic's own.
export type { Forms } from '../../generator/sign-forms.ts';
export { negatesStandardForm } from '../../generator/sign-forms.ts';

/**
 * Which factors of a factored line are written reversed (generator/sign-forms.ts,
 * reversedFactors): `roots` one per written factor, a single root being a double root, (x - r)^2.
 */
export function reversedFactors(forms: Forms): (lead: Q, roots: readonly Q[]) => boolean[] {
  const flags = reversedFactorsShared(forms);
  return (lead, roots) => flags(lead, roots, roots.length === 1 ? [2] : undefined);
}

/**
 * Which factors the zero-product line writes reversed, `3 - x = 0` for `x - 3 = 0` (f = 0 and
 * -f = 0 say the same), drawn apart from the factored line's: one time in three for each factor
 * with a positive root. The roots line then reads `x = 3` off `3 - x = 0` with the sign kept, or
 * off `x - 3 = 0` with it changed, so a number keeping or changing its sign from this line to the
 * next says nothing by itself. Two draws whatever the roots.
 */
export function reversedZeroFactors(forms: Forms): (roots: readonly Q[]) => boolean[] {
  if (forms === null) return (roots) => roots.map(() => false);
  const draws = [forms.int(0, 2), forms.int(0, 2)];
  return (roots) => roots.map((r, i) => r.compare(0) > 0 && draws[i] === 0);
}

/**
 * Whether the formula is applied to the equation with its sign changed, when its leading
 * coefficient is negative (`-x^2 - 7x + 3 = 0` solved as x^2 + 7x - 3 = 0: x = (-7 ± …)/2, the
 * sign of 7 kept from the line before where the plain formula changes it): half the time. One
 * draw whatever the coefficient.
 */
export function formulaOnPositiveLead(forms: Forms): (lead: Q) => boolean {
  if (forms === null) return () => false;
  const draw = forms.int(0, 1);
  return (lead) => lead.compare(0) < 0 && draw === 1;
}

/**
 * Whether the line that works the discriminant out moves a negative denominator's sign to the
 * numerator (`x = (7 ± sqrt(61))/(-2)` written `x = (-7 ± sqrt(61))/2`): half the time. One
 * draw whatever the denominator.
 */
export function positiveDenominator(forms: Forms): (twoA: Q) => boolean {
  if (forms === null) return () => false;
  const draw = forms.int(0, 1);
  return (twoA) => twoA.compare(0) < 0 && draw === 1;
}

/**
 * Whether a vertex form's expansion moves the right side across in the same line
 * (`(x - 4)^2 - 10 = -3` to `x^2 - 8x + 13 = 0`, then maybe negated, negatesStandardForm) instead
 * of a line of its own: half the time. The cross term's sign then follows from step 0 only up to
 * the standard form's sign, as a slip's does. One draw whatever the problem.
 */
export function expandsInOneLine(forms: Forms): boolean {
  return forms !== null && forms.int(0, 1) === 1;
}
