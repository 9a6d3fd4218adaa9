// An operation written beside a line (`| -2x`, `| :3`, `(subtract 2x from both sides)`) is a
// claim about a transformation; the checker says whether the line really did it. The verdict on
// the mathematics does not change: a mismatched annotation is a note, never an invalid step.
import { formatPoly } from '../algebra/format.ts';
import type { Poly } from '../algebra/poly.ts';
import * as P from '../algebra/poly.ts';
import { Rational } from '../algebra/rational.ts';
import type { Annotation, Sides } from '../trace/index.ts';
import { isPolynomialSides, namesEquation, parseStatement, writesLetter } from '../trace/index.ts';
import { isAllSet } from '../sets/index.ts';

export interface AnnotationNote {
  kind: Annotation['kind'];
  text: string;
  /** true: the line does what it says; false: it does something else; null: not an operation the checker reads. */
  matches: boolean | null;
  note: string;
  /**
   * The note names what the line did (an operation, a property, a method, the inequality's direction) and the
   * checker could not compare it with the line: pasted work beside it is not judged (red team, round 45).
   */
  unverified?: true;
}

type Op = '+' | '-' | '*' | '/';

// The words of a note that say the inequality's direction was reversed, or kept; directionSaid reads which.
// (Round 79 A: `(same direction)`, `(direction unchanged)`, `(signs stay)`, `(sign doesn't change)`, `(sign changes)`, `(turn
// around)` were comments beside a step that did the other.)
const REVERSED_WORDS = String.raw`flip\w*|revers\w*|switch\w*|(?:change|changes|changed|changing)\s+(?:the\s+)?(?:inequality\s+)?(?:direction|sign|symbol)|(?:sign|symbol|direction)s?\s+(?:changes|changed|flips|flipped|reverses|reversed)|turn\w*\s+(?:it\s+|the\s+(?:inequality\s+)?(?:sign|symbol)\s+)?(?:a)?round`;
const KEPT_WORDS = String.raw`no\s+flip|(?:don['\u2019]?t|doesn['\u2019]?t|do\s+not|does\s+not|won['\u2019]?t|will\s+not|without|not)\s+(?:flip|revers|switch|chang)\w*|(?:keep|keeps|keeping|kept)\s+(?:the\s+)?(?:inequality\s+)?(?:sign|symbol|direction|inequality)|(?:sign|symbol|direction)s?\s+(?:stay|stays|remain|remains|unchanged|(?:is\s+)?kept|(?:is\s+|stays\s+)?the\s+same)|same\s+(?:direction|sign|symbol)|(?:direction|sign|symbol)\s+(?:is\s+)?unchanged`;
// Tutors' abbreviations too (`subt. 5 both sides`, `div. by -3, flip`, `mult. by 6`; red team, round 42), and a
// reversal said after a division or a multiplication (`, flip`), which the step's direction is judged by anyway.
// (In brackets too: `Multiply both sides by -2 (flip the sign):`.)
const FLIP = String.raw`(?:\s*,?\s*(?:\(\s*)?(?:and\s+)?(?:(?:${REVERSED_WORDS})(?:\s+(?:the\s+)?(?:inequality\s+)?(?:sign|inequality|symbol|direction))?|${KEPT_WORDS})(?:\s*\))?)?`;
const WORDS: [RegExp, Op][] = [
  // (`take the square root` is no subtraction: METHODS.)
  [/^(?:subtract(?:ing)?|subt\.?|subtr\.?|minus|take away|tak(?:e|ing)(?!\s+(?:the\s+)?(?:(?:positive|negative|principal)\s+)?(?:square\s+)?roots?\b))\s+(.+?)(?:\s+(?:(?:from|on)\s+)?both\s+sides)?$/i, '-'],
  [/^(?:add(?:ing)?|plus)\s+(.+?)(?:\s+(?:(?:to|on)\s+)?both\s+sides)?$/i, '+'],
  // Also `Multiply through by 3x`, `divide every term by 3` (read as a comment, a wrong one passed).
  [new RegExp(String.raw`^(?:divide|divided|dividing|div\.?)\s+(?:both\s+sides\s+|(?:each|every)\s+(?:side|term)\s+|(?:all|both)\s+(?:sides|terms)\s+|everything\s+|through\s+)?by\s+(.+?)${FLIP}$`, 'i'), '/'],
  [new RegExp(String.raw`^(?:multiply|multiplied|multiplying|mult\.?|times)\s+(?:both\s+sides\s+|(?:each|every)\s+(?:side|term)\s+|(?:all|both)\s+(?:sides|terms)\s+|everything\s+|through\s+)?by\s+(.+?)${FLIP}$`, 'i'), '*'],
];

/** A rewrite said after a note's operation (`and simplify`, `, then combine like terms`): it changes no solution set. */
const REWRITE_TAIL = /(?:\s*[,;]\s*|\s+)(?:(?:and|then|&)\s+)?(?:then\s+)?(?:simplify|simplified|simplifying|tidy(?:\s+up)?|combine\s+(?:like\s+)?terms|collect\s+(?:like\s+)?terms)$/i;

/** Which line a work's notes name: how their own line was made (`into`), the next line (`out`), or both at once. */
export type Convention = 'into' | 'out' | 'conflict';

/**
 * The one convention of a work's notes (`notes`: each note's line and kind, `last` the last line's index): a two-column
 * proof's reasons (`reasons`) and a note on the last line name how their line was made; a note on the first line names
 * the next; notes all after bars or slashes name the next (as taught where the bar is), notes in brackets or words how
 * their line was made; a note on the first line and one on the last is a conflict. Undefined for a mix of kinds.
 */
export function noteConvention(notes: readonly { line: number; kind: Annotation['kind']; text: string }[], last: number, reasons: boolean): Convention | undefined {
  if (reasons) return 'into';
  const steps = notes.filter((n) => readOperation(n.text) !== null || NAMES_A_STEP.test(n.text));
  const first = steps.some((n) => n.line === 0);
  const onLast = steps.some((n) => n.line === last && n.line > 0);
  if (first && onLast) return 'conflict';
  if (onLast) return 'into';
  if (first) return 'out';
  if (steps.length && steps.every((n) => n.kind === 'bar' || n.kind === 'slash')) return 'out';
  if (steps.length && steps.every((n) => n.kind === 'paren' || n.kind === 'words')) return 'into';
  return undefined;
}

/** The convention a note is read in: the work's, else its kind's (bars and slashes name the next line, brackets and words their own). */
export function noteNames(convention: Convention | undefined, kind: Annotation['kind']): Convention {
  return convention ?? (kind === 'paren' || kind === 'words' ? 'into' : 'out');
}

/** Whether `s` (what follows a note's sign) holds a second term: a + or - outside brackets, after an operand. */
function hasLaterTerm(s: string): boolean {
  let depth = 0;
  let operand = false;
  for (const c of s) {
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && /[+\-\u2212]/u.test(c) && operand) return true;
    if (/[\w)\]²³]/u.test(c)) operand = true;
    else if (!/\s/u.test(c)) operand = c === ')' || c === ']';
  }
  return false;
}

