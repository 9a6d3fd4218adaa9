// Dataset composition (paper III-G): cell counts, paired test sets, instance-disjoint
// splits, the held-out family, unique ids, and gold labels that the checker reproduces.
import { beforeAll, describe, expect, it } from 'vitest';
import { checkTrace } from '../../src/core/checker/index.ts';
import type { Dataset } from '../../src/core/dataset/index.ts';
import { FAMILIES, TEST_ONLY, TRACE_TYPES, generateDataset, isTestEquation } from '../../src/core/dataset/index.ts';
import type { DatasetOptions, Family, Sample } from '../../src/core/dataset/index.ts';
import { cellOf, countBy, key, lin, solutionText } from './helpers.ts';

const SMALL: Partial<DatasetOptions> = { seed: 7, testPerType: 18, trainCanonicalPerType: 10, trainPerturbedPerCell: 3, holdOutFamily: null };

/** The per-cell rule of III-G for any sizes: every cell exactly as the options say. */
function expectComposition(d: Dataset): void {
  const o = d.options;
  const trainFamilies = FAMILIES.filter((f) => f !== o.holdOutFamily);
  const expectedTrain: Record<string, number> = {};
  if (o.trainCanonicalPerType) for (const t of TRACE_TYPES) expectedTrain[`canonical/${t}`] = o.trainCanonicalPerType;
  if (o.trainPerturbedPerCell) for (const t of TRACE_TYPES) for (const f of trainFamilies) expectedTrain[`perturbed/${t}/${f}`] = o.trainPerturbedPerCell;
  expect(countBy(d.train, cellOf)).toEqual(expectedTrain);
  expect(d.train.length).toBe(3 * o.trainCanonicalPerType + 3 * trainFamilies.length * o.trainPerturbedPerCell);

  const expectedCanonical: Record<string, number> = {};
  const expectedPerturbed: Record<string, number> = {};
  if (o.testPerType) {
    for (const t of TRACE_TYPES) {
      expectedCanonical[`canonical/${t}`] = o.testPerType;
      for (const f of FAMILIES) expectedPerturbed[`perturbed/${t}/${f}`] = o.testPerType / FAMILIES.length;
    }
  }
  expect(countBy(d.testCanonical, cellOf)).toEqual(expectedCanonical);
  expect(countBy(d.testPerturbed, cellOf)).toEqual(expectedPerturbed);
}

function expectSampleShape(s: Sample, split: 'train' | 'test'): void {
  expect(s.split, s.id).toBe(split);
  expect(s.set === 'canonical', s.id).toBe(s.family === null);
  if (split === 'train') expect(s.pair, s.id).toBeNull();
  else expect(s.pair, s.id).toMatch(/^pair-\d+$/);
  expect(s.solution, s.id).toBe(solutionText(s.equation));
  expect(s.equation.a, s.id).not.toBe(s.equation.c);
  for (const v of Object.values(s.equation)) {
    expect(typeof v === 'number' && Number.isInteger(v) && v >= -10 && v <= 10, s.id).toBe(true);
  }
  // gold labels are the checker's, and agree with the trace type and the recorded error
  const r = checkTrace(s.steps);
  expect({ ...s.gold, obligations: s.obligations, explanation: s.explanation }, s.id).toEqual({
    q1: r.q1, q2: r.q2, q3: r.q3, obligations: r.obligations, explanation: r.explanation,
  });
  if (s.trace_type === 'T1') expect([s.gold, s.error], s.id).toEqual([{ q1: true, q2: true, q3: -1 }, null]);
  else expect([s.gold.q1, s.gold.q2, s.gold.q3], s.id).toEqual([s.trace_type === 'T3', false, s.error?.step]);
}

