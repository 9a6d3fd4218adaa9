// Generator 3's candidate-generating detours (multiply both sides by x - r, square both sides),
// written so that the form of a trace does not give its type away (issue 15). What generator 2
// let a reader see without any algebra, and what this file does instead:
//   - every T1 had one keep and one reject, every T2 two keeps or no check at all, two rejects
//     only in T3. Here every trace checks one candidate — the one the detour added (x = r, or the
//     root of the second factor of a square) — rejects it and answers the other: a T2 gets there
//     by a slip before the checks (the wrong candidates are listed and the suspect one is
//     rejected, correctly), never by a wrong check;
//   - a wrong path was factored differently from a right one: both use one factoring now;
//   - the wrong candidate of a T2 had the size of a slip: here it is what a slipped equation
//     gives, drawn from the same slips as T3's.
// T1/T2/T3 keep the paper's definitions: the extraneous candidate is checked against the original
// equation and discarded (the checker needs nothing else of a valid trace), T2 has one injected
// error and a wrong final answer, T3 one injected error and the final answer reverted.
import type { Poly } from '../../algebra/index.ts';
import { poly as P } from '../../algebra/index.ts';
import type { Q } from '../../generator/build.ts';
import { answer, candidates, checkLine, eq, factored, linear, mul, polyExpr, q, sumExpr } from '../../generator/build.ts';
import type { Rng } from '../../generator/rng.ts';
import { collectText, linPoly, quad, slip, twoRoots, type Quad } from './collected.ts';
import type { Variants, Written, Writer } from '../../generator/writer.ts';
import { Impossible } from '../../generator/writer.ts';
import type { Lin } from './path.ts';
import { solution } from './path.ts';

interface Original {
  left: Poly;
  right: Poly;
  solution: Q;
}

type Sides = { left: Poly; right: Poly };


function originalOf(s: Lin): Original {
  return { left: linPoly(s.a, s.b), right: linPoly(s.c, s.d), solution: solution(s)! };
}

const expandedText = (x: Sides) => eq(polyExpr(x.left), polyExpr(x.right));

/** An expanded equation is a usable slip when it still has two rational roots (the trace goes on from it). */
const usable = (x: Sides): Written<Sides> | null => (twoRoots(P.sub(x.left, x.right)) ? { text: expandedText(x), next: x } : null);

/**
 * From the expanded equation: collect, factor, list the candidates, check the suspect one
 * against the original equation, answer the other. `suspect` is the candidate the detour added
 * (computed from the state the detour started from, so it follows a slip made before it).
 */
function finish(w: Writer, expanded: Sides, suspect: Q, original: Original, rng: Rng, collectSlipsInT2: boolean): void {
  const collected = P.sub(expanded.left, expanded.right);
  const roots = twoRoots(collected);
  if (!roots) throw new Impossible('the collected equation does not have two rational roots');
  const collectSlips = w.traceType === 'T3' || collectSlipsInT2;
  const state = w.step<Quad>('algebra', () => ({ text: collectText(collected), next: { poly: collected, roots } }), collectSlips ? {
    sign_error_moving_term: () => (P.coeff(expanded.right, 0).equals(0) ? null : quad(slip(collected, 0, P.coeff(expanded.right, 0).mul(2)))),
    coefficient_slip: () => quad(slip(collected, 1, q(rng.pick([-1, 1])))),
  } : {});
  // One factoring for right and wrong paths alike, its factors in either order.
  const roots2: Q[] = rng.int(0, 1) ? [state.roots[0], state.roots[1]] : [state.roots[1], state.roots[0]];
  const factorText = (rs: readonly Q[]) => eq(factored(P.lead(state.poly), rs), sumExpr([]));
  const truth = original.solution;
  const order = w.step<Q[]>('algebra', () => ({ text: factorText(roots2), next: roots2 }), w.injected === null ? {
    // A sign lost in the factor of the root that is not the suspect ((4x + 9) written (4x - 9)).
    distribution_error: () => {
      const i = roots2.findIndex((v) => !v.equals(suspect));
      const flipped = roots2[i]?.neg();
      if (i < 0 || !flipped || flipped.equals(roots2[i]!) || roots2.some((v) => v.equals(flipped))) return null;
      const rs = roots2.map((v, k) => (k === i ? flipped : v));
      return { text: factorText(rs), next: rs };
    },
  } : {});
  const rightPath = w.injected === null;
  const listed = w.step<Q[]>('candidates', () => ({ text: candidates(order), next: order }), rightPath ? {
    // The true root read off its factor with the sign lost (4x + 9 = 0 read as x = 9/4).
    dropped_true_root: () => {
      const i = order.findIndex((v) => v.equals(truth));
      const misread = truth.neg();
      if (i < 0 || truth.equals(0) || order.some((v) => v.equals(misread))) return null;
      const values = order.map((v, k) => (k === i ? misread : v));
      return { text: candidates(values), next: values };
    },
  } : {});
  const checked = listed.find((v) => v.equals(suspect)) ?? listed[rng.int(0, 1)]!;
  const other = listed.find((v) => !v.equals(checked))!;
  const l = P.evaluate(original.left, checked);
  const r = P.evaluate(original.right, checked);
  if (l.equals(r)) throw new Impossible('the suspect candidate satisfies the original equation');
  if (w.traceType === 'T2' && w.injected && other.equals(truth)) throw new Impossible('the slip left the true root as the answer');
  const d = q(rng.pick([-2, -1, 1, 2]));
  const onLeft = rng.int(0, 1) === 1;
  const variants: Variants<boolean> = {};
  if (w.traceType === 'T3' && w.injected === null) {
    // A miscomputed side that does not change the verdict (the relation stays true of the numbers written).
    variants.wrong_check_value = () => {
      const [wl, wr] = onLeft ? [l.add(d), r] : [l, r.add(d)];
      return wl.equals(wr) ? null : { text: checkLine(checked, wl, wr, '!=', 'reject'), next: false };
    };
  }
  w.step<boolean>('check', () => ({ text: checkLine(checked, l, r, '!=', 'reject'), next: false }), variants);
  w.plain(answer(other));
}

