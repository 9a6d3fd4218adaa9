// Two steps written on one line, as students often do: `3x = 12 ⇒ x = 4`, `2x = 6 so x = 3`,
// `3x = 12, x = 4`; and one answer in two forms, `x ≤ 2, i.e. (-∞, 2]`, `x = ±3, that is x = 3 or x = -3`. Read to the letter the arrow and "so" are unreadable and the comma is "and",
// whose set is right but which names no answer, so right work got "there is no final answer".
// Pasted work.
import type { SolutionSet } from '../sets/index.ts';
import { isAllSet, setEquals } from '../sets/index.ts';
import * as L from '../sets/line.ts';
import type { Alg } from '../algebra/algebraic.ts';
import type { TraceLine } from '../trace/index.ts';
import { DEFAULT_VARS, inferVariables, parseStatement, writesLetter } from '../trace/index.ts';
import { withDecimalPoints } from './two-readings.ts';

/** An arrow or a word between two statements (spaced; `=>` is no relation of the language), a comma before it too (`3x = 6, so x = 2`, `3x - 6 = 12, which gives 3x = 18`). */
const BETWEEN = /\s*,?\s+(?:\u21d2|=>|\u27f9|\u2192|->|\u27f6|\u21d4|<=>|\u27fa|\u2234|so|thus|hence|therefore|then|(?:which|this|that)\s+gives|(?:so\s+)?we\s+get|giving)\s+|\s*,?\s+(?:i\.\s?e\.|that\s+is)\s*[,:]?\s+/i;

/**
 * `point`: a system's chain read as the point it ends on (readSystemChain); `slip`: a statement on it that does not hold
 * at that point (the line is then wrong, and the point still its answer).
 */
/**
 * `lost` (an ok reading made by check.ts, chainLoss): a statement of the line loses a solution of the original, the line's
 * error whichever statement the work goes on from. `sets` (a refusal for different sets): each statement's set, in order.
 */
export type ChainReading = { ok: true; last: string; parts: number; point?: true; slip?: string; lost?: string } | { ok: false; message: string; sets?: { text: string; set: SolutionSet; solved: boolean }[] } | null;

/**
 * The line as the last statement it writes, where every statement on it names the same set (the
 * step then holds what the last one does); a refusal where they name different sets (a step and
 * its slip on one line, which one line cannot be judged as); null where the line is no such chain.
 */
export function readChain(line: string, vars: readonly string[]): ChainReading {
  const byWord = splitByWord(line);
  // A system's line joins by a word or an arrow, or ends on its two values (readSystemChain); its comma is "and" (`x = 3, y = 2`).
  // The statements joined by `;` or `,`, split once for the three readings of them.
  const joined = byWord ? null : splitStatements(line);
  const system = joined && readSystemChain(joined, vars);
  if (system) return system;
  const restricted = joined && readRestrictedChain(joined, line, vars);
  if (restricted) return restricted;
  const parts = byWord ?? (joined && vars.length === 1 ? splitByComma(joined, vars) : null);
  if (!parts) return null;
  // The last in decimals too (`x = 7/3 ≈ 2.33`): its exact part is compared; check.ts judges the decimals.
  const read = parts.map((p, i) => parseStatement(i < parts.length - 1 ? withoutVerdict(p) : withoutDecimals(p), vars));
  if (!read.every((r) => r.ok && r.value.meaning.kind === 'set')) return null;
  const sets = read.map((r) => (r.ok && r.value.meaning.kind === 'set' ? r.value.meaning.set : null)!);
  const last = read.at(-1)!;
  if (!sets.every((s) => setEquals(s, sets[0]!))) {
    // Equations joined by a comma that differ are a list (`x - 2 = 0, x - 3 = 0`, list-reading.ts) or
    // "and", read elsewhere; but an equation then a solved one (`2x = 8, x = 5`) is a step and its slip,
    // as with "so". Read as the list 2x = 8 or x = 5, its x = 5 was a candidate "never checked and
    // discarded", and the trace "had no final answer" (red team, round 8).
    if (!byWord && !(last.ok && last.value.meaning.kind === 'set' && last.value.meaning.solved)) return null;
    return { ok: false, message: `the statements on this line ("${parts.join('", "')}") name different sets: write each on its own line, so each step can be judged`, sets: parts.map((text, i) => { const r = read[i]!; return { text, set: sets[i]!, solved: r.ok && r.value.meaning.kind === 'set' && r.value.meaning.solved }; }) };
  }
  // A chain by commas ending on a statement that is no answer (`x + 1 = 5, 2x + 2 = 10`) is read to the letter
  // (the comma may be "and"); joined by an arrow or a word (`x^2 - 6x = -4 ⇒ (x - 3)^2 = 5`, also an aligned
  // block's rows on one line, latex.ts) it is its last statement, every one naming the same set (round 27: the
  // arrow was "an unexpected character"). A system's line may end on one unknown named (`2x = 6 so x = 3`).
  if (vars.length === 1 && !byWord && (!last.ok || last.value.meaning.kind !== 'set' || !last.value.meaning.solved)) return null;
  return { ok: true, last: parts.at(-1)!, parts: parts.length };
}

