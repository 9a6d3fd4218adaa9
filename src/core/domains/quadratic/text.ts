// Canonical statement text for quadratic traces. Every builder makes the tree the parser would
// make and prints it with printExpr, so each statement is a fixed point of print(parse(.)):
// surds as Surd.toText writes them ("-1 + sqrt(2)", "(-3 - sqrt(17))/4"), factored forms,
// the quadratic formula with its discriminant, ± lines and final answers in ascending order.
import type { Poly } from '../../algebra/index.ts';
import { poly as P } from '../../algebra/index.ts';
import { gcdBig } from '../../algebra/rational.ts';
import type { Surd } from '../../algebra/surd.ts';
import type { Q } from '../../generator/build.ts';
import { linear, numberExpr, q } from '../../generator/build.ts';
import type { Expr } from '../../trace/index.ts';
import { printExpr } from '../../trace/index.ts';
import { reversedFactor } from '../../generator/sign-forms.ts';

export const X: Expr = { type: 'var', name: 'x' };
const num = (n: bigint): Expr => ({ type: 'num', text: n.toString() });
const sqrtOfInt = (d: bigint): Expr => ({ type: 'sqrt', arg: num(d) });

const lcm = (a: bigint, b: bigint): bigint => (a / gcdBig(a, b)) * b;

/** A signed integer as the parser reads it: -3 is neg(3). */
function intExpr(n: bigint): Expr {
  return n < 0n ? { type: 'neg', arg: num(-n) } : num(n);
}

/** b·√d for b > 0: "sqrt(2)", "3sqrt(5)". */
function rootTerm(b: bigint, d: bigint): Expr {
  return b === 1n ? sqrtOfInt(d) : { type: 'mul', left: num(b), right: sqrtOfInt(d) };
}

/** p + q√d over one positive denominator: the integers (a, b, c) of (a + b√d)/c. */
function overOne(p: Q, qq: Q): { a: bigint; b: bigint; c: bigint } {
  const c = lcm(p.d, qq.d);
  return { a: (p.n * c) / p.d, b: (qq.n * c) / qq.d, c };
}

/** A real value p + q√d as an expression: the tree of Surd.toText. */
export function valueExpr(s: Surd): Expr {
  if (s.isRational()) return numberExpr(s.p);
  const { a, b, c } = overOne(s.p, s.q);
  const abs = b < 0n ? -b : b;
  const root = rootTerm(abs, s.d);
  let top: Expr;
  // -sqrt(3) is neg(sqrt(3)), but -2sqrt(3) is (-2)·sqrt(3), as the parser reads both.
  if (a === 0n) top = b > 0n ? root : abs === 1n ? { type: 'neg', arg: root } : { type: 'mul', left: intExpr(b), right: sqrtOfInt(s.d) };
  else top = { type: b < 0n ? 'sub' : 'add', left: intExpr(a), right: root };
  return c === 1n ? top : { type: 'div', left: top, right: num(c) };
}

/**
 * p ± r (r ≥ 0 the size of the ± part, rational or m√d) over one positive denominator,
 * reduced: "-1 ± sqrt(2)", "(-3 ± sqrt(17))/4", "(5 ± 1)/2" when r is rational.
 */
export function pmExpr(p: Q, r: Surd): Expr {
  if (r.isRational()) {
    const { a, b, c } = overOne(p, r.p);
    const g = gcdBig(gcdBig(a, b), c) || 1n;
    const body: Expr = a === 0n ? { type: 'pm', left: null, right: num(b / g) } : { type: 'pm', left: intExpr(a / g), right: num(b / g) };
    return c / g === 1n ? body : { type: 'div', left: body, right: num(c / g) };
  }
  const { a, b, c } = overOne(p, r.q);
  const g = gcdBig(gcdBig(a, b), c) || 1n;
  const root = rootTerm(b / g, r.d);
  const body: Expr = a === 0n ? { type: 'pm', left: null, right: root } : { type: 'pm', left: intExpr(a / g), right: root };
  return c / g === 1n ? body : { type: 'div', left: body, right: num(c / g) };
}

