// Generator 3.2.0 (issue 15) changes the slips of the linear and inequality moves only. Their
// seed-1 traces are pinned here (recorded when 3.2.0 was made), and every other domain's 3.2.0 traces are its 3.1.0 traces
// byte for byte (3.1.0's own are pinned in frozen-v31.test.ts and frozen-v3.test.ts). A change
// that alters these files must be a new generator version.
import { describe, expect, it } from 'vitest';
import { datasetFiles, generateDataset } from '../../src/core/dataset/index.ts';
import { DOMAIN_IDS, type DomainId } from '../../src/core/domains/index.ts';
import { jsonlHashes, nodeSha256 } from './helpers.ts';

const SEED_1_V32: Partial<Record<DomainId, Record<string, string>>> = {
  linear: {
    'test-canonical.jsonl': '2698f18f6fe706b9b55b47abf35a8fb1a013e31239f8eb633081cb0c6e745a14',
    'test-perturbed.jsonl': 'd4093fa90d38d522c83eb8897c11ec5a2562523fbcfbf43e342312b99f980c35',
    'train.jsonl': '0982ac12aeeb6416105838563c9bbc79a529c4cd69e3cc7356d2cb1563a72f60',
  },
  inequality: {
    'test-canonical.jsonl': '5984737cfbf19770667a43d7c092c8c9230b158b1d3e217914d32f1bfe4819c7',
    'test-perturbed.jsonl': 'f3cbeeacc7deaa20921ae2083e199855dc45b3577ae3fdde74face3ba82e2e3c',
    'train.jsonl': '53066bcd0fec9d7af152458f12cb8f8c5a0986fff679d2fee1ea6a3184aa2cf8',
  },
};

describe('generator 3.2.0 is frozen', () => {
  for (const [domain, expected] of Object.entries(SEED_1_V32) as [DomainId, Record<string, string>][]) {
    it(`remakes the seed-1 ${domain} traces byte for byte`, () => {
      expect(jsonlHashes(datasetFiles(generateDataset({ seed: 1, generatorVersion: '3.2.0', domain }), nodeSha256))).toEqual(expected);
    }, 180_000);
  }

  for (const domain of DOMAIN_IDS.filter((d) => !(d in SEED_1_V32)) as DomainId[]) {
    it(`writes the ${domain} traces of 3.1.0 (a small dataset, seed 3)`, () => {
      const options = { seed: 3, domain, testPerType: 40, trainCanonicalPerType: 20, trainPerturbedPerCell: 5 };
      const files = (generatorVersion: '3.1.0' | '3.2.0') => jsonlHashes(datasetFiles(generateDataset({ ...options, generatorVersion }), nodeSha256));
      expect(files('3.2.0')).toEqual(files('3.1.0'));
    }, 180_000);
  }
});
