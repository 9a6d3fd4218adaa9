// Surface features of a trace: what can be read off its text without doing any mathematics —
// line counts and lengths, token counts, where tokens first occur, check-line verdicts, number
// sizes, the last line's form, which of its numbers occur in the lines before, character
// trigrams of the last two lines. Nothing here parses a statement or knows a domain: the same
// features describe a linear trace, an inequality or a system. The surface probe (probe.ts)
// learns labels from these and nothing else.
//
// Every feature is binary (present or not), named by a template and a small value, so a
// trained weight reads as a sentence ("the trace has 7 lines", "“reject” occurs 2 times").
// Speed matters (the probe runs inside `generate`): one pass over each line's characters,
// ids into flat Int32Arrays, no per-sample strings except the ones the caller already holds.

/** Tokens whose counts and first positions are features (domain-generic: `<` for inequalities, `y` for systems, `sqrt`…). */
export const TOKENS = ['check', 'keep', 'reject', ' or ', '^', 'sqrt', '<', '>', '!=', '(', '/', '-', '+', '*', ',', 'y', '|', '.'] as const;
// Token indices as constants: the scanner below runs once per character of every trace.
const T_CHECK = 0, T_KEEP = 1, T_REJECT = 2, T_OR = 3, T_POW = 4, T_SQRT = 5, T_LT = 6, T_GT = 7, T_NE = 8, T_PAREN = 9, T_SLASH = 10;
const T_MINUS = 11, T_PLUS = 12, T_STAR = 13, T_COMMA = 14, T_Y = 15, T_BAR = 16, T_DOT = 17;

/**
 * What a trace shows on its surface, line by line, in flat arrays (one allocation per field
 * per trace: this runs for every sample of a dataset).
 */
export interface TraceSurface {
  n: number;
  len: number[];
  /** FNV-1a of each line with every run of digits written as one N (its form without its values). */
  shape: number[];
  /** 0 other, 1 check line ending in keep, 2 check line ending in reject, 3 other check line, 4 a list (`or`). */
  kind: number[];
  /** Values of the digit runs (capped at 1e9), all lines in order; line i owns numStart[i] .. numStart[i + 1] - 1. */
  nums: number[];
  /** 1 where the digit run comes right after a `/` (a denominator). */
  dens: number[];
  numStart: number[];
  /** Per token: its count over the trace, and the first line holding it (-1: none). */
  totals: number[];
  first: number[];
  /** (first number of the last line, first denominator of the last line) in the line before: 0 absent, 1 in, 2 not in; num + 3 den. */
  overlap: number;
  /** Audit 4: each line's count of "-". */
  minus: number[];
}

const FNV = 0x811c9dc5;
const PRIME = 0x01000193;
const N_CODE = 78; // 'N'

const isDigit = (c: number) => c >= 48 && c <= 57;

function scanLine(text: string, line: number, s: TraceSurface, counts: number[]): void {
  for (let k = 0; k < counts.length; k++) counts[k] = 0;
  let shape = FNV;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isDigit(c)) {
      let v = 0;
      const afterSlash = i > 0 && text.charCodeAt(i - 1) === 47;
      while (i < n && isDigit(text.charCodeAt(i))) {
        if (v < 1e9) v = v * 10 + (text.charCodeAt(i) - 48);
        i++;
      }
      s.nums.push(v < 1e9 ? v : 1e9);
      s.dens.push(afterSlash ? 1 : 0);
      shape = Math.imul(shape ^ N_CODE, PRIME) >>> 0;
      continue;
    }
    shape = Math.imul(shape ^ c, PRIME) >>> 0;
    switch (c) {
      case 94: counts[T_POW]!++; break;
      case 60: counts[T_LT]!++; break;
      case 62: counts[T_GT]!++; break;
      case 40: counts[T_PAREN]!++; break;
      case 47: counts[T_SLASH]!++; break;
      case 45: counts[T_MINUS]!++; break;
      case 43: counts[T_PLUS]!++; break;
      case 42: counts[T_STAR]!++; break;
      case 44: counts[T_COMMA]!++; break;
      case 121: counts[T_Y]!++; break;
      case 124: counts[T_BAR]!++; break;
      case 46: counts[T_DOT]!++; break;
      case 33: if (text.charCodeAt(i + 1) === 61) counts[T_NE]!++; break;
      case 32: if (text.charCodeAt(i + 1) === 111 && text.startsWith('or ', i + 1)) counts[T_OR]!++; break;
      case 115: if (text.charCodeAt(i + 1) === 113 && text.startsWith('qrt', i + 1)) counts[T_SQRT]!++; break;
      default: break;
    }
    i++;
  }
  const check = text.startsWith('check');
  const keep = text.endsWith('keep');
  const reject = text.endsWith('reject');
  if (check) counts[T_CHECK]!++;
  if (keep) counts[T_KEEP]!++;
  if (reject) counts[T_REJECT]!++;
  s.len.push(n);
  s.shape.push(shape);
  s.kind.push(check ? (keep ? 1 : reject ? 2 : 3) : counts[T_OR]! > 0 ? 4 : 0);
  s.numStart.push(s.nums.length);
  s.minus.push(counts[T_MINUS]!);
  for (let k = 0; k < counts.length; k++) {
    if (counts[k] === 0) continue;
    s.totals[k]! += counts[k]!;
    if (s.first[k] === -1) s.first[k] = line;
  }
}

/** Whether value v is among line i's numbers. */
function lineHas(s: TraceSurface, i: number, v: number): boolean {
  for (let k = s.numStart[i]!; k < s.numStart[i + 1]!; k++) if (s.nums[k] === v) return true;
  return false;
}

export function traceSurface(steps: readonly string[]): TraceSurface {
  const s: TraceSurface = {
    n: steps.length, len: [], shape: [], kind: [], nums: [], dens: [], numStart: [0],
    totals: new Array<number>(TOKENS.length).fill(0), first: new Array<number>(TOKENS.length).fill(-1), overlap: 0, minus: [],
  };
  const counts = new Array<number>(TOKENS.length).fill(0);
  for (let i = 0; i < steps.length; i++) scanLine(steps[i]!, i, s, counts);
  const n = steps.length;
  if (n > 1) {
    let num: number | undefined;
    let den: number | undefined;
    for (let k = s.numStart[n - 1]!; k < s.numStart[n]!; k++) {
      if (s.dens[k]) den ??= s.nums[k];
      else num ??= s.nums[k];
    }
    const presence = (v: number | undefined) => (v === undefined ? 0 : lineHas(s, n - 2, v) ? 1 : 2);
    s.overlap = presence(num) + 3 * presence(den);
  }
  return s;
}

