// The checker's words: a one-line headline and the short explanation (the paper's "checker
// explanation"). Both are made here from the same facts, so they cannot disagree about the
// final answer (a trace without one is never "wrong" in one and "missing" in the other), and
// neither says anything about a question the checker could not judge: an unreadable line or
// an unusable step 0 leaves the final answer unjudged, and the words say so instead. Steps are
// named as the trace numbers them (trace/numbering.ts), 0-based "Step i" when it does not.
import { NO_NUMBERING, stepInSentence, type Numbering } from '../trace/index.ts';
import type { CheckResult } from './types.ts';

type Explained = Omit<CheckResult, 'explanation'>;

type FinalOutcome = 'correct' | 'wrong' | 'none' | 'unjudged';

function finalOutcome(r: Explained): FinalOutcome {
  if (!r.claims.q1) return 'unjudged';
  if (!r.final) return 'none';
  return r.q1 ? 'correct' : 'wrong';
}

/**
 * Names the steps a reason mentions ("step 2", 0-based) as the trace numbers them ("step 3)"),
 * so a reason reads in the user's numbering. Indices stay 0-based everywhere else (Q3, files).
 */
export function renumber(text: string, numbering: Numbering): string {
  return numbering.style === 'none' ? text : text.replace(/\b([Ss]teps?) (\d+)\b/g, (_m, word: string, n: string) => `${word} ${stepInSentence(numbering, Number(n)).slice(5)}`);
}

/** "Step 3)" at the start of a sentence (trace/numbering.ts names every step). */
const stepName = (index: number, numbering: Numbering) => `S${stepInSentence(numbering, index).slice(1)}`;

