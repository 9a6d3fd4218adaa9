// FNV-1a, 32 bits, over UTF-16 code units: cheap, pure and synchronous (no WebCrypto),
// so the same text gives the same number in Node, a worker and the page. Used for the
// train/test split (fixed forever), content hashes of a run's samples and cache keys —
// never for security.

export const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

export function fnv1a(text: string, offset: number = FNV_OFFSET): number {
  let h = offset >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME) >>> 0;
  }
  return h >>> 0;
}

/** 8 lower-case hex digits. */
export function fnv1aHex(text: string, offset: number = FNV_OFFSET): string {
  return fnv1a(text, offset).toString(16).padStart(8, '0');
}
