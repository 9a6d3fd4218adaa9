// Teacher notation: number labels, arrows and Unicode spacing, read by splitTraceText.
// Table-driven on codes, lines, columns, statement texts and offsets (never message text).
import { describe, expect, it } from 'vitest';
import { describeNumbering, formatLabel, numberingId, parseStatement, readLinePrefix, splitTraceText, stepInSentence, stepName } from '../../src/core/trace/index.ts';

interface Accepted {
  input: string;
  numbering: string;
  steps: string[];
  offsets?: number[];
  labels?: (string | null)[];
}

interface Refused {
  input: string;
  code: string;
  line: number;
  column: number;
}

const ACCEPTED: Accepted[] = [
  // the five numberings, each counted as the user counts
  { input: '3x + 5 = 2x - 7\nx + 5 = -7\nx = -12', numbering: 'none', steps: ['3x + 5 = 2x - 7', 'x + 5 = -7', 'x = -12'], labels: [null, null, null] },
  { input: 'Step 0: 2x = 4\nStep 1: x = 2', numbering: 'step-0', steps: ['2x = 4', 'x = 2'], offsets: [8, 8], labels: ['Step 0:', 'Step 1:'] },
  { input: 'Step 1: 2x = 4\nStep 2: x = 2', numbering: 'step-1', steps: ['2x = 4', 'x = 2'], offsets: [8, 8] },
  { input: 'step 1) 2x = 4\nSTEP 2 . x = 2\nStep3: x = 2', numbering: 'step-1', steps: ['2x = 4', 'x = 2', 'x = 2'], labels: ['step 1)', 'STEP 2 .', 'Step3:'] },
  { input: '1) 2x = 4\n2) x = 2', numbering: 'paren-1', steps: ['2x = 4', 'x = 2'], offsets: [3, 3], labels: ['1)', '2)'] },
  { input: '1)2x = 4\n2 ) x = 2', numbering: 'paren-1', steps: ['2x = 4', 'x = 2'], offsets: [2, 4] },
  { input: '(1) 2x = 4\n(2) x = 2', numbering: 'parenthesised-1', steps: ['2x = 4', 'x = 2'], offsets: [4, 4], labels: ['(1)', '(2)'] },
  { input: '(1)2x = 4\n( 2 ) x = 2', numbering: 'parenthesised-1', steps: ['2x = 4', 'x = 2'], offsets: [3, 6] },
  { input: '1. 2x = 4\n2. x = 2', numbering: 'dot-1', steps: ['2x = 4', 'x = 2'], offsets: [3, 3], labels: ['1.', '2.'] },
  { input: '1.\t2x = 4\n2.x = 2', numbering: 'dot-1', steps: ['2x = 4', 'x = 2'], offsets: [3, 2] },
  // the equation left unnumbered, the steps after it numbered 1), 2): counting from 0
  { input: '2x + 1 = 5\n1) 2x = 4\n2) x = 2', numbering: 'paren-0', steps: ['2x + 1 = 5', '2x = 4', 'x = 2'], labels: [null, '1)', '2)'] },
  // a line without a label takes the next number (as unprefixed lines always did with Step i:)
  { input: '1) 2x + 1 = 5\n2x = 4\n3) x = 2', numbering: 'paren-1', steps: ['2x + 1 = 5', '2x = 4', 'x = 2'], labels: ['1)', null, '3)'] },
  { input: '2x + 3 = 7\nStep 1: x = 2', numbering: 'step-0', steps: ['2x + 3 = 7', 'x = 2'], offsets: [0, 8] },
  // the dot rule: a digit right after the dot makes a decimal, anything else a label
  { input: '1.5x = 3\nx = 2', numbering: 'none', steps: ['1.5x = 3', 'x = 2'] },
  { input: '1. 5x = 10\n2. x = 2', numbering: 'dot-1', steps: ['5x = 10', 'x = 2'] },
  { input: '1. 1.5x = 3\n2. x = 2', numbering: 'dot-1', steps: ['1.5x = 3', 'x = 2'] },
  { input: '0.5x = 1\nx = 2', numbering: 'none', steps: ['0.5x = 1', 'x = 2'] },
  // the parenthesis rule: (N) directly before x or "(" is a factor, not a label
  { input: '(2)x = 4\nx = 2', numbering: 'none', steps: ['(2)x = 4', 'x = 2'] },
  { input: '(2)(x + 1) = 4\nx = 1', numbering: 'none', steps: ['(2)(x + 1) = 4', 'x = 1'] },
  { input: '(2) = x\n(2) + x = 4\n(2) * x = 4\nx = 2', numbering: 'none', steps: ['(2) = x', '(2) + x = 4', '(2) * x = 4', 'x = 2'] },
  { input: '(1) -3x + 2 = 5\n(2) -3x = 3\n(3) x = -1', numbering: 'parenthesised-1', steps: ['-3x + 2 = 5', '-3x = 3', 'x = -1'] },
  // leading arrows, with or without a label
  { input: '2x = 4\n=> x = 2', numbering: 'none', steps: ['2x = 4', 'x = 2'], offsets: [0, 3] },
  { input: '2x = 4\n\u21d2x = 2', numbering: 'none', steps: ['2x = 4', 'x = 2'], offsets: [0, 1] },
  { input: '2x = 4\n  \u2192 x = 2', numbering: 'none', steps: ['2x = 4', 'x = 2'], offsets: [0, 4] },
  { input: '2x = 4\n-> x = 2\n\u27f9 x = 2\n\u2234 x = 2', numbering: 'none', steps: ['2x = 4', 'x = 2', 'x = 2', 'x = 2'] },
  // equivalence arrows (German and French classrooms)
  { input: '2x = 4\n<=> x = 2\n\u21d4 x = 2\n\u27fa x = 2\n\u2194x = 2', numbering: 'none', steps: ['2x = 4', 'x = 2', 'x = 2', 'x = 2', 'x = 2'], offsets: [0, 4, 2, 2, 1] },
  { input: '1) 2x = 4\n2) <=> x = 2', numbering: 'paren-1', steps: ['2x = 4', 'x = 2'], offsets: [3, 7] },
  { input: '1) 2x = 4\n2) => x = 2', numbering: 'paren-1', steps: ['2x = 4', 'x = 2'], offsets: [3, 6] },
  { input: '(1) 2x = 4\n(2)=> x = 2', numbering: 'parenthesised-1', steps: ['2x = 4', 'x = 2'], offsets: [4, 6] },
  { input: 'Step 0: 2x = 4\nStep 1: \u21d2 x = 2', numbering: 'step-0', steps: ['2x = 4', 'x = 2'], offsets: [8, 10] },
  // a dash after "Step N" (a hyphen with a space after it, or an en or em dash); "Step 1 -2x" is no label
  { input: 'Step 1 - 2x + 3 = 11\nStep 2 - 2x = 8\nStep 3 - x = 4', numbering: 'step-1', steps: ['2x + 3 = 11', '2x = 8', 'x = 4'], offsets: [9, 9, 9], labels: ['Step 1 -', 'Step 2 -', 'Step 3 -'] },
  { input: 'Step 1 \u2013 2x = 8\nStep 2\u2014x = 4', numbering: 'step-1', steps: ['2x = 8', 'x = 4'], offsets: [9, 7] },
  // spacing and line ends
  { input: '2x=4\nx=2', numbering: 'none', steps: ['2x=4', 'x=2'] },
  { input: '\ufeff1) 2x = 4\r\n2) x = 2\r\n\r\n\r\n', numbering: 'paren-1', steps: ['2x = 4', 'x = 2'], offsets: [4, 3] },
  { input: '\u00a01)\u00a02x = 4\r2)\u2009x = 2\n\u3000\n', numbering: 'paren-1', steps: ['2x = 4', 'x = 2'], offsets: [4, 3] },
  { input: 'Step\u00a00:\u202f2x = 4\nStep 1: x = 2\n \t\n', numbering: 'step-0', steps: ['2x = 4', 'x = 2'] },
];

