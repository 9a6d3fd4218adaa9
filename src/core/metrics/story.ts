// The paper's finding told with one run's numbers (the #/demo view): false rejection of
// valid canonical vs valid perturbed traces, Q3 accuracy on both sets, the flip rate on
// pairs, and three traces the model got wrong, chosen deterministically so the same run
// always tells the same story.
import { canonicalIndex, canonicalSibling } from '../dataset/siblings.ts';
import type { Gold, InjectedError, Sample, SetName } from '../dataset/types.ts';
import type { SampleRecord } from '../run/types.ts';
import type { FlipRates } from './flips.ts';
import type { Rate } from './rate.ts';
import { scoredRows, type Row } from './rows.ts';
import type { RunMetrics } from './tables.ts';

/** What the story needs of a sample: the metrics' fields plus what is shown of a trace. */
export type StorySample = Pick<Sample, 'id' | 'set' | 'trace_type' | 'family' | 'pair' | 'steps' | 'gold' | 'error' | 'explanation'>;

/**
 * Why an example was picked: a valid trace the model rejected, an error the model saw but
 * put at the wrong step, an invalid trace the model accepted, or any other miss.
 */
export const EXAMPLE_KINDS = ['valid-rejected', 'wrong-step', 'error-accepted', 'other'] as const;
export type ExampleKind = (typeof EXAMPLE_KINDS)[number];

export interface StoryExample {
  kind: ExampleKind;
  sample_id: string;
  set: SetName;
  trace_type: Sample['trace_type'];
  family: Sample['family'];
  steps: string[];
  gold: Gold;
  error: InjectedError | null;
  /** The checker's one-paragraph explanation of the trace. */
  explanation: string;
  /** The model's (voted) answer; null fields when it gave none that parsed. */
  answer: { q1: boolean | null; q2: boolean | null; q3: number | null };
  /** The first attempt's raw text, cut to RAW_LIMIT characters (text only, never HTML). */
  raw: string;
  /** The whole raw text's length in characters (the story shows only its start). */
  raw_length: number;
  parse_error: string | null;
  /**
   * For a perturbed trace the model rejected: its canonical sibling (the same equation and
   * trace type solved the textbook way), with the model's answer on it when the run has one.
   */
  sibling: StorySibling | null;
}

export interface StorySibling {
  sample_id: string;
  steps: string[];
  gold: Gold;
  /** null when the run did not score the sibling. */
  answer: { q1: boolean | null; q2: boolean | null; q3: number | null } | null;
}

export interface Story {
  /** Scored samples. */
  samples: number;
  engine_errors: number;
  /** 1 − Acc(Q2) on T1, per set; null when the run has no T1 sample of that set. */
  false_rejection: { canonical: Rate | null; perturbed: Rate | null };
  /** Q3 accuracy over the whole set. */
  q3: { canonical: Rate | null; perturbed: Rate | null };
  flips: FlipRates | null;
  /** Up to three, see pickExamples. */
  examples: StoryExample[];
}

export const RAW_LIMIT = 600;
const EXAMPLES = 3;

function kindsOf(r: Row): ExampleKind[] {
  const a = r.answer;
  const g = r.gold;
  const kinds: ExampleKind[] = [];
  if (g.q2 && a.q2 !== true) kinds.push('valid-rejected');
  if (g.q3 >= 0 && a.q2 === false && a.q3 !== null && a.q3 >= 0 && a.q3 !== g.q3) kinds.push('wrong-step');
  if (!g.q2 && a.q2 === true) kinds.push('error-accepted');
  if (!r.correct.q1 || !r.correct.q2 || !r.correct.q3) kinds.push('other');
  return kinds;
}

/**
 * Most telling first: a perturbed trace (the paper's point), an answer that parsed (a parse
 * error shows no judgement), a T3 among accepted errors (right answer, wrong steps), a short
 * trace (readable on a projector); then the sample id, so the choice is deterministic.
 */
function rank(kind: ExampleKind, r: Row, steps: number): (number | string)[] {
  return [
    r.sample.set === 'perturbed' ? 0 : 1,
    r.answer.q2 === null ? 1 : 0,
    kind === 'error-accepted' && r.sample.trace_type !== 'T3' ? 1 : 0,
    steps,
    r.sample.id,
  ];
}

