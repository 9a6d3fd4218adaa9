// Arbitraries for the quadratic domain's tests: problems as the generator draws them, and
// problems built directly from every start form (so the tests also reach forms the draw makes rarely).
import fc from 'fast-check';
import type { TraceType } from '../../../src/core/dataset/types.ts';
import { TRACE_TYPES } from '../../../src/core/dataset/types.ts';
import { CATALOG } from '../../../src/core/domains/catalog.ts';
import type { QuadParams } from '../../../src/core/domains/quadratic/index.ts';
import { drawProblem } from '../../../src/core/domains/quadratic/index.ts';
import { isUnusable } from '../../../src/core/domains/quadratic/problem.ts';
import { createRng } from '../../../src/core/generator/rng.ts';

const int = fc.integer({ min: -10, max: 10 });
const nonzero = int.filter((n) => n !== 0);

const polyArb: fc.Arbitrary<QuadParams> = fc.record({ a: nonzero, b: int, c: int, d: int, e: int })
  .map((r) => ({ form: 'poly' as const, ...r }));
const vertexArb: fc.Arbitrary<QuadParams> = fc.record({ a: fc.integer({ min: -5, max: 5 }).filter((n) => n !== 0), h: nonzero, c: int, e: int })
  .map((r) => ({ form: 'vertex' as const, ...r }));

/** A usable problem: drawn as the dataset draws it, or built from any start form. */
export const problemArb: fc.Arbitrary<QuadParams> = fc.oneof(
  fc.integer({ min: 0, max: 0x7fffffff }).map((seed) => drawProblem(createRng(seed))),
  polyArb.filter((p) => !isUnusable(p)),
  vertexArb.filter((p) => !isUnusable(p)),
);

export const familyArb: fc.Arbitrary<string | null> = fc.constantFrom<string | null>(null, ...CATALOG.quadratic.families);
export const typeArb: fc.Arbitrary<TraceType> = fc.constantFrom(...TRACE_TYPES);
export const seedArb: fc.Arbitrary<number> = fc.integer({ min: 0, max: 0xffffffff });
