// The checker's short readable explanation (the paper's "checker explanation").
import type { CheckResult } from './types.ts';

export function explain(r: Omit<CheckResult, 'explanation'>, finalValues: string[] | null): string {
  const parts: string[] = [];
  if (r.q2) {
    parts.push(`All ${r.steps.length} steps are valid.`);
  } else {
    const first = r.steps[r.q3]!;
    parts.push(`Step ${r.q3} is the first invalid step: ${first.reason}.`);
    const more = r.steps.filter((s) => !s.valid).length - 1;
    if (more > 0) parts.push(`${more} later step${more > 1 ? 's are' : ' is'} invalid too.`);
  }
  const discharged = r.obligations.filter((o) => o.discharged !== null);
  if (r.q2 && discharged.length) {
    parts.push(`Extra candidate${discharged.length > 1 ? 's' : ''} ${discharged.map((o) => `x = ${o.candidate}`).join(', ')} from candidate-generating steps ${discharged.length > 1 ? 'were' : 'was'} checked against the original equation and discarded.`);
  }
  if (finalValues) {
    const shown = finalValues.map((v) => `x = ${v}`).join(' or ');
    parts.push(r.q1 ? `The final answer ${shown} satisfies the original equation.` : `The final answer ${shown} does not satisfy the original equation.`);
  } else {
    parts.push('There is no final answer.');
  }
  return parts.join(' ');
}
