// One hand-written trace per checker rule (issue 2, section 3). Each asserts the gold labels
// q1/q2/q3, every step's kind and code, and where relevant the obligation log.
import { describe, expect, it } from 'vitest';
import { checkTrace } from '../../src/core/checker/index.ts';
import { expectTrace, V } from './helpers.ts';

// x + 1 = 2x - 3 has the single solution x = 4. Squaring adds x = 2/3 (from x + 1 = -(2x - 3)),
// where the original sides are 5/3 and -5/3.
const SQUARE = ['x + 1 = 2x - 3', '(x + 1)^2 = (2x - 3)^2'];
// 2x + 3 = 11 has the single solution x = 4. Multiplying by (x - 1) adds x = 1 (sides 5 and 11).
const MULTIPLY = ['2x + 3 = 11', '(2x + 3)(x - 1) = 11(x - 1)'];

describe('strictly equivalent steps', () => {
  it('a canonical textbook trace is valid', () => {
    const r = expectTrace(['2x + 3 = 11', '2x = 8', 'x = 4'], {
      q1: true, q2: true, q3: -1, kinds: ['original', 'equivalent', 'equivalent'], codes: [V, V, V],
    });
    expect(r.obligations).toEqual([]);
    expect(r.steps.map((s) => s.set)).toEqual(['{4}', '{4}', '{4}']);
    expect(r.explanation).toBe('All 3 steps are valid. The final answer x = 4 satisfies the original equation.');
  });

  it('fractions, constants multiplied and divided, terms moved across', () => {
    expectTrace(['(3/2)x - 1 = x/4 + 4', '6x - 4 = x + 16', '6x - x = 16 + 4', '5x = 20', '(5x)/5 = 20/5', 'x = 4'], {
      q1: true, q2: true, q3: -1,
      kinds: ['original', 'equivalent', 'equivalent', 'equivalent', 'equivalent', 'equivalent'], codes: [V, V, V, V, V, V],
    });
  });

  it('a negative fractional answer', () => {
    const r = expectTrace(['-3x + 2 = 7x + 14', '-10x = 12', 'x = -6/5'], {
      q1: true, q2: true, q3: -1, kinds: ['original', 'equivalent', 'equivalent'], codes: [V, V, V],
    });
    expect(r.steps[2]!.set).toBe('{-6/5}');
  });

  it('a check line of the true solution in a plain trace is a valid check (then a final answer)', () => {
    expectTrace(['2x + 3 = 11', 'x = 4', 'check x = 4: 11 = 11, keep', 'x = 4'], {
      q1: true, q2: true, q3: -1, kinds: ['original', 'equivalent', 'check', 'equivalent'], codes: [V, V, V, V],
    });
  });
});