/** The operation an annotation names, or null: `-2x`, `+5`, `:3`, `÷3`, `·(-1)`, `*2`, or words. */
export function readOperation(text: string): { op: Op; operand: string } | null {
  const t = text.trim();
  const symbol = /^([+\-\u2212*\u00b7\u00d7\u22c5/:\u00f7])\s*(.+)$/u.exec(t);
  if (symbol) {
    const c = symbol[1]!;
    const op: Op = c === '+' ? '+' : c === '-' || c === '\u2212' ? '-' : c === '/' || c === ':' || c === '\u00f7' ? '/' : '*';
    // `| -2x + 6`: each term is added with its sign (-2x, then +6), as German classes write it; read
    // as subtracting 2x + 6, right work was said to have done something else. `| -(2x + 6)` has one term.
    if (op === '-' && hasLaterTerm(symbol[2]!)) return { op: '+', operand: t };
    // `÷ −2, flip the sign`, `·(-1), reverse`: a reversal said after the sign, as after the words (FLIP).
    const flipped = op === '/' || op === '*' ? new RegExp(String.raw`^(.+?)${FLIP}$`, 'i').exec(symbol[2]!) : null;
    return { op, operand: flipped ? flipped[1]! : symbol[2]! };
  }
  // Two moves in one note (`add 3x, add 3`, `subt. 2x, add 5`): one sum of signed terms, as `| -2x + 6` is.
  const two = /^(add|plus|subtract|subt\.?|subtr\.?|minus)\s+(.+?)\s*(?:,|and|then)\s*(add|plus|subtract|subt\.?|subtr\.?|minus)\s+(.+?)(?:\s+(?:(?:to|from|on)\s+)?both\s+sides)?$/i.exec(t);
  if (two) {
    const sign = (w: string) => (/^(?:add|plus)$/i.test(w) ? '' : '-');
    return { op: '+', operand: `${sign(two[1]!)}(${two[2]}) + ${sign(two[3]!)}(${two[4]})` };
  }
  for (const [re, op] of WORDS) {
    const m = re.exec(t);
    // `by the LCD, 5`, `by the LCD 4x(x + 3)`, `by the common denominator (x - 1)(x + 1)`: the operand is what follows the name.
    // `subtract 2x and 3`: one operand, the sum (`add 3x and 5` adds 3x + 5).
    if (m && (op === '+' || op === '-') && /\s(?:and|&)\s/i.test(m[1]!)) return { op, operand: m[1]!.split(/\s+(?:and|&)\s+/i).map((t) => `(${t})`).join(' + ') };
    const operand = m?.[1]!.replace(/^(?:the\s+)?(?:LCD|LCM|least\s+common\s+(?:denominator|multiple)|(?:lowest\s+)?common\s+denominator)\s*[,:=]?\s*(?=\S)/i, '');
    // `Dividing by a negative number reverses the inequality`: a gerund before words states a rule, no operation.
    if (m && /^\w+ing\b/i.test(t) && /[A-Za-z]{2,}/.test(operand!)) return null;
    if (m) return { op, operand: operand! };
  }
  return null;
}

/** `0 = 2 (contradiction)`, `3 = 5, false`: a note calling a line of numbers false. */
const VERDICT = /^(?:(?:a\s+)?contradiction|false|impossible|never\s+true|not\s+true|\u21af)$/iu;

/** Whether a verdict note is right of its line of numbers (an equation); null where the note is no verdict or the line no such equation. */
function verdictNote(text: string, here: Sides | null): { matches: boolean; note: string } | null {
  if (!VERDICT.test(text.trim())) return null;
  const sides = polySides(here);
  if (!sides || here!.relation !== '=' || P.degree(sides[0]) > 0 || P.degree(sides[1]) > 0) return null;
  const equal = P.sub(sides[0], sides[1]).length === 0;
  return equal
    ? { matches: false, note: `"${text.trim()}" says the line is false, but its two numbers are equal: it holds for every value` }
    : { matches: true, note: `"${text.trim()}": the line is false, as it says; its two numbers differ, so it holds for no value` };
}

/** The two sides as polynomials, for an equation or an inequality (an operation on both sides is one either way). */
function polySides(s: Sides | null): [Poly, Poly] | null {
  if (!isPolynomialSides(s) || s.relation === '!=') return null;
  return [s.left.a, s.right.a];
}

function apply(p: Poly, op: Op, k: Poly): Poly | null {
  switch (op) {
    case '+':
      return P.add(p, k);
    case '-':
      return P.sub(p, k);
    case '*':
      return P.mul(p, k);
    case '/': {
      if (P.degree(k) === 0) return P.scale(p, P.coeff(k, 0).inverse());
      // `| :x` on x^2 = 5x: exact where the expression divides each side.
      const { q, r } = P.divmod(p, k);
      return r.length === 0 ? q : null;
    }
  }
}

/** A side as a fraction of polynomials (numerator, denominator): `(x + 1)/(x - 2)`, `4(x - 2)` over 1. */
type Frac = readonly [Poly, Poly];

/** The two sides as fractions, for an equation or an inequality; null with a root in them or for `≠`. */
function fracSides(s: Sides | null): [Frac, Frac] | null {
  if (!s || s.relation === '!=' || s.left.b || s.right.b) return null;
  return [[s.left.a, s.left.den ?? P.ONE], [s.right.a, s.right.den ?? P.ONE]];
}

/** Equal as functions (cross-multiplied): what the line's written fractions are, whatever their denominators. */
const sameFrac = (x: Frac, y: Frac): boolean => P.equals(P.mul(x[0], y[1]), P.mul(y[0], x[1]));

function applyFrac([n, d]: Frac, op: Op, k: Poly): Frac | null {
  switch (op) {
    case '+':
      return [P.add(n, P.mul(k, d)), d];
    case '-':
      return [P.sub(n, P.mul(k, d)), d];
    case '*':
      return [P.mul(n, k), d];
    case '/':
      return k.length ? [n, P.mul(d, k)] : null;
  }
}

/** Does going from `from` to `to` perform the operation, the sides read as fractions (multiplying by `x - 2` to clear one)? */
function performsFrac(op: Op, k: Poly, from: [Frac, Frac], to: [Frac, Frac]): boolean {
  const l = applyFrac(from[0], op, k);
  const r = applyFrac(from[1], op, k);
  if (!l || !r) return false;
  return (sameFrac(l, to[0]) && sameFrac(r, to[1])) || (sameFrac(l, to[1]) && sameFrac(r, to[0]));
}

/** What a line did to both sides, in words, when it is one of the four operations. */
function describe(from: [Poly, Poly], to: [Poly, Poly]): string {
  const [l, r] = from;
  const [l2, r2] = to;
  const dl = P.sub(l2, l);
  const dr = P.sub(r2, r);
  if (P.equals(dl, dr) && dl.length) {
    const neg = P.lead(dl).compare(0) < 0;
    return neg ? `subtracted ${formatPoly(P.neg(dl))} from both sides` : `added ${formatPoly(dl)} to both sides`;
  }
  const ratio = (a: Poly, b: Poly): Rational | null => {
    if (!b.length || P.degree(a) !== P.degree(b)) return null;
    const k = P.lead(a).div(P.lead(b));
    return P.equals(P.scale(b, k), a) ? k : null;
  };
  const kl = ratio(l2, l);
  const kr = ratio(r2, r);
  if (kl && kr && kl.equals(kr) && !kl.equals(1)) return `multiplied both sides by ${kl.toFraction()}`;
  if (P.equals(l, l2) && !P.equals(r, r2)) return 'changed only the right side';
  if (P.equals(r, r2) && !P.equals(l, l2)) return 'changed only the left side';
  if (P.equals(l, l2) && P.equals(r, r2)) return 'left both sides as they were';
  return 'did something else than one operation on both sides';
}

/**
 * What a note in brackets read as a comment claims, where it claims something the checker must not
 * pass over: `x = 4 (or x = 5)`, `3x = 12 (since 14 - 2 = 11)`, `all real numbers (except 2)`. Read
 * as a comment, the line was judged without it, and right verdicts were claimed of work the note
 * changes (a second value in the answer) or of false arithmetic. Arithmetic of numbers alone (with
 * `since`, `because`, `check` before it) is judged; a note that holds another relation, names the
 * unknown, or (on the answer's line) a number is not read, so the line is not judged. Words alone,
 * an operation (`subtract 2`) and an equation's name (`2`, `II`) are none of these.
 */
export type NoteClaim = { kind: 'arithmetic'; holds: boolean; text: string } | { kind: 'unread' } | null;

const NOTE_LEAD = /^\s*(?:since|because|as|check(?:ing)?|by|so)\s*:?\s*/i;

/** Numbers in words: `five`, `thirteen`, `halved` (a number's half), as a note may spell them. */
const NUMBER_WORDS = /\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|half|halved|double|doubled|twice|squared)\b/gi;

