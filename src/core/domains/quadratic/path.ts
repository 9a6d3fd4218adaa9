// The textbook path for a quadratic and its moves, each with the slips a student makes there:
// everything to one side, factor, zero-product rule, list the roots — or, when the polynomial
// does not factor over the rationals, the quadratic formula with its discriminant. A step's
// variants are erroneous versions of it; later steps solve whatever the written step says,
// so an error propagates (the family detours in families.ts reuse these moves).
import type { Poly } from '../../algebra/index.ts';
import { poly as P } from '../../algebra/index.ts';
import { Surd, sqrtOf } from '../../algebra/surd.ts';
import type { Q } from '../../generator/build.ts';
import { q } from '../../generator/build.ts';
import type { Rng } from '../../generator/rng.ts';
import type { TraceType } from '../../dataset/types.ts';
import type { InjectionPoint, Variants, Written } from '../../generator/writer.ts';
import { Impossible, Writer } from '../../generator/writer.ts';
import type { Expr } from '../../trace/index.ts';
import { printExpr } from '../../trace/index.ts';
import type { Forms } from './forms.ts';
import { formulaOnPositiveLead, negatesStandardForm, positiveDenominator, reversedFactors, reversedZeroFactors } from './forms.ts';
import { discriminant, includes, rationalRoots, rootsOf } from './problem.ts';
import {
  factoredForm, formulaPlusOnly, formulaRational, formulaRationalPlusOnly, formulaSubstituted, formulaWithDiscriminant,
  pmExpr, polyEq, rootsAnswer, valueAnswer, xIs, zeroProduct,
} from './text.ts';

export const PHASE = 'algebra' as const;

/** left = right, both polynomials in x of degree ≤ 2. */
export interface Eq {
  left: Poly;
  right: Poly;
}

export const diffOf = (s: Eq): Poly => P.sub(s.left, s.right);
export const rootsEq = (s: Eq): Surd[] => rootsOf(diffOf(s));
export const eqText = (s: Eq): string => polyEq(s.left, s.right);

/** How far a slip working out a sum or difference is off (several, so one that keeps the kind of roots exists). */
export const SLIPS = [-4, -3, -2, -1, 1, 2, 3, 4];

type RootKind = 'rational' | 'irrational';
export const kindOf = (roots: readonly Surd[]): RootKind => (roots.every((v) => v.isRational()) ? 'rational' : 'irrational');

/** Ascending, each value once (a quadratic has at most two). */
export function sortRoots(roots: readonly Surd[]): Surd[] {
  if (roots.length === 2) {
    const c = roots[0]!.compare(roots[1]!);
    return c === 0 ? [roots[0]!] : c < 0 ? [roots[0]!, roots[1]!] : [roots[1]!, roots[0]!];
  }
  const out: Surd[] = [];
  for (const v of [...roots].sort((x, y) => x.compare(y))) if (!out.some((o) => o.equals(v))) out.push(v);
  return out;
}

/**
 * The writer of a quadratic trace, with the rule of its generator version that every wrong line
 * obeys: whether a T2's slips keep the kind of roots, as a T3's always do (3.14.0 on).
 */
export class QuadWriter extends Writer {
  constructor(traceType: TraceType, inject: InjectionPoint | null, readonly t2KeepsKind: boolean) {
    super(traceType, inject);
  }
}

/**
 * A wrong result is usable when it still has real roots and does not keep every value of the
 * set before (so the checker finds the step invalid, never candidate-generating). In T3 it must
 * also keep the kind of roots (rational or irrational): the reverted final answer then reads
 * like the lines before it (a trace of sqrt lines ending in x = 2 or x = 3 would give T3 away).
 * Before 3.14.0 a T2 trace could switch kind, its later lines solving the wrong equation by
 * whatever method fits; since a slip rarely lands on another perfect square, T2's answers then
 * carried a square root more often than T1's, and in formula_on_factorable (problems that all
 * factor) only T2's did. From 3.14.0 a T2's slip keeps the kind too.
 */
export function usable(w: Writer, before: Before, after: readonly Surd[]): boolean {
  const b = typeof before === 'function' ? before() : before;
  const keepsKind = w.traceType !== 'T2' || (w instanceof QuadWriter && w.t2KeepsKind);
  return after.length > 0 && !includes(after, b) && (!keepsKind || kindOf(after) === kindOf(b));
}

/**
 * The set before a step, or a function computing it: most steps are written without their
 * slips (only an injected step needs the set), so the roots are worked out only when asked.
 */
export type Before = readonly Surd[] | (() => readonly Surd[]);

/** A value computed once, on first use. */
export function lazy<T>(make: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = make();
      done = true;
    }
    return value;
  };
}

