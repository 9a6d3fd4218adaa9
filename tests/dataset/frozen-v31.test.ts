// Generator 3.1.0 (issue 15) changes the linear textbook path only. Its seed-1 linear traces are
// pinned here (recorded when 3.1.0 was made), and another domain's 3.1.0 traces are those of
// 3.0.0 byte for byte (tests/dataset/frozen-v3.test.ts holds them): the version changed nothing
// there. A change that alters these files must be a new generator version.
import { describe, expect, it } from 'vitest';
import { datasetFiles, generateDataset } from '../../src/core/dataset/index.ts';
import type { DomainId } from '../../src/core/domains/index.ts';
import { nodeSha256 } from './helpers.ts';

const SEED_1_V31: Partial<Record<DomainId, Record<string, string>>> = {
  linear: {
    'test-canonical.jsonl': '9818fe7c25fd09009cecf6d88f346ea3592c50e9342fa44a21604f725e04e41f',
    'test-perturbed.jsonl': '7b8a6d9e2c12526159b72e36cbcd7fc4abe5e5b375c0c67df028e6ceb49f5d23',
    'train.jsonl': '3b2336525c1cc0f1674dbe27164fcd51d65f97b08181d385046dc5ba0213ba61',
  },
  // The same files as generator 3.0.0's (frozen-v3.test.ts).
  inequality: {
    'test-canonical.jsonl': '0004dcc125b163e5734c6870a8848af9cec62d4b5e023b267f77410ec9bf234b',
    'test-perturbed.jsonl': '463b94933ed0614dbe9f7ba27815aff9efb20e456e42071c8a1d1df0bb1aecf6',
    'train.jsonl': 'd0c0d323f9699615781fec667fc8532c26fbe98ea0a6caaf3384ed832ff7c3f3',
  },
};

describe('generator 3.1.0 is frozen', () => {
  for (const [domain, expected] of Object.entries(SEED_1_V31) as [DomainId, Record<string, string>][]) {
    it(`remakes the seed-1 ${domain} traces byte for byte`, () => {
      const files = datasetFiles(generateDataset({ seed: 1, generatorVersion: '3.1.0', domain }), nodeSha256);
      const hashes = Object.fromEntries(Object.entries(files).filter(([name]) => name.endsWith('.jsonl')).map(([name, text]) => [name, nodeSha256(text)]));
      expect(hashes).toEqual(expected);
    }, 180_000);
  }
});
