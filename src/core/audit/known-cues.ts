// Cues the audit names with their size in the test sets at hand instead of hiding them (issue 15):
// those the paper's definitions of T1/T2/T3 leave in any data made by them (they cannot be removed
// without changing what a trace type is), and those the error catalogs still leave, each saying
// which it is in its `why`. Every figure is counted from the samples.
import type { Sample } from '../dataset/types.ts';
import type { SetAudit } from './audit.ts';
import { lastStepFollows, lastStepKeepsSet, lastStepNegates } from './last-step.ts';
import { modeTable } from './mode.ts';
import { answerNamesExcluded, intervalRestates, lastLineRestates, oddMinusCount, revertKeptHalf, squaredValueNeverMet, strictnessChangeAt } from './surface-features.ts';
import {
  copiedPartChanged, cueColumn, directionAgainstSign, minusBAgainstSign, namedLines, numeratorCopiedChanged, quotientUpsideDown, relationKeptAgainstRule, restrictionAgainstDenominators, revertTracesSlip, valueAgainstDenominators,
  rootAgainstFactor, rootLost, signAgainstStandardForm, signPatternBroken, termCopiedThroughOperation, termMovedAgainstSign,
} from './slip-cues.ts';
import { equationCopiedChanged, inEachEquation } from './system-cues.ts';

export interface CueFigure {
  /** Share of the set's samples that show the cue. */
  shown_by: number | null;
  /** How many of those samples are of each trace type. */
  trace_types: { T1: number; T2: number; T3: number };
  /** What answering one query from the cue alone scores, beside the majority answer (null: no query gains from it). */
  rule: { query: 'q1' | 'q2' | 'q3'; accuracy: number | null; majority: number | null } | null;
}

export interface KnownCue {
  id: string;
  /** What a reader sees, in words. */
  cue: string;
  /** Why it stays: the definition that makes it, and what it does and does not give away. */
  why: string;
  figures: { 'test-canonical': CueFigure; 'test-perturbed': CueFigure };
}

/**
 * Whether some sample of either test set shows the cue. Every audit holds every cue; the ones no
 * sample shows (another domain's slips) are only named by the CLI and the Dataset view.
 */
export function cueShows(c: KnownCue): boolean {
  return Object.values(c.figures).some((f) => f.trace_types.T1 + f.trace_types.T2 + f.trace_types.T3 > 0);
}

type SetName = 'test-canonical' | 'test-perturbed';
type Sets = Record<SetName, SetAudit>;
type Tests = Record<SetName, readonly Sample[]>;

function figure(test: readonly Sample[], shows: (s: Sample) => boolean, rule: CueFigure['rule']): CueFigure {
  const types = { T1: 0, T2: 0, T3: 0 };
  let n = 0;
  for (const s of test) {
    if (!shows(s)) continue;
    n++;
    types[s.trace_type]++;
  }
  return { shown_by: test.length ? n / test.length : null, trace_types: types, rule };
}

/** Q1 or Q2 answered "wrong / invalid when the cue shows, correct / valid otherwise": its accuracy over the set. */
function fromCue(test: readonly Sample[], shows: (s: Sample) => boolean, query: 'q1' | 'q2'): number | null {
  if (!test.length) return null;
  return test.filter((s) => s.gold[query] === !shows(s)).length / test.length;
}

/**
 * Q3 on the erroneous samples from the cue alone: where it shows, blame the first-error index most
 * common among the erroneous samples that show it (fitted on the set itself), elsewhere the set's
 * most common index. Beside "always the most common index" it is what the cue tells about where.
 */
function q3FromCue(test: readonly Sample[], shows: (s: Sample) => boolean, mostCommon: number | null): number | null {
  return q3ByKey(test, (s) => (shows(s) ? 'shows' : null), mostCommon);
}

/**
 * Q3 on the erroneous samples answered, where a sample has a key, "the index most common among the
 * erroneous samples with that key" (fitted on the set itself), elsewhere the most common index;
 * q3FromCue is it with one key. Each sample's key is read once.
 */
function q3ByKey(test: readonly Sample[], keyOf: (s: Sample) => string | null, mostCommon: number | null): number | null {
  const wrong = test.filter((s) => !s.gold.q2).map((s) => ({ gold: s.gold, key: keyOf(s) }));
  if (!wrong.length) return null;
  const byKey = modeTable(wrong.filter((w) => w.key !== null), (w) => w.key);
  return wrong.filter(({ gold, key }) => gold.q3 === (key !== null ? byKey.get(key) : mostCommon)).length / wrong.length;
}

/**
 * Audit 8: Q3 on the erroneous samples answered "the step that shows the cue where one does, elsewhere
 * the set's most common index": for a cue that names its own step (`at` gives it, or -1), what it
 * tells about where, beside always answering the most common index.
 */
function q3AtCue(test: readonly Sample[], lines: readonly number[], mostCommon: number | null): number | null {
  let wrong = 0;
  let hits = 0;
  test.forEach((s, r) => {
    if (s.gold.q2) return;
    wrong++;
    const i = lines[r]!;
    if (s.gold.q3 === (i >= 0 ? i : mostCommon)) hits++;
  });
  return wrong ? hits / wrong : null;
}

/** A cue's figures with the Q3 rule of q3AtCue; the cue runs once per sample. */
function atCueFigures(sets: Sets, tests: Tests, at: (steps: readonly string[]) => number): KnownCue['figures'] {
  const f = (name: SetName) => {
    const lines = cueColumn(tests[name], at);
    const shown = new Set(tests[name].filter((_, r) => lines[r]! >= 0));
    return figure(tests[name], (s) => shown.has(s), {
      query: 'q3',
      accuracy: q3AtCue(tests[name], lines, sets[name].q3_erroneous.most_common_index),
      majority: sets[name].q3_erroneous.always_most_common,
    });
  };
  return { 'test-canonical': f('test-canonical'), 'test-perturbed': f('test-perturbed') };
}