/** An erroneous equation as a step, or null when it is not usable. */
export function wrongEq(w: Writer, before: Before, s: Eq, text: string = eqText(s)): Written<Eq> | null {
  if (P.degree(diffOf(s)) < 1) return null;
  return usable(w, before, rootsEq(s)) ? { text, next: s } : null;
}

const setCoeff = (p: Poly, k: number, v: Q): Poly => {
  const c = p.slice();
  while (c.length <= k) c.push(q(0));
  c[k] = v;
  return P.add(c, []);
};

const bump = (p: Poly, k: number, delta: Q): Poly => setCoeff(p, k, P.coeff(p, k).add(delta));

/**
 * The x terms copied with their sign lost: x → -x on both sides, so every root changes sign.
 * Why every line offers this slip (dropped_sign): it brings no new number, so a wrong line and
 * a right one read alike, and a T3 whose error it is ends on a reverted answer whose numbers
 * are still in the line before (issue 15: the form of a trace must not locate its error).
 */
export function negX(s: Eq): Eq {
  return { left: setCoeff(s.left, 1, P.coeff(s.left, 1).neg()), right: setCoeff(s.right, 1, P.coeff(s.right, 1).neg()) };
}

/** Every value with its sign changed, ascending. */
export const negated = (roots: readonly Surd[]): Surd[] => sortRoots(roots.map((v) => v.neg()));

/** Both sides divided by x (a root x = 0 lost), when neither side has a constant term. */
export function dividedByX(s: Eq): Eq | null {
  if (P.degree(diffOf(s)) !== 2 || !P.coeff(s.left, 0).isZero() || !P.coeff(s.right, 0).isZero()) return null;
  return { left: P.divmod(s.left, P.X).q, right: P.divmod(s.right, P.X).q };
}

function divideByXVariant(w: Writer, before: Before, s: Eq): (() => Written<Eq> | null) | undefined {
  const d = dividedByX(s);
  return d ? () => wrongEq(w, before, d) : undefined;
}

/**
 * One line moving terms across the equals sign: from s to target (the same equation). The
 * slips of that line: a moved term arriving with its sign unchanged, a slip combining it with
 * the term already there, and (when no side has a constant) dividing both sides by x instead.
 */
export function moveStep(w: Writer, s: Eq, target: Eq, rng: Rng, slips: SlipStyle = SLIP_STYLE_30): Eq {
  const before = lazy(() => rootsEq(s));
  // A move keeps left - right; the standard form written negated (3.5.0 on) negates it.
  const negated = slips.move === 'kept_sign' && !P.equals(diffOf(target), diffOf(s));
  // Which terms change sides, and whether one lands beside a term of its degree (a sum to work out).
  let anyMoved = false;
  let anyCombined = false;
  for (let k = 0; k <= 2; k++) {
    const l = !P.coeff(s.left, k).isZero() && P.coeff(target.left, k).isZero();
    const r = !P.coeff(s.right, k).isZero() && P.coeff(target.right, k).isZero();
    anyMoved ||= l || r;
    anyCombined ||= (l && !P.coeff(s.right, k).isZero()) || (r && !P.coeff(s.left, k).isZero());
  }
  const moves = () => {
    const out: { k: number; to: 'left' | 'right'; c: Q; combined: boolean }[] = [];
    for (let k = 0; k <= 2; k++) {
      const fromLeft = P.coeff(s.left, k);
      const fromRight = P.coeff(s.right, k);
      if (!fromLeft.isZero() && P.coeff(target.left, k).isZero()) out.push({ k, to: 'right', c: fromLeft, combined: !fromRight.isZero() });
      if (!fromRight.isZero() && P.coeff(target.right, k).isZero()) out.push({ k, to: 'left', c: fromRight, combined: !fromLeft.isZero() });
    }
    return out;
  };
  const withSide = (side: 'left' | 'right', p: Poly): Eq => (side === 'left' ? { left: p, right: target.right } : { left: target.left, right: p });
  const sideOf = (side: 'left' | 'right') => (side === 'left' ? target.left : target.right);
  const variants: Variants<Eq> = {};
  if (anyMoved) {
    // The moved term keeps its sign: +c arrives where -c belongs (on a negated line, -(+c) where -(-c) does).
    const keptSign = (c: Q) => c.mul(negated ? -2 : 2);
    variants.sign_error_moving_term = () => pickUsable(rng, moves().map((m) => () => wrongEq(w, before, withSide(m.to, bump(sideOf(m.to), m.k, keptSign(m.c))))));
  }
  if (anyCombined) {
    // 'within_terms' (3.12.0 on): no larger than the two terms it combines together (|a ± b| <= |a| + |b|).
    const fits = (k: number, x: Q) => slips.combine === 'any' || x.abs().compare(P.coeff(s.left, k).abs().add(P.coeff(s.right, k).abs())) <= 0;
    variants.arithmetic_slip = () => pickUsable(rng, moves().filter((m) => m.combined).flatMap((m) => SLIPS.filter((d) => fits(m.k, P.coeff(sideOf(m.to), m.k).add(q(d)))).map((d) => () => wrongEq(w, before, withSide(m.to, bump(sideOf(m.to), m.k, q(d)))))));
  }
  if (P.coeff(s.left, 0).isZero() && P.coeff(s.right, 0).isZero() && rareRootLoss(rng)) {
    const byX = divideByXVariant(w, before, s);
    if (byX) variants.divide_by_x = byX;
  }
  variants.dropped_sign = () => wrongEq(w, before, negX(target));
  return w.step(PHASE, () => ({ text: eqText(target), next: target }), variants);
}

