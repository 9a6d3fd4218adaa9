// A value tried in the original before the answer, as guess and check is taught: `4x + 3 = 23`, then
// `4(4) + 3 = 19 ≠ 23`, `4(5) + 3 = 23`, `x = 5`. A line of numbers alone either holds for every x or for
// none, so read as a step it "no longer determines x" (red team, round 80 B: 12 traces of right work
// called invalid at the first trial). It is one where a side of the original, written with a number in
// place of the unknown, begins it: the number is the value tried.
import type { Alg } from '../algebra/algebraic.ts';
import { compareAlg, formatAlg } from '../algebra/algebraic.ts';
import type { Expr, Statement } from '../trace/index.ts';
import { hasVar, isBareNumber, parseStatement, printExpr, substitute, writesLetter } from '../trace/index.ts';
import type { SolutionSet } from '../sets/index.ts';
import { valueOf, valueOfText } from './worked-value.ts';
import { readVerdictNote, SIZE_WORDS } from './verdict-note.ts';

/**
 * The expressions `written` puts where `pattern` has `name`, or null where it is not `pattern` with
 * numbers put in. A term added in the pattern may be written as one taken away (`x^2 + x - 20` at
 * -5: `(-5)^2 - 5 - 20`), as students write a negative value put in.
 */
function putIn(pattern: Expr, written: Expr, name: string, out: Expr[]): boolean {
  if (pattern.type === 'var' && pattern.name === name) {
    if (hasVar(written)) return false;
    out.push(written);
    return true;
  }
  if ((pattern.type === 'add' || pattern.type === 'sub') && written.type === (pattern.type === 'add' ? 'sub' : 'add')) {
    return putIn(pattern.left, written.left, name, out) && negatedIn(pattern.right, written.right, name, out);
  }
  switch (pattern.type) {
    case 'var':
    case 'num':
      return written.type === pattern.type && (written.type === 'num' ? written.text === (pattern as { text: string }).text : written.name === (pattern as { name: string }).name);
    case 'neg':
    case 'sqrt':
      return written.type === pattern.type && putIn(pattern.arg, written.arg, name, out);
    case 'pow':
      return written.type === 'pow' && written.exp === pattern.exp && putIn(pattern.base, written.base, name, out);
    case 'pm':
      return false;
    default:
      return written.type === pattern.type && putIn(pattern.left, written.left, name, out) && putIn(pattern.right, written.right, name, out);
  }
}

/** `written` is minus `pattern` with a number put in: `x` as `5` (x = -5), `2x` as `2(5)`. */
function negatedIn(pattern: Expr, written: Expr, name: string, out: Expr[]): boolean {
  if (pattern.type === 'var' && pattern.name === name && !hasVar(written)) {
    out.push({ type: 'neg', arg: written });
    return true;
  }
  if (pattern.type === 'mul' && written.type === 'mul' && pattern.right.type === 'var' && pattern.right.name === name) {
    const put: Expr[] = [];
    if (!putIn(pattern.left, written.left, name, put) || put.length || hasVar(written.right)) return false;
    out.push({ type: 'neg', arg: written.right });
    return true;
  }
  return false;
}

/** The value a line tries, and whether the line is the original itself with it put in (`4(4) + 3 = 23`), worked out nowhere. */
export interface Trial {
  value: Alg;
  whole: boolean;
  /** What the first side comes to. */
  first: Alg;
  /** The first side said equal to a number it is not, and not the other side's value either (`2(7) + 9 = 24`): a slip, not a question. */
  slip: string | null;
  /** What the other side of the line tried comes to at the value, where the line tried is an equation (else null). */
  other: Alg | null;
}

/**
 * The value a line of numbers tries in the original: where its first expression is a side of the
 * original (one that holds the unknown and is more than the unknown alone) with one value put in
 * for every place of the unknown. Null where it is no such line (a discriminant, arithmetic beside
 * the work), or the values put in differ.
 */
export function triedValue(line: Statement, original: Statement, name: string): Trial | null {
  if (line.kind !== 'relation' || original.kind !== 'relation' || original.rels.length !== 1 || hasVar(line.sides[0]!)) return null;
  for (const [k, side] of original.sides.entries()) {
    if (!hasVar(side) || side.type === 'var') continue;
    const put: Expr[] = [];
    if (!putIn(side, line.sides[0]!, name, put) || !put.length) continue;
    // The other side too, in its place: the whole original, nothing worked out.
    const other = original.sides[1 - k]!;
    const more: Expr[] = [];
    const whole = k === 0 && line.rels.length === 1 && line.rels[0] === original.rels[0] && putIn(other, line.sides[1]!, name, more);
    const values = [...put, ...(whole ? more : [])].map((e) => valueOf(e, name));
    const first = values[0];
    const worked = valueOf(line.sides[0]!, name);
    if (!first || !worked || !values.every((v) => v !== null && compareAlg(v, first) === 0)) continue;
    const next = line.rels[0] === '=' && isBareNumber(line.sides[1]!) ? valueOf(line.sides[1]!, name) : null;
    const otherAt = valueOf(substitute(other, name, put[0]!), name);
    const slip = !whole && next !== null && compareAlg(next, worked) !== 0 && (otherAt === null || compareAlg(next, otherAt) !== 0)
      ? `${printExpr(line.sides[0]!)} is ${formatAlg(worked)}, not ${printExpr(line.sides[1]!)}` : null;
    return { value: first, whole, first: worked, slip, other: original.rels[0] === '=' ? otherAt : null };
  }
  return null;
}

