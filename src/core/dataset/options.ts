import type { DomainId } from '../domains/types.ts';
import { DOMAIN_IDS, isDomainId } from '../domains/types.ts';
import type { Family } from './types.ts';
import { CATALOG } from '../domains/catalog.ts';
import { GENERATOR_VERSION, GENERATOR_VERSIONS, isGeneratorVersion, type GeneratorVersion } from './version.ts';

/** Sizes and seed of a dataset; defaults reproduce the paper (III-G). */
export interface DatasetOptions {
  seed: number;
  /** Train canonical samples per trace type (paper: 3,000). 0 = no train set. */
  trainCanonicalPerType: number;
  /** Train perturbed samples per trace type and family (paper: 1,000). */
  trainPerturbedPerCell: number;
  /** Test samples per trace type in each test set (paper: 360); a multiple of the domain's family count. */
  testPerType: number;
  /** Leave this family out of train (tests still hold every family): the held-out-family split. */
  holdOutFamily: Family | null;
  /** The kind of problem (src/core/domains). */
  domain: DomainId;
  /** Which generator version writes the traces (dataset/version.ts). */
  generatorVersion: GeneratorVersion;
}

export const PAPER_OPTIONS: DatasetOptions = {
  seed: 1,
  trainCanonicalPerType: 3000,
  trainPerturbedPerCell: 1000,
  testPerType: 360,
  holdOutFamily: null,
  domain: 'linear',
  generatorVersion: GENERATOR_VERSION,
};

/** The bare test sets, no train (what an evaluation needs). */
export const TEST_ONLY: Partial<DatasetOptions> = { trainCanonicalPerType: 0, trainPerturbedPerCell: 0 };

/** The perturbation families of a domain. */
export function familiesOf(domain: DomainId): readonly string[] {
  return CATALOG[domain].families;
}

export type OptionsError = { field: keyof DatasetOptions; message: string };

export function resolveOptions(partial: Partial<DatasetOptions>): { ok: true; options: DatasetOptions } | { ok: false; error: OptionsError } {
  const o: DatasetOptions = { ...PAPER_OPTIONS, ...partial };
  // The paper's 18,000 perturbed train samples, spread over the domain's families (1,000 per cell for six).
  if (partial.trainPerturbedPerCell === undefined && isDomainId(o.domain)) o.trainPerturbedPerCell = Math.floor(6000 / familiesOf(o.domain).length);
  const counts = ['trainCanonicalPerType', 'trainPerturbedPerCell', 'testPerType'] as const;
  if (!Number.isInteger(o.seed) || o.seed < 0 || o.seed > 0xffffffff) return { ok: false, error: { field: 'seed', message: 'seed must be an integer from 0 to 4294967295' } };
  for (const f of counts) {
    if (!Number.isInteger(o[f]) || o[f] < 0 || o[f] > 100_000) return { ok: false, error: { field: f, message: `${f} must be an integer from 0 to 100000` } };
  }
  if (!isDomainId(o.domain)) return { ok: false, error: { field: 'domain', message: `domain must be one of ${DOMAIN_IDS.join(', ')}` } };
  if (!isGeneratorVersion(o.generatorVersion)) {
    return { ok: false, error: { field: 'generatorVersion', message: `generatorVersion must be one of ${GENERATOR_VERSIONS.join(', ')}` } };
  }
  if (o.generatorVersion === '2.0.0' && o.domain !== 'linear') {
    return { ok: false, error: { field: 'generatorVersion', message: `generator 2.0.0 made only linear equations; the ${o.domain} domain starts with generator 3.0.0` } };
  }
  const families = familiesOf(o.domain);
  if (o.holdOutFamily !== null && !families.includes(o.holdOutFamily)) {
    return { ok: false, error: { field: 'holdOutFamily', message: `holdOutFamily must be null or one of ${families.join(', ')}` } };
  }
  // The perturbed test set is balanced over the domain's families (6 linear, 5 inequality and
  // system, 4 quadratic and rational); the paper's 360 is a multiple of each.
  if (o.testPerType % families.length !== 0) {
    return { ok: false, error: { field: 'testPerType', message: `testPerType must be a multiple of ${families.length} (one share per perturbation family${o.domain === 'linear' ? '' : ` of the ${o.domain} domain`})` } };
  }
  return { ok: true, options: o };
}
