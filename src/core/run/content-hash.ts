// Identity of the samples a run is drawn from, so a resume or a report can refuse
// different data. Pure and synchronous (no WebCrypto): two FNV-1a 32-bit hashes
// with different offsets over a canonical text of every sample, in id order.
import type { Sample } from '../dataset/types.ts';

function fnv1a(text: string, offset: number): number {
  let h = offset >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** What about a sample decides its score: its statements, labels and strata. */
function canonicalText(s: Sample): string {
  return JSON.stringify([s.id, s.set, s.trace_type, s.family, s.pair, s.steps, s.gold.q1, s.gold.q2, s.gold.q3]);
}

export function contentHash(samples: readonly Sample[]): string {
  const text = [...samples].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map(canonicalText).join('\n');
  const hex = (n: number): string => n.toString(16).padStart(8, '0');
  return `fnv1a64:${hex(fnv1a(text, 0x811c9dc5))}${hex(fnv1a(text, 0x01000193 ^ 0x5bd1e995))}`;
}
