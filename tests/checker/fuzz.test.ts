// The checker never throws; its results are always well formed (q3 in range, q2 iff q3 = -1,
// one log entry per step, columns inside the line) and honest (a question left open by an
// unreadable line is not claimed, and no sentence judges a final answer that was not judged)
// on random, grammar-shaped and mutated traces of every domain, Unicode and zero-width
// characters included.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CheckResult } from '../../src/core/checker/index.ts';
import { checkTrace, checkTraceText } from '../../src/core/checker/index.ts';
import { isProblemHeading, printStatement, printTrace } from '../../src/core/trace/index.ts';
import { alphabetString, GRAMMAR_ALPHABET, smallNumText, syntaxStatement, tokenString, unicodeString } from '../trace/arbitraries.ts';
import { expectConsistent } from './helpers.ts';

/** Valid traces covering every step kind and every domain (all q2 = true). */
const VALID: string[][] = [
  ['2x + 3 = 11', '2x = 8', 'x = 4'],
  ['x + 1 = 2x - 3', '(x + 1)^2 = (2x - 3)^2', 'check x = 2/3: 5/3 != -5/3, reject', 'x = 4'],
  ['2x + 3 = 11', '(2x + 3)(x - 1) = 11(x - 1)', '2x^2 + x - 3 = 11x - 11', 'x = 4 or x = 1', 'check x = 1: 5 != 11, reject', 'check x = 4: 11 = 11, keep', 'x = 4'],
  ['(3/2)x - 1 = x/4 + 4', '6x - 4 = x + 16', '5x = 20', 'x = 4'],
  ['x^2 = 4', 'x = 2 or x = -2'],
  ['(x - 1)(x - 2)(x^2 + 1)^3 = 0', '(x - 1)(x - 2) = 0', 'x = 1 or x = 2'],
  ['3x + 5 < 2x - 7', 'x + 5 < -7', 'x < -12'],
  ['3x + 5 < 2x - 7', '-12 > x'],
  ['-2x + 3 <= 7', '-2x <= 4', 'x >= -2', 'x ∈ [-2, ∞)'],
  ['x^2 + 2x - 1 = 0', 'x = (-2 ± sqrt(8))/2', 'x = -1 ± sqrt(2)'],
  ['x^2 = 2', 'x = sqrt(2) or x = -sqrt(2)'],
  ['x^2 + 1 = 0', 'no real solution'],
  ['x/(x - 3) = 3/(x - 3) + 2', 'x ≠ 3', 'x = 3 + 2(x - 3)', 'x = 2x - 3', 'x = 3', 'check x = 3: undefined, reject', 'no solution'],
  ['x/(x - 1) = 2', 'x = 2(x - 1)', 'x = 2'],
  ['2x + 3y = 12, x - y = 1', '2x + 3y = 12, x = y + 1', '2(y + 1) + 3y = 12, x = y + 1', '5y = 10, x = y + 1', 'y = 2, x = 3'],
  ['2y + 1 = 7', '2y = 6', 'y = 3'],
  // A value worked out on the answer line: a mutation gives it a false link (worked-value.ts).
  ['4x + 1 = 11', '4x = 10', 'x = 10/4 = 5/2'],
];

/** Right pasted work in forms the strict language reads otherwise: a check by substitution whose numbers follow it (trailing-checks.ts). */
const PASTED_VALID: string[][] = [
  ['3x + 2 = 2x + 5', 'x = 3', '3(3) + 2 = 2(3) + 5', '11 = 11'],
  ['5x - 2 = 3x + 4', '2x = 6', 'x = 3', '5(3) - 2 =? 3(3) + 4', '13 = 13'],
];

// 'unsupported': a form refused whole (a third equation named III, the problem and work on a numbered first line).
const ERROR_CODES = new Set(['empty', 'step_label', 'too_many_steps', 'too_long', 'broken_line', 'unsupported']);

/** What the checker says must be true of what it judged, and say nothing of what it did not. */
export function expectHonest(r: CheckResult): void {
  expect(r.claims.q2).toBe(r.claims.q3);
  expect(r.unreadable).toEqual(r.steps.flatMap((s, i) => (s.code === 'parse_error' ? [i] : [])));
  if (r.unreadable.length === 0 && r.steps[0]?.code !== 'bad_original') expect(r.claims).toMatchObject({ q2: true, q3: true });
  // a sentence about the final answer (step reasons may say "every x satisfies this step")
  const finalWords = /The final answer (?!is not judged)[^.]*?(satisf|is exactly the solution set|is not the solution set)/;
  if (!r.claims.q1) {
    expect(r.finalSentence).toBeNull();
    expect(r.unjudged).not.toBeNull();
    expect(r.explanation).toContain('The final answer is not judged');
    expect(r.explanation).not.toMatch(finalWords);
  } else if (r.final === null) {
    // Pasted system work that ends on one unknown says so (check.ts, noAnswerSentence).
    // A system's last line in terms of the other unknown says so (`y = 3 - x`: "gives y in terms of x", stop 51).
    expect(r.explanation).toMatch(/(?:There is no final answer\.|there is no final answer naming both \S+ and \S+\.|there is no final answer naming a value of each\.)$/);
    expect(r.explanation).not.toMatch(finalWords);
  } else {
    const sentence = r.finalSentence ?? '';
    expect(r.explanation.endsWith(sentence)).toBe(true);
    expect(/ (satisfies|is exactly the solution set of) the original /.test(sentence)).toBe(r.q1);
  }
}

