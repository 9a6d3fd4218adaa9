// Preparing a class for offline use (issue 16, item 4) in headless Chromium against the
// built app. This machine has no GPU and no internet, so no real model can download here:
// - without WebGPU, Storage shows the catalog with sizes, the space left and persistence,
//   and says why it cannot download (nothing is fetched);
// - on the software WebGPU adapter, Download starts WebLLM's real loader: a progress bar with
//   Stop (which stops it); then the test refuses the request to Hugging Face, and the failure
//   is reported as a failure with its cause — never "ready";
// - a model cache filled as WebLLM's reload() leaves it (the download path itself is tested
//   with the engine double in tests/run-ui/prepare-service.test.ts) reads as "Ready for
//   offline" in Storage, and after going offline and reloading (the app is a PWA) Storage,
//   the Check view's ask panel and the Demo all offer it; Delete empties it.
// Build first: `npx vite build`.
import { join } from 'node:path';
import { prebuiltAppConfig } from '@mlc-ai/web-llm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CAN_RUN_E2E, launchApp, SHOTS } from './browser.ts';

const MODEL = 'SmolLM2-360M-Instruct-q4f32_1-MLC';
const record = prebuiltAppConfig.model_list.find((r) => r.model_id === MODEL)!;
/** WebLLM's cleanModelUrl: the folder its files are fetched from (and keyed by in the cache). */
const BASE = `${record.model.replace(/\/?$/, '/')}resolve/main/`;
const SHARDS = ['params_shard_0.bin', 'params_shard_1.bin'];

/**
 * What WebLLM's reload() leaves in the browser's Cache API once a model is downloaded: the
 * weights manifest and its shards and the tokenizer under "webllm/model", the chat config
 * under "webllm/config", the model library under "webllm/wasm" (tiny stand-ins for the bytes).
 */
async function fillCacheAsReloadDoes(page: Page): Promise<void> {
  await page.evaluate(async ({ base, shards, lib }) => {
    const put = async (cache: string, url: string, body: string, type: string) =>
      (await caches.open(cache)).put(url, new Response(body, { headers: { 'content-type': type, 'content-length': String(body.length) } }));
    await put('webllm/model', `${base}tensor-cache.json`, JSON.stringify({ records: shards.map((dataPath) => ({ dataPath })) }), 'application/json');
    for (const s of shards) await put('webllm/model', `${base}${s}`, 'x'.repeat(4096), 'application/octet-stream');
    await put('webllm/model', `${base}tokenizer.json`, '{}', 'application/json');
    await put('webllm/config', `${base}mlc-chat-config.json`, '{"tokenizer_files": ["tokenizer.json"]}', 'application/json');
    await put('webllm/wasm', lib, '\0asm', 'application/wasm');
  }, { base: BASE, shards: SHARDS, lib: record.model_lib });
}

async function storage(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/#/storage`);
  await page.getByRole('heading', { name: 'WebLLM models for offline use' }).waitFor();
  await page.getByLabel('Model to download').waitFor({ timeout: 30_000 });
}

