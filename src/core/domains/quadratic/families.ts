// The four perturbation families: valid detours from the textbook path, each with the slips a
// student makes on it. None adds a candidate, so none needs a check line.
//   complete_square        x^2 + bx = k, add (b/2)^2, (x + b/2)^2 = m, x + b/2 = ±sqrt(m)
//   formula_on_factorable  the quadratic formula where factoring would do
//   divide_leading         both sides divided by the leading coefficient first
//   square_root_pm         a(x - h)^2 = k (or a x^2 = k) solved by taking both square roots
import { poly as P } from '../../algebra/index.ts';
import { Surd, sqrtOf } from '../../algebra/surd.ts';
import type { Q } from '../../generator/build.ts';
import { linear, numberExpr, polyExpr, q } from '../../generator/build.ts';
import type { Rng } from '../../generator/rng.ts';
import type { Written, Writer } from '../../generator/writer.ts';
import { Impossible } from '../../generator/writer.ts';
import type { Forms } from './forms.ts';
import { expandsInOneLine, negatesStandardForm } from './forms.ts';
import type { Eq, SlipStyle } from './path.ts';
import type { Before } from './path.ts';
import { diffOf, lazy, moveStep, negX, PHASE, pickUsable, rareRootLoss, rootsEq, SLIP_STYLE_30, SLIPS, solveEq, solveLinear, sortRoots, usable, wrongEq } from './path.ts';
import { rootsOf } from './problem.ts';
import { bothRoots, equation, polyEq, rootsAnswer, shifted, sumOf, valueAnswer, valueExpr, vertexExpr } from './text.ts';


/** a(x - h)^2 + c = e. */
export interface Vertex {
  a: Q;
  h: Q;
  c: Q;
  e: Q;
}

const vertexPoly = (v: Vertex) => P.add(P.scale(P.mul([v.h.neg(), q(1)], [v.h.neg(), q(1)]), v.a), P.constant(v.c.sub(v.e)));
export const vertexRoots = (v: Vertex): Surd[] => rootsOf(vertexPoly(v));
export const vertexText = (v: Vertex): string => equation(vertexExpr(v.a, v.h, v.c), numberExpr(v.e));

function wrongVertex(w: Writer, before: Before, v: Vertex, text: string = vertexText(v)): Written<Vertex> | null {
  return usable(w, before, vertexRoots(v)) ? { text, next: v } : null;
}

/** h ± sqrt(m), ascending (one value when m = 0). */
const shiftedRoots = (h: Q, m: Q): Surd[] => {
  const r = sqrtOf(m);
  return sortRoots([Surd.rational(h).add(r), Surd.rational(h).sub(r)]);
};

// ---------- taking both square roots ----------

type RootNext = { kind: 'both'; h: Q } | { kind: 'one'; v: Surd };

/**
 * From (x - h)^2 = m (m ≥ 0): x - h = r or x - h = -r, then x = h - r or x = h + r. With h = 0
 * the roots are the answer at once: x = -r or x = r.
 */
