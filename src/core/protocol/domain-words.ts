// What each domain's prompt says about its problems and its valid steps. The shared frame
// (the three questions, the invalid steps, the answer format) is in templates.ts.
import type { DomainWords } from './templates.ts';

export const DOMAIN_WORDS: readonly DomainWords[] = [
  {
    domain: 'inequality',
    plural: 'linear inequalities',
    noun: 'inequality',
    problem: 'You will see a linear inequality such as a*x + b < c*x + d (the relation may be <, <=, > or >=) and a worked solution written as numbered steps. Step 0 is the original inequality; each later step is one statement of the solution. The final answer may be written x < 3, 3 > x, or in interval notation such as (-inf, 3) or x ∈ [3, inf).',
    rules: [
      'A step that keeps exactly the same solution set as the step before is valid, even if it is not the shortest route: adding or subtracting the same term on both sides, moving a term to the other side with its sign changed, swapping the two sides while reversing the relation, multiplying or dividing both sides by a positive constant, or by a negative constant while reversing the relation.',
      'Multiplying or dividing both sides by a negative number without reversing the relation, reversing it after a positive number, or turning < into <= (or the other way round) changes the solution set: invalid.',
      'Multiplying both sides by an expression containing x is invalid, because its sign is unknown.',
    ],
  },
  {
    domain: 'quadratic',
    plural: 'quadratic equations',
    noun: 'equation',
    problem: 'You will see a quadratic equation (it reduces to a*x^2 + b*x + c = 0) and a worked solution written as numbered steps. Step 0 is the original equation; each later step is one statement of the solution. Solutions may be irrational and written with square roots, such as x = (-2 ± sqrt(8))/2 or x = 1 + sqrt(2) or x = 1 - sqrt(2); "x = a or x = b" lists the values of a solution set.',
    rules: [
      'A step that keeps exactly the same solution set as the step before is valid, even if it is not the shortest route: moving every term to one side, factoring, the zero-product rule (x - 2 = 0 or x - 3 = 0), completing the square, dividing both sides by a nonzero constant, taking square roots with ± of both sides, or using the quadratic formula.',
      'Dividing both sides by an expression containing x (such as x) may lose a solution; taking only the positive square root loses one: such a step is invalid when a solution is lost.',
      'A step that keeps every solution but adds extra candidates (for example multiplying both sides by an expression containing x) is valid PROVIDED the solution later checks every candidate in the ORIGINAL equation and discards each one that fails.',
    ],
  },
  {
    domain: 'rational',
    plural: 'rational equations',
    noun: 'equation',
    problem: 'You will see a rational equation (fractions with x in a denominator, such as x/(x - 3) = 3/(x - 3) + 2) and a worked solution written as numbered steps. Step 0 is the original equation; each later step is one statement of the solution. A value that makes a denominator of the original zero is excluded: it can never be a solution. A step such as "x != 3" records an excluded value; "check x = 3: undefined, reject" rejects a candidate at which the original is undefined; "no solution" is the final answer when every candidate is excluded or fails.',
    rules: [
      'A step that keeps exactly the same solution set as the step before is valid, even if it is not the shortest route: combining fractions, cross-multiplying, multiplying both sides by a common denominator (the least one or any other), moving every term to one side over one denominator.',
      'Multiplying both sides by an expression that may be zero keeps every solution but may add candidates, including excluded values: such a step is valid PROVIDED every candidate is later checked in the ORIGINAL equation (or excluded by a recorded restriction) and each excluded or failing candidate is discarded. Keeping an excluded value in the final answer is invalid.',
      'Recording a restriction "x != c" is valid only when c makes a denominator of the original zero.',
    ],
  },
  {
    domain: 'system',
    plural: 'systems of two linear equations',
    noun: 'system',
    problem: 'You will see a system of two linear equations in x and y (for example 2x + 3y = 12, x - y = 1) and a worked solution written as numbered steps. Each step states the whole current system, its two equations separated by a comma or a semicolon. Step 0 is the original system; the final answer names both unknowns, such as x = 2, y = 3.',
    rules: [
      'A step that keeps exactly the same solutions as the step before is valid, even if it is not the shortest route: solving one equation for one unknown, substituting it into the other equation, scaling an equation by a nonzero constant, swapping the two equations, adding a multiple of one equation to the other (elimination), and simplifying.',
      'Substitution and elimination are both valid methods, in either order of the unknowns.',
    ],
  },
];
