// Rational equations: sums of p(x)/q(x) with linear or constant numerators and linear
// denominators, whose cleared equation may have a root the original excludes.
import { CATALOG } from '../catalog.ts';
import type { Domain, DomainGenerator } from '../types.ts';
import type { RationalParams } from './problem.ts';
import { drawProblem, problemKey } from './problem.ts';
import { answerText } from './text.ts';
import { generateTrace, problemOf } from './trace.ts';

const truth = (p: RationalParams) => problemOf(p)?.truth ?? null;

const generator: DomainGenerator<RationalParams> = {
  draw: drawProblem,
  key: problemKey,
  // Every drawn problem is usable; parameters from elsewhere are checked the same way.
  isDegenerate: (p) => truth(p) === null,
  solution: (p) => {
    const t = truth(p);
    if (!t) throw new RangeError(`not a rational-equation problem: ${JSON.stringify(p)}`);
    return answerText(t.solution);
  },
  trace: (p, family, type, seed, version) => generateTrace(p, family, type, seed, version),
};

export const RATIONAL: Domain = { ...CATALOG.rational, generator: generator as unknown as DomainGenerator };

export { generateTrace, truthOf } from './trace.ts';
