// What students really write around a statement, read as comments so the statement itself can
// be judged (issue 16): an operation annotated after a bar (`| -2x`, `| :3`, `| ·(-1)`), an
// explanation in parentheses at the end (`(subtract 2x from both sides)`), a lead-in (`Answer:`,
// `So`, `Therefore`), and trailing marks (`.`, `,`, `;`, `✓`). Only pasted text goes through
// here (the Check view and `stepbench check`); the benchmark's own traces keep their strict form.
import { VULGAR_FRACTION_CHARS, ZERO_WIDTH } from './lexer.ts';
import { loneLetter } from './lone-letter.ts';

/** A comment the reader took off a line, with where it started (0-based, in the line). */
export interface Annotation {
  /**
   * bar: `| -2x` (the operation that gives the NEXT line); slash: `/ :2`, the same note as taught
   * where a slash stands for the bar; paren: `(…)` at the end (how this line was made); words: words
   * written beside the statement with no bracket or bar (`0 = 2, contradiction`; an operation on a
   * line of its own, which gives the NEXT line), shown as written.
   */
  kind: 'bar' | 'slash' | 'paren' | 'words';
  text: string;
  start: number;
}

export interface ReadLine {
  /** The statement, ready for the parser. */
  text: string;
  /** Where `text` starts in the line (columns stay true). */
  offset: number;
  annotation: Annotation | null;
  /** A lead-in taken off the start ("Answer:", "So", "Therefore"), as typed; null when none. */
  leadIn: string | null;
  /** A tick (✓) was taken off the end: the line says its value checks (`x = -3 ✓`). Absent when not. */
  ticked?: true;
  /** Ticks on values inside a list were taken off (`x = 3 ✓ or x = -3 ✓`): the line says those values check. Absent when not. */
  innerTicks?: true;
}

/** The words before an exercise's number (`Q3`, `Problem 4a`, `Ex. 5`, `No. 3`): a heading's (PROBLEM_HEADING) and a lead-in's (PROBLEM_NUMBER). */
const PROBLEM_WORDS = String.raw`q|question|problem|prob\.?|ex\.?|example|exercise|task|no\.`;
const HEADING_NUMBER = String.raw`(?:${PROBLEM_WORDS}|#)\s*\d{1,3}[a-z]?`;
const HEADING_WORDS = String.raw`(?:(?:solve|find)(?:\s+(?:the|this|each|following|given))*(?:\s+(?:linear|quadratic|rational|simultaneous))?(?:\s+(?:equations?|inequalit(?:y|ies)|system(?:\s+of\s+(?:linear\s+)?equations)?))?(?:\s+for\s+[a-z](?:\s*(?:,|and)\s*[a-z])?)?(?:\s+algebraically)?|find\s+(?:the\s+values?\s+of\s+)?[a-z](?:\s*(?:,|and)\s*[a-z])?|(?:the\s+)?(?:problem|question|exercise|task|system|equation|inequality|worked\s+example))`;
/** A heading's words alone, with an exercise's number or without (isProblemHeading). */
const PROBLEM_HEADING = new RegExp(String.raw`^[\s*_#>]*(?:${HEADING_NUMBER}\s*[.):]?\s*(?:${HEADING_WORDS})?|${HEADING_WORDS})[\s*_]*[.:!]?[\s*_]*$`, 'i');

/**
 * A line above the problem that only names it: `Solve:`, `Solve for x`, `Problem 3`, `Q2.`, `Example 4:`,
 * `Solve the system of equations:`, `## Exercise 5`. Worksheets, boards and chat answers put one above the
 * equation; to the letter it was step 0, unreadable, and nothing after it was judged (a header line before a
 * system, named declined since stop 47). It states nothing, so it is passed over like a blank line, before the
 * first step only: later, words alone are a heading of the work (isMethodHeading) or an unread line.
 * Words only: a number or a relation on the line (`Solve x^2 = 4`) is the problem itself, read by LEAD_IN.
 */
export function isProblemHeading(text: string): boolean {
  return text.length <= 120 && PROBLEM_HEADING.test(text);
}

/** A line that holds nothing but spaces and zero-width characters is blank. */
export function isBlank(line: string): boolean {
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (ZERO_WIDTH.has(c)) continue;
    if (!/\s/.test(line[i]!)) return false;
  }
  return true;
}

/** Index of the first character that is neither a space nor zero-width, from `from`. */
export function skipInvisible(line: string, from = 0): number {
  let i = from;
  while (i < line.length && (ZERO_WIDTH.has(line.charCodeAt(i)) || /\s/.test(line[i]!))) i++;
  return i;
}

/** A method a problem may be asked to be solved by (`by factoring`, `using the quadratic formula`). */
const METHOD = String.raw`(?:quadratic\s+formula|factou?ri[sz](?:ing|ation)|factoring|completing\s+the\s+square|(?:the\s+)?(?:substitution|elimination|addition|comparison)(?:\s+method)?|cross[- ]?multiplication|cross[- ]?multiplying)`;
// "Check:" (with its colon; the language's own "check x = 1: …" has none) leads a numeric check line.
// "The solution is x = -12", "So the answers are x = 2 or x = 3": the sentence written around an answer.
// "Solve: 2x + 3 = 11", "Solve for x: …", "Given: …": the exercise's own words before step 0.
// "Solve by factoring: …", "Solve … using the quadratic formula.": the method asked for (its words after the equation: METHOD_AFTER).
// "Let's solve …", "We need to solve …", "Start with …": a chat assistant's or a hint list's words before step 0 (rounds 62 B
// and 65 B: step 0 unread, nothing judged). Only before "solve" or "start/begin with": "We need to check x = 2" is not taken apart.
// "In interval notation: (-∞, 4)", "In set-builder notation, the solution is …": the answer written again in another form.
// "There is no solution", "The equation has no real solutions": the words before the language's own "no solution".
// (Also before "no real roots", which readNoRoots reads as "no real solution".)
// "False, so no solution", "A contradiction, so there is no solution": the verdict on `1 = 5` before it.
// "But x ≠ 3, so there is no solution", "However, x = 3 is excluded": the word that sets a line against the one before.
// "donc x = 3", "entonces x = 6", "also x = 2" (German "so"): the same words in the languages of bilingual classes (round 62 B).
const LEAD_IN = new RegExp(String.raw`^(?:(?:this\s+is\s+|which\s+is\s+)?(?:false|a\s+contradiction|contradiction|impossible|never\s+true)\s*[,.;:]?\s*(?:\u21d2|=>|\u2192)?\s*)?(?:(?:so|thus|hence|therefore|then)\s*,?\s+)?(?:(?:there\s+(?:is|are|exists?)|there['\u2019]s|(?:the\s+)?(?:equation|inequality|system|it)\s+has)\s+)?(?<=\s)(?=no\s+(?:real\s+)?(?:solutions?|roots?|zeros?)\s*[.!]?\s*$)|^(?:solve(?:\s+for\s+[a-z])?|given)\s*:\s*(?=\S)|^solve\s+and\s+[a-z][a-z\s,'\u2019-]{0,80}:\s*(?=\S)|^(?:since|because|as)\s+(?:(?:the|a)\s+)?denominators?\s+(?:cannot|can['\u2019]?t|must\s+not|may\s+not|is\s+not\s+allowed\s+to|must\s+never)\s+be\s+(?:zero|0)\s*,\s*(?=\S)|^(?:since|because|as)\s+(?:we\s+)?(?:cannot|can['\u2019]?t)\s+divide\s+by\s+(?:zero|0)\s*,\s*(?=\S)|^solve\s+(?:by|using)\s+(?:the\s+)?${METHOD}\s*[:,]?\s+(?=\S)|^solve\s+(?:the\s+(?:following\s+)?(?:system(?:\s+of\s+equations)?|simultaneous\s+equations|equation|inequality)\s*:?\s*)?(?=\S)(?!for\s+[a-z]\s*:?\s*$)|^(?:(?:let['\u2019]?s|let\s+us|we(?:['\u2019]ll|\s+will|\s+(?:want|need|have)\s+to)|i(?:['\u2019]ll|\s+will|\s+(?:want|need|have)\s+to))\s+solve|(?:we\s+)?(?:start|begin)\s+with)\s+(?:the\s+(?:following\s+)?(?:system(?:\s+of\s+equations)?|equation|inequality)\s*:?\s*)?(?=\S)|^we\s+(?:check\s+for\s+extraneous\s+solutions|check\s+the\s+(?:solutions?|candidates?))\s*:\s*(?=\S)|^(?:written\s+)?(?:in\s+)?(?:interval|set[- ]builder)\s+notation\s*(?:[:,]\s*|\s+(?=the\b))(?:(?:the\s+)?(?:solution(?:\s+set)?|answer)\s+is\s*:?\s*)?(?=\S)|^(?:note|notice)\s+that\s+(?=\S)|^(?:(?:so|thus|hence|therefore|then)\s*,?\s+)?(?:(?:the|my)\s+)?(?:final\s+)?(?:only\s+)?(?:answers?|solutions?|solution\s+set)\s+(?:is|are)\s*:?\s+(?=\S)|^(?:final\s+answer|answer|ans|solution(?!\s+set\b)|so|thus|hence|therefore|then|but|however|donc|alors|entonces|luego|daher|dann|also|quindi|dunque|dus|(?:which|this|that|so\s+this)\s+gives|(?:so\s+)?we\s+get|giving)\s*[:,.]?\s+(?=\S)|^(?:final\s+answer|answer|ans|solution(?:\s+set)?|check|checking|verify|verification|probe|v[eé]rification|comprobaci[oó]n|verificaci[oó]n|kontrolle|controllo|verifica)\s*:\s*`, 'i');
/**
 * The equations a line combines or uses, named before a colon, as taught for systems: `(1) + (2):`,
 * `I + II:`, `2·(I) - (II):`, `[1] - [2]:`, `(2)·3:`, `(1):`, `from (2):`. Each name in brackets or
 * a Roman numeral (a bare `1 + 2:` could be the division 3 : …). Read as "(1) + (2)" = 3 divided by
 * the line, the checker called right work wrong.
 */
