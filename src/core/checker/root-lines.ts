// The values of a list written one to a line, as classes in Germany and France write a quadratic's
// roots (`x₁ = 3`, then `x₂ = 2`) and as many write them under a line that lists them (`(x - 2)(x - 3)
// = 0`, then `x = 2`, then `x = 3`). Read to the letter, the second line replaces the first, and the
// checker said right work "drops x = 2, a solution" and its answer "misses x = 3". Pasted work only.
//
// A zero product's cases written the same way, one factor at a time (`(x - 2)(x - 3) = 0`, then
// `x - 2 = 0`, `x = 2`, `x - 3 = 0`, `x = 3`): read to the letter, `x - 2 = 0` "drops x = 3, a
// solution" and the answer `x = 3` "misses x = 2", false of the work. Each line of a case is judged
// as an aside by its value (a case's first line must hold at one of the product's values, each
// later line at the value of the line before it), and the run's last line is read as the list of
// every case's value, a step from the product.
import type { Expr, Statement } from '../trace/index.ts';
import { hasVar, isLeadInOnly, parseStatement, printExpr } from '../trace/index.ts';
import { finiteMembers, formatPoint, pointEquals } from '../sets/index.ts';
import type { Point } from '../sets/index.ts';
import { compareAlg } from '../algebra/algebraic.ts';
import { readRejection } from './rejection-line.ts';
import { readWorkedValue } from './worked-value.ts';
import { readChain, splitByWord } from './chain-line.ts';

/**
 * The first of the two lines: its value, judged as an aside. The second: the list the lines from
 * `first` on name. A case: one line of a case of the product at step `of`, judged as an aside by
 * its value; `prev` is the value of the case's line before it (`after`), null on a case's first line.
 */
export type RootLine =
  | { role: 'first'; value: string }
  | { role: 'second'; list: string; first: number; slip?: string; keeps?: boolean }
  | { role: 'case'; value: string; of: number; after: number | null; prev: string | null; slip?: string }
  /** A line of a run of cases with a verdict noted beside one of them (`x = 3 (rejected)`): not read (VERDICT_NOTE). */
  | { role: 'declined'; note: string; at: number; value: string };

/**
 * A case worked on one line whose statements name different values (`x + 4 = 0 → x = 4`): the run
 * takes its last value, as the work does, and `slip` says what is wrong within the line; the
 * checker calls the line invalid with it (read alone, the chain was unreadable and the next case
 * "dropped" this one's value, false of the work).
 */
type Slip = { first: string; firstValue: Point; last: string };

type Line = { text: string; annotation?: { kind: string; text: string } | null; leadIn?: string | null };

/** `So the solutions are:`, or `Answer:` alone (its lead-in taken off, nothing left). */
export const introducesAnswer = (line: Line): boolean => isLeadInOnly(line.text) || (line.text.trim() === '' && !!line.leadIn);

/** `x₁ =`, `x_1 =`, `x1 =` starting a line; then the same with 2. */
const numbered = (k: 1 | 2) => new RegExp(String.raw`^\s*[A-Za-z]\s*(?:${k === 1 ? '\u2081' : '\u2082'}|_\s*${k}|${k})\s*=`);
const FIRST = numbered(1);
const SECOND = numbered(2);

/** `x₁ = …` then `x₂ = …` (also `x_1`, `x1`): two roots numbered, one a line. */
export const numberedPair = (a: string, b: string | undefined): boolean => b !== undefined && FIRST.test(a) && SECOND.test(b);

/** The one value a plain solved line names (`x = 2`), or null (a list, an equation, a note beside it). */
export function solvedValue(line: string, vars: readonly string[]): Point | null {
  const r = parseStatement(line, vars);
  if (!r.ok || r.value.meaning.kind !== 'set' || !r.value.meaning.solved) return null;
  const members = finiteMembers(r.value.meaning.set);
  return members?.length === 1 ? members[0]! : null;
}

/** The one value a solved line names (`x = 3`, `x = (5 + 1)/2 = 3`), as text, or null. */
function valueOf(text: string, vars: readonly string[]): string | null {
  const r = parseStatement(text, vars);
  if (!r.ok || r.value.meaning.kind !== 'set' || !r.value.meaning.solved || finiteMembers(r.value.meaning.set)?.length !== 1) return null;
  const st: Statement = r.value.statement;
  if (st.kind !== 'relation' || !st.rels.every((rel) => rel === '=') || st.sides[0]!.type !== 'var') return null;
  const last: Expr = st.sides.at(-1)!;
  return hasVar(last) ? null : printExpr(last);
}

