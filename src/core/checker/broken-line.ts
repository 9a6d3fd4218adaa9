// A statement broken over two lines where it was pasted (PDFs, phones, narrow columns): `4x + 7 =
// 2x`, then `+ 15`. Read line by line, the first was a whole equation, so right work after it was
// judged against 4x + 7 = 2x: "x = 4 does not satisfy the original equation", false of the work
// (red team, round 6). The second line is the first's end, or (`- 3`, `/ 2`) a note of the operation
// the next line does; which was meant the text cannot say, so the trace is refused with both named.
import type { DEFAULT_VARS, TraceLine } from '../trace/index.ts';
import { inferVariables, parseStatement, readOperationHeading } from '../trace/index.ts';

/** What a line can start with only as the rest of another: a binary operator or a relation (`- ` spaced, as a minus sign is not). */
const CONTINUES = /^\s*(?:[+*/\u00d7\u00b7\u22c5\u00f7:=<>\u2264\u2265\u2a7d\u2a7e\u2260]|[-\u2212\u2013]\s)/;

const RELATION_FIRST = /^\s*[=<>\u2264\u2265\u2a7d\u2a7e\u2260]/;

export interface BrokenLine {
  /** Index of the line that continues the one before it. */
  index: number;
  message: string;
}

/**
 * The first line that starts with an operator, reads as no statement alone and reads as one joined
 * to the line before (`+ 15` under `4x + 7 = 2x`); null when there is none. The operation written
 * under both sides (`+5   +5`, reader.ts readOperationHeading) is a note, not a broken line.
 */
export function brokenLine(lines: readonly Pick<TraceLine, 'text'>[]): BrokenLine | null {
  for (let i = 1; i < lines.length; i++) {
    const text = lines[i]!.text.trim();
    if (!CONTINUES.test(text) || readOperationHeading(text) !== null) continue;
    const joined = `${lines[i - 1]!.text.trim()} ${text}`;
    const vars: typeof DEFAULT_VARS = inferVariables(joined) ?? ['x'];
    if (parseStatement(text, vars).ok) continue;
    const read = parseStatement(joined, vars);
    if (!read.ok || read.value.meaning.kind !== 'set') continue;
    const before = lines[i - 1]!.text.trim();
    return {
      index: i,
      message: RELATION_FIRST.test(text) || !parseStatement(before, vars).ok
        ? `"${text}" can only be the end of the line before, broken in two ("${joined}"): join the two lines`
        : `"${text}" could be the end of the line before, broken in two ("${joined}"), or a note of the operation the next line does: join the two lines, or write the note after a bar on the line before ("${before} | ${text}")`,
    };
  }
  return null;
}
