// checkTraceText: pasted text with optional number labels, its unusable-input errors, and the
// headline and explanation it gives (which must agree).
import { describe, expect, it } from 'vitest';
import { checkTrace, checkTraceText, explain, headline, renumber } from '../../src/core/checker/index.ts';
import { MAX_TRACE_CHARS, MAX_TRACE_STEPS, printTrace } from '../../src/core/trace/index.ts';
import { expectConsistent } from './helpers.ts';

const SQUARED = ['x + 1 = 2x - 3', '(x + 1)^2 = (2x - 3)^2', 'check x = 2/3: 5/3 != -5/3, reject', 'x = 4'];

function ok(text: string) {
  const r = checkTraceText(text);
  if (!r.ok) throw new Error(`refused: ${r.error.code} ${r.error.message}`);
  return r;
}

function refused(text: string) {
  const r = checkTraceText(text);
  if (r.ok) throw new Error(`accepted: ${r.lines.length} steps`);
  return r.error;
}

describe('checkTraceText: accepted input', () => {
  it('printTrace output gives the same result as checkTrace on the statements', () => {
    const r = ok(printTrace(SQUARED));
    const plain = checkTrace(SQUARED);
    expect({ q1: r.result.q1, q2: r.result.q2, q3: r.result.q3 }).toEqual({ q1: true, q2: true, q3: -1 });
    expect(r.result.obligations).toEqual(plain.obligations);
    expect(r.result.steps.map((s) => [s.kind, s.code, s.text])).toEqual(plain.steps.map((s) => [s.kind, s.code, s.text]));
    expectConsistent(r.result, SQUARED.length);
  });

  it('CRLF, blank lines, mixed prefixes and no prefixes', () => {
    const text = `Step 0: ${SQUARED[0]}\r\n\r\n  \r\n${SQUARED[1]}\r\nstep 2 : ${SQUARED[2]}\r\n\r\nStep 3) ${SQUARED[3]}\r\n`;
    const r = ok(text);
    expect(r.lines.map((l) => l.line)).toEqual([1, 4, 5, 7]);
    expect(r.lines.map((l) => l.text)).toEqual(SQUARED);
    expect(r.result.q2).toBe(true);
    expect(r.result.steps).toHaveLength(4);
  });

  it('old Mac line ends (CR only)', () => {
    const r = ok(SQUARED.join('\r'));
    expect(r.result.q2).toBe(true);
  });

  it('a parse error column counts from the start of the input line, prefix included', () => {
    const r = ok('Step 0: 2x + 3 = 11\nStep 1: 2x = 8 apples\nStep 2: x = 4');
    const step = r.result.steps[1]!;
    expect(step.code).toBe('parse_error');
    expect(step.column).toBe(16); // "Step 1: " is 8 characters, "apples" starts at column 8 of the statement
    expect(r.result.q3).toBe(1);
  });

  it('the parse error reason names the same column as the log (the column the user sees in the line)', () => {
    const r = ok('Step 0: 2x + 3 = 11\nStep 1: 2x = 8 apples\nStep 2: x = 4');
    const step = r.result.steps[1]!;
    expect(step.reason).toContain(`column ${step.column}`);
  });

  it('exactly MAX_TRACE_STEPS steps are accepted', () => {
    const lines = ['2x = 8', ...Array.from({ length: MAX_TRACE_STEPS - 1 }, () => 'x = 4')];
    const r = ok(lines.join('\n'));
    expect(r.result.steps).toHaveLength(MAX_TRACE_STEPS);
    expect(r.result.q2).toBe(true);
  });

  it('exactly MAX_TRACE_CHARS characters are accepted (an over-long statement is a parse error, not a refusal)', () => {
    const head = '2x = 8\nx = 4';
    // Trailing spaces are no part of a statement (the reader drops them), so the long line holds terms.
    const text = head + ' + 0'.repeat((MAX_TRACE_CHARS - head.length) / 4);
    expect(text.length).toBe(MAX_TRACE_CHARS);
    const r = ok(text);
    expect(r.result.steps[1]!.code).toBe('parse_error');
    expect(r.result.steps[1]!.reason).toMatch(/longer than/);
  });
});

