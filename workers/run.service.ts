// The run worker's logic, free of worker globals so it runs (and is tested) in Node.
// It owns the run loop, the engine and the samples; it writes each record to
// IndexedDB (awaited) before the loop moves on, and posts small throttled snapshots
// with live accuracies computed here, so the page never does heavy work.
import { optionsFromSpec } from '../src/core/run/dataset-options.ts';
import { generateDataset, GENERATOR_VERSION, resolveOptions, TEST_ONLY, type DatasetOptions, type Sample } from '../src/core/dataset/index.ts';
import { computeRunMetrics, type QueryCells, type RunMetrics, type SetMetrics } from '../src/core/metrics/index.ts';
import { answerJsonSchema, DEFAULT_TEMPLATE_ID, getTemplate, STEPBENCH_V1 } from '../src/core/protocol/index.ts';
import { contentHash } from '../src/core/run/content-hash.ts';
import { EngineError, type Engine } from '../src/core/run/engine-port.ts';
import { completedIds, createRunLog, templateFromSpec, type RunLog, type RunSpec } from '../src/core/run/log.ts';
import { runEval, type RunProgress } from '../src/core/run/runner.ts';
import { selectSamples } from '../src/core/run/select.ts';
import type { SampleRecord } from '../src/core/run/types.ts';
import { createEngine } from '../src/engines/registry.ts';
import { appendRecord, getRun, putRun, type Store, type StoredRun } from '../src/storage/index.ts';
import type {
  AskRequest, Command, EngineConnection, Event, LatestAnswer, LiveMetrics, LiveSetAccuracy, LoadProgress, ModelEntry, Phase, QueryRow,
  ResumeRequest, RunInfo, Snapshot, StartRequest,
} from './run.protocol.ts';
import { REFERENCE_ENGINES, runLockName, toWireError } from './run.protocol.ts';

/** Loads WebLLM models inside the worker; injected so tests need no GPU. */
export interface WebLLMHost {
  load(
    connection: Extract<EngineConnection, { kind: 'webllm' }>,
    onProgress: (p: LoadProgress) => void,
    signal: AbortSignal,
  ): Promise<{ engine: Engine; details: Record<string, string | number | boolean | null>; version: string | null }>;
  listModels(): Promise<{ models: ModelEntry[]; version: string | null }>;
  /** Delete a prebuilt model's weights, config and library from WebLLM's cache. */
  deleteModel(id: string): Promise<void>;
  /** Forget the loaded model (after device loss it cannot be used again). */
  drop(): void;
}

export interface LockManagerLike {
  request(name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<unknown>): Promise<unknown>;
}

export interface RunServiceDeps {
  post: (event: Event) => void;
  openStore: () => Promise<Store>;
  webllm?: WebLLMHost;
  /** Held for the whole run, so another tab can tell the run is alive (navigator.locks). */
  locks?: LockManagerLike | null;
  appVersion?: string;
  now?: () => number;
  timestamp?: () => string;
  newId?: () => string;
  /** The test samples (both sets) for a seed; the generator by default. */
  testSamples?: (options: Partial<DatasetOptions>) => { samples: Sample[]; options: Record<string, unknown> };
  /** At most one snapshot per this many ms (a trailing one is always sent). */
  snapshotMs?: number;
  /** Accuracies are recomputed at most this often. */
  metricsMs?: number;
}

export const LATEST_COUNT = 6;
const MAX_TEXT = 1200;

/** The paper's test sets for a seed, with the resolved options the spec stores. */
export function generateTestSamples(partial: Partial<DatasetOptions>): { samples: Sample[]; options: Record<string, unknown> } {
  const resolved = resolveOptions({ ...partial, ...TEST_ONLY });
  if (!resolved.ok) throw new EngineError('bad_request', `${resolved.error.field}: ${resolved.error.message}`);
  const d = generateDataset(resolved.options);
  return { samples: [...d.testCanonical, ...d.testPerturbed], options: { ...resolved.options, generator_version: GENERATOR_VERSION } };
}


