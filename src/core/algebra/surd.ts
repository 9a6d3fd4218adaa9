// Exact numbers of the form p + q·√d (p, q rational, d a squarefree integer ≥ 2): what
// `sqrt(8)`, `(-2 ± sqrt(8))/2` and a check line `check x = 1 + sqrt(2): …` denote. One d per
// value: two values with different roots cannot be added (the language says so at the column).
import { bigintSqrt } from './realset.ts';
import { Rational } from './rational.ts';

/** Thrown when values with square roots of different numbers meet in one sum or product. */
export class MixedRoots extends Error {}

export class Surd {
  /** p + q√d; d = 1 and q = 0 for a rational value. */
  private constructor(
    readonly p: Rational,
    readonly q: Rational,
    readonly d: bigint,
  ) {}

  static rational(v: Rational): Surd {
    return new Surd(v, Rational.ZERO, 1n);
  }

  /** p + q√d with d ≥ 2 squarefree (callers make d squarefree: sqrtOf does). */
  static of(p: Rational, q: Rational, d: bigint): Surd {
    return q.isZero() || d === 1n ? new Surd(d === 1n ? p.add(q) : p, Rational.ZERO, 1n) : new Surd(p, q, d);
  }

  isRational(): boolean {
    return this.q.isZero();
  }

  private root(o: Surd): bigint {
    if (this.d === 1n) return o.d;
    if (o.d === 1n || o.d === this.d) return this.d;
    throw new MixedRoots(`sqrt(${this.d}) and sqrt(${o.d}) cannot be combined in one value`);
  }

  add(o: Surd): Surd {
    return Surd.of(this.p.add(o.p), this.q.add(o.q), this.root(o));
  }

  sub(o: Surd): Surd {
    return this.add(o.neg());
  }

  neg(): Surd {
    return new Surd(this.p.neg(), this.q.neg(), this.d);
  }

  mul(o: Surd): Surd {
    // A rational factor scales both parts (the common case: dividing by 2a).
    if (o.q.isZero()) return Surd.of(this.p.mul(o.p), this.q.mul(o.p), this.d);
    if (this.q.isZero()) return Surd.of(o.p.mul(this.p), o.q.mul(this.p), o.d);
    const d = this.root(o);
    // (p1 + q1√d)(p2 + q2√d) = p1p2 + q1q2 d + (p1q2 + p2q1)√d
    return Surd.of(this.p.mul(o.p).add(this.q.mul(o.q).mul(asRational(d))), this.p.mul(o.q).add(o.p.mul(this.q)), d);
  }

  /** p² - q²d: the product with the conjugate, a rational. */
  norm(): Rational {
    return this.p.mul(this.p).sub(this.q.mul(this.q).mul(asRational(this.d)));
  }

  inverse(): Surd {
    const n = this.norm(); // never 0 for a nonzero value: d is not a square
    if (n.isZero()) throw new RangeError('division by zero');
    return Surd.of(this.p.div(n), this.q.neg().div(n), this.d);
  }

  div(o: Surd): Surd {
    return this.mul(o.inverse());
  }

  isZero(): boolean {
    return this.p.isZero() && this.q.isZero();
  }

  /** -1, 0 or 1, exactly. */
  sign(): number {
    const sp = this.p.compare(0);
    const sq = this.q.compare(0);
    if (sq === 0) return sp;
    if (sp === 0 || sp === sq) return sq;
    // p and q√d have opposite signs: compare p² with q²d.
    const c = this.p.mul(this.p).compare(this.q.mul(this.q).mul(asRational(this.d)));
    return c === 0 ? 0 : c > 0 ? sp : sq;
  }

  compare(o: Surd): number {
    return this.sub(o).sign();
  }

  equals(o: Surd): boolean {
    return this.p.equals(o.p) && this.q.equals(o.q) && (this.q.isZero() || this.d === o.d);
  }

  /** An approximation, for display and sorting only; never for a label. */
  valueOf(): number {
    return this.p.valueOf() + this.q.valueOf() * Math.sqrt(Number(this.d));
  }