export function takeRoots(w: Writer, h: Q, m: Q, rng: Rng): void {
  if (m.compare(0) < 0) throw new Impossible('a negative square');
  const roots = shiftedRoots(h, m);
  const r = sqrtOf(m);
  const keptPlus = () => {
    const v = Surd.rational(h).add(r);
    return usable(w, roots, [v]) ? { kind: 'one' as const, v } : null;
  };
  const loseRoot = !m.isZero() && rareRootLoss(rng);
  if (h.isZero()) {
    w.step<null>(PHASE, () => ({ text: rootsAnswer(roots), next: null }), loseRoot ? {
      positive_root_only: () => (keptPlus() ? { text: valueAnswer(r), next: null } : null),
    } : {});
    return;
  }
  const lhs = (hh: Q) => linear(q(1), hh.neg());
  const after = w.step<RootNext>(PHASE, () => ({ text: bothRoots(lhs(h), r), next: { kind: 'both', h } }), {
    ...(loseRoot ? {
      positive_root_only: () => {
        const one = keptPlus();
        return one ? { text: equation(lhs(h), valueExpr(r)), next: one } : null;
      },
    } : {}),
    // The shift copied with its sign lost: x + 3 for x - 3.
    dropped_sign: () => (usable(w, roots, shiftedRoots(h.neg(), m)) ? { text: bothRoots(lhs(h.neg()), r), next: { kind: 'both', h: h.neg() } } : null),
  });
  if (after.kind === 'one') {
    w.step(PHASE, () => ({ text: valueAnswer(after.v), next: null }));
    return;
  }
  const hh = after.h;
  const now = shiftedRoots(hh, m);
  w.step<null>(PHASE, () => ({ text: rootsAnswer(now), next: null }), {
    // The shift moved across with its sign unchanged: x = -h ± r.
    sign_error_moving_term: () => {
      const wrong = shiftedRoots(hh.neg(), m);
      return usable(w, now, wrong) ? { text: rootsAnswer(wrong), next: null } : null;
    },
  });
}

/** a(x - h)^2 = k divided by a: (x - h)^2 = k/a, with the slips of that division. */
function divideSquare(w: Writer, a: Q, h: Q, k: Q, rng: Rng): { h: Q; m: Q } {
  const before = lazy(() => shiftedRoots(h, k.div(a)));
  const text = (hh: Q, m: Q) => equation(shifted(hh), numberExpr(m));
  const options = [k, k.mul(a), ...SLIPS.map((d) => k.div(a).add(d))];
  const m0 = k.div(a);
  return w.step<{ h: Q; m: Q }>(PHASE, () => ({ text: text(h, m0), next: { h, m: m0 } }), {
    arithmetic_slip: () => pickUsable(rng, options.map((m) => () => (m.compare(0) >= 0 && usable(w, before, shiftedRoots(h, m)) ? { text: text(h, m), next: { h, m } } : null))),
    ...(h.isZero() ? {} : { dropped_sign: () => (usable(w, before, shiftedRoots(h.neg(), m0)) ? { text: text(h.neg(), m0), next: { h: h.neg(), m: m0 } } : null) }),
  });
}

/** square_root_pm on a(x - h)^2 + c = e: the constant moved, the leading coefficient divided, both roots. */
export function squareRootVertex(w: Writer, v: Vertex, rng: Rng): void {
  let cur = v;
  if (!cur.c.isZero()) {
    const from0 = cur;
    const before = lazy(() => vertexRoots(from0));
    const moved: Vertex = { ...cur, c: q(0), e: cur.e.sub(cur.c) };
    const from = cur;
    cur = w.step(PHASE, () => ({ text: vertexText(moved), next: moved }), {
      sign_error_moving_term: () => wrongVertex(w, before, { ...moved, e: from.e.add(from.c) }),
      arithmetic_slip: () => pickUsable(rng, SLIPS.map((d) => () => wrongVertex(w, before, { ...moved, e: moved.e.add(d) }))),
      dropped_sign: () => wrongVertex(w, before, { ...moved, h: moved.h.neg() }),
    });
  }
  const sq = cur.a.equals(1) ? { h: cur.h, m: cur.e } : divideSquare(w, cur.a, cur.h, cur.e, rng);
  takeRoots(w, sq.h, sq.m, rng);
}

/** square_root_pm on A x^2 + C = … with no x term left once collected: A x^2 = -C, x^2 = k, x = ±sqrt(k). */
export function squareRootPoly(w: Writer, s: Eq, rng: Rng, slips: SlipStyle = SLIP_STYLE_30): void {
  const f = diffOf(s);
  if (!P.coeff(f, 1).isZero()) throw new Impossible('an x term: not a pure square');
  const target: Eq = { left: [q(0), q(0), P.coeff(f, 2)], right: P.constant(P.coeff(f, 0).neg()) };
  let cur = s;
  if (!P.equals(cur.left, target.left) || !P.equals(cur.right, target.right)) cur = moveStep(w, s, target, rng, slips);
  const g = diffOf(cur);
  if (P.degree(g) === 1) return solveLinear(w, cur);
  if (!P.coeff(g, 1).isZero() || !P.coeff(cur.left, 0).isZero()) throw new Impossible('the slip left an x term');
  const a = P.coeff(cur.left, 2);
  const k = P.coeff(cur.right, 0);
  const m = a.equals(1) ? k : divideSquare(w, a, q(0), k, rng).m;
  takeRoots(w, q(0), m, rng);
}

