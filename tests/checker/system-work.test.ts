// Pasted work on a system, read as the equations it derives (src/core/checker/system-work.ts):
// the system over two lines, single equations that follow from it, the answer split over the
// last two lines. Right work must be right, the first line that does not hold at the solution
// must be the first error, a step that follows from an earlier error must not be called wrong
// again, and the benchmark's own strict reading must not change (checkTrace).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gold, readPasted, VALID } from './helpers.ts';
import { checkTrace } from '../../src/core/checker/index.ts';

const read = (text: string) => readPasted(text).result;

describe('a system solved as in class', () => {
  it.each([
    ['elimination, the system over two lines', 'x + y = 5\nx - y = 1\n2x = 6\nx = 3\n3 + y = 5\ny = 2'],
    ['elimination, the system on one line', 'x + y = 5, x - y = 1\n2x = 6\nx = 3\n3 + y = 5\ny = 2'],
    ['back-substitution into the other equation', 'x + y = 5\nx - y = 1\n2x = 6\nx = 3\n3 - y = 1\ny = 2'],
    ['substitution', 'y = 2x - 1\n3x + y = 9\n3x + (2x - 1) = 9\n5x - 1 = 9\n5x = 10\nx = 2\ny = 2(2) - 1\ny = 3'],
    ['the answer on one line', 'x + y = 5\nx - y = 1\nx = 3, y = 2'],
    ['y found first', '2x + 3y = 12\nx - y = 1\n2x - 2y = 2\n5y = 10\ny = 2\nx - 2 = 1\nx = 3'],
    ['the answer as a point alone', 'x + y = 5\nx - y = 1\n2x = 6\nx = 3\ny = 2\n(3, 2)'],
    ['the answer as a solution set', 'x + y = 5, x - y = 1\n2x = 6\nx = 3, y = 2\nL = {(3; 2)}'],
    ['the answer as a named set', 'x + y = 5\nx - y = 1\n2x = 6\nx = 3\n(x, y) ∈ {(3, 2)}'],
    ['the answer as a named point, S = (3, 2)', 'x + y = 5\nx - y = 1\n2x = 6\nx = 3\ny = 2\nS = (3, 2)'],
  ])('%s: right', (_name, text) => {
    const r = read(text);
    expect(gold(r), r.explanation).toEqual(VALID);
    expect(r.steps.every((s) => s.valid)).toBe(true);
  });

  it('the second line is a given, and a derived equation is a consequence', () => {
    const r = read('x + y = 5\nx - y = 1\n2x = 6\nx = 3\n3 + y = 5\ny = 2');
    expect(r.steps.map((s) => s.kind)).toEqual(['original', 'original', 'consequence', 'consequence', 'consequence', 'consequence']);
    expect(r.steps[1]!.reason).toContain('together they hold only at (x, y) = (3, 2)');
    expect(r.finalSentence).toBe('The final answer, step 3 read with step 5, (x, y) = (3, 2) is exactly the solution set of the original system.');
  });

  it('an arithmetic slip is the first error, said to fail at the solution; steps that follow from it are not called wrong again', () => {
    const r = read('x + y = 5\nx - y = 1\n2x = 7\nx = 7/2\n7/2 + y = 5\ny = 3/2');
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 2 });
    expect(r.steps[2]!.reason).toBe('does not hold at (x, y) = (3, 2), the solution of the original system, so it does not follow from it');
    expect(r.steps.slice(3).every((s) => s.valid)).toBe(true);
    expect(r.finalSentence).toContain('(x, y) = (7/2, 3/2) is not the solution set');
  });

  it('a wrong line parallel to an earlier one: the contradiction their difference gives follows from them, and is not called wrong again (round 30)', () => {
    // A dependent system (one line), one equation multiplied wrongly, then the difference taken.
    const r = read('(1) x + 2y = 4, (2) 3x + 6y = 12\n3 × (1): 3x + 6y = 14\n(2) - 3 × (1): 0 = -2\nNo solution');
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 1 });
    expect(r.steps.map((s) => s.valid)).toEqual([true, false, true, true]);
    expect(r.explanation).not.toContain('later step');
    // The same with the system over two lines.
    const two = read('x + 2y = 4\n3x + 6y = 12\n3x + 6y = 14\n0 = -2\nno solution');
    expect(two.steps.slice(2).map((s) => s.valid)).toEqual([false, true, true]);
  });

  it('only the contradiction follows from a wrong line and its parallel twin: a parallel line after them is wrong again', () => {
    // From 2x = 6 and the wrong 2x = 7, x = 4 is a combination, but no step the work made.
    const r = read('x + y = 5\nx - y = 1\n2x = 6\n2x = 7\nx = 4');
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 3 });
    expect(r.steps[4]!.valid).toBe(false);
    // A contradiction that does not come from the wrong line is still wrong: 0 = 1 right after a right line.
    const right = read('x + y = 5\nx - y = 1\n2x = 6\n0 = 1');
    expect(right.steps[3]!.valid).toBe(false);
  });

  it('the right answer after a wrong step (a T3) is still invalid: it does not follow from the wrong line', () => {
    const r = read('x + y = 5\nx - y = 1\n2x = 7\nx = 7/2\nx = 3, y = 2');
    expect(gold(r)).toEqual({ q1: true, q2: false, q3: 2 });
    expect(r.steps[4]!.valid).toBe(false);
    expect(r.steps[4]!.reason).toContain('does not follow from the lines before it');
  });

  it('a wrong last value is the error, and the answer is read with the other unknown\'s line', () => {
    const r = read('x + y = 5\nx - y = 1\n2x = 6\nx = 3\ny = 5');
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 4 });
  });

  it('a point is read in the order (x, y): the values swapped are a wrong answer, and the sentence shows the reading', () => {
    const r = read('x + y = 5\nx - y = 1\n2x = 6\nx = 3\ny = 2\n{(2, 3)}');
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 5 });
    expect(r.finalSentence).toContain('(x, y) = (2, 3) is not the solution set');
  });

  it('{} after work that finds a point is a wrong "no solution"', () => {
    const r = read('x + y = 5\nx - y = 1\n2x = 6\n{}');
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 3 });
  });

  it('a second line parallel to the first is the second equation of a system with no solution, and right work on it is right', () => {
    const r = read('x + y = 5\nx + y = 3\n0 = 2\nno solution');
    expect(gold(r), r.explanation).toEqual(VALID);
    expect(r.steps[1]!.kind).toBe('original');
    expect(r.steps[1]!.reason).toContain('the two lines are parallel, so the system has no solution');
    // A step that gives the empty system a solution is still the first error.
    const slip = read('x + y = 5\nx + y = 3\n0 = 0\nno solution');
    expect(gold(slip)).toEqual({ q1: true, q2: false, q3: 2 });
    const wrong = read('2x + 4y = 6\nx + 2y = 5\nx = 1, y = 1');
    expect(gold(wrong)).toEqual({ q1: false, q2: false, q3: 2 });
  });

  it('a system whose solutions are a line: 0 = 0 follows, and the line solved for one unknown is the answer', () => {
    for (const text of ['x + y = 5\n2x + 2y = 10\n0 = 0\ny = 5 - x', 'x + y = 5, 2x + 2y = 10\n0 = 0\nx = -y + 5']) {
      const r = read(text);
      expect(gold(r), r.explanation).toEqual(VALID);
      expect(r.steps.some((st) => st.kind === 'consequence' && st.reason.includes('it holds on every solution of it, the line x + y = 5'))).toBe(true);
    }
    // A point is not all of the line: the first such line is the error, and the sentence says why.
    const point = read('x + y = 5, 2x + 2y = 10\nx = 3\ny = 2');
    expect(gold(point)).toEqual({ q1: false, q2: false, q3: 1 });
    expect(point.steps[1]!.reason).toBe('does not hold on all of the line x + y = 5, the solutions of the original system, so it does not follow from it');
    // Another line is a wrong answer.
    expect(gold(read('x + y = 5, 2x + 2y = 10\ny = 5 + x'))).toEqual({ q1: false, q2: false, q3: 1 });
  });

  it('a step 0 that holds both equations is the whole system: the next line is a step, never a second equation', () => {
    const r = read('x + y = 5, 2x + 2y = 10\ny = 5 + x');
    expect(r.steps[1]!.kind).not.toBe('original');
  });

  it('where the system has one solution, a line is no final answer', () => {
    const r = read('x + y = 5\nx - y = 1\ny = 5 - x');
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 2 });
    expect(r.steps[2]!.reason).toBe('the trace does not end with a final answer "x = <number>, y = <number>"');
  });

  it('a second line that is a multiple of the first is not read as the second equation', () => {
    const r = read('x + y = 5\n2x + 2y = 10\nx = 3, y = 2');
    expect(r.steps[1]!.kind).not.toBe('original');
    expect(r.q2).toBe(false);
  });

  it('the benchmark\'s strict reading is unchanged: a single equation is not the system', () => {
    const r = checkTrace(['x + y = 5, x - y = 1', '2x = 6', 'x = 3, y = 2']);
    expect(gold(r)).toEqual({ q1: true, q2: false, q3: 1 });
  });
});

