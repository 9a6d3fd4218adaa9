// What each domain is called and which families and error kinds it has: names only, no code,
// so options, validators, tables and the UI can list them without loading any generator.
import { ERROR_KINDS, FAMILIES } from '../dataset/types.ts';
import type { DomainId } from './types.ts';

export interface DomainEntry {
  id: DomainId;
  /** "Linear equations". */
  title: string;
  /** The problem form: "ax + b = cx + d". */
  form: string;
  /** The perturbation families, in table order. */
  families: readonly string[];
  /** Families whose detours generate candidates that must be checked (a T2 may end on a forced invalid step). */
  candidateFamilies: readonly string[];
  /** The textbook path itself generates candidates (multiplying by an expression that may be zero): its T2 may too. */
  candidatePath?: boolean;
  /** The error catalog (T2/T3). */
  errorKinds: readonly string[];
  /** The prompt template a run of this domain uses unless told otherwise. */
  templateId: string;
}

export const CATALOG: Readonly<Record<DomainId, DomainEntry>> = {
  linear: {
    id: 'linear',
    title: 'Linear equations',
    form: 'ax + b = cx + d',
    families: FAMILIES,
    candidateFamilies: ['multiply_expression', 'square_both_sides'],
    errorKinds: ERROR_KINDS,
    templateId: 'stepbench-v1',
  },
  inequality: {
    id: 'inequality',
    title: 'Linear inequalities',
    form: 'ax + b < cx + d (also <=, >, >=)',
    families: ['move_to_rhs', 'multiply_negative', 'divide_negative', 'add_both_sides', 'swap_sides'],
    candidateFamilies: [],
    errorKinds: [
      'no_flip_negative', 'flip_positive', 'swap_not_reversed', 'strictness_slip', 'interval_misread',
      'sign_error_moving_term', 'dropped_sign', 'constant_arithmetic_slip', 'coefficient_slip', 'division_error', 'distribution_error',
    ],
    templateId: 'stepbench-inequality-v1',
  },
  quadratic: {
    id: 'quadratic',
    title: 'Quadratic equations',
    form: 'ax^2 + bx + c = 0 and forms that reduce to it',
    families: ['complete_square', 'formula_on_factorable', 'divide_leading', 'square_root_pm'],
    candidateFamilies: [],
    errorKinds: ['divide_by_x', 'positive_root_only', 'sign_error_minus_b', 'wrong_discriminant', 'factoring_slip', 'sign_error_moving_term', 'arithmetic_slip', 'expansion_error', 'dropped_sign'],
    templateId: 'stepbench-quadratic-v1',
  },
  rational: {
    id: 'rational',
    title: 'Rational equations',
    form: 'sums of p(x)/q(x) with linear q, excluded values',
    families: ['cross_multiply', 'non_minimal_denominator', 'combine_fractions', 'one_side_single_fraction'],
    candidateFamilies: ['cross_multiply', 'non_minimal_denominator', 'combine_fractions', 'one_side_single_fraction'],
    candidatePath: true,
    errorKinds: ['kept_excluded_value', 'partial_multiplication', 'numerator_sign_error', 'wrong_restriction', 'arithmetic_slip', 'sign_error_moving_term', 'factoring_slip', 'rejected_true_solution'],
    templateId: 'stepbench-rational-v1',
  },
  system: {
    id: 'system',
    title: 'Systems of two linear equations',
    form: 'a1 x + b1 y = c1, a2 x + b2 y = c2',
    families: ['other_method', 'scale_equation', 'swap_equations', 'add_multiple', 'other_variable'],
    candidateFamilies: [],
    errorKinds: ['subtraction_sign_slip', 'one_side_scaling', 'substitution_distribution_error', 'back_substitution_slip', 'wrong_equation_copied', 'arithmetic_slip', 'sign_error_moving_term'],
    templateId: 'stepbench-system-v1',
  },
};

export function entryOf(id: DomainId): DomainEntry {
  return CATALOG[id];
}

/** Every family name of every domain (a sample's `family` is validated against its own domain's list). */
export const ALL_FAMILIES: readonly string[] = [...new Set(Object.values(CATALOG).flatMap((d) => d.families))];
export const ALL_ERROR_KINDS: readonly string[] = [...new Set(Object.values(CATALOG).flatMap((d) => d.errorKinds))];

/** Family names in catalog order (a name no catalog knows goes last, by name). */
export function inCatalogOrder(families: Iterable<string>): string[] {
  const rank = (f: string) => {
    const i = ALL_FAMILIES.indexOf(f);
    return i < 0 ? ALL_FAMILIES.length : i;
  };
  return [...new Set(families)].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}
