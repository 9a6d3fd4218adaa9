// The surface probe — this benchmark's hypothesis-only baseline. A classifier that never does
// any mathematics, trained on the train samples' surface features (surface-features.ts: line
// and token counts, verdict order, number sizes, the last line's form, trigrams of the last two
// lines — never the equation, the solution or any label but the one it learns), then scored on a
// test set. What it gets right beyond the majority answer is what a verifier could get from the
// form of the traces instead of their mathematics.
//
//   Q1, Q2: logistic regression on trace-level features, answer = score > 0.
//   Q3:     a conditional logit over the steps 1..n-1 of an erroneous trace picks the step that
//           holds the first error (trained on the erroneous train samples); the probe's Q3 is -1
//           when its Q2 says "valid", else that step. `q3_erroneous` scores the step it picks on
//           the erroneous test samples alone: how well the form locates an error known to exist.
import type { Sample } from '../dataset/types.ts';
import type { SparseRows, TraceSurface } from './surface-features.ts';
import { featureName, stepFeatures, traceFeatures, traceSurface } from './surface-features.ts';
import { choose, score, trainBinary, trainChoice } from './logistic.ts';
import { mode } from './mode.ts';
import { wilson, type Interval } from '../metrics/wilson.ts';
import { mcnemarExact } from '../metrics/mcnemar.ts';
import { pValue } from '../report/format.ts';
import { groupByErrorKind } from '../dataset/by-error-kind.ts';
import { namedLines } from './slip-cues.ts';
import { shownByCues } from './known-cues.ts';
import { fitLayout, MAX_LAYOUT_FIT, sampleById } from './layout.ts';

export interface ProbeQuery {
  /** The probe's accuracy on the test set. */
  accuracy: number | null;
  /** The accuracy of always giving the test set's most common answer (ties to the smaller value). */
  majority: number | null;
}

export interface StrongFeature {
  /** The feature in words. */
  feature: string;
  /** Which answer it pushes toward: "correct"/"wrong" (Q1), "valid"/"invalid" (Q2), "blamed"/"not blamed" (Q3: the step). */
  toward: string;
  /** Its weight times its standard deviation in train (comparable across features), 3 decimals. */
  weight: number;
}

export interface SetProbe {
  /** Train samples of this set the probe was fitted on (erroneous ones for Q3). */
  train_samples: number;
  train_erroneous: number;
  q1: ProbeQuery;
  q2: ProbeQuery;
  q3: ProbeQuery;
  /** On the erroneous test samples: the step the probe blames, against always the most common index. */
  q3_erroneous: { accuracy: number | null; always_most_common: number | null };
  strongest: { q1: StrongFeature[]; q2: StrongFeature[]; q3: StrongFeature[] };
  /**
   * Audit 6: where the probe places each injected error kind, by trace type (absent in older
   * manifests). A kind the form locates well is one whose per-kind localisation results a
   * verifier could reach by reading forms; a study by error kind should read these beside it.
   */
  by_kind?: KindPlacement[];
  /**
   * Audit 8: the step the probe blames on the erroneous test samples where no cue names the error's
   * line (`namedErrorLine`: no error a reader sees by checking its own line's symbols), against
   * always the most common index among them. What the probe places there is form beyond the
   * errors themselves: places, reverts, counts. Audit 13 adds `layout`: on the same samples, Q3
   * answered by the first-error index most common for the sample's family and number of lines
   * (layout.ts, fitted on train's erroneous samples no cue names a line in), what knowing where each
   * family's lines that work numbers out sit gives; absent from older audits. Audit 14 adds
   * `layout_p`: the exact McNemar p of the probe against the lookup on those same samples (the
   * samples only one of them places), since on a few dozen samples a gap of a few points is as
   * often chance as form; null where no sample is left, absent from older audits.
   */
  q3_unnamed?: { erroneous: number; accuracy: number | null; always_most_common: number | null; layout?: number | null; layout_p?: number | null };
  /**
   * Audit 16: the probe's Q1 and Q2 on the test samples where no named cue shows (known-cues.ts,
   * shownByCues: the samples a reader of the named cues calls valid), each beside the answer most
   * common among those same samples and the exact McNemar p of the probe against it (the samples
   * only one of them answers right). It is q3_unnamed's reading for Q1 and Q2: the probe's Q1 or Q2
   * over the majority answer of its whole set is form the audit names where it is no higher than
   * this majority here, and form the audit does not name where it is higher with a small p. Absent
   * from older audits.
   */
  q12_unshown?: { samples: number; q1: UnshownQuery; q2: UnshownQuery };
}