/** The shape text the shape hash is made from (for naming a feature): digit runs as N. */
export function shapeText(text: string): string {
  return text.replace(/[0-9]+/g, 'N');
}

// ---------------------------------------------------------------- whole-trace detectors (the known cues use them too)

/** Every relation a line states, as strict (true) or not (false); an interval's finite ends by their brackets. */
function strictness(line: string): boolean[] {
  const out: boolean[] = [];
  if (line.includes('∞')) {
    // Interval notation: "(a, ∞)", "(-∞, b]", "[a, b)"; the brackets at finite ends tell.
    for (const m of line.matchAll(/([[(])\s*([^,[\]()]*?)\s*,\s*([^,[\]()]*?)\s*([\])])/g)) {
      if (!m[2]!.includes('∞')) out.push(m[1] === '(');
      if (!m[3]!.includes('∞')) out.push(m[4] === ')');
    }
    return out;
  }
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '≤' || c === '≥') out.push(false);
    else if (c === '<' || c === '>') out.push(line[i + 1] !== '=');
  }
  return out;
}

/** 0: no line states a relation; 1: every relation has one strictness; 2: strict and non-strict ones both. */
export function strictnessMix(steps: readonly string[]): 0 | 1 | 2 {
  let strict = false;
  let loose = false;
  for (const line of steps) {
    for (const s of strictness(line)) {
      if (s) strict = true;
      else loose = true;
    }
  }
  return strict && loose ? 2 : strict || loose ? 1 : 0;
}

/** Some line states a strict relation and some line a non-strict one. */
export const strictnessChanges = (steps: readonly string[]): boolean => strictnessMix(steps) === 2;

/**
 * Audit 8: the first line whose relation has the other strictness than every line before it (the
 * line a strictness slip is on), or -1 when the trace keeps one strictness. A problem (step 0) that
 * already writes both (`1 < x <= 3`, or an imported line `>>=`) leaves no line with the other
 * strictness than every line before it: -1, never step 0, which is no step of the solution.
 */
export function strictnessChangeAt(steps: readonly string[]): number {
  let strict = false;
  let loose = false;
  for (let i = 0; i < steps.length; i++) {
    for (const s of strictness(steps[i]!)) {
      if (s) strict = true;
      else loose = true;
    }
    if (strict && loose) return i > 0 ? i : -1;
  }
  return -1;
}

/** The digit strings a line writes, in order (signs and decimal points aside). */
export const writtenNumbers = (line: string): string[] => line.match(/\d+/g) ?? [];

// A line solved for x with one number (`x <= -3/16`, `-12 > x`) and a ray written as an interval
// (`[-3/16, ∞)`, `x ∈ (-∞, 1]`).
const SOLVED = /^(?:x\s*(?:<=|>=|<|>|≤|≥)\s*-?\d+(?:\/\d+)?|-?\d+(?:\/\d+)?\s*(?:<=|>=|<|>|≤|≥)\s*x)$/;
const RAY = /^(?:x\s*∈\s*)?[[(].*∞.*[\])]$/;

/**
 * Whether the last line only restates the line before it: it writes at least one number, and
 * every number it writes (digits, read without their sign) is also written in the line before.
 * `x + 5 = 0 or x + 1 = 0` then `x = -5 or x = -1` restates; `7x = 14` then `x = 2` does not (the
 * 2 is worked out). Since audit 17 also a ray written as an interval after a line solved for x
 * (`x >= -3/16`, then `[-3/16, ∞)`, or `[-1/8, ∞)`): the interval line only changes the notation
 * whatever it writes, so a value it changes is a value restated wrong. A reader sees it without
 * any algebra.
 */
export function lastLineRestates(steps: readonly string[]): boolean {
  if (steps.length < 2) return false;
  if (intervalRestates(steps)) return true;
  const last = writtenNumbers(steps[steps.length - 1]!);
  const before = new Set(writtenNumbers(steps[steps.length - 2]!));
  return last.length > 0 && last.every((n) => before.has(n));
}

/** Audit 17: the last line writes a ray as an interval after a line solved for x (see lastLineRestates). */
export function intervalRestates(steps: readonly string[]): boolean {
  return steps.length >= 2 && RAY.test(steps[steps.length - 1]!.trim()) && SOLVED.test(steps[steps.length - 2]!.trim());
}

// `=` or, since audit 16, an inequality's relation: dividing by the coefficient keeps the quotient's
// halves whatever the relation does, so a last line reads the same against either.
const RELATION = '(?:=|<=|>=|<|>|≤|≥)';
const PRODUCT = new RegExp(`^(-?\\d*)x${RELATION}(-?\\d+)$`);
const QUOTIENT = new RegExp(`^x${RELATION}(-?\\d+)\\/\\(?(-?\\d+)\\)?$`);
const VALUE = new RegExp(`^x${RELATION}(-?\\d+)(?:\\/(\\d+))?$`);

/** `K x = C` (K written or not) or `x = C/K` (K in brackets or not), any relation: the sizes of C and K as written, null otherwise. */
function quotientParts(line: string): [number, number] | null {
  const t = line.replace(/\s+/g, '');
  const product = PRODUCT.exec(t);
  if (product) return [Math.abs(Number(product[2])), /\d/.test(product[1]!) ? Math.abs(Number(product[1])) : 1];
  const quotient = QUOTIENT.exec(t);
  return quotient ? [Math.abs(Number(quotient[1])), Math.abs(Number(quotient[2]))] : null;
}

/**
 * Audit 15: which half of the quotient the line before the last writes (`-2x = -9`, `x = -5/15`) the
 * last line's value keeps, when it keeps exactly one: `x = -9` after `2x = -9` keeps the numerator
 * (C), `x = 5/3` after `x = -5/(-4)` the numerator, `x = 7/2` after `2x = 9` the denominator (K).
 * Dividing out (`x = -9/2`) keeps both and reducing (`x = -1/3` after `x = -5/15`) neither, so no
 * valid last step keeps one; nor does `x = 0` after `4x = 0`. A T3's answer reverted after a slip in
 * one half of the path (the x terms' sum or the constants') reads so, and tells which half. Since
 * audit 16 an inequality's lines are read too (`5x >= 3`, then `x >= 3/4`): the relation may turn, the
 * halves do not.
 */
