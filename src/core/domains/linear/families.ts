// The six perturbation families (paper III-D): valid detours from the textbook path.
// The first four keep the solution set; the last two add a candidate that the trace
// then checks against the ORIGINAL equation and discards.
import type { Poly } from '../../algebra/index.ts';
import { poly as P } from '../../algebra/index.ts';
import type { Q } from '../../generator/build.ts';
import { answer, candidates, checkLine, eq, factored, linear, mul, numberExpr, polyExpr, q, sumExpr } from '../../generator/build.ts';
import type { Lin } from './path.ts';
import { linText, solution, solveLinear, wrongQuotients } from './path.ts';
import type { Rng } from '../../generator/rng.ts';
import { collectText, linPoly, quad, slip, twoRoots, type Quad } from './collected.ts';
import type { Variants, Written, Writer } from '../../generator/writer.ts';
import { Impossible } from '../../generator/writer.ts';
import { slipUnit } from '../../generator/forms.ts';

const nonzero = (rng: Rng, lo: number, hi: number): number => rng.pick([-1, 1]) * rng.int(lo, hi);

function changedLin(before: Lin, after: Lin, text: string): Written<Lin> | null {
  const s0 = solution(before);
  const s1 = solution(after);
  if (s0 === null || s1 === null || s0.equals(s1)) return null;
  return { text, next: after };
}

/**
 * Adds the same term (a constant or a multiple of x) to both sides, then simplifies. Generator 3.13
 * (`v313`) slips the simplified number by a multiple of the grain of the line before (forms.ts, grain).
 */
export function addBothSides(w: Writer, s: Lin, rng: Rng, v313 = false): Lin {
  const k = q(nonzero(rng, 1, 9));
  const onX = rng.int(0, 1) === 1;
  const extra = { c: k, k: onX ? 1 : 0 };
  const shown = (a: Q, b: Q) => sumExpr([{ c: a, k: 1 }, { c: b, k: 0 }, extra]);
  const add = (t: Lin): Lin => (onX ? { ...t, a: t.a.add(k), c: t.c.add(k) } : { ...t, b: t.b.add(k), d: t.d.add(k) });
  const slipKind = onX ? 'coefficient_slip' : 'constant_arithmetic_slip';
  const after = add(s);
  const oneSide: Lin = onX ? { ...s, a: s.a.add(k) } : { ...s, b: s.b.add(k) };
  // Step one shows the added term; step two simplifies whatever step one wrote.
  const shownState = w.step('linear', () => ({ text: eq(shown(s.a, s.b), shown(s.c, s.d)), next: after }), {
    [slipKind]: () => changedLin(s, oneSide, eq(shown(s.a, s.b), linear(s.c, s.d))),
  });
  const unit = slipUnit(s, v313, [k]);
  const slipped: Lin = onX ? { ...shownState, a: shownState.a.add(unit.mul(rng.pick([-1, 1]))) } : { ...shownState, b: shownState.b.add(unit.mul(rng.pick([-2, -1, 1, 2]))) };
  return w.step('linear', () => ({ text: linText(shownState), next: shownState }), {
    [slipKind]: () => changedLin(shownState, slipped, linText(slipped)),
  });
}

/**
 * A term left undistributed (or undivided) by k: generator 2 always the constant of the left
 * side; generator 3 the constant or the x term, so the slip does not always change the constant.
 */
function forgotten(s: Lin, after: Lin, rng: Rng, v3: boolean): Lin | null {
  if (!v3 || rng.int(0, 1) === 0) return s.b.equals(0) ? null : { ...after, b: s.b };
  return s.a.equals(0) ? null : { ...after, a: s.a };
}

/** Multiplies both sides by a constant k (|k| >= 2), then distributes. */
export function multiplyConstant(w: Writer, s: Lin, rng: Rng, v3 = false): Lin {
  const k = q(nonzero(rng, 2, 9));
  const after: Lin = { a: s.a.mul(k), b: s.b.mul(k), c: s.c.mul(k), d: s.d.mul(k) };
  w.plain(eq(mul(numberExpr(k), linear(s.a, s.b)), mul(numberExpr(k), linear(s.c, s.d))));
  return w.step('linear', () => ({ text: linText(after), next: after }), {
    distribution_error: () => {
      const forgot = forgotten(s, after, rng, v3);
      return forgot && changedLin(s, forgot, linText(forgot));
    },
  });
}

