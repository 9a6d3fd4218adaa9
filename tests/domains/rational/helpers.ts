// Shared arbitraries and a small independent oracle for the rational domain's tests. The
// oracle evaluates the problem's terms (a x + b)/(x - r) at a number directly, in exact
// rationals: it never asks the generator or the checker what the answer is.
import fc from 'fast-check';
import { Rational } from '../../../src/core/algebra/index.ts';
import { CATALOG } from '../../../src/core/domains/catalog.ts';
import type { RationalParams } from '../../../src/core/domains/rational/problem.ts';
import { drawProblem, parseLayout } from '../../../src/core/domains/rational/problem.ts';
import { createRng } from '../../../src/core/generator/rng.ts';
import { TRACE_TYPES, type TraceType } from '../../../src/core/dataset/types.ts';

export const FAMILIES = CATALOG.rational.families;
export const ERROR_KINDS = CATALOG.rational.errorKinds;

export const seedArb: fc.Arbitrary<number> = fc.integer({ min: 0, max: 0xffffffff });
/** Problems as the domain draws them (the draw is what every dataset uses). */
export const problemArb: fc.Arbitrary<RationalParams> = fc.integer({ min: 0, max: 0x7fffffff }).map((s) => drawProblem(createRng(s)));
export const familyArb: fc.Arbitrary<string | null> = fc.constantFrom<string | null>(null, ...FAMILIES);
export const traceTypeArb: fc.Arbitrary<TraceType> = fc.constantFrom(...TRACE_TYPES);

export type Case = { problem: RationalParams; family: string | null; type: TraceType; seed: number };
export const caseArb: fc.Arbitrary<Case> = fc.record({ problem: problemArb, family: familyArb, type: traceTypeArb, seed: seedArb });

export function describeCase(c: Case): string {
  return `${JSON.stringify(c.problem)} ${c.family ?? 'canonical'} ${c.type} seed ${c.seed}`;
}

interface Term { sign: number; a: number; b: number; r: number | null }

/** The problem's terms read straight off its parameters and layout. */
export function termsOf(p: RationalParams): { left: Term[]; right: Term[] } {
  const slots = parseLayout(p.layout);
  if (!slots) throw new Error(`unknown layout ${p.layout}`);
  const n = (k: string) => p[k] as number;
  const term = (s: { sign: 1 | -1; id: string }): Term =>
    s.id === 'k' ? { sign: s.sign, a: 0, b: n('k'), r: null } : { sign: s.sign, a: n(`a${s.id}`), b: n(`b${s.id}`), r: n(`r${s.id}`) };
  return { left: slots.left.map(term), right: slots.right.map(term) };
}

/** The values a denominator of the problem vanishes at. */
export function excludedValues(p: RationalParams): number[] {
  const { left, right } = termsOf(p);
  return [...new Set([...left, ...right].flatMap((t) => (t.r === null ? [] : [t.r])))];
}

/**
 * The excluded values at which the equation cleared by its denominators vanishes (the candidates
 * that must be rejected). Multiplied by every distinct denominator, a term over (x - e) keeps its
 * numerator times the other factors, and every other term keeps the factor (x - e), which is zero
 * at e: so e is such a root exactly when the signed numerators over (x - e) sum to zero at e.
 */
export function excludedRoots(p: RationalParams): number[] {
  const { left, right } = termsOf(p);
  const signed = [...left.map((t) => ({ ...t, s: t.sign })), ...right.map((t) => ({ ...t, s: -t.sign }))];
  return excludedValues(p).filter((e) => signed.filter((t) => t.r === e).reduce((acc, t) => acc + t.s * (t.a * e + t.b), 0) === 0);
}

/** Left minus right at v, or null where a denominator is zero. */
export function differenceAt(p: RationalParams, v: Rational): Rational | null {
  const { left, right } = termsOf(p);
  let out = Rational.ZERO;
  for (const [terms, s] of [[left, 1], [right, -1]] as const) {
    for (const t of terms) {
      const top = v.mul(t.a).add(t.b);
      if (t.r === null) out = out.add(top.mul(t.sign * s));
      else {
        const den = v.sub(t.r);
        if (den.equals(0)) return null;
        out = out.add(top.div(den).mul(t.sign * s));
      }
    }
  }
  return out;
}

/** The values of a final answer `x = 1 or x = -3/2`; [] for `no solution`. */
export function answerValues(text: string): Rational[] {
  if (text === 'no solution') return [];
  return text.split(' or ').map((part) => {
    const m = /^x = (-?\d+(?:\/\d+)?)$/.exec(part);
    if (!m) throw new Error(`not a list of values: ${text}`);
    const [n, d] = m[1]!.split('/');
    return Rational.of(Number(n), Number(d ?? '1'));
  });
}