function safeCheck(steps: string[]): CheckResult {
  let r: CheckResult | undefined;
  expect(() => {
    r = checkTrace(steps);
  }).not.toThrow();
  expectConsistent(r!, steps.length);
  expectHonest(r!);
  r!.steps.forEach((s, i) => {
    if (s.column !== null) expect(s.column).toBeLessThanOrEqual(Math.max(steps[i]!.length + 1, 1));
  });
  return r!;
}

function expectTextResult(text: string): void {
  let r: ReturnType<typeof checkTraceText> | undefined;
  expect(() => {
    r = checkTraceText(text);
  }).not.toThrow();
  // LaTeX is read as plain text first (trace/latex.ts): the lines are that text's.
  const lines = (r!.read ?? text).split(/\r\n|\r|\n/);
  if (r!.read !== undefined) expect(r!.read.length).toBeLessThanOrEqual(text.length);
  const filled = lines.filter((l) => !/^(?:\s|\u200b|\u200c|\u200d|\u2060|\ufeff)*$/.test(l));
  // `Solve:`, `Problem 3`, `Q7` above the first step are no steps (isProblemHeading; fast-check drew "Q7" above a line, about
  // once in thirty runs of this file).
  const first = filled.findIndex((l) => !isProblemHeading(l));
  const nonBlank = first < 0 ? 0 : filled.length - first;
  const res = r!;
  if (res.ok) {
    // One step per non-blank line, but a first line that is a chain (`x² = 9 ⇒ x = ±3`, as a
    // mutation inserting " ⇒ no solution" into step 0 makes it) is step 0 and the steps after it
    // (splitFirstChain), all with that line's number. Counting lines alone failed about once in
    // twenty runs of this file, when fast-check drew that mutation.
    expect(new Set(res.lines.map((l) => l.line)).size).toBe(nonBlank);
    const extra = res.lines.length - nonBlank;
    expect(res.lines.slice(0, extra + 1).every((l) => l.line === res.lines[0]!.line)).toBe(true);
    expectConsistent(res.result, res.lines.length);
    expectHonest(res.result);
    // Pasted work with no usable step 0 claims nothing of its steps (it would fault the problem, not the work).
    if (res.result.steps[0]?.code === 'bad_original') expect(res.result.claims).toMatchObject({ q2: false, q3: false });
    res.result.steps.forEach((s, i) => {
      expect(s.text).toBe(res.lines[i]!.text);
      // a column names a character of the input line (or the place just after its end)
      if (s.column !== null) expect(s.column).toBeLessThanOrEqual(lines[res.lines[i]!.line - 1]!.length + 1);
    });
  } else {
    expect(ERROR_CODES).toContain(res.error.code);
    expect(res.error.line).toBeGreaterThanOrEqual(1);
    expect(res.error.line).toBeLessThanOrEqual(lines.length);
    expect(res.error.column).toBeGreaterThanOrEqual(1);
    expect(res.error.message.length).toBeGreaterThan(0);
  }
}

// ---- mutations of valid traces

const MUTATION_CHARS = [...GRAMMAR_ALPHABET, '|', '✓', 'X', 'Answer: ', '\u{1F600}', 'x₁,₂ = ', 'x_{1,2} = ', 'x1,2'];

type Mutation =
  | { op: 'char'; kind: 'del' | 'rep' | 'ins'; line: number; pos: number; ch: string }
  | { op: 'swap'; i: number; j: number }
  | { op: 'line'; kind: 'dup' | 'del' | 'blank'; i: number };

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constant('char' as const), kind: fc.constantFrom('del' as const, 'rep' as const, 'ins' as const), line: fc.nat(), pos: fc.nat(), ch: fc.constantFrom(...MUTATION_CHARS) }),
  fc.record({ op: fc.constant('swap' as const), i: fc.nat(), j: fc.nat() }),
  fc.record({ op: fc.constant('line' as const), kind: fc.constantFrom('dup' as const, 'del' as const, 'blank' as const), i: fc.nat() }),
);

