// The canonical text of every statement a rational-equation trace writes. Each builder makes
// the tree the parser makes from its output (left-associated sums and products, a leading minus
// on the first factor), so every line is a fixed point of print(parse(.)).
import type { Poly } from '../../algebra/index.ts';
import { poly as P } from '../../algebra/index.ts';
import type { Q } from '../../generator/build.ts';
import { candidates, linear, numberExpr, polyExpr, q, sumExpr } from '../../generator/build.ts';
import type { Expr } from '../../trace/index.ts';
import { printExpr } from '../../trace/index.ts';
import { reversedFactor } from '../../generator/sign-forms.ts';
import type { Factored, Frac, FracEq, PolyEq, Product, ProductEq } from './model.ts';
import { isPolyNum } from './model.ts';

const X: Expr = { type: 'var', name: 'x' };
const mul = (left: Expr, right: Expr): Expr => ({ type: 'mul', left, right });
const neg = (arg: Expr): Expr => ({ type: 'neg', arg });

/** The leading minus of a term sits on its first factor, as the parser reads `-3(x + 1)` or `-(x + 1)/(x - 2)`. */
function negFirst(e: Expr): Expr {
  if (e.type === 'mul' || e.type === 'div') return { ...e, left: negFirst(e.left) };
  if (e.type === 'num' || e.type === 'var' || e.type === 'pow' || e.type === 'add' || e.type === 'sub' || e.type === 'neg') return neg(e);
  return neg(e);
}

const monomials = (p: Poly): number => p.filter((c) => !c.equals(0)).length;

/** (x - u), or x for u = 0. */
export const factorExpr = (u: Q): Expr => linear(q(1), u.neg());

/** The factors in order, a repeated one as a power: (x - 3)^2(x + 1). */
function factorParts(factors: readonly Q[]): Expr[] {
  const parts: Expr[] = [];
  for (let i = 0; i < factors.length;) {
    let j = i + 1;
    while (j < factors.length && factors[j]!.equals(factors[i]!)) j++;
    const f = factorExpr(factors[i]!);
    parts.push(j - i > 1 ? { type: 'pow', base: f, exp: j - i } : f);
    i = j;
  }
  return parts;
}

const chain = (parts: readonly Expr[]): Expr => parts.slice(1).reduce((acc, e) => mul(acc, e), parts[0]!);

/** A product's body (its sign left out): 3(x + 1), x(x - 2), (2x + 1)(x - 3)^2, 2x - 5 alone. */
function productBody(p: Product): Expr {
  const parts: Expr[] = [];
  const k = monomials(p.num);
  if (k <= 1 && P.degree(p.num) <= 1) {
    const c = P.lead(p.num);
    if (P.degree(p.num) === 1) {
      if (!c.equals(1)) parts.push(numberExpr(c));
      parts.push(X);
    } else if (!c.equals(1) || !p.factors.length) parts.push(numberExpr(c));
  } else {
    parts.push(polyExpr(p.num));
  }
  parts.push(...factorParts(p.factors));
  return chain(parts);
}

/** Terms joined by + and -, each a signed body; the first one's minus on its first factor. */
function signedSum(terms: readonly { sign: 1 | -1; body: Expr; flat?: Poly }[]): Expr {
  let acc: Expr | null = null;
  for (const t of terms) {
    if (!acc) {
      if (t.flat && t.sign === 1) acc = polyExpr(t.flat);
      else acc = t.sign === 1 ? t.body : negFirst(t.body);
      continue;
    }
    if (t.flat && t.sign === 1) {
      // A polynomial added after other terms is written term by term, without parentheses.
      for (let k = t.flat.length - 1; k >= 0; k--) {
        const c = t.flat[k]!;
        if (c.equals(0)) continue;
        const term = sumExpr([{ c: c.abs(), k }]);
        acc = { type: c.compare(0) < 0 ? 'sub' : 'add', left: acc, right: term };
      }
      continue;
    }
    acc = { type: t.sign === 1 ? 'add' : 'sub', left: acc, right: t.body };
  }
  return acc ?? numberExpr(q(0));
}

export function productSumExpr(ps: readonly Product[]): Expr {
  return signedSum(ps.map((p) => ({ sign: p.sign, body: productBody(p), flat: p.factors.length === 0 && monomials(p.num) > 1 ? p.num : undefined })));
}

