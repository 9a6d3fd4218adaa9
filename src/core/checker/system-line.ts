// A system posed on one line as classes write it (pasted work): the second equation named after the
// comma (`I: 3x + 2y = 12, II: x - 2y = -4`, `(1) x + y = 5, (2) x - y = 1`; the first name is read
// as the line's lead-in), or the equations in a brace (`{ 2x + 3y = 13 ; 5x - 3y = 1`, as French
// classes write a system). Read to the letter step 0 was unreadable ("unexpected word II") and
// nothing was judged. The names and the brace are blanked to spaces, so every column stays where it was.
import type { TraceLine } from '../trace/index.ts';
import { inferVariables, parseStatement } from '../trace/index.ts';

/** An equation's name after a comma or semicolon: `II:`, `(2)`, `[II]`, `2)`. */
const NAME_AFTER = /([,;]\s*)(\(\s*(?:I{1,3}|IV|[1-4])\s*\)|\[\s*(?:I{1,3}|IV|[1-4])\s*\]|(?:I{1,3}|IV|[1-4])\s*[:)])/g;
/** A brace opening the line (and closing it, if it does), around equations joined by ";" or ",". */
const BRACE = /^(\s*)\{(.*?)(\}?)(\s*)$/;

const blank = (s: string) => ' '.repeat(s.length);

/** Step 0 with its equations' names and brace blanked, where that makes it a system of two equations; the lines unchanged otherwise. */
export function withSystemNamesBlanked(lines: readonly TraceLine[]): TraceLine[] {
  const first = lines[0];
  if (!first) return lines.slice();
  let text = first.text.replace(NAME_AFTER, (_m, sep: string, name: string) => `${sep}${blank(name)}`);
  const brace = BRACE.exec(text);
  if (brace && /[;,]/.test(brace[2]!)) text = `${brace[1]} ${brace[2]}${blank(brace[3]!)}${brace[4]}`;
  if (text === first.text) return lines.slice();
  const vars = inferVariables(text);
  const read = vars && vars.length === 2 ? parseStatement(text, vars) : null;
  if (!read?.ok || read.value.meaning.kind !== 'set' || read.value.statement.kind !== 'and') return lines.slice();
  return [{ ...first, text }, ...lines.slice(1)];
}
