// What each perturbation family does to a solution, in the words a teacher reads aloud.
// One table, id → words, for every place a person reads a family name (the Demo, Results,
// the Dataset view, the HTML report); the ids stay what files and filters store. A later
// domain adds its families' words here under their own ids.
import type { Family } from './types.ts';

/** A sentence fragment that follows "the solution …" (past tense, no full stop). */
export const FAMILY_WORDS: Readonly<Record<Family, string>> & Readonly<Record<string, string>> = {
  // linear (and, for the first two, inequalities)
  add_both_sides: 'added the same term to both sides',
  move_to_rhs: 'moved the x terms to the right',
  multiply_constant: 'multiplied both sides by a number',
  divide_constant: 'divided both sides by a number',
  multiply_expression: 'multiplied both sides by an expression in x, then checked the candidates',
  square_both_sides: 'squared both sides, then checked the candidates',
  // inequality
  multiply_negative: 'multiplied both sides by a negative number, reversing the inequality',
  divide_negative: 'divided both sides by a negative number, reversing the inequality',
  swap_sides: 'exchanged the two sides, reversing the inequality',
  // quadratic
  complete_square: 'completed the square',
  formula_on_factorable: 'used the quadratic formula where factoring would do',
  divide_leading: 'divided both sides by the leading coefficient first',
  square_root_pm: 'took the square root of both sides, with ±',
  // rational
  cross_multiply: 'made one fraction a side and multiplied crosswise, then checked the candidates',
  non_minimal_denominator: 'multiplied by a common denominator larger than the least, then checked the candidates',
  combine_fractions: 'combined the fractions first, then checked the candidates',
  one_side_single_fraction: 'brought everything to one side as one fraction, then checked the candidates',
  // system
  other_method: 'used the other method (elimination for substitution, or the reverse)',
  scale_equation: 'multiplied one equation by a number first',
  swap_equations: 'wrote the two equations in the other order',
  add_multiple: 'added a multiple of one equation to the other',
  other_variable: 'solved for the other unknown first',
};

/**
 * The words for a family id; null (a canonical trace) is "the textbook way". An id this
 * table does not know (a file from another version) is shown as itself, spaced out, never
 * as nothing.
 */
export function familyWords(id: string | null): string {
  if (id === null) return 'the textbook way';
  return Object.hasOwn(FAMILY_WORDS, id) ? FAMILY_WORDS[id]! : id.replaceAll('_', ' ');
}