/** Audit 16: one query of SetProbe.q12_unshown. */
export interface UnshownQuery {
  /** The probe's accuracy on the samples no named cue shows in. */
  accuracy: number | null;
  /** Always the answer most common among those samples (ties to false). */
  majority: number | null;
  /** Exact McNemar p of the probe against that answer there; null where no sample is left. */
  majority_p: number | null;
}

export interface KindPlacement {
  /** The injected error's kind (`error.kind`). */
  kind: string;
  trace_type: 'T2' | 'T3';
  /** Erroneous test samples of this kind and trace type. */
  samples: number;
  /** The probe's Q3 model blames the step of the first error. */
  placed: number | null;
  /** Always blaming the set's most common first-error index, on the same samples. */
  always_most_common: number | null;
}

const STRONGEST = 5;

const share = (hits: number, n: number): number | null => (n ? hits / n : null);

function majorityShare(values: readonly (number | boolean)[]): number | null {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(Number(v), (counts.get(Number(v)) ?? 0) + 1);
  let best = 0;
  for (const c of counts.values()) if (c > best) best = c;
  return share(best, values.length);
}

/** How often each feature id occurs among the rows (for standardising weights). */
function frequencies(rows: SparseRows, nRows: number): Float64Array {
  const f = new Float64Array(rows.dim);
  for (let k = 0; k < rows.starts[nRows]!; k++) f[rows.ids[k]!]!++;
  for (let j = 0; j < f.length; j++) f[j]! /= nRows || 1;
  return f;
}

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/**
 * The erroneous test samples grouped by (error kind, trace type): how often the blamed step is the
 * first error, beside always the set's most common index. Largest groups first, then by name, so
 * the order is stable. Samples without an injected error (none are erroneous in generated data)
 * are left out rather than guessed at.
 */
export function placementByKind(test: readonly Sample[], blamed: readonly number[]): KindPlacement[] {
  const wrong = test.map((s, r) => [s, r] as const).filter(([s]) => !s.gold.q2);
  const top = mode(wrong.map(([s]) => s.gold.q3));
  return groupByErrorKind(wrong, ([s]) => s).map(({ kind, trace_type, items }) => ({
    kind,
    trace_type,
    samples: items.length,
    placed: share(items.filter(([s, r]) => blamed[r] === s.gold.q3).length, items.length),
    always_most_common: share(items.filter(([s]) => s.gold.q3 === top).length, items.length),
  }));
}

function strongest(w: Float64Array, freq: Float64Array, layout: 'trace' | 'step', names: readonly (readonly string[])[], surfaces: readonly TraceSurface[], up: string, down: string): StrongFeature[] {
  const scored: { j: number; s: number }[] = [];
  for (let j = 0; j < w.length; j++) {
    const p = freq[j]!;
    if (p <= 0 || p >= 1 || w[j] === 0) continue;
    scored.push({ j, s: w[j]! * Math.sqrt(p * (1 - p)) });
  }
  scored.sort((a, b) => Math.abs(b.s) - Math.abs(a.s) || a.j - b.j);
  return scored.slice(0, STRONGEST).map(({ j, s }) => ({ feature: featureName(layout, j, names, surfaces), toward: s > 0 ? up : down, weight: round3(s) }));
}

