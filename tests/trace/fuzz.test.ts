// The trace parser never throws and never reports an internal error, whatever the input (random
// Unicode, the grammar's own symbols ≤ ≥ ≠ ± √ ∞ ∈ ∅ ÷ − · ×, zero-width characters and BOMs,
// token soup, mutations of valid statements), and every error points inside the line it names;
// numbered traces (every teacher notation, arrows, Unicode and zero-width spaces, any line ends)
// split back into exactly their statements, and a wrong number or a second style is found at its line.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkLines, checkTraceText } from '../../src/core/checker/index.ts';
import type { Numbering } from '../../src/core/trace/index.ts';
import { formatLabel, MAX_STATEMENT_LENGTH, MAX_TRACE_CHARS, isProblemHeading, numberingId, parseStatement, printStatement, splitTraceText } from '../../src/core/trace/index.ts';
import { alphabetString, GRAMMAR_ALPHABET, smallNumText, syntaxStatement, tokenString, unicodeString, variantArb, variantOf, ZERO_WIDTH } from './arbitraries.ts';

/** Blank as the reader means it: spaces of every kind and zero-width characters only. */
const isBlank = (line: string) => /^(?:\s|\u200b|\u200c|\u200d|\u2060|\ufeff)*$/.test(line);
const lineOf = (text: string) => text.split(/\r\n|\r|\n/);

function expectWellFormed(src: string, vars: readonly string[] = ['x'], bareValues = false): void {
  let r: ReturnType<typeof parseStatement> | undefined;
  expect(() => {
    r = parseStatement(src, vars, bareValues);
  }).not.toThrow();
  if (!r!.ok) {
    const e = r!.error;
    expect(e.message).not.toMatch(/internal/);
    expect(e.message.length).toBeGreaterThan(0);
    expect(Number.isInteger(e.start) && Number.isInteger(e.end)).toBe(true);
    expect(e.start).toBeGreaterThanOrEqual(0);
    expect(e.end).toBeGreaterThanOrEqual(e.start);
    if (e.code !== 'too_long') {
      // inside the statement, or just after its end ("expected … but found end of statement")
      expect(e.start).toBeLessThanOrEqual(src.length);
      expect(e.end).toBeLessThanOrEqual(Math.max(src.length, e.start + 1));
    }
  } else {
    // what parses prints as a statement that parses to the same tree (strictly: a bare value prints as "x = v")
    const printed = printStatement(r!.value.statement);
    const again = parseStatement(printed, vars);
    if (printed.length <= MAX_STATEMENT_LENGTH) expect(again.ok && again.value.statement).toEqual(r!.value.statement);
  }
}

const MUTATION_CHARS = [...GRAMMAR_ALPHABET, '\u0000', '\u{1F600}', '\ud800', '|', '✓', 'X'];

const mutate = (s: string): fc.Arbitrary<string> =>
  fc.tuple(fc.nat(), fc.constantFrom(...MUTATION_CHARS), fc.constantFrom('del', 'ins', 'rep')).map(([p, ch, op]) => {
    const i = s.length ? p % (s.length + (op === 'ins' ? 1 : 0)) : 0;
    if (op === 'del') return s.slice(0, i) + s.slice(i + 1);
    if (op === 'ins') return s.slice(0, i) + ch + s.slice(i);
    return s.slice(0, i) + ch + s.slice(i + 1);
  });

const varsArb = fc.constantFrom<readonly string[]>(['x'], ['y'], ['x', 'y']);

