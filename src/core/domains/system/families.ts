// The valid detours that are one step of their own (paper III-D, for systems): scaling an
// equation by a constant, swapping the two equations, adding a multiple of one equation to the
// other. The families that change the whole route (the other method, the other unknown first)
// are strategies (trace.ts). Each detour says where it fits: the textbook path then continues
// from whatever system the detour wrote.
import type { Rng } from '../../generator/rng.ts';
import type { Variants, Writer } from '../../generator/writer.ts';
import { Impossible } from '../../generator/writer.ts';
import type { Q } from './problem.ts';
import { q } from './problem.ts';
import type { Role, Slips, Strategy, Sys } from './state.ts';
import { firstChanged, miscopied, put, slip, slotOf, written } from './state.ts';
import {
  Eq, changeNumber, numberAt, numbersOf, rowOf, scaleEq, stdEq } from './text.ts';

export interface Detour {
  /** Whether the detour fits the system the path has reached (before its next move). */
  fits(s: Sys, st: Strategy): boolean;
  /** Writes the detour's step; `plan` draws its free choices (the same in every attempt). */
  write(w: Writer, s: Sys, st: Strategy, plan: Rng, slips: Slips): Sys;
}

const roles = ['P', 'O'] as const;
const otherRole = (r: Role): Role => (r === 'P' ? 'O' : 'P');

/** Forms a scaled copy of which the path still reads: not a value (w = k) or an isolated unknown (v = p w + r). */
function scalable(s: Sys, st: Strategy, role: Role): boolean {
  const slot = slotOf(s, role);
  if (slot.eq.form === 'iso' || slot.eq.form === 'val') return false;
  // Between an elimination's scaling and its combination the coefficients must stay matched.
  if (st.method === 'elim' && slotOf(s, 'O').scale !== null) return false;
  return true;
}

const SCALES = [2, 3, 4, 5, -1, -2, -3];

/** scale_equation: both sides of one equation multiplied by k. */
export const scaleEquation: Detour = {
  fits: (s, st) => roles.some((r) => scalable(s, st, r)),
  write(w, s, st, plan, slips) {
    const role = plan.pick(roles.filter((r) => scalable(s, st, r)));
    const k = q(plan.pick(SCALES));
    const eq = slotOf(s, role).eq;
    const to = (e: Eq) => put(s, role, { eq: e });
    const scaled = scaleEq(eq, k);
    const next = to(scaled);
    return w.step('linear', () => written(next), {
      // Only one side multiplied.
      one_side_scaling: () => firstChanged(s, slips.rng, [() => to(new Eq(scaled.left, eq.right, scaled.form)), () => to(new Eq(eq.left, scaled.right, scaled.form))]),
      arithmetic_slip: () => firstChanged(s, slips.rng, numbersOf(scaled).map((at) => () => {
        const x = slip(slips, numberAt(scaled, at), false);
        return x && to(changeNumber(scaled, at, () => x));
      })),
      wrong_equation_copied: () => miscopied(s, next, otherRole(role), slips),
    });
  },
};

/** swap_equations: the two equations written in the other order. */
export const swapEquations: Detour = {
  fits: () => true,
  write(w, s, _st, _plan, slips) {
    const next: Sys = [s[1], s[0]];
    return w.step('linear', () => written(next), {
      wrong_equation_copied: () => firstChanged(s, slips.rng, roles.map((r) => () => miscopied(s, next, r, slips)?.next ?? null)),
    });
  },
};

/** Where adding a multiple fits: a target in standard form whose method is not disturbed by it. */
function addTargets(s: Sys, st: Strategy): Role[] {
  const std = (r: Role) => slotOf(s, r).eq.form === 'std';
  if (st.method === 'sub') return std('O') ? ['O'] : [];
  // Elimination: before its scaling (which is then worked out afresh), or into O once P holds one unknown.
  if (slotOf(s, 'O').scale !== null) return [];
  if (std('P') && std('O')) return ['P', 'O'];
  return std('O') ? ['O'] : [];
}

const MULTIPLES = [1, 2, 3, -1, -2, -3];

/** add_multiple: one equation replaced by itself plus k times the other. */
export const addMultiple: Detour = {
  fits: (s, st) => addTargets(s, st).length > 0,
  write(w, s, st, plan, slips) {
    const target = plan.pick(addTargets(s, st));
    const k = q(plan.pick(MULTIPLES));
    const t = rowOf(slotOf(s, target).eq);
    const u = rowOf(slotOf(s, otherRole(target)).eq);
    const sum = { a: t.a.add(u.a.mul(k)), b: t.b.add(u.b.mul(k)), c: t.c.add(u.c.mul(k)) };
    // The path reads a target with both unknowns; a multiple that removes one is another method.
    if (sum.a.isZero() || sum.b.isZero()) throw new Impossible('the multiple removes an unknown');
    const to = (r: { a: Q; b: Q; c: Q }) => put(s, target, { eq: stdEq(r) });
    const next = to(sum);
    const slipsOf: Variants<Sys> = {
      arithmetic_slip: () => firstChanged(s, slips.rng, [
        () => { const a = slip(slips, sum.a, false); return a && to({ ...sum, a }); },
        () => { const b = slip(slips, sum.b, false); return b && to({ ...sum, b }); },
        () => { const c = slip(slips, sum.c); return c && to({ ...sum, c }); },
      ]),
      wrong_equation_copied: () => miscopied(s, next, otherRole(target), slips),
    };
    // Subtracting a multiple: one of the products added instead.
    if (k.compare(0) < 0) {
      slipsOf.subtraction_sign_slip = () => firstChanged(s, slips.rng, [
        () => to({ ...sum, a: t.a.sub(u.a.mul(k)) }),
        () => to({ ...sum, b: t.b.sub(u.b.mul(k)) }),
        () => to({ ...sum, c: t.c.sub(u.c.mul(k)) }),
      ].map((f) => () => { const r = f(); const row = rowOf(slotOf(r, target).eq); return row.a.isZero() || row.b.isZero() ? null : r; }));
    }
    return w.step('linear', () => written(next), slipsOf);
  },
};
