// Polynomials in x with exact rational coefficients. A polynomial is a plain array of
// coefficients, index = degree, with no trailing zeros; the zero polynomial is [].
import { Rational as Fraction } from './rational.ts';

export type Poly = readonly Fraction[];

export const ZERO: Poly = [];
const F0 = Fraction.ZERO;
const F1 = Fraction.ONE;
export const ONE: Poly = [F1];
export const X: Poly = [F0, F1];

export function constant(value: Fraction): Poly {
  return value.isZero() ? ZERO : [value];
}

function trim(c: Fraction[]): Poly {
  let n = c.length;
  while (n > 0 && c[n - 1]!.equals(0)) n--;
  if (n !== c.length) c.length = n;
  return c;
}

export function degree(p: Poly): number {
  return p.length - 1; // -1 for the zero polynomial
}

export function isZero(p: Poly): boolean {
  return p.length === 0;
}

export function lead(p: Poly): Fraction {
  return p.length ? p[p.length - 1]! : F0;
}

export function coeff(p: Poly, k: number): Fraction {
  return p[k] ?? F0;
}

export function add(p: Poly, q: Poly): Poly {
  const n = Math.max(p.length, q.length);
  const out: Fraction[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const a = p[i];
    const b = q[i];
    out[i] = a && b ? a.add(b) : (a ?? b)!;
  }
  return trim(out);
}

export function neg(p: Poly): Poly {
  return p.map((c) => c.neg());
}

export function sub(p: Poly, q: Poly): Poly {
  return add(p, neg(q));
}

export function scale(p: Poly, k: Fraction): Poly {
  if (k.equals(0)) return ZERO;
  return p.map((c) => c.mul(k));
}

export function mul(p: Poly, q: Poly): Poly {
  if (!p.length || !q.length) return ZERO;
  if (p.length === 1) return scale(q, p[0]!);
  if (q.length === 1) return scale(p, q[0]!);
  const out: Fraction[] = new Array(p.length + q.length - 1).fill(F0);
  for (let i = 0; i < p.length; i++) {
    const a = p[i]!;
    if (a.equals(0)) continue;
    for (let j = 0; j < q.length; j++) out[i + j] = out[i + j]!.add(a.mul(q[j]!));
  }
  return trim(out);
}

export function pow(p: Poly, n: number): Poly {
  let result: Poly = ONE;
  for (let i = 0; i < n; i++) result = mul(result, p);
  return result;
}

export function evaluate(p: Poly, x: Fraction): Fraction {
  let acc = F0;
  for (let i = p.length - 1; i >= 0; i--) acc = acc.mul(x).add(p[i]!);
  return acc;
}

export function derivative(p: Poly): Poly {
  const out: Fraction[] = [];
  for (let i = 1; i < p.length; i++) out.push(p[i]!.mul(i));
  return trim(out);
}

export function monic(p: Poly): Poly {
  if (!p.length) return ZERO;
  const l = lead(p);
  return l.equals(1) ? p : p.map((c) => c.div(l));
}

/** Euclidean division: p = q * d + r with deg r < deg d. d must be nonzero. */
export function divmod(p: Poly, d: Poly): { q: Poly; r: Poly } {
  if (!d.length) throw new RangeError('division by the zero polynomial');
  const r = p.slice();
  const dd = d.length - 1;
  const ld = d[dd]!;
  if (r.length - 1 < dd) return { q: ZERO, r: p };
  const q: Fraction[] = new Array(r.length - dd).fill(F0);
  for (let k = r.length - 1 - dd; k >= 0; k--) {
    const c = r[k + dd]!.div(ld);
    q[k] = c;
    if (c.equals(0)) continue;
    for (let j = 0; j <= dd; j++) r[k + j] = r[k + j]!.sub(c.mul(d[j]!));
  }
  r.length = dd;
  return { q: trim(q), r: trim(r) };
}

/** Monic greatest common divisor; gcd(0, 0) = 0. */
export function gcd(p: Poly, q: Poly): Poly {
  // Each remainder is made monic: the same gcd, and coefficients stay the size of the
  // subresultants instead of growing with every division (degree 8 with 12-digit numbers).
  let a = monic(p);
  let b = monic(q);
  while (b.length) {
    const { r } = divmod(a, b);
    a = b;
    b = monic(r);
  }
  return monic(a);
}

/** The same roots, each once: p / gcd(p, p'). */
export function squarefree(p: Poly): Poly {
  if (p.length <= 2) return monic(p);
  if (p.length === 3) {
    // A quadratic has a repeated root exactly when its discriminant is zero: x = -b / 2a.
    const [c, b, a] = [p[0]!, p[1]!, p[2]!];
    if (b.mul(b).equals(a.mul(c).mul(4))) return [b.div(a.mul(2)), F1];
    return monic(p);
  }
  const g = gcd(p, derivative(p));
  return monic(g.length <= 1 ? p : divmod(p, g).q);
}

export function equals(p: Poly, q: Poly): boolean {
  return p.length === q.length && p.every((c, i) => c.equals(q[i]!));
}
