// The ways to clear the fractions: the textbook's (multiply every term by the least common
// denominator) and the four detours — cross-multiplying, multiplying by a common denominator
// that is not the least, combining the fractions of each side first, and moving every term to
// one side over one denominator. Each multiplies by an expression that may be zero, so each may
// add candidates (the excluded values) that the shared ending (path.ts) then rejects.
import type { Poly } from '../../algebra/index.ts';
import { poly as P } from '../../algebra/index.ts';
import type { Q } from '../../generator/build.ts';
import { q } from '../../generator/build.ts';
import type { Rng } from '../../generator/rng.ts';
import type { Variants, Written, Writer } from '../../generator/writer.ts';
import { Impossible } from '../../generator/writer.ts';
import type { Frac, FracEq, Product, ProductEq, Truth } from './model.ts';
import {
  clearedPoly, distinct, fracDens, hasValue, isPolyNum, lcmFactors, linearPoly, losesSolution, numPoly, productEqPoly, productPoly,
  signed, usableRoots, withoutFactors,
} from './model.ts';
import type { Student } from './path.ts';
import { solveCleared, solveExpanded } from './path.ts';
import { fracEqText, productEqText, restrictionText } from './text.ts';

export interface Ctx {
  eq: FracEq;
  truth: Truth;
  student: Student;
  rng: Rng;
}

const SMALL = [-2, -1, 1, 2];

function firstUsable<T>(rng: Rng, options: readonly (() => Written<T> | null)[]): Written<T> | null {
  for (const f of rng.shuffle(options)) {
    const w = f();
    if (w) return w;
  }
  return null;
}

/** A wrong fraction equation is usable when its cleared roots can be shown and it loses a true solution. */
function wrongFracEq(e: FracEq, truth: Truth): Written<FracEq> | null {
  return losesSolution(usableRoots(clearedPoly(e)), truth) ? { text: fracEqText(e), next: e } : null;
}

function wrongProductEq(e: ProductEq, truth: Truth): Written<ProductEq> | null {
  return losesSolution(usableRoots(productEqPoly(e)), truth) ? { text: productEqText(e), next: e } : null;
}

const flip = (f: Frac): Frac => ({ ...f, sign: (-f.sign) as 1 | -1 });

/** A restriction line excluding these values, as a written step. */
const restrictionLine = (list: Q[]): Written<Q[]> => ({ text: restrictionText(list), next: list });

/** The wrong restriction lines through generator 3.2.0: one zero's sign lost, or a numerator's zero added. */
function restrictionSlips(ctx: Ctx, order: readonly Q[]): (() => Written<Q[]> | null)[] {
  const { truth, eq } = ctx;
  const options: (() => Written<Q[]> | null)[] = [];
  for (const v of order) {
    if (v.equals(0) || hasValue(truth.excluded, v.neg())) continue;
    options.push(() => restrictionLine([v.neg(), ...order.filter((u) => !u.equals(v))]));
  }
  for (const z of numeratorZeros(eq, truth)) {
    options.push(() => restrictionLine([z, ...order]));
  }
  return options;
}

/** The zeros of the linear numerators that are no excluded value and could be shown. */
function numeratorZeros(eq: FracEq, truth: Truth): Q[] {
  const out: Q[] = [];
  for (const f of [...eq.left, ...eq.right]) {
    const n = numPoly(f.num);
    if (!f.den.length || P.degree(n) !== 1) continue;
    const z = P.coeff(n, 0).neg().div(P.coeff(n, 1));
    if (hasValue(truth.excluded, z) || !usableRoots(linearPoly(q(1), z.neg()))) continue;
    out.push(z);
  }
  return out;
}

const negative = (v: Q): boolean => v.compare(0) < 0;

/**
 * Generator 3.3.0's wrong restriction lines: the line keeps its count of "!=" and of "-" (one
 * zero's sign lost, or a numerator's zero added, changed one of them where no right line does,
 * which placed these errors for a reader of forms, issue 15). Both zeros read with their signs
 * lost, when they have opposite signs (x + 3 and x - 1 give x != 3, x != -1), or a numerator's
 * zero in place of a denominator's zero of its sign.
 */