describe('elimination work on random systems (fast-check)', () => {
  // A system through (u, v) with small integer coefficients, solved by eliminating y.
  const system = fc.record({
    u: fc.integer({ min: -9, max: 9 }), v: fc.integer({ min: -9, max: 9 }),
    a1: fc.integer({ min: 1, max: 6 }), b1: fc.integer({ min: 1, max: 6 }), a2: fc.integer({ min: -6, max: 6 }), b2: fc.integer({ min: 1, max: 6 }),
  }).filter(({ a1, b1, a2, b2 }) => a1 * b2 - a2 * b1 !== 0);
  const sum = (a: number, x: string, b: number, y: string) => `${a}${x} ${b < 0 ? '-' : '+'} ${Math.abs(b)}${y}`;

  function work({ u, v, a1, b1, a2, b2 }: { u: number; v: number; a1: number; b1: number; a2: number; b2: number }, slip = 0) {
    const c1 = a1 * u + b1 * v;
    const c2 = a2 * u + b2 * v;
    // b2·(first) - b1·(second): (a1 b2 - a2 b1) x = c1 b2 - c2 b1.
    const k = a1 * b2 - a2 * b1;
    const rhs = c1 * b2 - c2 * b1 + slip;
    return [
      `${sum(a1, 'x', b1, 'y')} = ${c1}`,
      `${sum(a2, 'x', b2, 'y')} = ${c2}`,
      `${k}x = ${rhs}`,
      `x = ${rhs}/(${k})`,
      `${a1}(${rhs}/(${k})) + ${b1}y = ${c1}`,
      `y = (${c1} - ${a1}(${rhs}/(${k})))/${b1}`,
    ].join('\n');
  }

  it('right work is right, whatever the system', () => {
    fc.assert(fc.property(system, (s) => {
      const r = read(work(s));
      expect(gold(r), `${work(s)}\n${r.explanation}`).toEqual(VALID);
    }), { numRuns: 200 });
  });

  it('a slip in the eliminated equation is the first error (step 2), and nothing after it is called wrong', () => {
    fc.assert(fc.property(system, fc.integer({ min: 1, max: 5 }), fc.boolean(), (s, d, neg) => {
      const r = read(work(s, neg ? -d : d));
      expect(gold(r), `${work(s, neg ? -d : d)}\n${r.explanation}`).toEqual({ q1: false, q2: false, q3: 2 });
      expect(r.steps.slice(3).every((x) => x.valid)).toBe(true);
    }), { numRuns: 200 });
  });
});