export function revertKeptHalf(steps: readonly string[]): 'numerator' | 'denominator' | null {
  if (steps.length < 3) return null;
  const before = quotientParts(steps[steps.length - 2]!);
  const last = VALUE.exec(steps[steps.length - 1]!.replace(/\s+/g, ''));
  if (!before || !last || before[0] === 0) return null;
  const [p, q] = [Math.abs(Number(last[1])), last[2] === undefined ? 1 : Number(last[2])];
  if (p === before[0] && q !== before[1]) return 'numerator';
  if (q === before[1] && p !== before[0]) return 'denominator';
  return null;
}

/** The values a line excludes as written: `x != 3, x != -1/2` (also `≠`) gives 3 and -1/2. */
const excludedValues = (line: string): string[] => [...line.matchAll(/x\s*(?:!=|≠)\s*(-?\s*\d+(?:\/\d+)?)/g)].map((m) => m[1]!.replace(/\s+/g, ''));

/** The values the last line gives: `x = 2 or x = -7/3` gives 2 and -7/3. */
const answerValues = (line: string): string[] => [...line.matchAll(/x\s*=\s*(-?\s*\d+(?:\/\d+)?)(?=\s*(?:$|or\b|,))/g)].map((m) => m[1]!.replace(/\s+/g, ''));

/**
 * Audit 5: the last line gives a value that a line of the trace excludes as written (`x != 2`
 * earlier, `x = 2 or x = 37/2` last). A reader sees it by matching the written numbers, without
 * algebra; it is the error of keeping an excluded value, read off its symbols.
 */
export function answerNamesExcluded(steps: readonly string[]): boolean {
  if (steps.length < 2) return false;
  const excluded = new Set(steps.slice(0, -1).flatMap(excludedValues));
  return excluded.size > 0 && answerValues(steps[steps.length - 1]!).some((v) => excluded.has(v));
}

/** Step 0 is an equation with an unknown in a denominator (`9/(x - 6) = ...`, `3/x + 1 = 2`): a rational equation. */
const hasUnknownDenominator = (line: string): boolean => /\/\s*(?:\([^)]*x|x)/.test(line);

/**
 * Audit 18: a rational equation whose cleared line (step 1) writes a factor squared (`9(x - 6)(x + 1) =
 * ... - x(x - 6)^2`: a denominator multiplied in twice, rational's non_minimal_denominator), in a trace
 * with no line that excludes a value (`!=`, `≠`) or checks a candidate. The squared factor's value is
 * then a root of the cleared polynomial, so a right trace always meets it: it excludes it first, or
 * checks and rejects it. A slip of one coefficient in the expansion leaves it no root (unless it is 0),
 * and a trace that wrote no restriction then never meets it: the slip's effect, read off the trace's
 * layout without working the expansion out.
 */
export function squaredValueNeverMet(steps: readonly string[]): boolean {
  if (steps.length < 3 || !hasUnknownDenominator(steps[0]!) || !/\([^()]*x[^()]*\)\^2/.test(steps[1]!)) return false;
  return !steps.some((line) => /!=|≠/.test(line) || /^\s*check\b/.test(line));
}

/** The count of minus signs (U+002D and U+2212) in the whole trace is odd. */
export function oddMinusCount(steps: readonly string[]): boolean {
  let n = 0;
  for (const line of steps) for (const c of line) if (c === '-' || c === '\u2212') n++;
  return n % 2 === 1;
}

// ---------------------------------------------------------------- feature layout

interface Template {
  key: string;
  size: number;
  offset: number;
  /** Words for value v of this template ({} when hashed: the probe names hashed values from data). */
  name: (v: number) => string;
  hashed?: 'shape' | 'last-trigram' | 'prev-trigram' | 'line-shape' | 'shape×from-end' | 'trigram×from-end' | 'shape-pair' | 'minus-pattern' | 'minus-pattern×index' | 'minus-prefix×index' | 'minus-window×index';
}

class Layout {
  readonly templates: Template[] = [];
  size = 0;
  add(key: string, size: number, name: (v: number) => string, hashed?: Template['hashed']): Template {
    const t: Template = { key, size, offset: this.size, name, hashed };
    this.templates.push(t);
    this.size += size;
    return t;
  }
  templateOf(id: number): Template {
    let lo = 0;
    let hi = this.templates.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.templates[mid]!.offset <= id) lo = mid;
      else hi = mid - 1;
    }
    return this.templates[lo]!;
  }
}

const CAP_LINES = 40;
const SIZE_BUCKETS = [0, 10, 20, 50, 100, 1000, 1e9];
const sizeBucket = (v: number): number => {
  let b = 0;
  while (b + 1 < SIZE_BUCKETS.length && v >= SIZE_BUCKETS[b + 1]!) b++;
  return b;
};
const sizeName = (b: number) => (b + 1 < SIZE_BUCKETS.length - 1 ? `${SIZE_BUCKETS[b]}–${SIZE_BUCKETS[b + 1]! - 1}` : `${SIZE_BUCKETS[b]} or more`);
const capped = (v: number, cap: number) => (v >= cap ? cap : v);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const quote = (t: string) => `“${t.trim() === '' ? t : t}”`;
const KINDS = ['an equation or answer', 'a check ending in keep', 'a check ending in reject', 'another check line', 'a list (or)'];
const VERDICT_CODES = 1 + 3 + 9 + 27 + 81; // up to four verdicts in order, then "more"

function verdictText(code: number): string {
  if (code === 0) return 'no check verdict';
  if (code >= VERDICT_CODES) return 'more than four check verdicts';
  let rest = code;
  let len = 1;
  let span = 3;
  while (rest > span) {
    rest -= span;
    span *= 3;
    len++;
  }
  const words: string[] = [];
  let v = rest - 1;
  for (let k = 0; k < len; k++) {
    words.unshift(['keep', 'reject', 'other'][v % 3]!);
    v = Math.floor(v / 3);
  }
  return `check verdicts in order: ${words.join(', ')}`;
}