function restrictionSlips33(ctx: Ctx, order: readonly Q[]): (() => Written<Q[]> | null)[] {
  const { truth, eq } = ctx;
  const options: (() => Written<Q[]> | null)[] = [];
  const [u, v] = order;
  if (order.length === 2 && u && v && !u.equals(0) && !v.equals(0) && negative(u) !== negative(v) && !hasValue(truth.excluded, u.neg()) && !hasValue(truth.excluded, v.neg())) {
    options.push(() => restrictionLine([u.neg(), v.neg()]));
  }
  for (const z of numeratorZeros(eq, truth)) {
    const i = order.findIndex((x) => negative(x) === negative(z));
    if (i < 0) continue;
    options.push(() => restrictionLine([z, ...order.filter((_, j) => j !== i)]));
  }
  return options;
}

/**
 * x != 3, x != -1: the zeros of the denominators, in an order drawn by the plan. The slip puts
 * a wrong value first — through 3.2.0 a sign lost reading a denominator (x + 3 gives x != 3), or
 * the zero of a numerator excluded as well; from 3.3.0 both signs lost, or a numerator's zero in
 * place of one (restrictionSlips33) — so the checker records none of the line.
 */
export function restrict(w: Writer, ctx: Ctx, order: readonly Q[]): void {
  const options = ctx.student.restrictionKeepsCounts ? restrictionSlips33(ctx, order) : restrictionSlips(ctx, order);
  const variants: Variants<Q[]> = { wrong_restriction: () => firstUsable(ctx.rng, options) };
  ctx.student.believed = w.step('algebra', () => restrictionLine(order.slice()), variants);
}

/** Each term times the common denominator `m` (its own denominator cancelled). */
function multiplyBy(e: FracEq, m: readonly Q[]): ProductEq {
  const one = (f: Frac) => signed(f.sign, numPoly(f.num), withoutFactors(m, f.den));
  return { left: e.left.map(one), right: e.right.map(one) };
}

/** A term of a cleared equation left without (some of) the factors it should have been multiplied by. */
function partialMultiplication(e: ProductEq, ctx: Ctx): Written<ProductEq> | null {
  const options: (() => Written<ProductEq> | null)[] = [];
  for (const side of ['left', 'right'] as const) {
    e[side].forEach((p, i) => {
      if (!p.factors.length) return;
      const keeps = p.factors.length > 1 ? [[], p.factors.slice(0, 1), p.factors.slice(1)] : [[]];
      for (const kept of keeps) {
        options.push(() => {
          const list = e[side].slice();
          list[i] = { ...p, factors: kept };
          return wrongProductEq({ ...e, [side]: list }, ctx.truth);
        });
      }
    });
  }
  return firstUsable(ctx.rng, options);
}

/** The cleared equation with one product replaced (the slips of copying a term while clearing). */
function replaced(e: ProductEq, side: 'left' | 'right', i: number, p: Product): ProductEq {
  const list = e[side].slice();
  list[i] = p;
  return { ...e, [side]: list };
}

/**
 * Slips made while copying a product, which keep the line's length and bring in no new number
 * (so the long cleared or combined line is as likely to hold the error as any other): a
 * numerator's constant or a constant term copied with the wrong sign (numerator_sign_error), or
 * one factor copied with the wrong sign, (x + 2) for (x - 2) (arithmetic_slip).
 */
function productSlips(p: Product): { sign: Product[]; factor: Product[] } {
  const sign: Product[] = [];
  if (P.degree(p.num) === 1 && !P.coeff(p.num, 0).equals(0)) sign.push(signed(p.sign, linearPoly(P.coeff(p.num, 1), P.coeff(p.num, 0).neg()), p.factors));
  else if (P.degree(p.num) === 0) sign.push({ ...p, sign: (-p.sign) as 1 | -1 });
  const factor = p.factors.flatMap((u, k) => {
    if (u.equals(0)) return [];
    const factors = p.factors.slice();
    factors[k] = u.neg();
    return [{ ...p, factors }];
  });
  return { sign, factor };
}

function copySlips(e: ProductEq, ctx: Ctx): { sign: Option<ProductEq>[]; factor: Option<ProductEq>[] } {
  const sign: Option<ProductEq>[] = [];
  const factor: Option<ProductEq>[] = [];
  for (const side of ['left', 'right'] as const) {
    e[side].forEach((p, i) => {
      const slips = productSlips(p);
      sign.push(...slips.sign.map((x) => () => wrongProductEq(replaced(e, side, i, x), ctx.truth)));
      factor.push(...slips.factor.map((x) => () => wrongProductEq(replaced(e, side, i, x), ctx.truth)));
    });
  }
  return { sign, factor };
}