describe('candidate-generating steps and their obligations', () => {
  it('multiply both sides by (x - 1), expand, check both candidates, discard the extraneous one', () => {
    const r = expectTrace([
      ...MULTIPLY,
      '2x^2 + x - 3 = 11x - 11',
      '2x^2 - 10x + 8 = 0',
      'x = 4 or x = 1',
      'check x = 1: 5 != 11, reject',
      'check x = 4: 11 = 11, keep',
      'x = 4',
    ], {
      q1: true, q2: true, q3: -1,
      kinds: ['original', 'candidate-generating', 'equivalent', 'equivalent', 'equivalent', 'check', 'check', 'discard'],
      codes: [V, V, V, V, V, V, V, V],
    });
    expect(r.obligations).toEqual([{ candidate: '1', opened: 1, checked: 5, discharged: 7 }]);
    expect(r.steps.map((s) => s.opened)).toEqual([[], ['1'], [], [], [], [], [], []]);
    expect(r.steps.map((s) => s.checked)).toEqual([[], [], [], [], [], ['1'], ['4'], []]);
    expect(r.steps.map((s) => s.discharged)).toEqual([[], [], [], [], [], [], [], ['1']]);
    expect(r.steps[1]!.set).toBe('{1, 4}');
    expect(r.explanation).toContain('x = 1');
    expect(r.explanation).toContain('discarded');
  });

  it('square both sides, check the extra candidate (values as fractions), discard it', () => {
    const r = expectTrace([...SQUARE, 'check x = 2/3: 5/3 != -5/3, reject', 'x = 4'], {
      q1: true, q2: true, q3: -1, kinds: ['original', 'candidate-generating', 'check', 'discard'], codes: [V, V, V, V],
    });
    expect(r.obligations).toEqual([{ candidate: '2/3', opened: 1, checked: 2, discharged: 3 }]);
    expect(r.steps[1]!.set).toBe('{2/3, 4}');
  });

  it('check values may be written as numeric expressions (≠ and Unicode minus too)', () => {
    expectTrace([...SQUARE, 'check x = 2/3: 2/3 + 1 ≠ 2(2/3) − 3, reject', 'x = 4'], {
      q1: true, q2: true, q3: -1, kinds: ['original', 'candidate-generating', 'check', 'discard'], codes: [V, V, V, V],
    });
  });

  it('two extra candidates from multiplying by a quadratic, both checked and discarded', () => {
    const r = expectTrace(['2x = 10', '2x(x - 1)(x - 2) = 10(x - 1)(x - 2)', 'check x = 2: 4 != 10, reject', 'check x = 1: 2 != 10, reject', 'x = 5'], {
      q1: true, q2: true, q3: -1, kinds: ['original', 'candidate-generating', 'check', 'check', 'discard'], codes: [V, V, V, V, V],
    });
    expect(r.obligations).toEqual([
      { candidate: '1', opened: 1, checked: 3, discharged: 4 },
      { candidate: '2', opened: 1, checked: 2, discharged: 4 },
    ]);
  });

  it('discarding one rejected candidate at a time', () => {
    const r = expectTrace(['2x = 10', '2x(x - 1)(x - 2) = 10(x - 1)(x - 2)', 'check x = 1: 2 != 10, reject', 'x = 5 or x = 2', 'check x = 2: 4 != 10, reject', 'x = 5'], {
      q1: true, q2: true, q3: -1, kinds: ['original', 'candidate-generating', 'check', 'discard', 'check', 'discard'], codes: [V, V, V, V, V, V],
    });
    expect(r.obligations).toEqual([
      { candidate: '1', opened: 1, checked: 2, discharged: 3 },
      { candidate: '2', opened: 1, checked: 4, discharged: 5 },
    ]);
  });

  it('three rational extra candidates (multiplying by a cubic), all checked and discarded, make a valid trace', () => {
    // Every extra candidate is rational and is checked and rejected before it is dropped:
    // nothing is left unresolved, exactly as with one or two candidates.
    const r = expectTrace([
      '2x = 10',
      '2x(x - 1)(x - 2)(x - 3) = 10(x - 1)(x - 2)(x - 3)',
      'check x = 1: 2 != 10, reject',
      'check x = 2: 4 != 10, reject',
      'check x = 3: 6 != 10, reject',
      'x = 5',
    ], {
      q1: true, q2: true, q3: -1,
      kinds: ['original', 'candidate-generating', 'check', 'check', 'check', 'discard'], codes: [V, V, V, V, V, V],
    });
    expect(r.obligations.map((o) => [o.candidate, o.checked, o.discharged])).toEqual([['1', 2, 5], ['2', 3, 5], ['3', 4, 5]]);
  });

  it('squaring without checking, ending on the candidate list: invalid at the last step with an unresolved obligation', () => {
    const r = expectTrace([...SQUARE, 'x^2 + 2x + 1 = 4x^2 - 12x + 9', 'x = 4 or x = 2/3'], {
      q1: false, q2: false, q3: 3,
      kinds: ['original', 'candidate-generating', 'equivalent', 'invalid'], codes: [V, V, V, 'unresolved_obligation'],
    });
    expect(r.obligations).toEqual([{ candidate: '2/3', opened: 1, checked: null, discharged: null }]);
    expect(r.steps[3]!.reason).toMatch(/unresolved/);
  });

  it('checked but never discarded: still unresolved at the last step', () => {
    const r = expectTrace([...SQUARE, 'check x = 2/3: 5/3 != -5/3, reject', 'x = 4 or x = 2/3'], {
      q1: false, q2: false, q3: 3,
      kinds: ['original', 'candidate-generating', 'check', 'invalid'], codes: [V, V, V, 'unresolved_obligation'],
    });
    expect(r.obligations).toEqual([{ candidate: '2/3', opened: 1, checked: 2, discharged: null }]);
  });

  it('a candidate that is a true solution (re-added after an error) opens no obligation', () => {
    const r = expectTrace(['x + 1 = 2x - 3', 'x + 1 = x + 2', 'x = 4'], {
      q1: true, q2: false, q3: 1,
      kinds: ['original', 'invalid', 'candidate-generating'], codes: [V, 'dropped_true_solution', V],
    });
    expect(r.obligations).toEqual([]);
    expect(r.steps[1]!.set).toBe('{}');
  });
});

