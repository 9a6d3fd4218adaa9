// The combination of a system's two equations a line of pasted work names before it, as classes write it:
// `2 × (1):`, `(2) + 2 × (1):`, `3(1):`, `(2)·3:`, `I + II:`, `(1) - (2):`, or in words, `multiply the first
// by 2:`, `add (1) and (2):`, `subtract (2) from (1):`. Names mean the two given equations. The line is then judged against what that
// combination gives, as a note is in one unknown. Judged only by the line's set, a line parallel to a
// system with no solution "followed" as some combination of the two (`multiply the first by 2: 4x - 2y = 3`
// of 2x - y = 3, where 2·3 is 6), and any `0 = c` after a wrong line beside its parallel twin did; reviewers
// place the error at the line whose named arithmetic is wrong (rounds 31, 32).
import { Rational } from '../algebra/rational.ts';
import type { LinearEq } from '../sets/plane.ts';

/** Which of the two given equations a name means: `(1)`, `[1]`, `I`, `eq 1`, `equation (1)`, `the first`. */
const NAME = String.raw`\(\s*([12]|i{1,2}|I{1,2})\s*\)|\[\s*([12])\s*\]|(I{1,2})(?![A-Za-z])|[Ee]q(?:uation)?\.?\s*\(?\s*([12])\s*\)?|(?:the\s+)?(first|second|top|bottom|1st|2nd)(?:\s+equation)?`;
/** A factor: an integer, a fraction, a decimal or a vulgar fraction, signed, bracketed or not (`2`, `1/2`, `0.5`, `½`, `(-3)`). */
const FACTOR = String.raw`(\(\s*[-\u2212]?\s*(?:\d+(?:[./]\d+)?|[\u00bd\u2153\u2154\u00bc\u00be])\s*\)|[-\u2212]?\s*(?:\d+(?:[./]\d+)?|[\u00bd\u2153\u2154\u00bc\u00be]))`;
const TERM = new RegExp(String.raw`^\s*([+\-\u2212])?\s*(?:${FACTOR}\s*[·*×⋅]?\s*)?(?:${NAME})(?:\s*([·*×⋅/÷])\s*${FACTOR})?`);
const MULTIPLY = new RegExp(String.raw`^(?:multiply(?:ing)?|times|(divid(?:e|ing)))\s+(?:${NAME})\s+(?:by|times)\s+${FACTOR}$`, 'i');
// Only with both names: `add the equations` after a line that multiplied one means that line and the other, not
// the two given, so a combination named without its equations is not judged.
const ADD = new RegExp(String.raw`^(?:add(?:ing)?)\s+(?:${NAME})\s+(?:and|to)\s+(?:${NAME})$`, 'i');
const SUBTRACT = new RegExp(String.raw`^(?:subtract(?:ing)?|subtr?\.?)\s+(?:${NAME})\s+from\s+(?:${NAME})$`, 'i');

/** A combination of the two given equations: factors of equation 1 and of equation 2. */
export interface Combination {
  factors: [Rational, Rational];
  written: string;
  /** Named in symbols in a note beside the line (`| I + II`, `(R1 + R2)`), which may name the next line instead. */
  symbolsInNote?: true;
  /** A sum or a difference named in words (`Adding (1) and (2)`): it names that equation, not a multiple of it. */
  inWords?: true;
}

function nameIndex(m: RegExpExecArray, from: number): 0 | 1 | null {
  const [paren, bracket, roman, word, ordinal] = [m[from], m[from + 1], m[from + 2], m[from + 3], m[from + 4]];
  const digit = paren ?? bracket ?? word;
  if (digit) return digit === '1' || digit === 'i' || digit === 'I' ? 0 : 1;
  if (roman) return roman === 'I' ? 0 : 1;
  if (ordinal) return /^(?:first|top|1st)$/i.test(ordinal) ? 0 : 1;
  return null;
}

const VULGAR: Readonly<Record<string, [number, number]>> = { '\u00bd': [1, 2], '\u2153': [1, 3], '\u2154': [2, 3], '\u00bc': [1, 4], '\u00be': [3, 4] };

/** A factor as written (FACTOR), its value: `-1/2`, `0.5`, `½`, `(−3)`. */
function q(t: string | undefined): Rational {
  if (t === undefined) return Rational.ONE;
  const bare = t.replace(/[()\s]/g, '');
  const negative = /^[-\u2212]/.test(bare);
  const body = bare.replace(/^[-\u2212]/, '');
  const vulgar = VULGAR[body];
  const [num, den] = body.split('/');
  const v = vulgar ? Rational.of(vulgar[0], vulgar[1]) : den === undefined ? Rational.parse(num!) : Rational.parse(num!).div(Rational.parse(den));
  return negative ? v.neg() : v;
}

