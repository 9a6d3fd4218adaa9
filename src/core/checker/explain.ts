// The checker's words: a one-line headline and the short explanation (the paper's "checker
// explanation"). Both are made here from the same facts, so they cannot disagree about the
// final answer (a trace without one is never "wrong" in one and "missing" in the other), and
// neither says anything about a question the checker could not judge: an unreadable line or
// an unusable step 0 leaves the final answer unjudged, and the words say so instead.
import type { CheckResult } from './types.ts';

type Explained = Omit<CheckResult, 'explanation'>;

type FinalOutcome = 'correct' | 'wrong' | 'none' | 'unjudged';

function finalOutcome(r: Explained): FinalOutcome {
  if (!r.claims.q1) return 'unjudged';
  if (!r.final) return 'none';
  return r.q1 ? 'correct' : 'wrong';
}

/**
 * Shifts "step N" mentions by `start`, so a reason reads in the user's numbering when the
 * trace counts its lines from one. Indices stay 0-based everywhere else (Q3, files).
 */
export function renumber(text: string, start: number): string {
  return start === 0 ? text : text.replace(/\b([Ss]teps?) (\d+)\b/g, (_m, word: string, n: string) => `${word} ${Number(n) + start}`);
}

const stepName = (index: number, start: number) => `Step ${index + start}`;

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

/** One sentence: is every step valid, where is the first invalid one, is the final answer right. */
export function headline(r: Explained, start = 0): string {
  const final = finalClause(r);
  if (!r.claims.q2) {
    const line = r.steps[r.unreadable[0]!]!.line;
    return `${stepName(r.unreadable[0]!, start)}${line !== undefined ? ` (line ${line})` : ''} could not be read; ${final}.`;
  }
  return r.q2 ? `All ${r.steps.length} steps are valid; ${final}.` : `${stepName(r.q3, start)} is the first invalid step; ${final}.`;
}

/** The explanation; with `start` = 1 its step numbers are those of a trace numbered from one. */
export function explain(r: Explained, start = 0): string {
  const parts: string[] = [];
  if (!r.claims.q2) {
    const k = r.unreadable[0]!;
    const step = r.steps[k]!;
    const where = step.line !== undefined ? ` (line ${step.line})` : '';
    parts.push(`${stepName(k, start)}${where} could not be read (${step.reason}), so whether every step is valid is not judged.`);
    if (k > 0) parts.push(k === 1 ? `${stepName(0, start)} was read.` : `The ${k} steps before it are valid.`);
  } else if (r.q2) {
    parts.push(`All ${r.steps.length} steps are valid.`);
  } else {
    const first = r.steps[r.q3]!;
    parts.push(`${stepName(r.q3, start)} is the first invalid step: ${renumber(first.reason, start)}.`);
    const more = r.steps.filter((s) => !s.valid).length - 1;
    if (more > 0) parts.push(`${more} later step${more > 1 ? 's are' : ' is'} invalid too.`);
  }
  const discharged = r.obligations.filter((o) => o.discharged !== null);
  if (r.q2 && discharged.length) {
    const x = r.vars[0] ?? 'x';
    parts.push(`Extra candidate${discharged.length > 1 ? 's' : ''} ${discharged.map((o) => `${x} = ${o.candidate}`).join(', ')} from candidate-generating steps ${discharged.length > 1 ? 'were' : 'was'} checked against the original equation and discarded.`);
  }
  parts.push(r.finalSentence ?? `The final answer is not judged: ${r.unjudged ?? 'the checker could not read it'}.`);
  return parts.join(' ');
}
