// An independent reading of the trace language's syntax trees for tests: each expression is
// evaluated at a point with fraction.js (no code of src/core/algebra), so a statement's
// solution set can be checked point by point against what meaning.ts computes with
// polynomials, Sturm sequences and critical points. Values live in Q(√d): a + b√d.
import Fraction from 'fraction.js';
import type { Expr, Relation, Statement } from '../../src/core/trace/index.ts';

/** Thrown when an expression is undefined at the point (a divisor is zero there). */
export class Undefined extends Error {}
/** Thrown when two different square roots meet (the language refuses such a value). */
export class Mixed extends Error {}

const F0 = new Fraction(0);
const F1 = new Fraction(1);

/** The square-free part f and the square root s of n / f (n ≥ 0), by trial division. */
export function squareFree(n: bigint): { s: bigint; f: bigint } {
  let s = 1n;
  let f = 1n;
  let m = n;
  for (let p = 2n; p * p <= m; p++) {
    let k = 0;
    while (m % p === 0n) {
      m /= p;
      k++;
    }
    for (let i = 0; i < k >> 1; i++) s *= p;
    if (k & 1) f *= p;
  }
  return { s, f: f * m };
}

/** a + b√d (d = 1 and b = 0 for a rational; d square-free otherwise). */
export class QS {
  constructor(
    readonly a: Fraction,
    readonly b: Fraction,
    readonly d: bigint,
  ) {}

  static q(a: Fraction | number | string): QS {
    return new QS(new Fraction(a), F0, 1n);
  }

  private static make(a: Fraction, b: Fraction, d: bigint): QS {
    return b.equals(0) || d === 1n ? new QS(d === 1n ? a.add(b) : a, F0, 1n) : new QS(a, b, d);
  }

  private dOf(o: QS): bigint {
    if (this.d === 1n) return o.d;
    if (o.d === 1n || o.d === this.d) return this.d;
    throw new Mixed(`sqrt(${this.d}) and sqrt(${o.d})`);
  }

  add(o: QS): QS {
    return QS.make(this.a.add(o.a), this.b.add(o.b), this.dOf(o));
  }

  neg(): QS {
    return new QS(this.a.neg(), this.b.neg(), this.d);
  }

  sub(o: QS): QS {
    return this.add(o.neg());
  }

  mul(o: QS): QS {
    const d = this.dOf(o);
    return QS.make(this.a.mul(o.a).add(this.b.mul(o.b).mul(new Fraction(d))), this.a.mul(o.b).add(this.b.mul(o.a)), d);
  }

  isZero(): boolean {
    return this.a.equals(0) && this.b.equals(0);
  }

  div(o: QS): QS {
    if (o.isZero()) throw new Undefined('division by zero');
    // (a + b√d)^-1 = (a - b√d) / (a² - b²d); the norm is nonzero because d is not a square.
    const n = o.a.mul(o.a).sub(o.b.mul(o.b).mul(new Fraction(o.d)));
    return this.mul(QS.make(o.a.div(n), o.b.neg().div(n), o.d));
  }

  /** -1, 0 or 1: a and b√d compared by squaring when their signs differ. */
  sign(): number {
    const sa = this.a.compare(0);
    const sb = this.b.compare(0);
    if (sb === 0) return sa;
    if (sa === 0 || sa === sb) return sb;
    const c = this.a.mul(this.a).compare(this.b.mul(this.b).mul(new Fraction(this.d)));
    return c === 0 ? 0 : c > 0 ? sa : sb;
  }

  compare(o: QS): number {
    return this.sub(o).sign();
  }

  static sqrt(v: QS): QS {
    if (v.b.compare(0) !== 0) throw new Mixed('square root of an irrational value');
    if (v.a.compare(0) < 0) throw new Undefined('square root of a negative number');
    if (v.a.equals(0)) return QS.q(0);
    // √(n/m) = √(nm) / m
    const n = BigInt(v.a.n);
    const m = BigInt(v.a.d);
    const { s, f } = squareFree(n * m);
    const coef = new Fraction(s).div(new Fraction(m));
    return QS.make(F0, coef, f);
  }

  /** For messages. */
  toString(): string {
    return this.b.equals(0) ? this.a.toFraction() : `${this.a.toFraction()} + ${this.b.toFraction()}*sqrt(${this.d})`;
  }
}

export const ONE = QS.q(F1);

