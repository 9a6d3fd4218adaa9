// The Run view's state: the form, what the browser offers, and the live run. One
// instance per page (a module-level singleton), so a run keeps going while the user
// moves between views. The worker does the work; this class only keeps what the
// components show, changed through its methods.
//
// Nothing starts before the browser's probes (WebGPU, adapter, shader-f16, the WebLLM
// catalog and cache) have answered: a run's provenance records the adapter, and a
// WebLLM run that cannot load is refused with the real reason before any download.
import type { GenerateResult, RunEnd } from '../../core/run/index.ts';
import { probeWebGPU, type NavigatorLike, type WebGPUProbe } from '../../engines/webgpu.ts';
import { openStore, type Store } from '../../storage/index.ts';
import { RunClient, WorkerError, type AskRequest, type LoadProgress, type ModelEntry, type Phase, type PreparedModel, type RunEvent, type RunInfo, type Snapshot } from '../workers/run-client.ts';
import { parseRunLink, withoutAutostart } from './deeplink.ts';
import { DEFAULT_FORM, startRequest, validateForm, type FormIssue, type RunForm } from './run-form.ts';
import { adoptLegacyKey, forgetLegacyKey, hasApiKey, legacyKeyFor, loadApiKey, saveApiKey, type LegacyKey } from './run-keys.ts';
import { migrateKeysOnce } from './key-migration.ts';
import { runLinkVerdict, type LinkAction } from './link-consent.ts';
import { discardRun, findUnfinished, forgetUnsavedEnd, heldLocks, keepUnsavedEnd, nowIso, unsavedEnds, type UnfinishedRun } from './run-recovery.ts';
import { errorText, sentence } from '../text.ts';
import { gpuIssues, pickDefaultModel } from './run-gpu.ts';

const ACTIVE: readonly Phase[] = ['preparing', 'loading-model', 'running', 'pausing'];

export type ModelsStatus = 'idle' | 'loading' | 'ready' | 'error';

/** A link's autostart held for the user's click: what it would do, and why it waits. */
export interface PendingLink {
  /** The view whose link it was (its panel shows it). */
  from: 'run' | 'demo';
  why: string[];
  action: LinkAction;
}

export class RunState {
  readonly #client: RunClient;
  #form = $state<RunForm>({ ...DEFAULT_FORM });
  #apiKey = $state('');
  #issues = $state.raw<FormIssue[]>([]);
  #phase = $state<Phase>('idle');
  #run = $state.raw<RunInfo | null>(null);
  #message = $state<string | null>(null);
  #hint = $state<string | null>(null);
  #end = $state.raw<RunEnd | null>(null);
  #load = $state.raw<LoadProgress | null>(null);
  #snapshot = $state.raw<Snapshot | null>(null);
  #error = $state<string | null>(null);
  #probe = $state.raw<WebGPUProbe | null>(null);
  #models = $state.raw<ModelEntry[] | null>(null);
  #modelsStatus = $state<ModelsStatus>('idle');
  #modelsError = $state<string | null>(null);
  #unfinished = $state.raw<UnfinishedRun[]>([]);
  #linkWarnings = $state.raw<string[]>([]);
  #pendingLink = $state.raw<PendingLink | null>(null);
  #pendingGo: (() => Promise<void>) | null = null;
  #legacyKey = $state.raw<LegacyKey | null>(null);
  #store: Promise<Store> | null = null;
  #appliedLink: string | null = null;
  #probing: Promise<WebGPUProbe> | null = null;
  #modelsLoad: Promise<ModelEntry[] | null> | null = null;
  /** Where a model download's progress goes (the offline-models state), while one goes on. */
  #onPrepare: ((model: string, progress: LoadProgress) => void) | null = null;
  #webllmCode: string[] = [];

