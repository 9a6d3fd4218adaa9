// The trace parser never throws and never reports an internal error, whatever the input.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_STATEMENT_LENGTH, MAX_TRACE_CHARS, parseStatement, splitTraceText } from '../../src/core/trace/index.ts';
import { alphabetString, tokenString, unicodeString, variantArb } from './arbitraries.ts';

function expectWellFormed(src: string): void {
  let r: ReturnType<typeof parseStatement> | undefined;
  expect(() => {
    r = parseStatement(src);
  }).not.toThrow();
  if (!r!.ok) {
    const e = r!.error;
    expect(e.message).not.toMatch(/internal/);
    expect(Number.isInteger(e.start) && Number.isInteger(e.end)).toBe(true);
    expect(e.start).toBeGreaterThanOrEqual(0);
    expect(e.end).toBeGreaterThanOrEqual(e.start);
    if (e.code !== 'too_long') expect(e.start).toBeLessThanOrEqual(src.length);
  }
}

const mutate = (s: string): fc.Arbitrary<string> =>
  fc.tuple(fc.nat(), fc.constantFrom(...'0123456789x+-*/^()=:,. !≠−·ckor\u0000\u{1F600}'), fc.constantFrom('del', 'ins', 'rep')).map(([p, ch, op]) => {
    const i = s.length ? p % (s.length + (op === 'ins' ? 1 : 0)) : 0;
    if (op === 'del') return s.slice(0, i) + s.slice(i + 1);
    if (op === 'ins') return s.slice(0, i) + ch + s.slice(i);
    return s.slice(0, i) + ch + s.slice(i + 1);
  });

describe('parseStatement never throws', () => {
  it('on arbitrary unicode strings', () => {
    fc.assert(fc.property(unicodeString(120), expectWellFormed), { numRuns: 1000 });
  });

  it('on strings over the grammar alphabet', () => {
    fc.assert(fc.property(alphabetString(80), expectWellFormed), { numRuns: 1000 });
  });

  it('on token soup', () => {
    fc.assert(fc.property(tokenString, expectWellFormed), { numRuns: 1000 });
  });

  it('on mutations of valid statements', () => {
    fc.assert(fc.property(variantArb.chain((v) => mutate(v.variant).chain(mutate)), expectWellFormed), { numRuns: 1000 });
  });

  it('on deep nesting and long runs', () => {
    for (const s of ['('.repeat(5000), ')'.repeat(5000), '-'.repeat(999), `${'('.repeat(499)}x${')'.repeat(499)}`, 'x^'.repeat(300), '9'.repeat(999), `${'x'.repeat(999)}`, `x = ${'2(' .repeat(200)}`]) {
      expectWellFormed(s);
      expect(parseStatement(s).ok).toBe(false);
    }
  });

  it('refuses a 1 MB statement quickly', () => {
    const big = 'x + '.repeat(256 * 1024);
    const t0 = performance.now();
    const r = parseStatement(big);
    expect(performance.now() - t0).toBeLessThan(500);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('too_long');
    expect(big.length).toBeGreaterThan(MAX_STATEMENT_LENGTH);
  });
});

describe('splitTraceText never throws', () => {
  const multiline = fc.array(fc.oneof(unicodeString(40), alphabetString(30), fc.constantFrom('Step 0: x = 1', 'Step 1: x = 2', 'step 3) 2x = 4', '', '  ')), { maxLength: 12 })
    .chain((lines) => fc.array(fc.constantFrom('\n', '\r\n', '\r', '\n\n'), { minLength: lines.length, maxLength: lines.length }).map((seps) => lines.map((l, i) => l + seps[i]).join('')));

  it('on arbitrary multi-line text; steps are exactly the non-blank lines', () => {
    fc.assert(fc.property(multiline, (text) => {
      let r: ReturnType<typeof splitTraceText> | undefined;
      expect(() => {
        r = splitTraceText(text);
      }).not.toThrow();
      const nonBlank = text.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '');
      if (r!.ok) {
        expect(r!.steps.length).toBe(nonBlank.length);
        for (const s of r!.steps) {
          expect(s.line).toBeGreaterThanOrEqual(1);
          expect(s.offset).toBeGreaterThanOrEqual(0);
        }
      } else {
        expect(['empty', 'step_label', 'too_many_steps', 'too_long']).toContain(r!.error.code);
        if (r!.error.code === 'empty') expect(nonBlank.length).toBe(0);
      }
    }), { numRuns: 1000 });
  });

  it('refuses 1 MB of text quickly', () => {
    const big = 'Step 0: 2x = 8\n'.repeat(70_000);
    expect(big.length).toBeGreaterThan(1_000_000);
    const t0 = performance.now();
    const r = splitTraceText(big);
    expect(performance.now() - t0).toBeLessThan(500);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('too_long');
    expect(big.length).toBeGreaterThan(MAX_TRACE_CHARS);
  });
});
