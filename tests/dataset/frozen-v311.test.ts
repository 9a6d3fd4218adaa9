// Generator 3.11.0 (issue 15) changes the slip of a quadratic line that moves every term to a
// standard form written negated (domains/quadratic/path.ts, MoveSlip): 3.10.0's moved term, meant
// to keep its sign, was added twice to the negated line, so it was moved twice over (9x^2 + 4x = 6x,
// then -9x^2 + 14x = 0 for -9x^2 - 10x = 0). Its seed-1 quadratic files are pinned here (recorded
// when 3.11.0 was made), and every other domain's 3.11.0 files are its 3.10.0 files. A change that
// alters these files must be a new generator version.
import { describe, expect, it } from 'vitest';
import type { Sample } from '../../src/core/dataset/types.ts';
import { describeFrozen, seedOneAt, type Pins } from './frozen.ts';
import { changedSamples, sides } from './quadratic-lines.ts';

const SEED_1_V311: Pins = {
  quadratic: {
    'test-canonical.jsonl': 'f0cba76b155ee9b40d6ef7ac6be2f2a175da83f3a16e182724125d098265949e',
    'test-perturbed.jsonl': '293fa0421856768221d165bd6380fb00a3b316e0fa46b8f4217adc20449d85f1',
    'train.jsonl': 'ed330f670950cdaca41c31d9c5e8e5f32eb176eec2c470b41254e2a335b4b556',
  },
};

describeFrozen('3.11.0', SEED_1_V311, '3.10.0');

/**
 * Each slip that moves every term of `L = R` to the left (`P = 0`), read back: whether the line was
 * written negated (P's x^2 coefficient against L - R's), and whether P is ±(L - R) with exactly one
 * moved term of R keeping its sign: P = s(L - R + 2 R_k x^k) for some k with R_k ≠ 0, s = ±1.
 */
function movesToStandardForm(samples: readonly Sample[]): { id: string; negated: boolean; keepsSign: boolean }[] {
  return samples.flatMap((s) => {
    if (s.error?.kind !== 'sign_error_moving_term') return [];
    const [before, after] = [sides(s.steps[s.error.step - 1] ?? ''), sides(s.steps[s.error.step]!)];
    if (!before || !after || after[1].some((c) => c !== 0)) return [];
    const [l, r] = before;
    const p = after[0];
    const diff = l.map((c, k) => c - r[k]!);
    if (diff[2] === 0) return [];
    const sign = Math.sign(p[2]! * diff[2]!);
    const keepsSign = [0, 1, 2].some((k) => r[k] !== 0 && p.every((c, j) => c === sign * (diff[j]! + (j === k ? 2 * r[k]! : 0))));
    return [{ id: s.id, negated: sign < 0, keepsSign }];
  });
}

describe('generator 3.11.0 changes only the slip of a move to a negated standard form', () => {
  it('every seed-1 quadratic sample of 3.10.0 it writes otherwise carries that slip at one version or the other; each such slip keeps its moved term’s sign, on negated lines too, where 3.10.0 moved it twice', () => {
    const [old, now] = seedOneAt('quadratic', '3.10.0', '3.11.0');
    const { rewritten, skipped, drawn } = changedSamples(old, now);
    expect(rewritten.length).toBeGreaterThan(100);
    expect(skipped.length).toBeLessThan(10);
    expect(drawn.length).toBe(skipped.length);
    const neither = rewritten.filter(([was, is]) => was.error?.kind !== 'sign_error_moving_term' && is.error?.kind !== 'sign_error_moving_term');
    expect(neither.map(([was]) => was.id)).toEqual([]);

    const read = movesToStandardForm(now);
    expect(read.filter((r) => !r.keepsSign).map((r) => r.id)).toEqual([]);
    expect(read.filter((r) => r.negated).length).toBeGreaterThan(30);
    expect(read.filter((r) => !r.negated).length).toBeGreaterThan(30);
    // 3.10.0 broke the rule on negated lines: the reading above can fail.
    expect(movesToStandardForm(old).filter((r) => r.negated && !r.keepsSign).length).toBeGreaterThan(30);
  }, 180_000);
});
