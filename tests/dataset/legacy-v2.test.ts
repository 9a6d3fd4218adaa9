// Published data stays reproducible: generator 2.0.0 still writes the issue-7 linear files of
// seed 1 byte for byte (the SHA-256s of the files the generator wrote before domains existed,
// recorded from a run of commit e98a2ff). A change that alters them must be a new version.
import { describe, expect, it } from 'vitest';
import { datasetFiles, generateDataset } from '../../src/core/dataset/index.ts';
import { nodeSha256 } from './helpers.ts';

const SEED_1_V2: Record<string, string> = {
  'manifest.json': 'c168eda8927c2052c6c80b65588f389bb4e8c976896dd53ecb08031c3eaff3e4',
  'test-canonical.jsonl': '5fb8137e3b0a0f9be310576cbc6e195b09160fa16d6ee377da3e01bd58efdc1e',
  'test-perturbed.jsonl': 'f757006b3dbc35bf280d5a100e24b4b7f7eb8be4b4f7df66f5f9e4abdc457608',
  'train.jsonl': 'acdf5db8201469ba5137fecfc7056a8aec4f91b542d659f19e503616f079670e',
};

describe('generator 2.0.0 is frozen', () => {
  it('remakes the seed-1 linear dataset of issue 7 byte for byte', () => {
    const files = datasetFiles(generateDataset({ seed: 1, generatorVersion: '2.0.0' }), nodeSha256);
    const hashes = Object.fromEntries(Object.entries(files).map(([name, text]) => [name, nodeSha256(text)]));
    expect(hashes).toEqual(SEED_1_V2);
  }, 120_000);

  it('refuses a domain generator 2.0.0 never made', () => {
    expect(() => generateDataset({ seed: 1, generatorVersion: '2.0.0', domain: 'quadratic' })).toThrow(/only linear/);
  });
});
