// The shortcut audit (issue 7): each definition on hand-made samples whose right numbers are
// known, and the bars the default test sets must meet.
import { beforeAll, describe, expect, it } from 'vitest';
import { auditDataset, auditSet, lineForm, hasFaceContradictoryCheck, isFaceContradictory, lastStepFollows } from '../../src/core/audit/index.ts';
import type { Dataset, Sample } from '../../src/core/dataset/index.ts';
import { TEST_ONLY, datasetFiles, generateDataset } from '../../src/core/dataset/index.ts';

describe('face-contradictory check lines', () => {
  it.each([
    ['check x = 1: 2 != 18, keep', true],
    ['check x = 1: 2 = 18, keep', true],
    ['check x = 1: 2 = 18, reject', true],
    ['check x = 1: 18 = 18, reject', true],
    ['check x = 1: 18 != 18, reject', true],
    ['check x = 10/19: 10/19 = -28/19, keep', true],
    ['check x = 1: 2 != 18, reject', false],
    ['check x = 4: 11 = 11, keep', false],
    ['check x = 4: 22/2 = 11, keep', false],
    ['x = 4', false],
    ['2x + 3 = 11', false],
    ['not a statement', false],
  ])('%s → %s', (line, expected) => {
    expect(isFaceContradictory(line)).toBe(expected);
  });
  it('a trace has one when any of its lines is', () => {
    expect(hasFaceContradictoryCheck(['2x = 2', 'check x = 1: 2 = 2, keep', 'check x = 1: 2 != 2, reject'])).toBe(true);
    expect(hasFaceContradictoryCheck(['2x = 2', 'x = 1'])).toBe(false);
  });
});

describe('"judge only the last step"', () => {
  it.each([
    [['3x + 5 = 2x - 7', 'x + 5 = -7', 'x = -12'], true],
    [['3x + 5 = 2x - 7', 'x + 5 = -8', 'x = -13'], true], // the error is earlier: the shortcut misses it
    [['3x + 5 = 2x - 7', 'x + 5 = -8', 'x = -12'], false], // a reverted answer does not follow
    [['2x + 3 = 11', '(2x + 3)(x - 1) = 11(x - 1)', 'x = 4 or x = 1', 'check x = 1: 5 != 11, reject', 'x = 4'], true], // checks skipped, a candidate dropped
    [['2x + 3 = 11', 'x = 4 or x = 1', 'x = 5'], false],
    [['2x + 3 = 11', 'x = 4', 'check x = 4: 11 = 11, keep'], false], // ends on a check
    [['2x + 3 = 11'], false],
    [['2x + 3 = 11', '0 = 0'], false],
  ])('%j → %s', (steps, expected) => {
    expect(lastStepFollows(steps)).toBe(expected);
  });
});

const sample = (over: Partial<Sample> & Pick<Sample, 'steps' | 'gold'>): Sample => ({
  id: 'x', split: 'test', set: 'canonical', trace_type: over.gold.q2 ? 'T1' : 'T2', family: null, equation: { a: 2, b: 3, c: 0, d: 11 }, solution: '4',
  error: over.gold.q2 ? null : { kind: 'constant_arithmetic_slip', step: over.gold.q3 }, pair: null, obligations: [], explanation: '', ...over,
});

