// A candidate rejected in words, in pasted work: `x = 2 (extraneous)`, `x = 2 is extraneous`,
// `x = 2 (reject)`, `x = 2 is not a solution`, `x = 2 ✗`. Students mark the value they throw out
// so, where the benchmark writes `check x = 2: undefined, reject`. Read to the letter, `x = 2` is a
// step whose set is {2}, and the checker said "drops x = -2, a solution of the original equation":
// false of the work (issue 15: never a false sentence). Read as what it says, a rejection: right
// when the value is a candidate that does not satisfy the original, wrong when it does.
import { withoutLeadIn } from '../trace/index.ts';

/** Words that reject the value beside them, in parentheses or after "is". */
const WORDS = String.raw`(?:an?\s+)?(?:extraneous(?:\s+(?:solution|root))?|reject(?:ed)?|excluded|invalid|not\s+valid|not\s+(?:a\s+)?(?:valid\s+)?solution|no\s+solution|not\s+allowed|not\s+in\s+(?:the\s+)?(?:domain|D))`;
const IN_PARENS = new RegExp(`^${WORDS}$`, 'i');
/**
 * The reason that is the rejection, written without "is": `x = 3 makes the denominator zero`, as
 * rational equations' work often says it. Read only right after a value (no word between: in `x = 3
 * is not allowed since it makes the denominator 0` the rejection is "not allowed", the rest its reason).
 */
const ZERO_DENOMINATOR = String.raw`(?<=(?:^|=)\s*(?:sqrt|[^A-Za-z=])+)(?:makes|gives|would\s+make)\s+(?:a|the)\s+denominator\s+(?:equal\s+(?:to\s+)?)?(?:zero|0)`;
const SAYS_ZERO_DENOMINATOR = new RegExp(String.raw`\s${ZERO_DENOMINATOR}`, 'i');

/**
 * Whether a rejection read from this line (or its note) is worded as its reason, "makes the
 * denominator zero": the checker judges the rejection, and says where that reason is not so.
 */
export function saysZeroDenominator(text: string, note: { text: string } | null | undefined): boolean {
  return SAYS_ZERO_DENOMINATOR.test(text) || (!!note && SAYS_ZERO_DENOMINATOR.test(` ${note.text}`));
}

/** `∉ D`: not in the domain, as German classes name it. */
const NOT_IN_DOMAIN = String.raw`\s*\u2209\s*(?:D|\u{1D53B}|D_?f|ID)`;
/** `x = 3 is excluded`, `x = 3 → not in the domain`, `x = 3 ∉ D` (the domain, as German classes name it). */
const SENTENCE = new RegExp(String.raw`^([A-Za-z])\s*=\s*(.+?)(?:(?:\s+(?:is|was)\s+|\s*(?:\u2192|\u21d2|->|=>|:)\s*)${WORDS}|\s+${ZERO_DENOMINATOR})$|^([A-Za-z])\s*=\s*(.+?)${NOT_IN_DOMAIN}$`, 'iu');
/**
 * The reason a rejection gives after it, `x = 3 is not allowed since it makes the denominator 0`,
 * `x = 2 is extraneous because x ≠ 2`: an explanation, a comment as one in parentheses is (the
 * rejection itself is judged). To the letter the sentence was unreadable, and the answer after it
 * "dropped x = 3 before a check line had rejected it".
 */
const REASON = /(?:\s*,\s*|\s+)(?:since|because|as)\s+\S.*$/i;
const CROSSED = /^([A-Za-z])\s*=\s*(.+?)\s*[\u2717\u2718\u274c]$/u;

/** `x = 13 ✗`: a value marked with a cross, which strikes out a line as well as rejecting a candidate. */
export function isCrossedOut(text: string): boolean {
  return CROSSED.test(text.trim());
}

/** Whether a rejection in words is read without the reason after it (REASON), which is then not judged. */
export function givesReason(text: string): boolean {
  const t = text.trim();
  return !SENTENCE.test(t) && SENTENCE.test(t.replace(REASON, ''));
}

