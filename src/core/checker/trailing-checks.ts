// A student's check by substitution after the answer, in pasted work (issue 15: never a false
// verdict on right work): `x = -12`, then `3(-12) + 5 = 2(-12) - 7`. See trailingChecks.
import type { Statement } from '../trace/index.ts';
import { hasVar, parseStatement } from '../trace/index.ts';

/** Whether a statement names no unknown: a numeric line (`3(-12) + 5 = 2(-12) - 7`, `-31 = -31, -31 = -31`). */
function isNumeric(st: Statement): boolean {
  if (st.kind === 'relation') return !st.sides.some(hasVar);
  return st.kind === 'and' && st.parts.every(isNumeric);
}

/**
 * Pasted work: the numeric lines that end a trace right after its final answer are the check a
 * student writes by substituting the answer (`x = -12`, then `3(-12) + 5 = 2(-12) - 7`). Read as
 * steps they would say "every x satisfies this step" and leave no final answer: a false verdict on
 * right, checked work. They are judged by their arithmetic alone and are not the answer. Numeric
 * lines anywhere else (`0 = 0` mid-solution) keep the strict reading. Returns their indices.
 */
export function trailingChecks(lines: readonly { text: string }[], vars: readonly string[]): Set<number> {
  const out = new Set<number>();
  let i = lines.length - 1;
  for (; i > 0; i--) {
    const r = parseStatement(lines[i]!.text, vars);
    if (!r.ok || !isNumeric(r.value.statement)) break;
    out.add(i);
  }
  if (!out.size || i < 1) return new Set();
  const answer = parseStatement(lines[i]!.text, vars);
  return answer.ok && answer.value.meaning.kind === 'set' && answer.value.meaning.solved ? out : new Set();
}