function fracBody(f: Frac): Expr {
  const top = isPolyNum(f.num) ? polyBody(f.num) : productSumExpr(f.num);
  if (!f.den.length) return top;
  const parts = factorParts(f.den);
  return { type: 'div', left: top, right: chain(parts) };
}

/** A numerator polynomial: a single term as itself, else the sum. */
const polyBody = (p: Poly): Expr => polyExpr(p);

function sideExpr(fs: readonly Frac[]): Expr {
  if (!fs.length) return numberExpr(q(0));
  return signedSum(fs.map((f) => ({ sign: f.sign, body: fracBody(f), flat: !f.den.length && isPolyNum(f.num) && monomials(f.num) > 1 ? f.num : undefined })));
}

const statement = (l: Expr, r: Expr): string => `${printExpr(l)} = ${printExpr(r)}`;

export const fracEqText = (e: FracEq): string => statement(sideExpr(e.left), sideExpr(e.right));
export const productEqText = (e: ProductEq): string => statement(productSumExpr(e.left), productSumExpr(e.right));

/** Each side's polynomials written one after the other, term by term (highest degree first in each). */
export function polyEqText(e: PolyEq): string {
  const side = (ps: readonly Poly[]) => {
    const terms: { c: Q; k: number }[] = [];
    for (const p of ps) for (let k = p.length - 1; k >= 0; k--) terms.push({ c: p[k]!, k });
    return sumExpr(terms);
  };
  return statement(side(e.left), side(e.right));
}

export const zeroText = (p: Poly): string => statement(polyExpr(p), numberExpr(q(0)));

/** a x = c. */
export const linearText = (a: Q, c: Q): string => statement(sumExpr([{ c: a, k: 1 }]), numberExpr(c));

/**
 * Which written factors are reversed, given the leading coefficient, one root per written factor
 * (in order) and each factor's power: generator/sign-forms.ts, reversedFactors (from 3.6.0).
 */
export type Orientation = (lead: Q, roots: readonly Q[], powers: readonly number[]) => boolean[];

/**
 * lead · Π (q x - p) = 0 with each root p/q as an integer factor; equal factors as a power. From
 * generator 3.6.0 `orient` may write a factor reversed, (p - q x) or (-q x - |p|), the constant in
 * front changing its sign for each reversed factor of odd power.
 */
export function factoredText(f: Factored, orient?: Orientation): string {
  let scale = f.lead;
  const groups: { root: Q; power: number }[] = [];
  for (let i = 0; i < f.roots.length;) {
    let j = i + 1;
    while (j < f.roots.length && f.roots[j]!.equals(f.roots[i]!)) j++;
    groups.push({ root: f.roots[i]!, power: j - i });
    i = j;
  }
  const flags = orient ? orient(f.lead, groups.map((g) => g.root), groups.map((g) => g.power)) : [];
  const factors: Expr[] = groups.map(({ root: r, power }, i) => {
    const d = q(r.d);
    for (let k = 0; k < power; k++) scale = scale.div(d);
    const n = r.mul(d);
    const reversed = (flags[i] ?? false) && !n.isZero();
    if (reversed && power % 2 === 1) scale = scale.neg();
    const base = reversed ? reversedFactor(d, n) : linear(d, n.neg());
    return power > 1 ? { type: 'pow', base, exp: power } : base;
  });
  const parts: Expr[] = [];
  if (scale.equals(-1)) factors[0] = negFirst(factors[0]!);
  else if (!scale.equals(1)) parts.push(numberExpr(scale));
  parts.push(...factors);
  return statement(chain(parts), numberExpr(q(0)));
}

export const valueText = (v: Q): string => printExpr(numberExpr(v));

/** x != 3, x != -1 */
export const restrictionText = (values: readonly Q[]): string => values.map((v) => `x != ${valueText(v)}`).join(', ');

export const checkUndefinedText = (v: Q): string => `check x = ${valueText(v)}: undefined, reject`;

export const NO_SOLUTION = 'no solution';

/** A list of values as a final answer or a candidate list: x = 1 or x = 3; "no solution" when empty. */
export const answerText = (values: readonly Q[]): string => (values.length ? candidates(values) : NO_SOLUTION);