/** The values a line names, when finitely many; none otherwise. */
function productValues(text: string, vars: readonly string[]): Point[] {
  const r = parseStatement(text, vars);
  return r.ok && r.value.meaning.kind === 'set' ? [...(finiteMembers(r.value.meaning.set) ?? [])] : [];
}

/** How many values the line names, when it names finitely many (`(x - 2)(x - 3) = 0`: 2). */
const countOf = (text: string, vars: readonly string[]): number => productValues(text, vars).length;

/**
 * The pairs of lines that write a list one value a line: `x₁ = …` then `x₂ = …` (also `x_1`, `x1`)
 * anywhere up to the answer, or two solved lines of different values ending the work (at
 * `answerLine`) under a line that names two or more values, where the original excludes none.
 * Keyed by line index.
 */
export function rootLines(lines: readonly Line[], vars: readonly string[], answerLine: number): Map<number, RootLine> {
  const out = new Map<number, RootLine>();
  if (vars.length !== 1) return out;
  caseRuns(lines, vars, answerLine, out);
  // Where the original excludes values, `x = 2` then `x = -2` after the candidates may be a rejection
  // left unsaid, not a list: there the plain layout is read only where neither value is excluded
  // (the candidates a rational equation's cleared form adds are its excluded values; `x = 3`, then
  // `x = -2`, under `(x - 3)(x + 2) = 0` for 6/x = x - 1 lists its two solutions, and read to the
  // letter "x = 3 drops x = -2, a solution", false of the work).
  const original = parseStatement(lines[0]?.text ?? '', vars);
  const excluded = original.ok && original.value.meaning.kind === 'set' ? original.value.meaning.excluded : null;
  // A value that is not one number (an unreadable one) is taken as excluded: the plain layout is not read.
  const isExcluded = (value: string): boolean => {
    const point = solvedValue(`${vars[0]} = ${value}`, vars);
    return point?.dim !== 1 || excluded!.some((e) => compareAlg(e, point.v) === 0);
  };
  for (let i = 1; i + 1 <= answerLine; i++) {
    const a = lines[i]!.text;
    const b = lines[i + 1]!.text;
    const isNumbered = FIRST.test(a) && SECOND.test(b);
    // The line the values are read off, past `So the solutions are:` (isLeadInOnly). Under such words
    // the lines are the solutions the work gives, whatever they are: a list, judged as one.
    let before = i - 1;
    while (before > 0 && introducesAnswer(lines[before]!)) before--;
    const headed = before < i - 1;
    const ending = excluded !== null && i + 1 === answerLine && (headed || countOf(lines[before]!.text, vars) >= 2);
    if (!isNumbered && !ending) continue;
    if (out.has(i) || out.has(i + 1) || out.has(i - 1)) continue;
    // `x2 = 3` alone may be x² = 3 (trace/lexer.ts); under `x1 = 2` it is the second root.
    const second = isNumbered ? b.replace(/^(\s*[A-Za-z])(?=2\s*=)/, '$1_') : b;
    // Worked out with a false link (`x2 = (7 - 3)/2 = 3`): its last value, and the slip is the line's error
    // (worked-value.ts); not read as the pair, the first root was judged alone.
    const slipped = isNumbered && valueOf(second, vars) === null ? readWorkedValue(second, vars) : null;
    const [u, v] = [valueOf(a, vars), slipped ? valueOf(slipped.last, vars) : valueOf(second, vars)];
    if (u === null || v === null) continue;
    // A note beside either (`x = 5 (reject)`) makes it no plain value line there; a note rejecting either, in any work (round
    // 79 A: `x = -3 (reject)`, then `x = 5`, under a quadratic was the list of both, a wrong rejection "exactly the solution set").
    const verdict = [lines[i]!, lines[i + 1]!].some((l) => l.annotation && (REJECTING_NOTE.test(l.annotation.text) || SIZE_NOTE.test(l.annotation.text)));
    if (!isNumbered && !headed && (verdict || (excluded!.length && (isExcluded(u) || isExcluded(v) || lines[i]!.annotation || lines[i + 1]!.annotation)))) continue;
    const list = `${vars[0]} = ${u} or ${vars[0]} = ${v}`;
    const read = parseStatement(list, vars);
    // Two lines of one value (`x₁ = x₂ = 2` written out) list it once; the plain layout needs two values.
    if (!read.ok || read.value.meaning.kind !== 'set' || (!isNumbered && (finiteMembers(read.value.meaning.set)?.length ?? 0) < 2)) continue;
    out.set(i, { role: 'first', value: u });
    out.set(i + 1, { role: 'second', list, first: i, ...(slipped ? { slip: slipped.falseLink } : {}) });
    i++;
  }
  return out;
}

