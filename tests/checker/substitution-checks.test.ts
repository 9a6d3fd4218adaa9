// A student's check by substitution after the answer, in the forms classrooms write it
// (trailing-checks.ts): each is judged for what it claims, and never hides the answer above it.
import { describe, expect, it } from 'vitest';
import { gold, readPasted as read, VALID } from './helpers.ts';

const WORK = '3x + 5 = 2x - 7\nx + 5 = -7\nx = -12';

describe('sides named and worked out apart (LHS, RHS; L.S., R.S.)', () => {
  it.each([
    ['LHS = 3(-12) + 5 = -31, RHS = 2(-12) - 7 = -31'],
    ['Check: LHS = 3(-12) + 5 = -31, RHS = 2(-12) - 7 = -31'],
    ['LHS = -31, RHS = -31'],
    ['L.S. = -31; R.S. = -31'],
    ['LS = 3(-12)+5 = -31\nRS = 2(-12)-7 = -31\nLS = RS'],
    ['LHS = 3(-12) + 5 = -31 = RHS'],
    ['x = -12: LHS = -31, RHS = -31'],
    ['LHS = RHS ✓'],
  ])('%s: a check that holds, and the answer above it is judged', (check) => {
    const r = read(`${WORK}\n${check}`).result;
    expect(gold(r), r.explanation).toEqual(VALID);
    expect(r.steps.at(-1)!.kind).toBe('check');
  });

  it('a side whose chain does not hold is wrong, and the sentence quotes it', () => {
    const r = read(`${WORK}\nLHS = 3(-12) + 5 = -30, RHS = 2(-12) - 7 = -31`).result;
    expect(gold(r)).toEqual({ q1: true, q2: false, q3: 3 });
    expect(r.steps[3]!.reason).toContain("the left side's 3(-12) + 5 = -30 does not hold");
  });

  it('a side whose value is not the original side at the answer is wrong, and the sentence says which', () => {
    const r = read(`${WORK}\nLHS = -31, RHS = -30`).result;
    expect(r.steps[3]!.code).toBe('check_wrong_value');
    expect(r.steps[3]!.reason).toContain("at x = -12 the original's right side, 2x - 7, is not -30");
  });

  it('the values of a wrong answer, right for that value, are right arithmetic: the answer is what is wrong', () => {
    const r = read('3x + 5 = 2x - 7\nx + 5 = -6\nx = -11\nLHS = -28, RHS = -29').result;
    expect(r.steps[3]!.kind).toBe('check');
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 1 });
  });

  it('"LHS = RHS" after a wrong answer claims what is false there', () => {
    const r = read('3x + 5 = 2x - 7\nx + 5 = -6\nx = -11\nLHS = RHS').result;
    expect(r.steps[3]!.reason).toContain("at x = -11 the original's sides, 3x + 5 and 2x - 7, are not equal");
  });

  it('"LHS = RHS" after a list of values says no more than the answer line does', () => {
    const r = read('x^2 - 5x + 6 = 0\n(x - 2)(x - 3) = 0\nx = 2 or x = 3\nLHS = RHS').result;
    expect(gold(r)).toEqual(VALID);
    expect(r.steps[3]!.reason).toContain('writes no value of its own');
  });

  it('each value of a list checked after "x = v:"', () => {
    const ok = read('x^2 - 5x + 6 = 0\n(x - 2)(x - 3) = 0\nx = 2 or x = 3\nx = 2: LHS = 4 - 10 + 6 = 0, RHS = 0\nx = 3: LHS = 9 - 15 + 6 = 0 = RHS').result;
    expect(gold(ok)).toEqual(VALID);
    const wrong = read('x^2 - 5x + 6 = 0\n(x - 2)(x - 3) = 0\nx = 2 or x = 3\nx = 2: LHS = 0, RHS = 1').result;
    expect(wrong.steps[3]!.reason).toContain("at x = 2 the original's right side, 0, is not 1");
  });

  it('a side named with an unknown in it is no check, and stays unreadable', () => {
    expect(read(`${WORK}\nLHS = 3x + 5`).result.steps[3]!.code).toBe('parse_error');
  });
});