function finalClause(r: Explained): string {
  switch (finalOutcome(r)) {
    case 'unjudged':
      return 'the final answer is not judged';
    case 'none':
      return 'there is no final answer';
    case 'correct':
      return 'the final answer is correct';
    case 'wrong':
      return 'the final answer is wrong';
  }
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Whether step 0 and step 1 share a line: the problem and work on line 1 (chain-line.ts, splitFirstChain). */
export const lineOneShared = (steps: readonly { line?: number }[]): boolean => steps.length > 1 && steps[0]!.line !== undefined && steps[1]!.line === steps[0]!.line;

/** How many steps, said where it is one number: where line 1 holds the problem and work, counted by line or by statement it is two. */
const allSteps = (r: Explained) => (lineOneShared(r.steps) ? 'All steps' : `All ${r.steps.length} steps`);

const lineOf = (r: Explained, index: number) => {
  const line = r.steps[index]?.line;
  return line !== undefined ? ` (line ${line})` : '';
};

/** One sentence: is every step valid, where is the first invalid one, is the final answer right. */
export function headline(r: Explained, numbering: Numbering = NO_NUMBERING): string {
  const final = finalClause(r);
  if (!r.claims.q2 && !r.unreadable.length) return `${capitalise(r.unjudged ?? 'step 0 is not a usable original')}; the steps are not judged, and the final answer is not judged.`;
  if (!r.claims.q2) return `${stepName(r.unreadable[0]!, numbering)}${lineOf(r, r.unreadable[0]!)} could not be read; ${final}.`;
  return r.q2 ? `${allSteps(r)} are valid; ${final}.` : `${stepName(r.q3, numbering)}${r.claims.q3 ? '' : lineOf(r, r.q3)} is the first invalid step; ${final}.`;
}

/** The explanation, its steps named in the trace's own numbering. */
/**
 * Whether a step is wrong for a value never checked (dropped before a check line rejected it, or left
 * unresolved at the end): an unread line before it may be that check, which the step and the count of
 * later invalid steps then allow for (check.ts says "unless step k … checks it").
 */
export function wantsCheck(s: { code: string | null; reason: string }): boolean {
  return s.code === 'dropped_unchecked_candidate' || /unresolved obligation/.test(s.reason);
}

export function explain(r: Explained, numbering: Numbering = NO_NUMBERING): string {
  const parts: string[] = [];
  // Where step 0's reason is given in full first, the final-answer sentence names it short.
  let saidWhy = false;
  if (!r.claims.q2 && !r.unreadable.length) {
    parts.push(`${capitalise(r.unjudged ?? 'step 0 is not a usable original')}.`);
    const after = r.steps.length - 1;
    if (after > 0) parts.push(after === 1 ? 'The step after it is not judged.' : `The ${after} steps after it are not judged.`);
    saidWhy = true;
  } else if (!r.claims.q2) {
    const k = r.unreadable[0]!;
    parts.push(`${stepName(k, numbering)}${lineOf(r, k)} could not be read (${r.steps[k]!.reason}), so whether every step is valid is not judged.`);
    // Only where they are: pasted work with no usable step 0 has steps before it that were never judged.
    if (k > 0 && r.steps.slice(0, k).every((s) => s.valid)) parts.push(k === 1 ? `${stepName(0, numbering)} was read.` : `The ${k} steps before it are valid.`);
  } else if (r.q2) {
    parts.push(`${allSteps(r)} are valid.`);
  } else {
    const first = r.steps[r.q3]!;
    // Its index not claimed (line 1 holds the problem and work: check.ts, withLineOneShared), its line named and why.
    parts.push(`${stepName(r.q3, numbering)}${r.claims.q3 ? '' : lineOf(r, r.q3)} is the first invalid step: ${renumber(first.reason, numbering)}.`);
    if (!r.claims.q3 && r.q3Open) parts.push(`Its index is not claimed: ${r.q3Open}.`);
    saidWhy = r.q3 === 0 && first.code === 'bad_original';
    // Steps after an unusable step 0 are not judged (no_original): never counted as invalid. Nor is
    // a line that could not be read: whether it is valid was never judged (it is named instead).
    // Nor is a step wrong only unless an unread line before it was its check ("drops x = -2 before a check
    // line has rejected it (unless step 5 … checks it)"): that line may well have been (round 20).
    const onlyUnlessUnread = (s: (typeof r.steps)[number]) => wantsCheck(s) && r.unreadable.some((u) => u < s.index);
    // Nor is a step right after an unread line: it was compared with the last line read, and the unread line
    // between may be the one it follows (`x ≤ −4   ← flipped it here`, then `box: x ≤ −4`; round 31). Its own
    // reason names what it was compared with.
    const acrossUnread = (s: (typeof r.steps)[number]) => r.unreadable.includes(s.index - 1);
    const more = r.steps.filter((s) => !s.valid && s.code !== 'no_original' && !r.unreadable.includes(s.index) && !onlyUnlessUnread(s) && !acrossUnread(s)).length - 1;
    if (more > 0) parts.push(`${more} later step${more > 1 ? 's are' : ' is'} invalid too.`);
    const unread = r.unreadable.filter((k) => k > r.q3);
    if (unread.length) {
      const named = unread.map((k) => `${stepName(k, numbering)}${lineOf(r, k)}`);
      const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)!}` : named[0]!;
      parts.push(`${list} could not be read, so ${unread.length > 1 ? 'they are' : 'it is'} not judged.`);
    }
    const unjudged = r.steps.filter((s) => s.code === 'no_original').length;
    if (unjudged > 0) parts.push(`${unjudged === 1 ? 'The step after it is' : `The ${unjudged} steps after it are`} not judged, since there is no usable original to judge ${unjudged === 1 ? 'it' : 'them'} against.`);
  }
  const x = r.vars[0] ?? 'x';
  const undefinedAt = r.obligations.filter((o) => o.discharged !== null && (r.undefinedCandidates ?? []).includes(o.candidate));
  const excluded = r.obligations.filter((o) => o.discharged !== null && r.excludedCandidates.includes(o.candidate) && !undefinedAt.includes(o));
  const discharged = r.obligations.filter((o) => o.discharged !== null && !excluded.includes(o) && !undefinedAt.includes(o));
  if (r.q2 && discharged.length) {
    parts.push(`Extra candidate${discharged.length > 1 ? 's' : ''} ${discharged.map((o) => `${x} = ${o.candidate}`).join(', ')} from candidate-generating steps ${discharged.length > 1 ? 'were' : 'was'} checked against the original equation and discarded.`);
  }
  if (r.q2 && excluded.length) {
    parts.push(`Extra candidate${excluded.length > 1 ? 's' : ''} ${excluded.map((o) => `${x} = ${o.candidate}`).join(', ')} ${excluded.length > 1 ? 'were' : 'was'} excluded by a recorded restriction (a denominator of the original is zero there) and discarded.`);
  }
  if (r.q2 && undefinedAt.length) {
    parts.push(`Extra candidate${undefinedAt.length > 1 ? 's' : ''} ${undefinedAt.map((o) => `${x} = ${o.candidate}`).join(', ')} ${undefinedAt.length > 1 ? 'were' : 'was'} left out, since a denominator of the original is zero there.`);
  }
  const why = saidWhy ? 'step 0 is not a usable original' : r.unjudged ?? 'the checker could not read it';
  parts.push(r.finalSentence ?? `The final answer is not judged: ${why}.`);
  return parts.join(' ');
}
