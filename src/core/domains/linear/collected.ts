// What both generations of the candidate-generating detours (families.ts for generator 2,
// candidates.ts for generator 3) write once the equation is expanded to degree 2: the collected
// equation `p = 0`, its two rational roots, and the slip of one coefficient.
import type { Poly } from '../../algebra/index.ts';
import { poly as P, rationalRoots } from '../../algebra/index.ts';
import type { Q } from '../../generator/build.ts';
import { eq, polyExpr, sumExpr } from '../../generator/build.ts';
import type { Written } from '../../generator/writer.ts';

export const linPoly = (a: Q, b: Q): Poly => P.add(P.constant(b), P.scale(P.X, a));

/** Two distinct rational roots, or null. */
export function twoRoots(p: Poly): [Q, Q] | null {
  if (P.degree(p) !== 2) return null;
  const r = rationalRoots(p);
  return r && r.length === 2 ? [r[0]!, r[1]!] : null;
}

/** The collected equation as written: `p = 0`. */
export const collectText = (p: Poly): string => eq(polyExpr(p), sumExpr([]));

/** p with the coefficient of x^k moved by delta. */
export function slip(p: Poly, k: number, delta: Q): Poly {
  const c = p.slice();
  c[k] = P.coeff(p, k).add(delta);
  return P.add(c, []);
}

export type Quad = { poly: Poly; roots: [Q, Q] };

/** The line `p = 0` and its state, or null when p does not have two rational roots. */
export function quad(p: Poly): Written<Quad> | null {
  const roots = twoRoots(p);
  return roots ? { text: collectText(p), next: { poly: p, roots } } : null;
}
