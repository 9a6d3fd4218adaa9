// The shortcut audit (issue 7): what answering without doing the algebra scores against the
// gold labels of each test set. Every value is a fraction in [0, 1] (null when undefined, e.g.
// a set with no erroneous samples). Keys are stable: tools and the README rely on them.
import { checkTrace } from '../checker/index.ts';
import type { Sample } from '../dataset/types.ts';
import { hasFaceContradictoryCheck } from './face.ts';
import { cuesTogether, knownCues, type CuesTogether, type KnownCue } from './known-cues.ts';
import { lastStepFollows } from './last-step.ts';
import { mode, modeTable } from './mode.ts';
import type { SetProbe } from './probe.ts';
import { probeSet } from './probe.ts';

/**
 * 1: the shortcuts of issue 7 (manifests of generator 2.x keep it, byte for byte).
 * 2: plus the surface probe per test set and the known cues (issue 15).
 * 3: the probe also reads the count of minus signs and its parity, the last two lines' forms as a
 *    pair and whether strict and non-strict relations mix, and crosses the last lines' form with a
 *    step's place for Q3 (what an independent gradient-boosting probe found it missed); two more
 *    known cues (strictness_changes, odd_minus_count).
 * 4: the probe also reads the count of "-" of every line, as one sequence (and, for Q3, that
 *    sequence, its first four lines and the lines around the step, each with the step's index, and
 *    the step's own change of that count): a lookup table from that sequence to
 *    the first error placed 58 % of generator 3.1.0's linear canonical errors, where audit 3 saw
 *    30 % and gradient boosting 46 %. A fifth known cue, restated_last_step (a last line that only
 *    restates the line before and does not follow: what the probes read on quadratic traces).
 *    Manifests written with audit 2 or 3 keep it; `stepbench audit` computes audit 4 for their files.
 * 5: a sixth known cue, negated_revert (the last line's value is the line before's with its sign
 *    changed: a T3 reverted after a slip that negated the value, which tells the slip's kind and so
 *    its place), with a Q3 rule beside "always the most common index", and a seventh,
 *    answer_names_excluded (the answer gives a value an earlier line excludes: rational's
 *    kept_excluded_value read off its symbols), with a Q1 rule. The probe is audit 4's.
 *    Manifests written with audit 2 to 4 keep theirs; `stepbench audit` computes audit 5.
 * 6: the probe's placement of each injected error kind, by trace type (`probe.by_kind`): which
 *    kinds the form locates, for a reader of results by error kind. Figures of audit 5 unchanged.
 * 7: the form lookup (`q3_erroneous.form_lookup`): the first error answered from the forms of all
 *    the trace's lines with their numbers masked, fitted like the length lookup. It is the length
 *    lookup made as sharp as a surface table can be: on linear's canonical sets it places 45-49%
 *    of first errors where the length lookup places 29% and the probe 38-39% (the probe weighs
 *    features one by one; a table of whole forms reads a path's layout and where its slips bend
 *    it). Figures of audit 6 unchanged.
 * 8: seven known cues that are errors read off their own symbols, each with the step it shows at and
 *    a Q3 rule (`slip-cues.ts`): term_moved_against_sign (a move line breaking the rule of signs),
 *    quotient_upside_down (a division's dividend and divisor exchanged
 *    on a line that only copies numbers), direction_against_sign (an inequality's relation against
 *    the sign of the coefficient it is divided by), root_against_factor (a value read off factors
 *    that is none of their zeros), restriction_against_denominators (excluded values that are not
 *    the denominators' zeros), copied_part_changed (the halves of a ±, a square's inside, the
 *    formula's outside numbers copied with a sign or number changed) and formula_minus_b_sign;
 *    a T3 artefact that names a line too, revert_traces_slip (the reverted answer traced back to the
 *    number a slip changed); strictness_changes gets the same Q3 rule (the first line with
 *    the other strictness); and `known_cues_together`, the named cues a surface reader can apply
 *    answering Q3 (and Q2) at once, per test set; and `probe.q3_unnamed`, the probe's Q3 on the
 *    erroneous samples no line-naming cue shows in. Figures of audit 7 unchanged.
 * 9: four line-naming cues, errors gradient boosting placed where no audit 8 cue named a line:
 *    relation_kept_against_rule (the line before written with both sides divided or multiplied by
 *    one negative number, or with its sides exchanged, and the relation kept: inequality's
 *    no_flip_negative and swap_not_reversed in the perturbed families that write the operation out),
 *    term_copied_through_operation (after such a written operation, a term of its operand copied
 *    unchanged: division_error and distribution_error there), numerator_copied_changed (after a
 *    fraction set to zero, its numerator written with some signs changed and not all: rational's
 *    slips on the line that clears the denominator) and value_against_denominators (a check line calling a defined value undefined, or a final
 *    answer keeping a zero of step 0's denominators: rational's rejected_true_solution and
 *    kept_excluded_value). They join the named cues together and narrow probe.q3_unnamed; every
 *    other figure of audit 8 unchanged.
 * 10: the quadratic catalog's sign slips where gradient boosting placed them and no audit 9 cue named
 *    a line (generator 3.7.0, seeds 1 and 777: 66-70% of those samples), and the sign slips of every
 *    domain on the lines that move and combine terms: three line-naming cues, sign_pattern_broken
 *    (a line whose signs, all terms moved to one side and each degree summed, are neither the line
 *    before's nor all reversed: what the per-line count of minus signs stands for, read exactly),
 *    sign_against_standard_form (a square's inside, the discriminant's -4ac, a bracket after x is
 *    taken out or the x term after dividing by a written against the signs of the quadratic above)
 *    and root_lost (one sign of a square root taken, or x divided out with the root 0); wider
 *    copied_part_changed (the value a formula's ± is taken around changing sign as it is reduced, a
 *    constant of any size moved beside a root keeping its sign, a square's inside, a side copied
 *    over a number and an x term copied in place, each with a sign changed, and values written with
 *    the constant moved onto them keeping its sign or a worked ±'s halves negated) and
 *    term_moved_against_sign (x^2 terms are terms too), and root_against_factor reads fractions
 *    (`x + 1/3`) and a factor written twice. They join the named cues together and narrow
 *    probe.q3_unnamed; every other figure of audit 9 unchanged.
 * 11: `known_cues_together` answers Q1 too (known-cues.ts, q1Together): where the errors the cues
 *    name make the final answer wrong and where a T3's revert shows, as a lookup fitted on the set,
 *    beside the majority answer, so a probe's Q1 over the bar can be read against what the named
 *    cues tell of it. And sign slips the probes placed on quadratic where no audit 10 cue named a
 *    line (generator 3.7.0, seeds 1 and 777), read by wider cues: sign_pattern_broken reads a side
 *    written over a number (`(-2x^2 + 8x)/(-2)`), copied_part_changed a ± around nothing split with a
 *    number from nowhere and a worked ±'s halves negated over a negative denominator, root_lost one
 *    value kept from a list of factors set to zero, root_against_factor a fraction before the factors
 *    and a factor's constant written first as a fraction, formula_minus_b_sign fractions, and
 *    sign_against_standard_form a perfect square written as a power. They change those cues'
 *    figures, the together figures and probe.q3_unnamed; every other figure of audit 10 unchanged.
 * 12: rational's slips on the line that clears or combines fractions, where each term of the line
 *    before is copied in order, its numerator times the denominators it lacks (generator 3.7.0,
 *    seeds 1 and 777: most of what no audit 11 cue named there). numerator_copied_changed reads a
 *    numerator written with some of its signs changed (in a product, bare at the front, or alone in
 *    its bracket) and a number numerator or a whole number written with the other sign;
 *    copied_part_changed a denominator copied into a product with its sign changed;
 *    term_copied_through_operation a term copied bare where its side's denominator has a factor its
 *    own lacks, or a cleared line whose terms are not all times one product; term_moved_against_sign
 *    lines of fractions; root_against_factor x written after the factors (`(4x + 11)x = 0`). And two
 *    of quadratic's arithmetic slips a reader sees without working a number out: copied_part_changed
 *    reads a line adding one number to one side and another to the other (completing the square),
 *    term_copied_through_operation a side written as a number over the same number (`0/2`); and
 *    term_copied_through_operation an operand multiplied out with a term's sign against the
 *    multiplier's (inequality's distribution_error where the slip is a sign). They
 *    change those cues' figures, the together figures and probe.q3_unnamed; every other figure of
 *    audit 11 unchanged.
 * 13: `probe.q3_unnamed.layout` (layout.ts): on the erroneous samples no cue names a line in, Q3
 *    answered by the first-error index most common for the family and the number of lines, fitted on
 *    train's such samples. Where no cue names the line the errors are mostly slips in a number's
 *    size on the lines that work numbers out, which each family's path puts at fixed places; what a
 *    probe places there up to this figure is where the paper's families put their errors, a cue
 *    that stays while the families do, now named with its size in the audit (it was a script's,
 *    scripts/unnamed-layout.ts). Every figure of audit 12 unchanged.
 * 14: `probe.q3_unnamed.layout_p`, the exact McNemar p of the probe against the layout lookup on
 *    the samples where no cue names the line (the samples only one of them places). Those are a few
 *    dozen per set on quadratic, where generator 3.10.0 to 3.12.0 showed both figures
 *    moving several points with the train file alone; the p says whether a gap between them is more
 *    than such chance. Every figure of audit 13 unchanged.
 * 15: a line-naming cue for the system domain, whose lines audit 14's cues never named:
 *    equation_copied_changed (system-cues.ts), an equation the line carries or writes back copied with
 *    two numbers exchanged, one number changed or one sign turned (the catalog's
 *    wrong_equation_copied, 44-47% of system's erroneous test samples at seeds 1 and 777, every one
 *    of them named); and every line-naming cue read on each equation of a system in its place too
 *    (inEachEquation: a quotient upside down, a term moved keeping its sign, one equation at a time).
 *    They join the named cues together and narrow probe.q3_unnamed on system, where audit 14 put the
 *    probe over the layout lookup with p under 0.05 on three of four sets (at generator 3.12.0,
 *    seeds 1 and 777, audit 15 leaves none: p 0.30-0.83). No line of another domain is a pair of
 *    equations, so their figures are audit 14's, but for one known cue more: revert_keeps_half (a
 *    T3's reverted answer keeping one half of the quotient before it, which tells which half of the
 *    path holds the slip: what the probe placed beyond the layout on linear seed 777's canonical
 *    set), with its own figures and in no other.
 * 16: `probe.q12_unshown`: the probe's Q1 and Q2 on the test samples no named cue shows in
 *    (known-cues.ts, shownByCues), each beside the answer most common there and the exact McNemar p
 *    of the probe against it: q3_unnamed's reading for Q1 and Q2, which until now had only the
 *    named cues together beside the probe's figure of the whole set. revert_keeps_half joins the
 *    named cues together (it had a figure of its own only) and reads an inequality's relations too
 *    (`5x >= 3`, then `x >= 3/4`): what the probe refitted on the samples no named cue showed in
 *    still read on inequality (scripts/unshown-refit.ts). That changes revert_keeps_half's figures
 *    on inequality and the together figures where it shows (linear, inequality, rational); every
 *    other figure of audit 15 unchanged.
 * 17: restated_last_step reads an inequality's interval after a line solved for x as a
 *    restatement, shown where its set is not that line's (`x >= -3/16`, then `[-1/8, ∞)`): a T3's
 *    answer reverted on the interval line (the paper's definition), the one restatement writing a
 *    value the line before lacks, which gradient boosting refitted where no named cue showed read
 *    (29 of seed 1's 63 test-canonical T3s there, no T1). Moving the revert off that line was tried
 *    and costs Q3 (docs/dataset.md, "Tried and not kept: the interval on the line that solves for
 *    x"). That changes restated_last_step's figures, the together figures and probe.q12_unshown
 *    on inequality; every figure of another domain is audit 16's.
 * 18: squared_value_never_met, a rational trace whose cleared line writes a factor squared and
 *    that neither excludes a value nor checks a candidate: the squared factor's value is a root a right
 *    trace always meets, which a slip of one coefficient in the expansion loses (rational's
 *    non_minimal_denominator; seeds 1 and 777: no T1, 251 and 281 erroneous samples of 29,160). It
 *    joins the together reader, which changes the together figures and probe.q12_unshown on
 *    rational; every figure of another domain is audit 17's.
 */
