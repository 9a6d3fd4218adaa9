import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Expr, Meaning, Statement } from '../../src/core/trace/index.ts';
import { MAX_STATEMENT_LENGTH, parseStatement, printExpr, printStatement } from '../../src/core/trace/index.ts';
import { poly as P } from '../../src/core/algebra/index.ts';
import { F } from '../algebra/helpers.ts';
import { alphabetString, evalExpr, exprArb, SAMPLE_POINTS, SAMPLE_TEXTS, statementArb, tokenString, variantArb } from './arbitraries.ts';
import { statementCases } from './fixtures.ts';

/** Compares the parser's exact meaning with the fraction.js evaluation of the tree. */
function expectSameMeaning(s: Statement, m: Meaning): void {
  expect(m.kind).toBe(s.kind);
  const at0 = SAMPLE_POINTS[0]!;
  const str = (v: { toFraction(): string }) => v.toFraction();
  if (s.kind === 'equation' && m.kind === 'equation') {
    SAMPLE_TEXTS.forEach((t, i) => {
      expect(str(P.evaluate(m.left, F(t)))).toBe(str(evalExpr(s.left, SAMPLE_POINTS[i]!)));
      expect(str(P.evaluate(m.right, F(t)))).toBe(str(evalExpr(s.right, SAMPLE_POINTS[i]!)));
    });
  } else if (s.kind === 'answer' && m.kind === 'answer') {
    expect(str(m.value)).toBe(str(evalExpr(s.value, at0)));
  } else if (s.kind === 'candidates' && m.kind === 'candidates') {
    expect(m.values.map(str)).toEqual(s.values.map((v) => str(evalExpr(v, at0))));
  } else if (s.kind === 'check' && m.kind === 'check') {
    expect(str(m.value)).toBe(str(evalExpr(s.value, at0)));
    expect(str(m.left)).toBe(str(evalExpr(s.left, at0)));
    expect(str(m.right)).toBe(str(evalExpr(s.right, at0)));
    expect(m.relation).toBe(s.relation);
    expect(m.verdict).toBe(s.verdict);
  }
}

describe('round trip on the fixture', () => {
  it('parse(print(t)) deep-equals t for every accepted fixture statement', () => {
    let n = 0;
    for (const c of statementCases.filter((k) => k.ok)) {
      const r = parseStatement(c.input);
      if (!r.ok) continue; // reported by parser.test.ts
      const printed = printStatement(r.value.statement);
      const back = parseStatement(printed);
      expect(back.ok, printed).toBe(true);
      if (back.ok) {
        expect(back.value.statement, printed).toEqual(r.value.statement);
        expectSameMeaning(back.value.statement, r.value.meaning);
      }
      n++;
    }
    expect(n).toBeGreaterThan(50);
  });
});

describe('round trip on random trees (fast-check)', () => {
  it('sanity: the generator produces every node type', () => {
    const seen = new Set<string>();
    const walk = (e: Expr): void => {
      seen.add(e.type);
      if (e.type === 'neg') walk(e.arg);
      else if (e.type === 'pow') walk(e.base);
      else if (e.type !== 'num' && e.type !== 'x') {
        walk(e.left);
        walk(e.right);
      }
    };
    for (const e of fc.sample(exprArb, { numRuns: 300, seed: 42 })) walk(e);
    expect([...seen].sort()).toEqual(['add', 'div', 'mul', 'neg', 'num', 'pow', 'sub', 'x']);
    const kinds = new Set(fc.sample(statementArb, { numRuns: 200, seed: 7 }).map((s) => s.kind));
    expect([...kinds].sort()).toEqual(['answer', 'candidates', 'check', 'equation']);
  });

  it('print then parse gives the same tree and the same polynomial meaning', () => {
    fc.assert(
      fc.property(statementArb, (s) => {
        const text = printStatement(s);
        fc.pre(text.length <= MAX_STATEMENT_LENGTH);
        const r = parseStatement(text);
        if (!r.ok) throw new Error(`${JSON.stringify(text)} rejected: ${r.error.code} at ${r.error.start}: ${r.error.message}`);
        expect(r.value.statement).toEqual(s);
        expectSameMeaning(s, r.value.meaning);
        // and printing is a fixed point
        expect(printStatement(r.value.statement)).toBe(text);
      }),
      { numRuns: 1000 },
    );
  });

  it('printExpr of a lone expression reparses to the same expression (as the left side of an equation)', () => {
    fc.assert(
      fc.property(exprArb, (e) => {
        const text = `${printExpr(e)} = x + 1`;
        const r = parseStatement(text);
        if (!r.ok) throw new Error(`${JSON.stringify(text)} rejected: ${r.error.message}`);
        const st = r.value.statement;
        // `x = x + 1` is still an equation: the right side is not constant
        expect(st.kind === 'equation' && st.left).toEqual(e);
      }),
      { numRuns: 500 },
    );
  });

  it('print(parse(s)) is a fixed point for any text that parses', () => {
    fc.assert(
      fc.property(fc.oneof(alphabetString(40), tokenString, variantArb.map((v) => v.variant)), (s) => {
        const r = parseStatement(s);
        if (!r.ok) return;
        const printed = printStatement(r.value.statement);
        const again = parseStatement(printed);
        if (!again.ok) throw new Error(`${JSON.stringify(s)} printed as ${JSON.stringify(printed)}, which is rejected: ${again.error.message}`);
        expect(again.value.statement).toEqual(r.value.statement);
        expect(printStatement(again.value.statement)).toBe(printed);
        expectSameMeaning(again.value.statement, r.value.meaning);
      }),
      { numRuns: 1000 },
    );
  });

  it('harmless variants (spacing, − – ≠ · ×) parse to the same tree and print back canonically', () => {
    fc.assert(
      fc.property(variantArb, ({ statement, canonical, variant }) => {
        fc.pre(variant.length <= MAX_STATEMENT_LENGTH);
        const r = parseStatement(variant);
        if (!r.ok) throw new Error(`${JSON.stringify(variant)} (variant of ${JSON.stringify(canonical)}) rejected: ${r.error.message}`);
        expect(r.value.statement).toEqual(statement);
        expect(printStatement(r.value.statement)).toBe(canonical);
      }),
      { numRuns: 500 },
    );
  });

  it('sanity: the variant generator really changes the text', () => {
    const samples = fc.sample(variantArb, { numRuns: 200, seed: 11 });
    expect(samples.filter((v) => v.variant !== v.canonical).length).toBeGreaterThan(150);
    expect(samples.some((v) => v.variant.includes('\u2212'))).toBe(true);
  });
});
