/** Two-sided 95% normal quantile. */
export const Z95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

/**
 * Wilson score interval for k successes in n trials. n = 0 → null: with no trials there is no
 * estimate to put an interval around, and a [0, 1] would print like a measured result.
 */
export function wilson(k: number, n: number, z: number = Z95): Interval | null {
  if (!(n > 0)) return null;
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  // At k = 0 and k = n the true bound is exactly 0 or 1; elsewhere clamp rounding noise.
  return { low: k <= 0 ? 0 : Math.max(0, center - half), high: k >= n ? 1 : Math.min(1, center + half) };
}
