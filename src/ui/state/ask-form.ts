// "Ask a model about this solution" as plain data: the choice of engine, the link that
// carries it, and the exact request a run would send. Pure (no DOM, no runes), so it is
// tested in Node. The prompt and decoding are a run's defaults, taken from the Run form's
// own code, so the Check view can never drift from what a run asks.
import type { CheckTextResult } from '../../core/checker/index.ts';
import { CATALOG } from '../../core/domains/catalog.ts';
import { detectDomain } from '../../core/domains/detect.ts';
import { buildPrompt, DEFAULT_TEMPLATE_ID, getTemplate, STEPBENCH_V1, type ChatMessage, type PromptTemplate } from '../../core/protocol/index.ts';
import { ENGINE_CHOICE_ORDER, ENGINE_KIND_INFO, connectionFor, planRun, serverUrlProblem, type DecodingSpec, type EngineConnection } from '../../core/run/index.ts';
import type { AskRequest } from '../workers/run-client.ts';
import { DEFAULT_FORM, requestOf } from './run-form.ts';

/** Every engine can answer one question; the list and its words are core's. */
export const ASK_ENGINES = ENGINE_CHOICE_ORDER;
export type AskEngine = (typeof ASK_ENGINES)[number];

export const ASK_ENGINE_LABELS = Object.fromEntries(ASK_ENGINES.map((e) => [e, ENGINE_KIND_INFO[e].short])) as Record<AskEngine, string>;

export interface AskForm {
  engine: AskEngine;
  /** A WebLLM model id that is loaded or cached in this browser. */
  webllmModel: string;
  baseUrl: string;
  model: string;
}

export const DEFAULT_ASK_FORM: AskForm = { engine: 'reference', webllmModel: '', baseUrl: DEFAULT_FORM.baseUrl, model: '' };

/** An interactive question waits less and retries less than a run of hundreds. */
export const ASK_TIMEOUT_MS = 120_000;
export const ASK_RETRIES = 1;

export const ASK_TEMPLATE: PromptTemplate = getTemplate(DEFAULT_TEMPLATE_ID) ?? STEPBENCH_V1;

/** The prompt a run of the pasted trace's own domain would send (read from step 0; linear when unclear). */
export function askTemplate(steps: readonly string[]): PromptTemplate {
  const domain = steps.length ? detectDomain(steps[0]!) ?? 'linear' : 'linear';
  return getTemplate(CATALOG[domain].templateId) ?? ASK_TEMPLATE;
}