/** The symbols before the colon (`(2) + 2 × (1)`), each term a factor and a name; null unless the whole reads so. */
function readSymbols(text: string): [Rational, Rational] | null {
  const factors: [Rational, Rational] = [Rational.ZERO, Rational.ZERO];
  let rest = text.trim();
  let first = true;
  while (rest) {
    const m = TERM.exec(rest);
    if (!m || (!first && !m[1])) return null;
    const k = nameIndex(m, 3);
    if (k === null) return null;
    const sign = m[1] === '-' || m[1] === '\u2212' ? Rational.ONE.neg() : Rational.ONE;
    const after = m[9] === undefined ? Rational.ONE : m[8] === '/' || m[8] === '\u00f7' ? Rational.ONE.div(q(m[9])) : q(m[9]);
    factors[k] = factors[k].add(sign.mul(q(m[2])).mul(after));
    rest = rest.slice(m[0].length).trim();
    first = false;
  }
  return first ? null : factors;
}

/**
 * Rows and equations named `R1`, `E2` (slides and lecture notes) as `(1)`, `(2)`. Before the colon they were taken off as a
 * name and not read as a combination, so a false one passed (`R1 - R2: 2x = 14` of x + y = 10, x - y = 4; round 69 B).
 */
const asNames = (text: string): string => text.replace(/(?<![A-Za-z])[RE]\s*([12])(?!\d)/g, '($1)');

/**
 * The combination a line names: in its lead-in (`2 × (1):`) or its note in words (`multiply the first by 2`);
 * null where it names none, or names it in a way not read (a third equation, `(3)`; a rewritten one, `(1')`).
 */
export function readCombination(leadIn: string | null | undefined, note: string | null | undefined): Combination | null {
  const lead = leadIn?.trim().replace(/\s*:\s*$/, '');
  // `from (1):`, `in II:`, `into (2):` name where a value is put, no combination; nor does a name alone (`(1):`).
  if (lead && leadIn!.trim().endsWith(':') && !/^(?:from|in|into|using|sub|substitut|plug|put|insert)/i.test(lead)) {
    const f = readSymbols(asNames(lead));
    if (f && !(f.filter((k) => !k.isZero()).length === 1 && f.some((k) => k.equals(Rational.ONE)))) return { factors: f, written: lead };
  }
  const words = note?.trim().replace(/[.:]$/, '');
  if (!words) return null;
  const mul = MULTIPLY.exec(words);
  if (mul) {
    const k = nameIndex(mul, 2)!;
    const f: [Rational, Rational] = [Rational.ZERO, Rational.ZERO];
    f[k] = mul[1] ? Rational.ONE.div(q(mul[7])) : q(mul[7]);
    return { factors: f, written: words };
  }
  if (ADD.test(words)) return { factors: [Rational.ONE, Rational.ONE], written: words, inWords: true };
  const symbols = symbolsInNote(words);
  if (symbols) return symbols;
  const sub = SUBTRACT.exec(words);
  if (sub) {
    const [from, what] = [nameIndex(sub, 6), nameIndex(sub, 1)];
    if (from === null || what === null || from === what) return null;
    const f: [Rational, Rational] = [Rational.ZERO, Rational.ZERO];
    f[from] = Rational.ONE;
    f[what] = Rational.ONE.neg();
    return { factors: f, written: words, inWords: true };
  }
  return null;
}

/**
 * The given equation a note names alone (`(1)`, `II`, `[2]`, `eq 2`) beside a line, as a student labels the equations they
 * copy out, or null where the note is no such name.
 */
export function nameAlone(note: { kind: string; text: string } | null | undefined): 0 | 1 | null {
  const t = note?.text.trim().replace(/[.:]$/, '');
  if (!t || t.length > 12) return null;
  // In brackets the reader keeps the inside: `x - 3y = 7   (1)` has the note "1".
  if (note!.kind === 'paren' && /^[12]$/.test(t)) return t === '1' ? 0 : 1;
  const f = readSymbols(asNames(t));
  if (!f) return null;
  const nonzero = ([0, 1] as const).filter((i) => !f[i].isZero());
  return nonzero.length === 1 && f[nonzero[0]!].equals(Rational.ONE) ? nonzero[0]! : null;
}

/** Two equations of one line in the plane (each a multiple of the other, neither 0 = 0). */
export function sameLine(p: LinearEq, q: LinearEq): boolean {
  const u = [p.a, p.b, p.c];
  const w = [q.a, q.b, q.c];
  if (u.every((k) => k.isZero()) || w.every((k) => k.isZero())) return false;
  return u.every((k, i) => u.every((l, j) => k.mul(w[j]!).equals(l.mul(w[i]!))));
}