export const AUDIT_VERSION = 18;
export type AuditVersion = 1 | typeof AUDIT_VERSION;

export interface Q3Shortcuts {
  /** The most common first-error index among the set's erroneous samples. */
  most_common_index: number | null;
  /** "Always answer that index", on the erroneous samples. */
  always_most_common: number | null;
  /** "Trace length → most common first-error index", fitted on the train samples of the same set. */
  length_lookup: number | null;
  /** Where the lookup was fitted: train of the same set, or (no train given) the test set itself. */
  length_lookup_fitted_on: 'train' | 'test';
  /**
   * Audit 7: "the forms of all the lines, numbers masked → most common first-error index", fitted
   * where the length lookup is; a form the fit never met falls back to the length lookup.
   */
  form_lookup?: number | null;
  /** Audit 7: the share of erroneous samples whose form the fit met (the rest fell back). */
  form_lookup_seen?: number | null;
}

export interface SetAudit {
  samples: number;
  erroneous: number;
  /** The most common gold answer of each query, its accuracy over the set. */
  majority: { q1: number | null; q2: number | null; q3: number | null };
  /** Always "correct, valid, -1". */
  accept_all: { q1: number | null; q2: number | null; q3: number | null };
  /** Q2 answered from the last step alone (see last-step.ts). */
  last_step_only: { q2: number | null };
  q3_erroneous: Q3Shortcuts;
  /** Erroneous samples with a check line that contradicts itself on its face. */
  face_contradictory_checks: number | null;
  /** Erroneous samples with more than two invalid steps (one injected error, plus at most one it forces). */
  more_than_two_invalid_steps: number | null;
  /** Audit 2: the surface probe (the hypothesis-only baseline), null when the dataset has no train samples of this set. */
  probe?: SetProbe | null;
}

