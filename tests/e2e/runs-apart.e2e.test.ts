// Issue 16, items 7 and 8, in the browser: a run with a model that never answers in the
// JSON the prompt asks for carries the unreadable-answers warning (with the most common raw
// answer, as text) in the Run view, in Results, in a comparison and in the HTML report; a
// run with readable answers carries none. Runs are named before they start (Run view and
// Demo), and compare cards are headed by name, model, engine and date.
// Build first: `npx vite build`.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAN_RUN_E2E, SHOTS, launchApp, type App } from './browser.ts';

/** What the scripted model says to every question: never the JSON (a test double of a chatty model). */
const GARBAGE = 'I think the student <b>did well</b> here!';

async function garbageServer(): Promise<{ url: string; requests: () => number; close(): Promise<void> }> {
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type, authorization', 'access-control-allow-methods': 'POST, OPTIONS' };
  let requests = 0;
  const server: Server = createServer((req, res) => {
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    requests++;
    req.resume();
    req.on('end', () => {
      // Plain JSON even when a stream is asked for: the adapter reads it as a normal completion.
      res.writeHead(200, { 'content-type': 'application/json', ...cors });
      res.end(JSON.stringify({ id: 'c', object: 'chat.completion', created: 0, model: 'garbage', choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: GARBAGE } }] }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}

async function setField(page: Page, label: string, value: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(value);
}

const complete = (page: Page) => page.getByRole('heading', { name: /^Complete/ }).waitFor({ timeout: 60_000 });
const LIMIT = 6;
const GARBAGE_NAME = 'Chatty model, room 12';
const REFERENCE_NAME = 'Exact checker, the ceiling';
const MESSAGE = `${LIMIT} of ${LIMIT} answers could not be read as the JSON the prompt asks for`;

describe.skipIf(!CAN_RUN_E2E)('unreadable runs are flagged, runs are told apart (e2e, headless Chromium)', () => {
  let app: App;
  let page: Page;
  let server: Awaited<ReturnType<typeof garbageServer>>;

  beforeAll(async () => {
    server = await garbageServer();
    app = await launchApp({ allow: [server.url] });
    page = app.page;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  async function startNamed(name: string, setup: () => Promise<void>): Promise<void> {
    await page.goto(`${app.server.url}/#/run`);
    await page.getByRole('heading', { name: 'Run a model' }).waitFor();
    await setup();
    await setField(page, 'Limit (samples)', String(LIMIT));
    const field = page.getByLabel(/^Name this run/);
    expect(await field.inputValue()).toBe('');
    await field.fill(name);
    await page.getByRole('button', { name: /^Start (a new )?run$/ }).click();
    await complete(page);
    // The name went with that run; the field waits for the next one's.
    expect(await field.inputValue()).toBe('');
  }

  it('the garbage model: the Run view warns with the count and the most common answer, as text', async () => {
    await startNamed(GARBAGE_NAME, async () => {
      await page.getByLabel('An OpenAI-compatible server (').check();
      await setField(page, 'Server URL', server.url);
      await setField(page, 'Model', 'garbage');
    });
    expect(server.requests()).toBe(LIMIT);
    const warning = page.getByTestId('unreadable-warning');
    await expect.poll(() => warning.textContent()).toContain(MESSAGE);
    expect(await warning.textContent()).toContain(`The most common answer (${LIMIT} of ${LIMIT})`);
    expect(await warning.locator('pre').textContent()).toBe(GARBAGE);
    expect(await warning.locator('b').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'run-unreadable.png'), fullPage: true });
  }, 90_000);

  it('a reference run (readable answers) shows no warning', async () => {
    await startNamed(REFERENCE_NAME, async () => {
      await page.getByLabel('Reference: the exact checker (the 100% ceiling)').check();
    });
    expect(await page.getByTestId('unreadable-warning').count()).toBe(0);
  }, 90_000);

  it('Results and compare: cards headed by name, model, engine and date; the warning only on the garbage run; the HTML report too', async () => {
    await page.goto(`${app.server.url}/#/results`);
    await expect.poll(() => page.locator('[data-testid=results-ready]').getAttribute('data-ready')).toBe('true');
    const rows = page.locator('table.runs tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(() => rows.filter({ hasText: GARBAGE_NAME }).textContent(), { timeout: 20_000 }).toContain('unreadable answers');
    expect(await rows.filter({ hasText: REFERENCE_NAME }).textContent()).not.toContain('unreadable');
    const boxes = page.locator('table.runs tbody input[type=checkbox]');
    for (let i = 0; i < 2; i++) if (!(await boxes.nth(i).isChecked())) await boxes.nth(i).check();

    const cards = page.getByTestId('run-overview');
    await expect.poll(() => cards.count()).toBe(2);
    const garbage = page.getByRole('article', { name: GARBAGE_NAME });
    const reference = page.getByRole('article', { name: REFERENCE_NAME });
    const today = new Date().getFullYear().toString();
    const garbageHead = (await garbage.getByTestId('run-card-head').textContent()) ?? '';
    expect(garbageHead).toContain('model garbage');
    expect(garbageHead).toContain(`An OpenAI-compatible server at ${server.url}`);
    expect(garbageHead).toContain(today);
    const referenceHead = (await reference.getByTestId('run-card-head').textContent()) ?? '';
    expect(referenceHead).toContain('Reference: the exact checker');
    expect(referenceHead).toContain(today);
    expect(garbageHead).not.toBe(referenceHead);

    await expect.poll(() => garbage.getByTestId('unreadable-warning').textContent(), { timeout: 20_000 }).toContain(MESSAGE);
    expect(await garbage.getByTestId('run-state').textContent()).toMatch(new RegExp(`^Complete — ${LIMIT} scored — ${LIMIT} of ${LIMIT} answers unreadable`));
    expect(await garbage.locator('pre').first().textContent()).toBe(GARBAGE);
    expect(await reference.getByTestId('unreadable-warning').count()).toBe(0);
    expect(await page.getByTestId('unreadable-warning').count()).toBe(1);
    await page.screenshot({ path: join(SHOTS, 'results-unreadable-compare.png'), fullPage: true });

    const button = page.getByRole('button', { name: 'Download HTML report' });
    await button.waitFor({ timeout: 20_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const saved = join(tmpdir(), `stepbench-runs-apart-${Date.now()}.html`);
    await download.saveAs(saved);
    const html = readFileSync(saved, 'utf8');
    expect(html).toContain(`Unreadable answers: ${GARBAGE_NAME}`);
    expect(html).toContain(`<strong>${MESSAGE}</strong>`);
    expect(html).not.toContain(`Unreadable answers: ${REFERENCE_NAME}`);
    expect(html).toContain('&lt;b&gt;did well&lt;/b&gt;');
    expect(app.external).toEqual([]);
  }, 90_000);

  it('the Demo names its run before it starts', async () => {
    await page.goto(`${app.server.url}/#/demo`);
    const field = page.getByLabel(/^Name this run/);
    await field.waitFor({ timeout: 15_000 });
    expect(await field.inputValue()).toBe('');
    await field.fill('Demo for 9B');
    expect(await page.getByLabel(/^Name this run/).inputValue()).toBe('Demo for 9B');
    // The Run view's form is the same run's: the name is there too, until a run takes it.
    await page.goto(`${app.server.url}/#/run`);
    expect(await page.getByLabel(/^Name this run/).inputValue()).toBe('Demo for 9B');
  }, 60_000);
});