/** An equation's name in a note (`(1)`, `[2]`, `eq2`, `equation 1`): no number of it. */
const EQUATION_NAMES = /\(\s*\d{1,2}\s*\)|\[\s*\d{1,2}\s*\]|\b(?:eq(?:uation)?\.?\s*\d{1,2})\b/gi;

/**
 * Whether a note works numbers out in words (`2 times 3 is 5`, `five plus thirteen is nineteen`, `Divide
 * by 2 to get 8`): two numbers or more, in digits or words, in a note that is no operation the checker
 * reads whole. Such arithmetic may be false, and the checker does not read it: the line beside it is not
 * judged (read as a comment, the line passed beside a false note; rounds 18 and 19). An equation's name
 * (`(1)`, `eq2`) is no number of it.
 */
export function arithmeticInWords(text: string, vars: readonly string[]): boolean {
  // A decimal comma (`| −1,5`, German classes) is one number.
  const t = text.replace(/(\d),(\d)/g, '$1.$2');
  // A result said (`is`, `equals`, `to get`): without one, two numbers are an operation's (`Multiply the first by 3 and the second by 2`).
  if (!RESULT_WORDS.test(t)) return false;
  const read = readOperation(t);
  if (read && parseStatement(`${read.operand} = 0`, vars).ok) return false;
  const unnamed = t.replace(EQUATION_NAMES, ' ');
  return (unnamed.match(/\d+(?:\.\d+)?/g) ?? []).length + (unnamed.match(NUMBER_WORDS) ?? []).length >= 2;
}
const RESULT_WORDS = /\b(?:is|are|equals?|makes?|gives?|gets?|get|got|becomes?|leaves?|yields?)\b/i;

/**
 * The note with the unknown taken out where it is a word of an instruction, no value or expression: `x terms`,
 * `the x-terms`, `the x's`, `(solve) for x`, `isolate x`, `substitute for y`. A worksheet's reasons say so (`(move
 * the x terms left, numbers right)`, `(substitute for y)`), and a note naming the unknown was taken for a claim
 * about the line, which was then not judged (red team, round 41: 3 of 40). Only in a note that states nothing
 * (NOTE_STATES): `(x-values 2 and -3)`, `(x's coefficient is -5)` name it in a claim (round 42: 5 false claims
 * where the first version took the unknown out of those too).
 */
function withUnknownAsWord(note: string, v: string): string {
  if (NOTE_STATES.test(note)) return note;
  const word = new RegExp(String.raw`(?<![A-Za-z])${v}(?:[- ]?terms?\b|['\u2019]s\b)|\b(?:for|isolate|isolating|isolates)\s+${v}(?![A-Za-z\s]*[-+*/^=<>\u2264\u2265\u2260\d])`, 'gi');
  return note.replace(word, ' ');
}

/** Nouns a note gives a value for (`roots 2 and -3`, `LCD is 10`, `x-value 4`): NOTE_STATES and NUMBER_CLAIM. */
const CLAIM_NOUNS = String.raw`roots?|zeros?|values?|solutions?|answers?|lcd|lcm|coefficients?|discriminant|denominators?|numerators?|intercepts?|vertex`;
/**
 * What makes a note a statement of its own, not an instruction: a digit, a word that says a result (RESULT_WORDS),
 * or a noun a value is given for (`roots 2 and -3`, `LCD is 10`, `x-value 4`, `the coefficient`, `cancel`).
 */
const NOTE_STATES = new RegExp(String.raw`\d|${RESULT_WORDS.source}|\b(?:${CLAIM_NOUNS}|cancel\w*|equal\w*|positive|negative|same|opposite)\b`, 'i');
/**
 * A note counting solutions in words (`(two solutions)`, `(double root)`, `(no real roots)`): a claim the checker
 * does not read. Beside a discriminant worked out they passed, false ones too (red team, round 43).
 */
export const SOLUTIONS_COUNTED = /\b(?:no|one|two|three|single|double|repeated|both|zero|infinitely\s+many|many)\s+(?:(?:real|distinct|equal|different|rational|irrational|complex|imaginary)\s+)?(?:solutions?|roots?|answers?|zeros?)\b/i;
/** Whether the note counts solutions (SOLUTIONS_COUNTED) other than as many as the line beside it states, or beside no such line. */
function countDisagrees(note: string, valuesOnLine: number | null): boolean {
  const m = SOLUTIONS_COUNTED.exec(note);
  return m !== null && (valuesOnLine === null || countSaid(m[0]) !== valuesOnLine);
}
/** `(denominator is 0)` beside a restriction or a rejection: its reason, which the line's own judgement checks (numbers aside). */
const ZERO_DENOMINATOR_SAID = /\b(?:the\s+|a\s+)?denominators?\s+(?:is|are|=|would\s+be|becomes?)\s+(?:0|zero)\b/gi;
/** A note giving numbers (digits) for a noun (`(roots 2 and -3)`, `(LCD is 10)`, `(x-value 4)`): a claim the checker does not read. */
const NUMBER_CLAIM = new RegExp(String.raw`\b(?:${CLAIM_NOUNS})\b`, 'i');

/**
 * Whether a note gives a noun numbers the checker does not read, other than a denominator of zero (`denominator is
 * 6`, `LCD is 10`): beside a rejection it is the rejection's reason, and a false one passed (round 45).
 */
export function givesNumbers(note: string): boolean {
  const rest = note.replace(ZERO_DENOMINATOR_SAID, ' ').replace(/\bdenominators?\b[^\d]{0,24}?\b(?:0|zero)\b|\b(?:0|zero)\s+(?:in\s+the\s+)?denominators?\b/gi, ' ').replace(EQUATION_NAMES, ' ');
  return !/[=<>\u2264\u2265\u2260]/.test(rest) && new RegExp(String.raw`\b(?:${CLAIM_NOUNS})\b\s*(?:is|are|was|of|would\s+be|becomes?|:)?\s*[-\u2212]?\d`, 'i').test(rest);
}

/** How many solutions a note counting them says (SOLUTIONS_COUNTED's words), Infinity for "many". */
function countSaid(words: string): number {
  const w = words.toLowerCase();
  if (/^(?:no|zero)\b/.test(w)) return 0;
  if (/^(?:one|single|double|repeated)\b/.test(w)) return 1;
  if (/^(?:two|both)\b/.test(w)) return 2;
  if (/^three\b/.test(w)) return 3;
  return Infinity;
}

/**
 * Words by which a note claims something the checker does not judge: how a value is rounded (`nearest tenth`, `rounded up`,
 * `2 decimal places`, `rounded to 2 d.p.`, `3 s.f.`: round 76 A, "rounded to 2 d.p." beside three places passed), a fraction's form (`lowest terms`), a graph (`open circle`, `shade left`), the roots' kind (`rational
 * roots`), a check's failure (`does not work`) or a system's kind (`inconsistent`). Read as a comment, a false one passed
 * (round 71 B: 15 traces, "All N steps are valid"), and a true rounding direction was overridden by round-to-nearest; the
 * line is not judged. (A system's kind beside a line of the main loop is judged first: shape-reason.ts.)
 */
const CLAIM_IN_WORDS = /\b(?:nearest|decimal\s+places?|gerundet|arrondi\w*|redondead\w*|nachkommastellen?|significant\s+figures?|round(?:ed|ing)?\s+(?:up|down|off|to)|d\.\s?p\b|dp\b|s\.\s?f\b|sf\b|sig\.?\s*figs?\b|(?:tenth|hundredth|thousandth)s?\b|truncat\w*|lowest\s+terms|simplest\s+form|(?:open|closed|filled|solid|hollow|empty)\s+(?:circle|dot)|shad(?:e|ed|ing)\b|(?:ir)?rational\s+(?:roots?|solutions?)|complex|imaginary|(?:does\s+not|doesn['\u2019]t|did\s+not|didn['\u2019]t)\s+(?:check|work|satisfy)|fails?|inconsistent|consistent|dependent|independent)/i;

