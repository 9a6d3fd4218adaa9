// What each perturbation family does to a solution, in the words a teacher reads aloud.
// One table, id → words, for every place a person reads a family name (the Demo, Results,
// the Dataset view, the HTML report); the ids stay what files and filters store. A later
// domain adds its families' words here under their own ids.
import type { Family } from './types.ts';

/** A sentence fragment that follows "the solution …" (past tense, no full stop). */
export const FAMILY_WORDS: Readonly<Record<Family, string>> & Readonly<Record<string, string>> = {
  add_both_sides: 'added the same term to both sides',
  move_to_rhs: 'moved the x terms to the right',
  multiply_constant: 'multiplied both sides by a number',
  divide_constant: 'divided both sides by a number',
  multiply_expression: 'multiplied both sides by an expression in x, then checked the candidates',
  square_both_sides: 'squared both sides, then checked the candidates',
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
