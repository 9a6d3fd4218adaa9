// A check line "contradicts itself on its face" when the written relation is false of the
// written numbers (`2 = 18`) or the verdict does not follow from the relation (`2 != 18, keep`).
// Such an error is found by reading, without computing anything.
import { parseStatement, relationHolds } from '../trace/index.ts';

export function isFaceContradictory(statement: string): boolean {
  const parsed = parseStatement(statement);
  if (!parsed.ok || parsed.value.meaning.kind !== 'check') return false;
  const m = parsed.value.meaning;
  // "undefined, reject" says nothing checkable on its face; "undefined, keep" contradicts itself.
  if (m.undefined) return m.verdict === 'keep';
  const written = relationHolds(m.relation!, m.left!, m.right!);
  return !written || (m.relation === '=' || m.relation === '!=' ? (m.verdict === 'keep') !== (m.relation === '=') : false);
}

export function hasFaceContradictoryCheck(steps: readonly string[]): boolean {
  return steps.some(isFaceContradictory);
}
