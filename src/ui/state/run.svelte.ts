// The Run view's state: the form, what the browser offers, and the live run. One
// instance per page (a module-level singleton), so a run keeps going while the user
// moves between views. The worker does the work; this class only keeps what the
// components show, changed through its methods.
import { probeWebGPU, type NavigatorLike, type WebGPUProbe } from '../../engines/webgpu.ts';
import { openStore, type Store } from '../../storage/index.ts';
import type { GenerateResult } from '../../core/run/engine-port.ts';
import type { AskRequest, Event, LoadProgress, ModelEntry, Phase, RunInfo, Snapshot } from '../../../workers/run.protocol.ts';
import { parseRunLink, withoutAutostart } from './deeplink.ts';
import { RunClient, RunWorkerError } from './run-client.ts';
import { DEFAULT_FORM, startRequest, validateForm, type FormIssue, type RunForm } from './run-form.ts';
import { loadApiKey, saveApiKey } from './run-keys.ts';
import { discardRun, findUnfinished, heldLocks, nowIso, type UnfinishedRun } from './run-recovery.ts';

const ACTIVE: readonly Phase[] = ['preparing', 'loading-model', 'running', 'pausing'];

export type ModelsStatus = 'idle' | 'loading' | 'ready' | 'error';

export class RunState {
  readonly #client: RunClient;
  #form = $state<RunForm>({ ...DEFAULT_FORM });
  #apiKey = $state('');
  #issues = $state.raw<FormIssue[]>([]);
  #phase = $state<Phase>('idle');
  #run = $state.raw<RunInfo | null>(null);
  #message = $state<string | null>(null);
  #load = $state.raw<LoadProgress | null>(null);
  #snapshot = $state.raw<Snapshot | null>(null);
  #error = $state<string | null>(null);
  #probe = $state.raw<WebGPUProbe | null>(null);
  #models = $state.raw<ModelEntry[] | null>(null);
  #modelsStatus = $state<ModelsStatus>('idle');
  #modelsError = $state<string | null>(null);
  // Callers waiting for the worker's answer about the model cache (the Storage view).
  #modelWaiters: { resolve: (models: ModelEntry[]) => void; reject: (error: Error) => void }[] = [];
  // Plain bookkeeping, never rendered: no reactive map needed.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  #deleteWaiters = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  #unfinished = $state.raw<UnfinishedRun[]>([]);
  #linkWarnings = $state.raw<string[]>([]);
  #store: Promise<Store> | null = null;
  #appliedLink: string | null = null;
  #initialised = false;