  constructor() {
    this.#client = new RunClient(
      (e) => this.#onEvent(e),
      (err) => {
        this.#error = err.message;
        this.#phase = 'failed';
      },
    );
  }

  get form(): RunForm { return this.#form; }
  get apiKey(): string { return this.#apiKey; }
  get issues(): FormIssue[] { return this.#issues; }
  get phase(): Phase { return this.#phase; }
  get run(): RunInfo | null { return this.#run; }
  get message(): string | null { return this.#message; }
  /** What to try about a failure (from the engine error). */
  get hint(): string | null { return this.#hint; }
  /** How the last run ended, once it has. */
  get end(): RunEnd | null { return this.#end; }
  get load(): LoadProgress | null { return this.#load; }
  get snapshot(): Snapshot | null { return this.#snapshot; }
  get error(): string | null { return this.#error; }
  get probe(): WebGPUProbe | null { return this.#probe; }
  get models(): ModelEntry[] | null { return this.#models; }
  get modelsStatus(): ModelsStatus { return this.#modelsStatus; }
  get modelsError(): string | null { return this.#modelsError; }
  get unfinished(): UnfinishedRun[] { return this.#unfinished; }
  get linkWarnings(): string[] { return this.#linkWarnings; }
  /** A link asked to start, and starting needs a click (link-consent.ts). */
  get pendingLink(): PendingLink | null { return this.#pendingLink; }
  /** A key an earlier version saved for every server at this URL's origin; never sent unless the user adopts it. */
  get legacyKey(): LegacyKey | null { return this.#legacyKey; }
  get active(): boolean { return ACTIVE.includes(this.#phase); }
  /** Probes WebGPU and looks for interrupted runs; once per page. */
  init(): void {
    void this.#probed();
    void this.refreshUnfinished();
    void migrateKeysOnce().then(() => this.#readKey());
  }

  #readKey(): void {
    this.#apiKey = loadApiKey(this.#form.baseUrl);
    this.#legacyKey = legacyKeyFor(this.#form.baseUrl);
  }

  #probed(): Promise<WebGPUProbe> {
    this.#probing ??= probeWebGPU(navigator as unknown as NavigatorLike).then((p) => (this.#probe = p));
    return this.#probing;
  }

  setForm(values: Partial<RunForm>): void {
    this.#form = { ...this.#form, ...values };
    // What a held link would do is no longer what the form says.
    this.#dropPendingLink();
    if (values.baseUrl !== undefined) this.#readKey();
    if (this.#issues.length > 0) this.#issues = [...validateForm(this.#form), ...this.#gpuIssues()];
    if (this.#form.engine === 'webllm') void this.loadModels();
  }

  setApiKey(key: string): void {
    this.#apiKey = key;
    saveApiKey(this.#form.baseUrl, key);
    this.#legacyKey = legacyKeyFor(this.#form.baseUrl);
    this.#dropPendingLink();
  }

  /** The user chose to use the old per-origin key for this server URL (and only this one). */
  useLegacyKey(): void {
    this.#apiKey = adoptLegacyKey(this.#form.baseUrl);
    this.#legacyKey = null;
    this.#dropPendingLink();
  }

  forgetLegacyKey(): void {
    if (this.#legacyKey) forgetLegacyKey(this.#legacyKey.origin);
    this.#legacyKey = null;
  }

  /**
   * A link's autostart (a run link, or the demo's): at once when link-consent.ts allows it,
   * otherwise held and shown until confirmLink(). Waits for the probes and the model catalog,
   * so "cached" is known.
   */
  async autostart(from: PendingLink['from'], go: () => Promise<void>): Promise<void> {
    await this.#probed();
    if (this.#form.engine === 'webllm') await this.loadModels();
    const form = $state.snapshot(this.#form);
    // A run that cannot happen here (no WebGPU, an f16 build without shader-f16, a bad
    // field) says why at once: there is nothing to consent to.
    const issues = [...validateForm(form), ...this.#gpuIssues()];
    if (issues.length > 0) {
      this.#issues = issues;
      return;
    }
    const cachedPrebuilt = !form.custom && (this.#models?.some((m) => m.id === form.webllmModel && m.cached) ?? false);
    const verdict = runLinkVerdict(form, { savedKey: form.engine === 'openai' && hasApiKey(form.baseUrl), cachedPrebuilt });
    if (verdict.auto) {
      if (!this.active) await go();
      return;
    }
    this.#pendingLink = { from, why: verdict.why, action: verdict.action };
    this.#pendingGo = go;
  }

  /** The user's click on a held link. */
  confirmLink(): void {
    const go = this.#pendingGo;
    this.#dropPendingLink();
    if (go && !this.active) void go();
  }

  dismissLink(): void {
    this.#dropPendingLink();
  }

  #dropPendingLink(): void {
    this.#pendingLink = null;
    this.#pendingGo = null;
  }

  /**
   * Prefills the form from #/run?…, once per distinct link. It starts a run only with
   * autostart=1, only when every parameter was accepted, and only once the probes are in.
   */
  applyLink(params: URLSearchParams): void {
    const key = params.toString();
    const clean = withoutAutostart(`?${key}`).slice(1);
    if (key === '' || clean === this.#appliedLink) return;
    this.#appliedLink = clean;
    const parsed = parseRunLink(params);
    this.#linkWarnings = parsed.warnings;
    this.setForm(parsed.form);
    this.#readKey();
    if (!parsed.autostart) return;
    // A reload of the page must not start a second run.
    history.replaceState(history.state, '', withoutAutostart(location.hash));
    if (parsed.warnings.length > 0) {
      this.#message = 'The link asked to start at once, but some of its settings were not accepted: check them and press Start.';
      return;
    }
    if (!this.active) void this.autostart('run', () => this.start());
  }

  /** The WebLLM catalog with cache flags, from the run worker (WebLLM's code lives only there). */
  loadModels(): Promise<ModelEntry[] | null> {
    if (this.#modelsStatus === 'ready' || this.#modelsStatus === 'loading') return this.#modelsLoad ?? Promise.resolve(this.#models);
    this.#modelsStatus = 'loading';
    this.#modelsError = null;
    this.#modelsLoad = this.#client.listModels().then(
      ({ models, code }) => {
        this.#models = models;
        this.#webllmCode = code;
        this.#modelsStatus = 'ready';
        if (this.#form.webllmModel === '' && models.length > 0) this.#form = { ...this.#form, webllmModel: pickDefaultModel(models, this.#probe) };
        return models;
      },
      (err: unknown) => {
        this.#modelsStatus = 'error';
        this.#modelsError = errorText(err);
        return null;
      },
    );
    return this.#modelsLoad;
  }

  /** The catalog with fresh "cached" flags (the Storage view). */
  async refreshModels(): Promise<ModelEntry[]> {
    const { models, code } = await this.#client.listModels();
    this.#models = models;
    this.#webllmCode = code;
    return models;
  }

  /** The script files the run worker loaded for WebLLM (as of the last catalog read): kept offline, or a model is not. */
  get webllmCode(): readonly string[] { return this.#webllmCode; }

  /** Deletes a cached WebLLM model (weights, config, library) through the run worker. */
  deleteModel(id: string): Promise<void> { return this.#client.deleteModel(id); }

  /** Downloads a WebLLM model for offline use without a run (the run worker loads it once). */
  async prepareModel(id: string, onProgress: (progress: LoadProgress) => void): Promise<PreparedModel> {
    this.#onPrepare = (model, progress) => {
      if (model === id) onProgress(progress);
    };
    try {
      return await this.#client.prepareModel(id);
    } finally {
      this.#onPrepare = null;
      // The "downloaded" flags changed: the next look at the catalog asks the worker again.
      if (this.#modelsStatus === 'ready') void this.refreshModels().catch(() => undefined);
    }
  }

  stopPrepare(): void { this.#client.stopPrepare(); }

  /** The Check view asks through this tab's run worker, so a model loaded for a run is reused. */
  ask(request: AskRequest): Promise<GenerateResult> { return this.#client.ask(request); }

  async start(): Promise<void> {
    if (this.active) return;
    this.#dropPendingLink();
    this.#phase = 'preparing';
    this.#message = 'Checking what this browser offers…';
    await this.#probed();
    if (this.#form.engine === 'webllm') await this.loadModels();
    this.#issues = [...validateForm(this.#form), ...this.#gpuIssues()];
    if (this.#issues.length > 0) {
      this.#phase = 'idle';
      this.#message = null;
      return;
    }
    if (this.#form.engine === 'openai') saveApiKey(this.#form.baseUrl, this.#apiKey);
    this.#reset('preparing', 'Starting…');
    const request = startRequest($state.snapshot(this.#form), {
      apiKey: this.#form.engine === 'openai' ? this.#apiKey : null,
      gpuAdapter: this.#probe?.adapterInfo ?? null,
      userAgent: navigator.userAgent,
    });
    // The name went with this run; the field is for the next one (two runs named alike look alike).
    this.#form = { ...this.#form, name: '' };
    await this.#client.start(request).catch((err: unknown) => this.#failed(err));
  }

  async resume(id: string): Promise<void> {
    if (this.active) return;
    const run = this.#unfinished.find((r) => r.id === id);
    const baseUrl = run?.base_url ?? null;
    const concurrency = run?.engine === 'openai' ? (baseUrl === this.#form.baseUrl ? this.#form.concurrency : DEFAULT_FORM.concurrency) : run?.engine === 'webllm' ? 1 : 4;
    this.#reset('preparing', 'Resuming…');
    this.#unfinished = this.#unfinished.filter((r) => r.id !== id);
    await this.#client.resume({ runId: id, apiKey: baseUrl ? loadApiKey(baseUrl) || null : null, concurrency }).catch((err: unknown) => this.#failed(err));
  }

  pause(): void { this.#client.pause(); }

  /** Cancels the run going on, or gives up on this tab's paused run. */
  cancel(): void {
    if (this.active) {
      this.#client.cancel();
      return;
    }
    const run = this.#run;
    if (run && (this.#phase === 'paused' || this.#phase === 'failed')) {
      void this.discard(run.id).then(() => {
        this.#phase = 'cancelled';
        this.#message = 'cancelled by the user';
      });
    }
  }

  /** Stops offering an unfinished run (it stays stored, marked cancelled). */
  async discard(id: string): Promise<void> {
    try {
      await discardRun(await this.#db(), id, nowIso());
      this.#unfinished = this.#unfinished.filter((r) => r.id !== id);
    } catch (err) {
      this.#error = `The run was not given up: ${errorText(err)}`;
    }
  }

  /** Back to the form after a run ended (the finished run stays stored). */
  clear(): void {
    if (this.active) return;
    this.#reset('idle', '');
    this.#message = null;
  }

  async refreshUnfinished(): Promise<void> {
    try {
      const store = await this.#db();
      const activeRunId = this.active ? (this.#run?.id ?? null) : null;
      this.#unfinished = await findUnfinished(store, {
        heldLocks: await heldLocks(), activeRunId, now: nowIso(), unsavedEnds: unsavedEnds(), onRepaired: (id) => forgetUnsavedEnd(id),
      });
      // A run going on in another tab (or in the page being replaced by a reload) is looked at again later.
      if (this.#unfinished.some((r) => r.elsewhere)) setTimeout(() => void this.refreshUnfinished(), 3000);
    } catch (err) {
      this.#error = `Could not read the stored runs: ${errorText(err)}`;
    }
  }

  #gpuIssues(): FormIssue[] {
    return gpuIssues(this.#form, this.#probe, this.#models);
  }

  #db(): Promise<Store> {
    this.#store ??= openStore();
    return this.#store;
  }

  #failed(err: unknown): void {
    if (err instanceof WorkerError && err.code === 'busy') {
      this.#error = 'A run is already going in this tab.';
      return;
    }
    this.#phase = 'failed';
    this.#error = sentence(errorText(err));
    this.#hint = err instanceof WorkerError ? err.hint : null;
  }

  #reset(phase: Phase, message: string): void {
    this.#phase = phase;
    this.#message = message;
    this.#hint = null;
    this.#end = null;
    this.#error = null;
    this.#load = null;
    this.#snapshot = null;
    this.#run = null;
  }

  #onEvent(e: RunEvent): void {
    switch (e.type) {
      case 'phase':
        this.#phase = e.phase;
        if (e.run) this.#run = e.run;
        this.#message = e.message;
        this.#hint = e.hint;
        if (!ACTIVE.includes(e.phase)) void this.refreshUnfinished();
        return;
      case 'load':
        this.#load = e.progress;
        return;
      case 'prepare':
        this.#onPrepare?.(e.model, e.progress);
        return;
      case 'snapshot':
        this.#snapshot = e.snapshot;
        return;
      case 'finished':
        this.#snapshot = e.snapshot;
        this.#end = e.end;
        // The header still says "running": keep the end, written when storage works again.
        if (e.unsaved !== null) keepUnsavedEnd(e.runId, e.end);
        return;
    }
  }
}

let shared: RunState | undefined;

/** One run state per page: it survives moving between views. */
export function runState(): RunState {
  shared ??= new RunState();
  return shared;
}
