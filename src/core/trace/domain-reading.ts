// The domain of definition written as a set, in pasted work (issue 15: read real classroom work):
// `D = ℝ \ {1, -2}` (German "Definitionsmenge", French "D = ℝ \ {…}") says what `x ≠ 1, x ≠ -2`
// says. The strict language has no set difference, so the line was unreadable and the rational
// work after it went unjudged. Read as the restriction it states, and the step says so.
import type { ParsedStatement } from './parser.ts';
import { parseStatement } from './parser.ts';

/** `D =` (or `D_f =`, `Df =`, `𝔻 =`), the reals (`ℝ`, `R`, `IR`), a set difference `\`, the excluded values in braces. */
const DOMAIN = /^\s*(?:D_?f?|𝔻)\s*=\s*(?:ℝ|I?R)\s*\\\s*\{([^{}]*)\}\s*$/;

/**
 * The line as the restriction it states (`x != 1, x != -2`), or null when it is no such line.
 * One unknown only (not named D); each excluded value must be a number.
 */
export function asRestriction(text: string, vars: readonly string[]): ParsedStatement | null {
  if (vars.length !== 1 || vars[0] === 'D') return null;
  const m = DOMAIN.exec(text);
  if (!m) return null;
  const values = m[1]!.split(/[,;]/).map((v) => v.trim());
  if (!values.length || values.some((v) => !v)) return null;
  const r = parseStatement(values.map((v) => `${vars[0]} != ${v}`).join(', '), vars);
  return r.ok && r.value.meaning.kind === 'restriction' ? r.value : null;
}
