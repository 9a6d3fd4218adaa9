// The sentence about a judged final answer: true of it, and as specific as the sets allow ("it
// misses x = 2", "it keeps x = 3, where a denominator of the original equation is zero").
import type { Alg } from '../algebra/algebraic.ts';
import { compareAlg, formatAlg } from '../algebra/algebraic.ts';
import type { Point, SolutionSet } from '../sets/index.ts';
import { finiteMembers, formatPoint, formatSolutionSet, isEmptySet, pointEquals, setEquals } from '../sets/index.ts';
import { parseStatement, readNoRoots } from '../trace/index.ts';
import type { CheckResult } from './types.ts';

/** What the sentence needs of the original: its solution set and the values where a denominator is zero. */
interface Original {
  set: SolutionSet;
  excluded: readonly Alg[];
}

/** Whether a denominator of the original is zero at `v`. */
export const isExcluded = (original: Original, v: Alg) => original.excluded.some((e) => compareAlg(e, v) === 0);

/**
 * An empty answer, quoted as written where the line is that answer alone (`∅`, `x ∈ {}`, `no real
 * solutions`), or the words of it the line holds (`no solution (x = 3 is excluded)`); "no solution"
 * where the answer was not written in words (a rejection's leftover). Quoting "no solution" for `∅`
 * put words in the work's mouth.
 */
function emptyAnswerWords(written: string, names: readonly string[]): string {
  const t = written.trim().replace(/[.!]$/, '');
  // `no real roots`, `keine Lösung`: the answer in words the reader takes as "no solution" (readNoRoots).
  if (t && readNoRoots(t) !== t) return `"${t}"`;
  const whole = t ? parseStatement(t, names) : null;
  if (whole?.ok && whole.value.meaning.kind === 'set' && isEmptySet(whole.value.meaning.set)) return `"${t}"`;
  const words = /\bno\s+(?:real\s+)?solutions?\b/i.exec(t);
  if (words) return `"${words[0]}"`;
  // `Δ < 0 donc pas de solution réelle`: the words at the line's end that say it (readNoRoots).
  for (const at of t.matchAll(/(?:^|\s)(?=\S)/g)) {
    const tail = t.slice(at.index + at[0].length);
    if (readNoRoots(tail) !== tail) return `"${tail}"`;
  }
  return '"no solution"';
}

/** The answer line as the sentence quotes it: as typed where it says "no solution" in other words (readNoRoots), else as read. */
export function answerWritten(typed: string | undefined, read: string | undefined): string {
  const t = typed?.trim() ?? '';
  return t && readNoRoots(t) !== t ? t : read?.trim() ?? '';
}

export function shownAnswer(set: SolutionSet, names: readonly string[], listed: readonly Alg[] | null, written: string): string {
  if (listed && listed.length) return listed.map((v) => `${names[0]} = ${formatAlg(v)}`).join(' or ');
  // An interval or an inequality is shown as the trace wrote it (x < -2, (-∞, 3]).
  if (finiteMembers(set) === null) return written;
  const members = finiteMembers(set);
  if (members && members.length === 0) return emptyAnswerWords(written, names);
  if (members) return members.map((p) => (p.dim === 1 ? `${names[0]} = ${formatPoint(p)}` : `(${names.join(', ')}) = ${formatPoint(p)}`)).join(' or ');
  return `${names[0]} ∈ ${formatSolutionSet(set, names)}`;
}

/** The sentence about a judged final answer: true of it, and as specific as the sets allow. */
export function finalSentence(original: Original, finalSet: SolutionSet, listed: readonly Alg[] | null, written: string, names: readonly string[], noun: CheckResult['noun'], legacy: boolean): string {
  const x = names[0] ?? 'x';
  const target = finiteMembers(original.set);
  const given = finiteMembers(finalSet);
  const shown = shownAnswer(finalSet, names, listed, written);
  const correct = setEquals(finalSet, original.set);
  // One solution and one value: the paper's sentences, word for word. (A list of several values
  // is told which of them is wrong below: "does not satisfy" would be false of the one that does.)
  if (target && target.length === 1 && target[0]!.dim === 1 && given && (given.length === 1 || (legacy && given.length > 0))) {
    // (An inequality with one solution, `3 <= 2x - 1 <= 3`, is named as one: no generated trace has it.)
    return correct ? `The final answer ${shown} satisfies the original ${noun}.` : `The final answer ${shown} does not satisfy the original ${noun}.`;
  }
  if (correct) return `The final answer ${shown} is exactly the solution set of the original ${noun}.`;
  if (target && given) {
    const missing = target.filter((p) => !given.some((g) => pointEquals(g, p)));
    const extra = given.filter((p) => !target.some((t) => pointEquals(t, p)));
    const name = (ps: readonly Point[]) => ps.map((p) => (p.dim === 1 ? `${x} = ${formatPoint(p)}` : `(${names.join(', ')}) = ${formatPoint(p)}`)).join(', ');
    const why: string[] = [];
    if (missing.length) why.push(`it misses ${name(missing)}, ${missing.length > 1 ? 'solutions' : 'a solution'} of the original ${noun}`);
    if (extra.length) {
      const excluded = extra.filter((p) => p.dim === 1 && isExcluded(original, p.v));
      const other = extra.filter((p) => !excluded.includes(p));
      if (other.length) why.push(`it includes ${name(other)}, which ${other.length > 1 ? 'are not solutions' : 'is not a solution'}`);
      if (excluded.length) why.push(`it keeps ${name(excluded)}, where a denominator of the original ${noun} is zero`);
    }
    if (!target.length) why.push(`the original ${noun} has no solution`);
    return `The final answer ${shown} is not the solution set of the original ${noun}: ${why.join('; ')}.`;
  }
  return `The final answer ${shown} is not the solution set of the original ${noun}, which is ${formatSolutionSet(original.set, names)}.`;
}

/** Says where an answer split over two lines came from: "The final answer (step 3 with step 5) …". */
export function together(sentence: string, partner: number | null, last: number): string {
  return partner === null ? sentence : sentence.replace(/^The final answer /, `The final answer, step ${partner} read with step ${last}, `);
}
