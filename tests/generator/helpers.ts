// Shared arbitraries and small oracles for the generator tests.
import fc from 'fast-check';
import type { Equation, Family, TraceType } from '../../src/core/dataset/types.ts';
import { FAMILIES, TRACE_TYPES } from '../../src/core/dataset/types.ts';
import { isDegenerate } from '../../src/core/domains/linear/index.ts';
import { listedRationals, meaningOf } from '../trace/meaning-helpers.ts';
import type { Rational } from '../../src/core/algebra/index.ts';

const coefficient = fc.integer({ min: -10, max: 10 });

/** a x + b = c x + d with integer coefficients in [-10, 10], a != c, not degenerate. */
export const equationArb: fc.Arbitrary<Equation> = fc
  .record({ a: coefficient, b: coefficient, c: coefficient, d: coefficient })
  .filter((e) => e.a !== e.c && !isDegenerate(e));

export const familyArb: fc.Arbitrary<Family | null> = fc.constantFrom<Family | null>(null, ...FAMILIES);
export const traceTypeArb: fc.Arbitrary<TraceType> = fc.constantFrom(...TRACE_TYPES);
export const seedArb: fc.Arbitrary<number> = fc.integer({ min: 0, max: 0xffffffff });

export const CANDIDATE_FAMILIES: readonly Family[] = ['multiply_expression', 'square_both_sides'];

export { meaningOf };

/** True when v is the exact solution of a x + b = c x + d, i.e. v (a - c) = d - b. */
export function isSolution(e: Equation, v: Rational): boolean {
  return v.mul(e.a - e.c).equals(e.d - e.b);
}

/** The values a final statement gives: one for `x = v`, several for a candidate list, else null. */
export function finalValues(statement: string): Rational[] | null {
  return listedRationals(statement);
}

/** Deterministic samples of an arbitrary (a fixed seed, so a failure reproduces). */
export function sampleOf<T>(arb: fc.Arbitrary<T>, n: number, seed = 20240601): T[] {
  return fc.sample(arb, { numRuns: n, seed });
}
