// Real algebraic numbers, exactly: a rational, a quadratic surd p + q√d, or the one root of a
// squarefree rational polynomial inside an isolating interval (lo, hi). Every comparison is
// exact: surds by squaring, other roots by gcds and Sturm counts on rational intervals.
import type { Poly } from './poly.ts';
import { degree, evaluate, gcd } from './poly.ts';
import { formatPoly } from './format.ts';
import { Rational } from './rational.ts';
import { countRootsIn } from './sturm.ts';
import { Surd } from './surd.ts';
import { bigintSqrt } from './realset.ts';

export type Alg =
  | { readonly kind: 'q'; readonly v: Rational }
  | { readonly kind: 's'; readonly s: Surd }
  /** The only root of `poly` in the open interval (lo, hi); neither end is a root. */
  | { kind: 'r'; readonly poly: Poly; lo: Rational; hi: Rational };

export const algOf = (v: Rational): Alg => ({ kind: 'q', v });

export function algOfSurd(s: Surd): Alg {
  return s.isRational() ? { kind: 'q', v: s.p } : { kind: 's', s };
}

/** The exact value as a Surd when it is one (rationals included), else null. */
export function asSurd(a: Alg): Surd | null {
  return a.kind === 'q' ? Surd.rational(a.v) : a.kind === 's' ? a.s : null;
}

/** Rational bounds lo < √d < hi (d not a square) with hi - lo = 2^-k. */
function sqrtBounds(d: bigint, k: number): [Rational, Rational] {
  const scale = 1n << BigInt(k);
  const r = isqrtFloor(d * scale * scale);
  return [Rational.of(r, scale), Rational.of(r + 1n, scale)];
}

