// Issue 8 in the browser: a run that cannot get answers ends as failed with its cause
// (never "complete"), a link never skips the browser's checks or starts with rejected
// settings, the run panel moves while a model generates, provenance names the adapter.
// Build first: `npx vite build`.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CAN_RUN_E2E, launchApp } from './browser.ts';

/** A port with nothing listening (bound, then closed). */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

/** An OpenAI-compatible server that takes `delayMs` to give a fixed valid answer. */
async function slowServer(delayMs: number): Promise<{ url: string; close(): Promise<void> }> {
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type, authorization', 'access-control-allow-methods': 'POST, OPTIONS' };
  const server: Server = createServer((req, res) => {
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    req.resume();
    req.on('end', () => setTimeout(() => {
      if (res.destroyed) return;
      res.writeHead(200, { 'content-type': 'application/json', ...cors });
      res.end(JSON.stringify({ choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: '{"final_answer_correct": true, "all_steps_valid": true, "first_invalid_step": -1}' } }] }));
    }, delayMs));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}

/** Every stored run header, read from IndexedDB in the page. */
function storedRuns(page: Page): Promise<{ id: string; status: string; stop_reason: string | null; provenance: { gpu_adapter: string | null } }[]> {
  return page.evaluate(() => new Promise((resolve, reject) => {
    const open = indexedDB.open('stepbench');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('runs')) return resolve([]);
      const get = db.transaction('runs').objectStore('runs').getAll();
      get.onsuccess = () => resolve(get.result);
      get.onerror = () => reject(get.error);
    };
  }));
}

const heading = (page: Page) => page.locator('#status-heading');

describe.skipIf(!CAN_RUN_E2E)('honest runs in the browser (e2e)', () => {
  it('a dead endpoint ends as failed with its cause, fast, and Results does not call it complete', async () => {
    const port = await closedPort();
    const dead = `http://127.0.0.1:${port}`;
    const app = await launchApp({ allow: [dead] });
    try {
      const { page } = app;
      const t0 = Date.now();
      await page.goto(`${app.server.url}/#/run?engine=openai&base_url=${encodeURIComponent(`${dead}/v1`)}&model=m&set=both&limit=6&autostart=1`);
      // A link to a server waits for a click (issue 17).
      await page.getByRole('button', { name: 'Start this run' }).click();
      await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toMatch(/^Failed/);
      // The first refused request stops the run (the other requests in flight fail the same way).
      expect(Date.now() - t0).toBeLessThan(15_000);
      const status = (await page.locator('section.status').textContent()) ?? '';
      expect(status).toMatch(/unreachable|could not reach|refused|failed to fetch/i);
      expect(status).not.toMatch(/Complete/);
      const runs = await storedRuns(page);
      expect(runs).toHaveLength(1);
      expect(runs[0]!.status).toBe('failed');
      expect(runs[0]!.stop_reason).toBeTruthy();

      await page.goto(`${app.server.url}/#/results?runs=${runs[0]!.id}`);
      const overview = page.getByTestId('run-overview');
      await expect.poll(() => overview.getAttribute('data-status'), { timeout: 20_000 }).toBe('failed');
      await expect.poll(() => page.getByTestId('run-state').textContent(), { timeout: 20_000 }).toMatch(/^Failed — 0 scored — [1-4] engine errors?: unreachable/);
      expect(await page.getByTestId('no-tables').textContent()).toMatch(/no scored sample/);
      expect(await page.locator('body').textContent()).not.toMatch(/No perturbed samples/);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('a link with a rejected setting fills the form, names the problem and starts nothing', async () => {
    const app = await launchApp();
    try {
      const { page } = app;
      await page.goto(`${app.server.url}/#/run?engine=reference&limit=abc&set=nope&autostart=1`);
      const warn = page.getByRole('alert').filter({ hasText: 'Some settings in the link were not used' });
      await expect.poll(() => warn.textContent(), { timeout: 20_000 }).toMatch(/limit=abc/);
      expect(await warn.textContent()).toMatch(/set=nope/);
      await page.waitForTimeout(1500);
      expect(await heading(page).count()).toBe(0);
      expect(await storedRuns(page)).toEqual([]);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('an autostarted run waits for the probes: its provenance names the GPU adapter', async () => {
    const app = await launchApp({ webgpu: true });
    try {
      const { page } = app;
      await page.goto(`${app.server.url}/#/run?engine=reference&set=both&limit=6&autostart=1`);
      await expect.poll(() => heading(page).textContent(), { timeout: 30_000 }).toMatch(/^Complete/);
      const runs = await storedRuns(page);
      expect(runs).toHaveLength(1);
      expect(runs[0]!.provenance.gpu_adapter).toMatch(/\S/);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('the run panel moves while a model takes 5 seconds to answer', async () => {
    const server = await slowServer(5000);
    const app = await launchApp({ allow: [server.url] });
    try {
      const { page } = app;
      await page.goto(`${app.server.url}/#/run?engine=openai&base_url=${encodeURIComponent(server.url)}&model=m&set=canonical&limit=1&autostart=1`);
      await page.getByRole('button', { name: 'Start this run' }).click();
      await expect.poll(() => heading(page).textContent(), { timeout: 20_000 }).toMatch(/^Running/);
      const t0 = Date.now();
      await page.waitForTimeout(1500);
      const early = await page.locator('section.status dl').textContent();
      await page.waitForTimeout(Math.max(0, 3500 - (Date.now() - t0)));
      const late = await page.locator('section.status dl').textContent();
      expect(late).not.toBe(early);
      expect(await page.getByTestId('in-flight').textContent()).toMatch(/test-canonical-\d+/);
      await expect.poll(() => heading(page).textContent(), { timeout: 20_000 }).toMatch(/^Complete/);
    } finally {
      await app.close();
      await server.close();
    }
  }, 60_000);

  it('without WebGPU a WebLLM link names WebGPU (not a download), and starts nothing', async () => {
    const app = await launchApp();
    try {
      const { page } = app;
      await page.goto(`${app.server.url}/#/run?engine=webllm&model=Qwen3-0.6B-q4f32_1-MLC&set=both&limit=6&autostart=1`);
      await expect.poll(() => page.getByRole('alert').allTextContents(), { timeout: 30_000 }).toContainEqual(expect.stringMatching(/need WebGPU/));
      const alerts = (await page.getByRole('alert').allTextContents()).join(' ');
      expect(alerts).not.toMatch(/download/i);
      expect(await storedRuns(page)).toEqual([]);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('on the software adapter an f16 link names shader-f16 and the f32 build, before any download', async () => {
    const app = await launchApp({ webgpu: true });
    try {
      const { page } = app;
      await page.goto(`${app.server.url}/#/run?engine=webllm&model=Qwen3-0.6B-q4f16_1-MLC&set=both&limit=6&autostart=1`);
      await expect.poll(() => page.getByRole('alert').allTextContents(), { timeout: 40_000 }).toContainEqual(expect.stringMatching(/needs shader-f16.*Qwen3-0\.6B-q4f32_1-MLC/));
      const alerts = (await page.getByRole('alert').allTextContents()).join(' ');
      expect(alerts).not.toMatch(/could not be downloaded/);
      expect(app.external.filter((u) => /huggingface|\.wasm|mlc/i.test(u))).toEqual([]);
      expect(await storedRuns(page)).toEqual([]);
    } finally {
      await app.close();
    }
  }, 60_000);
});
