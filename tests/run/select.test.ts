import { describe, expect, it } from 'vitest';
import { generateDataset, TEST_ONLY } from '../../src/core/dataset/index.ts';
import { FAMILIES, TRACE_TYPES } from '../../src/core/dataset/types.ts';
import { selectSamples } from '../../src/core/run/select.ts';
import { makeSample, traceFor } from './fixtures.ts';
import type { Sample } from '../../src/core/dataset/types.ts';

/** 10 per stratum: canonical by type, perturbed by type x family, siblings paired. */
function bigSet(): Sample[] {
  const out: Sample[] = [];
  let n = 0;
  for (const type of TRACE_TYPES) {
    for (const family of FAMILIES) {
      for (let i = 0; i < 10; i++) {
        const id = String(n++).padStart(4, '0');
        const steps = traceFor(2, 3, -7, type, false);
        out.push(makeSample(`p-${id}`, steps, 'perturbed', type, family, `pair-${id}`));
        out.push(makeSample(`c-${id}`, steps, 'canonical', type, null, `pair-${id}`));
      }
    }
  }
  return out;
}

describe('--limit: stratified subset', () => {
  const all = bigSet();

  it('returns everything without a limit, or with a limit beyond the pool', () => {
    expect(selectSamples(all, 'canonical', null)).toHaveLength(180);
    expect(selectSamples(all, 'perturbed', 10_000)).toHaveLength(180);
  });

  it('covers every trace type with 3 canonical samples', () => {
    const picked = selectSamples(all, 'canonical', 3);
    expect(new Set(picked.map((s) => s.trace_type))).toEqual(new Set(TRACE_TYPES));
  });

  it('covers every family and every type with 6 perturbed samples', () => {
    const picked = selectSamples(all, 'perturbed', 6);
    expect(new Set(picked.map((s) => s.family))).toEqual(new Set(FAMILIES));
    expect(new Set(picked.map((s) => s.trace_type))).toEqual(new Set(TRACE_TYPES));
  });

  it('splits N evenly over strata, deterministic, in input order', () => {
    const picked = selectSamples(all, 'perturbed', 36);
    const counts = new Map<string, number>();
    for (const s of picked) counts.set(`${s.trace_type}/${s.family}`, (counts.get(`${s.trace_type}/${s.family}`) ?? 0) + 1);
    expect([...counts.values()]).toEqual(new Array(18).fill(2));
    expect(selectSamples([...all].reverse(), 'perturbed', 36).map((s) => s.id).sort()).toEqual(picked.map((s) => s.id).sort());
    const order = all.filter((s) => picked.includes(s)).map((s) => s.id);
    expect(picked.map((s) => s.id)).toEqual(order);
  });

  it('with both sets, halves N and prefers the canonical siblings of chosen perturbed samples', () => {
    const picked = selectSamples(all, 'both', 13);
    const perturbed = picked.filter((s) => s.set === 'perturbed');
    const canonical = picked.filter((s) => s.set === 'canonical');
    expect(canonical).toHaveLength(7);
    expect(perturbed).toHaveLength(6);
    const pairs = new Set(perturbed.map((s) => s.pair));
    expect(canonical.filter((c) => pairs.has(c.pair)).length).toBe(6);
  });
});

/** Perturbed samples of the subset whose canonical sibling is in it too, and canonical samples that are nobody's sibling. */
function pairing(picked: readonly Sample[]): { pairs: number; unpaired: number } {
  const perturbedPairs = new Set(picked.filter((s) => s.set === 'perturbed').map((s) => s.pair));
  const canonicalPairs = new Set(picked.filter((s) => s.set === 'canonical').map((s) => s.pair));
  return {
    pairs: picked.filter((s) => s.set === 'perturbed' && canonicalPairs.has(s.pair)).length,
    unpaired: picked.filter((s) => s.set === 'canonical' && !perturbedPairs.has(s.pair)).length,
  };
}

describe('--limit 2N with both sets: exactly N canonical/perturbed pairs (the demo relies on it)', () => {
  const d = generateDataset({ seed: 1, ...TEST_ONLY });
  const tests = [...d.testCanonical, ...d.testPerturbed];

  it.each([1, 6, 7, 8, 13, 17, 60, 61, 100, 250])('the default test sets, N = %i', (n) => {
    const picked = selectSamples(tests, 'both', 2 * n);
    expect(picked).toHaveLength(2 * n);
    expect(pairing(picked)).toEqual({ pairs: n, unpaired: 0 });
  });

  it('every N from 1 to 540 on the default test sets', () => {
    const wrong: number[] = [];
    for (let n = 1; n <= 540; n++) {
      const p = pairing(selectSamples(tests, 'both', 2 * n));
      if (p.pairs !== n || p.unpaired !== 0) wrong.push(n);
    }
    expect(wrong).toEqual([]);
  });

  it('the perturbed half stays stratified as before, and an odd limit adds one unpaired canonical sample', () => {
    const picked = selectSamples(tests, 'both', 2 * 60);
    const perturbed = picked.filter((s) => s.set === 'perturbed');
    expect(perturbed.map((s) => s.id)).toEqual(selectSamples(tests, 'perturbed', 60).map((s) => s.id));
    for (const t of TRACE_TYPES) expect(picked.filter((s) => s.set === 'canonical' && s.trace_type === t)).toHaveLength(20);
    expect(pairing(selectSamples(tests, 'both', 15))).toEqual({ pairs: 7, unpaired: 1 });
  });

  it('on the hand-built set too (N = 7, where per-stratum preference used to lose a pair)', () => {
    expect(pairing(selectSamples(bigSet(), 'both', 14))).toEqual({ pairs: 7, unpaired: 0 });
  });
});

describe('--limit on every domain (4, 5 or 6 families)', () => {
  // The covering order once repeated strata when the family count was not a multiple of 3:
  // an inequality test set asked for 60 samples gave 50.
  for (const domain of ['linear', 'inequality', 'quadratic', 'system'] as const) {
    it(`${domain}: exactly N samples, every type and family covered once N allows it, N/2 pairs`, () => {
      const d = generateDataset({ ...TEST_ONLY, domain, seed: 3, testPerType: 60 });
      const all = [...d.testCanonical, ...d.testPerturbed];
      const families = new Set(d.testPerturbed.map((s) => s.family));
      for (const n of [1, 7, 30, 60, 61, 120, 179]) {
        const s = selectSamples(all, 'both', n);
        expect(s, `${domain} N = ${n}`).toHaveLength(n);
        expect(new Set(s.map((x) => x.id)).size).toBe(n);
      }
      const s = selectSamples(all, 'perturbed', families.size * 3);
      expect(new Set(s.map((x) => `${x.trace_type}/${x.family}`)).size).toBe(families.size * 3);
      const both = selectSamples(all, 'both', 2 * families.size * 3);
      const pairs = new Set(both.filter((x) => x.set === 'perturbed').map((x) => x.pair));
      expect(both.filter((x) => x.set === 'canonical' && pairs.has(x.pair))).toHaveLength(families.size * 3);
    });
  }
});
