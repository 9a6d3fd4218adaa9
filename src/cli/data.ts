// Samples for commands that want the train set too (export-sft): files, or the whole
// generated dataset for a seed. Runs get theirs through core/run (dataForRun).
import { generateDataset, resolveOptions, type Sample } from '../core/dataset/index.ts';
import { readSampleFiles } from '../node/sample-files.ts';

export async function loadSamples(opts: { data?: string; seed: number; withTrain?: boolean }): Promise<{ samples: Sample[] } | { error: string }> {
  if (opts.data !== undefined) {
    const read = await readSampleFiles(opts.data);
    return read.ok ? { samples: read.value } : { error: read.error.message };
  }
  const resolved = resolveOptions(opts.withTrain ? { seed: opts.seed } : { seed: opts.seed, trainCanonicalPerType: 0, trainPerturbedPerCell: 0 });
  if (!resolved.ok) return { error: `${resolved.error.field}: ${resolved.error.message}` };
  const d = generateDataset(resolved.options);
  return { samples: [...d.train, ...d.testCanonical, ...d.testPerturbed] };
}
