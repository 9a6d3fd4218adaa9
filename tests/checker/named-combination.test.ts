// A combination of a system's two equations named before a line (src/core/checker/named-combination.ts):
// read from the symbols or words classes write, worked out exactly, and compared with the line.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rational } from '../../src/core/algebra/rational.ts';
import type { LinearEq } from '../../src/core/sets/plane.ts';
import { agrees, combinationMismatch, combine, formatEquation, readCombination } from '../../src/core/checker/named-combination.ts';
import { gold, readPasted, VALID } from './helpers.ts';

const read = (text: string) => readPasted(text).result;
const r = (n: number) => Rational.of(n);
const eq = (a: number, b: number, c: number): LinearEq => ({ a: r(a), b: r(b), c: r(c) });
const factors = (lead: string | null, note: string | null = null) => readCombination(lead, note)?.factors.map((k) => k.toString()) ?? null;

describe('readCombination', () => {
  it.each([
    ['2 × (1):', null, ['2', '0']],
    ['(2) + 2 × (1):', null, ['2', '1']],
    ['3(1):', null, ['3', '0']],
    ['(2)·3:', null, ['0', '3']],
    ['I + II:', null, ['1', '1']],
    ['(1) - (2):', null, ['1', '-1']],
    ['2·I − 3·II:', null, ['2', '-3']],
    ['eq 1 + eq 2:', null, ['1', '1']],
    [null, 'multiply the first by 2', ['2', '0']],
    [null, 'multiply the second equation by -1/2', ['0', '-1/2']],
    [null, 'add (1) and (2)', ['1', '1']],
    [null, 'subtract (2) from (1)', ['1', '-1']],
    [null, 'subtract the first from the second', ['-1', '1']],
  ] as const)('%s %s', (lead, note, want) => {
    expect(factors(lead, note)).toEqual(want);
  });

  it.each([
    // Where a value is put, a name alone, a third equation, a rewritten one, and combinations named without their equations.
    ['from (1):', null], ['in II:', null], ['(1):', null], ['(3) + (1):', null], ["(1') + (2):", null],
    [null, 'add the equations'], [null, 'subtract'], [null, 'Add the two equations'], ['2 × (1)', null],
  ] as const)('%s %s is no combination read', (lead, note) => {
    expect(readCombination(lead, note)).toBeNull();
  });
});