function isqrtFloor(n: bigint): bigint {
  const exact = bigintSqrt(n);
  if (exact !== null) return exact;
  let x = 1n << BigInt((n.toString(2).length >> 1) + 1);
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/** The minimal polynomial and an isolating interval of an irrational value. */
function asRoot(a: Alg): { poly: Poly; lo: Rational; hi: Rational } {
  if (a.kind === 'r') return a;
  if (a.kind === 'q') throw new RangeError('a rational has no isolating interval');
  const { p, q, d } = a.s;
  // x² - 2p x + (p² - q² d): roots p ± |q|√d, 2|q|√d apart; an interval of width |q|·2^-k < 2|q|√d isolates one.
  const poly: Poly = [a.s.norm(), p.mul(-2), Rational.ONE];
  const [l, h] = sqrtBounds(d, 1);
  const x = p.add(q.mul(l));
  const y = p.add(q.mul(h));
  return x.compare(y) < 0 ? { poly, lo: x, hi: y } : { poly, lo: y, hi: x };
}

/** Halves a root's interval in place (the root stays inside). */
function halve(r: { poly: Poly; lo: Rational; hi: Rational }): void {
  const mid = r.lo.add(r.hi).div(2);
  const sm = evaluate(r.poly, mid).compare(0);
  if (sm === 0) {
    // A rational root inside: impossible for the irrational roots this module builds.
    throw new RangeError('an isolating interval met a rational root');
  }
  const slo = evaluate(r.poly, r.lo).compare(0);
  if (sm === slo) r.lo = mid;
  else r.hi = mid;
}

/** A rational interval [lo, hi] holding a (lo = hi for a rational). */
export function bounds(a: Alg): [Rational, Rational] {
  if (a.kind === 'q') return [a.v, a.v];
  const r = a.kind === 'r' ? a : asRoot(a);
  return [r.lo, r.hi];
}

/** -1, 0 or 1: the sign of a rational polynomial at a, exactly. */
export function signAt(f: Poly, a: Alg): number {
  if (a.kind === 'q') return evaluate(f, a.v).compare(0);
  if (a.kind === 's') return evaluateSurd(f, a.s).sign();
  const g = gcd(f, a.poly);
  if (degree(g) >= 1 && countRootsIn(g, a.lo, a.hi) > 0) return 0;
  const r = { poly: a.poly, lo: a.lo, hi: a.hi };
  while (countRootsIn(f, r.lo, r.hi) > 0 || evaluate(f, r.hi).isZero() || evaluate(f, r.lo).isZero()) halve(r);
  return evaluate(f, r.hi).compare(0);
}

/** f(s) in Q(√d). */
export function evaluateSurd(f: Poly, s: Surd): Surd {
  let acc = Surd.rational(Rational.ZERO);
  for (let i = f.length - 1; i >= 0; i--) acc = acc.mul(s).add(Surd.rational(f[i]!));
  return acc;
}

/** -1, 0 or 1, exactly. */
export function compareAlg(a: Alg, b: Alg): number {
  if (a.kind === 'q' && b.kind === 'q') return a.v.compare(b.v);
  if (a.kind !== 'r' && b.kind !== 'r') {
    const x = asSurd(a)!;
    const y = asSurd(b)!;
    if (x.isRational() || y.isRational() || x.d === y.d) return x.compare(y);
  }
  if (a.kind === 'q') return -signAgainst(b, a.v);
  if (b.kind === 'q') return signAgainst(a, b.v);
  const x = { ...asRoot(a) };
  const y = { ...asRoot(b) };
  // Equal exactly when the two polynomials share a root inside both intervals.
  const lo = x.lo.compare(y.lo) > 0 ? x.lo : y.lo;
  const hi = x.hi.compare(y.hi) < 0 ? x.hi : y.hi;
  if (lo.compare(hi) < 0) {
    const g = gcd(x.poly, y.poly);
    if (degree(g) >= 1 && countRootsIn(g, lo, hi) > 0) return 0;
  }
  for (;;) {
    if (x.hi.compare(y.lo) <= 0) return -1;
    if (y.hi.compare(x.lo) <= 0) return 1;
    halve(x);
    halve(y);
  }
}

/** Sign of a - v for an irrational a. */
function signAgainst(a: Alg, v: Rational): number {
  if (a.kind === 's') return a.s.compare(Surd.rational(v));
  const r = { ...asRoot(a) };
  for (;;) {
    if (v.compare(r.lo) <= 0) return 1;
    if (v.compare(r.hi) >= 0) return -1;
    halve(r);
  }
}

export const algEquals = (a: Alg, b: Alg): boolean => compareAlg(a, b) === 0;

/** A rational strictly between a < b. */
export function rationalBetween(a: Alg, b: Alg): Rational {
  const x = a.kind === 'q' ? null : { ...asRoot(a) };
  const y = b.kind === 'q' ? null : { ...asRoot(b) };
  for (;;) {
    const aHi = x ? x.hi : (a as { v: Rational }).v;
    const bLo = y ? y.lo : (b as { v: Rational }).v;
    if (aHi.compare(bLo) < 0) {
      // Both ends are outside the values (or equal to a rational a or b): the midpoint is strictly between.
      return aHi.add(bLo).div(2);
    }
    if (x) halve(x);
    if (y) halve(y);
    if (!x && !y) throw new RangeError('rationalBetween needs a < b');
  }
}

/** A rational below every value in `a` by at least 1 (a finite bound). */
export const below = (a: Alg): Rational => bounds(a)[0].sub(1);
export const above = (a: Alg): Rational => bounds(a)[1].add(1);

/** "-12", "1 + sqrt(2)", "the root of x^3 - 2 = 0 near 1.26". */
export function formatAlg(a: Alg): string {
  if (a.kind === 'q') return a.v.toFraction();
  if (a.kind === 's') return a.s.toText();
  return `the root of ${formatPoly(a.poly)} = 0 near ${approx(a).toPrecision(4)}`;
}

/** An approximation, for display and sorting only; never for a label. */
export function approx(a: Alg): number {
  if (a.kind === 'q') return a.v.valueOf();
  if (a.kind === 's') return a.s.valueOf();
  const r = { ...a };
  for (let i = 0; i < 60 && r.hi.sub(r.lo).valueOf() > 1e-12 * Math.max(1, Math.abs(r.hi.valueOf())); i++) halve(r);
  return r.lo.add(r.hi).div(2).valueOf();
}
