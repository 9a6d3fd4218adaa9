// Rational equations: each side is a sum of terms (a x + b)/(x - r) or a constant k, with
// integers in [-10, 10]. The layout string says which terms stand where ("1=2+3": fraction 1
// on the left, fractions 2 and 3 on the right); fractions 1 and 2 of a three-fraction layout
// share their denominator, which is what lets the cleared equation have a root that the
// original excludes. The draw works in plain integers (it runs for every problem drawn).
import type { Rng } from '../../generator/rng.ts';
import type { ProblemParams } from '../types.ts';

/** Layouts whose cleared equation can have an excluded root (two fractions over one denominator). */
export const EXTRANEOUS_LAYOUTS = ['1=2+3', '1=2-3', '1-2=3', '1+2=3', '1+3=2'] as const;
export const LAYOUTS = ['1=2', '1+2=k', '1-2=k', '1=2+k', '1+k=2', ...EXTRANEOUS_LAYOUTS] as const;
export type Layout = (typeof LAYOUTS)[number];

/** One term as drawn: (a x + b)/(x - r), or the constant b when r is null (a = 0). */
export interface ITerm {
  sign: 1 | -1;
  a: number;
  b: number;
  r: number | null;
}

export interface IProblem {
  left: ITerm[];
  right: ITerm[];
}

export interface RationalParams extends ProblemParams {
  layout: string;
}

type Slot = { sign: 1 | -1; id: string };

const layoutCache = new Map<string, { left: Slot[]; right: Slot[] } | null>();

/** "1+3=2" → the slots of each side, or null for a layout this domain does not know. */
export function parseLayout(layout: string): { left: Slot[]; right: Slot[] } | null {
  const cached = layoutCache.get(layout);
  if (cached !== undefined) return cached;
  let out: { left: Slot[]; right: Slot[] } | null = null;
  if ((LAYOUTS as readonly string[]).includes(layout)) {
    const side = (text: string): Slot[] => {
      const slots: Slot[] = [];
      let sign: 1 | -1 = 1;
      for (const c of text) {
        if (c === '+' || c === '-') sign = c === '+' ? 1 : -1;
        else {
          slots.push({ sign, id: c });
          sign = 1;
        }
      }
      return slots;
    };
    const [l, r] = layout.split('=') as [string, string];
    out = { left: side(l), right: side(r) };
  }
  layoutCache.set(layout, out);
  return out;
}

const num = (p: ProblemParams, k: string): number | null => {
  const v = p[k];
  return typeof v === 'number' && Number.isInteger(v) && v >= -10 && v <= 10 ? v : null;
};

/** The terms of a problem, or null when its parameters do not describe one. */
export function toProblem(p: ProblemParams): IProblem | null {
  if (typeof p.layout !== 'string') return null;
  const slots = parseLayout(p.layout);
  if (!slots) return null;
  const term = (s: Slot): ITerm | null => {
    if (s.id === 'k') {
      const k = num(p, 'k');
      return k === null || k === 0 ? null : { sign: s.sign, a: 0, b: k, r: null };
    }
    const a = num(p, `a${s.id}`);
    const b = num(p, `b${s.id}`);
    const r = num(p, `r${s.id}`);
    return a === null || b === null || r === null ? null : { sign: s.sign, a, b, r };
  };
  const left = slots.left.map(term);
  const right = slots.right.map(term);
  if (left.includes(null) || right.includes(null)) return null;
  return { left: left as ITerm[], right: right as ITerm[] };
}

// ---------- integer polynomials (index = degree), for the draw ----------

type IPoly = number[];

function imul(p: IPoly, q: IPoly): IPoly {
  const out = new Array<number>(p.length + q.length - 1).fill(0);
  for (let i = 0; i < p.length; i++) for (let j = 0; j < q.length; j++) out[i + j]! += p[i]! * q[j]!;
  return out;
}

function iadd(acc: IPoly, p: IPoly, s: number): void {
  for (let i = 0; i < p.length; i++) acc[i] = (acc[i] ?? 0) + s * p[i]!;
}

/** The distinct zeros of the denominators, in the order they first appear. */
export function denominatorZeros(pr: IProblem): number[] {
  const out: number[] = [];
  for (const t of [...pr.left, ...pr.right]) if (t.r !== null && !out.includes(t.r)) out.push(t.r);
  return out;
}

/** Left minus right multiplied by the least common denominator (the cleared numerator). */
export function clearedInts(pr: IProblem): IPoly {
  const zeros = denominatorZeros(pr);
  const acc: IPoly = [0];
  const add = (t: ITerm, side: number) => {
    let p: IPoly = [t.b, t.a];
    for (const z of zeros) if (z !== t.r) p = imul(p, [-z, 1]);
    iadd(acc, p, side * t.sign);
  };
  for (const t of pr.left) add(t, 1);
  for (const t of pr.right) add(t, -1);
  while (acc.length > 1 && acc[acc.length - 1] === 0) acc.pop();
  return acc;
}

function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

/** A rational root p/q in lowest terms, q > 0. */
export interface IRoot {
  p: number;
  q: number;
}

const root = (p: number, q: number): IRoot => {
  if (q < 0) {
    p = -p;
    q = -q;
  }
  const g = gcd(p, q) || 1;
  return { p: p / g, q: q / g };
};

