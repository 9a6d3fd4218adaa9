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
  const r = parseStatement(line, vars);
  if (!r.ok || r.value.meaning.kind !== 'set') return null;
  const st = r.value.statement;
  // The first relation may be an inequality's (`x > 10/4 = 2.4`): the bound worked out after it.
  if (st.kind !== 'relation' || st.sides.length < 3 || st.rels[0] === '!=' || !st.rels.slice(1).every((rel) => rel === '=')) return null;
  const rel = st.rels[0]!;
  const [head, ...numbers] = st.sides as [Expr, ...Expr[]];
  if (head.type !== 'var' || numbers.some((e) => hasVar(e) || hasPm(e))) return null;
  const values = numbers.map((e) => valueOf(e, vars[0]!));
  if (values.some((v) => v === null)) return null;
  const k = values.findIndex((v, i) => i + 1 < values.length && compareAlg(v!, values[i + 1]!) !== 0);
  if (k === -1) return null;
  const [a, b] = [numbers[k]!, numbers[k + 1]!];
  const worked = [a, b].filter((e, i) => !isLiteral(e) && printExpr(e) !== formatAlg(values[k + i]!));
  const why = worked.map((e) => `${printExpr(e)} is ${formatAlg(values[k + (e === a ? 0 : 1)]!)}`).join(' and ');
  return {
    first: `${head.name} ${rel} ${printExpr(numbers[0]!)}`,
    last: `${head.name} ${rel} ${printExpr(numbers.at(-1)!)}`,
    falseLink: `${printExpr(a)} = ${printExpr(b)} is false${why ? `: ${why}` : ''}`,
  };
}

/** The value of a number written out, or null where it has none (`1/0`). */
export function valueOf(e: Expr, name: string): Alg | null {
  const r = parseStatement(`${name} = ${printExpr(e)}`, [name]);
  if (!r.ok || r.value.meaning.kind !== 'set') return null;
  const members = finiteMembers(r.value.meaning.set);
  const p = members?.length === 1 ? members[0]! : null;
  return p && p.dim === 1 ? p.v : null;
}

/** A number as written, `2.4`, `-3`: its value is no news. */
const isLiteral = (e: Expr): boolean => e.type === 'num' || (e.type === 'neg' && e.arg.type === 'num');