describe('parseStatement never throws, and its errors point into the statement', () => {
  it('on arbitrary unicode strings', () => {
    fc.assert(fc.property(unicodeString(120), varsArb, (src, vars) => expectWellFormed(src, vars)), { numRuns: 1000 });
  });

  it('on strings over the grammar alphabet (Unicode operators, zero-width characters and keywords included)', () => {
    fc.assert(fc.property(alphabetString(60), varsArb, (src, vars) => expectWellFormed(src, vars)), { numRuns: 1500 });
  });

  it('with bare values allowed (pasted work: x = 2 or -2), on grammar strings and token sequences', () => {
    fc.assert(fc.property(alphabetString(60), varsArb, (src, vars) => expectWellFormed(src, vars, true)), { numRuns: 800 });
    fc.assert(fc.property(tokenString, varsArb, (src, vars) => expectWellFormed(src, vars, true)), { numRuns: 800 });
  });

  it('on token soup', () => {
    fc.assert(fc.property(tokenString, varsArb, (src, vars) => expectWellFormed(src, vars)), { numRuns: 1500 });
  });

  it('on mutations of valid statements of every kind', () => {
    fc.assert(fc.property(variantArb.chain((v) => mutate(v.variant).chain(mutate).map((m) => ({ m, vars: v.vars }))), ({ m, vars }) => expectWellFormed(m, vars)), { numRuns: 1000 });
  });

  it('zero-width characters and a BOM anywhere between tokens are spaces; inside a word they split it', () => {
    for (const zw of ZERO_WIDTH) {
      const r = parseStatement(`${zw}3x${zw} + 5 <${zw} 2x - 7${zw}`);
      expect(r.ok, `U+${zw.charCodeAt(0).toString(16)}`).toBe(true);
      if (r.ok) expect(printStatement(r.value.statement)).toBe('3x + 5 < 2x - 7');
      const split = parseStatement(`no${zw}real solution`);
      expect(split.ok && printStatement(split.value.statement)).toBe('no real solution');
    }
  });

  it('on deep nesting and long runs', () => {
    for (const s of ['('.repeat(5000), ')'.repeat(5000), '-'.repeat(999), '±'.repeat(999), `${'('.repeat(499)}x${')'.repeat(499)}`, 'x^'.repeat(300), '9'.repeat(999), `${'x'.repeat(999)}`, `x = ${'2('.repeat(200)}`, `x = ${'sqrt('.repeat(300)}`, '[('.repeat(400), `${'x < '.repeat(200)}1`, `${'x = 1 or '.repeat(90)}x = 1`, `${'x = 1, '.repeat(120)}x = 1`]) {
      expectWellFormed(s);
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
  const multiline = fc.array(fc.oneof(unicodeString(40), alphabetString(30), fc.constantFrom('Step 0: x = 1', 'Step 1: x = 2', 'step 3) 2x = 4', '1) x = 1', '(2) x = 2', '3. x = 3', '=> x = 1', '', '  ', '\u00a0', '\u200b', '\u2060\ufeff', '\u200c \u200d', 'x < 2 | -3', 'Answer: x = 2.', 'x ∈ (-inf, 3)', 'The solution is x = 2.', 'x = 2 is the solution', 'So the answers are ', ' are the solutions', 'all real numbers except 1', '(-∞, 1) ∪ (1, ∞)', 'x = 2 (extraneous)', 'x = 2 is not a solution', 'x = 2 ✗', '(1) + (2): 2x = 12', 'I - II: ', '2 (-4)', 'x - 2 = 0 | x - 3 = 0', 'x = 2 ∨ x = 3', '2x = 6 / :2', 'x = 0 oder x = 2', 'x =< 4', 'L = {(3|2)}', '(x; y) = (3; 2)', 'x + 4 = 10 / -4', ' / -x', ' / ·2', 'x - y = 1  (2)', ' [1]', ' (8/2)', ' (2·4 = 8)', '(1) - (2): ', '(2)·3: ', 'from (2): ', 'Solve:', 'Problem 3', '## Exercise 5', '1: x = 1', '2: x = 2', '0.333...', '/2(2)', '   -4', ' :2', '3x = 12 ⇒ x = 4', ' so x = ', '3x = 12, x = 4')), { maxLength: 12 })
    .chain((lines) => fc.array(fc.constantFrom('\n', '\r\n', '\r', '\n\n'), { minLength: lines.length, maxLength: lines.length }).map((seps) => lines.map((l, i) => l + seps[i]).join('')));

  it('on arbitrary multi-line text; steps are exactly the non-blank lines (zero-width-only lines are blank), past problem headings above the first', () => {
    fc.assert(fc.property(multiline, (text) => {
      let r: ReturnType<typeof splitTraceText> | undefined;
      expect(() => {
        r = splitTraceText(text);
      }).not.toThrow();
      const all = lineOf(text);
      const lines = all.filter((l) => !isBlank(l));
      // `Solve:`, `Problem 3`, `q0` above the first step are no steps (isProblemHeading).
      const first = lines.findIndex((l) => !isProblemHeading(l));
      const nonBlank = first < 0 ? [] : lines.slice(first);
      if (r!.ok) {
        expect(r!.steps.length).toBe(nonBlank.length);
        for (const s of r!.steps) {
          expect(s.line).toBeGreaterThanOrEqual(1);
          expect(isBlank(all[s.line - 1]!)).toBe(false);
          expect(s.offset).toBeGreaterThanOrEqual(0);
          expect(s.offset).toBeLessThanOrEqual(all[s.line - 1]!.length);
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

// ---------------------------------------------------------------- numbered traces

/**
 * A pool of valid statements in x (any kind), respelled harmlessly, drawn once: generating and
 * parsing them inside every run would cost more than the properties themselves.
 */
const POOL = fc.sample(syntaxStatement(['x'], 2, smallNumText).map(printStatement).chain(variantOf).filter((s) => parseStatement(s).ok), { numRuns: 400, seed: 20260513 });
/** `(2) + x = …` is the product-free sum (2) + x, not label (2): a statement after a "(n)" label must not start with an operator. */
const OPERATOR_START = /^[=+*/^)!\u2260\u00b7\u00d7\u22c5]/;
const statementInX = fc.constantFrom(...POOL);

const STYLES = ['step', 'paren', 'dot', 'parenthesised'] as const;
const numberingArb: fc.Arbitrary<Numbering> = fc.record({ style: fc.constantFrom(...STYLES), start: fc.constantFrom(0 as const, 1 as const) });
const space = fc.constantFrom(' ', '\t', '\u00a0', '\u2009', '\u202f', '\u3000');
const spaces = (min: number) => fc.array(space, { minLength: min, maxLength: 3 }).map((a) => a.join(''));
const invisible = fc.array(fc.constantFrom('', '', '\u200b', '\u2060', '\ufeff', '\u200d'), { maxLength: 2 }).map((a) => a.join(''));
const arrow = fc.constantFrom('', '', '=> ', '\u21d2 ', '\u2192', '-> ');
const lineEnd = fc.constantFrom('\n', '\r\n', '\r');

/** How one line is written: labelled or not (the first always is), indent, arrow, spacing, blank lines after. */
const lineStyle = fc.record({ labelled: fc.boolean(), indent: spaces(0), zw: invisible, gap: spaces(1), arrow, trail: spaces(0), end: lineEnd, blankAfter: fc.constantFrom('', '', ' ', '\u200b', '\ufeff\u2060') });

function labelText(n: Numbering, index: number, sep: string): string {
  const l = formatLabel(n, index)!;
  return n.style === 'step' ? `${l}${sep}` : l;
}

const numberedTrace = fc
  .record({
    statements: fc.array(statementInX, { minLength: 1, maxLength: 8 }),
    numbering: numberingArb,
    stepSep: fc.constantFrom(':', '.', ')', ' :'),
    bom: fc.boolean(),
  })
  .filter((t) => t.numbering.style !== 'parenthesised' || !t.statements.some((s) => OPERATOR_START.test(s)))
  .chain((t) => fc.array(lineStyle, { minLength: t.statements.length, maxLength: t.statements.length }).map((styles) => ({ ...t, styles })))
  .map(({ statements, numbering, stepSep, bom, styles }) => {
    const text = statements
      .map((s, i) => {
        const st = styles[i]!;
        const label = i === 0 || st.labelled ? labelText(numbering, i, stepSep) : '';
        return `${st.zw}${st.indent}${label}${label ? st.gap : ''}${st.arrow}${s}${st.trail}${st.end}${st.blankAfter ? `${st.blankAfter}${st.end}` : ''}`;
      })
      .join('');
    return { text: (bom ? '\ufeff' : '') + text, statements, numbering, labelled: statements.map((_s, i) => i === 0 || styles[i]!.labelled) };
  });

describe('numbered traces (fast-check)', () => {
  it('split back into exactly their statements, with the numbering they were written in', () => {
    fc.assert(fc.property(numberedTrace, ({ text, statements, numbering, labelled }) => {
      const r = splitTraceText(text);
      if (!r.ok) throw new Error(`refused ${JSON.stringify(text)}: ${r.error.code} line ${r.error.line}: ${r.error.message}`);
      expect(numberingId(r.numbering)).toBe(numberingId(numbering));
      expect(r.steps.map((s) => s.text)).toEqual(statements.map((s) => s.trimEnd()));
      expect(r.steps.map((s) => s.label !== null)).toEqual(labelled);
    }), { numRuns: 500 });
  });

  it('are judged by the checker exactly as their bare statements are', () => {
    fc.assert(fc.property(numberedTrace, ({ text, statements }) => {
      const r = checkTraceText(text);
      // A first line holding the problem and work (`8 >= -5, x = …`) is refused numbered (its number names one step), where
      // bare it is split into the problem and the next step (round 75 A).
      if (!r.ok && r.error.code === 'unsupported' && /then work on one numbered line/.test(r.error.message)) {
        const bare = checkTraceText(statements.join('\n'));
        expect(bare.ok && bare.lines.length > statements.length).toBe(true);
        return;
      }
      if (!r.ok) throw new Error(`refused: ${r.error.message}`);
      // Bare statements read as pasted work (a list written with "," is a list), numbering aside.
      const plain = checkLines(statements.map((text) => ({ text, offset: 0 })), { pasted: true });
      expect([r.result.q1, r.result.q2, r.result.q3]).toEqual([plain.q1, plain.q2, plain.q3]);
      expect(r.result.steps.map((s) => s.code)).toEqual(plain.steps.map((s) => s.code));
      expect(r.result.final).toEqual(plain.final);
    }), { numRuns: 150 });
  });

  it('a wrong number on any labelled line is refused at that line and at its number', () => {
    const withWrong = numberedTrace.chain((t) => fc.tuple(fc.nat({ max: t.statements.length - 1 }), fc.integer({ min: 1, max: 3 })).map(([k, shift]) => ({ ...t, k, shift })))
      // A first line numbered 1 instead of 0 is a trace counted from one, not a wrong number.
      .filter(({ k, shift, numbering }) => k > 0 || numbering.start + shift > 1);
    fc.assert(fc.property(withWrong, ({ statements, numbering, k, shift }) => {
      const lines = statements.map((s, i) => `${labelText(numbering, i === k ? i + shift : i, ':')} ${s}`);
      const r = splitTraceText(lines.join('\n'));
      if (r.ok) throw new Error(`accepted ${JSON.stringify(lines)}`);
      expect(r.error.code).toBe('step_label');
      expect(r.error.line).toBe(k + 1);
      expect(lines[k]!.slice(r.error.start, r.error.end)).toBe(String(k + shift + numbering.start));
    }), { numRuns: 300 });
  });

  it('a second numbering style on any later line is refused at that line', () => {
    const withMixed = numberedTrace.filter((t) => t.statements.length > 1).chain((t) =>
      fc.tuple(fc.integer({ min: 1, max: t.statements.length - 1 }), fc.constantFrom(...STYLES.filter((s) => s !== t.numbering.style))).map(([k, other]) => ({ ...t, k, other })))
      .filter(({ statements, k, other }) => other !== 'parenthesised' || !OPERATOR_START.test(statements[k]!));
    fc.assert(fc.property(withMixed, ({ statements, numbering, k, other }) => {
      const lines = statements.map((s, i) => `${labelText(i === k ? { ...numbering, style: other } : numbering, i, ':')} ${s}`);
      const r = splitTraceText(lines.join('\n'));
      if (r.ok) throw new Error(`accepted ${JSON.stringify(lines)}`);
      expect(r.error.code).toBe('step_label');
      expect(r.error.line).toBe(k + 1);
    }), { numRuns: 300 });
  });

  it('mutated numbered traces never throw; steps come from non-blank lines and every refusal names a line of the input', () => {
    const ins = fc.constantFrom(')', '(', '.', '1', '9', 'Step ', '=>', '\u21d2', '\u00a0', '\n', '\r\n', ' ', '\ufeff', '\u200b', '\u2060', '0) ', '|', '≤', '±', '∞', '√', '∅', '÷', '−');
    const mutated = fc.tuple(numberedTrace, fc.array(fc.tuple(fc.nat(), ins, fc.nat({ max: 3 })), { maxLength: 4 })).map(([t, ms]) => {
      let s = t.text;
      for (const [p, text, del] of ms) {
        const i = p % (s.length + 1);
        s = s.slice(0, i) + text + s.slice(i + del);
      }
      return s;
    });
    fc.assert(fc.property(mutated, (text) => {
      let r: ReturnType<typeof splitTraceText> | undefined;
      expect(() => {
        r = splitTraceText(text);
      }).not.toThrow();
      const all = lineOf(text);
      const nonBlank = all.filter((l) => !isBlank(l));
      if (r!.ok) {
        expect(r!.steps.length).toBe(nonBlank.length);
        // the statement is what the line holds from its offset, less a comment or marks at its end
        for (const s of r!.steps) expect(all[s.line - 1]!.slice(s.offset).toLowerCase().startsWith(s.text.toLowerCase())).toBe(true);
      } else {
        expect(['empty', 'step_label', 'too_many_steps', 'too_long']).toContain(r!.error.code);
        expect(r!.error.line).toBeGreaterThanOrEqual(1);
        expect(r!.error.line).toBeLessThanOrEqual(all.length);
        if (r!.error.code === 'step_label') expect(r!.error.end).toBeLessThanOrEqual(all[r!.error.line - 1]!.length);
      }
    }), { numRuns: 1000 });
  });
});