describe('checkTraceText: unusable input', () => {
  it.each([
    ['empty', ''],
    ['only blank lines', '\n \r\n\t\n'],
  ])('%s → empty', (_name, text) => {
    const e = refused(text);
    expect(e.code).toBe('empty');
    expect(e.message.length).toBeGreaterThan(0);
  });

  it('one character over MAX_TRACE_CHARS → too_long', () => {
    const e = refused('x'.repeat(MAX_TRACE_CHARS + 1));
    expect(e.code).toBe('too_long');
    expect(e.message).toContain(String(MAX_TRACE_CHARS));
  });

  it.each([
    ['HTML whose text is shorter', '<p>2x = 4</p>' + '<b></b>'.repeat(MAX_TRACE_CHARS / 7)],
    ['spaces a cut would shorten', '2x = 4\nx = 2' + ' '.repeat(MAX_TRACE_CHARS)],
    ['LaTeX', '$\\frac{x}{2} = 1$ '.repeat(MAX_TRACE_CHARS / 10)],
  ])('text over MAX_TRACE_CHARS as typed → too_long, before it is read as plain text (%s)', (_name, text) => {
    // The bound is on what the user typed: the Check view ran LaTeX's reading over 4 MB for minutes.
    expect(text.length).toBeGreaterThan(MAX_TRACE_CHARS);
    const e = refused(text);
    expect(e.code).toBe('too_long');
  });

  it('MAX_TRACE_STEPS + 1 steps → too_many_steps at the offending line', () => {
    const lines = ['2x = 8', ...Array.from({ length: MAX_TRACE_STEPS }, () => 'x = 4')];
    const e = refused(lines.join('\n'));
    expect(e.code).toBe('too_many_steps');
    expect(e.line).toBe(MAX_TRACE_STEPS + 1);
  });

  it('blank lines do not count as steps', () => {
    const lines = ['2x = 8', ...Array.from({ length: MAX_TRACE_STEPS - 1 }, () => 'x = 4\n')];
    expect(ok(lines.join('\n')).result.steps).toHaveLength(MAX_TRACE_STEPS);
  });

  it('a mislabelled Step prefix names the line and the column of the label', () => {
    const e = refused('Step 0: 2x + 3 = 11\nStep 5: x = 4');
    expect(e).toMatchObject({ code: 'step_label', line: 2, column: 6 });
    expect(e.message).toContain('5');
    expect(e.message).toContain('1');
  });

  it('labels count from 0 or 1: starting at Step 2 is mislabelled', () => {
    expect(refused('Step 2: 2x + 3 = 11\nStep 3: x = 4')).toMatchObject({ code: 'step_label', line: 1, column: 6 });
  });

  it('a label counts the unprefixed lines too', () => {
    expect(refused('2x + 3 = 11\n2x = 8\nStep 1: x = 4')).toMatchObject({ code: 'step_label', line: 3 });
    expect(ok('2x + 3 = 11\n2x = 8\nStep 2: x = 4').result.q2).toBe(true);
  });
});

describe('checkTraceText: teacher notation is judged like the plain trace', () => {
  const CORRECT = ['3x + 5 = 2x - 7', 'x + 5 = -7', 'x = -12'];
  const WRONG = ['3x + 5 = 2x - 7', 'x + 5 = 7', 'x = 2'];
  const FORMS: [string, (i: number) => string][] = [
    ['none', () => ''],
    ['step-0', (i) => `Step ${i}: `],
    ['step-1', (i) => `Step ${i + 1}: `],
    ['paren-1', (i) => `${i + 1}) `],
    ['dot-1', (i) => `${i + 1}. `],
    ['parenthesised-1', (i) => `(${i + 1}) `],
  ];

  it.each(FORMS)('%s, with arrows, CRLF, NBSP and a BOM', (id, label) => {
    for (const steps of [CORRECT, WRONG]) {
      const plain = checkTrace(steps);
      const text = '\ufeff' + steps.map((s, i) => `${label(i)}${i === steps.length - 1 ? '=> ' : ''}${s.replace(/ /g, i === 1 ? '\u00a0' : ' ')}`).join('\r\n') + '\r\n\r\n';
      const r = ok(text);
      expect(`${r.numbering.style}-${r.numbering.start}`.replace('none-0', 'none')).toBe(id);
      expect({ q1: r.result.q1, q2: r.result.q2, q3: r.result.q3 }).toEqual({ q1: plain.q1, q2: plain.q2, q3: plain.q3 });
      expect(r.result.steps.map((s) => [s.kind, s.code])).toEqual(plain.steps.map((s) => [s.kind, s.code]));
    }
  });

  it('the issue\'s example: "1) 3x + 5 = 2x - 7 …" is valid, and wrong at 2) when step 1 is wrong', () => {
    expect(ok('1) 3x + 5 = 2x - 7\n2) x + 5 = -7\n3) x = -12').result).toMatchObject({ q1: true, q2: true, q3: -1 });
    const bad = ok('1) 3x + 5 = 2x - 7\n2) x + 5 = 7\n3) x = 2');
    expect(bad.result).toMatchObject({ q1: false, q2: false, q3: 1 });
    expect(bad.lines[bad.result.q3]!.label).toBe('2)');
  });
});

