import type { Gold, ObligationRecord } from '../dataset/types.ts';

/**
 * What one step did to the solution set:
 * - original: step 0, the equation being solved;
 * - equivalent: same solution set as the step before;
 * - candidate-generating: a finite strict superset (opens obligations);
 * - discard: drops candidates that a check line has already rejected;
 * - check: a substitution of one candidate into the original equation;
 * - invalid: anything else (see `code`).
 */
export type StepKind = 'original' | 'equivalent' | 'candidate-generating' | 'discard' | 'check' | 'invalid';

export type InvalidCode =
  | 'parse_error'
  | 'unsupported'
  | 'bad_original'
  | 'no_original'
  | 'infinite_set'
  | 'changed_set'
  | 'dropped_true_solution'
  | 'dropped_unchecked_candidate'
  | 'check_not_candidate'
  | 'check_wrong_value'
  | 'check_wrong_relation'
  | 'check_wrong_verdict'
  | 'unresolved_obligation'
  | 'no_final_answer';

export interface StepLog {
  index: number;
  text: string;
  kind: StepKind;
  valid: boolean;
  /** Set when the step is invalid; the first reason decides `kind` = 'invalid'. */
  code: InvalidCode | null;
  /** One readable sentence on why. */
  reason: string;
  /** The solution set after this step, readable, e.g. "{-12}" or "{-12, 1}". */
  set: string;
  opened: string[];
  checked: string[];
  discharged: string[];
  /** Parse errors: 1-based column where the problem starts (in the input line, prefix included). */
  column: number | null;
}

export interface CheckResult extends Gold {
  steps: StepLog[];
  obligations: ObligationRecord[];
  /** The final answer's values (formatted), or null when the trace does not end with one. */
  final: string[] | null;
  explanation: string;
}
