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
  // `D: x ≠ 2`, `Domain: x ≠ 0, x ≠ 1`: a heading before a restriction (the line must then read as one).
  // `x ∈ ℝ, x ≠ 1`: the reals named first, then the restriction, as a heading is (round 78 B: a step "for every x but 1").
  const headed = HEADING.exec(text) ?? REALS_THEN.exec(text);
  if (headed?.[1] !== undefined && headed[1] !== vars[0]) return null;
  const body = headed ? text.slice(headed[0].length) : text;
  const notIn = NOT_IN.exec(body) ?? IN_DOMAIN.exec(body);
  if (notIn && notIn[1] !== vars[0]) return null;
  const listed = DOMAIN.exec(body)?.[1] ?? notIn?.[2];
  if (listed === undefined) {
    if (!headed) return null;
    // `Restrictions: x ≠ 0, 1`: the values after one "≠", as `x ≠ 0, x ≠ 1` (round 68 named it declined; bare, the
    // line is read so by the chain reader).
    const short = SHORT_LIST.exec(body);
    const r = parseStatement(short && short[1] === vars[0] ? short[2]!.split(',').map((v) => `${vars[0]} != ${v.trim()}`).join(', ') : body, vars);
    return r.ok && r.value.meaning.kind === 'restriction' ? r.value : null;
  }
  const values = listed.split(/[,;]/).map((v) => v.trim());
  if (!values.length || values.some((v) => !v)) return null;
  const r = parseStatement(values.map((v) => `${vars[0]} != ${v}`).join(', '), vars);
  return r.ok && r.value.meaning.kind === 'restriction' ? r.value : null;
}

/**
 * A heading naming the domain or the restriction: `D:`, `D_f:`, `Domain:`, `Domain of definition:`,
 * `Definitionsmenge:`, `Restriction(s):`, `Condition(s):`, `Excluded values:`. The rest must read as a
 * restriction: `D: 25 - 24 = 1` is no domain (the discriminant), and stays as it was.
 */
const HEADING = /^\s*(?:D_?f?|𝔻|domain(?:\s+of\s+definition)?|definitionsmenge|definitionsbereich|restrictions?|conditions?|excluded\s+values?)\s*:\s*/i;

/** `x ≠ 0, 1`: the unknown (group 1), then numbers after one "≠" (group 2). */
const SHORT_LIST = /^\s*([A-Za-z])\s*(?:≠|!=)\s*((?:[-−]?\s*\d+(?:\/\d+)?\s*,\s*)+[-−]?\s*\d+(?:\/\d+)?)\s*\.?\s*$/u;

/** Whether a line names the unknown's domain with `∈` (`x ∈ ℝ \ {2}`, `x ∈ ℝ, x ≠ 1`), which also reads as a set. */
export function namesDomain(text: string): boolean {
  return IN_DOMAIN.test(text) || REALS_THEN.test(text);
}

/** `x ∈ ℝ \ {2}`: the unknown (group 1) in the reals without the values (group 2), as `D = ℝ \ {2}` says (round 78 B). */
const IN_DOMAIN = /^\s*([A-Za-z])\s*∈\s*(?:ℝ|I?R)\s*\\\s*\{([^{}]*)\}\s*$/;

/** `x ∈ ℝ,` before a restriction: the unknown (group 1) is real, then the restriction (`x ∈ ℝ, x ≠ 1`). */
const REALS_THEN = /^\s*([A-Za-z])\s*∈\s*(?:ℝ|I?R)\s*[,;]\s*/;

/** `x ∉ {0, 1}`: the unknown (group 2) is none of the values (group 1). */
const NOT_IN = /^\s*([A-Za-z])\s*∉\s*\{([^{}]*)\}\s*$/;

/** A heading that names the domain itself (`D:`, `Domain:`, `Definitionsmenge:`), not some restrictions. */
const DOMAIN_HEADING = /^\s*(?:D_?f?|𝔻|domain(?:\s+of\s+definition)?|definitionsmenge|definitionsbereich)\s*:\s*/i;

/**
 * Whether a line states the whole domain (`D = ℝ \ {1}`, `x ∈ ℝ \ {1}`, `Domain: x ≠ 1`), not one restriction among
 * others (`x ≠ 1`, `Restrictions: x ≠ 1`): it is false where it keeps a value the original is undefined at (round 81 B:
 * `D = ℝ \ {1}` of 2/(x - 1) = 3/(x + 2) passed).
 */
export function statesDomain(text: string): boolean {
  return DOMAIN.test(text) || IN_DOMAIN.test(text) || DOMAIN_HEADING.test(text);
}

/** `D = ℝ`, `Domain: all real numbers`: the domain stated as every real number (not `x ∈ ℝ`, which answers an identity). */
const ALL_REALS = /^\s*(?:D_?f?|𝔻|domain(?:\s+of\s+definition)?|definitionsmenge|definitionsbereich)\s*[=:]\s*(?:ℝ|I?R|all\s+real\s+numbers)\s*\.?\s*$/i;

/** Whether a line states the domain as every real number (round 82 A: `D = ℝ` beside x/(x^2 + 1) = 0 was a step "every x satisfies"). */
export function statesAllReals(text: string): boolean {
  return ALL_REALS.test(text);
}
