// The statement parser on a fixture of accepted and refused statements (v3: relations and
// chains, intervals, or/and, none, ±, sqrt, division by expressions, restrictions, check lines
// with `undefined`, any letter as the unknown and systems in two), and the tree shapes that
// decide meaning (implicit products, signs, powers).
import { describe, expect, it } from 'vitest';
import { formatAlg } from '../../src/core/algebra/algebraic.ts';
import { formatSolutionSet } from '../../src/core/sets/index.ts';
import type { Statement } from '../../src/core/trace/index.ts';
import { describeParseError, inferVariables, MAX_STATEMENT_LENGTH, parseStatement, printStatement, printTrace, splitTraceText } from '../../src/core/trace/index.ts';
import { tokenize } from '../../src/core/trace/lexer.ts';
import { parseTokens } from '../../src/core/trace/syntax.ts';
import { statementCases, traceCases } from './fixtures.ts';

const accepted = statementCases.filter((c) => c.ok);
const rejected = statementCases.filter((c) => !c.ok);
const label = (input: string, vars?: string[]) => `${JSON.stringify(input.length > 60 ? `${input.slice(0, 57)}...` : input)}${vars ? ` [${vars.join(',')}]` : ''}`;

describe('fixture sanity', () => {
  it('covers every statement kind, every meaning kind and many error codes', () => {
    expect(new Set(accepted.map((c) => c.kind))).toEqual(new Set(['relation', 'interval', 'none', 'or', 'and', 'check']));
    expect(new Set(accepted.map((c) => c.meaning))).toEqual(new Set(['set', 'restriction', 'check']));
    expect(new Set(rejected.map((c) => c.code)).size).toBeGreaterThanOrEqual(17);
    for (const c of accepted) expect(c.canonical, c.input).toBeTypeOf('string');
    for (const c of rejected) expect(c.code, c.input).toBeTypeOf('string');
  });
});

describe('parseStatement: accepted statements (fixture)', () => {
  it.each(accepted.map((c) => [label(c.input, c.vars), c] as const))('%s', (_name, c) => {
    const vars = c.vars ?? ['x'];
    const r = parseStatement(c.input, vars);
    if (!r.ok) expect.fail(`rejected: ${describeParseError(r.error)}`);
    const { statement, meaning } = r.value;
    expect(statement.kind).toBe(c.kind);
    expect(meaning.kind).toBe(c.meaning);
    const printed = printStatement(statement);
    expect(printed).toBe(c.canonical);
    // the variant and its canonical form denote the very same tree
    const again = parseStatement(printed, vars);
    if (!again.ok) expect.fail(`canonical form rejected: ${describeParseError(again.error)}`);
    expect(again.value.statement).toEqual(statement);
    if (meaning.kind === 'set') {
      expect(formatSolutionSet(meaning.set, vars)).toBe(c.set);
      expect(meaning.solved).toBe(c.solved);
      expect(meaning.listed?.map(formatAlg) ?? null).toEqual(c.listed ?? null);
      expect(meaning.excluded.map(formatAlg)).toEqual(c.excluded ?? []);
      expect(meaning.restrictions.map(formatAlg)).toEqual(c.restrictions ?? []);
    } else if (meaning.kind === 'restriction') {
      expect(meaning.restrictions.map(formatAlg)).toEqual(c.restrictions);
    } else {
      expect({
        value: meaning.value.toText(), undefined: meaning.undefined, left: meaning.left?.toText() ?? null, relation: meaning.relation, right: meaning.right?.toText() ?? null, verdict: meaning.verdict,
      }).toEqual(c.check);
    }
  });
});

describe('parseStatement: rejected statements (fixture)', () => {
  it.each(rejected.map((c) => [label(c.input, c.vars), c] as const))('%s', (_name, c) => {
    const r = parseStatement(c.input, c.vars ?? ['x']);
    if (r.ok) expect.fail(`accepted as ${printStatement(r.value.statement)}${c.note ? ` (${c.note})` : ''}`);
    expect(r.error.code).toBe(c.code);
    if (c.column !== undefined) expect(r.error.start + 1).toBe(c.column);
    expect(r.error.end).toBeGreaterThanOrEqual(r.error.start);
    expect(r.error.message.length).toBeGreaterThan(0);
    expect(r.error.message).not.toMatch(/internal/);
    expect(describeParseError(r.error, 3)).toBe(`step 3, column ${r.error.start + 1}: ${r.error.message}`);
  });
});