/**
 * Whether a line offers a slip that loses a root (only the positive square root, dividing by x):
 * one line in three. Such a slip leaves one value where the right path lists two, so a trace
 * without "or" would mostly be a T2 (issue 15's probe read it); rarer, it stays in the catalog
 * without ruling the form of the wrong answers.
 */
export function rareRootLoss(rng: Rng): boolean {
  return rng.int(0, 2) === 0;
}

/** The first usable option, in an order drawn from rng. */
export function pickUsable<T>(rng: Rng, options: readonly (() => Written<T> | null)[]): Written<T> | null {
  for (const make of rng.shuffle(options)) {
    const made = make();
    if (made) return made;
  }
  return null;
}

// ---------- a linear equation (what is left after dividing by x) ----------

/** m x + n = k: to x = v in at most two lines (collect, divide). */
export function solveLinear(w: Writer, s: Eq): void {
  const f = diffOf(s);
  if (P.degree(f) !== 1) throw new Impossible('not a linear equation');
  const m = P.coeff(f, 1);
  const k = P.coeff(f, 0).neg();
  const solved = (e: Eq) => P.coeff(e.left, 0).isZero() && P.degree(e.right) <= 0 && P.degree(e.left) === 1;
  let cur = s;
  if (!solved(cur)) {
    cur = { left: [q(0), m], right: P.constant(k) };
    w.step(PHASE, () => ({ text: eqText(cur), next: null }));
  }
  if (!P.coeff(cur.left, 1).equals(1)) {
    const v = k.div(m);
    w.step(PHASE, () => ({ text: valueAnswer(Surd.rational(v)), next: null }));
  }
}

// ---------- factoring ----------

/** Other factorizations a student writes for lead·(x - r1)(x - r2): signs slipped, another pair of factors. */
function wrongFactorings(roots: readonly Q[]): Q[][] {
  const out: Q[][] = [];
  const [r1, r2] = [roots[0]!, roots[roots.length - 1]!];
  out.push([r1.neg(), r2.neg()]);
  if (roots.length === 2) {
    out.push([r1.neg(), r2], [r1, r2.neg()]);
    const prod = r1.mul(r2);
    if (r1.isInteger() && r2.isInteger() && !prod.isZero()) {
      const n = Number(prod.abs().n);
      for (let s = 1; s * s <= n; s++) {
        if (n % s !== 0) continue;
        const t = n / s;
        for (const sign of [1, -1]) {
          const pair = prod.compare(0) > 0 ? [q(sign * s), q(sign * t)] : [q(sign * s), q(-sign * t)];
          out.push(pair);
        }
      }
    }
  }
  return out;
}


interface Factored {
  /** The roots in the order the factors are written (a factor x first, then ascending). */
  ordered: Q[];
  lead: Q;
}

/** Ascending, but a factor x first: 3x(x + 2), not 3(x + 2)x. */
function factorOrder(roots: readonly Q[]): Q[] {
  const out = roots.length === 2 && roots[0]!.compare(roots[1]!) > 0 ? [roots[1]!, roots[0]!] : roots.slice();
  if (out.length === 2 && out[1]!.isZero()) out.reverse();
  return out;
}

const monicStyle = (lead: Q) => lead.equals(1);
const asSurds = (roots: readonly Q[]): Surd[] => sortRoots(roots.map((r) => Surd.rational(r)));

function factored(lead: Q, roots: readonly Q[], reversed: ReturnType<typeof reversedFactors>): Written<Factored> {
  const ordered = factorOrder(roots);
  const { expr } = factoredForm(lead, ordered, monicStyle(lead), reversed(lead, ordered));
  return { text: `${printExpr(expr)} = 0`, next: { ordered, lead } };
}

