// Prompt templates are versioned data: a run stores the template id and its full text, so a
// result can always be traced back to the exact words the model saw. Change the wording →
// new id; never edit a published template in place. stepbench-v1 is the paper's linear
// template, word for word; each other domain has its own (domain-words.ts).
import type { DomainId } from '../domains/types.ts';
import { DOMAIN_WORDS } from './domain-words.ts';

/** The JSON keys a template asks for, one per query. */
export interface AnswerFields {
  q1: string;
  q2: string;
  q3: string;
}

export interface PromptTemplate {
  id: string;
  /** The kind of problem its words describe (a template of one domain is never used for another). */
  domain: DomainId;
  /** System message: fixed for every sample. */
  system: string;
  /** Fixed start of the user message; comes before the sample so prefix caches can reuse it. */
  instructions: string;
  /** Fixed line after the trace (a short reminder helps small models end with the JSON). */
  reminder: string;
  fields: AnswerFields;
  /** Whether the template invites reasoning before the JSON (then constrained decoding is off). */
  reasoning: boolean;
}

export const V1_FIELDS: AnswerFields = {
  q1: 'final_answer_correct',
  q2: 'all_steps_valid',
  q3: 'first_invalid_step',
};

const SYSTEM =
  'You are a careful verifier of worked solutions to linear equations. You judge the mathematics ' +
  'of each step exactly, not its style: an unusual but valid step is still valid.';

const SEMANTICS = `You will see an equation of the form a*x + b = c*x + d and a worked solution written as numbered steps. Step 0 is the original equation; each later step is one statement of the solution.

Answer three questions:
1. "${V1_FIELDS.q1}": true if the final answer of the solution satisfies the ORIGINAL equation (step 0), false otherwise. Judge the final answer only, not the steps that led to it.
2. "${V1_FIELDS.q2}": true if every step is valid, false if at least one step is invalid.
3. "${V1_FIELDS.q3}": the index of the FIRST invalid step, or -1 if no step is invalid.

Which steps are valid:
- A step that keeps exactly the same solution set as the step before is valid, even if it is not the shortest route: adding or subtracting the same term on both sides, moving a term to the other side with its sign changed, multiplying or dividing both sides by a nonzero constant.
- A step that keeps every solution but may add extra candidates is also valid, for example multiplying both sides by an expression containing x, or squaring both sides, PROVIDED the solution later checks every candidate by substituting it into the ORIGINAL equation and discards each candidate that fails. Checking such a candidate and discarding it is valid too.
- A step is invalid if it contains an arithmetic or algebraic mistake (including a wrong substitution when checking a candidate), drops a true solution, keeps a candidate that fails its check or discards one that passes, or leaves a candidate unchecked at the end.
- Step 0 is the original equation as given.
- "${V1_FIELDS.q2}" is true exactly when "${V1_FIELDS.q3}" is -1.`;

const JSON_ONLY = `Reply with one JSON object and nothing else, exactly in this form:
{"${V1_FIELDS.q1}": true or false, "${V1_FIELDS.q2}": true or false, "${V1_FIELDS.q3}": integer}`;

const THINK_FIRST = `First reason step by step inside <think> and </think>. After </think>, end your reply with one JSON object exactly in this form:
{"${V1_FIELDS.q1}": true or false, "${V1_FIELDS.q2}": true or false, "${V1_FIELDS.q3}": integer}`;

export const STEPBENCH_V1: PromptTemplate = {
  id: 'stepbench-v1',
  domain: 'linear',
  system: SYSTEM,
  instructions: `${SEMANTICS}\n\n${JSON_ONLY}`,
  reminder: 'Reply with the JSON object only.',
  fields: V1_FIELDS,
  reasoning: false,
};

export const STEPBENCH_V1_THINK: PromptTemplate = {
  id: 'stepbench-v1-think',
  domain: 'linear',
  system: SYSTEM,
  instructions: `${SEMANTICS}\n\n${THINK_FIRST}`,
  reminder: 'Reason inside <think></think>, then end with the JSON object.',
  fields: V1_FIELDS,
  reasoning: true,
};

export const DEFAULT_TEMPLATE_ID = STEPBENCH_V1.id;

/** A domain's words: who the verifier is, the problem form, and which steps are valid there. */
export interface DomainWords {
  domain: DomainId;
  /** "linear inequalities": the system message's "worked solutions to …". */
  plural: string;
  /** "inequality": "the ORIGINAL inequality (step 0)". */
  noun: string;
  /** The first paragraph: what the model will see. */
  problem: string;
  /** Bullet points (without "- ") on which steps are valid in this domain, before the common rules. */
  rules: readonly string[];
}

/** The words every domain after the paper's shares: Q1 is the exact solution set (issue 13). */
function domainSemantics(w: DomainWords): string {
  return `${w.problem}

Answer three questions:
1. "${V1_FIELDS.q1}": true if the final answer states exactly the solution set of the ORIGINAL ${w.noun} (step 0): every solution and nothing else, no missing and no extra value ("no real solution" is the final answer when there is none). Judge the final answer only, not the steps that led to it.
2. "${V1_FIELDS.q2}": true if every step is valid, false if at least one step is invalid.
3. "${V1_FIELDS.q3}": the index of the FIRST invalid step, or -1 if no step is invalid.

Which steps are valid:
${w.rules.map((r) => `- ${r}`).join('\n')}
- A step is invalid if it contains an arithmetic or algebraic mistake, changes the solution set, drops a true solution, keeps a value that fails its check or discards one that passes, or leaves a candidate unchecked at the end.
- Step 0 is the original ${w.noun} as given.
- "${V1_FIELDS.q2}" is true exactly when "${V1_FIELDS.q3}" is -1.`;
}

/** The plain and the reasoning-first template of a domain, versioned by `version`. */
export function domainTemplates(w: DomainWords, version = 1): [PromptTemplate, PromptTemplate] {
  const system = `You are a careful verifier of worked solutions to ${w.plural}. You judge the mathematics of each step exactly, not its style: an unusual but valid step is still valid.`;
  const semantics = domainSemantics(w);
  const id = `stepbench-${w.domain}-v${version}`;
  return [
    { id, domain: w.domain, system, instructions: `${semantics}\n\n${JSON_ONLY}`, reminder: STEPBENCH_V1.reminder, fields: V1_FIELDS, reasoning: false },
    { id: `${id}-think`, domain: w.domain, system, instructions: `${semantics}\n\n${THINK_FIRST}`, reminder: STEPBENCH_V1_THINK.reminder, fields: V1_FIELDS, reasoning: true },
  ];
}

const DOMAIN_TEMPLATES = DOMAIN_WORDS.flatMap((w) => domainTemplates(w));

export const TEMPLATES: Readonly<Record<string, PromptTemplate>> = Object.fromEntries(
  [STEPBENCH_V1, STEPBENCH_V1_THINK, ...DOMAIN_TEMPLATES].map((t) => [t.id, t]),
);

/** The templates written for a domain (the plain one first). */
export function templatesOf(domain: DomainId): PromptTemplate[] {
  return Object.values(TEMPLATES).filter((t) => t.domain === domain);
}

export function getTemplate(id: string): PromptTemplate | null {
  return Object.hasOwn(TEMPLATES, id) ? (TEMPLATES[id] ?? null) : null;
}
