// Generator 3.12.0 (issue 15) bounds the arithmetic slip of a quadratic line that moves a term
// beside one of its degree (domains/quadratic/path.ts, CombineSlip): the worked-out sum stays no
// larger than the two terms together, where 3.11.0's could go over (-5x^2 - 10x = 6x, then
// -5x^2 - 19x = 0, for -16x), a size no valid line writes. Its seed-1 quadratic files are pinned
// here (recorded when 3.12.0 was made), and every other domain's 3.12.0 files are its 3.11.0
// files. A change that alters these files must be a new generator version.
import { describe, expect, it } from 'vitest';
import type { Sample } from '../../src/core/dataset/types.ts';
import { describeFrozen, seedOneAt, type Pins } from './frozen.ts';
import { changedSamples, sides } from './quadratic-lines.ts';

const SEED_1_V312: Pins = {
  quadratic: {
    'test-canonical.jsonl': '9d60323b028182cb188dec7fee1cd211ae2c5953d8319adb9f7f3ec80c9b2be6',
    'test-perturbed.jsonl': '3ab0b6a681e2000bf7d492d0382c895ae825dd259d2fe1ea8d1f77c301ec6589',
    'train.jsonl': '1076ddd9460555b1fca9ec8f0449b8192094e20f888ce4f2a65c3714cc2925f9',
  },
};

describeFrozen('3.12.0', SEED_1_V312, '3.11.0');

/**
 * Each line of `samples` that moves terms of `L = R` to `P = 0` (whole numbers), read back: whether
 * it is the sample's arithmetic slip, and whether a coefficient of P is larger than L's and R's of
 * its degree together, which |a ± b| never is.
 */
function movesToZero(samples: readonly Sample[]): { id: string; slip: boolean; over: boolean }[] {
  return samples.flatMap((s) =>
    s.steps.slice(1).flatMap((line, j) => {
      const i = j + 1;
      const valid = s.error === null || s.error.step > i;
      const slip = s.error?.kind === 'arithmetic_slip' && s.error.step === i;
      const [before, after] = [sides(s.steps[i - 1]!), line.endsWith(' = 0') ? sides(line) : null];
      if ((!valid && !slip) || !before || !after || before[1].every((c) => c === 0)) return [];
      const [l, r] = before;
      return [{ id: s.id, slip, over: after[0].some((c, k) => Math.abs(c) > Math.abs(l[k]!) + Math.abs(r[k]!)) }];
    }),
  );
}

describe('generator 3.12.0 changes only the slip of a move’s worked-out sum', () => {
  it('every seed-1 quadratic sample of 3.11.0 it writes otherwise carries that slip at one version or the other; no such slip, as no valid line, writes a coefficient over its two terms together', () => {
    const [old, now] = seedOneAt('quadratic', '3.11.0', '3.12.0');
    const { rewritten, skipped, drawn } = changedSamples(old, now);
    expect(rewritten.length).toBeGreaterThan(100);
    expect(drawn.length).toBe(skipped.length);
    const neither = rewritten.filter(([was, is]) => was.error?.kind !== 'arithmetic_slip' && is.error?.kind !== 'arithmetic_slip');
    expect(neither.map(([was]) => was.id)).toEqual([]);

    const read = movesToZero(now);
    expect(read.filter((r) => r.over).map((r) => r.id)).toEqual([]);
    expect(read.filter((r) => r.slip).length).toBeGreaterThan(100);
    expect(read.filter((r) => !r.slip).length).toBeGreaterThan(1000);
    // 3.11.0's slips went over: the reading above can fail.
    expect(movesToZero(old).filter((r) => r.slip && r.over).length).toBeGreaterThan(30);
  }, 180_000);
});
