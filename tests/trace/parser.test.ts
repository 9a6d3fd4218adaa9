import { describe, expect, it } from 'vitest';
import type { Meaning } from '../../src/core/trace/index.ts';
import { describeParseError, MAX_STATEMENT_LENGTH, parseStatement, printStatement, printTrace, splitTraceText } from '../../src/core/trace/index.ts';
import { statementCases, traceCases } from './fixtures.ts';

const accepted = statementCases.filter((c) => c.ok);
const rejected = statementCases.filter((c) => !c.ok);

function meaningValues(m: Meaning): string[] {
  switch (m.kind) {
    case 'answer':
      return [m.value.toFraction()];
    case 'candidates':
      return m.values.map((v) => v.toFraction());
    case 'check':
      return [m.value, m.left, m.right].map((v) => v.toFraction());
    case 'equation':
      return [];
  }
}

describe('fixture sanity', () => {
  it('covers every statement kind and many error codes', () => {
    expect(new Set(accepted.map((c) => c.kind))).toEqual(new Set(['equation', 'answer', 'candidates', 'check']));
    expect(new Set(rejected.map((c) => c.code)).size).toBeGreaterThanOrEqual(12);
    for (const c of accepted) expect(c.canonical, c.input).toBeTypeOf('string');
    for (const c of rejected) expect(c.code, c.input).toBeTypeOf('string');
  });
});

describe('parseStatement: accepted statements (fixture)', () => {
  it.each(accepted.map((c) => [JSON.stringify(c.input), c] as const))('%s', (_name, c) => {
    const r = parseStatement(c.input);
    if (!r.ok) expect.fail(`rejected: ${describeParseError(r.error)}`);
    const { statement, meaning } = r.value;
    expect(statement.kind).toBe(c.kind);
    expect(meaning.kind).toBe(c.kind);
    const printed = printStatement(statement);
    expect(printed).toBe(c.canonical);
    // the variant and its canonical form denote the very same tree
    const again = parseStatement(printed);
    if (!again.ok) expect.fail(`canonical form rejected: ${describeParseError(again.error)}`);
    expect(again.value.statement).toEqual(statement);
    expect(printStatement(again.value.statement)).toBe(printed);
    if (c.meaning) {
      if (meaning.kind === 'equation') {
        expect(meaning.left.map((f) => f.toFraction())).toEqual(c.meaning.left);
        expect(meaning.right.map((f) => f.toFraction())).toEqual(c.meaning.right);
      } else {
        expect(meaningValues(meaning)).toEqual(c.meaning.values);
      }
      if (meaning.kind === 'check') {
        expect(meaning.relation).toBe(c.meaning.relation);
        expect(meaning.verdict).toBe(c.meaning.verdict);
      }
    }
  });
});

describe('parseStatement: rejected statements (fixture)', () => {
  it.each(rejected.map((c) => [JSON.stringify(c.input.length > 60 ? `${c.input.slice(0, 57)}...` : c.input), c] as const))('%s', (_name, c) => {
    const r = parseStatement(c.input);
    if (r.ok) expect.fail(`accepted as ${printStatement(r.value.statement)}${c.note ? ` (${c.note})` : ''}`);
    expect(r.error.code).toBe(c.code);
    if (c.column !== undefined) expect(r.error.start + 1).toBe(c.column);
    expect(r.error.end).toBeGreaterThanOrEqual(r.error.start);
    expect(r.error.message.length).toBeGreaterThan(0);
    expect(r.error.message).not.toMatch(/internal/);
    expect(describeParseError(r.error, 3)).toBe(`step 3, column ${r.error.start + 1}: ${r.error.message}`);
  });
});

