// Where the CLI's samples come from: JSONL files (--data DIR or FILE, validated by
// the dataset's own schema) or the paper's sets generated in memory from a seed.
import { optionsFromSpec } from '../core/run/dataset-options.ts';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { GENERATOR_VERSION, generateDataset, readJsonl, resolveOptions, TEST_ONLY, type DatasetOptions, type Sample } from '../core/dataset/index.ts';

export interface LoadedSamples {
  samples: Sample[];
  /** Stored in the run spec so the data can be found again. */
  seed: number | null;
  options: Record<string, unknown>;
}

/** Every *.jsonl in a directory (or one file), deduplicated by id, kept in file order. */
export async function loadSamplesFrom(path: string): Promise<Sample[] | { error: string }> {
  let files: string[];
  try {
    const info = await stat(path);
    files = info.isDirectory() ? (await readdir(path)).filter((f) => f.endsWith('.jsonl')).sort().map((f) => join(path, f)) : [path];
  } catch {
    return { error: `cannot read ${path}` };
  }
  if (files.length === 0) return { error: `no .jsonl files in ${path}` };
  const seen = new Set<string>();
  const out: Sample[] = [];
  for (const f of files) {
    const { samples, errors } = readJsonl(await readFile(f, 'utf8'));
    if (errors.length > 0) {
      const first = errors.slice(0, 3).map((e) => `${f}:${e.line}: ${e.message}`).join('\n');
      return { error: `${errors.length} bad line(s):\n${first}` };
    }
    for (const s of samples) {
      if (seen.has(s.id)) continue;
      seen.add(s.id);
      out.push(s);
    }
  }
  return out;
}

/**
 * The paper's sets from the generator. The spec stores the fully resolved options
 * (not just the seed) and the generator version, so later defaults cannot change a run's data.
 */
export function generateSamples(options: Partial<DatasetOptions>): LoadedSamples | { error: string } {
  const resolved = resolveOptions(options);
  if (!resolved.ok) return { error: `${resolved.error.field}: ${resolved.error.message}` };
  const data = generateDataset(resolved.options);
  return {
    samples: [...data.train, ...data.testCanonical, ...data.testPerturbed],
    seed: resolved.options.seed,
    options: { ...resolved.options, generator_version: GENERATOR_VERSION },
  };
}


export async function loadSamples(opts: { data?: string; seed: number; withTrain?: boolean }): Promise<LoadedSamples | { error: string }> {
  if (opts.data === undefined) return generateSamples(opts.withTrain ? { seed: opts.seed } : { seed: opts.seed, ...TEST_ONLY });
  const loaded = await loadSamplesFrom(opts.data);
  if ('error' in loaded) return loaded;
  return { samples: loaded, seed: null, options: { data: opts.data } };
}

export { optionsFromSpec };
