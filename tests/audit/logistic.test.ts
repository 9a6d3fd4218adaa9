// The two learners: they learn a planted signal, stay at chance on noise, and give the same
// weights bit for bit for the same data; e^x made from + - × ÷ only matches Math.exp.
import { describe, expect, it } from 'vitest';
import { choose, exactExp, score, sigmoid, trainBinary, trainChoice } from '../../src/core/audit/logistic.ts';
import type { SparseRows } from '../../src/core/audit/surface-features.ts';

/** A tiny deterministic generator (not the project's), so the data do not depend on the code under test. */
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function rowsOf(features: number[][], dim: number): SparseRows {
  const starts = [0];
  const ids: number[] = [];
  for (const f of features) {
    ids.push(...f);
    starts.push(ids.length);
  }
  return { ids: Int32Array.from(ids), starts: Int32Array.from(starts), dim };
}

/** n rows of 8 random features out of 200; `signal` says whether feature 0 marks label 1. */
function data(n: number, seed: number, signal: boolean) {
  const rnd = lcg(seed);
  const features: number[][] = [];
  const y = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const f = new Set<number>();
    while (f.size < 8) f.add(1 + Math.floor(rnd() * 199));
    y[i] = rnd() < 0.5 ? 1 : 0;
    if (signal && y[i]) f.add(0);
    features.push([...f]);
  }
  return { rows: rowsOf(features, 200), y };
}

const accuracy = (m: ReturnType<typeof trainBinary>, d: ReturnType<typeof data>) => {
  let hit = 0;
  for (let r = 0; r < d.y.length; r++) hit += +((score(m, d.rows, r) > 0 ? 1 : 0) === d.y[r]);
  return hit / d.y.length;
};

describe('exactExp and sigmoid', () => {
  it('agree with Math.exp to 1e-13 relative over [-50, 50]', () => {
    for (let x = -50; x <= 50; x += 0.37) expect(Math.abs(exactExp(x) - Math.exp(x)) / Math.exp(x)).toBeLessThan(1e-13);
    expect(exactExp(0)).toBe(1);
    expect(exactExp(-800)).toBe(0);
  });
  it('sigmoid is symmetric and bounded', () => {
    for (const z of [-30, -2, -0.1, 0, 0.5, 3, 40]) {
      expect(sigmoid(z) + sigmoid(-z)).toBeCloseTo(1, 12);
      expect(sigmoid(z)).toBeGreaterThanOrEqual(0);
      expect(sigmoid(z)).toBeLessThanOrEqual(1);
    }
  });
});

describe('trainBinary', () => {
  it('learns a planted feature (held-out accuracy near 100 %)', () => {
    const m = trainBinary(data(2000, 1, true).rows, data(2000, 1, true).y);
    expect(accuracy(m, data(1000, 2, true))).toBeGreaterThan(0.97);
    expect(m.weights[0]).toBeGreaterThan(1);
  });
  it('stays near chance when the labels do not depend on the features', () => {
    const d = data(2000, 3, false);
    const acc = accuracy(trainBinary(d.rows, d.y), data(2000, 4, false));
    expect(acc).toBeGreaterThan(0.44);
    expect(acc).toBeLessThan(0.56);
  });
  it('is deterministic: the same data give the same weights, bit for bit', () => {
    const d = data(500, 5, true);
    const a = trainBinary(d.rows, d.y);
    const b = trainBinary(d.rows, d.y);
    expect(Buffer.from(a.weights.buffer).equals(Buffer.from(b.weights.buffer))).toBe(true);
    expect(a.bias).toBe(b.bias);
  });
  it('trains on the picked rows only', () => {
    const d = data(400, 6, true);
    const flipped = Uint8Array.from(d.y, (v, i) => (i < 200 ? 1 - v : v));
    const m = trainBinary(d.rows, flipped, Int32Array.from({ length: 200 }, (_, i) => 200 + i));
    expect(m.weights[0]).toBeGreaterThan(0.5); // the flipped first half was never seen
  });
});

describe('trainChoice', () => {
  /** Groups of 3–7 rows; the chosen row carries feature 0 when `signal`, else it is random. */
  function groups(n: number, seed: number, signal: boolean) {
    const rnd = lcg(seed);
    const features: number[][] = [];
    const g: number[] = [];
    const chosen: number[] = [];
    for (let q = 0; q < n; q++) {
      g.push(features.length);
      const size = 3 + Math.floor(rnd() * 5);
      const c = Math.floor(rnd() * size);
      chosen.push(c);
      for (let i = 0; i < size; i++) {
        const f = new Set<number>();
        while (f.size < 5) f.add(1 + Math.floor(rnd() * 99));
        if (signal && i === c) f.add(0);
        features.push([...f]);
      }
    }
    g.push(features.length);
    return { rows: rowsOf(features, 100), groups: Int32Array.from(g), chosen: Int32Array.from(chosen), n };
  }
  const hitRate = (w: Float64Array, d: ReturnType<typeof groups>) => {
    let hit = 0;
    for (let q = 0; q < d.n; q++) hit += +(choose(w, d.rows, d.groups, q) === d.chosen[q]);
    return hit / d.n;
  };
  it('learns which row of a group is marked', () => {
    const d = groups(800, 7, true);
    const w = trainChoice(d.rows, d.groups, d.chosen, Int32Array.from({ length: d.n }, (_, q) => q));
    expect(hitRate(w, groups(400, 8, true))).toBeGreaterThan(0.97);
  });
  it('stays near chance (about 1 in 5) when nothing marks the row', () => {
    const d = groups(800, 9, false);
    const w = trainChoice(d.rows, d.groups, d.chosen, Int32Array.from({ length: d.n }, (_, q) => q));
    expect(hitRate(w, groups(800, 10, false))).toBeLessThan(0.3);
  });
});
