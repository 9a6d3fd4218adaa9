// The Check view's "ask a model about this solution": which engine, its answer, and how
// it compares with the checker. The reference engines and an OpenAI-compatible server are
// called from the page (one request); a WebLLM model only through this tab's run worker
// (WebLLM's code never loads on the page), which reuses a model a run has loaded.
import type { CheckTextResult } from '../../core/checker/index.ts';
import { parseResponse } from '../../core/protocol/index.ts';
import type { Engine, GenerateResult } from '../../core/run/engine-port.ts';
import { compareAnswer, type AnswerComparison } from '../../core/scoring/compare-answer.ts';
import type { Numbering } from '../../core/trace/index.ts';
import { createOpenAIEngine } from '../../engines/openai.ts';
import { createReferenceEngine } from '../../engines/reference.ts';
import type { ModelEntry } from '../workers/run-client.ts';
import { ASK_TEMPLATE, askFormIssues, askTemplate, askRequest, DEFAULT_ASK_FORM, parseAskLink, traceSteps, type AskForm } from './ask-form.ts';
import { adoptLegacyKey, forgetLegacyKey, hasApiKey, legacyKeyFor, loadApiKey, saveApiKey, type LegacyKey } from './run-keys.ts';
import { migrateKeysOnce } from './key-migration.ts';
import { askLinkVerdict, type LinkAction } from './link-consent.ts';
import { checkInWorker, type Checker } from './check.svelte.ts';

export type AskStatus = 'idle' | 'asking' | 'answered' | 'failed';

export interface AskReply {
  /** The trace text the model was asked about (the answer is stale once the text changes). */
  text: string;
  /** Who answered, for the heading: "accept-all", "qwen3:14b at http://…". */
  engine: string;
  result: GenerateResult;
  comparison: AnswerComparison;
  /** How that text numbers its steps, so the verdict names them as the step list does. */
  numbering: Numbering;
}

type ModelsState = 'idle' | 'loading' | 'ready' | 'error';

/** An ask=1 link held for the user's click (link-consent.ts): about this text, doing this. */
export interface PendingAsk {
  text: string;
  why: string[];
  action: LinkAction;
}

const runState = async () => (await import('./run.svelte.ts')).runState();

export class AskState {
  #form = $state<AskForm>({ ...DEFAULT_ASK_FORM });
  #apiKey = $state('');
  #status = $state<AskStatus>('idle');
  #reply = $state.raw<AskReply | null>(null);
  #error = $state<string | null>(null);
  #linkIssues = $state.raw<string[]>([]);
  #models = $state.raw<{ id: string; loaded: boolean }[]>([]);
  #modelsState = $state<ModelsState>('idle');
  #modelsError = $state<string | null>(null);
  /** The trace a link asked about with ask=1, until it has been asked. */
  #autoFor = $state<string | null>(null);
  #pendingAsk = $state.raw<PendingAsk | null>(null);
  #legacyKey = $state.raw<LegacyKey | null>(null);
  #appliedLink: string | null = null;
  #modelsLoad: Promise<void> | null = null;
  /** Stops a question to a page-side engine (WebLLM in the worker cannot be stopped from here). */
  #controller: AbortController | null = null;
  /** True while the asked text is being checked, so a second click does not ask twice. */
  #checking = false;
  readonly #checker: Checker;