/**
 * The cleared line as written: from 3.6.0 a subtracted term whose numerator is linear may take its
 * minus into the numerator, `+ (-3x - 2)(x + 3)` for `- (3x + 2)(x + 3)` (Student.absorbsMinus).
 */
function clearedText(e: ProductEq, absorbs: (side: 'left' | 'right', i: number) => boolean): string {
  const one = (side: 'left' | 'right') => e[side].map((p, i) =>
    p.sign === -1 && P.degree(p.num) === 1 && !P.coeff(p.num, 0).equals(0) && absorbs(side, i) ? { ...p, sign: 1 as const, num: P.neg(p.num) } : p);
  return productEqText({ left: one('left'), right: one('right') });
}

function clearStep(w: Writer, ctx: Ctx, cleared: ProductEq): ProductEq {
  const slips = copySlips(cleared, ctx);
  const absorbs = ctx.student.absorbsMinus;
  // A slipped line is written with its right twin's choices (the same terms absorb their minus).
  const written = (made: Written<ProductEq> | null): Written<ProductEq> | null => (made ? { text: clearedText(made.next, absorbs), next: made.next } : null);
  const variants: Variants<ProductEq> = { partial_multiplication: () => written(partialMultiplication(cleared, ctx)) };
  if (slips.sign.length) variants.numerator_sign_error = () => written(firstUsable(ctx.rng, slips.sign));
  if (slips.factor.length) variants.arithmetic_slip = () => written(firstUsable(ctx.rng, slips.factor));
  return w.step('algebra', () => ({ text: clearedText(cleared, absorbs), next: cleared }), variants);
}

/** The textbook: every term times the least common denominator. */
export function canonical(w: Writer, ctx: Ctx): void {
  solveCleared(w, clearStep(w, ctx, multiplyBy(ctx.eq, fracDens(ctx.eq))), ctx.truth, ctx.student, ctx.rng);
}

/** Every term times the product of all the denominators as written (x - 3 twice when it occurs twice). */
export function nonMinimalDenominator(w: Writer, ctx: Ctx): void {
  const all = [...ctx.eq.left, ...ctx.eq.right].flatMap((f) => f.den);
  if (all.length === distinct(all).length) throw new Impossible('no denominator repeats: their product is the least common denominator');
  // Grouped by zero, in order of first appearance, so a repeated factor prints as a power.
  const order = distinct(all);
  const m = order.flatMap((u) => all.filter((v) => v.equals(u)));
  solveCleared(w, clearStep(w, ctx, multiplyBy(ctx.eq, m)), ctx.truth, ctx.student, ctx.rng);
}

type Option<T> = () => Written<T> | null;

/**
 * The slips of multiplying out a combined numerator (a sum of products): a minus that reaches
 * only the first term of a subtracted numerator, or one coefficient of the result off.
 */
function numeratorSlips(terms: readonly Product[], rng: Rng, truth: Truth, build: (num: Poly) => FracEq): { sign: Option<FracEq>[]; slip: Option<FracEq>[] } {
  const total = (ts: readonly Product[]) => ts.reduce<Poly>((acc, t) => P.add(acc, productPoly(t)), P.ZERO);
  const correct = total(terms);
  const sign = terms.flatMap((t, k) => {
    if (t.sign !== -1 || P.degree(t.num) !== 1 || P.coeff(t.num, 0).equals(0)) return [];
    const wrong = terms.map((u, j) => (j === k ? { ...u, num: linearPoly(P.coeff(u.num, 1), P.coeff(u.num, 0).neg()) } : u));
    return [() => wrongFracEq(build(total(wrong)), truth)];
  });
  const slip = correct.flatMap((c, k) => {
    if (c.equals(0)) return [];
    return [() => c.neg(), () => c.add(q(rng.pick(SMALL)))].map((d) => () => {
      const out = correct.slice();
      out[k] = d();
      return wrongFracEq(build(P.add(out, [])), truth);
    });
  });
  return { sign, slip };
}