/** Multiplies both sides by (x - r), r not the solution: opens one obligation, x = r. */
export function multiplyExpression3(w: Writer, s: Lin, original: Lin, rng: Rng): void {
  const orig = originalOf(original);
  const choices: number[] = [];
  for (let r = -9; r <= 9; r++) if (r !== 0 && !orig.solution.equals(r)) choices.push(r);
  const r = q(rng.pick(choices));
  const factor = linear(q(1), r.neg());
  const factorPoly = linPoly(q(1), r.neg());
  w.step('linear', () => ({ text: eq(mul(linear(s.a, s.b), factor), mul(linear(s.c, s.d), factor)), next: null }));
  const times = (a: Q, b: Q) => P.mul(linPoly(a, b), factorPoly);
  const exact: Sides = { left: times(s.a, s.b), right: times(s.c, s.d) };
  const onLeft = rng.int(0, 1) === 1;
  const expanded = w.step<Sides>('algebra', () => ({ text: expandedText(exact), next: exact }), {
    // A sign lost on one side's constant all through its expansion: (A x - B)(x - r) written for
    // (A x + B)(x - r). The factor x - r survives, so x = r stays the candidate to check.
    distribution_error: () => {
      if ((onLeft ? s.b : s.d).equals(0)) return null;
      const slipped: Sides = onLeft ? { left: times(s.a, s.b.neg()), right: exact.right } : { left: exact.left, right: times(s.c, s.d.neg()) };
      return usable(slipped);
    },
  });
  finish(w, expanded, r, orig, rng, false);
}

/** Squares both sides: opens one obligation for the root of (A + C) x + (B + D) = 0. */
export function squareBothSides3(w: Writer, s: Lin, original: Lin, rng: Rng): void {
  const orig = originalOf(original);
  const plus = s.a.add(s.c);
  if (plus.equals(0)) throw new Impossible('both sides are negatives of each other: squaring gives no usable candidate set');
  const extra = s.b.add(s.d).neg().div(plus);
  const own = solution(s);
  if (own === null || extra.equals(own)) throw new Impossible('squaring adds no candidate here');
  const square = (e: ReturnType<typeof linear>) => ({ type: 'pow' as const, base: e, exp: 2 });
  w.step('linear', () => ({ text: eq(square(linear(s.a, s.b)), square(linear(s.c, s.d))), next: null }));
  const exact: Sides = { left: P.pow(linPoly(s.a, s.b), 2), right: P.pow(linPoly(s.c, s.d), 2) };
  const onLeft = rng.int(0, 1) === 1;
  const crossForgotten = rng.int(0, 1) === 1;
  const expanded = w.step<Sides>('algebra', () => ({ text: expandedText(exact), next: exact }), {
    // The classic slips: (A x + B)^2 written as A^2 x^2 + B^2 (the cross term forgotten) or as
    // A^2 x^2 - 2ABx + B^2 (its sign lost), on either side; the second always leaves rational roots.
    distribution_error: () => {
      const side = onLeft ? exact.left : exact.right;
      if (P.coeff(side, 1).equals(0)) return null;
      const slipped = P.add([P.coeff(side, 0), crossForgotten ? q(0) : P.coeff(side, 1).neg(), P.coeff(side, 2)], []);
      return usable(onLeft ? { left: slipped, right: exact.right } : { left: exact.left, right: slipped });
    },
  });
  finish(w, expanded, extra, orig, rng, true);
}
