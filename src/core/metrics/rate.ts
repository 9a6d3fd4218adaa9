import { wilson, type Interval } from './wilson.ts';

/** k of n, with the share and its 95% Wilson interval; both null when n = 0. */
export interface Rate {
  n: number;
  k: number;
  rate: number | null;
  ci: Interval | null;
}

export function rate(k: number, n: number): Rate {
  return { n, k, rate: n > 0 ? k / n : null, ci: wilson(k, n) };
}

/** The rate of rows satisfying `hit`. */
export function rateOf<T>(rows: readonly T[], hit: (row: T) => boolean): Rate {
  let k = 0;
  for (const r of rows) if (hit(r)) k++;
  return rate(k, rows.length);
}