export interface Audit {
  audit_version: number;
  sets: { 'test-canonical': SetAudit; 'test-perturbed': SetAudit };
  /** Audit 2: cues the paper's definitions of T1/T2/T3 leave in the data, each with its size here. */
  known_cues?: KnownCue[];
  /** Audit 8: the named cues a surface reader can apply, answering Q3 and Q2 together, per test set. */
  known_cues_together?: { 'test-canonical': CuesTogether; 'test-perturbed': CuesTogether };
}

/**
 * The audit without the known cues' prose (what each cue is and why it stays): what a manifest's
 * stored audit is compared on. The figures are a function of the files; the words may be
 * improved without every manifest already written looking changed.
 */
export function auditFigures(a: Audit): Audit {
  return a.known_cues ? { ...a, known_cues: a.known_cues.map((c) => ({ ...c, cue: '', why: '' })) } : a;
}

const share = (hits: number, n: number): number | null => (n ? hits / n : null);

const isErroneous = (s: Sample) => !s.gold.q2;

function lengthLookup(fit: readonly Sample[]): (length: number) => number | null {
  const wrong = fit.filter(isErroneous);
  const fallback = mode(wrong.map((s) => s.gold.q3));
  const table = modeTable(wrong, (s) => s.steps.length);
  return (length) => table.get(length) ?? fallback;
}

