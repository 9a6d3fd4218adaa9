// Small builders shared by the algebra tests.
import type { Poly } from '../../src/core/algebra/index.ts';
import { poly as P, Rational } from '../../src/core/algebra/index.ts';

export type Num = number | string | Rational;

/** 3, "-3/2", "0.25", "-1/1000" or a Rational. */
export function F(v: Num): Rational {
  if (v instanceof Rational) return v;
  if (typeof v === 'number') return Rational.of(v);
  const neg = v.startsWith('-');
  const body = neg ? v.slice(1) : v;
  const [n, d] = body.split('/') as [string, string | undefined];
  const r = d === undefined ? Rational.parse(n) : Rational.parse(n).div(Rational.parse(d));
  return neg ? r.neg() : r;
}

/** Coefficients lowest degree first, e.g. poly(-2, 0, 1) is x^2 - 2. */
export function poly(...coeffs: Num[]): Poly {
  return P.add(P.ZERO, coeffs.map(F)); // add() trims trailing zeros
}

/** (x - r1)(x - r2)... */
export function fromRoots(...roots: Num[]): Poly {
  return roots.reduce<Poly>((acc, r) => P.mul(acc, [F(r).neg(), Rational.ONE]), P.ONE);
}

export function product(...ps: Poly[]): Poly {
  return ps.reduce<Poly>((acc, p) => P.mul(acc, p), P.ONE);
}

/** Coefficients as strings, lowest degree first, for readable assertions. */
export function show(p: Poly): string[] {
  return p.map((c) => c.toFraction());
}