function applyMutation(lines: string[], m: Mutation): string[] {
  const out = lines.slice();
  if (!out.length) return out;
  if (m.op === 'swap') {
    const i = m.i % out.length;
    const j = m.j % out.length;
    [out[i], out[j]] = [out[j]!, out[i]!];
  } else if (m.op === 'line') {
    const i = m.i % out.length;
    if (m.kind === 'dup') out.splice(i, 0, out[i]!);
    else if (m.kind === 'blank') out.splice(i, 0, '\u200b');
    else if (out.length > 1) out.splice(i, 1);
  } else {
    const li = m.line % out.length;
    const s = out[li]!;
    const p = m.pos % (s.length + 1);
    out[li] = m.kind === 'del' ? s.slice(0, p) + s.slice(p + 1) : m.kind === 'ins' ? s.slice(0, p) + m.ch + s.slice(p) : s.slice(0, p) + m.ch + s.slice(p + 1);
  }
  return out;
}

const mutatedTrace: fc.Arbitrary<string[]> = fc
  .tuple(fc.constantFrom(...VALID), fc.array(mutationArb, { minLength: 1, maxLength: 4 }))
  .map(([trace, ms]) => ms.reduce(applyMutation, trace));

describe('the valid pool really is valid (so mutations start from q2 = true)', () => {
  it.each(VALID.map((t) => [t.join(' / '), t] as const))('%s', (_name, t) => {
    const r = checkTrace(t);
    expect({ q1: r.q1, q2: r.q2, q3: r.q3 }, r.explanation).toEqual({ q1: true, q2: true, q3: -1 });
  });
});

describe('checkTrace never throws and is always well formed and honest', () => {
  it('on arrays of arbitrary unicode strings', () => {
    fc.assert(fc.property(fc.array(unicodeString(40), { minLength: 1, maxLength: 8 }), (steps) => {
      safeCheck(steps);
    }), { numRuns: 500 });
  });

  it('on arrays of grammar-alphabet strings and token soup', () => {
    fc.assert(fc.property(fc.array(fc.oneof(alphabetString(40), tokenString), { minLength: 1, maxLength: 8 }), (steps) => {
      safeCheck(steps);
    }), { numRuns: 500 });
  });

  it('on random well-formed statements over one or two unknowns (relations, intervals, or/and, none, checks incl. undefined, sqrt, ±)', () => {
    // small numbers: a 12-digit number to the 8th power makes one statement take seconds (see the report)
    const traceArb = fc.constantFrom<readonly string[]>(['x'], ['y'], ['x', 'y'])
      .chain((vars) => fc.array(syntaxStatement(vars, 2, smallNumText).map(printStatement), { minLength: 1, maxLength: 6 }));
    fc.assert(fc.property(traceArb, (steps) => {
      safeCheck(steps);
    }), { numRuns: 300 });
  });

  it('on mutated valid traces (characters deleted, inserted, replaced; lines swapped, duplicated, deleted, zero-width lines added)', () => {
    let changed = 0;
    fc.assert(fc.property(mutatedTrace, (steps) => {
      const r = safeCheck(steps);
      if (!r.q2) changed++;
    }), { numRuns: 800 });
    expect(changed).toBeGreaterThan(100); // the mutations really do break traces
  });

  it('a duplicated valid line (other than the original) keeps a valid trace valid', () => {
    fc.assert(fc.property(fc.constantFrom(...VALID), fc.nat(), (trace, k) => {
      const i = 1 + (k % (trace.length - 1));
      // repeating a check of an already-discarded candidate is not a repetition the pool has
      fc.pre(!trace[i]!.startsWith('check') || trace.slice(i + 1).every((s) => !s.startsWith('no') && !s.startsWith('x = ')));
      const steps = [...trace.slice(0, i + 1), trace[i]!, ...trace.slice(i + 1)];
      const r = safeCheck(steps);
      expect(r.q2, r.explanation).toBe(true);
    }), { numRuns: 200 });
  });

  it('stays fast on degree-8 steps with large coefficients', () => {
    const steps = ['(123456789x - 987654321)(x^7 + 999999999999) = 0', '(999999999999x^4 + 1)^2 = (x - 123456789012)^2', '(3/7)x^8 - (11/13)x^5 + (17/19)x^2 - 23/29 = 0', 'x = 1'];
    const t0 = performance.now();
    safeCheck(steps);
    expect(performance.now() - t0).toBeLessThan(2000);
  });
});