describe('agrees', () => {
  it('any nonzero multiple of a combination that keeps an unknown, the number itself where none is kept', () => {
    expect(agrees(eq(7, 0, 21), eq(7, 0, 21))).toBe(true);
    expect(agrees(eq(1, 0, 3), eq(7, 0, 21))).toBe(true); // (1) + (2): x = 3, divided at once
    expect(agrees(eq(-7, 0, -21), eq(7, 0, 21))).toBe(true); // the sides exchanged
    expect(agrees(eq(7, 0, 23), eq(7, 0, 21))).toBe(false);
    expect(agrees(eq(0, 0, -2), eq(0, 0, -2))).toBe(true);
    // `0 = 2` is `0 = -2` negated: `-2 = 0` with its sides exchanged, or a slip of sign (combinationMismatch: unsure).
    expect(agrees(eq(0, 0, 2), eq(0, 0, -2))).toBe(false);
    expect(agrees(eq(0, 0, 5), eq(0, 0, -2))).toBe(false);
    expect(agrees(eq(0, 0, 0), eq(1, 1, 1))).toBe(false);
  });

  it('the combination written out agrees, and with its number changed does not (fast-check)', () => {
    const small = fc.integer({ min: -9, max: 9 });
    fc.assert(fc.property(small, small, small, small, small, small, small, small, fc.integer({ min: 1, max: 5 }), fc.integer({ min: -4, max: 4 }).filter((s) => s !== 0),
      (a1, b1, c1, a2, b2, c2, k1, k2, off, scale) => {
        const c = { factors: [r(k1), r(k2)] as [Rational, Rational], written: 'test' };
        const combined = combine(c, [eq(a1, b1, c1), eq(a2, b2, c2)]);
        const scaled = { a: combined.a.mul(r(scale)), b: combined.b.mul(r(scale)), c: combined.c.mul(r(scale)) };
        const keepsUnknown = !combined.a.isZero() || !combined.b.isZero();
        if (keepsUnknown || scale === 1) expect(agrees(scaled, combined)).toBe(true);
        expect(agrees({ ...combined, c: combined.c.add(r(off)) }, combined)).toBe(false);
      }), { numRuns: 3000 });
  });

  it('formatEquation writes the equation as a person does', () => {
    expect(formatEquation(eq(6, -2, 14), ['x', 'y'])).toBe('6x - 2y = 14');
    expect(formatEquation(eq(-1, 1, 0), ['x', 'y'])).toBe('-x + y = 0');
    expect(formatEquation(eq(0, 0, -2), ['x', 'y'])).toBe('0 = -2');
    expect(combinationMismatch(readCombination('2 × (1):', null), [[eq(3, -1, 7)], [eq(1, 2, 7)]], [eq(6, -2, 16)], ['x', 'y'])).toEqual({ kind: 'mismatch', message: 'the combination it names, 2 × (1), gives 6x - 2y = 14, not 6x - 2y = 16' });
    // 0 = 2 where the combination gives 0 = -2: its sides exchanged (-2 = 0), or a slip of sign; not told apart.
    expect(combinationMismatch(readCombination('(2) - 3 × (1):', null), [[eq(1, 2, 4)], [eq(3, 6, 10)]], [eq(0, 0, 2)], ['x', 'y'])?.kind).toBe('unsure');
  });
});

describe('a named combination in pasted system work', () => {
  it.each([
    ['elimination with the equations numbered', '(1) 3x - y = 7\n(2) x + 2y = 7\n2 × (1): 6x - 2y = 14\n(2) + 2 × (1): 7x = 21\nx = 3\ny = 2'],
    ['a rewritten equation meant by its name after', 'I: 2x + 3y = 12\nII: x − y = 1\nII·3: 3x − 3y = 3\nI + II: 5x = 15\nx = 3\ny = 2'],
    ['a no-solution system, multiplied right', '2x - y = 3, 4x - 2y = 5\nmultiply the first by 2: 4x - 2y = 6\nsubtract (2) from (1): 0 = 1\nno solution'],
  ])('%s: right', (_name, text) => {
    const r0 = read(text);
    expect(gold(r0), r0.explanation).toEqual(VALID);
  });

  // Since stop 48 (round 52: `(1) + (2): 6x = 24`, twice the sum, passed): a named combination is the line exactly, its sides
  // moved, so one divided at once is a multiple of it and not judged; which it is, the numbers cannot tell.
  it('combined and divided at once: not judged', () => {
    expect(read('x + y = 5\nx - y = 1\n(1) + (2): x = 3\ny = 2').claims).toMatchObject({ q2: false, q3: false });
  });

  it.each([
    // Before: "follows", since every line parallel to a system with no solution is some combination of its two.
    ['a no-solution system multiplied wrongly', '2x - y = 3, 4x - 2y = 5\nmultiply the first by 2: 4x - 2y = 3\nsubtract: 0 = 2\nno solution', { q1: true, q2: false, q3: 1 }],
    // Before: any 0 = c followed from the wrong line beside its parallel twin.
    ['a contradiction worked out wrongly', '(1) x + 2y = 4, (2) 3x + 6y = 14\n3 × (1): 3x + 6y = 12\n(2) - 3 × (1): 0 = 5\nno solution', { q1: true, q2: false, q3: 2 }],
  ] as const)('%s: the named arithmetic is the error', (_name, text, want) => {
    const r0 = read(text);
    expect(gold(r0), r0.explanation).toEqual(want);
  });

  it('after an earlier error the names are not judged: the work goes on from the wrong lines', () => {
    const r0 = read('(1) 3x - y = 7\n(2) x + 2y = 7\n2 × (1): 6x - 2y = 16\n(2) + 2 × (1): 7x = 23\nx = 23/7\ny = 6/7 + 2 = 20/7');
    expect(r0.claims.q3 && r0.q3).toBe(2);
    expect(r0.steps[3]!.valid).toBe(true);
  });
});