/**
 * `3 = 5 is false, so no solution`, `0 = 2, contradiction ⇒ no solution`: a verdict on a line of
 * numbers before the step it leads to. The chain is read only where every statement names the set
 * of its last (here the empty one), so the verdict it drops is then true of its numbers; where it
 * is not (`0 = 0 is false, so no solution`) the sets differ and the line is refused, not judged.
 */
const VERDICT_AFTER = /^([^A-Za-z]*?[^A-Za-z\s,;:])(?:\s*[,;:]\s*|\s+is\s+|\s+)(?:(?:a\s+)?contradiction|false|impossible|never\s+true|not\s+true|\u21af)\s*[,;.!]?$/iu;
function withoutVerdict(part: string): string {
  return VERDICT_AFTER.exec(part)?.[1] ?? part;
}

/** The statements an arrow or a word joins, or null. */
export function splitByWord(line: string): string[] | null {
  const byWord = line.split(BETWEEN).map((p) => p.trim());
  return byWord.length > 1 && byWord.every((p) => p.length) ? byWord : null;
}

/** A relation of order (an inequality's comma may be "and": `x > 2, x < 5`). */
const ORDER = /[<>≤≥⩽⩾≦≧]/;
/** An interval, or the unknown in one: `(4, ∞)`, `x ∈ [3, ∞)`. */
const INTERVAL = /^(?:[A-Za-z]\s*(?:∈|\\in)\s*)?[([]/;
/** A relation that excludes (`x = 3, x ≠ 2`). */
const EXCLUDES = /[≠!]/;
/** An inequality as step 0's parts are told apart (joint, conditionOrStep): `<`, `>`, `≤`, `≥`. */
const INEQUALITY = /[<>\u2264\u2265]/;

/**
 * The statements of a line joined by `;` or `, `, not inside brackets (`x > 4; (4, ∞)` is two, not three), a restriction's
 * list kept whole (`x ≠ 0, 1` is one: round 68 A).
 */
export function splitStatements(line: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth = Math.max(0, depth - 1);
    else if (depth === 0 && (c === ';' || c === ',') && /\s/.test(line[i + 1] ?? '')) {
      parts.push(line.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(line.slice(start).trim());
  // `x ≠ 0, 1`: a number alone after a restriction continues it.
  const merged: string[] = [];
  for (const p of parts) {
    const prev = merged.at(-1);
    if (prev !== undefined && EXCLUDES.test(prev) && /^[-−]?\d+(?:\/\d+)?\s*[\u2713\u2714]?$/u.test(p)) merged[merged.length - 1] = `${prev}, ${p}`;
    else merged.push(p);
  }
  return merged;
}

/** `x ≠ 0, 1` as the language writes it, `x ≠ 0, x ≠ 1`. */
function restrictionList(part: string): string {
  const m = /^([A-Za-z])\s*(≠|!=)\s*(.+)$/u.exec(part.trim());
  return m && m[3]!.includes(',') ? m[3]!.split(/\s*,\s*/).map((v) => `${m[1]} ${m[2]} ${v}`).join(', ') : part;
}

/** A value in decimals after the last statement (`x = 7/3 ≈ 2.33`): the statement before it, which the checker reads (approximation-line.ts reads the decimals). */
const withoutDecimals = (part: string): string => part.replace(/\s*(?:≈|~=|~)\s*[^=≈~]*$/u, '');

/**
 * Steps joined by commas or semicolons, the first no answer: `3x = 12, x = 4`, `3x - 3 = 9; 3x = 12; x = 4`,
 * `2x > 6, x > 3` (round 65 B: three statements, or two inequalities, were read as one "and" that names no answer,
 * and right work "had no final answer"); null when the line is not that. A list (`x = 2, x = 3`) and a restriction
 * beside an answer (`x = 3, x ≠ 2`) are read elsewhere (list-reading.ts, the language). Where the statements name
 * different sets, readChain refuses the line if it ends on an answer (a step and its slip, or "and": `-3x > 15; x > -5`
 * read as "and" was "no solution"), and reads it to the letter otherwise.
 */
function splitByComma(byComma: readonly string[], vars: readonly string[]): readonly string[] | null {
  if (byComma.length < 2 || byComma.some((p) => EXCLUDES.test(p))) return null;
  const order = byComma.some((p) => ORDER.test(p));
  // An interval may end an inequality's chain (`-2x < -8; x > 4; (4, ∞)`, round 68 A).
  if (order ? !byComma.every((p) => ORDER.test(p) || INTERVAL.test(p)) : !byComma.every((p) => /=/.test(p))) return null;
  const read = byComma.map((p) => parseStatement(p, vars));
  const first = read[0]!;
  if (!first.ok || first.value.meaning.kind !== 'set' || first.value.meaning.solved) return null;
  return byComma;
}

/** A part of numbers only (`3(4) - 3 = 9`, `2(3) + 5 = 11 ✓`): a check of the value before it, read as its truth; null otherwise. */
function numericCheck(part: string, vars: readonly string[]): boolean | null {
  const r = parseStatement(part.replace(/\s*[\u2713\u2714\u2611\u2705]+\s*$/u, ''), vars);
  if (!r.ok || r.value.meaning.kind !== 'set' || vars.some((v) => part.includes(v))) return null;
  const set = r.value.meaning.set;
  return isAllSet(set) ? true : (set.dim === 1 ? L.isEmpty(set.s) : set.s.kind === 'empty') ? false : null;
}

const less = (set: SolutionSet, values: readonly Alg[]): SolutionSet => (set.dim === 1 && values.length ? { dim: 1, s: L.minus(set.s, L.finiteSet(values)) } : set);

/**
 * Steps on one line (one unknown) with a restriction among them or checks after them: `x ≠ 0; x + 3 = 4x; x = 1`,
 * `x = 2 or x = -2; x ≠ 2`, `3x = 12; x = 4; 3(4) - 3 = 9` (round 66 A: 18 false labels; read as one "and", the line
 * named no answer, or a false check emptied it). The restrictions hold for the whole line, "and" or steps: each
 * statement's set less their values must be one set, and the line is its last statement with the restrictions
 * (`x = 1, x ≠ 0`, as the language reads it). A check after the answer must be true; a false one refuses the line.
 * Null where the line has neither (splitByComma reads it), or its statements are a list (the first solved).
 */
function readRestrictedChain(parts: readonly string[], line: string, vars: readonly string[]): ChainReading {
  if (vars.length !== 1 || parts.length < 2) return null;
  const restrictions: string[] = [];
  const values: Alg[] = [];
  const statements: { text: string; set: SolutionSet; solved: boolean }[] = [];
  let checks = 0;
  for (const part of parts) {
    const check = statements.length ? numericCheck(part, vars) : null;
    if (check !== null) {
      if (!check) return { ok: false, message: `the check "${part}" on this line is false, and the statements before it are the answer: write the check on its own line, so each can be judged` };
      checks++;
      continue;
    }
    // A statement after a check (`x = 4; 3(4) = 12; x = 5`) is no such line.
    if (checks) return null;
    // `x ≠ 0, 1 ✓`: a restriction ticked as kept.
    const text = EXCLUDES.test(part) ? restrictionList(part.replace(/\s*[\u2713\u2714]+\s*$/u, '')) : part;
    const r = parseStatement(text, vars);
    if (!r.ok) return null;
    if (r.value.meaning.kind === 'restriction') {
      restrictions.push(text);
      values.push(...r.value.meaning.restrictions);
    } else if (r.value.meaning.kind === 'set') {
      statements.push({ text: part, set: r.value.meaning.set, solved: r.value.meaning.solved });
    } else return null;
  }
  if ((!restrictions.length && !checks) || !statements.length) return null;
  // `x = 2 or x = -2, x ≠ 2`: an answer and its restriction after a comma, which check.ts reads (the values it leaves).
  if (statements.length === 1 && !checks && !line.includes(';')) return null;
  if (statements.length > 1 && statements[0]!.solved) return null;
  const last = statements.at(-1)!;
  if (!last.solved) return null;
  // `x = 2 or x = -2; x ≠ 2`: the restriction throws a value of the line out, which the checker follows on its own line
  // only (round 66 A: read as one statement, 2 was "never checked and discarded").
  if (values.some((v) => last.set.dim === 1 && L.contains(last.set.s, v))) {
    return { ok: false, message: `the line throws out a value it gives (${restrictions.join(', ')}): write the rejection on its own line, so each step can be judged` };
  }
  const named = less(last.set, values);
  if (!statements.every((st) => setEquals(less(st.set, values), named))) {
    return { ok: false, message: `the statements on this line ("${statements.map((st) => st.text).join('", "')}") name different sets${restrictions.length ? ` where ${restrictions.join(', ')}` : ''}: write each on its own line, so each step can be judged` };
  }
  return { ok: true, last: [last.text, ...restrictions].join(', '), parts: parts.length };
}

/**
 * A system's steps joined by semicolons or commas, ending on its values: `2x = 14; x = 7; y = 3`, `5y = 5; y = 1; x = 2`
 * (round 65 B: read as one "and", whose set is the point but which names no answer, right work "had no final answer").
 * The line is the point its last statements naming each unknown alone give (the answer, `x = 7, y = 3`); a statement
 * on it that does not hold there is its `slip`; null where it ends on no such values (read to the letter).
 */
function readSystemChain(all: readonly string[], vars: readonly string[]): ChainReading {
  if (vars.length !== 2) return null;
  // Checks after the values (`2x = 14; x = 7; y = 3; 7 + 3 = 10`) must be true; the line is then its values (round 66 A).
  // A false one refuses the line, as in one unknown (round 67 A: read as "and", it left "no final answer").
  let kept = all.length;
  let falseCheck: string | null = null;
  while (kept > 3) {
    const holds = numericCheck(all[kept - 1]!, vars);
    if (holds === null) break;
    if (!holds) falseCheck = all[kept - 1]!;
    kept--;
  }
  const parts = all.slice(0, kept);
  if (parts.length < 3 || parts.some((p) => !/=/.test(p) || EXCLUDES.test(p) || ORDER.test(p))) return null;
  // The values it ends on: the last statement naming each unknown alone (`3x = 9; x = 3; 3 - y = 2; y = 1`: x = 3, y = 1;
  // round 67 A), the line's last statement one of them.
  // Worked out too (`y = 5 - 2 = 3`, round 68 A): its last value.
  const alone = (k: number) => {
    const named = new RegExp(String.raw`^${vars[k]}\s*=\s*[^=]+(?:=\s*[^=]+)*$`);
    for (let i = parts.length - 1; i >= 0; i--) {
      const p = parts[i]!;
      if (named.test(p) && !vars.some((v) => p.slice(p.indexOf('=') + 1).includes(v))) return i;
    }
    return -1;
  };
  const [ix, iy] = [alone(0), alone(1)];
  if (ix < 0 || iy < 0 || Math.max(ix, iy) !== parts.length - 1) return null;
  const value = (i: number) => `${parts[i]!.split('=')[0]!.trim()} = ${parts[i]!.split('=').at(-1)!.trim()}`;
  const answer = ix < iy ? `${value(ix)}, ${value(iy)}` : `${value(iy)}, ${value(ix)}`;
  const end = parseStatement(answer, vars);
  if (!end.ok || end.value.meaning.kind !== 'set' || !end.value.meaning.solved || end.value.meaning.set.dim !== 2 || end.value.meaning.set.s.kind !== 'point') return null;
  const point = end.value.meaning.set;
  // Each earlier statement holds at the point (a step the point satisfies) where the whole line names the point.
  const whole = parseStatement(parts.join(', '), vars);
  // A statement on it that does not hold at the values it ends on (`3x = 7; x = 2; y = 3`): the line is wrong whichever is
  // (check.ts judges it so), and its values are the answer (round 68 A: read as "and", the line named nothing).
  if (!whole.ok || whole.value.meaning.kind !== 'set' || !setEquals(whole.value.meaning.set, point)) {
    const slip = parts.find((p) => {
      const at = parseStatement(`${p}, ${answer}`, vars);
      return !(at.ok && at.value.meaning.kind === 'set' && setEquals(at.value.meaning.set, point));
    });
    if (slip === undefined) return null;
    return { ok: true, last: answer, parts: all.length, point: true, slip };
  }
  if (falseCheck !== null) return { ok: false, message: `the check "${falseCheck}" on this line is false, and the values before it are the answer: write the check on its own line, so each can be judged` };
  return { ok: true, last: answer, parts: all.length, point: true };
}

/**
 * The problem before the line's first colon, written right after it, spaces after it, and a relation on each side; and the
 * length of the colon with its spaces. Index arithmetic, not a pattern: two lazy runs were quadratic in a pasted line.
 */
function colonAfterProblem(text: string): { problem: string; length: number } | null {
  const at = text.indexOf(':');
  if (at < 1 || /\s/.test(text[at - 1]!)) return null;
  const spaces = /^\s+/.exec(text.slice(at + 1, at + 20))?.[0].length ?? 0;
  const problem = text.slice(0, at);
  const next = text.indexOf(':', at + 1);
  const after = text.slice(at + 1, next < 0 ? text.length : next);
  return spaces > 0 && RELATION.test(problem) && RELATION.test(after) ? { problem, length: 1 + spaces } : null;
}
const RELATION = /[=<>\u2264\u2265]/;

/**
 * `Solve 4x - 7 = 9: 4x = 16, x = 4`: a colon ending the problem as a sentence does, a relation on each side (round 69 A:
 * read as the division 9 : 4x, step 0 was a chain "with no solution", false of the problem). Where the work goes on.
 */
function problemColon(text: string): { index: number; length: number } | null {
  const colon = colonAfterProblem(text);
  if (!colon) return null;
  const read = parseStatement(colon.problem, inferVariables(colon.problem) ?? DEFAULT_VARS);
  return read.ok && read.value.meaning.kind === 'set' && !read.value.meaning.solved && !/÷/.test(colon.problem) ? { index: colon.problem.length, length: colon.length } : null;
}

/**
 * A numbered first line holding the problem and work (`1) 2x + 5 = 11: 2x = 6`, `1. 3x + 2 = 14; 3x = 11`, `Step 0: x^2 = 16,
 * x = 4`): its number names one step, so it is not split as an unnumbered one is (splitFirstChain). Read whole, the colon
 * divided (round 74 A: "the original has no solution", right work wrong), and `;` or `,` joined the problem and the work as
 * one original, so a slip on it shrank the problem (round 75 A: a dropped root "exactly the solution set"). The message, or null.
 */
export function numberedProblemAndWork(first: TraceLine | undefined): string | null {
  if (!first || first.label === null) return null;
  const at = firstLineSplit(first);
  return at ? `"${first.text.slice(0, at.index).trim()}" then work on one numbered line: its number names one step, and which step the work is, is not known: write the work on its own numbered line` : null;
}

/**
 * A first line with commas between digits that holds the problem and work once they are read as decimal commas
 * (`x^2 = 2,25; x = 1,5`): split at a `,` the line is another, and read whole it was one original (round 75 A: a dropped root
 * "exactly the solution set", the whole work on one line "no final answer"). The message, or null.
 */
export function decimalCommaFirstLine(first: TraceLine | undefined): string | null {
  if (!first || !/\d,\d/.test(first.text)) return null;
  const read = withDecimalPoints(first.text);
  const at = firstLineSplit({ ...first, text: read });
  return at ? `"${asTyped(first.text, read.slice(0, at.index)).trim()}" then work on one line, written with decimal commas: which commas end a statement is not known: write the work on its own line` : null;
}

/**
 * The start of `typed` that reads as `start` with decimal commas (withDecimalPoints), shown as typed (`x^2 = 2,25`, not
 * `x^2 = 2.25`); `start` itself where no start of `typed` does. Reading drops thousands points, so lengths differ: the cut
 * is sought where `typed` has the character that follows `start` in the reading (a separator, outside any number).
 */
function asTyped(typed: string, start: string): string {
  const read = withDecimalPoints(typed);
  const next = read.charAt(start.length);
  // Reading drops at most one character in three (the points of `1.000.000`): the cut is no further than twice the start.
  for (let k = 0, end = Math.min(typed.length, 2 * start.length + 1); k <= end; k++) {
    if (typed.charAt(k) === next && withDecimalPoints(typed.slice(0, k)) === start) return typed.slice(0, k);
  }
  return start;
}

/** Where the first line's problem ends and its work begins (an arrow or "so", a colon, `;` or `,`), or null. */
function firstLineSplit(first: TraceLine): { index: number; length: number } | null {
  const word = BETWEEN.exec(first.text);
  // Equations named before the line (`I: …, II: …, III: …`): a third in both unknowns is a third equation, not work.
  const named = /^(?:\(?\s*(?:I{1,3}|IV|[1-4])\s*[):]|\[\s*\d\s*\]|[Ee]q)/.test(first.leadIn ?? '');
  const at = word && splitByWord(first.text) ? { index: word.index, length: word[0].length } : joint(first.text, named);
  if (!at) return null;
  const posed = first.text.slice(0, at.index).trim();
  const read = parseStatement(posed, inferVariables(posed) ?? DEFAULT_VARS);
  return read.ok && read.value.meaning.kind === 'set' ? at : null;
}

/**
 * The whole work on step 0 joined by `;` or `, ` (`3x + 5 = 2x - 7; x = -12`, `x + 4 = 10, x = 6`; round 68 A: read as
 * "and", the original was "invalid" and the work had "no final answer"): where the first statement, in one unknown,
 * is posed (not solved). Restrictions right after it (`(x + 3)/x = 4; x ≠ 0; x + 3 = 4x; x = 1`) go with the work after
 * them, which reads them as a chain's restrictions; where nothing but restrictions follows (`x/(x - 3) = 2, x ≠ 3`) the
 * line is the problem. A system's two equations posed first (`x + y = 5, 3x - y = 7, 4x = 12, x = 3, y = 2`) are step 0
 * and the rest the work. Round 69 A: with a restriction second, or two unknowns, the line was read as one "and"; the work
 * was "no final answer", and a slip on it was folded into the original ("the original has no solution"). Null otherwise.
 */
function joint(text: string, named = false): { index: number; length: number } | null {
  const colon = problemColon(text);
  if (colon) return colon;
  const parts = splitStatements(text);
  if (parts.length < 2) return null;
  const vars = inferVariables(text);
  if (!vars || vars.length > 2) return null;
  const unsolved = (p: string) => {
    const one = parseStatement(p, vars);
    return one.ok && one.value.meaning.kind === 'set' && !one.value.meaning.solved;
  };
  // One of a system's equations posed: a relation in both unknowns, not a value and no restriction.
  const systemEquation = (p: string) => p.includes('=') && !EXCLUDES.test(p) && vars.every((v) => writesLetter(p, v)) && unsolved(p);
  // The problem: one unknown's first statement, with the conditions on an equation after it (`x^2 = 9, x > 0`: round 71 A,
  // with the answer after them the line had "no final answer"); a system's two equations, or every named one (`I: …, II: …,
  // III: …`), each a relation of both unknowns, not a value (`x = 3, y = 2` is an answer). A third in both unknowns unnamed
  // is work (`y = 5 - x`, round 70 A).
  let posedCount = 1;
  if (vars.length === 2) {
    while (posedCount < parts.length && (posedCount < 2 || named) && systemEquation(parts[posedCount]!)) posedCount++;
    // The first is only asked to be posed: the ones after it are system equations already.
    if (posedCount < 2 || !(parts[0]!.includes('=') && unsolved(parts[0]!))) return null;
  } else if (!INEQUALITY.test(parts[0]!)) {
    while (posedCount < parts.length && INEQUALITY.test(parts[posedCount]!)) posedCount++;
  } else if (INEQUALITY.test(parts[1]!) && !sameSet(parts[0]!, parts[1]!, vars)) {
    // `3x + 1 < 7, x ≥ 0`: a condition on an inequality, or its next step written wrong: which, is not known (round 71 A). Read
    // whole, as "and", the work is judged against the condition's reading; check.ts says the line has two readings.
    return null;
  }
  if (parts.length <= posedCount || parts.slice(posedCount).every((p) => EXCLUDES.test(p))) return null;
  const posedParts = parts.slice(0, posedCount);
  if (posedParts.some((p) => EXCLUDES.test(p))) return null;
  const posed = parseStatement(posedParts.join(', '), vars);
  if (!posed.ok || posed.value.meaning.kind !== 'set' || posed.value.meaning.solved) return null;
  let end = 0;
  for (const p of posedParts) end = text.indexOf(p, end) + p.length;
  const m = /^\s*[;,]\s*/.exec(text.slice(end));
  return m ? { index: end, length: m[0].length } : null;
}

/**
 * Step 0 as an inequality and a second one with another set (`3x + 1 < 7, x ≥ 0`): a condition on the problem, which the
 * work then carries, or the problem's next step written wrong (round 71 A: read as a step, right work was wrong). Which, is
 * not known: the message, or null for any other line.
 */
export function conditionOrStep(text: string, vars: readonly string[]): string | null {
  if (vars.length !== 1) return null;
  const parts = splitStatements(text);
  if (parts.length < 2 || !INEQUALITY.test(parts[1]!) || sameSet(parts[0]!, parts[1]!, vars)) return null;
  // An equation with a condition (`x^2 - 2x - 8 = 0, x > 0`): the lines after it may carry the condition or not (round 72 A:
  // a factored line keeping -2 was read as adding a candidate, and the first error placed where no reading puts it).
  if (!INEQUALITY.test(parts[0]!)) return `"${parts[1]}" beside "${parts[0]}" is a condition on the problem, which the lines after it may carry or not (\`x = ±3\` is right if they carry it, wrong if not), and which is meant is not known`;
  return `"${parts[1]}" after "${parts[0]}" could be a condition on the problem (then carried by every line after it) or its next step, and which is meant is not known`;
}

/** Whether two statements in the unknowns name one set. */
function sameSet(a: string, b: string, vars: readonly string[]): boolean {
  const [x, y] = [parseStatement(a, vars), parseStatement(b, vars)];
  return x.ok && y.ok && x.value.meaning.kind === 'set' && y.value.meaning.kind === 'set' && setEquals(x.value.meaning.set, y.value.meaning.set);
}

/**
 * Work whose first line is itself a chain, `x² = 9 ⇒ x = ±3` or the whole work on one line,
 * `3x + 2 = 11 → 3x = 9 → x = 3`: step 0 is the chain's first statement (the equation posed) and
 * the rest of the line is the next step, read as any later line is (a chain of its own where it
 * has more than one statement). Read whole, step 0 was unreadable and nothing was judged. Not where
 * the line is numbered (a label names one step); the steps keep the line's number and columns.
 */
export function splitFirstChain(lines: readonly TraceLine[]): TraceLine[] {
  const first = lines[0];
  if (!first || first.label !== null) return lines.slice();
  const at = firstLineSplit(first);
  if (!at) return lines.slice();
  const posed = first.text.slice(0, at.index).trim();
  const restAt = at.index + at.length;
  return [
    { ...first, text: posed, annotation: null },
    { ...first, text: first.text.slice(restAt), offset: first.offset + restAt, leadIn: null },
    ...lines.slice(1),
  ];
}