/**
 * A combination a note names in symbols (`I + II`, `(1) - (2)`, `R1 + R2`, `E1 - E2`, `eq1 + eq2`, `3·I`); rows `R1` and
 * `E1` are equations. Read as the equation's name, a false one passed (`2y = 6 | I + II` of x + y = 10, x - y = 4; red
 * team, round 47). Not a name alone (`(2)`, `| II`).
 */
export function symbolsInNote(note: string | null | undefined): Combination | null {
  const words = note?.trim().replace(/[.:]$/, '');
  if (!words) return null;
  const f = readSymbols(asNames(words));
  if (!f || (f.filter((k) => !k.isZero()).length === 1 && f.some((k) => k.equals(Rational.ONE)))) return null;
  return { factors: f, written: words, symbolsInNote: true };
}

/** Any equation's label, given or numbered later: `(3)`, `[3]`, `III`, `R3`, `eq3`, `E3`. */
const ANY_LABEL = String.raw`(?:\(\s*(?:\d+|i{1,3}|iv|[IVX]{1,4})\s*\)|\[\s*\d+\s*\]|[IV]{1,4}(?![A-Za-z])|R\s*\d+|[Ee]q(?:uation)?\.?\s*\(?\s*\d+\s*\)?|E\d+)`;
const ANY_TERM = String.raw`(?:${FACTOR}\s*[·*×⋅]?\s*)?${ANY_LABEL}(?:\s*[·*×⋅/÷]\s*${FACTOR})?`;
const ANY_COMBINATION = new RegExp(String.raw`^\s*[+\-\u2212]?\s*${ANY_TERM}(?:\s*[+\-\u2212]\s*${ANY_TERM})*\s*$`);

/**
 * Whether a note is a combination of equations' labels in symbols (`(1) + (3)`, `I + III`, `2·(3)`), whichever
 * equations they name; a label alone is a name. Where symbolsInNote does not read it (a label of a line numbered
 * later), read as the equation's name a false one passed (`7x = 21 | (1) + (3)`, where it is (2) + (3); round 48).
 */
