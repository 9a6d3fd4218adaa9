export interface Stat {
  n: number;
  mean: number;
  median: number;
  total: number;
}

/** Mean, median and total of the non-null values; null when there are none. */
export function describe(values: readonly (number | null)[]): Stat | null {
  const xs = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  const n = xs.length;
  if (n === 0) return null;
  const total = xs.reduce((s, x) => s + x, 0);
  const mid = Math.floor(n / 2);
  const median = n % 2 === 1 ? (xs[mid] ?? 0) : ((xs[mid - 1] ?? 0) + (xs[mid] ?? 0)) / 2;
  return { n, mean: total / n, median, total };
}
