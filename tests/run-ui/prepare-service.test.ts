/// <reference lib="dom" />
// Preparing a class for offline use (issue 16, item 4) in Node: the run worker's
// prepareModel downloads a WebLLM model into the cache WITHOUT a run, through the real
// WebLLM host (workers/run/webllm-host.ts) and adapter, with WebLLM's engine replaced by
// its named test double (FakeMLCEngine), whose reload() reports WebLLM-style progress and
// fills a stand-in for the browser's model cache — the download path the browser takes.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/storage/index.ts';
import { askRequest, DEFAULT_ASK_FORM } from '../../src/ui/state/ask-form.ts';
import type { RunEvent as Event, StartRequest } from '../../workers/run/protocol.ts';
import { createRunService } from '../../workers/run/service.ts';
import { createWebLLMHost } from '../../workers/run/webllm-host.ts';
import { FakeMLCEngine, type FakeScript } from '../engines/webllm-double.ts';

const MODEL = 'Qwen3-0.6B-q4f32_1-MLC';
const ANSWER = '{"final_answer_correct": true, "all_steps_valid": true, "first_invalid_step": -1}';
/** WebLLM's own progress texts while it fetches a model's shards, then loads it. */
const PROGRESS = [
  { progress: 0, timeElapsed: 0, text: 'Start to fetch params' },
  { progress: 0.25, timeElapsed: 1, text: 'Fetching param cache[2/8]: 120MB fetched. 25% completed, 1 secs elapsed.' },
  { progress: 0.75, timeElapsed: 3, text: 'Fetching param cache[6/8]: 360MB fetched. 75% completed, 3 secs elapsed.' },
  { progress: 1, timeElapsed: 4, text: 'Finish loading on WebGPU - fake' },
];

const stores: Store[] = [];
let dbn = 0;
afterEach(() => {
  for (const s of stores.splice(0)) s.close();
});

function harness(script: FakeScript = {}) {
  const cache = new Set<string>();
  const fake = new FakeMLCEngine({ progress: PROGRESS, cache, replies: Array.from({ length: 4 }, () => ({ kind: 'reply' as const, content: ANSWER })), ...script });
  const events: Event[] = [];
  const name = `prepare-${++dbn}`;
  const service = createRunService({
    post: (e) => void events.push(e),
    openStore: async () => {
      const s = await openStore({ name });
      stores.push(s);
      return s;
    },
    datasetOptions: { testPerType: 12 },
    snapshotMs: 0,
    webllm: createWebLLMHost({
      engine: () => fake,
      cache: { has: async (id) => cache.has(id), remove: async (id) => void cache.delete(id) },
    }),
    loadedScripts: () => ['http://app.test/assets/lib-abc123.js'],
  });
  const store = async () => {
    const s = await openStore({ name });
    stores.push(s);
    return s;
  };
  return { service, events, fake, cache, store };
}

const prepareEvents = (events: Event[]) => events.filter((e): e is Extract<Event, { type: 'prepare' }> => e.type === 'prepare');
const cachedFlag = async (service: ReturnType<typeof harness>['service'], id = MODEL) => (await service.listModels()).models.find((m) => m.id === id)?.cached;