describe('dropping candidates', () => {
  it('dropping a candidate no check has rejected is invalid', () => {
    const r = expectTrace([...MULTIPLY, 'x = 4'], {
      q1: true, q2: false, q3: 2, kinds: ['original', 'candidate-generating', 'invalid'], codes: [V, V, 'dropped_unchecked_candidate'],
    });
    expect(r.obligations).toEqual([{ candidate: '1', opened: 1, checked: null, discharged: null }]);
  });

  it('checking (and keeping) a different candidate does not allow dropping this one', () => {
    expectTrace([...SQUARE, 'check x = 4: 5 = 5, keep', 'x = 4'], {
      q1: true, q2: false, q3: 3, kinds: ['original', 'candidate-generating', 'check', 'invalid'], codes: [V, V, V, 'dropped_unchecked_candidate'],
    });
  });

  it('dividing by x when x = 0 is a root drops a true solution', () => {
    // Q1 asks for the exact solution set (issue 13): the lost root x = 0 makes the answer wrong too.
    expectTrace(['x^2 = 3x', 'x = 3'], {
      q1: false, q2: false, q3: 1, kinds: ['original', 'invalid'], codes: [V, 'dropped_true_solution'],
    });
    expectTrace(['x^2 + 2x = 0', 'x + 2 = 0', 'x = -2'], {
      q1: false, q2: false, q3: 1, kinds: ['original', 'invalid', 'equivalent'], codes: [V, 'dropped_true_solution', V],
    });
  });

  it('after squaring, dropping the true root (keeping the extraneous one) is invalid', () => {
    const r = expectTrace([...SQUARE, 'check x = 2/3: 5/3 != -5/3, reject', 'x = 2/3'], {
      q1: false, q2: false, q3: 3, kinds: ['original', 'candidate-generating', 'check', 'invalid'], codes: [V, V, V, 'dropped_true_solution'],
    });
    expect(r.steps[3]!.reason).toContain('x = 4');
  });

  it('a check that wrongly rejects the true root cannot license dropping it', () => {
    expectTrace([...SQUARE, 'check x = 4: 5 = 5, reject', 'x = 2/3'], {
      q1: false, q2: false, q3: 2, kinds: ['original', 'candidate-generating', 'invalid', 'invalid'], codes: [V, V, 'check_wrong_verdict', 'dropped_true_solution'],
    });
  });
});