/** A number as a note writes it (`−3`, `- 3`), as a value. */
const numberSaid = (text: string, name: string) => valueOfText(text.replace(/\u2212/g, '-').replace(/\s+/g, ''), name);

/** A size word anywhere in a note (`(a bit big)`, `(zu klein!)`). */
const SIZE_WORD = new RegExp(String.raw`\b(?:${SIZE_WORDS})(?!\p{L})`, 'iu');

/** After a verdict, what the first side comes to: `(false: it is 20)`. */
const IT_IS = /^(?:it\s+is|it['\u2019]s|(?:that\s+)?(?:gives|makes)|=)\s*([-\u2212]?\s*\d+(?:[./]\d+)?)$/i;

/** A note saying the side tried comes out too big or too small against the other (`(too big)`, `(zu klein)`), and what follows. */
const SIZE_NOTE = /^\s*(?:(?:far\s+|way\s+|much\s+)?too\s+(big|large|high|much|small|low|little)|zu\s+(gro(?:ß|ss)|hoch|klein|niedrig)|trop\s+(grand|petit))(?!\p{L})\s*(?:[,;:]\s*)?(.*?)\s*[.!]*\s*$/iu;

/** What a size note says: the first side above the other ('big') or below it ('small'), and the words after it. */
function readSizeNote(text: string): { says: 'big' | 'small'; rest: string | null } | null {
  const m = SIZE_NOTE.exec(text);
  if (!m) return null;
  const word = (m[1] ?? m[2] ?? m[3]!).toLowerCase();
  return { says: /^(?:big|large|high|much|gro|hoch|grand)/.test(word) ? 'big' : 'small', rest: m[4] ? m[4] : null };
}

/** What the checker says of a value tried: read (judged) or not, and why; `noteRead` where the note was its verdict. */
export interface TrialVerdict { read: boolean; holds: boolean; reason: string; noteRead: boolean }

/**
 * A trial judged: its numbers where they hold (`4(4) + 3 = 19 ≠ 23`), or where the value satisfies the
 * original and they do not (`4(5) + 3 = 24`: arithmetic wrong, whatever it asks). The original itself
 * with a value that fails put in (`4(4) + 3 = 23`) may ask whether it holds, as `=?` does: not judged,
 * unless a note says it is false. Other notes beside numbers that do not hold (`(too big: it is 37)`)
 * are not read. `holds`: whether the line's relation holds; `solves`: whether the value satisfies the original;
 * `concluded`: whether the work's answer is that value alone; `where`: the line tried, the original or a step of the work;
 * `solution`: the one solution of the line tried, where it has one.
 */
export function judgeTrial(trial: Trial, holds: boolean, solves: boolean, concluded: boolean, note: string | null, name: string, where = 'the original', solution: Alg | null = null): TrialVerdict {
  const at = `${name} = ${formatAlg(trial.value)}`;
  // `(nope)`, `(yes)`, `(false: it is 20)`: the note is the trial's verdict (verdict-note.ts), and what it says the
  // first side comes to must be so.
  const verdict = note === null ? null : readVerdictNote(note);
  const itIs = verdict?.rest ? IT_IS.exec(verdict.rest) : null;
  const said = itIs ? numberSaid(itIs[1]!, name) : null;
  if (verdict && (verdict.rest === null || (said !== null && compareAlg(said, trial.first) === 0))) {
    const noted = `the note "${note!.trim()}"`;
    if (verdict.says === 'false') {
      // Said of the relation or of the value, a false verdict is wrong where the value satisfies ${where} or the line is
      // the original there and holds; right where the line shows the value fails (`4(4) + 3 = 19 ≠ 23 (no)`) or is the
      // original there and does not hold.
      if (holds && (trial.whole || solves)) return { read: true, holds: false, reason: `${at} tried in ${where}, and ${noted} says it does not hold, but it does`, noteRead: true };
      if (!solves && (holds || trial.whole)) return { read: true, holds: true, reason: `a value tried in ${where} before the answer (${at}), which does not satisfy it, found so as its note says`, noteRead: true };
    } else {
      if (holds && (solves || trial.whole)) return { read: true, holds: true, reason: `a value tried in ${where} before the answer (${at}): its arithmetic holds, as its note says`, noteRead: true };
      if (!holds) return { read: true, holds: false, reason: `${at} tried in ${where}, and ${noted} says it holds, but the numbers written do not`, noteRead: true };
    }
  }
  // `(too big)`, `(zu klein)`: the first side against the other at the value, which must be so (round 82 A: `5(8) = 40 (too
  // small)` against 35 passed as a comment); the numbers written must hold too, unless the line is the original there.
  const size = note === null ? null : readSizeNote(note);
  const sizeSaid = size?.rest ? IT_IS.exec(size.rest) : null;
  const sizeValue = sizeSaid ? numberSaid(sizeSaid[1]!, name) : null;
  // Said of the side or of the value tried, which is not known: judged only where both readings agree, the line an
  // equation of one solution and the side growing with the value (`-4x = 20`: -4(-6) = 24 is too big a side, -6 too small a
  // value; round 83 A). Else a size is not judged.
  const sign = trial.other ? compareAlg(trial.first, trial.other) : null;
  const agree = sign !== null && solution !== null && Math.sign(compareAlg(trial.value, solution)) === Math.sign(sign);
  if (size && !agree) return { read: false, holds: false, reason: `${at} tried in ${where}, with the note "${note!.trim()}": too ${size.says} a side or too ${size.says} a value, which are not the same here, so it is not judged`, noteRead: false };
  if (size && sign !== null && (size.rest === null || (sizeValue !== null && compareAlg(sizeValue, trial.first) === 0)) && (holds || trial.whole)) {
    const right = size.says === 'big' ? sign > 0 : sign < 0;
    return right
      ? { read: true, holds: true, reason: `a value tried in ${where} before the answer (${at}): ${formatAlg(trial.first)} against ${formatAlg(trial.other!)}, too ${size.says} as its note says`, noteRead: true }
      : { read: true, holds: false, reason: `${at} tried in ${where}: the note "${note!.trim()}" says the side comes out too ${size.says}, but it is ${formatAlg(trial.first)} against ${formatAlg(trial.other!)}`, noteRead: true };
  }
  // A slip in the numbers, or numbers false of a value that satisfies ${where}: wrong, whatever a note says.
  if (trial.slip !== null && !holds) {
    return { read: true, holds: false, reason: `a value tried in ${where} before the answer (${at}) whose arithmetic is wrong: ${trial.slip}`, noteRead: false };
  }
  if (solves && !holds) {
    return { read: true, holds: false, reason: `a value tried in ${where} before the answer (${at}) whose arithmetic is wrong: ${at} satisfies ${where}, and the numbers written do not hold`, noteRead: false };
  }
  // Any other note beside a trial is a claim the checker does not read (`(a bit big)`, `(bingo)`).
  if (note !== null && !verdict && (size || SIZE_WORD.test(note) || readVerdictLike(note))) return { read: false, holds: false, reason: `${at} tried in ${where}, with the note "${note.trim()}", which the checker does not read: not judged`, noteRead: false };
  if (holds && !verdict) return { read: true, holds: true, reason: `a value tried in ${where} before the answer (${at}): its arithmetic holds`, noteRead: false };
  // `3(4) + 2 = 13`, then `x = 4`: no question, the work's answer said to satisfy the original.
  if (note === null && concluded && trial.whole && !solves) {
    return { read: true, holds: false, reason: `the work's answer, ${at}, put in ${where}: its two sides there are not equal, so the line states a false equation`, noteRead: false };
  }
  return {
    read: false, holds: false, noteRead: false,
    reason: note === null
      ? `${at} tried in ${where}, where it does not hold: the line may ask whether it holds, or hold arithmetic worked out wrong, and which is not known, so it is not judged`
      : `${at} tried in ${where}, with the note "${note.trim()}", which the checker does not read beside these numbers: not judged`,
  };
}

/**
 * The line a line of numbers tries a value in: the original, or else the nearest line above that writes the unknown (`2x =
 * 12`, then `2(5) = 10 ≠ 12`; `(x - 2)(x - 3) = 0`, then `(1 - 2)(1 - 3) = 2 ≠ 0`), with that line's set, by which the
 * value is judged. `above`: the lines between step 0 and this one. Null where it tries none.
 */
export function triedInto(line: Statement, original: Statement, originalSet: SolutionSet, above: readonly string[], name: string): { trial: Trial; set: SolutionSet; step: number } | null {
  const inOriginal = triedValue(line, original, name);
  if (inOriginal) return { trial: inOriginal, set: originalSet, step: 0 };
  for (let k = above.length - 1; k >= 0; k--) {
    if (!writesLetter(above[k]!, name)) continue;
    const r = parseStatement(above[k]!, [name]);
    if (!r.ok || r.value.meaning.kind !== 'set' || r.value.meaning.set.dim !== 1) return null;
    const trial = triedValue(line, r.value.statement, name);
    return trial ? { trial, set: r.value.meaning.set, step: k + 1 } : null;
  }
  return null;
}

/** A note of a word or two beside a trial (`(bingo)`, `(close)`, `(passt)`), no operation: a verdict in words no reading knows. */
function readVerdictLike(note: string): boolean {
  return /^\s*[\p{L}'\u2019!?]+(?:\s+[\p{L}'\u2019!?]+)?\s*[.!?]*\s*$/u.test(note);
}
