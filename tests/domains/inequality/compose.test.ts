// The inequality domain through the shared composer: the paper's cells with five families, the
// domain recorded in every sample, paired siblings, hash-disjoint splits, gold labels that the
// checker reproduces, files that read back, and the degenerate rule.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkTrace } from '../../../src/core/checker/index.ts';
import { datasetFiles, generateDataset, readJsonl, resolveOptions, TRACE_TYPES } from '../../../src/core/dataset/index.ts';
import type { Dataset, Sample } from '../../../src/core/dataset/index.ts';
import { isTestKey } from '../../../src/core/dataset/hash.ts';
import { canonicalLength, generateTrace, isDegenerate, key, toIneq } from '../../../src/core/domains/inequality/index.ts';
import type { IneqParams } from '../../../src/core/domains/inequality/index.ts';
import { FAMILIES, holdsAt, probePoints, relArb } from './helpers.ts';

const small: Dataset = generateDataset({ domain: 'inequality', seed: 5, testPerType: 30, trainCanonicalPerType: 12, trainPerturbedPerCell: 4 });
const all = (d: Dataset) => [...d.train, ...d.testCanonical, ...d.testPerturbed];
const count = (xs: readonly Sample[], f: (s: Sample) => string) => xs.reduce<Record<string, number>>((m, s) => ({ ...m, [f(s)]: (m[f(s)] ?? 0) + 1 }), {});

describe('inequality datasets', () => {
  it('the default options keep the paper\'s 18,000 perturbed train samples over five families: 1,200 per cell', () => {
    const r = resolveOptions({ domain: 'inequality' });
    expect(r.ok && r.options.trainPerturbedPerCell).toBe(1200);
  });

  it('every cell holds what the options ask; test-perturbed is balanced over the five families', () => {
    const cell = (s: Sample) => `${s.trace_type}/${s.family ?? 'canonical'}`;
    const train: Record<string, number> = {};
    for (const t of TRACE_TYPES) {
      train[`${t}/canonical`] = 12;
      for (const f of FAMILIES) train[`${t}/${f}`] = 4;
    }
    expect(count(small.train, cell)).toEqual(train);
    const perturbed: Record<string, number> = {};
    for (const t of TRACE_TYPES) for (const f of FAMILIES) perturbed[`${t}/${f}`] = 6;
    expect(count(small.testPerturbed, cell)).toEqual(perturbed);
    expect(count(small.testCanonical, cell)).toEqual({ 'T1/canonical': 30, 'T2/canonical': 30, 'T3/canonical': 30 });
  });

  it('samples record the domain, their problem {a, b, c, d, rel}, and the solution as x ◁ v; gold labels are the checker\'s', () => {
    for (const s of all(small)) {
      expect(s.domain, s.id).toBe('inequality');
      const p = s.equation as unknown as IneqParams;
      expect(Object.keys(p).sort(), s.id).toEqual(['a', 'b', 'c', 'd', 'rel']);
      expect(['<', '<=', '>', '>='], s.id).toContain(p.rel);
      expect(isDegenerate(p), s.id).toBe(false);
      expect(s.solution, s.id).toMatch(/^x [<>]=? -?\d+(\/\d+)?$/);
      expect(s.steps[0], s.id).toBe(s.steps[0]!.trim());
      const r = checkTrace(s.steps);
      expect({ ...s.gold, explanation: s.explanation }, s.id).toEqual({ q1: r.q1, q2: r.q2, q3: r.q3, explanation: r.explanation });
    }
  });

  it('siblings share problem, trace type and pair; train and test problems are disjoint by the hash of the key', () => {
    small.testPerturbed.forEach((p, i) => {
      const c = small.testCanonical[i]!;
      expect([p.pair, p.trace_type, p.equation]).toEqual([c.pair, c.trace_type, c.equation]);
    });
    const keyOf = (s: Sample) => key(s.equation as unknown as IneqParams);
    for (const s of small.train) expect(isTestKey(keyOf(s)), s.id).toBe(false);
    for (const s of [...small.testCanonical, ...small.testPerturbed]) expect(isTestKey(keyOf(s)), s.id).toBe(true);
    expect(key({ a: 3, b: 5, c: 2, d: -7, rel: '<' })).toBe('inequality:3,5,2,-7,<');
  });

  it('the files read back: every line valid for the inequality domain, byte-identical when made again', () => {
    const files = datasetFiles(small);
    for (const name of ['train.jsonl', 'test-canonical.jsonl', 'test-perturbed.jsonl']) {
      const read = readJsonl(files[name]!);
      expect(read.errors, name).toEqual([]);
      expect(read.samples.length, name).toBeGreaterThan(0);
    }
    expect(datasetFiles(generateDataset({ domain: 'inequality', seed: 5, testPerType: 30, trainCanonicalPerType: 12, trainPerturbedPerCell: 4 }))).toEqual(files);
  });

  it('a sample of another domain\'s family or error kind is refused with the field named', () => {
    const line = JSON.parse(datasetFiles(small)['test-perturbed.jsonl']!.split('\n')[0]!) as Sample;
    const bad = readJsonl(`${JSON.stringify({ ...line, family: 'square_both_sides' })}\n`);
    expect(bad.errors[0]!.message).toMatch(/family: "square_both_sides" is not a family of the inequality domain/);
  });
});

describe('inequality problems: the degenerate rule', () => {
  it('degenerate exactly when a = c or the textbook path has fewer than two moves; never offered a trace of fewer than three lines', () => {
    fc.assert(fc.property(fc.integer({ min: -10, max: 10 }), fc.integer({ min: -10, max: 10 }), fc.integer({ min: -10, max: 10 }), fc.integer({ min: -10, max: 10 }), relArb, (a, b, c, d, rel) => {
      const p: IneqParams = { a, b, c, d, rel };
      const moves = a === c ? 0 : canonicalLength(toIneq(p));
      expect(isDegenerate(p)).toBe(a === c || moves < 2);
      if (a === c) return;
      // The boundary really is where the two sides meet.
      const [v] = probePoints(p);
      expect(holdsAt(p, v!)).toBe(rel === '<=' || rel === '>=');
      const t = generateTrace(p, null, 'T1', 1);
      if (!isDegenerate(p)) expect(t!.steps.length).toBeGreaterThanOrEqual(3);
    }), { numRuns: 500 });
  });
});
