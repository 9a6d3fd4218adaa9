// The five perturbation families of the inequality domain: valid detours from the textbook path,
// each keeping the solution set, each with the slips a student makes on it. Three of them are
// where the relation must reverse (a negative multiplier, a negative divisor, exchanged sides).
import type { Q } from '../../generator/build.ts';
import { linear, mul, numberExpr, q, sumExpr } from '../../generator/build.ts';
import type { Rng } from '../../generator/rng.ts';
import type { Writer } from '../../generator/writer.ts';
import { Impossible } from '../../generator/writer.ts';
import { slipUnit } from '../../generator/forms.ts';
import type { Expr } from '../../trace/index.ts';
import { SLIPS, changed, constantSignDropped, copyKind, copySlip, divideOut, strictnessOffer, strictnessSlip } from './path.ts';
import type { Ineq, Rel } from './state.ts';
import { flip, ineqText, relation } from './state.ts';

/**
 * Moves the x terms to the right-hand side and solves there, one move per line (the moved term
 * written, then combined; the moved constant written, then combined), ending with `-12 > x`.
 * As on the textbook path, each line may also miscopy a term it does not work on.
 */
export function moveToRhs(w: Writer, s: Ineq, rng: Rng, v31 = false, v313 = false): Ineq {
  if (s.a.equals(0)) throw new Impossible('no x term on the left to move');
  const moved: Ineq = { ...s, a: q(0), c: s.c.sub(s.a) };
  const unit = rng.pick([-1, 1]);
  const slip = rng.pick(SLIPS);
  const slipC = (t: Ineq): Ineq => ({ ...t, c: t.c.add(slipUnit(s, v313).mul(unit)) });
  let t: Ineq;
  if (s.c.equals(0)) {
    t = w.step('linear', () => ({ text: ineqText(moved), next: moved }), {
      sign_error_moving_term: () => changed(s, { ...moved, c: s.a }),
      coefficient_slip: () => changed(s, slipC(moved)),
      ...copySlip(copyKind(rng), {
        dropped_sign: () => {
          const u = constantSignDropped(moved);
          return u && changed(s, u);
        },
        strictness_slip: strictnessSlip(s, moved),
      }, v31 ? rng : null),
    });
  } else {
    const shown = (b: Q, a: Q, d: Q, rel: Rel = s.rel) => relation(linear(q(0), b), rel, sumExpr([{ c: s.c, k: 1 }, { c: a.neg(), k: 1 }, { c: d, k: 0 }]));
    const first = w.step('linear', () => ({ text: shown(s.b, s.a, s.d), next: moved }), {
      sign_error_moving_term: () => changed(s, { ...moved, c: s.c.add(s.a) }, shown(s.b, s.a.neg(), s.d)),
      ...copySlip(copyKind(rng), {
        dropped_sign: () => {
          if (!s.b.equals(0)) return changed(s, { ...moved, b: s.b.neg() }, shown(s.b.neg(), s.a, s.d));
          return s.d.equals(0) ? null : changed(s, { ...moved, d: s.d.neg() }, shown(s.b, s.a, s.d.neg()));
        },
        strictness_slip: strictnessSlip(s, moved, (u) => shown(s.b, s.a, s.d, u.rel)),
      }, v31 ? rng : null),
    });
    t = w.step('linear', () => ({ text: ineqText(first), next: first }), {
      coefficient_slip: () => changed(first, slipC(first)),
      ...copySlip(copyKind(rng), {
        dropped_sign: () => {
          const u = constantSignDropped(first);
          return u && changed(first, u);
        },
        strictness_slip: strictnessSlip(first, first),
      }, v31 ? rng : null),
    });
  }
  if (!t.d.equals(0)) {
    const before = t;
    const next: Ineq = { ...t, b: t.b.sub(t.d), d: q(0) };
    if (before.b.equals(0)) {
      t = w.step('linear', () => ({ text: ineqText(next), next }), {
        sign_error_moving_term: () => changed(before, { ...next, b: before.d }),
        constant_arithmetic_slip: () => changed(before, { ...next, b: next.b.add(slipUnit(before, v313).mul(slip)) }),
        ...copySlip(copyKind(rng), { dropped_sign: () => changed(before, { ...next, c: next.c.neg() }), strictness_slip: strictnessSlip(before, next) }, v31 ? rng : null),
      });
    } else {
      const shown = (d: Q, c: Q, rel: Rel = before.rel) => relation(sumExpr([{ c: before.b, k: 0 }, { c: d.neg(), k: 0 }]), rel, linear(c, q(0)));
      const first = w.step('linear', () => ({ text: shown(before.d, before.c), next }), {
        sign_error_moving_term: () => changed(before, { ...next, b: before.b.add(before.d) }, shown(before.d.neg(), before.c)),
        ...copySlip(copyKind(rng), {
          dropped_sign: () => changed(before, { ...next, c: before.c.neg() }, shown(before.d, before.c.neg())),
          strictness_slip: strictnessSlip(before, next, (u) => shown(before.d, before.c, u.rel)),
        }, v31 ? rng : null),
      });
      t = w.step('linear', () => ({ text: ineqText(first), next: first }), {
        constant_arithmetic_slip: () => changed(first, { ...first, b: first.b.add(slipUnit(before, v313).mul(slip)) }),
        ...copySlip(copyKind(rng), { dropped_sign: () => changed(first, { ...first, c: first.c.neg() }), strictness_slip: strictnessSlip(first, first) }, v31 ? rng : null),
      });
    }
  }
  return t.c.equals(1) ? t : divideOut(w, t, rng, v31);
}