function expectPairsAndDisjointness(d: Dataset): void {
  // test-perturbed i and test-canonical i: same pair, equation and trace type; the pair id is unique
  expect(d.testPerturbed.length).toBe(d.testCanonical.length);
  const canonicalByPair = new Map(d.testCanonical.map((s) => [s.pair, s]));
  expect(canonicalByPair.size).toBe(d.testCanonical.length);
  const perturbedPairs = new Set<string | null>();
  for (const p of d.testPerturbed) {
    expect(perturbedPairs.has(p.pair), `pair ${p.pair} used twice in test-perturbed`).toBe(false);
    perturbedPairs.add(p.pair);
    const c = canonicalByPair.get(p.pair);
    expect(c, `no canonical sibling for ${p.id} (${p.pair})`).toBeDefined();
    expect(c!.equation, p.id).toEqual(p.equation);
    expect(c!.trace_type, p.id).toBe(p.trace_type);
    expect(c!.solution, p.id).toBe(p.solution);
    expect(c!.steps[0], p.id).toBe(p.steps[0]);
  }
  // instance-disjoint: no (a, b, c, d) in both; the hash decides the side
  const trainKeys = new Set(d.train.map((s) => key(s.equation)));
  for (const s of [...d.testCanonical, ...d.testPerturbed]) {
    expect(trainKeys.has(key(s.equation)), `${s.id} ${key(s.equation)} is also in train`).toBe(false);
    expect(isTestEquation(lin(s.equation)), s.id).toBe(true);
  }
  for (const s of d.train) expect(isTestEquation(lin(s.equation)), s.id).toBe(false);
  // each equation carries one sample (a test pair: two) — no equation is drawn twice
  const equations = [...d.train, ...d.testCanonical].map((s) => key(s.equation));
  expect(new Set(equations).size, 'an equation was drawn twice').toBe(equations.length);
  // ids are unique across all three files
  const ids = [...d.train, ...d.testCanonical, ...d.testPerturbed].map((s) => s.id);
  expect(new Set(ids).size).toBe(ids.length);
}

describe('generateDataset, small sizes', () => {
  let d: Dataset;
  beforeAll(() => {
    d = generateDataset(SMALL);
  });

  it('every cell holds exactly what the options say (train per type and per type x family, test per type and family share)', () => {
    expectComposition(d);
    expect(d.train.length).toBe(3 * 10 + 3 * 6 * 3);
    expect(d.testCanonical.length).toBe(54);
    expect(d.testPerturbed.length).toBe(54);
  });

  it('each test-perturbed sample has a canonical sibling; train and test are instance-disjoint; ids unique', () => {
    expectPairsAndDisjointness(d);
  });

  it('every sample is well formed, and its gold labels are the checker labels of its steps', () => {
    for (const s of d.train) expectSampleShape(s, 'train');
    for (const s of [...d.testCanonical, ...d.testPerturbed]) expectSampleShape(s, 'test');
  });

  it('every family appears in train and in test-perturbed, and only there', () => {
    const families = (xs: Sample[]) => new Set(xs.map((s) => s.family));
    expect(families(d.testCanonical)).toEqual(new Set([null]));
    expect(families(d.testPerturbed)).toEqual(new Set(FAMILIES));
    expect(families(d.train)).toEqual(new Set([null, ...FAMILIES]));
  });

  it('is deterministic for the same options and changes with the seed', () => {
    const again = generateDataset(SMALL);
    expect(JSON.stringify(again)).toBe(JSON.stringify(d));
    const other = generateDataset({ ...SMALL, seed: 8 });
    expect(other.testCanonical.map((s) => key(s.equation))).not.toEqual(d.testCanonical.map((s) => key(s.equation)));
  });

  it('the per-cell rule holds for other sizes too (including empty train or empty test)', () => {
    for (const o of [
      { seed: 2, testPerType: 6, trainCanonicalPerType: 4, trainPerturbedPerCell: 2 },
      { seed: 3, testPerType: 12, trainCanonicalPerType: 0, trainPerturbedPerCell: 1 },
      { seed: 4, testPerType: 0, trainCanonicalPerType: 3, trainPerturbedPerCell: 0 },
      { seed: 0xffffffff, testPerType: 6, trainCanonicalPerType: 1, trainPerturbedPerCell: 1 },
    ]) {
      const x = generateDataset(o);
      expectComposition(x);
      expectPairsAndDisjointness(x);
    }
  });
});

