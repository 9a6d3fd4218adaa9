import type { Gold, ObligationRecord } from '../dataset/types.ts';
import type { AnnotationNote } from './annotation.ts';

/**
 * What one step did to the solution set:
 * - original: step 0, the equation (inequality, system) being solved;
 * - equivalent: same solution set as the step before;
 * - candidate-generating: a finite strict superset (opens obligations);
 * - discard: drops candidates that a check line has already rejected (or a restriction excluded);
 * - check: a substitution of one candidate into the original;
 * - restriction: records values the original excludes (x ≠ 3: a denominator is zero there);
 * - consequence: pasted work on a system only — one equation that follows from the lines before
 *   (`2x = 6` after adding the two equations), where the benchmark's traces restate the system
 *   (system-work.ts);
 * - computation: pasted work only — an aside that states no solution set, judged by its value:
 *   the discriminant of the equation above (`D = 25 - 24 = 1`, discriminant-line.ts); the work goes on
 *   from the line before it;
 * - invalid: anything else (see `code`).
 */
export type StepKind = 'original' | 'equivalent' | 'candidate-generating' | 'consequence' | 'discard' | 'check' | 'restriction' | 'computation' | 'invalid';

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
  /**
   * An aside's value is wrong (a discriminant that is not b² − 4ac of the line before, or whose arithmetic fails),
   * or, in pasted work, a link between numbers of a value worked out on its line is false (`x = 10/4 = 2.4`).
   */
  | 'wrong_computation'
  | 'check_wrong_relation'
  | 'check_wrong_verdict'
  | 'unresolved_obligation'
  | 'no_final_answer'
  /** An inequality kept its direction after multiplying/dividing by a negative number, or reversed it after a positive one. */
  | 'inequality_direction'
  /** A strict inequality became non-strict or the other way round. */
  | 'inequality_strictness'
  /** Both sides of an inequality multiplied by an expression in x, whose sign is unknown. */
  | 'unknown_sign_multiplier'
  /** The final answer keeps a value that makes a denominator of the original zero. */
  | 'kept_excluded_value'
  /** "x ≠ c" where no denominator of the original is zero at c. */
  | 'unsupported_restriction'
  /** The domain stated as a set (`D = ℝ \ {1}`) keeps a value where a denominator of the original is zero. */
  | 'incomplete_domain';

export interface StepLog {
  index: number;
  text: string;
  kind: StepKind;
  valid: boolean;
  /** Set when the step is invalid; the first reason decides `kind` = 'invalid'. */
  code: InvalidCode | null;
  /** One readable sentence on why. */
  reason: string;
  /** The solution set after this step, readable, e.g. "{-12}", "{-12, 1}", "(-∞, -12)". */
  set: string;
  opened: string[];
  checked: string[];
  discharged: string[];
  /** Parse errors: 1-based column where the problem starts (in the input line, prefix included). */
  column: number | null;
  /** 1-based line of the pasted text this step was read from (pasted text only). */
  line?: number;
  /** An operation or explanation written beside the line, and whether the line really does it (pasted text only). */
  annotation?: AnnotationNote | null;
}

/** Which answers the checker can stand behind (an unreadable line leaves some open). */
export interface Claims {
  q1: boolean;
  q2: boolean;
  q3: boolean;
}

export interface CheckResult extends Gold {
  steps: StepLog[];
  obligations: ObligationRecord[];
  /** The final answer's values or form (formatted), or null when the trace does not end with one. */
  final: string[] | null;
  explanation: string;
  /** The unknowns, as the trace names them: ["x"], ["y"], ["x", "y"]. */
  vars: string[];
  /** What step 0 is: an equation, an inequality or a system (for the checker's words). */
  noun: 'equation' | 'inequality' | 'system';
  /** Steps that could not be read (parse errors), in order. */
  unreadable: number[];
  /** What the checker actually judged: a question an unreadable line could change is not claimed. */
  claims: Claims;
  /** Why Q1 is not claimed, when it is not ("step 0 holds for every x", "the last line could not be read"). */
  unjudged: string | null;
  /** The sentence about the final answer, made only when the checker judged it; null otherwise. */
  finalSentence: string | null;
  /** Discharged candidates that a restriction excluded (not a check line), as `obligations` names them. */
  excludedCandidates: string[];
  /**
   * Discharged candidates left out because the original is undefined there, with no restriction
   * line naming them (an original that holds wherever it is defined, answered "(-∞, 1) ∪ (1, ∞)").
   * Present only when there are some, so every other result is as it was.
   */
  undefinedCandidates?: string[];
  /**
   * Why Q3 is not claimed where Q2 is (the problem and work on line 1: whether steps count by line or by
   * statement is not known). Present only then, so every other result is as it was.
   */
  q3Open?: string;
}
