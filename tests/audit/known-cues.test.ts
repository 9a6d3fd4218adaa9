// The known cues' detectors (audit 3): each is tested on lines written by hand, both ways, so a
// detector that fires on everything or on nothing fails; and on generated data, where the cue's
// definition fixes which trace types may show it.
import { beforeAll, describe, expect, it } from 'vitest';
import { oddMinusCount, strictnessChanges } from '../../src/core/audit/surface-features.ts';
import { auditDataset } from '../../src/core/audit/index.ts';
import { generateDataset, type Dataset } from '../../src/core/dataset/index.ts';

describe('strictnessChanges', () => {
  it('fires when a strict and a non-strict relation meet, in symbols or in interval brackets', () => {
    expect(strictnessChanges(['2x + 1 < 5', '2x <= 4', 'x <= 2'])).toBe(true);
    expect(strictnessChanges(['2x + 1 ≥ 5', '2x > 4'])).toBe(true);
    expect(strictnessChanges(['x > 7/5', '[7/5, ∞)'])).toBe(true);
    expect(strictnessChanges(['1 >= x', 'x ∈ (-∞, 1)'])).toBe(true);
  });
  it('stays quiet on one strictness throughout, on flips of direction, and on parentheses that are no interval', () => {
    expect(strictnessChanges(['-2x + 3 < 7', '-2x < 4', 'x > -2', 'x ∈ (-2, ∞)'])).toBe(false);
    expect(strictnessChanges(['4x - 7 <= 10x + 5', '(4x - 7)/(-2) >= (10x + 5)/(-2)', 'x >= -2', 'x ∈ [-2, ∞)'])).toBe(false);
    expect(strictnessChanges(['-4(3x) < -4 * 4', 'x > 4/3'])).toBe(false);
    expect(strictnessChanges(['3x + 5 = 2x - 7', 'x = -12'])).toBe(false);
  });
});

describe('oddMinusCount', () => {
  it('counts every minus sign of the trace, ASCII and U+2212', () => {
    expect(oddMinusCount(['3x - 5 = -2', 'x = 1'])).toBe(false);
    expect(oddMinusCount(['3x - 5 = 2', 'x = 7/3'])).toBe(true);
    expect(oddMinusCount(['3x \u2212 5 = 2', 'x = 7/3'])).toBe(true);
    expect(oddMinusCount(['3x + 5 = 2', 'x = -1'])).toBe(true);
  });
});

describe('known cues on generated data (seed 5, small)', () => {
  let ineq: Dataset;
  let audit: ReturnType<typeof auditDataset>;
  beforeAll(() => {
    ineq = generateDataset({ seed: 5, domain: 'inequality', testPerType: 60, trainCanonicalPerType: 30, trainPerturbedPerCell: 6 });
    audit = auditDataset(ineq.testCanonical, ineq.testPerturbed, ineq.train);
  }, 120_000);
  it('no T1 changes strictness; some T2 do (the strictness slip is in the catalog)', () => {
    const cue = audit.known_cues!.find((c) => c.id === 'strictness_changes')!;
    for (const f of Object.values(cue.figures)) {
      expect(f.trace_types.T1).toBe(0);
      expect(f.trace_types.T2).toBeGreaterThan(0);
    }
    const all = [...ineq.testCanonical, ...ineq.testPerturbed];
    expect(all.filter((s) => strictnessChanges(s.steps)).every((s) => !s.gold.q2)).toBe(true);
    expect(all.filter((s) => s.error?.kind === 'strictness_slip').length).toBeGreaterThan(0);
  });
  it('the minus-count figure is counted from the samples', () => {
    const cue = audit.known_cues!.find((c) => c.id === 'odd_minus_count')!;
    const f = cue.figures['test-canonical'];
    const shown = ineq.testCanonical.filter((s) => oddMinusCount(s.steps));
    expect(f.shown_by).toBeCloseTo(shown.length / ineq.testCanonical.length, 10);
    expect(f.trace_types.T1 + f.trace_types.T2 + f.trace_types.T3).toBe(shown.length);
  });
});