/** Divides both sides by a constant k (|k| >= 2), then simplifies to fractional coefficients. */
export function divideConstant(w: Writer, s: Lin, rng: Rng, v3 = false): Lin {
  const k = q(nonzero(rng, 2, 9));
  const after: Lin = { a: s.a.div(k), b: s.b.div(k), c: s.c.div(k), d: s.d.div(k) };
  const over = (e: ReturnType<typeof linear>) => ({ type: 'div' as const, left: e, right: numberExpr(k) });
  w.plain(eq(over(linear(s.a, s.b)), over(linear(s.c, s.d))));
  return w.step('linear', () => ({ text: linText(after), next: after }), {
    division_error: () => {
      const forgot = forgotten(s, after, rng, v3);
      return forgot && changedLin(s, forgot, linText(forgot));
    },
  });
}

/**
 * Moves the x terms to the right-hand side and solves there: B - D = (C - A) x, one move per
 * line (the moved term written, then combined; the moved constant written, then combined).
 * Generator 3.13 (`v313`) slips a worked-out number by a multiple of the grain of the line its move
 * starts from (forms.ts, grain).
 */
export function moveToRhs(w: Writer, s: Lin, rng: Rng, v3 = false, v313 = false): void {
  if (s.a.equals(0)) throw new Impossible('no x term on the left to move');
  const rhsText = (t: Lin) => eq(linear(q(0), t.b), linear(t.c, t.d));
  const moved: Lin = { a: q(0), b: s.b, c: s.c.sub(s.a), d: s.d };
  const slipC = (t: Lin): Lin | null => {
    const c = t.c.add(slipUnit(s, v313).mul(rng.pick([-1, 1])));
    return c.equals(0) ? null : { ...t, c };
  };
  // Generator 3: the x moves also offer a constant and the constant moves an x coefficient with
  // its sign lost while copied (no number the line before lacks), so which number a slip changed
  // does not tell which half of the path holds it.
  const slipD = (before: Lin, t: Lin, text: (u: Lin) => string) => () => {
    const u = rng.int(0, 1) ? { ...t, d: t.d.neg() } : { ...t, b: t.b.neg() };
    return changedLin(before, u, text(u));
  };
  const slipCoef = (before: Lin, t: Lin, text: (u: Lin) => string) => () => changedLin(before, { ...t, c: t.c.neg() }, text({ ...t, c: t.c.neg() }));
  let t: Lin;
  if (s.c.equals(0)) {
    t = w.step('linear', () => ({ text: rhsText(moved), next: moved }), {
      sign_error_moving_term: () => changedLin(s, { ...moved, c: s.a }, rhsText({ ...moved, c: s.a })),
      coefficient_slip: () => {
        const u = slipC(moved);
        return u && changedLin(s, u, rhsText(u));
      },
      ...(v3 ? { constant_arithmetic_slip: slipD(s, moved, rhsText) } : {}),
    });
  } else {
    const shown = (a: Q, b: Q = s.b, d: Q = s.d) => eq(linear(q(0), b), sumExpr([{ c: s.c, k: 1 }, { c: a.neg(), k: 1 }, { c: d, k: 0 }]));
    const first = w.step('linear', () => ({ text: shown(s.a), next: moved }), {
      sign_error_moving_term: () => changedLin(s, { ...moved, c: s.c.add(s.a) }, shown(s.a.neg())),
      ...(v3 ? { constant_arithmetic_slip: slipD(s, moved, (u) => shown(s.a, u.b, u.d)) } : {}),
    });
    t = w.step('linear', () => ({ text: rhsText(first), next: first }), {
      coefficient_slip: () => {
        const u = slipC(first);
        return u && changedLin(first, u, rhsText(u));
      },
      ...(v3 ? { constant_arithmetic_slip: slipD(first, first, rhsText) } : {}),
    });
  }
  if (!t.d.equals(0)) {
    const before = t;
    const next: Lin = { a: q(0), b: t.b.sub(t.d), c: t.c, d: q(0) };
    const text = (u: Lin) => eq(linear(q(0), u.b), linear(u.c, q(0)));
    const slip = (u: Lin): Lin => ({ ...u, b: u.b.add(slipUnit(before, v313).mul(rng.pick([-2, -1, 1, 2]))) });
    if (before.b.equals(0)) {
      t = w.step('linear', () => ({ text: text(next), next }), {
        sign_error_moving_term: () => changedLin(before, { ...next, b: before.d }, text({ ...next, b: before.d })),
        constant_arithmetic_slip: () => {
          const u = slip(next);
          return changedLin(before, u, text(u));
        },
        ...(v3 ? { coefficient_slip: slipCoef(before, next, text) } : {}),
      });
    } else {
      const shown = (d: Q, c: Q = before.c) => eq(sumExpr([{ c: before.b, k: 0 }, { c: d.neg(), k: 0 }]), linear(c, q(0)));
      const first = w.step('linear', () => ({ text: shown(before.d), next }), {
        sign_error_moving_term: () => changedLin(before, { ...next, b: before.b.add(before.d) }, shown(before.d.neg())),
        ...(v3 ? { coefficient_slip: slipCoef(before, next, (u) => shown(before.d, u.c)) } : {}),
      });
      t = w.step('linear', () => ({ text: text(first), next: first }), {
        constant_arithmetic_slip: () => {
          const u = slip(first);
          return changedLin(first, u, text(u));
        },
        ...(v3 ? { coefficient_slip: slipCoef(first, first, text) } : {}),
      });
    }
  }
  const v = t.b.div(t.c);
  const wrongs = v3 ? wrongQuotients(t.b, t.c, true) : [t.b.mul(t.c), v.neg(), ...(t.b.equals(0) ? [] : [t.c.div(t.b)])].filter((x) => !x.equals(v));
  const x = wrongs.length ? rng.pick(wrongs) : null;
  const variants: Variants<null> = x && !t.c.equals(1) ? { division_error: () => ({ text: answer(x), next: null }) } : {};
  w.step('linear', () => ({ text: answer(v), next: null }), variants);
}

