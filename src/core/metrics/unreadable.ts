// A run whose answers mostly could not be read is not a finding about the model's
// judgement: every unreadable answer counts as wrong for all three questions (III-B), so
// its tables are zeros that look like results. One rule, here, for every place a run is
// shown (the Run view, Results, compare, the CLI's summaries, the HTML report): above
// UNREADABLE_SHARE of the answers unreadable, the run carries a warning that says how
// many, with the most common raw answer, so a reader sees what the model said instead.
import type { Attempt } from '../run/types.ts';

/** More than this share of the answers unreadable: the run is flagged. */
export const UNREADABLE_SHARE = 0.2;
/** How much of the most common raw answer is shown (whitespace runs collapsed). */
export const RAW_PREVIEW_CHARS = 160;

/** Counts behind the rule, kept so a live run can add (and a redo remove) one answer at a time. */
export interface UnreadableTally {
  answers: number;
  unreadable: number;
  /** How often each unreadable raw answer (trimmed) came back. */
  raw: Map<string, number>;
}

export interface UnreadableAnswers {
  /** Answers (attempts) with a reply, over the scored samples. */
  answers: number;
  unreadable: number;
  /** unreadable / answers; null with no answer. */
  rate: number | null;
  /** The rate is above UNREADABLE_SHARE: every view shows `message`. */
  flagged: boolean;
  /** The unreadable answer given most often (ties: the first in code-unit order, so the order answers came in never matters); null when none was unreadable. */
  most_common: { preview: string; truncated: boolean; count: number } | null;
  /** "12 of 12 answers could not be read as the JSON the prompt asks for"; null unless flagged. */
  message: string | null;
}

type Answer = Pick<Attempt, 'text' | 'parsed'>;

export function emptyTally(): UnreadableTally {
  return { answers: 0, unreadable: 0, raw: new Map() };
}

/** Adds (sign 1) or takes back (sign -1, a redone sample's old record) one answer. */
export function countAnswer(tally: UnreadableTally, answer: Answer, sign: 1 | -1 = 1): void {
  tally.answers += sign;
  if (answer.parsed.ok) return;
  tally.unreadable += sign;
  const key = answer.text.trim();
  const count = (tally.raw.get(key) ?? 0) + sign;
  if (count > 0) tally.raw.set(key, count);
  else tally.raw.delete(key);
}

export function tallyAnswers(answers: Iterable<Answer>): UnreadableTally {
  const tally = emptyTally();
  for (const a of answers) countAnswer(tally, a);
  return tally;
}

/** Whitespace runs as one space, cut at RAW_PREVIEW_CHARS: one line that reads as text anywhere. */
function preview(raw: string): { preview: string; truncated: boolean } {
  const flat = raw.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= RAW_PREVIEW_CHARS) return { preview: flat, truncated: false };
  return { preview: `${chars.slice(0, RAW_PREVIEW_CHARS).join('')}…`, truncated: true };
}

/** The rule: how many answers could not be read, whether that flags the run, and what was said most. */
export function unreadableAnswers(tally: UnreadableTally): UnreadableAnswers {
  const { answers, unreadable } = tally;
  const rate = answers > 0 ? unreadable / answers : null;
  const flagged = rate !== null && rate > UNREADABLE_SHARE;
  let best: [string, number] | null = null;
  for (const entry of tally.raw) {
    if (best === null || entry[1] > best[1] || (entry[1] === best[1] && entry[0] < best[0])) best = entry;
  }
  return {
    answers,
    unreadable,
    rate,
    flagged,
    most_common: best ? { ...preview(best[0]), count: best[1] } : null,
    message: flagged ? `${unreadable} of ${answers} answer${answers === 1 ? '' : 's'} could not be read as the JSON the prompt asks for` : null,
  };
}

/** What to try, said wherever the warning is. */
export const UNREADABLE_HINT =
  'each unreadable answer counts as wrong for Q1, Q2 and Q3, so these numbers measure the answer format, not the judgement. ' +
  'Read the raw answers: a model that is cut off needs a larger max tokens; one that answers in prose may need the reasoning-first template (stepbench-v1-think) or JSON-schema constrained decoding.';

/** The most common unreadable answer in words, for text output: `said 12 times: "I think …"`. */
export function mostCommonWords(u: UnreadableAnswers): string | null {
  const m = u.most_common;
  if (!m) return null;
  const said = m.preview === '' ? 'an empty answer' : `"${m.preview}"`;
  return `the most common answer (${m.count} of ${u.unreadable}): ${said}`;
}
