// Systems of two linear equations in x and y with one rational solution (issue 14).
import { CATALOG } from '../catalog.ts';
import type { Domain, DomainGenerator } from '../types.ts';
import type { SystemParams } from './problem.ts';
import { drawSystem, isDegenerate, key, solutionText } from './problem.ts';
import { generateTrace } from './trace.ts';

const generator: DomainGenerator<SystemParams & Record<string, number>> = {
  draw: (rng) => drawSystem(rng) as SystemParams & Record<string, number>,
  key,
  isDegenerate,
  solution: solutionText,
  trace: (p, family, type, seed, version) => generateTrace(p, family, type, seed, version),
};

export const SYSTEM: Domain = { ...CATALOG.system, generator: generator as unknown as DomainGenerator };

export type { SystemParams } from './problem.ts';
export { drawSystem, isDegenerate, key, rowsOf, solution, solutionText, solveRows } from './problem.ts';
export { generateTrace, initialSystem, routeOf, SYSTEM_FAMILIES, textbookRoute } from './trace.ts';
