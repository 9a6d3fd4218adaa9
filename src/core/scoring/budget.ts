import type { Gold } from '../dataset/types.ts';
import type { ParsedResponse } from '../protocol/types.ts';

/** C(n, k) as a float; every partial product is itself a binomial, so exact up to 2^53. */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const kk = Math.min(k, n - k);
  let c = 1;
  for (let i = 1; i <= kk; i++) c = (c * (n - kk + i)) / i;
  return c;
}

function multiply(a: readonly number[], b: readonly number[], maxDegree: number): number[] {
  const out = new Array<number>(Math.min(a.length + b.length - 1, maxDegree + 1)).fill(0);
  for (let i = 0; i < a.length && i <= maxDegree; i++) {
    const ai = a[i] ?? 0;
    if (ai === 0) continue;
    for (let j = 0; j < b.length && i + j <= maxDegree; j++) out[i + j] = (out[i + j] ?? 0) + ai * (b[j] ?? 0);
  }
  return out;
}

/**
 * The probability that the plurality vote (tie rule of vote.ts: earliest first vote wins)
 * over a uniformly random size-m subset of the attempts equals `gold`. Exact count, no
 * sampling: condition on p, the first chosen attempt voting gold, and on j, the gold votes
 * chosen. Gold wins iff every other value gets fewer than j votes, or exactly j votes all
 * cast after p. Each other value contributes a generating polynomial in the number of its
 * attempts chosen; nulls (parse errors) are free filler. O(k^4 · values), trivial for k ≤ 64.
 * Returns NaN when m is not in 1..values.length.
 */
export function expectedVoteAccuracy<T>(values: readonly (T | null)[], gold: T, m: number): number {
  const n = values.length;
  if (!Number.isInteger(m) || m < 1 || m > n) return NaN;
  const goldAt: number[] = [];
  const others = new Map<T, number[]>();
  let nulls = 0;
  values.forEach((v, i) => {
    if (v === null) nulls++;
    else if (v === gold) goldAt.push(i);
    else {
      const list = others.get(v);
      if (list) list.push(i);
      else others.set(v, [i]);
    }
  });
  const nullPoly = Array.from({ length: nulls + 1 }, (_, j) => binomial(nulls, j));

  let favourable = 0;
  goldAt.forEach((p, a) => {
    const goldAfter = goldAt.length - a - 1;
    for (let j = 1; j <= Math.min(goldAfter + 1, m); j++) {
      const rest = m - j;
      let poly = nullPoly.slice(0, rest + 1);
      for (const positions of others.values()) {
        const after = positions.filter((i) => i > p).length;
        const ways = Array.from({ length: j + 1 }, (_, t) => (t < j ? binomial(positions.length, t) : binomial(after, j)));
        poly = multiply(poly, ways, rest);
      }
      favourable += binomial(goldAfter, j - 1) * (poly[rest] ?? 0);
    }
  });
  return favourable / binomial(n, m);
}

export interface VoteBudgetCurve {
  /** Budgets m = 1..k, k = the fewest attempts any sample has. */
  budgets: number[];
  samples: number;
  /** Mean over samples of the expected vote accuracy at each budget, per query. */
  q1: number[];
  q2: number[];
  q3: number[];
}

export interface VoteItem {
  parsed: readonly ParsedResponse[];
  gold: Gold;
}

/**
 * Expected majority-vote accuracy for every budget 1..k from one pass of k attempts per
 * sample: the expectation is over all size-m subsets of each sample's attempts. A sample with
 * more than k attempts uses all of them (subsets of its own n). Empty input → empty curve.
 */
export function voteBudgetCurve(items: readonly VoteItem[]): VoteBudgetCurve {
  const k = items.length === 0 ? 0 : items.reduce((min, it) => Math.min(min, it.parsed.length), Infinity);
  const budgets = Array.from({ length: k }, (_, i) => i + 1);
  const curve: VoteBudgetCurve = { budgets, samples: items.length, q1: [], q2: [], q3: [] };
  for (const q of ['q1', 'q2', 'q3'] as const) {
    curve[q] = budgets.map((m) => {
      let sum = 0;
      for (const it of items) {
        const values = it.parsed.map((p) => (p.ok ? p.answer[q] : null));
        sum += expectedVoteAccuracy<boolean | number>(values, it.gold[q], m);
      }
      return sum / items.length;
    });
  }
  return curve;
}
