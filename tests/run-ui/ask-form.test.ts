/// <reference lib="dom" />
// The pure half of the Check view's "ask a model": the request is exactly a run's (the
// prompt and decoding a real run sends, captured at a server), the link is read strictly
// (ask=1 only when every parameter was accepted; never an API key), and a pasted trace
// becomes a sample's steps.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { checkTraceText } from '../../src/core/checker/index.ts';
import { stepsFromMessages } from '../../src/engines/reference.ts';
import { openStore, type Store } from '../../src/storage/index.ts';
import {
  ASK_DECODING, askConnection, askFormIssues, askLinkQuery, askMessages, askRequest, DEFAULT_ASK_FORM, parseAskLink, traceSteps, type AskForm,
} from '../../src/ui/state/ask-form.ts';
import { DEFAULT_FORM, startRequest } from '../../src/ui/state/run-form.ts';
import type { RunEvent as Event } from '../../workers/run/protocol.ts';
import { createRunService } from '../../workers/run/service.ts';
import { completion, startServer, type LocalServer } from '../engines/local-server.ts';

const servers: LocalServer[] = [];
const stores: Store[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
  for (const s of stores.splice(0)) s.close();
});

const params = (q: string) => new URLSearchParams(q);

describe('ask request', () => {
  it('sends exactly what a run with the default settings sends for the same steps', async () => {
    const server = await startServer(() => ({ body: completion('{"q1": true, "q2": true, "q3": -1}') }));
    servers.push(server);
    const events: Event[] = [];
    const service = createRunService({
      post: (e) => void events.push(e),
      openStore: async () => {
        const s = await openStore({ name: 'ask-form-run' });
        stores.push(s);
        return s;
      },
      datasetOptions: { testPerType: 12 },
      snapshotMs: 0,
    });
    const form = { ...DEFAULT_FORM, engine: 'openai' as const, baseUrl: server.url, model: 'm', limit: 6, concurrency: 1 };
    expect((await service.start(startRequest(form, { apiKey: null, gpuAdapter: null, userAgent: 'vitest' }))).status).toBe('complete');
    expect(events.some((e) => e.type === 'finished' && e.end.status === 'complete')).toBe(true);
    expect(server.requests.length).toBe(6);
    for (const r of server.requests) {
      const messages = r.body.messages as { role: 'system' | 'user'; content: string }[];
      const steps = stepsFromMessages(messages)!;
      expect(messages).toEqual(askMessages(steps));
      expect(r.body.temperature).toBe(ASK_DECODING.temperature);
      expect(r.body.seed).toBe(ASK_DECODING.seed);
    }
    expect(ASK_DECODING).toEqual({ temperature: 0, seed: 0, max_tokens: null, k: 1, json_schema: false, thinking: null });
  });

  it('a pasted trace (numbered, prefixed) becomes the checker\'s statements, step 0 the equation', () => {
    const steps = traceSteps(checkTraceText('Step 0: 3x + 5 = 2x - 7\nStep 1:   x + 5 = -7\nStep 2: x = -12\n'));
    expect(steps).toEqual(['3x + 5 = 2x - 7', 'x + 5 = -7', 'x = -12']);
    const prompt = askMessages(steps!).at(-1)!.content;
    expect(prompt).toContain('Original equation: 3x + 5 = 2x - 7\n\nWorked solution:\nStep 0: 3x + 5 = 2x - 7\nStep 1: x + 5 = -7\nStep 2: x = -12');
    expect(traceSteps(checkTraceText('3x + 5 = ) 2'))).not.toBeNull(); // a statement that does not parse is still a step (judged invalid)
    expect(traceSteps(checkTraceText(''))).toBeNull();
    expect(traceSteps(null)).toBeNull();
  });

  it('connections: the API key travels only in the request, an endpoint gets the short interactive timeout', () => {
    const form: AskForm = { ...DEFAULT_ASK_FORM, engine: 'openai', baseUrl: ' http://h:1/v1 ', model: ' m ' };
    expect(askConnection(form, ' sk ')).toEqual({ kind: 'openai', baseUrl: 'http://h:1/v1', model: 'm', apiKey: 'sk', timeoutMs: 120_000, maxRetries: 1 });
    expect(askConnection(form, '')).toMatchObject({ apiKey: null });
    expect(askConnection({ ...DEFAULT_ASK_FORM, engine: 'webllm', webllmModel: 'A-MLC' }, 'sk')).toEqual({ kind: 'webllm', model: 'A-MLC', custom: null });
    expect(askRequest({ ...DEFAULT_ASK_FORM, engine: 'accept-all' }, null, ['x = 1']).connection).toEqual({ kind: 'accept-all' });
  });

  it('form issues: an endpoint needs a URL and a model; WebLLM only a model this browser has', () => {
    expect(askFormIssues({ ...DEFAULT_ASK_FORM, engine: 'reference' }, null)).toEqual([]);
    expect(askFormIssues({ ...DEFAULT_ASK_FORM, engine: 'openai', baseUrl: 'ftp://x', model: '' }, null)).toEqual([
      'the server URL must start with http:// or https:// (got "ftp://x")', 'name the model the server should use',
    ]);
    const webllm = { ...DEFAULT_ASK_FORM, engine: 'webllm' as const, webllmModel: 'B-MLC' };
    expect(askFormIssues(webllm, ['A-MLC'])).toEqual(['the model "B-MLC" is not downloaded in this browser: download it on the Run view first']);
    expect(askFormIssues(webllm, ['A-MLC', 'B-MLC'])).toEqual([]);
    expect(askFormIssues({ ...webllm, webllmModel: '' }, [])).toEqual(['no WebLLM model is downloaded in this browser yet: download one on the Run view first']);
  });
});