/** `x = v` (Surd.toText prints exactly what printExpr(valueExpr(v)) prints, and is cheaper). */
export function valueAnswer(v: Surd): string {
  return `x = ${v.toText()}`;
}

/** The final answer: every value, ascending, joined with "or" (the one answer form of the domain). */
export function rootsAnswer(roots: readonly Surd[]): string {
  return roots.map(valueAnswer).join(' or ');
}

export function equation(left: Expr, right: Expr): string {
  return `${printExpr(left)} = ${printExpr(right)}`;
}

/** |c| as a coefficient of x^k: "" for 1, "3", "(3/2)". */
function coefficientText(abs: Q): string {
  if (abs.equals(1)) return '';
  const t = abs.toFraction();
  return abs.isInteger() ? t : `(${t})`;
}

/**
 * A polynomial, highest degree first, exactly as printExpr(polyExpr(p)) prints it ("x^2 - (3/2)x + 1/2",
 * "(-3/2)x + 5", "0") without building the tree: every line of a quadratic trace prints one or two,
 * and the tree is only ever printed (the equality is property-tested).
 */
export function polyText(p: Poly): string {
  let out = '';
  for (let k = p.length - 1; k >= 0; k--) {
    const c = p[k]!;
    if (c.isZero()) continue;
    const negative = c.compare(0) < 0;
    const abs = negative ? c.neg() : c;
    let body: string;
    if (k === 0) body = abs.toFraction();
    else {
      const power = k === 1 ? 'x' : `x^${k}`;
      // A first negative fraction keeps its sign inside the parentheses: (-3/2)x.
      if (!out && negative && !abs.isInteger()) {
        out = `(-${abs.toFraction()})${power}`;
        continue;
      }
      body = `${coefficientText(abs)}${power}`;
    }
    out = out ? `${out} ${negative ? '-' : '+'} ${body}` : `${negative ? '-' : ''}${body}`;
  }
  return out || '0';
}

/** L = R for two polynomials. */
export function polyEq(left: Poly, right: Poly): string {
  return `${polyText(left)} = ${polyText(right)}`;
}

/** `x = <expr>`. */
export function xIs(e: Expr): string {
  return equation(X, e);
}

/** (x - h)^2 with a rational h. */
export function shifted(h: Q): Expr {
  return { type: 'pow', base: linear(q(1), h.neg()), exp: 2 };
}

/** a·E, with a = 1 left out and a = -1 written as a sign. */
export function times(a: Q, e: Expr): Expr {
  if (a.equals(1)) return e;
  if (a.equals(-1)) return { type: 'neg', arg: e };
  return { type: 'mul', left: numberExpr(a), right: e };
}

/** a(x - h)^2 + c (c = 0 left out). */
export function vertexExpr(a: Q, h: Q, c: Q): Expr {
  const sq = times(a, shifted(h));
  if (c.equals(0)) return sq;
  return c.compare(0) < 0 ? { type: 'sub', left: sq, right: numberExpr(c.neg()) } : { type: 'add', left: sq, right: numberExpr(c) };
}

/** v1 + v2 for two numbers, as a student writes the sum before working it out ("-3 + 9/4"). */
export function sumOf(v1: Q, v2: Q): Expr {
  if (v1.equals(0)) return numberExpr(v2);
  if (v2.compare(0) < 0) return { type: 'sub', left: numberExpr(v1), right: numberExpr(v2.neg()) };
  return { type: 'add', left: numberExpr(v1), right: numberExpr(v2) };
}

/** One linear factor per root: (x - r) in monic style, else (den·x - num) with integers. */
function factorOf(r: Q, monicStyle: boolean, reversed = false): { expr: Expr; poly: Poly } {
  const m = monicStyle || r.d === 1n ? q(1) : q(r.d);
  const n = r.mul(m);
  if (reversed && !n.isZero()) return { expr: reversedFactor(m, n), poly: [n, m.neg()] };
  return { expr: linear(m, n.neg()), poly: [n.neg(), m] };
}

