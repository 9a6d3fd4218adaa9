// The checker never throws; its results are always well formed (q3 in range, q2 iff q3 = -1,
// one log entry per step) on random, grammar-shaped and mutated traces.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CheckResult } from '../../src/core/checker/index.ts';
import { checkTrace, checkTraceText } from '../../src/core/checker/index.ts';
import { parseStatement, printStatement, printTrace } from '../../src/core/trace/index.ts';
import { alphabetString, statementArb, tokenString, unicodeString } from '../trace/arbitraries.ts';
import { expectConsistent } from './helpers.ts';

/** Valid traces covering every step kind (all q2 = true). */
const VALID: string[][] = [
  ['2x + 3 = 11', '2x = 8', 'x = 4'],
  ['x + 1 = 2x - 3', '(x + 1)^2 = (2x - 3)^2', 'check x = 2/3: 5/3 != -5/3, reject', 'x = 4'],
  ['2x + 3 = 11', '(2x + 3)(x - 1) = 11(x - 1)', '2x^2 + x - 3 = 11x - 11', 'x = 4 or x = 1', 'check x = 1: 5 != 11, reject', 'check x = 4: 11 = 11, keep', 'x = 4'],
  ['2x = 10', '2x(x - 1)(x - 2) = 10(x - 1)(x - 2)', 'check x = 1: 2 != 10, reject', 'x = 5 or x = 2', 'check x = 2: 4 != 10, reject', 'x = 5'],
  ['(3/2)x - 1 = x/4 + 4', '6x - 4 = x + 16', '5x = 20', 'x = 4'],
  ['x^2 = 4', 'x = 2 or x = -2'],
  ['(x - 1)(x - 2)(x^2 + 1)^3 = 0', '(x - 1)(x - 2) = 0', 'x = 1 or x = 2'],
  ['-3x + 2 = 7x + 14', '-10x = 12', 'x = -6/5'],
];

const MAX_PART = 10n ** 6n;
const abs = (n: bigint) => (n < 0n ? -n : n);

/** Every number the statement denotes has numerator and denominator below 10^6. */
function modestNumbers(text: string): boolean {
  const r = parseStatement(text);
  if (!r.ok) return true;
  const m = r.value.meaning;
  const nums = m.kind === 'equation' ? [...m.left, ...m.right] : m.kind === 'answer' ? [m.value] : m.kind === 'candidates' ? m.values : [m.value, m.left, m.right];
  return nums.every((v) => abs(v.n) < MAX_PART && v.d < MAX_PART);
}

function safeCheck(steps: string[]): CheckResult {
  let r: CheckResult | undefined;
  expect(() => {
    r = checkTrace(steps);
  }).not.toThrow();
  return r!;
}

function safeCheckText(text: string): ReturnType<typeof checkTraceText> {
  let r: ReturnType<typeof checkTraceText> | undefined;
  expect(() => {
    r = checkTraceText(text);
  }).not.toThrow();
  return r!;
}

function expectTextResult(text: string): void {
  const r = safeCheckText(text);
  const nonBlank = text.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '').length;
  if (r.ok) {
    expect(r.lines.length).toBe(nonBlank);
    expectConsistent(r.result, nonBlank);
    r.result.steps.forEach((s, i) => expect(s.text).toBe(r.lines[i]!.text));
  } else {
    expect(['empty', 'step_label', 'too_many_steps', 'too_long']).toContain(r.error.code);
    expect(r.error.line).toBeGreaterThanOrEqual(1);
    expect(r.error.column).toBeGreaterThanOrEqual(1);
    expect(r.error.message.length).toBeGreaterThan(0);
  }
}

// ---- mutations of valid traces

type Mutation =
  | { op: 'char'; kind: 'del' | 'rep' | 'ins'; line: number; pos: number; ch: string }
  | { op: 'swap'; i: number; j: number }
  | { op: 'line'; kind: 'dup' | 'del'; i: number };

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ op: fc.constant('char' as const), kind: fc.constantFrom('del' as const, 'rep' as const, 'ins' as const), line: fc.nat(), pos: fc.nat(), ch: fc.constantFrom(...'0123456789x+-*/^()=:,. !≠−·checkorkeepreject') }),
  fc.record({ op: fc.constant('swap' as const), i: fc.nat(), j: fc.nat() }),
  fc.record({ op: fc.constant('line' as const), kind: fc.constantFrom('dup' as const, 'del' as const), i: fc.nat() }),
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
  it.each(VALID.map((t) => [t[0]!, t] as const))('%s', (_name, t) => {
    const r = checkTrace(t);
    expect({ q1: r.q1, q2: r.q2, q3: r.q3 }).toEqual({ q1: true, q2: true, q3: -1 });
  });
});

