// Answers that name a set the way classes write it (issue 15, real classroom work): intervals
// joined by "∪", and every real number but some values ("all real numbers except 1", "ℝ \ {1}",
// "x ∈ ℝ, x ≠ 1"). The checker prints sets in these forms, so it must read them back.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseStatement, printStatement } from '../../src/core/trace/index.ts';
import * as L from '../../src/core/sets/line.ts';
import { algOf, approx } from '../../src/core/algebra/algebraic.ts';
import { Rational } from '../../src/core/algebra/rational.ts';

function read(text: string, vars: readonly string[] = ['x']) {
  const r = parseStatement(text, vars);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.value;
}

/** The parser's refusal of a line: it must refuse, and say `message`; its 1-based column. */
function refusal(text: string, message: string): number {
  const r = parseStatement(text, ['x']);
  if (r.ok) throw new Error(`${text} was read; it should be refused (${message})`);
  expect(r.error.message).toContain(message);
  return r.error.start + 1;
}

function lineSetOf(text: string): L.LineSet {
  const m = read(text).meaning;
  if (m.kind !== 'set' || m.set.dim !== 1) throw new Error(`${text} is no set in one unknown`);
  return m.set.s;
}

describe('intervals joined by ∪', () => {
  it.each([
    ['(-∞, 1) ∪ (1, ∞)', 'x < 1 or x > 1'],
    ['x ∈ (-∞, -2] ∪ [3, ∞)', 'x <= -2 or x >= 3'],
    ['L = (-∞, -2) ∪ (0, 1] ∪ [5, ∞)', 'x < -2 or 0 < x <= 1 or x >= 5'],
    ['x ∈ ]-∞; 1[ ∪ ]1; +∞[', 'x < 1 or x > 1'],
    ['{-4} ∪ (20, ∞)', 'x = -4 or x > 20'],
    ['(-∞, 0) ∪ {2, 3} ∪ [5, ∞)', 'x < 0 or x = 2 or x = 3 or x >= 5'],
  ])('%s is the set of %s', (union, same) => {
    expect(L.equals(lineSetOf(union), lineSetOf(same))).toBe(true);
    const m = read(union).meaning;
    expect(m.kind === 'set' && m.solved).toBe(true);
  });

  it('the tree prints back to text that reads as the same tree', () => {
    for (const text of ['(-∞, 1) ∪ (1, ∞)', 'x ∈ (-∞, -2] ∪ [3, ∞)', '{-4} ∪ (20, ∞)', '(-∞, 0) ∪ {2, 3} ∪ [5, ∞)']) {
      const tree = read(text).statement;
      expect(read(printStatement(tree)).statement).toEqual(tree);
    }
  });

  it.each([
    ['x < 1 ∪ x > 1', 7, '"∪" joins intervals'],
    ['(-∞, 1) ∪ x > 2', 11, 'an interval such as (1, ∞) after "∪"'],
    ['(-∞, 1) ∪ x ∈ (2, 3)', 11, 'an interval such as (1, ∞) after "∪"'],
    ['(-∞, 1) ∪', 10, 'an interval such as (1, ∞) after "∪"'],
  ])('%s is refused at column %i: %s', (text, column, message) => {
    expect(refusal(text, message)).toBe(column);
  });
});

describe('every real number but some values', () => {
  it.each([
    ['all real numbers except 1', [1]],
    ['all real numbers except for 1', [1]],
    ['all real numbers except x = 1', [1]],
    ['all real numbers except 1 and -2', [1, -2]],
    ['all real numbers except x = 1 or x = -2', [1, -2]],
    ['all real numbers except 1, 1/2', [1, 0.5]],
    ['ℝ \\ {1}', [1]],
    ['ℝ ∖ {1; -2}', [1, -2]],
    ['x ∈ ℝ \\ {0}', [0]],
    ['x in ℝ \\ {3}', [3]],
    ['L = ℝ \\ {1}', [1]],
    ['x ∈ ℝ, x ≠ 1', [1]],
    ['all real numbers, x != 1, x != 2', [1, 2]],
    ['x ∈ ℝ and x ≠ 4', [4]],
  ])('%s leaves out %j', (text, values) => {
    const m = read(text).meaning;
    expect(m.kind).toBe('set');
    if (m.kind !== 'set' || m.set.dim !== 1) return;
    // Read as every real number with its restrictions: the answer's set is that minus them (check.ts statedSet).
    expect(L.isAll(m.set.s)).toBe(true);
    expect(m.solved).toBe(true);
    expect(m.restrictions.map(approx)).toEqual(values);
  });

  it('the tree prints back to text that reads as the same tree', () => {
    for (const text of ['all real numbers except 1 and -2', 'ℝ \\ {1}', 'x ∈ ℝ, x ≠ 1']) {
      const tree = read(text).statement;
      expect(read(printStatement(tree)).statement).toEqual(tree);
    }
  });

  it.each([
    ['all real numbers, x = 1', 'only values left out may follow'],
    ['all real numbers except x', 'is a number'],
    ['ℝ \\ 1', '"{" with the values left out'],
    ['ℝ \\ {1 < 2}', '"," or ";" between the values'],
    ['D = ℝ \\ {1}', 'domain of definition'],
  ])('%s is refused: %s', (text, message) => {
    refusal(text, message);
  });

  it('two unknowns: every real number is no answer for a system', () => {
    const r = parseStatement('ℝ \\ {1}', ['x', 'y']);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('one unknown');
  });
});

