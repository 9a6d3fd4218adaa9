// Subsets of the real line that a statement in one unknown can denote: finite unions of points
// and intervals with exact algebraic endpoints ({-12}, x < -12, (-∞, 2) ∪ (3, ∞), ℝ \ {3}).
// A set is its sorted critical points, whether each point belongs, and whether each open gap
// between them belongs; every boolean operation merges critical points and is exact.
import type { Alg } from '../algebra/algebraic.ts';
import { above, below, compareAlg, formatAlg, rationalBetween } from '../algebra/algebraic.ts';
import { Rational } from '../algebra/rational.ts';

export interface LineSet {
  readonly points: readonly Alg[];
  /** at[i]: points[i] belongs. */
  readonly at: readonly boolean[];
  /** gap[i]: the open interval before points[i] (gap[n]: after the last) belongs. length = n + 1. */
  readonly gap: readonly boolean[];
}

export const LINE_ALL: LineSet = { points: [], at: [], gap: [true] };
export const LINE_EMPTY: LineSet = { points: [], at: [], gap: [false] };

/** Drops points that separate nothing, so equal sets have equal forms. */
function canonical(points: Alg[], at: boolean[], gap: boolean[]): LineSet {
  const p: Alg[] = [];
  const a: boolean[] = [];
  const g: boolean[] = [gap[0]!];
  for (let i = 0; i < points.length; i++) {
    const before = g[g.length - 1]!;
    const after = gap[i + 1]!;
    if (at[i] === before && at[i] === after) continue;
    p.push(points[i]!);
    a.push(at[i]!);
    g.push(after);
  }
  return { points: p, at: a, gap: g };
}

/** A finite set of values (duplicates allowed). */
export function finiteSet(values: readonly Alg[]): LineSet {
  if (values.length === 0) return LINE_EMPTY;
  if (values.length === 1) return { points: values, at: [true], gap: [false, false] };
  const sorted = [...values].sort(compareAlg).filter((v, i, all) => i === 0 || compareAlg(all[i - 1]!, v) !== 0);
  return { points: sorted, at: sorted.map(() => true), gap: new Array(sorted.length + 1).fill(false) };
}

/** The set of x with membership decided per critical point and per gap (by a sample value). */
export function fromCriticalPoints(points: readonly Alg[], atPoint: (a: Alg) => boolean, inGap: (sample: Rational) => boolean): LineSet {
  const sorted = [...points].sort(compareAlg).filter((v, i, all) => i === 0 || compareAlg(all[i - 1]!, v) !== 0);
  const at = sorted.map(atPoint);
  const gap: boolean[] = [];
  for (let i = 0; i <= sorted.length; i++) gap.push(inGap(gapSample(sorted, i)));
  return canonical(sorted, at, gap);
}

/** A rational inside gap i of sorted critical points. */
function gapSample(points: readonly Alg[], i: number): Rational {
  if (points.length === 0) return Rational.ZERO;
  if (i === 0) return below(points[0]!);
  if (i === points.length) return above(points[points.length - 1]!);
  return rationalBetween(points[i - 1]!, points[i]!);
}

/** Membership of value v in s, given v is one of s's points or inside one of its gaps. */
function memberAt(s: LineSet, v: Alg): boolean {
  let lo = 0;
  let hi = s.points.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = compareAlg(v, s.points[mid]!);
    if (c === 0) return s.at[mid]!;
    if (c < 0) hi = mid - 1;
    else lo = mid + 1;
  }
  return s.gap[lo]!;
}

export function contains(s: LineSet, v: Alg): boolean {
  return memberAt(s, v);
}

/** Merged critical points of a and b, each tagged with where it came from. */
function combine(a: LineSet, b: LineSet, op: (x: boolean, y: boolean) => boolean): LineSet {
  const points: Alg[] = [];
  let i = 0;
  let j = 0;
  while (i < a.points.length || j < b.points.length) {
    if (j >= b.points.length) points.push(a.points[i++]!);
    else if (i >= a.points.length) points.push(b.points[j++]!);
    else {
      const c = compareAlg(a.points[i]!, b.points[j]!);
      if (c <= 0) points.push(a.points[i++]!);
      if (c >= 0) {
        if (c > 0) points.push(b.points[j]!);
        j++;
      }
    }
  }
  // Membership of a point in each set, and of each merged gap (which lies inside one gap of each).
  const at = points.map((p) => op(memberAt(a, p), memberAt(b, p)));
  const gap: boolean[] = [];
  let ia = 0;
  let ib = 0;
  for (let k = 0; k <= points.length; k++) {
    // Gap k lies just after points[k-1]: in a, that is gap index ia (count of a's points ≤ points[k-1]).
    if (k > 0) {
      const p = points[k - 1]!;
      while (ia < a.points.length && compareAlg(a.points[ia]!, p) <= 0) ia++;
      while (ib < b.points.length && compareAlg(b.points[ib]!, p) <= 0) ib++;
    }
    gap.push(op(a.gap[ia]!, b.gap[ib]!));
  }
  return canonical(points, at, gap);
}

