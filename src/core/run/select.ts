// `--limit N`: a stratified subset rather than the first N lines, so a quick run
// still sees every trace type and, in the perturbed set, every family.
//
// How N is split:
// 1. Across sets (--set both), in proportion to the sets' sizes (largest remainder,
//    ties to canonical): with the paper's equal sets, ceil(N/2) canonical, floor(N/2) perturbed.
// 2. Within a set, over strata: canonical = trace type (3 strata); perturbed = trace
//    type x family (3F strata for F families). Strata take turns, one sample per turn, in an
//    order that covers every type within the first 3 turns and every family within the
//    first F (round r = 0, 1, 2 gives family i the type (i + r) mod 3). So N >= 3 covers all
//    types of a set and N >= max(3, F) all families of the perturbed set; an exhausted
//    stratum drops out of the turns.
// 3. Within a stratum, samples go in sample-id order — except that when both sets are
//    selected, the canonical siblings of the chosen perturbed samples (same `pair`) are
//    taken first, across strata, and only the rest of the canonical share is stratified:
//    so the flip rate has pairs to compare, and with the paper's equal sets a limit of 2N
//    gives exactly N pairs (per-stratum preference lost pairs whenever the perturbed
//    types and the canonical round-robin came out uneven, e.g. N = 7).
// The result is deterministic and returned in the input order.
import { TRACE_TYPES, type Sample, type SetName } from '../dataset/types.ts';
import { CATALOG } from '../domains/catalog.ts';
import type { SetChoice } from './log.ts';

/** The samples of the chosen set(s), in input order. */
export function samplesOfSet(samples: readonly Sample[], set: SetChoice): Sample[] {
  return set === 'both' ? [...samples] : samples.filter((s) => s.set === set);
}

function strataOrder(set: SetName, families: readonly string[]): string[] {
  if (set === 'canonical') return TRACE_TYPES.map((t) => t);
  // Round r gives family i the type (i + r) mod 3: three rounds give every family every type,
  // each pair once, for any number of families. (For 6 families, as in linear, this is the
  // order j -> (family j mod 6, type (j + floor(j/6)) mod 3) that selections were made with;
  // that formula repeats pairs when the family count is not a multiple of 3.)
  const keys: string[] = [];
  for (let r = 0; r < TRACE_TYPES.length; r++) {
    families.forEach((family, i) => keys.push(`${TRACE_TYPES[(i + r) % TRACE_TYPES.length]}/${family}`));
  }
  return keys;
}

function stratumKey(s: Sample): string {
  return s.set === 'canonical' ? s.trace_type : `${s.trace_type}/${s.family ?? 'none'}`;
}

function byId(a: Sample, b: Sample): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Round-robin over strata, each stratum in sample-id order. */
function takeStratified(pool: readonly Sample[], set: SetName, n: number): Sample[] {
  const groups = new Map<string, Sample[]>();
  for (const s of pool) {
    const key = stratumKey(s);
    const g = groups.get(key);
    if (g) g.push(s);
    else groups.set(key, [s]);
  }
  // Known strata in the covering order, then any unexpected ones (e.g. family null) by name.
  // Every family of the pool's domain in catalog order (the paper's six for linear), present or not,
  // so a selection never depends on which families a file happens to hold (resumes select again).
  const families = CATALOG[pool[0]?.domain ?? 'linear'].families;
  const known = strataOrder(set, families).filter((k) => groups.has(k));
  const extra = [...groups.keys()].filter((k) => !known.includes(k)).sort();
  const queues = [...known, ...extra].map((k) => {
    const g = groups.get(k) ?? [];
    return g.sort(byId);
  });
  const out: Sample[] = [];
  for (let turn = 0; out.length < n; turn++) {
    let took = false;
    for (const q of queues) {
      const s = q[turn];
      if (s === undefined) continue;
      out.push(s);
      took = true;
      if (out.length === n) break;
    }
    if (!took) break;
  }
  return out;
}

/** Splits n over the sets in proportion to their sizes (largest remainder, ties to the first). */
function splitAcross(sizes: readonly number[], n: number): number[] {
  const total = sizes.reduce((a, b) => a + b, 0);
  if (total === 0) return sizes.map(() => 0);
  const exact = sizes.map((s) => (n * s) / total);
  const shares = exact.map(Math.floor);
  let left = n - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left--;
  }
  return shares.map((s, i) => Math.min(s, sizes[i] ?? 0));
}

/** A stratified, deterministic subset of at most `limit` samples (all of them when limit is null). */
export function selectSamples(samples: readonly Sample[], set: SetChoice, limit: number | null): Sample[] {
  const pool = samplesOfSet(samples, set);
  if (limit === null || limit >= pool.length) return pool;
  const canonical = pool.filter((s) => s.set === 'canonical');
  const perturbed = pool.filter((s) => s.set === 'perturbed');
  const [nCanonical = 0, nPerturbed = 0] = splitAcross([canonical.length, perturbed.length], Math.max(0, limit));
  const pickedPerturbed = takeStratified(perturbed, 'perturbed', nPerturbed);
  // `pair` is a group key shared by siblings (or, in older files, the sibling's id).
  const keys = new Set<string>();
  for (const p of pickedPerturbed) {
    keys.add(p.id);
    if (p.pair !== null) keys.add(p.pair);
  }
  const isSibling = (c: Sample): boolean => keys.has(c.id) || (c.pair !== null && keys.has(c.pair));
  const siblings = takeStratified(canonical.filter(isSibling), 'canonical', nCanonical);
  const rest = takeStratified(canonical.filter((c) => !isSibling(c)), 'canonical', nCanonical - siblings.length);
  const pickedCanonical = [...siblings, ...rest];
  const chosen = new Set([...pickedCanonical, ...pickedPerturbed].map((s) => s.id));
  return pool.filter((s) => chosen.has(s.id));
}
