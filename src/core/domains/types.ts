// A domain is one kind of problem (linear equations, linear inequalities, quadratics, …): what
// differs between kinds lives in its own folder (src/core/domains/<id>/) and reaches the shared
// machinery — trace language, checker, T1/T2/T3 and composition, audit, prompts, scoring, runs —
// as this plain description.
import type { GeneratedTrace } from '../generator/inject.ts';
import type { Rng } from '../generator/rng.ts';
import type { ProblemParams, TraceType } from '../dataset/types.ts';
import type { GeneratorVersion } from '../dataset/version.ts';
import type { DomainEntry } from './catalog.ts';

export const DOMAIN_IDS = ['linear', 'inequality', 'quadratic', 'rational', 'system'] as const;
export type DomainId = (typeof DOMAIN_IDS)[number];

export function isDomainId(v: unknown): v is DomainId {
  return typeof v === 'string' && (DOMAIN_IDS as readonly string[]).includes(v);
}

export type { ProblemParams };

/** How a domain samples problems and writes their traces. */
export interface DomainGenerator<P extends ProblemParams = ProblemParams> {
  /** One problem drawn from the domain's range (every draw is fixed forever for a version). */
  draw(rng: Rng): P;
  /** Identity for de-duplication and the train/test hash (decided before any trace exists). */
  key(p: P): string;
  /** Problems too short to carry an error's position, or otherwise unusable. */
  isDegenerate(p: P): boolean;
  /** The exact solution set, as the sample's `solution` field states it. */
  solution(p: P): string;
  /** One trace of a family (null: the textbook path) and trace type, or null when impossible. */
  trace(p: P, family: string | null, type: TraceType, seed: number, version: GeneratorVersion): GeneratedTrace | null;
}

/** A domain: its catalog entry (names) and its generator (code). */
export interface Domain extends DomainEntry {
  generator: DomainGenerator;
}
