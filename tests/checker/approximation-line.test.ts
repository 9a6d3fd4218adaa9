// The answer's values in decimals after it in pasted work (src/core/checker/approximation-line.ts):
// `x = ±√5`, then `x ≈ ±2.24`, or `x = ±√5 ≈ ±2.24` on one line. Each decimal must be one of the
// values rounded to the places it shows, exactly; the answer stays the exact line.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gold, readPasted, VALID } from './helpers.ts';
import { checkTrace } from '../../src/core/checker/index.ts';
import Fraction from 'fraction.js';
import { decimalText, roundedText } from '../../src/core/checker/approximation-line.ts';
import { algOf } from '../../src/core/algebra/algebraic.ts';
import { Rational } from '../../src/core/algebra/rational.ts';

const read = (text: string) => readPasted(text).result;

describe('decimals after the answer', () => {
  it.each([
    ['a line of its own, ±', 'x^2 = 5\nx = ±√5\nx ≈ ±2.24'],
    ['numbered roots', 'x^2 - 5x + 3 = 0\nx = (5 ± √13)/2\nx₁ ≈ 4.30, x₂ ≈ 0.70'],
    ['"or", one place', 'x^2 - 5x + 3 = 0\nx = (5 ± √13)/2\nx ≈ 4.3 or x ≈ 0.7'],
    ['~= as typed', 'x^2 = 5\nx = ±√5\nx ~= ±2.236'],
    ['on the answer line', 'x^2 = 5\nx = ±√5 ≈ ±2.24'],
    ['a fraction on the answer line', '3x = 2\nx = 2/3 ≈ 0.67'],
    ['after the answer, then a check', 'x^2 = 5\nx = ±√5\nx ≈ ±2.24\nCheck: (√5)^2 = 5 ✓'],
  ])('%s: right, and the answer is the exact line', (_name, text) => {
    const r = read(text);
    expect(gold(r), r.explanation).toEqual(VALID);
    expect(r.final).not.toContain('2.24');
  });

  it('a value not rounded right is the first error, and says what it rounds to', () => {
    const r = read('x^2 = 5\nx = ±√5\nx ≈ ±2.23');
    expect(gold(r)).toEqual({ q1: true, q2: false, q3: 2 });
    expect(r.steps[2]!.code).toBe('wrong_computation');
    expect(r.steps[2]!.reason).toBe("x ≈ 2.23 is none of the answer's values rounded: the nearest, sqrt(5), is 2.23607…, which rounds to 2.24");
    const same = read('x^2 = 5\nx = ±√5 ≈ ±2.3');
    expect(same.steps[1]!.code).toBe('wrong_computation');
    expect(same.steps[1]!.reason).toContain('which rounds to 2.2');
  });

  it('a wrong answer stays the error, whatever its decimals', () => {
    const r = read('x^2 = 5\nx = √5\nx ≈ 2.24');
    expect(r.q3).toBe(1);
    expect(r.steps[1]!.code).toBe('dropped_true_solution');
    expect(r.steps[2]!.valid).toBe(true);
  });

  it('more decimals than the answer has values is wrong', () => {
    expect(read('2x = 3\nx = 3/2\nx ≈ 1.5 or x ≈ 2.5').steps[2]!.code).toBe('wrong_computation');
  });

  it('is not read in the strict language', () => {
    expect(checkTrace(['x^2 = 5', 'x = ±√5', 'x ≈ ±2.24']).steps[2]!.code).toBe('parse_error');
  });

  // √n to k places: the decimal whose k-place digits are round(√n·10^k), from the integer square root
  // (√n is irrational, so there is no tie); one unit of the last place off either way is wrong.
  it('property: √n rounded to k places is accepted, one unit off is not', () => {
    const isqrt = (m: bigint): bigint => {
      let x = BigInt(Math.floor(Math.sqrt(Number(m))));
      while (x * x > m) x--;
      while ((x + 1n) * (x + 1n) <= m) x++;
      return x;
    };
    const decimal = (units: bigint, k: number) => {
      const s = units.toString().padStart(k + 1, '0');
      return `${s.slice(0, -k)}.${s.slice(-k)}`;
    };
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 300 }), fc.integer({ min: 1, max: 4 }), (n, k) => {
        fc.pre(isqrt(BigInt(n)) ** 2n !== BigInt(n));
        const scale = 10n ** BigInt(k);
        const units = (isqrt(4n * BigInt(n) * scale * scale) + 1n) / 2n;
        const judged = (u: bigint) => read(`x^2 = ${n}\nx = ±√${n}\nx ≈ ±${decimal(u, k)}`).steps[2]!;
        expect(judged(units).valid).toBe(true);
        expect(judged(units + 1n).valid).toBe(false);
        expect(judged(units - 1n).valid).toBe(false);
      }),
      { numRuns: 60 },
    );
  });
});

// The digits a message gives of an exact value (round 79 A: an exact tie's message was worked out in floating point and
// could misstate the digit). Checked against fraction.js, the tests' reference arithmetic.
describe('the decimals a message gives, exact for a rational value', () => {
  const q = (n: number, d: number) => algOf(Rational.of(n, d));
  it('property: decimalText is the value cut to the places, "…" exactly where more digits follow', () => {
    fc.assert(fc.property(fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 4 }), (n, d, places) => {
      const f = new Fraction(n, d);
      const scaled = f.abs().mul(10 ** places);
      const text = decimalText(q(n, d), places);
      expect(text.endsWith('…')).toBe(!scaled.equals(scaled.floor()));
      const shown = new Fraction(text.replace('…', ''));
      expect(shown.abs().equals(scaled.floor().div(10 ** places))).toBe(true);
    }), { numRuns: 300 });
  });
  it('property: roundedText is within half a unit; at a tie it gives both rules\' digits', () => {
    fc.assert(fc.property(fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 3 }), (n, d, places) => {
      const f = new Fraction(n, d);
      const unit = new Fraction(1, 10 ** places);
      const text = roundedText(q(n, d), places);
      const tie = f.abs().div(unit).sub(f.abs().div(unit).floor()).equals(new Fraction(1, 2));
      const parts = text.split(' or ').map((p) => new Fraction(p.replace(/\s*\(.*\)$/, '')));
      for (const p of parts) expect(p.sub(f).abs().compare(unit.div(2)) <= 0).toBe(true);
      if (!tie) expect(parts.length).toBe(1);
    }), { numRuns: 300 });
  });
  it('the checker\'s words on a wrong rounding of an exact value give its exact digits', () => {
    const r = read('8x = 1\nx = 1/8\nx ≈ 0.14');
    expect(r.steps[2]!.reason).toContain('is 0.125, which rounds to 0.13 (half away from zero) or 0.12 (half to even)');
  });
  it('a tie\'s message names both rules where they differ', () => {
    expect(roundedText(q(1, 8), 2)).toBe('0.13 (half away from zero) or 0.12 (half to even)');
    expect(roundedText(q(7, 20), 1)).toBe('0.4');
    expect(decimalText(q(7, 20), 4)).toBe('0.35');
    expect(decimalText(q(-1, 3), 3)).toBe('-0.333…');
  });
});