/**
 * A line's form: every number masked as N (a run of digits, with its decimal part), the rest kept,
 * signs and spacing included: what a reader sees of the line without reading its numbers.
 */
export const lineForm = (line: string): string => line.replace(/\d+(?:\.\d+)?/g, 'N');

const traceForm = (steps: readonly string[]): string => steps.map(lineForm).join('\n');

/**
 * The form lookup (audit 7) scored on the erroneous test samples: whole-trace form → most common
 * first-error index in the fit, a form the fit never met answered by the length lookup.
 */
function formLookup(fit: readonly Sample[], wrong: readonly Sample[], byLength: (length: number) => number | null): Pick<Q3Shortcuts, 'form_lookup' | 'form_lookup_seen'> {
  const table = modeTable(fit.filter(isErroneous), (s) => traceForm(s.steps));
  let placed = 0;
  let seen = 0;
  for (const s of wrong) {
    const hit = table.get(traceForm(s.steps));
    if (hit !== undefined) seen++;
    if ((hit ?? byLength(s.steps.length)) === s.gold.q3) placed++;
  }
  return { form_lookup: share(placed, wrong.length), form_lookup_seen: share(seen, wrong.length) };
}

function invalidSteps(s: Sample): number {
  return checkTrace(s.steps).steps.filter((l) => !l.valid).length;
}

