// A candidate rejected in words, in pasted work: `x = 2 (extraneous)`, `x = 2 is extraneous`,
// `x = 2 (reject)`, `x = 2 is not a solution`, `x = 2 ✗`. Students mark the value they throw out
// so, where the benchmark writes `check x = 2: undefined, reject`. Read to the letter, `x = 2` is a
// step whose set is {2}, and the checker said "drops x = -2, a solution of the original equation":
// false of the work (issue 15: never a false sentence). Read as what it says, a rejection: right
// when the value is a candidate that does not satisfy the original, wrong when it does.
import { withoutLeadIn } from '../trace/index.ts';

/** Words that reject the value beside them, in parentheses or after "is". */
const WORDS = String.raw`(?:an?\s+)?(?:extraneous(?:\s+(?:solution|root))?|reject(?:ed)?|excluded|invalid|not\s+valid|not\s+(?:a\s+)?(?:valid\s+)?solution|no\s+solution|not\s+allowed|not\s+possible|impossible|not\s+in\s+(?:the\s+)?(?:domain|D))`;
/** The note's words, a reason allowed after them (`(reject, makes denominator 0)`, `(rejected: x + 2 = 0)`), a comment not judged. */
const IN_PARENS = new RegExp(String.raw`^${WORDS}(?:\s*[,;:–—-]\s*\S.*|\s+(?:since|because|as)\s+\S.*)?$`, 'i');
/**
 * The reason that is the rejection, written without "is": `x = 3 makes the denominator zero`, as
 * rational equations' work often says it. Read only right after a value (no word between: in `x = 3
 * is not allowed since it makes the denominator 0` the rejection is "not allowed", the rest its reason).
 */
/** The verdict a rejection may end on: `reject it`, `excluded`; and `it is extraneous` (after "so"). */
const REJECT_VERB = String.raw`(?:reject(?:ed)?|exclude(?:d)?)(?:\s+it)?`;
const IT_IS_OUT = String.raw`it(?:(?:\s+is|['\u2019]s)\s+(?:extraneous|excluded|rejected|not\s+(?:a\s+)?(?:valid\s+)?solution)|\s+(?:does\s+not|doesn['\u2019]t)\s+work)`;
const ZERO_DENOMINATOR = String.raw`(?=makes|gives|would)(?<=(?:^|=)\s*(?:sqrt|[^A-Za-z=])+)(?:makes|gives|would\s+make)\s+(?:(?:a|the)\s+)?denominator\s+(?:equal\s+(?:to\s+)?)?(?:zero|0)(?:\s*,?\s*(?:so\s+)?(?:we\s+)?${REJECT_VERB}|\s*,?\s*so\s+${IT_IS_OUT})?`;
const SAYS_ZERO_DENOMINATOR = new RegExp(String.raw`\s${ZERO_DENOMINATOR}`, 'i');
/**
 * `x = 1 makes x - 1 = 0, so we reject it`, `x = 3 makes the denominator x + 3 zero, reject`: the reason
 * between the value and the verdict, an expression said to be zero (judged at the value, reason-claim.ts:
 * reasonBetween). Only with the verdict after it: `x = 1 makes x - 1 = 0` alone says no rejection.
 */
/** An expression of numbers and one-letter names (the unknown; `sqrt`), one letter at least: `x + 3`, not `the numerator`. */
const LETTER = String.raw`(?<![A-Za-z])[A-Za-z](?![A-Za-z])`;
const EXPRESSION = String.raw`(?:[^,A-Za-z]|sqrt|${LETTER})*?${LETTER}(?:[^,A-Za-z]|sqrt|${LETTER})*?`;
/** "makes E zero", then the verdict; `expression` is EXPRESSION as a pattern, in a group where the caller reads it. */
// The look-behind of ZERO_DENOMINATOR, MAKES_ZERO and FAILS (a value, not words, before the verb) is
// tried only where the verb follows: tried after every space of a line, it scanned back to the line's
// start each time, and a pasted line of 1,000 characters cost tens of milliseconds in each pattern.
const makesZero = (expression: string) => String.raw`(?:makes|gives|would\s+make)\s+(?:(?:the|a)\s+denominator\s+)?${expression}\s*(?:=\s*0|(?:equal\s+(?:to\s+)?)?zero)(?:\s*,\s*|\s+)(?:(?:so\s+)?(?:we\s+)?${REJECT_VERB}|so\s+${IT_IS_OUT})`;
const MAKES_ZERO = String.raw`(?=makes|gives|would)(?<=(?:^|=)\s*(?:sqrt|[^A-Za-z=])+)${makesZero(EXPRESSION)}`;
const REASON_BETWEEN = new RegExp(String.raw`^[A-Za-z]\s*=\s*[^A-Za-z=]+?\s${makesZero(`(${EXPRESSION})`)}$`, 'i');

