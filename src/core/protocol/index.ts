export type { Answer, ChatMessage, ExtractionPath, ParsedResponse, ResponseErrorCode } from './types.ts';
export {
  DEFAULT_TEMPLATE_ID,
  STEPBENCH_V1,
  STEPBENCH_V1_THINK,
  TEMPLATES,
  V1_FIELDS,
  getTemplate,
  templatesOf,
  domainTemplates,
  type DomainWords,
  type AnswerFields,
  type PromptTemplate,
} from './templates.ts';
export { answerJsonSchema, buildPrompt, renderAnswer, renderTrace } from './prompt.ts';
export { FIELD_ALIASES, MAX_RESPONSE_CHARS, parseResponse } from './response.ts';