const REFUSED: Refused[] = [
  // skipped, repeated and out-of-range numbers: at the number
  { input: '1) 2x = 4\n3) x = 2', code: 'step_label', line: 2, column: 1 },
  { input: '1) 2x = 4\n1) x = 2', code: 'step_label', line: 2, column: 1 },
  { input: '(1) 2x = 4\n(2) x = 4\n\n(4) x = 2', code: 'step_label', line: 4, column: 2 },
  // "(3) x = 2" would parse as 3x = 2, but in a trace numbered (1), (2), … it is a skipped number
  { input: '(1) 2x = 4\n(3) x = 2', code: 'step_label', line: 2, column: 2 },
  { input: '1. 2x = 4\n  3. x = 2', code: 'step_label', line: 2, column: 3 },
  { input: 'Step 1: 2x = 4\nStep 1: x = 2', code: 'step_label', line: 2, column: 6 },
  { input: 'Step 1: 2x = 4\nx = 2\nStep 2: x = 2', code: 'step_label', line: 3, column: 6 },
  { input: '2) 2x = 4\n3) x = 2', code: 'step_label', line: 1, column: 1 },
  { input: 'Step 2: 2x = 4', code: 'step_label', line: 1, column: 6 },
  { input: '2x + 1 = 5\n2x = 4\n1) x = 2', code: 'step_label', line: 3, column: 1 },
  // mixed styles: at the label
  { input: '1) 2x = 4\n2. x = 2', code: 'step_label', line: 2, column: 1 },
  { input: '1) 2x = 4\n (2) x = 2', code: 'step_label', line: 2, column: 2 },
  { input: 'Step 1: 2x = 4\n2) x = 2', code: 'step_label', line: 2, column: 1 },
  { input: '1. 2x = 4\nStep 2: x = 2', code: 'step_label', line: 2, column: 1 },
  // unusable text
  { input: '\r\n\u00a0\n\ufeff\n', code: 'empty', line: 1, column: 1 },
];

