import type { DomainId } from '../domains/types.ts';

// The dataset's public data shapes: what a JSONL line holds. Plain data only, so the
// same objects travel through workers, IndexedDB, files and the CLI unchanged.

export const TRACE_TYPES = ['T1', 'T2', 'T3'] as const;
export type TraceType = (typeof TRACE_TYPES)[number];

export const SETS = ['canonical', 'perturbed'] as const;
export type SetName = (typeof SETS)[number];

export const SPLITS = ['train', 'test'] as const;
export type Split = (typeof SPLITS)[number];

/** The six perturbation families of the paper (III-D), the linear domain's; the first four preserve equivalence. */
export const FAMILIES = [
  'add_both_sides',
  'move_to_rhs',
  'multiply_constant',
  'divide_constant',
  'multiply_expression',
  'square_both_sides',
] as const;
export type LinearFamily = (typeof FAMILIES)[number];
/** A perturbation family of some domain (src/core/domains/catalog.ts lists each domain's). */
export type Family = string;

/** The linear domain's catalog of injected error kinds (T2/T3). */
export const ERROR_KINDS = [
  'sign_error_moving_term',
  'constant_arithmetic_slip',
  'coefficient_slip',
  'division_error',
  'distribution_error',
  'wrong_check_value',
  'wrong_check_verdict',
  'dropped_true_root',
] as const;
export type LinearErrorKind = (typeof ERROR_KINDS)[number];
/** An injected error kind of some domain. */
export type ErrorKind = string;

/** Coefficients of a x + b = c x + d, integers in [-10, 10] with a != c. */
export type Equation = {
  a: number;
  b: number;
  c: number;
  d: number;
};

/** A problem's parameters as a sample stores them (`equation`): linear {a, b, c, d}; other domains their own. */
export type ProblemParams = Record<string, number | string>;

/** Gold labels. q3 is the 0-based index of the first invalid step, or -1. */
export interface Gold {
  q1: boolean;
  q2: boolean;
  q3: number;
}

export interface InjectedError {
  kind: ErrorKind;
  step: number;
}

/** One obligation as the checker logged it (see checker/types.ts). */
export interface ObligationRecord {
  candidate: string;
  opened: number;
  checked: number | null;
  discharged: number | null;
}

export interface Sample {
  id: string;
  /** The kind of problem; absent in files of generator 2.x, which are all linear. */
  domain?: DomainId;
  split: Split;
  set: SetName;
  trace_type: TraceType;
  family: Family | null;
  equation: ProblemParams;
  /** The exact solution of the original equation, e.g. "-12" or "2/5". */
  solution: string;
  /** Statements, step 0 (the original equation) first, without the "Step i:" prefix. */
  steps: string[];
  gold: Gold;
  error: InjectedError | null;
  /** Links a test-perturbed sample with its canonical sibling; null in train. */
  pair: string | null;
  obligations: ObligationRecord[];
  explanation: string;
}