/**
 * A line-naming cue's figures, the cue read as namedErrorLine reads it: on each equation of a system
 * too (inEachEquation, audit 15; the same wrapped function, so one cached column). revert_traces_slip
 * is no line-naming cue and keeps atCueFigures: read per equation, a system's last line never follows
 * from its own equation's line before.
 */
function namedLineFigures(sets: Sets, tests: Tests, at: (steps: readonly string[]) => number): KnownCue['figures'] {
  return atCueFigures(sets, tests, inEachEquation(at));
}

/**
 * Audit 4: the last line only restates the line before it (no number it does not write), yet does
 * not follow from it. Whether it follows is the checker's call; that it is a restatement is plain.
 */
// An interval after a line solved for x restates it only if it keeps its set (audit 17): a narrower
// one "follows" as candidates dropped do, but a notation changed does not drop any.
const restatedNotFollowing = (s: Sample): boolean => lastLineRestates(s.steps) && !(intervalRestates(s.steps) ? lastStepKeepsSet(s.steps) : lastStepFollows(s.steps));

/** The text after the first `=` of a line, trimmed. */
const valueOf = (line: string) => line.slice(line.indexOf('=') + 1).trim();

/** A lone value, `x = 7/2`: a candidate of a list, or an answer of one value. */
const LONE_VALUE = /^[a-z]\s*=\s*[^=<>]+$/;

/**
 * A list of candidates (`x = a or x = b`, every item a lone value) before the last line, and the
 * last line is one value that is none of its items. Audit 8 asks for lone values on both sides:
 * before, a quadratic's factor list (`x - 2 = 0 or x - 3 = 0`) before its two-value answer counted
 * as "not listed", so the cue showed in T1s of the domains whose answers are lists.
 */
export function answerNotListed(steps: readonly string[]): boolean {
  const last = steps[steps.length - 1]!;
  if (last.includes(' or ') || !LONE_VALUE.test(last.trim())) return false;
  const lists = steps.slice(0, -1).filter((l) => l.includes(' or ') && l.split(' or ').every((item) => LONE_VALUE.test(item.trim())));
  if (!lists.length) return false;
  const value = valueOf(last);
  return !lists[lists.length - 1]!.split(' or ').some((item) => valueOf(item) === value);
}

/** Audit 8: what the named cues answer together on one test set (see cuesTogether). */
export interface CuesTogether {
  /**
   * Audit 11: Q1 answered from the named cues (see q1Together), beside the majority answer.
   * Absent from audits 8 to 10.
   */
  q1?: { accuracy: number | null; majority: number | null };
  /** Q2 answered "invalid where any of them shows, valid otherwise", beside the majority answer. */
  q2: { accuracy: number | null; majority: number | null };
  /** Q3 on the erroneous samples from their lines and fitted indices, beside always the most common index. */
  q3_erroneous: { accuracy: number | null; always_most_common: number | null };
}

/**
 * The cues that show without naming a line, each as the key it shows with (null: it does not show);
 * cuesTogether blames the index most common among the erroneous samples showing each with the same
 * key. Since audit 16 revert_keeps_half is among them, keyed by the half kept (its own rule); before,
 * it had a figure of its own and fed no other, so a reader of the named cues called its samples valid.
 */
interface ShowingCue {
  key: (s: Sample) => string | null;
  /** A revert seen without algebra (the Q1 reader keys by it); the other kind is a kept excluded value. */
  revert: boolean;
}
const SHOWING: readonly ShowingCue[] = [
  { key: (s) => (lastStepNegates(s.steps) ? 'shows' : null), revert: true },
  { key: (s) => (restatedNotFollowing(s) ? 'shows' : null), revert: true },
  { key: (s) => (answerNamesExcluded(s.steps) ? 'shows' : null), revert: false },
  { key: (s) => (squaredValueNeverMet(s.steps) ? 'shows' : null), revert: false },
  { key: (s) => (answerNotListed(s.steps) ? 'shows' : null), revert: true },
  { key: (s) => revertKeptHalf(s.steps), revert: true },
];

interface CueRows {
  /** The line a line-naming cue names (namedLines), or -1. */
  named: readonly number[];
  /** The line revert_traces_slip leads back to, or -1. */
  traced: readonly number[];
  /** Per SHOWING cue, the key each sample shows it with, or null. */
  showing: readonly (readonly (string | null)[])[];
}

// Kept while the sample array lives: the probe's q12_unshown and cuesTogether read the same rows.
const rowsBySet = new WeakMap<readonly Sample[], CueRows>();

function cueRows(test: readonly Sample[]): CueRows {
  let rows = rowsBySet.get(test);
  if (!rows) rowsBySet.set(test, (rows = { named: namedLines(test), traced: cueColumn(test, revertTracesSlip), showing: SHOWING.map((cue) => test.map(cue.key)) }));
  return rows;
}

/**
 * Audit 16: whether any named cue of cuesTogether shows in each sample (a line named, a slip traced
 * back, or a showing cue): the samples where it is false are those a reader of the named cues
 * calls valid, on which probe.q12_unshown scores the probe's Q1 and Q2.
 */
export function shownByCues(test: readonly Sample[]): readonly boolean[] {
  const { named, traced, showing } = cueRows(test);
  return test.map((_, r) => named[r]! >= 0 || traced[r]! >= 0 || showing.some((col) => col[r] !== null));
}

/**
 * Audit 8: every named cue a surface reader can apply, at once (all but reverted_final_answer, which
 * takes the checker's algebra of one step, and odd_minus_count, which T1 shows as often as not).
 * Q3 on the erroneous samples: the earliest line a line-naming cue names (a first error comes first);
 * else the line revert_traces_slip names;
 * else, where a showing cue shows, the index most common among the erroneous samples showing it
 * (fitted on the set, as negated_revert's rule); else the set's most common index. Beside the probe
 * it says how much of what form gives away the audit has named: where it scores as high, the probe
 * reads nothing the named cues do not account for. Q2 is answered "invalid where any shows, valid
 * otherwise" (no named cue shows in a T1): where the errors show in their own lines (quadratic's
 * canonical set) that is as high as the probe's Q2.
 */
