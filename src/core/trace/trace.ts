// A whole trace from text: one statement a line, an optional "Step i:" prefix.
import type { ParseError } from './errors.ts';
import { parseError } from './errors.ts';

export const MAX_TRACE_STEPS = 200;
export const MAX_TRACE_CHARS = 64 * 1024;

export interface TraceLine {
  /** The statement without its prefix. */
  text: string;
  /** Where `text` starts in the original line (for columns). */
  offset: number;
  /** 1-based line number in the input. */
  line: number;
}

export type TraceTextResult = { ok: true; steps: TraceLine[] } | { ok: false; error: ParseError & { line: number } };

const PREFIX = /^\s*step\s+(\d+)\s*[:.)]\s*/i;

/** Splits text into step lines; blank lines are skipped. Errors only for unusable input. */
export function splitTraceText(text: string): TraceTextResult {
  if (text.length > MAX_TRACE_CHARS) {
    return { ok: false, error: { ...parseError('too_long', `trace is longer than ${MAX_TRACE_CHARS} characters`, 0), line: 1 } };
  }
  const steps: TraceLine[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    if (!raw.trim()) continue;
    const m = PREFIX.exec(raw);
    if (m) {
      const label = Number(m[1]);
      if (label !== steps.length) {
        const at = raw.search(/\d/);
        return {
          ok: false,
          error: { ...parseError('step_label', `this line is labelled Step ${m[1]} but it is step ${steps.length}`, at, at + m[1]!.length), line: i + 1 },
        };
      }
    }
    const offset = m ? m[0].length : 0;
    steps.push({ text: raw.slice(offset), offset, line: i + 1 });
    if (steps.length > MAX_TRACE_STEPS) {
      return { ok: false, error: { ...parseError('too_many_steps', `trace has more than ${MAX_TRACE_STEPS} steps`, 0), line: i + 1 } };
    }
  }
  if (!steps.length) return { ok: false, error: { ...parseError('empty', 'the trace is empty', 0), line: 1 } };
  return { ok: true, steps };
}
