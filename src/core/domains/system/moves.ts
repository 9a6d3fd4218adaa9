// The moves of the two textbook methods, each with the slips a student makes at that move.
// A move reads the numbers of the system it is given (after an injected slip: the wrong one) and
// writes the next system, so a slip propagates and later steps correctly solve the wrong system.
// Every move also offers wrong_equation_copied on the equation it only carries, and its slips
// touch either of the numbers it computes, so neither the kind of slip nor which number changed
// says where in the trace it happened.
import { gcdBig } from '../../algebra/rational.ts';
import type { Variants, Writer } from '../../generator/writer.ts';
import { Impossible } from '../../generator/writer.ts';
import type { Q } from './problem.ts';
import { q } from './problem.ts';
import type { Role, Slips, Strategy, Sys } from './state.ts';
import { firstChanged, miscopied, one, put, slip, slotOf, written } from './state.ts';
import type { Atom, Term, Var } from './text.ts';
import { Eq, atom, isoEq, oneEq, other, rowOf, stdEq, valEq } from './text.ts';

const coef = (e: Eq, v: Var): Q => (v === 'x' ? rowOf(e).a : rowOf(e).b);
const otherRole = (r: Role): Role => (r === 'P' ? 'O' : 'P');

/** One step: the equation of `role` becomes `make(...)`, the other is carried (and may be miscopied). */
function step(w: Writer, s: Sys, role: Role, next: Sys, slips: Variants<Sys>, sl: Slips): Sys {
  return w.step('linear', () => written(next), {
    ...slips,
    wrong_equation_copied: () => miscopied(s, next, otherRole(role), sl),
  });
}

// ---------------------------------------------------------------- substitution

/** P: s v + t w = c becomes v = p w + r. */
export function isolate(w: Writer, s: Sys, st: Strategy, sl: Slips): Sys {
  const v = st.v;
  const P = slotOf(s, 'P');
  const sv = coef(P.eq, v);
  const tw = coef(P.eq, other(v));
  if (sv.isZero() || tw.isZero()) throw new Impossible('the equation to isolate lost a term');
  const c = rowOf(P.eq).c;
  const p = tw.neg().div(sv);
  const r = c.div(sv);
  const to = (pp: Q, rr: Q) => put(s, 'P', { eq: isoEq(v, pp, rr) });
  return step(w, s, 'P', to(p, r), {
    // The w term moved across without its sign changed; dividing the constant by -1 forgotten.
    sign_error_moving_term: () => firstChanged(s, sl.rng, [() => to(p.neg(), r), () => (sv.compare(0) < 0 ? to(p, r.neg()) : null)]),
    arithmetic_slip: () => firstChanged(s, sl.rng, [() => { const x = slip(sl, r); return x && to(p, x); }, () => { const x = slip(sl, p, false); return x && to(x, r); }]),
  }, sl);
}

/** P read as v = p w + r, whatever multiple of that it is. */
function isolated(P: Eq, v: Var): { p: Q; r: Q } {
  const row = rowOf(P);
  const a = coef(P, v);
  if (a.isZero()) throw new Impossible('the isolated unknown is gone');
  return { p: coef(P, other(v)).neg().div(a), r: row.c.div(a) };
}

/** The atoms of O in variable order, with v's term replaced by `v`'s expression. */
function substituted(O: Eq, v: Var, p: Q, r: Q): Eq {
  const row = rowOf(O);
  const a = coef(O, v);
  const wTerm = atom(coef(O, other(v)), other(v));
  // Coefficient 1, or an expression p w alone: written in place, nothing to distribute.
  const plain = a.equals(1) || r.isZero();
  const vTerms: Term[] = r.isZero() ? [atom(a.mul(p), other(v))] : a.equals(1) ? [atom(p, other(v)), atom(r, null)] : [{ c: a, group: [atom(p, other(v)), atom(r, null)] }];
  const left = v === 'x' ? [...vTerms, wTerm] : [wTerm, ...vTerms];
  return new Eq(left, [atom(row.c, null)], plain ? 'expanded' : 'sub');
}

/** O: a v + b w = c becomes a(p w + r) + b w = c, with P: v = p w + r. */
export function substitute(w: Writer, s: Sys, st: Strategy, sl: Slips): Sys {
  const v = st.v;
  const { p, r } = isolated(slotOf(s, 'P').eq, v);
  const O = slotOf(s, 'O').eq;
  if (coef(O, v).isZero() || coef(O, other(v)).isZero()) throw new Impossible('the other equation lost a term');
  const next = put(s, 'O', { eq: substituted(O, v, p, r) });
  return w.step('linear', () => written(next), {
    // The carried equation miscopied, or the expression copied into the other with a sign lost (from 3.3.0: a number off by one or two).
    wrong_equation_copied: () => miscopied(s, next, 'P', sl) ?? firstChanged(s, sl.rng, [
      () => { const pp = sl.keepSigns ? slip(sl, p, false) : p.neg(); return pp && put(s, 'O', { eq: substituted(O, v, pp, r) }); },
      () => { const rr = sl.keepSigns ? slip(sl, r) : r.neg(); return rr && put(s, 'O', { eq: substituted(O, v, p, rr) }); },
    ]),
  });
}