describe('check lines', () => {
  const after = (check: string) => [...SQUARE, check, 'x = 4'];
  const bad = (code: 'check_wrong_value' | 'check_wrong_relation' | 'check_wrong_verdict' | 'check_not_candidate') => ({
    q1: true, q2: false, q3: 2,
    kinds: ['original', 'candidate-generating', 'invalid', 'invalid'] as const,
    codes: [V, V, code, 'dropped_unchecked_candidate'] as const,
  });

  it('wrong value of the original left side', () => {
    const r = expectTrace(after('check x = 2/3: 2/3 != -5/3, reject'), { ...bad('check_wrong_value'), kinds: [...bad('check_wrong_value').kinds], codes: [...bad('check_wrong_value').codes] });
    expect(r.steps[2]!.reason).toContain('5/3');
  });

  it('wrong value of the original right side (values of the squared equation are not accepted)', () => {
    // (2/3 + 1)^2 = 25/9 = (2(2/3) - 3)^2: the squared sides, not the original ones
    const e = bad('check_wrong_value');
    expectTrace(after('check x = 2/3: 25/9 = 25/9, keep'), { ...e, kinds: [...e.kinds], codes: [...e.codes] });
    expectTrace(after('check x = 2/3: 5/3 != 5/3, reject'), { ...e, kinds: [...e.kinds], codes: [...e.codes] });
  });

  it('wrong relation', () => {
    const e = bad('check_wrong_relation');
    expectTrace(after('check x = 2/3: 5/3 = -5/3, reject'), { ...e, kinds: [...e.kinds], codes: [...e.codes] });
  });

  it('wrong verdict', () => {
    const e = bad('check_wrong_verdict');
    const r = expectTrace(after('check x = 2/3: 5/3 != -5/3, keep'), { ...e, kinds: [...e.kinds], codes: [...e.codes] });
    expect(r.obligations).toEqual([{ candidate: '2/3', opened: 1, checked: null, discharged: null }]);
  });

  it('a value that is not a current candidate (even with correct numbers)', () => {
    const e = bad('check_not_candidate');
    expectTrace(after('check x = 7: 8 != 11, reject'), { ...e, kinds: [...e.kinds], codes: [...e.codes] });
  });

  it('a candidate already discarded is no longer a candidate', () => {
    expectTrace([...SQUARE, 'check x = 2/3: 5/3 != -5/3, reject', 'x = 4', 'check x = 2/3: 5/3 != -5/3, reject', 'x = 4'], {
      q1: true, q2: false, q3: 4,
      kinds: ['original', 'candidate-generating', 'check', 'discard', 'invalid', 'equivalent'], codes: [V, V, V, V, 'check_not_candidate', V],
    });
  });
});