/** A side's terms over one denominator, as products (each numerator times the factors its denominator lacks). */
function overDenominator(fs: readonly Frac[], den: readonly Q[]): Product[] {
  return fs.map((f) => signed(f.sign, numPoly(f.num), withoutFactors(den, f.den)));
}

/** Multiplies out the product numerators of the sides that hold one (one line, with its slips). */
function simplifyNumerators(w: Writer, ctx: Ctx, e: FracEq): FracEq {
  const simple = (fs: readonly Frac[]): Frac[] => fs.map((f) => (isPolyNum(f.num) ? f : { ...f, num: numPoly(f.num) }));
  const next: FracEq = { left: simple(e.left), right: simple(e.right) };
  const sign: Option<FracEq>[] = [];
  const slip: Option<FracEq>[] = [];
  for (const side of ['left', 'right'] as const) {
    e[side].forEach((f, i) => {
      if (isPolyNum(f.num)) return;
      const build = (num: Poly): FracEq => {
        const list = next[side].slice();
        list[i] = { ...f, num };
        return { ...next, [side]: list };
      };
      const found = numeratorSlips(f.num, ctx.rng, ctx.truth, build);
      sign.push(...found.sign);
      slip.push(...found.slip);
    });
  }
  const variants: Variants<FracEq> = {};
  if (sign.length) variants.numerator_sign_error = () => firstUsable(ctx.rng, sign);
  if (slip.length) variants.arithmetic_slip = () => firstUsable(ctx.rng, slip);
  return w.step('algebra', () => ({ text: fracEqText(next), next }), variants);
}

/**
 * Writes a line whose fractions were brought over a common denominator; the slip: one term of a
 * combined numerator not multiplied by the factor its denominator lacked (the numerator copied as it stood).
 */
function combinedStep(w: Writer, ctx: Ctx, combined: FracEq): FracEq {
  const options: Option<FracEq>[] = [];
  for (const side of ['left', 'right'] as const) {
    combined[side].forEach((f, i) => {
      if (isPolyNum(f.num)) return;
      const terms = f.num;
      terms.forEach((t, k) => {
        if (!t.factors.length || terms.length < 2) return;
        options.push(() => {
          const num = terms.map((u, j) => (j === k ? { ...u, factors: [] } : u));
          const list = combined[side].slice();
          list[i] = { ...f, num };
          return wrongFracEq({ ...combined, [side]: list }, ctx.truth);
        });
      });
    });
  }
  const variants: Variants<FracEq> = options.length ? { partial_multiplication: () => firstUsable(ctx.rng, options) } : {};
  // The copying slips of the cleared line, inside a combined numerator.
  const sign: Option<FracEq>[] = [];
  const factor: Option<FracEq>[] = [];
  for (const side of ['left', 'right'] as const) {
    combined[side].forEach((f, i) => {
      if (isPolyNum(f.num)) return;
      const terms = f.num;
      terms.forEach((t, k) => {
        const make = (x: Product) => () => {
          const list = combined[side].slice();
          list[i] = { ...f, num: terms.map((u, j) => (j === k ? x : u)) };
          return wrongFracEq({ ...combined, [side]: list }, ctx.truth);
        };
        const slips = productSlips(t);
        sign.push(...slips.sign.map(make));
        factor.push(...slips.factor.map(make));
      });
    });
  }
  if (sign.length) variants.numerator_sign_error = () => firstUsable(ctx.rng, sign);
  if (factor.length) variants.arithmetic_slip = () => firstUsable(ctx.rng, factor);
  return w.step('algebra', () => ({ text: fracEqText(combined), next: combined }), variants);
}

/** Combines the fractions of each side that has several terms over that side's common denominator, then clears. */
export function combineFractions(w: Writer, ctx: Ctx): void {
  const { eq } = ctx;
  const lcd = fracDens(eq);
  const several = eq.left.length > 1 || eq.right.length > 1;
  const combine = (fs: readonly Frac[]): Frac[] => {
    if (several && fs.length < 2) return fs.slice();
    // With one fraction a side, both go over the common denominator ("equal denominators, equal numerators").
    const den = several ? lcmFactors(fs.map((f) => f.den)) : lcd;
    return [{ sign: 1, num: overDenominator(fs, den), den }];
  };
  const combined = combinedStep(w, ctx, { left: combine(eq.left), right: combine(eq.right) });
  const simplified = simplifyNumerators(w, ctx, combined);
  const cleared = multiplyBy(simplified, lcd);
  solveCleared(w, clearStep(w, ctx, cleared), ctx.truth, ctx.student, ctx.rng);
}