/** The value a line rejects (its text, for the parser), or null when it rejects none. */
export function readRejection(text: string, note: { kind: string; text: string } | null | undefined, unknown: string): string | null {
  const t = text.trim();
  // `x = 3 is excluded, so there is no solution` ends with words SENTENCE reads, the value then
  // being "3 is excluded, so there": it is a rejection and an answer (readRejectionWithAnswer).
  if (readRejectionWithAnswer(t, unknown)) return null;
  const said = SENTENCE.exec(t) ?? SENTENCE.exec(t.replace(REASON, ''));
  // The second form (`∉ D`) has its letter and value in groups 3 and 4.
  const sentence = said && said[1] === undefined ? [said[0], said[3], said[4]] : said ?? CROSSED.exec(t);
  if (sentence) return sentence[1] === unknown ? sentence[2]!.trim() : null;
  if (note?.kind === 'paren' && IN_PARENS.test(note.text.trim())) {
    const m = /^([A-Za-z])\s*=\s*(.+)$/.exec(t);
    if (m && m[1] === unknown && !/\b(?:or|and)\b|[,;]/.test(m[2]!)) return m[2]!.trim();
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
  /** The values rejected: one, or several in the same words (`x = 1 and x = -1 are excluded, so …`). */
  rejected: string[];
  kept: string;
}

const NOTE_SENTENCE = new RegExp(String.raw`^(?:([A-Za-z])\s*=\s*)?(.+?)\s+(?:(?:(?:is|was)\s+)?${WORDS}|${ZERO_DENOMINATOR})$`, 'i');
const NOTE_VERB = /^(?:reject(?:ed)?|exclude(?:d)?|discard(?:ed)?)\s*:?\s*(?:([A-Za-z])\s*=\s*)?(.+)$/i;
/** `no solution`, `no real solutions`: an answer the rejection in its note leads to. */
const NONE = /^no\s+(?:real\s+)?solutions?$/i;
/** Where a list divides: `or`, `and`, a comma or a semicolon at the top level (no bracket open). */
const SEPARATOR = /\s+(?:or|and)\s+|\s*[,;]\s*/gi;

function topLevelParts(text: string): string[] | null {
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
const REJECTING = String.raw`([A-Za-z])\s*=\s*(.+?)(?:\s+(?:is|was)\s+${WORDS}|\s+${ZERO_DENOMINATOR}|${NOT_IN_DOMAIN})`;
/** What joins a rejection to the answer it leads to, and an answer to the rejection that is its reason. */
const SO = String.raw`\s*(?:[,;.]\s*|\s)(?:and\s+)?(?:so|thus|hence|therefore|which\s+means)\s*,?\s+|\s*(?:\u21d2|=>|\u2192|->|\u27f9)\s*|\s*[.;]\s+`;
const SINCE = String.raw`\s*(?:,\s*|\s)(?:since|because|as)\s+`;
const REJECTION_THEN_ANSWER = new RegExp(String.raw`^${REJECTING}(?:${SO})(.+)$`, 'iu');
const ANSWER_SINCE_REJECTION = new RegExp(String.raw`^(.+?)(?:${SINCE})${REJECTING}$`, 'iu');

/**
 * Several values thrown out in one sentence, as rational work ends when every candidate is
 * excluded: `x = 1 and x = -1 are excluded`, `x = ±1 are both extraneous`, `x = 1, -1 are not
 * solutions`. The words are WORDS in the plural (group 2: the values, group 1: the letter).
 */
const PLURAL_WORDS = String.raw`(?:extraneous(?:\s+(?:solutions|roots))?|rejected|excluded|invalid|not\s+valid|not\s+(?:valid\s+)?solutions|not\s+allowed|not\s+in\s+(?:the\s+)?(?:domain|D))`;
const SEVERAL = String.raw`([A-Za-z])\s*=\s*(.+?)\s+(?:are|were)\s+(?:both\s+|all\s+)?${PLURAL_WORDS}`;
const SEVERAL_ALONE = new RegExp(String.raw`^${SEVERAL}$`, 'i');
const SEVERAL_THEN_ANSWER = new RegExp(String.raw`^${SEVERAL}(?:${SO})(.+)$`, 'iu');
const ANSWER_SINCE_SEVERAL = new RegExp(String.raw`^(.+?)(?:${SINCE})${SEVERAL}$`, 'iu');

/**
 * The values of `1 and x = -1`, `1, -1`, `±1` (each a number, the unknown's name allowed before
 * it), or null when the text names fewer than two or anything else.
 */
function severalValues(text: string, unknown: string): string[] | null {
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

/** The values a line rejects together in one sentence (SEVERAL), or null. */
export function readSeveralRejections(text: string, unknown: string): string[] | null {
  const m = SEVERAL_ALONE.exec(text.trim().replace(/[.!]$/, ''));
  return m && m[1] === unknown ? severalValues(m[2]!, unknown) : null;
}

/**
 * The rejection and the answer it leads to in one sentence (pasted work), as rational equations'
 * work often ends: `x = 3 is not allowed, so there is no solution`, `no solution, since x = 3 is
 * excluded`, `x = 2 is extraneous ⇒ x = 5`. Read to the letter the sentence is unreadable and the
 * work had "no final answer". `kept` is the answer with the words before it taken off (`there is
 * no solution` → `no solution`); the caller reads it, and reads the line otherwise where it does not.
 */
export function readRejectionWithAnswer(text: string, unknown: string): InlineRejection | null {
  const t = text.trim().replace(/[.!]$/, '');
  const first = REJECTION_THEN_ANSWER.exec(t);
  if (first) return first[1] === unknown ? { listed: null, rejected: [first[2]!.trim()], kept: withoutLeadIn(first[3]!) } : null;
  const last = ANSWER_SINCE_REJECTION.exec(t);
  if (last) return last[2] === unknown ? { listed: null, rejected: [last[3]!.trim()], kept: withoutLeadIn(last[1]!) } : null;
  const several = SEVERAL_THEN_ANSWER.exec(t);
  const since = several ? null : ANSWER_SINCE_SEVERAL.exec(t);
  const [letter, list, answer] = several ? [several[1], several[2], several[3]] : since ? [since[2], since[3], since[1]] : [];
  const values = letter === unknown && list !== undefined ? severalValues(list, unknown) : null;
  return values ? { listed: null, rejected: values, kept: withoutLeadIn(answer!) } : null;
}

export function readInlineRejection(text: string, note: { kind: string; text: string } | null | undefined, unknown: string): InlineRejection | null {
  if (note?.kind !== 'paren') return null;
  const t = text.trim();
  const n = note.text.trim();
  if (IN_PARENS.test(n)) {
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
  if (several) return answers ? { listed: null, rejected: several, kept: t } : null;
  const said = NOTE_VERB.exec(n) ?? NOTE_SENTENCE.exec(n);
  if (!said || (said[1] !== undefined && said[1] !== unknown) || /=|[<>≤≥]/.test(said[2]!)) return null;
  return answers ? { listed: null, rejected: [said[2]!.trim()], kept: t } : null;
}
