/** The most frequent value; ties go to the smaller value, so the result is deterministic. */
export function mode<T extends number | boolean>(values: readonly T[]): T | null {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: T | null = null;
  let bestCount = 0;
  for (const [v, c] of counts) {
    if (c > bestCount || (c === bestCount && best !== null && Number(v) < Number(best))) [best, bestCount] = [v, c];
  }
  return best;
}