/** Whether text holds a word of two letters or more (`sqrt` aside): no expression of the one-letter unknowns. */
export const hasWords = (text: string): boolean => /[A-Za-z]{2,}/.test(text.replace(/sqrt/g, ''));

/** The reason a rejection gives between its value and its verdict (MAKES_ZERO), as the equation it says (`x - 1 = 0`), or null. */
export function reasonBetween(text: string): string | null {
  const m = REASON_BETWEEN.exec(text.trim().replace(/(?<![\d.])\.$/, ''));
  return m && !hasWords(m[1]!) ? `${m[1]!.trim()} = 0` : null;
}
/** `x = 2 doesn't work`, `x = 2 fails the check`: a rejection worded as a verb, with no "is" (read right after a value, as ZERO_DENOMINATOR). */
/** What a value fails to do, after "does not" (FAILS) or "do not" (PLURAL_FAIL). */
const FAIL_WHAT = String.raw`(?:work|check\s+out|satisfy\s+the\s+(?:original\s+)?equation)`;
const FAILS = String.raw`(?=does|did|fails)(?<=(?:^|=)\s*(?:sqrt|[^A-Za-z=])+)(?:(?:does\s+not|doesn['\u2019]t|did\s+not|didn['\u2019]t)\s+${FAIL_WHAT}|fails(?:\s+the\s+check)?)`;

/**
 * Whether a rejection read from this line (or its note) is worded as its reason, "makes the
 * denominator zero": the checker judges the rejection, and says where that reason is not so.
 */
export function saysZeroDenominator(text: string, note: { text: string } | null | undefined): boolean {
  if (SAYS_ZERO_DENOMINATOR.test(text) || (!!note && SAYS_ZERO_DENOMINATOR.test(` ${note.text}`))) return true;
  // The same reason given after "since" or in a note (`x = -1 is rejected since it makes the
  // denominator zero`, `(denominator would be 0)`): read as a comment, squared work whose extra value
  // was thrown out so, with no denominator in the original, was all valid (as ZERO_DENOMINATOR was).
  const reason = reasonOf(text);
  return (reason !== null && ZERO_REASON.test(reason)) || (!!note && ZERO_REASON.test(note.text));
}

/**
 * A reason that says the value makes a denominator zero, in the words students give it: "it makes
 * the denominator zero", "the denominator is 0", "division by zero", "undefined".
 */
const ZERO_REASON = /\b(?:(?:makes?|gives?|would\s+make)\s+(?:(?:a|the|one)\s+)?denominators?\s+(?:equal\s+(?:to\s+)?)?(?:zero|0)|denominators?\s*(?:(?:is|are|would\s+be|becomes?|=)\s*)?(?:zero|0)|division\s+by\s+(?:zero|0)|undefined)(?![\w.])/i;

/** `∉ D`: not in the domain, as German classes name it. */
const NOT_IN_DOMAIN = String.raw`\s*\u2209\s*(?:D|\u{1D53B}|D_?f|ID)`;
/** `x = 3 is excluded`, `x = 3 → not in the domain`, `x = 3 ∉ D` (the domain, as German classes name it). */
/** The words that reject with no "is" before them, as a note is written: `x = 2 rejected`, `x = 2 extraneous`. */
const BARE_WORDS = String.raw`(?:rejected|excluded|extraneous|invalid|not\s+allowed|not\s+possible|impossible|not\s+(?:a\s+)?(?:valid\s+)?solution)`;
const SENTENCE = new RegExp(String.raw`^([A-Za-z])\s*=\s*(.+?)(?:(?:\s+(?:is|was)\s+|\s*(?:\u2192|\u21d2|->|=>|:)\s*)${WORDS}|\s+${BARE_WORDS}|\s+${ZERO_DENOMINATOR}|\s+${MAKES_ZERO}|\s+${FAILS})$|^([A-Za-z])\s*=\s*(.+?)${NOT_IN_DOMAIN}$`, 'iu');
/**
 * The reason a rejection gives after it, `x = 3 is not allowed since it makes the denominator 0`,
 * `x = 2 is extraneous because x ≠ 2`: an explanation, a comment as one in parentheses is (the
 * rejection itself is judged). To the letter the sentence was unreadable, and the answer after it
 * "dropped x = 3 before a check line had rejected it".
 */
const REASON = /(?:\s*,\s*|\s+)(?:since|because|as)\s+\S.*$/i;
/**
 * `reject x = 2`, `Discard: x = 2`, `exclude x = 3 since …`: the verb first, one value after it,
 * as students write the line that throws a candidate out. To the letter "reject" was an unexpected word.
 */
