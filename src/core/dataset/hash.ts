// Hashes: FNV-1a for instance assignment (cheap, fixed forever so splits never move)
// and SHA-256 (@noble/hashes) for file content in the manifest.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { fnv1a } from '../hash/index.ts';
import type { Equation } from './types.ts';

/**
 * Train/test assignment of an equation, decided from (a, b, c, d) alone, before any trace
 * exists: 1 in 5 equations belong to the test pool. Independent of the seed, so no
 * equation is ever in train for one seed and in test for another.
 */
export function isTestEquation(e: Equation): boolean {
  return isTestKey(`${e.a},${e.b},${e.c},${e.d}`);
}

/** The same rule for any domain's problem key (DomainGenerator.key). */
export function isTestKey(key: string): boolean {
  return fnv1a(key) % 5 === 0;
}

export function sha256Hex(text: string): string {
  return bytesToHex(sha256(new TextEncoder().encode(text)));
}

/** A per-sample seed mixed from the dataset seed and a stream position. */
export function mixSeed(seed: number, n: number): number {
  let h = (seed ^ Math.imul(n + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}