/** What names an equation: a number of one or two digits, or a Roman numeral. */
const NAME = String.raw`(?:\d{1,2}|[IVX]{1,4})`;
/** `(i)`, `(ii)`: names in small Roman numerals, in brackets only (Indian textbooks number a system's equations so). */
const SMALL_ROMAN = String.raw`(?:i{1,3}|iv)`;
/** A name in brackets, a Roman numeral, or `eq 2`, `eq. (1)`, `equation 2`; with a prime for a rewritten one (`II'`). */
const EQ_WORD_NAME = String.raw`[Ee]q(?:uation)?\.?\s*(?:\(\s*\d{1,2}\s*\)|\d{1,2})|[RE]\s?\d{1,2}`;
const EQ_NAME = String.raw`(?:\(\s*(?:${NAME}|${SMALL_ROMAN})\s*\)|\[\s*${NAME}\s*\]|[IVX]{1,4}|${EQ_WORD_NAME})['\u2032]?`;
/**
 * A factor before or after a name: an integer, a fraction, a decimal or a vulgar fraction, signed, bracketed or not
 * (`2`, `1/2`, `0.5`, `½`, `−3`, `(-3)`). Only integers were read, and `½·(1): 2x + y = 5` was the equation
 * x/4 + y = 5 (the colon a division): right work was wrong and wrong work "all valid" (round 33).
 */
const EQ_NUMBER = String.raw`(?:\(\s*[-\u2212]?\s*(?:\d{1,3}(?:[./]\d{1,3})?|[\u00bd\u2153\u2154\u00bc\u00be])\s*\)|[-\u2212]?\s*(?:\d{1,3}(?:[./]\d{1,3})?|[\u00bd\u2153\u2154\u00bc\u00be]))`;
const EQ_FACTOR = String.raw`(?:${EQ_NUMBER}\s*[·*×⋅]?\s*|[-\u2212]\s*)?`;
const EQ_TIMES = String.raw`(?:\s*[·*×⋅/÷]\s*${EQ_NUMBER})?`;
const EQ_TERM = String.raw`${EQ_FACTOR}${EQ_NAME}${EQ_TIMES}`;
/**
 * One name alone is bracketed or I to IV: `X : 2 = 3` is x divided by 2 (the unknown's case is
 * matched only later), where `II:` names an equation.
 */
const EQ_ALONE = String.raw`${EQ_FACTOR}(?:\(\s*(?:${NAME}|${SMALL_ROMAN})\s*\)|\[\s*${NAME}\s*\]|I{1,3}|IV|${EQ_WORD_NAME})${EQ_TIMES}`;
/** The line before, named by a word after the first equation: `(1) + that:`, `(1) - new:`, `eq2 - the new one:`. */
const EQ_PRONOUN = String.raw`(?:that|this|it|new|the\s+new\s+one|the\s+result)`;
/** Words before one equation's name: `from (2):`, `in (1):`, `substitute into (I):`; "from" in other classes' words (`aus`, `de`, `da`, `dalla`, `van`, `z`, `iz`). */
const EQ_FROM = String.raw`(?:(?:[Ff]rom|[Ii]n(?:to)?|[Uu]sing|[Aa]us|[Dd][ea]|[Dd]alla|[Vv]an|[Zz]|[Ii]z|[Ss]ub(?:stitute|stituting)?\s+(?:in|into))\s+)?`;
/**
 * What a substitution's lead-in puts in: a number, or an expression in the unknowns (`y = 2x - 1`, `x = (7 - y)/2`),
 * up to 60 characters of numbers, lone letters, signs and brackets. Only numbers were taken off, and `Substitute y =
 * 2x - 1 into (1): 2x + (2x - 1) = 7` was unreadable, as was `Sub 2 for x in (2):` (what equation-lead.ts compares
 * the line with).
 */
const PUT_VALUE = String.raw`(?:[-\u2212]?\d+(?:\.\d+)?(?:\/\d+)?|(?:[\d.()/+*\u00b7\u2212-]|(?<![A-Za-z])[A-Za-z](?![A-Za-z])|\s(?!\s*(?:[Ii]n(?:to)?|[Ff]or|[Ee]insetzen)\b)){1,60}?)`;
/**
 * What is substituted, and where: `Substitute y = 2 into (2):`, `Sub x = 4 into eq 2:`, `Plug x = 3
 * into (1):`, `x = 3 in I:`, `x in I:`, `I in II:` (German classes' "I in II einsetzen"). Read whole,
 * each was unreadable; the value named is a comment, and the statement after the colon is judged.
 */
const SUB_VERB = String.raw`(?:[Ss]ub(?:stitute|stituting)?|[Pp]lug(?:ging)?|[Pp]ut(?:ting)?|[Ii]nsert(?:ing)?)\s+`;
const SUBSTITUTED_WHAT = String.raw`(?:${EQ_NAME}|[A-Za-z](?:\s*=\s*${PUT_VALUE})?|${PUT_VALUE}\s+for\s+[A-Za-z])\s+(?:back\s+)?(?:[Ii]n(?:to)?|[Ee]insetzen\s+in)\s+(?:${EQ_NAME}|(?:the\s+)?(?:first|second|1st|2nd|top|bottom)\s+equation)`;
const SUBSTITUTED = String.raw`(?:${SUB_VERB})?${SUBSTITUTED_WHAT}`;
/**
 * An equation written out where a lead-in names one (`Substitute into x - 2y = 0:`): numbers, lone letters, signs and
 * brackets, one `=`, at most 40 characters a side. equation-lead.ts reads it as the given equation it is written as, side
 * for side, and as no equation it names otherwise (the line is then not judged).
 */
const WRITTEN_SIDE = String.raw`(?:[\d().+\-\u2212*/^\u00b7 ]|(?<![A-Za-z])[A-Za-z](?![A-Za-z])){1,40}`;
const WRITTEN_EQ = String.raw`${WRITTEN_SIDE}=${WRITTEN_SIDE}`;
/**
 * A substitution into an equation named in words with no noun, or by "one" (`Substitute into the second:`, `sub into the
 * second one,`), or written out (`Substitute y = 5 into 3x + y = 14:`, `Substituting into x - y = 3:`), before a colon (a
 * comma too where it is named in words); and a rearrangement of one written out (`From x - y = 3: x = y + 3`). Read whole, the words were an operation's note ("not of the form it gives", not
 * judged) or unreadable (stop 54, from the reviewers' traces of rounds 40–77).
 */
const SUB_INTO = new RegExp(String.raw`^${SUB_VERB}(?:(?:[A-Za-z]\s*=\s*${PUT_VALUE}|${PUT_VALUE}\s+for\s+[A-Za-z])\s+)?(?:back\s+)?(?:[Ii]n(?:to)?\s+(?:the\s+)?(?:first|second|1st|2nd|top|bottom)(?:\s+(?:equation|one))?\s*[:,]|into\s+(${WRITTEN_EQ})\s*:)\s*(?=\S)|^(?:from|rearranging)\s+(${WRITTEN_EQ})\s*:\s*(?=\S)`, 'i');
/** SUB_INTO where an equation written out is in two unknowns (a system's): in one, `Substitute x = 2 into 2x + 3 = 7:` heads a check, read as before. */
function subInto(rest: string): RegExpExecArray | null {
  const m = SUB_INTO.exec(rest);
  const written = m?.[1] ?? m?.[2];
  if (!m || written === undefined) return m;
  return new Set(written.match(/(?<![A-Za-z])[A-Za-z](?![A-Za-z])/g) ?? []).size === 2 ? m : null;
}
/** What joins a substitution to its line in a sentence: `Putting x = 4 in (i), we get 4 + y = 7` (equation-lead.ts takes it off a lead-in too). */
export const WE_GET = String.raw`(?:we\s+get|we\s+have|gives|giving|yields)`;
/**
 * `From the second equation, y = 2x - 5.`: an equation named in words, before a colon or a comma; by its name before a
 * comma too (`From (1), y = 7 - x`, round 61 A; with a colon it is COMBINATION's).
 * The comma only here: the words name an equation and nothing else (to the letter "From" was unreadable).
 */
