/// <reference lib="dom" />
// The run worker's logic in Node: fake-indexeddb for the store, a real HTTP server
// for the endpoint engine, a scripted WebLLM host for device loss.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { referenceAnswer, stepsFromMessages } from '../../src/engines/reference.ts';
import { EngineError, type Engine } from '../../src/engines/engine.ts';
import { generatorSource, selectSamples, testSetOptions } from '../../src/core/run/index.ts';
import { getRun, openStore, putRun, type Store } from '../../src/storage/index.ts';
import { findUnfinished, INTERRUPTED } from '../../src/ui/state/run-recovery.ts';
import type { RunEvent as Event, StartRequest } from '../../workers/run/protocol.ts';
import { runLockName } from '../../workers/run/protocol.ts';
import { createRunService, type RunServiceDeps, type WebLLMHost } from '../../workers/run/service.ts';
import { completion, startServer, type LocalServer } from '../engines/local-server.ts';

let dbn = 0;
const servers: LocalServer[] = [];
const stores: Store[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
  for (const s of stores.splice(0)) s.close();
});

// Small test sets (12 per type) keep the tests fast; the logic is size-independent.
const SMALL = { testPerType: 12 };
async function smallTests(seed: number) {
  const o = testSetOptions({ ...SMALL, seed });
  if (!o.ok) throw new Error(o.error.message);
  return generatorSource.generated(o.value);
}

function harness(extra: Partial<RunServiceDeps> = {}) {
  const events: Event[] = [];
  const name = `run-ui-${++dbn}`;
  const waiters: { pred: (e: Event) => boolean; resolve: (e: Event) => void }[] = [];
  const service = createRunService({
    post: (e) => {
      events.push(e);
      for (const w of [...waiters]) if (w.pred(e)) { waiters.splice(waiters.indexOf(w), 1); w.resolve(e); }
    },
    openStore: async () => {
      const s = await openStore({ name });
      stores.push(s);
      return s;
    },
    datasetOptions: SMALL,
    snapshotMs: 0,
    appVersion: 'test',
    ...extra,
  });
  const until = (pred: (e: Event) => boolean): Promise<Event> => {
    const hit = events.find(pred);
    if (hit) return Promise.resolve(hit);
    return new Promise((resolve) => waiters.push({ pred, resolve }));
  };
  const finished = () => until((e) => e.type === 'finished') as Promise<Extract<Event, { type: 'finished' }>>;
  const store = async () => {
    const s = await openStore({ name });
    stores.push(s);
    return s;
  };
  return { service, events, until, finished, store };
}

function request(p: { run?: Partial<StartRequest['run']> } & Partial<Omit<StartRequest, 'run'>> = {}): StartRequest {
  const { run, ...rest } = p;
  return {
    run: { engine: 'reference', set: 'both', limit: 24, template_id: 'stepbench-v1', ...run },
    dataSeed: 1, access: {}, concurrency: 2, provenance: { gpu_adapter: 'Test GPU', user_agent: 'vitest' }, ...rest,
  };
}

/** An endpoint run: the server, and the key and transport that travel beside the spec. */
function endpoint(url: string, apiKey: string | null = null, timeoutMs = 5000) {
  return { run: { engine: 'openai', base_url: url, model: 'exact' }, access: { apiKey, transport: { timeoutMs, maxRetries: 0 } } };
}

async function expectedIds(limit: number): Promise<string[]> {
  return selectSamples(await smallTests(1), 'both', limit).map((s) => s.id).sort();
}

/** An OpenAI-compatible server answering exactly (the reference answer), with a delay. */
async function exactServer(delayMs: number): Promise<LocalServer> {
  const server = await startServer((req) => {
    const messages = (req.body.messages ?? []) as { role: 'system' | 'user'; content: string }[];
    const steps = stepsFromMessages(messages) ?? ['x = 1'];
    const a = referenceAnswer('reference', steps);
    return { delayMs, body: completion(JSON.stringify({ final_answer_correct: a.q1, all_steps_valid: a.q2, first_invalid_step: a.q3 })) };
  });
  servers.push(server);
  return server;
}

