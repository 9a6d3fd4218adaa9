// The checker's words: a one-line headline and the short explanation (the paper's "checker
// explanation"). Both are made here from the same facts, so they cannot disagree about the
// final answer (a trace without one is never "wrong" in one and "missing" in the other).
import type { CheckResult } from './types.ts';

type Explained = Omit<CheckResult, 'explanation'>;

type FinalOutcome = 'correct' | 'wrong' | 'none';

function finalOutcome(r: Explained): FinalOutcome {
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

/** One sentence: is every step valid, where is the first invalid one, is the final answer right. */
export function headline(r: Explained, start = 0): string {
  const outcome = finalOutcome(r);
  const final = outcome === 'none' ? 'there is no final answer' : `the final answer is ${outcome}`;
  return r.q2 ? `All ${r.steps.length} steps are valid; ${final}.` : `${stepName(r.q3, start)} is the first invalid step; ${final}.`;
}

/** The explanation; with `start` = 1 its step numbers are those of a trace numbered from one. */
export function explain(r: Explained, start = 0): string {
  const parts: string[] = [];
  if (r.q2) {
    parts.push(`All ${r.steps.length} steps are valid.`);
  } else {
    const first = r.steps[r.q3]!;
    parts.push(`${stepName(r.q3, start)} is the first invalid step: ${renumber(first.reason, start)}.`);
    const more = r.steps.filter((s) => !s.valid).length - 1;
    if (more > 0) parts.push(`${more} later step${more > 1 ? 's are' : ' is'} invalid too.`);
  }
  const discharged = r.obligations.filter((o) => o.discharged !== null);
  if (r.q2 && discharged.length) {
    parts.push(`Extra candidate${discharged.length > 1 ? 's' : ''} ${discharged.map((o) => `x = ${o.candidate}`).join(', ')} from candidate-generating steps ${discharged.length > 1 ? 'were' : 'was'} checked against the original equation and discarded.`);
  }
  const outcome = finalOutcome(r);
  const shown = (r.final ?? []).map((v) => `x = ${v}`).join(' or ');
  if (outcome === 'none') parts.push('There is no final answer.');
  else parts.push(outcome === 'correct' ? `The final answer ${shown} satisfies the original equation.` : `The final answer ${shown} does not satisfy the original equation.`);
  return parts.join(' ');
}
