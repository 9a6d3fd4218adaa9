// Printing and parsing are inverse: parse(print(t)) deep-equals t for every tree the parser can
// build (any unknowns, every node and statement kind), print(parse(s)) is a fixed point for any
// text that parses, and harmless respellings (Unicode operators, spacing, zero-width spaces,
// √, +-, +/-, inf, in) parse to the very same tree, as does a vulgar fraction (½) for its fraction
// in brackets.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Expr, Statement } from '../../src/core/trace/index.ts';
import { MAX_STATEMENT_LENGTH, parseStatement, printStatement } from '../../src/core/trace/index.ts';
import { tokenize } from '../../src/core/trace/lexer.ts';
import { Fail, parseTokens } from '../../src/core/trace/syntax.ts';
import { alphabetString, meaningfulCase, syntaxCase, tokenString, variantArb, walkExprs } from './arbitraries.ts';
import { statementCases } from './fixtures.ts';

/** The syntax tree of a statement (no meaning), or the error's message. */
function parseSyntax(text: string, vars: readonly string[]): { ok: true; statement: Statement } | { ok: false; message: string } {
  const tokens = tokenize(text);
  if (!Array.isArray(tokens)) return { ok: false, message: tokens.message };
  try {
    return { ok: true, statement: parseTokens(tokens, vars, null) };
  } catch (e) {
    if (e instanceof Fail) return { ok: false, message: `${e.error.code} at ${e.error.start}: ${e.error.message}` };
    throw e;
  }
}

function expectRoundTrip(statement: Statement, vars: readonly string[]): string {
  const text = printStatement(statement);
  const back = parseSyntax(text, vars);
  if (!back.ok) throw new Error(`${JSON.stringify(text)} (vars ${vars.join(',')}) does not parse back: ${back.message}`);
  expect(back.statement, text).toEqual(statement);
  expect(printStatement(back.statement)).toBe(text);
  return text;
}

describe('round trip on the fixture', () => {
  it('parse(print(t)) deep-equals t for every accepted fixture statement', () => {
    let n = 0;
    for (const c of statementCases.filter((k) => k.ok)) {
      const vars = c.vars ?? ['x'];
      const r = parseStatement(c.input, vars);
      if (!r.ok) continue; // reported by parser.test.ts
      expectRoundTrip(r.value.statement, vars);
      n++;
    }
    expect(n).toBeGreaterThan(80);
  });
});

