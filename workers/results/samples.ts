// The results worker's sample source: the generator behind the IndexedDB `datasets`
// cache (test sets only) and a memory cache per content hash, so rebuilding a run's
// samples costs one generation per dataset per page. Which samples belong to a run, and
// the refusal when they cannot be rebuilt, is decided in core (samplesForSpec).
import type { DatasetOptions, Sample } from '../../src/core/dataset/index.ts';
import { generatorSource, samplesForSpec, type RunSpec, type SampleSource } from '../../src/core/run/index.ts';
import { datasetKey, getDataset, putDataset, type Store } from '../../src/storage/index.ts';
import { MAX_REBUILT_TESTS } from '../limits.ts';

export type SamplesResult = { ok: true; samples: Sample[] } | { ok: false; error: string };

/** The generator with the IndexedDB cache in front of it. */
export function cachedGeneratorSource(db: () => Promise<Store>, now: () => string = () => new Date().toISOString()): SampleSource {
  return {
    async generated(options: DatasetOptions) {
      const store = await db();
      // The generator version is part of the key: a new version makes other traces.
      const key = datasetKey({ ...options, generator_version: options.generatorVersion });
      const cached = await getDataset(store, key).catch(() => undefined);
      if (cached) return [...cached.testCanonical, ...cached.testPerturbed];
      const tests = await generatorSource.generated(options);
      await putDataset(store, {
        key, options: { ...options }, created_at: now(), manifest: null, train: [],
        testCanonical: tests.filter((s) => s.set === 'canonical'), testPerturbed: tests.filter((s) => s.set === 'perturbed'),
      }).catch(() => undefined);
      return tests;
    },
  };
}

export class SampleCache {
  readonly #memory = new Map<string, Promise<SamplesResult>>();
  readonly #source: SampleSource;

  constructor(db: () => Promise<Store>) {
    this.#source = cachedGeneratorSource(db);
  }

  forSpec(spec: RunSpec): Promise<SamplesResult> {
    const hash = spec.dataset.content_hash;
    let found = this.#memory.get(hash);
    if (!found) {
      found = samplesForSpec(spec, this.#source, { maxTests: MAX_REBUILT_TESTS }).then((r) => (r.ok ? { ok: true as const, samples: r.value.tests } : { ok: false as const, error: r.error.message }));
      this.#memory.set(hash, found);
      // A failure is not cached: the next call tries again.
      void found.then((r) => {
        if (!r.ok) this.#memory.delete(hash);
      });
    }
    return found;
  }
}