describe('splitTraceText reads teacher notation (accepted)', () => {
  it.each(ACCEPTED.map((c) => [JSON.stringify(c.input), c] as const))('%s', (_name, c) => {
    const r = splitTraceText(c.input);
    if (!r.ok) expect.fail(`refused: ${r.error.code} at line ${r.error.line}, column ${r.error.start + 1}`);
    expect(numberingId(r.numbering)).toBe(c.numbering);
    expect(r.steps.map((s) => s.text)).toEqual(c.steps);
    if (c.offsets) expect(r.steps.map((s) => s.offset)).toEqual(c.offsets);
    if (c.labels) expect(r.steps.map((s) => s.label)).toEqual(c.labels);
    for (const s of r.steps) expect(parseStatement(s.text).ok, s.text).toBe(true);
  });
});

describe('splitTraceText refuses inconsistent numbering, naming the line and column', () => {
  it.each(REFUSED.map((c) => [JSON.stringify(c.input), c] as const))('%s', (_name, c) => {
    const r = splitTraceText(c.input);
    if (r.ok) expect.fail(`accepted ${r.steps.length} steps as ${numberingId(r.numbering)}`);
    expect({ code: r.error.code, line: r.error.line, column: r.error.start + 1 }).toEqual({ code: c.code, line: c.line, column: c.column });
    expect(r.error.end).toBeGreaterThan(r.error.start);
  });
});

describe('readLinePrefix', () => {
  it.each([
    ['3x + 5 = 2x - 7', null, 0],
    ['12) x = 1', 12, 4],
    ['(3)   x = 1', 3, 6],
    ['7. x = 1', 7, 3],
    ['7.5 = x', null, 0],
    ['(7)x = 1', null, 0],
    ['(7)', 7, 3],
    ['7.', 7, 2],
    ['=>', null, 2],
    ['Step 12: x = 1', 12, 9],
    ['Step 2 - x = 1', 2, 9],
    // `-2x` could be the statement's own sign: no label, the line left unread
    ['Step 2 -2x = 1', null, 0],
  ] as const)('%s → label %s, statement at %i', (line, number, offset) => {
    const p = readLinePrefix(line);
    expect(p.label?.number ?? null).toBe(number);
    expect(p.offset).toBe(offset);
  });
});