function verdictCode(kinds: readonly number[]): number {
  let code = 0;
  let len = 0;
  for (const k of kinds) {
    if (k < 1 || k > 3) continue;
    len++;
    if (len > 4) return VERDICT_CODES;
    code = code * 3 + (k - 1);
  }
  if (len === 0) return 0;
  let base = 0;
  for (let l = 1, span = 3; l < len; l++, span *= 3) base += span;
  return base + code + 1;
}

const HASH_SHAPES = 256;
const HASH_LINE_SHAPES = 1024;
const HASH_TRIGRAMS = 2048;
const HASH_CROSS_TRACE = 4096;

// Trace-level features (Q1, Q2).
const L = new Layout();
const F = {
  lines: L.add('lines', CAP_LINES + 1, (v) => (v >= CAP_LINES ? `${CAP_LINES} lines or more` : `the trace has ${v} lines`)),
  chars: L.add('chars', 61, (v) => (v >= 60 ? '600 characters or more in all' : `${v * 10}–${v * 10 + 9} characters in all`)),
  lastLen: L.add('last-len', 41, (v) => (v >= 40 ? 'the last line is 80 characters or longer' : `the last line is ${2 * v}–${2 * v + 1} characters long`)),
  prevLen: L.add('prev-len', 41, (v) => (v >= 40 ? 'the line before the last is 80 characters or longer' : `the line before the last is ${2 * v}–${2 * v + 1} characters long`)),
  count: TOKENS.map((t) => L.add(`count ${t}`, 6, (v) => (v >= 5 ? `${quote(t)} occurs 5 times or more` : `${quote(t)} occurs ${plural(v, 'time', 'times')}`))),
  first: TOKENS.map((t) => L.add(`first ${t}`, CAP_LINES + 1, (v) => `${quote(t)} first occurs on line ${v >= CAP_LINES ? `${CAP_LINES} or later` : v}`)),
  firstFromEnd: TOKENS.map((t) => L.add(`first-from-end ${t}`, CAP_LINES + 1, (v) => `${quote(t)} first occurs ${plural(v, 'line', 'lines')} before the end`)),
  verdicts: L.add('verdicts', VERDICT_CODES + 1, verdictText),
  maxNumber: L.add('max-number', SIZE_BUCKETS.length, (b) => `the largest number in the trace is ${sizeName(b)}`),
  bigNumbers: L.add('numbers>=20', 6, (v) => (v >= 5 ? '5 or more numbers of 20 or more in the trace' : `${plural(v, 'number', 'numbers')} of 20 or more in the trace`)),
  lastShape: L.add('last-shape', HASH_SHAPES, () => 'the last line reads', 'shape'),
  prevShape: L.add('prev-shape', HASH_SHAPES, () => 'the line before the last reads', 'shape'),
  lastMax: L.add('last-max', SIZE_BUCKETS.length, (b) => `the last line's largest number is ${sizeName(b)}`),
  lastDen: L.add('last-den', SIZE_BUCKETS.length + 1, (b) => (b === SIZE_BUCKETS.length ? 'the last line has no fraction' : `the last line's largest denominator is ${sizeName(b)}`)),
  lastNumbers: L.add('last-numbers', 7, (v) => `the last line has ${v >= 6 ? '6 or more' : v} numbers`),
  lastNotInPrev: L.add('last-not-in-prev', 5, (v) => (v >= 4 ? '4 or more numbers of the last line are not in the line before' : `${plural(v, 'number', 'numbers')} of the last line ${v === 1 ? 'is' : 'are'} not in the line before`)),
  lastInPrev: L.add('last-in-prev', 5, (v) => (v >= 4 ? '4 or more numbers of the last line are also in the line before' : `${plural(v, 'number', 'numbers')} of the last line ${v === 1 ? 'is' : 'are'} also in the line before`)),
  numInPrev: L.add('last-num-den-in-prev', 9, (v) => `the last line's first number is ${['absent', 'in the line before', 'not in the line before'][v % 3]}, its first denominator ${['absent', 'in the line before', 'not in the line before'][Math.floor(v / 3)]}`),
  lastNotEarlier: L.add('last-not-earlier', 5, (v) => (v >= 4 ? '4 or more numbers of the last line occur in no earlier line' : `${plural(v, 'number', 'numbers')} of the last line ${v === 1 ? 'occurs' : 'occur'} in no earlier line`)),
  lastInCheck: L.add('last-in-check', 4, (v) => ['the last line\'s text after “=” is in no check line', 'the last line\'s text after “=” is in a check ending in keep', 'the last line\'s text after “=” is in a check ending in reject', 'the last line\'s text after “=” is in another check line'][v]!),
  lastInList: L.add('last-in-list', 3, (v) => ['no list line before the last', 'the last line\'s value is in the list line', 'the last line\'s value is not in the list line'][v]!),
  checkMax: L.add('check-max', SIZE_BUCKETS.length + 1, (b) => (b === SIZE_BUCKETS.length ? 'no check line' : `the largest number in a check line is ${sizeName(b)}`)),
  lineShapes: L.add('line-shape', HASH_LINE_SHAPES, () => 'a line reads', 'line-shape'),
  // Audit 3: the exact count of minus signs and every token's parity. A clean trace carries each
  // sign through every step, so its count of "-" is close to a checksum of its equation, and a slip
  // that loses one sign breaks it; gradient boosting read generator 3.0.0's linear Q1 and Q2 from
  // this count (80.6 % and 81.7 % against a 66.7 % majority), which the capped counts above hide.
  minusCount: L.add('count-minus', 41, (v) => (v >= 40 ? '“-” occurs 40 times or more' : `“-” occurs exactly ${plural(v, 'time', 'times')}`)),
  parity: TOKENS.map((t) => L.add(`parity ${t}`, 2, (v) => `${quote(t)} occurs an ${v ? 'odd' : 'even'} number of times`)),
  parityLines: L.add('minus-parity×lines', 2 * (CAP_LINES + 1), (v) => `“-” occurs an ${v % 2 ? 'odd' : 'even'} number of times in a trace of ${Math.floor(v / 2) >= CAP_LINES ? `${CAP_LINES} lines or more` : plural(Math.floor(v / 2), 'line', 'lines')}`),
  strictMix: L.add('strictness', 3, (v) => ['no line states an inequality', 'every inequality in the trace has one strictness', 'one line states a strict relation and another a non-strict one'][v]!),
  shapePair: L.add('prev-shape×last-shape', HASH_CROSS_TRACE, () => 'the line before the last and the last line read', 'shape-pair'),
  lastGram: L.add('last-trigram', HASH_TRIGRAMS, () => 'the last line contains', 'last-trigram'),
  prevGram: L.add('prev-trigram', HASH_TRIGRAMS, () => 'the line before the last contains', 'prev-trigram'),
  // Audit 4: the count of "-" of every line, as one sequence. A valid step that moves a term changes
  // its line's count by one and a sign slip there does not, so the sequence says where a sign
  // slipped: a lookup table from it to the most common first-error index placed 58 % of linear's
  // canonical errors (generator 3.1.0, seed 1), over gradient boosting's 45.7 %.
  minusPattern: L.add('minus-pattern', HASH_CROSS_TRACE, () => 'the lines\' counts of “-” read', 'minus-pattern'),
};
export const TRACE_LAYOUT = L;

