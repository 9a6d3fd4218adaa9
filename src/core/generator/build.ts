// Builders for canonical statement text. They make the trees the parser would make, so
// every generated statement is a fixed point of print(parse(.)).
import { Rational } from '../algebra/index.ts';
import type { Poly } from '../algebra/index.ts';
import type { Expr } from '../trace/index.ts';
import { printExpr } from '../trace/index.ts';

export type Q = Rational;
export const q = (n: number | bigint, d: number | bigint = 1): Q => Rational.of(n, d);

const num = (v: bigint): Expr => ({ type: 'num', text: v.toString() });

/** |v| as a literal or a fraction a/b. */
function magnitude(v: Q): Expr {
  const { num: n, den } = v.parts();
  const top: Expr = { type: 'num', text: n };
  return den === '1' ? top : { type: 'div', left: top, right: { type: 'num', text: den } };
}

/** A number with its sign, as the parser reads it: -3 is neg(3), -3/2 is div(neg(3), 2). */
export function numberExpr(v: Q): Expr {
  if (v.compare(0) >= 0) return magnitude(v);
  const { num: n, den } = v.parts();
  const neg: Expr = { type: 'neg', arg: { type: 'num', text: n } };
  return den === '1' ? neg : { type: 'div', left: neg, right: { type: 'num', text: den } };
}

const X: Expr = { type: 'var', name: 'x' };

function power(k: number): Expr {
  return k === 1 ? X : { type: 'pow', base: X, exp: k };
}

/** One term c·x^k (k = 0: a constant), sign included: -x, -(3/2)x, 4x^2. */
function term(c: Q, k: number): Expr {
  if (k === 0) return numberExpr(c);
  const body = power(k);
  const a = c.abs();
  const negative = c.compare(0) < 0;
  if (a.equals(1)) return negative ? { type: 'neg', arg: body } : body;
  return { type: 'mul', left: numberExpr(c), right: body };
}

/** Terms joined with + and -, zero terms left out; an all-zero list is "0". */
export function sumExpr(terms: readonly { c: Q; k: number }[]): Expr {
  let acc: Expr | null = null;
  for (const { c, k } of terms) {
    if (c.equals(0)) continue;
    if (!acc) acc = term(c, k);
    else if (c.compare(0) < 0) acc = { type: 'sub', left: acc, right: term(c.neg(), k) };
    else acc = { type: 'add', left: acc, right: term(c, k) };
  }
  return acc ?? num(0n);
}

/** A x + B. */
export function linear(a: Q, b: Q): Expr {
  return sumExpr([{ c: a, k: 1 }, { c: b, k: 0 }]);
}

/** A polynomial, highest degree first. */
export function polyExpr(p: Poly): Expr {
  const terms: { c: Q; k: number }[] = [];
  for (let k = p.length - 1; k >= 0; k--) terms.push({ c: p[k]!, k });
  return sumExpr(terms);
}

export function mul(left: Expr, right: Expr): Expr {
  return { type: 'mul', left, right };
}

export function eq(left: Expr, right: Expr): string {
  return `${printExpr(left)} = ${printExpr(right)}`;
}

export function answer(v: Q): string {
  return `x = ${printExpr(numberExpr(v))}`;
}

export function candidates(values: readonly Q[]): string {
  return values.map(answer).join(' or ');
}

export function checkLine(v: Q, left: Q, right: Q, relation: '=' | '!=', verdict: 'keep' | 'reject'): string {
  return `check x = ${printExpr(numberExpr(v))}: ${printExpr(numberExpr(left))} ${relation} ${printExpr(numberExpr(right))}, ${verdict}`;
}

/** lead · Π (x - r): each rational root p/q written as the factor (q x - p). */
export function factored(lead: Q, roots: readonly Q[]): Expr {
  let scale = lead;
  const factors: Expr[] = roots.map((r) => {
    scale = scale.div(q(r.d));
    return linear(q(r.d), r.neg().mul(q(r.d)));
  });
  let acc: Expr | null = null;
  if (!scale.equals(1)) acc = scale.equals(-1) ? null : numberExpr(scale);
  for (let i = 0; i < factors.length; i++) {
    let f = factors[i]!;
    if (i === 0 && scale.equals(-1)) {
      // Put a sign of -1 into the first factor instead of writing -1(...).
      const r = roots[0]!;
      f = linear(q(-r.d), r.mul(q(r.d)));
    }
    acc = acc ? mul(acc, f) : f;
  }
  return acc ?? numberExpr(scale);
}
