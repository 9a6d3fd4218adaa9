// The reason a rejection gives, judged where it is arithmetic (pasted work): `x = 3 is extraneous
// since it makes x + 1 = 0`, `Reject x = 3 (3 - 3 = 1)`, `since 1/(1 - 1) = 1/0 = 0`. A check line is
// right only where its arithmetic is (RULES); the red team (round 12) found rejections of the right
// value with a false reason called all valid, the reason "a comment, not judged". A reason about the
// unknown is read at the rejected value; a side that divides by zero is undefined, no number.
import { loneLetter, parseStatement } from '../trace/index.ts';
import { isAllSet } from '../sets/index.ts';
import type { NoteClaim } from './annotation.ts';
import { hasWords, topLevelParts } from './rejection-line.ts';

/** The words before the claim: "since", "it makes", "because this gives". */
const LEAD = /^\s*(?:(?:since|because|as)\s+)?(?:(?:it|this(?:\s+value)?|they|both(?:\s+values)?|each|these(?:\s+values)?)\s+)?(?:makes?|gives?|would\s+make|means?)?\s*:?\s*/i;
/** A relation sign at the top level (no bracket open), and a whole relation sign's text. */
const RELATION = /!=|<=|>=|[=<>\u2264\u2265\u2260]/gu;

/** Parts of a chain `a = b = c` and the relations between them, or null for a bracket left open at a sign. */
function chain(text: string): { parts: string[]; relations: string[] } | null {
  const parts: string[] = [];
  const relations: string[] = [];
  let from = 0;
  for (const m of text.matchAll(RELATION)) {
    const before = text.slice(from, m.index);
    parts.push(before.trim());
    relations.push(m[0]);
    from = m.index! + m[0].length;
  }
  parts.push(text.slice(from).trim());
  const balanced = parts.every((p) => [...p].reduce((d, c) => (d < 0 ? d : d + (c === '(' ? 1 : c === ')' ? -1 : 0)), 0) === 0);
  return balanced && parts.every((p) => p.length > 0) ? { parts, relations } : null;
}

type Value = { kind: 'number' } | { kind: 'undefined' } | { kind: 'unread' };

/** Whether a side of numbers is a number, divides by zero, or is not read. */
function valueOf(side: string): Value {
  const read = parseStatement(`${side} = 0`, ['x']);
  if (read.ok) return read.value.meaning.kind === 'set' ? { kind: 'number' } : { kind: 'unread' };
  return /division by zero/i.test(read.error.message) ? { kind: 'undefined' } : { kind: 'unread' };
}

/**
 * The reason's arithmetic, at `value` of `unknown` where it names the unknown: false, true, or not
 * arithmetic the checker reads (null). `x ≠ 3` as a reason is the restriction, not a claim at 3.
 */
export function reasonClaim(reason: string, unknown: string, value: string): NoteClaim {
  // `because x - 1 and x + 1 are zero`, `since x + 4 or x - 2 would be zero`: one "is zero" said of both
  // (round 22: passed as a comment where each part was false at the value), as two equations.
  // `x + 2 = 0 as well as x - 2 = 0`, `… along with …`, `… plus …`: between two relations, "and".
  const claimsJoined = reason.split(JOINER);
  if (claimsJoined.length > 1 && claimsJoined.every((p) => RELATION_SIGN.test(p))) reason = claimsJoined.join(' and ');
  const shared = SHARED_ZERO.exec(reason.trim());
  if (shared && ![shared[2]!, shared[4]!].some(hasWords)) {
    reason = `${shared[1]}${shared[2]!.trim()} = 0 ${/^or$/i.test(shared[3]!) ? 'or' : 'and'} ${shared[4]!.trim()} = 0`;
  }
  // Several reasons (`since 2 - 2 = 0 and 2^2 - 4 = 1`, `(2 - 2 = 0, 4/(2 - 2) = 2)`): one false makes
  // the line's arithmetic false (red team, round 13: the true one passed the line); all read and true, true.
  // Reasons joined by "or" claim one of them, which one not said: false where every one is (`since it makes
  // x + 3 = 0 or x = 0` at 3 was "a comment" on a rejection of the right value; round 21), so where one is.
  if (/\sor\s/i.test(reason)) {
    const claims = reason.split(/\s+or\s+/i).map((p) => reasonClaim(p, unknown, value));
    if (!claims.every((c) => c?.kind === 'arithmetic')) return null;
    // Every part read: false where all are, and so where one is ("or" claims one of them).
    return { kind: 'arithmetic', holds: claims.some((c) => c?.kind === 'arithmetic' && c.holds), text: joined(claims, 'or', unknown, value) };
  }
  const parts = topLevelParts(reason) ?? [reason];
  if (parts.length > 1) {
    const claims = parts.map((p) => oneClaim(p, unknown, value));
    const falseOne = claims.find((c) => c?.kind === 'arithmetic' && !c.holds);
    if (falseOne) return falseOne;
    return claims.every((c) => c?.kind === 'arithmetic') ? { kind: 'arithmetic', holds: true, text: joined(claims, 'and', unknown, value) } : null;
  }
  return oneClaim(reason, unknown, value);
}

