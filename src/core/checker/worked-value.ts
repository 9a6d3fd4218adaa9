// A value worked out on its line with a link that is false, as students end a solution: `x = 10/4
// = 2.4` (10/4 is 5/2). Read to the letter the chain holds for no x (meaning.ts, isWorkedValue), and
// the checker said "drops x = 5/2, a solution … There is no final answer", though the student gave
// one, 2.4, and the error is the arithmetic. Pasted work (see readWorkedValue); a system's line,
// `y = 2(8/5) - 1 = 3`, too: to the letter it held for no pair, and the work "had no final answer".
import type { Alg } from '../algebra/algebraic.ts';
import { compareAlg, formatAlg } from '../algebra/algebraic.ts';
import { finiteMembers } from '../sets/index.ts';
import type { Expr } from '../trace/index.ts';
import { hasPm, hasVar, parseStatement, printExpr } from '../trace/index.ts';

/** A chain `x = A = B (= C …)` whose numbers are not all equal. */
export interface WorkedValue {
  /** The first link, `x = 10/4`: the step from the line before. */
  first: string;
  /** The line as its last value, `x = 2.4`: what the line ends on (the answer, when it is the last line). */
  last: string;
  /** The first link between numbers that is false, and why: "10/4 = 2.4 is false: 10/4 is 5/2". */
  falseLink: string;
}

/**
 * The line `x = A = B (= C …)` (the unknown, then numbers joined by "=") when one of its links
 * between numbers is false; null for any other line, and where the numbers agree (the language
 * reads that chain as the value, meaning.ts) or one of them has no value (`1/0`), which keep the
 * strict reading.
 */
export function readWorkedValue(line: string, vars: readonly string[]): WorkedValue | null {
  return readOne(line, vars) ?? readPair(line, vars);
}

/**
 * A system's answer line, two values named, one of them worked out with a false link (`x = 7, y = 7 + 4 = 3`):
 * each part as its last value, the first false link the line's error. Read whole it held for no pair, and the
 * work "had no final answer", its right answer claimed wrong (red team, round 29).
 */
function readPair(line: string, vars: readonly string[]): WorkedValue | null {
  if (vars.length !== 2) return null;
  const parts = line.split(/\s*(?:,|;|\band\b)\s*/);
  if (parts.length !== 2 || parts.some((p) => !p.trim())) return null;
  const read = parts.map((p) => readOne(p, vars));
  const slipped = read.find((r) => r !== null);
  if (!slipped) return null;
  return {
    first: parts.map((p, i) => read[i]?.first ?? p.trim()).join(', '),
    last: parts.map((p, i) => read[i]?.last ?? p.trim()).join(', '),
    falseLink: slipped.falseLink,
  };
}

function readOne(line: string, vars: readonly string[]): WorkedValue | null {
  const r = parseStatement(line, vars);
  if (!r.ok || r.value.meaning.kind !== 'set') return null;
  const st = r.value.statement;
  // The first relation may be an inequality's (`x > 10/4 = 2.4`): the bound worked out after it.
  if (st.kind !== 'relation' || st.sides.length < 3 || st.rels[0] === '!=' || !st.rels.slice(1).every((rel) => rel === '=')) return null;
  const rel = st.rels[0]!;
  const [head, ...numbers] = st.sides as [Expr, ...Expr[]];
  if (head.type !== 'var' || numbers.some((e) => hasVar(e))) return null;
  // `x = (6 ± √32)/2 = 3 ± √2`: a side with ± names two values; a link is false where the two sides' values differ
  // (read to the letter the chain held for no x, and the work "had no final answer"; red team, round 22).
  const values = numbers.map((e) => (hasPm(e) ? valuesOf(e, vars[0]!) : [valueOf(e, vars[0]!)]));
  if (values.some((v) => v === null || v.some((w) => w === null))) return null;
  const sets = values as Alg[][];
  const differ = (u: Alg[], w: Alg[]) => u.length !== w.length || u.some((v, i) => compareAlg(v, w[i]!) !== 0);
  const k = sets.findIndex((v, i) => i + 1 < sets.length && differ(v, sets[i + 1]!));
  if (k === -1) return null;
  const [a, b] = [numbers[k]!, numbers[k + 1]!];
  const shown = (v: Alg[]) => v.map(formatAlg).join(' or ');
  const worked = [a, b].filter((e, i) => !isLiteral(e) && printExpr(e) !== shown(sets[k + i]!));
  const why = worked.map((e) => `${printExpr(e)} is ${shown(sets[k + (e === a ? 0 : 1)]!)}`).join(' and ');
  return {
    first: `${head.name} ${rel} ${printExpr(numbers[0]!)}`,
    last: `${head.name} ${rel} ${printExpr(numbers.at(-1)!)}`,
    falseLink: `${printExpr(a)} = ${printExpr(b)} is false${why ? `: ${why}` : ''}`,
  };
}

/** The value of a number written out, or null where it has none (`1/0`). */
export function valueOf(e: Expr, name: string): Alg | null {
  return valueOfText(printExpr(e), name);
}

/** The value of a number as written (`√17`, `−3/2`), or null where it is none (`1/0`) or not read. */
export function valueOfText(text: string, name: string): Alg | null {
  const r = parseStatement(`${name} = ${text}`, [name]);
  if (!r.ok || r.value.meaning.kind !== 'set') return null;
  const members = finiteMembers(r.value.meaning.set);
  const p = members?.length === 1 ? members[0]! : null;
  return p && p.dim === 1 ? p.v : null;
}

/** The values of a number written with ±, least first (one where both signs give it), or null where one has none. */
function valuesOf(e: Expr, name: string): Alg[] | null {
  const r = parseStatement(`${name} = ${printExpr(e)}`, [name]);
  if (!r.ok || r.value.meaning.kind !== 'set') return null;
  const members = finiteMembers(r.value.meaning.set);
  if (!members?.length || members.some((p) => p.dim !== 1)) return null;
  return members.map((p) => (p as Extract<typeof p, { dim: 1 }>).v).sort(compareAlg);
}

/** A number as written, `2.4`, `-3`: its value is no news. */
const isLiteral = (e: Expr): boolean => e.type === 'num' || (e.type === 'neg' && e.arg.type === 'num');

