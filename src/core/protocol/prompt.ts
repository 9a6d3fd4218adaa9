import type { Sample } from '../dataset/types.ts';
import type { Answer, ChatMessage } from './types.ts';
import type { PromptTemplate } from './templates.ts';

// A newline inside a statement would let one step forge a second "Step i:" line.
function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

/** The part of the user message that changes per sample; it comes last (prefix caching). */
export function renderTrace(steps: readonly string[]): string {
  const original = steps.length > 0 ? oneLine(steps[0] ?? '') : '';
  const lines = steps.map((s, i) => `Step ${i}: ${oneLine(s)}`);
  return `Original equation: ${original}\n\nWorked solution:\n${lines.join('\n')}`;
}

export function buildPrompt(sample: Pick<Sample, 'steps'>, template: PromptTemplate): ChatMessage[] {
  return [
    { role: 'system', content: template.system },
    {
      role: 'user',
      content: `${template.instructions}\n\n${renderTrace(sample.steps)}\n\n${template.reminder}`,
    },
  ];
}

/**
 * JSON schema of the answer for constrained decoding (WebLLM `response_format.schema` as a
 * string, OpenAI `response_format: {type: 'json_schema', json_schema: {name, schema}}`).
 * No per-sample maximum on q3: one schema for the whole run lets engines cache the grammar;
 * the parser enforces the range.
 */
export function answerJsonSchema(template: PromptTemplate): Record<string, unknown> {
  const { q1, q2, q3 } = template.fields;
  return {
    type: 'object',
    properties: {
      [q1]: { type: 'boolean' },
      [q2]: { type: 'boolean' },
      [q3]: { type: 'integer', minimum: -1 },
    },
    required: [q1, q2, q3],
    additionalProperties: false,
  };
}

/** The answer as the template asks for it (assistant turn for SFT data, reference engines). */
export function renderAnswer(answer: Answer, template: PromptTemplate): string {
  const { q1, q2, q3 } = template.fields;
  return JSON.stringify({ [q1]: answer.q1, [q2]: answer.q2, [q3]: answer.q3 });
}
