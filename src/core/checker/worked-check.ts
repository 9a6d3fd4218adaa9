// A check line worked out as classes write it (pasted work): `check x = 3: 3 + 6/3 = 6 ≠ 5, reject`,
// `check x = -2: -2 - 1 = -3, not 3, reject`, `check x = 0: 2(0) - 4 = -4 and 0 + 1 = 1, reject` (each
// side apart), `check x = 1: 1/(1 - 1) is undefined, so reject`. The language's check line states two
// sides and one relation (`check x = 3: 6 != 5, reject`); to the letter these were unreadable, and
// three red-team reviewers (session 41) named them the commonest line the Check view did not read.
// Read here as that check line, with every relation between numbers the line writes on the way
// (`3 + 6/3 = 6`) judged as arithmetic: a false one is the line's error, whatever its verdict.
import type { Expr, Relation } from '../trace/index.ts';
import { hasVar, parseStatement, printExpr } from '../trace/index.ts';
import { numbersRelate } from './trailing-checks.ts';

export interface WorkedCheck {
  /** The check line in the language: `check x = 3: 3 + 6/3 != 5, reject` (the sides as first written). */
  strict: string;
  /** The first relation between numbers the line writes that is false (`3 + 3 = 7`), or null. */
  falseLink: string | null;
}

const HEAD = /^\s*check(?:ing)?\s+([A-Za-z])\s*=\s*([^:]+?)\s*:\s*(.+)$/i;
/** The verdict at the end: `, reject`, `so reject`, `→ reject`, `so x = 1 is rejected`, `keep`. */
const VERDICT = /\s*[,;.]?\s*(?:(?:so|therefore|hence|thus)\s*,?\s*|\u21d2\s*|=>\s*|\u2192\s*|->\s*)?(?:(reject|keep)(?:ed)?(?:\s+it)?|[A-Za-z]\s*=\s*[^,;]+?\s+is\s+(rejected|kept))\s*[.!]?\s*$/i;
/** Where the line says the original is undefined: `1/(1 - 1) is undefined`, `denominator -1 + 1 = 0`, `division by zero`. */
const UNDEFINED = /^(?:.*\bis\s+undefined|undefined|.*\bdivision\s+by\s+(?:zero|0)|(?:the\s+)?denominator\s+(?:is\s+)?(?:zero|0))$/i;
/** `denominator -1 + 1 = 0`: the denominator worked out (zero, or a slip). */
const DENOMINATOR = /^(?:the\s+)?denominator\s+(?:is\s+)?(.+?)\s*=\s*(zero|[^=]+)$/i;
const NOT = /^not\s+(?:equal\s+(?:to\s+)?)?(.+)$/i;

type Chain = { exprs: Expr[]; rels: Relation[] };

/** A relation as a sentence shows it. */
const SHOWN: Record<Relation, string> = { '=': '=', '!=': '≠', '<': '<', '>': '>', '<=': '≤', '>=': '≥' };

/** A segment that is numbers joined by relations (`3 + 6/3 = 6 ≠ 5`), or null. */
function chainOf(text: string, vars: readonly string[]): Chain | null {
  const r = parseStatement(text, vars);
  if (!r.ok) return null;
  const st = r.value.statement;
  if (st.kind !== 'relation' || st.sides.some((e) => hasVar(e))) return null;
  return { exprs: [...st.sides], rels: [...st.rels] };
}

/** A number written alone (`5`, `-3/2`), or null. */
function numberOf(text: string, vars: readonly string[]): Expr | null {
  const r = parseStatement(`${vars[0]} = ${text}`, vars);
  if (!r.ok || r.value.statement.kind !== 'relation') return null;
  const side = r.value.statement.sides[1]!;
  return r.value.statement.sides.length === 2 && !hasVar(side) ? side : null;
}


/** The worked check on this line, or null where it is none (or already the language's form). */
export function readWorkedCheck(text: string, vars: readonly string[], ticked = false): WorkedCheck | null {
  const read = workedCheck(text, vars, ticked);
  // Only where the language reads it back as a check line (a value it cannot take exactly is not read).
  if (!read) return null;
  const back = parseStatement(read.strict, vars);
  return back.ok && back.value.meaning.kind === 'check' ? read : null;
}

/**
 * `ticked`: the line ended in a tick the reader took off (`check x = 7: 2/6 = 1/3 and 3/9 = 1/3 ✓`),
 * the verdict "keep". The language's form needs the word, so a tick makes even two sides and one
 * relation a worked check (`check x = 1: 2(1)(1 - 1) + 1 = 1 ✓`): judged against the original, where
 * the arithmetic alone passed numbers that are not its sides (red team, round 8).
 */
