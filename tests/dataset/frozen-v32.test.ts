// Generator 3.2.0 (issue 15) changes the slips of the linear and inequality moves only. Their
// seed-1 traces are pinned here (recorded when 3.2.0 was made), and every other domain's 3.2.0 traces are its 3.1.0 traces
// byte for byte (3.1.0's own are pinned in frozen-v31.test.ts and frozen-v3.test.ts). A change
// that alters these files must be a new generator version.
import { describeFrozen, type Pins } from './frozen.ts';

const SEED_1_V32: Pins = {
  linear: {
    'test-canonical.jsonl': '2698f18f6fe706b9b55b47abf35a8fb1a013e31239f8eb633081cb0c6e745a14',
    'test-perturbed.jsonl': 'd4093fa90d38d522c83eb8897c11ec5a2562523fbcfbf43e342312b99f980c35',
    'train.jsonl': '0982ac12aeeb6416105838563c9bbc79a529c4cd69e3cc7356d2cb1563a72f60',
  },
  inequality: {
    'test-canonical.jsonl': '5984737cfbf19770667a43d7c092c8c9230b158b1d3e217914d32f1bfe4819c7',
    'test-perturbed.jsonl': 'f3cbeeacc7deaa20921ae2083e199855dc45b3577ae3fdde74face3ba82e2e3c',
    'train.jsonl': '53066bcd0fec9d7af152458f12cb8f8c5a0986fff679d2fee1ea6a3184aa2cf8',
  },
};

describeFrozen('3.2.0', SEED_1_V32, '3.1.0');