function row(cells: QueryCells): QueryRow {
  return {
    overall: { k: cells.overall.k, n: cells.overall.n },
    T1: { k: cells.T1.k, n: cells.T1.n },
    T2: { k: cells.T2.k, n: cells.T2.n },
    T3: { k: cells.T3.k, n: cells.T3.n },
  };
}

function liveSet(m: SetMetrics): LiveSetAccuracy {
  return { samples: m.samples, q1: row(m.accuracy.q1), q2: row(m.accuracy.q2), q3: row(m.accuracy.q3) };
}

export function liveMetrics(m: RunMetrics): LiveMetrics {
  const sets: LiveMetrics['sets'] = {};
  if (m.sets.canonical) sets.canonical = liveSet(m.sets.canonical);
  if (m.sets.perturbed) sets.perturbed = liveSet(m.sets.perturbed);
  return { scored: m.samples, engine_errors: m.engine_errors, parse_errors: m.usage.parse_errors, attempts: m.usage.attempts, sets };
}

function latestOf(record: SampleRecord, sample: Sample | undefined): LatestAnswer {
  const first = record.attempts[0];
  const text = first?.text ?? '';
  return {
    sample_id: record.sample_id,
    set: sample?.set ?? '?',
    trace_type: sample?.trace_type ?? '?',
    text: text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text,
    answer: record.answer,
    gold: record.gold,
    correct: record.correct,
    parse_error: first && !first.parsed.ok ? first.parsed.error.message : null,
    engine_error: record.engine_error,
  };
}

interface Current {
  id: string;
  header: StoredRun;
  controller: AbortController;
  cancel: boolean;
  byId: Map<string, Sample>;
  selected: Sample[];
  records: Map<string, SampleRecord>;
  latest: LatestAnswer[];
  progress: RunProgress | null;
  metrics: LiveMetrics | null;
  metricsAt: number;
  postedAt: number;
  timer: ReturnType<typeof setTimeout> | null;
}

export interface RunService {
  handle(command: Command): Promise<void>;
}

