// Canonical printing. What the generator writes and prompts show; for every tree the parser
// can produce, parse(print(t)) deep-equals t.
import type { Expr, Statement } from './ast.ts';

const LEVEL: Record<Expr['type'], number> = { add: 1, sub: 1, pm: 1, mul: 2, div: 2, neg: 3, pow: 4, num: 5, var: 5, sqrt: 5 };

function paren(s: string): string {
  return `(${s})`;
}

function atLeast(e: Expr, level: number): string {
  const s = printExpr(e);
  return LEVEL[e.type] >= level ? s : paren(s);
}

function factor(e: Expr): string {
  // Right operand of a product: anything below a power, and any sign, goes in parentheses.
  return LEVEL[e.type] >= 4 ? printExpr(e) : paren(printExpr(e));
}

/** An operand of a sign that starts with a sign of its own, bracketed: -(-3), not --3 (the parser reads both alike). */
function signed(s: string): string {
  return s.startsWith('-') || s.startsWith('±') ? paren(s) : s;
}

/** A right operand of + - ±: a sign or a ± of its own would read differently, so it is wrapped. */
function addend(e: Expr): string {
  return e.type === 'neg' || (e.type === 'pm' && e.left === null) ? paren(printExpr(e)) : atLeast(e, 2);
}

export function printExpr(e: Expr): string {
  switch (e.type) {
    case 'num':
      return e.text;
    case 'var':
      return e.name;
    case 'neg':
      return `-${signed(atLeast(e.arg, 3))}`;
    case 'pow':
      return `${atLeast(e.base, 5)}^${e.exp}`;
    case 'sqrt':
      return `sqrt(${printExpr(e.arg)})`;
    case 'pm':
      return e.left === null ? `±${signed(atLeast(e.right, 3))}` : `${printExpr(e.left)} ± ${addend(e.right)}`;
    case 'add':
    case 'sub':
      return `${printExpr(e.left)} ${e.type === 'add' ? '+' : '-'} ${addend(e.right)}`;
    case 'mul': {
      // A coefficient fraction is written (3/2)x.
      const l = e.left.type === 'div' ? paren(printExpr(e.left)) : atLeast(e.left, 2);
      const r = factor(e.right);
      // Never a letter before "sqrt(": "xsqrt" would read as one word.
      const juxtapose = r.startsWith('(') || (/^[A-Za-z]/.test(r) && /[\d)]$/.test(l));
      return juxtapose ? `${l}${r}` : `${l} * ${r}`;
    }
    case 'div':
      return `${atLeast(e.left, 2)}/${factor(e.right)}`;
  }
}

export function printStatement(s: Statement): string {
  switch (s.kind) {
    case 'relation':
      return s.sides.map((e, i) => (i === 0 ? printExpr(e) : ` ${s.rels[i - 1]} ${printExpr(e)}`)).join('');
    case 'interval': {
      const lo = s.lo === null ? '-∞' : printExpr(s.lo);
      const hi = s.hi === null ? '∞' : printExpr(s.hi);
      const body = `${s.loClosed ? '[' : '('}${lo}, ${hi}${s.hiClosed ? ']' : ')'}`;
      return s.name === null ? body : `${s.name} ∈ ${body}`;
    }
    case 'none':
      return s.real ? 'no real solution' : 'no solution';
    case 'or':
      return s.parts.map(printStatement).join(' or ');
    case 'and':
      return s.parts.map(printStatement).join(`${s.sep} `);
    case 'check': {
      const body = s.left === null ? 'undefined' : `${printExpr(s.left)} ${s.relation} ${printExpr(s.right!)}`;
      return `check ${s.name} = ${printExpr(s.value)}: ${body}, ${s.verdict}`;
    }
  }
}

/** "Step i: <statement>" lines, as prompts and files show a trace. */
export function printTrace(steps: readonly string[]): string {
  return steps.map((s, i) => `Step ${i}: ${s}`).join('\n');
}
