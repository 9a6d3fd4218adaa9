/// <reference lib="dom" />
// The run worker's 'ask' command (the Check view's "ask a model about this solution") in
// Node: WebLLM through the named test double of its engine (FakeMLCEngine) behind a host
// that loads a model once, as the real one does; reference engines and an endpoint too.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createWebLLMEngine } from '../../src/engines/webllm.ts';
import { openStore, type Store } from '../../src/storage/index.ts';
import { askRequest, DEFAULT_ASK_FORM } from '../../src/ui/state/ask-form.ts';
import type { AskRequest, RunEvent as Event, StartRequest } from '../../workers/run/protocol.ts';
import { createRunService, type WebLLMHost } from '../../workers/run/service.ts';
import { completion, startServer, type LocalServer } from '../engines/local-server.ts';
import { deviceLostError, FakeMLCEngine, type FakeReply } from '../engines/webllm-double.ts';

const MODEL = 'Fake-q4f32_1-MLC';
const WRONG = ['3x + 5 = 2x - 7', '3x - 2x = -7 + 5', 'x = -2'];
const servers: LocalServer[] = [];
const stores: Store[] = [];
let dbn = 0;
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
  for (const s of stores.splice(0)) s.close();
});

/** A host like workers/run.webllm.ts: one engine, reloaded only when the model changes. */
function host(fake: FakeMLCEngine) {
  const loads: string[] = [];
  let drops = 0;
  const webllm: WebLLMHost = {
    async load(c) {
      loads.push(c.model);
      if (fake.loaded !== c.model) await fake.reload(c.model);
      return { engine: createWebLLMEngine({ mlc: fake, model: c.model }), details: {}, version: '0.0.test' };
    },
    listModels: async () => ({ models: [], version: null }),
    deleteModel: async () => undefined,
    drop: () => void drops++,
  };
  return { webllm, loads, drops: () => drops };
}

function harness(webllm?: WebLLMHost) {
  const events: Event[] = [];
  const name = `ask-${++dbn}`;
  const service = createRunService({
    post: (e) => void events.push(e),
    openStore: async () => {
      const s = await openStore({ name });
      stores.push(s);
      return s;
    },
    datasetOptions: { testPerType: 12 },
    snapshotMs: 0,
    ...(webllm ? { webllm } : {}),
  });
  return { service, events };
}

const webllmAsk = (steps = WRONG): AskRequest => askRequest({ ...DEFAULT_ASK_FORM, engine: 'webllm', webllmModel: MODEL }, null, steps);
const reply = (content: string, delayMs = 0): FakeReply => ({ kind: 'reply', content, delayMs });

describe("run worker: 'ask'", () => {
  it('sends exactly the prompt it is given to the WebLLM model and answers with the raw text', async () => {
    const fake = new FakeMLCEngine({ replies: [reply('<b>sure</b> {"final_answer_correct": true, "all_steps_valid": true, "first_invalid_step": -1}')] });
    const h = host(fake);
    const { service, events } = harness(h.webllm);
    const request = webllmAsk();
    const a = await service.ask(request);
    expect(a.text).toBe('<b>sure</b> {"final_answer_correct": true, "all_steps_valid": true, "first_invalid_step": -1}');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.messages).toEqual(request.messages);
    expect(fake.requests[0]!.temperature).toBe(0);
    expect(fake.requests[0]!.messages.at(-1)!.content).toContain('Step 1: 3x - 2x = -7 + 5\nStep 2: x = -2');
    // Nothing but the answer: no phase, load or snapshot events that would disturb the Run view.
    expect(events).toEqual([]);
  });

  it('reuses the model a run loaded (no second load), and a run can start after an ask', async () => {
    const answer = '{"final_answer_correct": true, "all_steps_valid": true, "first_invalid_step": -1}';
    const fake = new FakeMLCEngine({ replies: Array.from({ length: 20 }, () => reply(answer)) });
    const h = host(fake);
    const { service } = harness(h.webllm);
    const start: StartRequest = {
      run: { engine: 'webllm', model: MODEL, set: 'canonical', limit: 3 }, dataSeed: 1, access: {},
      concurrency: 1, provenance: { gpu_adapter: null, user_agent: 'vitest' },
    };
    expect((await service.start(start)).status).toBe('complete');
    expect((await service.ask(webllmAsk())).text).toBe(answer);
    expect(fake.reloads).toHaveLength(1);
    expect(h.loads).toEqual([MODEL, MODEL]);
  });

  it("refuses with a clear 'busy' error while a run is going, and leaves the run alone", async () => {
    const answer = '{"final_answer_correct": true, "all_steps_valid": true, "first_invalid_step": -1}';
    const fake = new FakeMLCEngine({ replies: Array.from({ length: 6 }, () => reply(answer, 30)) });
    const { service, events } = harness(host(fake).webllm);
    const run = service.start({
      run: { engine: 'webllm', model: MODEL, set: 'canonical', limit: 3 }, dataSeed: 1, access: {},
      concurrency: 1, provenance: { gpu_adapter: null, user_agent: 'vitest' },
    });
    while (!events.some((e) => e.type === 'phase' && e.phase === 'running')) await new Promise((r) => setTimeout(r, 5));
    await expect(service.ask(webllmAsk())).rejects.toMatchObject({ code: 'busy', message: expect.stringMatching(/a run is going in this tab/) });
    expect((await run).status).toBe('complete');
    expect(fake.requests).toHaveLength(3);
  });

  it('device loss while asking is an error answer with its code, and the model is dropped', async () => {
    const fake = new FakeMLCEngine({ replies: [{ kind: 'throw', error: deviceLostError() }] });
    const h = host(fake);
    const { service } = harness(h.webllm);
    await expect(service.ask(webllmAsk())).rejects.toMatchObject({ code: 'device_lost' });
    expect(h.drops()).toBe(1);
  });

  it('without WebLLM the answer is an error, never a made-up reply', async () => {
    const { service } = harness();
    await expect(service.ask(webllmAsk())).rejects.toMatchObject({ code: 'unsupported' });
  });

  it('answers with the reference engines and an OpenAI-compatible server (the API key as a bearer token)', async () => {
    const { service } = harness();
    const ref = await service.ask(askRequest({ ...DEFAULT_ASK_FORM, engine: 'reference' }, null, WRONG));
    expect(JSON.parse(ref.text)).toEqual({ final_answer_correct: false, all_steps_valid: false, first_invalid_step: 1 });
    const server = await startServer(() => ({ body: completion('{"q1": true, "q2": true, "q3": -1}') }));
    servers.push(server);
    const form = { ...DEFAULT_ASK_FORM, engine: 'openai' as const, baseUrl: server.url, model: 'm' };
    const srv = await service.ask(askRequest(form, 'sk-test', WRONG));
    expect(srv.text).toBe('{"q1": true, "q2": true, "q3": -1}');
    expect(server.requests[0]!.headers.authorization).toBe('Bearer sk-test');
    expect(server.requests[0]!.body.messages).toEqual(askRequest(form, null, WRONG).messages);
  });
});
