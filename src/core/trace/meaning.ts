// What a parsed statement says, exactly: the set of values (or pairs of values) it allows, or
// a check line's numbers, or the values a restriction excludes. Numbers are rationals and
// quadratic surds; expressions in one unknown are rational functions (division by x is read,
// and the values that make a denominator zero are excluded); a system's expressions are
// linear in its two unknowns.
import type { Alg } from '../algebra/algebraic.ts';
import { algOf, algOfSurd, compareAlg, signAt } from '../algebra/algebraic.ts';
import type { Poly } from '../algebra/poly.ts';
import * as P from '../algebra/poly.ts';
import { Rational } from '../algebra/rational.ts';
import { realRoots } from '../algebra/real-roots.ts';
import { MixedRoots, sqrtOf, Surd } from '../algebra/surd.ts';
import type { SolutionSet } from '../sets/index.ts';
import { lineSet, planeSet } from '../sets/index.ts';
import type { LineSet } from '../sets/line.ts';
import { complement, finiteSet, fromCriticalPoints, intersect, isEmpty, LINE_ALL, LINE_EMPTY, union } from '../sets/line.ts';
import type { LinearEq, PlaneSet } from '../sets/plane.ts';
import { PLANE_EMPTY, solveSystem } from '../sets/plane.ts';
import type { Expr, Relation, Statement, Verdict } from './ast.ts';
import { hasVar } from './ast.ts';
import type { Spans } from './syntax.ts';
import { fail, MAX_DEGREE } from './syntax.ts';

/** An expression in one unknown: (a + b·√d) / den, with every divisor's zeros in excl. */
export interface UVal {
  a: Poly;
  /** The coefficient polynomial of √d (only without a denominator). */
  b: Poly | null;
  d: bigint;
  den: Poly | null;
  /** Product of every non-constant divisor met: its real zeros are not in the domain. */
  excl: Poly | null;
}

/** A relation of the original statement, kept to evaluate check lines against. */
export interface Sides {
  left: UVal;
  right: UVal;
  relation: Relation;
}

/** Whether both sides are polynomials in the unknown (no root, no denominator): `left.a` and `right.a` are then the sides whole. */
export function isPolynomialSides(s: Sides | null): s is Sides {
  return !!s && !s.left.b && !s.right.b && !s.left.den && !s.right.den;
}

export type Meaning =
  | {
    kind: 'set';
    set: SolutionSet;
    /** A solved form that can be a final answer: x = 2 or x = 3, x < -12, (-∞, 3], no solution, x = 2, y = 3. */
    solved: boolean;
    /** Values excluded by "x ≠ c" parts of the statement (recorded restrictions). */
    restrictions: Alg[];
    /** Values at which an expression of the statement is undefined (a denominator is zero). */
    excluded: Alg[];
    /** The single relation it states (one unknown), for evaluating check lines; null otherwise. */
    sides: Sides | null;
    /** The values a list "x = a or x = b" names, in the order written (duplicates kept); null for other forms. */
    listed: Alg[] | null;
  }
  | { kind: 'restriction'; restrictions: Alg[] }
  | {
    kind: 'check';
    name: string;
    value: Surd;
    /** The line says the original is undefined at the value. */
    undefined: boolean;
    left: Surd | null;
    relation: Relation | null;
    right: Surd | null;
    verdict: Verdict;
  };

const ONE: Poly = P.ONE;
const K = (r: Rational): UVal => ({ a: P.constant(r), b: null, d: 1n, den: null, excl: null });

const mulExcl = (x: Poly | null, y: Poly | null): Poly | null => (x && y ? P.mul(x, y) : x ?? y);

/** What a relation holds for a given sign of left - right. */
function holds(rel: Relation, sign: number): boolean {
  switch (rel) {
    case '=':
      return sign === 0;
    case '!=':
      return sign !== 0;
    case '<':
      return sign < 0;
    case '<=':
      return sign <= 0;
    case '>':
      return sign > 0;
    case '>=':
      return sign >= 0;
  }
}

export function relationHolds(rel: Relation, left: Surd, right: Surd): boolean {
  return holds(rel, left.compare(right));
}

interface Ctx {
  /** Null on the first, fast pass: an error then asks for a second pass that records spans. */
  spans: Spans | null;
  vars: readonly string[];
}

/** Thrown when an error needs a column and the statement was parsed without spans. */
export class NeedSpans {}

