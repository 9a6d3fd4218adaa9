// Exact rationals. Numerators and denominators stay JS integers while every intermediate
// result is a safe integer (exact in IEEE doubles, and detectably so: a true magnitude
// above 2^53 - 1 always rounds to at least 2^53), and switch to BigInt otherwise.
// fraction.js was the first implementation; its per-operation argument parsing was the
// largest single cost of the checker, so it now serves as the oracle in property tests.

const MAX = Number.MAX_SAFE_INTEGER;

function gcdNum(a: number, b: number): number {
  a = Math.abs(a);
  while (b) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/** The greatest common divisor of |a| and |b| (0 for two zeros). */
export function gcdBig(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

const safe = (x: number) => x <= MAX && x >= -MAX;

export type RationalLike = Rational | number;

export class Rational {
  // Small form: sn/sd with sd > 0, coprime, bn = bd = null. Big form: bn/bd (sn = sd = NaN).
  private constructor(
    private readonly sn: number,
    private readonly sd: number,
    private readonly bn: bigint | null,
    private readonly bd: bigint | null,
  ) {}

  static readonly ZERO = new Rational(0, 1, null, null);
  static readonly ONE = new Rational(1, 1, null, null);

  /** n / d, reduced; d must be nonzero. Accepts numbers (integers) and bigints. */
  static of(n: number | bigint, d: number | bigint = 1): Rational {
    if (typeof n === 'number' && typeof d === 'number') {
      if (!Number.isInteger(n) || !Number.isInteger(d)) throw new RangeError('Rational.of takes integers');
      if (safe(n) && safe(d)) return Rational.small(n, d);
    }
    return Rational.big(BigInt(n), BigInt(d));
  }

  /** A non-negative decimal literal such as "12", "2.5", ".5". */
  static parse(text: string): Rational {
    const dot = text.indexOf('.');
    if (dot < 0) return text.length <= 15 ? Rational.of(Number(text)) : Rational.of(BigInt(text));
    const frac = text.slice(dot + 1);
    return Rational.big(BigInt((text.slice(0, dot) || '0') + frac), 10n ** BigInt(frac.length));
  }

  private static small(n: number, d: number): Rational {
    if (d === 0) throw new RangeError('division by zero');
    if (d < 0) {
      n = -n;
      d = -d;
    }
    if (n === 0) return Rational.ZERO;
    if (d === 1) return new Rational(n, 1, null, null);
    const g = gcdNum(n, d);
    return g === 1 ? new Rational(n, d, null, null) : new Rational(n / g, d / g, null, null);
  }

  private static big(n: bigint, d: bigint): Rational {
    if (d === 0n) throw new RangeError('division by zero');
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    const g = gcdBig(n, d);
    if (g !== 1n && g !== 0n) {
      n /= g;
      d /= g;
    }
    if (n <= BigInt(MAX) && n >= -BigInt(MAX) && d <= BigInt(MAX)) return new Rational(Number(n), Number(d), null, null);
    return new Rational(NaN, NaN, n, d);
  }

  private static from(x: RationalLike): Rational {
    return typeof x === 'number' ? Rational.of(x) : x;
  }

  get n(): bigint {
    return this.bn ?? BigInt(this.sn);
  }

  get d(): bigint {
    return this.bd ?? BigInt(this.sd);
  }

  add(other: RationalLike): Rational {
    const o = Rational.from(other);
    if (this.bn === null && o.bn === null) {
      if (this.sd === 1 && o.sd === 1) {
        const s = this.sn + o.sn;
        if (safe(s)) return s === 0 ? Rational.ZERO : new Rational(s, 1, null, null);
      } else {
        const x = this.sn * o.sd;
        const y = o.sn * this.sd;
        const den = this.sd * o.sd;
        const s = x + y;
        if (safe(x) && safe(y) && safe(den) && safe(s)) return Rational.small(s, den);
      }
    }
    return Rational.big(this.n * o.d + o.n * this.d, this.d * o.d);
  }

  sub(other: RationalLike): Rational {
    return this.add(Rational.from(other).neg());
  }

  mul(other: RationalLike): Rational {
    const o = Rational.from(other);
    if (this.bn === null && o.bn === null) {
      if (this.sn === 0 || o.sn === 0) return Rational.ZERO;
      if (this.sd === 1 && o.sd === 1) {
        const n = this.sn * o.sn;
        if (safe(n)) return new Rational(n, 1, null, null);
      }
      // Cross-reduce first so the products stay small and the result is already reduced.
      const g1 = gcdNum(this.sn, o.sd);
      const g2 = gcdNum(o.sn, this.sd);
      const n = (this.sn / g1) * (o.sn / g2);
      const d = (this.sd / g2) * (o.sd / g1);
      if (safe(n) && safe(d)) return new Rational(n, d, null, null);
    }
    return Rational.big(this.n * o.n, this.d * o.d);
  }

  div(other: RationalLike): Rational {
    return this.mul(Rational.from(other).inverse());
  }

  neg(): Rational {
    if (this.bn === null) return this.sn === 0 ? this : new Rational(-this.sn, this.sd, null, null);
    return new Rational(NaN, NaN, -this.bn, this.bd);
  }

  abs(): Rational {
    return this.compare(0) < 0 ? this.neg() : this;
  }

  inverse(): Rational {
    if (this.bn === null) {
      if (this.sn === 0) throw new RangeError('division by zero');
      return this.sn < 0 ? new Rational(-this.sd, -this.sn, null, null) : new Rational(this.sd, this.sn, null, null);
    }
    return Rational.big(this.bd!, this.bn);
  }

  equals(other: RationalLike): boolean {
    if (typeof other === 'number') return this.bn === null && this.sd === 1 && this.sn === other;
    if (this.bn === null && other.bn === null) return this.sn === other.sn && this.sd === other.sd;
    return this.n === other.n && this.d === other.d;
  }

  /** -1, 0 or 1. */
  compare(other: RationalLike): number {
    const o = Rational.from(other);
    if (this.bn === null && o.bn === null) {
      const x = this.sn * o.sd;
      const y = o.sn * this.sd;
      if (safe(x) && safe(y)) return x < y ? -1 : x > y ? 1 : 0;
    }
    const diff = this.n * o.d - o.n * this.d;
    return diff < 0n ? -1 : diff > 0n ? 1 : 0;
  }

  isZero(): boolean {
    return this.bn === null ? this.sn === 0 : this.bn === 0n;
  }

  isInteger(): boolean {
    return this.bn === null ? this.sd === 1 : this.bd === 1n;
  }

  /** "-12", "2/5". */
  toFraction(): string {
    if (this.bn === null) return this.sd === 1 ? String(this.sn) : `${this.sn}/${this.sd}`;
    return this.bd === 1n ? this.bn.toString() : `${this.bn}/${this.bd}`;
  }

  /** |numerator| and denominator as decimal text (for printing without BigInt conversions). */
  parts(): { num: string; den: string } {
    if (this.bn === null) return { num: String(Math.abs(this.sn)), den: String(this.sd) };
    return { num: (this.bn < 0n ? -this.bn : this.bn).toString(), den: this.bd!.toString() };
  }

  toString(): string {
    return this.toFraction();
  }

  /** An approximation, for display and sorting only; never for a label. */
  valueOf(): number {
    return this.bn === null ? this.sn / this.sd : Number(this.bn) / Number(this.bd);
  }
}