describe('other invalid steps', () => {
  it('an arithmetic error changes the set (T2: propagated to a wrong answer)', () => {
    const r = expectTrace(['2x + 3 = 11', '2x = 14', 'x = 7'], {
      q1: false, q2: false, q3: 1, kinds: ['original', 'invalid', 'equivalent'], codes: [V, 'changed_set', V],
    });
    expect(r.steps[1]!.reason).toContain('{4}');
    expect(r.steps[1]!.reason).toContain('{7}');
    expect(r.explanation).toMatch(/^Step 1 is the first invalid step/);
    expect(r.explanation).toContain('does not satisfy');
  });

  it('T3: an error with the final answer reverted to the correct value (q1 true, q2 false)', () => {
    const r = expectTrace(['2x + 3 = 11', '2x = 9', 'x = 4'], {
      q1: true, q2: false, q3: 1, kinds: ['original', 'invalid', 'invalid'], codes: [V, 'changed_set', 'changed_set'],
    });
    expect(r.explanation).toContain('1 later step is invalid too');
  });

  it('an error in a middle step of a longer trace is located there, not at step 1', () => {
    expectTrace(['3(x - 2) + 4 = x + 8', '3x - 6 + 4 = x + 8', '3x - 2 = x + 8', '3x - x = 8 - 2', '2x = 6', 'x = 3'], {
      q1: false, q2: false, q3: 3,
      kinds: ['original', 'equivalent', 'equivalent', 'invalid', 'equivalent', 'equivalent'], codes: [V, V, V, 'changed_set', V, V],
    });
  });

  it('0 = 0 is an infinite set', () => {
    expectTrace(['2x + 3 = 11', '0 = 0', 'x = 4'], {
      q1: true, q2: false, q3: 1, kinds: ['original', 'invalid', 'invalid'], codes: [V, 'infinite_set', 'changed_set'],
    });
    expectTrace(['2x + 3 = 11', '2x + 3 = 2x + 3'], {
      q1: false, q2: false, q3: 1, kinds: ['original', 'invalid'], codes: [V, 'infinite_set'],
    });
  });

  it('an empty-set step (x + 1 = x + 2) drops the true solution', () => {
    expectTrace(['2x + 3 = 11', 'x + 1 = x + 2', 'x = 4'], {
      q1: true, q2: false, q3: 1, kinds: ['original', 'invalid', 'candidate-generating'], codes: [V, 'dropped_true_solution', V],
    });
  });

  it('an equation with no solution: empty stays empty (equivalent), but there is no final answer', () => {
    const r = expectTrace(['x + 1 = x + 2', '1 = 2'], {
      q1: false, q2: false, q3: 1, kinds: ['original', 'invalid'], codes: [V, 'no_final_answer'],
    });
    expect(r.steps[0]!.set).toBe('{}');
  });

  it('an unparseable step is a parse_error with its column; later steps are still judged', () => {
    const r = expectTrace(['2x + 3 = 11', '2x = 8 apples', 'x = 4'], {
      q1: true, q2: false, q3: 1, kinds: ['original', 'invalid', 'equivalent'], codes: [V, 'parse_error', V],
    });
    expect(r.steps[1]!.column).toBe(8);
    expect(r.steps[1]!.reason).toContain('column 8');
    // What an unreadable line leaves open is not claimed: Q2/Q3 could be anything; Q1 was judged.
    expect(r.claims).toEqual({ q1: true, q2: false, q3: false });
    expect(r.unreadable).toEqual([1]);
    const d = checkTrace(['2x + 3 = 11', 'x/(x - x) = 1', 'x = 4']);
    expect(d.steps[1]!.code).toBe('parse_error');
    expect(d.steps[1]!.column).toBe(3);
  });

  it('a last step that is not a final answer: an equation, or a check line', () => {
    expectTrace(['2x + 3 = 11', '2x = 8'], {
      q1: false, q2: false, q3: 1, kinds: ['original', 'invalid'], codes: [V, 'no_final_answer'],
    });
    const r = expectTrace(['2x + 3 = 11', 'x = 4', 'check x = 4: 11 = 11, keep'], {
      q1: false, q2: false, q3: 2, kinds: ['original', 'equivalent', 'invalid'], codes: [V, V, 'no_final_answer'],
    });
    expect(r.explanation).toContain('There is no final answer.');
  });

  it('a last step already invalid keeps its own code; the missing answer is added to its reason', () => {
    const r = expectTrace(['2x + 3 = 11', '2x = 14'], {
      q1: false, q2: false, q3: 1, kinds: ['original', 'invalid'], codes: [V, 'changed_set'],
    });
    expect(r.steps[1]!.reason).toContain('final answer');
  });

  it('a single step is not a solved trace, even when it looks like an answer', () => {
    expectTrace(['x = 4'], { q1: false, q2: false, q3: 0, kinds: ['invalid'], codes: ['no_final_answer'] });
  });
});