describe('checkTrace never throws and is always well formed', () => {
  it('on arrays of arbitrary unicode strings', () => {
    fc.assert(fc.property(fc.array(unicodeString(40), { minLength: 1, maxLength: 8 }), (steps) => {
      expectConsistent(safeCheck(steps), steps.length);
    }), { numRuns: 500 });
  });

  it('on arrays of grammar-alphabet strings and token soup', () => {
    fc.assert(fc.property(fc.array(fc.oneof(alphabetString(40), tokenString), { minLength: 1, maxLength: 8 }), (steps) => {
      expectConsistent(safeCheck(steps), steps.length);
    }), { numRuns: 500 });
  });

  it('on random well-formed statements (any mix of equations, answers, candidate lists and checks)', () => {
    // Numbers are kept modest here: huge ones currently stall or crash the checker, which
    // robustness.test.ts pins down with bounded-time cases (an unbounded hang would block the suite).
    const modest = statementArb.map(printStatement).filter(modestNumbers);
    fc.assert(fc.property(fc.array(modest, { minLength: 1, maxLength: 6 }), (steps) => {
      expectConsistent(safeCheck(steps), steps.length);
    }), { numRuns: 300 });
  });

  it('on mutated valid traces (characters deleted, inserted, replaced; lines swapped, duplicated, deleted)', () => {
    let changed = 0;
    fc.assert(fc.property(mutatedTrace, (steps) => {
      const r = safeCheck(steps);
      expectConsistent(r, steps.length);
      if (!r.q2) changed++;
    }), { numRuns: 1000 });
    expect(changed).toBeGreaterThan(100); // the mutations really do break traces
  });

  it('a duplicated valid line (other than the original) keeps a valid trace valid', () => {
    fc.assert(fc.property(fc.constantFrom(...VALID), fc.nat(), (trace, k) => {
      const i = 1 + (k % (trace.length - 1));
      const steps = [...trace.slice(0, i + 1), trace[i]!, ...trace.slice(i + 1)];
      const r = safeCheck(steps);
      expectConsistent(r, steps.length);
      // repeating a step is an equivalent step, or a repeated check; nothing becomes invalid
      // (except a repeated check of an already-discarded candidate, which our pool never has)
      expect(r.q2).toBe(true);
    }), { numRuns: 200 });
  });

  it('stays fast on degree-8 steps with large coefficients', () => {
    const steps = ['(123456789x - 987654321)(x^7 + 999999999999) = 0', '(999999999999x^4 + 1)^2 = (x - 123456789012)^2', '(3/7)x^8 - (11/13)x^5 + (17/19)x^2 - 23/29 = 0', 'x = 1'];
    const t0 = performance.now();
    const r = safeCheck(steps);
    expect(performance.now() - t0).toBeLessThan(1000);
    expectConsistent(r, steps.length);
  });
});

describe('checkTraceText never throws and is always well formed', () => {
  const sep = fc.constantFrom('\n', '\r\n', '\r', '\n\n', '\n  \n');

  it('on arbitrary unicode text', () => {
    fc.assert(fc.property(fc.oneof(unicodeString(200), fc.array(unicodeString(30), { maxLength: 8 }).map((ls) => ls.join('\n'))), expectTextResult), { numRuns: 500 });
  });

  it('on mutated valid traces, with and without Step prefixes and with any line ends', () => {
    fc.assert(fc.property(mutatedTrace, fc.boolean(), sep, (steps, prefixed, nl) => {
      const text = (prefixed ? printTrace(steps) : steps.join('\n')).replace(/\n/g, nl);
      expectTextResult(text);
    }), { numRuns: 1000 });
  });

  it('on text mutations that may break labels and line structure', () => {
    const textMutation = fc.tuple(fc.nat(), fc.constantFrom('\n', '\r', ':', '1', 'Step 7: ', ' ', ''), fc.nat({ max: 3 }));
    fc.assert(fc.property(fc.constantFrom(...VALID).map(printTrace), fc.array(textMutation, { maxLength: 4 }), (text, ms) => {
      let t = text;
      for (const [p, ins, del] of ms) {
        const i = p % (t.length + 1);
        t = t.slice(0, i) + ins + t.slice(i + del);
      }
      expectTextResult(t);
    }), { numRuns: 1000 });
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
