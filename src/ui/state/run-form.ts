// The Run form as plain data: defaults, validation and the worker's start request.
// Pure (no DOM, no runes), so it is tested in Node. What a run IS (engines, defaults,
// what is valid) is decided in core/run/plan.ts; the form only maps its fields onto a
// RunRequest and checks what only a form has (timeouts, concurrency, a custom model id).
import { PAPER_OPTIONS } from '../../core/dataset/options.ts';
import { DEFAULT_TEMPLATE_ID } from '../../core/protocol/index.ts';
import type { DomainId } from '../../core/domains/types.ts';
import {
  DEFAULT_DATA_SEED, ENGINE_KINDS, ENGINE_KIND_INFO, TRANSPORT_DEFAULTS, defaultConcurrency, defaultTemperature, planRun,
  type EngineKind, type RunRequest, type SetChoice,
} from '../../core/run/index.ts';
import type { StartRequest } from '../workers/run-client.ts';

export const ENGINE_CHOICES = ENGINE_KINDS;
export type EngineChoice = EngineKind;
export const THINKING_CHOICES = ['default', 'on', 'off'] as const;
export type ThinkingChoice = (typeof THINKING_CHOICES)[number];

export interface RunForm {
  /** The kind of problem the run's samples are (linear: the paper's). */
  domain: DomainId;
  engine: EngineChoice;
  /** WebLLM: a prebuilt model id, unless `custom`. */
  webllmModel: string;
  custom: boolean;
  weightsUrl: string;
  libUrl: string;
  /** OpenAI-compatible endpoint. */
  baseUrl: string;
  model: string;
  concurrency: number;
  timeoutS: number;
  set: SetChoice;
  /** null = every sample of the set(s). */
  limit: number | null;
  dataSeed: number;
  /** null = automatic: 0 with k = 1, 0.3 with k > 1 (as the CLI). */
  temperature: number | null;
  decodeSeed: number;
  maxTokens: number | null;
  k: number;
  jsonSchema: boolean;
  thinking: ThinkingChoice;
  templateId: string;
  /** A name for the run ("Qwen3 0.6B, laptop"); empty = unnamed. */
  name: string;
}

/** Shown in an empty server URL field as an example: a placeholder, never a value to type after. */
export const SERVER_URL_EXAMPLE = 'http://localhost:11434/v1';

export const DEFAULT_FORM: RunForm = {
  domain: 'linear',
  engine: 'reference',
  webllmModel: '',
  custom: false,
  weightsUrl: '',
  libUrl: '',
  baseUrl: '',
  model: '',
  concurrency: defaultConcurrency('openai'),
  timeoutS: TRANSPORT_DEFAULTS.timeoutMs / 1000,
  set: 'both',
  limit: 60,
  dataSeed: DEFAULT_DATA_SEED,
  temperature: null,
  decodeSeed: 0,
  maxTokens: null,
  k: 1,
  jsonSchema: false,
  thinking: 'default',
  templateId: DEFAULT_TEMPLATE_ID,
  name: '',
};

/** Samples in one of the browser's test sets (the paper's: 360 per trace type). */
export const SET_SIZE = PAPER_OPTIONS.testPerType * 3;

/**
 * The form's own bounds, one list for its inputs, its validation and the links that fill it
 * (a link can never ask for more than a user could type).
 */
export const FORM_MAX = {
  /** Both test sets: a larger limit would only mean "all". */
  limit: 2 * SET_SIZE,
  k: 64,
  concurrency: 64,
  timeoutS: 3600,
  maxTokens: 1_000_000,
  dataSeed: 0xffffffff,
  decodeSeed: 0x7fffffff,
  temperature: 2,
} as const;

/** Samples a run of this form selects: its limit, at most the chosen set(s). */
export function selectedCount(form: Pick<RunForm, 'set' | 'limit'>): number {
  const pool = form.set === 'both' ? 2 * SET_SIZE : SET_SIZE;
  return form.limit === null ? pool : Math.min(form.limit, pool);
}

export const ENGINE_LABELS: Record<EngineChoice, string> = Object.fromEntries(ENGINE_KINDS.map((k) => [k, ENGINE_KIND_INFO[k].label])) as Record<EngineChoice, string>;

export interface FormIssue {
  field: keyof RunForm;
  message: string;
}

/** The model id of a custom WebLLM model: the last path segment of its weights URL. */
export function customModelId(weightsUrl: string): string {
  try {
    const parts = new URL(weightsUrl).pathname.split('/').filter((p) => p !== '' && p !== 'resolve' && p !== 'main');
    return parts.at(-1) ?? '';
  } catch {
    return '';
  }
}

function intIn(v: number, min: number, max: number): boolean {
  return Number.isInteger(v) && v >= min && v <= max;
}

export function effectiveTemperature(form: RunForm): number {
  return form.temperature ?? defaultTemperature(form.k);
}

