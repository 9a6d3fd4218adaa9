// What every frozen-vX test checks of its generator version: the pinned seed-1 files of the
// domains it changed, byte for byte, and (given the version before) that every other domain writes
// the files it wrote there (a small seed-3 dataset each).
import { describe, expect, it } from 'vitest';
import { datasetFiles, generateDataset } from '../../src/core/dataset/index.ts';
import type { Sample } from '../../src/core/dataset/types.ts';
import type { GeneratorVersion } from '../../src/core/dataset/version.ts';
import { DOMAIN_IDS, type DomainId } from '../../src/core/domains/index.ts';
import { jsonlHashes, nodeSha256 } from './helpers.ts';

export type Pins = Partial<Record<DomainId, Record<string, string>>>;

export function describeFrozen(version: GeneratorVersion, pinned: Pins, previous?: GeneratorVersion): void {
  describe(`generator ${version} is frozen`, () => {
    for (const [domain, expected] of Object.entries(pinned) as [DomainId, Record<string, string>][]) {
      it(`remakes the seed-1 ${domain} traces byte for byte`, () => {
        expect(jsonlHashes(datasetFiles(generateDataset({ seed: 1, generatorVersion: version, domain }), nodeSha256))).toEqual(expected);
      }, 180_000);
    }
    if (!previous) return;
    for (const domain of DOMAIN_IDS.filter((d) => !(d in pinned))) {
      it(`writes the ${domain} traces of ${previous} (a small dataset, seed 3)`, () => {
        // 60 per type: a multiple of every domain's family count.
        const options = { seed: 3, domain, testPerType: 60, trainCanonicalPerType: 20, trainPerturbedPerCell: 5 };
        const files = (generatorVersion: GeneratorVersion) => jsonlHashes(datasetFiles(generateDataset({ ...options, generatorVersion }), nodeSha256));
        expect(files(version)).toEqual(files(previous));
      }, 180_000);
    }
  });
}

/** Every seed-1 sample of `domain` at two generator versions (train, then the test sets), the same ids in the same order. */
export function seedOneAt(domain: DomainId, before: GeneratorVersion, after: GeneratorVersion): [Sample[], Sample[]] {
  const samples = (generatorVersion: GeneratorVersion) => {
    const d = generateDataset({ seed: 1, domain, generatorVersion });
    return [...d.train, ...d.testCanonical, ...d.testPerturbed];
  };
  const [old, now] = [samples(before), samples(after)];
  expect(now.map((s) => s.id)).toEqual(old.map((s) => s.id));
  return [old, now];
}