const VERB_FIRST = /^(?:(?:reject|exclude|discard)(?:ed)?|extraneous(?:\s+(?:solution|root))?|(?:not\s+allowed|not\s+possible|impossible|invalid|not\s+(?:a\s+)?(?:valid\s+)?solution)(?=\s*:))\s*:?\s*([A-Za-z])\s*=\s*(.+)$/i;
/** `Rejected: x = 2, x = -2`, `reject x = 1 and x = -1`: several values after the verb (severalValues). */
const VERB_FIRST_SEVERAL = /^(?:(?:reject|exclude|discard)(?:ed)?|extraneous(?:\s+(?:solutions|roots))?)\s*:?\s*([A-Za-z])\s*=\s*(.+)$/i;
const CROSSED = /^([A-Za-z])\s*=\s*(.+?)\s*[\u2717\u2718\u274c]$/u;

/** `x = 13 ✗`: a value marked with a cross, which strikes out a line as well as rejecting a candidate. */
export function isCrossedOut(text: string): boolean {
  return CROSSED.test(text.trim());
}

/** Whether a rejection in words is read without the reason after it (REASON), which is then not judged. */
export function givesReason(text: string): boolean {
  const t = text.trim();
  const reads = (u: string) => SENTENCE.test(u) || verbFirst(u) !== null;
  return !reads(t) && reads(t.replace(REASON, ''));
}

/** The letter and value of a VERB_FIRST line naming one value, or null. */
function verbFirst(t: string): [string, string] | null {
  const m = VERB_FIRST.exec(t);
  // One value, with no words (a reason after it is REASON's, taken off first).
  return m && namesOneValue(m[2]!) && !hasWords(m[2]!) ? [m[1]!, m[2]!.trim()] : null;
}

/**
 * Whether the line rejects the unknown at a value other than those read (`reject x = -2 since …, and x = 1
 * since …`, `reject x = -2 as well as x = 1`): values compared as written, spaces and brackets aside.
 */
export function namesAnotherValue(text: string, unknown: string, values: readonly string[]): boolean {
  const bare = (v: string) => v.replace(/[\s()]/g, '').replace(/[\u2212\u2013]/g, '-');
  // Named after "and", "as well as" or a second "reject": a claim in the reason (`or x = 0`) is the reason's.
  const named = new RegExp(String.raw`(?:\band\s+(?:reject\s+)?|\bas\s+well\s+as\s+|,\s*reject\s+)${unknown}\s*=\s*([-\u2212\u2013]?\s*[\d.]+(?:\s*\/\s*[\d.]+)?)`, 'gi');
  return [...text.matchAll(named)].some((m) => !values.some((v) => bare(v) === bare(m[1]!)));
}

/** The reason written after a rejection in words (`because 3 - 3 = 0`), without its word, or null. */
export function reasonOf(text: string): string | null {
  const m = REASON.exec(text.trim());
  return m ? m[0].replace(/^\s*,?\s*(?:since|because|as)\s+/i, '').trim() : null;
}

/**
 * Whether a note rejects the value beside it (IN_PARENS). `(rejected: x = -1)` names the value it
 * rejects, another one: that note is read by readInlineRejection (NOTE_VERB).
 */
function rejectsBeside(note: string, unknown: string): boolean {
  return IN_PARENS.test(note) && !new RegExp(String.raw`^${WORDS}\s*[,;:]?\s*${unknown}\s*=`, 'i').test(note);
}

/** Whether the text after `x =` is one value, not a list (`2 or x = -1`, `2, -1`): a mark beside a list marks its last value (readInlineRejection). */
const namesOneValue = (value: string) => !/\b(?:or|and)\b|[,;]/.test(value);

/** The value a line rejects (its text, for the parser), or null when it rejects none. */
export function readRejection(text: string, note: { kind: string; text: string } | null | undefined, unknown: string): string | null {
  // A sentence's full stop (`x = 2 makes the denominator zero, so we reject it.`) ends it, and says nothing.
  const t = text.trim().replace(/(?<![\d.])\.$/, '');
  // `x = 3 is excluded, so there is no solution` ends with words SENTENCE reads, the value then
  // being "3 is excluded, so there": it is a rejection and an answer (readRejectionWithAnswer).
  if (readRejectionWithAnswer(t, unknown)) return null;
  const said = SENTENCE.exec(t) ?? SENTENCE.exec(t.replace(REASON, ''));
  // The second form (`∉ D`) has its letter and value in groups 3 and 4.
  // A cross after a list (`x = 3 or x = -2 ✗`) marks its last value (readInlineRejection).
  const crossed = said ? null : CROSSED.exec(t);
  const sentence = said && said[1] === undefined ? [said[0], said[3], said[4]] : said ?? (crossed && namesOneValue(crossed[2]!) ? crossed : null);
  if (sentence) return sentence[1] === unknown ? sentence[2]!.trim() : null;
  const verb = verbFirst(t) ?? verbFirst(t.replace(REASON, ''));
  if (verb) return verb[0] === unknown ? verb[1] : null;
  if (note?.kind === 'paren' && rejectsBeside(note.text.trim(), unknown)) {
    const m = /^([A-Za-z])\s*=\s*(.+)$/.exec(t);
    if (m && m[1] === unknown && namesOneValue(m[2]!)) return m[2]!.trim();
  }
  return null;
}

