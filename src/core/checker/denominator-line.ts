// The common denominator named on a line of its own in pasted work, before the line that clears
// the fractions: `LCD: (x - 1)(x + 1)`, `LCD = 6`, `common denominator: x(x + 2)`, `HN: 2(x - 1)`
// (Hauptnenner). To the letter such a line is unreadable (LCD is no unknown), so every line after
// it was "not judged". It states no solution set: it is an aside, judged by what it names against
// the denominators the original writes, and the work goes on from the line before it.
import * as P from '../algebra/poly.ts';
import type { Poly } from '../algebra/poly.ts';
import { formatPoly } from '../algebra/format.ts';
import { Rational, gcdBig } from '../algebra/rational.ts';
import type { Expr, Statement } from '../trace/index.ts';
import { eachExpr, parseStatement, printExpr } from '../trace/index.ts';

const NAMED = /^\s*(?:(?:the\s+)?(?:least|lowest)\s+common\s+(?:denominator|multiple)|(?:a\s+)?common\s+denominator|LCD|LCM|CD|HN|Hauptnenner)\s*(?:is\s+|[:=]\s*)(.+?)\s*\.?\s*$/i;

/** `LCD = 24`, `least common denominator: 24`, `HN: …` (not `common denominator: 24`): the line says the denominator is the least one. */
const SAYS_LEAST = /^\s*(?:(?:the\s+)?(?:least|lowest)\s+common|LCD|LCM|HN|Hauptnenner)\b/i;

export function saysLeast(text: string): boolean {
  return SAYS_LEAST.test(text);
}

/** The polynomial a line names as the common denominator, or null when the line is no such line. */
export function readDenominatorLine(text: string, vars: readonly string[]): Poly | null {
  if (vars.length !== 1) return null;
  const m = NAMED.exec(text);
  return m ? polyOf(m[1]!, vars) : null;
}

/** A polynomial in the unknown written as text (no division by it, no root), or null. */
export function polyOf(text: string, vars: readonly string[]): Poly | null {
  const r = parseStatement(`${text} = 0`, vars);
  if (!r.ok || r.value.meaning.kind !== 'set' || !r.value.meaning.sides) return null;
  const u = r.value.meaning.sides.left;
  return u.den === null && u.b === null && u.excl === null ? u.a : null;
}

/** Every denominator the statement writes (the right operand of each division), in order. */
function denominatorsOf(s: Statement): Expr[] {
  const out: Expr[] = [];
  eachExpr(s, (e) => {
    if (e.type === 'div') out.push(e.right);
  });
  return out;
}

/** A polynomial with rational coefficients as its integer content (positive) and its primitive part. */
function split(p: Poly): { content: bigint; primitive: Poly } | null {
  let num = 0n;
  for (const c of p) {
    if (!c.isInteger()) return null;
    num = gcdBig(num, c.n);
  }
  if (num === 0n) return null;
  const k = Rational.of(num);
  return { content: num, primitive: p.map((c) => c.div(k)) };
}

/** `p` times the least common multiple of its coefficients' denominators, divided by its content: a primitive integer polynomial. */
function integral(p: Poly): Poly {
  let l = 1n;
  for (const c of p) l = (l * c.d) / gcdBig(l, c.d);
  const scaled = P.scale(p, Rational.of(l));
  return split(scaled)?.primitive ?? scaled;
}
const divides = (d: Poly, p: Poly): boolean => P.isZero(P.divmod(p, d).r);

export interface DenominatorJudgement {
  ok: boolean;
  reason: string;
  /** A common denominator but not the least: the least one, as text. */
  least?: string;
}

/**
 * Whether `named` is a common denominator of the fractions `original` writes: every denominator
 * divides it (over the integers: `LCD = 6` for halves and thirds, never 5). Null when the original
 * writes no fraction, or one whose denominator is no polynomial with integer coefficients. `whose`
 * names the line in the reasons (the line before, where the work simplified fractions first).
 */
export function judgeDenominator(named: Poly, original: Statement, vars: readonly string[], whose = "the original's"): DenominatorJudgement | null {
  const written = denominatorsOf(original);
  if (!written.length) return null;
  const dens: { text: string; content: bigint; primitive: Poly }[] = [];
  for (const e of written) {
    const p = polyOf(printExpr(e), vars);
    const parts = p && split(p);
    if (!parts) return null;
    dens.push({ text: printExpr(e), ...parts });
  }
  const x = vars[0]!;
  const show = (p: Poly) => formatPoly(p).replace(/x/g, x);
  const n = split(named);
  if (!n) return { ok: false, reason: `${show(named)} is no common denominator: its coefficients are not whole numbers` };
  for (const d of dens) {
    if (n.content % d.content !== 0n || !divides(d.primitive, n.primitive)) {
      return { ok: false, reason: `${show(named)} is no common denominator of ${whose} fractions: ${d.text}, a denominator of ${whose === "the original's" ? 'the original' : 'that line'}, does not divide it` };
    }
  }
  // The least: the least common multiple of the contents times that of the primitive parts.
  let content = 1n;
  let primitive: Poly = P.constant(Rational.ONE);
  for (const d of dens) {
    content = (content * d.content) / gcdBig(content, d.content);
    primitive = P.divmod(P.mul(primitive, d.primitive), P.gcd(primitive, d.primitive)).q;
  }
  const least = split(P.scale(integral(primitive), Rational.of(content)));
  const listed = [...new Set(dens.map((d) => d.text))].join(', ');
  const isLeast = least !== null && least.content === n.content && divides(n.primitive, least.primitive);
  const what = isLeast ? 'the least common denominator' : 'a common denominator';
  const leastText = !isLeast && least ? ` (the least is ${show(P.scale(least.primitive, Rational.of(least.content)))})` : '';
  return { ok: true, reason: `${what} of ${whose} fractions, each denominator (${listed}) dividing it${leastText}: an aside, not a step`, ...(isLeast || !least ? {} : { least: show(P.scale(least.primitive, Rational.of(least.content))) }) };
}