type AfterFactor = { kind: 'factored'; f: Factored } | { kind: 'linear'; eq: Eq };

/**
 * Factor, zero-product rule, roots: three lines from A x^2 + B x + C = 0 with rational roots.
 * (x - 2)(x - 3) = 0, x - 2 = 0 or x - 3 = 0, x = 2 or x = 3.
 */
export function factorPath(w: Writer, std: Eq, rng: Rng, known: Q[] | null = null, forms: Forms = null): void {
  const f = diffOf(std);
  const roots = known ?? rationalRoots(f);
  if (!roots) throw new Impossible('does not factor over the rationals');
  const before = lazy(() => asSurds(roots));
  const lead = P.lead(f);
  // Drawn before the step, so a slipped factoring is written in the form of its right twin.
  const reversed = reversedFactors(forms);
  const written = (rs: readonly Q[]): Written<AfterFactor> => {
    const made = factored(lead, rs, reversed);
    return { text: made.text, next: { kind: 'factored', f: made.next } };
  };
  const variants: Variants<AfterFactor> = {
    factoring_slip: () => pickUsable(rng, wrongFactorings(roots).map((rs) => () => (usable(w, before, asSurds(rs)) ? written(rs) : null))),
    dropped_sign: () => {
      const rs = roots.map((r) => r.neg());
      return usable(w, before, asSurds(rs)) ? written(rs) : null;
    },
  };
  if (P.coeff(f, 0).isZero() && rareRootLoss(rng)) {
    const byX = dividedByX(std);
    if (byX) variants.divide_by_x = () => (usable(w, before, rootsEq(byX)) ? { text: eqText(byX), next: { kind: 'linear', eq: byX } } : null);
  }
  const after = w.step(PHASE, () => written(roots), variants);
  if (after.kind === 'linear') return solveLinear(w, after.eq);
  zeroProductPath(w, after.f, rng, forms);
}

type AfterZero = { kind: 'roots'; ordered: Q[] } | { kind: 'linear'; eq: Eq };

/** From the factored line: the zero-product line, then the roots. */
function zeroProductPath(w: Writer, fac: Factored, rng: Rng, forms: Forms): void {
  const { ordered, lead } = fac;
  // From 3.5.0 each factor is oriented apart from the factored line (forms.ts); before, none is
  // reversed, so the factors are the factored line's.
  const zeroFlags = reversedZeroFactors(forms);
  const factorsOf = (roots: readonly Q[]): Expr[] => factoredForm(lead, roots, monicStyle(lead), zeroFlags(roots)).factors;
  const before = lazy(() => asSurds(ordered));
  const variants: Variants<AfterZero> = {};
  const zeroAt = ordered.findIndex((r) => r.isZero());
  if (ordered.length === 2 && zeroAt >= 0 && rareRootLoss(rng)) {
    // Cancelling the factor x: the root x = 0 is lost.
    const eq: Eq = { left: factorPolyOf(ordered[1 - zeroAt]!, monicStyle(lead)), right: [] };
    variants.divide_by_x = () => (usable(w, before, rootsEq(eq)) ? { text: eqText(eq), next: { kind: 'linear', eq } } : null);
  }
  if (ordered.length === 2) {
    const signed = ordered.filter((r) => !r.isZero());
    if (signed.length) {
      // A factor copied with its sign slipped: (x + 2)(x - 3) = 0 read as x - 2 = 0 or x - 3 = 0.
      variants.factoring_slip = () => {
        const r = rng.pick(signed);
        const slipped = ordered.map((v) => (v.equals(r) ? v.neg() : v));
        if (!usable(w, before, asSurds(slipped))) return null;
        return { text: zeroProduct(factorsOf(slipped)), next: { kind: 'roots', ordered: slipped } };
      };
      variants.dropped_sign = () => {
        const slipped = ordered.map((v) => v.neg());
        if (!usable(w, before, asSurds(slipped))) return null;
        return { text: zeroProduct(factorsOf(slipped)), next: { kind: 'roots', ordered: slipped } };
      };
    }
  }
  const after = w.step<AfterZero>(PHASE, () => ({ text: zeroProduct(factorsOf(ordered)), next: { kind: 'roots', ordered } }), variants);
  if (after.kind === 'linear') return solveLinear(w, after.eq);
  const roots = after.ordered;
  const now = asSurds(roots);
  const solveVariants: Variants<null> = {};
  const nonzero = roots.filter((r) => !r.isZero());
  if (nonzero.length) {
    solveVariants.sign_error_moving_term = () => {
      // One factor solved with the constant moved across unchanged: x - 2 = 0 read as x = -2.
      const r = rng.pick(nonzero);
      const wrong = sortRoots(roots.map((v) => Surd.rational(v.equals(r) ? v.neg() : v)));
      return usable(w, now, wrong) ? { text: rootsAnswer(wrong), next: null } : null;
    };
    solveVariants.dropped_sign = () => {
      const wrong = negated(now);
      return usable(w, now, wrong) ? { text: rootsAnswer(wrong), next: null } : null;
    };
  }
  if (!monicStyle(lead) && roots.some((r) => !r.isInteger())) {
    solveVariants.arithmetic_slip = () => {
      // 2x - 1 = 0 solved as x = 2: the division turned upside down.
      const r = rng.pick(roots.filter((v) => !v.isInteger()));
      const wrong = sortRoots(roots.map((v) => Surd.rational(v.equals(r) ? v.inverse() : v)));
      return usable(w, now, wrong) ? { text: rootsAnswer(wrong), next: null } : null;
    };
  }
  w.step(PHASE, () => ({ text: rootsAnswer(now), next: null }), solveVariants);
}