  /** Canonical text that the trace language reads back: "1 + sqrt(2)", "-sqrt(3)/2", "(1 - 3sqrt(5))/2". */
  toText(): string {
    if (this.q.isZero()) return this.p.toFraction();
    // Over one positive denominator: (a + b√d)/c with integers.
    const c = lcm(this.p.d, this.q.d);
    const a = (this.p.n * c) / this.p.d;
    const b = (this.q.n * c) / this.q.d;
    const root = `sqrt(${this.d})`;
    const bAbs = b < 0n ? -b : b;
    const rootTerm = bAbs === 1n ? root : `${bAbs}${root}`;
    let top: string;
    if (a === 0n) top = `${b < 0n ? '-' : ''}${rootTerm}`;
    else top = `${a} ${b < 0n ? '-' : '+'} ${rootTerm}`;
    if (c === 1n) return top;
    return a === 0n ? `${top}/${c}` : `(${top})/${c}`;
  }
}

/** d as a Rational, built from a plain number when it fits (Rational.of(bigint) takes the slow path). */
function asRational(d: bigint): Rational {
  return d <= 9007199254740991n ? Rational.of(Number(d)) : Rational.of(d);
}

function gcd(a: bigint, b: bigint): bigint {
  while (b) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

function lcm(a: bigint, b: bigint): bigint {
  return (a / gcd(a, b)) * b;
}

const SMALL_PRIMES: number[] = (() => {
  const out: number[] = [];
  const limit = 10_000;
  const sieve = new Uint8Array(limit + 1);
  for (let i = 2; i <= limit; i++) {
    if (sieve[i]) continue;
    out.push(i);
    for (let j = i * i; j <= limit; j += i) sieve[j] = 1;
  }
  return out;
})();

/**
 * n = s² · f with f having no square factor of a prime up to 10,000, and f itself not a
 * square. (A square of a larger prime times something else may remain in a huge f; then two
 * spellings of one number carry different d, and comparisons take the general exact path.)
 */
export function squarefreeSplit(n: bigint): { square: bigint; free: bigint } {
  let square = 1n;
  let free = n;
  for (const pn of SMALL_PRIMES) {
    const p = BigInt(pn);
    const p2 = p * p;
    if (p2 > free) break;
    while (free % p2 === 0n) {
      free /= p2;
      square *= p;
    }
  }
  const r = bigintSqrt(free);
  if (r !== null) return { square: square * r, free: 1n };
  return { square, free };
}

/** squarefreeSplit for n ≤ 2^52 in plain numbers (exact there, and no BigInt allocated). */
function squarefreeSplitSmall(n: number): { square: number; free: number } {
  let square = 1;
  let free = n;
  for (const p of SMALL_PRIMES) {
    const p2 = p * p;
    if (p2 > free) break;
    while (free % p2 === 0) {
      free /= p2;
      square *= p;
    }
  }
  // Below 2^52 Math.sqrt is correctly rounded, so r * r === free decides a square exactly.
  const r = Math.round(Math.sqrt(free));
  return r * r === free ? { square: square * r, free: 1 } : { square, free };
}

const SMALL_LIMIT = 4503599627370496n; // 2^52

/** √v for a rational v ≥ 0, exactly: rational when v is a square of a rational, else q√d. */
export function sqrtOf(v: Rational): Surd {
  if (v.compare(0) < 0) throw new RangeError('square root of a negative number');
  // √(a/b) = √(ab)/b
  const d = v.d;
  const nd = v.n * d;
  if (nd <= SMALL_LIMIT) {
    // The common case (a discriminant, a check value): the same split in plain numbers.
    const small = squarefreeSplitSmall(Number(nd));
    const q = Rational.of(small.square, Number(d));
    return small.free === 1 ? Surd.rational(q) : Surd.of(Rational.ZERO, q, BigInt(small.free));
  }
  const { square, free } = squarefreeSplit(nd);
  const q = Rational.of(square, d);
  return free === 1n ? Surd.rational(q) : Surd.of(Rational.ZERO, q, free);
}
