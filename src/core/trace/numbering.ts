// Teacher notation at the start of a line: a number label (`Step 1:`, `1)`, `(1)`, `1.`)
// and a leading arrow (`=>`, `⇒`, `→`, `⇔`, `<=>`). Reading them here, before the statement parser,
// keeps the statement grammar unchanged and columns true to the typed line.
import { combinesEquations } from './reader.ts';

export type NumberingStyle = 'none' | 'step' | 'paren' | 'dot' | 'parenthesised' | 'colon';

/** How a trace numbers its lines: the style, and the number its step 0 carries (0 or 1). */
export interface Numbering {
  style: NumberingStyle;
  start: 0 | 1;
}

export const NO_NUMBERING: Numbering = { style: 'none', start: 0 };

export interface LineLabel {
  style: Exclude<NumberingStyle, 'none'>;
  /** The number as written. */
  number: number;
  /** The label as typed, e.g. "Step 2:" or "(3)", trimmed. */
  text: string;
  /** [start, end) of the label in the line; [digits, digitsEnd) is where its number sits. */
  start: number;
  end: number;
  digits: number;
  digitsEnd: number;
}

export interface LinePrefix {
  label: LineLabel | null;
  /** Where the statement starts in the line, after the label, an arrow and spaces. */
  offset: number;
}

const MAX_LABEL_DIGITS = 6;
const DIGITS = `(\\d{1,${MAX_LABEL_DIGITS}})`;
// A label must not swallow the start of a statement. `N)` never starts one; `(N)` is a
// label only before a digit, an arrow, the line's end, or a space and then anything but an
// operator (so `(2)x = 4` stays the product 2x and `(2) = x` the equation 2 = x); `N.` is a
// label unless a digit follows the dot (so `1.5x = 3` is a decimal).
// "<=>", "⇔", "⟺", "↔": the equivalence arrows of German and French classrooms.
const ARROW = '<=>|=>|->|\u21d2|\u27f9|\u2192|\u27f6|\u2234|\u21d4|\u27fa|\u2194';
const LABELS: { style: LineLabel['style']; re: RegExp }[] = [
  // `Step 1 - 2x + 3 = 11`, `Step 1 – …`: a dash after the number; a hyphen only with a space after it
  // (`Step 1 -2x` could be the statement -2x, and is left unread).
  { style: 'step', re: new RegExp(`^(\\s*)(step\\s*${DIGITS}\\s*(?:[:.)\u2013\u2014]|-(?=\\s)))`, 'i') },
  { style: 'parenthesised', re: new RegExp(`^(\\s*)(\\(\\s*${DIGITS}\\s*\\))(?=\\d|\\s*$|\\s*(?:${ARROW})|\\s+[^\\s=+*/^)!\u2260\u00b7\u00d7\u22c5])`) },
  { style: 'paren', re: new RegExp(`^(\\s*)(${DIGITS}\\s*\\))`) },
  { style: 'dot', re: new RegExp(`^(\\s*)(${DIGITS}\\.)(?!\\d)`) },
  // `1: 2x + 5 = 13`, as notes apps, transcripts and spreadsheets number lines (round 69 B: read as the division 1 : 2x, right
  // work was wrong and "had no final answer"). A colon may divide (`6: 2 = 3`), so only with a space after it, and only where
  // step 0 is numbered so (readLinePrefix's `colon`): one such line later in the work is left as written.
  { style: 'colon', re: new RegExp(`^(\\s*)(${DIGITS}:)(?=\\s)`) },
];
const LEADING_ARROW = new RegExp(`^\\s*(?:${ARROW})`);
const SPACES = /^\s*/;

function readLabel(line: string, colon: boolean): LineLabel | null {
  for (const { style, re } of LABELS) {
    if (style === 'colon' && !colon) continue;
    const m = re.exec(line);
    if (!m) continue;
    // `(1) - (2): 2y = 4` names equations to combine (reader.ts, the lead-in), never a label.
    if (style === 'parenthesised' && combinesEquations(line.slice(m[1]!.length))) continue;
    const start = m[1]!.length;
    const text = m[2]!;
    const digits = start + text.search(/\d/);
    return { style, number: Number(m[3]), text, start, end: start + text.length, digits, digitsEnd: digits + m[3]!.length };
  }
  return null;
}

/**
 * The label and arrow at the start of a line, if any; the statement starts at `offset`. `colon`: whether `N:` may be a
 * label (on step 0, and after a step 0 numbered so).
 */
export function readLinePrefix(line: string, colon = false): LinePrefix {
  const label = readLabel(line, colon);
  let offset = label ? label.end : 0;
  const arrow = LEADING_ARROW.exec(line.slice(offset));
  if (arrow) offset += arrow[0].length;
  offset += SPACES.exec(line.slice(offset))![0].length;
  return { label, offset };
}

/** The label step `index` carries in this numbering, as the view and the CLI show it; null for none. */
export function formatLabel(n: Numbering, index: number): string | null {
  const k = index + n.start;
  switch (n.style) {
    case 'none':
      return null;
    case 'step':
      return `Step ${k}`;
    case 'paren':
      return `${k})`;
    case 'dot':
      return `${k}.`;
    case 'parenthesised':
      return `(${k})`;
    // `3:` reads badly inside a sentence ("3: is the first invalid step"): named as a step, with the trace's number.
    case 'colon':
      return `Step ${k}`;
  }
}

/**
 * How step `index` is named wherever a person reads it (the Check view's headline, Q3 card,
 * step list and explanation, the Ask verdict, the Demo, Results, reports, the CLI): the
 * trace's own label when it numbers its lines ("3)", "(3)", "Step 3", "3."), else "Step i"
 * counting from 0, as prompts and files show a sample. Stored indices stay 0-based.
 */
export function stepName(n: Numbering, index: number): string {
  return formatLabel(n, index) ?? `Step ${index}`;
}

/** The same name inside a sentence: "step 3)", "step (3)", "step 3.", "step 3". */
export function stepInSentence(n: Numbering, index: number): string {
  const name = stepName(n, index);
  return `step ${name.startsWith('Step ') ? name.slice(5) : name}`;
}

/** "1), 2), 3), …" — the numbering in words, for messages and the view. */
export function describeNumbering(n: Numbering): string {
  if (n.style === 'none') return 'no line numbers (steps count from 0)';
  const first = n.style === 'colon' ? [0, 1, 2].map((i) => `${i + n.start}:`).join(' ') : [0, 1, 2].map((i) => formatLabel(n, i)).join(', ');
  return `${first}, … (counting from ${n.start})`;
}

/** A stable id for files and the CLI: "none", "step-0", "step-1", "paren-1", … */
export function numberingId(n: Numbering): string {
  return n.style === 'none' ? 'none' : `${n.style}-${n.start}`;
}