/** The same term (a constant or a multiple of x) added to both sides, then simplified. */
export function addBothSides(w: Writer, s: Ineq, rng: Rng, v31 = false, v313 = false): Ineq {
  const k = q(rng.pick([-1, 1]) * rng.int(1, 9));
  const onX = rng.int(0, 1) === 1;
  const extra = { c: k, k: onX ? 1 : 0 };
  const shown = (a: Q, b: Q) => sumExpr([{ c: a, k: 1 }, { c: b, k: 0 }, extra]);
  const add = (t: Ineq): Ineq => (onX ? { ...t, a: t.a.add(k), c: t.c.add(k) } : { ...t, b: t.b.add(k), d: t.d.add(k) });
  const slipKind = onX ? 'coefficient_slip' : 'constant_arithmetic_slip';
  const after = add(s);
  const oneSide: Ineq = onX ? { ...s, a: s.a.add(k) } : { ...s, b: s.b.add(k) };
  const slip = onX ? rng.pick([-1, 1]) : rng.pick(SLIPS);
  // Step one shows the added term on both sides (the slip: on one side only); step two simplifies whatever step one wrote.
  const both = (rel: Rel) => relation(shown(s.a, s.b), rel, shown(s.c, s.d));
  const shownState = w.step('linear', () => ({ text: both(s.rel), next: after }), {
    [slipKind]: () => changed(s, oneSide, relation(shown(s.a, s.b), s.rel, linear(s.c, s.d))),
    ...strictnessOffer(strictnessSlip(s, after, (t) => both(t.rel)), v31 ? rng : null),
  });
  const step = slipUnit(s, v313, [k]).mul(slip);
  const slipped: Ineq = onX ? { ...shownState, a: shownState.a.add(step) } : { ...shownState, b: shownState.b.add(step) };
  return w.step('linear', () => ({ text: ineqText(shownState), next: shownState }), {
    [slipKind]: () => changed(shownState, slipped),
    ...strictnessOffer(strictnessSlip(shownState, shownState), v31 ? rng : null),
  });
}

/** A negative constant k, 2 <= |k| <= 9. */
const negativeConstant = (rng: Rng): Q => q(-rng.int(2, 9));

/**
 * The line that applies k < 0 to both sides, with the relation reversed; its slip is the classic
 * one, the relation kept (strictness slips are on the lines around it).
 */
function reversingLine(w: Writer, s: Ineq, after: Ineq, side: (e: Expr) => Expr): Ineq {
  const shown = (rel: Rel) => relation(side(linear(s.a, s.b)), rel, side(linear(s.c, s.d)));
  return w.step('linear', () => ({ text: shown(after.rel), next: after }), {
    no_flip_negative: () => changed(s, { ...after, rel: s.rel }, shown(s.rel)),
  });
}

/** Both sides multiplied by a negative constant (the relation reversed), then distributed. */
export function multiplyNegative(w: Writer, s: Ineq, rng: Rng, v31 = false): Ineq {
  const k = negativeConstant(rng);
  const after: Ineq = { a: s.a.mul(k), b: s.b.mul(k), c: s.c.mul(k), d: s.d.mul(k), rel: flip(s.rel) };
  const onLeft = s.d.equals(0) || (!s.b.equals(0) && rng.int(0, 1) === 1);
  // The distribution slips: a constant left unmultiplied, or multiplied by |k| (the sign lost).
  const forget = rng.int(0, 1) === 1;
  const first = reversingLine(w, s, after, (e) => mul(numberExpr(k), e));
  const wrong = (c: Q) => (forget ? c : c.mul(k).neg());
  return w.step('linear', () => ({ text: ineqText(first), next: first }), {
    distribution_error: () => {
      if (s.b.equals(0) && s.d.equals(0)) return null;
      return changed(first, onLeft ? { ...first, b: wrong(s.b) } : { ...first, d: wrong(s.d) });
    },
    ...strictnessOffer(strictnessSlip(first, first), v31 ? rng : null),
  });
}

/** Both sides divided by a negative constant (the relation reversed), then simplified to fractional coefficients. */
export function divideNegative(w: Writer, s: Ineq, rng: Rng, v31 = false): Ineq {
  const k = negativeConstant(rng);
  const after: Ineq = { a: s.a.div(k), b: s.b.div(k), c: s.c.div(k), d: s.d.div(k), rel: flip(s.rel) };
  const onLeft = s.d.equals(0) || (!s.b.equals(0) && rng.int(0, 1) === 1);
  const first = reversingLine(w, s, after, (e) => ({ type: 'div', left: e, right: numberExpr(k) }));
  return w.step('linear', () => ({ text: ineqText(first), next: first }), {
    // A constant left undivided.
    division_error: () => {
      if (s.b.equals(0) && s.d.equals(0)) return null;
      return changed(first, onLeft ? { ...first, b: s.b } : { ...first, d: s.d });
    },
    ...strictnessOffer(strictnessSlip(first, first), v31 ? rng : null),
  });
}

/** The two sides exchanged with the relation reversed (a < b is b > a); the slip keeps the relation. */
export function swapSides(w: Writer, s: Ineq): Ineq {
  const swapped: Ineq = { a: s.c, b: s.d, c: s.a, d: s.b, rel: flip(s.rel) };
  return w.step('linear', () => ({ text: ineqText(swapped), next: swapped }), {
    swap_not_reversed: () => changed(s, { ...swapped, rel: s.rel }),
  });
}
