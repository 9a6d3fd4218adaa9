// Generator 3.3.0 (issue 15) changes the slips of the system paths and rational's wrong
// restriction lines only. Their seed-1 traces are pinned here (recorded when 3.3.0 was made), and every other domain's 3.3.0 traces are its 3.2.0
// traces byte for byte (3.2.0's own are pinned in frozen-v32.test.ts and the files before it). A
// change that alters these files must be a new generator version.
import { describeFrozen, type Pins } from './frozen.ts';

const SEED_1_V33: Pins = {
  rational: {
    'test-canonical.jsonl': '69c4dd7ad0525f2df328c2128b9f5ef5429f42bb21584215c4f3c9be39065c56',
    'test-perturbed.jsonl': 'a21b7fc70805897b9ec95c719bea81583ca980968d5349f947f45d5337c5af6e',
    'train.jsonl': '87c634c6e51572b28af2f61707f2347d93bccd9b52eac32c330905a473bfa2c5',
  },
  system: {
    'test-canonical.jsonl': 'd68f286305385a1d48cf26ad381d92a2e5a9a5f9db3abe56602a2f2ad042f98b',
    'test-perturbed.jsonl': 'cf4aecb3f342383f4eaaa55d39067f2d7b37c3d8c7c5fb48928304e7a4c41f1c',
    'train.jsonl': 'd0562702c72b7b37b43c5f8d8d874e936a81aa4afff02a2d1a663ce2b935506c',
  },
};

describeFrozen('3.3.0', SEED_1_V33, '3.2.0');