  constructor() {
    this.#client = new RunClient(
      (e) => this.#onEvent(e),
      (err) => {
        this.#error = err.message;
        this.#phase = 'error';
      },
    );
  }

  get form(): RunForm { return this.#form; }
  get apiKey(): string { return this.#apiKey; }
  get issues(): FormIssue[] { return this.#issues; }
  get phase(): Phase { return this.#phase; }
  get run(): RunInfo | null { return this.#run; }
  get message(): string | null { return this.#message; }
  get load(): LoadProgress | null { return this.#load; }
  get snapshot(): Snapshot | null { return this.#snapshot; }
  get error(): string | null { return this.#error; }
  get probe(): WebGPUProbe | null { return this.#probe; }
  get models(): ModelEntry[] | null { return this.#models; }
  get modelsStatus(): ModelsStatus { return this.#modelsStatus; }
  get modelsError(): string | null { return this.#modelsError; }
  get unfinished(): UnfinishedRun[] { return this.#unfinished; }
  get linkWarnings(): string[] { return this.#linkWarnings; }
  get active(): boolean { return ACTIVE.includes(this.#phase); }

  /** Probes WebGPU and looks for interrupted runs; once per page. */
  init(): void {
    if (this.#initialised) return;
    this.#initialised = true;
    void probeWebGPU(navigator as unknown as NavigatorLike).then((p) => (this.#probe = p));
    void this.refreshUnfinished();
  }

  setForm(values: Partial<RunForm>): void {
    this.#form = { ...this.#form, ...values };
    if (values.baseUrl !== undefined) this.#apiKey = loadApiKey(this.#form.baseUrl);
    if (this.#issues.length > 0) this.#issues = validateForm(this.#form);
    if (this.#form.engine === 'webllm') this.loadModels();
  }

  setApiKey(key: string): void {
    this.#apiKey = key;
    saveApiKey(this.#form.baseUrl, key);
  }

  /** Prefills the form from #/run?…, once per distinct link; starts only with autostart=1. */
  applyLink(params: URLSearchParams): void {
    const key = params.toString();
    // The same configuration again (also once autostart has been dropped from it) changes nothing.
    const clean = withoutAutostart(`?${key}`).slice(1);
    if (key === '' || clean === this.#appliedLink) return;
    this.#appliedLink = clean;
    const parsed = parseRunLink(params);
    this.#linkWarnings = parsed.warnings;
    this.setForm(parsed.form);
    this.#apiKey = loadApiKey(this.#form.baseUrl);
    if (parsed.autostart) {
      // A reload of the page must not start a second run.
      history.replaceState(history.state, '', withoutAutostart(location.hash));
      if (!this.active) this.start();
    }
  }

  loadModels(): void {
    if (this.#modelsStatus === 'loading' || this.#modelsStatus === 'ready') return;
    this.#modelsStatus = 'loading';
    this.#modelsError = null;
    this.#client.listModels();
  }

  /**
   * The WebLLM catalog with fresh "cached" flags, asked of the run worker: WebLLM's code
   * lives only there, so no view loads a second copy of it.
   */
  refreshModels(): Promise<ModelEntry[]> {
    return new Promise((resolve, reject) => {
      this.#modelWaiters.push({ resolve, reject });
      this.#client.listModels();
    });
  }

  /** Deletes a cached WebLLM model (weights, config, library) through the run worker. */
  deleteModel(id: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#deleteWaiters.set(id, { resolve, reject });
      this.#client.deleteModel(id);
    });
  }

  /** The Check view asks through this tab's run worker, so a model loaded for a run is reused. */
  ask(request: AskRequest): Promise<GenerateResult> {
    return this.#client.ask(request);
  }

  start(): void {
    if (this.active) return;
    this.#issues = [...validateForm(this.#form), ...this.#gpuIssues()];
    if (this.#issues.length > 0) return;
    if (this.#form.engine === 'openai') saveApiKey(this.#form.baseUrl, this.#apiKey);
    this.#reset('preparing', 'Starting…');
    this.#client.start(startRequest($state.snapshot(this.#form), {
      apiKey: this.#form.engine === 'openai' ? this.#apiKey : null,
      gpuAdapter: this.#probe?.adapterInfo ?? null,
      userAgent: navigator.userAgent,
    }));
  }

  resume(id: string): void {
    if (this.active) return;
    const run = this.#unfinished.find((r) => r.id === id);
    const baseUrl = run?.base_url ?? null;
    const concurrency = run?.engine === 'openai' ? (baseUrl === this.#form.baseUrl ? this.#form.concurrency : 4) : run?.engine === 'webllm' ? 1 : 4;
    this.#reset('preparing', 'Resuming…');
    this.#unfinished = this.#unfinished.filter((r) => r.id !== id);
    this.#client.resume({ runId: id, apiKey: baseUrl ? loadApiKey(baseUrl) || null : null, concurrency });
  }

  pause(): void {
    this.#client.pause();
  }

  /** Cancels the run going on, or gives up on this tab's paused run. */
  cancel(): void {
    if (this.active) {
      this.#client.cancel();
      return;
    }
    const run = this.#run;
    if (run && (this.#phase === 'paused' || this.#phase === 'error')) {
      void this.discard(run.id).then(() => {
        this.#phase = 'cancelled';
        this.#message = 'cancelled by the user';
      });
    }
  }

  /** Stops offering an unfinished run (it stays stored, marked cancelled). */
  async discard(id: string): Promise<void> {
    await discardRun(await this.#db(), id, nowIso());
    this.#unfinished = this.#unfinished.filter((r) => r.id !== id);
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
      this.#unfinished = await findUnfinished(store, { heldLocks: await heldLocks(), activeRunId, now: nowIso() });
      // A run going on in another tab (or in the page being replaced by a reload) is looked at again later.
      if (this.#unfinished.some((r) => r.elsewhere)) setTimeout(() => void this.refreshUnfinished(), 3000);
    } catch (err) {
      this.#error = `Could not read the stored runs: ${err instanceof Error ? err.message : String(err)}`;
    }
  }

  /** An f16 build on a GPU without shader-f16 cannot load: say so before downloading gigabytes. */
  #gpuIssues(): FormIssue[] {
    const f = this.#form;
    if (f.engine !== 'webllm' || f.custom || !this.#probe?.available || this.#probe.hasShaderF16) return [];
    const model = this.#models?.find((m) => m.id === f.webllmModel);
    if (!model?.needs_shader_f16) return [];
    const alt = model.f32_alternative ? `; use ${model.f32_alternative}` : '; choose a q4f32 build';
    return [{ field: 'webllmModel', message: `${model.id} needs shader-f16, which this GPU lacks${alt}` }];
  }

  #db(): Promise<Store> {
    this.#store ??= openStore();
    return this.#store;
  }

  #reset(phase: Phase, message: string): void {
    this.#phase = phase;
    this.#message = message;
    this.#error = null;
    this.#load = null;
    this.#snapshot = null;
    this.#run = null;
  }

  #onEvent(e: Event): void {
    switch (e.type) {
      case 'phase':
        this.#phase = e.phase;
        if (e.run) this.#run = e.run;
        this.#message = e.message;
        if (!ACTIVE.includes(e.phase)) void this.refreshUnfinished();
        return;
      case 'load':
        this.#load = e.progress;
        return;
      case 'model-deleted':
        this.#deleteWaiters.get(e.id)?.resolve();
        this.#deleteWaiters.delete(e.id);
        return;
      case 'snapshot':
        this.#snapshot = e.snapshot;
        return;
      case 'finished':
        this.#snapshot = e.snapshot;
        return;
      case 'models':
        this.#models = e.models;
        this.#modelsStatus = 'ready';
        for (const w of this.#modelWaiters.splice(0)) w.resolve(e.models);
        if (this.#form.webllmModel === '' && e.models.length > 0) this.#form = { ...this.#form, webllmModel: pickDefaultModel(e.models, this.#probe) };
        return;
      case 'error': {
        const error = new RunWorkerError(e.error);
        if (e.command === 'list-models') {
          this.#modelsStatus = 'error';
          this.#modelsError = error.message;
          for (const w of this.#modelWaiters.splice(0)) w.reject(error);
        } else if (e.command === 'delete-model') {
          for (const w of this.#deleteWaiters.values()) w.reject(error);
          this.#deleteWaiters.clear();
        } else {
          this.#error = error.code === 'busy' ? 'A run is already going in this tab.' : sentence(error.message);
        }
        return;
      }
    }
  }
}

function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A small model this GPU can load: low-resource first, f32 builds when shader-f16 is missing. */
export function pickDefaultModel(models: readonly ModelEntry[], probe: WebGPUProbe | null): string {
  const usable = models.filter((m) => !(m.needs_shader_f16 && probe !== null && !probe.hasShaderF16));
  const pool = usable.length > 0 ? usable : models;
  const sorted = [...pool].sort((a, b) => (a.vram_mb ?? Infinity) - (b.vram_mb ?? Infinity));
  return sorted[0]?.id ?? '';
}

let shared: RunState | undefined;

/** One run state per page: it survives moving between views. */
export function runState(): RunState {
  shared ??= new RunState();
  return shared;
}