/** FNV-1a of the lines' counts of "-" (each capped at 15): the sequence as one value. */
function minusPatternHash(s: TraceSurface): number {
  let h = FNV;
  for (let i = 0; i < s.n; i++) h = Math.imul(h ^ capped(s.minus[i]!, 15), PRIME);
  return h;
}
const minusPatternText = (s: TraceSurface) => s.minus.map((m) => capped(m, 15)).join(', ');
/** FNV-1a of the counts of "-" of lines from .. to - 1 (99 for a line outside the trace), seeded apart from the whole sequence's. */
function minusSpanHash(s: TraceSurface, from: number, to: number, seed: number): number {
  let h = Math.imul(FNV ^ seed, PRIME);
  for (let j = from; j < to; j++) h = Math.imul(h ^ (j >= 0 && j < s.n ? capped(s.minus[j]!, 15) : 99), PRIME);
  return h;
}
const minusSpanText = (s: TraceSurface, from: number, to: number) => Array.from({ length: to - from }, (_, k) => (from + k >= 0 && from + k < s.n ? String(capped(s.minus[from + k]!, 15)) : '–')).join(', ');
const PREFIX = 4;
const minusPatternIndex = (h: number, i: number) => Math.imul(Math.imul(h ^ 0x5f356495, PRIME) ^ i, 0x9e3779b1);
function minusChangeWords(d: number): string {
  if (d === 0) return 'the step has as many “-” as the line before';
  const n = Math.abs(d);
  return `the step has ${n >= 5 ? '5 or more' : n} “-” ${d > 0 ? 'more' : 'fewer'} than the line before`;
}

// Step-level features (Q3: which step holds the first error).
const S = new Layout();
const CROSS_END = 8; // crosses tell steps apart up to 8 lines before the last
const HASH_CROSS = 8192;
const fromEndWords = (v: number) => (v === 0 ? 'the step is the last line' : `the step is ${v >= CROSS_END ? `${CROSS_END} or more lines` : plural(v, 'line', 'lines')} before the last`);
/** A hashed (feature, step offset from the end) pair; `which` keeps the last and the previous line apart. */
const cross = (h: number, which: number, fromEnd: number) => Math.imul(Math.imul(h ^ which, PRIME) ^ fromEnd, 0x9e3779b1);
const CAP_STEP = 30;
const OFFSET = 8; // offsets from a landmark, clamped to [-OFFSET, OFFSET]
const LANDMARKS = ['check', ' or ', '^', '(', '/', 'sqrt', '<', ',', 'y'] as const;
const LANDMARK_TOKENS = LANDMARKS.map((t) => (TOKENS as readonly string[]).indexOf(t));
const G = {
  index: S.add('index', CAP_STEP + 1, (v) => `the step is step ${v >= CAP_STEP ? `${CAP_STEP} or later` : v}`),
  fromEnd: S.add('from-end', CAP_STEP + 1, (v) => (v === 0 ? 'the step is the last line' : `the step is ${plural(v, 'line', 'lines')} before the last`)),
  lengthIndex: S.add('length×index', 1024, () => 'trace length and step index', 'shape'),
  kinds: S.add('kinds', 25, (v) => `the step is ${KINDS[v % 5]} after ${KINDS[Math.floor(v / 5)]}`),
  landmark: LANDMARKS.map((t) => S.add(`offset ${t}`, 2 * OFFSET + 2, (v) => (v === 2 * OFFSET + 1 ? `no ${quote(t)} in the trace` : (v === OFFSET ? `the step is the first line with ${quote(t)}` : v < OFFSET ? `the step is ${plural(OFFSET - v, 'line', 'lines')} before the first ${quote(t)}` : `the step is ${plural(v - OFFSET, 'line', 'lines')} after the first ${quote(t)}`)))),
  overlapFromEnd: S.add('overlap×from-end', 9 * 13, (v) => `${F.numInPrev.name(Math.floor(v / 13))}; the step is ${v % 13 >= 12 ? '12 or more' : v % 13} lines before the last`),
  overlapIndex: S.add('overlap×index', 9 * 13, (v) => `${F.numInPrev.name(Math.floor(v / 13))}; the step is step ${v % 13 >= 12 ? '12 or later' : v % 13}`),
  lenChange: S.add('len-change', 21, (v) => `the step is ${Math.abs(v - 10) * 3}${v === 0 || v === 20 ? ' or more' : ''} characters ${v < 10 ? 'shorter' : 'longer'} than the line before`),
  maxNumber: S.add('step-max-number', SIZE_BUCKETS.length, (b) => `the step's largest number is ${sizeName(b)}`),
  // Audit 3: what the trace-level features see, crossed with where the step sits, so the step
  // choice can read a position off the last lines' form as a multi-class learner over the whole
  // trace does (gradient boosting placed generator 3.0.0's linear canonical errors at 66.5 %).
  parityFromEnd: S.add('minus-parity×from-end', 2 * (CROSS_END + 1), (v) => `“-” occurs an ${v % 2 ? 'odd' : 'even'} number of times; ${fromEndWords(Math.floor(v / 2))}`),
  minusFromEnd: S.add('count-minus×from-end', 41 * (CROSS_END + 1), (v) => `“-” occurs ${Math.floor(v / (CROSS_END + 1)) >= 40 ? '40 times or more' : plural(Math.floor(v / (CROSS_END + 1)), 'time', 'times')}; ${fromEndWords(v % (CROSS_END + 1))}`),
  shapeFromEnd: S.add('shape×from-end', HASH_CROSS, () => 'a form of the last two lines, with the step\'s place,', 'shape×from-end'),
  gramFromEnd: S.add('trigram×from-end', HASH_CROSS, () => 'a trigram of the last two lines, with the step\'s place,', 'trigram×from-end'),
  newNumbers: S.add('new-numbers', 5, (v) => (v >= 4 ? '4 or more numbers of the step are not in the line before' : `${plural(v, 'number', 'numbers')} of the step ${v === 1 ? 'is' : 'are'} not in the line before`)),
  // Audit 4: the lines' counts of "-" (see F.minusPattern) with the step's index; the first four
  // lines' counts and the counts around the step (two lines before it to one after), each with the
  // step's index (on long traces the whole sequence rarely repeats, its parts do); the step's own
  // change of that count with its index, with the change of the step before, and with step 0's count.
  minusPatternIndex: S.add('minus-pattern×index', HASH_CROSS, () => 'the lines\' counts of “-”, with the step\'s index,', 'minus-pattern×index'),
  minusPrefixIndex: S.add('minus-prefix×index', HASH_CROSS, () => 'the first lines\' counts of “-”, with the step\'s index,', 'minus-prefix×index'),
  minusWindowIndex: S.add('minus-window×index', HASH_CROSS, () => 'the counts of “-” around the step, with its index,', 'minus-window×index'),
  minusChange: S.add('minus-change×index', 11 * 13, (v) => `${minusChangeWords(Math.floor(v / 13) - 5)}; the step is step ${v % 13 >= 12 ? '12 or later' : v % 13}`),
  minusChangePair: S.add('minus-change×previous-change', 11 * 11, (v) => `${minusChangeWords(Math.floor(v / 11) - 5)}; the step before ${minusChangeWords((v % 11) - 5).replace('the step has', 'has').replace('the line before', 'its line before')}`),
  minusStep0Change: S.add('minus-step0×change×index', 16 * 11 * 13, (v) => `step 0 has ${plural(Math.floor(v / 143), '“-”', '“-”')}${Math.floor(v / 143) >= 15 ? ' or more' : ''}; ${minusChangeWords(Math.floor((v % 143) / 13) - 5)}; the step is step ${v % 13 >= 12 ? '12 or later' : v % 13}`),
};
export const STEP_LAYOUT = S;

