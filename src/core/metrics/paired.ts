import { SETS, type SetName } from '../dataset/types.ts';
import type { SampleRecord } from '../run/types.ts';
import { mcnemarExact } from './mcnemar.ts';
import { QUERIES, scoredRows, type QueryKey, type Row, type SampleInfo } from './rows.ts';

export interface PairedCell {
  n: number;
  both_right: number;
  only_a: number;
  only_b: number;
  both_wrong: number;
  /** Accuracies on the shared samples (null when n = 0). */
  acc_a: number | null;
  acc_b: number | null;
  /** acc_a − acc_b. */
  diff: number | null;
  /** Exact McNemar p on only_a vs only_b. */
  p: number;
}

export interface PairedComparison {
  /** Samples scored in both runs. */
  shared: number;
  /** Scored in one run only (engine errors, partial runs): left out of every cell. */
  only_in_a: number;
  only_in_b: number;
  sets: Partial<Record<SetName, Record<QueryKey, PairedCell>>>;
}

function pairedCell(pairs: readonly [Row, Row][], q: QueryKey): PairedCell {
  const cell = { n: pairs.length, both_right: 0, only_a: 0, only_b: 0, both_wrong: 0 };
  for (const [a, b] of pairs) {
    if (a.correct[q] && b.correct[q]) cell.both_right++;
    else if (a.correct[q]) cell.only_a++;
    else if (b.correct[q]) cell.only_b++;
    else cell.both_wrong++;
  }
  const n = pairs.length;
  const accA = n > 0 ? (cell.both_right + cell.only_a) / n : null;
  const accB = n > 0 ? (cell.both_right + cell.only_b) / n : null;
  return {
    ...cell,
    acc_a: accA,
    acc_b: accB,
    diff: accA === null || accB === null ? null : accA - accB,
    p: mcnemarExact(cell.only_a, cell.only_b),
  };
}

/** Two runs on the same samples, compared per set and query on the samples both scored. */
export function pairedComparison(
  a: readonly SampleRecord[],
  b: readonly SampleRecord[],
  samples: readonly SampleInfo[],
): PairedComparison {
  const rowsA = scoredRows(a, samples).rows;
  const rowsB = new Map(scoredRows(b, samples).rows.map((r) => [r.sample.id, r]));
  const pairs: [Row, Row][] = [];
  for (const r of rowsA) {
    const other = rowsB.get(r.sample.id);
    if (other) pairs.push([r, other]);
  }
  const out: PairedComparison = {
    shared: pairs.length,
    only_in_a: rowsA.length - pairs.length,
    only_in_b: rowsB.size - pairs.length,
    sets: {},
  };
  for (const set of SETS) {
    const inSet = pairs.filter(([r]) => r.sample.set === set);
    if (inSet.length === 0) continue;
    out.sets[set] = Object.fromEntries(QUERIES.map((q) => [q, pairedCell(inSet, q)])) as Record<QueryKey, PairedCell>;
  }
  return out;
}
