// The discriminant worked out on a line of its own in pasted quadratic work (issue 15: read real
// classroom work, never a false verdict on it). Classes write it between the standard form and the
// formula: `D = 25 - 24 = 1`, `Δ = (-5)^2 - 4·1·6 = 1`, `b^2 - 4ac = 1`, `D < 0`. To the letter such a
// line is unreadable (D is no unknown), so the work after it was "not judged". It states no
// solution set: it is an aside, judged by its value, and the work goes on from the line before it.
import type { Alg } from '../algebra/algebraic.ts';
import { algOf, compareAlg, formatAlg } from '../algebra/algebraic.ts';
import * as P from '../algebra/poly.ts';
import { Rational } from '../algebra/rational.ts';
import { containsPoint, finiteMembers } from '../sets/index.ts';
import type { Sides } from '../trace/index.ts';
import { isPolynomialSides, parseStatement } from '../trace/index.ts';

/** The formula in letters, `b^2 - 4ac` (any minus sign, `²` or `^2`, an optional times sign). */
const FORMULA = String.raw`b\s*(?:\^\s*2|²)\s*[-−–]\s*4\s*(?:[·*⋅×]\s*)?a\s*(?:[·*⋅×]\s*)?c`;
/** `D`, `Δ` or the formula, then the rest. */
const NAMED = new RegExp(String.raw`^\s*(?:D|Δ|${FORMULA})\s*(.+)$`);
/**
 * `Δ = b² - 4ac = 16 + 12 = 28`: the name, then the formula it stands for, then the values. The
 * formula is the definition, true of every quadratic, so the chain's values start after it. To
 * the letter the letters were no number, and the line unreadable.
 */
const FORMULA_LINK = new RegExp(String.raw`^=\s*${FORMULA}\s*(?==)`);
/** A comparison with a number after the name: `D < 0`, `D ≥ 0`. */
const COMPARED = /^(<=|>=|!=|<|>|≤|≥|⩽|⩾|≦|≧|≠)\s*(.+)$/;

/**
 * A discriminant line: the chain of values it states (`D = 25 - 24 = 1`: 1, 1), or a comparison
 * of the discriminant with a number (`D < 0`). Every part must be a number, an expression of
 * numbers only. Only where the trace has one unknown, and D is not it; null when the line is none.
 */
export type DiscriminantLine =
  /** `unnamed`: numbers with no name before a count of solutions (`1 > 0 so two roots`), the discriminant only where its value is. */
  | { kind: 'values'; values: Alg[]; compared: Compared | null; count?: SolutionCount; unnamed?: true }
  | ({ kind: 'compared'; count?: SolutionCount } & Compared)
  | { kind: 'coefficients'; a: Alg; b: Alg; c: Alg }
  /** `p = -5, q = 6`: the p-q formula's coefficients (German classes), of the equation as x² + px + q = 0. */
  | { kind: 'pq'; p: Alg; q: Alg };

/**
 * What a discriminant line concludes of the number of real solutions, written after it: `D = 16 >
 * 0, two solutions`, `Δ = 0 ⇒ one double root`, `D = 0, double root`, `D < 0 → no real solutions`. To the letter the
 * words made the line unreadable. Judged from the discriminant's sign: positive two, zero one,
 * negative none.
 */
