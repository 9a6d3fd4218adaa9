// Generator versions. A change to generated traces is a new version, never a silent one; every
// version listed here is still made byte for byte (files and runs of it stay reproducible and
// resumable). 1.x traces are no longer made: runs on them are read, never rebuilt.
export const GENERATOR_VERSION = '3.14.0';

/** Versions this code can still generate: 2.0.0 (issue 7, linear only), 3.0.0, 3.1.0, 3.2.0, 3.3.0, 3.4.0, 3.5.0, 3.6.0, 3.7.0, 3.8.0, 3.9.0, 3.10.0, 3.11.0, 3.12.0, 3.13.0 and 3.14.0 (issue 15). */
export const GENERATOR_VERSIONS = ['2.0.0', '3.0.0', '3.1.0', '3.2.0', '3.3.0', '3.4.0', '3.5.0', '3.6.0', '3.7.0', '3.8.0', '3.9.0', '3.10.0', '3.11.0', '3.12.0', '3.13.0', '3.14.0'] as const;
export type GeneratorVersion = (typeof GENERATOR_VERSIONS)[number];

/** Whether `v` is `first` or a later version (the list above is in order). */
const isFrom = (v: GeneratorVersion, first: GeneratorVersion): boolean => GENERATOR_VERSIONS.indexOf(v) >= GENERATOR_VERSIONS.indexOf(first);

export function isGeneratorVersion(v: unknown): v is GeneratorVersion {
  return typeof v === 'string' && (GENERATOR_VERSIONS as readonly string[]).includes(v);
}

/** Version 2 files: no `domain` field in a sample, the manifest of issue 7. */
export const isLegacyV2 = (v: GeneratorVersion): boolean => v === '2.0.0';

/**
 * 3.1.0 changes the linear and inequality textbook paths (generator/forms.ts): each move may be
 * written in one line, and no slip on a copying line loses a sign. The other domains write at
 * 3.1.0 exactly what they write at 3.0.0.
 */
export const isAtLeast31 = (v: GeneratorVersion): boolean => isFrom(v, '3.1.0');

/**
 * 3.2.0 changes the slips of the linear and inequality paths (their moves: domains/linear/path.ts,
 * domains/inequality/path.ts): a move's sign slip subtracts the wrong way round, a combining slip
 * keeps its number's sign (generator/forms.ts, sameSignSlip), so no slip changes its line's count
 * of "-" as no valid line does. Every other domain writes at 3.2.0 what it writes at 3.1.0.
 */
export const isAtLeast32 = (v: GeneratorVersion): boolean => isFrom(v, '3.2.0');

/**
 * 3.3.0 changes the slips of the system paths (domains/system/state.ts, Slips): a slipped number
 * keeps its sign and a miscopied equation swaps two numbers of one sign (else has one off by one
 * or two) instead of losing a number's sign,
 * so no slip of theirs changes its line's count of "-" as no valid line does; and rational's wrong
 * restriction lines (domains/rational/families.ts, restrictionSlips33), which keep the right
 * line's counts of "-" and "!=". Every other domain writes at 3.3.0 what it writes at 3.2.0.
 */
export const isAtLeast33 = (v: GeneratorVersion): boolean => isFrom(v, '3.3.0');

/**
 * 3.4.0 changes the slips of an elimination's scaling step (domains/system/moves.ts,
 * scaleForElimination): they touch P's scaled numbers only, not O's. O is written back unscaled
 * after the combination, so a slip on scaled O showed again there, divided by O's multiplier
 * (mostly a fraction where the problem has a whole number), a form no other step's slip writes.
 * Every other domain writes at 3.4.0 what it writes at 3.3.0.
 */
export const isAtLeast34 = (v: GeneratorVersion): boolean => isFrom(v, '3.4.0');

/**
 * 3.5.0 writes the quadratic textbook path in several sign-equivalent forms
 * (domains/quadratic/forms.ts): the standard form with both sides negated half the time, and a
 * factor written (2 - x) with the leading sign absorbed. On the one fixed form of 3.4.0 a valid
 * line changed its count of "-" as a function of the line before, so a sign slip (dropped_sign)
 * was located by the counts. Every other domain writes at 3.5.0 what it writes at 3.4.0.
 */
export const isAtLeast35 = (v: GeneratorVersion): boolean => isFrom(v, '3.5.0');

/**
 * 3.6.0 writes the end of the rational path (domains/rational/path.ts) in the sign-equivalent
 * forms of quadratic's 3.5.0 (generator/sign-forms.ts): the collected standard form with both
 * sides negated half the time, and factors written (19 - x) or (-x - 5) with the leading sign
 * absorbed, so the candidate list read off them sometimes keeps a factor's sign; and the cleared
 * line's subtracted linear numerators with the minus taken in half the time (`+ (-3x - 2)(x + 3)`,
 * domains/rational/families.ts). On the one fixed form of 3.5.0 the factored line and the list
 * changed their counts of "-" as a function of the line before, so a factoring slip was located by
 * the counts, and the cleared line copied step 0's numerators verbatim, so a numerator sign slip
 * was a group step 0 never shows. Every other domain writes at 3.6.0 what it writes at 3.5.0.
 */
export const isAtLeast36 = (v: GeneratorVersion): boolean => isFrom(v, '3.6.0');

/**
 * 3.7.0 writes every trace and gold label of 3.6.0 byte for byte and changes one sentence of the
 * stored explanations: an inequality step with the wrong direction is said to do what it did
 * (checker/check.ts, directionReason). 3.6.0 said "multiplying or dividing both sides by a negative
 * number reverses the inequality" of every such step, false of a step that moved the unknown to the
 * other side (`-12 ≤ 4x` to `x ≤ -3` divides by 4 and exchanges the sides) or negated the
 * difference with a slip (`x > -7x` to `-7x - x > 0`). Only inequality files change.
 */