export function cuesTogether(set: SetAudit, test: readonly Sample[]): CuesTogether {
  // Each cue runs once per sample (cueRows): the line-naming ones are the audit's costliest part.
  const rows = cueRows(test);
  const { named, traced, showing } = rows;
  const wrongRows = test.map((s, r) => [s, r] as const).filter(([s]) => !s.gold.q2);
  const fitted = showing.map((col) => modeTable(wrongRows.filter(([, r]) => col[r] !== null).map(([s, r]) => ({ gold: s.gold, key: col[r]! })), (x) => x.key));
  const common = set.q3_erroneous.most_common_index;
  const blame = (r: number): number | null => {
    if (named[r]! >= 0) return named[r]!;
    if (traced[r]! >= 0) return traced[r]!;
    for (let k = 0; k < SHOWING.length; k++) {
      const key = showing[k]![r];
      const at = key === null || key === undefined ? undefined : fitted[k]!.get(key);
      if (at !== undefined) return at;
    }
    return common;
  };
  const shown = shownByCues(test);
  return {
    q1: { accuracy: q1Together(test, rows), majority: set.majority.q1 },
    q2: { accuracy: test.length ? test.filter((s, r) => s.gold.q2 === !shown[r]).length / test.length : null, majority: set.majority.q2 },
    q3_erroneous: { accuracy: wrongRows.length ? wrongRows.filter(([s, r]) => s.gold.q3 === blame(r)).length / wrongRows.length : null, always_most_common: set.q3_erroneous.always_most_common },
  };
}

/**
 * Audit 11: what a reader of the named cues answers to Q1 ("is the final answer right?"). An error
 * a cue names makes the final answer wrong unless the trace is a T3, whose answer is reverted to
 * the right one; so the reader keys each sample by what it can see of both:
 *   - where the earliest line-naming cue names a line: none, a line before the last, or the last;
 *   - whether a revert shows without algebra: the last line restates the line before and does not
 *     follow (restated_last_step), answers a value never listed (reverted_answer_not_listed),
 *     negates the line before's value (negated_revert), is traced back to a slip
 *     (revert_traces_slip), or, since audit 16, keeps one half of the quotient before it
 *     (revert_keeps_half);
 *   - whether the answer gives a value the trace excluded (answer_names_excluded);
 *   - whether the last line writes no number the line before does not (a reverted answer mostly
 *     writes new ones, a last line that only reads values off the line before writes none);
 * and answers each key the Q1 gold most common among the set's samples with it (fitted on the set
 * itself, as the showing cues' Q3 indices are; ties to "correct", the majority answer). Fitted on
 * the train samples instead, the figure moved by at most 0.1 points (generator 3.7.0, seed 1,
 * linear, quadratic, rational). Beside the probe's Q1 it says whether the final answers the probe
 * tells apart are those whose errors a reader sees on their lines.
 */
function q1Together(test: readonly Sample[], { named, traced, showing }: CueRows): number | null {
  if (!test.length) return null;
  // The showing cues of one kind seen in sample r, read off the rows cuesTogether already has.
  const seen = (r: number, revert: boolean) => SHOWING.some((cue, k) => cue.revert === revert && showing[k]![r] !== null);
  const keys = test.map((s, r) => {
    const last = s.steps.length - 1;
    const at = named[r]! < 0 ? 'none' : named[r] === last ? 'last' : 'before';
    const reverted = traced[r]! >= 0 || seen(r, true);
    return `${at} ${reverted} ${seen(r, false)} ${lastLineRestates(s.steps)}`;
  });
  const cells = new Map<string, { right: number; wrong: number }>();
  test.forEach((s, r) => {
    const c = cells.get(keys[r]!) ?? { right: 0, wrong: 0 };
    if (s.gold.q1) c.right++;
    else c.wrong++;
    cells.set(keys[r]!, c);
  });
  let hits = 0;
  for (const c of cells.values()) hits += Math.max(c.right, c.wrong);
  return hits / test.length;
}

