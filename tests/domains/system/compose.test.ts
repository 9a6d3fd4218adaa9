// The system domain through the shared composer: the paper's cells with five families, the
// domain recorded in every sample, paired siblings, hash-disjoint splits, gold labels that the
// checker reproduces, files that read back byte-identical, and the degenerate rule.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkTrace } from '../../../src/core/checker/index.ts';
import { datasetFiles, generateDataset, readJsonl, resolveOptions, TRACE_TYPES } from '../../../src/core/dataset/index.ts';
import type { Dataset, Sample } from '../../../src/core/dataset/index.ts';
import { isTestKey } from '../../../src/core/dataset/hash.ts';
import { isDegenerate, key } from '../../../src/core/domains/system/index.ts';
import type { SystemParams } from '../../../src/core/domains/system/index.ts';
import { cramer, FAMILIES, problemRows } from './helpers.ts';

const OPTIONS = { domain: 'system', seed: 5, testPerType: 30, trainCanonicalPerType: 12, trainPerturbedPerCell: 4 } as const;
const small: Dataset = generateDataset(OPTIONS);
const all = (d: Dataset) => [...d.train, ...d.testCanonical, ...d.testPerturbed];
const count = (xs: readonly Sample[], f: (s: Sample) => string) => xs.reduce<Record<string, number>>((m, s) => ({ ...m, [f(s)]: (m[f(s)] ?? 0) + 1 }), {});

describe('system datasets', () => {
  it('the default options keep the paper\'s 18,000 perturbed train samples over five families: 1,200 per cell', () => {
    const r = resolveOptions({ domain: 'system' });
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

  it('samples record the domain, their six coefficients and the solution x = p, y = q; gold labels are the checker\'s', () => {
    for (const s of all(small)) {
      expect(s.domain, s.id).toBe('system');
      const p = s.equation as unknown as SystemParams;
      expect(Object.keys(p).sort(), s.id).toEqual(['a1', 'a2', 'b1', 'b2', 'c1', 'c2']);
      for (const v of Object.values(p)) expect(Number.isInteger(v) && v >= -10 && v <= 10, s.id).toBe(true);
      expect(isDegenerate(p), s.id).toBe(false);
      const truth = cramer(...problemRows(p))!;
      expect(s.solution, s.id).toBe(`x = ${truth.x.toFraction()}, y = ${truth.y.toFraction()}`);
      const r = checkTrace(s.steps);
      expect({ ...s.gold, explanation: s.explanation }, s.id).toEqual({ q1: r.q1, q2: r.q2, q3: r.q3, explanation: r.explanation });
    }
  });

  it('siblings share problem, trace type and pair; train and test problems are disjoint by the hash of the key', () => {
    small.testPerturbed.forEach((p, i) => {
      const c = small.testCanonical[i]!;
      expect([p.pair, p.trace_type, p.equation]).toEqual([c.pair, c.trace_type, c.equation]);
    });
    const keyOf = (s: Sample) => key(s.equation as unknown as SystemParams);
    for (const s of small.train) expect(isTestKey(keyOf(s)), s.id).toBe(false);
    for (const s of [...small.testCanonical, ...small.testPerturbed]) expect(isTestKey(keyOf(s)), s.id).toBe(true);
    expect(key({ a1: 2, b1: 3, c1: 12, a2: 1, b2: -1, c2: 1 })).toBe('system:2,3,12,1,-1,1');
  });

  it('the files read back: every line valid for the system domain, byte-identical when made again', () => {
    const files = datasetFiles(small);
    for (const name of ['train.jsonl', 'test-canonical.jsonl', 'test-perturbed.jsonl']) {
      const read = readJsonl(files[name]!);
      expect(read.errors, name).toEqual([]);
      expect(read.samples.length, name).toBeGreaterThan(0);
    }
    expect(datasetFiles(generateDataset(OPTIONS))).toEqual(files);
  });

  it('a sample of another domain\'s family is refused with the field named', () => {
    const line = JSON.parse(datasetFiles(small)['test-perturbed.jsonl']!.split('\n')[0]!) as Sample;
    const bad = readJsonl(`${JSON.stringify({ ...line, family: 'swap_sides' })}\n`);
    expect(bad.errors[0]!.message).toMatch(/family: "swap_sides" is not a family of the system domain/);
  });
});

describe('system problems: the degenerate rule', () => {
  it('degenerate exactly when the determinant is zero or a coefficient of x or y is zero', () => {
    const c = fc.integer({ min: -10, max: 10 });
    fc.assert(fc.property(c, c, c, c, c, c, (a1, b1, c1, a2, b2, c2) => {
      const p = { a1, b1, c1, a2, b2, c2 };
      const unique = cramer(...problemRows(p)) !== null;
      expect(isDegenerate(p)).toBe(!unique || a1 === 0 || b1 === 0 || a2 === 0 || b2 === 0);
    }), { numRuns: 1000 });
  });
});