const tree = (s: string, vars: readonly string[] = ['x']): Statement => {
  const r = parseStatement(s, vars);
  if (!r.ok) throw new Error(describeParseError(r.error));
  return r.value.statement;
};
const num = (text: string) => ({ type: 'num', text });
const v = (name = 'x') => ({ type: 'var', name });

describe('parseStatement: tree shapes', () => {
  it('implicit multiplication, unary minus and powers', () => {
    expect(tree('2(x - 1) = 0')).toEqual({
      kind: 'relation', rels: ['='], sides: [{ type: 'mul', left: num('2'), right: { type: 'sub', left: v(), right: num('1') } }, num('0')],
    });
    // unary minus binds tighter than implicit multiplication: -3x is (-3)x
    expect(tree('-3x = 1')).toEqual({ kind: 'relation', rels: ['='], sides: [{ type: 'mul', left: { type: 'neg', arg: num('3') }, right: v() }, num('1')] });
    // but the power binds tighter than unary minus: -x^2 is -(x^2)
    expect(tree('-x^2 = 1')).toEqual({ kind: 'relation', rels: ['='], sides: [{ type: 'neg', arg: { type: 'pow', base: v(), exp: 2 } }, num('1')] });
    // a coefficient fraction in parentheses keeps no trace of them in the tree
    expect(tree('(3/2)x = 1').kind).toBe('relation');
    expect(tree('x = -1/2')).toEqual({ kind: 'relation', rels: ['='], sides: [v(), { type: 'div', left: { type: 'neg', arg: num('1') }, right: num('2') }] });
  });

  it('± is a node of its own, binary or unary, and √ without parentheses takes one factor', () => {
    expect(tree('x = (-2 ± sqrt(8))/2')).toEqual({
      kind: 'relation', rels: ['='],
      sides: [v(), { type: 'div', left: { type: 'pm', left: { type: 'neg', arg: num('2') }, right: { type: 'sqrt', arg: num('8') } }, right: num('2') }],
    });
    expect(tree('x = ±√2')).toEqual({ kind: 'relation', rels: ['='], sides: [v(), { type: 'pm', left: null, right: { type: 'sqrt', arg: num('2') } }] });
    expect(tree('x = √2/2')).toEqual(tree('x = sqrt(2)/2'));
    expect(tree('x = 2√2')).toEqual(tree('x = 2sqrt(2)'));
  });

  it('a vulgar fraction is its fraction in brackets: -½ is -(1/2), ½x is (1/2)x, ½² is (1/2)^2', () => {
    const half = { type: 'div', left: num('1'), right: num('2') };
    expect(tree('x = ½')).toEqual(tree('x = (1/2)'));
    expect(tree('x = -½')).toEqual({ kind: 'relation', rels: ['='], sides: [v(), { type: 'neg', arg: half }] });
    expect(tree('½x = 1')).toEqual({ kind: 'relation', rels: ['='], sides: [{ type: 'mul', left: half, right: v() }, num('1')] });
    expect(tree('½x^2 = 1')).toEqual(tree('(1/2)x^2 = 1'));
    expect(tree('x = ½²')).toEqual({ kind: 'relation', rels: ['='], sides: [v(), { type: 'pow', base: half, exp: 2 }] });
    expect(tree('x = 1/½')).toEqual({ kind: 'relation', rels: ['='], sides: [v(), { type: 'div', left: num('1'), right: half }] });
    expect(tree('x = 2·⅔ + ¾ - ⅒')).toEqual(tree('x = 2·(2/3) + (3/4) - (1/10)'));
    // every one of them, at its value
    const values: [string, string][] = [['½', '1/2'], ['⅓', '1/3'], ['⅔', '2/3'], ['¼', '1/4'], ['¾', '3/4'], ['⅕', '1/5'], ['⅖', '2/5'], ['⅗', '3/5'], ['⅘', '4/5'],
      ['⅙', '1/6'], ['⅚', '5/6'], ['⅐', '1/7'], ['⅛', '1/8'], ['⅜', '3/8'], ['⅝', '5/8'], ['⅞', '7/8'], ['⅑', '1/9'], ['⅒', '1/10']];
    for (const [glyph, value] of values) expect(tree(`x = ${glyph}`), glyph).toEqual(tree(`x = (${value})`));
    // the brackets, numbers and bar it stands for all sit at its one column: an error after it is found where typed
    const r = parseStatement('x = ½ )', ['x']);
    expect(r.ok ? null : r.error.start).toBe(6);
  });

  it('a number or a closing bracket before a vulgar fraction (2½) is refused, showing both readings and where', () => {
    const error = (s: string) => {
      const r = parseStatement(s, ['x']);
      if (r.ok) throw new Error(`${s} accepted as ${printStatement(r.value.statement)}`);
      return r.error;
    };
    // 2½ is 5/2 to a reader of mixed numbers and 2·(1/2) = 1 to a reader of products
    expect(error('x = 2½')).toEqual({
      code: 'unsupported', start: 4, end: 6,
      message: '"2½" could be the mixed number 2 + 1/2 or the product 2·(1/2): write 5/2 for the mixed number, or 2·(1/2) for the product',
    });
    expect(error('x = 3 ¾').message).toContain('write 15/4 for the mixed number, or 3·(3/4) for the product');
    expect(error('x = 3 ¾')).toMatchObject({ start: 4, end: 7 });
    expect(error('2(x + 1)⅓ = 1')).toMatchObject({ code: 'unsupported', start: 1, end: 9 });
    expect(error('2(x + 1)⅓ = 1').message).toMatch(/^"\(x \+ 1\)⅓" could be a mixed number .* or a product .*: write "\+ 1\/3" to add, or "·\(1\/3\)" to multiply$/);
    expect(error('x = ½¼').code).toBe('unsupported');
    // an operator, a sign, a letter or an opening bracket before it leaves one reading
    for (const s of ['x = 2 + ½', 'x = 2·½', 'x = 2 - ½', 'x = -½', '2x½ = 1', 'x = (½)', 'x = √½', 'x = {½}']) expect(parseStatement(s, ['x']).ok, s).toBe(true);
  });

  it('⩽ ≦ are <=, ⩾ ≧ are >=, and +/- is ± (any minus sign after the slash)', () => {
    expect(tree('2x ⩽ 4')).toEqual(tree('2x <= 4'));
    expect(tree('2x ≦ 4')).toEqual(tree('2x <= 4'));
    expect(tree('-1 ⩾ x ≧ -5')).toEqual(tree('-1 >= x >= -5'));
    expect(tree('x = 1 +/- √2')).toEqual(tree('x = 1 ± √2'));
    expect(tree('x = +/-2')).toEqual(tree('x = ±2'));
    expect(tree('x = 1 +/− 2')).toEqual(tree('x = 1 ± 2'));
    expect(tree('x = 1 +/– 2')).toEqual(tree('x = 1 ± 2'));
    // three columns, one token: what follows is found where it is typed
    const r = parseStatement('x = 1 +/- )', ['x']);
    expect(r.ok ? null : r.error.start).toBe(10);
    // a slash with no minus after it is still a plus and a division
    expect(parseStatement('x = 1 +/ 2', ['x']).ok).toBe(false);
  });

  it('chains, or binds tighter than "," and "and", intervals with and without a name', () => {
    expect(tree('1 < x <= 3')).toEqual({ kind: 'relation', rels: ['<', '<='], sides: [num('1'), v(), num('3')] });
    expect(tree('x = 1 or x = 2, x > 0')).toEqual({
      kind: 'and', sep: ',', parts: [
        { kind: 'or', parts: [{ kind: 'relation', rels: ['='], sides: [v(), num('1')] }, { kind: 'relation', rels: ['='], sides: [v(), num('2')] }] },
        { kind: 'relation', rels: ['>'], sides: [v(), num('0')] },
      ],
    });
    expect(tree('x ∈ (-∞, 3]')).toEqual({ kind: 'interval', name: 'x', lo: null, hi: num('3'), loClosed: false, hiClosed: true });
    expect(tree('[1, 2)')).toEqual({ kind: 'interval', name: null, lo: num('1'), hi: num('2'), loClosed: true, hiClosed: false });
    // a product of brackets is not an interval
    expect(tree('(x + 1)(x - 2) = 0').kind).toBe('relation');
  });

  it('"xy" is the product of two unknowns in a system, and any letter can be the unknown', () => {
    const tokens = tokenize('2xy = 1');
    if (!Array.isArray(tokens)) throw new Error(tokens.message);
    expect(parseTokens(tokens, ['x', 'y'], null)).toEqual({
      kind: 'relation', rels: ['='], sides: [{ type: 'mul', left: num('2'), right: { type: 'mul', left: v('x'), right: v('y') } }, num('1')],
    });
    // (which a system refuses: it is not linear)
    expect(parseStatement('2xy = 1', ['x', 'y'])).toMatchObject({ ok: false, error: { code: 'not_linear' } });
    expect(tree('2Y + 1 = 7', ['Y'])).toEqual({ kind: 'relation', rels: ['='], sides: [{ type: 'add', left: { type: 'mul', left: num('2'), right: v('Y') }, right: num('1') }, num('7')] });
  });

  it('numbers are normalised in the tree', () => {
    expect(tree('x = 000.2500')).toEqual({ kind: 'relation', rels: ['='], sides: [v(), num('0.25')] });
    expect(tree('x = 0.000')).toEqual({ kind: 'relation', rels: ['='], sides: [v(), num('0')] });
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

  it('40 nested parentheses or signs are fine, 41 are too deep', () => {
    expect(parseStatement(`${'('.repeat(40)}x${')'.repeat(40)} = 1`).ok).toBe(true);
    expect(parseStatement(`${'-'.repeat(40)}x = 1`).ok).toBe(true);
    expect(parseStatement(`${'±'.repeat(40)}x = 1`).ok).toBe(true);
    for (const s of [`${'('.repeat(41)}x${')'.repeat(41)} = 1`, `${'-'.repeat(41)}x = 1`, `x = ${'sqrt('.repeat(41)}2${')'.repeat(41)}`]) {
      const r = parseStatement(s);
      expect(r.ok, s).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('too_deep');
    }
  });

  it('degree exactly 8 is accepted in every form, 9 is refused', () => {
    for (const s of ['x^8 = 1', '(x^2 + 1)^4 = 0', 'x^4x^4 = 1', 'x^7 * x = 1', '(x - 1)(x - 2)(x - 3)(x - 4)(x - 5)(x - 6)(x - 7)(x - 8) = 0', '1/x^8 = 1']) {
      expect(parseStatement(s).ok, s).toBe(true);
    }
    for (const s of ['x^9 = 1', '(x^2 + 1)^5 = 0', 'x^4x^5 = 1', 'x^8 * x = 1', '(x - 1)(x - 2)(x - 3)(x - 4)(x - 5)(x - 6)(x - 7)(x - 8)(x - 9) = 0', '1/x^9 = 1']) {
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

describe('inferVariables', () => {
  it.each([
    ['3x + 5 = 2x - 7', ['x']],
    ['2y + 1 = 7', ['y']],
    ['2x + 3y = 12, x - y = 1', ['x', 'y']],
    ['y = 2, x = 3', ['x', 'y']],
    ['x + 2xy = y', ['x', 'y']],
    ['x = sqrt(2) or x = -sqrt(2)', ['x']],
    ['check t = 3: undefined, reject', ['t']],
    ['no real solution', []],
    ['x ∈ (-inf, 3)', ['x']],
    ['3 = 3', []],
  ] as const)('%s → %j', (s, expected) => {
    expect(inferVariables(s)).toEqual(expected);
  });

  it('more than two letters, or a longer word no unknown explains, is null', () => {
    expect(inferVariables('x + y + z = 1')).toBeNull();
    expect(inferVariables('2x + 3 = 7 apples')).toBeNull();
    expect(inferVariables('x = $')).toBeNull();
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
    const steps = ['x/(x - 3) = 3/(x - 3) + 2', 'x ≠ 3', 'x = 3 + 2(x - 3)', 'check x = 3: undefined, reject', 'no solution'];
    const r = splitTraceText(printTrace(steps));
    expect(r.ok && r.steps.map((s) => s.text)).toEqual(steps);
  });
});