export function knownCues(sets: Sets, tests: Tests): KnownCue[] {
  const both = (f: (name: SetName) => CueFigure) => ({ 'test-canonical': f('test-canonical'), 'test-perturbed': f('test-perturbed') });
  // A cue's count by trace type, with `query` answered from it alone (fromCue) beside the majority answer.
  const answering = (shows: (s: Sample) => boolean, query: 'q1' | 'q2') =>
    both((name) => figure(tests[name], shows, { query, accuracy: fromCue(tests[name], shows, query), majority: sets[name].majority[query] }));
  return [
    {
      id: 'reverted_final_answer',
      cue: 'the last line does not follow from the line before it',
      why: 'the paper\'s T3 has its final answer reverted to the correct value after an earlier error, so a T3 never ends on a line that follows; '
        + 'a T2 whose error is its last line (a wrong division) does not either. The rule "Q2 valid iff the last line follows" gains the share of T2 '
        + 'errors on the last line over the majority answer. Telling whether a line follows takes the algebra of one step, which the surface probe cannot '
        + 'do, except where the last line only restates the line before (the next cue, restated_last_step)',
      figures: both((name) => figure(tests[name], (s) => !lastStepFollows(s.steps), { query: 'q2', accuracy: sets[name].last_step_only.q2, majority: sets[name].majority.q2 })),
    },
    {
      id: 'reverted_answer_not_listed',
      cue: 'the last line\'s value is not among the candidates listed before the checks',
      why: 'in the candidate-generating families a T3 whose error came before the list (the paper\'s T3: the final answer reverted) answers a value the '
        + 'trace never listed, which only T3 does. It tells T3 apart, but T3\'s answers are the majority answers of Q1 (correct) and Q2 (invalid), '
        + 'so it gains nothing on either; where in the trace the error is it does not tell',
      figures: both((name) => figure(tests[name], (s) => answerNotListed(s.steps), null)),
    },
    {
      id: 'strictness_changes',
      cue: 'one line states a strict relation (<, >) and another a non-strict one (<=, >=, or an interval\'s bracket)',
      why: 'no valid step changes strictness, so a strict ↔ non-strict slip (an error kind of the inequality catalog, issue 13) shows in the symbol '
        + 'itself, in T2 and in a T3 (whose reverted answer has the right strictness again). Seeing it is reading the error, as a verifier should; '
        + 'it cannot be hidden without leaving that error kind out. Its size is the count by trace type (no T1 shows it): alone it gains nothing '
        + 'over the majority answer of Q2 (invalid), but it tells a learner which traces are surely wrong and where their first change is. '
        + 'Since audit 8 its figures have that rule: Q3 on the erroneous samples answered "the first line with the other strictness where the '
        + 'trace shows it, elsewhere the most common step", beside always answering the most common step',
      figures: namedLineFigures(sets, tests, strictnessChangeAt),
    },
    {
      id: 'odd_minus_count',
      cue: 'the trace holds an odd number of minus signs',
      why: 'a line\'s minus signs count its negative terms, which no valid rewrite of it changes, so on a path written in one fixed form the '
        + 'count of "-" is close to a checksum of the problem, and a slip that loses or adds one sign breaks it. Where the T1 figure here is far '
        + 'below half, the paths have one form (generator 3.0.0; 3.1.0 writes linear and inequality paths in several, so about half of T1 show '
        + 'it there). It is made by the sign slips of the error catalogs, not by the paper\'s definitions of T1/T2/T3, so it is open work '
        + '(issue 15), named here with its size: the count by trace type. Alone it gains nothing over the majority answer; the probe '
        + 'and gradient boosting combine it with the trace\'s other features (since audit 4 with each line\'s own count)',
      figures: both((name) => figure(tests[name], (s) => oddMinusCount(s.steps), null)),
    },
    {
      id: 'restated_last_step',
      cue: 'the last line only restates the line before it (it writes no number the line before does not, or since audit 17 it writes as an interval a line solved for x), yet does not follow from it (an interval: does not keep its set)',
      why: 'the paper\'s T3 ends on its final answer reverted to the correct value, so its last step never follows; where a domain\'s last step only '
        + 'restates the line before (the values read off a zero-product line, x + 5 = 0 gives x = -5, or off a ± line), seeing that it does not '
        + 'follow takes no more than the signs and numbers carried over, and a reader of forms finds the T3s whose revert lands on such a line and '
        + 'the T2s whose slip is their last line. An inequality\'s interval after a line solved for x only restates it too, so a T3 whose revert lands '
        + 'there writes a value the line before lacks (x >= -3/16, then [-1/8, ∞)); no correct trace does. '
        + 'It cannot go while T3 is made as the paper makes it: moving the revert to an earlier line that works a number out was measured '
        + '(quadratic, seed 1, audit 3\'s probe) to take the probe\'s Q2 from 84.4% to 72.4%, but its Q3 on erroneous samples from 35.6% to 39.6%, since the line '
        + 'where a trace rejoins the right path then tells where its error is. Its size: the count by trace type (no T1 shows it) and Q2 answered '
        + '"invalid when it shows, valid otherwise", beside the majority answer; where the last step works a number out (linear, inequality) it '
        + 'is rare and gains nothing but on an inequality\'s intervals. Moving the revert of those off the interval line (generator 3.13.0, measured '
        + 'and not kept) removed the cue and put the probe\'s Q3 on inequality\'s perturbed sets over 30%, as a T3 then has one line fewer for its error',
      figures: answering(restatedNotFollowing, 'q2'),
    },
    {
      id: 'negated_revert',
      cue: 'the last line\'s value (or its interval\'s end) is the value of the line before it with its sign changed',
      why: 'the paper\'s T3 reverts its final answer to the correct value, and a slip that negates the value (a move\'s sign slip: subtracting the '
        + 'wrong way round gives the negated answer) leaves the line before holding the negated value, so the revert reads as a sign changed; a T2 '
        + 'whose last line loses the sign of a quotient reads so too. Seeing it takes the sign of one division, no more, and it tells a reader '
        + 'the kind of slip, and so where it is: the move lines. It is made by the sign slips of the error catalogs meeting the paper\'s T3 '
        + '(audit 5 names it; issue 15 is open on it). Its size: the count by trace type, and Q3 on the erroneous samples answered "where it '
        + 'shows, the step most often first wrong among those that show it (fitted on this set), elsewhere the most common step", beside '
        + 'always answering the most common step',
      figures: both((name) => figure(tests[name], (s) => lastStepNegates(s.steps), {
        query: 'q3',
        accuracy: q3FromCue(tests[name], (s) => lastStepNegates(s.steps), sets[name].q3_erroneous.most_common_index),
        majority: sets[name].q3_erroneous.always_most_common,
      })),
    },
    {
      id: 'revert_keeps_half',
      cue: 'the last line\'s value keeps one half of the quotient the line before writes and not the other (2x = -9, then x = -9; -2x = -1, then x = 1/3; since audit 16 also an inequality\'s, 5x >= 3, then x >= 3/4)',
      why: 'the paper\'s T3 reverts its final answer to the correct value; where its slip was in one half of the path (the sum of the x terms, or '
        + 'of the constants) the line before the answer holds the right other half, which the correct answer keeps, so the revert tells which half '
        + 'holds the error and, with the path\'s layout, nearly where. No valid last step keeps exactly one half (dividing keeps both, reducing '
        + 'neither). It cannot go while T3 is made as the paper makes it on paths that work a quotient\'s two halves apart (where the '
        + 'answer reduces, neither half is kept and it does not show); it is no error seen on its own line, so probe.q3_unnamed does not leave it out. Added in audit 15, for '
        + 'what the probe placed beyond the layout on linear seed 777\'s canonical set; since audit 16 it joins the named cues together (a reader of the '
        + 'named cues calls its samples invalid and blames the index fitted for the half kept), where the probe refitted on the samples no named cue '
        + 'shows in had read it on inequality. Its size: the count by trace type, and Q3 on the erroneous '
        + 'samples answered "where it shows, the step most often first wrong among those that keep the same half (fitted on this set), elsewhere '
        + 'the most common step", beside always answering the most common step',
      figures: both((name) => figure(tests[name], (s) => revertKeptHalf(s.steps) !== null, {
        query: 'q3',
        accuracy: q3ByKey(tests[name], (s) => revertKeptHalf(s.steps), sets[name].q3_erroneous.most_common_index),
        majority: sets[name].q3_erroneous.always_most_common,
      })),
    },
    {
      id: 'answer_names_excluded',
      cue: 'the final answer gives a value that a line of the trace excludes (x != v earlier, x = v last)',
      why: 'keeping a value the trace itself excluded is the rational catalog\'s kept_excluded_value (issue 14): a T2 whose last line lists '
        + 'every root of the cleared equation. A reader sees it by matching the written numbers, without the algebra. It is the error itself, '
        + 'visible in its symbols like strictness_changes, and stays while that error kind does (a T2 that rejects a true solution '
        + 'as undefined and keeps the excluded value, and a T3 whose reverted answer is a value its wrong restriction line names, show it too). '
        + 'Its size: the count by trace type and Q1 answered '
        + '"wrong when it shows, correct otherwise" beside the majority answer',
      figures: answering((s) => answerNamesExcluded(s.steps), 'q1'),
    },
    {
      id: 'squared_value_never_met',
      cue: 'a rational equation\'s cleared line writes a factor squared (a denominator multiplied in twice), and no line excludes a value or checks a candidate',
      why: 'the squared factor\'s value is a root of the cleared polynomial, so a right trace meets it: it excludes the value first, or checks '
        + 'and rejects it (rational\'s non_minimal_denominator). A slip of one coefficient in the expansion leaves it no root, and a trace '
        + 'that wrote no restriction line then ends with no check line, as no T1 does; a reader sees it in the trace\'s layout without '
        + 'working the expansion out. It cannot go while a slip changes one number: no such slip keeps the value a root (unless it is 0), '
        + 'and drawing no expansion slip in those traces moves their errors to the lines after it. Added in audit 18, found by a scan of '
        + 'what erroneous samples show and no T1 of their family does. Its size: the count by trace type and Q2 answered "invalid when '
        + 'it shows, valid otherwise" beside the majority answer',
      figures: answering((s) => squaredValueNeverMet(s.steps), 'q2'),
    },
    {
      id: 'revert_traces_slip',
      cue: 'the reverted answer keeps one of the two numbers of the line before, and the other one first appears at a line of its own (-8x = -18, then x = 7/4: 18 first appears where it slipped)',
      why: 'the paper\'s T3 reverts the final answer to the correct value; after a slip that changed one number (a coefficient or a constant one '
        + 'or two off) the path copies that wrong number forward unchanged, so the answer keeps the number the slip did not touch and the other '
        + 'leads back, line by line, to where it first appears: the slip. A reader needs no algebra for that, only that the last line does not '
        + 'follow (the checker\'s call, as for restated_last_step). It cannot go while T3 is made as the paper makes it and a path copies numbers '
        + 'forward; it is no error seen on its own line, so probe.q3_unnamed does not leave it out. Its size: the count by trace type and Q3 on '
        + 'the erroneous samples answered "the line it leads back to where it shows, elsewhere the most common step", beside always answering '
        + 'the most common step',
      figures: atCueFigures(sets, tests, revertTracesSlip),
    },
    {
      id: 'term_moved_against_sign',
      cue: 'a line that only moves terms across the relation has a term that crossed keeping its sign, or changed its sign without crossing (3 = 5x - 4, then 3 - 4 = 5x; x^2 = -4x - 4, then x^2 - 4x + 4 = 0); since audit 12 also a line of fractions (6/(x - 6) = (2x - 6)/(x - 6) - 7/(x - 2), then 6/(x - 6) - (2x - 6)/(x - 6) - 7/(x - 2) = 0)',
      why: 'the linear and inequality catalogs\' sign_error_moving_term on the line that writes a move (since generator 3.2.0 the move subtracted the '
        + 'wrong way round, 2x - 3x + 5 = -7 from 3x + 5 = 2x - 7, which keeps the count of minus signs but not the rule), and since audit 10 the '
        + 'quadratic catalog\'s on a line whose terms include x^2, and since audit 12 the rational catalog\'s on a line of fractions. Such a line copies every '
        + 'term of the line before, and moving a term changes its sign: seeing the slip is checking the step by that rule, like '
        + 'quotient_upside_down, and it stays while the error kind does (a slip on a line that works a number out does not show it). Both sides '
        + 'taken times -1, the sides exchanged, and a move with the sides then exchanged are valid and do not show it. Its size: the count by '
        + 'trace type and Q3 on the erroneous samples answered "the line showing it where one does, elsewhere the most common step", beside always '
        + 'answering the most common step',
      figures: namedLineFigures(sets, tests, termMovedAgainstSign),
    },
    {
      id: 'quotient_upside_down',
      cue: 'a line divides by the coefficient with the dividend and the divisor exchanged (-4x = -9, then x = -4/(-9))',
      why: 'the catalogs\' division_error on a line that only copies numbers (the quotient written before it is simplified, or a quotient that needs '
        + 'no simplifying) writes the same numbers as the right line in the other order: a sign lost would change the count of minus signs and a '
        + 'number changed would be a number the line before does not have, both plainer still. The right line is fixed by the symbols of the line '
        + 'before, so seeing the slip takes matching two numbers: it is the step checked, as a verifier should, like strictness_changes, and it '
        + 'stays while that error kind does. Leaving such lines without a slip was tried (generator experiment, linear seed 1) and placed more, '
        + 'not fewer, first errors (the probe 38.5% to 43.2% on canonical), since the errors then crowd on the moving lines. Its size: the count by '
        + 'trace type (no T1 shows it) and Q3 on the erroneous samples answered "the line showing it where one does, elsewhere the most common step", '
        + 'beside always answering the most common step',
      figures: namedLineFigures(sets, tests, quotientUpsideDown),
    },
    {
      id: 'direction_against_sign',
      cue: 'an inequality divided by its coefficient keeps the direction for a negative one or reverses it for a positive one (-8x >= 7, then x >= -7/8)',
      why: 'the inequality catalog\'s no_flip_negative and flip_positive, the topic\'s classic mistake, read off the coefficient\'s sign and the two '
        + 'relation signs: the step checked, like strictness_changes, and it stays while those error kinds do. A T3 whose reverted answer follows '
        + 'a line a slip left with the other sign shows it too, at its last line, where the first error is not. Its size: the count by trace type '
        + 'and Q3 on the erroneous samples answered "the line showing it where one does, elsewhere the most common step", beside always answering '
        + 'the most common step',
      figures: namedLineFigures(sets, tests, directionAgainstSign),
    },
    {
      id: 'relation_kept_against_rule',
      cue: 'a line writes the line before with both sides divided or multiplied by one negative number, or with its sides exchanged, and keeps the '
        + 'relation (5x > 9, then 5x/(-7) > 9/(-7); 8x - 2 > -2, then -2 > 8x - 2)',
      why: 'the inequality catalog\'s no_flip_negative and swap_not_reversed in the families that write the operation out (divide_negative, '
        + 'multiply_negative, swap_sides): the line is the one before with a written change, so seeing the slip is reading two relation signs, '
        + 'the step checked, like direction_against_sign, and it stays while those error kinds do. Gradient boosting placed these where no other '
        + 'cue names a line (inequality\'s perturbed sets). Its size: the count by trace type (no T1 shows it) and Q3 on the erroneous samples '
        + 'answered "the line showing it where one does, elsewhere the most common step", beside always answering the most common step',
      figures: namedLineFigures(sets, tests, relationKeptAgainstRule),
    },
    {
      id: 'term_copied_through_operation',
      cue: 'the line after one that writes both sides divided or multiplied by one number copies a term of that number\'s operand unchanged '
        + '((11x + 10)/(-6) <= 3/(-6), then (-11/6)x + 10 <= -1/2); since audit 12 also the line that clears or combines fractions: a term copied '
        + 'bare where the denominator its side is brought over has a factor the term\'s own lacks (3x/(x + 9) - (2x - 4)/(x - 4) = -1, then '
        + '(3x - (2x - 4)(x + 9))/((x + 9)(x - 4)) = -1), or a cleared line whose terms, each with its own denominator, are not all times one '
        + 'product ((-x + 1)/(x - 1) = (3x + 4)/(x - 4), then -(x - 1) = (3x + 4)(x - 1)); and a side written as a number over the same number '
        + '((2x^2 + 10x + 6)/2 = 0/2, then x^2 + 5x + 6 = 0), and an operand multiplied out term by term with a term\'s sign against the '
        + 'multiplier\'s (-2(5x - 7) <= -2(-8), then -10x - 14 <= 16)',
      why: 'the linear and inequality catalogs\' division_error and distribution_error (and quadratic\'s arithmetic_slip) in the families that '
        + 'write the operation out (divide_negative, multiply_negative, and the division by the leading coefficient), and since audit 12 the '
        + 'rational catalog\'s partial_multiplication: a term divided or multiplied by a number other than ±1 is never itself, and a term over a '
        + 'common denominator is its numerator times the denominators it lacks, so the slip is seen by matching written terms and factors, checking the step, and it stays while those '
        + 'error kinds do. Gradient boosting placed these where no other cue names a line. Its size: the count by trace type (no T1 shows it) '
        + 'and Q3 on the erroneous samples answered "the line showing it where one does, elsewhere the most common step", beside always '
        + 'answering the most common step',
      figures: namedLineFigures(sets, tests, termCopiedThroughOperation),
    },
    {
      id: 'root_against_factor',
      cue: 'a value read off factors that is no zero of any of them ((x - 3)(x - 5) = 0, then x = -3 or x = 5), or, since audit 10, two different factors set to zero as one written twice ((x + 1/3)(x - 1/3) = 0, then x + 1/3 = 0 or x + 1/3 = 0); since audit 11 also after a fraction before the factors ((1/5)(5x - 2)(1 - x) = 0, then 5x - 2 = 0 or x + 1 = 0) and with a factor\'s constant written first as a fraction (x(x + 1/2) = 0, then x = 0 or 1/2 - x = 0); since audit 12 also with x written after the factors ((4x + 11)x = 0, then x = 11/4 or x = 0)',
      why: 'the quadratic and rational catalogs\' slips on the line that reads the roots off a factored line or a list of factor equations '
        + '(dropped_sign, factoring_slip): that line is fixed by the symbols of the line before and the sign rule of a linear factor\'s zero, so '
        + 'seeing the slip is checking the step, like quotient_upside_down, and it stays while those error kinds do. A T3 whose reverted '
        + 'answer follows a factored line a slip made wrong shows it too, at its last line, where its first error is not; a value left out (a '
        + 'rational trace leaves out an excluded one) is not this cue. Its size: the count by trace type and Q3 on the erroneous samples answered '
        + '"the line showing it where one does, elsewhere the most common step", beside always answering the most common step',
      figures: namedLineFigures(sets, tests, rootAgainstFactor),
    },
    {
      id: 'restriction_against_denominators',
      cue: 'a restriction line whose excluded values are not the zeros of the problem\'s denominators ((x + 3)/(x + 1) = …, then x != -3)',
      why: 'the rational catalog\'s wrong_restriction: which values a rational equation excludes is read off its denominators by the sign rule of a '
        + 'linear factor\'s zero, so a wrong restriction line is seen by matching them, checking the step, and it stays while that error kind '
        + 'does. Its size: the count by trace type and Q3 on the erroneous samples answered "the line showing it where one does, elsewhere the '
        + 'most common step", beside always answering the most common step',
      figures: namedLineFigures(sets, tests, restrictionAgainstDenominators),
    },
    {
      id: 'value_against_denominators',
      cue: 'a check line calls a value undefined that zeroes none of step 0\'s denominators, or the final answer keeps one that zeroes one '
        + '(5/(x + 10) = …, then x = -10 or x = -19/2)',
      why: 'the rational catalog\'s rejected_true_solution and kept_excluded_value where no restriction line states the excluded values (the '
        + 'families that clear denominators at once): whether a value is defined is read off step 0\'s denominators by the sign rule of a linear '
        + 'factor\'s zero, so the slip is seen by matching them, checking the step, and it stays while those error kinds do. Gradient boosting '
        + 'placed these where no other cue names a line (rational\'s perturbed sets). A wrong restriction line carries into the checks after it, '
        + 'where this cue shows at a later line than the first error (restriction_against_denominators names that one). Its size: the count '
        + 'by trace type and Q3 on the erroneous samples answered "the line showing it where one does, elsewhere the most common step", beside '
        + 'always answering the most common step',
      figures: namedLineFigures(sets, tests, valueAgainstDenominators),
    },
    {
      id: 'numerator_copied_changed',
      cue: 'the line after a fraction set to zero writes its numerator\'s terms with a sign changed on some and not all ((x^2 - 10x + 21)/(…) = 0, '
        + 'then x^2 + 10x + 21 = 0; (20x + 92)/(…) = 0, then 20x = 92); since audit 12 also the line that clears or combines fractions, '
        + 'copying each term in order: a numerator written with some of its signs changed, in a product ((x + 5)/(x - 4) = (3x + 15)/(x + 9), then '
        + '(x - 5)(x + 9) = …), bare at the front or alone in its bracket ((3x + 10)/(x - 7) - (2x - 1)/(x - 7), then (3x - 10 - (2x - 1))/(x - 7)), '
        + 'or a number numerator or a whole number written with the other sign (9/(x - 6) + (x + 2)/(x + 8), then (-9(x + 8) + (x + 2)(x - 6))/(…))',
      why: 'rational\'s arithmetic slips on the line that clears the denominator in the families that combine the fractions first, and since audit 12 '
        + 'its numerator_sign_error on the line that clears or combines fractions: the line must write '
        + 'the numerator, or its negative, with its terms moved by the rule of signs, so the slip is seen by matching written terms and their signs, '
        + 'checking the step, and it stays while that error kind does. Gradient boosting placed these where no other cue names a line (rational). '
        + 'A T3 whose reverted answer follows a numerator a slip made wrong shows it at its last line, where its first error is not. Its size: the '
        + 'count by trace type (no T1 shows it) and Q3 on the erroneous samples answered "the line showing it where one does, elsewhere the most '
        + 'common step", beside always answering the most common step',
      figures: namedLineFigures(sets, tests, numeratorCopiedChanged),
    },
    {
      id: 'copied_part_changed',
      cue: 'a line copies part of the line before with a sign or a number changed (x = (5 ± sqrt(13))/2, then x = (-5 - sqrt(13))/2 or x = (-5 + sqrt(13))/2)',
      why: 'the quadratic catalog\'s dropped_sign, sign_error_moving_term and arithmetic_slip on the lines whose right form is fixed by the line '
        + 'before: the two halves of a ±, the inside of a square after taking roots ((x + 3)^2 = 5, then x - 3 = sqrt(5) or …), the formula\'s '
        + 'numbers outside the root while the root is worked out, a constant moved beside a root it cannot be added to; since audit 10 also the '
        + 'value the formula\'s ± is taken around changing sign as the fraction is reduced (x = (8 ± sqrt(60))/2, then x = -4 ± sqrt(15)), a '
        + 'constant of any size moved beside a root keeping its sign (x - 7/2 = ±sqrt(29)/2, then x = (-7 ± sqrt(29))/2), and a square\'s inside, '
        + 'a side copied over a number ((4x^2 - 8x - 4)/4 from 4x^2 + 8x - 4) or an x term kept on its side (x^2 - 3x - 7 = 5, then x^2 + 3x = 12) '
        + 'copied with a sign changed, and values written with one of two sign slips: the number beside x moved onto them keeping its sign '
        + '(x - 3 = 3 or x - 3 = -3, then x = -6 or x = 0), or a worked-out ±\'s halves negated (x = (5 ± 1)/2, then x = -3 or x = -2; since audit 11 over a negative denominator too, x = (-9 ± 9)/(-14), then '
        + 'x = -9/7 or x = 0); since audit 11 also a ± taken around nothing split into halves that both write a number before the root (x = ±sqrt(10), '
        + 'then x = 1 - sqrt(10) or x = 1 + sqrt(10)); since audit 12 also a denominator copied into a product with its sign changed on the line that '
        + 'clears or combines fractions, where the line before writes no such bracket ((2x - 2)/(x + 4) = (2x + 6)/(x + 10), then (2x - 2)(x + 10) = '
        + '(2x + 6)(x - 4): rational\'s arithmetic_slip of a factor copied), and a line that adds one number to one side and another to the '
        + 'other (x^2 - 3x = 4/3, then x^2 - 3x + 9/4 = 4/3 + 25/4: quadratic\'s arithmetic_slip while completing the square). Seeing it takes matching '
        + 'the copied part, signs and all: it is the step checked, and it stays while those error kinds do. A T3 '
        + 'whose reverted answer is the right halves of a wrong ± line shows it too, at its last line, where its first error is not. Its size: '
        + 'the count by trace type and Q3 on the erroneous samples answered "the line showing it where one does, elsewhere the most common '
        + 'step", beside always answering the most common step',
      figures: namedLineFigures(sets, tests, copiedPartChanged),
    },
    {
      id: 'formula_minus_b_sign',
      cue: 'the quadratic formula written with b where -b belongs (x^2 - 8x + 1 = 0, then x = (-8 ± sqrt(…))/2; since audit 11 with b or c a fraction, x^2 - (1/3)x - 1 = 0, then x = (-1/3 ± sqrt(…))/2)',
      why: 'the quadratic catalog\'s sign_error_minus_b: the formula\'s -b and 2a are read off the standard form above it (or off that form '
        + 'times -1), so the slip is seen from two signs, checking the step, and it stays while that error kind does. Its size: the count by '
        + 'trace type and Q3 on the erroneous samples answered "the line showing it where one does, elsewhere the most common step", beside '
        + 'always answering the most common step',
      figures: namedLineFigures(sets, tests, minusBAgainstSign),
    },
    {
      id: 'sign_against_standard_form',
      cue: 'a sign read off the quadratic above written against it: the square completed or factored (x^2 - 7x + 49/4 = …, then (x + 7/2)^2 = …), -4ac under the formula\'s root (x^2 - 7x + 5 = 0, then sqrt(49 + 20)), the bracket after x is taken out (6x^2 + 9x = 0, then 3x(2x - 3) = 0), the x term after dividing by a (5x^2 - 4x = 0, then x^2 + (4/5)x = 0), a square expanded (4(x + 8)^2 = 4, then 4x^2 - 64x + 256 = 4), the factors\' zeros against -b/a and c/a (x^2 - 8x + 7 = 0, then (x + 7)(x + 1) = 0), and since audit 11 a perfect square written as a power (-x^2 - 18x - 81 = 0, then -(x - 9)^2 = 0)',
      why: 'the quadratic catalog\'s dropped_sign, factoring_slip and wrong_discriminant where their slip is a sign: each of these signs is fixed by two '
        + 'signs of the line above (b/a\'s, -(a·c)\'s, b\'s beside a\'s, h\'s; the zeros\' sum and product take -b/a\'s and c/a\'s, which takes '
        + 'comparing two sizes where the zeros\' signs differ), so seeing the slip is checking the step by a rule of signs, as '
        + 'formula_minus_b_sign does, and it stays while those error kinds do (a slip in a size, not a sign, does not show it). Added in audit 10, '
        + 'where gradient boosting placed these slips and no cue named them. Its size: the count by trace type and Q3 on the erroneous samples '
        + 'answered "the line showing it where one does, elsewhere the most common step", beside always answering the most common step',
      figures: namedLineFigures(sets, tests, signAgainstStandardForm),
    },
    {
      id: 'root_lost',
      cue: 'a line keeps one root where the line before gives two: one sign of a square root taken (x^2 = 10, then x = sqrt(10); (x - 5)^2 = 16, then x - 5 = 4), x divided out of a quadratic with no constant (5x^2 + 8x = -8x, then 5x + 8 = -8), or one factor of a product of two kept alone (x(7x + 6) = 0, then 7x + 6 = 0); since audit 11 also one value kept from factors set to zero with two different zeros, the other excluded by no line (x + 4 = 0 or x - 4 = 0, then x = 4)',
      why: 'the quadratic catalog\'s positive_root_only and divide_by_x: a square root has two signs and x = 0 is a root of a quadratic with no '
        + 'constant, so a line that writes one value (no ±, no second item, no factor) after such a line is the slip, seen on its own line; it '
        + 'stays while those error kinds do. A T3 whose reverted answer follows such a line shows it at its last line too. Added in audit 10. Its '
        + 'size: the count by trace type and Q3 on the erroneous samples answered "the line showing it where one does, elsewhere the most common '
        + 'step", beside always answering the most common step',
      figures: namedLineFigures(sets, tests, rootLost),
    },
    {
      id: 'sign_pattern_broken',
      cue: 'a line of plain terms whose signs, every term moved to one side and each degree summed, are neither those of the line before nor all of them reversed (3x + 5 = 2x - 7, then x = 12; 3x^2 - x + 6 = -10x + 7, then 3x^2 - 11x - 1 = 0); since audit 11 a side may be written over a number ((-2x^2 + 8x)/(-2) = 3x/(-2), then x^2 + 4x = (3/2)x)',
      why: 'moving terms, combining them and taking both sides times or over one number keep each degree\'s sign (a negative number reverses them '
        + 'all at once), so a line that breaks the pattern holds a sign slip: sign_error_moving_term, dropped_sign and the arithmetic slips that '
        + 'turn a sum\'s sign, on the lines that move and combine terms, in every domain that writes them. It is what a count of minus signs line '
        + 'by line stands for (what the probes read most, audit 4), read exactly: the sign of a sum, comparing two sizes where a degree has '
        + 'terms of both signs, and no more. It is the step checked for its signs, and it stays while those error kinds do. A T3 whose reverted '
        + 'answer follows a wrong line shows it at its last line too. Added in audit 10. Its size: the count by trace type and Q3 on the erroneous '
        + 'samples answered "the line showing it where one does, elsewhere the most common step", beside always answering the most common step',
      figures: namedLineFigures(sets, tests, signPatternBroken),
    },
    {
      id: 'equation_copied_changed',
      cue: 'a line of a system writes an equation it carries with one slip of the copy: two numbers exchanged, one number changed or one sign '
        + 'turned, against the equation in its place on the line before or on an earlier line it writes back (-8x + 6y = 5, 2x - 4y = 7, then '
        + '-8x + 5y = 6, 8x - 16y = 28), or the expression a line substitutes written so in its bracket (x = 7y - 6, -7(5y - 6) - 4y = 8)',
      why: 'the system catalog\'s wrong_equation_copied: a step works one equation of the pair and carries the other unchanged, or writes back one an '
        + 'earlier line held, so a slip of the copy is seen by matching the equation against the one it copies, symbol by symbol. It is the step '
        + 'checked, and it stays while that error kind does (since generator 3.3.0 the slip exchanges two numbers of one sign or moves one by one '
        + 'or two, so the line writes the same signs and, where it exchanges, no new number; the match still sees it). A T3 whose reverted answer '
        + 'undoes a small slip (a value one or two off, or a quotient upside down) shows it at its last line too, where its first error is '
        + 'not, and a T2 whose copy slip is on its last line (a tenth of them) looks the same. Added in audit 15: audit 14 named no '
        + 'system line, and these were nearly half of system\'s erroneous samples. Its size: the count by trace type and Q3 on the erroneous '
        + 'samples answered "the line showing it where one does, elsewhere the most common step", beside always answering the most common step',
      figures: namedLineFigures(sets, tests, equationCopiedChanged),
    },
  ];
}
