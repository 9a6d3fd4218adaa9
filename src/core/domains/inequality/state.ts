// Linear inequalities A x + B ◁ C x + D: the state a trace is in, its exact solution set (a ray
// with a rational end), and the canonical text of each form the traces write.
import type { Q } from '../../generator/build.ts';
import { linear, numberExpr, q } from '../../generator/build.ts';
import type { Expr } from '../../trace/index.ts';
import { printExpr, printStatement } from '../../trace/index.ts';

export type Rel = '<' | '<=' | '>' | '>=';
/** The draw order of the relation is part of every published dataset: never change it. */
export const RELS: readonly Rel[] = ['<', '<=', '>', '>='];

export const isRel = (v: unknown): v is Rel => typeof v === 'string' && (RELS as readonly string[]).includes(v);

/** The problem's parameters as a sample stores them (`equation`). */
export interface IneqParams {
  a: number;
  b: number;
  c: number;
  d: number;
  rel: Rel;
}

/** A x + B rel C x + D. */
export interface Ineq {
  a: Q;
  b: Q;
  c: Q;
  d: Q;
  rel: Rel;
}

/** The relation read with the sides exchanged, or after multiplying by a negative number: < ↔ >, <= ↔ >=. */
export function flip(r: Rel): Rel {
  return r === '<' ? '>' : r === '>' ? '<' : r === '<=' ? '>=' : '<=';
}

/** Strict ↔ non-strict in the same direction: < ↔ <=, > ↔ >=. */
export function toggleStrict(r: Rel): Rel {
  return r === '<' ? '<=' : r === '<=' ? '<' : r === '>' ? '>=' : '>';
}

export const isStrict = (r: Rel): boolean => r === '<' || r === '>';
const isUp = (r: Rel): boolean => r === '>' || r === '>=';

/** { x : x > v } (up) or { x : x < v }, with or without v. */
export interface Ray {
  up: boolean;
  closed: boolean;
  v: Q;
}

export const rayEquals = (r: Ray, s: Ray): boolean => r.up === s.up && r.closed === s.closed && r.v.equals(s.v);

/** The relation of `x rel v` for this ray. */
export function relOf(ray: Ray): Rel {
  return ray.up ? (ray.closed ? '>=' : '>') : ray.closed ? '<=' : '<';
}

/** The solution set: (A - C) x rel D - B, divided by A - C (reversed when it is negative); null when no x is left. */
export function solution(s: Ineq): Ray | null {
  const m = s.a.sub(s.c);
  if (m.equals(0)) return null;
  const rel = m.compare(0) > 0 ? s.rel : flip(s.rel);
  return { up: isUp(rel), closed: !isStrict(rel), v: s.d.sub(s.b).div(m) };
}

export function toIneq(p: IneqParams): Ineq {
  return { a: q(p.a), b: q(p.b), c: q(p.c), d: q(p.d), rel: p.rel };
}

export function relation(left: Expr, rel: Rel, right: Expr): string {
  return `${printExpr(left)} ${rel} ${printExpr(right)}`;
}

/** The state as a line: `3x + 5 < 2x - 7`, `x < -12`, `-12 > x`. */
export function ineqText(s: Ineq): string {
  return relation(linear(s.a, s.b), s.rel, linear(s.c, s.d));
}

/** How a trace states its final answer. */
export type Notation = 'x-first' | 'x-last' | 'interval' | 'named-interval';

/** The ray in one notation: `x < -12`, `-12 > x`, `(-∞, -12)`, `x ∈ [9/5, ∞)`. */
export function rayText(ray: Ray, notation: Notation): string {
  const v = numberExpr(ray.v);
  if (notation === 'x-first') return relation({ type: 'var', name: 'x' }, relOf(ray), v);
  if (notation === 'x-last') return relation(v, flip(relOf(ray)), { type: 'var', name: 'x' });
  return printStatement({
    kind: 'interval',
    name: notation === 'named-interval' ? 'x' : null,
    lo: ray.up ? v : null,
    hi: ray.up ? null : v,
    loClosed: ray.up && ray.closed,
    hiClosed: !ray.up && ray.closed,
  });
}
