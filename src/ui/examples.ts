// Hand-written example traces for the Check view: one per trace type and one per
// perturbation family, in the trace language. tests/storage/examples.test.ts checks
// each one with the exact checker, so the labels below are verified, not hoped.
import type { Family, TraceType } from '../core/dataset/types.ts';

export interface ExampleTrace {
  id: string;
  label: string;
  /** What a teacher should notice. */
  note: string;
  kind: { traceType: TraceType; family: Family | null };
  text: string;
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
];