/** The value of e with the unknowns bound in env, the sign s for every ± (+1 or -1). */
export function evalAt(e: Expr, env: ReadonlyMap<string, QS>, s: 1 | -1): QS {
  switch (e.type) {
    case 'num':
      return QS.q(e.text);
    case 'var': {
      const v = env.get(e.name);
      if (!v) throw new Error(`unbound unknown ${e.name}`);
      return v;
    }
    case 'neg':
      return evalAt(e.arg, env, s).neg();
    case 'add':
      return evalAt(e.left, env, s).add(evalAt(e.right, env, s));
    case 'sub':
      return evalAt(e.left, env, s).sub(evalAt(e.right, env, s));
    case 'mul':
      return evalAt(e.left, env, s).mul(evalAt(e.right, env, s));
    case 'div':
      return evalAt(e.left, env, s).div(evalAt(e.right, env, s));
    case 'pow': {
      const b = evalAt(e.base, env, s); // an undefined base stays undefined, even to the power 0
      let acc = ONE;
      for (let i = 0; i < e.exp; i++) acc = acc.mul(b);
      return acc;
    }
    case 'sqrt':
      return QS.sqrt(evalAt(e.arg, env, s));
    case 'pm': {
      const r = evalAt(e.right, env, s);
      const signed = s === 1 ? r : r.neg();
      return e.left ? evalAt(e.left, env, s).add(signed) : signed;
    }
  }
}

export function hasPm(e: Expr): boolean {
  switch (e.type) {
    case 'pm':
      return true;
    case 'num':
    case 'var':
      return false;
    case 'neg':
    case 'sqrt':
      return hasPm(e.arg);
    case 'pow':
      return hasPm(e.base);
    default:
      return hasPm(e.left) || hasPm(e.right);
  }
}

export function hasVar(e: Expr): boolean {
  switch (e.type) {
    case 'var':
      return true;
    case 'num':
      return false;
    case 'neg':
    case 'sqrt':
      return hasVar(e.arg);
    case 'pow':
      return hasVar(e.base);
    case 'pm':
      return (e.left !== null && hasVar(e.left)) || hasVar(e.right);
    default:
      return hasVar(e.left) || hasVar(e.right);
  }
}

export function holds(rel: Relation, c: number): boolean {
  switch (rel) {
    case '=':
      return c === 0;
    case '!=':
      return c !== 0;
    case '<':
      return c < 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    case '>=':
      return c >= 0;
  }
}

/** `x ≠ c` or `c ≠ x` with c a single number: the language reads it as a recorded restriction. */
export function isRestriction(s: Statement): boolean {
  if (s.kind !== 'relation' || s.rels.length !== 1 || s.rels[0] !== '!=') return false;
  const [l, r] = s.sides as [Expr, Expr];
  const c = l.type === 'var' && !hasVar(r) ? r : r.type === 'var' && !hasVar(l) ? l : null;
  return c !== null && !hasPm(c);
}

function relationHoldsAt(s: Extract<Statement, { kind: 'relation' }>, env: ReadonlyMap<string, QS>): boolean {
  const branches: (1 | -1)[] = s.sides.some(hasPm) ? [1, -1] : [1];
  return branches.some((sign) => {
    let values: QS[];
    try {
      values = s.sides.map((e) => evalAt(e, env, sign));
    } catch (e) {
      if (e instanceof Undefined) return false; // outside the domain: not a solution
      throw e;
    }
    return s.rels.every((rel, i) => holds(rel, values[i]!.compare(values[i + 1]!)));
  });
}

/**
 * Whether the point (the unknowns' values in env) belongs to the statement's set, as the
 * language defines it: relations hold with every side defined; ± names both signs (one sign
 * for the whole relation); intervals; "or" is a union, "," an intersection in which a
 * restriction x ≠ c is recorded rather than intersected. Throws Mixed when the point cannot
 * be evaluated in one Q(√d).
 */
export function memberAt(s: Statement, env: ReadonlyMap<string, QS>, name: string): boolean {
  switch (s.kind) {
    case 'relation':
      return relationHoldsAt(s, env);
    case 'interval': {
      const x = env.get(name)!;
      if (s.lo) {
        const c = x.compare(evalAt(s.lo, env, 1));
        if (c < 0 || (c === 0 && !s.loClosed)) return false;
      }
      if (s.hi) {
        const c = x.compare(evalAt(s.hi, env, 1));
        if (c > 0 || (c === 0 && !s.hiClosed)) return false;
      }
      return true;
    }
    case 'none':
      return false;
    case 'or':
      return s.parts.some((p) => memberAt(p, env, name));
    case 'and': {
      const parts = s.parts.filter((p) => !isRestriction(p));
      if (!parts.length) {
        // only restrictions (as an "or" part can never be): everything but the excluded values
        const x = env.get(name)!;
        return s.parts.every((p) => {
          const [l, r] = (p as Extract<Statement, { kind: 'relation' }>).sides as [Expr, Expr];
          return x.compare(evalAt(l.type === 'var' ? r : l, env, 1)) !== 0;
        });
      }
      return parts.every((p) => memberAt(p, env, name));
    }
    case 'check':
      throw new Error('a check line has no set');
  }
}

export { Fraction };
