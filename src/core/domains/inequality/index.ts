// Linear inequalities a x + b ◁ c x + d, ◁ one of < <= > >= (issue 13).
import { CATALOG } from '../catalog.ts';
import type { Domain, DomainGenerator } from '../types.ts';
import type { IneqParams } from './state.ts';
import { RELS, rayText, solution, toIneq } from './state.ts';
import { generateTrace, isDegenerate, key } from './trace.ts';

const generator: DomainGenerator<IneqParams & Record<string, number | string>> = {
  // The draw order a, b, c, d, relation is part of every published dataset: never change it.
  draw: (rng) => ({ a: rng.int(-10, 10), b: rng.int(-10, 10), c: rng.int(-10, 10), d: rng.int(-10, 10), rel: rng.pick(RELS) }),
  key,
  isDegenerate,
  solution: (p) => rayText(solution(toIneq(p))!, 'x-first'),
  trace: (p, family, type, seed, version) => generateTrace(p, family, type, seed, version),
};

export const INEQUALITY: Domain = { ...CATALOG.inequality, generator: generator as unknown as DomainGenerator };

export { finalAnswer, generateTrace, intervalNotation, isDegenerate, key } from './trace.ts';
export { canonicalLength } from './path.ts';
export type { Ineq, IneqParams, Ray, Rel } from './state.ts';
export { RELS, flip, rayText, solution, toIneq } from './state.ts';