const EQ_IN_WORDS = String.raw`(?:[Ff]rom|[Ii]n|[Uu]sing|[Ss]olving|[Rr]earranging)\s+(?:(?:the\s+)?(?:first|second|1st|2nd|top|bottom)\s+equation|${EQ_NAME}(?=\s*(?:for\s+[A-Za-z]\s*)?,))(?:\s+for\s+[A-Za-z])?\s*[:,]\s*(?:${WE_GET}\s*:?\s+)?(?=\S)`;
// `I = II:` (the comparison method of continental classes: the two equations' sides for one unknown set equal).
const EQ_EQUALS = String.raw`${EQ_NAME}\s*=\s*${EQ_NAME}`;
const COMBINATION = new RegExp(String.raw`^(?:${SUBSTITUTED}|${EQ_EQUALS}|${EQ_FROM}(?:${EQ_TERM}(?:\s*[+\-\u2212\u2013]\s*(?:${EQ_TERM}|${EQ_PRONOUN}))+|${EQ_ALONE}))\s*:\s*(?=\S)|^${SUBSTITUTED}\s*,?\s+${WE_GET}\s*:?\s+(?=\S)|^${EQ_IN_WORDS}|^${SUB_VERB}${SUBSTITUTED_WHAT}\s*,\s*(?=\S)`);
/** Whether a line starts with the equations it combines or uses, named before a colon (COMBINATION). */
export function combinesEquations(text: string): boolean {
  return COMBINATION.test(text);
}
/** After a bar, an equation or inequality (a relation, not ≠): the bar is "or" between two statements. */
const BAR_OR = /^[^≠!]*(?:<=|>=|[=<>≤≥⩽⩾≦≧])/;
const ELLIPSIS_END = /\d(?:\.{2,}|\u2026)\s*$/;
// "?" too: `so x = 7?`, the answer asked about on a forum (round 40).
const TRAILING_MARKS = /[\s.,;?\u2713\u2714\u2611\u2705]/u;

/**
 * The text without the marks that end it (TRAILING_MARKS), scanned from the end. The pattern
 * `[\s.,;✓]+$` tried from every position took 11 s on a pasted line of 64 KiB of spaces ending in
 * a letter (each attempt runs to the end and fails); this is one pass.
 */
function withoutTrailingMarks(text: string): string {
  let end = text.length;
  while (end > 0 && TRAILING_MARKS.test(text[end - 1]!)) end--;
  return text.slice(0, end);
}
/** Ticks (and the spaces around them) ending the text before a parenthesised check. */
const TICKS_BEFORE_GAP = /\s*[\u2713\u2714\u2611\u2705]+\s+$/u;
/** A tick on a value inside a list, `x = 3 ✓, x = 2 ✓`: a space, so columns stay the input's. */
const INNER_TICK = /[\u2713\u2714\u2611\u2705](?=\s*(?:,|;|\s(?:or|and|oder|und)\s))/gu;
/** "x = -12 is the solution", "x = 2 or x = 3 are the solutions", "x = 8 ans": the sentence's end, after the answer. */
const TRAILING_PHRASE = /\s+(?:(?:is|are)\s+(?:the|my)\s+(?:final\s+)?(?:only\s+)?(?:answers?|solutions?|solution\s+set)|(?:final\s+)?(?:ans|answer))$/i;

/**
 * `Solve 2x^2 + 3x - 5 = 0 using the quadratic formula.`, `… by factoring`: the method the problem
 * asks for, named after its equation. Taken off only after the lead-in "Solve" (a method names no
 * value); to the letter step 0 was unreadable and nothing of the work was judged (red team, round 21).
 */
const METHOD_AFTER = new RegExp(String.raw`\s*,?\s+(?:by|using|with)\s+(?:the\s+)?${METHOD}$`, 'i');

/** `…, giving your answers in surd form`, `… to 2 decimal places`, `… in exact form`: the form the answer is asked in (after "Solve"). */
const ANSWER_FORM = /\s*,?\s+(?:giving\s+(?:your\s+)?(?:answers?|solutions?)\s+(?:in|to|as)\s+[A-Za-z0-9 .-]{1,40}|(?:correct\s+)?to\s+\d{1,2}\s+(?:decimal\s+places?|significant\s+figures?|d\.\s?p\.|s\.\s?f\.)|in\s+(?:surd|exact|simplest)\s+form)$/i;

/** The text without the sentence's end after an answer (TRAILING_PHRASE), looked for in its last characters only (it is short; the pattern from every position of a long line was quadratic). */
function withoutTrailingPhrase(text: string): string {
  const from = Math.max(0, text.length - 200);
  const m = TRAILING_PHRASE.exec(text.slice(from));
  return m ? text.slice(0, from + m.index) : text;
}
/**
 * `0 = 2, contradiction`, `3 = 5 is false`, `3 = 5 ↯`: the verdict on a line of numbers written after
 * it. Read as a note, as `0 = 2 (contradiction)` is (the checker says whether the line is false,
 * annotation.ts); to the letter the word was unreadable. Only after a line without letters.
 */
// A bare space before "false" is the check by substitution's own verdict (`-1 ≥ 7 false`,
// trailing-checks.ts); here a separator or "is" comes before it, and the line is an equation.
const TRAILING_VERDICT = /^([^A-Za-z<>\u2264\u2265]*?)(?:(?:\s*[,;:]\s*|\s*(?:\u2192|\u21d2|->|=>)\s*|\s+is\s+)((?:a\s+)?contradiction|false|impossible|never\s+true|not\s+true|\u21af)|\s*((?:a\s+)?contradiction|\u21af))\s*!?$/iu;

/**
 * A parenthesised ending that starts with an operator no expression starts with, `(÷2)`, `(: 3)`,
 * `(·(-1))`: the operation that made the line, never a factor. (`(-4)` could multiply, so it stays.)
 */
const OPERATION_ONLY = /^\s*[÷:×·⋅*/]/;

/**
 * A slash after a space, then an operator no expression starts with, ending the line: `4x = 8 / :4`,
 * `x/2 = 3 / ·2` — the note after a bar written with a slash, as taught where the slash is the
 * bar. Read as division, `8 / :4` is unreadable. (`/ -4` could divide by -4, so the checker refuses
 * it in pasted work: check.ts, TWO_READINGS.)
 */
const SLASH_NOTE = /\s\/\s*(?=[÷:×·⋅*])/g;

/** Where the last slash note starts (its "/"), or -1. */
function slashNoteAt(line: string): number {
  let at = -1;
  for (const m of line.matchAll(SLASH_NOTE)) at = m.index + 1;
  return at;
}

/**
 * A parenthesised ending that names the equation, `(2)`, `(II)`, or holds a relation, `(2·4 + 3 = 11)`
 * — never a factor: `x - y = 1  (2)` read as x - y = 2 called right system work wrong.
 */
const TAG = /^\s*(?:\d{1,2}|(?!x$|X$)(?:[IVX]{1,4}|[ivx]{1,4}))\s*$/;
const HOLDS_RELATION = /[=<>≤≥⩽⩾≦≧]/;
/** A list of values or statements: "or", or a comma between two of them (`x = 1 or x = 2`, `x = 1, x = 2`). */
const LISTS = /\bor\b|,/i;
/** `x ≠ 0`, `x ≠ 2, x ≠ -2`: an unknown, "≠", and no other relation or bracket (in brackets, or after a comma). */
const RESTRICTION_TEXT = String.raw`[A-Za-z]\s*(?:\u2260|!=)[^()=<>\u2264\u2265\u2a7d\u2a7e\u2266\u2267]*`;
/** `, x ≠ 2` (`, x ≠ 2, x ≠ 3`) ending a line: a restriction after a comma, no bracket. */
const LIST_RESTRICTION = new RegExp(String.raw`,\s*(${RESTRICTION_TEXT})$`);
/** A bracket or a relation other than "≠": no restriction after a comma holds one. */
const NOT_IN_RESTRICTION = /[()<>\u2264\u2265\u2a7d\u2a7e\u2266\u2267]|(?<!!)=/g;

/**
 * The restriction after a comma that ends `body` (LIST_RESTRICTION): where its comma is, and its text. Tried only after
 * the last bracket or other relation, so each comma is not scanned to the end again (a long line stays linear).
 */