function at(ctx: Ctx, node: object): [number, number] {
  if (!ctx.spans) throw new NeedSpans();
  const s = ctx.spans.get(node);
  return s ? [s.start, s.end] : [0, 1];
}

// ---------- one unknown ----------

function isConstU(u: UVal): boolean {
  return u.den === null && P.degree(u.a) <= 0 && (u.b === null || P.degree(u.b) <= 0);
}

function constOf(u: UVal): Surd {
  return Surd.of(P.coeff(u.a, 0), u.b ? P.coeff(u.b, 0) : Rational.ZERO, u.d);
}

function fromSurd(s: Surd): UVal {
  return s.isRational() ? K(s.p) : { a: P.constant(s.p), b: P.constant(s.q), d: s.d, den: null, excl: null };
}

function checkDegree(ctx: Ctx, node: object, u: UVal): UVal {
  if (P.degree(u.a) > MAX_DEGREE || (u.b && P.degree(u.b) > MAX_DEGREE) || (u.den && P.degree(u.den) > MAX_DEGREE)) {
    fail('degree_too_high', `degree above ${MAX_DEGREE} is not supported`, ...at(ctx, node));
  }
  if (u.excl && P.degree(u.excl) > 2 * MAX_DEGREE) fail('degree_too_high', 'too many divisions by expressions in x', ...at(ctx, node));
  return u;
}

function rootOf(ctx: Ctx, node: object, x: bigint, y: bigint): bigint {
  if (x === 1n) return y;
  if (y === 1n || x === y) return x;
  fail('mixed_roots', `square roots of different numbers (${x} and ${y}) cannot be combined in one value`, ...at(ctx, node));
}

function noRootWithFraction(ctx: Ctx, node: object): never {
  fail('unsupported', 'a square root together with division by an expression in x is not supported', ...at(ctx, node));
}

function addU(ctx: Ctx, node: object, l: UVal, r: UVal): UVal {
  const excl = mulExcl(l.excl, r.excl);
  if (l.den || r.den) {
    if (l.b || r.b) noRootWithFraction(ctx, node);
    const ld = l.den ?? ONE;
    const rd = r.den ?? ONE;
    return { a: P.add(P.mul(l.a, rd), P.mul(r.a, ld)), b: null, d: 1n, den: P.mul(ld, rd), excl };
  }
  const d = rootOf(ctx, node, l.b ? l.d : 1n, r.b ? r.d : 1n);
  const b = l.b && r.b ? P.add(l.b, r.b) : l.b ?? r.b;
  return { a: P.add(l.a, r.a), b: b && b.length ? b : null, d: b && b.length ? d : 1n, den: null, excl };
}

function negU(u: UVal): UVal {
  return { a: P.neg(u.a), b: u.b ? P.neg(u.b) : null, d: u.d, den: u.den, excl: u.excl };
}

function subU(ctx: Ctx, node: object, l: UVal, r: UVal): UVal {
  // The common case (polynomials, no roots) without building -r.
  if (!l.den && !r.den && !l.b && !r.b) return { a: P.sub(l.a, r.a), b: null, d: 1n, den: null, excl: mulExcl(l.excl, r.excl) };
  return addU(ctx, node, l, negU(r));
}

function mulU(ctx: Ctx, node: object, l: UVal, r: UVal): UVal {
  const excl = mulExcl(l.excl, r.excl);
  if (l.den || r.den) {
    if (l.b || r.b) noRootWithFraction(ctx, node);
    const den = l.den && r.den ? P.mul(l.den, r.den) : l.den ?? r.den;
    return checkDegree(ctx, node, { a: P.mul(l.a, r.a), b: null, d: 1n, den, excl });
  }
  const d = rootOf(ctx, node, l.b ? l.d : 1n, r.b ? r.d : 1n);
  // (la + √d lb)(ra + √d rb) = la ra + d lb rb + √d (la rb + lb ra)
  let a = P.mul(l.a, r.a);
  if (l.b && r.b) a = P.add(a, P.scale(P.mul(l.b, r.b), Rational.of(d)));
  const parts: Poly[] = [];
  if (r.b) parts.push(P.mul(l.a, r.b));
  if (l.b) parts.push(P.mul(l.b, r.a));
  const b = parts.length ? parts.reduce((x, y) => P.add(x, y)) : null;
  const hasB = !!b && b.length > 0;
  return checkDegree(ctx, node, { a, b: hasB ? b : null, d: hasB ? d : 1n, den: null, excl });
}