describe('formatLabel and describeNumbering', () => {
  it('show step i in the user\'s own numbering', () => {
    expect(formatLabel({ style: 'none', start: 0 }, 2)).toBeNull();
    expect(formatLabel({ style: 'step', start: 0 }, 2)).toBe('Step 2');
    expect(formatLabel({ style: 'step', start: 1 }, 2)).toBe('Step 3');
    expect(formatLabel({ style: 'paren', start: 1 }, 2)).toBe('3)');
    expect(formatLabel({ style: 'paren', start: 0 }, 2)).toBe('2)');
    expect(formatLabel({ style: 'dot', start: 1 }, 0)).toBe('1.');
    expect(formatLabel({ style: 'parenthesised', start: 1 }, 9)).toBe('(10)');
    expect(describeNumbering({ style: 'paren', start: 1 })).toMatch(/^1\), 2\), 3\), …/);
  });

  it('a formatted label reads back as the same number and style', () => {
    for (const style of ['step', 'paren', 'dot', 'parenthesised'] as const) {
      for (const start of [0, 1] as const) {
        for (const index of [0, 1, 9, 199]) {
          const label = formatLabel({ style, start }, index)!;
          const p = readLinePrefix(`${label}${style === 'step' ? ':' : ''} x = 1`);
          expect(p.label).toMatchObject({ style, number: index + start });
        }
      }
    }
  });
});

describe('stepName: one name for a step wherever a person reads it', () => {
  it('is the trace\'s own label, else "Step i" counting from 0', () => {
    expect(stepName({ style: 'none', start: 0 }, 2)).toBe('Step 2');
    expect(stepName({ style: 'step', start: 0 }, 2)).toBe('Step 2');
    expect(stepName({ style: 'step', start: 1 }, 2)).toBe('Step 3');
    expect(stepName({ style: 'paren', start: 1 }, 2)).toBe('3)');
    expect(stepName({ style: 'parenthesised', start: 1 }, 2)).toBe('(3)');
    expect(stepName({ style: 'dot', start: 1 }, 2)).toBe('3.');
    expect(stepInSentence({ style: 'none', start: 0 }, 2)).toBe('step 2');
    expect(stepInSentence({ style: 'step', start: 1 }, 2)).toBe('step 3');
    expect(stepInSentence({ style: 'paren', start: 1 }, 2)).toBe('step 3)');
    expect(stepInSentence({ style: 'parenthesised', start: 1 }, 2)).toBe('step (3)');
    expect(stepInSentence({ style: 'dot', start: 1 }, 2)).toBe('step 3.');
  });

  it('names the step as the line it came from is labelled, for every numbering the reader accepts', () => {
    const writers = [(i: number) => `${i + 1}) `, (i: number) => `(${i + 1}) `, (i: number) => `${i + 1}. `, (i: number) => `Step ${i + 1}: `, (i: number) => `Step ${i}: `, (i: number) => `${i}) `];
    for (const write of writers) {
      const text = Array.from({ length: 4 }, (_v, i) => `${write(i)}x = ${i}`).join('\n');
      const read = splitTraceText(text);
      if (!read.ok) throw new Error(read.error.message);
      read.steps.forEach((s, i) => expect(stepName(read.numbering, i).replace(/:$/, '')).toBe(s.label!.replace(/:$/, '')));
    }
  });
});

describe('spaces inside a statement', () => {
  it.each([
    ['NBSP', '3x\u00a0+ 5 = 2x - 7'],
    ['narrow NBSP', '3x\u202f+ 5 = 2x - 7'],
    ['thin space', '3x\u2009+\u20095 = 2x - 7'],
    ['ideographic space', '3x\u3000+ 5 = 2x - 7'],
    ['BOM', '\ufeff3x + 5 = 2x - 7'],
    ['zero-width space', '3x\u200b + 5 = 2x\u2060 - 7'],
    ['no spaces', '3x+5=2x-7'],
  ])('%s is a space', (_name, text) => {
    const r = parseStatement(text);
    expect(r.ok && r.value.statement).toEqual((parseStatement('3x + 5 = 2x - 7') as { ok: true; value: { statement: unknown } }).value.statement);
  });

  it('an invisible character that is not a space is named by its code point, at its column', () => {
    const r = parseStatement('3x\u00ad + 5 = 2x - 7');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('unexpected_char');
      expect(r.error.start + 1).toBe(3);
      expect(r.error.message).toContain('U+00AD');
    }
  });
});