describe('every set the checker prints reads back as that set', () => {
  // A set on the line from a few integer breakpoints, each point in or out and each gap in or out.
  const lineSets = fc.array(fc.integer({ min: -20, max: 20 }), { maxLength: 4 }).chain((raw) => {
    const points = [...new Set(raw)].sort((a, b) => a - b);
    return fc.record({
      points: fc.constant(points),
      at: fc.array(fc.boolean(), { minLength: points.length, maxLength: points.length }),
      gap: fc.array(fc.boolean(), { minLength: points.length + 1, maxLength: points.length + 1 }),
    });
  });

  it('formatLineSet, then the parser, gives the same set', () => {
    fc.assert(fc.property(lineSets, ({ points, at, gap }) => {
      const member = (v: number) => {
        const i = points.indexOf(v);
        if (i >= 0) return at[i]!;
        const k = points.filter((p) => p < v).length;
        return gap[k]!;
      };
      // The set as "or" of one-point and open-interval pieces, read by the parser (its own normal form).
      const pieces: string[] = [];
      points.forEach((p, i) => { if (at[i]) pieces.push(`x = ${p}`); });
      gap.forEach((inGap, k) => {
        if (!inGap) return;
        const lo = k === 0 ? null : points[k - 1]!;
        const hi = k === points.length ? null : points[k]!;
        pieces.push(lo === null && hi === null ? 'x ∈ ℝ' : lo === null ? `x < ${hi}` : hi === null ? `x > ${lo}` : `${lo} < x < ${hi}`);
      });
      const text = pieces.length === 0 ? 'no solution' : pieces.length === 1 && pieces[0] === 'x ∈ ℝ' ? 'x ∈ ℝ' : pieces.filter((p) => p !== 'x ∈ ℝ').join(' or ');
      const set = lineSetOf(text);
      for (const v of [...points, ...points.map((p) => p + 0.5), -100, 100]) {
        expect(L.contains(set, algOf(Rational.of(Math.round(v * 2), 2)))).toBe(member(v));
      }
      const printed = L.formatLineSet(set);
      const back = parseStatement(printed, ['x']);
      expect(back.ok, printed).toBe(true);
      if (!back.ok) return;
      const m = back.value.meaning;
      if (m.kind !== 'set' || m.set.dim !== 1) throw new Error(`${printed} is no set in one unknown`);
      const again = m.restrictions.length ? L.minus(m.set.s, L.finiteSet(m.restrictions)) : m.set.s;
      expect(L.equals(again, set), `${text} → ${printed}`).toBe(true);
    }), { numRuns: 300 });
  });
});

describe('a set-builder: the statement after "|" or ":" says what the braces hold', () => {
  it.each([
    ['{x | x > 2}', 'x > 2'],
    ['{x : -1 < x <= 3}', '-1 < x <= 3'],
    ['{x ∈ ℝ | x < -1 or x > 2}', 'x < -1 or x > 2'],
    ['S = {x | x >= 9/5}', 'x >= 9/5'],
    ['{x ∣ x = 2 or x = -2}', 'x = 2 or x = -2'],
  ])('%s is %s', (builder, same) => {
    expect(read(builder).statement).toEqual(read(same).statement);
  });

  it.each([
    ['{x | x > 2', '"}" closing the set'],
    ['{x | }', 'expected'],
    ['{2 | x > 2}', '"," or ";" between the values'],
  ])('%s is refused: %s', (text, message) => {
    refusal(text, message);
  });
});