/** The polynomial of the factor that has root r, as factoredForm writes it. */
function factorPolyOf(r: Q, monicStyle: boolean): Poly {
  if (monicStyle || r.isInteger()) return [r.neg(), q(1)];
  const m = q(r.d);
  return [r.mul(m).neg(), m];
}

// ---------- the quadratic formula ----------

interface Formula {
  /** The first term of the numerator as written: -b (or b after a sign slip). */
  minusB: Q;
  disc: Q;
  twoA: Q;
}

function formulaRoots(s: Formula, root: Surd | null = null): Surd[] {
  if (s.disc.compare(0) < 0) return [];
  root ??= sqrtOf(s.disc);
  const inv = Surd.rational(s.twoA.inverse());
  const m = Surd.rational(s.minusB);
  return sortRoots([m.add(root).mul(inv), m.sub(root).mul(inv)]);
}

/**
 * A slip working b^2 - 4ac out (wrong_discriminant on the line after the formula's numbers are put
 * in). 'any_neighbour' (before generator 3.9.0): a nearby discriminant of the same kind, a square's
 * root one or two off (sqrt(64) to sqrt(81)), a non-square one to four off. But b^2 - 4ac is b^2
 * mod 4, so a right discriminant's root has b's parity and -b ± root is always even; a root one off
 * made it odd, and a factorable problem's roots turned into fractions (x = (8 ± 9)/4, then -1/4 or
 * 17/4): 82% of such T2s ended on a fraction against 49% of T1s (quadratic train, seed 1), a size
 * cue of the kind issue 15 removes. 'same_kind' (3.9.0 on): a non-square four or eight off, so the
 * residue mod 4 stays; a square's root an even step off (2, 4, …, 2|a|), the nearest two whose
 * roots are as many whole numbers as the right ones (a step of 2|a| moves each root by one); and
 * either within the sizes the written sum allows (a difference under b^2, a sum over both its
 * terms), so the slip is not told by a result larger than what it was taken from (sqrt(9 - 4),
 * then sqrt(13)). But a step of 2|a| can take a small square far (11^2 to 29^2), a sum is bounded
 * below only, and 4 off a small fraction is many times it (8/9 to 44/9): 22% of 3.9.0's such slips
 * came to over twice the right value (5% at 3.8.0), a size cue again. 'same_kind_near' (3.10.0 on):
 * 'same_kind' within half to twice the right value (unless that is 0: nothing positive is near it).
 */
export type DiscSlip = 'any_neighbour' | 'same_kind' | 'same_kind_near';

