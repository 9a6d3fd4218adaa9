// The real roots of a rational polynomial as exact algebraic numbers, sorted: rationals,
// quadratic surds (from every quadratic factor over Q that has real roots, so a solution such
// as 1 + sqrt(2) can be named in a check line), and the rest as isolated roots.
import type { Alg } from './algebraic.ts';
import { algOf, algOfSurd, compareAlg } from './algebraic.ts';
import type { Poly } from './poly.ts';
import { coeff, degree, divmod, evaluate, monic, squarefree } from './poly.ts';
import { Rational } from './rational.ts';
import { rationalRootsOfSquarefree } from './roots.ts';
import { countRootsIn } from './sturm.ts';
import { sqrtOf, Surd } from './surd.ts';

// Keyed by the coefficients, not the array: the checker builds the same polynomial anew on every
// line (a product of the same denominators, a cleared numerator met again in the next sample).
// The roots are a function of the key, so a hit is the same answer; bounded, cleared when full.
const cache = new Map<string, Alg[]>();
const CACHE_LIMIT = 20_000;

/** The distinct real roots of a nonzero polynomial, sorted ([] for a nonzero constant). */
export function realRoots(p: Poly): Alg[] {
  // Linear: nothing worth caching (the checker meets thousands of these a second).
  if (p.length === 2) return [algOf(p[0]!.neg().div(p[1]!))];
  if (p.length <= 1) return [];
  // Quadratic: the formula is cheaper than a WeakMap entry for a polynomial seen once.
  if (p.length === 3) return compute(p);
  const key = p.map((c) => c.toFraction()).join(' ');
  const hit = cache.get(key);
  if (hit) return hit;
  const out = compute(p);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, out);
  return out;
}

function compute(p: Poly): Alg[] {
  const d = degree(p);
  if (d <= 0) return [];
  if (d === 1) return [algOf(coeff(p, 0).neg().div(coeff(p, 1)))];
  const f = squarefree(p);
  if (degree(f) === 1) return [algOf(coeff(f, 0).neg().div(coeff(f, 1)))];
  if (degree(f) === 2) return quadraticRoots(f);
  const rational = rationalRootsOfSquarefree(f);
  let rest = f;
  for (const r of rational) rest = divmod(rest, [r.neg(), Rational.ONE]).q;
  const out: Alg[] = rational.map(algOf);
  if (degree(rest) >= 1) out.push(...irrationalRoots(monic(rest)));
  return out.sort(compareAlg);
}

/** Roots of a x² + b x + c: (-b ± √D) / 2a, exactly; [] when D < 0. */
export function quadraticRoots(p: Poly): Alg[] {
  const [c, b, a] = [coeff(p, 0), coeff(p, 1), coeff(p, 2)];
  const disc = b.mul(b).sub(a.mul(c).mul(4));
  const s = disc.compare(0);
  if (s < 0) return [];
  const twoA = a.mul(2);
  if (s === 0) return [algOf(b.neg().div(twoA))];
  const root = sqrtOf(disc);
  const base = Surd.rational(b.neg().div(twoA));
  const half = root.mul(Surd.rational(twoA.inverse()));
  const r1 = algOfSurd(base.sub(half));
  const r2 = algOfSurd(base.add(half));
  return compareAlg(r1, r2) < 0 ? [r1, r2] : [r2, r1];
}

/** Isolating intervals (lo, hi), sorted, one per real root of a squarefree p with no rational root. */
function isolate(p: Poly): { lo: Rational; hi: Rational }[] {
  let bound = Rational.ONE;
  const l = coeff(p, degree(p)).abs();
  for (let i = 0; i < degree(p); i++) {
    const r = coeff(p, i).abs().div(l);
    if (r.compare(bound) > 0) bound = r;
  }
  bound = bound.add(1);
  const out: { lo: Rational; hi: Rational }[] = [];
  const stack: [Rational, Rational][] = [[bound.neg(), bound]];
  while (stack.length) {
    const [lo, hi] = stack.pop()!;
    const n = countRootsIn(p, lo, hi);
    if (n === 0) continue;
    if (n === 1) {
      out.push({ lo, hi });
      continue;
    }
    const mid = lo.add(hi).div(2);
    stack.push([mid, hi], [lo, mid]);
  }
  return out.sort((x, y) => x.lo.compare(y.lo));
}

/**
 * The irrational real roots of a monic squarefree p without rational roots: each pair of real
 * roots whose quadratic (x - r)(x - s) has rational coefficients dividing p becomes two surds;
 * the others stay isolated roots. The pairing is searched with floating point and always
 * confirmed by an exact division, so a miss only names a root less plainly, never wrongly.
 */
function irrationalRoots(p: Poly): Alg[] {
  const intervals = isolate(p);
  const refined = intervals.map((iv) => ({ ...iv }));
  for (const iv of refined) {
    for (let k = 0; k < 40; k++) {
      const mid = iv.lo.add(iv.hi).div(2);
      const s = evaluate(p, mid).compare(0);
      if (s === 0) break;
      if (s === evaluate(p, iv.lo).compare(0)) iv.lo = mid;
      else iv.hi = mid;
    }
  }
  const mids = refined.map(({ lo, hi }) => (lo.valueOf() + hi.valueOf()) / 2);
  const used = new Set<number>();
  const out: Alg[] = [];
  let rest = p;
  for (let i = 0; i < mids.length; i++) {
    if (used.has(i)) continue;
    for (let j = i + 1; j < mids.length; j++) {
      if (used.has(j)) continue;
      const q = rationalQuadratic(mids[i]! + mids[j]!, mids[i]! * mids[j]!, rest);
      if (!q) continue;
      used.add(i);
      used.add(j);
      rest = divmod(rest, q).q;
      out.push(...quadraticRoots(q));
      break;
    }
  }
  refined.forEach((iv, i) => {
    if (!used.has(i)) out.push({ kind: 'r', poly: p, lo: iv.lo, hi: iv.hi });
  });
  return out;
}

/** x² - s x + t with s, t recognised as small rationals, if it divides p exactly. */
function rationalQuadratic(s: number, t: number, p: Poly): Poly | null {
  const rs = nearRational(s);
  const rt = nearRational(t);
  if (!rs || !rt) return null;
  const q: Poly = [rt, rs.neg(), Rational.ONE];
  return divmod(p, q).r.length === 0 ? q : null;
}

/** The simplest fraction within 1e-7 of x (continued fractions, denominators up to 10^6). */
function nearRational(x: number): Rational | null {
  if (!Number.isFinite(x) || Math.abs(x) > 1e12) return null;
  let [h0, h1, k0, k1] = [0, 1, 1, 0];
  let y = x;
  for (let i = 0; i < 40; i++) {
    const a = Math.floor(y);
    [h0, h1] = [h1, a * h1 + h0];
    [k0, k1] = [k1, a * k1 + k0];
    if (k1 > 1e6) return null;
    if (Math.abs(h1 / k1 - x) < 1e-7 * Math.max(1, Math.abs(x))) return Rational.of(h1, k1);
    const frac = y - a;
    if (frac < 1e-15) return null;
    y = 1 / frac;
  }
  return null;
}