describe('final answers', () => {
  it('a candidate list is a final answer (two true solutions)', () => {
    expectTrace(['x^2 = 4', 'x = 2 or x = -2'], {
      q1: true, q2: true, q3: -1, kinds: ['original', 'equivalent'], codes: [V, V],
    });
    expectTrace(['x^2 - 5x + 6 = 0', '(x - 2)(x - 3) = 0', 'x = 2 or x = 3'], {
      q1: true, q2: true, q3: -1, kinds: ['original', 'equivalent', 'equivalent'], codes: [V, V, V],
    });
  });

  it('a candidate list missing a true solution drops it', () => {
    expectTrace(['x^2 = 4', 'x = 2'], {
      q1: false, q2: false, q3: 1, kinds: ['original', 'invalid'], codes: [V, 'dropped_true_solution'],
    });
  });

  it('q1 follows the final values, not the steps', () => {
    // a duplicated value is still one true value
    expectTrace(['x^2 = 4', 'x = 2 or x = -2 or x = 2'], {
      q1: true, q2: true, q3: -1, kinds: ['original', 'equivalent'], codes: [V, V],
    });
  });
});

describe('step 0 must be usable', () => {
  it('unparseable step 0: every later step is no_original', () => {
    const r = expectTrace(['2x + = 11', '2x = 8', 'x = 4'], {
      q1: false, q2: false, q3: 0, kinds: ['invalid', 'invalid', 'invalid'], codes: ['parse_error', 'no_original', 'no_original'],
    });
    expect(r.steps[0]!.column).toBe(6);
  });

  it('a candidate list, a check line or an identity are not an original equation', () => {
    for (const s0 of ['x = 1 or x = 2', 'check x = 1: 1 = 1, keep', '0 = 0', '2x = 2x']) {
      expectTrace([s0, 'x = 1'], { q1: false, q2: false, q3: 0, kinds: ['invalid', 'invalid'], codes: ['bad_original', 'no_original'] });
    }
  });

  it('an answer-shaped step 0 is a usable (if trivial) original equation', () => {
    expectTrace(['x = 4', '2x = 8', 'x = 4'], { q1: true, q2: true, q3: -1, kinds: ['original', 'equivalent', 'equivalent'], codes: [V, V, V] });
  });

  it('an empty trace', () => {
    const r = checkTrace([]);
    expect({ q1: r.q1, q2: r.q2, q3: r.q3 }).toEqual({ q1: false, q2: false, q3: 0 });
    expect(r.steps[0]!.code).toBe('no_original');
  });
});

describe('irrational sets (exact, no floating point)', () => {
  it('multiplying by x^2 - 2 opens one obligation for each named root; dropping them unchecked is invalid, checking them is not', () => {
    const r = expectTrace(['2x = 2', '2x(x^2 - 2) = 2(x^2 - 2)', 'x = 1'], {
      q1: true, q2: false, q3: 2, kinds: ['original', 'candidate-generating', 'invalid'], codes: [V, V, 'dropped_unchecked_candidate'],
    });
    expect(r.steps[1]!.opened).toEqual(['-sqrt(2)', 'sqrt(2)']);
    expect(r.obligations).toHaveLength(2);
    expect(r.obligations[0]!.discharged).toBeNull();
    const ok = expectTrace(['2x = 2', '2x(x^2 - 2) = 2(x^2 - 2)', 'check x = sqrt(2): 2sqrt(2) != 2, reject', 'check x = -sqrt(2): -2sqrt(2) != 2, reject', 'x = 1'], {
      q1: true, q2: true, q3: -1, kinds: ['original', 'candidate-generating', 'check', 'check', 'discard'], codes: [V, V, V, V, V],
    });
    expect(ok.obligations.map((o) => o.discharged)).toEqual([4, 4]);
  });

  it('squaring that adds irrational candidates leaves them unresolved', () => {
    // x^2 = 3x - 2 has {1, 2}; squaring adds the roots of x^2 = -(3x - 2), i.e. x^2 + 3x - 2 = 0
    const r = expectTrace(['x^2 = 3x - 2', 'x^4 = (3x - 2)^2', 'x = 1 or x = 2'], {
      q1: true, q2: false, q3: 2, kinds: ['original', 'candidate-generating', 'invalid'], codes: [V, V, 'dropped_unchecked_candidate'],
    });
    expect(r.steps[1]!.opened).toEqual(['(-3 - sqrt(17))/2', '(-3 + sqrt(17))/2']);
    const open = expectTrace(['x^2 = 3x - 2', 'x^4 = (3x - 2)^2'], {
      q1: false, q2: false, q3: 1, kinds: ['original', 'invalid'], codes: [V, 'no_final_answer'],
    });
    expect(open.steps[1]!.reason).toMatch(/unresolved/);
  });

  it('irrational sets are compared exactly: x^8 = 16 is x^2 = 2, not x^2 = 3', () => {
    const r = checkTrace(['x^8 - 16 = 0', 'x^2 = 2', 'x^2 - 2 = 0']);
    expect(r.steps[1]!.kind).toBe('equivalent');
    expect(r.steps[1]!.set).toBe('{-sqrt(2), sqrt(2)}');
    expect(r.q3).toBe(2); // only the missing final answer
    const w = checkTrace(['x^8 - 16 = 0', 'x^2 = 3', 'x^2 - 3 = 0']);
    expect(w.steps[1]!.code).toBe('changed_set');
    expect(w.q3).toBe(1);
    const sq = checkTrace(['x^2 = 2', 'x^4 = 4', '(x^2 - 2)(x^2 + 2) = 0', 'x^2 = 2']);
    expect(sq.steps.slice(1).map((s) => s.kind)).toEqual(['equivalent', 'equivalent', 'invalid']);
    expect(sq.steps[3]!.code).toBe('no_final_answer');
  });
});