/** `withForm`: audit 7's form lookup (audit 1, what a generator 2.x manifest holds, has none). */
export function auditSet(test: readonly Sample[], train: readonly Sample[] | null, withForm = true): SetAudit {
  const n = test.length;
  const wrong = test.filter(isErroneous);
  const count = (xs: readonly Sample[], f: (s: Sample) => boolean) => xs.reduce((k, s) => k + (f(s) ? 1 : 0), 0);
  const majority = (get: (s: Sample) => number | boolean) => {
    const m = mode(test.map(get));
    return share(count(test, (s) => get(s) === m), n);
  };
  const top = mode(wrong.map((s) => s.gold.q3));
  const fitted = train && train.some(isErroneous) ? 'train' : 'test';
  const fit = fitted === 'train' ? train! : test;
  const lookup = lengthLookup(fit);
  return {
    samples: n,
    erroneous: wrong.length,
    majority: { q1: majority((s) => s.gold.q1), q2: majority((s) => s.gold.q2), q3: majority((s) => s.gold.q3) },
    accept_all: { q1: share(count(test, (s) => s.gold.q1), n), q2: share(count(test, (s) => s.gold.q2), n), q3: share(count(test, (s) => s.gold.q3 === -1), n) },
    last_step_only: { q2: share(count(test, (s) => lastStepFollows(s.steps) === s.gold.q2), n) },
    q3_erroneous: {
      most_common_index: top,
      always_most_common: share(count(wrong, (s) => s.gold.q3 === top), wrong.length),
      length_lookup: share(count(wrong, (s) => lookup(s.steps.length) === s.gold.q3), wrong.length),
      length_lookup_fitted_on: fitted,
      ...(withForm ? formLookup(fit, wrong, lookup) : {}),
    },
    face_contradictory_checks: share(count(wrong, (s) => hasFaceContradictoryCheck(s.steps)), wrong.length),
    more_than_two_invalid_steps: share(count(wrong, (s) => invalidSteps(s) > 2), wrong.length),
  };
}

/**
 * The audit of both test sets; `train` (may be empty) fits the length lookup and the probe per
 * set. Version 1 is the audit of generator 2.x manifests; version 2 adds the probe and the known cues.
 */
export function auditDataset(testCanonical: readonly Sample[], testPerturbed: readonly Sample[], train: readonly Sample[], version: AuditVersion = AUDIT_VERSION): Audit {
  const trainOf = (set: Sample['set']) => {
    const xs = train.filter((s) => s.set === set);
    return xs.length ? xs : null;
  };
  const one = (test: readonly Sample[], fit: readonly Sample[] | null): SetAudit => {
    const a = auditSet(test, fit, version !== 1);
    return version === 1 ? a : { ...a, probe: fit ? probeSet(test, fit) : null };
  };
  const sets = { 'test-canonical': one(testCanonical, trainOf('canonical')), 'test-perturbed': one(testPerturbed, trainOf('perturbed')) };
  if (version === 1) return { audit_version: 1, sets };
  return {
    audit_version: version,
    sets,
    known_cues: knownCues(sets, { 'test-canonical': testCanonical, 'test-perturbed': testPerturbed }),
    known_cues_together: { 'test-canonical': cuesTogether(sets['test-canonical'], testCanonical), 'test-perturbed': cuesTogether(sets['test-perturbed'], testPerturbed) },
  };
}

/** The version-1 part of an audit (what a generator 2.x manifest holds). */
export function auditV1(a: Audit): Audit {
  const strip = (s: SetAudit): SetAudit => {
    const { probe: _probe, ...rest } = s;
    void _probe;
    const { form_lookup: _form, form_lookup_seen: _seen, ...q3 } = s.q3_erroneous;
    void _form;
    void _seen;
    return { ...rest, q3_erroneous: q3 };
  };
  return { audit_version: 1, sets: { 'test-canonical': strip(a.sets['test-canonical']), 'test-perturbed': strip(a.sets['test-perturbed']) } };
}
