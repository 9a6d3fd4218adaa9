// A common denominator named on a line of its own in pasted work (src/core/checker/denominator-line.ts):
// an aside judged against the denominators the original writes; the work goes on from the line
// before it. The benchmark's strict reading of such a line (unreadable) does not change.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gold, readPasted, VALID } from './helpers.ts';
import { checkTrace } from '../../src/core/checker/index.ts';

const read = (text: string) => readPasted(text).result;

describe('a common denominator named before the fractions are cleared', () => {
  it.each([
    ['LCD: a product', '2/(x - 1) = 4/(x + 1)\nLCD: (x - 1)(x + 1)\n2(x + 1) = 4(x - 1)\n2x + 2 = 4x - 4\n6 = 2x\nx = 3', 'the least common denominator'],
    ['LCD = a number', 'x/2 + x/3 = 5\nLCD = 6\n3x + 2x = 30\n5x = 30\nx = 6', 'the least common denominator'],
    ['in words', '1/x + 1/(x + 2) = 1/(x^2 + 2x)\ncommon denominator: x(x + 2)\n(x + 2) + x = 1\n2x + 2 = 1\nx = -1/2', 'the least common denominator'],
    ['a denominator with a factor', '3/(2x - 2) = 1/(x - 1) + 1\nLCD: 2(x - 1)\n3 = 2 + 2(x - 1)\n3 = 2x\nx = 3/2', 'the least common denominator'],
    ['Hauptnenner', 'x/2 + x/3 = 5\nHN: 6\n3x + 2x = 30\nx = 6', 'the least common denominator'],
    ['not the least, named a common denominator', 'x/2 + x/3 = 5\ncommon denominator: 12\n6x + 4x = 60\nx = 6', 'a common denominator of the original\'s fractions, each denominator (2, 3) dividing it (the least is 6)'],
    ['beside a restriction', 'x/(x - 1) = 1/(x - 1) + 2, x ≠ 1\nLCD: x - 1\nx = 1 + 2(x - 1)\nx = 2x - 1\nx = 1\nno solution, since x = 1 is excluded', 'the least common denominator'],
  ])('%s: an aside, and the work is judged', (_name, text, said) => {
    const r = read(text);
    expect(gold(r), r.explanation).toEqual(VALID);
    expect(r.steps[1]).toMatchObject({ kind: 'computation', valid: true });
    expect(r.steps[1]!.reason).toContain(said);
    expect(r.steps[1]!.reason).toMatch(/: an aside, not a step$/);
  });

  it('"LCD = 12" for halves and thirds names the least, and it is not (before: valid, "(the least is 6)" in the reason only)', () => {
    const r = read('x/2 + x/3 = 5\nLCD = 12\n6x + 4x = 60\nx = 6');
    expect(gold(r)).toEqual({ q1: true, q2: false, q3: 1 });
    expect(r.steps[1]!.reason).toBe('names the least common denominator, but its value is a common denominator and not the least: the least is 6');
    expect(gold(read('x/4 + x/6 = 5\nThe least common denominator is 24\n6x + 4x = 120\nx = 12')).q3).toBe(1);
  });

  it('a denominator that is none is the first error, and says which fraction it leaves', () => {
    const r = read('x/2 + x/3 = 5\nLCD = 5\n3x + 2x = 30\nx = 6');
    expect(gold(r)).toEqual({ q1: true, q2: false, q3: 1 });
    expect(r.steps[1]!.code).toBe('wrong_computation');
    expect(r.steps[1]!.reason).toBe("5 is no common denominator of the original's fractions: 2, a denominator of the original, does not divide it");
    const s = read('2/(x - 1) = 4/(x + 1)\nLCD: x - 1\n2(x + 1) = 4(x - 1)\nx = 3');
    expect(s.steps[1]!.reason).toContain('x + 1, a denominator of the original, does not divide it');
    expect(s.steps.slice(2).every((l) => l.valid)).toBe(true);
  });

  it('the step after it is compared with the line before the aside', () => {
    const r = read('2/(x - 1) = 4/(x + 1)\nLCD: (x - 1)(x + 1)\n2(x + 1) = 4(x - 1)\nx = 3');
    expect(r.steps[2]!.reason).not.toContain('previous step');
  });

  it('is not read where the original writes no fraction, nor with two unknowns, nor in the strict language', () => {
    expect(read('2x + 3 = 7\nLCD = 6\nx = 2').steps[1]!.code).toBe('parse_error');
    expect(read('x/2 + y = 5\nx - y = 1\nLCD = 2\nx = 4\ny = 3').steps.some((s) => s.code === 'parse_error')).toBe(true);
    expect(checkTrace(['x/2 + x/3 = 5', 'LCD = 6', '3x + 2x = 30', 'x = 6']).steps[1]!.code).toBe('parse_error');
  });

  // Denominators (x - r) and constants k: their product over the distinct ones is the least common
  // denominator; leaving one factor out is none; one more factor is common but not the least.
  it('property: the product of the distinct denominators is the least; one left out is none; one more is not the least', () => {
    const r = fc.integer({ min: -6, max: 6 });
    fc.assert(
      fc.property(fc.uniqueArray(r, { minLength: 2, maxLength: 3 }), fc.integer({ min: 2, max: 5 }), r, (roots, k, extra) => {
        fc.pre(!roots.includes(extra));
        const den = (z: number) => (z === 0 ? 'x' : `(x ${z < 0 ? '+' : '-'} ${Math.abs(z)})`);
        const left = roots.map((z, i) => `${i + 1}/${den(z)}`).join(' + ');
        const original = `${left} = 1/${k}`;
        const product = (zs: number[]) => `${k}${zs.map(den).join('')}`;
        // A line after it: the answer's line is never an aside.
        const judged = (lcd: string) => read(`${original}\nLCD: ${lcd}\nno solution`).steps[1]!;
        // Named without "least", one more factor is a common denominator, an aside.
        const common = (lcd: string) => read(`${original}\ncommon denominator: ${lcd}\nno solution`).steps[1]!;
        expect(judged(product(roots))).toMatchObject({ valid: true });
        expect(judged(product(roots)).reason).toMatch(/^the least common denominator/);
        expect(judged(product(roots.slice(1)))).toMatchObject({ valid: false, code: 'wrong_computation' });
        expect(common(product([...roots, extra])).reason).toMatch(/^a common denominator .*\(the least is /);
        expect(judged(product([...roots, extra]))).toMatchObject({ valid: false, code: 'wrong_computation' });
        expect(common(`${k + 1}${roots.map(den).join('')}`)).toMatchObject({ valid: k % (k + 1) === 0 });
      }),
      { numRuns: 60 },
    );
  });
});