describe('the other ways a check is written', () => {
  const LIN = '5x - 2 = 3x + 4\n2x = 6\nx = 3';
  it.each([
    ['"=?" asks, the line after answers', `${LIN}\n5(3) - 2 =? 3(3) + 4\n13 = 13`],
    ['"≟"', `${LIN}\n5(3) - 2 ≟ 3(3) + 4\n13 = 13`],
    ['"Check:" on a line of its own', `${LIN}\nCheck:\n5(3) - 2 = 3(3) + 4`],
    ['"Probe:" and "w.A."', '3x + 4 = x - 6\n2x + 4 = -6\n2x = -10\nx = -5\nProbe: 3·(-5) + 4 = -5 - 6\n-11 = -11 w.A.'],
    ['"true"', `${LIN}\n13 = 13 true`],
    ['the answer restated after the check', `${LIN}\n5(3) - 2 = 3(3) + 4\n13 = 13\nso x = 3`],
    ['a system\'s answer over two lines', '3x - y = 7\n2x + y = 8\n5x = 15\nx = 3\ny = 2\n3(3) - 2 = 7\n2(3) + 2 = 8'],
    ['a point outside an inequality\'s set, found false', '2x - 1 ≥ 7\n2x ≥ 8\nx ≥ 4\n2(0) - 1 ≥ 7\n-1 ≥ 7 false'],
  ])('%s: read as the check it is (before, right work got "no final answer" or an invalid step)', (_, text) => {
    const r = read(text).result;
    expect(gold(r), r.steps.map((s) => `${s.index} ${s.kind} ${s.reason}`).join('\n')).toEqual(VALID);
  });

  it('"=?" with the sides unequal asks, and the answer above is what is judged wrong', () => {
    const r = read('5x - 2 = 3x + 4\n2x = 8\nx = 4\n5(4) - 2 =? 3(4) + 4').result;
    expect(r.steps[3]!.kind).toBe('check');
    expect(gold(r)).toEqual({ q1: false, q2: false, q3: 1 });
  });

  it('a check that says "false" of arithmetic that holds, or "true" of arithmetic that does not, is wrong', () => {
    expect(read(`${LIN}\n13 = 13 false`).result.steps[3]!.reason).toContain('the line says it is false, but it holds');
    expect(read(`${LIN}\n13 = 12 true`).result.steps[3]!.code).toBe('check_wrong_value');
  });

  it('an inequality that does not hold is said not to hold, not to have unequal sides', () => {
    const r = read('2x - 1 ≥ 7\n2x ≥ 8\nx ≥ 4\n2(0) - 1 ≥ 7').result;
    expect(r.steps[3]!.reason).toContain('the relation it states does not hold');
    // Its arithmetic, 2(0) - 1 = -1, is right: the comparison is what is false (round 61 B).
    expect(r.steps[3]!.reason).toContain('states a false comparison');
    expect(r.steps[3]!.reason).not.toContain('arithmetic is wrong');
  });

  it('a different answer after the check is a step, as strictly read', () => {
    const r = read(`${LIN}\n5(3) - 2 = 3(3) + 4\nx = 4`).result;
    expect(r.q1).toBe(false);
  });
});

describe('the numbers after a substitution are its sides worked out, left to left and right to right', () => {
  const SUB = '3x + 2 = 2x + 5\nx = 3\n3(3) + 2 = 2(3) + 5';

  it('"12 = 12" after sides that are 11 and 11 is wrong, and says which side (it passed, judged alone as a true statement)', () => {
    const r = read(`${SUB}\n12 = 12`).result;
    expect(gold(r)).toEqual({ q1: true, q2: false, q3: 3 });
    expect(r.steps[3]!.code).toBe('check_wrong_value');
    expect(r.steps[3]!.reason).toBe('a check by substitution whose arithmetic is wrong: 3(3) + 2 is 11, not 12');
    expect(r.explanation).toBe('Step 3 is the first invalid step: a check by substitution whose arithmetic is wrong: 3(3) + 2 is 11, not 12. The final answer x = 3 satisfies the original equation.');
    expect(read(`${SUB}\n11 = 12`).result.steps[3]!.reason).toContain('2(3) + 5 is 11, not 12');
    expect(read(`${SUB}\n12 = 12\nso x = 3`).result.q3).toBe(3);
  });

  it.each([
    ['the sides worked out', `${SUB}\n11 = 11`],
    ['through a line of sums', `${SUB}\n9 + 2 = 6 + 5\n11 = 11`],
    ['after "x = 3:"', '3x + 2 = 2x + 5\nx = 3\nx = 3: 3(3) + 2 = 2(3) + 5\n11 = 11'],
    ['the answer restated after it', `${SUB}\n11 = 11\nso x = 3`],
    ['each value of a list, its numbers after it', 'x^2 + 6 = 5x\nx^2 - 5x + 6 = 0\n(x - 2)(x - 3) = 0\nx = 2 or x = 3\n2^2 + 6 = 5(2)\n10 = 10\n3^2 + 6 = 5(3)\n15 = 15'],
    ['the sides exchanged with the relation turned round', '2x - 1 ≥ 7\n2x ≥ 8\nx ≥ 4\n2(0) - 1 ≥ 7\n7 ≤ -1 false'],
    ['a system\'s other equation checked in numbers', '3x - y = 7\n2x + y = 8\n5x = 15\nx = 3\ny = 2\n3(3) - 2 = 7\n8 = 8'],
  ])('%s: right, as before', (_, text) => {
    const r = read(text).result;
    expect(gold(r), r.steps.map((s) => `${s.index} ${s.kind} ${s.reason}`).join('\n')).toEqual(VALID);
  });

  it('the answer to "=?" and a test found false are held to the line they answer', () => {
    const asked = read('5x - 2 = 3x + 4\n2x = 6\nx = 3\n5(3) − 2 =? 3(3) + 4\n12 = 12').result;
    expect(asked.steps[4]!.reason).toContain('5(3) − 2 is 13, not 12');
    const tested = read('2x - 1 ≥ 7\n2x ≥ 8\nx ≥ 4\n2(0) - 1 ≥ 7\n-2 ≥ 7 false').result;
    expect(tested.steps[4]!.reason).toContain('2(0) - 1 is -1, not -2');
  });
});