describe.skipIf(!CAN_RUN_E2E)('WebLLM models for offline use (e2e, headless Chromium)', () => {
  it('without WebGPU: the catalog with its sizes and the space left, and why nothing can download here', async () => {
    const app = await launchApp();
    try {
      const { page } = app;
      await storage(page, app.server.url);
      const options = await page.getByLabel('Model to download').locator('option').allTextContents();
      expect(options.length).toBeGreaterThan(10);
      expect(options.every((o) => o.includes('(≈'))).toBe(true);
      expect(options.filter((o) => /\(≈\d/.test(o)).length).toBeGreaterThan(options.length / 2);
      const box = page.getByTestId('storage-download');
      await expect.poll(() => box.textContent()).toMatch(/about [\d.]+ (MB|GB) to download\. Space this browser still gives the site: [\d.]+ (MB|GB)\./);
      expect(await box.textContent()).toMatch(/Persistent storage: (on|off \(asked for when the download starts\))/);
      expect(await box.getByRole('button', { name: /^Download for offline use/ }).isDisabled()).toBe(true);
      expect(await box.textContent()).toContain('In-browser models need WebGPU, and this browser has none usable');
      expect(await page.getByText('No WebLLM model is cached in this browser.').count()).toBe(1);
      expect(app.external).toEqual([]);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('on the software adapter a download shows its progress bar and Stop, and a failed one its cause; nothing reads as ready', async () => {
    const app = await launchApp({ webgpu: true });
    try {
      const { page, context } = app;
      // Hugging Face answers slowly here, then not at all (this machine has no internet).
      await context.route((url) => url.href.startsWith('https://huggingface.co/'), async (route) => {
        app.external.push(route.request().url());
        await new Promise((r) => setTimeout(r, 3000));
        await route.abort().catch(() => undefined);
      });
      await storage(page, app.server.url);
      await page.getByLabel('Model to download').selectOption(MODEL);
      const box = page.getByTestId('storage-download');
      await box.getByRole('button', { name: /^Download for offline use \(about/ }).click();
      // WebLLM's real loader starts: the progress bar, WebLLM's words, and Stop.
      const bar = box.getByRole('progressbar', { name: new RegExp(`^Downloading ${MODEL}: `) });
      await bar.waitFor({ timeout: 20_000 });
      await page.screenshot({ path: join(SHOTS, 'offline-downloading.png') });
      await box.getByRole('button', { name: 'Stop' }).click();
      await expect.poll(() => page.locator('.notice.ok').textContent(), { timeout: 30_000 }).toBe(`Stopped downloading ${MODEL}. The files already downloaded stay in this browser; the next download skips them.`);
      expect(await page.getByText('Ready for offline').count()).toBe(0);
      // Again, to the end: the request is refused, and the failure says so.
      await box.getByRole('button', { name: /^Download for offline use/ }).click();
      await expect.poll(async () => (await page.getByRole('alert').allTextContents()).join(' '), { timeout: 40_000 })
        .toMatch(new RegExp(`${MODEL} could not be downloaded: .*(network|fetch|download)`, 'i'));
      expect(app.external.some((u) => u.startsWith(record.model) || u.startsWith(BASE))).toBe(true);
      expect(await page.getByText('No WebLLM model is cached in this browser.').count()).toBe(1);
      expect(await page.getByText('Ready for offline').count()).toBe(0);
      // The button is back for another try (the worker is free again).
      expect(await box.getByRole('button', { name: /^Download for offline use/ }).isEnabled()).toBe(true);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('with WebGPU and no model yet, the Demo offers the download with its size (also after Check looked at the cache first)', async () => {
    const app = await launchApp({ webgpu: true });
    try {
      const { page, server } = app;
      await page.goto(`${server.url}/#/check`);
      await page.getByRole('group', { name: 'Who answers' }).getByLabel('A model in this browser').check();
      await expect.poll(() => page.locator('.ask').textContent(), { timeout: 30_000 }).toContain('No WebLLM model is downloaded in this browser yet. Download one in Storage');
      await page.goto(`${server.url}/#/demo`);
      const box = page.getByTestId('demo-download');
      await box.waitFor({ timeout: 30_000 });
      await expect.poll(() => box.textContent()).toMatch(/: about [\d.]+ (MB|GB) to download\./);
      expect(await page.getByLabel('A model in this browser (WebLLM, on your GPU)').isChecked()).toBe(true);
      expect(await page.getByTestId('demo-no-model').count()).toBe(0);
    } finally {
      await app.close();
    }
  }, 90_000);

  it('a filled model cache is "Ready for offline"; offline after a reload, Storage, Check and the Demo all use it; Delete empties it', async () => {
    const app = await launchApp({ webgpu: true });
    try {
      const { page, context, server } = app;
      await page.goto(`${server.url}/#/storage`);
      // The app itself must be kept by its service worker for "ready for offline" to hold.
      await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 30_000 });
      await storage(page, server.url);
      await fillCacheAsReloadDoes(page);
      await page.getByRole('button', { name: 'Check again' }).click();
      const row = page.getByTestId('cached-models').getByRole('row', { name: new RegExp(MODEL) });
      await expect.poll(() => row.textContent(), { timeout: 30_000 }).toContain('Ready for offline');
      // The size on disk is summed after the row shows (CI once read it before: 'measuring…').
      await expect.poll(() => row.textContent(), { timeout: 30_000 }).toMatch(/\d+(\.\d)? KB/);
      // This page's first run worker started before the service worker took control, so it
      // fetched WebLLM's code past it; "ready" had the page have the worker keep that code.
      expect(await page.evaluate(async () => (await (await caches.open('stepbench-lazy-assets')).keys()).length)).toBeGreaterThan(0);
      // Visit the views online once (their chunks and WebLLM's are then kept by the worker).
      for (const view of ['check', 'demo']) {
        await page.goto(`${server.url}/#/${view}`);
        await page.locator('main h1').waitFor();
      }

      // The class has no network: offline, reloaded.
      await context.setOffline(true);
      await page.goto(`${server.url}/#/storage`);
      await page.reload();
      await page.getByLabel('Model to download').waitFor({ timeout: 30_000 });
      await expect.poll(() => page.getByTestId('cached-models').getByRole('row', { name: new RegExp(MODEL) }).textContent(), { timeout: 30_000 }).toContain('Ready for offline');
      await page.screenshot({ path: join(SHOTS, 'offline-storage.png'), fullPage: true });

      // Check: the ask panel offers the model, marked ready for offline, and picks it.
      await page.goto(`${server.url}/#/check`);
      await page.getByRole('group', { name: 'Who answers' }).getByLabel('A model in this browser').check();
      const select = page.locator('#ask-webllm');
      await select.waitFor({ timeout: 30_000 });
      expect(await select.locator('option').allTextContents()).toContain(`${MODEL} (ready for offline)`);
      expect(await select.inputValue()).toBe(MODEL);

      // Demo: with WebGPU here and the model ready, it is chosen, and said to work offline.
      await page.goto(`${server.url}/#/demo`);
      await page.getByTestId('demo-model-ready').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('demo-model-ready').textContent()).toBe(`${MODEL} is downloaded in this browser and ready for offline use: the demo runs with the network off.`);
      expect(await page.getByLabel('A model in this browser (WebLLM, on your GPU)').isChecked()).toBe(true);
      expect(await page.locator('#wl-model').inputValue()).toBe(MODEL);
      expect(await page.getByRole('button', { name: 'Run the demo' }).isEnabled()).toBe(true);
      await page.screenshot({ path: join(SHOTS, 'offline-demo.png'), fullPage: true });

      // Delete from the same place: the cache is empty and the Demo offers the download again.
      await context.setOffline(false);
      await storage(page, server.url);
      await page.getByTestId('cached-models').getByRole('button', { name: `Delete the cached model ${MODEL}` }).click();
      await page.getByRole('button', { name: /^Yes, delete/ }).click();
      await expect.poll(() => page.getByText('No WebLLM model is cached in this browser.').count(), { timeout: 30_000 }).toBe(1);
      // WebLLM's own deletion: the weights, the tokenizer, the config and the library are gone.
      const left = await page.evaluate(async ({ base, shards, lib }) => {
        const has = async (cache: string, url: string) => !!(await (await caches.open(cache)).match(url));
        return [
          ...(await Promise.all(shards.map((s) => has('webllm/model', `${base}${s}`)))),
          await has('webllm/model', `${base}tokenizer.json`), await has('webllm/config', `${base}mlc-chat-config.json`), await has('webllm/wasm', lib),
        ];
      }, { base: BASE, shards: SHARDS, lib: record.model_lib });
      expect(left).toEqual([false, false, false, false, false]);
      await page.goto('about:blank');
      await page.goto(`${server.url}/#/demo`);
      await page.getByTestId('demo-download').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('demo-model-ready').count()).toBe(0);
      expect(app.problems.filter((p) => !/No available adapters|WebGPU|ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR|huggingface/i.test(p))).toEqual([]);
    } finally {
      await app.close();
    }
  }, 180_000);
});