/** Train samples beyond this many (per set) are thinned to every k-th, so the probe's cost stays bounded. */
export const MAX_TRAIN = 9_000;

function thin<T>(xs: readonly T[], max: number): readonly T[] {
  if (xs.length <= max) return xs;
  const step = xs.length / max;
  const out: T[] = [];
  for (let i = 0; i < max; i++) out.push(xs[Math.floor(i * step)]!);
  return out;
}

/** The probe's answers for each test sample (exported for the tests and for breakdowns by cell). */
export interface ProbeAnswers {
  q1: boolean[];
  q2: boolean[];
  q3: number[];
  /** The step blamed by the Q3 model whatever Q2 says (-1 for a trace of one line). */
  blamed: number[];
}

/** An erroneous sample whose first error is a step after the problem, so the Q3 model can place it: what that model and the layout lookup are fitted on (audit.ts counts every sample with q2 false as erroneous). */
const hasPlaceableError = (s: Sample): boolean => !s.gold.q2 && s.gold.q3 >= 1 && s.gold.q3 < s.steps.length;

/** The probe fitted on `train` (samples of the same set) and scored on `test`. */
export function probeSet(test: readonly Sample[], trainAll: readonly Sample[], answers?: ProbeAnswers): SetProbe {
  const train = thin(trainAll, MAX_TRAIN);
  const trainSteps = train.map((s) => s.steps);
  const testSteps = test.map((s) => s.steps);
  const trainSurf: TraceSurface[] = trainSteps.map(traceSurface);
  const testSurf: TraceSurface[] = testSteps.map(traceSurface);
  const xTrain = traceFeatures(trainSteps, trainSurf);
  const xTest = traceFeatures(testSteps, testSurf);
  const fit = (label: (s: Sample) => boolean) => trainBinary(xTrain, Uint8Array.from(train, (s) => (label(s) ? 1 : 0)));
  const m1 = fit((s) => s.gold.q1);
  const m2 = fit((s) => s.gold.q2);
  const p1 = test.map((_, r) => score(m1, xTest, r) > 0);
  const p2 = test.map((_, r) => score(m2, xTest, r) > 0);

  // Q3: where is the first error, among steps 1..n-1 of an erroneous trace.
  const wrongIdx = train.map((s, i) => (hasPlaceableError(s) ? i : -1)).filter((i) => i >= 0);
  const wrongTrain = wrongIdx.map((i) => train[i]!);
  const st = stepFeatures(wrongTrain.map((s) => s.steps), wrongIdx.map((i) => trainSurf[i]!));
  const w3 = trainChoice(st.rows, st.groups, Int32Array.from(wrongTrain, (s) => s.gold.q3 - 1), Int32Array.from(wrongTrain, (_, q) => q));
  const sTest = stepFeatures(testSteps, testSurf);
  const blamed = test.map((_, q) => {
    const c = choose(w3, sTest.rows, sTest.groups, q);
    return c < 0 ? -1 : c + 1;
  });
  const p3 = test.map((_, r) => (p2[r] ? -1 : blamed[r]!));

  if (answers) Object.assign(answers, { q1: p1, q2: p2, q3: p3, blamed });
  const wrongTest = test.map((s, r) => [s, r] as const).filter(([s]) => !s.gold.q2);
  const hits = (f: (s: Sample, r: number) => boolean) => test.reduce((k, s, r) => k + (f(s, r) ? 1 : 0), 0);
  const names = trainSteps;
  // One count of the train rows' features serves Q1 and Q2: they share the rows.
  const traceFreq = frequencies(xTrain, train.length);
  return {
    train_samples: train.length,
    train_erroneous: wrongTrain.length,
    q1: { accuracy: share(hits((s, r) => p1[r] === s.gold.q1), test.length), majority: majorityShare(test.map((s) => s.gold.q1)) },
    q2: { accuracy: share(hits((s, r) => p2[r] === s.gold.q2), test.length), majority: majorityShare(test.map((s) => s.gold.q2)) },
    q3: { accuracy: share(hits((s, r) => p3[r] === s.gold.q3), test.length), majority: majorityShare(test.map((s) => s.gold.q3)) },
    q3_erroneous: {
      accuracy: share(wrongTest.filter(([s, r]) => blamed[r] === s.gold.q3).length, wrongTest.length),
      always_most_common: majorityShare(wrongTest.map(([s]) => s.gold.q3)),
    },
    strongest: {
      q1: strongest(m1.weights, traceFreq, 'trace', names, trainSurf, 'correct', 'wrong'),
      q2: strongest(m2.weights, traceFreq, 'trace', names, trainSurf, 'valid', 'invalid'),
      q3: strongest(w3, frequencies(st.rows, st.groups[wrongTrain.length]!), 'step', wrongTrain.map((s) => s.steps), wrongIdx.map((i) => trainSurf[i]!), 'blamed', 'not blamed'),
    },
    by_kind: placementByKind(test, blamed),
    q3_unnamed: unnamedPlacement(wrongTest, blamed, namedLines(test), fitLayout(sampleById(trainAll.filter(hasPlaceableError), MAX_LAYOUT_FIT))),
    q12_unshown: unshownAnswers(test, p1, p2, shownByCues(test)),
  };
}

