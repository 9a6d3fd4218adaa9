// Rebuilding a run's test samples in the browser, mirroring `stepbench report`: from the
// spec's seed and options through the generator, checked against the run's content hash.
// Kept in memory per content hash and cached in the `datasets` store (test sets only).
import { generateDataset, resolveOptions, type Sample } from '../../../../core/dataset/index.ts';
import { optionsFromSpec } from '../../../../core/run/dataset-options.ts';
import { contentHash } from '../../../../core/run/content-hash.ts';
import type { RunSpec } from '../../../../core/run/log.ts';
import { datasetKey, getDataset, putDataset, type Store } from '../../../../storage/index.ts';

export type SamplesResult = { ok: true; samples: Sample[] } | { ok: false; error: string };


export class SampleCache {
  readonly #memory = new Map<string, Promise<SamplesResult>>();
  readonly #db: () => Promise<Store>;

  constructor(db: () => Promise<Store>) {
    this.#db = db;
  }

  forSpec(spec: RunSpec): Promise<SamplesResult> {
    const hash = spec.dataset.content_hash;
    let found = this.#memory.get(hash);
    if (!found) {
      found = this.#load(spec);
      this.#memory.set(hash, found);
      // A failure is not cached: the next call tries again.
      void found.then((r) => {
        if (!r.ok) this.#memory.delete(hash);
      });
    }
    return found;
  }

  async #load(spec: RunSpec): Promise<SamplesResult> {
    const { seed, options, content_hash } = spec.dataset;
    if (seed === null) {
      const from = typeof options.data === 'string' ? ` (${options.data})` : '';
      return { ok: false, error: `this run's samples were read from files${from}; the browser can only rebuild generated data, so per-sample tables are unavailable` };
    }
    const db = await this.#db();
    const key = datasetKey({ ...options, seed });
    const cached = await getDataset(db, key).catch(() => undefined);
    if (cached) {
      const tests = [...cached.testCanonical, ...cached.testPerturbed];
      if (contentHash(tests) === content_hash) return { ok: true, samples: tests };
    }
    const resolved = resolveOptions(optionsFromSpec(seed, options));
    if (!resolved.ok) return { ok: false, error: `the run's dataset options are invalid: ${resolved.error.field}: ${resolved.error.message}` };
    const d = generateDataset(resolved.options);
    const tests = [...d.testCanonical, ...d.testPerturbed];
    const hash = contentHash(tests);
    if (hash !== content_hash) {
      return { ok: false, error: `the samples rebuilt from seed ${seed} (${hash}) are not the run's samples (${content_hash}); was it made by another generator version?` };
    }
    await putDataset(db, {
      key,
      options: { ...options, seed },
      created_at: new Date().toISOString(),
      manifest: null,
      train: [],
      testCanonical: d.testCanonical,
      testPerturbed: d.testPerturbed,
    }).catch(() => undefined);
    return { ok: true, samples: tests };
  }
}
