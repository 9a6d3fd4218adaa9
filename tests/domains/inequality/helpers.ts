// Shared arbitraries and small independent oracles for the inequality domain's tests. The
// oracles evaluate a x + b ◁ c x + d at a number directly, in exact rationals: they never ask
// the generator's solution() or the checker's sets what the answer is.
import fc from 'fast-check';
import { Rational } from '../../../src/core/algebra/index.ts';
import { CATALOG } from '../../../src/core/domains/catalog.ts';
import type { IneqParams, Rel } from '../../../src/core/domains/inequality/index.ts';
import { isDegenerate } from '../../../src/core/domains/inequality/index.ts';
import { TRACE_TYPES, type TraceType } from '../../../src/core/dataset/types.ts';
import { parseStatement } from '../../../src/core/trace/index.ts';
import { containsPoint } from '../../../src/core/sets/index.ts';

export const FAMILIES = CATALOG.inequality.families;
export const ERROR_KINDS = CATALOG.inequality.errorKinds;

const coefficient = fc.integer({ min: -10, max: 10 });
export const relArb: fc.Arbitrary<Rel> = fc.constantFrom<Rel>('<', '<=', '>', '>=');

/** a x + b ◁ c x + d with integers in [-10, 10], a != c, not degenerate. */
export const problemArb: fc.Arbitrary<IneqParams> = fc
  .record({ a: coefficient, b: coefficient, c: coefficient, d: coefficient, rel: relArb })
  .filter((p) => p.a !== p.c && !isDegenerate(p));

export const familyArb: fc.Arbitrary<string | null> = fc.constantFrom<string | null>(null, ...FAMILIES);
export const traceTypeArb: fc.Arbitrary<TraceType> = fc.constantFrom(...TRACE_TYPES);
export const seedArb: fc.Arbitrary<number> = fc.integer({ min: 0, max: 0xffffffff });

export const caseArb = fc.record({ problem: problemArb, family: familyArb, type: traceTypeArb, seed: seedArb });
export type Case = { problem: IneqParams; family: string | null; type: TraceType; seed: number };

export function describeCase(c: Case): string {
  return `${JSON.stringify(c.problem)} ${c.family ?? 'canonical'} ${c.type} seed ${c.seed}`;
}

/** Whether a x + b ◁ c x + d holds at t, computed directly. */
export function holdsAt(p: IneqParams, t: Rational): boolean {
  const diff = t.mul(p.a).add(p.b).sub(t.mul(p.c).add(p.d)).compare(0);
  return p.rel === '<' ? diff < 0 : p.rel === '<=' ? diff <= 0 : p.rel === '>' ? diff > 0 : diff >= 0;
}

/** The boundary (d - b)/(a - c) and the points around it where a ray can differ from another. */
export function probePoints(p: IneqParams): Rational[] {
  const v = Rational.of(p.d - p.b, p.a - p.c);
  return [v, v.add(Rational.of(1, 1000)), v.sub(Rational.of(1, 1000)), v.add(100), v.sub(100)];
}

/** Whether a statement's set agrees with the problem's at every probe point (and at every boundary the statement names). */
export function statesSolutionSet(statement: string, p: IneqParams): boolean {
  const parsed = parseStatement(statement);
  if (!parsed.ok) throw new Error(`does not parse: ${statement}`);
  const m = parsed.value.meaning;
  if (m.kind !== 'set') return false;
  const points = [...probePoints(p)];
  // A wrong endpoint w: test w and both sides of it too.
  const nums = statement.match(/-?\d+(?:\/\d+)?/g) ?? [];
  for (const n of nums) {
    const [a, b] = n.split('/');
    const w = Rational.of(BigInt(a!), BigInt(b ?? '1'));
    points.push(w, w.add(Rational.of(1, 1000)), w.sub(Rational.of(1, 1000)));
  }
  return points.every((t) => containsPoint(m.set, { dim: 1, v: { kind: 'q', v: t } }) === holdsAt(p, t));
}