/**
 * A rejection marked on the line that answers (pasted work): the list with its last value marked
 * (`x = 2 or x = -1 (rejected)`, `x = 2, -1 (extraneous)`: `listed`, the whole list is stated
 * first), or the answer with the rejected value in the note (`x = 2 (x = -1 is extraneous)`,
 * `x = 2 (reject x = -1)`). Read to the letter the first "keeps x = -1" and the second "drops x =
 * -1 before a check line has rejected it", false of the work. `kept` is the answer's text.
 */
export interface InlineRejection {
  listed: string | null;
  /** The values rejected: one, or several in the same words (`x = 1 and x = -1 are excluded, so …`); none where `every` names them. */
  rejected: string[];
  /** The values are named by a pronoun (`both are excluded, so …`): every candidate left, as many as it says (readPronounRejection). */
  every?: PronounCount;
  kept: string;
  /** The reason written between the rejection and the answer (`x = 3 is extraneous since x - 3 = 0, so x = 2`), judged by the caller. */
  reason?: string;
}

const NOTE_SENTENCE = new RegExp(String.raw`^(?:([A-Za-z])\s*=\s*)?(.+?)\s+(?:(?:(?:is|was)\s+)?${WORDS}|${ZERO_DENOMINATOR}|${FAILS})$`, 'i');
const NOTE_VERB = /^(?:reject(?:ed)?|exclude(?:d)?|discard(?:ed)?)\s*:?\s*(?:([A-Za-z])\s*=\s*)?(.+)$/i;
/** `no solution`, `no real solutions`: an answer the rejection in its note leads to. */
const NONE = /^no\s+(?:real\s+)?solutions?$/i;
/** Where a list divides: `or`, `and`, a comma or a semicolon at the top level (no bracket open). */
const SEPARATOR = /\s+(?:or|and)\s+|\s*[,;]\s*/gi;

/** A list's parts at its top-level `or`, `and`, commas and semicolons, or null where one falls inside brackets or a part is empty. */
export function topLevelParts(text: string): string[] | null {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (const m of text.matchAll(SEPARATOR)) {
    const at = m.index!;
    depth += [...text.slice(from, at)].reduce((d, c) => d + ('([{'.includes(c) ? 1 : ')]}'.includes(c) ? -1 : 0), 0);
    if (depth !== 0) return null;
    parts.push(text.slice(from, at).trim());
    from = at + m[0].length;
  }
  parts.push(text.slice(from).trim());
  return parts.every((p) => p.length > 0) ? parts : null;
}

/** `x = 3 is excluded`, as one part of a longer sentence (the value is group 2). */
// Also with the word bare (`x = 3 rejected → no solution`, round 68 named it declined), after a value with no letter in it
// (`x = 1 and x = -1 are both extraneous` is several values, SEVERAL).
const REJECTING = String.raw`([A-Za-z])\s*=\s*(.+?)(?:\s+(?:is|was)\s+${WORDS}|(?<==[^A-Za-z=,;]*)\s+${BARE_WORDS}|\s+${ZERO_DENOMINATOR}|\s+${FAILS}|${NOT_IN_DOMAIN})`;
/** What joins a rejection to the answer it leads to, and an answer to the rejection that is its reason. */
const SO = String.raw`\s*(?:[,;.]\s*|\s)(?:and\s+)?(?:so|thus|hence|therefore|which\s+means)\s*,?\s+|\s*(?:\u21d2|=>|\u2192|->|\u27f9|\u2234)\s*|\s*[.;]\s+`;
const SINCE = String.raw`\s*(?:,\s*|\s)(?:since|because|as)\s+`;
const REJECTION_THEN_ANSWER = new RegExp(String.raw`^${REJECTING}(?:${SO})(.+)$`, 'iu');
const ANSWER_SINCE_REJECTION = new RegExp(String.raw`^(.+?)(?:${SINCE})${REJECTING}$`, 'iu');
/**
 * `x = 3 is extraneous since x - 3 would be zero, so x = 2`: the reason between the rejection and the
 * answer. Read as one rejection, the reason took the answer in with it, and the work's answer was
 * "what the rejection leaves", whatever the line wrote after "so" (red team, round 22).
 */