describe('auditSet on hand-made samples', () => {
  const valid = sample({ steps: ['2x + 3 = 11', '2x = 8', 'x = 4'], gold: { q1: true, q2: true, q3: -1 } });
  const wrongAt1 = sample({ steps: ['2x + 3 = 11', '2x = 9', 'x = 9/2'], gold: { q1: false, q2: false, q3: 1 } });
  const wrongAt2 = sample({ steps: ['2x + 3 = 11', '2x = 8', 'x = 5'], gold: { q1: false, q2: false, q3: 2 } });
  const long1 = sample({ steps: ['2x + 3 = 11', '2x = 9', '4x = 18', 'x = 9/2'], gold: { q1: false, q2: false, q3: 1 } });
  const face = sample({ steps: ['2x + 3 = 11', 'x = 4 or x = 1', 'check x = 1: 5 != 11, keep', 'x = 4 or x = 1'], gold: { q1: false, q2: false, q3: 2 } });

  it('majority, accept-all, last step, Q3 shortcuts and face-contradictory shares', () => {
    const test = [valid, wrongAt1, wrongAt2, wrongAt2, long1, face];
    const a = auditSet(test, null);
    expect(a.samples).toBe(6);
    expect(a.erroneous).toBe(5);
    expect(a.majority).toEqual({ q1: 5 / 6, q2: 5 / 6, q3: 3 / 6 }); // q3: index 2 three times
    expect(a.accept_all).toEqual({ q1: 1 / 6, q2: 1 / 6, q3: 1 / 6 });
    // The last step follows in valid, wrongAt1, long1 and face (answered "valid"), not in wrongAt2 (answered "invalid"):
    // right for valid and both wrongAt2.
    expect(a.last_step_only.q2).toBe(3 / 6);
    expect(a.q3_erroneous.most_common_index).toBe(2);
    expect(a.q3_erroneous.always_most_common).toBe(3 / 5);
    // Fitted on the test set itself (no train): length 3 → 2 (2 of 3), length 4 → 1 and 2 tie → 1 (the smaller).
    expect(a.q3_erroneous.length_lookup_fitted_on).toBe('test');
    expect(a.q3_erroneous.length_lookup).toBe((2 + 1) / 5);
    expect(a.face_contradictory_checks).toBe(1 / 5);
    expect(a.more_than_two_invalid_steps).toBe(0);
  });

  it('the length lookup is fitted on train when given, with the most common train index for unseen lengths', () => {
    const train = [long1, wrongAt1, wrongAt1, wrongAt2].map((s) => ({ ...s, split: 'train' as const }));
    const a = auditSet([wrongAt2, wrongAt2, long1, face, sample({ steps: ['2x + 3 = 11', '2x = 9', '2x = 9 + 0', '4x = 18', 'x = 9/2'], gold: { q1: false, q2: false, q3: 1 } })], train);
    // train: length 3 → 1; length 4 → 1; unseen length 5 → 1 (train's most common). Hits: long1, face? (q3 2, length 4 → no), the length-5 one.
    expect(a.q3_erroneous.length_lookup_fitted_on).toBe('train');
    expect(a.q3_erroneous.length_lookup).toBe(2 / 5);
  });

  it('the form lookup (audit 7) reads the forms of the lines with numbers masked, and falls back to the length lookup', () => {
    // Same length (3), two forms: "Nx = N" in the middle places the error at 1, "Nx = N + N" at 2.
    const at1 = (n: number) => sample({ steps: ['2x + 3 = 11', `2x = ${n}`, 'x = 9/2'], gold: { q1: false, q2: false, q3: 1 } });
    const at2 = (n: number) => sample({ steps: ['2x + 3 = 11', `2x = 11 - ${n}`, 'x = 5'], gold: { q1: false, q2: false, q3: 2 } });
    const train = [at1(9), at1(7), at2(3), at2(4), at2(5)].map((s) => ({ ...s, split: 'train' as const }));
    // A form never met in train (a decimal still reads N, but "x = N.N" is not "x = N/N"): it
    // falls back to the length lookup, which says 2 for length 3 (three 2s, two 1s).
    const unseen = sample({ steps: ['2x + 3 = 11', '2x = 9', 'x = 4.5'], gold: { q1: false, q2: false, q3: 1 } });
    const a = auditSet([at1(13), at1(15), at2(6), unseen], train);
    expect(a.q3_erroneous.length_lookup).toBe(1 / 4); // always 2: right on at2 only
    expect(a.q3_erroneous.form_lookup).toBe(3 / 4); // both at1 and at2 by form; the unseen one by length (2, wrong)
    expect(a.q3_erroneous.form_lookup_seen).toBe(3 / 4);
    expect(lineForm('x = -12.5/(-3)')).toBe('x = -N/(-N)');
    // Audit 1 (generator 2.x manifests) has no form lookup, byte for byte.
    expect('form_lookup' in auditSet([at1(13)], train, false).q3_erroneous).toBe(false);
  });

  it('a set with no erroneous samples has null Q3 shares, not 0 or NaN', () => {
    const a = auditSet([valid], null);
    expect(a.q3_erroneous.always_most_common).toBeNull();
    expect(a.q3_erroneous.length_lookup).toBeNull();
    expect(a.face_contradictory_checks).toBeNull();
  });
});

describe('the default test sets (seed 1) meet the issue-7 bars', () => {
  let d: Dataset;
  beforeAll(() => {
    d = generateDataset({ seed: 1, ...TEST_ONLY });
  });
  it('no first-error index over 35 %, no face-contradictory check line, no trace with more than two invalid steps', () => {
    const audit = auditDataset(d.testCanonical, d.testPerturbed, []);
    for (const set of Object.values(audit.sets)) {
      expect(set.q3_erroneous.always_most_common!).toBeLessThanOrEqual(0.35);
      expect(set.face_contradictory_checks).toBe(0);
      expect(set.more_than_two_invalid_steps).toBe(0);
      for (const v of [set.majority.q1, set.majority.q2, set.majority.q3, set.accept_all.q1, set.last_step_only.q2]) {
        expect(v!).toBeGreaterThanOrEqual(0);
        expect(v!).toBeLessThanOrEqual(1);
      }
    }
  });
  it('the manifest carries the same audit', () => {
    const manifest = JSON.parse(datasetFiles(d)['manifest.json']!);
    expect(manifest.audit).toEqual(JSON.parse(JSON.stringify(auditDataset(d.testCanonical, d.testPerturbed, []))));
    expect(manifest.error_kinds_not_generated).toEqual(['wrong_check_verdict']);
  });
  it('lists as not generated only kinds of the domain\'s own catalog', () => {
    for (const domain of ['quadratic', 'rational', 'system'] as const) {
      const small = generateDataset({ domain, seed: 2, testPerType: 20, trainCanonicalPerType: 0, trainPerturbedPerCell: 0 });
      expect(JSON.parse(datasetFiles(small)['manifest.json']!).error_kinds_not_generated, domain).toEqual([]);
    }
  });
});
