// Equations of a system as the trace writes them: each side a list of terms (c·x, c·y, a
// constant, or c·(a group of those) after a substitution), printed through the trace language's
// printer so every statement is a fixed point of print(parse(.)). A term list is also plain
// data the moves compute on: its row a·x + b·y = c is read off it.
import type { Expr } from '../../trace/ast.ts';
import { numberExpr } from '../../generator/build.ts';
import { printExpr } from '../../trace/printer.ts';
import type { Q, Row } from './problem.ts';
import { q } from './problem.ts';

export type Var = 'x' | 'y';

/** c·v, or the constant c when v is null. */
export interface Atom {
  c: Q;
  v: Var | null;
}

/** An atom, or c·(group) — the form a substitution writes: 2(y + 1). */
export type Term = Atom | { c: Q; group: Atom[] };

/**
 * What an equation looks like, for the moves that read it:
 * std `a x + b y = c` · iso `v = p w + r` · sub `a(p w + r) + b w = c` · expanded (like terms
 * not yet combined) · collected `A w + K = C` · one `A w = C` · val `w = k`.
 */
export type Form = 'std' | 'iso' | 'sub' | 'expanded' | 'collected' | 'one' | 'val';

/**
 * One equation, never changed once made (every move builds new ones). A trace carries the same
 * equation through several steps and attempts, so its row and its text are worked out once and
 * kept in private fields: being a class with private fields, an Eq cannot be made by spreading
 * another ({ ...e, left }), which would carry the other's row and text along.
 */
export class Eq {
  #row: Row | undefined;
  #text: string | undefined;

  constructor(
    readonly left: readonly Term[],
    readonly right: readonly Term[],
    readonly form: Form,
  ) {}

