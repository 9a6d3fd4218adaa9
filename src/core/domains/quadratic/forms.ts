// Generator 3.5's written forms of the quadratic textbook path: several sign-equivalent ways to
// write the same valid line, drawn from a stream of the trace's seed whatever its type.
//
// Why (issue 15, audit 4): on the one fixed form of 3.4.0 every valid line changes its count of
// "-" as a function of the line before (the standard form's signs fix the factors' signs, a
// zero-product line x + 5 = 0 fixes the root -5), so a line whose count moved otherwise was the
// sign slip (dropped_sign, half of all errors). Linear's generator 3.1.0 cut the same leak by
// writing each valid step in several forms (generator/forms.ts); these are quadratic's.
import type { Rng } from '../../generator/rng.ts';
import type { Q } from '../../generator/build.ts';

/**
 * The choices of one trace's forms. `null` everywhere (generator 3.4.0 and before) is the one
 * fixed form; a stream draws them from 3.5.0 on. A choice is drawn before its step is written, so
 * a slipped line takes the form its right twin would have had.
 */
export type Forms = Rng | null;

/**
 * Whether the standard form is written with both sides negated (`-x^2 - 7x + 5 = 0` for
 * `x^2 + 7x - 5 = 0`: everything moved to the other side): half the time. A 3-term side flips the
 * parity of its line's count of "-", which no valid line of 3.4.0's path did, and every later
 * line then works from the negated coefficients (a leading "-" factored out, the formula with -2a).
 */
export function negatesStandardForm(forms: Forms): boolean {
  return forms !== null && forms.int(0, 1) === 1;
}

/**
 * Which factors of a factored line are written reversed, `(2 - x)` for `(x - 2)` (the product
 * unchanged: the leading constant's sign compensates). With a negative leading constant, half
 * the time one factor takes its "-" (`(2 - x)(x + 3)` for `-(x - 2)(x + 3)`: one "-" fewer; a
 * factor with a positive root first, else `(-2x - 5)`); with a positive one, one time in four
 * both factors when both roots are positive (`(2 - x)(3 - x)`, `(3 - x)^2`), never a lone factor
 * (its "-" would go to the front: `-4x(-2x - 1)`). `roots` are the roots in the order the factors
 * are written; the answer is one flag per root (a root 0, the factor x, is never reversed). Draws
 * the same two numbers whatever the roots, so a slipped line's draws are its right twin's.
 */
export function reversedFactors(forms: Forms): (lead: Q, roots: readonly Q[]) => boolean[] {
  if (forms === null) return (_lead, roots) => roots.map(() => false);
  const mode = forms.int(0, 3);
  const which = forms.int(0, 1);
  return (lead, roots) => {
    const none = roots.map(() => false);
    if (lead.compare(0) < 0) {
      // A square's sign cannot be absorbed: -(x - 2)^2 stays as it is.
      if (mode >= 2 || roots.length === 1) return none;
      const at = (pred: (r: Q) => boolean) => roots.map((r, i) => (pred(r) ? i : -1)).filter((i) => i >= 0);
      const positive = at((r) => r.compare(0) > 0);
      const pool = positive.length ? positive : at((r) => r.compare(0) < 0);
      if (!pool.length) return none;
      const one = pool[Math.min(which, pool.length - 1)]!;
      return roots.map((_r, i) => i === one);
    }
    return mode === 0 && roots.every((r) => r.compare(0) > 0) ? roots.map(() => true) : none;
  };
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