/**
 * `the denominator x + 3 is zero`, `x + 3 is zero there`, `the denominator 2x - 3 = 0`: a denominator
 * said to be zero, in words, as the equation it says (`x + 3 = 0`). The words were a comment, and a
 * rejection of the right value for a denominator that is 6 there was all valid (red team, round 21).
 */
const ZERO_IN_WORDS = /^(?:the\s+)?(?:denominators?\s+)?(.+?)\s+(?:is|becomes|would\s+be|equals)\s+(?:equal\s+to\s+)?(?:zero|0)(?:\s+(?:there|then|here))?$/i;
const DENOMINATOR_EQUALS = /^(?:the\s+)?denominators?\s+(.+?=\s*0)$/i;
/** `makes the denominator x zero`, `makes x - 3 zero` (its "makes" taken off with the lead): the same, with no verb. */
const MADE_ZERO = /^(?:the\s+)?(?:denominators?\s+)?([^=<>]+?)\s+(?:equal\s+to\s+)?zero$/i;
function saidAsEquation(said: string, made = false): string {
  const words = ZERO_IN_WORDS.exec(said) ?? (made ? MADE_ZERO.exec(said) : null);
  if (words) return `${words[1]!.trim()} = 0`;
  return DENOMINATOR_EQUALS.exec(said)?.[1]!.trim() ?? said;
}

/** Words joining two claims as "and" does (read so only between two relations: `x plus 2 = 0` is arithmetic in words). */
const JOINER = /\s+(?:as\s+well\s+as|along\s+with|together\s+with|(?:and\s+)?but\s+also|plus)\s+/i;
const RELATION_SIGN = /[=<>\u2264\u2265\u2260]/;

/** One "is zero" said of two expressions joined by "or" or "and" (`x - 1 and x + 1 are zero`, `both x + 2 and x - 2 are zero`, `… are both zero`, `… as well as …`). */
const SHARED_ZERO = /^((?:(?:since|because|as)\s+)?(?:(?:it|this)\s+makes\s+)?)(?:(?:both|each|all)\s+(?:of\s+)?)?(?:the\s+)?(?:denominators?\s+)?([^,=<>\u2264\u2265\u2260]+?)\s+(or|and|as\s+well\s+as)\s+([^,=<>\u2264\u2265\u2260]+?)\s+(?:(?:is|are|would\s+(?:both\s+)?be|becomes?|become)\s+)?(?:(?:both|each|all)\s+)?(?:(?:equal|equals)\s+(?:to\s+)?)?(?:zero|0)(?:\s+(?:there|then|here))?[.!]?$/i;

/**
 * `the 1/x term undefined`, `1/(x - 3) is undefined`: a term with a division said to be undefined at the value,
 * judged: so where a denominator in it is zero there (round 26: "since it makes the 1/x term undefined" at 3,
 * where 1/x is 1/3, passed as "a denominator zero there", true of another term).
 */
const TERM_UNDEFINED = /^(?:the\s+)?(.*\/.*?)\s+(?:term\s+)?(?:is\s+|would\s+be\s+|becomes?\s+)?undefined$/i;
function termUndefined(said: string, unknown: string, value: string): NoteClaim {
  const m = TERM_UNDEFINED.exec(said);
  if (!m || hasWords(m[1]!)) return null;
  const at = atValue(m[1]!, unknown, value);
  if (at === null) return null;
  const v = valueOf(at);
  if (v.kind === 'unread') return null;
  return { kind: 'arithmetic', holds: v.kind === 'undefined', text: `${m[1]!.trim()} is undefined at ${unknown} = ${value}` };
}

