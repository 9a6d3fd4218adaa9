import { mcnemarExact } from './mcnemar.ts';
import { rate, type Rate } from './rate.ts';
import { QUERIES, type QueryKey, type Row } from './rows.ts';

export interface FlipCell {
  /** Correctness differs between the perturbed sample and its canonical sibling. */
  flips: Rate;
  canonical_right_perturbed_wrong: Rate;
  perturbed_right_canonical_wrong: Rate;
  /** Exact McNemar p on the two directions: is the robustness gap more than noise? */
  p: number;
}

export interface FlipRates {
  pairs: number;
  q1: FlipCell;
  q2: FlipCell;
  q3: FlipCell;
}

/**
 * Within one run: every scored perturbed sample whose canonical sibling (same `pair` id) is
 * also scored forms one pair. A canonical sample may be the sibling of several perturbed ones.
 */
export function flipRates(rows: readonly Row[]): FlipRates {
  const canonical = new Map<string, Row>();
  for (const r of rows) {
    if (r.sample.set === 'canonical' && r.sample.pair !== null && !canonical.has(r.sample.pair)) canonical.set(r.sample.pair, r);
  }
  const pairs: [Row, Row][] = [];
  for (const r of rows) {
    if (r.sample.set !== 'perturbed' || r.sample.pair === null) continue;
    const sibling = canonical.get(r.sample.pair);
    if (sibling) pairs.push([sibling, r]);
  }
  const cell = (q: QueryKey): FlipCell => {
    let canonOnly = 0;
    let pertOnly = 0;
    for (const [c, p] of pairs) {
      if (c.correct[q] && !p.correct[q]) canonOnly++;
      else if (!c.correct[q] && p.correct[q]) pertOnly++;
    }
    return {
      flips: rate(canonOnly + pertOnly, pairs.length),
      canonical_right_perturbed_wrong: rate(canonOnly, pairs.length),
      perturbed_right_canonical_wrong: rate(pertOnly, pairs.length),
      p: mcnemarExact(canonOnly, pertOnly),
    };
  };
  const [q1, q2, q3] = QUERIES.map(cell) as [FlipCell, FlipCell, FlipCell];
  return { pairs: pairs.length, q1, q2, q3 };
}