/** A note's word saying values work, fail or are kept (with NAMES_VALUES: which ones). */
const SAYS_WHICH_WORK = /\b(?:works?|worked|valid|invalid|fine|good|ok(?:ay)?|allowed|reject\w*|keep|kept|extraneous|accept\w*|discard\w*|checks?|checked|satisf\w*|fails?|failed)\b/i;
/** A value or which of them a note names: a number, or `both`, `only`, `the first`, `these`, `neither`, `nothing` …. */
const NAMES_VALUES = /\d|\b(?:both|all|each|these|those|they|only|first|second|neither|none|nothing|no|one|other)\b/i;

/**
 * Whether a note says which values work, fail or are kept (`(3 works)`, `(2 works, -2 doesn't)`, `(keep 3, reject -3)`,
 * `(only one works)`, `(no extraneous roots)`). Beside a step, where check.ts's `(works)` reading does not take it, it is
 * not read (round 74 A: comments, 31 false labels). Not part of noteClaim: beside a check line, `(checks)` is its verdict.
 */
export const saysWhichWork = (text: string): boolean => SAYS_WHICH_WORK.test(text) && NAMES_VALUES.test(text);

/**
 * `valuesOnLine`: how many values the line beside the note states, where it states finitely many (`x = 5 (double
 * root)`, `x = 2 or x = 3 (two solutions)`): a count of solutions that agrees with it describes the line.
 */
export function noteClaim(text: string, vars: readonly string[], onAnswer: boolean, valuesOnLine: number | null = null): NoteClaim {
  const rest = text.replace(NOTE_LEAD, '').replace(/[\s\u2713\u2714\u2611\u2705]+$/u, '').trim();
  if (CLAIM_IN_WORDS.test(rest)) return { kind: 'unread' };
  const relation = /[=<>\u2264\u2265\u2260]/.test(rest);
  // An operation (`-1`, `subtract 2`) holds no relation; `-1 + 1 = 1` is arithmetic, not "subtract 1". Its
  // operand must be one (`subtract 3, 11 - 3 is 7` is arithmetic after an operation's word, false here, and
  // passed as a note: found in session 45).
  const operation = relation ? null : readOperation(text);
  if ((operation && parseStatement(`${operation.operand} = 0`, vars).ok) || namesEquation(text) || VERDICT.test(text.trim())) return null;
  if (relation) {
    const read = parseStatement(rest, vars);
    if (read.ok && read.value.meaning.kind === 'set' && !vars.some((v) => writesLetter(rest, v))) {
      const m = read.value.meaning;
      // No unknown: the relation holds for every value or for none.
      const holds = isAllSet(m.set);
      return { kind: 'arithmetic', holds, text: rest };
    }
    return { kind: 'unread' };
  }
  // Digits only: `(two solutions)`, `(double root)`, `(zero product property)` were notes before and stay so.
  const numbers = /\d/.test(rest.replace(EQUATION_NAMES, ' '));
  // An operation whose operand is not one expression (`subtract 2x and 5`, `÷ -2, flip`) is still an operation's
  // note, unless it says a result or gives a noun its numbers (`add the equations; x-value 6`; round 42).
  if (operation && !RESULT_WORDS.test(rest) && !(numbers && NUMBER_CLAIM.test(rest))) return null;
  const namesUnknown = vars.some((v) => writesLetter(withUnknownAsWord(rest, v), v));
  return namesUnknown || arithmeticInWords(rest, vars) || (onAnswer && /\d/.test(rest)) || (numbers && NUMBER_CLAIM.test(rest.replace(ZERO_DENOMINATOR_SAID, ' '))) || countDisagrees(rest, valuesOnLine) ? { kind: 'unread' } : null;
}

const KEPT = new RegExp(String.raw`\b(?:${KEPT_WORDS})\b`, 'i');
const REVERSED = new RegExp(String.raw`\b(?:${REVERSED_WORDS})\b`, 'i');

/**
 * What a note says of the inequality's direction: reversed (`flip`, `reverse the inequality`, `switch the sign`) or
 * kept (`no flip`, `keep the sign`, `sign stays`); null where it says neither. Beside right work a false one passed
 * (`x < 3   div. by 2, flip`, `x > 3 (multiply by -1, keep the sign)`; red team, round 45).
 */
export function directionSaid(text: string): 'reversed' | 'kept' | null {
  if (KEPT.test(text)) return 'kept';
  if (REVERSED.test(text)) return 'reversed';
  return null;
}

const DIRECTION: Partial<Record<Sides['relation'], 1 | -1>> = { '<': 1, '<=': 1, '>': -1, '>=': -1 };

/** Whether going from `x` to `y` reverses the inequality (null where the two are not both inequalities). */
function reverses(x: Sides | null, y: Sides | null): boolean | null {
  const [d, e] = [x && DIRECTION[x.relation], y && DIRECTION[y.relation]];
  return d && e ? d !== e : null;
}

/**
 * Words that name what a line did: an operation, a property, a method. A note holding one is a claim about the
 * line; where the checker does not compare it (a property it does not know, a method, a line it cannot compare),
 * pasted work beside it is not judged. Read as comments, false ones passed: `3x = 12 (combine like terms)` after
 * 3x + 5 = 17, `x = 32 | Subtraction Property of Equality` after x/4 = 8, `(x - 2)(x - 3) = 0 (take the square
 * root)`, `(subtract the equations)` beside a sum (red team, round 45: 32 false claims in two rounds).
 */
/** Whether a note or a heading names a step (NAMES_A_STEP). */
export const namesAStep = (text: string): boolean => NAMES_A_STEP.test(text);

const NAMES_A_STEP = /\b(?:add|adds|added|adding|addition|subt\w*|subs?|minus|plus|multipl\w*|mult|times|divid\w*|div|division|distribut\w*|combin\w*|collect\w*|factor\w*|expand\w*|substitut\w*|plug\w*|propert\w*|formula|squar(?:e|ed|ing)\s+(?:root|both|each)|sqrt|\u221a|take\s+(?:the\s+)?(?:square\s+)?roots?|square\s+root\s+property|complet\w*\s+the\s+square|perfect\s+square|flip\w*|revers\w*|switch\w*|swap\w*|cross\w*|move\w*|moving|cancel\w*|clear\w*|eliminat\w*|transpos\w*|symmetric|reflexive|transitive|inverse|reciprocal|opposite|undo\w*|like\s+terms|both\s+sides|lcd|lcm|complet\w*|rearrang\w*|rewrit\w*|bring\w*|brought|shift\w*|transfer\w*|raise\w*|halve\w*|negat\w*|positiv\w*|expan\w*|FOIL|difference\s+of|sum\s+of\s+(?:two\s+)?(?:squares|cubes)|split\w*|grouping|inspection|vieta\w*|sum\s+and\s+product|GCF|GCD|HCF|(?:greatest|highest)\s+common|AC\s+method|(?:standard|general)\s+form|(?:equal\s+)?to\s+(?:zero|0)|common\s+denominator|brackets?|parenthes[ie]s|gather\w*)\b/i;

