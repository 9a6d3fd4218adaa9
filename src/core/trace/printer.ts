// Canonical printing. What the generator writes and prompts show; for every tree the
// parser can produce, parse(print(t)) deep-equals t.
import type { Expr, Statement } from './ast.ts';

const LEVEL: Record<Expr['type'], number> = { add: 1, sub: 1, mul: 2, div: 2, neg: 3, pow: 4, num: 5, x: 5 };

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

export function printExpr(e: Expr): string {
  switch (e.type) {
    case 'num':
      return e.text;
    case 'x':
      return 'x';
    case 'neg':
      return `-${atLeast(e.arg, 3)}`;
    case 'pow':
      return `${atLeast(e.base, 5)}^${e.exp}`;
    case 'add':
    case 'sub': {
      const right = e.right.type === 'neg' ? paren(printExpr(e.right)) : atLeast(e.right, 2);
      return `${printExpr(e.left)} ${e.type === 'add' ? '+' : '-'} ${right}`;
    }
    case 'mul': {
      // A coefficient fraction is written (3/2)x.
      const l = e.left.type === 'div' ? paren(printExpr(e.left)) : atLeast(e.left, 2);
      const r = factor(e.right);
      const juxtapose = r.startsWith('(') || (r.startsWith('x') && /[\d)]$/.test(l));
      return juxtapose ? `${l}${r}` : `${l} * ${r}`;
    }
    case 'div':
      return `${atLeast(e.left, 2)}/${factor(e.right)}`;
  }
}

export function printStatement(s: Statement): string {
  switch (s.kind) {
    case 'equation':
      return `${printExpr(s.left)} = ${printExpr(s.right)}`;
    case 'answer':
      return `x = ${printExpr(s.value)}`;
    case 'candidates':
      return s.values.map((v) => `x = ${printExpr(v)}`).join(' or ');
    case 'check':
      return `check x = ${printExpr(s.value)}: ${printExpr(s.left)} ${s.relation} ${printExpr(s.right)}, ${s.verdict}`;
  }
}

/** "Step i: <statement>" lines, as prompts and files show a trace. */
export function printTrace(steps: readonly string[]): string {
  return steps.map((s, i) => `Step ${i}: ${s}`).join('\n');
}