/** The form as core's RunRequest. */
export function requestOf(form: RunForm): RunRequest {
  const webllmModel = form.custom ? customModelId(form.weightsUrl) : form.webllmModel;
  return {
    engine: form.engine,
    domain: form.domain,
    model: form.engine === 'webllm' ? webllmModel : form.model,
    base_url: form.baseUrl,
    custom: form.engine === 'webllm' && form.custom ? { model_url: form.weightsUrl.trim(), model_lib_url: form.libUrl.trim() } : null,
    set: form.set,
    limit: form.limit,
    template_id: form.templateId,
    decoding: {
      temperature: form.temperature,
      seed: form.decodeSeed,
      max_tokens: form.maxTokens,
      k: form.k,
      json_schema: form.jsonSchema,
      thinking: form.thinking === 'default' ? null : form.thinking === 'on',
    },
  };
}

/** Which form field a plan error is about. */
const PLAN_FIELDS: Record<string, (form: RunForm) => keyof RunForm> = {
  engine: () => 'engine',
  model: (f) => (f.engine === 'webllm' ? (f.custom ? 'weightsUrl' : 'webllmModel') : 'model'),
  base_url: () => 'baseUrl',
  'custom.model_url': () => 'weightsUrl',
  'custom.model_lib_url': () => 'libUrl',
  set: () => 'set',
  limit: () => 'limit',
  template_id: () => 'templateId',
  domain: () => 'domain',
  'decoding.k': () => 'k',
  'decoding.temperature': () => 'temperature',
  'decoding.seed': () => 'decodeSeed',
  'decoding.max_tokens': () => 'maxTokens',
};

export function validateForm(form: RunForm): FormIssue[] {
  const issues: FormIssue[] = [];
  const add = (field: keyof RunForm, message: string): void => void issues.push({ field, message });
  if (form.engine === 'openai') {
    if (!intIn(form.concurrency, 1, FORM_MAX.concurrency)) add('concurrency', `requests in flight: a whole number from 1 to ${FORM_MAX.concurrency}`);
    if (!(form.timeoutS >= 1 && form.timeoutS <= FORM_MAX.timeoutS)) add('timeoutS', `timeout: 1 to ${FORM_MAX.timeoutS} seconds`);
  }
  if (form.engine === 'webllm' && form.custom && /^https?:/.test(form.weightsUrl) && customModelId(form.weightsUrl) === '') {
    add('weightsUrl', 'the weights URL must end with the model name');
  }
  if (!intIn(form.dataSeed, 0, FORM_MAX.dataSeed)) add('dataSeed', 'the dataset seed is a whole number from 0 to 4294967295');
  if (form.limit !== null && !intIn(form.limit, 1, FORM_MAX.limit)) add('limit', `the limit is a whole number from 1 to ${FORM_MAX.limit.toLocaleString('en-US')} (empty = all)`);
  const planned = planRun(requestOf(form), 'browser');
  if (!planned.ok) {
    const field = PLAN_FIELDS[planned.error.field]?.(form) ?? 'engine';
    if (!issues.some((i) => i.field === field)) add(field, planned.error.message);
  }
  return issues;
}

/** Requests in flight: the form's for a server, 1 on the GPU, a few for the reference engines. */
export function concurrencyOf(form: RunForm): number {
  return form.engine === 'openai' ? form.concurrency : defaultConcurrency(form.engine);
}

export function startRequest(form: RunForm, env: { apiKey: string | null; gpuAdapter: string | null; userAgent: string }): StartRequest {
  return {
    run: requestOf(form),
    dataSeed: form.dataSeed,
    access: {
      apiKey: form.engine === 'openai' ? env.apiKey : null,
      transport: { timeoutMs: Math.round(form.timeoutS * 1000) },
    },
    concurrency: concurrencyOf(form),
    provenance: { gpu_adapter: env.gpuAdapter, user_agent: env.userAgent },
    name: form.name.trim() === '' ? null : form.name.trim(),
  };
}

/** Rough download size of a prebuilt MLC model from its id (parameters x weight bits); null when the id does not say. */
export function estimateDownloadMB(modelId: string, quantization: string | null): number | null {
  const params = /(?:^|[-_])(\d+(?:\.\d+)?)([BM])(?=$|[-_])/i.exec(modelId);
  const bits = quantization ? /^q(\d+)f(\d+)/.exec(quantization) : null;
  if (!params || !bits) return null;
  const count = Number(params[1]) * (params[2]!.toUpperCase() === 'B' ? 1e9 : 1e6);
  const weightBits = Number(bits[1]) === 0 ? Number(bits[2]) : Number(bits[1]);
  // Quantized weights carry scales (~1/8 more at 4 bits); embeddings often stay larger.
  const factor = weightBits <= 4 ? 1.15 : 1.02;
  return Math.round((count * weightBits * factor) / 8 / 1e6);
}

export function formatMB(mb: number | null): string {
  if (mb === null) return 'unknown';
  return mb >= 1000 ? `${(mb / 1000).toFixed(1)} GB` : `${Math.round(mb)} MB`;
}