/** What a property, a rewrite or a method named in a note says a line did, compared exactly (`Addition Property of Equality`, `combine like terms`, `cross-multiply`). */
type Named = 'sum' | 'product' | 'swap' | 'rewrite' | 'cross';
const OF_EQUALITY = String.raw`(?:\s+of\s+(?:equality|inequality|inequalities))?`;
const NAMED: [RegExp, Named][] = [
  [new RegExp(String.raw`^(?:the\s+)?(?:addition|subtraction|addition\s*(?:\/|and|or)\s*subtraction|subtraction\s*(?:\/|and|or)\s*addition)\s+property${OF_EQUALITY}$`, 'i'), 'sum'],
  // An operation without its operand (`subtract`, `add to both sides`), and terms moved across (`move the x terms left`).
  [/^(?:add|adding|added|subtract|subtracting|subtracted|subt\.?|(?:add|subtract)\s+(?:to|from)\s+both\s+sides|move\s+(?:the\s+|all\s+(?:the\s+)?)?(?:x[- ]?terms?|constants?|numbers?|terms?|the\s+constant)(?:\s+(?:left|right|over|across|to\s+(?:the\s+)?(?:left|right|one\s+side|other\s+side)))?(?:\s*(?:,|and)\s*(?:the\s+)?(?:numbers?|constants?|x[- ]?terms?)\s+(?:left|right|to\s+the\s+(?:left|right)))?|transpose|collect\s+x\s+terms)$/i, 'sum'],
  [new RegExp(String.raw`^(?:the\s+)?(?:multiplication|division|multiplication\s*(?:\/|and|or)\s*division|division\s*(?:\/|and|or)\s*multiplication)\s+property${OF_EQUALITY}$`, 'i'), 'product'],
  // Both sides times what clears their fractions (formSaid: the line writes none).
  [/^(?:clear(?:ed|ing)?|eliminat(?:e|ed|ing)|get\s+rid\s+of)\s+(?:the\s+|all\s+(?:the\s+)?)?(?:fractions|denominators)$/i, 'product'],
  [new RegExp(String.raw`^(?:the\s+)?symmetric\s+property${OF_EQUALITY}$`, 'i'), 'swap'],
  [/^(?:combine\s+like\s+terms|combined\s+like\s+terms|combining\s+like\s+terms|collect(?:ed|ing)?\s+like\s+terms|(?:the\s+)?distributive\s+property|(?:distribut(?:e|ed|ing|ion)|expand(?:ed|ing)?)(?:\s+(?:the\s+)?(?:brackets|parentheses|(?:left|right)(?:\s+side)?|both\s+sides|-?\d+(?:\/\d+)?|[a-z]|\d+[a-z]))?|dist\.?|distr\.?|CLT|comb\.\s+like\s+terms|multiply\s+out(?:\s+(?:the\s+)?(?:brackets|parentheses))?|(?:open|opened|opening|remove|removed|removing)\s+(?:the\s+)?(?:brackets|parentheses)|(?:use\s+)?FOIL|(?:(?:this|it)\s+is\s+)?(?:a\s+)?perfect\s+square(?:\s+trinomial)?|(?:the\s+)?commutative\s+property(?:\s+of\s+(?:addition|multiplication))?|factor(?:ed|ing|ise|ize|ised|ized|ising|izing)?|factor\s+(?:the\s+)?(?:left(?:\s+side)?|trinomial|quadratic|it))$/i, 'rewrite'],
  [/^(?:cross[- ]?multipl(?:y|ied|ication|ying)|cross[- ]?mult\.?|cross[- ]?products?(?:\s+property)?)$/i, 'cross'],
];

/** Whether going from `from` to `to` is what `named` says, exactly, the sides read as fractions. */
function fits(named: Named, from: [Frac, Frac], to: [Frac, Frac]): boolean {
  const [l, r] = from;
  const [l2, r2] = to;
  const minus = (x: Frac, y: Frac): Frac => [P.sub(P.mul(x[0], y[1]), P.mul(y[0], x[1])), P.mul(x[1], y[1])];
  switch (named) {
    case 'sum': {
      const d = minus(l2, l);
      return d[0].length > 0 && sameFrac(d, minus(r2, r));
    }
    case 'product': {
      // l2 = k·l and r2 = k·r for one k other than 0 and 1: k read off a side that is not 0.
      const [side, side2] = l[0].length ? [l, l2] : [r, r2];
      if (!side[0].length) return false;
      const k: Frac = [P.mul(side2[0], side[1]), P.mul(side2[1], side[0])];
      const times = (x: Frac): Frac => [P.mul(x[0], k[0]), P.mul(x[1], k[1])];
      return k[0].length > 0 && !sameFrac(k, [P.ONE, P.ONE]) && sameFrac(times(l), l2) && sameFrac(times(r), r2);
    }
    case 'swap':
      return sameFrac(l, r2) && sameFrac(r, l2) && !sameFrac(l, r);
    case 'rewrite':
      return sameFrac(l, l2) && sameFrac(r, r2);
    case 'cross': {
      // a/b = c/d, then a·d = c·b (either side first, written out or not); each side of the line before one fraction.
      // A number's denominator is read into its numerator (`x/2` is (1/2)x), so there both products may be one
      // number times what is written (`x/2 = 4/(x - 2)`, then `x(x - 2) = 8`).
      if (P.degree(l[1]) < 1 && P.degree(r[1]) < 1) return false;
      const ad = P.mul(l[0], r[1]);
      const cb = P.mul(r[0], l[1]);
      const scaled = P.degree(l[1]) < 1 || P.degree(r[1]) < 1;
      const both = (x: Poly, y: Poly): boolean => {
        const [p, q] = x.length ? [x, l2] : [y, r2];
        const k = scaled && p.length && q[0].length ? P.lead(q[0]).div(P.lead(q[1])).div(P.lead(p)) : Rational.ONE;
        return sameFrac([P.scale(x, k), P.ONE], l2) && sameFrac([P.scale(y, k), P.ONE], r2);
      };
      return both(ad, cb) || both(cb, ad);
    }
  }
}

/**
 * Reads an annotation against the transition it describes: a bar (or slash) annotation against this line →
 * the next; an explanation in parentheses against the previous line → this one (or, failing
 * that, this → next, since both conventions are taught).
 */
