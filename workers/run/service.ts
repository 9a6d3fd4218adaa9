// The run worker's logic, free of worker globals so it runs (and is tested) in Node.
// It turns the page's requests into runs with core/run's plan (planRun, dataForRun,
// samplesForSpec, connectionFor), connects the engine, and hands the run to a session.
// One run at a time per tab: a second start while busy is refused.
import type { DatasetOptions, Sample } from '../../src/core/dataset/index.ts';
import {
  EngineError, connectionFor, createRunLog, dataForRun, generatorSource, planRun, runSpec, samplesForSpec, selectSamples, templateFromSpec,
  type RunLog, type RunSpec, type SampleSource,
} from '../../src/core/run/index.ts';
import { newRunRecorder, storedRunRecorder, getRun, type StorageEstimate, type Store } from '../../src/storage/index.ts';
import { ServiceError } from '../rpc.ts';
import { answerJsonSchema, DEFAULT_TEMPLATE_ID, getTemplate, STEPBENCH_V1 } from '../../src/core/protocol/index.ts';
import { connect, type WebLLMHost } from './engines.ts';
import type { AskRequest, Phase, PreparedModel, ResumeRequest, RunApi, RunEvent, RunInfo, RunResult, StartRequest } from './protocol.ts';
import { runSession, type LockManagerLike } from './session.ts';
import { MAX_REBUILT_TESTS } from '../limits.ts';

export type { WebLLMHost } from './engines.ts';
export type { LockManagerLike } from './session.ts';

export interface RunServiceDeps {
  post: (event: RunEvent) => void;
  openStore: () => Promise<Store>;
  webllm?: WebLLMHost;
  /** Held for the whole run, so another tab can tell the run is alive (navigator.locks). */
  locks?: LockManagerLike | null;
  appVersion?: string;
  now?: () => number;
  timestamp?: () => string;
  newId?: () => string;
  /** Generator options every new run uses besides its seed (tests: smaller test sets). */
  datasetOptions?: Partial<DatasetOptions>;
  /** At most one snapshot per this many ms (a trailing one is always sent). */
  snapshotMs?: number;
  /** The built script files this worker has loaded (default: from its resource timing entries). */
  loadedScripts?: () => string[];
  /** The origin's usage and quota, for a storage failure's message (default navigator.storage.estimate). */
  estimate?: () => Promise<StorageEstimate | null>;
}