/** Nearby discriminants of the same kind (a square stays a square), as `slip` draws them, for -b and 2a as written. */
function nearbyDiscriminants(s: Formula, slip: DiscSlip): Q[] {
  const d = s.disc;
  const root = sqrtOf(d);
  if (slip === 'any_neighbour') {
    if (root.isRational()) return [root.p.add(1), root.p.sub(1), root.p.add(2)].filter((x) => x.compare(0) >= 0).map((x) => x.mul(x)).filter((x) => !x.equals(d));
    return [-4, -3, -2, -1, 1, 2, 3, 4].map((k) => d.add(k)).filter((x) => x.compare(0) > 0 && !sqrtOf(x).isRational());
  }
  const bSq = s.minusB.mul(s.minusB);
  const fourAc = bSq.sub(d);
  // The line reads sqrt(b^2 - 4ac) or sqrt(b^2 + |4ac|): what such a difference or sum can come to.
  const written = (x: Q) => x.compare(0) > 0 && (fourAc.compare(0) > 0 ? x.compare(bSq) < 0 : x.compare(bSq) > 0 && x.compare(fourAc.neg()) > 0);
  // 'same_kind_near' (3.10.0 on): within half to twice the right value, so a wrong discriminant is
  // not told by being far larger (a square's root a step of 2|a| off took 11^2 to 29^2).
  const near = (x: Q) => slip !== 'same_kind_near' || d.isZero() || (x.mul(2).compare(d) >= 0 && x.compare(d.mul(2)) <= 0);
  const fits = (x: Q) => written(x) && near(x);
  if (!root.isRational()) return [-8, -4, 4, 8].map((k) => d.add(k)).filter((x) => fits(x) && !sqrtOf(x).isRational());
  const r = root.p;
  const whole = (x: Q) => [s.minusB.add(x), s.minusB.sub(x)].filter((n) => n.div(s.twoA).isInteger()).length;
  const out: Q[] = [];
  for (let k = q(2); k.compare(s.twoA.abs()) <= 0 && out.length < 2; k = k.add(2)) {
    for (const x of [r.add(k), r.sub(k)]) {
      if (out.length < 2 && x.compare(0) > 0 && whole(x) === whole(r) && fits(x.mul(x))) out.push(x.mul(x));
    }
  }
  return out;
}

type FormulaNext = { kind: 'formula'; s: Formula } | { kind: 'single'; v: Surd } | { kind: 'roots'; roots: Surd[] };

function plusOnly(w: Writer, before: Before, s: Formula, text: string | null): Written<FormulaNext> | null {
  const v = Surd.rational(s.minusB).add(sqrtOf(s.disc)).mul(Surd.rational(s.twoA.inverse()));
  if (!usable(w, before, [v])) return null;
  return { text: text ?? valueAnswer(v), next: { kind: 'single', v } };
}

/** After a line naming one value: that value as the answer (unless the line already reads so). */
function finishSingle(w: Writer, v: Surd): void {
  const answer = valueAnswer(v);
  if (w.steps[w.steps.length - 1] !== answer) w.step(PHASE, () => ({ text: answer, next: null }));
}

/**
 * The slip on the line that simplifies a ± with a root (`x = (-4 ± sqrt(48))/2` to
 * `x = -2 ± 2sqrt(3)`). 'undivided' (before generator 3.8.0): only the first term divided,
 * `x = -2 ± 4sqrt(3)`, the root's coefficient |2a| times the right one, a size the valid line never
 * writes there, so a reader of number sizes placed the slip (issue 15, audit 12). 'halved_or_doubled'
 * (3.8.0 on): the root's part divided by 2a's 2 once too often or not at all, half each
 * (`-2 ± sqrt(3)`, `-2 ± 4sqrt(3)`), so a wrong coefficient is as often smaller than the right one
 * as larger.
 */
export type SurdSlip = 'undivided' | 'halved_or_doubled';

/**
 * The slip of a line that moves terms to one side (sign_error_moving_term: the moved term keeps its
 * sign). 'doubled_when_negated' (before generator 3.11.0): where the standard form is written
 * negated (3.5.0 on), the slip still added twice the moved term to the negated line, so the term
 * was moved twice over instead of keeping its sign (9x^2 + 4x = 6x, then -9x^2 + 14x = 0, where
 * keeping the sign writes -9x^2 - 10x = 0): a coefficient larger than the terms it came from
 * together, a size no sign slip writes, which a reader of number sizes placed (gradient boosting,
 * quadratic perturbed, seed 777). 'kept_sign' (3.11.0 on): on a negated line the slip is negated too.
 */
export type MoveSlip = 'doubled_when_negated' | 'kept_sign';

/**
 * The slip of a line that moves a term beside one of its degree and works the sum out
 * (arithmetic_slip: the sum one to four off). 'any' (before generator 3.12.0): any such value, so
 * where the right sum adds two sizes (-10x = 6x, then -16x) a slip over it wrote a coefficient no
 * valid line writes, larger than the two terms together (-19x): 24% of those slips on the line to
 * the standard form (quadratic train, seeds 1 and 777), none of some 11,000 valid lines. 'within_terms'
 * (3.12.0 on): only values no larger than the two terms together, as 3.9.0's discriminant sums.
 */
export type CombineSlip = 'any' | 'within_terms';

/** How a generator version writes the slips of the textbook and formula paths (trace.ts picks it by version). */
export interface SlipStyle {
  surd: SurdSlip;
  disc: DiscSlip;
  move: MoveSlip;
  combine: CombineSlip;
}

/** The slips of generator 3.0.0 to 3.7.0. */
export const SLIP_STYLE_30: SlipStyle = { surd: 'undivided', disc: 'any_neighbour', move: 'doubled_when_negated', combine: 'any' };