function divU(ctx: Ctx, node: object, divisor: object, l: UVal, r: UVal): UVal {
  if (isConstU(r)) {
    const c = constOf(r);
    if (c.isZero()) fail('division_by_zero', 'division by zero', ...at(ctx, divisor));
    if (c.isRational()) {
      const k = c.p.inverse();
      return { ...l, a: P.scale(l.a, k), b: l.b ? P.scale(l.b, k) : null };
    }
    if (l.den) noRootWithFraction(ctx, node);
    return mulU(ctx, node, l, fromSurd(c.inverse()));
  }
  if (l.b || r.b) noRootWithFraction(ctx, node);
  // ra / rd with ra = 0: a divisor such as x/x - 1 is zero wherever it is defined.
  if (r.a.length === 0) fail('division_by_zero', 'division by zero: the divisor is 0 wherever it is defined', ...at(ctx, divisor));
  const ld = l.den ?? ONE;
  const rd = r.den ?? ONE;
  // (la / ld) / (ra / rd) = la rd / (ld ra); the divisor's zeros leave the domain.
  const excl = mulExcl(mulExcl(l.excl, r.excl), r.a);
  return checkDegree(ctx, node, { a: P.mul(l.a, rd), b: null, d: 1n, den: P.mul(ld, r.a), excl });
}

function evalU(ctx: Ctx, e: Expr, sign: 1 | -1): UVal {
  switch (e.type) {
    case 'num':
      return K(Rational.parse(e.text));
    case 'var':
      if (e.name !== ctx.vars[0]) fail('unknown_word', `unexpected unknown "${e.name}" (the variable is ${ctx.vars[0]})`, ...at(ctx, e));
      return { a: P.X, b: null, d: 1n, den: null, excl: null };
    case 'neg':
      return negU(evalU(ctx, e.arg, sign));
    case 'add':
      return addU(ctx, e, evalU(ctx, e.left, sign), evalU(ctx, e.right, sign));
    case 'sub':
      return subU(ctx, e, evalU(ctx, e.left, sign), evalU(ctx, e.right, sign));
    case 'pm': {
      const right = evalU(ctx, e.right, sign);
      const signed = sign === 1 ? right : negU(right);
      return e.left ? addU(ctx, e, evalU(ctx, e.left, sign), signed) : signed;
    }
    case 'mul':
      return mulU(ctx, e, evalU(ctx, e.left, sign), evalU(ctx, e.right, sign));
    case 'div':
      return divU(ctx, e, e.right, evalU(ctx, e.left, sign), evalU(ctx, e.right, sign));
    case 'pow': {
      const base = evalU(ctx, e.base, sign);
      // base^0 is 1 only where the base is defined: (1/x)^0 keeps x = 0 out of the domain.
      let out: UVal = e.exp === 0 && base.excl ? { a: ONE, b: null, d: 1n, den: ONE, excl: base.excl } : K(Rational.ONE);
      for (let i = 0; i < e.exp; i++) out = mulU(ctx, e, out, base);
      return out;
    }
    case 'sqrt': {
      const arg = evalU(ctx, e.arg, sign);
      if (!isConstU(arg) || arg.b) {
        fail('unsupported', 'only the square root of a number is supported, such as sqrt(2) or sqrt(8/9)', ...at(ctx, e));
      }
      const v = P.coeff(arg.a, 0);
      if (v.compare(0) < 0) fail('sqrt_negative', `sqrt(${v.toFraction()}) is not a real number`, ...at(ctx, e));
      return fromSurd(sqrtOf(v));
    }
  }
}

/** Whether the expression holds a `±` (it then names two values). */
export const hasPm = (e: Expr): boolean => {
  switch (e.type) {
    case 'pm':
      return true;
    case 'num':
    case 'var':
      return false;
    case 'neg':
      return hasPm(e.arg);
    case 'sqrt':
      return hasPm(e.arg);
    case 'pow':
      return hasPm(e.base);
    default:
      return hasPm(e.left) || hasPm(e.right);
  }
};

/** A constant expression's value (one unknown's algebra: numbers and square roots). */
function constant(ctx: Ctx, e: Expr, what: string, sign: 1 | -1 = 1): Surd {
  // ± names two numbers; one of them must not be taken silently.
  if (hasPm(e)) fail('unsupported', `${what} must be one number, and ± names two`, ...at(ctx, e));
  const u = evalU(ctx, e, sign);
  if (!isConstU(u)) fail('not_constant', `${what} must be a number, not an expression in ${ctx.vars[0]}`, ...at(ctx, e));
  return constOf(u);
}