describe('run service', () => {
  it('runs the reference engine to 100% in every cell, persisting every record', async () => {
    const h = harness();
    await h.service.start(request());
    const fin = await h.finished();
    expect(fin.end.status).toBe('complete');
    const m = fin.snapshot.metrics!;
    expect(m.scored).toBe(24);
    for (const set of [m.sets.canonical!, m.sets.perturbed!]) {
      for (const q of ['q1', 'q2', 'q3'] as const) for (const c of ['overall', 'T1', 'T2', 'T3'] as const) {
        expect(set[q][c].k, `${q} ${c}`).toBe(set[q][c].n);
        expect(set[q][c].n).toBeGreaterThan(0);
      }
    }
    const log = await getRun(await h.store(), fin.runId);
    expect(log?.status).toBe('complete');
    expect(log?.records.map((r) => r.sample_id).sort()).toEqual(await expectedIds(24));
    expect(log?.provenance).toMatchObject({ app_version: 'test', user_agent: 'vitest', webllm_version: null, gpu_adapter: 'Test GPU' });
    expect(fin.snapshot.latest.length).toBeGreaterThan(0);
    expect(h.events.filter((e) => e.type === 'phase').map((e) => (e as { phase: string }).phase)).toEqual(['preparing', 'running', 'complete']);
  });

  it('pauses, then resumes skipping what is recorded: nothing lost, nothing repeated; the API key is never stored', async () => {
    const server = await exactServer(15);
    const h = harness();
    const e = endpoint(server.url, 'sk-secret');
    void h.service.start(request({ ...e, run: { ...e.run, limit: 18 } }));
    await h.until((e) => e.type === 'snapshot' && e.snapshot.progress.done >= 5);
    await h.service.pause();
    const paused = await h.finished();
    expect(paused.end.status).toBe('paused');
    const store = await h.store();
    const mid = await getRun(store, paused.runId);
    expect(mid?.status).toBe('paused');
    expect(mid!.records.length).toBeGreaterThanOrEqual(5);
    expect(mid!.records.length).toBeLessThan(18);
    expect(JSON.stringify(mid)).not.toContain('sk-secret');

    h.events.length = 0;
    await h.service.resume({ runId: paused.runId, apiKey: 'sk-secret', concurrency: 3 });
    const done = await h.finished();
    expect(done.end.status).toBe('complete');
    const log = await getRun(store, paused.runId);
    expect(log!.records.map((r) => r.sample_id).sort()).toEqual(await expectedIds(18));
    // Each sample asked once, except those in flight when the pause came (at most 2).
    const asked = new Map<string, number>();
    for (const r of server.requests) {
      const key = JSON.stringify(stepsFromMessages((r.body.messages ?? []) as { role: 'user'; content: string }[]));
      asked.set(key, (asked.get(key) ?? 0) + 1);
    }
    expect(asked.size).toBe(18);
    expect([...asked.values()].filter((n) => n > 1).length).toBeLessThanOrEqual(2);
    expect(server.requests.every((r) => r.headers.authorization === 'Bearer sk-secret')).toBe(true);
    expect(JSON.stringify(log)).not.toContain('sk-secret');
  });

  it('cancel ends a run as cancelled; a second start while busy is refused', async () => {
    const server = await exactServer(30);
    const h = harness();
    void h.service.start(request(endpoint(server.url)));
    await h.until((e) => e.type === 'phase' && e.phase === 'running');
    await expect(h.service.start(request())).rejects.toMatchObject({ code: 'busy' });
    await h.service.cancel();
    const fin = await h.finished();
    expect(fin.end.status).toBe('cancelled');
    expect((await getRun(await h.store(), fin.runId))?.status).toBe('cancelled');
  });

  it('device loss fails the sample as an engine error, drops the model, and the run resumes', async () => {
    let calls = 0;
    let drops = 0;
    const engine: Engine = {
      id: 'fake', describe: () => ({ kind: 'webllm', model: 'Fake-q4f32_1-MLC' }),
      async generate(req) {
        calls++;
        if (calls === 4) throw new EngineError('device_lost', 'the GPU device was lost');
        const a = referenceAnswer('reference', stepsFromMessages(req.messages)!);
        return { text: JSON.stringify({ final_answer_correct: a.q1, all_steps_valid: a.q2, first_invalid_step: a.q3 }), reasoning: null, prompt_tokens: 1, completion_tokens: 1, latency_ms: 1, finish_reason: 'stop' };
      },
    };
    const loads: string[] = [];
    const webllm: WebLLMHost = {
      async load(c, onProgress) {
        loads.push(c.model);
        onProgress({ fraction: 0.5, text: 'half' });
        return { engine, details: { quantization: 'q4f32_1', custom: false }, version: '0.0.test' };
      },
      listModels: async () => ({ models: [], version: null }),
      deleteModel: async () => undefined,
      drop: () => void drops++,
    };
    const h = harness({ webllm });
    await h.service.start(request({ run: { engine: 'webllm', model: 'Fake-q4f32_1-MLC', limit: 12 }, concurrency: 1 }));
    const fin = await h.finished();
    expect(fin.end.status).toBe('failed');
    expect(fin.end.stop_reason).toMatch(/device_lost/);
    expect(drops).toBe(1);
    expect(h.events.some((e) => e.type === 'load' && e.progress.fraction === 0.5)).toBe(true);
    const store = await h.store();
    const mid = await getRun(store, fin.runId);
    expect(mid!.records.filter((r) => r.engine_error !== null)).toHaveLength(1);
    expect(mid!.provenance.webllm_version).toBe('0.0.test');

    h.events.length = 0;
    await h.service.resume({ runId: fin.runId, apiKey: null, concurrency: 1 });
    expect((await h.finished()).end.status).toBe('complete');
    expect(loads).toEqual(['Fake-q4f32_1-MLC', 'Fake-q4f32_1-MLC']);
    const log = await getRun(store, fin.runId);
    expect(log!.records.map((r) => r.sample_id).sort()).toEqual(await expectedIds(12));
    expect(log!.records.every((r) => r.engine_error === null)).toBe(true);
  });

  it('lists and deletes cached WebLLM models for the Storage view; without WebLLM both are errors with a code', async () => {
    const cache = new Set(['A-q4f32_1-MLC']);
    const entry = (id: string) => ({
      id, vram_mb: 1, low_resource: true, needs_shader_f16: false, quantization: 'q4f32_1', context_window: 4096,
      cached: cache.has(id), f32_alternative: null, model_url: `https://models.test/${id}/`, model_lib_url: `https://libs.test/${id}.wasm`,
    });
    const webllm: WebLLMHost = {
      load: async () => { throw new Error('not used'); },
      listModels: async () => ({ models: ['A-q4f32_1-MLC', 'B-q4f32_1-MLC'].map(entry), version: '0.0.test' }),
      deleteModel: async (id) => void cache.delete(id),
      drop: () => undefined,
    };
    const h = harness({ webllm });
    const listed = await h.service.listModels();
    expect(listed.models.filter((m) => m.cached).map((m) => m.id)).toEqual(['A-q4f32_1-MLC']);
    expect(listed.models[0]!.model_url).toBe('https://models.test/A-q4f32_1-MLC/');
    await h.service.deleteModel('A-q4f32_1-MLC');
    expect(cache.size).toBe(0);

    const bare = harness();
    await expect(bare.service.deleteModel('A-q4f32_1-MLC')).rejects.toMatchObject({ code: 'unsupported' });
    await expect(bare.service.listModels()).rejects.toMatchObject({ code: 'unsupported' });
  });

  it('rejects an unknown template and an unknown run as errors with a code', async () => {
    const h = harness();
    await expect(h.service.start(request({ run: { template_id: 'nope' } }))).rejects.toMatchObject({ code: 'unknown_template' });
    await expect(h.service.resume({ runId: 'run-x', apiKey: null, concurrency: 1 })).rejects.toMatchObject({ code: 'no_run' });
    // Each failure also reaches the view as a failed phase with the reason.
    expect(h.events.filter((e) => e.type === 'phase' && e.phase === 'failed').map((e) => (e as { message: string }).message)).toEqual([
      expect.stringMatching(/unknown prompt template "nope"/), expect.stringMatching(/no run run-x/),
    ]);
  });
});

describe('recovery after a reload', () => {
  it('marks a run left "running" with no live lock as paused (interrupted); leaves one held elsewhere alone', async () => {
    const h = harness();
    await h.service.start(request({ run: { limit: 6 } }));
    const fin = await h.finished();
    const store = await h.store();
    const log = (await getRun(store, fin.runId))!;
    const { records: _r, ...header } = log;
    await putRun(store, { ...header, status: 'running', stop_reason: null });
    await putRun(store, { ...header, id: 'run-elsewhere', status: 'running', stop_reason: null });
    const found = await findUnfinished(store, { heldLocks: new Set([runLockName('run-elsewhere')]), activeRunId: null, now: '2030-01-01T00:00:00Z' });
    expect(found.map((r) => [r.id, r.status, r.elsewhere])).toEqual(expect.arrayContaining([
      [fin.runId, 'paused', false],
      ['run-elsewhere', 'running', true],
    ]));
    expect((await getRun(store, fin.runId))?.stop_reason).toBe(INTERRUPTED);
    expect(found.find((r) => r.id === fin.runId)?.recorded).toBe(6);
  });
});