/**
 * x = (-b ± sqrt(b^2 - 4ac))/(2a) with the numbers put in, the discriminant worked out, the
 * roots simplified, listed. For A x^2 + B x + C = 0 (any real roots).
 */
export function formulaPath(w: Writer, std: Eq, rng: Rng, forms: Forms = null, slips: SlipStyle = SLIP_STYLE_30): void {
  const onPositive = formulaOnPositiveLead(forms);
  const positiveDen = positiveDenominator(forms);
  const f0 = diffOf(std);
  const f = onPositive(P.lead(f0)) ? P.scale(f0, q(-1)) : f0;
  if (P.degree(f) !== 2) throw new Impossible('not a quadratic');
  const [C, B, A] = [P.coeff(f, 0), P.coeff(f, 1), P.coeff(f, 2)];
  const before = lazy(() => rootsOf(f));
  const bSq = B.mul(B);
  const fourAc = A.mul(C).mul(4);
  const correct: Formula = { minusB: B.neg(), disc: discriminant(f), twoA: A.mul(2) };
  const asStep = (s: Formula, text: string): Written<Formula> | null => (usable(w, before, formulaRoots(s)) ? { text, next: s } : null);
  const subVariants: Variants<Formula> = {};
  if (!B.isZero()) {
    subVariants.sign_error_minus_b = () => asStep({ ...correct, minusB: B }, formulaSubstituted(B, bSq, fourAc, correct.twoA));
  }
  if (!fourAc.isZero()) {
    // The sign of -4ac lost: b^2 + 4ac.
    subVariants.wrong_discriminant = () => asStep({ ...correct, disc: bSq.add(fourAc) }, formulaSubstituted(correct.minusB, bSq, fourAc.neg(), correct.twoA));
  }
  if (!A.abs().equals(1)) {
    // The denominator written a instead of 2a: every root doubled, numbers of the same size.
    subVariants.arithmetic_slip = () => asStep({ ...correct, twoA: A }, formulaSubstituted(correct.minusB, bSq, fourAc, A));
  }
  const sub = w.step(PHASE, () => ({ text: formulaSubstituted(correct.minusB, bSq, fourAc, correct.twoA), next: correct }), subVariants);
  let next: FormulaNext = { kind: 'formula', s: sub };
  if (!fourAc.isZero()) {
    // The discriminant worked out: x = (-2 ± sqrt(8))/2 (from 3.5.0 a negative denominator's
    // sign sometimes moved to the numerator, forms.ts).
    const cur = positiveDen(sub.twoA) ? { ...sub, minusB: sub.minusB.neg(), twoA: sub.twoA.neg() } : sub;
    const curRoots = lazy(() => formulaRoots(cur));
    next = w.step<FormulaNext>(PHASE, () => ({ text: formulaWithDiscriminant(cur.minusB, cur.disc, cur.twoA), next: { kind: 'formula', s: cur } }), {
      wrong_discriminant: () => pickUsable(rng, nearbyDiscriminants(cur, slips.disc).map((d) => () => {
        const s: Formula = { ...cur, disc: d };
        return usable(w, curRoots, formulaRoots(s)) ? { text: formulaWithDiscriminant(cur.minusB, d, cur.twoA), next: { kind: 'formula' as const, s } } : null;
      })),
      dropped_sign: () => {
        const s: Formula = { ...cur, minusB: cur.minusB.neg() };
        return !cur.minusB.isZero() && usable(w, curRoots, formulaRoots(s)) ? { text: formulaWithDiscriminant(s.minusB, s.disc, s.twoA), next: { kind: 'formula' as const, s } } : null;
      },
      ...(rareRootLoss(rng) ? { positive_root_only: () => plusOnly(w, curRoots, cur, formulaPlusOnly(cur.minusB, cur.disc, cur.twoA)) } : {}),
    });
  }
  if (next.kind === 'single') return finishSingle(w, next.v);
  if (next.kind === 'roots') return listRoots(w, next.roots, rng);
  const cur = next.s;
  const root = sqrtOf(cur.disc);
  const curRoots = formulaRoots(cur, root);
  if (root.isRational()) {
    // x = (5 ± 1)/2, then the two values.
    const r = root.p;
    const flipped = negated(curRoots);
    const after = w.step<FormulaNext>(PHASE, () => ({ text: formulaRational(cur.minusB, r, cur.twoA), next: { kind: 'roots', roots: curRoots } }), {
      ...(r.isZero() || !rareRootLoss(rng) ? {} : { positive_root_only: () => plusOnly(w, curRoots, cur, formulaRationalPlusOnly(cur.minusB, r, cur.twoA)) }),
      dropped_sign: () => (!cur.minusB.isZero() && usable(w, curRoots, flipped) ? { text: formulaRational(cur.minusB.neg(), r, cur.twoA), next: { kind: 'roots', roots: flipped } } : null),
    });
    if (after.kind === 'single') return finishSingle(w, after.v);
    if (after.kind === 'roots' && after.roots.length === 1) return finishSingle(w, after.roots[0]!);
    return listRoots(w, after.kind === 'roots' ? after.roots : curRoots, rng);
  }
  // Irrational: the ± form simplified when it reads differently, then the two values.
  const p = cur.minusB.div(cur.twoA);
  const r = root.mul(Surd.rational(cur.twoA.inverse().abs()));
  const simplified = xIs(pmExpr(p, r));
  if (simplified === w.steps[w.steps.length - 1]) return listRoots(w, curRoots, rng);
  const after = w.step<FormulaNext>(PHASE, () => ({ text: simplified, next: { kind: 'roots', roots: curRoots } }), {
    arithmetic_slip: () => {
      // The root's part worked out wrongly (SurdSlip). The draw is made only where this slip is
      // the trace's error, so no other trace changes with it.
      const wrong = slips.surd === 'undivided' ? root : r.mul(Surd.rational(rng.int(0, 1) === 0 ? q(2) : q(1, 2)));
      const slipped = sortRoots([Surd.rational(p).add(wrong), Surd.rational(p).sub(wrong)]);
      return !wrong.equals(r) && usable(w, curRoots, slipped) ? { text: xIs(pmExpr(p, wrong)), next: { kind: 'roots', roots: slipped } } : null;
    },
    ...(rareRootLoss(rng) ? { positive_root_only: () => plusOnly(w, curRoots, cur, null) } : {}),
    dropped_sign: () => {
      const flipped = negated(curRoots);
      return !p.isZero() && usable(w, curRoots, flipped) ? { text: xIs(pmExpr(p.neg(), r)), next: { kind: 'roots', roots: flipped } } : null;
    },
  });
  if (after.kind === 'single') return finishSingle(w, after.v);
  listRoots(w, after.kind === 'roots' ? after.roots : curRoots, rng);
}