export function namesCombination(note: string): boolean {
  const t = note.trim();
  const labels = t.match(new RegExp(ANY_LABEL, 'g')) ?? [];
  return ANY_COMBINATION.test(t) && (labels.length > 1 || /[·*×⋅/÷]|\d\s*\(|^\s*[-\u2212]/.test(t));
}

/**
 * The sum or the difference of the two equations named without their names (`add the equations`, `(subtract)`,
 * `add them`): each order of a difference. Not judged before (the names may mean lines rewritten since), and read
 * as a comment a false one passed (`2x = 12 (subtract the equations)` of x + y = 10, x - y = 2; round 45). The
 * line is compared with the equations as given and as named steps rewrote them (Versions); where it is none of
 * those, it is not judged.
 */
const LOOSE_ADD = /^(?:add|adding|added|sum)(?:\s+(?:the\s+)?(?:two\s+)?(?:equations|eqs?\.?|them|both(?:\s+equations)?))?(?:\s+together)?$/i;
const LOOSE_SUBTRACT = /^(?:subtract|subtracting|subtracted|subtr?\.?)(?:\s+(?:the\s+)?(?:two\s+)?(?:equations|eqs?\.?|them))?$/i;
export function looseCombinations(text: string | null | undefined): { combinations: Combination[]; name: 'sum' | 'difference' } | null {
  const words = text?.trim().replace(/\s*[.:]$/, '');
  if (!words) return null;
  if (LOOSE_ADD.test(words)) return { combinations: [{ factors: [Rational.ONE, Rational.ONE], written: words }], name: 'sum' };
  if (LOOSE_SUBTRACT.test(words)) {
    return { combinations: [{ factors: [Rational.ONE, Rational.ONE.neg()], written: words }, { factors: [Rational.ONE.neg(), Rational.ONE], written: words }], name: 'difference' };
  }
  return null;
}

/** The combination worked out: factors times the given equations. */
export function combine(c: Combination, givens: readonly [LinearEq, LinearEq]): LinearEq {
  const [k1, k2] = c.factors;
  const [e1, e2] = givens;
  return { a: k1.mul(e1.a).add(k2.mul(e2.a)), b: k1.mul(e1.b).add(k2.mul(e2.b)), c: k1.mul(e1.c).add(k2.mul(e2.c)) };
}

/**
 * Whether the written equation is the combination's. `exact`: the combination itself, its sides moved (so up
 * to its sign). Otherwise any nonzero multiple of it where it keeps an unknown
 * (`(1) + (2): 7x = 21` may be written `x = 3` at once); where it keeps none, the number itself (`(2) - 3 × (1):
 * 0 = -2`, not `0 = 5`; `0 = 2` is its negation, which `-2 = 0` also is: see negatesNumber).
 */
export function agrees(written: LinearEq, combined: LinearEq, exact = false): boolean {
  if (exact) {
    const same = (k: Rational) => written.a.equals(k.mul(combined.a)) && written.b.equals(k.mul(combined.b)) && written.c.equals(k.mul(combined.c));
    return same(Rational.ONE) || same(Rational.ONE.neg());
  }
  if (combined.a.isZero() && combined.b.isZero()) {
    return written.a.isZero() && written.b.isZero() && written.c.equals(combined.c);
  }
  const cross = (x: Rational, y: Rational, u: Rational, v: Rational) => x.mul(v).equals(y.mul(u));
  return cross(written.a, written.b, combined.a, combined.b) && cross(written.a, written.c, combined.a, combined.c) && cross(written.b, written.c, combined.b, combined.c)
    && !(written.a.isZero() && written.b.isZero());
}

/** An equation as a person writes it: `6x - 2y = 14`, `0 = -2`. */
export function formatEquation(e: LinearEq, [u, v]: readonly [string, string]): string {
  const terms: string[] = [];
  for (const [k, name] of [[e.a, u], [e.b, v]] as const) {
    if (k.isZero()) continue;
    const negative = k.compare(0) < 0;
    const abs = negative ? k.neg() : k;
    const coef = abs.equals(Rational.ONE) ? '' : /\//.test(abs.toString()) ? `(${abs.toString()})` : abs.toString();
    terms.push(`${terms.length ? (negative ? ' - ' : ' + ') : negative ? '-' : ''}${coef}${name}`);
  }
  return `${terms.join('') || '0'} = ${e.c.toString()}`;
}

/**
 * The versions each name may stand for: the given equation, and each line that rewrote it alone (`II·3: 3x -
 * 3y = 3`, after which classes may mean either by `II`). A version is added where a line names one equation
 * times a number and agrees with it.
 */
export type Versions = [LinearEq[], LinearEq[]];

/**
 * Where the combination keeps no unknown (`0 = v`), a line of numbers making -v (right minus left): its sides
 * moved (`-v = 0`, `2 = 6` for `0 = -4`) or a slip of sign, which the numbers alone cannot tell apart (`2 = 0` for
 * `0 = -2`: `+2` moved, or the sign lost?). One making v agrees (agrees); any other number is a slip (`0 = 5`).
 */
function negatesNumber(written: LinearEq, combined: LinearEq): boolean {
  return combined.a.isZero() && combined.b.isZero() && written.a.isZero() && written.b.isZero() && !combined.c.isZero() && written.c.equals(combined.c.neg());
}

/**
 * Why no part of the line is the combination it names, whichever version each name stands for (`mismatch`);
 * `unsure` where the line is its number negated (negatesNumber); null where a part is the combination.
 */
export function combinationMismatch(c: Combination | null, versions: Versions | null, parts: readonly (LinearEq | null)[], vars: readonly [string, string], typed?: readonly string[], exactly = false): { kind: 'mismatch' | 'unsure'; message: string } | null {
  const written = parts.filter((p): p is LinearEq => p !== null);
  if (!c || !versions || !written.length || written.length !== parts.length) return null;
  let unsure = false;
  // One equation times a number (`multiply (2) by 3`, `3 × (1):`) names that number: the line is it exactly,
  // its sides moved as written (so up to its sign), not any multiple (`2x - 2y = 2` is no `3 × (x - y = 1)`,
  // though the same line of pairs; it was said to be "that combination", red team, round 45).
  const exact = exactly || rewrites(c) !== null;
  for (const e1 of versions[0]) for (const e2 of versions[1]) {
    const combined = combine(c, [e1, e2]);
    if (written.some((w) => agrees(w, combined, exact))) return null;
    unsure ||= written.some((w) => negatesNumber(w, combined));
  }
  const combined = combine(c, [versions[0][0]!, versions[1][0]!]);
  // The line as typed where it is known (a number line's sides are lost in its equation: `-4 = 0` is not `0 = 4`).
  const shown = (typed ?? written.map((w) => formatEquation(w, vars))).join(', ');
  return unsure
    ? { kind: 'unsure', message: `the combination it names, ${c.written}, gives ${formatEquation(combined, vars)}; ${shown} may be that with its sides moved, or have a slip of sign` }
    : { kind: 'mismatch', message: `the combination it names, ${c.written}, gives ${formatEquation(combined, vars)}, not ${shown}` };
}

/** A line that rewrote one equation alone (one factor nonzero): the name it is now a version of. */
export function rewrites(c: Combination): 0 | 1 | null {
  const nonzero = c.factors.flatMap((k, i) => (k.isZero() ? [] : [i as 0 | 1]));
  return nonzero.length === 1 ? nonzero[0]! : null;
}
