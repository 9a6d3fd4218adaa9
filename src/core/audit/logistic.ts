// Two small learners on sparse binary features, both regularised logistic models trained by a
// fixed number of AdaGrad passes in a fixed order:
//   - `trainBinary`: logistic regression, P(y = 1 | x) = σ(w·x + b);
//   - `trainChoice`: a conditional logit that picks one row of a group (a step of a trace),
//     P(row r | group) ∝ exp(w·x_r).
// Why not a library: the npm ones (ml-logistic-regression, natural) take dense matrices, train
// by full-batch descent or tokenise text themselves, and use Math.exp. Here every number is made
// with + − × ÷ and √ only — correctly rounded in every JavaScript engine — so the same data give
// the same weights, bit for bit, in Node and in any browser, and the manifest stays byte-identical.
import type { SparseRows } from './surface-features.ts';
import { createRng } from '../generator/rng.ts';

export interface TrainOptions {
  /** Passes over the data (fixed: no convergence test, so the cost is known in advance). */
  epochs: number;
  /** AdaGrad's base step. */
  rate: number;
  /** L2 penalty per update of an active weight. */
  l2: number;
  /** Seed of the fixed visiting order. */
  seed: number;
}

export const DEFAULT_TRAINING: TrainOptions = { epochs: 4, rate: 0.3, l2: 1e-4, seed: 0x5eed };

const LN2 = 0.6931471805599453;

/**
 * e^x from + − × ÷ only: x = k ln 2 + r with |r| ≤ ln 2 / 2, then a degree-13 Taylor series of
 * e^r (error below 1e-15 relative) times 2^k by repeated doubling. Deterministic across engines,
 * unlike Math.exp, whose last bit may differ between implementations.
 */
export function exactExp(x: number): number {
  if (x > 700) x = 700;
  if (x < -700) return 0;
  const k = Math.round(x / LN2);
  const r = x - k * LN2;
  let term = 1;
  let sum = 1;
  for (let i = 1; i <= 13; i++) {
    term = (term * r) / i;
    sum += term;
  }
  let scale = 1;
  const base = k >= 0 ? 2 : 0.5;
  for (let i = Math.abs(k); i > 0; i--) scale *= base;
  return sum * scale;
}

export function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + exactExp(-z)) : exactExp(z) / (1 + exactExp(z));
}

/** A deterministic visiting order of n items for one epoch. */
function order(n: number, seed: number): Int32Array {
  const rng = createRng(seed);
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) out[i] = i;
  for (let i = n - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const t = out[i]!;
    out[i] = out[j]!;
    out[j] = t;
  }
  return out;
}

export interface BinaryModel {
  weights: Float64Array;
  bias: number;
}

export function score(m: BinaryModel, rows: SparseRows, r: number): number {
  let z = m.bias;
  for (let k = rows.starts[r]!; k < rows.starts[r + 1]!; k++) z += m.weights[rows.ids[k]!]!;
  return z;
}

/** Logistic regression on rows `pick` (all rows when omitted) with labels y (0/1, indexed by row). */
export function trainBinary(rows: SparseRows, y: Uint8Array, pick: Int32Array | null = null, o: TrainOptions = DEFAULT_TRAINING): BinaryModel {
  const w = new Float64Array(rows.dim);
  const g2 = new Float64Array(rows.dim).fill(1e-2);
  let bias = 0;
  let biasG2 = 1e-2;
  const n = pick ? pick.length : rows.starts.length - 1;
  for (let e = 0; e < o.epochs; e++) {
    const ord = order(n, o.seed + e);
    for (let t = 0; t < n; t++) {
      const r = pick ? pick[ord[t]!]! : ord[t]!;
      const s = rows.starts[r]!;
      const end = rows.starts[r + 1]!;
      let z = bias;
      for (let k = s; k < end; k++) z += w[rows.ids[k]!]!;
      const g = sigmoid(z) - y[r]!;
      for (let k = s; k < end; k++) {
        const j = rows.ids[k]!;
        const gj = g + o.l2 * w[j]!;
        g2[j]! += gj * gj;
        w[j]! -= (o.rate * gj) / Math.sqrt(g2[j]!);
      }
      biasG2 += g * g;
      bias -= (o.rate * g) / Math.sqrt(biasG2);
    }
  }
  return { weights: w, bias };
}

/**
 * Conditional logit over groups of rows: group q owns rows groups[q] .. groups[q + 1] - 1 and
 * chosen[q] is the index (within the group) of the right row. Trained on the groups in `pick`.
 */
export function trainChoice(rows: SparseRows, groups: Int32Array, chosen: Int32Array, pick: Int32Array, o: TrainOptions = DEFAULT_TRAINING): Float64Array {
  const w = new Float64Array(rows.dim);
  const g2 = new Float64Array(rows.dim).fill(1e-2);
  let z = new Float64Array(64);
  for (let e = 0; e < o.epochs; e++) {
    const ord = order(pick.length, o.seed + 101 + e);
    for (let t = 0; t < pick.length; t++) {
      const q = pick[ord[t]!]!;
      const first = groups[q]!;
      const count = groups[q + 1]! - first;
      if (count < 1) continue;
      if (z.length < count) z = new Float64Array(2 * count);
      let max = -Infinity;
      for (let i = 0; i < count; i++) {
        let s = 0;
        for (let k = rows.starts[first + i]!; k < rows.starts[first + i + 1]!; k++) s += w[rows.ids[k]!]!;
        z[i] = s;
        if (s > max) max = s;
      }
      let total = 0;
      for (let i = 0; i < count; i++) {
        z[i] = exactExp(z[i]! - max);
        total += z[i]!;
      }
      for (let i = 0; i < count; i++) {
        const g = z[i]! / total - (i === chosen[q] ? 1 : 0);
        if (g === 0) continue;
        for (let k = rows.starts[first + i]!; k < rows.starts[first + i + 1]!; k++) {
          const j = rows.ids[k]!;
          const gj = g + o.l2 * w[j]!;
          g2[j]! += gj * gj;
          w[j]! -= (o.rate * gj) / Math.sqrt(g2[j]!);
        }
      }
    }
  }
  return w;
}

/** The row (within group q) with the highest score; ties go to the earlier row. */
export function choose(w: Float64Array, rows: SparseRows, groups: Int32Array, q: number): number {
  let best = -1;
  let bestScore = -Infinity;
  for (let r = groups[q]!; r < groups[q + 1]!; r++) {
    let s = 0;
    for (let k = rows.starts[r]!; k < rows.starts[r + 1]!; k++) s += w[rows.ids[k]!]!;
    if (s > bestScore) [best, bestScore] = [r - groups[q]!, s];
  }
  return best;
}
