// Building a run: from what the user asked for (CLI flags, the Run form, a deep link —
// each translated into a RunRequest) to the RunSpec stored with the run, and from a
// stored spec back to how to reach its engine (a new run and a resume connect the same
// way). Errors are values with a code and the field they concern.
import { getTemplate, templatesOf, type PromptTemplate } from '../protocol/index.ts';
import { CATALOG } from '../domains/catalog.ts';
import { DOMAIN_IDS, isDomainId, type DomainId } from '../domains/types.ts';
import { defaultTemperature, DECODING_DEFAULTS, TRANSPORT_DEFAULTS, type Transport } from './defaults.ts';
import { ENGINE_KIND_INFO, isEngineKind, isReferenceKind, type EngineKind, type ReferenceKind } from './engine-kinds.ts';
import { withoutUserinfo } from './endpoint-url.ts';
import { promptSpec, SET_CHOICES, type DatasetSpec, type DecodingSpec, type EngineSpec, type RunSpec, type SetChoice } from './log.ts';
import { serverUrlProblem } from './server-url.ts';

/** A WebLLM model outside the prebuilt catalog, by URL. */
export interface CustomWebLLM {
  model_url: string;
  model_lib_url: string;
}

/** What the user chose, before anything is checked. */
export interface RunRequest {
  engine: string;
  /** The kind of problem (linear when absent). */
  domain?: string;
  /** The server's model name (openai) or WebLLM model id. */
  model?: string;
  base_url?: string;
  custom?: CustomWebLLM | null;
  set?: string;
  limit?: number | null;
  template_id?: string;
  decoding?: Partial<Omit<DecodingSpec, 'temperature'>> & { temperature?: number | null };
}

export type PlanErrorCode = 'unknown_engine' | 'missing_model' | 'missing_endpoint' | 'bad_url' | 'unknown_template' | 'bad_set' | 'bad_value' | 'not_here' | 'unknown_domain' | 'template_domain';

export interface PlanError {
  code: PlanErrorCode;
  /** The request field it concerns (engine, model, base_url, set, limit, template_id, decoding.k …). */
  field: string;
  message: string;
}

export type Planned<T> = { ok: true; value: T } | { ok: false; error: PlanError };

const fail = (code: PlanErrorCode, field: string, message: string): { ok: false; error: PlanError } => ({ ok: false, error: { code, field, message } });

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

function engineSpecOf(request: RunRequest, kind: EngineKind): Planned<EngineSpec> {
  const model = request.model?.trim() ?? '';
  if (isReferenceKind(kind)) return { ok: true, value: { kind, model: kind } };
  if (kind === 'openai') {
    const base = request.base_url?.trim() ?? '';
    if (base === '') return fail('missing_endpoint', 'base_url', 'an OpenAI-compatible engine needs the server URL');
    const problem = serverUrlProblem(base);
    if (problem !== null) return fail('bad_url', 'base_url', problem);
    if (model === '') return fail('missing_model', 'model', 'name the model the server should use');
    // A user name and password in the URL are a credential: never stored with the run
    // (the connection still gets them, from the URL the user typed; see connectionFor).
    return { ok: true, value: { kind, model, base_url: withoutUserinfo(base) } };
  }
  const custom = request.custom ?? null;
  if (custom) {
    for (const [field, url] of [['custom.model_url', custom.model_url], ['custom.model_lib_url', custom.model_lib_url]] as const) {
      const what = field === 'custom.model_url' ? 'the weights URL' : 'the model library URL';
      if (!isHttpUrl(url)) return fail('bad_url', field, `${what} must start with http:// or https://`);
      // These URLs are stored with the run as they are, so they may hold no secret.
      if (withoutUserinfo(url) !== url) return fail('bad_url', field, `${what} must not hold a user name or password (user:pass@)`);
    }
    if (model === '') return fail('missing_model', 'model', 'the weights URL must end with the model name');
    return { ok: true, value: { kind, model, details: { custom: true, model_url: custom.model_url, model_lib_url: custom.model_lib_url } } };
  }
  if (model === '') return fail('missing_model', 'model', 'choose a WebLLM model');
  return { ok: true, value: { kind, model } };
}

function wholeIn(v: unknown, min: number, max: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}

function decodingOf(request: RunRequest): Planned<DecodingSpec> {
  const d = request.decoding ?? {};
  const k = d.k ?? DECODING_DEFAULTS.k;
  if (!wholeIn(k, 1, 64)) return fail('bad_value', 'decoding.k', 'k is a whole number from 1 to 64');
  const temperature = d.temperature ?? defaultTemperature(k);
  if (!(temperature >= 0 && temperature <= 2)) return fail('bad_value', 'decoding.temperature', 'temperature: a number from 0 to 2');
  const seed = d.seed ?? DECODING_DEFAULTS.seed;
  if (!wholeIn(seed, 0, 0x7fffffff)) return fail('bad_value', 'decoding.seed', 'the sampling seed is a whole number of at least 0');
  const maxTokens = d.max_tokens ?? DECODING_DEFAULTS.max_tokens;
  if (maxTokens !== null && !wholeIn(maxTokens, 1, 1_000_000)) return fail('bad_value', 'decoding.max_tokens', 'max tokens: a whole number of at least 1');
  return {
    ok: true,
    value: { temperature, seed, max_tokens: maxTokens, k, json_schema: d.json_schema ?? DECODING_DEFAULTS.json_schema, thinking: d.thinking ?? DECODING_DEFAULTS.thinking },
  };
}

