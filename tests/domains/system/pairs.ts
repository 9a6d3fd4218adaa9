// Canonical T2 system traces beside the T1 of the same system and seed (the same path without the
// slip), from the real generator: what the version tests of the system slips compare.
import { mixSeed } from '../../../src/core/dataset/hash.ts';
import type { GeneratorVersion } from '../../../src/core/dataset/version.ts';
import { generateTrace, isDegenerate, textbookRoute, type SystemParams } from '../../../src/core/domains/system/index.ts';
import { createRng } from '../../../src/core/generator/rng.ts';

export type Pair = { t1: string[]; t2: string[]; step: number; kind: string; method: 'sub' | 'elim' };

/**
 * The first `n` pairs that `keep` accepts. Systems are drawn from `systems` (an rng seed) and
 * each trace's seed is mixSeed(`salt`, i), so a test's pairs stay the same across versions.
 */
export function systemPairs(version: GeneratorVersion, o: { systems: number; salt: number; n: number; keep?: (p: Pair) => boolean }): Pair[] {
  const rng = createRng(o.systems);
  const c = () => rng.int(-10, 10);
  const out: Pair[] = [];
  for (let i = 0; out.length < o.n; i++) {
    const p: SystemParams = { a1: c(), b1: c(), c1: c(), a2: c(), b2: c(), c2: c() };
    if (isDegenerate(p)) continue;
    const seed = mixSeed(o.salt, i);
    const t1 = generateTrace(p, null, 'T1', seed, version);
    const t2 = generateTrace(p, null, 'T2', seed, version);
    if (!t1 || !t2?.error) continue;
    const pair: Pair = { t1: t1.steps, t2: t2.steps, step: t2.error.step, kind: t2.error.kind, method: textbookRoute(p).st.method };
    if (!o.keep || o.keep(pair)) out.push(pair);
  }
  return out;
}
