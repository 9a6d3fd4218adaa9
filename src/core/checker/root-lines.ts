// The values of a list written one to a line, as classes in Germany and France write a quadratic's
// roots (`x₁ = 3`, then `x₂ = 2`) and as many write them under a line that lists them (`(x - 2)(x - 3)
// = 0`, then `x = 2`, then `x = 3`). Read to the letter, the second line replaces the first, and the
// checker said right work "drops x = 2, a solution" and its answer "misses x = 3". Pasted work only.
import type { Expr, Statement } from '../trace/index.ts';
import { hasVar, parseStatement, printExpr } from '../trace/index.ts';
import { finiteMembers } from '../sets/index.ts';

/** The first of the two lines: its value, judged as an aside. The second: the list both lines name. */
export type RootLine = { role: 'first'; value: string } | { role: 'second'; list: string; first: number };

/** `x₁ =`, `x_1 =`, `x1 =` starting a line; then the same with 2. */
const numbered = (k: 1 | 2) => new RegExp(String.raw`^\s*[A-Za-z]\s*(?:${k === 1 ? '\u2081' : '\u2082'}|_\s*${k}|${k})\s*=`);
const FIRST = numbered(1);
const SECOND = numbered(2);

/** The one value a solved line names (`x = 3`, `x = (5 + 1)/2 = 3`), as text, or null. */
function valueOf(text: string, vars: readonly string[]): string | null {
  const r = parseStatement(text, vars);
  if (!r.ok || r.value.meaning.kind !== 'set' || !r.value.meaning.solved || finiteMembers(r.value.meaning.set)?.length !== 1) return null;
  const st: Statement = r.value.statement;
  if (st.kind !== 'relation' || !st.rels.every((rel) => rel === '=') || st.sides[0]!.type !== 'var') return null;
  const last: Expr = st.sides.at(-1)!;
  return hasVar(last) ? null : printExpr(last);
}

/** How many values the line names, when it names finitely many (`(x - 2)(x - 3) = 0`: 2). */
function countOf(text: string, vars: readonly string[]): number {
  const r = parseStatement(text, vars);
  if (!r.ok || r.value.meaning.kind !== 'set') return 0;
  return finiteMembers(r.value.meaning.set)?.length ?? 0;
}

/**
 * The pairs of lines that write a list one value a line: `x₁ = …` then `x₂ = …` (also `x_1`, `x1`)
 * anywhere up to the answer, or two solved lines of different values ending the work (at
 * `answerLine`) under a line that names two or more values, where the original excludes none.
 * Keyed by line index.
 */
export function rootLines(lines: readonly { text: string }[], vars: readonly string[], answerLine: number): Map<number, RootLine> {
  const out = new Map<number, RootLine>();
  if (vars.length !== 1) return out;
  // Where the original excludes values, `x = 2` then `x = -2` after the candidates may be a rejection
  // left unsaid, not a list: only the numbered layout is read there.
  const original = parseStatement(lines[0]?.text ?? '', vars);
  const excludes = !original.ok || original.value.meaning.kind !== 'set' || original.value.meaning.excluded.length > 0;
  for (let i = 1; i + 1 <= answerLine; i++) {
    const a = lines[i]!.text;
    const b = lines[i + 1]!.text;
    const isNumbered = FIRST.test(a) && SECOND.test(b);
    const ending = !excludes && i + 1 === answerLine && countOf(lines[i - 1]!.text, vars) >= 2;
    if (!isNumbered && !ending) continue;
    const [u, v] = [valueOf(a, vars), valueOf(b, vars)];
    if (u === null || v === null) continue;
    const list = `${vars[0]} = ${u} or ${vars[0]} = ${v}`;
    const read = parseStatement(list, vars);
    // Two lines of one value (`x₁ = x₂ = 2` written out) list it once; the plain layout needs two values.
    if (!read.ok || read.value.meaning.kind !== 'set' || (!isNumbered && (finiteMembers(read.value.meaning.set)?.length ?? 0) < 2)) continue;
    out.set(i, { role: 'first', value: u });
    out.set(i + 1, { role: 'second', list, first: i });
    i++;
  }
  return out;
}
