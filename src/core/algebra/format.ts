// Readable forms of numbers, polynomials and sets for logs and explanations.
import type { Rational as Fraction } from './rational.ts';
import type { Poly } from './poly.ts';
import { degree } from './poly.ts';
import type { RealSet } from './realset.ts';
import { splitRoots } from './realset.ts';
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

function restWords(rest: Poly): string | null {
  const n = countRealRoots(rest);
  return n === 0 ? null : `the ${n} real root${n === 1 ? '' : 's'} of ${formatPoly(rest)} = 0`;
}

export function formatSet(s: RealSet): string {
  if (s.all) return 'all real numbers';
  const { rational, rest } = splitRoots(s.poly);
  const words = degree(rest) > 0 ? restWords(rest) : null;
  const listed = rational.map(formatNumber).join(', ');
  if (!words) return `{${listed}}`;
  return rational.length ? `{${listed}} and ${words}` : `{${words}}`;
}

/** Each rational root as a number ("-12"), and any irrational ones as one phrase. */
export function describeRoots(p: Poly): string[] {
  const { rational, rest } = splitRoots(p);
  const words = degree(rest) > 0 ? restWords(rest) : null;
  return [...rational.map(formatNumber), ...(words ? [words] : [])];
}
