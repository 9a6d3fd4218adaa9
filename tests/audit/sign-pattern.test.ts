// signPatternBroken (audit 10): a line of plain terms whose signs, every term moved to one side and
// each degree summed, are neither the line before's nor all of them reversed. Valid moves,
// combinations and scalings keep that pattern by algebra; these tests hold the detector to it on
// random lines (fast-check), on hand-written slips, and on generated data of three domains.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Fraction from 'fraction.js';
import { signPatternBroken } from '../../src/core/audit/slip-cues.ts';
import { generateDataset } from '../../src/core/dataset/index.ts';
import type { DomainId } from '../../src/core/domains/index.ts';

/** One term as the generated paths write it: `-3x^2`, `(7/9)x`, `x`, `5/4`. */
function termText(c: Fraction, deg: number): string {
  const size = c.abs();
  const body = size.d === 1n ? String(size.n) : deg === 0 ? `${size.n}/${size.d}` : `(${size.n}/${size.d})`;
  const letter = deg === 2 ? 'x^2' : deg === 1 ? 'x' : '';
  return deg > 0 && size.equals(1) ? letter : `${body}${letter}`;
}

/** A side; with `bracketed`, a negative fraction of x is written inside its brackets, `+ (-7/8)x`, as linear's divided lines write it. */
function sideText(terms: readonly { c: Fraction; deg: number }[], bracketed = false): string {
  const kept = terms.filter((t) => !t.c.equals(0));
  if (kept.length === 0) return '0';
  return kept.map((t, i) => {
    const neg = t.c.compare(0) < 0;
    const text = termText(t.c, t.deg);
    if (bracketed && neg && t.deg > 0 && t.c.d !== 1n) {
      const letter = t.deg === 2 ? 'x^2' : 'x';
      return `${i === 0 ? '' : ' + '}(-${text.slice(1, -letter.length - 1)})${letter}`;
    }
    return i === 0 ? (neg ? `-${text}` : text) : `${neg ? ' - ' : ' + '}${text}`;
  }).join('');
}

const coef = fc.tuple(fc.integer({ min: -12, max: 12 }), fc.integer({ min: 1, max: 9 })).map(([n, d]) => new Fraction(n, d));
const term = fc.record({ c: coef, deg: fc.integer({ min: 0, max: 2 }) });
const line = fc.record({ left: fc.array(term, { minLength: 1, maxLength: 4 }), right: fc.array(term, { minLength: 1, maxLength: 3 }) });