const REJECTION_REASON_THEN_ANSWER = new RegExp(String.raw`^${REJECTING}(?:${SINCE})(.+?)(?:${SO})(.+)$`, 'iu');
/** The verb first, then the answer: `reject x = 3, so no solution`, `Reject x = 3. No solution.` (round 68 named it declined). */
const VERB_THEN_ANSWER = new RegExp(String.raw`^(?:reject|exclude|discard)(?:ed)?\s*:?\s*([A-Za-z])\s*=\s*((?:[^A-Za-z=,;.]|\.(?=\d))+?)(?:${SO})(.+)$`, 'iu');
/** The same with the verb first: `Reject x = 1 because x - 1 = 0, so there is no solution`. */
const VERB_REASON_THEN_ANSWER = new RegExp(String.raw`^(?:reject|exclude|discard)(?:ed)?\s*:?\s*([A-Za-z])\s*=\s*([^A-Za-z=,;]+?)(?:${SINCE})(.+?)(?:${SO})(.+)$`, 'iu');

/**
 * Several values thrown out in one sentence, as rational work ends when every candidate is
 * excluded: `x = 1 and x = -1 are excluded`, `x = ±1 are both extraneous`, `x = 1, -1 are not
 * solutions`. The words are WORDS in the plural (group 2: the values, group 1: the letter).
 */
const PLURAL_WORDS = String.raw`(?:extraneous(?:\s+(?:solutions|roots))?|rejected|excluded|invalid|not\s+valid|not\s+(?:valid\s+)?solutions|not\s+allowed|not\s+possible|impossible|not\s+in\s+(?:the\s+)?(?:domain|D))`;
/** `x = 1 and x = -1 don't work`, `both fail`: FAILS in the plural. */
const PLURAL_FAIL = String.raw`(?:(?:do\s+not|don['\u2019]t|did\s+not|didn['\u2019]t)\s+${FAIL_WHAT}|(?:both\s+|all\s+)?fail(?:\s+the\s+check)?)`;
const SEVERAL = String.raw`([A-Za-z])\s*=\s*(.+?)\s+(?:(?:are|were)\s+(?:both\s+|all\s+)?${PLURAL_WORDS}|(?:both\s+|all\s+)?${PLURAL_FAIL})`;
const SEVERAL_ALONE = new RegExp(String.raw`^${SEVERAL}$`, 'i');
const SEVERAL_THEN_ANSWER = new RegExp(String.raw`^${SEVERAL}(?:${SO})(.+)$`, 'iu');
const ANSWER_SINCE_SEVERAL = new RegExp(String.raw`^(.+?)(?:${SINCE})${SEVERAL}$`, 'iu');

/**
 * The values of `1 and x = -1`, `1, -1`, `±1` (each a number, the unknown's name allowed before
 * it), or null when the text names fewer than two or anything else.
 */
export function severalValues(text: string, unknown: string): string[] | null {
  const values: string[] = [];
  for (const raw of topLevelParts(text) ?? []) {
    const part = raw.replace(new RegExp(`^${unknown}\\s*=\\s*`), '').trim();
    const pm = /^(?:\u00b1|\+\/?-)\s*(.+)$/.exec(part);
    for (const v of pm ? [pm[1]!.trim(), `-${pm[1]!.trim()}`] : [part]) {
      if (!v || /[=<>≤≥]|[A-Za-z]/.test(v.replace(/sqrt/g, ''))) return null;
      values.push(v);
    }
  }
  return values.length >= 2 ? values : null;
}

/**
 * Every candidate left rejected with a pronoun, not named: `both are excluded`, `they are both
 * extraneous`, `neither is a solution`, `both make a denominator zero`, `it is extraneous`. Rational
 * work ends so when all its candidates are excluded; to the letter the line was unreadable and the
 * answer after it not judged. The checker names the values (the candidates the work is at, not yet
 * rejected), and reads the words only where their number is the pronoun's: "both" and "neither"
 * two, "it" one, "they", "all" and "none" two or more.
 */
