// Quadratic equations that reduce to a x^2 + b x + c = 0 with real roots, rational or irrational.
import { CATALOG } from '../catalog.ts';
import type { Domain, DomainGenerator } from '../types.ts';
import type { QuadParams } from './problem.ts';
import { drawProblem, isUnusable, keyOf, solutionText } from './problem.ts';
import { generateTrace } from './trace.ts';

const generator: DomainGenerator<QuadParams> = {
  // The draw order is part of every published dataset: never change it.
  draw: drawProblem,
  key: keyOf,
  isDegenerate: isUnusable,
  solution: solutionText,
  trace: (p, family, type, seed, version) => generateTrace(p, family, type, seed, version),
};

export const QUADRATIC: Domain = { ...CATALOG.quadratic, generator: generator as unknown as DomainGenerator };

export { generateTrace, familyFits } from './trace.ts';
export type { QuadParams } from './problem.ts';
export { drawProblem, keyOf, solutionText, startText } from './problem.ts';