describe('round trip on random trees (fast-check)', () => {
  it('sanity: the generator builds every expression node and statement kind, over one and two unknowns', () => {
    const nodes = new Set<string>();
    const kinds = new Set<string>();
    let undefinedChecks = 0;
    let nullPm = 0;
    for (const { statement } of fc.sample(syntaxCase, { numRuns: 600, seed: 42 })) {
      kinds.add(statement.kind);
      if (statement.kind === 'check' && statement.left === null) undefinedChecks++;
      walkExprs(statement, (e: Expr) => {
        nodes.add(e.type);
        if (e.type === 'pm' && e.left === null) nullPm++;
      });
    }
    expect([...nodes].sort()).toEqual(['add', 'div', 'mul', 'neg', 'num', 'pm', 'pow', 'sqrt', 'sub', 'var']);
    expect([...kinds].sort()).toEqual(['and', 'check', 'interval', 'none', 'or', 'relation']);
    expect(undefinedChecks).toBeGreaterThan(5);
    expect(nullPm).toBeGreaterThan(5);
  });

  it('parse(print(t)) deep-equals t, and printing again gives the same text', () => {
    fc.assert(fc.property(syntaxCase, ({ vars, statement }) => {
      expectRoundTrip(statement, vars);
    }), { numRuns: 3000 });
  });

  it('statements with a meaning: parseStatement accepts most of them and gives back the same tree', () => {
    let accepted = 0;
    fc.assert(fc.property(meaningfulCase, ({ x, statement }) => {
      const text = printStatement(statement);
      const r = parseStatement(text, [x]);
      if (!r.ok) return;
      accepted++;
      expect(r.value.statement).toEqual(statement);
      expect(printStatement(r.value.statement)).toBe(text);
    }), { numRuns: 800 });
    expect(accepted).toBeGreaterThan(550);
  });

  it('print(parse(s)) is a fixed point for any text that parses', () => {
    let parsed = 0;
    fc.assert(
      fc.property(fc.constantFrom<readonly string[]>(['x'], ['x', 'y']), fc.oneof(alphabetString(40), tokenString, variantArb.map((v) => v.variant)), (vars, s) => {
        const r = parseSyntax(s, vars);
        if (!r.ok) return;
        parsed++;
        const printed = printStatement(r.statement);
        expectRoundTrip(r.statement, vars);
        expect(parseSyntax(printed, vars)).toEqual({ ok: true, statement: r.statement });
      }),
      { numRuns: 3000 },
    );
    expect(parsed).toBeGreaterThan(300);
  });

  it('a named pair reads as the bare pair does: a point with two unknowns, an interval with one (fast-check found "D = (3, 2)")', () => {
    for (const text of ['D = (3, 2)', 'S = (3; 2)', 'L = (3|2)']) {
      const point = parseSyntax(text, ['x', 'y']);
      expect(point).toEqual(parseSyntax(text.slice(4), ['x', 'y']));
      expect(point.ok && printStatement(point.statement)).toBe('x = 3, y = 2');
    }
    const interval = parseSyntax('D = (3, 5)', ['x']);
    expect(interval.ok && interval.statement.kind).toBe('interval');
    expect(parseSyntax('D = (3, 2) = 5', ['x', 'y']).ok).toBe(false);
  });

  it('harmless variants (spacing, zero-width spaces, − – ≠ ≤ ≥ ⩽ ⩾ ≦ ≧ · × ⋅ +- +/- √ inf in) parse to the same tree and print back canonically', () => {
    fc.assert(
      fc.property(variantArb, ({ vars, statement, canonical, variant }) => {
        const r = parseSyntax(variant, vars);
        if (!r.ok) throw new Error(`${JSON.stringify(variant)} (variant of ${JSON.stringify(canonical)}) rejected: ${r.message}`);
        expect(r.statement).toEqual(statement);
        expect(printStatement(r.statement)).toBe(canonical);
        // and the whole parser agrees: same tree, or the same refusal of its meaning
        if (variant.length <= MAX_STATEMENT_LENGTH && canonical.length <= MAX_STATEMENT_LENGTH) {
          const a = parseStatement(canonical, vars);
          const b = parseStatement(variant, vars);
          expect(b.ok).toBe(a.ok);
          if (a.ok && b.ok) expect(b.value.statement).toEqual(a.value.statement);
          if (!a.ok && !b.ok) expect(b.error.code).toBe(a.error.code);
        }
      }),
      { numRuns: 600 },
    );
  });

  it('sanity: the variant generator really changes the text, with every kind of respelling', () => {
    const samples = fc.sample(variantArb, { numRuns: 400, seed: 11 });
    expect(samples.filter((v) => v.variant !== v.canonical).length).toBeGreaterThan(300);
    const all = samples.map((v) => v.variant).join('');
    for (const ch of ['\u2212', '\u2260', '\u00b7', '\u200b', '√', '+-', 'inf', '\u2a7d', '\u2267', '+/-']) expect(all, ch).toContain(ch);
  });

  it('a vulgar fraction is its fraction in brackets wherever it stands, and a number or bracket before it is refused', () => {
    const glyphs: [string, string][] = [['½', '1/2'], ['⅓', '1/3'], ['⅔', '2/3'], ['¼', '1/4'], ['¾', '3/4'], ['⅕', '1/5'], ['⅖', '2/5'], ['⅗', '3/5'],
      ['⅘', '4/5'], ['⅙', '1/6'], ['⅚', '5/6'], ['⅐', '1/7'], ['⅛', '1/8'], ['⅜', '3/8'], ['⅝', '5/8'], ['⅞', '7/8'], ['⅑', '1/9'], ['⅒', '1/10']];
    const places = ['x = #', 'x = -#', '#x + 1 = 2', '-#x < 3', 'x ∈ [#, 5)', '(-∞, #]', 'x = #²', 'x = 1/#', '#(x - 1) = 3', 'x = ±#', 'x = 2 ± #',
      'x = √#', 'x = {#, 2}', 'x ≠ #', 'check x = #: # = #, keep', 'x^2 = #', '# ≤ x ≤ 1', 'x = # or x = -#', '2x = 3·#', 'x = # - 1'];
    for (const [glyph, fraction] of glyphs) {
      for (const place of places) {
        const typed = place.replaceAll('#', glyph);
        const bracketed = place.replaceAll('#', `(${fraction})`);
        const a = parseStatement(typed, ['x']);
        const b = parseStatement(bracketed, ['x']);
        if (!a.ok || !b.ok) throw new Error(`${typed}: ${a.ok ? '' : a.error.message} / ${bracketed}: ${b.ok ? '' : b.error.message}`);
        expect(a.value.statement, typed).toEqual(b.value.statement);
        expect(a.value.meaning, typed).toEqual(b.value.meaning);
      }
      for (const before of ['x = 2', 'x = 2 ', 'x = 10', 'x = 0.5', 'x = (3)', '(x + 1)', 'x = [1, 2]', 'x = ½', 'x²']) {
        const r = parseStatement(`${before}${glyph} = 1`, ['x']);
        expect(r.ok ? printStatement(r.value.statement) : r.error.code, `${before}${glyph}`).toBe('unsupported');
      }
    }
  });
});
