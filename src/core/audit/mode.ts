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

/** The most common first-error index among the samples that share each key (ties to the smaller). */
export function modeTable<S extends { gold: { q3: number } }, K>(wrong: readonly S[], key: (s: S) => K): Map<K, number> {
  const byKey = new Map<K, number[]>();
  for (const s of wrong) {
    const k = key(s);
    const list = byKey.get(k);
    if (list) list.push(s.gold.q3);
    else byKey.set(k, [s.gold.q3]);
  }
  return new Map([...byKey].map(([k, q3s]) => [k, mode(q3s)!]));
}