describe('round 33: names with a factor that is no integer, or negative', () => {
  it.each([
    ['½·(1):', ['1/2', '0']], ['1/2 × (1):', ['1/2', '0']], ['½(1):', ['1/2', '0']], ['(1)·½:', ['1/2', '0']],
    ['0.5·(1):', ['1/2', '0']], ['(1)/2:', ['1/2', '0']], ['1.5 × (1):', ['3/2', '0']], ['−3·(2):', ['0', '-3']],
    ['(-3) × (2):', ['0', '-3']], ['−(2):', ['0', '-1']], ['-1 × (2):', ['0', '-1']], ['(1) - ½·(2):', ['1', '-1/2']],
  ] as const)('%s', (lead, want) => {
    expect(factors(lead)).toEqual(want);
  });

  it('is a name, not a division by the colon (before: ½·(1): 2x + y = 5 was x/4 + y = 5)', () => {
    const right = read('4x + 2y = 10, 3x - y = 5\n½·(1): 2x + y = 5\n½·(1) + (2): 5x = 10\nx = 2\n4 + y = 5\ny = 1\nx = 2, y = 1');
    expect(gold(right), right.explanation).toEqual(VALID);
    // Before: "All 6 steps are valid", where ½·(1) is 2x + y = 12.
    const wrong = read('4x + 2y = 24, x - y = 0\n½·(1): 2x + y = 5\nadd the equations: 3x = 12\nx = 4\ny = 4\nx = 4, y = 4');
    expect(gold(wrong)).toEqual({ q1: true, q2: false, q3: 1 });
  });
});

describe('round 34: a copy made by a combination named and worked right is known right', () => {
  it('then 0 = 0 is judged against its own named combination (before: "which line is the error is not known")', () => {
    const r = read('2x - 4y = 6, x - 2y = 5\n½·(1): x - 2y = 3\n(2) − ½·(1): 0 = 0\ninfinitely many solutions');
    expect(r.claims.q3 && r.q3).toBe(2);
    expect(r.steps[2]!.reason).toBe('the combination it names, (2) − ½·(1), gives 0 = 2, not 0 = 0');
  });
});

describe('round 35: a combination named on the line above, and 0 = 0 after a copy in a system with one solution', () => {
  it('"divide the first by 2:" heads the next line; a line it is not is not judged (the heading may be the slip: round 36)', () => {
    expect(factors(null, 'divide the first by 2')).toEqual(['1/2', '0']);
    const r = read('2x + 4y = 6, x + 3y = 3\ndivide the first by 2:\nx + 3y = 3\nsubtract: 0 = 0\ninfinitely many solutions');
    expect(r.unreadable).toContain(2);
    expect(r.steps[2]!.reason).toContain('the heading above, "divide the first by 2", names a combination the line is not');
    expect(r.claims.q3).toBe(false);
    expect(r.claims.q1 && r.q1).toBe(false);
    // A line that is the combination its heading names is judged as any fact.
    const right = read('2x + 4y = 6, x + 3y = 3\ndivide the first by 2:\nx + 2y = 3\nsubtract (2) from (1): -y = 0\ny = 0\nx = 3\nx = 3, y = 0');
    expect(gold(right), right.explanation).toEqual(VALID);
  });

  it('an equation written again with no combination named, then 0 = 0: not judged in a system with one solution either', () => {
    const r = read('x + y = 4, 3x + 2y = 9\n3x + 2y = 9\n0 = 0\ninfinitely many solutions');
    expect(r.unreadable).toContain(2);
    expect(r.claims.q3).toBe(false);
    // The answer is wrong all the same: the system has one solution.
    expect(r.claims.q1 && r.q1).toBe(false);
  });
});