  get form(): AskForm { return this.#form; }
  get apiKey(): string { return this.#apiKey; }
  get status(): AskStatus { return this.#status; }
  get reply(): AskReply | null { return this.#reply; }
  get error(): string | null { return this.#error; }
  get linkIssues(): string[] { return this.#linkIssues; }
  get models(): { id: string; loaded: boolean }[] { return this.#models; }
  get modelsState(): ModelsState { return this.#modelsState; }
  get modelsError(): string | null { return this.#modelsError; }
  get autoFor(): string | null { return this.#autoFor; }
  /** An ask=1 link that needs a click before anything is sent. */
  get pendingAsk(): PendingAsk | null { return this.#pendingAsk; }
  /** A key an earlier version saved for every server at this URL's origin; never sent unless adopted. */
  get legacyKey(): LegacyKey | null { return this.#legacyKey; }

  /** `checker` checks the asked text: the check worker on the page (the worst bounded paste takes about a second). */
  constructor(checker: Checker = checkInWorker) {
    this.#checker = checker;
    void migrateKeysOnce().then(() => this.#readKey());
  }

  #readKey(): void {
    this.#apiKey = loadApiKey(this.#form.baseUrl);
    this.#legacyKey = legacyKeyFor(this.#form.baseUrl);
  }
  /** Whether the question going on can be stopped (an endpoint's request can; a WebLLM answer cannot). */
  get stoppable(): boolean { return this.#status === 'asking' && this.#controller !== null; }

  /** What stops asking now (empty when the form is complete). */
  get issues(): string[] {
    return askFormIssues(this.#form, this.#modelsState === 'ready' ? this.#models.map((m) => m.id) : null);
  }

  /** The step the model blamed, while its answer is about this text; -1 otherwise. */
  blamedFor(text: string): number {
    const r = this.#reply;
    return r && r.text === text ? (r.comparison.blamed ?? -1) : -1;
  }

  setForm(values: Partial<AskForm>): void {
    this.#form = { ...this.#form, ...values };
    this.#pendingAsk = null;
    if (values.baseUrl !== undefined || values.engine === 'openai') this.#readKey();
    if (this.#form.engine === 'webllm') void this.loadModels();
  }

  setApiKey(key: string): void {
    this.#apiKey = key;
    saveApiKey(this.#form.baseUrl, key);
    this.#legacyKey = legacyKeyFor(this.#form.baseUrl);
    this.#pendingAsk = null;
  }

  useLegacyKey(): void {
    this.#apiKey = adoptLegacyKey(this.#form.baseUrl);
    this.#legacyKey = null;
    this.#pendingAsk = null;
  }

  forgetLegacyKey(): void {
    if (this.#legacyKey) forgetLegacyKey(this.#legacyKey.origin);
    this.#legacyKey = null;
  }

  dismissPendingAsk(): void {
    this.#pendingAsk = null;
  }

  /** Prefills from #/check?…, once per distinct link; ask=1 is remembered until asked. */
  applyLink(params: URLSearchParams): void {
    const key = params.toString();
    if (key === this.#appliedLink) return;
    this.#appliedLink = key;
    const parsed = parseAskLink(params);
    this.#linkIssues = parsed.issues;
    this.setForm(parsed.form);
    this.#autoFor = parsed.ask && parsed.issues.length === 0 ? parsed.trace : null;
  }

  /** Asks when a link said ask=1 for exactly this text and nothing stands in the way. */
  autoAsk(text: string, outcome: CheckTextResult | null): void {
    if (this.#autoFor === null || this.#autoFor !== text || !outcome) return;
    if (this.#form.engine === 'webllm' && this.#modelsState !== 'ready' && this.#modelsState !== 'error') return;
    this.#autoFor = null;
    const issues = this.issues;
    if (issues.length > 0 || !outcome.ok) {
      this.#linkIssues = [...this.#linkIssues, ...(outcome.ok ? issues : ['the trace cannot be read, so there is nothing to ask about'])];
      return;
    }
    const verdict = askLinkVerdict(this.#form, { savedKey: this.#form.engine === 'openai' && hasApiKey(this.#form.baseUrl) });
    if (!verdict.auto) {
      this.#pendingAsk = { text, why: verdict.why, action: verdict.action };
      return;
    }
    void this.ask(text);
  }

  /** WebLLM models this browser has: the cached ones, and the one a run has loaded. */
  loadModels(fresh = false): Promise<void> {
    if (fresh && this.#modelsState !== 'loading') this.#modelsLoad = null;
    this.#modelsLoad ??= this.#listModels();
    return this.#modelsLoad;
  }

  async #listModels(): Promise<void> {
    this.#modelsState = 'loading';
    this.#modelsError = null;
    try {
      const run = await runState();
      const list: ModelEntry[] = await run.refreshModels();
      const loaded = run.run?.engine === 'webllm' ? run.run.model : null;
      this.#models = list.filter((m) => m.cached || m.id === loaded).map((m) => ({ id: m.id, loaded: m.id === loaded }));
      this.#modelsState = 'ready';
      if (this.#form.webllmModel === '' && this.#models.length > 0) {
        this.#form = { ...this.#form, webllmModel: (this.#models.find((m) => m.loaded) ?? this.#models[0]!).id };
      }
    } catch (err) {
      this.#modelsState = 'error';
      this.#modelsError = err instanceof Error ? err.message : String(err);
      this.#modelsLoad = null;
    }
  }

  /**
   * Asks about exactly `text`. The verdict the answer is compared with is the checker's on
   * this same text, computed here: the view's own verdict may still wait for its debounce
   * (a click right after a keystroke), and must never stand in for the text the model saw.
   * It is checked in the check worker, off the page's thread.
   */
  async ask(text: string): Promise<void> {
    if (this.#status === 'asking' || this.#checking) return;
    this.#pendingAsk = null;
    let outcome: CheckTextResult | null = null;
    if (text.trim() !== '') {
      this.#checking = true;
      try {
        outcome = await this.#checker(text);
      } catch (err) {
        this.#reply = null;
        this.#error = `The text was not checked, so nothing was asked: the checker could not run (${failure(err)}); try again, or reload the page.`;
        this.#status = 'failed';
        return;
      } finally {
        this.#checking = false;
      }
    }
    if (!outcome?.ok) {
      this.#reply = null;
      this.#error = outcome ? 'The text cannot be read as a trace, so there is nothing to ask about.' : 'Type a solution first.';
      this.#status = 'failed';
      return;
    }
    // Only a model this browser already has: asking must never start a multi-gigabyte download.
    if (this.#form.engine === 'webllm') {
      await this.loadModels();
      if (this.#modelsState !== 'ready') {
        this.#error = `The WebLLM models in this browser could not be listed: ${this.#modelsError ?? 'unknown error'}`;
        this.#status = 'failed';
        return;
      }
    }
    if (this.issues.length > 0) return;
    const form = $state.snapshot(this.#form);
    const steps = traceSteps(outcome) ?? [];
    const apiKey = form.engine === 'openai' ? this.#apiKey : null;
    if (form.engine === 'openai') saveApiKey(form.baseUrl, this.#apiKey);
    const request = askRequest(form, apiKey, steps);
    this.#status = 'asking';
    this.#error = null;
    // An earlier answer (perhaps from another engine) must not stand beside a new question.
    this.#reply = null;
    try {
      let result: GenerateResult;
      if (request.connection.kind === 'webllm') {
        const run = await runState();
        if (run.active) throw new Error('a run is going in this tab; ask again when it has finished or is paused');
        result = await run.ask(request);
      } else {
        this.#controller = new AbortController();
        result = await pageEngine(request.connection).generate({
          messages: request.messages, temperature: request.decoding.temperature, seed: request.decoding.seed,
          max_tokens: request.decoding.max_tokens, json_schema: null, thinking: request.decoding.thinking,
        }, this.#controller.signal);
      }
      const parsed = parseResponse(result.text, steps.length - 1, askTemplate(steps).fields);
      this.#reply = { text, engine: engineName(form), result, comparison: compareAnswer(outcome.result, parsed, outcome.numbering), numbering: outcome.numbering };
      this.#status = 'answered';
    } catch (err) {
      const stopped = this.#controller?.signal.aborted === true;
      this.#error = stopped ? 'Stopped before the model answered.' : `The model could not be asked: ${failure(err)}`;
      this.#status = 'failed';
    } finally {
      this.#controller = null;
    }
  }

  stop(): void {
    this.#controller?.abort();
  }
}

function pageEngine(c: ReturnType<typeof askRequest>['connection']): Engine {
  if (c.kind === 'openai') return createOpenAIEngine({ baseUrl: c.baseUrl, model: c.model, apiKey: c.apiKey, timeoutMs: c.timeoutMs, maxRetries: c.maxRetries });
  if (c.kind === 'webllm') throw new Error('WebLLM runs only in the run worker');
  return createReferenceEngine(c.kind, ASK_TEMPLATE);
}

export function engineName(form: AskForm): string {
  if (form.engine === 'openai') return `${form.model.trim()} at ${form.baseUrl.trim()}`;
  if (form.engine === 'webllm') return `${form.webllmModel} (WebLLM)`;
  return form.engine;
}

/** An engine failure in one line, with the adapter's hint ("is the server running at …?") when it has one. */
export function failure(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  const hint = (err as { hint?: unknown } | null)?.hint;
  return typeof hint === 'string' && hint !== '' ? `${message} — ${hint}` : message;
}

let shared: AskState | undefined;

/** One ask state per page: the answer survives moving between views. */
export function askState(): AskState {
  shared ??= new AskState();
  return shared;
}