function workedCheck(text: string, vars: readonly string[], ticked: boolean): WorkedCheck | null {
  if (vars.length !== 1) return null;
  const head = HEAD.exec(text);
  if (!head || head[1] !== vars[0]) return null;
  const verdict = VERDICT.exec(head[3]!);
  if (!verdict && !ticked) return null;
  const word = !verdict ? 'keep' : (verdict[1] ?? verdict[2]!).toLowerCase().startsWith('reject') ? 'reject' : 'keep';
  const body = (verdict ? head[3]!.slice(0, verdict.index) : head[3]!).trim();
  const value = head[2]!.trim();
  if (!numberOf(value, vars)) return null;
  const strictOf = (sides: string) => `check ${vars[0]} = ${value}: ${sides}, ${word}`;
  if (UNDEFINED.test(body)) return { strict: strictOf('undefined'), falseLink: null };
  // `denominator -1 + 1 = 0`: the zero worked out, judged as arithmetic; `= 1` there is a slip (a
  // denominator said nonzero beside a rejection, and true, says nothing the language reads: null).
  const den = DENOMINATOR.exec(body);
  if (den) {
    const [e, n] = [numberOf(den[1]!, vars), numberOf(den[2]!.toLowerCase() === 'zero' ? '0' : den[2]!, vars)];
    if (!e || !n) return null;
    const slip = numbersRelate(e, '=', n, vars) ? null : `${printExpr(e)} = ${printExpr(n)}`;
    if (!slip && !numbersRelate(n, '=', { type: 'num', text: '0' }, vars)) return null;
    return { strict: strictOf('undefined'), falseLink: slip };
  }
  const segments = body.split(/\s*[,;]\s*|\s+(?:and|but)\s+/i).filter((s) => s.length);
  const chains: Chain[] = [];
  let other: Expr | null = null;
  for (const s of segments) {
    const not = NOT.exec(s);
    if (not) {
      const n = numberOf(not[1]!, vars);
      if (!n || !chains.length || other) return null;
      other = n;
      continue;
    }
    const c = chainOf(s, vars);
    if (!c || other) return null;
    chains.push(c);
  }
  if (!chains.length || chains.length > 2) return null;
  // The relations each chain writes, and where a chain ends in ≠ (`= 6 ≠ 5`), that comparison is the check's.
  let falseLink: string | null = null;
  const note = (a: Expr, rel: Relation, b: Expr) => {
    if (falseLink === null && !numbersRelate(a, rel, b, vars)) falseLink = `${printExpr(a)} ${SHOWN[rel]} ${printExpr(b)}`;
  };
  const sides: Expr[] = [];
  for (const c of chains) {
    const last = c.rels.length - 1;
    const compares = c.rels[last] !== '=' && c.rels.slice(0, last).every((r) => r === '=');
    if (!compares && !c.rels.every((r) => r === '=')) return null;
    c.rels.forEach((rel, i) => note(c.exprs[i]!, rel, c.exprs[i + 1]!));
    if (compares) {
      // Two sides and their relation (`6 != 5, reject`) are the language's check line already.
      if (chains.length > 1 || other || (c.exprs.length === 2 && verdict)) return null;
      sides.push(c.exprs[0]!, c.exprs[last + 1]!);
      return { strict: strictOf(`${printExpr(sides[0]!)} ${c.rels[last]} ${printExpr(sides[1]!)}`), falseLink };
    }
    sides.push(c.exprs[0]!);
    if (c.exprs.length < 2 && chains.length === 1) return null;
  }
  if (other) {
    if (chains.length !== 1) return null;
    const worked = chains[0]!.exprs;
    note(worked.at(-1)!, '!=', other);
    return { strict: strictOf(`${printExpr(worked[0]!)} != ${printExpr(other)}`), falseLink };
  }
  // One chain of two sides (`check x = -1: 2/(-2) = -1, reject`) is the language's form already: read
  // there. Of more (`3 + 6/3 = 3 + 2 = 5`), the first written and the last are the two sides.
  if (chains.length === 1) {
    const worked = chains[0]!.exprs;
    return worked.length > 2 || !verdict ? { strict: strictOf(`${printExpr(worked[0]!)} = ${printExpr(worked.at(-1)!)}`), falseLink } : null;
  }
  const rel: Relation = numbersRelate(sides[0]!, '=', sides[1]!, vars) ? '=' : '!=';
  return { strict: strictOf(`${printExpr(sides[0]!)} ${rel} ${printExpr(sides[1]!)}`), falseLink };
}