/** The set where `l rel r` holds and both sides are defined. */
function relationSet(ctx: Ctx, node: object, l: UVal, rel: Relation, r: UVal): LineSet {
  const excl = mulExcl(l.excl, r.excl);
  if (l.b || r.b) {
    // As inside one side: left - right would need the denominator, which A + √d B has no room for.
    if (l.den || r.den) noRootWithFraction(ctx, node);
    // left - right = A + √d B with A, B of degree ≤ 1.
    const d = rootOf(ctx, node, l.b ? l.d : 1n, r.b ? r.d : 1n);
    const A = P.sub(l.a, r.a);
    const B = P.sub(l.b ?? P.ZERO, r.b ?? P.ZERO);
    if (B.length === 0) return polySet(A, ONE, null, rel);
    if (P.degree(A) > 1 || P.degree(B) > 1) {
      fail('unsupported', 'a square root in an equation of degree 2 or more is not supported; move the square root to a side of its own', ...at(ctx, node));
    }
    const alpha = Surd.of(P.coeff(A, 0), P.coeff(B, 0), d);
    const beta = Surd.of(P.coeff(A, 1), P.coeff(B, 1), d);
    if (beta.isZero()) return holds(rel, alpha.sign()) ? LINE_ALL : LINE_EMPTY;
    const root = alpha.neg().div(beta);
    // An equation holds at its one root only: no gaps to sample (x + 1 = sqrt(2) is frequent).
    if (rel === '=') return finiteSet([algOfSurd(root)]);
    return fromCriticalPoints([algOfSurd(root)], () => holds(rel, 0), (t) => holds(rel, alpha.add(beta.mul(Surd.rational(t))).sign()));
  }
  if (!l.den && !r.den) return polySet(P.sub(l.a, r.a), ONE, excl, rel);
  const ld = l.den ?? ONE;
  const rd = r.den ?? ONE;
  return polySet(P.sub(P.mul(l.a, rd), P.mul(r.a, ld)), P.mul(ld, rd), excl, rel);
}

/** {x : N(x)/D(x) rel 0, E(x) ≠ 0}; D's zeros are among E's. */
function polySet(N: Poly, D: Poly, E: Poly | null, rel: Relation): LineSet {
  if (!E && rel === '=') return N.length === 0 ? LINE_ALL : finiteSet(realRoots(N));
  // An equation with holes: N ≠ 0 between critical points (and D's zeros are E's), so the set is
  // the roots of N where E ≠ 0 — what the general path below finds, without sampling the gaps.
  if (E && rel === '=' && N.length > 0) return finiteSet(realRoots(N).filter((a) => signAt(E, a) !== 0));
  const holes = E ? realRoots(E) : [];
  const points = N.length === 0 ? holes : [...realRoots(N), ...holes];
  const defined = (a: Alg) => !E || signAt(E, a) !== 0;
  return fromCriticalPoints(
    points,
    (c) => defined(c) && holds(rel, signAt(N, c) * (D === ONE ? 1 : signAt(D, c))),
    (t) => holds(rel, P.evaluate(N, t).compare(0) * (D === ONE ? 1 : P.evaluate(D, t).compare(0))),
  );
}

/** x rel c, c rel x, c1 < x < c2: a solved form. */
function isSolvedRelation(s: Extract<Statement, { kind: 'relation' }>): boolean {
  const isVar = (e: Expr) => e.type === 'var';
  if (s.sides.length === 2) return (isVar(s.sides[0]!) && !hasVar(s.sides[1]!)) || (isVar(s.sides[1]!) && !hasVar(s.sides[0]!));
  if (s.sides.length === 3) {
    const up = s.rels.every((r) => r === '<' || r === '<=');
    const down = s.rels.every((r) => r === '>' || r === '>=');
    return (up || down) && !hasVar(s.sides[0]!) && isVar(s.sides[1]!) && !hasVar(s.sides[2]!);
  }
  return false;
}

/**
 * x ≠ c (or c ≠ x): a restriction; x ≠ ±c excludes both values, as it is read in every class (as
 * "x ≠ c or x ≠ -c" it would hold for every x, and right work that writes it was called wrong).
 */