export function checkAnnotation(a: Annotation, vars: readonly string[], previous: Sides | null, here: Sides | null, next: Sides | null, lines: { previous: boolean; next: boolean; reasons?: boolean; texts?: readonly [string | null, string | null, string | null]; convention?: Convention } = { previous: previous !== null, next: next !== null }): AnnotationNote {
  // `(subtract 4 and simplify)`, `(expand, then simplify)`: the operation, and a rewrite that changes no set (a line
  // is compared with an operation up to its simplifying anyway). Read whole, the operand was `4 and simplify`, and
  // the line was not judged.
  const plain = a.text.trim().replace(REWRITE_TAIL, '');
  if (plain !== a.text.trim() && plain !== '') return checkAnnotation({ ...a, text: plain }, vars, previous, here, next, lines);
  const base = { kind: a.kind, text: a.text };
  const verdict = verdictNote(a.text, here);
  if (verdict) return { ...base, ...verdict };
  const read = readOperation(a.text);
  if (!read && namesEquation(a.text)) return { ...base, matches: null, note: `"${a.text}" is read as the equation's name` };
  // Two conventions are taught: a note names the operation that makes the next line (where the bar is), or the one
  // that made its own line (a reason). A note is compared under one of them, the work's (noteConvention); a note on
  // the last line has no next line, and one on the first no line before, so each has one reading. Where the line a
  // note names cannot be compared (a root, a list, words), it is not said to mismatch: "the line subtracted 6" was
  // said of `(multiply by 2x)` on the line that clearing made, false of the work (red team, round 11).
  // A two-column proof (its first line's reason `Given`, `reasons`) gives each line the reason it was made by, and a
  // property's name (`Division Property of Equality`) is always such a reason: read the other way, `3x = 12
  // Multiplication Property of Equality` after 3x + 5 = 17 passed as naming the next line's division (round 45).
  const reasonOnly = lines.reasons === true || /\bpropert(?:y|ies)\b/i.test(a.text);
  const [tp, th, tn] = lines.texts ?? [null, null, null];
  const into: Transition = [previous, here, lines.previous, 'line', tp, th];
  const out: Transition = [here, next, lines.next, 'next line', th, tn];
  // A note is never read by whichever of the two lines matches (round 46: `x + 2 = 5 (subtract)` after 4x + 8 = 20
  // passed as naming the next line).
  const convention = noteNames(lines.convention, a.kind);
  if (convention === 'conflict' && (read !== null || NAMES_A_STEP.test(a.text))) return { ...base, matches: null, note: `"${a.text}" is read as a comment (the work has notes on its first line, which can only name the next line, and on its last, which can only name how it was made, so which line a note names is not known)`, unverified: true };
  const transitions: Transition[] = reasonOnly || !lines.next ? [into] : !lines.previous ? [out] : convention === 'into' ? [into] : [out];
  const unverified = (why: string): AnnotationNote => ({ ...base, matches: null, note: `"${a.text}" is read as a comment (${why})`, unverified: true });
  if (!read) return namedStep(a, base, vars, transitions, unverified);
  // Two unknowns: the operand may be fine, but no note is compared with a system's line ("its
  // operand is not an expression the checker reads" was said of `| :2`, false).
  if (vars.length !== 1) return unverified('a note is compared with what the line did only in work on one unknown');
  // A decimal comma (`| :2,5`, German classes) is a point.
  const operand = parseStatement(`${read.operand.replace(/(\d),(\d)/g, '$1.$2')} = 0`, vars);
  const k = operand.ok && operand.value.meaning.kind === 'set' ? polySides(operand.value.meaning.sides)?.[0] ?? null : null;
  if (!k) return unverified('its operand is not an expression the checker reads');
  const direction = directionSaid(a.text);
  let seen: [[Poly, Poly], [Poly, Poly]] | null = null;
  let which = '';
  let uncompared = false;
  for (const [x, y, present, line] of transitions) {
    const fx = fracSides(x ?? null);
    const fy = fracSides(y ?? null);
    if (!fx || !fy) {
      if (present) uncompared = true;
      continue;
    }
    // With fractions the line is compared, but what it did instead is not said: where it does not match, uncompared.
    const from = polySides(x ?? null);
    const to = polySides(y ?? null);
    if (from && to && !seen) [seen, which] = [[from, to], line];
    if (!from || !to) uncompared = true;
    if (performsFrac(read.op, k, fx, fy)) {
      const reversed = reverses(x, y);
      if (direction && reversed === null) return unverified(`it says the inequality's direction is ${direction}, and the ${line} is no inequality after one`);
      if (direction && reversed !== (direction === 'reversed')) {
        return { ...base, matches: false, note: `the annotation says ${a.text.trim()}, but the ${line} ${reversed ? 'reverses' : 'keeps'} the inequality's direction` };
      }
      return { ...base, matches: true, note: `the line does what the annotation says (${a.text.trim()})` };
    }
  }
  if (seen && uncompared) return unverified('it may name the operation that made this line or the next, and one of the two is not a pair of lines the checker compares');
  if (!seen) {
    // A line is there to compare with, but not one the checker reads as two polynomial sides (a
    // compound inequality, `-4 < 2x ≤ 6`, has three: "without fractions, roots or lists" alone was
    // said of it, as if it held one).
    const present = transitions.some(([, , p]) => p);
    return unverified(present
      ? 'the checker compares a note only between lines without roots or lists, each with two sides, and says what a line did instead only without fractions'
      : `there is no equation ${a.kind !== 'paren' ? 'after this line' : 'beside this line'} to compare it with`);
  }
  // Dividing by an expression that does not divide a side exactly is not one the checker follows.
  if (read.op === '/' && P.degree(k) > 0 && !transitions.some(([x]) => { const f = polySides(x ?? null); return f && apply(f[0], '/', k) && apply(f[1], '/', k); })) {
    return unverified('the checker follows a division by an expression only where it divides both sides');
  }
  return { ...base, matches: false, note: `the annotation says ${a.text.trim()}, but the ${which} ${describe(seen[0], seen[1])}${transitions.length > 1 && transitions.every(([, , present]) => present) ? ` (nor does the ${which === 'line' ? 'next line' : 'line'} do it)` : ''}` };
}

/** A pair of lines a note may describe: their sides, whether the line is there, its name, and the two texts. */
type Transition = [Sides | null, Sides | null, boolean, string, string | null, string | null];