describe('ask links', () => {
  it('round-trips a link and asks only with ask=1 and nothing wrong', () => {
    const form: AskForm = { engine: 'openai', webllmModel: '', baseUrl: 'http://127.0.0.1:8000/v1', model: 'qwen3:14b' };
    const q = askLinkQuery('3x + 5 = 2x - 7\nx = -12', form, { ask: true });
    expect(q).toBe('trace=3x+%2B+5+%3D+2x+-+7%0Ax+%3D+-12&engine=openai&base_url=http%3A%2F%2F127.0.0.1%3A8000%2Fv1&model=qwen3%3A14b&ask=1');
    const parsed = parseAskLink(params(q));
    expect(parsed).toEqual({ trace: '3x + 5 = 2x - 7\nx = -12', form: { engine: 'openai', baseUrl: 'http://127.0.0.1:8000/v1', model: 'qwen3:14b' }, ask: true, issues: [] });
    expect(parseAskLink(params('trace=x%20%3D%201&engine=reference'))).toMatchObject({ ask: false, issues: [] });
    expect(parseAskLink(params('trace=x&engine=webllm&model=A-MLC&ask=1'))).toMatchObject({ form: { engine: 'webllm', webllmModel: 'A-MLC' }, ask: true, issues: [] });
    expect(askLinkQuery('x = 1', { ...form, engine: 'accept-all' })).toBe('trace=x+%3D+1&engine=accept-all');
  });

  it('a plain shared trace link (no engine) is not an ask link and has no issues', () => {
    expect(parseAskLink(params('trace=x%20%3D%201'))).toEqual({ trace: 'x = 1', form: {}, ask: false, issues: [] });
  });

  it('names every parameter it did not accept', () => {
    const cases: [string, RegExp][] = [
      ['trace=x&engine=gpt&ask=1', /^engine=gpt: not one of webllm, openai, reference, accept-all, answer-only$/],
      ['trace=x&engine=openai&base_url=localhost:8000&model=m&ask=1', /^base_url=localhost:8000: the server URL must start with http/],
      ['trace=x&engine=openai&base_url=http://h&ask=1', /^model: name the model/],
      ['trace=x&engine=webllm&ask=1', /^model: name a WebLLM model/],
      ['trace=x&engine=reference&model=m&ask=1', /^model=m: only used with engine=openai or webllm$/],
      ['trace=x&engine=reference&ask=yes', /^ask=yes: expected 1/],
      ['engine=reference&ask=1', /^ask=1: the link carries no trace/],
      ['trace=x&ask=1', /^ask=1: the link names no engine$/],
      ['trace=x&engine=openai&base_url=http://h&model=m&api_key=sk-1&ask=1', /^api_key: links never carry API keys; it was ignored/],
      ['trace=x&engine=reference&autostart=1&ask=1', /^autostart: not a parameter of a Check link$/],
    ];
    for (const [q, issue] of cases) {
      const parsed = parseAskLink(params(q));
      expect(parsed.issues, q).toHaveLength(1);
      expect(parsed.issues[0], q).toMatch(issue);
    }
    const secret = parseAskLink(params('trace=x&engine=openai&base_url=http://h&model=m&key=sk-1'));
    expect(JSON.stringify(secret.form)).not.toContain('sk-1');
  });
});
