// The unreadable-answers warning (core/metrics/unreadable.ts) as the CLI prints it, after
// `eval`'s summary and in `report`'s text: the count, the most common raw answer, what to try.
import { mostCommonWords, UNREADABLE_HINT, type UnreadableAnswers } from '../core/metrics/index.ts';

export function unreadableLines(u: UnreadableAnswers, label?: string): string[] {
  if (!u.flagged || u.message === null) return [];
  const said = mostCommonWords(u);
  return [
    `warning${label ? ` (${label})` : ''}: ${u.message}`,
    ...(said ? [`  ${said}`] : []),
    `  ${UNREADABLE_HINT}`,
  ];
}