/**
 * The one value a line names (`x - 2 = 0`, `2x = 4`, `x = 2`), and whether it is solved (`x = 2`).
 * A case worked on one line (`x + 4 = 0 → x = -4`, chain-line.ts: every statement names the one
 * value) is solved and `worked`: it holds the unsolved line a run needs. Read alone as a chain, the
 * second case replaced the first, and right work "dropped x = 2, a solution".
 */
function oneValue(text: string, vars: readonly string[]): { point: Point; solved: boolean; worked: boolean; slip: Slip | null } | null {
  const r = parseStatement(text, vars);
  const chain = r.ok ? null : readChain(text, vars);
  if (chain && !chain.ok) return slipped(text, vars);
  const read = chain?.ok ? parseStatement(chain.last, vars) : r;
  if (!read.ok || read.value.meaning.kind !== 'set') return null;
  const members = finiteMembers(read.value.meaning.set);
  return members?.length === 1 ? { point: members[0]!, solved: read.value.meaning.solved, worked: chain?.ok === true, slip: null } : null;
}

/** A chain of two statements of one value each, the values different: its last value, and the slip. */
function slipped(text: string, vars: readonly string[]): { point: Point; solved: boolean; worked: boolean; slip: Slip } | null {
  const parts = splitByWord(text);
  if (parts?.length !== 2) return null;
  const [first, last] = parts.map((p) => oneValue(p, vars));
  if (!first || !last || first.worked || last.worked || !last.solved) return null;
  return { point: last.point, solved: true, worked: true, slip: { first: parts[0]!, firstValue: first.point, last: parts[1]! } };
}

/** What is wrong within a case's line (Slip): its first statement against what it should hold at, or its second against its first. */
function slipReason(slip: Slip, x: string, expected: Point[], against: string): string {
  const holds = `${slip.first} holds only at ${x} = ${formatPoint(slip.firstValue)}`;
  return expected.some((e) => pointEquals(e, slip.firstValue))
    ? `a case worked on one line: ${holds}, ${against}, but ${slip.last} does not follow from it`
    : `a case worked on one line: ${holds}, which is not ${against}`;
}

/** Words beside a value that throw it out (`(reject)`, `(not possible)`, `(no good)`, `(nope)`, `(DNE)`, `✗`), not those that keep it (`(works)`). */
const REJECTING_NOTE = /\b(?:not|no|never|nope|bad|out|dne|reject\w*|rej|discard\w*|drop\w*|throw\w*|exclu\w*|excl|extraneous|invalid|impossible|undefined|fails?|wrong|false|incorrect)\b|[\u2717\u2718\u274c]/i;

