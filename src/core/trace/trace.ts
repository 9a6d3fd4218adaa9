// A whole trace from text: one statement a line, blank lines skipped, each line with an
// optional number label and arrow (numbering.ts). The labels a trace carries must be of
// one style and count up by one a line from 0 or 1; anything else is refused naming the line.
import type { ParseError } from './errors.ts';
import { parseError } from './errors.ts';
import type { Numbering } from './numbering.ts';
import { formatLabel, NO_NUMBERING, readLinePrefix } from './numbering.ts';
import { inferVariables } from './parser.ts';
import type { Annotation } from './reader.ts';
import { isBlank, isProblemHeading, matchCase, readStatement, skipInvisible } from './reader.ts';

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
  /** An operation or explanation written beside the statement (`| -2x`, `(subtract 2x)`), read as a comment. */
  annotation?: Annotation | null;
  /** A lead-in taken off the start ("Answer:", "So"), or null. */
  leadIn?: string | null;
  /** A tick (✓) ended the line (reader.ts); absent when none. */
  ticked?: true;
  /** Ticks on values inside a list (reader.ts: `x = 3 ✓ or x = -3 ✓`); absent when none. */
  innerTicks?: true;
  /** The statement continues on the next line (checker/continued-line.ts: `x = 3 or`, then `x = -3`); absent when not. */
  continues?: true;
}

export type TraceTextResult =
  | { ok: true; steps: TraceLine[]; numbering: Numbering }
  | { ok: false; error: ParseError & { line: number } };

/** The input's lines, as every caller must count them (CRLF, CR and LF line ends). */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

const refuse = (error: ParseError, line: number): TraceTextResult => ({ ok: false, error: { ...error, line } });

/** An exercise's letter starting a line: `a)`, `b)` (any case, up to h). */
const EXERCISE = /^([a-hA-H]\))\s+(?=\S)/;

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
    // Blank means blank: spaces of every kind and zero-width characters (U+200B…, BOM) only.
    if (isBlank(raw)) continue;
    // `Solve:`, `Problem 3` above the equation: no step (isProblemHeading).
    if (steps.length === 0 && isProblemHeading(raw)) continue;
    // Zero-width characters before a label or an arrow do not hide it.
    let lead = skipInvisible(raw);
    // `a) 2x + 3 = 11`: the exercise's letter before step 0 (no statement starts with `a)`). A
    // second letter later starts a second exercise, which is no step of the first.
    const exercise = EXERCISE.exec(raw.slice(lead));
    if (exercise && steps.length > 0) {
      return refuse(parseError('step_label', `"${exercise[1]}" could start another exercise or number this line as a step: paste one exercise's work at a time, and number steps with numbers ("1)", "Step 1:")`, lead, lead + exercise[1]!.length), i + 1);
    }
    if (exercise) lead = skipInvisible(raw, lead + exercise[0].length);
    // `N:` numbers a line where step 0 is numbered (so by another style, it is refused as mixed: round 70 A, `Step 1: …`, then
    // `2: 3x = 15`, read as the division 2 : 3x).
    let prefix = readLinePrefix(raw.slice(lead), steps.length === 0 || numbering !== null);
    // `3: x + 2 = 5` may be exercise 3 (or a division): `N:` numbers step 0 only as 0 or 1, else the line is left as written.
    if (prefix.label?.style === 'colon' && !numbering && prefix.label.number > 1) prefix = readLinePrefix(raw.slice(lead));
    const label = prefix.label && { ...prefix.label, start: prefix.label.start + lead, end: prefix.label.end + lead, digits: prefix.label.digits + lead, digitsEnd: prefix.label.digitsEnd + lead };
    const read = readStatement(raw, prefix.offset + lead, steps.length === 0);
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
    steps.push({ text: read.text, offset: read.offset, line: i + 1, label: label?.text ?? null, annotation: read.annotation, leadIn: read.leadIn, ...(read.ticked ? { ticked: read.ticked } : {}), ...(read.innerTicks ? { innerTicks: read.innerTicks } : {}) });
    if (steps.length > MAX_TRACE_STEPS) {
      return refuse(parseError('too_many_steps', `trace has more than ${MAX_TRACE_STEPS} steps`, 0), i + 1);
    }
  }
  if (!steps.length) return refuse(parseError('empty', 'the trace is empty', 0), 1);
  // One unknown, one case: `3X + 5 = 2X - 7` then `x = -12` names the same X.
  const vars = inferVariables(steps[0]!.text);
  if (vars && vars.length === 1) for (const s of steps) s.text = matchCase(s.text, vars[0]!);
  return { ok: true, steps, numbering: numbering ?? NO_NUMBERING };
}