/** Checks everything in the request that does not need the data. */
export function planRun(request: RunRequest, place: 'cli' | 'browser'): Planned<Omit<RunSpec, 'dataset'> & { domain: DomainId; template: PromptTemplate }> {
  if (!isEngineKind(request.engine)) return fail('unknown_engine', 'engine', `unknown engine "${request.engine}" (one of ${Object.keys(ENGINE_KIND_INFO).join(', ')})`);
  const kind = request.engine;
  if (!ENGINE_KIND_INFO[kind][place]) {
    return fail('not_here', 'engine', place === 'cli' ? `engine "${kind}" runs in the browser (WebLLM needs WebGPU), not from the command line` : `engine "${kind}" cannot run in the browser`);
  }
  const engine = engineSpecOf(request, kind);
  if (!engine.ok) return engine;
  const set = request.set ?? 'both';
  if (!(SET_CHOICES as readonly string[]).includes(set)) return fail('bad_set', 'set', `the set must be one of ${SET_CHOICES.join(', ')} (got "${set}")`);
  const limit = request.limit ?? null;
  if (limit !== null && !wholeIn(limit, 1, 1_000_000)) return fail('bad_value', 'limit', 'the limit is a whole number of at least 1 (or none for all)');
  const domain = request.domain ?? 'linear';
  if (!isDomainId(domain)) return fail('unknown_domain', 'domain', `unknown domain "${domain}" (one of ${DOMAIN_IDS.join(', ')})`);
  const templateId = request.template_id ?? CATALOG[domain].templateId;
  const template = getTemplate(templateId);
  if (!template) return fail('unknown_template', 'template_id', `unknown prompt template "${templateId}"`);
  if (template.domain !== domain) {
    return fail('template_domain', 'template_id', `"${templateId}" is a template for ${CATALOG[template.domain].title.toLowerCase()}; the ${domain} domain uses ${templatesOf(domain).map((t) => t.id).join(' or ')}`);
  }
  const decoding = decodingOf(request);
  if (!decoding.ok) return decoding;
  return { ok: true, value: { domain, engine: engine.value, prompt: promptSpec(template), decoding: decoding.value, limit, set: set as SetChoice, template } };
}

/** The spec stored with a new run: the plan plus the identity of its data. */
export function runSpec(plan: Omit<RunSpec, 'dataset'>, dataset: DatasetSpec): RunSpec {
  const { engine, prompt, decoding, limit, set } = plan;
  return { dataset, domain: plan.domain ?? 'linear', engine: structuredClone(engine), prompt, decoding: { ...decoding }, limit, set };
}

/** How to reach an engine. Secrets (the API key) travel here and are never stored in a run. */
export type EngineConnection =
  | { kind: ReferenceKind }
  /** baseUrl may hold user:pass@ (from the URL the user typed); the adapter sends it as a header and never shows it. */
  /** deadlineMs only when the caller set one; the adapter's default (TRANSPORT_DEFAULTS) otherwise. */
  | { kind: 'openai'; baseUrl: string; model: string; apiKey: string | null; timeoutMs: number; maxRetries: number; deadlineMs?: number }
  | { kind: 'webllm'; model: string; custom: { modelUrl: string; modelLibUrl: string } | null };

/** What is not in a run file: the key, and how patient to be. A resume may change these, never what is measured. */
export interface Access {
  apiKey?: string | null;
  /** Another address for the same server (it moved). */
  baseUrl?: string;
  transport?: Partial<Transport>;
}

/** How to reach a spec's engine — the same for a new run and a resume. */
export function connectionFor(engine: EngineSpec, access: Access = {}): Planned<EngineConnection> {
  const kind = engine.kind;
  if (isReferenceKind(kind)) return { ok: true, value: { kind } };
  if (kind === 'openai') {
    const baseUrl = access.baseUrl ?? engine.base_url;
    if (!baseUrl) return fail('missing_endpoint', 'base_url', 'the run has no server URL; give one (--endpoint)');
    const key = access.apiKey?.trim() ?? '';
    return {
      ok: true,
      value: {
        kind, baseUrl, model: engine.model, apiKey: key === '' ? null : key,
        timeoutMs: access.transport?.timeoutMs ?? TRANSPORT_DEFAULTS.timeoutMs,
        maxRetries: access.transport?.maxRetries ?? TRANSPORT_DEFAULTS.maxRetries,
        ...(access.transport?.deadlineMs !== undefined ? { deadlineMs: access.transport.deadlineMs } : {}),
      },
    };
  }
  if (kind === 'webllm') {
    const d = engine.details ?? {};
    const custom = d.custom === true && typeof d.model_url === 'string' && typeof d.model_lib_url === 'string'
      ? { modelUrl: d.model_url, modelLibUrl: d.model_lib_url } : null;
    return { ok: true, value: { kind, model: engine.model, custom } };
  }
  return fail('unknown_engine', 'engine', `engine "${kind}" is not known to this version`);
}

/** Requests in flight when the user did not say. */
export function defaultConcurrency(kind: string): number {
  return isEngineKind(kind) ? ENGINE_KIND_INFO[kind].concurrency : 1;
}
