// Readable forms of numbers, polynomials and sets for logs and explanations.
import type { Rational as Fraction } from './rational.ts';
import type { Poly } from './poly.ts';
import { degree } from './poly.ts';
import type { RealSet } from './realset.ts';
import { rationalRoots } from './realset.ts';
import { countRealRoots } from './sturm.ts';

/** "-12", "2/5", "-3/2": the form answers and JSONL use. */
export function formatNumber(v: Fraction): string {
  return v.toFraction();
}

export function formatPoly(p: Poly): string {
  if (!p.length) return '0';
  const parts: string[] = [];
  for (let k = p.length - 1; k >= 0; k--) {
    const c = p[k]!;
    if (c.equals(0)) continue;
    const negative = c.compare(0) < 0;
    const abs = c.abs();
    const num = abs.toFraction();
    const body =
      k === 0 ? num : `${abs.equals(1) ? '' : abs.d === 1n ? num : `(${num})`}x${k > 1 ? `^${k}` : ''}`;
    parts.push(parts.length ? `${negative ? '-' : '+'} ${body}` : `${negative ? '-' : ''}${body}`);
  }
  return parts.join(' ');
}

export function formatSet(s: RealSet): string {
  if (s.all) return 'all real numbers';
  const roots = rationalRoots(s.poly);
  if (roots) return `{${roots.map(formatNumber).join(', ')}}`;
  const n = countRealRoots(s.poly);
  if (n === 0) return '{}';
  return `{the ${n} real root${n === 1 ? '' : 's'} of ${formatPoly(s.poly)} = 0}`;
}

export function describeRoots(p: Poly): string[] {
  const roots = rationalRoots(p);
  if (roots) return roots.map(formatNumber);
  const n = countRealRoots(p);
  return n === 0 || degree(p) <= 0 ? [] : [`the ${n} real root${n === 1 ? '' : 's'} of ${formatPoly(p)} = 0`];
}