describe('a system with no solution, worked as in class (system-work.ts, parallelTo)', () => {
  it.each([
    // Before: "the solution set changes from {} to the line x + 2y = 5" of each right line: every
    // line holds at every solution of the empty set, so the work was judged line against line.
    ['one equation doubled, then subtracted', '2x + 4y = 6\nx + 2y = 5\n2x + 4y = 10\n0 = -4\nno solution'],
    ['the first equation divided by 3', '3x - 6y = 9\nx - 2y = 1\nx - 2y = 3\n0 = 2\nno solution'],
    ['substitution', '2x + 4y = 6\nx + 2y = 5\nx = 5 - 2y\n2(5 - 2y) + 4y = 6\n10 = 6\nno solution'],
    ['the system on one line', '2x + 4y = 6, x + 2y = 5\n2x + 4y = 10\n0 = -4\nno solution'],
    ['subtracted at once', 'x + y = 3, x + y = 5\n0 = 2\nno solution'],
  ])('%s: right', (_name, text) => {
    const r = read(text);
    expect(gold(r), r.explanation).toEqual(VALID);
  });

  it('a line not parallel to the two equations does not follow from them, and is the first error', () => {
    const r = read('2x + 4y = 6\nx + 2y = 5\nx + y = 5\ny = 0\nx = 5');
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 2 });
    expect(r.steps[2]!.reason).toContain('its two equations are parallel');
    // Judged against the wrong line after it, the next steps follow (x + y = 5 with y = 0).
    expect(r.steps[3]!.valid).toBe(true);
  });

  it('0 = 0 is no combination of two parallel equations (the right one is false): an error', () => {
    const r = read('2x + 4y = 6\nx + 2y = 5\n2x + 4y = 10\n0 = 0');
    expect(r.q3).toBe(3);
  });

  it('any combination of the two is right (fast-check)', () => {
    // a x + b y = c1 and k(a x + b y) = c2 with c2 ≠ k c1; the line written is p·(first) + q·(second).
    const input = fc.record({
      a: fc.integer({ min: 1, max: 5 }), b: fc.integer({ min: -5, max: 5 }).filter((b) => b !== 0), c1: fc.integer({ min: -9, max: 9 }),
      k: fc.integer({ min: 2, max: 3 }), d: fc.integer({ min: 1, max: 6 }), p: fc.integer({ min: -3, max: 3 }), q: fc.integer({ min: -3, max: 3 }),
    }).filter(({ p, q }) => p !== 0 || q !== 0);
    const eq = (a: number, b: number, c: number) => `${a}x ${b < 0 ? '-' : '+'} ${Math.abs(b)}y = ${c}`;
    fc.assert(fc.property(input, ({ a, b, c1, k, d, p, q }) => {
      const c2 = k * c1 + d;
      const [A, B, C] = [p * a + q * k * a, p * b + q * k * b, p * c1 + q * c2];
      const line = A === 0 && B === 0 ? `0 = ${C}` : `${A}x + ${B}y = ${C}`.replace(/\+ -/g, '- ');
      const text = `${eq(a, b, c1)}\n${eq(k * a, k * b, c2)}\n${line}\nno solution`;
      const r = read(text);
      // 0 = 0 cannot come of a combination of these two (the right one says 0 = q·d with q ≠ 0 there).
      expect(gold(r), `${text}\n${r.explanation}`).toEqual(VALID);
    }), { numRuns: 200 });
  });
});

