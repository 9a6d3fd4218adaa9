// Solution sets over the reals, exactly. A finite set is the set of real roots of a
// squarefree monic polynomial (the empty set is the constant 1); "all" is every real.
// Comparisons use gcd and Sturm counts, so they are exact for any degree.
import { Rational as Fraction } from './rational.ts';
import type { Poly } from './poly.ts';
import { ONE, coeff, degree, divmod, evaluate, gcd, isZero, monic, mul, squarefree } from './poly.ts';
import { countRealRoots } from './sturm.ts';
import { rationalRootsOfSquarefree } from './roots.ts';

export type RealSet = { readonly all: true } | { readonly all: false; readonly poly: Poly };

export const ALL: RealSet = { all: true };
export const EMPTY: RealSet = { all: false, poly: ONE };

/** The real solutions of p(x) = 0. */
export function solutionsOf(p: Poly): RealSet {
  return isZero(p) ? ALL : { all: false, poly: squarefree(p) };
}

export function setOfValues(values: readonly Fraction[]): RealSet {
  let p: Poly = ONE;
  for (const v of values) if (!evaluate(p, v).equals(0)) p = mul(p, [v.neg(), Fraction.ONE]);
  return { all: false, poly: p };
}

export function contains(s: RealSet, v: Fraction): boolean {
  return s.all || evaluate(s.poly, v).equals(0);
}

/** Polynomial whose real roots are exactly the members of a \ b (a, b finite). */
export function differencePoly(a: Poly, b: Poly): Poly {
  const da = degree(a);
  if (da <= 0) return ONE;
  // Fast path for the common linear case: a single root either is in b or is not.
  if (da === 1) return evaluate(b, coeff(a, 0).neg().div(coeff(a, 1))).isZero() ? ONE : a;
  const g = gcd(a, b);
  return degree(g) <= 0 ? a : divmod(a, g).q;
}

export function hasRealRoots(p: Poly): boolean {
  const d = degree(p);
  if (d <= 0) return false;
  if (d === 1) return true;
  if (d === 2) {
    const [c, b, a] = [coeff(p, 0), coeff(p, 1), coeff(p, 2)];
    return b.mul(b).compare(a.mul(c).mul(4)) >= 0;
  }
  return countRealRoots(p) > 0;
}

/** a ⊆ b, exactly. */
export function isSubset(a: RealSet, b: RealSet): boolean {
  if (b.all) return true;
  if (a.all) return false;
  return !hasRealRoots(differencePoly(a.poly, b.poly));
}

export function setEquals(a: RealSet, b: RealSet): boolean {
  return isSubset(a, b) && isSubset(b, a);
}

/** floor(sqrt(n)) when n is a perfect square, else null. Newton's method on BigInts: exact and fast at any size. */
export function bigintSqrt(n: bigint): bigint | null {
  if (n < 0n) return null;
  if (n < 2n) return n;
  if (n <= 4503599627370496n) {
    // Below 2^52 doubles hold n and its root exactly, and Math.sqrt is correctly rounded.
    const r = Math.round(Math.sqrt(Number(n)));
    return BigInt(r * r) === n ? BigInt(r) : null;
  }
  let x = 1n << BigInt((n.toString(2).length >> 1) + 1); // above the root
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) break;
    x = y;
  }
  return x * x === n ? x : null;
}

export function rationalSqrt(q: Fraction): Fraction | null {
  if (q.compare(0) < 0) return null;
  const n = bigintSqrt(q.n);
  const d = bigintSqrt(q.d);
  return n === null || d === null ? null : Fraction.of(n, d);
}

/**
 * The real roots of p when they are all rational and deg p <= 2, sorted; otherwise null.
 * (Enough for everything the generator writes; other sets are described by their polynomial.)
 */
export function rationalRoots(p: Poly): Fraction[] | null {
  const d = degree(p);
  if (d <= 0) return [];
  if (d === 1) return [coeff(p, 0).neg().div(coeff(p, 1))];
  if (d !== 2) return null;
  const [c, b, a] = [coeff(p, 0), coeff(p, 1), coeff(p, 2)];
  const disc = b.mul(b).sub(a.mul(c).mul(4));
  if (disc.compare(0) < 0) return [];
  const root = rationalSqrt(disc);
  if (root === null) return null;
  const r1 = b.neg().sub(root).div(a.mul(2));
  const r2 = b.neg().add(root).div(a.mul(2));
  if (r1.equals(r2)) return [r1];
  return r1.compare(r2) < 0 ? [r1, r2] : [r2, r1];
}

/**
 * The rational real roots of a squarefree p (any degree), sorted, and the rest: a polynomial whose real
 * roots are the others (irrational; monic, or 1 when there are none). Complete at any size of the
 * numbers (see roots.ts).
 */
export function splitRoots(p: Poly): { rational: Fraction[]; rest: Poly } {
  const d = degree(p);
  if (d <= 2) {
    const r = rationalRoots(p);
    return r ? { rational: r, rest: ONE } : { rational: [], rest: p };
  }
  // The checker describes the same set after every check line; a degree-8 set with large
  // numbers takes a while to split, so each polynomial object is split once.
  const cached = split.get(p);
  if (cached) return { rational: cached.rational.slice(), rest: cached.rest };
  const rational = rationalRootsOfSquarefree(p);
  let rest: Poly = p;
  for (const r of rational) rest = divmod(rest, [r.neg(), Fraction.ONE]).q;
  const out = { rational, rest: hasRealRoots(rest) ? monic(rest) : ONE };
  split.set(p, { rational: rational.slice(), rest: out.rest });
  return out;
}

const split = new WeakMap<Poly, { rational: Fraction[]; rest: Poly }>();
