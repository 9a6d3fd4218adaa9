// A perturbed test sample's canonical sibling: the same equation and trace type, solved
// the textbook way. Siblings share the `pair` key (files of older versions put the
// sibling's id there instead), the rule run selection and the flip rate use too.
import type { Sample } from './types.ts';

type Keyed = Pick<Sample, 'id' | 'set' | 'pair'>;

/** Canonical samples by every key a perturbed sample may name them with (pair key, id). */
export function canonicalIndex<S extends Keyed>(samples: readonly S[]): ReadonlyMap<string, S> {
  const byKey = new Map<string, S>();
  for (const s of samples) {
    if (s.set !== 'canonical') continue;
    if (s.pair !== null && !byKey.has(s.pair)) byKey.set(s.pair, s);
    if (!byKey.has(s.id)) byKey.set(s.id, s);
  }
  return byKey;
}

/** The canonical sibling of a perturbed sample, or null (a canonical sample, no pair, or not in the index). */
export function canonicalSibling<S extends Keyed>(sample: Pick<Sample, 'set' | 'pair'>, index: ReadonlyMap<string, S>): S | null {
  if (sample.set !== 'perturbed' || sample.pair === null) return null;
  return index.get(sample.pair) ?? null;
}