/** Moves every term to the left, writes the left as one fraction, simplifies its numerator and sets it to zero. */
export function oneSideSingleFraction(w: Writer, ctx: Ctx): void {
  const { eq, truth, rng } = ctx;
  const moved: FracEq = { left: [...eq.left, ...eq.right.map(flip)], right: [] };
  const movedVariants: Variants<FracEq> = {
    // A term brought over from the right keeps its sign.
    sign_error_moving_term: () => firstUsable(rng, eq.right.map((_, i) => () => {
      const left = moved.left.slice();
      left[eq.left.length + i] = eq.right[i]!;
      return wrongFracEq({ left, right: [] }, truth);
    })),
  };
  const state = w.step('algebra', () => ({ text: fracEqText(moved), next: moved }), movedVariants);
  const lcd = fracDens(state);
  const one = combinedStep(w, ctx, { left: [{ sign: 1, num: overDenominator(state.left, lcd), den: lcd }], right: [] });
  const simplified = simplifyNumerators(w, ctx, one);
  const num = numPoly(simplified.left[0]!.num);
  solveExpanded(w, { left: [num], right: [] }, truth, ctx.student, rng);
}

/**
 * Brings the equation to one fraction a side — the terms over the first denominator on the
 * left, the others on the right, each side combined — and multiplies crosswise.
 */
export function crossMultiply(w: Writer, ctx: Ctx): void {
  const { eq, truth, rng } = ctx;
  const r = eq.left[0]!.den;
  if (r.length !== 1) throw new Impossible('the first term is not a fraction');
  const isA = (f: Frac) => f.den.length === 1 && f.den[0]!.equals(r[0]!);
  const a: Frac[] = [...eq.left.filter(isA), ...eq.right.filter(isA).map(flip)];
  const b: Frac[] = [...eq.right.filter((f) => !isA(f)), ...eq.left.filter((f) => !isA(f)).map(flip)];
  if (!b.length) throw new Impossible('every term is over the same denominator');
  let state: FracEq = { left: a, right: b };
  const movedRight = eq.right.filter(isA).length;
  const movedLeft = eq.left.filter((f) => !isA(f)).length;
  if (movedRight + movedLeft > 0) {
    const moved = state;
    // A moved term keeps its sign: the last movedRight terms of the left and movedLeft of the right moved.
    const options: Option<FracEq>[] = [];
    for (const side of ['left', 'right'] as const) {
      const count = side === 'left' ? movedRight : movedLeft;
      moved[side].forEach((_, i) => {
        if (i < moved[side].length - count) return;
        options.push(() => {
          const list = moved[side].slice();
          list[i] = flip(list[i]!);
          return wrongFracEq({ ...moved, [side]: list }, truth);
        });
      });
    }
    const variants: Variants<FracEq> = { sign_error_moving_term: () => firstUsable(rng, options) };
    state = w.step('algebra', () => ({ text: fracEqText(moved), next: moved }), variants);
  }
  // One fraction a side, numerators simplified at once.
  const single = (fs: readonly Frac[]): Frac[] => {
    if (fs.length < 2) return fs.slice();
    const den = lcmFactors(fs.map((f) => f.den));
    return [{ sign: 1, num: overDenominator(fs, den), den }];
  };
  const combined: FracEq = { left: single(state.left), right: single(state.right) };
  if (combined.left.length > 1 || combined.right.length > 1) throw new Impossible('a side did not become one fraction');
  if (fracEqText(combined) !== fracEqText(state)) state = simplifyNumerators(w, ctx, combined);
  const [l, rt] = [state.left[0]!, state.right[0]!];
  const ln = numPoly(l.num);
  const rn = numPoly(rt.num);
  if (!ln.length || !rn.length) throw new Impossible('a side is zero: there is nothing to cross-multiply');
  const cross: ProductEq = {
    left: [signed(l.sign, ln, rt.den)],
    right: [signed(rt.sign, rn, l.den)],
  };
  solveCleared(w, clearStep(w, ctx, cross), truth, ctx.student, rng);
}

export { hasValue };