// ---------------------------------------------------------------- extraction

/** Features of many rows as one flat array: row r holds ids[starts[r] .. starts[r + 1]). */
export interface SparseRows {
  ids: Int32Array;
  starts: Int32Array;
  /** Number of distinct ids (the layout size). */
  dim: number;
}

class RowBuilder {
  private ids = new Int32Array(1 << 16);
  private n = 0;
  private readonly starts: number[] = [0];
  push(id: number): void {
    if (this.n === this.ids.length) {
      const grown = new Int32Array(this.ids.length * 2);
      grown.set(this.ids);
      this.ids = grown;
    }
    this.ids[this.n++] = id;
  }
  endRow(): void {
    this.starts.push(this.n);
  }
  done(dim: number): SparseRows {
    return { ids: this.ids.slice(0, this.n), starts: Int32Array.from(this.starts), dim };
  }
}

const at = (t: Template, v: number) => t.offset + v;
const hashed = (t: Template, h: number) => t.offset + ((h >>> 0) % t.size);

const shapePair = (prev: number, last: number) => Math.imul(Math.imul(prev ^ 0x27d4eb2f, PRIME) ^ last, 0x9e3779b1);

const gramHash = (text: string, i: number) => Math.imul(Math.imul(Math.imul(FNV ^ text.charCodeAt(i), PRIME) ^ text.charCodeAt(i + 1), PRIME) ^ text.charCodeAt(i + 2), PRIME);

function trigrams(text: string, t: Template, out: RowBuilder): void {
  for (let i = 0; i + 3 <= text.length; i++) out.push(hashed(t, gramHash(text, i)));
}

function gramHashes(text: string): number[] {
  const out: number[] = [];
  for (let i = 0; i + 3 <= text.length; i++) out.push(gramHash(text, i));
  return out;
}

/** The text after the first `=`, trimmed: what a last line says the value is. */
function valueText(line: string): string {
  const eq = line.indexOf('=');
  return (eq >= 0 ? line.slice(eq + 1) : line).trim();
}

