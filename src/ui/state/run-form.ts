// The Run form as plain data: defaults, validation and the worker's start request.
// Pure (no DOM, no runes), so it is tested in Node.
import { DEFAULT_TEMPLATE_ID, TEMPLATES } from '../../core/protocol/index.ts';
import { SET_CHOICES, type SetChoice } from '../../core/run/log.ts';
import type { EngineConnection, StartRequest } from '../../../workers/run.protocol.ts';

export const ENGINE_CHOICES = ['reference', 'accept-all', 'answer-only', 'openai', 'webllm'] as const;
export type EngineChoice = (typeof ENGINE_CHOICES)[number];
export const THINKING_CHOICES = ['default', 'on', 'off'] as const;
export type ThinkingChoice = (typeof THINKING_CHOICES)[number];

export interface RunForm {
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
}

export const DEFAULT_FORM: RunForm = {
  engine: 'reference',
  webllmModel: '',
  custom: false,
  weightsUrl: '',
  libUrl: '',
  baseUrl: 'http://localhost:11434/v1',
  model: '',
  concurrency: 4,
  timeoutS: 120,
  set: 'both',
  limit: 60,
  dataSeed: 1,
  temperature: null,
  decodeSeed: 0,
  maxTokens: null,
  k: 1,
  jsonSchema: false,
  thinking: 'default',
  templateId: DEFAULT_TEMPLATE_ID,
};

export const ENGINE_LABELS: Record<EngineChoice, string> = {
  webllm: 'A model in this browser (WebLLM, on your GPU)',
  openai: 'An OpenAI-compatible server (Ollama, vLLM, SGLang, llama.cpp, hosted APIs)',
  reference: 'Reference: the exact checker (the 100% ceiling)',
  'accept-all': 'Baseline: accept every solution',
  'answer-only': 'Baseline: judge the final answer only',
};

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

function httpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

function intIn(v: number, min: number, max: number): boolean {
  return Number.isInteger(v) && v >= min && v <= max;
}

export function effectiveTemperature(form: RunForm): number {
  return form.temperature ?? (form.k > 1 ? 0.3 : 0);
}

export function validateForm(form: RunForm): FormIssue[] {
  const issues: FormIssue[] = [];
  const add = (field: keyof RunForm, message: string): void => void issues.push({ field, message });
  if (!(ENGINE_CHOICES as readonly string[]).includes(form.engine)) add('engine', 'choose an engine');
  if (form.engine === 'openai') {
    if (!httpUrl(form.baseUrl)) add('baseUrl', 'the server URL must start with http:// or https://');
    if (form.model.trim() === '') add('model', 'name the model the server should use');
    if (!intIn(form.concurrency, 1, 64)) add('concurrency', 'requests in flight: a whole number from 1 to 64');
    if (!(form.timeoutS >= 1 && form.timeoutS <= 3600)) add('timeoutS', 'timeout: 1 to 3600 seconds');
  }
  if (form.engine === 'webllm') {
    if (form.custom) {
      if (!httpUrl(form.weightsUrl)) add('weightsUrl', 'the weights URL must start with http:// or https://');
      else if (customModelId(form.weightsUrl) === '') add('weightsUrl', 'the weights URL must end with the model name');
      if (!httpUrl(form.libUrl)) add('libUrl', 'the model library URL must start with http:// or https://');
    } else if (form.webllmModel === '') {
      add('webllmModel', 'choose a model');
    }
  }
  if (!(SET_CHOICES as readonly string[]).includes(form.set)) add('set', 'choose canonical, perturbed or both');
  if (form.limit !== null && !intIn(form.limit, 1, 1_000_000)) add('limit', 'the limit is a whole number of at least 1 (or empty for all)');
  if (!intIn(form.dataSeed, 0, 0xffffffff)) add('dataSeed', 'the dataset seed is a whole number from 0 to 4294967295');
  if (form.temperature !== null && !(form.temperature >= 0 && form.temperature <= 2)) add('temperature', 'temperature: 0 to 2');
  if (!intIn(form.decodeSeed, 0, 0x7fffffff)) add('decodeSeed', 'the sampling seed is a whole number of at least 0');
  if (form.maxTokens !== null && !intIn(form.maxTokens, 1, 1_000_000)) add('maxTokens', 'max tokens: a whole number of at least 1 (or empty)');
  if (!intIn(form.k, 1, 64)) add('k', 'k is a whole number from 1 to 64');
  if (!TEMPLATES[form.templateId]) add('templateId', 'choose a prompt template');
  return issues;
}

export function connectionOf(form: RunForm, apiKey: string | null): EngineConnection {
  switch (form.engine) {
    case 'openai':
      return {
        kind: 'openai', baseUrl: form.baseUrl.trim(), model: form.model.trim(), apiKey: apiKey && apiKey.trim() !== '' ? apiKey.trim() : null,
        timeoutMs: Math.round(form.timeoutS * 1000), maxRetries: 4,
      };
    case 'webllm':
      return form.custom
        ? { kind: 'webllm', model: customModelId(form.weightsUrl), custom: { modelUrl: form.weightsUrl.trim(), modelLibUrl: form.libUrl.trim() } }
        : { kind: 'webllm', model: form.webllmModel, custom: null };
    default:
      return { kind: form.engine };
  }
}

/** Requests in flight: the form's for a server, 1 on the GPU, a few for the reference engines. */
export function concurrencyOf(form: RunForm): number {
  return form.engine === 'openai' ? form.concurrency : form.engine === 'webllm' ? 1 : 4;
}

export function startRequest(form: RunForm, env: { apiKey: string | null; gpuAdapter: string | null; userAgent: string }): StartRequest {
  return {
    connection: connectionOf(form, env.apiKey),
    dataSeed: form.dataSeed,
    set: form.set,
    limit: form.limit,
    templateId: form.templateId,
    decoding: {
      temperature: effectiveTemperature(form),
      seed: form.decodeSeed,
      max_tokens: form.maxTokens,
      k: form.k,
      json_schema: form.jsonSchema,
      thinking: form.thinking === 'default' ? null : form.thinking === 'on',
    },
    concurrency: concurrencyOf(form),
    provenance: { gpu_adapter: env.gpuAdapter, user_agent: env.userAgent },
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
