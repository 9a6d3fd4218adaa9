import type { Family } from './types.ts';
import { FAMILIES } from './types.ts';

/** Sizes and seed of a dataset; defaults reproduce the paper (III-G). */
export interface DatasetOptions {
  seed: number;
  /** Train canonical samples per trace type (paper: 3,000). 0 = no train set. */
  trainCanonicalPerType: number;
  /** Train perturbed samples per trace type and family (paper: 1,000). */
  trainPerturbedPerCell: number;
  /** Test samples per trace type in each test set (paper: 360); a multiple of 6. */
  testPerType: number;
  /** Leave this family out of train (tests still hold every family): the held-out-family split. */
  holdOutFamily: Family | null;
}

export const PAPER_OPTIONS: DatasetOptions = {
  seed: 1,
  trainCanonicalPerType: 3000,
  trainPerturbedPerCell: 1000,
  testPerType: 360,
  holdOutFamily: null,
};

/** The bare test sets, no train (what an evaluation needs). */
export const TEST_ONLY: Partial<DatasetOptions> = { trainCanonicalPerType: 0, trainPerturbedPerCell: 0 };

export type OptionsError = { field: keyof DatasetOptions; message: string };

export function resolveOptions(partial: Partial<DatasetOptions>): { ok: true; options: DatasetOptions } | { ok: false; error: OptionsError } {
  const o: DatasetOptions = { ...PAPER_OPTIONS, ...partial };
  const counts = ['trainCanonicalPerType', 'trainPerturbedPerCell', 'testPerType'] as const;
  if (!Number.isInteger(o.seed) || o.seed < 0 || o.seed > 0xffffffff) return { ok: false, error: { field: 'seed', message: 'seed must be an integer from 0 to 4294967295' } };
  for (const f of counts) {
    if (!Number.isInteger(o[f]) || o[f] < 0 || o[f] > 100_000) return { ok: false, error: { field: f, message: `${f} must be an integer from 0 to 100000` } };
  }
  if (o.holdOutFamily !== null && !(FAMILIES as readonly string[]).includes(o.holdOutFamily)) {
    return { ok: false, error: { field: 'holdOutFamily', message: `holdOutFamily must be null or one of ${FAMILIES.join(', ')}` } };
  }
  if (o.testPerType % 6 !== 0) return { ok: false, error: { field: 'testPerType', message: 'testPerType must be a multiple of 6 (one share per perturbation family)' } };
  return { ok: true, options: o };
}
