// Generator 3.1.0 (issue 15) changes the linear and inequality paths only. Their seed-1 traces
// are pinned here (recorded when 3.1.0 was made), and another domain's 3.1.0 traces are those of
// 3.0.0 byte for byte (tests/dataset/frozen-v3.test.ts holds them): the version changed nothing
// there. A change that alters these files must be a new generator version.
import { describeFrozen, type Pins } from './frozen.ts';

const SEED_1_V31: Pins = {
  linear: {
    'test-canonical.jsonl': 'a712d20ce94f3a58002833610e1a47cd3491e4048269cea014e9234008430f1e',
    'test-perturbed.jsonl': '3721d9a0d430da40885a65886c905eee02f417990b3bfacd74c72c00c64e7408',
    'train.jsonl': '392eb549022c879600b0afba63de7c7da1d6a16a98128309c222611455617055',
  },
  inequality: {
    'test-canonical.jsonl': '104b5ff8ad36698f09d1718af7fb5522e1014e40791f4d055d31dff14c5fb137',
    'test-perturbed.jsonl': '96ec2004ee711dfff0cce8ada86ccb9f85df0a223597cf23c1569e9d0827ab01',
    'train.jsonl': 'e9a6ea6eb462e42169478a088ae3721f3a25150fdf0c796cdf94be0705426e1a',
  },
  // The same files as generator 3.0.0's (frozen-v3.test.ts): 3.1.0 changed nothing here.
  system: {
    'test-canonical.jsonl': '4bcf64125ffc10270c2abed00f3a3fac8550371135f47e7d006e318294e0db7c',
    'test-perturbed.jsonl': '22de702eaaab70ee4dad9a8bd7d137860df16bb67938670bf860a9fa1c72ea52',
    'train.jsonl': 'df2321596b4b940ba15453df189c0e1ad860e489d534a3c59aa22828dca05b98',
  },
};

describeFrozen('3.1.0', SEED_1_V31);