describe('holdOutFamily', () => {
  it.each(['square_both_sides', 'add_both_sides'] as Family[])('leaves %s out of train only', (family) => {
    const d = generateDataset({ ...SMALL, seed: 11, holdOutFamily: family });
    expectComposition(d);
    expect(d.train.some((s) => s.family === family)).toBe(false);
    expect(d.train.filter((s) => s.family !== null).length).toBe(3 * 5 * 3);
    for (const t of TRACE_TYPES) {
      expect(d.testPerturbed.filter((s) => s.family === family && s.trace_type === t).length).toBe(3);
    }
    expect(d.options.holdOutFamily).toBe(family);
    expectPairsAndDisjointness(d);
  });
});

describe('the paper test sets (TEST_ONLY defaults: 1,080 + 1,080)', () => {
  let d: Dataset;
  beforeAll(() => {
    d = generateDataset({ ...TEST_ONLY });
  });

  it('360 per trace type in each test set; 60 per type x family in test-perturbed; no train', () => {
    expect(d.options.testPerType).toBe(360);
    expect(d.train).toEqual([]);
    expect(d.testCanonical.length).toBe(1080);
    expect(d.testPerturbed.length).toBe(1080);
    expectComposition(d);
    for (const t of TRACE_TYPES) {
      expect(d.testCanonical.filter((s) => s.trace_type === t).length).toBe(360);
      for (const f of FAMILIES) expect(d.testPerturbed.filter((s) => s.trace_type === t && s.family === f).length, `${t}/${f}`).toBe(60);
    }
  });

  it('pairs and disjointness hold; every sample is labelled by the checker', () => {
    expectPairsAndDisjointness(d);
    for (const s of [...d.testCanonical, ...d.testPerturbed]) expectSampleShape(s, 'test');
  });

  it('the Q3 distribution is not concentrated: no single step index holds half of the erroneous samples', () => {
    for (const [name, set] of [['test-perturbed', d.testPerturbed], ['test-canonical', d.testCanonical]] as const) {
      const erroneous = set.filter((s) => s.gold.q3 >= 0);
      expect(erroneous.length, name).toBe(720);
      const q3 = countBy(erroneous, (s) => String(s.gold.q3));
      const max = Math.max(...Object.values(q3));
      expect(max, `${name} q3 distribution ${JSON.stringify(q3)}`).toBeLessThanOrEqual(erroneous.length / 2);
      // at least three positions are used, and step 0 never is
      expect(Object.keys(q3).length, `${name} ${JSON.stringify(q3)}`).toBeGreaterThanOrEqual(3);
      expect(q3['0'], name).toBeUndefined();
    }
    // the perturbed set spreads errors more widely than "step 1": step 1 holds under a quarter
    const perturbedQ3 = countBy(d.testPerturbed.filter((s) => s.gold.q3 >= 0), (s) => String(s.gold.q3));
    expect(perturbedQ3['1'] ?? 0, JSON.stringify(perturbedQ3)).toBeLessThan(720 / 4);
  });

  it('every error kind of the catalog but the face-contradictory wrong_check_verdict is used in the test sets', () => {
    const kinds = new Set([...d.testCanonical, ...d.testPerturbed].flatMap((s) => (s.error ? [s.error.kind] : [])));
    expect([...kinds].sort()).toEqual([
      'coefficient_slip', 'constant_arithmetic_slip', 'distribution_error', 'division_error', 'dropped_true_root',
      'sign_error_moving_term', 'wrong_check_value',
    ]);
  });
});