export const union = (a: LineSet, b: LineSet): LineSet => combine(a, b, (x, y) => x || y);
export const intersect = (a: LineSet, b: LineSet): LineSet => combine(a, b, (x, y) => x && y);
export const minus = (a: LineSet, b: LineSet): LineSet => combine(a, b, (x, y) => x && !y);
export const complement = (a: LineSet): LineSet => ({ points: a.points, at: a.at.map((x) => !x), gap: a.gap.map((x) => !x) });

export function isEmpty(s: LineSet): boolean {
  return s.points.length === 0 && !s.gap[0];
}

export function isAll(s: LineSet): boolean {
  return s.points.length === 0 && s.gap[0]!;
}

export function equals(a: LineSet, b: LineSet): boolean {
  if (a.points.length !== b.points.length) return false;
  for (let i = 0; i < a.points.length; i++) {
    if (a.at[i] !== b.at[i] || compareAlg(a.points[i]!, b.points[i]!) !== 0) return false;
  }
  return a.gap.every((g, i) => g === b.gap[i]);
}

export const isSubset = (a: LineSet, b: LineSet): boolean => isEmpty(minus(a, b));

/** The members when the set is finite, sorted; null when it holds an interval. */
export function finitePoints(s: LineSet): readonly Alg[] | null {
  if (s.gap.some((g) => g)) return null;
  // Canonical finite sets hold only member points.
  return s.points;
}

/** a \ b for two finite sets, by merging their sorted points (the common case, kept cheap). */
export function finiteMinus(a: readonly Alg[], b: readonly Alg[]): Alg[] {
  const out: Alg[] = [];
  let j = 0;
  for (const v of a) {
    while (j < b.length && compareAlg(b[j]!, v) < 0) j++;
    if (j < b.length && compareAlg(b[j]!, v) === 0) continue;
    out.push(v);
  }
  return out;
}

/** "{-12}", "{}", "all real numbers", "(-∞, -12)", "[9/5, ∞)", "(-∞, 2) ∪ (3, ∞)", "all real numbers except 3". */
export function formatLineSet(s: LineSet): string {
  if (isAll(s)) return 'all real numbers';
  const finite = finitePoints(s);
  if (finite) return `{${finite.map(formatAlg).join(', ')}}`;
  const holes = complementPoints(s);
  if (holes) return `all real numbers except ${holes.map(formatAlg).join(', ')}`;
  return pieces(s).join(' ∪ ');
}

/** The excluded values when the set is everything but finitely many points. */
function complementPoints(s: LineSet): readonly Alg[] | null {
  if (s.gap.some((g) => !g)) return null;
  // Canonical: every point of a set whose gaps all belong is a hole.
  return s.points;
}

/** Intervals and points in order, as text. */
function pieces(s: LineSet): string[] {
  const out: string[] = [];
  const n = s.points.length;
  let start: { text: string; closed: boolean } | null = s.gap[0] ? { text: '-∞', closed: false } : null;
  for (let i = 0; i < n; i++) {
    const p = formatAlg(s.points[i]!);
    const inPoint = s.at[i]!;
    const after = s.gap[i + 1]!;
    if (start) {
      if (!inPoint || !after) {
        out.push(`${start.closed ? '[' : '('}${start.text}, ${p}${inPoint ? ']' : ')'}`);
        start = null;
        if (!inPoint && after) start = { text: p, closed: false };
      }
    } else if (after) {
      start = { text: p, closed: inPoint };
    } else if (inPoint) {
      out.push(`{${p}}`);
    }
  }
  if (start) out.push(`${start.closed ? '[' : '('}${start.text}, ∞)`);
  return out;
}