describe('two checks on one line, each ticked', () => {
  it('9 - 15 + 6 = 0 ✓ and 4 - 10 + 6 = 0 ✓: a check, and the answer is the line before', () => {
    const r = read('x^2 - 5x + 6 = 0\nx = (5 ± √(25 - 24))/2\nx = 3 or x = 2\nCheck: 9 - 15 + 6 = 0 ✓ and 4 - 10 + 6 = 0 ✓').result;
    expect(gold(r), r.explanation).toEqual(VALID);
    expect(r.steps[3]!.kind).toBe('check');
    expect(read('x^2 - 5x + 6 = 0\nx = 3 or x = 2\n9 - 15 + 6 = 0 ✓, 4 - 10 + 6 = 0 ✓').result.steps[2]!.kind).toBe('check');
  });

  it('a wrong one among them is wrong', () => {
    const r = read('x^2 - 5x + 6 = 0\nx = 3 or x = 2\nCheck: 9 - 15 + 6 = 0 ✓, 4 - 10 + 6 = 1 ✓').result;
    expect(r.steps[2]!.code).toBe('check_wrong_value');
  });
});

describe('ticks on the answer\'s values, and the restriction restated after the answer', () => {
  it('x = 3 ✓, x = 2 ✓ restates the answer with each value ticked (the inner tick was unreadable)', () => {
    const r = read('x^2 - 5x + 6 = 0\nx = (5 ± 1)/2\nx = 3 or x = 2\nx = 3 ✓, x = 2 ✓').result;
    expect(gold(r), r.explanation).toEqual(VALID);
  });

  it('x ≠ -2 ✓ after the answer holds the answer to the restriction: a check (it was a step, and "no final answer")', () => {
    const r = read('5/(x + 2) = 5\n5 = 5(x + 2)\n5 = 5x + 10\n-5 = 5x\nx = -1\nx ≠ -2 ✓').result;
    expect(gold(r), r.explanation).toEqual(VALID);
    expect(r.steps[5]).toMatchObject({ kind: 'check', valid: true, reason: 'the answer held to the restriction x ≠ -2: none of its values is excluded' });
    expect(r.final).toEqual(['-1']);
  });

  it('an answer the restriction excludes: the line may reject it or hold it to the restriction, so it is not judged (round 66 A)', () => {
    const r = read('5/(x + 2) = 5\nx = -2\nx ≠ -2 ✓').result;
    expect(r.steps[2]!.code).toBe('parse_error');
    expect(r.steps[2]!.reason).toContain('which is not known');
    expect(r.steps[2]!.reason).not.toContain('substitution');
    expect(r.claims).toEqual({ q1: false, q2: true, q3: true });
  });
});

describe('a check after an answer the strict language does not read whole', () => {
  it.each([
    ['two statements on the answer\'s line', '3x + 2 = 14\n3x = 12 ⇒ x = 4\nCheck: 3(4) + 2 = 14 ✓'],
    ['a run of cases, each on one line', 'x^2 + 2x - 8 = 0\n(x + 4)(x - 2) = 0\nx + 4 = 0 → x = -4\nx - 2 = 0 → x = 2\nBoth are solutions.'],
    ['a run of cases, one line at a time', 'x^2 + 2x - 8 = 0\n(x + 4)(x - 2) = 0\nx + 4 = 0\nx = -4\nx - 2 = 0\nx = 2\nBoth are solutions.'],
    ['a list one value a line', 'x^2 - 5x + 6 = 0\n(x - 2)(x - 3) = 0\nx₁ = 2\nx₂ = 3\nboth work'],
  ])('%s: the check is judged and the answer is the line before it', (_name, text) => {
    const r = read(text).result;
    // Before: the check was read as a step ("every x satisfies this step … There is no final
    // answer", false of the work) or was unreadable, and the answer not judged.
    expect(gold(r), r.explanation).toEqual(VALID);
    expect(r.steps.at(-1)!.kind).toBe('check');
  });

  it('a wrong check after such an answer is still wrong', () => {
    const r = read('3x + 2 = 14\n3x = 12 ⇒ x = 4\nCheck: 3(4) + 2 = 15 ✓').result;
    expect(r.q1).toBe(true);
    expect(r.steps[2]!.code).toBe('check_wrong_value');
  });
});
