// A run's spec stores the generator options it ran on (specOptions); optionsFromSpec turns
// them back into options for generateDataset. One home for the CLI's report, the run worker
// and the results worker. Runs made before domains existed have no `domain`: they are linear.
import type { DatasetOptions } from '../dataset/options.ts';
import { familiesOf } from '../dataset/options.ts';
import { isGeneratorVersion } from '../dataset/version.ts';
import { isDomainId } from '../domains/types.ts';

/** The options as a run spec stores them: generator_version spelled as in every run file. */
export function specOptions(o: DatasetOptions): Record<string, unknown> {
  const { generatorVersion, ...rest } = o;
  return { ...rest, generator_version: generatorVersion };
}

export function optionsFromSpec(seed: number, stored: Record<string, unknown>): Partial<DatasetOptions> {
  const out: Partial<DatasetOptions> = { seed };
  for (const key of ['trainCanonicalPerType', 'trainPerturbedPerCell', 'testPerType'] as const) {
    const v = stored[key];
    if (typeof v === 'number') out[key] = v;
  }
  const domain = stored.domain === undefined ? 'linear' : stored.domain;
  if (isDomainId(domain)) out.domain = domain;
  // A version this code cannot make again (1.x) is left to the default: the content hash then
  // refuses the samples, naming both versions.
  if (isGeneratorVersion(stored.generator_version)) out.generatorVersion = stored.generator_version;
  const hold = stored.holdOutFamily;
  if (hold === null || (typeof hold === 'string' && isDomainId(domain) && familiesOf(domain).includes(hold))) out.holdOutFamily = hold;
  return out;
}

/** How many test samples (both sets) these options make: every trace type in each set. */
export function testSampleCount(options: Pick<DatasetOptions, 'testPerType'>): number {
  return options.testPerType * 6;
}