const SQUARED = /\^\s*2|\u00b2/;
const PRODUCT = /\)\s*\(|[0-9a-z]\s*\(|\)\s*[a-z]/i;
const LIST = /\bor\b|,|\band\b/i;
const ROOT_OR_PM = /\u00b1|\+\s*\/\s*-|\u221a|sqrt|\bor\b|,/i;
/** Two brackets whose terms differ in one sign only: `(x - 4)(x + 4)`, `(2x + 3)(2x - 3)`. */
function conjugates(t: string): boolean {
  const m = /\(([^()+-]+)([+-])([^()+-]+)\)\*?\(([^()+-]+)([+-])([^()+-]+)\)/.exec(t.replace(/\s+/g, '').replace(/\u2212/g, '-'));
  return m !== null && m[1] === m[4] && m[3] === m[6] && m[2] !== m[5];
}
/** A side that is 0: `… = 0`, `0 = …`. */
const zeroSide = (t: string) => /=0$|^0=/.test(t.replace(/\s+/g, ''));
/**
 * Methods a note names, read off the form of the two lines (the line's mathematics is judged apart): the zero
 * product property goes from a product set to 0 to a list; a square root from a square to a ± or a list; the
 * formula to a ± with a root; completing the square to a square. Beside other work (`(x - 2)(x - 3) = 0 (take
 * the square root)`, `(x - 2)(x + 3) = 6` then `Zero product property`) the line is not judged (round 45).
 */
const METHODS: [RegExp, (from: string, to: string, note: string) => boolean][] = [
  [/^(?:(?:use|using|apply|by)\s+(?:the\s+)?)?zero[- ]?product(?:\s+(?:property|rule|principle|law|theorem))?$|^(?:ZPP|(?:set|setting)\s+(?:each|every|both)\s+factors?\s+(?:equal\s+to|to)\s+(?:0|zero))$/i,
    // (A heading over one factor's line a time: `x - 2 = 0 => x = 2`.)
    (from, to) => PRODUCT.test(from) && zeroSide(from) && (LIST.test(to) || /^[^=]*=\s*0\b/.test(to))],
  [/^(?:(?:use|using|apply|by)\s+(?:the\s+)?)?square[- ]root\s+(?:property|method|principle)$|^(?:take|taking|took)\s+(?:the\s+)?(?:square\s+)?roots?(?:\s+of\s+both\s+sides)?$|^square\s+root\s+(?:of\s+)?both\s+sides$|^(?:sqrt|\u221a)\s+both\s+sides$/i,
    (from, to) => SQUARED.test(from) && !SQUARED.test(to) && ROOT_OR_PM.test(to)],
  [/^(?:(?:use|using|apply|by)\s+(?:the\s+)?)?quadratic\s+formula$/i,
    // (Or its discriminant first: `D = 49 - 40 = 9`, `b^2 - 4ac = …`.)
    (from, to) => SQUARED.test(from) && ((/\u00b1|\+\s*\/\s*-/.test(to) && /\u221a|sqrt/i.test(to)) || /^\s*(?:D|\u0394|discriminant)\s*[=:]|^\s*b\s*(?:\^\s*2|\u00b2)\s*-\s*4\s*a\s*c/i.test(to))],
  // A system's substitution: the line puts a bracket or a number where one unknown stood, and names the other alone
  // (`3x + 4(2x - 1) = 29`, `2(3) + 3y = 12`); the unknown it is `for` is gone. An eliminated line (`4x = 8`) is not.
  [/^(?:(?:back[- ]?)?substitut(?:e|ed|ing|ion)|sub\.?\s+(?:back|in)|plug(?:ged|ging)?\s+(?:it\s+)?in|back[- ]?sub\.?)(?:\s+(?:for\s+[a-z]|[a-z]\s*=\s*[-\d./]+|(?:it\s+)?(?:back\s+)?in(?:to)?\s+(?:the\s+)?(?:first|second|other|1st|2nd|original)(?:\s+(?:equation|eq\.?))?|(?:in(?:to)?\s+)?(?:eq(?:uation)?\.?\s*)?\(?[12]\)?|back))?$/i,
    (_from, to, note) => {
      const gone = /\bfor\s+([a-z])$|\b([a-z])\s*=\s*[-\d./]+$/i.exec(note);
      const letters = new Set((to.replace(/sqrt/gi, '').match(/[a-z]/gi) ?? []).map((c) => c.toLowerCase()));
      return /\(/.test(to) && letters.size <= 1 && !(gone && letters.has((gone[1] ?? gone[2])!.toLowerCase()));
    }],
  // The difference of two squares factored, or multiplied out: two brackets that differ in one sign (`(x - 4)(x + 4)`) and a square.
  [/^(?:(?:use|using|apply|by)\s+(?:the\s+)?)?(?:difference|diff\.?)\s+of\s+(?:two\s+)?squares$|^DOTS$/i,
    (from, to) => (SQUARED.test(from) && conjugates(to)) || (conjugates(from) && SQUARED.test(to))],
  // One side made 0 (`x^2 - 9 = 0`, then `x^2 = 9 (set equal to zero)` is the other way).
  [/^(?:set\s+(?:it\s+|the\s+equation\s+|everything\s+)?(?:equal\s+)?to\s+(?:zero|0)|(?:(?:(?:re)?write|put|rewriting|writing)\s+(?:it\s+|the\s+equation\s+)?in(?:to)?\s+)?(?:standard|general)\s+form|make\s+(?:one\s+side|it|the\s+right(?:\s+side)?)\s+(?:equal\s+(?:to\s+)?)?(?:zero|0))$/i,
    (from, to) => zeroSide(to) && !zeroSide(from)],
  [/^(?:complete|completing|completed)\s+the\s+square$/i,
    (_from, to) => /\)\s*(?:\^\s*2|\u00b2)/.test(to)],
];

/**
 * Each product with brackets a line writes, with the sign or symbol before it and its factor: `+4(x-1)`, `-2(x-1)`,
 * `+(x+2)(x+3)`, `+3(x+1)^2`, spaces gone. Null where a bracket is in none (nested brackets): not read.
 */
function bracketProducts(t: string): string[] | null {
  const s = t.replace(/\s+/g, '').replace(/\u2212/g, '-').replace(/\u00b2/g, '^2');
  const out: string[] = [];
  let read = 0;
  for (const side of s.split(/[=<>\u2264\u2265\u2260]+/)) {
    for (const m of (/^[+-]/.test(side) ? side : `+${side}`).matchAll(/([^\w.()^]?)([\w.]*)((?:\([^()]*\)(?:\^\d+)?)+)/g)) {
      out.push(m[0]);
      read += (m[3]!.match(/\(/g) ?? []).length;
    }
  }
  return read === (s.match(/\(/g) ?? []).length ? out : null;
}

/**
 * The products of the line before that a line multiplies out: those gone, where every product the line writes was
 * written there, sign and factor alike; false where it writes a new one. Collecting multiples of one bracket makes a
 * product the line before did not write (`4(x - 1) - 2(x - 1) = 6`, then `2(x - 1) = 6`): beside it `(expand)`
 * passed, since it closed a bracket (red team, round 47). Null where a product is not read.
 */
function multipliedOut(from: string, to: string): string[] | false | null {
  const [before, after] = [bracketProducts(from), bracketProducts(to)];
  if (!before || !after) return null;
  const left = [...before];
  for (const p of after) {
    const at = left.indexOf(p);
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return left;
}

/**
 * Whether a line multiplies out what `note` says: some product, and where the note names the factor (`distribute
 * 3`, `distribute the -2`), a product with that factor (`(distribute 2)` beside 3(x + 2) passed; round 47).
 */
function multipliesOut(note: string, from: string, to: string): boolean | null {
  const gone = multipliedOut(from, to);
  if (!gone) return gone;
  const factor = /\s(?:the\s+)?(-?\d+(?:\/\d+)?|[a-z]|\d+[a-z])$/i.exec(note)?.[1];
  if (factor === undefined) return gone.length > 0;
  // `distribute 2` beside -2(x - 1) too; `distribute the -2` only beside -2(x - 1) (beside 2(x - 3) it passed; round 48).
  const negative = factor.startsWith('-');
  return gone.some((p) => p.replace(/^[+-]/, '').startsWith(`${factor.replace(/^-/, '')}(`) && (!negative || p.startsWith('-')));
}

/** Whether every product with brackets the line writes was written by the line before (null: not read, so no). */
const noNewProducts = (from: string, to: string): boolean => Array.isArray(multipliedOut(from, to));

/** Brackets opened in a line's text. */
const brackets = (t: string) => (t.match(/\(/g) ?? []).length;
/** Terms joined by + or - in a line's text (a sign after an operand). */
const joined = (t: string) => (t.match(/[\w)\u00b2]\s*[+\-\u2212]/g) ?? []).length;
/**
 * Whether a rewrite or a move a note names is the one the line made, read off the two lines (both already equal as
 * the note's kind needs: each side rewritten, or one thing added to both): `factor` opens brackets, `expand` and
 * `distribute` close them, `combine like terms` keeps them and joins fewer terms; `move the x terms left` adds x terms
 * and leaves none on the right, `move the constants right` adds a number and leaves none on the left. True where
 * the note says no more (`subtract`, `Addition Property`); null where it says which and the lines cannot show it.
 */
function formSaid(note: string, from: string | null, to: string | null, pf: [Poly, Poly] | null, pt: [Poly, Poly] | null): boolean | null {
  // `This is a perfect square:` says the line above is one: rewritten (sides equal) as a square (x^2 - 10x + 24 = 0,
  // then `(x - 5)^2 = 1` completes the square, and passed as its form; round 48).
  if (/perfect\s+square/i.test(note)) return to !== null ? /\)\s*(?:\^\s*2|\u00b2)/.test(to) : null;
  if (/^(?:factor|factored|factoring|factoris|factoriz)/i.test(note)) return from !== null && to !== null ? brackets(to) > brackets(from) : null;
  if (/^(?:expand|distribut|dist\.?$|distr|multiply\s+out|(?:the\s+)?distributive|open|remove|(?:use\s+)?FOIL)/i.test(note)) return from !== null && to !== null ? multipliesOut(note, from, to) : null;
  // Combining like terms makes no product the line before did not write (`4(x - 1) - 2(x - 1)`, then `2(x - 1)` is a
  // factoring), and joins fewer terms; brackets a product was in may go (`(x + 1) + 2(x - 1)`, then `3x - 1`).
  if (/\blike\s+terms$|^CLT$/i.test(note)) return from !== null && to !== null ? noNewProducts(from, to) && joined(to) < joined(from) : null;
  // Fractions before, none after (beside `x + 2 = 5` from 2x + 4 = 10 it passed; round 48).
  if (/^(?:clear|eliminat|get\s+rid)/i.test(note)) return from !== null && to !== null ? /\//.test(from) && !/\//.test(to) : null;
  // All terms to one side: the other is 0 (`move the x terms to one side` says only where the x terms go).
  if (/\b(?:all\s+(?:the\s+)?terms|everything)\b.*\bone\s+side$/i.test(note)) return pt ? pt.some((p) => P.isZero(p)) : null;
  if (/^(?:the\s+)?commutative/i.test(note)) return null;
  const xs = /\bx[- ]?terms?\b/i.exec(note);
  const ks = /\b(?:constants?|numbers?)\b/i.exec(note);
  if (!xs && !ks) return true;
  if (!pf || !pt) return null;
  const d = P.sub(pt[0], pf[0]);
  const side = (m: RegExpExecArray | null): string | null => (m ? /^\s*(?:to\s+the\s+)?(left|right)\b/i.exec(note.slice(m.index + m[0].length))?.[1]?.toLowerCase() ?? null : null);
  // Only x terms moved: no number added; only numbers: no x term added.
  if (xs && !ks && (P.degree(d) < 1 || !P.coeff(d, 0).isZero())) return false;
  if (ks && !xs && P.degree(d) !== 0) return false;
  const [l2, r2] = pt;
  const xLeft = side(xs);
  if (xLeft === 'left' && P.degree(r2) >= 1) return false;
  if (xLeft === 'right' && P.degree(l2) >= 1) return false;
  const kSide = side(ks);
  if (kSide === 'right' && !P.coeff(l2, 0).isZero()) return false;
  if (kSide === 'left' && !P.coeff(r2, 0).isZero()) return false;
  return true;
}

/** One operation's property (`Subtraction Property of Equality`), not a pair (`Addition/Subtraction Property`). */
const PROPERTY = /^(?:the\s+)?(addition|subtraction|multiplication|division)\s+property\b/i;

/**
 * Whether an operation done (describe's words) is the other one of its pair than the property names: adding beside
 * "subtraction", subtracting beside "addition". Not of products: `0.5x = 2.5`, then `x = 5 (Division Property)` divides
 * by 0.5 as it multiplies by 2 (a reviewer's T T -1), so times 2 tells nothing of which the line did.
 */
function againstItsName(name: string, done: string): boolean {
  if (name === 'addition') return done.startsWith('subtracted');
  if (name === 'subtraction') return done.startsWith('added');
  return false;
}

/**
 * A note that is no operation with an operand: a property or a rewrite the checker compares exactly (NAMED), the
 * inequality's direction alone (`(flip)`), words that name some other step (NAMES_A_STEP: not compared, so the
 * line beside it is not judged in pasted work), or a comment (`Given`, `check`).
 */
function namedStep(a: Annotation, base: { kind: Annotation['kind']; text: string }, vars: readonly string[], transitions: Transition[], unverified: (why: string) => AnnotationNote): AnnotationNote {
  const text = a.text.trim().replace(/[.;:,]+$/, '');
  const named = NAMED.find(([re]) => re.test(text))?.[1];
  // The direction alone (`flip`, `no flip`), or the rule it follows (`dividing by a negative flips the sign`).
  // `(sign stays the same)` too (round 78 B: beside a line that reversed it, a comment).
  const ruleForm = /^(?:divid|multipl)\w*\s+(?:both\s+sides\s+)?by\s+a\s+negative(?:\s+number)?\s*,?\s*(?:so\s+)?(?:flip|revers|switch)\w*[\w\s]*$/i.test(text);
  const direction = named ? null : ruleForm || /^(?:(?:and|then|so)\s+)?(?:flip\w*|revers\w*|switch\w*|no\s+flip|keep\w*|change\w*|don['\u2019]?t|do\s+not|same\s+(?:direction|sign|symbol)|turn\w*|(?:the\s+)?(?:inequality\s+)?(?:sign|symbol|direction)s?\s+(?:stays?|remains?|is\s+kept|is\s+unchanged|unchanged|changes|changed|flips|flipped|reverses|reversed|doesn['\u2019]?t|does\s+not|won['\u2019]?t|will\s+not))\b[\w\s'\u2019]*$/i.test(text) ? directionSaid(text) : null;
  // The direction with a reason of the number's sign (`flip because we divided by a positive number`): the reason is a
  // claim the step's direction does not judge (round 78 B: a false one passed beside a right line). Not the rule itself.
  if (direction && !ruleForm && /\b(?:positive|negative)\b/i.test(text)) return unverified('it gives the sign of the number the line was multiplied or divided by as its reason, which the checker does not judge');
  const method = METHODS.find(([re]) => re.test(text));
  if (method) {
    // A method's form, read off the two lines' texts; the line's mathematics is judged on its own.
    for (const [, , present, , from, to] of transitions) {
      if (present && from !== null && to !== null && method[1](from, to, text)) return { ...base, matches: true, note: `the line has the form "${text}" gives (its mathematics is judged on its own)` };
    }
    return unverified(`the line is not of the form "${text}" gives, as the checker reads the lines`);
  }
  if (!named && !direction) {
    // A case's name (`x - 3 = 0 (first factor)`) says nothing of what the line did.
    const caseName = /^(?:(?:the\s+)?(?:first|second|third|1st|2nd|3rd|other|left|right)\s+factor|factor\s+\d)$/i.test(text);
    return NAMES_A_STEP.test(text) && !caseName ? unverified('it names a step the checker does not compare with the line') : { ...base, matches: null, note: `"${a.text}" is read as a comment` };
  }
  if (vars.length !== 1) return unverified('a note is compared with what the line did only in work on one unknown');
  let seen: { which: string; how: string } | null = null;
  for (const [x, y, present, line, tx, ty] of transitions) {
    if (direction) {
      const reversed = reverses(x, y);
      if (reversed === null) {
        if (present && !seen) seen = { which: line, how: 'is no inequality after one' };
        continue;
      }
      if (reversed === (direction === 'reversed')) return { ...base, matches: true, note: `the line does what the annotation says (${text})` };
      seen ??= { which: line, how: reversed ? 'reverses the inequality\'s direction' : 'keeps the inequality\'s direction' };
      continue;
    }
    const from = fracSides(x ?? null);
    const to = fracSides(y ?? null);
    if (!present) continue;
    if (!from || !to) return unverified('the checker compares a note only between lines without roots or lists, each with two sides');
    // All terms to one side, written on the other (`5x - 4 = 2x^2 - 4x`, then `2x^2 - 9x + 4 = 0`): the sum, sides exchanged.
    // A property named beside an operation whose sides were exchanged too (`6 = 3x`, then `x = 2 (Division Property of
    // Equality)`): the property, as `(divide by 3)` there is that division (round 62 B: "did something else").
    const property = PROPERTY.exec(text);
    const direct = fits(named!, from, to);
    const exchanged = (named === 'sum' && /\bone\s+side$/i.test(text) || property !== null) && !direct && fits(named!, from, [to[1], to[0]]);
    if (exchanged || direct) {
      // `Subtraction Property` beside a line that added 2: subtracting -2, or the operation done misnamed; US classes
      // name the operation done, and reviewers read it both ways (round 62 B), so the line is not judged.
      const [pf, pt] = [polySides(x ?? null), polySides(y ?? null)];
      const done = property && pf && pt ? describe(pf, exchanged ? [pt[1], pt[0]] : pt) : null;
      if (property && done && againstItsName(property[1]!.toLowerCase(), done)) {
        return unverified(`it names the ${property[1]!.toLowerCase()} property, and the line ${done}: whether that is the operation the name means is read two ways`);
      }
      // Which rewrite, and which way terms moved, is read off the two lines (round 46: `(expand)` beside a factoring,
      // `(move the x terms left)` beside a move right, passed as "the line does what the annotation says").
      const form = formSaid(text, tx, ty, polySides(x ?? null), polySides(y ?? null));
      if (form === null) return unverified(`it says which ${named === 'rewrite' ? 'rewrite' : 'terms moved'} the line made, and the checker cannot tell that here`);
      if (form) return { ...base, matches: true, note: `the line does what the annotation says (${text})` };
      seen ??= { which: line, how: named === 'rewrite' ? 'rewrites its sides another way' : 'moves other terms, or the other way' };
      continue;
    }
    // What the line did instead is said only of lines without fractions.
    const [pf, pt] = [polySides(x ?? null), polySides(y ?? null)];
    if (!pf || !pt) return unverified('the line is not what it names as the checker reads it, and with fractions the checker does not say what the line did instead');
    seen ??= { which: line, how: describe(pf, pt) };
  }
  if (!seen || seen.how === 'is no inequality after one') return unverified(direction ? 'it says how the inequality\'s direction went, and there is no inequality on each side of it' : 'there is no pair of lines to compare it with');
  return { ...base, matches: false, note: `the annotation says ${text}, but the ${seen.which} ${seen.how}` };
}

/** Why a line beside a note that says something the checker does not read (noteClaim's 'unread') is not judged. */
export const noteNotRead = (note: string): string => `the note "(${note.trim()})" says something about this line that the checker does not read, so the line is not judged (write it on a line of its own, or leave it out)`;
