export type { GeneratedTrace } from './trace.ts';
export { generateTrace, isDegenerate } from './trace.ts';
export { createRng } from './rng.ts';
export type { Rng } from './rng.ts';