export type PronounCount = 'one' | 'two' | 'several' | 'others';
const ZERO_DENOMINATOR_VERB = String.raw`\s+(?:make|makes|give|gives|would\s+make)\s+(?:a|the)\s+denominator\s+(?:equal\s+(?:to\s+)?)?(?:zero|0)`;
const NOUNS = String.raw`(?:\s+(?:values|candidates|roots|solutions|numbers))?`;
const PLURAL_SUBJECT = String.raw`(both|they|these|all|the\s+two)(?:\s+of\s+them)?${NOUNS}`;
const PLURAL_SAYS = String.raw`(?:\s+(?:are|were))?\s+(?:both\s+|all\s+)?${PLURAL_WORDS}|${ZERO_DENOMINATOR_VERB}|\s+(?:both\s+|all\s+)?${PLURAL_FAIL}`;
const NEITHER = String.raw`(neither|none)(?:\s+of\s+them)?(?:\s+(?:value|candidate|root|number)s?)?\s+(?:(?:is|are|was|were)\s+(?:a\s+)?(?:valid\s+)?solutions?|works?|satisf(?:y|ies)\s+the\s+(?:original\s+)?equation)`;
const SINGULAR = String.raw`(it|this(?:\s+(?:value|candidate|root))?)(?:\s+(?:is|was)\s+${WORDS}|['\u2019]s\s+${WORDS}|${ZERO_DENOMINATOR_VERB}|\s+(?:(?:does\s+not|doesn['\u2019]t|did\s+not|didn['\u2019]t)\s+work|fails))`;
const PRONOUN = String.raw`(?:${PLURAL_SUBJECT}(?:${PLURAL_SAYS})|${NEITHER}|${SINGULAR})`;
const PRONOUN_ALONE = new RegExp(String.raw`^${PRONOUN}$`, 'i');
const PRONOUN_THEN_ANSWER = new RegExp(String.raw`^${PRONOUN}(?:${SO})(.+)$`, 'iu');
const ANSWER_SINCE_PRONOUN = new RegExp(String.raw`^(.+?)(?:${SINCE})${PRONOUN}$`, 'iu');

/** How many candidates the pronoun of a PRONOUN match names (its groups 1–3 are the subjects). */
function pronounCount(m: RegExpExecArray, from: number): PronounCount {
  const plural = m[from]?.toLowerCase().replace(/\s+/g, ' ');
  const neither = m[from + 1]?.toLowerCase();
  if (m[from + 2] !== undefined) return 'one';
  return plural === 'both' || plural === 'the two' || neither === 'neither' ? 'two' : 'several';
}

/**
 * `only x = -2 works`, `only x = 5 is a solution`: the answer, every other candidate rejected (the
 * checker names them, as for a pronoun: `every` is 'others'). Group 1 is the answer.
 */
const ONLY = new RegExp(String.raw`^only\s+(.+?)\s+(?:works?|checks(?:\s+out)?|is\s+(?:a\s+|the\s+)?(?:valid\s+|real\s+)?(?:solution|answer)|is\s+valid|satisfies\s+the\s+(?:original\s+)?equation)$`, 'i');

/** A line that rejects every candidate left with a pronoun (PRONOUN), and how many it names; null where it does not. */
export function readPronounRejection(text: string): PronounCount | null {
  const m = PRONOUN_ALONE.exec(text.trim().replace(/[.!]$/, ''));
  return m ? pronounCount(m, 1) : null;
}

/** The values a line rejects together in one sentence (SEVERAL), or null. */
export function readSeveralRejections(text: string, unknown: string): string[] | null {
  const t = text.trim().replace(/[.!]$/, '');
  const m = SEVERAL_ALONE.exec(t) ?? VERB_FIRST_SEVERAL.exec(t) ?? VERB_FIRST_SEVERAL.exec(t.replace(REASON, ''));
  return m && m[1] === unknown ? severalValues(m[2]!, unknown) : null;
}

/**
 * The rejection and the answer it leads to in one sentence (pasted work), as rational equations'
 * work often ends: `x = 3 is not allowed, so there is no solution`, `no solution, since x = 3 is
 * excluded`, `x = 2 is extraneous ⇒ x = 5`. Read to the letter the sentence is unreadable and the
 * work had "no final answer". `kept` is the answer with the words before it taken off (`there is
 * no solution` → `no solution`); the caller reads it, and reads the line otherwise where it does not.
 */
/** What follows "so" that is the rejection's own verdict, no answer: `reject it`, `we reject it`, `it is extraneous`. */
const VERDICT_ONLY = new RegExp(String.raw`^(?:(?:we\s+)?${REJECT_VERB}|${IT_IS_OUT})$`, 'i');

