import { describe, expect, it } from 'vitest';
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