describe('checkTraceText never throws and is always well formed and honest', () => {
  const sep = fc.constantFrom('\n', '\r\n', '\r', '\n\n', '\n  \n', '\n\u200b\n', '\n\ufeff\u2060\n');

  it('on arbitrary unicode text', () => {
    fc.assert(fc.property(fc.oneof(unicodeString(200), fc.array(unicodeString(30), { maxLength: 8 }).map((ls) => ls.join('\n'))), expectTextResult), { numRuns: 500 });
  });

  it('on mutated valid traces, with and without Step prefixes, with any line ends and zero-width lines', () => {
    fc.assert(fc.property(mutatedTrace, fc.boolean(), sep, (steps, prefixed, nl) => {
      const text = (prefixed ? printTrace(steps) : steps.join('\n')).replace(/\n/g, nl);
      expectTextResult(text);
    }), { numRuns: 800 });
  });

  it('on text mutations that may break labels and line structure', () => {
    const textMutation = fc.tuple(fc.nat(), fc.constantFrom('\n', '\r', ':', '1', 'Step 7: ', ' ', '', '\u200b', '\ufeff', '| -2', ' (add 3)', '.', '✓', ' (rejected)', ' (x = 2 rejected)', 'Subtract 3: ', 'a) ', 'Solve: ', 'Factor: ', '\nx - 2 = 0\nx = 2', ' is excluded, so there is no solution', 'no solution, since x = 3 is excluded', ' ⇒ no solution', '\nLCD: (x - 1)(x + 1)\n', '\nLCD = 6\n', ' ≈ ±2.24', '\nx ≈ 1.5\n', 'false, so ', '\nboth work', 'both are excluded, so ', ' doesn\'t work', 'only ', ' (x ≠ 2)', ', so x ≠ ±1', '\nit checks out\n', '\n∅', '&lt;', '&nbsp;', '<br>', '</p><p>', '&#8804;', '<sup>2</sup>', ' is ', 'there\'s ', 'Step 2 - ', ' y=2', 'it\'s extraneous'), fc.nat({ max: 3 }));
    fc.assert(fc.property(fc.constantFrom(...VALID).map(printTrace), fc.array(textMutation, { maxLength: 4 }), (text, ms) => {
      let t = text;
      for (const [p, ins, del] of ms) {
        const i = p % (t.length + 1);
        t = t.slice(0, i) + ins + t.slice(i + del);
      }
      expectTextResult(t);
    }), { numRuns: 800 });
  });

  it('a chain made on the first line by a mutation: step 0 and the step after it share the line (fast-check\'s counterexample)', () => {
    const text = 'Ste : 3x + 5 < 2 ⇒ no solutionx - 7\nStep 1: x + 5 < -7\nStep 2: x < -12';
    expectTextResult(text);
    const r = checkTraceText(text);
    expect(r.ok && r.lines.map((l) => l.line)).toEqual([1, 1, 2, 3]);
  });

  it('on mutated right pasted work (a check whose numbers follow it, a value worked out)', () => {
    for (const t of PASTED_VALID) {
      const r = checkTraceText(t.join('\n'));
      expect(r.ok && { q1: r.result.q1, q2: r.result.q2, q3: r.result.q3 }).toEqual({ q1: true, q2: true, q3: -1 });
    }
    const pasted = fc.tuple(fc.constantFrom(...PASTED_VALID), fc.array(mutationArb, { minLength: 1, maxLength: 3 })).map(([trace, ms]) => ms.reduce(applyMutation, trace));
    fc.assert(fc.property(pasted, (steps) => expectTextResult(steps.join('\n'))), { numRuns: 400 });
  });

  it('a trailing zero-width line changes nothing (issue 15)', () => {
    for (const t of VALID) {
      for (const zw of ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff']) {
        const r = checkTraceText(`${t.join('\n')}\n${zw}\n`);
        if (!r.ok) throw new Error(r.error.message);
        expect({ q1: r.result.q1, q2: r.result.q2, q3: r.result.q3 }).toEqual({ q1: true, q2: true, q3: -1 });
      }
    }
  });

  it('refuses 1 MB of text quickly with too_long', () => {
    for (const big of ['x'.repeat(1 << 20), `${printTrace(VALID[1]!)}\n`.repeat(12_000), '\n'.repeat(1 << 20)]) {
      expect(big.length).toBeGreaterThanOrEqual(1 << 20);
      const t0 = performance.now();
      const r = checkTraceText(big);
      expect(performance.now() - t0).toBeLessThan(500);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('too_long');
    }
  });

  it('a 1 MB statement passed to checkTrace is a quick parse error, not a crash', () => {
    const t0 = performance.now();
    const r = checkTrace(['2x = 8', `x = ${'1 + '.repeat(1 << 18)}1`]);
    expect(performance.now() - t0).toBeLessThan(500);
    expect(r.steps[1]!.code).toBe('parse_error');
    expect(r.q3).toBe(1);
  });
});