export function readRejectionWithAnswer(text: string, unknown: string): InlineRejection | null {
  const t = text.trim().replace(/[.!]$/, '');
  const first = REJECTION_THEN_ANSWER.exec(t);
  // `x = -2 makes denominator 0 so reject`: "reject" is no answer, the sentence one rejection (SENTENCE).
  if (first && VERDICT_ONLY.test(first[3]!.trim())) return null;
  if (first) return first[1] === unknown ? { listed: null, rejected: [first[2]!.trim()], kept: withoutLeadIn(first[3]!) } : null;
  const reasoned = REJECTION_REASON_THEN_ANSWER.exec(t) ?? VERB_REASON_THEN_ANSWER.exec(t);
  if (reasoned && !VERDICT_ONLY.test(reasoned[4]!.trim())) return reasoned[1] === unknown ? { listed: null, rejected: [reasoned[2]!.trim()], kept: withoutLeadIn(reasoned[4]!), reason: reasoned[3]!.trim() } : null;
  const verb = reasoned ? null : VERB_THEN_ANSWER.exec(t);
  if (verb && !VERDICT_ONLY.test(verb[3]!.trim())) return verb[1] === unknown ? { listed: null, rejected: [verb[2]!.trim()], kept: withoutLeadIn(verb[3]!) } : null;
  const last = ANSWER_SINCE_REJECTION.exec(t);
  if (last) return last[2] === unknown ? { listed: null, rejected: [last[3]!.trim()], kept: withoutLeadIn(last[1]!) } : null;
  const several = SEVERAL_THEN_ANSWER.exec(t);
  const since = several ? null : ANSWER_SINCE_SEVERAL.exec(t);
  const [letter, list, answer] = several ? [several[1], several[2], several[3]] : since ? [since[2], since[3], since[1]] : [];
  const values = letter === unknown && list !== undefined ? severalValues(list, unknown) : null;
  if (values) return { listed: null, rejected: values, kept: withoutLeadIn(answer!) };
  const only = ONLY.exec(t);
  if (only) return { listed: null, rejected: [], every: 'others', kept: only[1]! };
  const pronounFirst = PRONOUN_THEN_ANSWER.exec(t);
  if (pronounFirst) return { listed: null, rejected: [], every: pronounCount(pronounFirst, 1), kept: withoutLeadIn(pronounFirst[4]!) };
  // `x = 3 is not allowed since it makes the denominator 0`: the pronoun is the reason of the
  // rejection before it (REASON), not a second rejection with an answer.
  const pronounLast = ANSWER_SINCE_PRONOUN.exec(t);
  return pronounLast && !SENTENCE.test(pronounLast[1]!.trim()) && verbFirst(pronounLast[1]!.trim()) === null ? { listed: null, rejected: [], every: pronounCount(pronounLast, 2), kept: withoutLeadIn(pronounLast[1]!) } : null;
}

export function readInlineRejection(text: string, note: { kind: string; text: string } | null | undefined, unknown: string): InlineRejection | null {
  // `x = 3 or x = -2 ✗`: a cross on the list's last value rejects it, as "(rejected)" does.
  const crossed = /^(.*\S)\s*[\u2717\u2718\u274c]$/u.exec(text.trim());
  if (crossed && !note) return readInlineRejection(crossed[1]!, { kind: 'paren', text: 'rejected' }, unknown);
  if (note?.kind !== 'paren') return null;
  const t = text.trim();
  const n = note.text.trim();
  if (rejectsBeside(n, unknown)) {
    const parts = topLevelParts(t);
    if (!parts || parts.length < 2 || !new RegExp(`^${unknown}\\s*=`).test(parts[0]!)) return null;
    const last = /^(?:([A-Za-z])\s*=\s*)?(.+)$/.exec(parts[parts.length - 1]!)!;
    if ((last[1] !== undefined && last[1] !== unknown) || /[A-Za-z]\s*=|[<>≤≥]/.test(last[2]!)) return null;
    const kept = parts.slice(0, -1).map((p, k) => (k === 0 || /^[A-Za-z]\s*=/.test(p) ? p : `${unknown} = ${p}`)).join(' or ');
    return { listed: t, rejected: [last[2]!.trim()], kept };
  }
  const severalInNote = SEVERAL_ALONE.exec(n);
  const several = severalInNote && severalInNote[1] === unknown ? severalValues(severalInNote[2]!, unknown) : null;
  // The answer beside the note is a value, or "no solution" when the rejected values were the last.
  const answers = new RegExp(`^${unknown}\\s*=`).test(t) || NONE.test(t);
  if (several) return answers ? withoutRejected(t, several, unknown) : null;
  // `no solution (both excluded)`: every candidate left, named by the checker.
  const every = readPronounRejection(n);
  if (every) return answers ? { listed: null, rejected: [], every, kept: t } : null;
  const said = NOTE_VERB.exec(n) ?? NOTE_SENTENCE.exec(n);
  if (!said || (said[1] !== undefined && said[1] !== unknown) || /=|[<>≤≥]/.test(said[2]!)) return null;
  return answers ? withoutRejected(t, [said[2]!.trim()], unknown) : null;
}

