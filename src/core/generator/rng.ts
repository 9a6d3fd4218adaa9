// Seeded randomness: pure-rand's xoroshiro128+ (integer arithmetic only, so Node and
// browsers draw the same numbers for the same seed).
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

export interface Rng {
  int(from: number, to: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
}

export function createRng(seed: number): Rng {
  const g = xoroshiro128plus(seed | 0);
  const int = (from: number, to: number): number => uniformInt(g, from, to);
  return {
    int,
    pick: (items) => items[int(0, items.length - 1)]!,
    shuffle: (items) => {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}