describe('run worker: prepareModel (a model for offline use, without a run)', () => {
  it('downloads the model into the cache with progress and says it is cached; no run is made', async () => {
    const h = harness();
    expect(await cachedFlag(h.service)).toBe(false);
    expect(await h.service.prepareModel(MODEL)).toEqual({ id: MODEL, cached: true });
    expect(h.fake.reloads.map((r) => r.modelId)).toEqual([MODEL]);
    expect(h.cache.has(MODEL)).toBe(true);
    expect(await cachedFlag(h.service)).toBe(true);
    const progress = prepareEvents(h.events);
    expect(progress.every((e) => e.model === MODEL)).toBe(true);
    expect(progress.map((e) => e.progress.fraction)).toEqual([0, 0, 0.25, 0.75, 1, 1]);
    expect(progress[2]?.progress.text).toContain('Fetching param cache[2/8]');
    expect(progress.at(-1)?.progress.text).toMatch(/ready for offline use/);
    // Nothing that looks like a run: no phase, load or snapshot events, nothing stored.
    expect(h.events.filter((e) => e.type !== 'prepare')).toEqual([]);
    expect(await (await h.store()).count('runs')).toBe(0);
  });

  it('the catalog names the script files the worker loaded, so the page can have them kept offline', async () => {
    const h = harness();
    expect((await h.service.listModels()).code).toEqual(['http://app.test/assets/lib-abc123.js']);
  });

  it('the prepared model answers a question at once (no second download), and a run can follow', async () => {
    const h = harness();
    await h.service.prepareModel(MODEL);
    const ask = askRequest({ ...DEFAULT_ASK_FORM, engine: 'webllm', webllmModel: MODEL }, null, ['x + 1 = 3', 'x = 2']);
    expect((await h.service.ask(ask)).text).toBe(ANSWER);
    expect(h.fake.reloads).toHaveLength(1);
    const start: StartRequest = {
      run: { engine: 'webllm', model: MODEL, set: 'canonical', limit: 3 }, dataSeed: 1, access: {},
      concurrency: 1, provenance: { gpu_adapter: null, user_agent: 'vitest' },
    };
    expect((await h.service.start(start)).status).toBe('complete');
    expect(h.fake.reloads).toHaveLength(1);
  });

  it('one thing at a time: while a model downloads, a run, a question, a delete and a second download are refused as busy', async () => {
    const h = harness({ reloadDelayMs: 80 });
    const pending = h.service.prepareModel(MODEL);
    await new Promise((r) => setTimeout(r, 10));
    const ask = askRequest({ ...DEFAULT_ASK_FORM, engine: 'webllm', webllmModel: MODEL }, null, ['x + 1 = 3', 'x = 2']);
    await expect(h.service.prepareModel(MODEL)).rejects.toMatchObject({ code: 'busy' });
    await expect(h.service.ask(ask)).rejects.toMatchObject({ code: 'busy' });
    await expect(h.service.deleteModel(MODEL)).rejects.toMatchObject({ code: 'busy' });
    await expect(h.service.start({
      run: { engine: 'reference', model: '', set: 'canonical', limit: 3 }, dataSeed: 1, access: {},
      concurrency: 1, provenance: { gpu_adapter: null, user_agent: 'vitest' },
    })).rejects.toMatchObject({ code: 'busy' });
    expect(await pending).toEqual({ id: MODEL, cached: true });
  });

  it('stopping a download says so, leaves the model not cached, and frees the worker', async () => {
    const h = harness({ reloadDelayMs: 80 });
    const pending = h.service.prepareModel(MODEL);
    await new Promise((r) => setTimeout(r, 10));
    h.service.stopPrepare();
    await expect(pending).rejects.toMatchObject({ code: 'aborted' });
    expect(h.fake.unloads).toBe(1);
    expect(h.cache.has(MODEL)).toBe(false);
    expect(await cachedFlag(h.service)).toBe(false);
    expect(prepareEvents(h.events).some((e) => /ready for offline/.test(e.progress.text))).toBe(false);
    // The worker is free again: the next download goes through.
    expect(await harnessAgain(h)).toEqual({ id: MODEL, cached: true });
  });

  it('a failed download is a failure with the cause and what to try, never "ready"', async () => {
    const h = harness({ reloadError: new TypeError('Failed to fetch') });
    await expect(h.service.prepareModel(MODEL)).rejects.toMatchObject({ code: 'network', message: expect.stringMatching(/could not be downloaded.*Check the network connection/) });
    expect(await cachedFlag(h.service)).toBe(false);
    expect(prepareEvents(h.events).some((e) => /ready for offline/.test(e.progress.text))).toBe(false);
  });

  it('refuses a model WebLLM does not list, before any download', async () => {
    const h = harness();
    await expect(h.service.prepareModel('No-such-model-q4f32_1-MLC')).rejects.toMatchObject({ code: 'bad_request', message: expect.stringContaining('No-such-model') });
    expect(h.fake.reloads).toEqual([]);
  });

  it('deleting the prepared model empties the cache and unloads it: asking again loads it anew', async () => {
    const h = harness();
    await h.service.prepareModel(MODEL);
    await h.service.deleteModel(MODEL);
    expect(h.cache.has(MODEL)).toBe(false);
    expect(await cachedFlag(h.service)).toBe(false);
    expect(h.fake.unloads).toBe(1);
    const ask = askRequest({ ...DEFAULT_ASK_FORM, engine: 'webllm', webllmModel: MODEL }, null, ['x + 1 = 3', 'x = 2']);
    expect((await h.service.ask(ask)).text).toBe(ANSWER);
    expect(h.fake.reloads).toHaveLength(2);
  });
});

/** The same service downloads again once a stopped download has ended (the delay has passed). */
async function harnessAgain(h: ReturnType<typeof harness>) {
  await new Promise((r) => setTimeout(r, 100));
  return h.service.prepareModel(MODEL);
}