/** Audit 16: the probe's Q1 and Q2 where no named cue shows, each beside the answer most common there. */
export function unshownAnswers(test: readonly Sample[], p1: readonly boolean[], p2: readonly boolean[], shown: readonly boolean[]): NonNullable<SetProbe['q12_unshown']> {
  const rest = test.map((s, r) => [s, r] as const).filter(([, r]) => !shown[r]);
  const query = (gold: (s: Sample) => boolean, said: readonly boolean[]): UnshownQuery => {
    const common = mode(rest.map(([s]) => gold(s)));
    const probeRight = rest.map(([s, r]) => said[r] === gold(s));
    const commonRight = rest.map(([s]) => gold(s) === common);
    return {
      accuracy: share(probeRight.filter(Boolean).length, rest.length),
      majority: share(commonRight.filter(Boolean).length, rest.length),
      majority_p: rest.length ? pairedP(probeRight, commonRight) : null,
    };
  };
  return { samples: rest.length, q1: query((s) => s.gold.q1, p1), q2: query((s) => s.gold.q2, p2) };
}

/** Audit 16's p of the probe against the majority answer where no cue shows, as printed ("—" for an older audit's or no samples). */
export function unshownPText(q: UnshownQuery | undefined): string {
  return q?.majority_p === undefined || q.majority_p === null ? '—' : pValue(q.majority_p);
}

/** Both of audit 16's p's as printed, "Q1 / Q2" ("—" for an older audit's). */
export function unshownPsText(u: SetProbe['q12_unshown']): string {
  return u ? `${unshownPText(u.q1)} / ${unshownPText(u.q2)}` : '—';
}

/** Audit 8: the probe's Q3 on the erroneous samples no line-naming cue shows in; audit 13: the layout lookup's beside it. */
function unnamedPlacement(wrongTest: readonly (readonly [Sample, number])[], blamed: readonly number[], named: readonly number[], layout: (s: Sample) => number | null): NonNullable<SetProbe['q3_unnamed']> {
  const rest = wrongTest.filter(([, r]) => named[r]! < 0);
  const probeRight = rest.map(([s, r]) => blamed[r] === s.gold.q3);
  const layoutRight = rest.map(([s]) => layout(s) === s.gold.q3);
  return {
    erroneous: rest.length,
    accuracy: share(probeRight.filter(Boolean).length, rest.length),
    always_most_common: majorityShare(rest.map(([s]) => s.gold.q3)),
    layout: share(layoutRight.filter(Boolean).length, rest.length),
    layout_p: rest.length ? pairedP(probeRight, layoutRight) : null,
  };
}

