// "Ask a model about this solution" (the Check view) end to end in headless Chromium,
// against a scripted OpenAI-compatible server this test starts (with CORS headers): a model
// that accepts everything, asked about a WRONG solution, is shown disagreeing in words; a
// model that blames the wrong step has that step highlighted beside the real first error;
// an ask=1 link asks at once; a link with a bad parameter does not; markup in the answer
// is shown as text; axe-core finds nothing serious with the panel open and answered.
// Issue 16: the fields apply as they are typed (the first click on Ask is never lost), the
// URL field starts empty with a placeholder and refuses two addresses run together, a click
// right after an edit compares with the verdict on the edited text, and a `1)`-numbered
// trace's step has one name in the Q3 card, the headline, the step list and the Ask verdict.
// Build first: `npx vite build`.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepsFromMessages } from '../../src/engines/reference.ts';
import { CAN_RUN_E2E, launchApp, SHOTS, type App } from './browser.ts';

const WRONG = '3x + 5 = 2x - 7\n3x - 2x = -7 + 5\nx = -2';
const MARKUP = '<b>Looks fine to me.</b> <img src=x onerror="window.__xss=1">';

interface Scripted {
  url: string;
  /** The user message of every request, in order. */
  asked: string[][];
  auth: (string | undefined)[];
  /** What the model says: accept everything, or blame this step. */
  blame: number | null;
  close(): Promise<void>;
}

