// Quadratic problems: what is drawn, how step 0 reads, and the exact solution set.
// Two shapes, every drawn integer in [-10, 10]:
//   poly   a x^2 + b x + c = d x + e  (zero terms left out: x^2 - 5x + 6 = 0, 2x^2 + 3x = 2, x^2 = 4x)
//   vertex a(x - h)^2 + c = e          ((x - 3)^2 = 9, 2(x + 1)^2 - 5 = 3), h ≠ 0
// Both reduce to A x^2 + B x + C = 0 with real roots, rational or irrational.
import type { Poly } from '../../algebra/index.ts';
import { poly as P } from '../../algebra/index.ts';
import { Surd, sqrtOf } from '../../algebra/surd.ts';
import type { Q } from '../../generator/build.ts';
import { polyExpr, q } from '../../generator/build.ts';
import type { Rng } from '../../generator/rng.ts';
import type { Expr } from '../../trace/index.ts';
import { equation, rootsAnswer, vertexExpr } from './text.ts';

export type PolyParams = { form: 'poly'; a: number; b: number; c: number; d: number; e: number };
export type VertexParams = { form: 'vertex'; a: number; h: number; c: number; e: number };
export type QuadParams = PolyParams | VertexParams;

/** The left and right sides of step 0 as polynomials. */
export function sidesOf(p: QuadParams): { left: Poly; right: Poly } {
  if (p.form === 'poly') return { left: P.add([], [q(p.c), q(p.b), q(p.a)]), right: P.add([], [q(p.e), q(p.d)]) };
  const lin: Poly = [q(-p.h), q(1)];
  return { left: P.add(P.scale(P.mul(lin, lin), q(p.a)), P.constant(q(p.c))), right: P.constant(q(p.e)) };
}

/** A x^2 + B x + C, everything moved to the left. */
export function reduced(p: QuadParams): Poly {
  const { left, right } = sidesOf(p);
  return P.sub(left, right);
}

export function discriminant(f: Poly): Q {
  const [c, b, a] = [P.coeff(f, 0), P.coeff(f, 1), P.coeff(f, 2)];
  return b.mul(b).sub(a.mul(c).mul(4));
}

/** The real roots of a polynomial of degree 1 or 2, ascending, exactly ([] when there are none). */
export function rootsOf(f: Poly): Surd[] {
  const deg = P.degree(f);
  if (deg === 1) return [Surd.rational(P.coeff(f, 0).neg().div(P.coeff(f, 1)))];
  if (deg !== 2) return [];
  const disc = discriminant(f);
  const s = disc.compare(0);
  if (s < 0) return [];
  const twoA = P.coeff(f, 2).mul(2);
  const base = Surd.rational(P.coeff(f, 1).neg().div(twoA));
  if (s === 0) return [base];
  const half = sqrtOf(disc).mul(Surd.rational(twoA.inverse()));
  const r1 = base.sub(half);
  const r2 = base.add(half);
  return r1.compare(r2) < 0 ? [r1, r2] : [r2, r1];
}

/** The rational roots (ascending) when every root is rational, else null. */
export function rationalRoots(f: Poly): Q[] | null {
  const r = rootsOf(f);
  return r.length && r.every((v) => v.isRational()) ? r.map((v) => v.p) : null;
}

export function sameRoots(x: readonly Surd[], y: readonly Surd[]): boolean {
  return x.length === y.length && x.every((v, i) => v.equals(y[i]!));
}

/** Every value of `inner` is in `outer`. */
export function includes(outer: readonly Surd[], inner: readonly Surd[]): boolean {
  return inner.every((v) => outer.some((o) => o.equals(v)));
}

function writeStart(p: QuadParams): string {
  if (p.form === 'poly') {
    const { left, right } = sidesOf(p);
    return equation(polyExpr(left), polyExpr(right));
  }
  const right: Expr = polyExpr(P.constant(q(p.e)));
  return equation(vertexExpr(q(p.a), q(p.h), q(p.c)), right);
}

export function keyOf(p: QuadParams): string {
  return p.form === 'poly' ? `quadratic:${p.a},${p.b},${p.c},${p.d},${p.e}` : `quadratic:v${p.a},${p.h},${p.c},${p.e}`;
}

/**
 * The last problem's text, remembered: every write of a trace asks for step 0 and T3 for the
 * answer, then the composer asks for the sample's solution, all for one problem object in a row.
 * (One entry, not a WeakMap: tens of thousands of WeakMap keys cost more in garbage collection
 * than they save.)
 */
function lastOne(make: (p: QuadParams) => string): (p: QuadParams) => string {
  let key: QuadParams | null = null;
  let value = '';
  return (p) => {
    if (p !== key) {
      value = make(p);
      key = p;
    }
    return value;
  };
}

const start = lastOne((p) => writeStart(p));
const solution = lastOne((p) => rootsAnswer(rootsOf(reduced(p))));

/** Step 0 as written. */
export function startText(p: QuadParams): string {
  return start(p);
}

