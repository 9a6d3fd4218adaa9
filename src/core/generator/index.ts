export type { GeneratedTrace, TypedTraceSpec } from './inject.ts';
export { typedTrace } from './inject.ts';
export { createRng } from './rng.ts';
export type { Rng } from './rng.ts';
