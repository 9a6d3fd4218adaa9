// Generator 3.5.0 (issue 15) writes the quadratic textbook path in several sign-equivalent forms
// (domains/quadratic/forms.ts). Its seed-1 quadratic traces are pinned here (recorded when 3.5.0
// was made), and every other domain's 3.5.0 traces are its 3.4.0 traces byte for byte (3.4.0's own
// are pinned in frozen-v34.test.ts and the files before it). A change that alters these files must
// be a new generator version.
import { describeFrozen, type Pins } from './frozen.ts';

const SEED_1_V35: Pins = {
  quadratic: {
    'test-canonical.jsonl': 'e0c60d271625452fb93116e406be785022e88b3fc03e6b43dedcdf0cef47da43',
    'test-perturbed.jsonl': 'c55c0437061fab5bb1790ea0d94f718c6a52337787ba160d151d08e3bc8a9478',
    'train.jsonl': 'e857ce7519e0390b62b5a7f36feb67893e1b149b4875f5b78d9fb89e7e937b6e',
  },
};

describeFrozen('3.5.0', SEED_1_V35, '3.4.0');
