// Every rational root of a polynomial, at any size of numerator and denominator, exactly.
// A rational root p/q (lowest terms) of a primitive integer polynomial has q | lead, so it is
// a multiple of 1/|lead|. Each real root is isolated with Sturm counts, its interval halved
// until it is narrower than 1/|lead| (so it holds at most one such multiple), and that one
// multiple is tested exactly. No enumeration of divisors, no floating point: every point the
// search visits is a dyadic m / 2^k, where signs are integer sums.
import { Rational, gcdBig } from './rational.ts';
import type { Poly } from './poly.ts';
import { coeff, degree, divmod, lead } from './poly.ts';
import { sturmSequence } from './sturm.ts';

const abs = (n: bigint): bigint => (n < 0n ? -n : n);

/** p times a positive rational so that its coefficients are coprime integers (lowest degree first). */
export function primitiveInts(p: Poly): bigint[] {
  let den = 1n;
  for (const c of p) den = (den * c.d) / gcdBig(den, c.d);
  const ints = p.map((c) => (c.n * den) / c.d);
  const content = ints.reduce((g, c) => gcdBig(g, c), 0n) || 1n;
  return ints.map((c) => c / content);
}

/** A dyadic rational m / 2^k. */
interface Dy {
  m: bigint;
  k: number;
}

const sgn = (n: bigint): number => (n > 0n ? 1 : n < 0n ? -1 : 0);

/** The sign of f(m / 2^k): that of 2^(k deg f) f(m / 2^k), an integer. */
function signAt(f: readonly bigint[], x: Dy): number {
  const step = 1n << BigInt(x.k);
  let acc = f[f.length - 1]!;
  let scale = 1n;
  for (let i = f.length - 2; i >= 0; i--) {
    scale *= step;
    acc = acc * x.m + f[i]! * scale;
  }
  return sgn(acc);
}

/** f(c / n) = 0 exactly (n > 0). */
function isRootAt(f: readonly bigint[], c: bigint, n: bigint): boolean {
  let acc = f[f.length - 1]!;
  let scale = 1n;
  for (let i = f.length - 2; i >= 0; i--) {
    scale *= n;
    acc = acc * c + f[i]! * scale;
  }
  return acc === 0n;
}

function mid(a: Dy, b: Dy): Dy {
  const k = Math.max(a.k, b.k);
  return { m: (a.m << BigInt(k - a.k)) + (b.m << BigInt(k - b.k)), k: k + 1 };
}

function signChanges(seq: readonly (readonly bigint[])[], x: Dy): number {
  let changes = 0;
  let last = 0;
  for (const f of seq) {
    const s = signAt(f, x);
    if (s === 0) continue;
    if (last !== 0 && s !== last) changes++;
    last = s;
  }
  return changes;
}

/** 2^e above every root's magnitude (Cauchy: 1 + max |c_i / lead|). */
function rootBound(p: Poly): Dy {
  const l = lead(p).abs();
  let m = Rational.ZERO;
  for (let i = 0; i < degree(p); i++) {
    const r = coeff(p, i).abs().div(l);
    if (r.compare(m) > 0) m = r;
  }
  let e = 0n;
  while (Rational.of(1n << e).compare(m.add(1)) <= 0) e++;
  return { m: 1n << e, k: 0 };
}

const floorDiv = (a: bigint, b: bigint): bigint => {
  const q = a / b;
  return q * b !== a && (a < 0n) !== (b < 0n) ? q - 1n : q;
};

/** The one multiple of 1/n in (lo, hi) that is a root of f, or null (f changes sign once there). */
function refine(f: readonly bigint[], lo: Dy, hi: Dy, n: bigint): Rational | null {
  let sLo = signAt(f, lo);
  // Halve until hi - lo < 1/n, i.e. (hi - lo) n 2^k < 2^k at a common k.
  for (;;) {
    const k = Math.max(lo.k, hi.k);
    const width = (hi.m << BigInt(k - hi.k)) - (lo.m << BigInt(k - lo.k));
    if (width * n < 1n << BigInt(k)) break;
    const c = mid(lo, hi);
    const s = signAt(f, c);
    if (s === 0) return Rational.of(c.m, 1n << BigInt(c.k));
    if (s === sLo) {
      lo = c;
      sLo = s;
    } else hi = c;
  }
  // At most one k/n lies inside: the largest one not above hi.
  const c = floorDiv(hi.m * n, 1n << BigInt(hi.k));
  const candidate = Rational.of(c, n);
  const low = Rational.of(lo.m, 1n << BigInt(lo.k));
  return candidate.compare(low) > 0 && isRootAt(f, c, n) ? candidate : null;
}

/**
 * The distinct rational roots of a nonzero squarefree p, sorted. Complete for every degree:
 * each real root is isolated and tested, so a large or finely divided rational root is never missed.
 */