/** The exact McNemar p of two answerers right or wrong on the same samples (the samples only one of them gets right). */
export function pairedP(aRight: readonly boolean[], bRight: readonly boolean[]): number {
  const only = (x: readonly boolean[], y: readonly boolean[]) => x.filter((v, i) => v && !y[i]).length;
  return mcnemarExact(only(aRight, bRight), only(bRight, aRight));
}

/** An audit figure (a share) as every reader of the audit prints it, one decimal: 0.4375 → "43.8%"; — for none. */
export const auditPct = (v: number | null | undefined): string => (v === null || v === undefined ? '—' : `${(100 * v).toFixed(1)}%`);
const pct = auditPct;

/** Audit 8's q3_unnamed as `stepbench audit` and the Dataset view print it: "samples: probe (most common index; layout lookup)", — for none or an older audit's part. */
export function unnamedText(u: SetProbe['q3_unnamed']): string {
  return u ? `${u.erroneous}: ${pct(u.accuracy)} (${pct(u.always_most_common)}; ${pct(u.layout)})` : '—';
}

/** Audit 16's q12_unshown as both print it: "samples: Q1 probe (majority there) / Q2 probe (majority there)". */
export function unshownText(u: SetProbe['q12_unshown']): string {
  return u ? `${u.samples}: ${pct(u.q1.accuracy)} (${pct(u.q1.majority)}) / ${pct(u.q2.accuracy)} (${pct(u.q2.majority)})` : '—';
}

/** Audit 14's p of the probe against the layout lookup, as the CLI and the Dataset view print it ("—" for an older audit's or no samples). */
export function layoutPText(u: SetProbe['q3_unnamed']): string {
  const p = u?.layout_p;
  return p === undefined || p === null ? '—' : pValue(p);
}

/** The probe's answers for one test sample. */
export interface ProbeAnswer {
  q1: boolean;
  q2: boolean;
  /** -1 when its Q2 says valid, else the step it blames. */
  q3: number;
  /** The step it blames whatever its Q2 says: its answer when told that the trace holds an error. */
  blamed: number;
}

/**
 * The probe's answers for each test sample, by id, fitted per set on that set's train samples as
 * the audit fits it. A set without train samples gets no answers (there is nothing to fit).
 */
export function probeAnswersById(tests: readonly Sample[], train: readonly Sample[]): Map<string, ProbeAnswer> {
  const out = new Map<string, ProbeAnswer>();
  for (const set of ['canonical', 'perturbed'] as const) {
    const test = tests.filter((s) => s.set === set);
    const fit = train.filter((s) => s.set === set);
    if (test.length === 0 || fit.length === 0) continue;
    const a: ProbeAnswers = { q1: [], q2: [], q3: [], blamed: [] };
    probeSet(test, fit, a);
    test.forEach((s, r) => out.set(s.id, { q1: a.q1[r]!, q2: a.q2[r]!, q3: a.q3[r]!, blamed: a.blamed[r]! }));
  }
  return out;
}

/**
 * The bars of issue 15: a surface probe that beats the majority answer by more than 5 points on
 * Q1 or Q2, or locates more than 30 % of the errors, has found something in the form of the
 * traces.
 */
export const PROBE_BARS = { overMajority: 0.05, q3Erroneous: 0.3 } as const;

type Bar = 'Q1' | 'Q2' | 'Q3';
const BAR_MISSED: Record<Bar, string> = { Q1: 'Q1 over majority + 5 points', Q2: 'Q2 over majority + 5 points', Q3: 'Q3 on erroneous over 30%' };

/** The bars a set's probe misses, in the order Q1, Q2, Q3. */
function barsMissed(p: SetProbe): Bar[] {
  const over = (q: ProbeQuery) => q.accuracy !== null && q.majority !== null && q.accuracy > q.majority + PROBE_BARS.overMajority;
  const q3 = p.q3_erroneous.accuracy !== null && p.q3_erroneous.accuracy > PROBE_BARS.q3Erroneous;
  return (['Q1', 'Q2', 'Q3'] as const).filter((b) => (b === 'Q1' ? over(p.q1) : b === 'Q2' ? over(p.q2) : q3));
}

