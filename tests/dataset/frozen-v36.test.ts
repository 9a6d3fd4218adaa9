// Generator 3.6.0 (issue 15) writes the end of the rational path — the collected standard form
// and the factored line, and so the list read off it — in sign-equivalent forms
// (generator/sign-forms.ts, domains/rational/path.ts). Its seed-1 rational traces are pinned here
// (recorded when 3.6.0 was made), and every other domain's 3.6.0 traces are its 3.5.0 traces byte
// for byte (3.5.0's own are pinned in frozen-v35.test.ts and the files before it). A change that
// alters these files must be a new generator version.
import { describeFrozen, type Pins } from './frozen.ts';

const SEED_1_V36: Pins = {
  rational: {
    'test-canonical.jsonl': '27a42a171c0ba8d1f2d4f0cd938d0973943e55cdcb95a75c51a70ec999cc278d',
    'test-perturbed.jsonl': '337030eedb430126859650dd35c3b510d180e8d35466aecb54815e88b4b5b482',
    'train.jsonl': 'cefd701ab7e3c9d8ac34282581052672b72162e2c7d0b6a9c996d0c09876e1b1',
  },
};

describeFrozen('3.6.0', SEED_1_V36, '3.5.0');