export function rationalRootsOfSquarefree(p: Poly): Rational[] {
  return smallCandidates(p) ?? rationalRootsBySturm(p);
}

/** The Sturm search alone, for any size of coefficient (exported for the test that compares it with the fast path). */
export function rationalRootsBySturm(p: Poly): Rational[] {
  const removed: Rational[] = [];
  let rest = p;
  for (;;) {
    const pass = isolateAndTest(rest);
    if (pass.found) return [...removed, ...pass.roots].sort((x, y) => x.compare(y));
    // A root sat on a split point: take it out and search the rest again (rare; exact either way).
    removed.push(pass.onSplit);
    rest = divmod(rest, [pass.onSplit.neg(), Rational.ONE]).q;
  }
}

/** Largest |constant| or |leading| coefficient whose divisors are listed by trial division. */
const SMALL_LIMIT = 100_000;

/** The positive divisors of a positive integer n, by trial division: k and n / k for k = 1, 2, … up to √n. */
export function divisors(n: number): number[] {
  const out: number[] = [];
  for (let k = 1; k * k <= n; k++) {
    if (n % k) continue;
    out.push(k);
    if (k * k !== n) out.push(n / k);
  }
  return out;
}

const safe = (v: number): boolean => Number.isSafeInteger(v);

/** The greatest common divisor of two integers, as a non-negative number. */
export const gcdNum = (a: number, b: number): number => (b ? gcdNum(b, a % b) : Math.abs(a));

/** f(c / n) = 0 for integer coefficients, in doubles while every partial sum is a safe integer, else exactly in BigInt. */
export function isRootAtSmall(f: readonly number[], c: number, n: number): boolean {
  let acc = f[f.length - 1]!;
  let scale = 1;
  for (let i = f.length - 2; i >= 0; i--) {
    scale *= n;
    const x = acc * c;
    const y = f[i]! * scale;
    acc = x + y;
    // Each product and the sum checked: an unsafe product could cancel into a safe-looking sum.
    if (!safe(scale) || !safe(x) || !safe(y) || !safe(acc)) return isRootAt(f.map(BigInt), BigInt(c), BigInt(n));
  }
  return acc === 0;
}

/**
 * The same answer as the Sturm search, by the rational root theorem, when the coefficients are
 * small: every rational root c/n of a primitive integer polynomial in lowest terms has c dividing
 * the constant term and n dividing the leading one, so testing each such fraction exactly finds
 * them all. Traces' polynomials (cleared rational equations, products of denominators) have
 * small coefficients, and this is far cheaper than isolating their roots. Null when too large.
 */
function smallCandidates(p: Poly): Rational[] | null {
  if (degree(p) < 1) return [];
  const big = primitiveInts(p);
  const limit = BigInt(Number.MAX_SAFE_INTEGER);
  if (big.some((c) => c > limit || c < -limit)) return null;
  let f = big.map(Number);
  const roots: Rational[] = [];
  // A squarefree p has x as a factor at most once: 0 is a root, and the rest has a nonzero constant.
  if (f[0] === 0) {
    roots.push(Rational.ZERO);
    f = f.slice(1);
  }
  if (f.length < 2) return roots;
  const a0 = Math.abs(f[0]!);
  const an = Math.abs(f[f.length - 1]!);
  if (a0 > SMALL_LIMIT || an > SMALL_LIMIT) return null;
  for (const c of divisors(a0)) {
    for (const n of divisors(an)) {
      if (gcdNum(c, n) !== 1) continue;
      if (isRootAtSmall(f, c, n)) roots.push(Rational.of(c, n));
      if (isRootAtSmall(f, -c, n)) roots.push(Rational.of(-c, n));
    }
  }
  return roots.sort((x, y) => x.compare(y));
}

function isolateAndTest(p: Poly): { found: true; roots: Rational[] } | { found: false; onSplit: Rational } {
  const roots: Rational[] = [];
  if (degree(p) < 1) return { found: true, roots };
  const f = primitiveInts(p);
  const n = abs(f[f.length - 1]!);
  const seq = sturmSequence(p).map(primitiveInts);
  const b = rootBound(p);
  const stack: [Dy, Dy][] = [[{ m: -b.m, k: 0 }, b]];
  while (stack.length) {
    const [lo, hi] = stack.pop()!;
    const count = signChanges(seq, lo) - signChanges(seq, hi);
    if (count === 0) continue;
    if (count === 1) {
      const r = refine(f, lo, hi, n);
      if (r) roots.push(r);
      continue;
    }
    const c = mid(lo, hi);
    if (signAt(f, c) === 0) return { found: false, onSplit: Rational.of(c.m, 1n << BigInt(c.k)) };
    stack.push([lo, c], [c, hi]);
  }
  return { found: true, roots };
}