/** What a set's probe missed, in words (empty: every bar met). */
export function probeBarsMissed(p: SetProbe): string[] {
  return barsMissed(p).map((b) => BAR_MISSED[b]);
}

/** Where one missed bar's lead comes from (probeMissSources). */
export interface MissSource {
  bar: Bar;
  /**
   * true: on the samples no named cue reaches the probe is not over the answer a reader without
   * form gives there (or only by a gap chance explains, p ≥ 0.05), so its lead over the bar is on
   * the samples the named cues reach; false: it is over it with p < 0.05, a lead beyond them; null:
   * the audit holds no such figure (an audit older than 13 for Q3, 16 for Q1 and Q2) or no sample.
   */
  named: boolean | null;
  /** The reading in words, with its figures, to follow "Q1 missed " ("within what the named cues reach (…)"). */
  text: string;
}

/**
 * Issue 15's second bar, read per missed bar: a bar the probe misses only through named cues (each
 * with its figure and why) is a miss the audit accounts for; one it misses beyond them is form
 * nobody has named. Q1 and Q2 are read on the samples where no named cue shows (audit 16), beside
 * the answer most common there; Q3 on the erroneous samples where no cue names the error's line
 * (audit 8), beside the layout lookup (audit 13), since an error's line there is where its family's
 * path puts it. Stricter than the bar itself: any lead with p < 0.05 counts as unnamed, not only
 * one of more than 5 points.
 */
export function probeMissSources(p: SetProbe): MissSource[] {
  const missed = barsMissed(p);
  const out: MissSource[] = [];
  const read = (bar: Bar, where: string, n: number | undefined, probe: number | null | undefined, base: number | null | undefined, baseName: string, pv: number | null | undefined, reach: string): MissSource => {
    if (probe === undefined || base === undefined || pv === undefined) return { bar, named: null, text: `not read: this audit version holds no figure ${where}` };
    if (probe === null || base === null || pv === null) return { bar, named: null, text: `not read: no sample is left ${where}` };
    // The count too: on a few dozen samples a gap of several points is within chance, and the reader should see that.
    const figures = `${n ?? '?'} samples ${where}: the probe ${pct(probe)} against ${baseName} ${pct(base)}, p ${pValue(pv)}`;
    return probe > base && pv < 0.05 ? { bar, named: false, text: `beyond what ${reach} reach (${figures})` } : { bar, named: true, text: `within what ${reach} reach (${figures})` };
  };
  const unshown = p.q12_unshown;
  for (const q of ['q1', 'q2'] as const) {
    const bar = q === 'q1' ? 'Q1' : 'Q2';
    if (!missed.includes(bar)) continue;
    const u = unshown?.[q];
    out.push(read(bar, 'where no named cue shows', unshown?.samples, u?.accuracy, u?.majority, 'the answer most common there', u?.majority_p, 'the named cues'));
  }
  if (missed.includes('Q3')) {
    const u = p.q3_unnamed;
    out.push(read('Q3', "where no cue names the error's line", u?.erroneous, u?.accuracy, u?.layout, 'the layout lookup', u?.layout_p, 'the named cues and the layout'));
  }
  return out;
}

/** One missed bar's reading as `stepbench audit` and the Dataset view print it: "Q3 missed within what … reach (…)". */
export const missSourceText = (m: MissSource): string => `${m.bar} missed ${m.text}`;

/**
 * The Wilson 95% interval of the probe's Q3 on the erroneous samples of a set (n of them). The bar
 * is a point, but a test set is a sample: the interval says how far another seed may land (about
 * ±3.4 points at 720), so a bar met or missed by less is within noise.
 */
export function probeQ3Interval(p: SetProbe, erroneous: number): Interval | null {
  const a = p.q3_erroneous.accuracy;
  return a === null ? null : wilson(Math.round(a * erroneous), erroneous);
}
