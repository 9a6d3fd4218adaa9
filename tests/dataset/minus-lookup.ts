// A reader of forms that does no algebra: a lookup table from the lines' counts of "-" to the most
// common first-error index (the cue audit 4 reads, issue 15). Tests of the generator versions that
// took it away use it to show the leak at the older version and its absence at the newer one.
import { generateDataset, type Sample } from '../../src/core/dataset/index.ts';
import type { GeneratorVersion } from '../../src/core/dataset/version.ts';
import type { DomainId } from '../../src/core/domains/index.ts';

const minus = (line: string): number => line.split('-').length - 1;

/** A lookup table from the lines' counts of "-" to the most common first-error index, fitted on train, scored on test. */
export function minusLookup(train: readonly Sample[], test: readonly Sample[]): number {
  const key = (s: Sample) => s.steps.map(minus).join(',');
  const table = new Map<string, Map<number, number>>();
  for (const s of train) {
    if (s.gold.q2) continue;
    const m = table.get(key(s)) ?? new Map<number, number>();
    m.set(s.gold.q3, (m.get(s.gold.q3) ?? 0) + 1);
    table.set(key(s), m);
  }
  const wrong = test.filter((s) => !s.gold.q2);
  const hit = wrong.filter((s) => {
    const m = table.get(key(s));
    if (!m) return false;
    const best = [...m].sort((x, y) => y[1] - x[1] || x[0] - y[0])[0]![0];
    return best === s.gold.q3;
  }).length;
  return hit / wrong.length;
}

/** The lookup on seed 1's canonical sets of a domain at a generator version (1,500 train traces per type). */
export function canonicalMinusLookup(domain: DomainId, generatorVersion: GeneratorVersion): number {
  const d = generateDataset({ seed: 1, domain, generatorVersion, trainCanonicalPerType: 1500, trainPerturbedPerCell: 0 });
  return minusLookup(d.train.filter((s) => s.set === 'canonical'), d.testCanonical);
}