function pushTrace(steps: readonly string[], s: TraceSurface, out: RowBuilder): void {
  const n = s.n;
  out.push(at(F.lines, capped(n, CAP_LINES)));
  let chars = 0;
  for (let i = 0; i < n; i++) chars += s.len[i]!;
  let maxNum = 0;
  let big = 0;
  let checkMax = -1;
  for (let i = 0; i < n; i++) {
    const isCheck = s.kind[i]! >= 1 && s.kind[i]! <= 3;
    for (let k = s.numStart[i]!; k < s.numStart[i + 1]!; k++) {
      const v = s.nums[k]!;
      if (v > maxNum) maxNum = v;
      if (v >= 20) big++;
      if (isCheck && v > checkMax) checkMax = v;
    }
  }
  out.push(at(F.chars, capped(Math.floor(chars / 10), 60)));
  out.push(at(F.lastLen, capped(Math.floor(s.len[n - 1]! / 2), 40)));
  if (n > 1) out.push(at(F.prevLen, capped(Math.floor(s.len[n - 2]! / 2), 40)));
  for (let k = 0; k < TOKENS.length; k++) {
    out.push(at(F.count[k]!, capped(s.totals[k]!, 5)));
    const f = s.first[k]!;
    if (f >= 0) {
      out.push(at(F.first[k]!, capped(f, CAP_LINES)));
      out.push(at(F.firstFromEnd[k]!, capped(n - 1 - f, CAP_LINES)));
    }
  }
  out.push(at(F.verdicts, verdictCode(s.kind)));
  out.push(at(F.maxNumber, sizeBucket(maxNum)));
  out.push(at(F.bigNumbers, capped(big, 5)));
  out.push(hashed(F.lastShape, s.shape[n - 1]!));
  if (n > 1) out.push(hashed(F.prevShape, s.shape[n - 2]!));
  // The last line's numbers: sizes, and whether the lines before hold them.
  let lastMax = 0;
  let denMax = -1;
  let inPrev = 0;
  let notEarlier = 0;
  const from = s.numStart[n - 1]!;
  const to = s.numStart[n]!;
  for (let k = from; k < to; k++) {
    const v = s.nums[k]!;
    if (v > lastMax) lastMax = v;
    if (s.dens[k] && v > denMax) denMax = v;
    if (n > 1 && lineHas(s, n - 2, v)) inPrev++;
    let earlier = false;
    for (let j = 0; j < from && !earlier; j++) earlier = s.nums[j] === v;
    if (!earlier) notEarlier++;
  }
  out.push(at(F.lastMax, sizeBucket(lastMax)));
  out.push(at(F.lastDen, denMax < 0 ? SIZE_BUCKETS.length : sizeBucket(denMax)));
  out.push(at(F.lastNumbers, capped(to - from, 6)));
  if (n > 1) {
    out.push(at(F.lastNotInPrev, capped(to - from - inPrev, 4)));
    out.push(at(F.lastInPrev, capped(inPrev, 4)));
    out.push(at(F.numInPrev, s.overlap));
  }
  out.push(at(F.lastNotEarlier, capped(notEarlier, 4)));
  // Is the last line's value written in an earlier check line (kept, rejected) or in a list line?
  let inCheck = 0;
  let inList = 0;
  if (s.totals[T_CHECK]! > 0 || s.totals[T_OR]! > 0) {
    const value = valueText(steps[n - 1]!);
    for (let i = 0; i < n - 1 && value; i++) {
      const kind = s.kind[i]!;
      if (kind >= 1 && kind <= 3 && inCheck === 0 && checkedValue(steps[i]!) === value) inCheck = kind;
      if (kind === 4) inList = steps[i]!.split(' or ').some((p) => valueText(p) === value) ? 1 : 2;
    }
  }
  out.push(at(F.lastInCheck, inCheck));
  out.push(at(F.lastInList, inList));
  out.push(at(F.checkMax, checkMax < 0 ? SIZE_BUCKETS.length : sizeBucket(checkMax)));
  for (let i = 0; i < n; i++) out.push(hashed(F.lineShapes, s.shape[i]!));
  const minus = s.totals[T_MINUS]!;
  out.push(at(F.minusCount, capped(minus, 40)));
  for (let k = 0; k < TOKENS.length; k++) out.push(at(F.parity[k]!, s.totals[k]! & 1));
  out.push(at(F.parityLines, capped(n, CAP_LINES) * 2 + (minus & 1)));
  // Audit 3: the last two lines' forms as one pair (a dropped root shows as a list line followed by
  // one value), and whether the trace mixes strict and non-strict relations (a strictness slip).
  if (n > 1) out.push(hashed(F.shapePair, shapePair(s.shape[n - 2]!, s.shape[n - 1]!)));
  out.push(at(F.strictMix, strictnessMix(steps)));
  trigrams(steps[n - 1]!, F.lastGram, out);
  if (n > 1) trigrams(steps[n - 2]!, F.prevGram, out);
  out.push(hashed(F.minusPattern, minusPatternHash(s)));
}

/** The value a check line checks: the text between the first `=` and the `:`. */
function checkedValue(line: string): string {
  const colon = line.indexOf(':');
  return valueText(colon >= 0 ? line.slice(0, colon) : line);
}

/** Trace-level features of many traces (one row each). */
export function traceFeatures(traces: readonly (readonly string[])[], surfaces?: readonly TraceSurface[]): SparseRows {
  const out = new RowBuilder();
  traces.forEach((steps, r) => {
    pushTrace(steps, surfaces?.[r] ?? traceSurface(steps), out);
    out.endRow();
  });
  return out.done(L.size);
}

/** Step-level features: one row per step 1..n-1 of each trace; `groups[r]` is trace r's first row (and groups[R] the end). */
export function stepFeatures(traces: readonly (readonly string[])[], surfaces?: readonly TraceSurface[]): { rows: SparseRows; groups: Int32Array } {
  const out = new RowBuilder();
  const groups = new Int32Array(traces.length + 1);
  let row = 0;
  traces.forEach((steps, r) => {
    groups[r] = row;
    const s = surfaces?.[r] ?? traceSurface(steps);
    const n = s.n;
    const firsts = LANDMARK_TOKENS.map((t) => s.first[t]!);
    const pattern = minusPatternHash(s);
    const prefix = minusSpanHash(s, 0, Math.min(PREFIX, n), 0x1f);
    const lastGrams = gramHashes(steps[n - 1]!);
    const nLast = lastGrams.length;
    if (n > 1) lastGrams.push(...gramHashes(steps[n - 2]!));
    for (let i = 1; i < n; i++) {
      const fromEnd = n - 1 - i;
      out.push(at(G.index, capped(i, CAP_STEP)));
      out.push(at(G.fromEnd, capped(fromEnd, CAP_STEP)));
      out.push(hashed(G.lengthIndex, Math.imul(n, 0x9e3779b1) ^ i));
      out.push(at(G.kinds, s.kind[i - 1]! * 5 + s.kind[i]!));
      for (let k = 0; k < LANDMARKS.length; k++) {
        const f = firsts[k]!;
        out.push(at(G.landmark[k]!, f < 0 ? 2 * OFFSET + 1 : Math.max(-OFFSET, Math.min(OFFSET, i - f)) + OFFSET));
      }
      out.push(at(G.overlapFromEnd, s.overlap * 13 + capped(fromEnd, 12)));
      out.push(at(G.overlapIndex, s.overlap * 13 + capped(i, 12)));
      out.push(at(G.lenChange, Math.max(0, Math.min(20, Math.round((s.len[i]! - s.len[i - 1]!) / 3) + 10))));
      let max = 0;
      let fresh = 0;
      for (let k = s.numStart[i]!; k < s.numStart[i + 1]!; k++) {
        const v = s.nums[k]!;
        if (v > max) max = v;
        if (!lineHas(s, i - 1, v)) fresh++;
      }
      out.push(at(G.maxNumber, sizeBucket(max)));
      out.push(at(G.newNumbers, capped(fresh, 4)));
      const end = capped(fromEnd, CROSS_END);
      out.push(at(G.parityFromEnd, (s.totals[T_MINUS]! & 1) + 2 * end));
      out.push(at(G.minusFromEnd, capped(s.totals[T_MINUS]!, 40) * (CROSS_END + 1) + end));
      out.push(hashed(G.shapeFromEnd, cross(s.shape[n - 1]!, 1, end)));
      if (n > 1) out.push(hashed(G.shapeFromEnd, cross(s.shape[n - 2]!, 2, end)));
      for (let j = 0; j < lastGrams.length; j++) out.push(hashed(G.gramFromEnd, cross(lastGrams[j]!, j < nLast ? 1 : 2, end)));
      out.push(hashed(G.minusPatternIndex, minusPatternIndex(pattern, i)));
      const change = Math.max(-5, Math.min(5, s.minus[i]! - s.minus[i - 1]!)) + 5;
      const before = i > 1 ? Math.max(-5, Math.min(5, s.minus[i - 1]! - s.minus[i - 2]!)) + 5 : 5;
      out.push(at(G.minusChange, change * 13 + capped(i, 12)));
      out.push(at(G.minusChangePair, change * 11 + before));
      out.push(at(G.minusStep0Change, capped(s.minus[0]!, 15) * 143 + change * 13 + capped(i, 12)));
      out.push(hashed(G.minusPrefixIndex, minusPatternIndex(prefix, i)));
      out.push(hashed(G.minusWindowIndex, minusPatternIndex(minusSpanHash(s, i - 2, i + 2, 0x2f), capped(i, 12))));
      out.endRow();
      row++;
    }
  });
  groups[traces.length] = row;
  return { rows: out.done(S.size), groups };
}