async function startScripted(): Promise<Scripted> {
  const state: Scripted = { url: '', asked: [], auth: [], blame: null, close: async () => undefined };
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type, authorization', 'access-control-allow-methods': 'POST, OPTIONS' };
  const server: Server = createServer((req, res) => {
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { messages: { role: 'system' | 'user'; content: string }[] };
      state.asked.push(stepsFromMessages(body.messages) ?? []);
      state.auth.push(req.headers.authorization);
      const answer = state.blame === null
        ? { final_answer_correct: true, all_steps_valid: true, first_invalid_step: -1 }
        : { final_answer_correct: false, all_steps_valid: false, first_invalid_step: state.blame };
      const content = `${MARKUP}\n${JSON.stringify(answer)}`;
      res.writeHead(200, { 'content-type': 'application/json', ...cors });
      res.end(JSON.stringify({ id: 'c', object: 'chat.completion', created: 0, model: 'scripted', choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }], usage: { prompt_tokens: 700, completion_tokens: 30 } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((r) => {
    server.closeAllConnections();
    server.close(() => r());
  });
  return state;
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

describe.skipIf(!CAN_RUN_E2E)('Check view: ask a model (e2e, headless Chromium)', () => {
  let app: App;
  let page: Page;
  let server: Scripted;

  beforeAll(async () => {
    server = await startScripted();
    app = await launchApp({ allow: [server.url], bypassCSP: true }); // axe-core needs new Function
    page = app.page;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  /** A fresh document at #/check?… (the ask state lives per page). */
  async function open(query: string): Promise<void> {
    await page.goto('about:blank');
    await page.goto(`${app.server.url}/#/check${query ? `?${query}` : ''}`);
    await page.getByRole('heading', { name: 'Ask a model about this solution' }).waitFor({ timeout: 15_000 });
  }

  const panel = () => page.getByRole('region', { name: 'Ask a model about this solution' });
  const steps = () => page.getByRole('list', { name: 'Steps and verdicts' }).locator('li');

  it('a model that accepts everything, asked about a wrong solution, disagrees in words; markup stays text', async () => {
    server.blame = null;
    server.asked.length = 0;
    await open(`trace=${encodeURIComponent(WRONG)}`);
    await page.getByLabel('An OpenAI-compatible server').check();
    // The field is empty: its example is a placeholder, so typing never appends to it.
    const url = page.getByLabel('Server URL');
    expect(await url.inputValue()).toBe('');
    expect(await url.getAttribute('placeholder')).toBe('e.g. http://localhost:11434/v1');
    await url.pressSequentially(server.url);
    expect(await url.inputValue()).toBe(server.url);
    await page.getByLabel('Model', { exact: true }).fill('accepts-everything');
    await page.getByLabel('API key (optional)').fill('sk-ask-secret');
    // No blur, no Tab: the fields applied as they were typed, so the first click asks.
    await panel().getByRole('button', { name: 'Ask', exact: true }).click({ timeout: 3_000 });
    const verdict = page.getByRole('region', { name: /What accepts-everything at .* says/ });
    await verdict.waitFor({ timeout: 15_000 });
    const text = (await verdict.textContent()) ?? '';
    expect(text).toContain('The model disagrees with the checker on all three questions.');
    expect(text).toContain('The model says the final answer is right — the checker disagrees: it is wrong.');
    expect(text).toContain('The model says every step is valid — the checker disagrees: step 1 (3x - 2x = -7 + 5) is invalid.');
    expect(text).toContain('The model finds no invalid step — the checker disagrees: the first invalid step is step 1 (3x - 2x = -7 + 5).');
    // The same prompt as a run: the steps as the checker read them, step 0 the equation.
    expect(server.asked).toEqual([WRONG.split('\n')]);
    expect(server.auth).toEqual(['Bearer sk-ask-secret']);
    // The raw answer is text: the markup shows literally, nothing of it is an element.
    await expect.poll(() => verdict.locator('pre').first().textContent()).toContain(MARKUP);
    expect(await panel().locator('b, img').count()).toBe(0);
    expect(await page.evaluate('window.__xss')).toBeUndefined();
    // The real first error is highlighted; the model blamed none.
    expect(await steps().nth(1).textContent()).toContain('first invalid step');
    expect(await page.getByText('the model blames this step').count()).toBe(0);
  }, 60_000);

  it("highlights the step the model blamed beside the checker's first invalid step; a11y with the panel answered", async () => {
    server.blame = 2;
    await panel().getByRole('button', { name: 'Ask', exact: true }).click();
    await expect.poll(() => panel().textContent()).toContain('The model says the first invalid step is step 2 (x = -2) — the checker disagrees: the first error comes earlier, at step 1 (3x - 2x = -7 + 5).');
    expect(await steps().nth(2).textContent()).toContain('the model blames this step');
    expect(await steps().nth(2).getAttribute('class')).toMatch(/\bblamed\b/);
    expect(await steps().nth(1).textContent()).toContain('first invalid step');
    expect(await steps().nth(1).textContent()).not.toContain('the model blames this step');
    await panel().scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'check-ask.png'), fullPage: true });
    // Editing the solution marks the answer as stale and drops the highlight.
    await page.getByRole('textbox').first().fill(`${WRONG}\n`);
    await expect.poll(() => panel().textContent()).toContain('The solution has changed since the model answered');
    await expect.poll(() => page.getByText('the model blames this step').count()).toBe(0);

    await page.addScriptTag({ content: AXE_SOURCE });
    const violations = (await page.evaluate(async () => {
      const w = window as unknown as { axe: { run: (d: Document) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[] }> } };
      return (await w.axe.run(document)).violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => JSON.stringify(n.target)).slice(0, 3) }));
    })) as { id: string; impact: string | null; targets: string[] }[];
    console.info(`[a11y] Check view with the ask panel answered: ${JSON.stringify(violations)}`);
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  }, 60_000);

  it('an ask=1 link to a server asks after one click (never with a key in it) and drops ask=1 so a reload does not ask again', async () => {
    server.blame = null;
    server.asked.length = 0;
    const q = new URLSearchParams({ trace: WRONG, engine: 'openai', base_url: server.url, model: 'linked', ask: '1' });
    await open(q.toString());
    // A server is asked only after the user's click (issue 17): the link says what it would send.
    const consent = page.getByTestId('link-consent');
    await consent.waitFor();
    await page.waitForTimeout(500);
    expect(server.asked).toHaveLength(0);
    await consent.getByRole('button', { name: 'Ask', exact: true }).click();
    const verdict = page.getByRole('region', { name: /What linked at .* says/ });
    await verdict.waitFor({ timeout: 15_000 });
    expect(await verdict.textContent()).toContain('The model says every step is valid — the checker disagrees');
    expect(server.asked).toHaveLength(1);
    expect(page.url()).not.toContain('ask=1');
    expect(app.problems.filter((p) => !p.includes('favicon'))).toEqual([]);
  }, 60_000);

  it('a link with a bad parameter does not ask: it says what was wrong and waits for a click', async () => {
    server.asked.length = 0;
    const bad = new URLSearchParams({ trace: WRONG, engine: 'openai', base_url: 'localhost:9', model: 'linked', ask: '1' });
    await open(bad.toString());
    const alert = panel().getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('base_url=localhost:9: the server URL must start with http:// or https://');
    const keyed = new URLSearchParams({ trace: WRONG, engine: 'openai', base_url: server.url, model: 'linked', api_key: 'sk-in-link', ask: '1' });
    await open(keyed.toString());
    await expect.poll(() => panel().getByRole('alert').textContent()).toContain('api_key: links never carry API keys');
    await page.waitForTimeout(500);
    expect(server.asked).toHaveLength(0);
    expect(await page.getByRole('region', { name: /What .* says/ }).count()).toBe(0);
    // One click asks (the key from the link was never used).
    await panel().getByRole('button', { name: 'Ask', exact: true }).click();
    await page.getByRole('region', { name: /What linked at .* says/ }).waitFor({ timeout: 15_000 });
    expect(server.asked).toHaveLength(1);
    expect(server.auth[server.auth.length - 1]).not.toBe('Bearer sk-in-link');
  }, 60_000);

  it('WebLLM offers only models this browser has: an ask=1 link naming one it lacks says so and does not ask', async () => {
    const q = new URLSearchParams({ trace: WRONG, engine: 'webllm', model: 'Qwen3-0.6B-q4f16_1-MLC', ask: '1' });
    await open(q.toString());
    // The run worker lists WebLLM's catalog and the browser's cache (the page never loads WebLLM).
    await expect.poll(() => panel().getByRole('alert').textContent(), { timeout: 30_000 })
      .toContain('the model "Qwen3-0.6B-q4f16_1-MLC" is not downloaded in this browser: download it on the Run view first');
    expect(await panel().textContent()).toContain('No WebLLM model is downloaded in this browser yet.');
    expect(await panel().getByRole('button', { name: 'Ask', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('region', { name: /What .* says/ }).count()).toBe(0);
  }, 60_000);

  it('a URL typed into the field is validated before use: two addresses run together are refused, nothing is sent', async () => {
    server.asked.length = 0;
    await open(`trace=${encodeURIComponent(WRONG)}`);
    await page.getByLabel('An OpenAI-compatible server').check();
    const url = page.getByLabel('Server URL');
    await url.fill('http://localhost:11434/v1');
    await url.pressSequentially(server.url); // typed after what was there: the issue's doubled URL
    await page.getByLabel('Model', { exact: true }).fill('linked');
    const why = `the server URL holds two addresses: "http://localhost:11434/v1" and "${server.url}"; keep one`;
    await expect.poll(() => panel().locator('#ask-url-error').textContent()).toBe(why);
    expect(await url.getAttribute('aria-invalid')).toBe('true');
    expect(await panel().locator('#ask-reason').textContent()).toBe(why);
    expect(await panel().getByRole('button', { name: 'Ask', exact: true }).isDisabled()).toBe(true);
    await url.fill(server.url);
    await expect.poll(() => panel().locator('#ask-url-error').count()).toBe(0);
    expect(await panel().getByRole('button', { name: 'Ask', exact: true }).isDisabled()).toBe(false);
    expect(server.asked).toHaveLength(0);
  }, 60_000);

  it('a click on Ask right after an edit compares with the verdict on the edited text (5 of 5 tries)', async () => {
    const RIGHT = '3x + 5 = 2x - 7\nx + 5 = -7\nx = -12';
    await open(`trace=${encodeURIComponent(RIGHT)}`);
    await page.getByLabel('Baseline: accept every solution').check();
    const verdict = page.getByRole('region', { name: 'What accept-all says' });
    for (let i = 0; i < 5; i++) {
      const text = i % 2 === 0 ? WRONG : RIGHT;
      // Type and click in one task: the view's own verdict (checked 100 ms after a keystroke) is still the old text's.
      await page.evaluate((t) => {
        const area = document.querySelector<HTMLTextAreaElement>('#trace-input')!;
        area.value = t;
        area.dispatchEvent(new Event('input', { bubbles: true }));
        Array.from(document.querySelectorAll<HTMLButtonElement>('section.ask button')).find((b) => b.textContent?.trim() === 'Ask')!.click();
      }, text);
      const want = text === WRONG ? 'The model disagrees with the checker on all three questions.' : 'The model agrees with the checker on all three questions.';
      await expect.poll(() => verdict.locator('.summary').textContent(), { timeout: 10_000 }).toBe(want);
      expect(await verdict.textContent()).not.toContain('The solution has changed since the model answered');
    }
  }, 60_000);

  it('a 1)-numbered trace: the Q3 card, headline, step list and Ask verdict name the same step', async () => {
    server.blame = 2;
    const numbered = '1) 3x + 5 = 2x - 7\n2) 3x - 2x = -7 + 5\n3) x = -2';
    await open(`trace=${encodeURIComponent(numbered)}&engine=openai&base_url=${encodeURIComponent(server.url)}&model=blamer&ask=1`);
    // A server is asked on the user's click (issue 17).
    await page.getByTestId('link-consent').getByRole('button', { name: 'Ask', exact: true }).click();
    const verdict = page.getByRole('region', { name: /What blamer at .* says/ });
    await verdict.waitFor({ timeout: 15_000 });
    expect(await page.locator('.report [role=status]').textContent()).toBe('Step 2) is the first invalid step; the final answer is wrong.');
    const q3 = (await page.locator('.report').getByText('Q3 · first invalid step').locator('..').textContent()) ?? '';
    expect(q3).toContain('2)');
    expect(q3).toContain('Q3 = 1, counting from 0');
    expect(q3).not.toMatch(/step 1|your/i); // was "step 1" beside "your 2)"
    expect(await page.locator('li.first .index').textContent()).toBe('2)');
    expect(await page.locator('.explanation').textContent()).toMatch(/^Step 2\) is the first invalid step/);
    // The Ask verdict: the checker's and the model's steps by the same labels, in its table and its words.
    const q3Row = verdict.getByRole('row', { name: /Q3/ });
    expect(await q3Row.locator('td').allTextContents()).toEqual(['2)', '3)', 'disagrees']);
    expect(await verdict.textContent()).toContain('The model says the first invalid step is step 3) (x = -2) — the checker disagrees: the first error comes earlier, at step 2) (3x - 2x = -7 + 5).');
    expect(await verdict.textContent()).toContain('the model blamed step 3)');
    expect(await verdict.textContent()).toContain("the checker's first invalid step is step 2)");
    expect(await page.locator('li.blamed .index').textContent()).toBe('3)');
    server.blame = null;
  }, 60_000);

  it('the reference engines answer from the page; accept-all disagrees with a wrong solution', async () => {
    await open(`trace=${encodeURIComponent(WRONG)}&engine=accept-all&ask=1`);
    const verdict = page.getByRole('region', { name: 'What accept-all says' });
    await verdict.waitFor({ timeout: 15_000 });
    expect(await verdict.textContent()).toContain('The model disagrees with the checker on all three questions.');
    await page.getByLabel('Reference: the exact checker').check();
    await panel().getByRole('button', { name: 'Ask', exact: true }).click();
    await expect.poll(() => page.getByRole('region', { name: 'What reference says' }).textContent()).toContain('The model agrees with the checker on all three questions.');
  }, 60_000);

  it('a question the checker does not judge is compared with nothing: the problem and work on line 1 leave Q3 open (round 73)', async () => {
    await open(`trace=${encodeURIComponent('Solve 3x + 2 = 14: 3x = 12\nx = 3')}&engine=accept-all&ask=1`);
    const verdict = page.getByRole('region', { name: 'What accept-all says' });
    await verdict.waitFor({ timeout: 15_000 });
    const text = (await verdict.textContent()) ?? '';
    expect(text).toContain('The model agrees with the checker on 0 of the 2 questions it judges and disagrees on 2; the checker does not judge Q3 here.');
    expect(text).toContain('Q3 not compared:');
    expect(text).not.toContain('Q3 disagrees');
    await page.screenshot({ path: join(SHOTS, 'ask-q3-open.png'), fullPage: true });
  }, 60_000);
});