function restrictionOf(ctx: Ctx, s: Statement): Surd[] | null {
  if (s.kind !== 'relation' || s.rels.length !== 1 || s.rels[0] !== '!=') return null;
  const [l, r] = s.sides as [Expr, Expr];
  const c = l.type === 'var' && !hasVar(r) ? r : r.type === 'var' && !hasVar(l) ? l : null;
  if (!c) return null;
  if (!hasPm(c)) return [constant(ctx, c, 'an excluded value')];
  const both = ([1, -1] as const).map((sign) => {
    const u = evalU(ctx, c, sign);
    if (!isConstU(u)) fail('not_constant', `an excluded value must be a number, not an expression in ${ctx.vars[0]}`, ...at(ctx, c));
    return constOf(u);
  });
  return both[0]!.equals(both[1]!) ? [both[0]!] : both;
}

interface LineMeaning {
  set: LineSet;
  solved: boolean;
  restrictions: Alg[];
  excl: Poly | null;
  sides: Sides | null;
  listed: Alg[] | null;
}

/**
 * The fast path for the common case: a side that is a polynomial in the unknown with rational
 * coefficients (no square root, no ±, no division by an expression in x), or null to take the
 * general path (which also reports every error with its column).
 */
function polyOf(ctx: Ctx, e: Expr): Poly | null {
  switch (e.type) {
    case 'num':
      return P.constant(Rational.parse(e.text));
    case 'var':
      return e.name === ctx.vars[0] ? P.X : null;
    case 'neg': {
      const a = polyOf(ctx, e.arg);
      return a && P.neg(a);
    }
    case 'add':
    case 'sub':
    case 'mul': {
      const l = polyOf(ctx, e.left);
      if (!l) return null;
      const r = polyOf(ctx, e.right);
      if (!r) return null;
      const out = e.type === 'add' ? P.add(l, r) : e.type === 'sub' ? P.sub(l, r) : P.mul(l, r);
      return P.degree(out) > MAX_DEGREE ? null : out;
    }
    case 'div': {
      const r = polyOf(ctx, e.right);
      if (!r || P.degree(r) !== 0) return null;
      const l = polyOf(ctx, e.left);
      return l && P.scale(l, r[0]!.inverse());
    }
    case 'pow': {
      const base = polyOf(ctx, e.base);
      if (!base || P.degree(base) * e.exp > MAX_DEGREE) return null;
      return P.pow(base, e.exp);
    }
    default:
      return null;
  }
}

function relationMeaning(ctx: Ctx, s: Extract<Statement, { kind: 'relation' }>): LineMeaning {
  if (s.rels.length === 1) {
    const left = polyOf(ctx, s.sides[0]!);
    const right = left && polyOf(ctx, s.sides[1]!);
    if (left && right) {
      const rel = s.rels[0]!;
      const u = (a: Poly): UVal => ({ a, b: null, d: 1n, den: null, excl: null });
      const sides: Sides = { left: u(left), right: u(right), relation: rel };
      const listing = isListing(s);
      const listed = listing ? [algOf(P.coeff(listing === 1 ? right : left, 0))] : null;
      return { set: polySet(P.sub(left, right), ONE, null, rel), solved: isSolvedRelation(s), restrictions: [], excl: null, sides, listed };
    }
  }
  let excl: Poly | null = null;
  let sides: Sides | null = null;
  let listed: Alg[] | null = null;
  const branches: (1 | -1)[] = s.sides.some(hasPm) ? [1, -1] : [1];
  const listing = isListing(s);
  let total: LineSet = LINE_EMPTY;
  for (const sign of branches) {
    const values = s.sides.map((e) => evalU(ctx, e, sign));
    let set: LineSet | null = null;
    for (let i = 0; i < s.rels.length; i++) {
      const l = values[i]!;
      const r = values[i + 1]!;
      excl = mulExcl(excl, mulExcl(l.excl, r.excl));
      const part = relationSet(ctx, s, l, s.rels[i]!, r);
      set = set ? intersect(set, part) : part;
    }
    if (branches.length === 1 && s.rels.length === 1) sides = { left: values[0]!, right: values[1]!, relation: s.rels[0]! };
    if (listing) {
      const c = values[listing]!;
      (listed ??= []).push(algOfSurd(constOf(c)));
    }
    total = branches.length === 1 ? set! : union(total, set!);
  }
  return { set: total, solved: isSolvedRelation(s) || (isWorkedValue(s) && !isEmpty(total)), restrictions: [], excl, sides, listed };
}

/**
 * `x = 10/4 = 5/2`, `x = -7 - 5 = -12`: the unknown, then a chain of equal numbers worked out,
 * as students end a solution. A solved form when the numbers are equal (its set is that value);
 * when they are not, the chain holds for no x and states no answer.
 */