/** O: a(p w + r) + b w = c becomes a p w + a r + b w = c. */
export function distribute(w: Writer, s: Sys, sl: Slips): Sys {
  const O = slotOf(s, 'O').eq;
  const expand = (f: (g: { c: Q; group: Atom[] }) => Atom[]): Sys => {
    const left = O.left.flatMap((t): Term[] => ('group' in t ? f(t) : [t]));
    return put(s, 'O', { eq: new Eq(left, O.right, 'expanded') });
  };
  const next = expand((g) => g.group.map((a) => atom(a.c.mul(g.c), a.v)));
  const [pw, rc] = (O.left.find((t) => 'group' in t) as { c: Q; group: Atom[] } | undefined)?.group ?? [];
  if (!pw || !rc) throw new Impossible('nothing to distribute');
  return step(w, s, 'O', next, {
    substitution_distribution_error: () => firstChanged(s, sl.rng, [
      // The constant not multiplied; its sign lost in the product; the coefficient not multiplied.
      () => expand((g) => [atom(pw.c.mul(g.c), pw.v), rc]),
      () => expand((g) => [atom(pw.c.mul(g.c), pw.v), atom(rc.c.mul(g.c).neg(), null)]),
      () => expand((g) => [pw, atom(rc.c.mul(g.c), null)]),
    ]),
  }, sl);
}

/** Sums of the w terms and of the constants on O's left, its right-hand constant. */
function collectedParts(O: Eq, wv: Var): { A: Q; K: Q; C: Q } {
  let A = q(0);
  let K = q(0);
  for (const t of O.left) {
    const atoms = 'group' in t ? t.group.map((a) => atom(a.c.mul(t.c), a.v)) : [t];
    for (const a of atoms) {
      if (a.v === wv) A = A.add(a.c);
      else if (a.v === null) K = K.add(a.c);
      else throw new Impossible('the unknown to eliminate is still there');
    }
  }
  let C = q(0);
  for (const t of O.right) {
    if ('group' in t || t.v !== null) throw new Impossible('an unknown on the right-hand side');
    C = C.add(t.c);
  }
  return { A, K, C };
}

function collectedEq(wv: Var, A: Q, K: Q, C: Q): Eq {
  if (K.isZero()) return oneEq(wv, A, C);
  return new Eq([atom(A, wv), atom(K, null)], [atom(C, null)], 'collected');
}

/** O: like terms combined, A w + K = C. */
export function collect(w: Writer, s: Sys, st: Strategy, sl: Slips): Sys {
  const wv = other(st.v);
  const { A, K, C } = collectedParts(slotOf(s, 'O').eq, wv);
  if (A.isZero()) throw new Impossible('the unknown cancelled');
  const to = (a: Q, k: Q) => put(s, 'O', { eq: collectedEq(wv, a, k, C) });
  return step(w, s, 'O', to(A, K), {
    arithmetic_slip: () => firstChanged(s, sl.rng, [() => { const a = slip(sl, A, false); return a && to(a, K); }, () => { const k = slip(sl, K); return k && to(A, k); }]),
  }, sl);
}

/** `role`: A w + K = C (the constant in either order) becomes A w = C - K. */
export function moveConstant(w: Writer, s: Sys, role: Role, sl: Slips): Sys {
  const e = slotOf(s, role).eq;
  const r = rowOf(e);
  const wv: Var = r.a.isZero() ? 'y' : 'x';
  const { A, K, C } = collectedParts(e, wv);
  const to = (a: Q, c: Q) => put(s, role, { eq: oneEq(wv, a, c) });
  return step(w, s, role, to(A, C.sub(K)), {
    sign_error_moving_term: () => firstChanged(s, sl.rng, [() => to(A, C.add(K))]),
    // The difference miscomputed, or the coefficient copied with its sign lost (not from 3.3.0).
    arithmetic_slip: () => firstChanged(s, sl.rng, [() => { const c = slip(sl, C.sub(K)); return c && to(A, c); }, () => (A.equals(-1) || sl.keepSigns ? null : to(A.neg(), C.sub(K)))]),
  }, sl);
}

