// Hand-written example traces for the Check view: one per trace type and one per
// perturbation family, in the trace language. tests/storage/examples.test.ts checks
// each one with the exact checker, so the labels below are verified, not hoped.
import type { Family, TraceType } from '../core/dataset/types.ts';
import type { DomainId } from '../core/domains/types.ts';

export interface ExampleTrace {
  id: string;
  label: string;
  /** What a teacher should notice. */
  note: string;
  kind: { traceType: TraceType; family: Family | null };
  text: string;
  /** The kind of problem (linear when absent); 'notation' examples show how classroom work is read. */
  domain?: DomainId;
  group?: 'notation';
}

const lines = (...steps: string[]): string => steps.join('\n');

export const EXAMPLES: readonly ExampleTrace[] = [
  {
    id: 't1',
    label: 'T1 — correct solution',
    note: 'Every step keeps the solution set; the answer is right.',
    kind: { traceType: 'T1', family: null },
    text: lines('3x + 5 = 2x - 7', '3x - 2x = -7 - 5', 'x = -12'),
  },
  {
    id: 't2',
    label: 'T2 — wrong answer',
    note: 'A sign error when moving 5 to the right-hand side; later steps solve the wrong equation.',
    kind: { traceType: 'T2', family: null },
    text: lines('3x + 5 = 2x - 7', '3x - 2x = -7 + 5', 'x = -2'),
  },
  {
    id: 't3',
    label: 'T3 — invalid step, correct answer',
    note: 'The same sign error, but the final answer is the right one: the answer alone does not show the mistake.',
    kind: { traceType: 'T3', family: null },
    text: lines('3x + 5 = 2x - 7', '3x - 2x = -7 + 5', 'x = -12'),
  },
  {
    id: 'add_both_sides',
    label: 'Perturbed — add the same term to both sides',
    note: 'Adding 2x to both sides is a harmless detour.',
    kind: { traceType: 'T1', family: 'add_both_sides' },
    text: lines('4x - 3 = 2x + 5', '4x - 3 + 2x = 2x + 5 + 2x', '6x - 3 = 4x + 5', '2x = 8', 'x = 4'),
  },
  {
    id: 'move_to_rhs',
    label: 'Perturbed — move terms to the right-hand side',
    note: 'Everything moves to the right; the solution set never changes.',
    kind: { traceType: 'T1', family: 'move_to_rhs' },
    text: lines('5x + 6 = 2x - 3', '0 = 2x - 3 - 5x - 6', '0 = -3x - 9', '3x = -9', 'x = -3'),
  },
  {
    id: 'multiply_constant',
    label: 'Perturbed — multiply by a constant',
    note: 'Multiplying both sides by 2 (a nonzero constant) is equivalent.',
    kind: { traceType: 'T1', family: 'multiply_constant' },
    text: lines('2x + 1 = -x + 7', '4x + 2 = -2x + 14', '6x = 12', 'x = 2'),
  },
  {
    id: 'divide_constant',
    label: 'Perturbed — divide by a constant',
    note: 'Dividing both sides by 2 (a nonzero constant) is equivalent.',
    kind: { traceType: 'T1', family: 'divide_constant' },
    text: lines('6x - 4 = 2x + 8', '(6x - 4)/2 = (2x + 8)/2', '3x - 2 = x + 4', '2x = 6', 'x = 3'),
  },
  {
    id: 'multiply_expression',
    label: 'Perturbed — multiply by an expression in x',
    note: 'Multiplying by (x - 1) adds the candidate x = 1; it is checked, rejected and discarded.',
    kind: { traceType: 'T1', family: 'multiply_expression' },
    text: lines(
      '3x + 5 = 2x - 7',
      '(3x + 5)(x - 1) = (2x - 7)(x - 1)',
      '3x^2 + 2x - 5 = 2x^2 - 9x + 7',
      'x^2 + 11x - 12 = 0',
      '(x + 12)(x - 1) = 0',
      'x = -12 or x = 1',
      'check x = 1: 8 != -5, reject',
      'check x = -12: -31 = -31, keep',
      'x = -12',
    ),
  },
  {
    id: 'square_both_sides',
    label: 'Perturbed — square both sides',
    note: 'Squaring adds the candidate x = 2/3; it is checked, rejected and discarded.',
    kind: { traceType: 'T1', family: 'square_both_sides' },
    text: lines(
      'x + 1 = 2x - 3',
      '(x + 1)^2 = (2x - 3)^2',
      'x^2 + 2x + 1 = 4x^2 - 12x + 9',
      '0 = 3x^2 - 14x + 8',
      '0 = (3x - 2)(x - 4)',
      'x = 2/3 or x = 4',
      'check x = 2/3: 5/3 != -5/3, reject',
      'check x = 4: 5 = 5, keep',
      'x = 4',
    ),
  },
  {
    id: 'notation-bar',
    label: 'Classroom notation — operations after a bar',
    note: 'The operation after each bar is read as a comment and checked against the next line.',
    kind: { traceType: 'T1', family: null },
    group: 'notation',
    text: lines('3x + 5 = 2x - 7 | -2x', 'x + 5 = -7 | -5', 'x = -12'),
  },
  {
    id: 'notation-mismatch',
    label: 'Classroom notation — an annotation that says something else',
    note: 'The steps are right, but the second annotation says +5 where the line subtracts 5: the checker says so, and leaves that line not judged (the note may be false, or name part of what was done).',
    kind: { traceType: 'T1', family: null },
    group: 'notation',
    text: lines('3x + 5 = 2x - 7 | -2x', 'x + 5 = -7 | +5', 'x = -12'),
  },
  {
    id: 'notation-words',
    label: 'Classroom notation — words, a lead-in and full stops',
    note: 'Explanations in parentheses, "Answer:" and trailing full stops are read as comments.',
    kind: { traceType: 'T1', family: null },
    group: 'notation',
    text: lines('2y + 1 = 7.', '2y = 6 (subtract 1 from both sides)', 'Answer: y = 3.'),
  },
  {
    id: 'notation-list',
    label: 'Classroom notation — x², and roots listed with a comma',
    note: 'A pasted superscript is a power, and "x - 2 = 0, x - 3 = 0" lists both cases: it is read as "or", and the step says so.',
    kind: { traceType: 'T1', family: null },
    group: 'notation',
    domain: 'quadratic',
    text: lines('x² − 5x + 6 = 0', '(x − 2)(x − 3) = 0', 'x − 2 = 0, x − 3 = 0', 'x = 2, x = 3'),
  },
  {
    id: 'notation-system',
    label: 'Classroom notation — a system solved line by line',
    note: 'The two equations on two lines, then single equations that follow from them, the answer over the last lines: each line is judged by whether it holds at the solution.',
    kind: { traceType: 'T1', family: null },
    group: 'notation',
    domain: 'system',
    text: lines('x + y = 5', 'x - y = 1', '2x = 6', 'x = 3', '3 + y = 5', 'y = 2'),
  },
  {
    id: 'notation-discriminant',
    label: 'Classroom notation — the discriminant on its own line',
    note: 'D worked out before the formula is an aside: checked against b² − 4ac of the equation before it, while the next line is judged from that equation. Here D is right but the roots are read off wrong.',
    kind: { traceType: 'T2', family: null },
    group: 'notation',
    domain: 'quadratic',
    text: lines('x² - 5x + 6 = 0', 'D = (-5)² - 4·1·6 = 1', 'x = (5 ± 1)/2', 'x = 3 or x = -2'),
  },
  {
    id: 'notation-identity-words',
    label: 'Classroom notation — an identity answered in words',
    note: '"Infinitely many solutions" names no set; it is read as all real numbers only because the original holds for every x, and the step says so.',
    kind: { traceType: 'T1', family: null },
    group: 'notation',
    text: lines('2(x + 1) = 2x + 2', '2x + 2 = 2x + 2', '0 = 0', 'Infinitely many solutions.'),
  },
  {
    id: 'notation-defined-everywhere',
    label: 'Classroom notation — true wherever it is defined',
    note: 'The original holds for every x but 1, where a denominator is zero: the identity step adds x = 1, and the answer must leave it out.',
    kind: { traceType: 'T1', family: null },
    group: 'notation',
    text: lines('(x^2 - 1)/(x - 1) = x + 1', 'x + 1 = x + 1', 'all real numbers except 1'),
  },
  {
    id: 'inequality-t1',
    label: 'Inequality — correct solution',
    note: 'Dividing by a positive number keeps the direction of the inequality.',
    kind: { traceType: 'T1', family: null },
    domain: 'inequality',
    text: lines('3x + 5 < 2x - 7', '3x - 2x + 5 < -7', 'x + 5 < -7', 'x < -7 - 5', 'x < -12'),
  },
  {
    id: 'inequality-flip',
    label: 'Inequality — the sign not reversed',
    note: 'Dividing by -2 must reverse < into >: the classic slip, and the answer is wrong.',
    kind: { traceType: 'T2', family: null },
    domain: 'inequality',
    text: lines('-2x + 3 < 7', '-2x < 4', 'x < -2'),
  },
  {
    id: 'inequality-right',
    label: 'Inequality — everything to the right',
    note: 'Ending with -12 > x is the same solution set as x < -12: an unusual but valid path.',
    kind: { traceType: 'T1', family: null },
    domain: 'inequality',
    text: lines('3x + 5 < 2x - 7', '5 + 7 < 2x - 3x', '12 < -x', '-12 > x'),
  },
  {
    id: 'quadratic-t1',
    label: 'Quadratic — factoring',
    note: 'Factor, set each factor to zero, list both roots: the final answer is the whole solution set.',
    kind: { traceType: 'T1', family: null },
    domain: 'quadratic',
    text: lines('x^2 - 5x + 6 = 0', '(x - 2)(x - 3) = 0', 'x - 2 = 0 or x - 3 = 0', 'x = 2 or x = 3'),
  },
  {
    id: 'quadratic-formula',
    label: 'Quadratic — the formula with square roots',
    note: 'Irrational roots are exact: sqrt(8) = 2sqrt(2), so (-2 ± sqrt(8))/2 is -1 ± sqrt(2).',
    kind: { traceType: 'T1', family: null },
    domain: 'quadratic',
    text: lines('x^2 + 2x - 1 = 0', 'x = (-2 ± sqrt(8))/2', 'x = -1 + sqrt(2) or x = -1 - sqrt(2)'),
  },
  {
    id: 'quadratic-drop',
    label: 'Quadratic — dividing by x loses a root',
    note: 'Dividing both sides by x drops x = 0: the step is invalid and the final answer misses a solution.',
    kind: { traceType: 'T2', family: null },
    domain: 'quadratic',
    text: lines('x^2 = 4x', 'x = 4'),
  },
  {
    id: 'rational-t1',
    label: 'Rational — an excluded value rejected',
    note: 'Multiplying by x - 3 gives the candidate x = 3, where the original is undefined: it is rejected, so there is no solution.',
    kind: { traceType: 'T1', family: null },
    domain: 'rational',
    text: lines('x/(x - 3) = 3/(x - 3) + 2', 'x = 3 + 2(x - 3)', 'x = 2x - 3', 'x = 3', 'check x = 3: undefined, reject', 'no solution'),
  },
  {
    id: 'rational-kept',
    label: 'Rational — the excluded value kept',
    note: 'The same steps, but x = 3 is kept as the answer: it makes a denominator zero.',
    kind: { traceType: 'T2', family: null },
    domain: 'rational',
    text: lines('x/(x - 3) = 3/(x - 3) + 2', 'x = 3 + 2(x - 3)', 'x = 2x - 3', 'x = 3'),
  },
  {
    id: 'system-substitution',
    label: 'System — substitution',
    note: 'Each step states the whole system; substituting x = y + 1 keeps the one solution.',
    kind: { traceType: 'T1', family: null },
    domain: 'system',
    text: lines('2x + 3y = 12, x - y = 1', '2x + 3y = 12, x = y + 1', '2(y + 1) + 3y = 12, x = y + 1', '5y = 10, x = y + 1', 'y = 2, x = 3'),
  },
  {
    id: 'system-elimination',
    label: 'System — elimination',
    note: 'Scaling one equation and adding it to the other is the other textbook method for the same system.',
    kind: { traceType: 'T1', family: null },
    domain: 'system',
    text: lines('2x + 3y = 12, x - y = 1', '2x + 3y = 12, 3x - 3y = 3', '5x = 15, x - y = 1', 'x = 3, 3 - y = 1', 'x = 3, y = 2'),
  },
  {
    id: 'system-slip',
    label: 'System — an arithmetic slip',
    note: '2(y + 1) + 3y = 12 gives 5y = 10, not 5y = 14: the later steps solve the wrong system.',
    kind: { traceType: 'T2', family: null },
    domain: 'system',
    text: lines('2x + 3y = 12, x - y = 1', '2x + 3y = 12, x = y + 1', '2(y + 1) + 3y = 12, x = y + 1', '5y = 14, x = y + 1', 'y = 14/5, x = 19/5'),
  },
];