/** Same-origin built scripts (…/assets/*.js) this realm has fetched, from resource timing. */
function loadedAssets(): string[] {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return [];
  const names = performance.getEntriesByType('resource').map((e) => e.name);
  return [...new Set(names.filter((n) => /\/assets\/[^/?#]+\.m?js(?:[?#]|$)/.test(n)))];
}

function infoOf(id: string, spec: RunSpec, name: string | null | undefined): RunInfo {
  return {
    id, engine: spec.engine.kind, model: spec.engine.model, set: spec.set, limit: spec.limit, k: spec.decoding.k,
    name: name ?? null, base_url: spec.engine.kind === 'openai' ? (spec.engine.base_url ?? null) : null,
  };
}

/** The generator, remembered per options: a resume right after a run does not generate again. */
function memoSource(): SampleSource {
  let memo: { key: string; value: Sample[] } | null = null;
  return {
    async generated(options) {
      const key = JSON.stringify(options);
      if (memo?.key !== key) memo = { key, value: await generatorSource.generated(options) };
      return memo.value;
    },
  };
}

export function createRunService(deps: RunServiceDeps): RunApi {
  const now = deps.now ?? (() => performance.now());
  const timestamp = deps.timestamp ?? (() => new Date().toISOString());
  const newId = deps.newId ?? (() => `run-${crypto.randomUUID()}`);
  const source = memoSource();
  let store: Promise<Store> | null = null;
  let busy = false;
  /** Aborts a model download started by a run that was then paused/cancelled. */
  let preparing: AbortController | null = null;
  /** Aborts a download started by prepareModel (no run). */
  let downloading: AbortController | null = null;
  let active: { controller: AbortController; cancel: boolean; info: RunInfo } | null = null;

  const db = (): Promise<Store> => (store ??= deps.openStore());
  const phase = (p: Phase, run: RunInfo | null, message: string | null = null, hint: string | null = null): void =>
    deps.post({ type: 'phase', phase: p, run, message, hint });
  const env = { post: deps.post, locks: deps.locks ?? null, snapshotMs: deps.snapshotMs ?? 500, now };

  async function guarded(info: RunInfo | null, fn: () => Promise<RunResult>): Promise<RunResult> {
    if (busy) throw new ServiceError('RunBusy', 'busy', 'a run is already going in this tab');
    busy = true;
    try {
      return await fn();
    } catch (err) {
      const e = err as { message?: string; hint?: string | null };
      phase('failed', info, e.message ?? String(err), e.hint ?? null);
      throw err;
    } finally {
      busy = false;
      active = null;
    }
  }

  /** Connects the engine, honouring a pause/cancel that comes while a model downloads. */
  async function connected(spec: RunSpec, connection: Parameters<typeof connect>[0], info: RunInfo | null) {
    const abort = new AbortController();
    preparing = abort;
    try {
      const c = await connect(connection, templateFromSpec(spec), deps.webllm, {
        signal: abort.signal,
        onLoading: () => phase('loading-model', info, `Loading ${spec.engine.model}…`),
        onLoad: (progress) => deps.post({ type: 'load', progress }),
      });
      return abort.signal.aborted ? null : c;
    } finally {
      preparing = null;
    }
  }

  async function go(runId: string, info: RunInfo, recorder: Parameters<typeof runSession>[0]['recorder'], selected: Sample[], engine: Parameters<typeof runSession>[0]['engine'], concurrency: number): Promise<RunResult> {
    const controller = new AbortController();
    const state = { controller, cancel: false, info };
    active = state;
    const end = await runSession({ runId, info, recorder, selected, engine, concurrency, controller, cancelled: () => state.cancel }, env);
    if (/device_lost|not_loaded/.test(end.stop_reason ?? '')) deps.webllm?.drop();
    return { ...end, runId };
  }

  const api: RunApi = {
    start(request: StartRequest) {
      return guarded(null, async () => {
        const planned = planRun(request.run, 'browser');
        if (!planned.ok) throw new ServiceError('RunRequestError', planned.error.code, `${planned.error.field}: ${planned.error.message}`);
        phase('preparing', null, 'Generating the test sets…');
        const data = await dataForRun({ seed: request.dataSeed, options: { ...deps.datasetOptions, domain: planned.value.domain } }, source);
        if (!data.ok) throw new ServiceError('SamplesError', data.error.code, data.error.message);
        const spec = runSpec(planned.value, data.value.dataset);
        const connection = connectionFor(spec.engine, request.access);
        if (!connection.ok) throw new ServiceError('RunRequestError', connection.error.code, connection.error.message);
        const c = await connected(spec, connection.value, null);
        if (!c) {
          phase('idle', null, 'Model loading was stopped.');
          return { runId: '', status: 'cancelled', stop_reason: 'model loading was stopped', stop_hint: null };
        }
        if (c.details) spec.engine.details = { ...spec.engine.details, ...c.details };
        const log: RunLog = createRunLog({
          // The run file's bounds (core's schema): a longer name or note would make the header unreadable.
          id: newId(), spec, now: timestamp(), name: request.name?.trim().slice(0, 200) || null, note: request.note?.trim().slice(0, 10_000) || null,
          provenance: { app_version: deps.appVersion ?? 'unknown', webllm_version: c.version, gpu_adapter: request.provenance.gpu_adapter, user_agent: request.provenance.user_agent },
        });
        // The data was just made for this spec: select from it (as the CLI does).
        const selected = selectSamples(data.value.tests, spec.set, spec.limit);
        const recorder = newRunRecorder(await db(), log, { timestamp, ...(deps.estimate ? { estimate: deps.estimate } : {}) });
        return go(log.id, infoOf(log.id, spec, log.name), recorder, selected, c.engine, request.concurrency);
      });
    },

    async resume(request: ResumeRequest) {
      const store = await db();
      const log = await getRun(store, request.runId);
      const info = log ? infoOf(log.id, log.spec, log.name) : null;
      return guarded(info, async () => {
        if (!log || !info) throw new ServiceError('RunRequestError', 'no_run', `no run ${request.runId} in this browser`);
        if (log.status === 'complete') throw new ServiceError('RunRequestError', 'complete', 'this run is already complete');
        phase('preparing', info, 'Generating the test sets…');
        const found = await samplesForSpec(log.spec, source, { maxTests: MAX_REBUILT_TESTS });
        if (!found.ok) throw new ServiceError('SamplesError', found.error.code, found.error.message);
        const connection = connectionFor(log.spec.engine, { apiKey: request.apiKey });
        if (!connection.ok) throw new ServiceError('RunRequestError', connection.error.code, connection.error.message);
        const c = await connected(log.spec, connection.value, info);
        if (!c) {
          phase('paused', info, 'Model loading was stopped.');
          return { runId: log.id, status: 'paused', stop_reason: 'model loading was stopped', stop_hint: null };
        }
        const recorder = storedRunRecorder(store, log.id, { timestamp, ...(deps.estimate ? { estimate: deps.estimate } : {}) });
        return go(log.id, info, recorder, found.value.selected, c.engine, request.concurrency);
      });
    },

    pause() {
      if (preparing) return void preparing.abort();
      if (!active) return;
      phase('pausing', active.info, 'Pausing after the requests in flight…');
      active.controller.abort();
    },

    cancel() {
      if (preparing) return void preparing.abort();
      if (!active) return;
      active.cancel = true;
      phase('pausing', active.info, 'Cancelling…');
      active.controller.abort();
    },

    async listModels() {
      if (!deps.webllm) throw new EngineError('unsupported', 'WebLLM is not available here');
      const { models, version } = await deps.webllm.listModels();
      return { models, webllmVersion: version, code: (deps.loadedScripts ?? loadedAssets)() };
    },

    async ask(request: AskRequest) {
      if (busy) throw new ServiceError('RunBusy', 'busy', 'a run is going in this tab; ask again when it has finished or is paused');
      busy = true;
      try {
        // The reference engines answer in the default template's field names, as the page parses.
        const template = getTemplate(DEFAULT_TEMPLATE_ID) ?? STEPBENCH_V1;
        const engine = (await connect(request.connection, template, deps.webllm, { signal: new AbortController().signal, onLoading: () => undefined, onLoad: () => undefined })).engine;
        const d = request.decoding;
        return await engine.generate({
          messages: request.messages, temperature: d.temperature, seed: d.seed, max_tokens: d.max_tokens,
          json_schema: d.json_schema ? answerJsonSchema(template) : null, thinking: d.thinking,
        }, new AbortController().signal);
      } catch (err) {
        const code = (err as { code?: unknown } | null)?.code;
        if (code === 'device_lost' || code === 'not_loaded') deps.webllm?.drop();
        throw err ?? new EngineError('internal', 'the engine failed without saying why');
      } finally {
        busy = false;
      }
    },

    async deleteModel(id: string) {
      if (!deps.webllm) throw new EngineError('unsupported', 'WebLLM is not available here');
      if (busy) throw new ServiceError('RunBusy', 'busy', 'a run, a question or a download is going in this tab; delete the model when it has finished');
      await deps.webllm.deleteModel(id);
    },

    async prepareModel(id: string): Promise<PreparedModel> {
      const host = deps.webllm;
      if (!host) throw new EngineError('unsupported', 'WebLLM is not available here');
      if (busy) throw new ServiceError('RunBusy', 'busy', 'a run, a question or another download is going in this tab; download when it has finished');
      busy = true;
      const abort = new AbortController();
      downloading = abort;
      try {
        const listed = (await host.listModels()).models.find((m) => m.id === id);
        if (!listed) throw new ServiceError('RunRequestError', 'bad_request', `WebLLM's list has no model "${id}"`);
        const report = (progress: { fraction: number; text: string }) => deps.post({ type: 'prepare', model: id, progress });
        await host.load({ kind: 'webllm', model: id, custom: null }, report, abort.signal);
        if (abort.signal.aborted) throw new EngineError('aborted', 'the download was stopped; the files already complete stay cached and the next download skips them');
        const cached = (await host.listModels()).models.find((m) => m.id === id)?.cached === true;
        if (cached) report({ fraction: 1, text: 'Downloaded and loaded once: ready for offline use.' });
        return { id, cached };
      } catch (err) {
        const code = (err as { code?: unknown } | null)?.code;
        if (code === 'device_lost' || code === 'not_loaded') host.drop();
        throw err;
      } finally {
        busy = false;
        downloading = null;
      }
    },

    stopPrepare() {
      downloading?.abort();
    },
  };
  return api;
}
