// Rebuilding a run's samples from its spec (for resume and report): the run file
// stores how its data was made (seed + options, or a data path) and a content
// hash, so the same samples come back or the command refuses.
import type { Sample } from '../core/dataset/types.ts';
import { contentHash } from '../core/run/content-hash.ts';
import type { RunSpec } from '../core/run/log.ts';
import { selectSamples } from '../core/run/select.ts';
import { generateSamples, loadSamplesFrom, optionsFromSpec } from './data.ts';

export interface SpecSamples {
  /** Every test sample of the data (both sets): what the content hash covers. */
  tests: Sample[];
  /** The run's selection (--set, --limit). */
  selected: Sample[];
}

export function testSamples(samples: readonly Sample[]): Sample[] {
  return samples.filter((s) => s.split === 'test');
}

export async function samplesForSpec(spec: RunSpec, dataOverride?: string): Promise<SpecSamples | { error: string }> {
  const dataPath = dataOverride ?? (typeof spec.dataset.options.data === 'string' ? spec.dataset.options.data : undefined);
  let all: Sample[];
  if (dataPath !== undefined) {
    const loaded = await loadSamplesFrom(dataPath);
    if ('error' in loaded) return loaded;
    all = loaded;
  } else if (spec.dataset.seed !== null) {
    const generated = generateSamples(optionsFromSpec(spec.dataset.seed, spec.dataset.options));
    if ('error' in generated) return generated;
    all = generated.samples;
  } else {
    return { error: 'the run file does not say where its samples came from; pass --data DIR' };
  }
  const tests = testSamples(all);
  const hash = contentHash(tests);
  if (hash !== spec.dataset.content_hash) {
    return { error: `these samples (${hash}) are not the run's samples (${spec.dataset.content_hash}); pass --data with the run's data` };
  }
  return { tests, selected: selectSamples(tests, spec.set, spec.limit) };
}
