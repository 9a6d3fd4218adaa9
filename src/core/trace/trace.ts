// A whole trace from text: one statement a line, blank lines skipped, each line with an
// optional number label and arrow (numbering.ts). The labels a trace carries must be of
// one style and count up by one a line from 0 or 1; anything else is refused naming the line.
import type { ParseError } from './errors.ts';
import { parseError } from './errors.ts';
import type { Numbering } from './numbering.ts';
import { formatLabel, NO_NUMBERING, readLinePrefix } from './numbering.ts';

export const MAX_TRACE_STEPS = 200;
export const MAX_TRACE_CHARS = 64 * 1024;

export interface TraceLine {
  /** The statement without its label or arrow. */
  text: string;
  /** Where `text` starts in the original line (for columns). */
  offset: number;
  /** 1-based line number in the input. */
  line: number;
  /** The number label as typed on this line ("Step 2:", "3)", …), or null. */
  label: string | null;
}

export type TraceTextResult =
  | { ok: true; steps: TraceLine[]; numbering: Numbering }
  | { ok: false; error: ParseError & { line: number } };

/** The input's lines, as every caller must count them (CRLF, CR and LF line ends). */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

const refuse = (error: ParseError, line: number): TraceTextResult => ({ ok: false, error: { ...error, line } });

/** Splits text into step lines and reads their numbering. Errors only for unusable input. */
export function splitTraceText(text: string): TraceTextResult {
  if (text.length > MAX_TRACE_CHARS) {
    return refuse(parseError('too_long', `trace is longer than ${MAX_TRACE_CHARS} characters`, 0), 1);
  }
  const steps: TraceLine[] = [];
  const lines = splitLines(text);
  let numbering: Numbering | null = null;
  let first: { line: number; label: string } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    // trim() and the lexer agree on what a space is (JavaScript's \s: NBSP, BOM, U+2000…).
    if (!raw.trim()) continue;
    const { label, offset } = readLinePrefix(raw);
    const index = steps.length;
    if (label) {
      const quoted = `"${label.text}"`;
      if (!numbering || !first) {
        const start = label.number - index;
        if (start !== 0 && start !== 1) {
          const why = index === 0 ? 'numbering starts at 0 or 1' : `it is step ${index} (counting from 0), and numbering counts from 0 or 1, one number a line`;
          return refuse(parseError('step_label', `this line is labelled ${quoted} but ${why}`, label.digits, label.digitsEnd), i + 1);
        }
        numbering = { style: label.style, start };
        first = { line: i + 1, label: quoted };
      } else if (label.style !== numbering.style) {
        return refuse(parseError('step_label', `this line is labelled ${quoted} but line ${first.line} is labelled ${first.label}: number every line the same way`, label.start, label.end), i + 1);
      } else if (label.number !== index + numbering.start) {
        return refuse(
          parseError('step_label', `this line is labelled ${quoted} but it is step ${index}, so with the numbering of line ${first.line} its label is "${formatLabel(numbering, index)}"`, label.digits, label.digitsEnd),
          i + 1,
        );
      }
    }
    steps.push({ text: raw.slice(offset), offset, line: i + 1, label: label?.text ?? null });
    if (steps.length > MAX_TRACE_STEPS) {
      return refuse(parseError('too_many_steps', `trace has more than ${MAX_TRACE_STEPS} steps`, 0), i + 1);
    }
  }
  if (!steps.length) return refuse(parseError('empty', 'the trace is empty', 0), 1);
  return { ok: true, steps, numbering: numbering ?? NO_NUMBERING };
}