function isWorkedValue(s: Extract<Statement, { kind: 'relation' }>): boolean {
  // `x > 10/4 = 5/2` too: the bound worked out after the relation (not `x ≠ …`, a restriction).
  return s.sides.length > 2 && s.rels[0] !== '!=' && s.rels.slice(1).every((r) => r === '=') && s.sides[0]!.type === 'var' && s.sides.slice(1).every((e) => !hasVar(e));
}

/** For x = c (or c = x): the index of the side holding the value c; 0 when not such a list item. */
function isListing(s: Extract<Statement, { kind: 'relation' }>): number {
  if (s.rels.length !== 1 || s.rels[0] !== '=') return 0;
  const [l, r] = s.sides as [Expr, Expr];
  if (l.type === 'var' && !hasVar(r)) return 1;
  return 0;
}

function intervalMeaning(ctx: Ctx, s: Extract<Statement, { kind: 'interval' }>): LineMeaning {
  if (s.name !== null && s.name !== ctx.vars[0]) fail('unknown_word', `unexpected unknown "${s.name}" (the variable is ${ctx.vars[0]})`, ...at(ctx, s));
  const lo = s.lo ? algOfSurd(constant(ctx, s.lo, 'an end of an interval')) : null;
  const hi = s.hi ? algOfSurd(constant(ctx, s.hi, 'an end of an interval')) : null;
  const points = [lo, hi].filter((a): a is Alg => a !== null);
  const member = (c: Alg) => {
    if (lo && eq(c, lo) && !s.loClosed) return false;
    if (hi && eq(c, hi) && !s.hiClosed) return false;
    return inside(c, lo, hi);
  };
  const set = fromCriticalPoints(points, member, (t) => inside({ kind: 'q', v: t }, lo, hi));
  return { set, solved: true, restrictions: [], excl: null, sides: null, listed: null };
}

const eq = (a: Alg, b: Alg) => compareAlg(a, b) === 0;
/** lo ≤ v ≤ hi (each end optional). */
function inside(v: Alg, lo: Alg | null, hi: Alg | null): boolean {
  return (lo === null || compareAlg(v, lo) >= 0) && (hi === null || compareAlg(v, hi) <= 0);
}

function lineMeaning(ctx: Ctx, s: Statement): LineMeaning {
  switch (s.kind) {
    case 'relation':
      return relationMeaning(ctx, s);
    case 'interval':
      return intervalMeaning(ctx, s);
    case 'none':
      return { set: LINE_EMPTY, solved: true, restrictions: [], excl: null, sides: null, listed: [] };
    case 'or': {
      const parts = s.parts.map((p) => lineMeaning(ctx, p));
      return {
        set: parts.reduce((acc, p) => union(acc, p.set), LINE_EMPTY),
        solved: parts.every((p) => p.solved),
        restrictions: [],
        excl: parts.reduce<Poly | null>((acc, p) => mulExcl(acc, p.excl), null),
        sides: null,
        listed: parts.every((p) => p.listed) ? parts.flatMap((p) => p.listed!) : null,
      };
    }
    case 'and': {
      const restrictions: Alg[] = [];
      let set: LineSet = LINE_ALL;
      let solved = true;
      let excl: Poly | null = null;
      let any = false;
      for (const p of s.parts) {
        const r = restrictionOf(ctx, p);
        if (r) {
          restrictions.push(...r.map(algOfSurd));
          continue;
        }
        const m = lineMeaning(ctx, p);
        any = true;
        set = intersect(set, m.set);
        solved &&= m.solved;
        excl = mulExcl(excl, m.excl);
        restrictions.push(...m.restrictions);
      }
      // Only restrictions: the statement records them and says nothing else.
      return { set: any ? set : complement(finiteSet(restrictions)), solved: any && solved, restrictions, excl, sides: null, listed: null };
    }
    case 'check':
      throw new Error('a check line has no set');
  }
}

// ---------- two unknowns (a system) ----------

/** u-coefficient, v-coefficient, constant. */
type Aff = [Rational, Rational, Rational];

function notLinear(ctx: Ctx, node: object, why: string): never {
  fail('not_linear', `a system's equations must be linear in ${ctx.vars.join(' and ')}: ${why}`, ...at(ctx, node));
}

const isConstA = (a: Aff) => a[0].isZero() && a[1].isZero();