export function createRunService(deps: RunServiceDeps): RunService {
  const now = deps.now ?? (() => performance.now());
  const timestamp = deps.timestamp ?? (() => new Date().toISOString());
  const newId = deps.newId ?? (() => `run-${crypto.randomUUID()}`);
  const testSamples = deps.testSamples ?? generateTestSamples;
  const snapshotMs = deps.snapshotMs ?? 500;
  const metricsMs = deps.metricsMs ?? 500;
  let store: Promise<Store> | null = null;
  let current: Current | null = null;
  let busy = false;
  /** Aborts a model download started by a run that was then paused/cancelled. */
  let preparing: AbortController | null = null;
  let samplesCache: { key: string; value: { samples: Sample[]; options: Record<string, unknown> } } | null = null;

  const db = (): Promise<Store> => (store ??= deps.openStore());
  const phase = (p: Phase, run: RunInfo | null, message: string | null = null): void => deps.post({ type: 'phase', phase: p, run, message });

  function samplesFor(options: Partial<DatasetOptions>): { samples: Sample[]; options: Record<string, unknown> } {
    const key = JSON.stringify(options);
    if (samplesCache?.key !== key) samplesCache = { key, value: testSamples(options) };
    return samplesCache.value;
  }

  function info(header: StoredRun): RunInfo {
    const s = header.spec;
    return { id: header.id, engine: s.engine.kind, model: s.engine.model, set: s.set, limit: s.limit, k: s.decoding.k };
  }

  function snapshot(c: Current, fresh: boolean): Snapshot {
    if (fresh || c.metrics === null || now() - c.metricsAt >= metricsMs) {
      c.metrics = liveMetrics(computeRunMetrics([...c.records.values()], c.selected));
      c.metricsAt = now();
    }
    const p = c.progress;
    const throughput = p && p.elapsed_ms > 0 && p.recorded > 0 ? (p.recorded / p.elapsed_ms) * 60_000 : null;
    const progress: RunProgress = p ?? {
      total: c.selected.length, done: 0, recorded: 0, engine_errors: 0, parse_errors: 0, in_flight: 0, elapsed_ms: 0, eta_ms: null,
    };
    return { progress, throughput, metrics: c.metrics, latest: [...c.latest] };
  }

  function schedule(c: Current): void {
    if (c.timer !== null) return;
    const wait = Math.max(0, snapshotMs - (now() - c.postedAt));
    c.timer = setTimeout(() => {
      c.timer = null;
      if (current !== c) return;
      c.postedAt = now();
      deps.post({ type: 'snapshot', runId: c.id, snapshot: snapshot(c, false) });
    }, wait);
  }

  async function connect(connection: EngineConnection, spec: RunSpec, signal: AbortSignal, onLoad: () => void): Promise<{ engine: Engine; details?: Record<string, string | number | boolean | null>; version: string | null }> {
    const template = templateFromSpec(spec.prompt);
    switch (connection.kind) {
      case 'reference':
      case 'accept-all':
      case 'answer-only':
        return { engine: createEngine({ kind: connection.kind, template }), version: null };
      case 'openai':
        return {
          engine: createEngine({
            kind: 'openai', baseUrl: connection.baseUrl, model: connection.model, apiKey: connection.apiKey,
            timeoutMs: connection.timeoutMs, maxRetries: connection.maxRetries,
          }),
          version: null,
        };
      case 'webllm': {
        if (!deps.webllm) throw new EngineError('unsupported', 'WebLLM is not available here');
        onLoad();
        const loaded = await deps.webllm.load(connection, (progress) => deps.post({ type: 'load', progress }), signal);
        return loaded;
      }
    }
  }

  async function execute(c: Current, engine: Engine, concurrency: number): Promise<void> {
    const store = await db();
    current = c;
    const body = async (): Promise<void> => {
      phase('running', info(c.header));
      deps.post({ type: 'snapshot', runId: c.id, snapshot: snapshot(c, true) });
      const outcome = await runEval({
        samples: c.selected,
        engine,
        spec: c.header.spec,
        done: completedIds([...c.records.values()]),
        concurrency,
        signal: c.controller.signal,
        onRecord: async (record) => {
          await appendRecord(store, c.id, record);
          c.records.set(record.sample_id, record);
          c.latest = [latestOf(record, c.byId.get(record.sample_id)), ...c.latest].slice(0, LATEST_COUNT);
          schedule(c);
        },
        onProgress: (p) => {
          c.progress = p;
          schedule(c);
        },
      });
      if (c.timer !== null) clearTimeout(c.timer);
      c.timer = null;
      const status = c.cancel ? 'cancelled' : outcome.status;
      const reason = c.cancel ? 'cancelled by the user' : outcome.status === 'paused' ? 'paused by the user' : outcome.stop_reason;
      if (/device_lost|not_loaded/.test(reason ?? '')) deps.webllm?.drop();
      c.header = { ...c.header, status, stop_reason: reason, updated_at: timestamp() };
      await putRun(store, c.header);
      c.progress = outcome.progress;
      const final = snapshot(c, true);
      current = null;
      deps.post({ type: 'finished', runId: c.id, status, stopReason: reason, snapshot: final });
      phase(status, info(c.header), reason);
    };
    if (!deps.locks) return body();
    await deps.locks.request(runLockName(c.id), { ifAvailable: true }, async (lock) => {
      if (lock === null) {
        current = null;
        throw new EngineError('bad_request', 'this run is going on in another tab');
      }
      await body();
    });
  }

  function newCurrent(header: StoredRun, selected: Sample[], records: SampleRecord[]): Current {
    const byId = new Map(selected.map((s) => [s.id, s]));
    const latest = records.slice(-LATEST_COUNT).reverse().map((r) => latestOf(r, byId.get(r.sample_id)));
    return {
      id: header.id, header, controller: new AbortController(), cancel: false, byId, selected,
      records: new Map(records.map((r) => [r.sample_id, r])), latest, progress: null, metrics: null,
      metricsAt: 0, postedAt: 0, timer: null,
    };
  }

  async function start(request: StartRequest): Promise<void> {
    const template = getTemplate(request.templateId);
    if (!template) throw new EngineError('bad_request', `unknown prompt template "${request.templateId}"`);
    phase('preparing', null, 'Generating the test sets…');
    const data = samplesFor({ seed: request.dataSeed });
    const c = request.connection;
    const spec: RunSpec = {
      dataset: { seed: request.dataSeed, options: data.options, content_hash: contentHash(data.samples) },
      engine: c.kind === 'openai' ? { kind: 'openai', model: c.model, base_url: c.baseUrl }
        : c.kind === 'webllm' ? { kind: 'webllm', model: c.model }
        : { kind: c.kind, model: c.kind },
      prompt: { template_id: template.id, system: template.system, instructions: template.instructions, reminder: template.reminder, fields: { ...template.fields }, reasoning: template.reasoning },
      decoding: { ...request.decoding },
      limit: request.limit,
      set: request.set,
    };
    const abort = new AbortController();
    preparing = abort;
    let loaded;
    try {
      loaded = await connect(c, spec, abort.signal, () => phase('loading-model', null, `Loading ${c.kind === 'webllm' ? c.model : ''}…`));
    } finally {
      preparing = null;
    }
    if (abort.signal.aborted) {
      phase('idle', null, 'Model loading was stopped.');
      return;
    }
    if (loaded.details) spec.engine.details = loaded.details;
    const log: RunLog = createRunLog({
      id: newId(), spec, now: timestamp(),
      provenance: {
        app_version: deps.appVersion ?? 'unknown', webllm_version: loaded.version,
        gpu_adapter: request.provenance.gpu_adapter, user_agent: request.provenance.user_agent,
      },
    });
    const store = await db();
    await putRun(store, log);
    const { records: _none, ...header } = log;
    await execute(newCurrent(header, selectSamples(data.samples, spec.set, spec.limit), []), loaded.engine, request.concurrency);
  }

  function connectionFor(spec: RunSpec, request: ResumeRequest): EngineConnection {
    const e = spec.engine;
    if ((REFERENCE_ENGINES as readonly string[]).includes(e.kind)) return { kind: e.kind as (typeof REFERENCE_ENGINES)[number] };
    if (e.kind === 'openai') {
      if (!e.base_url) throw new EngineError('bad_request', 'the run has no endpoint URL');
      return { kind: 'openai', baseUrl: e.base_url, model: e.model, apiKey: request.apiKey, timeoutMs: 120_000, maxRetries: 4 };
    }
    if (e.kind === 'webllm') {
      const d = e.details ?? {};
      const custom = typeof d.model_url === 'string' && typeof d.model_lib_url === 'string' && d.custom === true
        ? { modelUrl: d.model_url, modelLibUrl: d.model_lib_url } : null;
      return { kind: 'webllm', model: e.model, custom };
    }
    throw new EngineError('unsupported', `engine "${e.kind}" cannot run in the browser`);
  }

  async function resume(request: ResumeRequest): Promise<void> {
    const store = await db();
    const log = await getRun(store, request.runId);
    if (!log) throw new EngineError('bad_request', `no run ${request.runId} in this browser`);
    if (log.status === 'complete') throw new EngineError('bad_request', 'this run is already complete');
    phase('preparing', info(log), 'Generating the test sets…');
    const data = samplesFor(optionsFromSpec(log.spec.dataset.seed ?? 1, log.spec.dataset.options));
    const hash = contentHash(data.samples);
    if (hash !== log.spec.dataset.content_hash) {
      throw new EngineError('bad_request', `the test sets made now (${hash}) are not this run's (${log.spec.dataset.content_hash}); this app version generates different data`);
    }
    const connection = connectionFor(log.spec, request);
    const abort = new AbortController();
    preparing = abort;
    let loaded;
    try {
      loaded = await connect(connection, log.spec, abort.signal, () => phase('loading-model', info(log), `Loading ${log.spec.engine.model}…`));
    } finally {
      preparing = null;
    }
    if (abort.signal.aborted) {
      phase('paused', info(log), 'Model loading was stopped.');
      return;
    }
    const { records, ...rest } = log;
    const header: StoredRun = { ...rest, status: 'running', stop_reason: null, updated_at: timestamp() };
    await putRun(store, header);
    await execute(newCurrent(header, selectSamples(data.samples, log.spec.set, log.spec.limit), records), loaded.engine, request.concurrency);
  }

  /** The Check view's one question: one attempt on the run's engine host (a loaded WebLLM model is reused). */
  async function ask(id: string, request: AskRequest): Promise<void> {
    if (busy) {
      deps.post({ type: 'answer', id, error: { name: 'RunBusy', code: 'busy', message: 'a run is going in this tab; ask again when it has finished or is paused' } });
      return;
    }
    busy = true;
    try {
      const c = request.connection;
      // The reference engines answer in the template's field names: the default one, as the page parses.
      const template = getTemplate(DEFAULT_TEMPLATE_ID) ?? STEPBENCH_V1;
      let engine: Engine;
      if (c.kind === 'webllm') {
        if (!deps.webllm) throw new EngineError('unsupported', 'WebLLM is not available here');
        engine = (await deps.webllm.load(c, () => undefined, new AbortController().signal)).engine;
      } else {
        engine = c.kind === 'openai'
          ? createEngine({ kind: 'openai', baseUrl: c.baseUrl, model: c.model, apiKey: c.apiKey, timeoutMs: c.timeoutMs, maxRetries: c.maxRetries })
          : createEngine({ kind: c.kind, template });
      }
      const d = request.decoding;
      const result = await engine.generate({
        messages: request.messages, temperature: d.temperature, seed: d.seed, max_tokens: d.max_tokens,
        json_schema: d.json_schema ? answerJsonSchema(template) : null, thinking: d.thinking,
      }, new AbortController().signal);
      deps.post({ type: 'answer', id, result });
    } catch (err) {
      const code = (err as { code?: unknown } | null)?.code;
      if (code === 'device_lost' || code === 'not_loaded') deps.webllm?.drop();
      deps.post({ type: 'answer', id, error: toWireError(err) });
    } finally {
      busy = false;
    }
  }

  async function guarded(command: Command, fn: () => Promise<void>): Promise<void> {
    if (busy) {
      deps.post({ type: 'error', command: command.type, error: { name: 'RunBusy', code: 'busy', message: 'a run is already going in this tab' } });
      return;
    }
    busy = true;
    try {
      await fn();
    } catch (err) {
      current = null;
      deps.post({ type: 'error', command: command.type, error: toWireError(err) });
      phase('error', null, err instanceof Error ? err.message : String(err));
    } finally {
      busy = false;
    }
  }

  return {
    async handle(command: Command): Promise<void> {
      switch (command.type) {
        case 'start':
          return guarded(command, () => start(command.request));
        case 'resume':
          return guarded(command, () => resume(command.request));
        case 'ask':
          return ask(command.id, command.request);
        case 'pause':
        case 'cancel': {
          if (preparing) {
            preparing.abort();
            return;
          }
          const c = current;
          if (!c) return;
          if (command.type === 'cancel') c.cancel = true;
          phase('pausing', info(c.header), command.type === 'cancel' ? 'Cancelling…' : 'Pausing after the requests in flight…');
          c.controller.abort();
          return;
        }
        case 'delete-model': {
          try {
            if (!deps.webllm) throw new EngineError('unsupported', 'WebLLM is not available here');
            await deps.webllm.deleteModel(command.id);
            deps.post({ type: 'model-deleted', id: command.id });
          } catch (err) {
            deps.post({ type: 'error', command: 'delete-model', error: toWireError(err) });
          }
          return;
        }
        case 'list-models': {
          try {
            if (!deps.webllm) throw new EngineError('unsupported', 'WebLLM is not available here');
            const { models, version } = await deps.webllm.listModels();
            deps.post({ type: 'models', models, webllmVersion: version });
          } catch (err) {
            deps.post({ type: 'error', command: 'list-models', error: toWireError(err) });
          }
          return;
        }
      }
    },
  };
}
