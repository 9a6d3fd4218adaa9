// Generator 3.8.0 (issue 15) changes one slip of the quadratic formula path: the line that
// simplifies a ± with a root (domains/quadratic/path.ts, SurdSlip). 3.7.0 divided the first term
// only, so the root's coefficient was |2a| times the right one, a size the surface probe read; 3.8.0
// writes the root's part twice or half the right one. Its seed-1 quadratic files are pinned here
// (recorded when 3.8.0 was made), and every other domain's 3.8.0 files are its 3.7.0 files. A change
// that alters these files must be a new generator version.
import { describe, expect, it } from 'vitest';
import type { Sample } from '../../src/core/dataset/types.ts';
import { describeFrozen, seedOneAt, type Pins } from './frozen.ts';

const SEED_1_V38: Pins = {
  quadratic: {
    'test-canonical.jsonl': 'f13e9ffac9d88068a81505f61a656cb1da1e56e21b3964768f30d5f45968754c',
    'test-perturbed.jsonl': 'c55c0437061fab5bb1790ea0d94f718c6a52337787ba160d151d08e3bc8a9478',
    'train.jsonl': '3f5075a859cde8939ba18d77b2b7300ceb6a489474cfe297f9024cf073d0416e',
  },
};

describeFrozen('3.8.0', SEED_1_V38, '3.7.0');

/**
 * The square of the root's part a ± line writes, as [numerator, denominator] (integers): `(p ±
 * sqrt(N))/B` gives N / B^2, `(p ± k sqrt(n/d))/D` gives k^2 n / (d D^2); null for any other line.
 * Read with patterns of the generator's own printing, which this test holds fixed: a line it
 * cannot read fails the test rather than passing unchecked.
 */
function rootPartSquared(line: string): [number, number] | null {
  const m = /^x = \(?(?:-?\d+(?:\/\d+)? )?±(?: |\()?\(?(\d*)sqrt\((\d+)(?:\/(\d+))?\)\)*(?:\/\(?(-?\d+)\)?)?$/.exec(line);
  if (!m) return null;
  const k = m[1] ? Number(m[1]) : 1;
  const d = m[4] ? Math.abs(Number(m[4])) : 1;
  return [k * k * Number(m[2]), (m[3] ? Number(m[3]) : 1) * d * d];
}

describe('generator 3.8.0 changes only the slip of a simplified ± with a root', () => {
  it('the seed-1 quadratic samples that differ from 3.7.0 carry that slip; its root part is twice or half the right one, about half each', () => {
    const [old, now] = seedOneAt('quadratic', '3.7.0', '3.8.0');
    /** 4 where the slipped line's root part is twice the right one, 1/4 where half, else null. */
    const ratio = (s: Sample): number | null => {
      const at = s.error?.kind === 'arithmetic_slip' ? s.error.step : -1;
      const [before, wrong] = at > 0 ? [rootPartSquared(s.steps[at - 1]!), rootPartSquared(s.steps[at]!)] : [null, null];
      if (!before || !wrong) return null;
      const [num, den] = [wrong[0] * before[1], wrong[1] * before[0]];
      return num === 4 * den ? 4 : 4 * num === den ? 1 / 4 : null;
    };
    let changed = 0;
    const unread: string[] = [];
    now.forEach((s, i) => {
      const was = old[i]!;
      if (JSON.stringify(s) === JSON.stringify(was)) return;
      changed++;
      // the same problem, trace type and error kind at the same step; only the slipped line on
      expect([s.trace_type, s.error?.kind, s.error?.step]).toEqual([was.trace_type, 'arithmetic_slip', was.error?.step]);
      expect(s.steps.slice(0, s.error!.step)).toEqual(was.steps.slice(0, s.error!.step));
      if (ratio(s) === null) unread.push(`${s.id}: ${s.steps[s.error!.step - 1]} / ${s.steps[s.error!.step]}`);
    });
    expect(unread).toEqual([]);
    expect(changed).toBeGreaterThan(50);
    // Over every sample with the slip (where 2a is ±2, 3.7.0's undivided root was the doubled one
    // already, so those samples did not change): doubled and halved drawn half each.
    const slips = now.map(ratio).filter((r) => r !== null);
    const doubled = slips.filter((r) => r === 4).length;
    expect(slips.length).toBeGreaterThan(changed);
    expect(Math.abs(doubled / slips.length - 0.5)).toBeLessThan(0.1);
  }, 180_000);
});