function evalA(ctx: Ctx, e: Expr): Aff {
  switch (e.type) {
    case 'num':
      return [Rational.ZERO, Rational.ZERO, Rational.parse(e.text)];
    case 'var': {
      const i = ctx.vars.indexOf(e.name);
      if (i < 0) fail('unknown_word', `unexpected unknown "${e.name}" (the unknowns are ${ctx.vars.join(' and ')})`, ...at(ctx, e));
      return i === 0 ? [Rational.ONE, Rational.ZERO, Rational.ZERO] : [Rational.ZERO, Rational.ONE, Rational.ZERO];
    }
    case 'neg': {
      const x = evalA(ctx, e.arg);
      return [x[0].neg(), x[1].neg(), x[2].neg()];
    }
    case 'add':
    case 'sub': {
      const l = evalA(ctx, e.left);
      const r = evalA(ctx, e.right);
      const f = e.type === 'add' ? (p: Rational, q: Rational) => p.add(q) : (p: Rational, q: Rational) => p.sub(q);
      return [f(l[0], r[0]), f(l[1], r[1]), f(l[2], r[2])];
    }
    case 'mul': {
      const l = evalA(ctx, e.left);
      const r = evalA(ctx, e.right);
      if (!isConstA(l) && !isConstA(r)) notLinear(ctx, e, 'a product of two unknowns');
      const [k, x] = isConstA(l) ? [l[2], r] : [r[2], l];
      return [x[0].mul(k), x[1].mul(k), x[2].mul(k)];
    }
    case 'div': {
      const l = evalA(ctx, e.left);
      const r = evalA(ctx, e.right);
      if (!isConstA(r)) notLinear(ctx, e, 'division by an unknown');
      if (r[2].isZero()) fail('division_by_zero', 'division by zero', ...at(ctx, e.right));
      const k = r[2].inverse();
      return [l[0].mul(k), l[1].mul(k), l[2].mul(k)];
    }
    case 'pow': {
      const base = evalA(ctx, e.base);
      if (e.exp === 1) return base;
      if (!isConstA(base)) notLinear(ctx, e, 'a power of an unknown');
      let v = Rational.ONE;
      for (let i = 0; i < e.exp; i++) v = v.mul(base[2]);
      return [Rational.ZERO, Rational.ZERO, v];
    }
    case 'sqrt':
    case 'pm':
      notLinear(ctx, e, 'square roots and ± are not part of a system');
  }
}

/** Why a part of a system is not one linear equation, in words; null when it is one. */
function notAnEquation(p: Statement): string | null {
  if (p.kind === 'or') return '"or" is not supported in a system';
  if (p.kind === 'interval') return 'intervals are not supported in a system';
  if (p.kind !== 'relation') return 'a system holds equations only';
  if (p.rels.some((r) => r !== '=')) return 'only equations (=) are supported';
  if (p.rels.length !== 1) return 'write one equation in each part, such as "x = 1, y = 2"';
  return null;
}

/**
 * `x = 1 + 2 = 3` in a system: the unknown, then equal numbers worked out, as in one unknown
 * (isWorkedValue). The equation x = 3 when the numbers are equal; when they are not, the chain
 * holds for no pair (null). Undefined when the statement is no such chain.
 */
function workedEquation(ctx: Ctx, s: Statement): LinearEq | null | undefined {
  if (s.kind !== 'relation' || !isWorkedValue(s)) return undefined;
  const values = s.sides.slice(1).map((e) => evalA(ctx, e)[2]);
  if (!values.every((v) => v.equals(values[0]!))) return null;
  const first = ctx.vars[0] === (s.sides[0] as Extract<Expr, { type: 'var' }>).name;
  return { a: first ? Rational.ONE : Rational.ZERO, b: first ? Rational.ZERO : Rational.ONE, c: values[0]! };
}

/**
 * The equation a relation of two linear sides states, as written: left minus right, a·u + b·v = c, not
 * normalised (planeMeaning's sets are), so a multiple of it keeps its factor. For judging a named
 * combination of a system's equations (checker/named-combination.ts); null for any other statement.
 */
export function writtenEquation(s: Statement, vars: readonly string[]): LinearEq | null {
  if (s.kind !== 'relation' || s.rels.length !== 1 || s.rels[0] !== '=' || vars.length !== 2) return null;
  const ctx: Ctx = { spans: null, vars };
  try {
    const l = evalA(ctx, s.sides[0]!);
    const r = evalA(ctx, s.sides[1]!);
    return { a: l[0].sub(r[0]), b: l[1].sub(r[1]), c: r[2].sub(l[2]) };
  } catch {
    // Not linear in the two unknowns (or an error that would need spans to say where): no such equation.
    return null;
  }
}

