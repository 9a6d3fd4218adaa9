// The checker's words: a one-line headline and the short explanation (the paper's "checker
// explanation"). Both are made here from the same facts, so they cannot disagree about the
// final answer (a trace without one is never "wrong" in one and "missing" in the other).
import { NO_NUMBERING, stepInSentence, type Numbering } from '../trace/index.ts';
import type { CheckResult } from './types.ts';

type Explained = Omit<CheckResult, 'explanation'>;

type FinalOutcome = 'correct' | 'wrong' | 'none';

function finalOutcome(r: Explained): FinalOutcome {
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

/** One sentence: is every step valid, where is the first invalid one, is the final answer right. */
export function headline(r: Explained, numbering: Numbering = NO_NUMBERING): string {
  const outcome = finalOutcome(r);
  const final = outcome === 'none' ? 'there is no final answer' : `the final answer is ${outcome}`;
  return r.q2 ? `All ${r.steps.length} steps are valid; ${final}.` : `${stepName(r.q3, numbering)} is the first invalid step; ${final}.`;
}

/** The explanation, its steps named in the trace's own numbering. */
export function explain(r: Explained, numbering: Numbering = NO_NUMBERING): string {
  const parts: string[] = [];
  if (r.q2) {
    parts.push(`All ${r.steps.length} steps are valid.`);
  } else {
    const first = r.steps[r.q3]!;
    parts.push(`${stepName(r.q3, numbering)} is the first invalid step: ${renumber(first.reason, numbering)}.`);
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