/** The value of a one-unknown equation A w = C. */
function valueOf(e: Eq): { wv: Var; A: Q; C: Q } {
  const r = rowOf(e);
  if (r.a.isZero() === r.b.isZero()) throw new Impossible('not an equation in one unknown');
  const wv: Var = r.a.isZero() ? 'y' : 'x';
  return { wv, A: wv === 'x' ? r.a : r.b, C: r.c };
}

/** Wrong quotients of C / A: the sign lost, upside down, one off (from 3.3.0: upside down, or off by one or two with the sign kept). */
function wrongQuotients(A: Q, C: Q, sl: Slips): Q[] {
  const k = C.div(A);
  const flipped = C.isZero() ? [] : [A.div(C)];
  const out = sl.keepSigns ? [...flipped, slip(sl, k)!] : [k.neg(), ...flipped, k.add(sl.rng.pick(SLIP_ONE))];
  return out.filter((x) => !x.equals(k));
}
const SLIP_ONE = [-1, 1];

/** Substitution's last step: O: A w = C gives w = k, and P: v = p w + r gives v = p k + r. */
export function finishSubstitution(w: Writer, s: Sys, st: Strategy, sl: Slips): Sys {
  const v = st.v;
  const { wv, A, C } = valueOf(slotOf(s, 'O').eq);
  if (wv === v) throw new Impossible('the substituted unknown came back');
  const { p, r } = isolated(slotOf(s, 'P').eq, v);
  const k = C.div(A);
  const to = (kk: Q, vv: Q) => put(put(s, 'O', { eq: valEq(wv, kk) }), 'P', { eq: valEq(v, vv) });
  const slips: Variants<Sys> = {
    // p·k + r with the sign of r or of p·k lost, or p forgotten.
    back_substitution_slip: () => firstChanged(s, sl.rng, [() => to(k, p.mul(k).sub(r)), () => to(k, p.mul(k).neg().add(r)), () => (p.equals(1) ? null : to(k, k.add(r)))]),
  };
  if (!A.equals(1)) slips.arithmetic_slip = () => firstChanged(s, sl.rng, wrongQuotients(A, C, sl).map((kk) => () => to(kk, p.mul(kk).add(r))));
  return w.step('linear', () => written(to(k, p.mul(k).add(r))), slips);
}

// ---------------------------------------------------------------- elimination

/** Multipliers that make v's coefficients equal in size: [for P, for O]. */
export function multipliers(s: Sys, v: Var): [Q, Q] {
  const cp = coef(slotOf(s, 'P').eq, v).abs();
  const co = coef(slotOf(s, 'O').eq, v).abs();
  if (!cp.isInteger() || !co.isInteger() || cp.isZero() || co.isZero()) throw new Impossible('elimination needs whole nonzero coefficients');
  const g = gcdBig(cp.n, co.n);
  return [q(co.n / g), q(cp.n / g)];
}

/** P and O multiplied so that v's coefficients match in size. */
export function scaleForElimination(w: Writer, s: Sys, st: Strategy, sl: Slips): Sys {
  const [mp, mo] = multipliers(s, st.v);
  const rows = { P: rowOf(slotOf(s, 'P').eq), O: rowOf(slotOf(s, 'O').eq) };
  const m = { P: mp, O: mo };
  const wv = other(st.v);
  type Scaled = { a: Q; b: Q; c: Q };
  const scaled = (role: Role): Scaled => ({ a: rows[role].a.mul(m[role]), b: rows[role].b.mul(m[role]), c: rows[role].c.mul(m[role]) });
  const to = (P: Scaled, O: Scaled) => put(put(s, 'P', { eq: stdEq(P) }), 'O', { eq: stdEq(O), scale: mo.equals(1) ? null : mo });
  const next = to(scaled('P'), scaled('O'));
  const roles = (['P', 'O'] as const).filter((r) => !m[r].equals(1));
  // The equations a scaling slip may touch. From 3.4.0 only P, which the combination replaces:
  // a slip on scaled O shows again when O is written back unscaled after the combination (the
  // slip divided by O's multiplier, mostly a fraction where the problem has a whole number),
  // and no other step's slip looks like that, so it told where the error was.
  const slipRoles = sl.scaledPOnly ? roles.filter((r) => r === 'P') : roles;
  const change = (role: Role, f: (r: Scaled) => Scaled | null) => () => {
    const r = f(scaled(role));
    if (!r) return null;
    return role === 'P' ? to(r, scaled('O')) : to(scaled('P'), r);
  };
  const slips: Variants<Sys> = {};
  if (slipRoles.length) {
    slips.one_side_scaling = () => firstChanged(s, sl.rng, slipRoles.map((role) => change(role, (r) => ({ ...r, c: rows[role].c }))));
    // A scaled number other than v's coefficient miscomputed.
    slips.arithmetic_slip = () => firstChanged(s, sl.rng, slipRoles.flatMap((role) => [
      change(role, (r) => { const c = slip(sl, r.c); return c && { ...r, c }; }),
      change(role, (r) => { const x = slip(sl, wv === 'x' ? r.a : r.b, false); return x && (wv === 'x' ? { ...r, a: x } : { ...r, b: x }); }),
    ]));
  }
  // With one equation scaled, the other is only carried.
  if (roles.length === 1) slips.wrong_equation_copied = () => miscopied(s, next, roles[0] === 'P' ? 'O' : 'P', sl);
  return w.step('linear', () => written(next), slips);
}