// ---------------------------------------------------------------- naming

/** Traces scanned to name a hashed feature (enough to find any form that carries weight). */
const NAMING_SCAN = 3000;

/** The words for a trace-level (or step-level) feature id; hashed ones are named from the traces that made them. */
export function featureName(layout: 'trace' | 'step', id: number, traces: readonly (readonly string[])[], surfaces: readonly TraceSurface[]): string {
  const lay = layout === 'trace' ? L : S;
  const t = lay.templateOf(id);
  const v = id - t.offset;
  if (!t.hashed) return t.name(v);
  const counts = new Map<string, number>();
  const bump = (text: string) => counts.set(text, (counts.get(text) ?? 0) + 1);
  // Every k-th trace, so the scan sees every part of a file written in blocks (T1 first, then T2, T3).
  const stride = Math.max(1, Math.ceil(traces.length / NAMING_SCAN));
  for (let r = 0; r < traces.length; r += stride) {
    const steps = traces[r]!;
    const s = surfaces[r]!;
    const n = steps.length;
    if (t === G.shapeFromEnd || t === G.gramFromEnd) {
      for (let which = 1; which <= 2 && which <= n; which++) {
        const line = steps[n - which]!;
        for (let i = 1; i < n; i++) {
          const end = capped(n - 1 - i, CROSS_END);
          const where = `${which === 1 ? 'the last line' : 'the line before the last'}`;
          if (t === G.shapeFromEnd) {
            if (hashed(t, cross(s.shape[n - which]!, which, end)) === id) bump(`${where} reads ${quote(shapeText(line))}; ${fromEndWords(end)}`);
          } else {
            for (let k = 0; k + 3 <= line.length; k++) if (hashed(t, cross(gramHash(line, k), which, end)) === id) bump(`${where} contains ${quote(line.slice(k, k + 3))}; ${fromEndWords(end)}`);
          }
        }
      }
    } else if (t === F.minusPattern) {
      if (hashed(t, minusPatternHash(s)) === id) bump(`the lines' counts of “-” read ${minusPatternText(s)}`);
    } else if (t === G.minusPatternIndex) {
      const h = minusPatternHash(s);
      for (let i = 1; i < n; i++) if (hashed(t, minusPatternIndex(h, i)) === id) bump(`the lines' counts of “-” read ${minusPatternText(s)}; the step is step ${i}`);
    } else if (t === G.minusPrefixIndex) {
      const h = minusSpanHash(s, 0, Math.min(PREFIX, n), 0x1f);
      for (let i = 1; i < n; i++) if (hashed(t, minusPatternIndex(h, i)) === id) bump(`the first lines' counts of “-” read ${minusSpanText(s, 0, Math.min(PREFIX, n))}; the step is step ${i}`);
    } else if (t === G.minusWindowIndex) {
      for (let i = 1; i < n; i++) if (hashed(t, minusPatternIndex(minusSpanHash(s, i - 2, i + 2, 0x2f), capped(i, 12))) === id) bump(`the counts of “-” from two lines before the step to one after read ${minusSpanText(s, i - 2, i + 2)}; the step is step ${i}`);
    } else if (t === G.lengthIndex) {
      for (let i = 1; i < n; i++) if (hashed(t, Math.imul(n, 0x9e3779b1) ^ i) === id) bump(`the trace has ${n} lines and the step is step ${i}`);
    } else if (t.hashed === 'last-trigram' || t.hashed === 'prev-trigram') {
      const line = t.hashed === 'last-trigram' ? steps[n - 1] : steps[n - 2];
      for (let i = 0; line !== undefined && i + 3 <= line.length; i++) {
        if (hashed(t, gramHash(line, i)) === id) bump(`${t.name(v)} ${quote(line.slice(i, i + 3))}`);
      }
    } else if (t === F.shapePair) {
      if (n > 1 && hashed(t, shapePair(s.shape[n - 2]!, s.shape[n - 1]!)) === id) bump(`the line before the last reads ${quote(shapeText(steps[n - 2]!))} and the last line ${quote(shapeText(steps[n - 1]!))}`);
    } else if (t === F.lastShape || t === F.prevShape) {
      const i = t === F.lastShape ? n - 1 : n - 2;
      if (i >= 0 && hashed(t, s.shape[i]!) === id) bump(`${t.name(v)} ${quote(shapeText(steps[i]!))}`);
    } else {
      for (let i = 0; i < n; i++) if (hashed(t, s.shape[i]!) === id) bump(`${t.name(v)} ${quote(shapeText(steps[i]!))}`);
    }
  }
  // The most frequent text that hashes here (ties: the first seen).
  let best: string | null = null;
  let bestCount = 0;
  for (const [text, c] of counts) if (c > bestCount) [best, bestCount] = [text, c];
  return best ?? `${t.name(v)} (a form not among the ${NAMING_SCAN} train traces scanned for names)`;
}
