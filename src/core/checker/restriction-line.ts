// A restriction written the way classes write it, in pasted work: a denominator said not to be zero
// (`3x - 12 ≠ 0`, `x - 2 ≠ 0 and x + 2 ≠ 0`), and such a line with the values it gives after a link
// (`x - 3 ≠ 0, so x ≠ 3`, `x^2 - 4 ≠ 0 ⇒ x ≠ ±2`). Read as the restriction the line means, so it is
// judged as a restriction is (a denominator of the original is zero at each value); read as a step,
// its set "all real numbers except 4" replaced the equation's, and right work was wrong (round 28).
import type { Point } from '../sets/index.ts';
import { finiteMembers, formatPoint } from '../sets/index.ts';
import type { Statement } from '../trace/index.ts';
import { hasVar, parseStatement, printStatement } from '../trace/index.ts';

type ReadStatement = Extract<ReturnType<typeof parseStatement>, { ok: true }>;

/**
 * The restriction a line `A ≠ B` in the unknown means (`3x - 12 ≠ 0`: x ≠ 4), read; null for a line that is no
 * such relation, that is already a restriction (`x ≠ 4`), or whose equation `A = B` names no finite set of values.
 */
export function restrictionMeant(st: Statement, vars: readonly string[]): ReadStatement | null {
  const values = excludedBy(st, vars);
  // A restriction already (`x ≠ 4`, `x ≠ 2 and x ≠ -2`) is read as one.
  if (!values || partsOf(st).every((p) => p.kind === 'relation' && p.sides.some((e) => e.type === 'var'))) return null;
  return restrictionOf(values.map(formatPoint), vars);
}

/** The restriction `x ≠ a, x ≠ b` of the values written, read; null where it does not read as one. */
function restrictionOf(values: readonly string[], vars: readonly string[]): ReadStatement | null {
  const read = parseStatement(values.map((v) => `${vars[0]} != ${v}`).join(', '), vars);
  return read.ok && read.value.meaning.kind === 'restriction' ? read : null;
}

/** A line's parts: those joined by "and" or a comma, or the line itself. */
const partsOf = (st: Statement): readonly Statement[] => (st.kind === 'and' ? st.parts : [st]);

/** The values a line of `≠` relations in the unknown excludes (`x - 2 ≠ 0, x + 2 ≠ 0`: 2, -2), or null for any other line. */
function excludedBy(st: Statement, vars: readonly string[]): Point[] | null {
  // `x - 2 ≠ 0 and x + 2 ≠ 0`, `x - 2 ≠ 0, x + 2 ≠ 0`: each part so (round 29: read as a step, as one part was).
  const parts = partsOf(st);
  const values: Point[] = [];
  for (const p of parts) {
    if (p.kind !== 'relation' || p.rels.length !== 1 || p.rels[0] !== '!=' || !p.sides.some((e) => hasVar(e))) return null;
    const eq = parseStatement(printStatement({ kind: 'relation', sides: p.sides, rels: ['='] }), vars);
    const at = eq.ok && eq.value.meaning.kind === 'set' ? finiteMembers(eq.value.meaning.set) : null;
    if (!at?.length || at.some((q) => q.dim !== 1)) return null;
    values.push(...at);
  }
  return values;
}

/** The link between a restriction and the values it gives: `, so`, `thus`, `hence`, `therefore`, an arrow. */
const LINK = /\s*,?\s*(?:\b(?:so|thus|hence|therefore|which\s+gives|giving)\b\s*,?|\u21d2|=>|\u2192|->|\u27f9|\u2234)\s*/gi;

/**
 * `x - 3 ≠ 0, so x ≠ 3`, `x^2 - 4 ≠ 0 ⇒ x ≠ ±2`: a restriction, a link, and the values it gives. Where
 * both halves exclude the same values, the line is the restriction they both are (`restriction`);
 * where they do not (`x - 3 ≠ 0, so x ≠ -3`), the line links two different claims and is not read
 * (`differs`, with both halves' values), since which half the writer meant is not known. Null for
 * any other line (one link only, each half a line of `≠` in the unknown).
 */
export function restrictionWithConclusion(line: string, vars: readonly string[]):
  | { kind: 'restriction'; read: ReadStatement }
  | { kind: 'differs'; first: string; second: string }
  | null {
  if (!line.includes('\u2260') && !line.includes('!=')) return null;
  const links = [...line.matchAll(LINK)];
  if (links.length !== 1) return null;
  const at = links[0]!;
  const halves = [line.slice(0, at.index), line.slice(at.index + at[0].length)];
  const read = halves.map((h) => parseStatement(h, vars));
  const values = read.map((r) => (r.ok ? excludedBy(r.value.statement, vars) : null));
  if (!values[0] || !values[1]) return null;
  const names = values.map((v) => [...new Set(v!.map(formatPoint))].sort());
  if (names[0]!.join() !== names[1]!.join()) return { kind: 'differs', first: names[0]!.join(', '), second: names[1]!.join(', ') };
  const restriction = restrictionOf(names[1]!, vars);
  return restriction ? { kind: 'restriction', read: restriction } : null;
}
