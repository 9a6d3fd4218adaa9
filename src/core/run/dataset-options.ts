// A run's spec stores the generator options it ran on; this turns them back into options
// for generateDataset (unknown keys, such as generator_version, are dropped). One home for
// the CLI's report, the run worker and the results worker.
import type { DatasetOptions } from '../dataset/options.ts';
import { FAMILIES, type Family } from '../dataset/types.ts';

export function optionsFromSpec(seed: number, stored: Record<string, unknown>): Partial<DatasetOptions> {
  const out: Partial<DatasetOptions> = { seed };
  for (const key of ['trainCanonicalPerType', 'trainPerturbedPerCell', 'testPerType'] as const) {
    const v = stored[key];
    if (typeof v === 'number') out[key] = v;
  }
  const hold = stored.holdOutFamily;
  if (hold === null || (typeof hold === 'string' && (FAMILIES as readonly string[]).includes(hold))) out.holdOutFamily = hold as Family | null;
  return out;
}

/** How many test samples (both sets) these options make: every trace type in each set. */
export function testSampleCount(options: Pick<DatasetOptions, 'testPerType'>): number {
  return options.testPerType * 6;
}
