// Generator 3.7.0 (issue 15) writes 3.6.0's traces and gold labels byte for byte and says of an
// inequality step with the wrong direction what the step did (checker/check.ts, directionReason):
// 3.6.0 stored "multiplying or dividing both sides by a negative number reverses the inequality"
// of steps that moved the unknown to the other side or negated the difference with a slip. Its
// seed-1 inequality files are pinned here (recorded when 3.7.0 was made), and every other domain's
// 3.7.0 files are its 3.6.0 files. A change that alters these files must be a new generator version.
import { describe, expect, it } from 'vitest';
import { generateDataset } from '../../src/core/dataset/index.ts';
import { describeFrozen, type Pins } from './frozen.ts';

const SEED_1_V37: Pins = {
  inequality: {
    'test-canonical.jsonl': 'c2e0c28585dacfe9b3ff5695a9f4a366d99b7dca875252b39df46dc1561d2e5a',
    'test-perturbed.jsonl': 'ee1d1997ef3fd5c26fa750fcef94fbbe7f715530dcc1e2d8bdc89218d732593f',
    'train.jsonl': '62d33cb607e58bac196893619633d7a70a7003b2d604cbb03d1f5504245efef0',
  },
};

describeFrozen('3.7.0', SEED_1_V37, '3.6.0');

describe('generator 3.7.0 changes no trace and no label of 3.6.0', () => {
  it('the seed-3 inequality samples differ from 3.6.0 in their explanations only', () => {
    const options = { seed: 3, domain: 'inequality' as const, testPerType: 60, trainCanonicalPerType: 20, trainPerturbedPerCell: 5 };
    const samples = (generatorVersion: '3.6.0' | '3.7.0') => {
      const d = generateDataset({ ...options, generatorVersion });
      return [...d.train, ...d.testCanonical, ...d.testPerturbed];
    };
    const [old, now] = [samples('3.6.0'), samples('3.7.0')];
    const strip = (all: typeof old) => all.map(({ explanation: _, ...rest }) => rest);
    expect(strip(now)).toEqual(strip(old));
    // and some explanation did change (the wording this version exists for)
    expect(now.some((s, i) => s.explanation !== old[i]!.explanation)).toBe(true);
  }, 180_000);
});