export const isAtLeast37 = (v: GeneratorVersion): boolean => isFrom(v, '3.7.0');

/**
 * 3.8.0 changes one slip of the quadratic formula path (domains/quadratic/path.ts, SurdSlip): the
 * line that simplifies a ± with a root (`x = (-4 ± sqrt(48))/2` to `x = -2 ± 2sqrt(3)`). 3.7.0's
 * slip divided the first term only (`x = -2 ± 4sqrt(3)`), so the root's coefficient was |2a| times
 * the right one, a size the valid line never writes there: the surface probe placed 11 of the 15
 * such first errors of test-canonical, seed 1, where no cue names a line (audit 12). From 3.8.0 the
 * root's part is divided by 2a's 2 once too often or not at all, half each, so a wrong coefficient
 * is as often smaller than the right one as larger. Only quadratic traces that carry that slip
 * change; every other domain writes at 3.8.0 what it writes at 3.7.0.
 */
export const isAtLeast38 = (v: GeneratorVersion): boolean => isFrom(v, '3.8.0');

/**
 * 3.9.0 changes another slip of the quadratic formula path (domains/quadratic/path.ts, DiscSlip):
 * the line that works the discriminant out. 3.8.0's wrong discriminant was one or two off a square
 * (sqrt(64) to sqrt(81)) or one to four off a non-square, so it often lost the residue mod 4 every
 * b^2 - 4ac has: -b ± its root turned odd and a factorable problem's roots became fractions (82% of
 * such T2s ended on a fraction against 49% of T1s, quadratic train, seed 1). From 3.9.0 a
 * non-square is four or eight off, and a square's root an even step off whose roots are as many
 * whole numbers as the right ones. Only quadratic traces that carry that slip change; every other
 * domain writes at 3.9.0 what it writes at 3.8.0.
 */
export const isAtLeast39 = (v: GeneratorVersion): boolean => isFrom(v, '3.9.0');

/**
 * 3.10.0 bounds 3.9.0's wrong discriminant (domains/quadratic/path.ts, DiscSlip 'same_kind_near'):
 * within half to twice the right value. Keeping the count of whole roots could take a square's root
 * a step of up to 2|a| off, and a sum is bounded below only, so 22% of 3.9.0's such slips (quadratic
 * train, seed 1; 5% at 3.8.0) wrote a discriminant over twice the right one, a size the valid line
 * never writes there. Where no bounded value fits, the trace takes another error or problem. Only
 * quadratic traces change; every other domain writes at 3.10.0 what it writes at 3.9.0.
 */
export const isAtLeast310 = (v: GeneratorVersion): boolean => isFrom(v, '3.10.0');

/**
 * 3.11.0 changes the slip of a line that moves terms to a standard form written negated (3.5.0's
 * forms; domains/quadratic/path.ts, MoveSlip). A moved term that keeps its sign was written by
 * adding twice the term to the negated line, so it was moved twice over (9x^2 + 4x = 6x, then
 * -9x^2 + 14x = 0 for -9x^2 - 10x = 0): a coefficient larger than the terms it came from together,
 * which gradient boosting read. From 3.11.0 the slip is negated with the line. Only quadratic traces
 * change; every other domain writes at 3.11.0 what it writes at 3.10.0.
 */
export const isAtLeast311 = (v: GeneratorVersion): boolean => isFrom(v, '3.11.0');

/**
 * 3.12.0 bounds the arithmetic slip of a quadratic line that moves a term beside one of its degree
 * (domains/quadratic/path.ts, CombineSlip): the worked-out sum stays no larger than the two terms
 * together. 3.11.0's could go over (-5x^2 - 10x = 6x, then -5x^2 - 19x = 0, for -16x): 24% of those
 * slips on the line to the standard form, a size no valid line writes. Only quadratic traces
 * change; every other domain writes at 3.12.0 what it writes at 3.11.0.
 */
export const isAtLeast312 = (v: GeneratorVersion): boolean => isFrom(v, '3.12.0');

/**
 * 3.13.0 slips a worked-out number of the linear and inequality paths (a combined coefficient or
 * constant) by a multiple of the grain of the line its move starts from (generator/forms.ts, grain),
 * where 3.12.0 slipped it by one or two. After both sides are multiplied by k (multiply_constant,
 * multiply_negative) every number of the path is a multiple of k and the right answer reduces by it;
 * a slip by one broke that, so the wrong answer kept numbers k times the size (-70x = 49x + 1, then
 * x = -1/119), a size cue of its own. Only linear and inequality traces change, and of those only
 * the ones whose slip falls on a line with a grain other than 1; every other domain writes at
 * 3.13.0 what it writes at 3.12.0.
 */
export const isAtLeast313 = (v: GeneratorVersion): boolean => isFrom(v, '3.13.0');

/**
 * 3.14.0 keeps the kind of a quadratic's roots (rational or irrational) through a T2's slip, as
 * every version keeps it through a T3's (domains/quadratic/path.ts, usable). A slip of a number
 * worked out rarely lands on another perfect square, so T2 ended on a square root more often than
 * T1 (53.3% against 49.1% on seed 1's canonical train set, 61.9% against 53.9% in complete_square)
 * and, in formula_on_factorable, whose problems all factor, 8.7% of T2 and no T1 did: an answer
 * that said "wrong" by its form alone. Only quadratic traces change; every other domain writes at
 * 3.14.0 what it writes at 3.13.0.
 */
export const isAtLeast314 = (v: GeneratorVersion): boolean => isFrom(v, '3.14.0');