function listRestriction(body: string): { at: number; text: string; textAt: number } | null {
  let from = 0;
  for (const m of body.matchAll(NOT_IN_RESTRICTION)) from = m.index + 1;
  const m = LIST_RESTRICTION.exec(body.slice(from));
  return m ? { at: from + m.index, text: m[1]!, textAt: from + m.index + m[0].indexOf(m[1]!) } : null;
}
/** `(x ≠ 0)`, `(x ≠ 2, x ≠ -2)`: the text inside the brackets. */
const RESTRICTION_GROUP = new RegExp(String.raw`^\s*${RESTRICTION_TEXT}$`);
/** `[2]`, `[II]` ending a line: the equation's name in brackets. */
const BRACKET_TAG = new RegExp(String.raw`(?<=[\w)\]²³${VULGAR_FRACTION_CHARS}])\s+\[\s*${NAME}\s*\]$`);

/**
 * `5x - 15 = 2x + 6   M1 expanding brackets`, `x = 7 A1 cao`, `x = 7 cao`, `[3 marks]`: the marks an examiner
 * writes at the end of a line (method, accuracy and independent marks, `M1`, `A0`, `B1`, `M1A1`, in brackets
 * or not, with comments after them; `cao`, `oe`, `ft`, `isw` alone; a count of marks), taken off with what
 * follows them. Read as part of the line, every line of a marked script was unreadable (round 24).
 */
// A bracket round a mark closes on it: `(E1 - E2)` names a combination of equations (round 69 B: cut at "(E1" as a mark,
// a false combination passed).
const MARK = String.raw`(?:\((?:[MABE][0-9]{1,2}){1,3}\)|\[(?:[MABE][0-9]{1,2}){1,3}\]|(?:[MABE][0-9]{1,2}){1,3})`;
const MARKS = new RegExp(String.raw`(?<=\S)\s+(?:${MARK}(?=[\s,;.]|$)|(?:cao|oe|ft|isw)(?:\s+(?:cao|oe|ft|isw))*\s*$|[([]\d{1,2}\s+marks?[)\]]\s*$)`);
/** What every mark holds: a quick test before MARKS, which most lines fail. */
const MARK_HINT = /[MABE][0-9]|cao|oe|ft|isw|mark/;
function withoutMarks(line: string, start: number): string {
  if (!MARK_HINT.test(line)) return line;
  const m = MARKS.exec(line.slice(start));
  if (!m) return line;
  const before = line.slice(start, start + m.index);
  return (/[=<>\u2264\u2265\u2260]/.test(before) || /\bno\s+(?:real\s+)?(?:solutions?|roots?)\s*[.!]?\s*$/i.test(before)) ? line.slice(0, start + m.index) : line;
}

/** A spaced dash before words (`  - divide by 4`, ` — subtract 3`), and a square-bracketed ending. */
const DASH_WORDS = /\s[-\u2013\u2014]\s+(?=[A-Za-z]{2})/;
const BRACKET_END = /\s\[([^[\]]*)\]\s*$/;

/**
 * A tutor's or a teacher's note typed after the statement with only spaces between (`5 - 3x - 6 = 20        dist.`,
 * `x ≤ -4            div. by -3, flip`): a gap of three spaces or a tab, then a word (red team, round 42: 39
 * of 40 tutoring notes were unread so). Read as a note in parentheses is, and judged as one (noteClaim).
 */
const GAP_WORDS = /(?:\t|[^\S\r\n]{3})[^\S\r\n]*(?=[A-Za-z]{2})/;
/**
 * Words after a gap that may be the statement's own or a verdict on it, never taken for a note: a first word that
 * joins or goes on (`     or x = -3`, `     so x = 2`, `     is extraneous`, `     makes the denominator zero`), or an
 * answer's word (`     ans`); and anywhere, a word of a rejection or an affirmation (REJECTS, DENYING_LEAD, `answer`,
 * `contradiction`: `     it is excluded`).
 */
const GAP_FIRST_WORD = /^(?:or|and|so|then|thus|hence|therefore|i\.?e|that|this|which|we|giving|gives?|since|because|as|is|are|was|were|isn|aren|makes?|would|does|do|did|doesn|don|didn|fails?|works?|checks?|checking|satisf\w*|sqrt|inf|infinity|ans|answer|final|solution|reject\w*|exclud\w*|extraneous|not|no|never|none|neither|both|only|keep|kept|accept\w*|valid|invalid|true|false|correct|wrong|impossible|undefined|contradiction)\b/i;
const gapNotNote = (words: string) => GAP_FIRST_WORD.test(words) || REJECTS.test(words) || DENYING_LEAD.test(words) || /\b(?:answer|contradiction)/i.test(words);

/**
 * Where a justification written after the statement starts, and its words: after a spaced dash whose
 * next word is a word (no letter alone, no `sqrt`), or in square brackets ending the line; only where
 * it is words (isWords), short (a sentence, not a pasted page), holds no relation, and the statement before
 * it states one. Else null.
 */
function justificationAt(line: string, offset: number): { start: number; text: string } | null {
  const gapped = GAP_WORDS.test(line);
  if (!gapped && !line.includes('[') && !/[-\u2013\u2014]\s+[A-Za-z]{2}/.test(line)) return null;
  const body = line.slice(offset);
  const candidates: { at: number; text: string }[] = [];
  const bracket = BRACKET_END.exec(body);
  if (bracket) candidates.push({ at: bracket.index, text: bracket[1]!.trim() });
  // The first such dash only: one pass over a long line (each dash tried was quadratic in its length).
  const dash = DASH_WORDS.exec(body);
  const after = dash ? body.slice(dash.index + dash[0].length).trim() : '';
  if (dash && !/^sqrt\b/i.test(after)) candidates.push({ at: dash.index, text: after });
  // The first gap before words only, and never words that could be the statement's own (gapNotNote).
  const gap = gapped ? GAP_WORDS.exec(body) : null;
  const words = gap ? body.slice(gap.index + gap[0].length).trim() : '';
  if (gap && !gapNotNote(words)) candidates.push({ at: gap.index, text: words });
  for (const c of candidates) {
    if (c.text.length <= 200 && isWords(c.text) && !/[=<>\u2264\u2265\u2260]/.test(c.text) && /[=<>\u2264\u2265\u2260]/.test(body.slice(0, c.at))) return { start: offset + c.at, text: c.text };
  }
  return null;
}

/** An equation's name in brackets after dots or dashes (`...(1)`, `… (ii)`, `--- (2)`, `— (I)`) ending a line. */
const DOTTED_TAG = /(\s*(?:\.{2,}|\u2026|-{3,}|\u2014)\s*)\(([^()]{1,8})\)$/;

/** Whether a parenthesised ending the reader took off is an equation's name (`2`, `II`, `iii`), not an x. */
export function namesEquation(text: string): boolean {
  return TAG.test(text);
}
/** What may end the statement before a name or a note: a number (½ too), a letter, a closing bracket or a power. */
const STATEMENT_END = new RegExp(String.raw`[\w)\]²³${VULGAR_FRACTION_CHARS}]\s+$`);

/** The language's own words of 3+ letters that a bracketed value may hold: sqrt(2), (-inf, 3). */
const MATH_WORDS = new Set(['sqrt', 'inf', 'infinity']);

/** Words that make a parenthesised ending an explanation rather than a factor or an interval: any run of 3+ letters but those. */
function isWords(inside: string): boolean {
  const words = inside.match(/[A-Za-z]{3,}/g) ?? [];
  return words.some((w) => !MATH_WORDS.has(w.toLowerCase()));
}

/** The parenthesised group that ends `s` (balanced), as [start of "(", text inside], or null. */
function trailingGroup(s: string): [number, string] | null {
  if (!s.endsWith(')')) return null;
  let depth = 0;
  for (let i = s.length - 1; i >= 0; i--) {
    if (s[i] === ')') depth++;
    else if (s[i] === '(' && --depth === 0) return [i, s.slice(i + 1, -1)];
  }
  return null;
}

/** The last "|" not inside braces (`{x | x > 2}` is a set-builder, not an annotation), or -1. */
function lastBarOutsideBraces(line: string): number {
  let depth = 0;
  let parens = 0;
  let last = -1;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '{') depth++;
    else if (c === '}') depth = Math.max(0, depth - 1);
    // `(3|2)`: a point as German classes write it; a note never stands inside brackets.
    else if (c === '(') parens++;
    else if (c === ')') parens = Math.max(0, parens - 1);
    else if (c === '|' && depth === 0 && parens === 0) last = i;
  }
  return last;
}

/**
 * "Subtract 3: 2x = 8", "Divide both sides by 2: x = 4": the operation that made the line, written
 * before it as US classes do. Read as the statement, the words were unreadable; they are the note
 * a parenthesised explanation is (`2x = 8 (subtract 3)`), compared with what the line did. The
 * words before the colon hold no "=" (that would be a statement).
 */