describe('headline and explanation agree on the final answer', () => {
  const CASES: [string, 'none' | 'correct' | 'wrong' | 'unjudged'][] = [
    ['3x + 5 = 2x - 7\nx + 5 = -7\nx = -12', 'correct'],
    ['3x + 5 = 2x - 7\nx + 5 = 7\nx = 2', 'wrong'],
    ['3x + 5 = 2x - 7\nx + 5 = 7\nx = -12', 'correct'],
    ['3x + 5 = 2x - 7\nx + 5 = -7', 'none'],
    ['3x + 5 = 2x - 7\nx + 5 = -7\nx = -12 apples', 'unjudged'],
    ['3x + 5 = 2x - 7', 'none'],
    ['x^2 = 4\nx = 2 or x = -2', 'correct'],
    ['x^2 = 4\nx = 2 or x = 3', 'wrong'],
    ['2(x + 1) = 2x + 2\nx = 1', 'unjudged'],
  ];

  it.each(CASES)('%j → final answer %s', (text, outcome) => {
    const r = ok(text).result;
    const head = headline(r);
    const expl = r.explanation;
    if (outcome === 'unjudged') {
      // Never a false sentence: no claim about a final answer the checker could not judge.
      expect(r.claims.q1).toBe(false);
      expect(head).toMatch(/the final answer is not judged\.$/);
      expect(expl).toMatch(/The final answer is not judged: .+\.$/);
      expect(expl).not.toMatch(/satisf|correct|wrong/);
    } else if (outcome === 'none') {
      expect(r.final).toBeNull();
      expect(head).toMatch(/there is no final answer\.$/);
      expect(expl).toMatch(/There is no final answer\.$/);
    } else {
      expect(r.final).not.toBeNull();
      expect(head).toMatch(outcome === 'correct' ? /the final answer is correct\.$/ : /the final answer is wrong\.$/);
      expect(expl).toMatch(outcome === 'correct' ? / (satisfies|is exactly the solution set of) the original equation\.$/ : / (does not satisfy the original equation|is not the solution set of the original equation: .+)\.$/);
    }
    if (!r.claims.q2 && !r.unreadable.length) expect(head).toBe(`Step 0 is not a usable original: ${r.steps[0]!.reason}; the steps are not judged, and the final answer is not judged.`);
    else if (!r.claims.q2) expect(head).toMatch(new RegExp(`^Step ${r.unreadable[0]} \\(line \\d+\\) could not be read;`));
    else if (r.q2) expect(head).toBe(`All ${r.steps.length} steps are valid; the final answer is correct.`);
    else expect(head.startsWith(`Step ${r.q3} is the first invalid step;`)).toBe(true);
    expect(explain(r)).toBe(expl);
  });

  it('both name steps as the trace numbers them, reasons included (trace/numbering.ts stepName)', () => {
    // x = 3 comes of multiplying by (x - 3): values written down add no candidates (check.ts, pasted).
    const r = ok('1) x^2 = 4\n2) x^2(x - 3) = 4(x - 3)\n3) x = 2 or x = -2 or x = 3\n4) x = 2 or x = -2').result;
    expect(r.q3).toBe(3);
    const paren = { style: 'paren', start: 1 } as const;
    expect(headline(r, paren)).toBe('Step 4) is the first invalid step; the final answer is correct.');
    expect(explain(r, paren).startsWith('Step 4) is the first invalid step')).toBe(true);
    const stepOne = { style: 'step', start: 1 } as const;
    expect(headline(r, stepOne)).toBe('Step 4 is the first invalid step; the final answer is correct.');
    expect(headline(r, { style: 'parenthesised', start: 1 })).toBe('Step (4) is the first invalid step; the final answer is correct.');
    expect(headline(r, { style: 'dot', start: 1 })).toBe('Step 4. is the first invalid step; the final answer is correct.');
    // No numbering: "Step i", counting from 0, as the stored explanation says it.
    expect(headline(r)).toBe('Step 3 is the first invalid step; the final answer is correct.');
    expect(explain(r, { style: 'none', start: 0 })).toBe(r.explanation);
    expect(renumber('x = 3 (from step 1) never checked', stepOne)).toBe('x = 3 (from step 2) never checked');
    expect(renumber('Step 0 must be the original equation', { style: 'parenthesised', start: 1 })).toBe('Step (1) must be the original equation');
    expect(renumber('step 0 and step 2', { style: 'none', start: 0 })).toBe('step 0 and step 2');
  });
});