interface Original {
  left: Poly;
  right: Poly;
  solution: Q;
}


/**
 * From an expanded equation `left = right` of degree 2: collect, factor, list the
 * candidates, check each against the original, and give the kept ones as the answer.
 */
function solveQuadratic(w: Writer, left: Poly, right: Poly, extra: Q, original: Original, niceFactors: () => string, rng: Rng): void {
  const collected = P.sub(left, right);
  const correctRoots = twoRoots(collected);
  if (!correctRoots) throw new Impossible('the collected equation does not have two rational roots');
  const algebraOnly = w.traceType === 'T3';
  const flipConst = slip(collected, 0, P.coeff(right, 0).mul(2));
  const state = w.step<Quad>('algebra', () => ({ text: collectText(collected), next: { poly: collected, roots: correctRoots } }), algebraOnly ? {
    sign_error_moving_term: () => (P.coeff(right, 0).equals(0) ? null : quad(flipConst)),
    coefficient_slip: () => quad(slip(collected, 1, q(rng.pick([-1, 1])))),
  } : {});
  // After an injected slip (here or in the expansion before) every later line follows the wrong
  // equation, so the trace carries that one error and nothing the correct derivation would write.
  const wrongPath = w.injected !== null;
  // Factored form: the natural product when nothing went wrong, else the roots' factors.
  w.plain(wrongPath ? eq(factored(P.lead(state.poly), state.roots), sumExpr([])) : niceFactors());
  const [r1, r2] = state.roots;
  const order = rng.int(0, 1) ? [r1, r2] : [r2, r1];
  const trueRoot = original.solution;
  const listed = w.step<Q[]>('candidates', () => ({ text: candidates(order), next: order }), w.traceType === 'T2' && !wrongPath ? {
    dropped_true_root: () => ({ text: answer(extra), next: [extra] }),
  } : {});
  if (listed.length === 1) return; // the slip ended the trace at a wrong answer
  const kept: Q[] = [];
  for (const v of rng.shuffle(listed)) {
    const l = P.evaluate(original.left, v);
    const r = P.evaluate(original.right, v);
    const same = l.equals(r);
    const isExtra = !wrongPath && v.equals(extra);
    const d = q(rng.pick([-2, -1, 1, 2]));
    const onLeft = rng.int(0, 1) === 1;
    // Every wrong check line is consistent on its face: the written relation is true of the
    // written numbers and the verdict follows from it; only recomputing a side exposes it.
    const variants: Variants<boolean> = {};
    if (!wrongPath && w.traceType === 'T2' && isExtra) {
      // The student keeps the extraneous candidate: one side miscomputed as equal to the other.
      variants.wrong_check_value = () => ({ text: onLeft ? checkLine(v, r, r, '=', 'keep') : checkLine(v, l, l, '=', 'keep'), next: true });
    }
    if (!wrongPath && w.traceType === 'T3') {
      // A miscomputed value that does not change the verdict: an extra candidate still differs,
      // the true root has both sides off by the same amount.
      variants.wrong_check_value = () => {
        if (same) return { text: checkLine(v, l.add(d), r.add(d), '=', 'keep'), next: true };
        const [wl, wr] = onLeft ? [l.add(d), r] : [l, r.add(d)];
        return wl.equals(wr) ? null : { text: checkLine(v, wl, wr, '!=', 'reject'), next: false };
      };
    }
    const keep = w.step<boolean>('check', () => ({ text: checkLine(v, l, r, same ? '=' : '!=', same ? 'keep' : 'reject'), next: same }), variants);
    if (keep) kept.push(v);
  }
  if (!kept.length) {
    if (w.traceType !== 'T3') throw new Impossible('every candidate was rejected');
    w.plain(answer(trueRoot)); // replaced by the reverted answer anyway
    return;
  }
  w.plain(kept.length === 1 ? answer(kept[0]!) : candidates(listed.filter((v) => kept.some((k) => k.equals(v)))));
}