/**
 * The line beside a note that rejects values: the answer left (`x = 3 (x = -1 is extraneous)`), or,
 * where the line lists the rejected values too (`x = 1 or x = 2 (x = 2 is extraneous)`), the list
 * and what is left of it. Read as the answer, the list kept the value its own note rejects, and
 * right work was said to keep an excluded value.
 */
function withoutRejected(t: string, rejected: readonly string[], unknown: string): InlineRejection {
  const parts = topLevelParts(t);
  const valueOf = (p: string) => p.replace(new RegExp(`^${unknown}\\s*=\\s*`), '').replace(/\s+/g, '');
  const out = new Set(rejected.map((r) => r.replace(/\s+/g, '')));
  if (!parts || parts.length < 2 || !new RegExp(`^${unknown}\\s*=`).test(parts[0]!) || !parts.some((p) => out.has(valueOf(p)))) {
    return { listed: null, rejected: [...rejected], kept: t };
  }
  const left = parts.filter((p) => !out.has(valueOf(p))).map((p) => `${unknown} = ${valueOf(p)}`);
  return { listed: t, rejected: [...rejected], kept: left.length ? left.join(' or ') : 'no solution' };
}

/**
 * A restriction and the answer it leads to in one sentence (pasted work): `x ≠ ±1, so there is no
 * solution`, `no solution, since x ≠ 3`, `no solution (x ≠ 1, x ≠ -1)`. Read to the letter the
 * sentence was unreadable and the answer not judged. `restriction` is the restriction's text for
 * the parser (the caller reads it as one, and the line otherwise where it is not).
 */
export function readRestrictionWithAnswer(text: string, note: { kind: string; text: string } | null | undefined, unknown: string): { restriction: string; kept: string } | null {
  const t = text.trim().replace(/[.!]$/, '');
  const restriction = String.raw`(${unknown}\s*(?:\u2260|!=|=/=)\s*.+?)`;
  const first = new RegExp(String.raw`^${restriction}(?:${SO})(.+)$`, 'iu').exec(t);
  if (first) return { restriction: first[1]!, kept: withoutLeadIn(first[2]!) };
  const last = new RegExp(String.raw`^(.+?)(?:${SINCE})${restriction}$`, 'iu').exec(t);
  if (last) return { restriction: last[2]!, kept: withoutLeadIn(last[1]!) };
  // `Since x ≠ 1, the solution is x = -1.`: the restriction first, after "since" (one restriction: a comma ends it).
  const since = new RegExp(String.raw`^(?:since|because|as)\s+(${unknown}\s*(?:\u2260|!=|=/=)\s*[^,]+?)\s*,\s*(.+)$`, 'iu').exec(t);
  if (since) return { restriction: since[1]!, kept: withoutLeadIn(since[2]!) };
  // The note in brackets stays on the line (a statement in brackets is not split off as a comment).
  const inParens = new RegExp(String.raw`^(.+?)\s*\(\s*${restriction}\s*\)$`, 'u').exec(t);
  // `x = 2 (x ≠ -1 ✓)`: the restriction ticked as checked.
  if (inParens) return restrictedAnswer(inParens[2]!.replace(/\s*[\u2713\u2714]+$/u, ''), inParens[1]!, unknown);
  const n = note?.kind === 'paren' ? note.text.trim() : '';
  return new RegExp(String.raw`^${restriction}$`, 'u').test(n) ? restrictedAnswer(n, t, unknown) : null;
}

/**
 * The answer beside a restriction in brackets: `x = 1 or x = 2 (x ≠ 2)` is the list less the values it
 * excludes (as a note rejecting them is read), `all real numbers (x ≠ 2)` every number but those.
 * Read as written, the answer "kept x = 2", false of the work.
 */
function restrictedAnswer(restricted: string, written: string, unknown: string): { restriction: string; kept: string } {
  const values = restricted.split(/\s*,\s*|\s+and\s+/).map((p) => p.replace(/^.*?(?:\u2260|!=|=\/=)\s*/, '').trim()).filter((v) => /^-?[\d./]+$/.test(v));
  const answer = written.trim();
  if (values.length && /^(?:all\s+real\s+numbers|every\s+real\s+number|\u211d)$/i.test(answer)) return { restriction: restricted, kept: `${answer} except ${values.join(' and ')}` };
  return { restriction: restricted, kept: withoutLeadIn(values.length ? withoutRejected(answer, values, unknown).kept : written) };
}
