// A student's check by substitution after the answer, in pasted work (issue 15: never a false
// verdict on right work): `x = -12`, then `3(-12) + 5 = 2(-12) - 7`. See trailingChecks.
import { isAllSet } from '../sets/index.ts';
import type { Statement } from '../trace/index.ts';
import { hasVar, parseStatement } from '../trace/index.ts';

/** Whether a statement names no unknown: a numeric line (`3(-12) + 5 = 2(-12) - 7`, `-31 = -31, -31 = -31`). */
function isNumeric(st: Statement): boolean {
  if (st.kind === 'relation') return !st.sides.some((e) => hasVar(e));
  return st.kind === 'and' && st.parts.every(isNumeric);
}

/**
 * Pasted work: the numeric lines that end a trace right after its final answer are the check a
 * student writes by substituting the answer (`x = -12`, then `3(-12) + 5 = 2(-12) - 7`). Read as
 * steps they would say "every x satisfies this step" and leave no final answer: a false verdict on
 * right, checked work. They are judged by their arithmetic alone and are not the answer. Numeric
 * lines anywhere else (`0 = 0` mid-solution) keep the strict reading. Returns their indices, each
 * with whether its arithmetic holds (see checkedArithmetic), or 'check' for a check line in the
 * trace language that keeps its value (`check x = 3: 3/1 = 3, keep`) written after the answer: the checker judges it as
 * any check line (its value, sides and verdict against the original), and it is not the answer
 * either. Read to the letter, a trace that ends on a check has no final answer, which would call
 * right, checked work unanswered.
 */
export function trailingChecks(lines: readonly { text: string }[], vars: readonly string[]): Map<number, boolean | 'check'> {
  const out = new Map<number, boolean | 'check'>();
  let i = lines.length - 1;
  for (; i > 0; i--) {
    const holds = checkedArithmetic(lines[i]!.text, vars);
    if (holds !== null) {
      out.set(i, holds);
      continue;
    }
    // Only a check that keeps its value confirms the answer above it; one that rejects says that
    // line was a list of candidates, and the trace has no answer after it (the strict reading).
    const line = parseStatement(lines[i]!.text, vars);
    if (!line.ok || line.value.meaning.kind !== 'check' || line.value.meaning.verdict !== 'keep') break;
    out.set(i, 'check');
  }
  if (!out.size || i < 1) return new Map();
  const answer = parseStatement(lines[i]!.text, vars);
  return answer.ok && answer.value.meaning.kind === 'set' && answer.value.meaning.solved ? out : new Map();
}

/** `x = -12: …` — the value checked, then the check after a colon. */
const LABELLED = /^\s*([A-Za-z])\s*=\s*([^:=<>!]+?)\s*:\s*(.+)$/;

/**
 * Whether the arithmetic a check line states holds, or null when the line is no check: a numeric
 * line as it is, or, after "x = v:" naming the value checked, the numeric rest. Read to the letter
 * the colon would be division (`6x : 3`), and `x = -12: -31 = -31` the chain x = -12/(-31) = -31.
 */
function checkedArithmetic(text: string, vars: readonly string[]): boolean | null {
  const holds = (r: ReturnType<typeof parseStatement>) => r.ok && r.value.meaning.kind === 'set' && isAllSet(r.value.meaning.set);
  const r = parseStatement(text, vars);
  if (r.ok && isNumeric(r.value.statement)) return holds(r);
  const m = LABELLED.exec(text);
  if (!m || vars.length !== 1 || m[1] !== vars[0]) return null;
  const value = parseStatement(`${m[1]} = ${m[2]}`, vars);
  const rest = parseStatement(m[3]!, vars);
  return value.ok && value.value.meaning.kind === 'set' && value.value.meaning.solved && rest.ok && isNumeric(rest.value.statement) ? holds(rest) : null;
}
