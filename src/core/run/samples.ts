// "The samples of this run": for a new run, the test sets and the identity stored with
// it; for a resume or a report, the same samples again, or a refusal that says why.
// Where samples come from is injected: the generator (anywhere), JSONL files (the CLI),
// a cache of generated sets (IndexedDB in the browser).
import { resolveOptions, TEST_ONLY, type DatasetOptions, type Sample } from '../dataset/index.ts';
import { GENERATOR_VERSIONS, isGeneratorVersion } from '../dataset/version.ts';
import { generateDataset } from '../dataset/index.ts';
import { contentHash } from './content-hash.ts';
import { optionsFromSpec, specOptions, testSampleCount } from './dataset-options.ts';
import type { DatasetSpec, RunSpec } from './log.ts';
import { selectSamples } from './select.ts';

export type SamplesErrorCode = 'bad_options' | 'no_source' | 'read_failed' | 'no_tests' | 'not_these_samples' | 'too_large';

export interface SamplesError {
  code: SamplesErrorCode;
  message: string;
}

export type SamplesResult<T> = { ok: true; value: T } | { ok: false; error: SamplesError };

export const fail = (code: SamplesErrorCode, message: string): { ok: false; error: SamplesError } => ({ ok: false, error: { code, message } });

/** Where a stored run's samples were read from, when files (`data`: files that have moved since). */
export function dataPathOf(spec: RunSpec, data?: string): string | undefined {
  return data ?? (typeof spec.dataset.options.data === 'string' ? spec.dataset.options.data : undefined);
}

/** Every sample of the files a run was made on, or why they cannot be read here. */
export async function readRunFiles(source: SampleSource, dataPath: string): Promise<SamplesResult<Sample[]>> {
  if (!source.files) return fail('no_source', `this run's samples were read from files (${dataPath}); only the command line can read them again`);
  return source.files(dataPath);
}

export interface SampleSource {
  /** The test sets for fully resolved options (the generator, or a cache in front of it). */
  generated(options: DatasetOptions): Promise<Sample[]> | Sample[];
  /** Every sample in the JSONL file(s) at `path`; absent where files cannot be read (the browser). */
  files?(path: string): Promise<SamplesResult<Sample[]>>;
}

/** The generator itself: the paper's two test sets (no train set is made). */
export const generatorSource: SampleSource = {
  generated(options) {
    const d = generateDataset(options);
    return [...d.testCanonical, ...d.testPerturbed];
  },
};

/** Options for the test sets only, resolved, or the field that is wrong. */
export function testSetOptions(partial: Partial<DatasetOptions>): SamplesResult<DatasetOptions> {
  const resolved = resolveOptions({ ...partial, ...TEST_ONLY });
  if (!resolved.ok) return fail('bad_options', `${resolved.error.field}: ${resolved.error.message}`);
  return { ok: true, value: resolved.options };
}

export function testSamples(samples: readonly Sample[]): Sample[] {
  return samples.filter((s) => s.split === 'test');
}

export interface RunData {
  dataset: DatasetSpec;
  /** Every test sample of the data (both sets): what the content hash covers. */
  tests: Sample[];
}

/** Where a new run's samples come from: a seed for the generator, or files. */
export type DataChoice = { seed: number; options?: Partial<DatasetOptions> } | { data: string };

/**
 * The data of a new run. The spec stores the fully resolved options and the generator
 * version (not only the seed), so later defaults cannot change a run's data.
 */
export async function dataForRun(choice: DataChoice, source: SampleSource): Promise<SamplesResult<RunData>> {
  let all: Sample[];
  let dataset: Omit<DatasetSpec, 'content_hash'>;
  if ('data' in choice) {
    if (!source.files) return fail('no_source', 'samples from files can only be read by the command line');
    const read = await source.files(choice.data);
    if (!read.ok) return read;
    all = read.value;
    dataset = { seed: null, options: { data: choice.data } };
  } else {
    const options = testSetOptions({ ...choice.options, seed: choice.seed });
    if (!options.ok) return options;
    all = await source.generated(options.value);
    dataset = { seed: options.value.seed, options: specOptions(options.value) };
  }
  const tests = testSamples(all);
  if (tests.length === 0) return fail('no_tests', 'the data has no test samples (split "test")');
  return { ok: true, value: { dataset: { ...dataset, content_hash: contentHash(tests) }, tests } };
}

export interface SpecSamples {
  tests: Sample[];
  /** The run's selection (set, stratified limit), in data order. */
  selected: Sample[];
}

/**
 * The samples a stored run was made on, checked against its content hash. `maxTests`: the
 * most test samples the caller will generate again (the browser's bound); a run made on
 * larger test sets is refused at once, before any generation.
 */
export async function samplesForSpec(spec: RunSpec, source: SampleSource, override: { data?: string; maxTests?: number } = {}): Promise<SamplesResult<SpecSamples>> {
  const stored = spec.dataset;
  const dataPath = dataPathOf(spec, override.data);
  let all: Sample[];
  if (dataPath !== undefined) {
    const read = await readRunFiles(source, dataPath);
    if (!read.ok) return read;
    all = read.value;
  } else if (stored.seed !== null) {
    const options = testSetOptions(optionsFromSpec(stored.seed, stored.options));
    if (!options.ok) return fail('bad_options', `the run's dataset options are invalid: ${options.error.message}`);
    const count = testSampleCount(options.value);
    if (override.maxTests !== undefined && count > override.maxTests) {
      return fail('too_large', `this run's test sets hold ${count.toLocaleString('en-US')} samples; this place rebuilds at most ${override.maxTests.toLocaleString('en-US')} (its tables come from the command line: stepbench report)`);
    }
    all = await source.generated(options.value);
  } else {
    return fail('no_source', 'the run does not say where its samples came from; give the data (--data DIR)');
  }
  const tests = testSamples(all);
  const hash = contentHash(tests);
  if (hash !== stored.content_hash) {
    const made = typeof stored.options.generator_version === 'string' ? stored.options.generator_version : 'an unknown version';
    const why = dataPath !== undefined
      ? 'give the data the run was made on (--data)'
      : isGeneratorVersion(made)
        ? `generator ${made} did not make the same samples again from the run's options`
        : `the run was made by generator ${made}; this code makes only generators ${GENERATOR_VERSIONS.slice(0, -1).join(', ')} and ${GENERATOR_VERSIONS.at(-1)}, which write different traces`;
    return fail('not_these_samples', `these samples (${hash}) are not the run's samples (${stored.content_hash}): ${why}`);
  }
  return { ok: true, value: { tests, selected: selectSamples(tests, spec.set, spec.limit) } };
}
