// Identity of the samples a run is drawn from, so a resume or a report can refuse
// different data. Pure and synchronous (no WebCrypto): two FNV-1a 32-bit hashes
// with different offsets over a canonical text of every sample, in id order.
import type { Sample } from '../dataset/types.ts';
import { FNV_OFFSET, fnv1aHex } from '../hash/index.ts';

/** What about a sample decides its score: its statements, labels and strata. */
function canonicalText(s: Sample): string {
  return JSON.stringify([s.id, s.set, s.trace_type, s.family, s.pair, s.steps, s.gold.q1, s.gold.q2, s.gold.q3]);
}

export function contentHash(samples: readonly Sample[]): string {
  const text = [...samples].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map(canonicalText).join('\n');
  return `fnv1a64:${fnv1aHex(text, FNV_OFFSET)}${fnv1aHex(text, 0x01000193 ^ 0x5bd1e995)}`;
}
