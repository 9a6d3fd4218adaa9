// Pasted work lists values with "," ";" or "and" (`x = 2, x = 3`): trace/list-reading.ts reads
// such a line as the list it is written as, but only when the parts are equations of the one
// unknown with values and no value in common; everything else keeps the literal "and". The list
// reading is compared with the same values written with "or", parsed by the strict parser.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rational } from '../../src/core/algebra/rational.ts';
import { setEquals } from '../../src/core/sets/index.ts';
import type { Meaning } from '../../src/core/trace/index.ts';
import { asList, parseStatement, printStatement } from '../../src/core/trace/index.ts';

function parsed(text: string, vars: readonly string[] = ['x']) {
  const r = parseStatement(text, vars);
  if (!r.ok) throw new Error(`does not parse: ${text}`);
  return r.value;
}

const setOf = (m: Meaning) => {
  if (m.kind !== 'set') throw new Error(`not a set: ${m.kind}`);
  return m.set;
};

describe('asList', () => {
  it.each([
    ['x = 2, x = 3', 'x = 2 or x = 3'],
    ['x = 2; x = 3', 'x = 2 or x = 3'],
    ['x = 2 and x = 3', 'x = 2 or x = 3'],
    ['x - 2 = 0, x - 3 = 0', 'x - 2 = 0 or x - 3 = 0'],
    ['x = 1, x = -1/2, x = 3', 'x = 1 or x = -1/2 or x = 3'],
    ['x = 1 + sqrt(2), x = 1 - sqrt(2)', 'x = 1 + sqrt(2) or x = 1 - sqrt(2)'],
    ['2x + 1 = 0 and x - 5 = 0', '2x + 1 = 0 or x - 5 = 0'],
  ])('%s is the list %s', (text, asOr) => {
    const got = asList(parsed(text).statement, ['x']);
    expect(got).not.toBeNull();
    expect(printStatement(got!.statement)).toBe(asOr);
    expect(setEquals(setOf(got!.meaning), setOf(parsed(asOr).meaning))).toBe(true);
    // The strict reading of the same line is a system with nothing in common: the empty set.
    expect(setEquals(setOf(parsed(text).meaning), setOf(parsed('no solution').meaning))).toBe(true);
  });

  it('keeps restrictions beside the list, recorded as in any "and"', () => {
    const got = asList(parsed('x = 0, x = 2, x != 1').statement, ['x'])!;
    expect(printStatement(got.statement)).toBe('x = 0 or x = 2, x != 1');
    expect(got.meaning.kind === 'set' && got.meaning.restrictions.length).toBe(1);
    expect(setEquals(setOf(got.meaning), setOf(parsed('x = 0 or x = 2').meaning))).toBe(true);
  });

  it.each([
    ['one equation', 'x = 2'],
    ['an "or" already', 'x = 2 or x = 3'],
    ['equations sharing a value (the literal "and" is meant)', 'x^2 = 4, x = 2'],
    ['the same equation twice', 'x = 2, x = 2'],
    ['an equation without a value', 'x = 2, x^2 = -1'],
    ['an inequality (an interval)', 'x > 2 and x < 5'],
    ['an equation beside an inequality', 'x = 2, x > 0'],
    ['restrictions only', 'x != 1, x != 2'],
    ['one equation and a restriction', 'x = 2, x != 1'],
  ])('%s: %s keeps the letter', (_why, text) => {
    expect(asList(parsed(text).statement, ['x'])).toBeNull();
  });

  it('never reads a system of two unknowns as a list', () => {
    expect(asList(parsed('x = 3, y = 2', ['x', 'y']).statement, ['x', 'y'])).toBeNull();
  });

  it('for any distinct values: the list has exactly those values; a repeated value keeps the letter', () => {
    const value = fc.tuple(fc.integer({ min: -40, max: 40 }), fc.integer({ min: 1, max: 9 })).map(([n, d]) => Rational.of(n, d));
    const sep = fc.constantFrom(', ', '; ', ' and ');
    fc.assert(fc.property(fc.array(value, { minLength: 2, maxLength: 4 }), sep, fc.boolean(), (vals, s, shifted) => {
      // `x = v` or `x - v = 0`, the two forms students write.
      const part = (v: Rational) => (shifted ? `x - (${v.toString()}) = 0` : `x = ${v.toString()}`);
      const text = vals.map(part).join(s);
      const got = asList(parsed(text).statement, ['x']);
      const distinct = new Set(vals.map((v) => v.toString())).size === vals.length;
      if (!distinct) return got === null;
      const asOr = parsed(vals.map((v) => `x = ${v.toString()}`).join(' or '));
      return got !== null && setEquals(setOf(got.meaning), setOf(asOr.meaning));
    }), { numRuns: 300 });
  });
});

describe('bare values after the first (pasted work: parseStatement(…, true))', () => {
  it.each([
    ['x = 2 or -2', 'x = 2 or x = -2'],
    ['x = 2, 3', 'x = 2, x = 3'],
    ['x = 2 and 3', 'x = 2, x = 3'],
    ['x = sqrt(2) or -sqrt(2)', 'x = sqrt(2) or x = -sqrt(2)'],
    ['x = 1/2, -(3/4)', 'x = 1/2, x = -(3/4)'],
  ])('%s names the values of x: %s', (text, printed) => {
    const r = parseStatement(text, ['x'], true);
    if (!r.ok) throw new Error(r.error.message);
    expect(printStatement(r.value.statement)).toBe(printed);
    // The strict language refuses it: only pasted work reads bare values.
    expect(parseStatement(text, ['x']).ok).toBe(false);
  });

  it.each([
    ['a part holding the unknown is not a bare value', 'x = 2 or x + 1'],
    ['nothing to name: the first part is not "x = …"', '2 or 3'],
    ['an inequality does not name values', 'x < 2 or 3'],
  ])('%s: %s is refused', (_why, text) => {
    expect(parseStatement(text, ['x'], true).ok).toBe(false);
  });
});
