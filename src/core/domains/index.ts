// The domains the benchmark knows, by id. Everything shared takes one of these as data.
import { INEQUALITY } from './inequality/index.ts';
import { LINEAR } from './linear/index.ts';
import { QUADRATIC } from './quadratic/index.ts';
import { RATIONAL } from './rational/index.ts';
import { SYSTEM } from './system/index.ts';
import type { Domain, DomainId } from './types.ts';

export type { Domain, DomainGenerator, DomainId, ProblemParams } from './types.ts';
export { DOMAIN_IDS, isDomainId } from './types.ts';
export { detectCheckedDomain, detectDomain } from './detect.ts';
export { CATALOG, entryOf } from './catalog.ts';
export type { DomainEntry } from './catalog.ts';

export const DOMAINS: Readonly<Partial<Record<DomainId, Domain>>> = {
  linear: LINEAR,
  inequality: INEQUALITY,
  quadratic: QUADRATIC,
  rational: RATIONAL,
  system: SYSTEM,
};

/** The domain with this id; absent ids (files made before domains existed) are linear. */
export function domainOf(id: string | null | undefined): Domain {
  const d = DOMAINS[(id ?? 'linear') as DomainId];
  if (!d) throw new RangeError(`unknown domain "${id}"`);
  return d;
}