/** The unknown as a name of its own (`x`, not the x of `max`). */
const unknownIn = (unknown: string) => loneLetter(unknown, 'g');

/** Text with the unknown written as the value, in brackets; null where a letter is left (only numbers are read). */
function atValue(text: string, unknown: string, value: string): string | null {
  const at = text.replace(unknownIn(unknown), `(${value})`);
  return /[A-Za-z]/.test(at.replace(/sqrt/g, '')) ? null : at;
}

/** Several claims' texts joined by `word`, the value they are read at said once, at the end (`x + 3 = 0 or x = 0 at x = 3`). */
function joined(claims: readonly NoteClaim[], word: string, unknown: string, value: string): string {
  const at = ` at ${unknown} = ${value}`;
  const texts = claims.map((c) => (c as { text: string }).text);
  const all = texts.join(` ${word} `);
  return texts.some((t) => t.endsWith(at)) ? `${texts.map((t) => (t.endsWith(at) ? t.slice(0, -at.length) : t)).join(` ${word} `)}${at}` : all;
}

/**
 * Words after a claim that say where or that it is so, not what: `there`, `then`, `too`, `as well`, `in the
 * original`, `in the denominator`, and `at x = 3` of the value itself (round 24: a false reason with them
 * was passed over as a comment).
 */
const FILLER = /\s+(?:there|then|here|too|also|as\s+well|in\s+(?:the\s+)?(?:original(?:\s+equation)?|equation|denominators?))$/i;
function withoutFiller(said: string, unknown: string, value: string): string {
  let t = said;
  for (let k = 0; k < 4; k++) {
    const at = new RegExp(String.raw`\s+at\s+${unknown}\s*=\s*(\S+)$`).exec(t);
    const next = at && at[1]!.replace(/[()\s]/g, '') === value.replace(/[()\s]/g, '') ? t.slice(0, at.index) : t.replace(FILLER, '');
    if (next === t) break;
    t = next;
  }
  return t;
}

function oneClaim(reason: string, unknown: string, value: string): NoteClaim {
  const lead = LEAD.exec(reason)?.[0] ?? '';
  const body = withoutFiller(reason.slice(lead.length).replace(/[\s.!\u2713\u2714]+$/u, '').trim(), unknown, value);
  const undefinedTerm = termUndefined(body, unknown, value);
  if (undefinedTerm) return undefinedTerm;
  const said = saidAsEquation(body, /\b(?:makes?|would\s+make|gives?)\s*:?\s*$/i.test(lead));
  if (!said || hasWords(said)) return null;
  const namesUnknown = unknownIn(unknown).test(said);
  const links = chain(said);
  if (!links || links.relations.length === 0) return null;
  // A reason in the unknown is a claim at the value only as an equation (`x - 3 = 0`); `x ≠ 3` restricts.
  if (namesUnknown && links.relations.some((r) => r !== '=')) return null;
  const read = links.parts.map((p) => atValue(p, unknown, value));
  if (read.some((p) => p === null)) return null;
  const at = read as string[];
  const text = namesUnknown ? `${said} at ${unknown} = ${value}` : said;
  const values = at.map(valueOf);
  if (values.some((v) => v.kind === 'unread')) return null;
  // `10/(5 - 5) = 2`: undefined is no number. Sides that all divide by zero (`1/(1 - 1) = 1/0`) say it is undefined.
  if (values.some((v) => v.kind === 'undefined')) return values.every((v) => v.kind === 'undefined') ? null : { kind: 'arithmetic', holds: false, text };
  for (let k = 0; k < links.relations.length; k++) {
    const read = parseStatement(`${at[k]} ${links.relations[k]} ${at[k + 1]}`, ['x']);
    if (!read.ok || read.value.meaning.kind !== 'set') return null;
    if (!isAllSet(read.value.meaning.set)) return { kind: 'arithmetic', holds: false, text };
  }
  return { kind: 'arithmetic', holds: true, text };
}