describe('signPatternBroken (audit 10)', () => {
  it('never names a line that moves, combines or scales the terms of the line before (fast-check)', () => {
    fc.assert(fc.property(line, fc.integer({ min: -6, max: 6 }).filter((k) => k !== 0), fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }), fc.boolean(), fc.boolean(),
      (eq, k, moves, combine, bracketed) => {
        const before = `${sideText(eq.left, bracketed)} = ${sideText(eq.right, bracketed)}`;
        // Every term times k, some moved across (sign reversed), and optionally like terms combined.
        const all = [...eq.left.map((t) => ({ ...t, left: true })), ...eq.right.map((t) => ({ ...t, left: false }))]
          .map((t, i) => ({ c: t.c.mul(k), deg: t.deg, left: moves[i % moves.length] ? !t.left : t.left, moved: moves[i % moves.length] }))
          .map((t) => ({ ...t, c: t.moved ? t.c.neg() : t.c }));
        const side = (left: boolean) => {
          const ts = all.filter((t) => t.left === left);
          if (!combine) return ts;
          return [2, 1, 0].map((deg) => ({ deg, c: ts.filter((t) => t.deg === deg).reduce((s, t) => s.add(t.c), new Fraction(0)) }));
        };
        const after = `${sideText(side(true), bracketed)} = ${sideText(side(false), bracketed)}`;
        expect(signPatternBroken([before, after])).toBe(-1);
      }), { numRuns: 3000 });
  });

  it('never names a line that writes both sides over one number, nor the line that works it out (audit 11, fast-check)', () => {
    fc.assert(fc.property(line, fc.integer({ min: -9, max: 9 }).filter((d) => d !== 0 && d !== 1), fc.boolean(), (eq, d, bracketed) => {
      const before = `${sideText(eq.left, bracketed)} = ${sideText(eq.right, bracketed)}`;
      // `(…)/d` around a sum, `t/d` around one term; a negative d in brackets, as the quadratic paths write it.
      const over = (ts: readonly { c: Fraction; deg: number }[]) => {
        const text = sideText(ts);
        const kept = ts.filter((t) => !t.c.equals(0));
        const plain = kept.length === 1 && kept[0]!.c.d === 1n;
        return `${plain ? text : `(${text})`}/${d < 0 ? `(${d})` : d}`;
      };
      const written = `${over(eq.left)} = ${over(eq.right)}`;
      const worked = `${sideText(eq.left.map((t) => ({ ...t, c: t.c.div(d) })), bracketed)} = ${sideText(eq.right.map((t) => ({ ...t, c: t.c.div(d) })), bracketed)}`;
      expect(signPatternBroken([before, written, worked])).toBe(-1);
    }), { numRuns: 2000 });
  });

  it('reads a side written over a number: a term whose sign the division left as it was is named (audit 11)', () => {
    expect(signPatternBroken(['-2x^2 + 8x = 3x', '(-2x^2 + 8x)/(-2) = 3x/(-2)', 'x^2 + 4x = (3/2)x'])).toBe(2);
    expect(signPatternBroken(['-2x^2 + 8x = 3x', '(-2x^2 + 8x)/(-2) = 3x/(-2)', 'x^2 - 4x = (-3/2)x'])).toBe(-1);
    expect(signPatternBroken(['9x^2 + 2x = 8x', '(9x^2 + 2x)/9 = 8x/9', 'x^2 - (2/9)x = (-8/9)x'])).toBe(2);
    expect(signPatternBroken(['-2x^2 - 5x + 5 = -4', '(-2x^2 - 5x + 5)/(-2) = -4/(-2)', 'x^2 - (5/2)x - 5/2 = 2'])).toBe(2);
    expect(signPatternBroken(['-2x^2 - 5x + 5 = -4', '(-2x^2 - 5x + 5)/(-2) = -4/(-2)', 'x^2 + (5/2)x - 5/2 = 2'])).toBe(-1);
  });

  it('names a move that keeps a sign, a sign dropped, and a combination with the wrong sign', () => {
    expect(signPatternBroken(['3x^2 - x + 6 = -10x + 7', '3x^2 - 11x - 1 = 0'])).toBe(1);
    expect(signPatternBroken(['3x + 5 = 2x - 7', 'x = 12'])).toBe(1);
    expect(signPatternBroken(['x', '9x + 10 = 10x - 10', '9x = 10x + 20'])).toBe(2);
    expect(signPatternBroken(['6x + 4 < 9x - 3', '6x - 9x < -7', '3x < -7'])).toBe(2);
    expect(signPatternBroken(['(-7/8)x - 5/4 = (-5/8)x - 1', '(-5/8)x + (7/8)x - 5/4 = -1'])).toBe(1);
  });

  it('stays quiet on valid lines, lines of another degree, and lines that are no plain sums', () => {
    expect(signPatternBroken(['3x + 5 = 2x - 7', 'x = -12'])).toBe(-1);
    expect(signPatternBroken(['-3x < -7', '3x > 7'])).toBe(-1);
    expect(signPatternBroken(['x^2 + 7x = x^2 - x', '8x = 0'])).toBe(-1);
    expect(signPatternBroken(['-4x^2 = 0', 'x = 0'])).toBe(-1);
    expect(signPatternBroken(['(x + 6)^2 = 0', 'x - 6 = 0'])).toBe(-1);
    expect(signPatternBroken(['x^2 = 16', 'x = 4 or x = -4'])).toBe(-1);
    expect(signPatternBroken(['(x - 1)/(x + 8) = 1', 'x - 1 = x + 8'])).toBe(-1);
  });

  it.each(['linear', 'inequality', 'quadratic'] as DomainId[])('%s, generated (seed 5, small): no T1 shows it, no line it names comes before the first error, and most hold it', (domain) => {
    const data = generateDataset({ seed: 5, domain, testPerType: 60, trainCanonicalPerType: 0, trainPerturbedPerCell: 0 });
    const samples = [...data.testCanonical, ...data.testPerturbed];
    let named = 0, first = 0;
    for (const s of samples) {
      const at = signPatternBroken(s.steps);
      if (at < 0) continue;
      named++;
      expect(s.trace_type).not.toBe('T1');
      expect(at).toBeGreaterThanOrEqual(s.gold.q3);
      if (at === s.gold.q3) first++;
    }
    expect(named).toBeGreaterThan(10);
    expect(first / named).toBeGreaterThan(0.9);
  }, 120_000);
});
