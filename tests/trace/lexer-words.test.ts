// Words of other languages the lexer reads as the language's own (lexer.ts, CONJUNCTIONS and SHORT_WORDS).
import { describe, expect, it } from 'vitest';
import { parseStatement } from '../../src/core/trace/index.ts';
import { finiteMembers, formatSolutionSet } from '../../src/core/sets/index.ts';

const values = (text: string, vars = ['x']) => {
  const r = parseStatement(text, vars);
  if (!r.ok || r.value.meaning.kind !== 'set') return null;
  return finiteMembers(r.value.meaning.set)?.map((p) => (p.dim === 1 ? p.v.toString() : '')) ?? null;
};

describe('French "ou" and "et", German "IL" (𝕃, the solution set)', () => {
  it('"x = 7 ou x = -7" is the list "x = 7 or x = -7" (before: unexpected word "ou")', () => {
    expect(values('x = 7 ou x = -7')).toEqual(values('x = 7 or x = -7'));
    expect(values('x = 7 OU x = -7')).toEqual(values('x = 7 or x = -7'));
  });

  it('"x > 1 et x < 3" is "x > 1 and x < 3"', () => {
    const a = parseStatement('x > 1 et x < 3', ['x']);
    const b = parseStatement('x > 1 and x < 3', ['x']);
    expect(a.ok && b.ok && JSON.stringify(a.value.meaning)).toBe(b.ok && JSON.stringify(b.value.meaning));
  });

  it('"IL = ]-∞; -3]" names the solution set as "L = ]-∞; -3]" does', () => {
    const a = parseStatement('IL = ]-∞; -3]', ['x']);
    const b = parseStatement('L = ]-∞; -3]', ['x']);
    expect(a.ok).toBe(true);
    expect(a.ok && b.ok && JSON.stringify(a.value.meaning)).toBe(b.ok && JSON.stringify(b.value.meaning));
  });

  it('only "IL" in capitals: "il" and "Il" stay words the language does not have', () => {
    expect(parseStatement('il = ]-∞; -3]', ['x']).ok).toBe(false);
    expect(parseStatement('Il = ]-∞; -3]', ['x']).ok).toBe(false);
  });
});

/** The statement's set as the checker prints it, or the parser's message. */
const meaning = (text: string, vars = ['x']) => {
  const r = parseStatement(text, vars);
  if (!r.ok) return r.error.message;
  return r.value.meaning.kind === 'set' ? formatSolutionSet(r.value.meaning.set, vars) : r.value.meaning.kind;
};

describe('"v" typed for ∨ (lexer.ts, joinsAt with OR_V_AFTER)', () => {
  it('"x = 0 v x = 3" is "x = 0 or x = 3" (before: unexpected word "v")', () => {
    expect(meaning('x = 0 v x = 3')).toBe('{0, 3}');
    expect(meaning('x = sqrt(2) v x = 1')).toBe('{1, sqrt(2)}');
    expect(meaning('x₁ = 2 v x₂ = -2')).toBe('{-2, 2}');
  });

  it('v stays the unknown where it can be one: after no value, before no relation, or unspaced', () => {
    expect(meaning('v = 0 v v = 4', ['v'])).toBe('{0, 4}');
    expect(meaning('2v = 6', ['v'])).toBe('{3}');
    expect(meaning('3 v = 6', ['v'])).toBe('{2}');
    expect(parseStatement('x = 0v x = 3', ['x']).ok).toBe(false);
    expect(parseStatement('x = 0 v + 1', ['x']).ok).toBe(false);
  });
});

describe('the Spanish and Italian "o", the Dutch "of" (lexer.ts, wordSaid)', () => {
  it('between a value and a statement in the unknown, each is "or" (before: unexpected word)', () => {
    expect(meaning('x = 1 o x = -7')).toBe('{-7, 1}');
    expect(meaning('x = 5 of x = -3')).toBe('{-3, 5}');
    expect(meaning('x - 5 = 0 of x + 3 = 0')).toBe('{-3, 5}');
    expect(meaning('2x - 1 = 0 o x + 3 = 0')).toBe('{-3, 1/2}');
  });

  it('nowhere else: "the square of x" stays words, and o may be the unknown', () => {
    expect(parseStatement('x = 3 of the square', ['x']).ok).toBe(false);
    expect(meaning('o = 2 o o = 3', ['o'])).toBe('{2, 3}');
  });
});


describe('"and" in other languages between two statements (lexer.ts, joinsAt with AND_AFTER)', () => {
  const point = (text: string) => meaning(text, ['x', 'y']);

  it('e, y, a, i, ve, en, og join a system as "and" does (before: unexpected word "y" (the variable is x), or a product)', () => {
    const and = point('x + y = 5 and x - y = 1');
    expect(and).toBe('{(x, y) = (3, 2)}');
    for (const word of ['e', 'y', 'a', 'i', 've', 'en', 'og', 'VE']) expect(point(`x + y = 5 ${word} x - y = 1`), word).toBe(and);
    expect(point('x = 3 e y = 2')).toBe('{(x, y) = (3, 2)}');
    expect(point('x = 3 y y = 2')).toBe('{(x, y) = (3, 2)}');
  });

  it('the Turkish "veya" is "or"', () => {
    expect(meaning('x = 1 veya x = -7')).toBe('{-7, 1}');
  });

  it('nowhere else: no relation before, no statement after, or unspaced, each letter stays the unknown', () => {
    expect(meaning('2y = 6', ['y'])).toBe('{3}');
    expect(meaning('3 y = 6', ['y'])).toBe('{2}');
    expect(meaning('y = 2', ['y'])).toBe('{2}');
    expect(meaning('e = 2 or e = 3', ['e'])).toBe('{2, 3}');
    expect(meaning('2a + 1 = 7', ['a'])).toBe('{3}');
    expect(point('x = 2 y + 1')).not.toBe('{(x, y) = (3, 2)}');
    // A line with no relation before the word: `5 y x` is the product it is written as.
    expect(point('5 and x - y = 1')).toContain('found "and"');
    expect(point('5 y x - y = 1')).toContain('a product of two unknowns');
  });
});