// `Take 2x from both sides:` (UK classes): "take" with "from" after it, never "take the square root" (round 61 A).
const OPERATION_WORDS = String.raw`subtract|add|minus|plus|take\s+away|tak(?:e|ing)(?!\s+(?:the\s+)?(?:(?:positive|negative|principal)\s+)?(?:square\s+)?roots?\b)(?=\s[^:=,]*?\bfrom\b)|divide|multiply|multiplying|dividing|subtracting|adding`;
/**
 * `Subtract 4 from both sides: 3x = 6`, and in a sentence, `Subtracting 4 from both sides gives 3x = 6`, `Divide by 3 to get
 * x = 2`: the operation that made the line, read as its note (compared with it). In a sentence the whole line was
 * unreadable, and no step after it was judged.
 */
const OPERATION_LEAD = new RegExp(String.raw`^((?:${OPERATION_WORDS})\b[^:=]*?)\s*:\s*(?=\S)`, 'i');
/** The words, then a verb that joins them to the line they made (`… gives 3x = 6`, `… to get x = 2`). */
const sentenceOf = (words: string) => new RegExp(String.raw`^((?:${words})\b[^:=<>\u2264\u2265\u2260]*?)\s*,?\s+(?:${WE_GET}|to\s+get|to\s+obtain|leaves(?:\s+us\s+with)?|results\s+in)\s*:?\s+(?=\S)`, 'i');
/** The words, a comma, then the line (no comma in the words): `Dividing by 3, x = 5`. */
const commaOf = (words: string) => new RegExp(String.raw`^((?:${words})\b[^:=<>\u2264\u2265\u2260,]*?)\s*,\s*(?=[^\s,])(?=[^,]*[=<>\u2264\u2265\u2260])`, 'i');
const OPERATION_SENTENCE = sentenceOf(OPERATION_WORDS);
const OPERATION_COMMA = commaOf(OPERATION_WORDS);
/**
 * `Factorising gives (x - 2)(x - 3) = 0`, `Expanding, 3x + 6 = x - 4`, `Simplify to get 2x = 8`: a rewrite named in
 * a sentence before its line (a reviewer's common form, declined before: the words were unreadable). Read as the
 * note the same words are in brackets, and compared with the line as that note is.
 */
const REWRITE_WORDS = String.raw`factori[sz]ing|factoring|factori[sz]e|factor|expanding|expand|simplifying|simplify|distributing|distribute|multiplying\s+out|multiply\s+out|(?:collecting|combining|collect|combine)\s+like\s+terms|rearranging|rearrange|cross[- ]?multiplying|cross[- ]?multiply|completing\s+the\s+square|complete\s+the\s+square`;
// Tried after a combination's lead-in (`Rearranging the first equation, y = …` names an equation: EQ_IN_WORDS).
const REWRITE_SENTENCE = sentenceOf(REWRITE_WORDS);
const REWRITE_COMMA = commaOf(REWRITE_WORDS);

/**
 * "Multiply both sides by (x + 2)(x - 2):", "Subtract 3 from both sides": the operation the next line
 * does, written on a line of its own, as US classes do before clearing fractions. To the letter the
 * line was unreadable, and the steps not judged. Returns the words (the operation), or null.
 */
// No relation in it, typed or Unicode: `subtract one, -4x ≤ 10` is an operation and its line (round 27: read as a
// heading above the next line, the line's slip was never judged).
const OPERATION_HEADING = new RegExp(String.raw`^((?:${OPERATION_WORDS}|cross[- ]?multiply(?:ing)?)\b[^:=<>\u2264\u2265\u2260\u2a7d\u2a7e\u2266\u2267]*?)\s*:?\s*$`, 'i');

/**
 * `+3 +3`, `-2x -2x`, `÷2 ÷2`: the operation written under both sides, as US middle schools set it
 * out: the same operation twice (the first one is the note).
 */
const UNDER_BOTH_SIDES = /^([+\-\u2212*\u00b7\u00d7/:\u00f7]\s*\(?[\w.]+\)?)\s+([+\-\u2212*\u00b7\u00d7/:\u00f7]\s*\(?[\w.]+\)?)$/u;

export function readOperationHeading(text: string): string | null {
  const t = text.trim();
  const m = OPERATION_HEADING.exec(t);
  if (m) return m[1]!.trim();
  const under = UNDER_BOTH_SIDES.exec(t);
  return under && under[1]!.replace(/\s+/g, '') === under[2]!.replace(/\s+/g, '') ? under[1]!.trim() : null;
}

/**
 * `Distribute the 3:`, `Factor:`, `Set each factor equal to zero:`, `Take the square root:`,
 * `Substitute y = 2x - 1 into the second equation:` is not one (a relation): the method of the line after,
 * named on a line of its own, as textbooks and tutoring sites head each step. To the letter the
 * line was unreadable and no step was judged (25 of 47 plain homework traces in the red team's
 * fourth round had such a line). Read as a note beside the work, not compared with the line after
 * it; never words that reject or keep a value (REJECTS), nor a line with a relation.
 */
const METHOD_HEADING = /^(?:now\s+|next\s*,?\s+|then\s+|first\s*,?\s+)?(?:distribute|expand|factor(?:i[sz]e)?|simplify|combine\s+like\s+terms|collect\s+like\s+terms|move|bring|remove\s+the\s+(?:parentheses|brackets)|set\s+each\s+factor|take\s+the\s+square\s+root|square\s+root\s+both\s+sides|substitute|plug|use\s+the\s+quadratic\s+formula|(?:the\s+)?quadratic\s+formula|complete\s+the\s+square|completing\s+the\s+square|isolate|rearrange|clear\s+the\s+(?:fractions|denominators)|find\s+two\s+numbers)\b[^=<>\u2264\u2265\u2260!:]*:?$/i;