  /** The equation as a·x + b·y = c (everything moved to the left, constants to the right). */
  get row(): Row {
    return (this.#row ??= addSide(addSide({ a: q(0), b: q(0), c: q(0) }, this.left, q(1)), this.right, q(-1)));
  }

  get text(): string {
    return (this.#text ??= `${printExpr(sideExpr(this.left))} = ${printExpr(sideExpr(this.right))}`);
  }
}

export const other = (v: Var): Var => (v === 'x' ? 'y' : 'x');

export const atom = (c: Q, v: Var | null): Atom => ({ c, v });
const isGroup = (t: Term): t is { c: Q; group: Atom[] } => 'group' in t;

// ---------------------------------------------------------------- rows

function addAtom(r: Row, a: Atom, k: Q): Row {
  const c = a.c.mul(k);
  if (a.v === 'x') return { ...r, a: r.a.add(c) };
  if (a.v === 'y') return { ...r, b: r.b.add(c) };
  return { ...r, c: r.c.sub(c) };
}

function addSide(r: Row, terms: readonly Term[], sign: Q): Row {
  let out = r;
  for (const t of terms) {
    if (isGroup(t)) for (const a of t.group) out = addAtom(out, a, t.c.mul(sign));
    else out = addAtom(out, t, sign);
  }
  return out;
}

/** The equation as a·x + b·y = c. */
export const rowOf = (e: Eq): Row => e.row;

// ---------------------------------------------------------------- printing

/** One atom with its own sign: 3x, -x, (-2/3)y, -5. */
function atomExpr(a: Atom): Expr {
  if (a.v === null) return numberExpr(a.c);
  const body: Expr = { type: 'var', name: a.v };
  if (a.c.equals(1)) return body;
  if (a.c.equals(-1)) return { type: 'neg', arg: body };
  return { type: 'mul', left: numberExpr(a.c), right: body };
}

/** Atoms joined with + and -, zero atoms left out; none at all is "0". */
function atomsExpr(atoms: readonly Atom[]): Expr {
  return joined(atoms.filter((a) => !a.c.isZero()).map((a) => ({ c: a.c, expr: (c: Q) => atomExpr({ c, v: a.v }) })));
}

interface Piece {
  c: Q;
  /** The piece written with coefficient c (c is its sign-carrying coefficient). */
  expr: (c: Q) => Expr;
}

function joined(pieces: readonly Piece[]): Expr {
  let acc: Expr | null = null;
  for (const p of pieces) {
    if (!acc) acc = p.expr(p.c);
    else if (p.c.compare(0) < 0) acc = { type: 'sub', left: acc, right: p.expr(p.c.neg()) };
    else acc = { type: 'add', left: acc, right: p.expr(p.c) };
  }
  return acc ?? { type: 'num', text: '0' };
}

function groupExpr(c: Q, group: readonly Atom[]): Expr {
  const inner = atomsExpr(group);
  if (c.equals(1)) return inner;
  if (c.equals(-1)) return { type: 'neg', arg: inner };
  return { type: 'mul', left: numberExpr(c), right: inner };
}

export function sideExpr(terms: readonly Term[]): Expr {
  return joined(terms.filter((t) => !t.c.isZero()).map((t) => (isGroup(t) ? { c: t.c, expr: (c: Q) => groupExpr(c, t.group) } : { c: t.c, expr: (c: Q) => atomExpr({ c, v: t.v }) })));
}

export const eqText = (e: Eq): string => e.text;

export function systemText(eqs: readonly Eq[]): string {
  return eqs.map(eqText).join(', ');
}

// ---------------------------------------------------------------- common forms

/** a x + b y = c with the zero terms left out. */
export function stdEq(r: Row, form: Form = 'std'): Eq {
  return new Eq([atom(r.a, 'x'), atom(r.b, 'y')], [atom(r.c, null)], form);
}

/** v = p w + r. */
export function isoEq(v: Var, p: Q, r: Q): Eq {
  return new Eq([atom(q(1), v)], [atom(p, other(v)), atom(r, null)], 'iso');
}

/** A w = C (A = 1 is the value form w = C). */
export function oneEq(w: Var, a: Q, c: Q): Eq {
  return new Eq([atom(a, w)], [atom(c, null)], a.equals(1) ? 'val' : 'one');
}

export function valEq(w: Var, k: Q): Eq {
  return oneEq(w, q(1), k);
}

/** Every coefficient of an equation (both sides) multiplied by k. */
export function scaleEq(e: Eq, k: Q): Eq {
  const scale = (t: Term): Term => (isGroup(t) ? { c: t.c.mul(k), group: t.group } : { c: t.c.mul(k), v: t.v });
  return new Eq(e.left.map(scale), e.right.map(scale), e.form);
}

/** The numbers of an equation a copying slip can touch, as paths into its term lists. */
export interface NumberAt {
  side: 'left' | 'right';
  term: number;
  /** Index inside a group, or null for the term's own coefficient. */
  inner: number | null;
}

export function numbersOf(e: Eq): NumberAt[] {
  const out: NumberAt[] = [];
  // The unknown a line is solved for (x = …) is not a number one copies.
  const sides = e.form === 'iso' || e.form === 'val' ? (['right'] as const) : (['left', 'right'] as const);
  for (const side of sides) {
    e[side].forEach((t, i) => {
      if (t.c.isZero()) return;
      if (isGroup(t)) {
        if (!t.c.equals(1) && !t.c.equals(-1)) out.push({ side, term: i, inner: null });
        t.group.forEach((a, j) => {
          if (!a.c.isZero()) out.push({ side, term: i, inner: j });
        });
      } else {
        out.push({ side, term: i, inner: null });
      }
    });
  }
  return out;
}

export function numberAt(e: Eq, at: NumberAt): Q {
  const t = e[at.side][at.term]!;
  if (at.inner === null) return t.c;
  return isGroup(t) ? t.group[at.inner]!.c : t.c;
}

/** The equation with one number changed by f (the form is kept). */
export function changeNumber(e: Eq, at: NumberAt, f: (c: Q) => Q): Eq {
  const terms = e[at.side].map((t, i): Term => {
    if (i !== at.term) return t;
    if (at.inner === null) return isGroup(t) ? { c: f(t.c), group: t.group } : { c: f(t.c), v: t.v };
    if (!isGroup(t)) return t;
    return { c: t.c, group: t.group.map((a, j) => (j === at.inner ? { c: f(a.c), v: a.v } : a)) };
  });
  return at.side === 'left' ? new Eq(terms, e.right, e.form) : new Eq(e.left, terms, e.form);
}

/** The unknown of a one-unknown equation (A w = C, A w + K = C, w = k), or null. */
export function onlyVar(e: Eq): Var | null {
  const r = rowOf(e);
  if (r.a.isZero() === r.b.isZero()) return null;
  return r.a.isZero() ? 'y' : 'x';
}