function planned(form: AskForm) {
  const p = planRun(requestOf({ ...DEFAULT_FORM, engine: form.engine, webllmModel: form.webllmModel, baseUrl: form.baseUrl, model: form.model }), 'browser');
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

/** A run's default decoding (temperature 0, seed 0, free text), from core's plan itself. */
export const ASK_DECODING: DecodingSpec = planned({ ...DEFAULT_ASK_FORM }).decoding;

/** A pasted trace as a sample's steps: the checker's statements (numbering and prefixes gone), step 0 the equation. */
export function traceSteps(outcome: CheckTextResult | null): string[] | null {
  return outcome?.ok ? outcome.lines.map((l) => l.text) : null;
}

/** Exactly a run's prompt for a sample with these steps (step 0 the equation). */
export function askMessages(steps: readonly string[]): ChatMessage[] {
  return buildPrompt({ steps: [...steps] }, askTemplate(steps));
}

/** How a run would reach this engine (core's connectionFor), with an interactive question's patience. */
export function askConnection(form: AskForm, apiKey: string | null): EngineConnection {
  const c = connectionFor(planned(form).engine, { apiKey, transport: { timeoutMs: ASK_TIMEOUT_MS, maxRetries: ASK_RETRIES } });
  if (!c.ok) throw new Error(c.error.message);
  return c.value;
}

export function askRequest(form: AskForm, apiKey: string | null, steps: readonly string[]): AskRequest {
  return { connection: askConnection(form, apiKey), messages: askMessages(steps), decoding: { ...ASK_DECODING } };
}

/**
 * What stops the form from asking, in plain words. `available` is the WebLLM models
 * loaded or cached here, or null while they are still being listed.
 */
export function askFormIssues(form: AskForm, available: readonly string[] | null): string[] {
  const issues: string[] = [];
  if (!(ASK_ENGINES as readonly string[]).includes(form.engine)) issues.push(`engine: not one of ${ASK_ENGINES.join(', ')}`);
  if (form.engine === 'openai') {
    const url = serverUrlProblem(form.baseUrl);
    if (url !== null) issues.push(url);
    if (form.model.trim() === '') issues.push('name the model the server should use');
  }
  if (form.engine === 'webllm' && available !== null) {
    if (form.webllmModel === '') issues.push(available.length ? 'choose a model' : 'no WebLLM model is downloaded in this browser yet: download one on the Run view first');
    else if (!available.includes(form.webllmModel)) issues.push(`the model "${form.webllmModel}" is not downloaded in this browser: download it on the Run view first`);
  }
  return issues;
}

export interface ParsedAskLink {
  trace: string | null;
  /** Only the fields the link sets. */
  form: Partial<AskForm>;
  /** ask=1: ask at once, but only when `issues` is empty. */
  ask: boolean;
  /** Parameters present but not accepted, in plain words ("name=value: why"). */
  issues: string[];
}

const SECRET_PARAMS = ['key', 'api_key', 'apikey', 'token'];
const KNOWN = new Set(['trace', 'engine', 'base_url', 'model', 'ask']);

/** Reads #/check?trace=…&engine=…&base_url=…&model=…&ask=1. Never takes an API key from a link. */
export function parseAskLink(params: URLSearchParams): ParsedAskLink {
  const form: Partial<AskForm> = {};
  const issues: string[] = [];
  const trace = params.get('trace');
  const engine = params.get('engine');
  const baseUrl = params.get('base_url');
  const model = params.get('model');
  const ask = params.get('ask');
  if (engine !== null) {
    if ((ASK_ENGINES as readonly string[]).includes(engine)) form.engine = engine as AskEngine;
    else issues.push(`engine=${engine}: not one of ${ASK_ENGINES.join(', ')}`);
  }
  if (form.engine === 'openai') {
    const url = serverUrlProblem(baseUrl ?? '');
    if (url !== null) issues.push(`base_url=${baseUrl ?? ''}: ${url}`);
    else form.baseUrl = (baseUrl ?? '').trim();
    if (model === null || model.trim() === '') issues.push('model: name the model the server should use');
    else form.model = model.trim();
  } else if (form.engine === 'webllm') {
    if (model === null || model.trim() === '') issues.push('model: name a WebLLM model downloaded in this browser');
    else form.webllmModel = model.trim();
    if (baseUrl !== null) issues.push(`base_url=${baseUrl}: only used with engine=openai`);
  } else {
    for (const [name, value] of [['base_url', baseUrl], ['model', model]] as const) {
      if (value !== null) issues.push(`${name}=${value}: only used with engine=openai${name === 'model' ? ' or webllm' : ''}`);
    }
  }
  if (ask !== null && ask !== '1' && ask !== '0') issues.push(`ask=${ask}: expected 1 (ask at once) or 0`);
  if (ask === '1' && (trace === null || trace.trim() === '')) issues.push('ask=1: the link carries no trace to ask about');
  if (ask === '1' && engine === null) issues.push('ask=1: the link names no engine');
  for (const name of new Set(params.keys())) {
    if (SECRET_PARAMS.includes(name)) issues.push(`${name}: links never carry API keys; it was ignored (enter the key in the form: it stays in this browser)`);
    else if (!KNOWN.has(name)) issues.push(`${name}: not a parameter of a Check link`);
  }
  return { trace, form, ask: ask === '1', issues };
}

/** The query (after `#/check?`) that asks this engine about this trace; never an API key. */
export function askLinkQuery(trace: string, form: AskForm, options: { ask?: boolean } = {}): string {
  const q = new URLSearchParams();
  q.set('trace', trace);
  q.set('engine', form.engine);
  if (form.engine === 'openai') {
    q.set('base_url', form.baseUrl.trim());
    q.set('model', form.model.trim());
  } else if (form.engine === 'webllm') {
    q.set('model', form.webllmModel);
  }
  if (options.ask) q.set('ask', '1');
  return q.toString();
}
