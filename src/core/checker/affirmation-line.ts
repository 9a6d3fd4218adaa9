// A value affirmed in words after the answer, in pasted work: `x = 2 or x = 3`, then `both are
// solutions`, `both work`, `x = 3 is a solution`, `it checks out`. Students end so after checking;
// to the letter the line was unreadable, and the answer above it "could not be read" (the last line
// was no answer). Read as what it says, a claim that the values satisfy the original: true when
// each does, false when one does not. The answer stays the line before it (trailingChecks).
import { severalValues } from './rejection-line.ts';

/** What a line affirms: the values it names (as written), or the answer's values named by a pronoun ("both" two, "it" one, "they"/"all" two or more). */
export type Affirmation = ({ values: string[] } | { pronoun: 'one' | 'two' | 'several' }) & {
  /** "a solution" (satisfies the original), or "allowed" (in its domain: no denominator zero there). */
  claim: 'solution' | 'domain';
  /** The reason written after the claim (`since x ≠ -1`), a comment not judged; null where none. */
  reason: string | null;
};

/** Words saying a value satisfies the original, after "is"/"are" or as a verb. */
const SINGULAR_SAYS = String.raw`(?:is\s+(?:a\s+|the\s+)?(?:valid\s+|real\s+|correct\s+)?(?:solution|answer|root)|is\s+(?:valid|correct|right|fine|ok|good|allowed|in\s+the\s+domain)|works|checks(?:\s+out)?|satisfies\s+the\s+(?:original\s+)?equation)`;
const PLURAL_SAYS = String.raw`(?:are\s+(?:both\s+|all\s+)?(?:(?:the\s+)?(?:valid\s+|real\s+|correct\s+)?(?:solutions|answers|roots)|valid|correct|right|fine|ok|good)|(?:both\s+|all\s+)?(?:work|check(?:\s+out)?|satisfy\s+the\s+(?:original\s+)?equation))`;
const NOUNS = String.raw`(?:\s+(?:values|candidates|roots|answers|solutions))?`;
const PLURAL = new RegExp(String.raw`^(both|they|these|all(?:\s+of\s+them)?|the\s+two)${NOUNS}\s+${PLURAL_SAYS}$`, 'i');
const SINGULAR = new RegExp(String.raw`^(?:it|this(?:\s+(?:value|root|answer))?)\s+${SINGULAR_SAYS}$`, 'i');
const ONE_VALUE = new RegExp(String.raw`^([A-Za-z])\s*=\s*(.+?)\s+${SINGULAR_SAYS}$`, 'i');
const VALUES = new RegExp(String.raw`^([A-Za-z])\s*=\s*(.+?)\s+${PLURAL_SAYS}$`, 'i');
/**
 * `Keep x = -2`, `Accepted: x = 3`: the verb first, one value after it (as `reject x = 2` rejects one).
 * Read between the candidates and the answer only (`verbFirst: false` after it): after the answer
 * `Accepted: x = 2` may be the answer restated, or a verdict on it, and where the answer is wrong the
 * two place its error on different lines (red team, round 15); there it is not read.
 */
const KEEP_FIRST = /^(?:keep|kept|accept(?:ed)?)\s*:?\s*([A-Za-z])\s*=\s*(.+)$/i;

/** The affirmation a line states (a tick or a full stop at its end allowed), or null. */
export function readAffirmation(text: string, vars: readonly string[], options: { verbFirst?: boolean } = {}): Affirmation | null {
  if (vars.length !== 1) return null;
  if (options.verbFirst === false && KEEP_FIRST.test(text.trim())) return null;
  // `x = 1 is allowed since x ≠ -1`: the reason after it is a comment (the claim is judged).
  const trimmed = text.trim().replace(/\s*[.!\u2713\u2714]+$/u, '');
  const because = /\s*,?\s+(?:since|because|as)\s+(\S.*)$/i.exec(trimmed);
  const t = (because ? trimmed.slice(0, because.index) : trimmed).trim();
  const said = { claim: /\b(?:allowed|in\s+the\s+domain)$/i.test(t) ? 'domain' as const : 'solution' as const, reason: because ? because[1]!.trim() : null };
  const plural = PLURAL.exec(t);
  if (plural) return { pronoun: /^(?:both|the\s+two)$/i.test(plural[1]!) ? 'two' : 'several', ...said };
  if (SINGULAR.test(t)) return { pronoun: 'one', ...said };
  const one = ONE_VALUE.exec(t) ?? KEEP_FIRST.exec(t);
  // One value only: `x = 2 or x = 3 is a solution` names two, and reads as neither.
  if (one && one[1] === vars[0] && !/\b(?:or|and)\b|[,;±]/.test(one[2]!)) return { values: [one[2]!.trim()], ...said };
  const several = VALUES.exec(t);
  const values = several && several[1] === vars[0] ? severalValues(several[2]!, vars[0]!) : null;
  return values ? { values, ...said } : null;
}