describe('the note shown beside a named combination', () => {
  it('says the combination was worked out, and whether the line is it (the step reason says how not)', () => {
    const wrong = read('2x - y = 3, 4x - 2y = 5\nmultiply the first by 2: 4x - 2y = 3\nsubtract: 0 = 2\nno solution');
    expect(wrong.steps[1]!.annotation?.note).toBe('"multiply the first by 2" is worked out and compared with the line: it is not that combination');
    const right = read('(1) 3x - y = 7\n(2) x + 2y = 7\n2 × (1): 6x - 2y = 14 (double it)\n(2) + 2 × (1): 7x = 21\nx = 3\ny = 2');
    expect(right.steps[2]!.annotation?.note).toBe('"double it" is read as a comment');
    const named = read('2x - y = 3, 4x - 2y = 5\nmultiply the first by 2: 4x - 2y = 6\nsubtract (2) from (1): 0 = 1\nno solution');
    expect(named.steps[1]!.annotation?.note).toBe('"multiply the first by 2" is worked out: the line is that combination of the system\'s equations');
  });
});

describe('"I = II:", the comparison method (round 34\'s continental sample)', () => {
  it('is a lead-in naming the equations, no combination judged; the line after it is a fact', () => {
    expect(readCombination('I = II:', null)).toBeNull();
    const r = read('I: y = 2x + 1\nII: y = -x + 7\nI = II: 2x + 1 = -x + 7\n3x = 6\nx = 2\ny = 5');
    expect(gold(r), r.explanation).toEqual(VALID);
    const wrong = read('I: y = 2x + 1\nII: y = -x + 7\nI = II: 2x + 1 = -x + 6\n3x = 5\nx = 5/3\ny = 13/3');
    expect(wrong.claims.q3 && wrong.q3).toBe(2);
  });
});

describe('a contradiction written with its number negated', () => {
  it('is not judged: `2 = 0` (sides exchanged) and `0 = -2` (a slip of sign) are one equation to the checker', () => {
    // (2) - 3 × (1): 14 - 12 = 2, so the line is 0 = 2 (or -2 = 0, the same moved).
    for (const line of ['0 = 2', '-2 = 0']) {
      const r = read(`(1) x + 2y = 4, (2) 3x + 6y = 14\n3 × (1): 3x + 6y = 12\n(2) - 3 × (1): ${line}\nno solution`);
      expect(gold(r), `${line}: ${r.explanation}`).toEqual(VALID);
    }
    const negated = read('(1) x + 2y = 4, (2) 3x + 6y = 14\n3 × (1): 3x + 6y = 12\n(2) - 3 × (1): 0 = -2\nno solution');
    expect(negated.unreadable).toEqual([2]);
    // Quoted as typed (its equation alone would print `0 = 2`: round 39 found the line misquoted so).
    expect(negated.steps[2]!.reason).toContain('gives 0 = 2; 0 = -2 may be that with its sides moved, or have a slip of sign');
    expect(negated.claims.q1 && negated.q1).toBe(true);
  });
});

describe('round 39: a number line quoted as typed', () => {
  it('"-4 = 0" for I − II (0 = -4): its sides exchanged, or a slip; not judged, and quoted as typed (not "0 = 4")', () => {
    const r = read('I: 3x + y = 2, II: 3x + y = 6\nI − II: -4 = 0\nno solution');
    expect(r.unreadable).toEqual([1]);
    expect(r.steps[1]!.reason).toContain('gives 0 = -4; -4 = 0 may be that with its sides moved, or have a slip of sign');
    expect(gold(read('I: 3x + y = 2, II: 3x + y = 6\nI − II: 0 = -4\nno solution'))).toEqual(VALID);
    const slip = read('I: 3x + y = 2, II: 3x + y = 6\nI − II: 0 = 5\nno solution');
    expect(slip.steps[1]!.reason).toBe('the combination it names, I − II, gives 0 = -4, not 0 = 5');
  });
});