describe('degree up to 8', () => {
  it('eight rational roots, all kept', () => {
    expectTrace(['(x - 1)(x - 2)(x - 3)(x - 4)(x - 5)(x - 6)(x - 7)(x - 8) = 0', 'x = 1 or x = 2 or x = 3 or x = 4 or x = 5 or x = 6 or x = 7 or x = 8'], {
      q1: true, q2: true, q3: -1, kinds: ['original', 'equivalent'], codes: [V, V],
    });
  });

  it('eight rational roots, one dropped', () => {
    expectTrace(['(x - 1)(x - 2)(x - 3)(x - 4)(x - 5)(x - 6)(x - 7)(x - 8) = 0', 'x = 1 or x = 2 or x = 3 or x = 4 or x = 5 or x = 6 or x = 7'], {
      q1: false, q2: false, q3: 1, kinds: ['original', 'invalid'], codes: [V, 'dropped_true_solution'],
    });
  });

  it('degree 8 with factors that have no real roots reduces to the real part', () => {
    expectTrace(['(x - 1)(x - 2)(x^2 + 1)^3 = 0', '(x - 1)(x - 2) = 0', 'x = 1 or x = 2'], {
      q1: true, q2: true, q3: -1, kinds: ['original', 'equivalent', 'equivalent'], codes: [V, V, V],
    });
  });

  it('a degree-8 candidate-generating step with one rational extra candidate', () => {
    const r = expectTrace(['x - 2 = 0', '(x - 2)(x + 1)(x^2 + 3)^3 = 0', 'check x = -1: -3 != 0, reject', 'x = 2'], {
      q1: true, q2: true, q3: -1, kinds: ['original', 'candidate-generating', 'check', 'discard'], codes: [V, V, V, V],
    });
    expect(r.obligations).toEqual([{ candidate: '-1', opened: 1, checked: 2, discharged: 3 }]);
  });

  it('x^8 = 1 is x = 1 or x = -1', () => {
    expectTrace(['x^8 = 1', 'x = 1 or x = -1'], { q1: true, q2: true, q3: -1, kinds: ['original', 'equivalent'], codes: [V, V] });
    expectTrace(['x^8 = 1', 'x = 1'], { q1: false, q2: false, q3: 1, kinds: ['original', 'invalid'], codes: [V, 'dropped_true_solution'] });
  });
});
