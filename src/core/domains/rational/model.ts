// The states a rational-equation trace passes through, in exact arithmetic: sums of fractions
// (step 0, moved terms, combined fractions), sums of products (the cleared equation before it is
// expanded), sums of polynomials (after expanding), and one polynomial (collected, factored).
// Each state knows its solution set, so a slip can be judged before it is used.
import type { Poly } from '../../algebra/index.ts';
import { poly as P, Rational } from '../../algebra/index.ts';
import { divisors, gcdNum, isRootAtSmall, rationalRootsOfSquarefree } from '../../algebra/roots.ts';
import type { Q } from '../../generator/build.ts';
import { q } from '../../generator/build.ts';
import type { IProblem, ITerm } from './problem.ts';
import { isNiceValue } from './problem.ts';

/** sign · num · Π (x - u) over `factors` (each u a zero, repeated for a power). */
export interface Product {
  sign: 1 | -1;
  num: Poly;
  factors: readonly Q[];
}

/** sign · num / Π (x - u) over `den`; an empty `den` is a polynomial term. */
export interface Frac {
  sign: 1 | -1;
  /** The numerator: a polynomial, or a sum of products not yet multiplied out. */
  num: Poly | readonly Product[];
  den: readonly Q[];
}

export interface FracEq {
  left: readonly Frac[];
  right: readonly Frac[];
}

export interface ProductEq {
  left: readonly Product[];
  right: readonly Product[];
}

/** Each side a sum of polynomials (the expanded products, not yet combined). */
export interface PolyEq {
  left: readonly Poly[];
  right: readonly Poly[];
}

export const isPolyNum = (n: Frac['num']): n is Poly => n.length === 0 || n[0] instanceof Rational;

export const linearPoly = (a: Q, b: Q): Poly => P.add(P.constant(b), P.scale(P.X, a));
export const factorPoly = (u: Q): Poly => linearPoly(q(1), u.neg());

export function factorsPoly(factors: readonly Q[]): Poly {
  let out: Poly = P.ONE;
  for (const u of factors) out = P.mul(out, factorPoly(u));
  return out;
}

export function productPoly(p: Product): Poly {
  const body = P.mul(p.num, factorsPoly(p.factors));
  return p.sign === 1 ? body : P.neg(body);
}

export function numPoly(n: Frac['num']): Poly {
  if (isPolyNum(n)) return n;
  let out: Poly = P.ZERO;
  for (const p of n) out = P.add(out, productPoly(p));
  return out;
}

export const sumPolys = (ps: readonly Poly[]): Poly => ps.reduce((acc, p) => P.add(acc, p), P.ZERO);

/** A product with its sign taken out of the numerator (the numerator's leading coefficient positive). */
export function signed(sign: 1 | -1, num: Poly, factors: readonly Q[]): Product {
  return P.lead(num).compare(0) < 0 ? { sign: (-sign) as 1 | -1, num: P.neg(num), factors } : { sign, num, factors };
}

/** The zeros of a multiset of factors, each once, in order. */
export function distinct(values: readonly Q[]): Q[] {
  const out: Q[] = [];
  for (const v of values) if (!out.some((w) => w.equals(v))) out.push(v);
  return out;
}

/** The least common multiple of denominators given as zero multisets (highest multiplicity of each zero). */
export function lcmFactors(dens: readonly (readonly Q[])[]): Q[] {
  const out: Q[] = [];
  for (const d of dens) {
    for (const u of distinct(d)) {
      const need = d.filter((v) => v.equals(u)).length;
      const have = out.filter((v) => v.equals(u)).length;
      for (let i = have; i < need; i++) out.push(u);
    }
  }
  return out;
}

/** `all` with one copy of each of `some` removed (some ⊆ all as multisets). */
export function withoutFactors(all: readonly Q[], some: readonly Q[]): Q[] {
  const out = all.slice();
  for (const u of some) {
    const i = out.findIndex((v) => v.equals(u));
    if (i < 0) throw new RangeError('not a factor of the common denominator');
    out.splice(i, 1);
  }
  return out;
}

export function fracOf(t: ITerm): Frac {
  return t.r === null
    ? { sign: t.b < 0 ? -t.sign as 1 | -1 : t.sign, num: P.constant(q(Math.abs(t.b))), den: [] }
    : { sign: t.sign, num: linearPoly(q(t.a), q(t.b)), den: [q(t.r)] };
}

export function fracEqOf(pr: IProblem): FracEq {
  return { left: pr.left.map(fracOf), right: pr.right.map(fracOf) };
}

export const fracDens = (e: FracEq): Q[] => lcmFactors([...e.left, ...e.right].map((f) => f.den));

/** Left minus right times the least common denominator: its zeros, less the excluded values, are the solutions. */
export function clearedPoly(e: FracEq): Poly {
  const lcd = fracDens(e);
  let out: Poly = P.ZERO;
  const add = (f: Frac, s: 1 | -1) => {
    const body = P.mul(numPoly(f.num), factorsPoly(withoutFactors(lcd, f.den)));
    out = P.add(out, f.sign * s === 1 ? body : P.neg(body));
  };
  for (const f of e.left) add(f, 1);
  for (const f of e.right) add(f, -1);
  return out;
}