type SolutionCount = { n: 0 | 1 | 2; text: string };
const COUNT = /(?:\s*[,;:])?\s*(?:(?:\bso\b|\bthus\b|\bhence\b|\btherefore\b|\u21d2|=>|\u2192|->)\s*,?\s*)?((?:(?:there\s+(?:are|is)|there['\u2019]s|(?:we\s+)?(?:get|have)|it\s+has|the\s+equation\s+has)\s+)?(two|2|one|1|no|zero|0|(?:a\s+)?(?:double|repeated))\s+(?:(?:distinct|different|real|double|repeated|equal)\s+)*(?:solutions?|roots?|zeros?))\s*[.!]?$/i;

function solutionCount(text: string): { body: string; count: SolutionCount } | null {
  const m = COUNT.exec(text);
  if (!m) return null;
  const word = m[2]!.toLowerCase();
  // (`double root`, `a repeated root`: one solution.)
  // (`two equal roots`, `2 repeated roots`: one solution, counted twice; round 80 A: read as two.)
  const n = /(?:double|repeated)$/.test(word) || /\b(?:equal|repeated|double|same)\b/i.test(m[1]!) ? 1 : word === 'two' || word === '2' ? 2 : word === 'one' || word === '1' ? 1 : 0;
  return { body: text.slice(0, m.index), count: { n, text: m[1]!.trim() } };
}

/** A comparison with a number (`< 0`), as text, and whether a value satisfies it. */
interface Compared {
  text: string;
  holdsAt: (d: Alg) => boolean;
}

/** `ax^2 + bx + c = 0` (or `ax² + bx + c = 0`, `x^2 + px + q = 0`), the form a class compares the equation with. */
const STANDARD_FORM = String.raw`(?:a\s*x|x)\s*(?:\^\s*2|²)\s*\+\s*(?:b|p)\s*x\s*\+\s*(?:c|q)\s*=\s*0`;

/**
 * The formula's coefficients named before it: `a = 1, b = -5, c = 6` (also `;` or spaces between).
 * To the letter the line is unreadable (a, b, c are no unknowns), so the formula after it was "not
 * judged"; it is an aside, judged against the line before in the form ax² + bx + c = 0.
 */
const COEFFICIENTS = /^\s*a\s*=\s*([^,;=]+?)\s*[,;]?\s+b\s*=\s*([^,;=]+?)\s*[,;]?\s+(?:and\s+)?c\s*=\s*([^,;=]+?)\s*[.;:]?\s*$/;

/** The p-q formula's coefficients, `p = -5, q = 6` (also `;` or spaces between). */
const PQ = /^\s*p\s*=\s*([^,;=]+?)\s*[,;]?\s+(?:and\s+)?q\s*=\s*([^,;=]+?)\s*[.;:]?\s*$/;

/**
 * The words classes write before the coefficients: `Here a = 1, b = -5, c = 6`, `where …`, `With …:`,
 * `Using the quadratic formula with …:`, `Identify a = …`, `Comparing with ax² + bx + c = 0, a = …`. To the
 * letter the first word was unreadable, so the formula after it was "not judged". The words name no value:
 * the coefficients after them are judged as the bare line is.
 */
const COEFFICIENT_LEAD = new RegExp(String.raw`^\s*(?:here|where|with|so|identify(?:ing)?(?:\s+the\s+coefficients)?|(?:the\s+)?coefficients(?:\s+are)?|using\s+(?:the\s+)?(?:quadratic\s+|p-?q[- ])?formula\s+with|comparing\s+(?:it\s+)?with\s+(?:${STANDARD_FORM})|(?:in|from)\s+(?:the\s+)?(?:standard|general)\s+form)\s*[,:]?\s+(?=[apAP]\s*=)`, 'i');

/** `rel number` read as the set of x with "x rel number": a comparison, or null. */
function comparison(rel: string, bound: string, vars: readonly string[]): Compared | null {
  const r = parseStatement(`${vars[0]} ${rel} ${bound}`, vars);
  if (!r.ok || r.value.meaning.kind !== 'set' || !r.value.meaning.solved) return null;
  const set = r.value.meaning.set;
  return { text: `${rel} ${bound.trim()}`, holdsAt: (d) => containsPoint(set, { dim: 1, v: d }) };
}

/** A part read as "x = part": a number (no unknown) is solved, with the one value of x. */
function numberOf(part: string, vars: readonly string[]): Alg | null {
  const r = parseStatement(`${vars[0]} = ${part}`, vars);
  if (!r.ok || r.value.meaning.kind !== 'set' || !r.value.meaning.solved) return null;
  const members = finiteMembers(r.value.meaning.set);
  return members && members.length === 1 && members[0]!.dim === 1 ? members[0]!.v : null;
}

/**
 * The name in words, `Discriminant: 4 - 20 = -16 < 0`, `Discriminant = 1 - 4 = -3`, `The discriminant
 * is 25`, `discriminant D = 25` (also Diskriminante, discriminante): written with `D`. Read as a line
 * of numbers under a note, `4 - 20 = -16 < 0` "held for every x", and a wrong discriminant passed.
 */
const WORD_NAME = /^\s*(?:the\s+)?(?:discriminant|discriminante|diskriminante)\s*(?::\s*)?(?:(?:D|Δ)\s*(?=[=<>≤≥≠!]))?(is\s+)?/i;

function withSymbolName(text: string): string {
  const m = WORD_NAME.exec(text);
  if (!m) return text;
  const rest = text.slice(m[0].length);
  return /^[=<>≤≥≠!]/.test(rest) ? `D ${rest}` : `D = ${rest}`;
}

export function readDiscriminantLine(text: string, vars: readonly string[]): DiscriminantLine | null {
  if (vars.length !== 1 || vars[0] === 'D' || vars[0] === 'Δ') return null;
  const led = ['a', 'b', 'c', 'p', 'q'].includes(vars[0]!) ? null : COEFFICIENT_LEAD.exec(text);
  if (led) text = text.slice(led[0].length);
  const k = ['a', 'b', 'c'].includes(vars[0]!) ? null : COEFFICIENTS.exec(text);
  if (k) {
    const [a, b, c] = [numberOf(k[1]!, vars), numberOf(k[2]!, vars), numberOf(k[3]!, vars)];
    return a && b && c ? { kind: 'coefficients', a, b, c } : null;
  }
  const pq = ['p', 'q'].includes(vars[0]!) ? null : PQ.exec(text);
  if (pq) {
    const [p, q] = [numberOf(pq[1]!, vars), numberOf(pq[2]!, vars)];
    return p && q ? { kind: 'pq', p, q } : null;
  }
  // The words before coefficients lead to nothing else: `Here a = 1, b = 2` alone is no aside.
  if (led) return null;
  text = withSymbolName(signInWords(text.trim().replace(/\.$/, '')));
  // `Since the discriminant is positive, there are two real solutions.`: the count said of the sign, "since" first.
  const since = /^(?:since|because|as)\s+(?=D\s|[-−–]?\s*\d)/i.exec(text);
  if (since && solutionCount(text)) text = text.slice(since[0].length);
  const said = solutionCount(text);
  const m = NAMED.exec(said ? said.body : text);
  // `1 > 0 so two roots`, `25 - 24 = 1 > 0, two real solutions`: the discriminant's value with no name, then the count
  // it gives (round 68 named it declined). Two or one only: `-24 < 0 so no real solutions` states the answer, a step
  // (readSignReason). Read as the named line; judged as the discriminant only where its value is (judgeDiscriminant).
  if (!m && said && said.count.n > 0 && /^\s*[-−–]?\s*\d/.test(said.body)) {
    const named = readDiscriminantLine(`D = ${said.body.trim()}`, vars);
    return named?.kind === 'values' && named.compared ? { ...named, count: said.count, unnamed: true } : null;
  }
  if (!m) return null;
  const withCount = <T extends object>(line: T): T => (said ? { ...line, count: said.count } : line);
  const rest = m[1]!.trim();
  const compared = COMPARED.exec(rest);
  // The comparison is the set of x with "x rel bound"; the discriminant must be in it.
  if (compared) {
    const c = comparison(compared[1]!, compared[2]!, vars);
    return c ? withCount({ kind: 'compared' as const, ...c }) : null;
  }
  if (!rest.startsWith('=')) return null;
  const parts = rest.replace(FORMULA_LINK, '').slice(1).split('=');
  // `D = 25 - 24 = 1 > 0`: the chain's last value, then a comparison of it.
  const tail = /^(.*?)\s*(<=|>=|!=|<|>|≤|≥|≠)\s*(.+)$/.exec(parts[parts.length - 1]!);
  const last = tail ? comparison(tail[2]!, tail[3]!, vars) : null;
  if (tail && !last) return null;
  if (tail) parts[parts.length - 1] = tail[1]!;
  const values: Alg[] = [];
  for (const part of parts) {
    const v = numberOf(part, vars);
    if (!v) return null;
    values.push(v);
  }
  return withCount({ kind: 'values' as const, values, compared: last });
}

const ASIDE = ': a computation aside, not a step';

/** The count of real solutions a discriminant's sign gives, judged against the count the line states. */
function judgeCount(d: Alg, count: SolutionCount | undefined, verdict: DiscriminantVerdict): DiscriminantVerdict {
  if (!count || !verdict.ok) return verdict;
  const sign = compareAlg(d, algOf(Rational.ZERO));
  const n = sign > 0 ? 2 : sign === 0 ? 1 : 0;
  const follows = sign > 0 ? 'it is positive, so the equation has two real solutions' : sign === 0 ? 'it is zero, so the equation has one (double) solution' : 'it is negative, so the equation has no real solution';
  return n === count.n
    ? { ok: true, reason: verdict.reason.endsWith(ASIDE) ? `${verdict.reason.slice(0, -ASIDE.length)}; "${count.text}" follows (${follows})${ASIDE}` : `${verdict.reason}; "${count.text}" follows (${follows})` }
    : { ok: false, reason: `the discriminant is ${formatAlg(d)}: ${follows}, not "${count.text}"` };
}

/** a, b, c of the equation's left side minus its right, when it is quadratic (no root, no denominator). */
function quadraticOf(sides: Sides | null): [Rational, Rational, Rational] | null {
  if (!isPolynomialSides(sides) || sides.relation !== '=') return null;
  const { left, right } = sides;
  const p = P.sub(left.a, right.a);
  if (P.degree(p) !== 2) return null;
  return [P.coeff(p, 2), P.coeff(p, 1), P.coeff(p, 0)];
}

/**
 * Whether two lines are one quadratic equation times a number (`2x² - 10x + 8 = 0` and `x² - 5x + 4 = 0`): a, b, c read off
 * either are the equation's, written as the student chose (round 81 B: read off the line before it was divided through).
 */
export function sameQuadratic(one: Sides | null, other: Sides | null): boolean {
  const [p, q] = [quadraticOf(one), quadraticOf(other)];
  if (!p || !q) return false;
  return p[0]!.mul(q[1]!).equals(q[0]!.mul(p[1]!)) && p[0]!.mul(q[2]!).equals(q[0]!.mul(p[2]!)) && p[1]!.mul(q[2]!).equals(q[1]!.mul(p[2]!));
}

/** b² − 4ac of a quadratic equation in polynomial sides (no root, no denominator), or null. */
export function discriminantOf(sides: Sides | null): Alg | null {
  const q = quadraticOf(sides);
  if (!q) return null;
  const [a, b, c] = q;
  return algOf(b.mul(b).sub(a.mul(c).mul(4)));
}

/** `other`: the numbers hold, but they are not the discriminant of the equation above, and what they stand for is not known (not judged). */
export type DiscriminantVerdict = { ok: true; reason: string } | { ok: false; reason: string; other?: true };

/**
 * Judges a discriminant line against the equation before it. A chain's values must agree with one
 * another and (where the line before is a quadratic equation) with its b² − 4ac: exact, so "1" for
 * b² − 4ac = 1 is right and "2" wrong. A comparison (`D < 0`) must hold of the true discriminant,
 * so it needs a quadratic before it; null when there is none (the line is then no aside).
 */
export function judgeDiscriminant(line: DiscriminantLine, sides: Sides | null): DiscriminantVerdict | null {
  if (line.kind === 'coefficients') return judgeCoefficients(line, sides);
  if (line.kind === 'pq') return judgePq(line, sides);
  const truth = discriminantOf(sides);
  if (line.kind === 'compared') {
    if (!truth) return null;
    return judgeCount(truth, line.count, line.holdsAt(truth)
      ? { ok: true, reason: `the discriminant of the equation, ${formatAlg(truth)}, is ${line.text}: a computation aside, not a step` }
      : { ok: false, reason: `the discriminant of the equation is ${formatAlg(truth)}, so it is not ${line.text}` });
  }
  const { values } = line;
  for (let i = 1; i < values.length; i++) {
    if (compareAlg(values[i - 1]!, values[i]!) !== 0) {
      return { ok: false, reason: `the discriminant's arithmetic is wrong: ${formatAlg(values[i - 1]!)} is not ${formatAlg(values[i]!)}` };
    }
  }
  const stated = values[values.length - 1]!;
  if (line.compared && !line.compared.holdsAt(stated)) return { ok: false, reason: `${formatAlg(stated)} ${line.compared.text} is false` };
  if (line.unnamed && (!truth || compareAlg(truth, stated) !== 0)) {
    const what = truth ? `the discriminant of the equation above is ${formatAlg(truth)}` : 'the last line read before it is no quadratic equation';
    return { ok: false, other: true, reason: `${formatAlg(stated)} ${line.compared!.text} is true, but ${what}: the number may be the discriminant worked out wrong or another number of the work, and which is not known` };
  }
  const also = line.compared ? `, which is ${line.compared.text}` : '';
  if (!truth) return judgeCount(stated, line.count, { ok: true, reason: `a computation aside (a discriminant): its arithmetic holds${also}; the last line read before it is no quadratic equation to compare it with` });
  if (compareAlg(truth, stated) !== 0) {
    return { ok: false, reason: `the discriminant of the equation above is ${formatAlg(truth)}, not ${formatAlg(stated)}` };
  }
  return judgeCount(truth, line.count, { ok: true, reason: `the discriminant of the equation above, b² − 4ac = ${formatAlg(truth)}${also}: a computation aside, not a step` });
}

/**
 * The coefficients named before the formula, against the line before: a, b, c of its left side
 * minus its right, or of the right minus the left (both write the equation as ax² + bx + c = 0).
 * Null where the last line read before it is no quadratic equation (the line is then no aside).
 */
function judgeCoefficients(line: Extract<DiscriminantLine, { kind: 'coefficients' }>, sides: Sides | null): DiscriminantVerdict | null {
  const q = quadraticOf(sides);
  if (!q) return null;
  const stated = [line.a, line.b, line.c];
  const matches = (sign: 1 | -1) => q.every((v, i) => compareAlg(algOf(sign === 1 ? v : v.neg()), stated[i]!) === 0);
  const names = (vs: readonly Alg[]) => `a = ${formatAlg(vs[0]!)}, b = ${formatAlg(vs[1]!)}, c = ${formatAlg(vs[2]!)}`;
  if (matches(1) || matches(-1)) return { ok: true, reason: `the coefficients of the equation above written as ax² + bx + c = 0: a computation aside, not a step` };
  return { ok: false, reason: `the equation above written as ax² + bx + c = 0 has ${names(q.map(algOf))} (or each with its sign changed), not ${names(stated)}` };
}

/**
 * The p-q formula's coefficients against the line before: its left side minus its right divided by
 * the coefficient of x², so x² + px + q = 0. Null where the last line read before it is no quadratic equation.
 */
function judgePq(line: Extract<DiscriminantLine, { kind: 'pq' }>, sides: Sides | null): DiscriminantVerdict | null {
  const q = quadraticOf(sides);
  if (!q) return null;
  const [a, b, c] = q;
  const want = [algOf(b.div(a)), algOf(c.div(a))];
  const monic = a.equals(1) ? '' : ` (divided by ${a.toFraction()})`;
  if (compareAlg(want[0]!, line.p) === 0 && compareAlg(want[1]!, line.q) === 0) {
    return { ok: true, reason: `the coefficients of the equation above written as x² + px + q = 0${monic}: a computation aside, not a step` };
  }
  return { ok: false, reason: `the equation above written as x² + px + q = 0${monic} has p = ${formatAlg(want[0]!)}, q = ${formatAlg(want[1]!)}, not p = ${formatAlg(line.p)}, q = ${formatAlg(line.q)}` };
}

/** `D < 0, so no real solution`, `no real solution since D < 0`, `Since D < 0, there are no real solutions`: the answer, and the discriminant's sign given as its reason. */
const SIGN = String.raw`((?:D|Δ|b\s*(?:\^\s*2|²)\s*[-−–]\s*4\s*a\s*c)\s*(?:<=|>=|<|>|≤|≥|=)\s*0)`;
const SIGN_THEN_ANSWER = new RegExp(String.raw`^\s*${SIGN}\s*(?:[,;.]\s*)?(?:so|thus|hence|therefore|donc|also|daher|somit|dus|quindi|entonces|\u2234|\u21d2|=>|\u2192|->)\s*,?\s*(.+)$`, 'i');
const ANSWER_SINCE_SIGN = new RegExp(String.raw`^(.+?)\s*(?:,\s*|\s)(?:since|because|as)\s+${SIGN}\s*$`, 'i');
/** `Since D < 0, there are no real solutions.`: the reason first, after "since". */
const SINCE_SIGN_ANSWER = new RegExp(String.raw`^\s*(?:since|because|as)\s+${SIGN}\s*,\s*(?:(?:so|thus|hence|therefore)\s*,?\s*)?(.+)$`, 'i');

/**
 * `the discriminant is negative` (also `b² - 4ac is positive`, `D is less than zero`, `Δ is 0`) as the
 * comparison it says, `D < 0`: the sign in words, as answer keys give it ("Since the discriminant is
 * negative, there are no real solutions."), judged as the written one is. To the letter unreadable.
 */
const SIGN_WORDS: [RegExp, string][] = [
  [/negative|less\s+than\s+(?:zero|0)|below\s+(?:zero|0)/i, '<'],
  [/positive|greater\s+than\s+(?:zero|0)|more\s+than\s+(?:zero|0)|above\s+(?:zero|0)/i, '>'],
  [/(?:equal\s+to\s+)?(?:zero|0)/i, '='],
];
const SAID_SIGN = new RegExp(String.raw`\b(?:the\s+)?(?:discriminant|D|Δ|b\s*(?:\^\s*2|²)\s*[-−–]\s*4\s*a\s*c)\s+is\s+((?:strictly\s+)?(?:${SIGN_WORDS.map(([words]) => words.source).join('|')}))\b`, 'i');
function signInWords(t: string): string {
  const m = SAID_SIGN.exec(t);
  if (!m) return t;
  const relation = SIGN_WORDS.find(([words]) => words.test(m[1]!))![1];
  return `${t.slice(0, m.index)}D ${relation} 0${t.slice(m.index + m[0].length)}`;
}

/**
 * `-24 < 0 so no real solutions`: a number compared with 0 as the reason, after the discriminant was worked out
 * (round 63 B named it declined). Judged as the discriminant only where it is the discriminant (numberSign).
 */
const NUMBER_SIGN = String.raw`((?:[-−–]\s*)?\d+(?:\.\d+)?(?:\s*\/\s*\d+)?\s*(?:<=|>=|<|>|≤|≥|=)\s*0)`;
// Joined by a word, or by a comma alone (`-4 < 0, no real solutions`; round 68 A: read as a check, "no real solutions" was "false").
const NUMBER_THEN_ANSWER = new RegExp(String.raw`^\s*${NUMBER_SIGN}\s*(?:(?:[,;.]\s*)?(?:so|thus|hence|therefore|\u2234|\u21d2|=>|\u2192|->)\s*,?|[,;])\s*(.+)$`, 'i');

/** A sign reason's number and relation (`-6 < 0`: -6, <), as NUMBER_SIGN captures it. */
const COMPARED_WITH_ZERO = /^(.+?)\s*(<=|>=|<|>|≤|≥|=)\s*0$/;

/** Whether the number a sign reason compares (`-6 < 0`: -6) is written on the line given, as a number of its own. */
export function writtenAbove(sign: string, above: string): boolean {
  const n = COMPARED_WITH_ZERO.exec(sign.trim())?.[1]!.replace(/[−–]/g, '-').replace(/\s+/g, '');
  if (!n) return false;
  const escaped = n.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`(?<![\\d.])${escaped}(?![\\d.])`).test(above.replace(/[−–]/g, '-').replace(/\s+/g, ''));
}

/** The answer and the discriminant comparison beside it on one line (pasted work), or null; `number` where the comparison is of a number, not D. */
export function readSignReason(text: string): { answer: string; sign: string; number?: true } | null {
  const t = signInWords(text.trim().replace(/[.!]$/, ''));
  const first = SIGN_THEN_ANSWER.exec(t) ?? SINCE_SIGN_ANSWER.exec(t);
  if (first) return { sign: first[1]!, answer: first[2]! };
  const last = ANSWER_SINCE_SIGN.exec(t);
  if (last) return { answer: last[1]!, sign: last[2]! };
  const number = NUMBER_THEN_ANSWER.exec(t);
  return number ? { sign: number[1]!, answer: number[2]!, number: true } : null;
}

/**
 * A number compared with 0 given as the reason (`-24 < 0 so …`): false where the comparison is; the discriminant's
 * sign where the number is the discriminant of the equation above; 'other' where it is not (it may be another number
 * of the work, such as a square's value, `(x + 1)^2 = -6`); null where no quadratic is above it.
 */
export function numberSign(sign: string, sides: Sides | null, vars: readonly string[]): DiscriminantVerdict | 'other' | null {
  const m = COMPARED_WITH_ZERO.exec(sign.trim());
  const n = m ? numberOf(m[1]!, vars) : null;
  const c = m ? comparison(m[2]!, '0', vars) : null;
  if (!n || !c) return null;
  if (!c.holdsAt(n)) return { ok: false, reason: `${sign.trim()} is false` };
  const truth = discriminantOf(sides);
  if (!truth) return null;
  return compareAlg(truth, n) === 0 ? { ok: true, reason: `the discriminant of the equation above, b² − 4ac = ${formatAlg(truth)}, is ${c.text}` } : 'other';
}
