// Statements whose meaning was once computed wrongly, each with the set it really has (or the
// refusal it deserves). The random comparison with an independent evaluator is meaning.test.ts.
import { describe, expect, it } from 'vitest';
import { formatSolutionSet } from '../../src/core/sets/index.ts';
import { parseStatement } from '../../src/core/trace/index.ts';

function setOf(s: string): string {
  const r = parseStatement(s);
  if (!r.ok) throw new Error(`${s}: ${r.error.message}`);
  if (r.value.meaning.kind !== 'set') throw new Error(`${s} is not a set`);
  return formatSolutionSet(r.value.meaning.set, ['x']);
}

function refusal(s: string): { code: string; column: number } {
  const r = parseStatement(s);
  if (r.ok) throw new Error(`${s} accepted as ${r.value.meaning.kind === 'set' ? formatSolutionSet(r.value.meaning.set, ['x']) : r.value.meaning.kind}`);
  return { code: r.error.code, column: r.error.start + 1 };
}

describe('a square root beside a division by an expression in x', () => {
  it('is refused in a relation, as it is inside one side (it was read as if the denominator were 1)', () => {
    // 1/x = sqrt(2) was {} and 1/x < sqrt(2) every real number; x/(x - 1) = sqrt(2) was {sqrt(2)}
    for (const s of ['1/x = sqrt(2)', 'sqrt(2) = 1/x', '1/x < sqrt(2)', 'x/(x - 1) = sqrt(2)', '1/x + sqrt(2) = 0']) {
      expect(refusal(s).code, s).toBe('unsupported');
    }
    // a rational square root is a number like any other
    expect(setOf('1/x = sqrt(4)')).toBe('{1/2}');
    expect(setOf('x + sqrt(2) = 1')).toBe('{1 - sqrt(2)}');
  });
});

describe('division by an expression that is zero wherever it is defined', () => {
  it('is a division by zero (1/(x/x - 1) = 1 was every real but 0, 0/(x/x - 1) = 0 every real)', () => {
    expect(refusal('1/(x/x - 1) = 1')).toEqual({ code: 'division_by_zero', column: 3 });
    for (const s of ['0/(x/x - 1) = 0', 'x + 1/(x/x - 1) > 0', '(x/x - 1)/(x/x - 1) = 1', '1/(x/x - x/x) = 2']) expect(refusal(s).code, s).toBe('division_by_zero');
    // a divisor that is zero somewhere is not
    expect(setOf('1/(x/x - x) = 1')).toBe('{}');
    expect(setOf('x/(x - x + 2) = 1')).toBe('{2}');
  });
});

describe('± where one number is meant', () => {
  it('an interval end or a check line\'s side with ± is refused (it silently took the + sign: (1 ± 2, 5) was (3, 5))', () => {
    expect(refusal('(1 ± 2, 5)')).toEqual({ code: 'unsupported', column: 2 });
    expect(refusal('x ∈ [±1, 5]').code).toBe('unsupported');
    expect(refusal('check x = 1: 2 = ±2, keep')).toEqual({ code: 'unsupported', column: 18 });
    expect(refusal('check x = 1: 1 ± 1 = 2, keep').code).toBe('unsupported');
    // where ± names two values it still does
    expect(setOf('x = 1 ± 2')).toBe('{-1, 3}');
    expect(setOf('x - 3 = ±4')).toBe('{-1, 7}');
  });
});

describe('a power 0 of an expression with a division by x', () => {
  it('keeps the excluded values ((1/x)^0 = 1 was every real number)', () => {
    expect(setOf('(1/x)^0 = 1')).toBe('all real numbers except 0');
    expect(setOf('((x + 1)/(x - 2))^0 = x/x')).toBe('all real numbers except 0, 2');
    expect(setOf('x^0 = 1')).toBe('all real numbers');
  });
});

describe('a part of a system that is not one equation', () => {
  it('is named for what it is (an inequality in a system was told to "join equations with , or ;")', () => {
    const why = (s: string) => {
      const r = parseStatement(s, ['x', 'y']);
      if (r.ok) throw new Error(`${s} accepted`);
      return r.error.message;
    };
    expect(why('x + y < 1, x = 0')).toMatch(/only equations \(=\) are supported$/);
    expect(why('x = y = 1, x = 2')).toMatch(/write one equation in each part/);
    expect(why('x = 1, y = 1 or y = 2')).toMatch(/"or" is not supported in a system$/);
    expect(why('x = 1, (1, 2)')).toMatch(/intervals are not supported in a system$/);
  });
});
