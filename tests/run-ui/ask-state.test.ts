/// <reference types="svelte" />
/// <reference lib="dom" />
// AskState (the Check view's "ask a model") in Node with the engines that run on the page:
// a link with ask=1 asks once, for exactly its trace; a link with a problem never asks; the
// blamed step belongs to the text it was asked about; engine failures are failures.
// The asked text is checked in the check worker on the page; Node has no Worker, so a test
// double of it (`onThisThread`: the real checkTraceText, called here) stands in.
import { afterEach, describe, expect, it } from 'vitest';
import { checkTraceText } from '../../src/core/checker/index.ts';
import { AskState } from '../../src/ui/state/ask.svelte.ts';
import { completion, startServer, type LocalServer } from '../engines/local-server.ts';

const WRONG = '3x + 5 = 2x - 7\n3x - 2x = -7 + 5\nx = -2';
const servers: LocalServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

/** Test double of the check worker: the real checker, run on this thread. */
const onThisThread = async (text: string) => checkTraceText(text);
const link = (p: Record<string, string>) => new URLSearchParams(p);
const settle = () => new Promise((r) => setTimeout(r, 20));

describe('AskState', () => {
  it('ask=1 asks once, only when the editor holds the link\'s trace', async () => {
    const ask = new AskState(onThisThread);
    ask.applyLink(link({ trace: WRONG, engine: 'accept-all', ask: '1' }));
    expect(ask.linkIssues).toEqual([]);
    // The editor still shows another text (the view loads the link's trace in its own effect).
    ask.autoAsk('x = 1', checkTraceText('x = 1'));
    await settle();
    expect(ask.reply).toBeNull();
    ask.autoAsk(WRONG, checkTraceText(WRONG));
    await settle();
    expect(ask.status).toBe('answered');
    expect(ask.reply?.comparison.agreed).toBe(0);
    expect(ask.reply?.comparison.questions[1].sentence).toBe('The model says every step is valid — the checker disagrees: step 1 (3x - 2x = -7 + 5) is invalid.');
    expect(ask.autoFor).toBeNull();
    // The same link again (a re-render) does not ask again.
    ask.applyLink(link({ trace: WRONG, engine: 'accept-all', ask: '1' }));
    expect(ask.autoFor).toBeNull();
  });

  it('a link with a problem shows it and never asks by itself', async () => {
    const ask = new AskState(onThisThread);
    ask.applyLink(link({ trace: WRONG, engine: 'openai', base_url: 'nope', model: 'm', ask: '1' }));
    expect(ask.linkIssues).toEqual(['base_url=nope: the server URL must start with http:// or https:// (got "nope")']);
    ask.autoAsk(WRONG, checkTraceText(WRONG));
    await settle();
    expect(ask.status).toBe('idle');
    expect(ask.reply).toBeNull();
  });

  it('the blamed step belongs to the text it was asked about', async () => {
    const server = await startServer(() => ({ body: completion('{"final_answer_correct": false, "all_steps_valid": false, "first_invalid_step": 2}') }));
    servers.push(server);
    const ask = new AskState(onThisThread);
    ask.setForm({ engine: 'openai', baseUrl: server.url, model: 'm' });
    await ask.ask(WRONG);
    expect(ask.status).toBe('answered');
    expect(ask.blamedFor(WRONG)).toBe(2);
    expect(ask.blamedFor(`${WRONG}\n`)).toBe(-1);
    expect(ask.reply?.comparison.questions.map((q) => q.agrees)).toEqual([true, true, false]);
    expect(server.requests).toHaveLength(1);
  });

  it('an unreachable server is a failure with a message, never an answer', async () => {
    const server = await startServer(() => ({ status: 404, body: { error: { message: 'model "m" not found' } } }));
    servers.push(server);
    const ask = new AskState(onThisThread);
    ask.setForm({ engine: 'openai', baseUrl: server.url, model: 'm' });
    await ask.ask(WRONG);
    expect(ask.status).toBe('failed');
    expect(ask.error).toMatch(/^The model could not be asked: .*not found/i);
    expect(ask.reply).toBeNull();
  });

  it('a slow endpoint can be stopped; that is a failure, not an answer', async () => {
    const server = await startServer(() => ({ delayMs: 3000, body: completion('{"q1": true, "q2": true, "q3": -1}') }));
    servers.push(server);
    const ask = new AskState(onThisThread);
    ask.setForm({ engine: 'openai', baseUrl: server.url, model: 'm' });
    const asking = ask.ask(WRONG);
    await settle();
    expect(ask.status).toBe('asking');
    expect(ask.stoppable).toBe(true);
    ask.stop();
    await asking;
    expect(ask.status).toBe('failed');
    expect(ask.error).toBe('Stopped before the model answered.');
    expect(ask.reply).toBeNull();
  });

  it('an unreadable trace or an incomplete form asks nothing', async () => {
    const server = await startServer(() => ({ body: completion('{"q1": true, "q2": true, "q3": -1}') }));
    servers.push(server);
    const ask = new AskState(onThisThread);
    ask.setForm({ engine: 'openai', baseUrl: server.url, model: '' });
    expect(ask.issues).toEqual(['name the model the server should use']);
    await ask.ask(WRONG);
    expect(ask.status).toBe('idle');
    ask.setForm({ model: 'm' });
    await ask.ask('');
    expect(ask.status).toBe('failed');
    expect(ask.error).toBe('Type a solution first.');
    await ask.ask('1) 3x + 5 = 2x - 7\n3) x = -12');
    expect(ask.error).toBe('The text cannot be read as a trace, so there is nothing to ask about.');
    expect(server.requests).toHaveLength(0);
  });

  it('compares with the checker\'s verdict on exactly the text it asked about, whatever the view shows', async () => {
    // The view's verdict waits 100 ms after a keystroke; a click in between passes the new
    // text. Asked about the wrong solution, accept-all must disagree on all three, never
    // inherit the verdict of the correct text the view still showed.
    const ask = new AskState(onThisThread);
    ask.setForm({ engine: 'accept-all' });
    await ask.ask(WRONG);
    expect(ask.reply?.text).toBe(WRONG);
    expect(ask.reply?.comparison.agreed).toBe(0);
    expect(ask.reply?.comparison.questions.map((q) => q.checker)).toEqual(['no', 'no', 'Step 1']);
    await ask.ask('3x + 5 = 2x - 7\nx + 5 = -7\nx = -12');
    expect(ask.reply?.comparison.agreed).toBe(3);
  });

  it('names steps as the asked text numbers them, as the step list and the Q3 card do', async () => {
    const ask = new AskState(onThisThread);
    ask.setForm({ engine: 'accept-all' });
    await ask.ask('1) 3x + 5 = 2x - 7\n2) 3x - 2x = -7 + 5\n3) x = -2');
    expect(ask.reply?.numbering).toEqual({ style: 'paren', start: 1 });
    expect(ask.reply?.comparison.questions[2].checker).toBe('2)');
    expect(ask.reply?.comparison.questions[2].sentence).toBe('The model finds no invalid step — the checker disagrees: the first invalid step is step 2) (3x - 2x = -7 + 5).');
  });

  it('a checker that cannot run is a failure that says so, and nothing is asked', async () => {
    const server = await startServer(() => ({ body: completion('{"q1": true, "q2": true, "q3": -1}') }));
    servers.push(server);
    const ask = new AskState(() => Promise.reject(new Error('the worker could not start')));
    ask.setForm({ engine: 'openai', baseUrl: server.url, model: 'm' });
    await ask.ask(WRONG);
    expect(ask.status).toBe('failed');
    expect(ask.error).toBe('The text was not checked, so nothing was asked: the checker could not run (the worker could not start); try again, or reload the page.');
    expect(ask.reply).toBeNull();
    expect(server.requests).toHaveLength(0);
  });

  it('a second click while the text is being checked asks once', async () => {
    const server = await startServer(() => ({ body: completion('{"q1": false, "q2": false, "q3": 1}') }));
    servers.push(server);
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => { release = r; });
    const ask = new AskState(async (text) => { await held; return checkTraceText(text); });
    ask.setForm({ engine: 'openai', baseUrl: server.url, model: 'm' });
    const first = ask.ask(WRONG);
    const second = ask.ask(WRONG);
    release();
    await Promise.all([first, second]);
    expect(ask.status).toBe('answered');
    expect(ask.reply?.comparison.agreed).toBe(3);
    expect(server.requests).toHaveLength(1);
  });
});
