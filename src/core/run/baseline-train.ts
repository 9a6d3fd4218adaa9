// The train samples the surface probe (the hypothesis-only baseline) is fitted on, for a run:
// a run stores only its test sets, so a generated run's train set is made again from its options
// at the paper's sizes (the test sets do not depend on the train sizes: the content hash checks
// it), and a run on files uses the files' train split.
import { generateDataset, PAPER_OPTIONS, resolveOptions, type Sample } from '../dataset/index.ts';
import { contentHash } from './content-hash.ts';
import { optionsFromSpec } from './dataset-options.ts';
import type { RunSpec } from './log.ts';
import type { SampleSource, SamplesResult } from './samples.ts';
import { dataPathOf, fail, readRunFiles, testSamples } from './samples.ts';

/** The train samples for the baseline of a run made on `spec`'s data (`data`: files that moved). */
export async function trainForBaseline(spec: RunSpec, source: SampleSource, data?: string): Promise<SamplesResult<Sample[]>> {
  const stored = spec.dataset;
  const dataPath = dataPathOf(spec, data);
  if (dataPath !== undefined) {
    const read = await readRunFiles(source, dataPath);
    if (!read.ok) return read;
    const train = read.value.filter((s) => s.split === 'train');
    if (train.length === 0) return fail('no_source', `${dataPath} holds no train samples (train.jsonl), and the probe is fitted on train: generate the data with its train set`);
    return { ok: true, value: train };
  }
  if (stored.seed === null) return fail('no_source', 'the run does not say where its samples came from; give the data (--data DIR)');
  const partial = optionsFromSpec(stored.seed, stored.options);
  const resolved = resolveOptions({ ...partial, trainCanonicalPerType: PAPER_OPTIONS.trainCanonicalPerType, trainPerturbedPerCell: PAPER_OPTIONS.trainPerturbedPerCell });
  if (!resolved.ok) return fail('bad_options', `the run's dataset options are invalid: ${resolved.error.field}: ${resolved.error.message}`);
  const d = generateDataset(resolved.options);
  const hash = contentHash(testSamples([...d.testCanonical, ...d.testPerturbed]));
  if (hash !== stored.content_hash) return fail('not_these_samples', `generating the run's data again with its train set gave other test samples (${hash}, the run's are ${stored.content_hash}), so no baseline is fitted for it`);
  return { ok: true, value: d.train };
}