// ---------- completing the square ----------

/** From a x^2 + b x = k (b ≠ 0): divide by a, add (b/2)^2, write the square, take both roots. */
function completeFrom(w: Writer, a: Q, b: Q, k: Q, rng: Rng): void {
  if (b.isZero()) throw new Impossible('nothing to complete');
  let b1 = b;
  let k1 = k;
  if (!a.equals(1)) {
    const before = lazy(() => rootsEq({ left: [q(0), b, a], right: P.constant(k) }));
    const divided = (kk: Q): Eq => ({ left: [q(0), b.div(a), q(1)], right: P.constant(kk) });
    const s = w.step(PHASE, () => ({ text: polyEq(divided(k.div(a)).left, divided(k.div(a)).right), next: divided(k.div(a)) }), {
      // The right-hand side left undivided, multiplied, or divided wrongly.
      ...(k.isZero() ? {} : { arithmetic_slip: () => pickUsable(rng, [k, k.mul(a), ...SLIPS.map((d) => k.div(a).add(d))].map((kk) => () => wrongEq(w, before, divided(kk)))) }),
      dropped_sign: () => wrongEq(w, before, negX(divided(k.div(a)))),
    });
    b1 = P.coeff(s.left, 1);
    k1 = P.coeff(s.right, 0);
  }
  const half = b1.div(2);
  const t = half.mul(half);
  const h = half.neg();
  const before = lazy(() => shiftedRoots(h, k1.add(t)));
  const leftText = polyExpr([t, b1, q(1)]);
  // The slips of this line: (b/2)^2 added on the left only, or a wrong square added on the
  // right (b/2 not squared, b^2/2, 2(b/2)^2, or (b/2)^2 worked out wrongly).
  const wrongAdded = [q(0), half.abs(), b1.mul(b1).div(2), t.mul(2), ...SLIPS.map((d) => t.add(d))].filter((x) => !x.equals(t));
  const added = w.step<{ h: Q; m: Q }>(PHASE, () => ({ text: equation(leftText, sumOf(k1, t)), next: { h, m: k1.add(t) } }), {
    arithmetic_slip: () => pickUsable(rng, wrongAdded.map((added) => () => {
      const mm = k1.add(added);
      return mm.compare(0) >= 0 && usable(w, before, shiftedRoots(h, mm)) ? { text: equation(leftText, added.isZero() ? numberExpr(k1) : sumOf(k1, added)), next: { h, m: mm } } : null;
    })),
    // The x term copied with its sign lost: x^2 - 7x + 49/4 for x^2 + 7x + 49/4.
    dropped_sign: () => (usable(w, before, shiftedRoots(h.neg(), k1.add(t))) ? { text: equation(polyExpr([t, b1.neg(), q(1)]), sumOf(k1, t)), next: { h: h.neg(), m: k1.add(t) } } : null),
  });
  const m = added.m;
  const afterAdd = lazy(() => shiftedRoots(added.h, m));
  const square = (hh: Q, mm: Q) => equation(shifted(hh), numberExpr(mm));
  const h2 = added.h;
  const sq = w.step<{ h: Q; m: Q }>(PHASE, () => ({ text: square(h2, m), next: { h: h2, m } }), {
    // (x - b/2)^2: the half coefficient with the wrong sign.
    factoring_slip: () => (usable(w, afterAdd, shiftedRoots(h2.neg(), m)) ? { text: square(h2.neg(), m), next: { h: h2.neg(), m } } : null),
    arithmetic_slip: () => pickUsable(rng, SLIPS.map((d) => () => {
      const mm = m.add(d);
      return mm.compare(0) >= 0 && usable(w, afterAdd, shiftedRoots(h2, mm)) ? { text: square(h2, mm), next: { h: h2, m: mm } } : null;
    })),
  });
  takeRoots(w, sq.h, sq.m, rng);
}

