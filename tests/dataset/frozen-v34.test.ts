// Generator 3.4.0 (issue 15) changes the slips of a system elimination's scaling step only. Its
// seed-1 system traces are pinned here (recorded when 3.4.0 was made), and every other domain's
// 3.4.0 traces are its 3.3.0 traces byte for byte (3.3.0's own are pinned in frozen-v33.test.ts
// and the files before it). A change that alters these files must be a new generator version.
import { describeFrozen, type Pins } from './frozen.ts';

const SEED_1_V34: Pins = {
  system: {
    'test-canonical.jsonl': '6a6956c41c6da4d310c5611bc803e23da79f2a41c2434c37d91d482bdd2e398f',
    'test-perturbed.jsonl': 'f3e351ac43c77c070490e7a51084365f8651a2ba81603f20665b15ce209769e9',
    'train.jsonl': 'ab5e418630c0103179a4885bc570f3ddb95f448ec23fce22a9ea8ed6c06163e3',
  },
};

describeFrozen('3.4.0', SEED_1_V34, '3.3.0');