function originalOf(s: Lin): Original {
  return { left: linPoly(s.a, s.b), right: linPoly(s.c, s.d), solution: solution(s)! };
}

/** Multiplies both sides by (x - r), r not the solution: opens one obligation, x = r. */
export function multiplyExpression(w: Writer, s: Lin, original: Lin, rng: Rng): void {
  const orig = originalOf(original);
  const sol = orig.solution;
  const choices: number[] = [];
  for (let r = -9; r <= 9; r++) if (r !== 0 && !sol.equals(r)) choices.push(r);
  const r = q(rng.pick(choices));
  const factor = linear(q(1), r.neg());
  const factorPoly = linPoly(q(1), r.neg());
  w.step('linear', () => ({ text: eq(mul(linear(s.a, s.b), factor), mul(linear(s.c, s.d), factor)), next: null }));
  const left = P.mul(linPoly(s.a, s.b), factorPoly);
  const right = P.mul(linPoly(s.c, s.d), factorPoly);
  const wrongLeft = left.slice();
  wrongLeft[0] = P.coeff(left, 0).neg();
  const expanded = w.step<{ left: Poly; right: Poly }>('algebra', () => ({ text: eq(polyExpr(left), polyExpr(right)), next: { left, right } }), w.traceType === 'T3' ? {
    distribution_error: () => {
      const l = P.add(wrongLeft, []);
      return P.coeff(left, 0).equals(0) || !twoRoots(P.sub(l, right)) ? null : { text: eq(polyExpr(l), polyExpr(right)), next: { left: l, right } };
    },
  } : {});
  const nice = () => eq(mul(linear(s.a.sub(s.c), s.b.sub(s.d)), factor), sumExpr([]));
  solveQuadratic(w, expanded.left, expanded.right, r, orig, nice, rng);
}

/** Squares both sides: opens one obligation for the root of (A + C) x + (B + D) = 0. */
export function squareBothSides(w: Writer, s: Lin, original: Lin, rng: Rng): void {
  const orig = originalOf(original);
  const plus = s.a.add(s.c);
  if (plus.equals(0)) throw new Impossible('both sides are negatives of each other: squaring gives no usable candidate set');
  const extra = s.b.add(s.d).neg().div(plus);
  if (extra.equals(orig.solution)) throw new Impossible('squaring adds no candidate here');
  const square = (e: ReturnType<typeof linear>) => ({ type: 'pow' as const, base: e, exp: 2 });
  w.step('linear', () => ({ text: eq(square(linear(s.a, s.b)), square(linear(s.c, s.d))), next: null }));
  const left = P.pow(linPoly(s.a, s.b), 2);
  const right = P.pow(linPoly(s.c, s.d), 2);
  const expanded = w.step<{ left: Poly; right: Poly }>('algebra', () => ({ text: eq(polyExpr(left), polyExpr(right)), next: { left, right } }), w.traceType === 'T3' ? {
    distribution_error: () => {
      // The classic slip: (Ax + B)^2 written as A^2 x^2 + B^2, the cross term forgotten.
      const l = P.add([P.coeff(left, 0), q(0), P.coeff(left, 2)], []);
      return s.a.equals(0) || s.b.equals(0) || !twoRoots(P.sub(l, right)) ? null : { text: eq(polyExpr(l), polyExpr(right)), next: { left: l, right } };
    },
  } : {});
  const nice = () => eq(mul(linear(s.a.sub(s.c), s.b.sub(s.d)), linear(plus, s.b.add(s.d))), sumExpr([]));
  solveQuadratic(w, expanded.left, expanded.right, extra, orig, nice, rng);
}

export { solveLinear };