/** complete_square on a polynomial equation: x terms left, constant right, then complete. */
export function completeSquare(w: Writer, s: Eq, rng: Rng, slips: SlipStyle = SLIP_STYLE_30): void {
  const f = diffOf(s);
  if (P.coeff(f, 1).isZero()) throw new Impossible('no x term: nothing to complete');
  const target: Eq = { left: [q(0), P.coeff(f, 1), P.coeff(f, 2)], right: P.constant(P.coeff(f, 0).neg()) };
  let cur = s;
  if (!P.equals(cur.left, target.left) || !P.equals(cur.right, target.right)) cur = moveStep(w, s, target, rng, slips);
  const g = diffOf(cur);
  if (P.degree(g) === 1) return solveLinear(w, cur);
  if (!P.coeff(cur.left, 0).isZero() || P.degree(cur.right) > 0) throw new Impossible('the slip broke the x-terms-left form');
  completeFrom(w, P.coeff(cur.left, 2), P.coeff(cur.left, 1), P.coeff(cur.right, 0), rng);
}

// ---------- the vertex form on the textbook path ----------

/** a(x - h)^2 + c = e expanded: a x^2 - 2ah x + (a h^2 + c) = e, with the classic slips. */
export function expandVertex(w: Writer, v: Vertex, rng: Rng, shape: (e: Eq) => Eq = (e) => e): Eq {
  const before = lazy(() => vertexRoots(v));
  // `shape` writes the expanded equation as it is, or (3.5.0, forms.ts) with e moved across in the same line.
  const sq = (constant: Q, cross: boolean): Eq => shape({
    left: P.add([], [constant, cross ? v.a.mul(v.h).mul(-2) : q(0), v.a]),
    right: P.constant(v.e),
  });
  const ah2 = v.a.mul(v.h).mul(v.h);
  const correct = sq(ah2.add(v.c), true);
  return w.step<Eq>(PHASE, () => ({ text: polyEq(correct.left, correct.right), next: correct }), {
    dropped_sign: () => wrongEq(w, before, negX(correct)),
    // (x - h)^2 written x^2 + h^2 or x^2 - h^2 (the cross term forgotten), or x^2 + 2hx + h^2 (its sign lost).
    expansion_error: () => pickUsable(rng, [
      sq(ah2.add(v.c), false),
      sq(ah2.neg().add(v.c), false),
      shape({ left: P.add([], [ah2.add(v.c), v.a.mul(v.h).mul(2), v.a]), right: P.constant(v.e) }),
    ].map((e) => () => wrongEq(w, before, e))),
    arithmetic_slip: () => {
      const options = SLIPS.map((d) => sq(ah2.add(v.c).add(d), true));
      if (!v.a.equals(1)) options.push(sq(v.h.mul(v.h).add(v.c), true)); // h^2 not multiplied by a
      return pickUsable(rng, options.map((e) => () => wrongEq(w, before, e)));
    },
  });
}

/** The textbook path from the vertex form: expand, then everything to one side and solve. */
export function solveVertex(w: Writer, v: Vertex, rng: Rng, method: 'textbook' | 'formula' = 'textbook', forms: Forms = null, slips: SlipStyle = SLIP_STYLE_30): void {
  // From 3.5.0 the expansion sometimes moves e across too (the standard form at once, maybe negated).
  const oneLine = expandsInOneLine(forms) && !v.e.isZero();
  const negate = oneLine && negatesStandardForm(forms);
  const shape = (e: Eq): Eq => {
    const f = diffOf(e);
    return { left: negate ? P.scale(f, q(-1)) : f, right: [] };
  };
  const expanded = oneLine ? expandVertex(w, v, rng, shape) : expandVertex(w, v, rng);
  solveEq(w, expanded, rng, method, forms, slips);
}