/** Words beside a value that give it a sign or a size, as a reason to reject it (`(can't be negative)`, `(must be positive)`). */
const SIZE_NOTE = /\b(?:positive|negative|must|can['\u2019]?t|cannot|greater|less|bigger|smaller)\b/i;

/** Words beside a case that judge its value (`rejected`, `not valid`, `undefined`, `✓`), not merely name it. */
const VERDICT_NOTE = /\b(?:not|no|never|reject\w*|discard\w*|exclud\w*|extraneous|invalid|impossible|undefined|fails?|wrong|false|incorrect|keep|kept|accept\w*|valid|works?|correct|true|solutions?|root|zero|division|denominator|allowed|checks?)\b|[\u2713\u2714\u2717\u2718\u2705\u274c]/i;

/** Whether a solved line is its value written bare (`x = -3`, or a chain ending so), not worked out (`x = -6/2`). */
function bare(text: string, point: Point, vars: readonly string[]): boolean {
  const chain = readChain(text, vars);
  const last = chain?.ok ? chain.last : text;
  return last.replace(/\s+/g, '') === `${vars[0]}=${formatPoint(point)}`.replace(/\s+/g, '');
}

/**
 * Runs of case lines under a line naming two or more values, up to the answer (`answerLine`), added
 * to `out`. A line after an unsolved line goes on its case (`x = 2` after `x - 2 = 0`, judged by
 * whether it keeps the value), as does a line of the same value; any other line starts a case
 * (`x - 3 = 0`, or `x = 3` after `x = 2`). A run needs two cases and an unsolved line (solved lines
 * alone are the plain layout rootLines reads); a rejection in words ends it (rejection-line.ts
 * reads that line). The list
 * takes each case's last value, right or wrong: it is what the work answers.
 */
function caseRuns(lines: readonly Line[], vars: readonly string[], answerLine: number, out: Map<number, RootLine>): void {
  for (let p = 0; p + 2 <= answerLine; p++) {
    if (countOf(lines[p]!.text, vars) < 2) continue;
    const run: { index: number; point: Point; solved: boolean; worked: boolean; slip: Slip | null; after: number | null }[] = [];
    let cases = 0;
    for (let i = p + 1; i <= answerLine; i++) {
      const line = lines[i]!;
      if (readRejection(line.text, line.annotation, vars[0]!) !== null) break;
      const v = oneValue(line.text, vars);
      if (!v) break;
      const before = run[run.length - 1];
      // A value a finished case already gave (`x - 2 = 0 ⇒ x = 2`, `x + 3 = 0 ⇒ x = -3`, then `x = 2`, or
      // then `x = -3`) is the answer after the cases, not one more case: read as one, the answer that
      // drops -3 was "the list x = 2 or x = -3" (red team, round 21). Not after `x = -6/2`, whose `x = -3` works it out.
      const ended = (k: number) => (k === run.length - 1 ? bare(lines[run[k]!.index]!.text, run[k]!.point, vars) : run[k + 1]!.after === null);
      if (v.solved && before?.solved && run.some((l, k) => ended(k) && pointEquals(l.point, v.point))) break;
      const same = before !== undefined && pointEquals(before.point, v.point);
      if (before !== undefined && (same || !before.solved)) run.push({ index: i, ...v, after: before.index });
      else {
        cases++;
        run.push({ index: i, ...v, after: null });
      }
    }
    // Solved lines alone (`x = 2`, `x = -2`) are the plain layout rootLines reads, or steps.
    if (cases < 2 || run.every((l) => l.solved && !l.worked)) continue;
    const values: Point[] = [];
    run.forEach((l, k) => {
      const next = run[k + 1];
      if (!next || next.after === null) values.push(l.point);
    });
    const distinct = values.filter((v, k) => values.findIndex((w) => pointEquals(v, w)) === k);
    const list = distinct.map((v) => `${vars[0]} = ${formatPoint(v)}`).join(' or ');
    if (!parseStatement(list, vars).ok) continue;
    // A verdict beside a case (`x - 3 = 0 ⇒ x = 3 (rejected, …)`, `(not valid)`) rejects its value where
    // the list reads it as kept: the run is not read (its answer read as the list, right work that threw
    // 3 out "kept" it, and an answer that dropped -3 was the whole list; red team, round 21).
    const noted = run.find((l) => VERDICT_NOTE.test(lines[l.index]!.annotation?.text ?? ''));
    if (noted) {
      for (const l of run) out.set(l.index, { role: 'declined', note: lines[noted.index]!.annotation!.text, at: noted.index, value: formatPoint(noted.point) });
      p = run[run.length - 1]!.index;
      continue;
    }
    const product = productValues(lines[p]!.text, vars);
    run.forEach((l, k) => {
      const prev = l.after === null ? null : run[k - 1]!.point;
      const slip = l.slip ? slipReason(l.slip, vars[0]!, prev ? [prev] : product, prev ? `the value of step ${l.after}` : `one of the values of step ${p}`) : null;
      // The run's last line keeps its case's value (or starts a case at one of the product's values)…
      // And every value of the product has a case (one case a value, their first lines all different).
      const starts = run.filter((c) => c.after === null).map((c) => c.point);
      const covers = starts.length === product.length && starts.every((v, i) => starts.findIndex((w) => pointEquals(v, w)) === i);
      const keeps = covers && (prev ? pointEquals(prev, l.point) : product.some((v) => pointEquals(v, l.point)));
      out.set(l.index, k === run.length - 1
        ? { role: 'second', list, first: p + 1, keeps, ...(slip ? { slip } : {}) }
        : { role: 'case', value: formatPoint(l.point), of: p, after: l.after, prev: prev ? formatPoint(prev) : null, ...(slip ? { slip } : {}) });
    });
    p = run[run.length - 1]!.index;
  }
}