/**
 * lead·(x - r1)(x - r2) written as factors, with the constant factor in front (a sign of -1 as
 * "-(…)") and a double root written as a square. Integer polynomials with fractional roots get
 * integer factors (2x - 1)(x + 2); `monicStyle` keeps x - 1/2 (after dividing by the leading
 * coefficient). Returns the factors too, for the zero-product line. `reversed` writes a factor
 * (2 - x) for (x - 2), the constant in front compensating (generator 3.5.0).
 */
export function factoredForm(lead: Q, roots: readonly Q[], monicStyle: boolean, reversed: readonly boolean[] = []): { expr: Expr; factors: Expr[] } {
  const fs = roots.map((r, i) => factorOf(r, monicStyle, reversed[i] ?? false));
  const double = roots.length === 1;
  const product = double ? P.mul(fs[0]!.poly, fs[0]!.poly) : P.mul(fs[0]!.poly, fs[1]!.poly);
  const scale = lead.div(P.lead(product));
  const body: Expr = double ? { type: 'pow', base: fs[0]!.expr, exp: 2 } : fs[0]!.expr;
  let expr: Expr;
  if (scale.equals(1)) expr = body;
  else if (scale.equals(-1)) expr = { type: 'neg', arg: body };
  else expr = { type: 'mul', left: numberExpr(scale), right: body };
  if (!double) expr = { type: 'mul', left: expr, right: fs[1]!.expr };
  return { expr, factors: fs.map((f) => f.expr) };
}

/** f1 = 0 or f2 = 0. */
export function zeroProduct(factors: readonly Expr[]): string {
  return factors.map((f) => equation(f, numberExpr(q(0)))).join(' or ');
}

/**
 * The quadratic formula with the coefficients put in and the discriminant shown as b² and 4ac:
 * x = (5 ± sqrt(25 - 24))/2. `minusB` is the numerator's first term as written (-b, or b after
 * a sign slip); `fourAc` is written as subtracted (its sign may be slipped too).
 */
export function formulaSubstituted(minusB: Q, bSquared: Q, fourAc: Q, twoA: Q): string {
  const disc: Expr = fourAc.equals(0)
    ? numberExpr(bSquared)
    : fourAc.compare(0) > 0
      ? { type: 'sub', left: numberExpr(bSquared), right: numberExpr(fourAc) }
      : { type: 'add', left: numberExpr(bSquared), right: numberExpr(fourAc.neg()) };
  return xIs({ type: 'div', left: { type: 'pm', left: numberExpr(minusB), right: { type: 'sqrt', arg: disc } }, right: numberExpr(twoA) });
}

/** x = (-b ± sqrt(D))/(2a) with D worked out: x = (-2 ± sqrt(8))/2. */
export function formulaWithDiscriminant(minusB: Q, disc: Q, twoA: Q): string {
  return xIs({ type: 'div', left: { type: 'pm', left: numberExpr(minusB), right: { type: 'sqrt', arg: numberExpr(disc) } }, right: numberExpr(twoA) });
}

/** The same with + only (a root lost): x = (-2 + sqrt(8))/2. */
export function formulaPlusOnly(minusB: Q, disc: Q, twoA: Q): string {
  return xIs({ type: 'div', left: { type: 'add', left: numberExpr(minusB), right: { type: 'sqrt', arg: numberExpr(disc) } }, right: numberExpr(twoA) });
}

/** x = (5 ± 1)/2: the square root of a square worked out, not yet divided. */
export function formulaRational(minusB: Q, root: Q, twoA: Q): string {
  return xIs({ type: 'div', left: { type: 'pm', left: numberExpr(minusB), right: numberExpr(root) }, right: numberExpr(twoA) });
}

/** x = (5 + 1)/2. */
export function formulaRationalPlusOnly(minusB: Q, root: Q, twoA: Q): string {
  return xIs({ type: 'div', left: { type: 'add', left: numberExpr(minusB), right: numberExpr(root) }, right: numberExpr(twoA) });
}

/** E = v or E = -v (v > 0), or E = 0: both square roots of k. */
export function bothRoots(lhs: Expr, root: Surd): string {
  if (root.isZero()) return equation(lhs, numberExpr(q(0)));
  return `${equation(lhs, valueExpr(root))} or ${equation(lhs, valueExpr(root.neg()))}`;
}