function compareRanks(a: (number | string)[], b: (number | string)[]): number {
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * One of each telling kind first (round-robin over the kinds), then any other miss. Within a
 * kind the best-ranked trace from a family not shown yet wins, so three picks of one kind
 * show three different detours when the run has them.
 */
export function pickExamples(rows: readonly Row[], samples: ReadonlyMap<string, StorySample>, n = EXAMPLES): { row: Row; kind: ExampleKind }[] {
  const queues = EXAMPLE_KINDS.map((kind) =>
    rows
      .filter((r) => kindsOf(r).includes(kind))
      .map((r) => ({ row: r, kind, key: rank(kind, r, samples.get(r.sample.id)?.steps.length ?? 0) }))
      .sort((a, b) => compareRanks(a.key, b.key)),
  );
  const picked: { row: Row; kind: ExampleKind }[] = [];
  const used = new Set<string>();
  // Detours (set/family) already shown, per kind.
  const shown = new Map<ExampleKind, Set<string>>(EXAMPLE_KINDS.map((k) => [k, new Set()]));
  const detour = (r: Row): string => `${r.sample.set}/${r.sample.family ?? ''}`;
  const take = (q: readonly { row: Row; kind: ExampleKind }[]): boolean => {
    const free = q.filter((x) => !used.has(x.row.sample.id));
    const next = free.find((x) => !shown.get(x.kind)?.has(detour(x.row))) ?? free[0];
    if (!next || picked.length >= n) return false;
    used.add(next.row.sample.id);
    shown.get(next.kind)?.add(detour(next.row));
    picked.push({ row: next.row, kind: next.kind });
    return true;
  };
  const telling = queues.slice(0, -1);
  for (let progress = true; picked.length < n && progress; ) {
    progress = false;
    for (const q of telling) progress = take(q) || progress;
  }
  while (picked.length < n && take(queues.at(-1) ?? [])) {
    // any other miss, until n
  }
  return picked;
}

/** The canonical sibling of a perturbed trace the model rejected (said "not all steps valid"). */
function siblingOf(row: Row, index: ReadonlyMap<string, StorySample>, answers: ReadonlyMap<string, Row>): StorySibling | null {
  if (row.answer.q2 !== false) return null;
  const sibling = canonicalSibling(row.sample, index);
  if (!sibling) return null;
  const scored = answers.get(sibling.id);
  return { sample_id: sibling.id, steps: [...sibling.steps], gold: { ...(scored?.gold ?? sibling.gold) }, answer: scored ? { ...scored.answer } : null };
}

function example(row: Row, kind: ExampleKind, sample: StorySample, sibling: StorySibling | null): StoryExample {
  const first = row.attempts[0];
  return {
    kind,
    sample_id: sample.id,
    set: sample.set,
    trace_type: sample.trace_type,
    family: sample.family,
    steps: [...sample.steps],
    gold: { ...row.gold },
    error: sample.error,
    explanation: sample.explanation,
    answer: { ...row.answer },
    raw: first ? first.text.slice(0, RAW_LIMIT) : '',
    raw_length: first ? first.text.length : 0,
    parse_error: first && !first.parsed.ok ? first.parsed.error.message : null,
    sibling,
  };
}

/** The story of one run; `metrics` must be computeRunMetrics(records, samples). */
export function runStory(metrics: RunMetrics, records: readonly SampleRecord[], samples: readonly StorySample[]): Story {
  const byId = new Map(samples.map((s) => [s.id, s]));
  const { rows } = scoredRows(records, samples);
  const index = canonicalIndex(samples);
  const answers = new Map(rows.map((r) => [r.sample.id, r]));
  const canonical = metrics.sets.canonical;
  const perturbed = metrics.sets.perturbed;
  const t1 = (r: Rate | undefined): Rate | null => (r && r.n > 0 ? r : null);
  return {
    samples: metrics.samples,
    engine_errors: metrics.engine_errors,
    false_rejection: { canonical: t1(canonical?.false_rejection), perturbed: t1(perturbed?.false_rejection) },
    q3: { canonical: t1(canonical?.accuracy.q3.overall), perturbed: t1(perturbed?.accuracy.q3.overall) },
    flips: metrics.flips,
    examples: pickExamples(rows, byId).map(({ row, kind }) => example(row, kind, byId.get(row.sample.id)!, siblingOf(row, index, answers))),
  };
}
