// Generator 3.13.0 (issue 15) slips a worked-out number of the linear and inequality paths by a
// multiple of the grain of the line its move starts from (generator/forms.ts, grain: what every
// number of the line shares). 3.12.0 slipped it by one or two, so after both sides were multiplied
// by k the wrong answer no longer reduced by k (-70x = 49x + 1, then x = -1/119): a size the right
// answers of those families almost never have. The seed-1 linear and inequality files are pinned
// here (recorded when 3.13.0 was made), and every other domain's 3.13.0 files are its 3.12.0 files.
// A change that alters these files must be a new generator version.
import Fraction from 'fraction.js';
import { describe, expect, it } from 'vitest';
import type { Sample } from '../../src/core/dataset/types.ts';
import { CATALOG } from '../../src/core/domains/catalog.ts';
import { describeFrozen, seedOneAt, type Pins } from './frozen.ts';

const SEED_1_V313: Pins = {
  linear: {
    'test-canonical.jsonl': 'd39d2ad4568ef0ae69e3d870789e88b0b69ac5b356250b20cdfa1ea52c44fb41',
    'test-perturbed.jsonl': '5f7a3204b354033b409670805f7b6b61088d4819f6cc73989ae455cdb7c1605d',
    'train.jsonl': '2ddbf6ce2061a44c7fcf6e7e254678fe9962cc1a01f609e36cb88437a49ea803',
  },
  inequality: {
    'test-canonical.jsonl': 'a8d8265feadaf0ec92861c4f9cc97b0e46403ac636d9cc6665bfdbe13a15733f',
    'test-perturbed.jsonl': '9cc989b4a06acdcf8aacf5240afe48892b902123c250440f0c18713d5553afe6',
    'train.jsonl': '8a55d5220c7808ebb68cc99e8d22a106dfcab1cd751e16b37c1646d27470acef',
  },
};

describeFrozen('3.13.0', SEED_1_V313, '3.12.0');

const SLIPS = ['coefficient_slip', 'constant_arithmetic_slip'];

/**
 * The grain of a written line, read with fraction.js (no code of src/core): the greatest common
 * divisor of its numbers, a bare x counting as 1 (`x + 10 = 20` has grain 1, `4x + 10 = 20` 2).
 */
function lineGrain(line: string): Fraction {
  let g = new Fraction(0);
  for (const m of line.matchAll(/(\d+)(?:\/\(?-?(\d+)\)?)?/g)) g = g.gcd(new Fraction(`${m[1]}/${m[2] ?? '1'}`));
  if (/(?<![\d)])x/.test(line)) g = g.gcd(1);
  return g;
}

/**
 * Whether `line` writes the line before with a term added on one side only (add_both_sides's slip
 * on the line that shows the added term: `-4x <= -6`, then `-4x - 5x <= -6`), which works no number out.
 */
function addedOnOneSide(before: string, line: string): boolean {
  const sides = (l: string) => l.split(/ (?:<=|>=|<|>|=) /);
  const [[l, r], [l2, r2]] = [sides(before), sides(line)];
  return (l2 === l && r2!.startsWith(`${r} `)) || (r2 === r && l2!.startsWith(`${l} `));
}

/** Each combining slip of a linear path (not a candidate family's quadratic lines): whether its line's grain is a whole multiple of the line before's. */
function combiningSlips(samples: readonly Sample[], candidateFamilies: readonly string[]): { id: string; keeps: boolean }[] {
  return samples.flatMap((s) => {
    const e = s.error;
    if (!e || !SLIPS.includes(e.kind) || (s.family !== null && candidateFamilies.includes(s.family))) return [];
    if (addedOnOneSide(s.steps[e.step - 1]!, s.steps[e.step]!)) return [];
    const [before, line] = [lineGrain(s.steps[e.step - 1]!), lineGrain(s.steps[e.step]!)];
    return [{ id: s.id, keeps: !before.equals(0) && line.div(before).d === 1n }];
  });
}

/** The share of the perturbed T2 samples of the multiplying families, slipped so, whose last line writes a number of 20 or more. */
function largeAnswers(samples: readonly Sample[], families: readonly string[]): { slipped: number; correct: number } {
  const large = (s: Sample) => (s.steps.at(-1)!.match(/\d+/g) ?? []).some((n) => Number(n) >= 20);
  const share = (xs: Sample[]) => xs.filter(large).length / xs.length;
  const of = samples.filter((s) => s.set === 'perturbed' && s.family !== null && families.includes(s.family));
  return {
    slipped: share(of.filter((s) => s.trace_type === 'T2' && SLIPS.includes(s.error!.kind))),
    correct: share(of.filter((s) => s.trace_type === 'T1')),
  };
}

describe('generator 3.13.0 changes only the combining slips, which keep the grain of their line', () => {
  const cases = [
    { domain: 'linear', multiplying: ['multiply_constant', 'divide_constant'] },
    { domain: 'inequality', multiplying: ['multiply_negative', 'divide_negative'] },
  ] as const;
  for (const { domain, multiplying } of cases) {
    it(`${domain}: every seed-1 sample that differs from 3.12.0 carries such a slip at one version or the other; every one keeps its line a multiple of the line before, and the multiplying families' wrong answers are no larger than their right ones`, () => {
      const [old, now] = seedOneAt(domain, '3.12.0', '3.13.0');
      let changed = 0;
      now.forEach((s, i) => {
        const was = old[i]!;
        if (JSON.stringify(s) === JSON.stringify(was)) return;
        changed++;
        expect([s.trace_type, s.steps[0]]).toEqual([was.trace_type, was.steps[0]]);
        expect(SLIPS.includes(was.error?.kind ?? '') || SLIPS.includes(s.error?.kind ?? ''), s.id).toBe(true);
      });
      expect(changed).toBeGreaterThan(300);

      const candidates = CATALOG[domain].candidateFamilies;
      const read = combiningSlips(now, candidates);
      expect(read.length).toBeGreaterThan(1000);
      expect(read.filter((r) => !r.keeps).map((r) => r.id)).toEqual([]);
      // 3.12.0's slips broke it: the reading above can fail.
      expect(combiningSlips(old, candidates).filter((r) => !r.keeps).length).toBeGreaterThan(200);

      const [was, is] = [largeAnswers(old, multiplying), largeAnswers(now, multiplying)];
      expect(was.slipped).toBeGreaterThan(0.1);
      expect(is.slipped).toBeLessThan(0.03);
      expect(is.correct).toBeLessThan(0.03);
    }, 300_000);
  }
});