/** Words alone before a colon, no number and no relation (`Solve for x:`, `Collect like terms:`): a heading of the lines after it. */
const WORDS_HEADING = /^(?:[A-Za-z][A-Za-z'\u2019-]*\s+){0,7}[A-Za-z][A-Za-z'\u2019-]*\s*:$/;
/**
 * Words that make such a line a claim, not a heading (`x is positive:`, `Both values work:`, `No
 * solution:`): an unknown as a word anywhere but after "for" (`Solve for x:`), a word of a verdict or an
 * answer, or a number in words (`Answer is five:`, once "Answer" is taken off as a lead-in). Read as a
 * heading, `x is positive:` above `x > -3` passed (round 17), and `Answer is five:` above `x = 4` (round 20).
 */
const CLAIM_WORDS = /(?<!\bfor\s)\b(?![aAI]\b)[A-Za-z]\b|\b(?:positive|negative|solutions?|roots?|answers?|works?|valid|true|false|both|none|no|not|never|always|only|infinitely|many|all|any|every|real|numbers|identity|contradiction|impossible|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|half|third|quarter)\b/i;

export function isMethodHeading(text: string): boolean {
  const t = text.trim();
  // (`Set each factor equal to zero:` names a method: its zero is no answer.)
  return t.length <= 120 && (METHOD_HEADING.test(t) || (WORDS_HEADING.test(t) && !CLAIM_WORDS.test(t.replace(/\b(?:equal\s+)?to\s+zero\b/gi, '')))) && !REJECTS.test(t);
}

/** `text` without the words written before its statement (LEAD_IN): "so there is no solution" → "no solution". */
export function withoutLeadIn(text: string): string {
  const t = text.trim();
  const lead = LEAD_IN.exec(t);
  return lead ? t.slice(lead[0].length).trim() : t;
}

/**
 * "Factor: (x - 5)(x + 1) = 0", "Zero product property: x - 5 = 0 or …", "Quadratic formula: x = …":
 * words naming what the line does, before a colon. Read as the statement they were unreadable; they
 * are a note, as the operation before a line is. Only words (a first word of three letters or more,
 * no digit, no "="), and only where the rest states a relation: `LCD: (x - 1)(x + 1)` and `D: 25 -
 * 24 = 1` are read elsewhere (denominator-line.ts, discriminant-line.ts), `I + II:` names equations.
 */
const WORDS_LEAD = /^([A-Za-z\u00c0-\u017f]{3,}(?:[ '-][A-Za-z\u00c0-\u017f]+){0,7})\s*:\s*(?=\S)/;
const NOT_WORDS_LEAD = /^(?:check|checking|probe|verify|verification|answer|ans|solution|solve|given|lcd|lcm|hn|hauptnenner|domain|restrictions?|conditions?|excluded|definitionsmenge|common|least|lowest|(?:the\s+)?(?:discriminant|discriminante|diskriminante))\b/i;

/**
 * Words before a colon that deny or affirm the value after them (`Discard: x = 1`, `Not allowed: x =
 * 3`, `Extraneous: x = -1`, `Accepted: x = 2`): a verdict on it, not a note of what the line does.
 * Read as one, the line stated x = 1, and the checker said it "drops x = -1" of work that had thrown
 * 1 out, or "drops x = 3" of work that accepted 2, then 3 (rejection-line.ts and affirmation-line.ts
 * read the verdicts among them).
 */
const DENYING_LEAD = /\b(?:not|no|never|none|reject\w*|discard\w*|exclud\w*|extraneous|invalid|impossible|wrong|false|fails?|incorrect|undefined|cannot|can['\u2019]?t|isn['\u2019]?t|keep|kept|accept\w*|valid|correct|true|allowed|works?)\b/i;

function wordsLead(rest: string): RegExpExecArray | null {
  const m = WORDS_LEAD.exec(rest);
  if (!m || NOT_WORDS_LEAD.test(m[1]!) || DENYING_LEAD.test(m[1]!)) return null;
  return /[=<>\u2264\u2265\u2260\u2a7d\u2a7e]/.test(rest.slice(m[0].length)) ? m : null;
}

/**
 * The exercise's number before the problem, as worksheets and transcribed boards write it: `Q3.`,
 * `Q1) `, `Question 2:`, `Problem 4a.`, `Ex. 5:`, `No. 3 `. Read whole, `Q3. 3x + 7 = 22` was "a decimal
 * point must be followed by digits" and nothing after it was judged. Only before a statement, and
 * only with a space after it, or a bracket or a colon: `Q1.3x + 7 = 22` could be question 1.3, and is
 * left unread.
 */
const PROBLEM_NUMBER = new RegExp(String.raw`^(?:${PROBLEM_WORDS})\s*\d{1,3}[a-z]?\s*[.):]?\s+(?=\S)|^(?:q|question|problem|ex|example|exercise|task)\s*\d{1,3}[a-z]?[):](?=\S)`, 'i');

/**
 * An answer boxed in square brackets: a letter, then a relation, inside, and nothing after but a tick. An
 * interval (`[2, 5)`) starts with a number, and a note in brackets (`[subtract 7]`) has no relation.
 */
const BOXED = /^\[(\s*[A-Za-z]\s*(?:=|<|>|\u2264|\u2265|\u2260|\u2a7d|\u2a7e)[^[\]]{0,200})\](?=\s*[\u2713\u2714]?\s*$)/;

/**
 * Reads one line's statement from `start` (after its number label and arrow): takes off a
 * lead-in, a bar annotation, a parenthesised explanation and trailing marks, in that order.
 */
export function readStatement(whole: string, start: number, first = false): ReadLine {
  // An examiner's marks end the line where a mark scheme or a marked script is pasted (MARKS): not the work's.
  let line = withoutMarks(whole, start);
  let offset = skipInvisible(line, start);
  let leadIn: string | null = null;
  const numbered = PROBLEM_NUMBER.exec(line.slice(offset));
  if (numbered) {
    leadIn = numbered[0].trim();
    offset = skipInvisible(line, offset + numbered[0].length);
  }
  const lead = LEAD_IN.exec(line.slice(offset));
  // "So" and friends must be followed by a statement, never be the statement ("solution" alone is not).
  if (lead) {
    leadIn = leadIn ? `${leadIn} ${lead[0].trim()}` : lead[0].trim();
    offset = skipInvisible(line, offset + lead[0].length);
  }
  // `[x = 5]`, `[x < -5] ✓`: an answer boxed in square brackets, as a transcribed board or worksheet types it:
  // the brackets as spaces (columns stay).
  const boxed = BOXED.exec(line.slice(offset));
  if (boxed) {
    line = `${line.slice(0, offset)} ${boxed[1]!} ${line.slice(offset + boxed[0].length)}`;
    offset = skipInvisible(line, offset);
  }
  const rest = line.slice(offset);
  const operation = lead || subInto(rest) ? null : OPERATION_LEAD.exec(rest) ?? OPERATION_SENTENCE.exec(rest) ?? OPERATION_COMMA.exec(rest) ?? (COMBINATION.test(rest) ? null : wordsLead(rest) ?? REWRITE_SENTENCE.exec(rest) ?? REWRITE_COMMA.exec(rest));
  let said: Annotation | null = null;
  if (operation) {
    said = { kind: 'paren', text: operation[1]!.trim(), start: offset };
    offset = skipInvisible(line, offset + operation[0].length);
  }
  const combination = COMBINATION.exec(line.slice(offset)) ?? subInto(line.slice(offset));
  if (combination) {
    leadIn = leadIn ? `${leadIn} ${combination[0].trim()}` : combination[0].trim();
    offset = skipInvisible(line, offset + combination[0].length);
  }
  let end = line.length;
  let annotation: Annotation | null = null;
  const bar = lastBarOutsideBraces(line);
  // `x - 2 = 0 | x - 3 = 0`: a bar between two statements is "or", never a note (a note is an
  // operation, `| -2x`; a restriction noted after a bar, `| x ≠ 2`, stays a note).
  if (bar >= offset && !BAR_OR.test(line.slice(bar + 1))) {
    const text = line.slice(bar + 1).trim();
    annotation = { kind: 'bar', text, start: bar };
    end = bar;
  }
  // `x = 5 // idk if this is right`, `3x = 12 // multiply both sides by 4`: a comment as typed on forums and in
  // code, read as a note in parentheses is (an operation it names is compared with the line). To the letter the
  // first "/" was a division, and the line unreadable (8 of 40 forum posts in round 17).
  const comment = annotation ? -1 : line.indexOf('//', offset);
  if (comment > offset && /\S/.test(line.slice(offset, comment)) && /\S/.test(line.slice(comment + 2))) {
    annotation = { kind: 'paren', text: line.slice(comment + 2).trim(), start: comment };
    end = comment;
  }
  // `x = 12   - divide both sides by 4`, `-2x ≤ 6   [subtract 7 from both sides]`: a teacher's justification
  // after a spaced dash (words right after it) or in square brackets, read as a note in parentheses is. To the
  // letter the dash was a minus sign and the bracket unreadable (red team, round 22: whole traces declined).
  const justified = annotation ? null : justificationAt(line, offset);
  if (justified) {
    annotation = { kind: 'paren', text: justified.text, start: justified.start };
    end = justified.start;
  }
  const slash = annotation ? -1 : slashNoteAt(line);
  if (slash >= offset) {
    annotation = { kind: 'slash', text: line.slice(slash + 1).trim(), start: slash };
    end = slash;
  }
  const typed = line.slice(offset, end);
  let body = typed.replace(INNER_TICK, ' ');
  const innerTicks = body !== typed;
  // `x = 0.333...`: the dots are the number's (a repeating decimal), which the checker refuses to guess at.
  if (ELLIPSIS_END.test(body)) return { text: body.trimEnd(), offset, annotation: annotation ?? said, leadIn };
  let tail = withoutTrailingPhrase(withoutTrailingMarks(body));
  // `x + y = 7 ...(1)`, `x - y = 1 … (ii)`, `--- (2)`: an equation's name after dots or dashes, as Indian textbooks number a
  // system's equations. To the letter the dots were unreadable, and with step 0 so, nothing was judged. (Spaces keep columns.)
  const dotted = DOTTED_TAG.exec(tail);
  if (dotted && namesEquation(dotted[2]!)) tail = `${tail.slice(0, dotted.index)}${' '.repeat(dotted[1]!.length)}(${dotted[2]})`;
  if (leadIn && /^solve\b/i.test(leadIn)) {
    for (const asked of [METHOD_AFTER, ANSWER_FORM]) {
      const m = asked.exec(tail.slice(Math.max(0, tail.length - 80)));
      if (m) tail = tail.slice(0, tail.length - m[0].length);
    }
  }
  const group = trailingGroup(tail);
  const bracketTag = annotation ? null : BRACKET_TAG.exec(tail);
  // A tick before the check, `x = 2 ✓ (2 + 1 = 3)`, ends the statement as a number would.
  // Not after a number and a spaced x (`x = 7 x (2)`: x a times sign, or the unknown; two-readings.ts refuses the line).
  const named = group && STATEMENT_END.test(tail.slice(0, group[0]).replace(TICKS_BEFORE_GAP, ' ')) && !/[\d)]\s+[xX]\s*$/.test(tail.slice(0, group[0])) && (namesEquation(group[1]) || HOLDS_RELATION.test(group[1]));
  // `(x + 4)/x = 3   (x ≠ 0)`: a restriction in brackets after the problem, read as the same restriction after a comma
  // (`…, x ≠ 0`), a condition on the line. To the letter "≠" inside a bracket was unreadable, and on step 0 nothing was judged.
  // Step 0 only, after one relation: later, `x = -2 (x ≠ 2)` and `no solution (x ≠ 1, x ≠ -1)` are a restriction and the answer
  // it leaves (check.ts reads them), and after a list, `x = 1 or x = 2 (x ≠ 2)`, the bracket is the note that throws a value out.
  const restricts = first && !annotation && group && group[0] > 0 && /\s/.test(tail[group[0] - 1]!) && STATEMENT_END.test(tail.slice(0, group[0])) && RESTRICTION_GROUP.test(group[1])
    && !LISTS.test(tail.slice(0, group[0]));
  if (restricts) {
    // The comma right after the statement, the bracket's place a space: every column stays where it was typed.
    const before = tail.slice(0, group[0]);
    const kept = before.trimEnd();
    body = `${kept},${' '.repeat(before.length - kept.length)}${group[1]} `;
  } else if (!annotation && group && group[0] > 0 && /\s/.test(tail[group[0] - 1]!) && (isWords(group[1]) || OPERATION_ONLY.test(group[1]) || named)) {
    annotation = { kind: 'paren', text: group[1].trim(), start: offset + group[0] };
    body = tail.slice(0, group[0]);
  } else if (bracketTag) {
    annotation = { kind: 'paren', text: bracketTag[0].trim().slice(1, -1).trim(), start: offset + bracketTag.index };
    body = tail.slice(0, bracketTag.index);
  } else if (!annotation && TRAILING_VERDICT.test(tail) && /\d\s*=\s*-?\s*\d/.test(TRAILING_VERDICT.exec(tail)![1]!)) {
    const v = TRAILING_VERDICT.exec(tail)!;
    const word = (v[2] ?? v[3])!;
    annotation = { kind: 'words', text: word, start: offset + tail.lastIndexOf(word) };
    body = v[1]!;
  } else {
    body = tail;
  }
  body = withoutTrailingMarks(body);
  // `x = 1 or x = 2, x ≠ 2`: a list, then a restriction after a comma, as the same restriction in brackets is (the note that
  // throws the value out). As a condition on the list the value stayed in it ("never checked and discarded": round 57's probe).
  const listed = annotation ? null : listRestriction(body);
  if (listed && LISTS.test(body.slice(0, listed.at))) {
    annotation = { kind: 'paren', text: listed.text.trim(), start: offset + listed.textAt };
    body = body.slice(0, listed.at);
  }
  // The marks that end the line, found from its end in one pass (a pattern tried from every tick was quadratic).
  const marked = line.slice(offset, end);
  const ticked = /[\u2713\u2714\u2611\u2705]/u.test(marked.slice(withoutTrailingMarks(marked).length));
  return { text: body, offset, annotation: annotation ?? said, leadIn, ...(ticked ? { ticked } : {}), ...(innerTicks ? { innerTicks: true as const } : {}) };
}


/**
 * `x cannot be 3`, `x can't equal -2`, `x must not be 1`: the restriction x ≠ 3 in words, as students
 * write it beside a rational equation. Read as the symbol (padded with spaces, so columns stay
 * true), it is judged as `x ≠ 3` is, where a denominator of the original must be zero. Before, the
 * words after "but … so no solution" were taken for a comment, and the candidate they rule out was
 * said to be dropped unchecked: a false verdict on right work.
 */
const RESTRICTION_WORDS = /\b(?:cannot|can\s*not|can['\u2019]?t|must\s*not|mustn['\u2019]?t|may\s+not|should\s*n['\u2019]?t|should\s+not|is\s+not\s+allowed\s+to|isn['\u2019]?t\s+allowed\s+to)\s+(?:be\s+equal\s+to|be|equal(?:\s+to)?)\s+(?=[-\u2212+(]?\s*\d)/gi;

/** The restriction in words on the unknown as `≠` (RESTRICTION_WORDS), the same length; other text unchanged. */
export function readRestrictionWords(text: string, unknown: string): string {
  if (!/n['\u2019]?t\b|not\b/i.test(text)) return text;
  return text.replace(RESTRICTION_WORDS, (words, at: number) => {
    // Only right after the unknown: `x cannot be 3`, not `a square cannot be negative`.
    const before = text.slice(0, at).trimEnd();
    // The sign right before the value (`x       ≠ -1`): a gap before a signed number reads as a note set apart (check.ts, TWO_READINGS).
    return before.endsWith(unknown) && !/[A-Za-z]/.test(before.charAt(before.length - 2)) ? '\u2260 '.padStart(words.length) : words;
  });
}

/**
 * `x is 4`, `x is -3/2`: the answer said in words, the unknown "is" one number, as students type it
 * and say it. Read as `x = 4` (padded, so columns stay true). Only the whole line, one number (an
 * integer, a decimal, a fraction, signed): `x is not 3`, `x is 4 or less` and `the discriminant is
 * 25` are other sentences, left as typed (and unread).
 */
const IS_VALUE = /^(\s*[A-Za-z])(\s+is\s+)(?=[-\u2212+]?\s*\d+(?:\.\d+)?(?:\s*\/\s*\d+)?\s*$)/;

/** The line `x is 4` as `x =  4` (IS_VALUE), the same length, where x is the unknown; other text unchanged. */
export function readIsValue(text: string, unknown: string): string {
  const m = IS_VALUE.exec(text);
  return m && m[1]!.trim() === unknown ? m[1]! + ' = '.padStart(m[2]!.length) + text.slice(m[0].length) : text;
}

/**
 * `x is at least -3`, `x is less than or equal to 5`, `x greater than 6`: an inequality's answer said in words, the unknown
 * then a comparison then one number, as students type it (round 78's corpora: 18 such lines in the reviewers' fixture,
 * each unreadable). Read as `x >= -3` with the words' length padded before the symbol, so the number keeps its column
 * and no gap stands before it. Only the whole line: `x is 4 or less` and `x is not 3` are other sentences.
 */
const RELATION_WORDS: readonly [RegExp, string][] = [
  [/(?:is\s+)?(?:greater|more)\s+than\s+or\s+equal\s+to/i, '>='],
  [/(?:is\s+)?less\s+than\s+or\s+equal\s+to/i, '<='],
  [/is\s+at\s+least|is\s+no\s+less\s+than|is\s+not\s+less\s+than/i, '>='],
  [/is\s+at\s+most|is\s+no\s+more\s+than|is\s+not\s+more\s+than|is\s+not\s+greater\s+than|is\s+no\s+greater\s+than/i, '<='],
  [/(?:is\s+)?(?:greater|more)\s+than/i, '>'],
  [/(?:is\s+)?less\s+than/i, '<'],
];
const RELATION_SAID = new RegExp(String.raw`^(\s*[A-Za-z])(\s+(?:${RELATION_WORDS.map(([re]) => re.source).join('|')})\s+)(?=[-−+]?\s*\d+(?:\.\d+)?(?:\s*\/\s*\d+)?\s*\.?\s*$)`, 'i');

/** The line `x is at least -3` as `x              >= -3` (RELATION_SAID), the same length, where x is the unknown; other text unchanged. */
export function readRelationWords(text: string, unknown: string): string {
  const m = RELATION_SAID.exec(text);
  if (!m || m[1]!.trim() !== unknown) return text;
  const words = m[2]!.trim();
  const symbol = RELATION_WORDS.find(([re]) => new RegExp(`^(?:${re.source})$`, 'i').test(words))![1];
  return m[1]! + ` ${symbol} `.padStart(m[2]!.length) + text.slice(m[0].length);
}

/**
 * `x=3 y=2`, `x = 3   y = 2`: a system's answer with only spaces between its two values, and `x = 3 x = -2`,
 * the roots of one unknown so. To the letter each is a chain (x = 3y = 2: a number before a letter is a
 * product, (x, y) = (2, 2/3); x = 3x = -2, no value at all), which no one who types a space there means:
 * the parser refused the first, and read the second as holding for no x ("drops x = 3, x = -2", a false
 * verdict on right work; round 31). Read with the last space of each gap a comma (`x=3,y=2`, `x = 3,x = -2`),
 * so columns stay true: a system's two unknowns, one value each, or one unknown's values, each one number.
 * `x = 3y = 2`, with no space before the letter, stays the chain.
 */
const NUMBER = String.raw`[-\u2212+]?\d+(?:\.\d+)?(?:\/\d+)?`;
const SPACED_VALUES = new RegExp(String.raw`^\s*[A-Za-z]\s*=\s*${NUMBER}(?:\s+[A-Za-z]\s*=\s*${NUMBER})+\s*$`);
const SPACED_GAP = new RegExp(String.raw`(?<=\d)(\s*)\s(?=[A-Za-z]\s*=)`, 'g');

/** Values typed with only spaces between them (SPACED_VALUES) as a list, the same length; other text unchanged. */
export function readSpacedValues(text: string, unknowns: readonly string[]): string {
  if (!SPACED_VALUES.test(text)) return text;
  const letters = [...text.matchAll(/[A-Za-z]/g)].map((m) => m[0]);
  const system = unknowns.length === 2 && letters.length === 2 && letters[0] !== letters[1] && letters.every((l) => unknowns.includes(l));
  const one = unknowns.length === 1 && letters.every((l) => l === unknowns[0]);
  return system || one ? text.replace(SPACED_GAP, '$1,') : text;
}

/**
 * A check line's verdict in words: `check x = 2: 2/0 = 2/0, doesn't work`, `Check x = 2: 4 + 6 - 10 = 0
 * works`. The language's verdicts are "keep" and "reject"; these words say the same, and are read
 * so (padded with spaces: columns stay true), then judged as any check line. And a rejection in
 * words with "reject" after it, `x = -2 is extraneous, reject`: the word repeats the rejection.
 */
const CHECK_LINE = /^\s*check\s+[A-Za-z]\s*=[^:]*:/i;
const REJECT_WORDS = /\s*[,;.]?\s*(?:so\s+)?(?:it\s+)?(?:doesn['\u2019]?t\s+work|does\s+not\s+work|fails|is\s+not\s+a\s+solution|not\s+a\s+solution|no\s+good|extraneous|rejected|\u2717|\u2718)\s*[.!]?\s*$/iu;
const KEEP_WORDS = /\s*[,;.]?\s*(?:so\s+)?(?:it\s+)?(?:works|checks(?:\s+out)?|is\s+a\s+solution|ok|kept)\s*[.!]?\s*$/i;
const REJECTION_SAID = /\b(?:extraneous|excluded|not\s+allowed|undefined|not\s+a\s+solution|not\s+valid|invalid|zero|doesn['\u2019]?t\s+work|does\s+not\s+work|fails)\b/i;
/** `makes x + 3 zero`, `makes the denominator x - 3 = 0`: an expression in the unknown (a lone letter in it) said to be zero. */
const MAKES_EXPRESSION_ZERO = /\s(?:makes|gives|would\s+make)\s+(?:(?:the|a)\s+denominator\s+)?[^,]*?(?<![A-Za-z])[A-Za-z](?![A-Za-z])[^,]*?\s*(?:=\s*0|zero)\s*$/i;
const REJECT_AFTER = /\s*[,;]?\s*(?:so\s+|\u21d2\s*|=>\s*|\u2192\s*|->\s*)?(?:reject(?:ed)?|discard(?:ed)?)\s*[.!]?\s*$/i;

/** The verdict words of a check line as ", keep" or ", reject", and "…, reject" after a rejection in words taken off; other text unchanged. Same length. */
export function readVerdictWords(text: string): string {
  if (CHECK_LINE.test(text)) {
    for (const [re, verdict] of [[REJECT_WORDS, ', reject'], [KEEP_WORDS, ', keep']] as const) {
      const m = re.exec(text);
      if (m && m.index > 0 && m[0].length >= verdict.length) return text.slice(0, m.index) + verdict.padEnd(m[0].length);
    }
    return text;
  }
  const after = REJECT_AFTER.exec(text);
  // `x = 3 makes x + 3 zero, reject`: the verdict ends the sentence that gives its reason (rejection-line.ts reads both).
  if (after && /^\s*[A-Za-z]\s*=/.test(text) && REJECTION_SAID.test(text.slice(0, after.index)) && !MAKES_EXPRESSION_ZERO.test(text.slice(0, after.index))) return text.slice(0, after.index).padEnd(text.length);
  return text;
}

/**
 * `x₁,₂ = (5 ± 1)/2`, the root formula's label (also typed `x1,2`, `x_1,2`, `x_{1,2}`, and with a
 * slash, `x₁/₂`, `x1/2`, `x_{1/2}`, as German classes write it), names both roots: the line is `x =
 * …`. So does `x₁ = x₂ = 3` (also `x1 = x2`), the double root: both roots are 3. To the letter each
 * is unreadable (the comma a list or a decimal comma, `x1/2` no product, `x₂` no value).
 */
const ROOTS_LABEL = /^(\s*([A-Za-z]))(?:\u2081\s*[,/]\s*\u2082|_\{\s*1\s*[,/]\s*2\s*\}|_?1\s*[,/]\s*2|(?:\u2081|_?1)\s*=\s*\2(?:\u2082|_?2))(?=\s*=)/;

/** A statement starting with the label of both roots (ROOTS_LABEL) with the letter alone, spaces for the rest: columns stay true. */
export function readRootsLabel(text: string): string {
  return text.replace(ROOTS_LABEL, (label, letter: string) => letter.padEnd(label.length));
}

/**
 * `no real roots`, `no roots`, `no real zeros`: the roots of an equation are its solutions, and
 * classes say either. To the letter "roots" was unreadable and the answer not judged. The whole
 * statement is replaced, so no column of it is ever reported.
 */
const NO_ROOTS = /^\s*no\s+(real\s+)?(?:roots?|zeros?)\s*$/i;
/**
 * "No solution" in the languages of the classes that write `L = {}`, `S = ∅`: German, French,
 * Spanish, Italian, Dutch (`keine Lösung`, `pas de solution réelle`, `sin solución`, `nessuna
 * soluzione`, `geen oplossing`). To the letter each was unreadable and the answer not judged.
 */
const NO_SOLUTION_ELSEWHERE = /^\s*(?:keine\s+(reellen?\s+)?l(?:ö|oe)sung(?:en)?|(?:pas\s+de|aucune)\s+solutions?(\s+r[ée]elles?)?|(?:sin|no\s+(?:tiene|hay))\s+soluci[oó]n(?:es)?(\s+reale?s?)?|nessuna\s+soluzione(\s+reale)?|geen\s+(re[eë]le\s+)?oplossing(?:en)?)\s*[.!]?\s*$/iu;

/**
 * "No real solution because a square cannot be negative": the empty answer, then its reason in
 * words. The answer is read (with the words before it, LEAD_IN), and the reason is a comment the
 * checker does not judge, as the reason after a rejection is. Reasons the checker can judge are
 * read first (a discriminant's sign, discriminant-line.ts; a value or restriction, rejection-line.ts).
 * Read whole the line was unreadable, and right work had its answer unjudged.
 */
const NONE_BECAUSE = /^(.*?\bno\s+(?:real\s+)?(?:solutions?|roots?|zeros?))\s*,?\s+(?:because|since|as)\s+(\S.*?)\s*[.!]?$/i;

/**
 * The reason in words first: "The second equation is twice the first, so infinitely many
 * solutions", "A square is never negative, so no real solution". The reason holds no relation (a
 * discriminant's sign, `D < 0, so …`, is read by discriminant-line.ts).
 */
const REASON_THEN_ANSWER = /^([^=<>\u2264\u2265\u2260\d]*[A-Za-z]{3}[^=<>\u2264\u2265\u2260]*?)\s*[,;]?\s+(?:so|thus|hence|therefore)\s*,?\s+((?:there\s+(?:is|are)\s+|there['\u2019]s\s+|it\s+has\s+|the\s+(?:equation|system)\s+has\s+)?(?:no\s+(?:real\s+)?(?:solutions?|roots?|zeros?)|infinitely\s+many\s+solutions))\s*[.!]?$/i;

const REJECTS = /\b(?:exclud|extraneous|reject|allowed|invalid|valid|denominator|neither|none|fail|work|solution|possible|domain|discard)/i;

/** The empty answer (or "infinitely many solutions") and the reason in words beside it, or null. */
export function readAnswerWithReason(text: string): { answer: string; reason: string } | null {
  const t = text.trim();
  const m = NONE_BECAUSE.exec(t);
  if (m) return { answer: readNoRoots(withoutLeadIn(m[1]!)), reason: m[2]! };
  const first = REASON_THEN_ANSWER.exec(t);
  // Words that reject candidates (`both are excluded, so no solution`) are no comment: the
  // rejection readers read them, or the line stays unreadable (checker/rejection-line.ts).
  if (!first || REJECTS.test(first[1]!)) return null;
  return { answer: readNoRoots(withoutLeadIn(first[2]!)), reason: first[1]!.trim() };
}

/**
 * `So the solutions are:`, `Answer:`, `Final answer:` on a line of their own: the words that
 * introduce the answer on the lines after them. To the letter the line was unreadable, and the
 * roots listed one a line under it were read as a step that drops one and an answer that misses it.
 */
const LEAD_IN_ONLY = /^\s*(?:(?:so|thus|hence|therefore|then)\s*,?\s+)?(?:(?:the\s+)?(?:final\s+)?(?:only\s+)?(?:answers?|solutions?|roots?|solution\s+set)(?:\s+(?:is|are))?|final\s+answer|ans|we\s+get|this\s+gives)\s*:?\s*$/i;

export function isLeadInOnly(text: string): boolean {
  return LEAD_IN_ONLY.test(text);
}

/** A statement saying there are no (real) roots, as the language's "no (real) solution"; any other unchanged. */
export function readNoRoots(text: string): string {
  const m = NO_ROOTS.exec(text);
  if (m) return `no ${m[1] ? 'real ' : ''}solution`;
  const elsewhere = NO_SOLUTION_ELSEWHERE.exec(text);
  return elsewhere ? `no ${elsewhere.slice(1).some(Boolean) ? 'real ' : ''}solution` : text;
}

/**
 * Makes the unknown's case agree with step 0's: students write `3X + 5 = 2X - 7` then `x = -12`.
 * Same length, so columns stay true. Only a lone letter (not part of a word) is changed.
 */
export function matchCase(text: string, unknown: string): string {
  const other = unknown === unknown.toLowerCase() ? unknown.toUpperCase() : unknown.toLowerCase();
  if (other === unknown) return text;
  return text.replace(loneLetter(other, 'g'), unknown);
}