describe('parseStatement: details', () => {
  it('tree shapes: implicit multiplication and unary minus', () => {
    const tree = (s: string) => {
      const r = parseStatement(s);
      if (!r.ok) throw new Error(describeParseError(r.error));
      return r.value.statement;
    };
    expect(tree('2(x - 1) = 0')).toEqual({
      kind: 'equation',
      left: { type: 'mul', left: { type: 'num', text: '2' }, right: { type: 'sub', left: { type: 'x' }, right: { type: 'num', text: '1' } } },
      right: { type: 'num', text: '0' },
    });
    // unary minus binds tighter than implicit multiplication: -3x is (-3)x
    expect(tree('-3x = 1')).toEqual({
      kind: 'equation',
      left: { type: 'mul', left: { type: 'neg', arg: { type: 'num', text: '3' } }, right: { type: 'x' } },
      right: { type: 'num', text: '1' },
    });
    // but the power binds tighter than unary minus: -x^2 is -(x^2)
    expect(tree('-x^2 = 1')).toEqual({
      kind: 'equation',
      left: { type: 'neg', arg: { type: 'pow', base: { type: 'x' }, exp: 2 } },
      right: { type: 'num', text: '1' },
    });
    // a coefficient fraction in parentheses keeps no trace of them in the tree
    expect(tree('(3/2)x = 1')).toEqual({
      kind: 'equation',
      left: { type: 'mul', left: { type: 'div', left: { type: 'num', text: '3' }, right: { type: 'num', text: '2' } }, right: { type: 'x' } },
      right: { type: 'num', text: '1' },
    });
    expect(tree('x = -1/2')).toEqual({
      kind: 'answer',
      value: { type: 'div', left: { type: 'neg', arg: { type: 'num', text: '1' } }, right: { type: 'num', text: '2' } },
    });
  });

  it('numbers are normalised in the tree', () => {
    const r = parseStatement('x = 000.2500');
    expect(r.ok && r.value.statement).toEqual({ kind: 'answer', value: { type: 'num', text: '0.25' } });
    const z = parseStatement('x = 0.000');
    expect(z.ok && z.value.statement).toEqual({ kind: 'answer', value: { type: 'num', text: '0' } });
  });

  it('a statement of exactly the maximum length is parsed, one character more is too_long', () => {
    const pad = (n: number) => `x = ${'1 + '.repeat(Math.floor((n - 5) / 4))}1`.padEnd(n, ' ');
    const atMax = pad(MAX_STATEMENT_LENGTH);
    expect(atMax.length).toBe(MAX_STATEMENT_LENGTH);
    expect(parseStatement(atMax).ok).toBe(true);
    const over = parseStatement(`${atMax} `);
    expect(over.ok).toBe(false);
    if (!over.ok) expect(over.error.code).toBe('too_long');
  });

  it('40 nested parentheses are fine, 41 are too deep', () => {
    expect(parseStatement(`${'('.repeat(40)}x${')'.repeat(40)} = 1`).ok).toBe(true);
    expect(parseStatement(`${'-'.repeat(40)}x = 1`).ok).toBe(true);
  });

  it('degree exactly 8 is accepted in every form, 9 is refused', () => {
    for (const s of ['x^8 = 1', '(x^2 + 1)^4 = 0', 'x^4x^4 = 1', 'x^7 * x = 1', '(x - 1)(x - 2)(x - 3)(x - 4)(x - 5)(x - 6)(x - 7)(x - 8) = 0']) {
      expect(parseStatement(s).ok, s).toBe(true);
    }
    for (const s of ['x^9 = 1', '(x^2 + 1)^5 = 0', 'x^4x^5 = 1', 'x^8 * x = 1', '(x - 1)(x - 2)(x - 3)(x - 4)(x - 5)(x - 6)(x - 7)(x - 8)(x - 9) = 0']) {
      const r = parseStatement(s);
      expect(r.ok, s).toBe(false);
      if (!r.ok) expect(r.error.code, s).toBe('degree_too_high');
    }
  });

  it('a high degree that cancels is still judged by its expression (x^9 - x^9 is refused at the power)', () => {
    const r = parseStatement('x^9 - x^9 = 0');
    expect(r.ok).toBe(false);
  });
});

describe('printTrace', () => {
  it('prefixes 0-based step labels', () => {
    expect(printTrace(['2x = 4', 'x = 2'])).toBe('Step 0: 2x = 4\nStep 1: x = 2');
  });
});

describe('splitTraceText (fixture)', () => {
  it.each(traceCases.map((c) => [JSON.stringify(c.input), c] as const))('%s', (_name, c) => {
    const r = splitTraceText(c.input);
    if (c.ok) {
      if (!r.ok) expect.fail(`refused: ${r.error.code} ${r.error.message}`);
      expect(r.steps.map((s) => s.text)).toEqual(c.steps);
      if (c.offsets) expect(r.steps.map((s) => s.offset)).toEqual(c.offsets);
      if (c.lines) expect(r.steps.map((s) => s.line)).toEqual(c.lines);
      for (const s of r.steps) expect(parseStatement(s.text).ok, s.text).toBe(true);
    } else {
      if (r.ok) expect.fail(`accepted ${r.steps.length} steps`);
      expect(r.error.code).toBe(c.code);
      expect(r.error.line).toBe(c.line);
      expect(r.error.start + 1).toBe(c.column);
    }
  });

  it('printTrace output splits back into the same statements', () => {
    const steps = ['x + 1 = 2x - 3', '(x + 1)^2 = (2x - 3)^2', 'check x = 2/3: 5/3 != -5/3, reject', 'x = 4'];
    const r = splitTraceText(printTrace(steps));
    expect(r.ok && r.steps.map((s) => s.text)).toEqual(steps);
  });
});