// ---------- dividing by the leading coefficient first ----------

const over = (e: ReturnType<typeof polyExpr>, k: Q) => ({ type: 'div' as const, left: e, right: numberExpr(k) });

/** Both sides of a polynomial equation divided by a (shown, then worked out), then the textbook path. */
export function divideLeadingPoly(w: Writer, s: Eq, rng: Rng, forms: Forms = null, slips: SlipStyle = SLIP_STYLE_30): void {
  const a = P.lead(s.left);
  if (a.equals(1) || P.degree(s.left) !== 2) throw new Impossible('the leading coefficient is 1');
  const before = lazy(() => rootsEq(s));
  const shownText = (e: Eq) => equation(over(polyExpr(e.left), a), over(polyExpr(e.right), a));
  // The division shown: a line like any other, which may drop the sign of an x term it copies.
  const shown = w.step<Eq>(PHASE, () => ({ text: shownText(s), next: s }), {
    dropped_sign: () => wrongEq(w, before, negX(s), shownText(negX(s))),
  });
  const beforeDivide = lazy(() => rootsEq(shown));
  const divided: Eq = { left: P.scale(shown.left, a.inverse()), right: P.scale(shown.right, a.inverse()) };
  const undivided = [
    ...(P.coeff(shown.left, 0).isZero() ? [] : [{ ...divided, left: setConstant(divided.left, P.coeff(shown.left, 0)) }]),
    ...(P.coeff(shown.right, 0).isZero() ? [] : [{ ...divided, right: setConstant(divided.right, P.coeff(shown.right, 0)) }]),
  ];
  const next = w.step<Eq>(PHASE, () => ({ text: polyEq(divided.left, divided.right), next: divided }), {
    // A constant term left undivided.
    ...(undivided.length ? { arithmetic_slip: () => pickUsable(rng, undivided.map((e) => () => wrongEq(w, beforeDivide, e))) } : {}),
    dropped_sign: () => wrongEq(w, beforeDivide, negX(divided)),
  });
  solveEq(w, next, rng, 'textbook', forms, slips);
}

function setConstant(p: readonly Q[], c: Q): Q[] {
  const out = p.length ? p.slice() : [q(0)];
  out[0] = c;
  return P.add(out, []) as Q[];
}

/** a(x - h)^2 + c = e divided by a, then the textbook path. */
export function divideLeadingVertex(w: Writer, v: Vertex, rng: Rng, forms: Forms = null, slips: SlipStyle = SLIP_STYLE_30): void {
  if (v.a.equals(1)) throw new Impossible('the leading coefficient is 1');
  const before0 = lazy(() => vertexRoots(v));
  const shownText = (u: Vertex) => equation(over(vertexExpr(u.a, u.h, u.c), u.a), over(numberExpr(u.e), u.a));
  const shown = w.step<Vertex>(PHASE, () => ({ text: shownText(v), next: v }), {
    dropped_sign: () => wrongVertex(w, before0, { ...v, h: v.h.neg() }, shownText({ ...v, h: v.h.neg() })),
  });
  const before = lazy(() => vertexRoots(shown));
  const divided: Vertex = { a: q(1), h: shown.h, c: shown.c.div(shown.a), e: shown.e.div(shown.a) };
  const undivided: Vertex[] = [
    ...(shown.c.isZero() ? [] : [{ ...divided, c: shown.c }]),
    ...(shown.e.isZero() ? [] : [{ ...divided, e: shown.e }]),
  ];
  const next = w.step<Vertex>(PHASE, () => ({ text: vertexText(divided), next: divided }), {
    ...(undivided.length ? { arithmetic_slip: () => pickUsable(rng, undivided.map((u) => () => wrongVertex(w, before, u))) } : {}),
    dropped_sign: () => wrongVertex(w, before, { ...divided, h: divided.h.neg() }),
  });
  solveVertex(w, next, rng, 'textbook', forms, slips);
}