/** The final list of values, with a slip in the rational part. */
export function listRoots(w: Writer, roots: readonly Surd[], rng: Rng): void {
  const sorted = sortRoots(roots);
  const variants: Variants<null> = {};
  variants.dropped_sign = () => {
    const wrong = negated(sorted);
    return usable(w, sorted, wrong) ? { text: rootsAnswer(wrong), next: null } : null;
  };
  if (sorted.length === 2) {
    variants.arithmetic_slip = () => {
      if (kindOf(sorted) === 'irrational') {
        // Both values copied with the rational part off by one.
        const d = Surd.rational(q(rng.pick([-1, 1])));
        const wrong = sortRoots(sorted.map((v) => v.add(d)));
        return usable(w, sorted, wrong) ? { text: rootsAnswer(wrong), next: null } : null;
      }
      // One division worked out wrongly.
      const i = rng.int(0, 1);
      const wrong = sortRoots(sorted.map((v, j) => (j === i ? v.add(Surd.rational(q(rng.pick([-1, 1])))) : v)));
      return wrong.length === 2 && usable(w, sorted, wrong) ? { text: rootsAnswer(wrong), next: null } : null;
    };
  }
  w.step(PHASE, () => ({ text: rootsAnswer(sorted), next: null }), variants);
}

// ---------- the whole textbook path ----------

/** From any polynomial equation to the answer: collect, then factor or the formula. */
export function solveEq(w: Writer, s: Eq, rng: Rng, method: 'textbook' | 'formula' = 'textbook', forms: Forms = null, slips: SlipStyle = SLIP_STYLE_30): void {
  const f = diffOf(s);
  if (P.degree(f) === 1) return solveLinear(w, s);
  // From 3.5.0 the standard form is written negated half the time (forms.ts); only where a line
  // moves terms (a problem already in standard form is solved as written).
  let std: Eq = { left: !P.isZero(s.right) && negatesStandardForm(forms) ? P.scale(f, q(-1)) : f, right: [] };
  if (!P.isZero(s.right)) {
    std = moveStep(w, s, std, rng, slips);
    if (P.degree(diffOf(std)) === 1) return solveLinear(w, std);
  }
  const rational = method === 'textbook' ? rationalRoots(diffOf(std)) : null;
  if (rational) factorPath(w, std, rng, rational, forms);
  else formulaPath(w, std, rng, forms, slips);
}

