// Published data stays reproducible: generator 3.0.0 (published with issues 13 and 14) still
// writes the seed-1 traces of every domain byte for byte. The SHA-256s were recorded from commit
// 8ce3155, the commit that published 3.0.0. The manifest is left out: its audit section follows
// the audit version (audit 3 reads more than audit 2 did), not the generator's.
// A change that alters these files must be a new generator version.
import { describe, expect, it } from 'vitest';
import { datasetFiles, generateDataset } from '../../src/core/dataset/index.ts';
import type { DomainId } from '../../src/core/domains/index.ts';
import { nodeSha256 } from './helpers.ts';

const SEED_1_V3: Record<DomainId, Record<string, string>> = {
  linear: {
    'test-canonical.jsonl': '8a0419d3b26c5cdb3ab8e24706c951d13af0c765cfc96387efb0d8b361c5c956',
    'test-perturbed.jsonl': '6ce71bcb75bb6150c11e6a300295e275d8e991e867a6ab177ef4014d8e35df33',
    'train.jsonl': '764af24a9b1ccf91426e21bbc0cf5ea06e7ba98382dc50e4000ce79f6f9f3edc',
  },
  inequality: {
    'test-canonical.jsonl': '0004dcc125b163e5734c6870a8848af9cec62d4b5e023b267f77410ec9bf234b',
    'test-perturbed.jsonl': '463b94933ed0614dbe9f7ba27815aff9efb20e456e42071c8a1d1df0bb1aecf6',
    'train.jsonl': 'd0c0d323f9699615781fec667fc8532c26fbe98ea0a6caaf3384ed832ff7c3f3',
  },
  quadratic: {
    'test-canonical.jsonl': 'd6fea02708ad91fcaa6fde76e2a92126a88b64b3f554dfbc0db3b152a1875dcb',
    'test-perturbed.jsonl': 'c2f7e59a45004d4a94969b9666185e8d85a492b074a74e30b7e18319d360906d',
    'train.jsonl': '5d0f8d020acd3762de6e74eaf5cf4c63e5260aa26a7fc3ec423f9708d63b2889',
  },
  rational: {
    'test-canonical.jsonl': '86d1a7a5bb4eac65be58b71f93bc317dac8cd8c45c8a7ced5b9a5ed49f468c1b',
    'test-perturbed.jsonl': '181ea3ab844666c436d36b70418c642e2c8f8a331bf5af05509784d81da7e7f1',
    'train.jsonl': '6427b9160fc45f371d5d5067d0fd266b246f8b4f86cf51c39928a6f7c0c5b4ec',
  },
  system: {
    'test-canonical.jsonl': '4bcf64125ffc10270c2abed00f3a3fac8550371135f47e7d006e318294e0db7c',
    'test-perturbed.jsonl': '22de702eaaab70ee4dad9a8bd7d137860df16bb67938670bf860a9fa1c72ea52',
    'train.jsonl': 'df2321596b4b940ba15453df189c0e1ad860e489d534a3c59aa22828dca05b98',
  },
};

describe('generator 3.0.0 is frozen', () => {
  for (const domain of Object.keys(SEED_1_V3) as DomainId[]) {
    it(`remakes the seed-1 ${domain} traces byte for byte`, () => {
      const files = datasetFiles(generateDataset({ seed: 1, generatorVersion: '3.0.0', domain }), nodeSha256);
      const hashes = Object.fromEntries(Object.entries(files).filter(([name]) => name.endsWith('.jsonl')).map(([name, text]) => [name, nodeSha256(text)]));
      expect(hashes).toEqual(SEED_1_V3[domain]);
    }, 180_000);
  }
});
