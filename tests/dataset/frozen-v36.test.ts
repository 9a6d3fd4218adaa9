// Generator 3.6.0 (issue 15) writes the end of the rational path — the collected standard form
// and the factored line, and so the list read off it — in sign-equivalent forms
// (generator/sign-forms.ts, domains/rational/path.ts), and the cleared line's subtracted linear
// numerators with the minus taken in half the time (domains/rational/families.ts). Its seed-1 rational traces are pinned here
// (recorded when 3.6.0 was made), and every other domain's 3.6.0 traces are its 3.5.0 traces byte
// for byte (3.5.0's own are pinned in frozen-v35.test.ts and the files before it). A change that
// alters these files must be a new generator version.
import { describeFrozen, type Pins } from './frozen.ts';

const SEED_1_V36: Pins = {
  rational: {
    'test-canonical.jsonl': '97abaa8c999a659b4353f8ef76b736c4bffba27b862415bb64569372f7e7e70b',
    'test-perturbed.jsonl': '3f13d81185c1f2b787b3cc50fd8ea9544190f4cce67bfd9421a9d5caaa19690b',
    'train.jsonl': '5a27a0e1ec38499d936a7ee2504269794c0cff9882e3b6bc19573fa21ddd4273',
  },
};

describeFrozen('3.6.0', SEED_1_V36, '3.5.0');