/** The final answer that states the solution set. */
export function solutionText(p: QuadParams): string {
  return solution(p);
}

/**
 * A, B, C of the reduced form in plain integers (every drawn number is an integer in [-10, 10],
 * so these stay far below 2^53): the draw loop and the family checks run on every problem drawn,
 * tens of thousands of times, and need no exact rational arithmetic for this.
 */
export function reducedInts(p: QuadParams): [number, number, number] {
  if (p.form === 'poly') return [p.a, p.b - p.d, p.c - p.e];
  return [p.a, -2 * p.a * p.h, p.a * p.h * p.h + p.c - p.e];
}

export type RootKind = 'rational' | 'irrational' | 'double' | 'none';

/** The kind of root set of A x^2 + B x + C = 0 (A ≠ 0), from the discriminant. */
export function rootKindOf(p: QuadParams): RootKind {
  const [A, B, C] = reducedInts(p);
  if (A === 0) return 'none';
  const D = B * B - 4 * A * C;
  if (D < 0) return 'none';
  if (D === 0) return 'double';
  const r = Math.round(Math.sqrt(D));
  return r * r === D ? 'rational' : 'irrational';
}

/** No real roots, or x^2 = 0 (nothing to solve): never drawn, refused if given. */
export function isUnusable(p: QuadParams): boolean {
  const [, B, C] = reducedInts(p);
  return rootKindOf(p) === 'none' || (B === 0 && C === 0);
}

// ---------- drawing ----------

/** Which of b, c, d, e are nonzero in a poly start form, and how often that form is drawn. */
interface Pattern {
  weight: number;
  free: readonly ('b' | 'c' | 'd' | 'e')[];
}

// The weights follow the size of each form's pool of distinct problems, so train (27,000
// problems) does not run the small textbook forms dry and end up with a different mix than test.
const POLY_PATTERNS: readonly Pattern[] = [
  { weight: 12, free: ['b', 'c'] }, //          x^2 - 5x + 6 = 0
  { weight: 10, free: ['b', 'e'] }, //          2x^2 + 3x = 2
  { weight: 8, free: ['c', 'd'] }, //           x^2 + 6 = 5x
  { weight: 8, free: ['d', 'e'] }, //           x^2 = 4x + 5
  { weight: 1, free: ['d'] }, //                x^2 = 4x
  { weight: 1, free: ['b'] }, //                x^2 - 4x = 0
  { weight: 7, free: ['b', 'd'] }, //           2x^2 + 3x = 5x
  { weight: 6, free: ['c', 'e'] }, //           3x^2 - 2 = 10
  { weight: 24, free: ['b', 'c', 'e'] }, //     x^2 - 5x + 10 = 4
  { weight: 24, free: ['b', 'c', 'd'] }, //     x^2 + 3x - 4 = 2x
  { weight: 44, free: ['b', 'c', 'd', 'e'] }, // 2x^2 - 3x + 1 = x + 5
];
const VERTEX_WEIGHT = 55;

/** Out of 100: how often a drawn problem of each kind of root set is kept (shapes the mix). */
const KEEP = { rational: 100, irrational: 30, double: 35 };

// rng.int(0, 1) is what rng.pick([-1, 1]) draws, without an array per call.
const nonzero = (rng: Rng, max = 10): number => (rng.int(0, 1) === 0 ? -1 : 1) * rng.int(1, max);

/** The leading coefficient: 1 in about four draws of ten, as in textbooks. */
function leading(rng: Rng, max: number): number {
  return rng.int(0, 9) < 4 ? 1 : nonzero(rng, max);
}

const TOTAL_WEIGHT = POLY_PATTERNS.reduce((s, p) => s + p.weight, VERTEX_WEIGHT);

function drawShape(rng: Rng): QuadParams {
  let pick = rng.int(0, TOTAL_WEIGHT - 1);
  if (pick < VERTEX_WEIGHT) {
    return { form: 'vertex', a: leading(rng, 5), h: nonzero(rng), c: rng.int(0, 2) === 0 ? 0 : nonzero(rng), e: rng.int(-10, 10) };
  }
  pick -= VERTEX_WEIGHT;
  let pattern = POLY_PATTERNS[0]!;
  for (const p of POLY_PATTERNS) {
    if (pick < p.weight) {
      pattern = p;
      break;
    }
    pick -= p.weight;
  }
  const out: PolyParams = { form: 'poly', a: leading(rng, 10), b: 0, c: 0, d: 0, e: 0 };
  for (const k of pattern.free) out[k] = nonzero(rng);
  return out;
}

/** One problem with real roots; the mix of root kinds is shaped by keeping some draws. */
export function drawProblem(rng: Rng): QuadParams {
  for (;;) {
    const p = drawShape(rng);
    if (isUnusable(p)) continue;
    if (rng.int(0, 99) < KEEP[rootKindOf(p) as Exclude<RootKind, 'none'>]) return p;
  }
}