describe('equations named by a word or a row, and the line before by a pronoun (reader.ts, COMBINATION)', () => {
  it.each([
    // Before: refused, 'this line is labelled "(1)" but it is step 2': the equation's name was read as the line's number.
    ['(1) - new:', '2x + 3y = 7, x - y = 1\n2×(2): 2x - 2y = 2\n(1) - new: 5y = 5\ny = 1\nx - 1 = 1\nx = 2\nx = 2, y = 1'],
    // Before: unreadable.
    ['eq1 × 2: and eq2 - that:', '2x - y = 4, 4x - 2y = 3\neq1 × 2: 4x - 2y = 8\neq2 - that: 0 = -5\nno solution'],
    ['R2 - 3·R1: and from eq1:', 'x + 2y = 4, 3x - y = 5\nR2 - 3·R1: -7y = -7\ny = 1\nfrom eq1: x = 2\nx = 2, y = 1'],
    ['R1: and R2: naming the givens', 'R1: x + 2y = 4\nR2: 3x - y = 5\nR2 - 3R1: -7y = -7\ny = 1\nx = 2'],
  ])('%s', (_name, text) => {
    const r = read(text);
    expect(gold(r), r.explanation).toEqual(VALID);
  });
});

describe('round 31: two equations on one line are the system as the line states it', () => {
  it.each([
    ['a multiple of one equation beside it', 'x + y = 5, x - y = 1\n2x + 2y = 10, x + y = 5\nx = 3, y = 2'],
    ['one equation written twice', 'x + y = 5, x - y = 1\nx + y = 5, x + y = 5\nx=3 y=2'],
  ])('%s: the line has lost an equation (before: "follows", all valid)', (_name, text) => {
    const r = read(text);
    expect(gold(r)).toEqual({ q1: true, q2: false, q3: 1 });
    expect(r.steps[1]!.reason).toContain('the line has lost an equation');
  });

  it('parts in one unknown, its value not last ("x = 3, 2x = 6"): read both ways by reviewers, not read', () => {
    const r = read('x + y = 5, x - y = 1\nx = 3, 2x = 6\ny = 2\nx=3 y=2');
    expect(r.unreadable).toEqual([1]);
    expect(r.claims.q3).toBe(false);
  });

  it('a system with no solution restated as one line of pairs has lost an equation too', () => {
    const r = read('x - 2y = 3, 2x - 4y = 5\n2x - 4y = 6, 2x - 4y = 6\n0 = 0\nthere\'s no solution');
    expect(r.claims.q3 && r.q3).toBe(1);
  });

  it('a derivation written with commas, its last part one unknown\'s value, is still a fact', () => {
    const r = read('x + 2y = 8, 3x - 2y = 0\n4x = 8, x = 2\n2 + 2y = 8\ny = 3\n(2, 3)');
    expect(gold(r), r.explanation).toEqual(VALID);
  });

  it('a system with no solution, an equation written again with no combination named, then 0 = 0: which line is the error is not known, not judged', () => {
    const r = read('x - 2y = 3, 2x - 4y = 5\n2x - 4y = 5\n0 = 0\nthere\'s infinitely many solutions');
    expect(r.unreadable).toContain(2);
    expect(r.claims.q3).toBe(false);
    const right = read('x - 2y = 3, 2x - 4y = 5\n2x - 4y = 5\n0 = 0\nthere\'s no solution');
    expect(right.unreadable).toEqual([2]);
    expect(right.claims.q1 && right.q1).toBe(true);
  });

  it('the same copy made by a combination it names wrongly is the first error (named-combination.ts)', () => {
    const r = read('x - 2y = 3, 2x - 4y = 5\nmultiply the first by 2: 2x - 4y = 5\nsubtract: 0 = 0\nthere\'s infinitely many solutions');
    expect(r.claims.q3 && r.q3).toBe(1);
    expect(r.steps[1]!.reason).toBe('the combination it names, multiply the first by 2, gives 2x - 4y = 6, not 2x - 4y = 5');
  });
});