export function productEqPoly(e: ProductEq): Poly {
  let out: Poly = P.ZERO;
  for (const p of e.left) out = P.add(out, productPoly(p));
  for (const p of e.right) out = P.sub(out, productPoly(p));
  return out;
}

export const polyEqPoly = (e: PolyEq): Poly => P.sub(sumPolys(e.left), sumPolys(e.right));

/** A polynomial as lead · Π (x - root), every root rational (repeated by multiplicity, ascending); null otherwise. */
export interface Factored {
  lead: Q;
  roots: Q[];
}

/**
 * The rational roots of p by the rational root theorem (±p/q, p dividing the constant term and q
 * the leading coefficient of p scaled to integers), each once. The cubics a trace writes have
 * small coefficients, and this is far cheaper than isolating every real root with Sturm
 * sequences; null when the coefficients are too large for plain numbers (the caller falls back).
 */
function smallRationalRoots(p: Poly): Q[] | null {
  const ints = smallInts(p);
  if (!ints) return null;
  let k = 0;
  const roots: Q[] = [];
  while (k < ints.length - 1 && ints[k] === 0) k++;
  if (k > 0) roots.push(q(0));
  const a0 = Math.abs(ints[k]!);
  const an = Math.abs(ints[ints.length - 1]!);
  if (k === ints.length - 1) return roots;
  for (const num of divisors(a0)) {
    for (const den of divisors(an)) {
      if (gcdNum(num, den) !== 1) continue;
      // p(±num/den) = 0 exactly when the integer multiple ints does, tested on plain integers
      // (BigInt only if they grow unsafe): evaluating p in Rationals was most of this function's time.
      if (isRootAtSmall(ints, num, den)) roots.push(q(num, den));
      if (isRootAtSmall(ints, -num, den)) roots.push(q(-num, den));
    }
  }
  return roots;
}

/**
 * p scaled to integers (by the lcm of its denominators), as plain numbers, or null when a
 * coefficient is above 10^6. Read from the fractions' text: no BigInt on this hot path.
 */
function smallInts(p: Poly): number[] | null {
  const parts = p.map((c) => {
    const [n, d] = c.toFraction().split('/') as [string, string | undefined];
    return [Number(n), d === undefined ? 1 : Number(d)] as const;
  });
  let scale = 1;
  for (const [, d] of parts) {
    scale = (scale / gcdNum(scale, d)) * d;
    if (scale > 1_000_000) return null;
  }
  const ints = parts.map(([n, d]) => (n * scale) / d);
  return ints.every((c) => Number.isSafeInteger(c) && Math.abs(c) <= 1_000_000) ? ints : null;
}

export function factorRational(p: Poly): Factored | null {
  const d = P.degree(p);
  if (d < 1) return null;
  const lead = P.lead(p);
  if (d === 1) return { lead, roots: [P.coeff(p, 0).neg().div(P.coeff(p, 1))] };
  let found: Q[];
  if (d === 2) {
    const [c, b, a] = [P.coeff(p, 0), P.coeff(p, 1), P.coeff(p, 2)];
    const disc = b.mul(b).sub(a.mul(c).mul(4));
    if (disc.compare(0) < 0) return null;
    if (disc.equals(0)) return { lead, roots: [b.neg().div(a.mul(2)), b.neg().div(a.mul(2))] };
    found = smallRationalRoots(p) ?? rationalRootsOfSquarefree(p);
  } else {
    found = smallRationalRoots(p) ?? rationalRootsOfSquarefree(P.squarefree(p));
  }
  const roots: Q[] = [];
  let rest = p;
  for (const r of found) {
    for (;;) {
      const { q: quotient, r: remainder } = P.divmod(rest, factorPoly(r));
      if (remainder.length) break;
      roots.push(r);
      rest = quotient;
    }
  }
  if (P.degree(rest) !== 0) return null;
  roots.sort((x, y) => x.compare(y));
  return { lead, roots };
}

export const niceQ = (v: Q): boolean => v.d <= 6n && v.n <= 20n * v.d && -v.n <= 20n * v.d;

/** The distinct roots of p when it factors into rational linear factors with values a trace can show; null otherwise. */
export function usableRoots(p: Poly): Q[] | null {
  const f = factorRational(p);
  if (!f || !f.roots.every(niceQ)) return null;
  return distinct(f.roots);
}

export const hasValue = (values: readonly Q[], v: Q): boolean => values.some((w) => w.equals(v));

/** The exact facts of the problem a trace solves. */
export interface Truth {
  /** The solution set, ascending. */
  solution: Q[];
  /** The zeros of step 0's denominators, in the order they appear. */
  excluded: Q[];
}

/**
 * Whether a wrong step's set is usable: every candidate rational and small, and at least one
 * true solution lost — a set that kept every solution would be a valid (candidate-generating)
 * step to the checker, not an error.
 */
export function losesSolution(set: readonly Q[] | null, truth: Truth): boolean {
  return set !== null && truth.solution.some((t) => !hasValue(set, t));
}

export { isNiceValue };