function planeMeaning(ctx: Ctx, s: Statement): { set: PlaneSet; solved: boolean } {
  const worked = workedEquation(ctx, s);
  if (worked !== undefined) return { set: worked ? solveSystem([worked]) : PLANE_EMPTY, solved: false };
  switch (s.kind) {
    case 'relation': {
      const why = notAnEquation(s);
      if (why) notLinear(ctx, s, why);
      const l = evalA(ctx, s.sides[0]!);
      const r = evalA(ctx, s.sides[1]!);
      const eq: LinearEq = { a: l[0].sub(r[0]), b: l[1].sub(r[1]), c: r[2].sub(l[2]) };
      return { set: solveSystem([eq]), solved: false };
    }
    case 'none':
      return { set: PLANE_EMPTY, solved: true };
    case 'and': {
      const eqs: LinearEq[] = [];
      const named = new Set<string>();
      let solved = true;
      for (const p of s.parts) {
        const worked = workedEquation(ctx, p);
        if (worked !== undefined) {
          // x = 1 + 2 = 3, y = 2: the value worked out names its unknown.
          if (!worked) return { set: PLANE_EMPTY, solved: false };
          named.add(worked.a.isZero() ? ctx.vars[1]! : ctx.vars[0]!);
          eqs.push(worked);
          continue;
        }
        // Each part in its own words: "x + y < 1, x = 0" holds an inequality, not a missing comma.
        const why = notAnEquation(p);
        if (why || p.kind !== 'relation') notLinear(ctx, p, why ?? 'a system holds equations only');
        const [left, right] = p.sides as [Expr, Expr];
        if (left.type === 'var' && !hasVar(right)) named.add(left.name);
        else solved = false;
        const l = evalA(ctx, left);
        const r = evalA(ctx, right);
        eqs.push({ a: l[0].sub(r[0]), b: l[1].sub(r[1]), c: r[2].sub(l[2]) });
      }
      return { set: solveSystem(eqs), solved: solved && ctx.vars.every((v) => named.has(v)) && s.parts.length === ctx.vars.length };
    }
    default:
      notLinear(ctx, s, notAnEquation(s) ?? 'a system holds equations only');
  }
}

// ---------- the door ----------

/** The meaning of a parsed statement for a trace whose unknowns are `vars` (one or two). */
export function meaningOf(s: Statement, spans: Spans | null, vars: readonly string[]): Meaning {
  const ctx: Ctx = { spans, vars };
  try {
    if (s.kind === 'check') {
      if (vars.length !== 1) fail('unsupported', 'check lines are supported for one unknown', ...at(ctx, s));
      if (s.name !== vars[0]) fail('unknown_word', `unexpected unknown "${s.name}" (the variable is ${vars[0]})`, ...at(ctx, s));
      if (hasPm(s.value)) fail('unsupported', 'a check line checks one value: write one check line for each', ...at(ctx, s.value));
      const value = constant(ctx, s.value, 'the checked value');
      const left = s.left ? constant(ctx, s.left, "the left side's value") : null;
      const right = s.right ? constant(ctx, s.right, "the right side's value") : null;
      return { kind: 'check', name: s.name, value, undefined: s.left === null, left, relation: s.relation, right, verdict: s.verdict };
    }
    if (vars.length === 2) {
      const m = planeMeaning(ctx, s);
      return { kind: 'set', set: planeSet(m.set), solved: m.solved, restrictions: [], excluded: [], sides: null, listed: null };
    }
    if (s.kind === 'and' && s.parts.every((p) => restrictionOf(ctx, p))) {
      return { kind: 'restriction', restrictions: s.parts.flatMap((p) => restrictionOf(ctx, p)!.map(algOfSurd)) };
    }
    const single = restrictionOf(ctx, s);
    if (single) return { kind: 'restriction', restrictions: single.map(algOfSurd) };
    const m = lineMeaning(ctx, s);
    return { kind: 'set', set: lineSet(m.set), solved: m.solved, restrictions: m.restrictions, excluded: m.excl ? realRoots(m.excl) : [], sides: m.sides, listed: m.listed };
  } catch (e) {
    if (e instanceof MixedRoots) fail('mixed_roots', e.message, ...at(ctx, s));
    throw e;
  }
}