// Round 57 (red team): a system over two lines whose first equation names one unknown was read in that unknown
// alone: the second line was unreadable, and the answer `(5, 3)` an interval, "not the solution set" (Q1 claimed
// false of right work). The second line names both unknowns, so both are the system's.
describe('a system over two lines whose first equation names one unknown', () => {
  it.each([
    ['5y = 15 first', '5y = 15   (1)\n2x - y = 7   (2)\nFrom (1): y = 3\nInto (2): 2x - 3 = 7\n2x = 10\nx = 5\n(5, 3)'],
    ['4y = -8 first', '4y = -8\n3x + y = 10\ny = -2\n3x - 2 = 10\nx = 4\n(4, -2)'],
    ['x = -1 first', 'x = -1\n2x + 5y = 8\n-2 + 5y = 8\ny = 2\n(-1, 2)'],
  ])('right: %s', (_name, text) => {
    const r = read(text);
    expect(gold(r), r.explanation).toEqual(VALID);
    expect(r.claims).toEqual({ q1: true, q2: true, q3: true });
    expect(r.steps[1]!.kind).toBe('original');
  });

  it('a slip is the first error, and a wrong pair is wrong', () => {
    const r = read('5y = 15\n2x - y = 7\ny = 3\n2x - 3 = 7\nx = 4\n(4, 3)');
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 4 });
    expect(r.claims).toEqual({ q1: true, q2: true, q3: true });
  });

  it.each([
    ['a second line in one unknown', '3(x + 1) = 12\nx + 1 = 4\nx = 3'],
    ['a nonlinear first line (a substitution named)', '(x + 1)^2 = 4\nt = x + 1\nt^2 = 4'],
  ])('not a system: %s', (_name, text) => {
    expect(read(text).noun).not.toBe('system');
  });

  it('property: any such system solved right is valid; a wrong value of x is the first error', () => {
    const small = fc.integer({ min: -9, max: 9 }).filter((v) => v !== 0);
    fc.assert(fc.property(small, fc.integer({ min: -9, max: 9 }), small, small, fc.integer({ min: -9, max: 9 }), fc.integer({ min: 1, max: 3 }), (a, y, p, q, x, off) => {
      const eq = (l: string, r: number) => `${l} = ${r}`;
      const first = eq(`${a}y`, a * y);
      const second = eq(`${p}x + ${q}y`.replace(/\+ -/g, '- '), p * x + q * y);
      const right = read(`${first}\n${second}\ny = ${y}\n${p}x = ${p * x}\nx = ${x}\n(${x}, ${y})`);
      expect(gold(right), right.explanation).toEqual(VALID);
      const wrong = read(`${first}\n${second}\ny = ${y}\n${p}x = ${p * x}\nx = ${x + off}\n(${x + off}, ${y})`);
      expect(gold(wrong), wrong.explanation).toEqual({ q1: false, q2: false, q3: 4 });
    }), { numRuns: 150 });
  });
});

