import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { binomial, expectedVoteAccuracy, pluralityVote, voteBudgetCurve } from '../../src/core/scoring/index.ts';
import type { ParsedResponse } from '../../src/core/protocol/index.ts';
import { bad, ok } from './helpers.ts';

/** Brute force: every size-m subset, in attempt order, voted with the real vote function. */
function bruteForce<T>(values: readonly (T | null)[], gold: T, m: number): number {
  const n = values.length;
  let hits = 0;
  let total = 0;
  for (let mask = 0; mask < 1 << n; mask++) {
    let bits = 0;
    for (let i = 0; i < n; i++) if (mask & (1 << i)) bits++;
    if (bits !== m) continue;
    total++;
    const subset = values.filter((_, i) => mask & (1 << i));
    if (pluralityVote(subset) === gold) hits++;
  }
  return hits / total;
}

describe('binomial', () => {
  it('matches known values', () => {
    expect(binomial(7, 3)).toBe(35);
    expect(binomial(10, 0)).toBe(1);
    expect(binomial(10, 10)).toBe(1);
    expect(binomial(5, 6)).toBe(0);
    expect(binomial(52, 5)).toBe(2598960);
    expect(binomial(60, 30)).toBe(118264581564861424);
  });
});

describe('expectedVoteAccuracy', () => {
  it('hand-computed case: [g, x, g] at m = 2', () => {
    // Subsets {0,1}: tie g/x, g first → g. {0,2}: g. {1,2}: tie, x first → x. → 2/3.
    expect(expectedVoteAccuracy(['g', 'x', 'g'], 'g', 2)).toBeCloseTo(2 / 3, 12);
  });
  it('hand-computed case with a parse error: [null, g, x] at m = 2', () => {
    // {null,g} → g; {null,x} → x; {g,x} → g (earlier). → 2/3.
    expect(expectedVoteAccuracy([null, 'g', 'x'], 'g', 2)).toBeCloseTo(2 / 3, 12);
  });
  it('m = k equals the vote over all attempts; m = 1 equals the mean single accuracy', () => {
    const values = [2, -1, 2, 3, null, 3, -1];
    expect(expectedVoteAccuracy(values, 2, 7)).toBe(pluralityVote(values) === 2 ? 1 : 0);
    expect(expectedVoteAccuracy(values, -1, 1)).toBeCloseTo(2 / 7, 12);
  });
  it('out-of-range budgets are NaN', () => {
    expect(expectedVoteAccuracy([true], true, 0)).toBeNaN();
    expect(expectedVoteAccuracy([true], true, 2)).toBeNaN();
  });
  it('equals brute-force enumeration on random small cases', () => {
    const value = fc.option(fc.integer({ min: -1, max: 3 }), { nil: null, freq: 4 });
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 10 }), fc.integer({ min: -1, max: 3 }), fc.nat(), (values, gold, mRaw) => {
        const m = 1 + (mRaw % values.length);
        expect(expectedVoteAccuracy(values, gold, m)).toBeCloseTo(bruteForce(values, gold, m), 12);
      }),
      { numRuns: 500 },
    );
  });
  it('equals brute force for booleans at every budget', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.boolean(), { nil: null }), { minLength: 1, maxLength: 9 }), fc.boolean(), (values, gold) => {
        for (let m = 1; m <= values.length; m++) {
          expect(expectedVoteAccuracy(values, gold, m)).toBeCloseTo(bruteForce(values, gold, m), 12);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('voteBudgetCurve', () => {
  it('averages the per-sample expectations per query, budgets 1..k', () => {
    const items: { parsed: ParsedResponse[]; gold: { q1: boolean; q2: boolean; q3: number } }[] = [
      { parsed: [ok(true, true, -1), ok(false, true, 2), bad], gold: { q1: true, q2: true, q3: -1 } },
      { parsed: [ok(true, false, 1), ok(true, false, 1), ok(true, true, -1)], gold: { q1: true, q2: false, q3: 1 } },
    ];
    const curve = voteBudgetCurve(items);
    expect(curve.budgets).toEqual([1, 2, 3]);
    expect(curve.samples).toBe(2);
    for (const q of ['q1', 'q2', 'q3'] as const) {
      for (const m of [1, 2, 3]) {
        const expected =
          items.reduce((s, it) => s + bruteForce(it.parsed.map((p) => (p.ok ? p.answer[q] : null)), it.gold[q], m), 0) / items.length;
        expect(curve[q][m - 1]).toBeCloseTo(expected, 12);
      }
    }
    // Hand check, q1 at m = 1: sample 1 → 1/3 (only the first attempt says true), sample 2 → 1. Mean 2/3.
    expect(curve.q1[0]).toBeCloseTo(2 / 3, 12);
  });
  it('uses the fewest attempts of any sample as k', () => {
    const curve = voteBudgetCurve([
      { parsed: [ok(true, true, -1), ok(true, true, -1)], gold: { q1: true, q2: true, q3: -1 } },
      { parsed: [ok(true, true, -1)], gold: { q1: true, q2: true, q3: -1 } },
    ]);
    expect(curve.budgets).toEqual([1]);
    expect(curve.q3).toEqual([1]);
  });
  it('empty input → empty curve', () => {
    expect(voteBudgetCurve([])).toEqual({ budgets: [], samples: 0, q1: [], q2: [], q3: [] });
  });
});
