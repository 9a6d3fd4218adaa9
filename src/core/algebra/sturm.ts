// Counting distinct real roots exactly with a Sturm sequence: no floating point.
import type { Poly } from './poly.ts';
import { degree, derivative, divmod, evaluate, lead, scale } from './poly.ts';
import type { Rational } from './rational.ts';

export function sturmSequence(p: Poly): Poly[] {
  const seq: Poly[] = [p, derivative(p)];
  for (;;) {
    const a = seq[seq.length - 2]!;
    const b = seq[seq.length - 1]!;
    if (!b.length) {
      seq.pop();
      return seq;
    }
    const { r } = divmod(a, b);
    if (!r.length) return seq;
    // Scaled by 1/|lead|: a positive factor keeps every sign (all Sturm needs) and the numbers small.
    seq.push(scale(r, lead(r).abs().inverse().neg()));
  }
}

function signChanges(signs: number[]): number {
  let changes = 0;
  let last = 0;
  for (const s of signs) {
    if (s === 0) continue;
    if (last !== 0 && s !== last) changes++;
    last = s;
  }
  return changes;
}

/** Number of distinct real roots of a nonzero polynomial. */
export function countRealRoots(p: Poly): number {
  const d = degree(p);
  if (d <= 0) return 0;
  if (d === 1) return 1;
  const seq = sturmSequence(p);
  const atPlusInf = seq.map((q) => lead(q).compare(0));
  const atMinusInf = seq.map((q) => lead(q).compare(0) * (degree(q) % 2 === 0 ? 1 : -1));
  return signChanges(atMinusInf) - signChanges(atPlusInf);
}


/** Values of a Sturm sequence's signs at x, as sign changes. */
function changesAt(seq: readonly Poly[], x: Rational): number {
  return signChanges(seq.map((q) => evaluate(q, x).compare(0)));
}

/** Number of distinct real roots of p in the half-open interval (lo, hi]. */
export function countRootsIn(p: Poly, lo: Rational, hi: Rational): number {
  const d = degree(p);
  if (d <= 0) return 0;
  const seq = sturmSequence(p);
  return changesAt(seq, lo) - changesAt(seq, hi);
}