/** P becomes P ± O (v cancels); O goes back to its unscaled form. */
export function combine(w: Writer, s: Sys, st: Strategy, sl: Slips): Sys {
  const v = st.v;
  const wv = other(v);
  const P = rowOf(slotOf(s, 'P').eq);
  const Oslot = slotOf(s, 'O');
  const O = rowOf(Oslot.eq);
  const vp = v === 'x' ? P.a : P.b;
  const vo = v === 'x' ? O.a : O.b;
  const subtract = vp.equals(vo);
  if (!subtract && !vp.equals(vo.neg())) throw new Impossible('the coefficients to eliminate do not match');
  const wp = wv === 'x' ? P.a : P.b;
  const wo = wv === 'x' ? O.a : O.b;
  const op = (a: Q, b: Q) => (subtract ? a.sub(b) : a.add(b));
  const W = op(wp, wo);
  const C = op(P.c, O.c);
  const restored = Oslot.scale ? stdEq({ a: O.a.div(Oslot.scale), b: O.b.div(Oslot.scale), c: O.c.div(Oslot.scale) }) : Oslot.eq;
  const to = (ww: Q, cc: Q) => (ww.isZero() ? null : put(put(s, 'P', { eq: oneEq(wv, ww, cc) }), 'O', { eq: restored, scale: null }));
  const next = to(W, C);
  if (!next) throw new Impossible('both unknowns cancelled');
  const slips: Variants<Sys> = {
    arithmetic_slip: () => firstChanged(s, sl.rng, [() => { const x = slip(sl, W, false); return x && to(x, C); }, () => { const x = slip(sl, C); return x && to(W, x); }]),
  };
  // Subtracting: one of the kept numbers added instead.
  if (subtract) slips.subtraction_sign_slip = () => firstChanged(s, sl.rng, [() => to(wp.add(wo), C), () => to(W, P.c.add(O.c))]);
  return step(w, s, 'P', next, slips, sl);
}

/** `role`: A w = C becomes w = C / A. */
export function divideOut(w: Writer, s: Sys, role: Role, sl: Slips): Sys {
  const { wv, A, C } = valueOf(slotOf(s, role).eq);
  const to = (k: Q) => put(s, role, { eq: valEq(wv, k) });
  return step(w, s, role, to(C.div(A)), {
    arithmetic_slip: () => firstChanged(s, sl.rng, wrongQuotients(A, C, sl).map((k) => () => to(k))),
  }, sl);
}

/** O: a v + b w = c with P: w = k becomes b·k + a v = c (the term in its place). */
export function backSubstitute(w: Writer, s: Sys, st: Strategy, sl: Slips): Sys {
  const v = st.v;
  const wv = other(v);
  const { wv: known, A, C } = valueOf(slotOf(s, 'P').eq);
  if (known !== wv || !A.equals(1)) throw new Impossible('P is not the value of the other unknown');
  const k = C;
  const O = rowOf(slotOf(s, 'O').eq);
  const a = v === 'x' ? O.a : O.b;
  const b = wv === 'x' ? O.a : O.b;
  if (a.isZero()) throw new Impossible('the unknown to find left the other equation');
  const to = (value: Q) => {
    const vTerm = atom(a, v);
    const constant = atom(value, null);
    const eq: Eq = value.isZero() ? oneEq(v, a, O.c) : new Eq(v === 'x' ? [vTerm, constant] : [constant, vTerm], [atom(O.c, null)], 'collected');
    return put(s, 'O', { eq });
  };
  return step(w, s, 'O', to(b.mul(k)), {
    // The product b·k with its sign lost, or the coefficient b forgotten.
    back_substitution_slip: () => firstChanged(s, sl.rng, [() => to(b.mul(k).neg()), () => (b.equals(1) ? null : to(k))]),
  }, sl);
}

/** Elimination's last step: O: A v = C becomes v = C / A (P already holds the other value). */
export function finishElimination(w: Writer, s: Sys, sl: Slips): Sys {
  return divideOut(w, s, 'O', sl);
}

export { one };