// Round 58 (red team): a given equation that is a value (`x = 2`, then `3x - 2y = 10`) and work ending on the other
// unknown (`y = -2`) was "no final answer" (Q1, Q2 and Q3 claimed false of right work): the answer is read with step 0.
describe('a given equation that names one unknown alone, read with the answer', () => {
  it.each([
    ['x = 2 first', 'x = 2\n3x - 2y = 10\n6 - 2y = 10\n-2y = 4\ny = -2'],
    ['y = 3 first', 'y = 3\nx + 2y = 10\nx + 6 = 10\nx = 4'],
    ['with a check after', 'y = -4\n2x - y = 10\n2x + 4 = 10\nx = 3\nCheck: 2(3) - (-4) = 10 ✓'],
  ])('right: %s', (_name, text) => {
    const r = read(text);
    expect(gold(r), r.explanation).toEqual(VALID);
    expect(r.claims).toEqual({ q1: true, q2: true, q3: true });
    expect(r.explanation).toContain('step 0 read with');
  });

  it('a wrong value found last is the error, and the answer with it wrong', () => {
    const r = read('x = 2\n3x - 2y = 10\n6 - 2y = 10\n-2y = 4\ny = 2');
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 4 });
  });
});

describe('an open pair answering an equation in one unknown (`(4, -3)`)', () => {
  it.each([
    ['each equation in one unknown (round 58)', '2x = 8\n3y = -9\nx = 4\ny = -3\n(4, -3)'],
    ['roots in brackets', 'x^2 - 5x + 6 = 0\n(x - 2)(x - 3) = 0\n(2, 3)'],
  ])('is not judged as an interval: %s', (_name, text) => {
    const r = read(text);
    expect(r.claims.q1).toBe(false);
    expect(r.steps.at(-1)!.code).toBe('parse_error');
  });

  it('an earlier error is still claimed; an inequality\'s interval is still read', () => {
    expect(read('2x + 1 = 7\n2x = 5\n(3, 4)').claims).toEqual({ q1: false, q2: true, q3: true });
    const r = read('2 < x + 1 < 6\n1 < x < 5\n(1, 5)');
    expect(gold(r), r.explanation).toEqual(VALID);
  });
});

// Round 59 (red team): in a system with no solution, the value put into a multiple of the other equation (`2(x + y) = 7`,
// then `2(3) = 7`) was "a number worked out between the steps whose arithmetic is wrong", while the next line, `6 = 7`,
// was right: both are the contradiction the work reaches. A new number there (`2(3) = 8`) may be a slip too: not judged.
describe('the contradiction of a system with no solution, put in before it is worked out', () => {
  it.each([
    ['2(3) = 7', 'x + y = 3\n2x + 2y = 7\n2(x + y) = 7\n2(3) = 7\n6 = 7\nNo solution'],
    ['3(4) = 5', 'x + 2y = 4\n3x + 6y = 5\n3(x + 2y) = 5\n3(4) = 5\n12 = 5\nNo solution'],
  ])('right: %s', (_name, text) => {
    const r = read(text);
    expect(gold(r), r.explanation).toEqual(VALID);
    expect(r.claims).toEqual({ q1: true, q2: true, q3: true });
  });

  it('a number written nowhere before is not judged (a slip, or the contradiction)', () => {
    const r = read('x + y = 3\n2x + 2y = 7\n2(x + y) = 7\n2(3) = 8\n6 = 7\nNo solution');
    expect(r.steps[3]!.code).toBe('parse_error');
    expect(r.claims).toEqual({ q1: true, q2: false, q3: false });
  });

  it('where the system has a solution, false numbers stay wrong arithmetic', () => {
    const r = read('x + y = 3\n2x - y = 0\n2x - (3 - x) = 0\n2(1) - 2 = 1\nx = 1\ny = 2');
    expect(r.steps[3]!.valid).toBe(false);
  });
});
