// Linear equations a x + b = c x + d (the paper's domain).
import { formatNumber } from '../../algebra/index.ts';
import type { Equation } from '../../dataset/types.ts';
import { CATALOG } from '../catalog.ts';
import type { Domain, DomainGenerator } from '../types.ts';
import { solution } from './path.ts';
import { generateTrace, isDegenerate, toLin } from './trace.ts';


const generator: DomainGenerator<Equation & Record<string, number>> = {
  // The draw order a, b, c, d is part of every published dataset: never change it.
  draw: (rng) => ({ a: rng.int(-10, 10), b: rng.int(-10, 10), c: rng.int(-10, 10), d: rng.int(-10, 10) }),
  key: (e) => `${e.a},${e.b},${e.c},${e.d}`,
  isDegenerate,
  solution: (e) => formatNumber(solution(toLin(e))!),
  trace: (e, family, type, seed, version) => generateTrace(e, family, type, seed, version),
};

export const LINEAR: Domain = { ...CATALOG.linear, generator: generator as unknown as DomainGenerator };

export { generateTrace, isDegenerate, toLin } from './trace.ts';
export { canonicalLength, solution } from './path.ts';