/** The real roots of a polynomial of degree 1 or 2, when all are rational (null otherwise); a double root once. */
export function rationalRootsInt(c: IPoly): IRoot[] | null {
  if (c.length === 2) return [root(-c[0]!, c[1]!)];
  if (c.length !== 3) return null;
  const [k, b, a] = c as [number, number, number];
  const disc = b * b - 4 * a * k;
  if (disc < 0) return null;
  const s = Math.round(Math.sqrt(disc));
  if (s * s !== disc) return null;
  if (s === 0) return [root(-b, 2 * a)];
  return [root(-b - s, 2 * a), root(-b + s, 2 * a)];
}

/** Values a trace can carry without looking unlike a textbook's: small, with small denominators. */
export const isNiceValue = (p: number, q: number): boolean => q <= 6 && Math.abs(p) <= 20 * q;

export interface Analysis {
  /** Roots of the cleared numerator (a double root once). */
  roots: IRoot[];
  /** Those roots that make a denominator zero. */
  excludedRoots: IRoot[];
  /** The solution set: the other roots. */
  solution: IRoot[];
}

/**
 * The exact solution set of a problem, or null when it is not one this domain writes: a
 * fraction that reduces (its numerator vanishes at its own denominator's zero), a cleared
 * equation that is constant or has irrational roots, or no solution at all.
 */
export function analyse(pr: IProblem): Analysis | null {
  for (const t of [...pr.left, ...pr.right]) {
    if (t.r === null) continue;
    if (t.a === 0 && t.b === 0) return null;
    if (t.a * t.r + t.b === 0) return null;
  }
  const c = clearedInts(pr);
  if (c.length < 2) return null;
  const roots = rationalRootsInt(c);
  if (!roots || !roots.every((x) => isNiceValue(x.p, x.q))) return null;
  const zeros = denominatorZeros(pr);
  const excluded = (x: IRoot) => x.q === 1 && zeros.includes(x.p);
  const solution = roots.filter((x) => !excluded(x));
  if (!solution.length) return null;
  return { roots, excludedRoots: roots.filter(excluded), solution };
}

// ---------- the draw ----------

const SAME_DENOMINATOR = new Set<string>(['1=2+k', ...EXTRANEOUS_LAYOUTS]);

/** Reads small integers off a random word (two rng calls give every parameter of one attempt). */
class Digits {
  constructor(private v: number) {}
  take(n: number): number {
    const d = this.v % n;
    this.v = (this.v - d) / n;
    return d;
  }
}

/** A nonzero integer in [-10, 10]. */
const nonzero = (d: Digits): number => {
  const v = d.take(20);
  return v < 10 ? v - 10 : v - 9;
};

/** A numerator a x + b, a in [0, 3] (a constant when 0, then positive), b in [-10, 10]. */
function numerator(d: Digits): [number, number] {
  const a = d.take(4);
  const b = d.take(21);
  return [a, a === 0 ? 1 + (b % 10) : b - 10];
}

/**
 * One problem. About a third are drawn so that the cleared equation has a root the original
 * excludes (the second numerator over the shared denominator is solved for); the others are
 * kept only when no root is excluded. The layout is chosen first, uniformly, and kept while its
 * numbers are redrawn, so every layout is as common as the others. Deterministic in `rng`.
 */
export function drawProblem(rng: Rng): RationalParams {
  const extraneous = rng.int(0, 2) === 0;
  const layout: string = extraneous ? rng.pick(EXTRANEOUS_LAYOUTS) : rng.pick(LAYOUTS);
  const slots = parseLayout(layout)!;
  const three = !layout.includes('k') && slots.left.length + slots.right.length === 3;
  const same = SAME_DENOMINATOR.has(layout);
  // σ = the term's sign times its side's (+1 left, -1 right).
  const sigma = (id: string) => {
    const l = slots.left.find((s) => s.id === id);
    return l ? l.sign : -slots.right.find((s) => s.id === id)!.sign;
  };
  for (;;) {
    const d = new Digits(rng.int(0, 0x3fffffff));
    const e = new Digits(rng.int(0, 0x3fffffff));
    const [a1, b1] = numerator(d);
    const [a2, b2] = numerator(d);
    const r1 = nonzero(d);
    const r2 = same ? r1 : nonzero(d);
    if (r2 === r1 && !same) continue;
    const p: RationalParams = { layout, a1, b1, r1, a2, b2, r2 };
    if (three) {
      const [a3, b3] = numerator(e);
      const r3 = nonzero(e);
      if (r3 === r1) continue;
      Object.assign(p, { a3, b3, r3 });
    }
    if (layout.includes('k')) p.k = nonzero(e);
    if (extraneous) {
      // The two fractions over (x - r1) cancel at r1: σ1 N1(r1) + σ2 N2(r1) = 0.
      const b = (-sigma('1') * (a1 * r1 + b1)) / sigma('2') - a2 * r1;
      if (b < -10 || b > 10 || (a2 === 0 && b <= 0) || (a2 === a1 && b === b1)) continue;
      p.b2 = b;
    }
    const pr = toProblem(p);
    const an = pr && analyse(pr);
    if (!an || (an.excludedRoots.length > 0) !== extraneous) continue;
    return p;
  }
}

/** Identity for de-duplication and the train/test hash. */
export function problemKey(p: ProblemParams): string {
  const n = (k: string) => (p[k] === undefined ? '' : String(p[k]));
  return `rational:${String(p.layout)}:${['a1', 'b1', 'r1', 'a2', 'b2', 'r2', 'a3', 'b3', 'r3', 'k'].map(n).join(',')}`;
}
