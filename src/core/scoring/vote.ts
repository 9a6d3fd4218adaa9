import type { ParsedResponse } from '../protocol/types.ts';
import type { VotedAnswer } from './score.ts';

/**
 * Plurality vote over the non-null values.
 *
 * TIE RULE: among the values tied for the most votes, the one whose FIRST vote came earliest
 * wins. Deterministic and reproducible from the stored attempts, and - because the k attempts
 * are independent samples, so their order is exchangeable - equivalent in distribution to a
 * uniformly random tie-break: it neither rewards nor punishes ties systematically (returning
 * null on ties would score every 1-1 split at an even budget as wrong). No votes → null.
 */
export function pluralityVote<T>(values: readonly (T | null)[]): T | null {
  // Map iteration follows insertion order = order of first vote.
  const counts = new Map<T, number>();
  for (const v of values) if (v !== null) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: T | null = null;
  let bestCount = 0;
  for (const [v, c] of counts) {
    if (c > bestCount) {
      best = v;
      bestCount = c;
    }
  }
  return best;
}

/** Per-field majority vote; a response that failed to parse casts no vote on any field. */
export function majorityVote(parsed: readonly ParsedResponse[]): VotedAnswer {
  const answers = parsed.flatMap((p) => (p.ok ? [p.answer] : []));
  return {
    q1: pluralityVote(answers.map((a) => a.q1)),
    q2: pluralityVote(answers.map((a) => a.q2)),
    q3: pluralityVote(answers.map((a) => a.q3)),
  };
}
