// An answer continued on the next line, as rich-text editors and hurried typing leave it: `x = 3 or`
// then `x = -3`; `x = -3`, then `or` alone, then `x = 2`; `x = 0`, then `or x = 4`. Each piece read as
// a step of its own, the first was unreadable or a value list that "drops" the rest, and the last was
// taken for the whole answer: a right answer was "wrong, misses x = 3" (red team, round 31). Read as the
// one statement it is, on every line it spans: each piece's step is the whole statement, so the steps keep
// their count and every later step its number (joined into one step, the first error after it was named
// one step early; round 32), and a continuation says "same solution set as the previous step". A wrong answer
// so written is not placed at a line: which of its lines holds the error is not known (round 34's reviewer
// marked the line with the wrong value, where the checker marked the first). Only where the pieces, joined, read as
// values of the unknowns, and no piece is numbered (a label makes a line a step of its own); the joined
// text always parses, so no column in it is ever reported.
import type { TraceLine } from '../trace/index.ts';
import { DEFAULT_VARS, inferVariables, parseStatement } from '../trace/index.ts';

const ENDS_JOINED = /\s(?:or|and)$/i;
const JOIN_ALONE = /^(?:or|and)$/i;
const STARTS_JOINED = /^(?:or|and)\s/i;

/** Whether `text` reads as values of the unknowns joined by "or" or "and" (`x = 3 or x = -3`, `x = 3 and y = 2`). */
function valuesJoined(text: string, vars: readonly string[]): boolean {
  const r = parseStatement(text, vars);
  if (!r.ok || r.value.meaning.kind !== 'set') return false;
  const st = r.value.statement;
  return (st.kind === 'or' || st.kind === 'and') && st.parts.every((p) => p.kind === 'relation' && p.rels.length === 1 && p.rels[0] === '=' && p.sides.some((e) => e.type === 'var'));
}

/** A line that may be a piece of an answer: no number label (a label makes a line a step of its own), no note. */
const free = (l: TraceLine | undefined): l is TraceLine => !!l && l.label === null && !l.annotation;

/** The lines with each answer continued over two or three lines read as one (see the header). */
export function joinContinuedAnswers(lines: readonly TraceLine[]): TraceLine[] {
  const vars = (lines[0] && inferVariables(lines[0].text)) ?? DEFAULT_VARS;
  const out: TraceLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const a = lines[i]!;
    const b = lines[i + 1];
    const c = lines[i + 2];
    if (i > 0 && free(a) && free(b) && free(c) && JOIN_ALONE.test(b.text.trim())) {
      const text = `${a.text} ${b.text.trim()} ${c.text}`;
      if (valuesJoined(text, vars)) { out.push({ ...a, text, continues: true }, { ...b, text, continues: true }, { ...c, text }); i += 2; continue; }
    }
    if (i > 0 && free(a) && free(b) && (ENDS_JOINED.test(a.text.trim()) || STARTS_JOINED.test(b.text.trim()))) {
      const text = `${a.text.trim()} ${b.text.trim()}`;
      if (valuesJoined(text, vars)) { out.push({ ...a, text, continues: true }, { ...b, text }); i += 1; continue; }
    }
    out.push(a);
  }
  return out;
}
