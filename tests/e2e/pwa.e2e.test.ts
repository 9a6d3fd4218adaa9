// Offline and hosting (issue 4, item 6), in headless Chromium against the built app:
// - after one visit the service worker controls the page and every view, the worker
//   chunks included, works with the network off and the server stopped;
// - the same build works served from a sub-path (a GitHub Pages project site);
// - a new version waits for the user's "Reload" in an accessible prompt.
// Build first: `npx vite build`. Without dist/ or Chromium these tests skip.
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { CAN_RUN_E2E, DIST, SHOTS, launchApp } from './browser.ts';
import type { App } from './browser.ts';
import { serveStatic } from './static-server.ts';
import type { StaticServer } from './static-server.ts';

const TRACE = ['2x + 1 = -x + 7', '4x + 2 = -2x + 14', '6x = 12', 'x = 2'].join('\n');

/** dist/ copied under `sub` in a fresh folder, so a test may serve it elsewhere or change it. */
function copyDist(sub: string): string {
  const root = mkdtempSync(join(tmpdir(), 'stepbench-pwa-'));
  cpSync(DIST, join(root, sub), { recursive: true });
  return root;
}

/** Waits until a service worker controls the page (clientsClaim makes that the first visit). */
async function waitForController(page: Page): Promise<string> {
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 30_000 });
  return (await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')) as string;
}

/** The hrefs of the header's nav links (#/check, #/dataset, …): whatever views exist. */
async function viewLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.waitFor();
  return (await nav.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))).filter((h) => h.startsWith('#/'));
}

async function expectViewLoaded(page: Page, hash: string): Promise<void> {
  await page.locator('main h1').first().waitFor({ timeout: 15_000 });
  const text = (await page.locator('main').textContent()) ?? '';
  expect(text, `view ${hash}`).not.toContain('could not be loaded');
}

async function checkATrace(page: Page): Promise<void> {
  await page.getByLabel('Worked solution').fill(TRACE);
  await expect.poll(() => page.locator('.report [role=status]').textContent()).toBe('All 4 steps are valid; the final answer is correct.');
}

async function generateTestSets(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Generate' }).click();
  await page.getByRole('heading', { name: 'Samples' }).waitFor({ timeout: 120_000 });
  await expect.poll(() => page.getByRole('navigation', { name: 'Pages of samples' }).textContent()).toContain('of 2,160');
}

/** The page's parts (header, main, footer) that the PWA notices overlap: none, they are in the flow. */
async function noticesCover(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const n = document.querySelector('.pwa-notices')?.getBoundingClientRect();
    if (!n || n.height === 0) return ['no notices shown'];
    return ['header', 'main', 'footer'].filter((s) => {
      const r = document.querySelector(s)?.getBoundingClientRect();
      return !!r && Math.min(n.bottom, r.bottom) - Math.max(n.top, r.top) > 0.5 && Math.min(n.right, r.right) - Math.max(n.left, r.left) > 0.5;
    });
  });
}

/** The URLs the built service worker precaches (relative to its folder). */
function precached(): Set<string> {
  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
  return new Set([...sw.matchAll(/\burl:"([^"]+)"/g)].map((m) => m[1]!));
}

/** Whether a built JS file holds the WebLLM library (its source map says). */
function isWebLLM(file: string): boolean {
  const map = `${file}.map`;
  if (!existsSync(map)) return false;
  return ((JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] }).sources ?? []).some((s) => s.includes('@mlc-ai/web-llm/lib/'));
}

describe.skipIf(!CAN_RUN_E2E)('offline and hosting (e2e, headless Chromium)', () => {
  it('precaches the app shell and every built file (views, workers, styles, icons) except WebLLM', () => {
    const urls = precached();
    for (const f of ['index.html', 'manifest.webmanifest', 'favicon.svg', 'pwa-192.png', 'pwa-512.png']) expect(urls, f).toContain(f);
    const assets = readdirSync(join(DIST, 'assets')).filter((f) => /\.(m?js|css|wasm)$/.test(f));
    const missing = assets.filter((f) => !urls.has(`assets/${f}`));
    const notWebLLM = missing.filter((f) => !isWebLLM(join(DIST, 'assets', f)));
    expect(notWebLLM, 'built files left out of the precache').toEqual([]);
    // Every worker chunk is there, and no WebLLM chunk (several MB, cached on first use instead).
    expect(assets.filter((f) => f.includes('worker') && !urls.has(`assets/${f}`))).toEqual([]);
    expect([...urls].filter((u) => u.startsWith('assets/') && isWebLLM(join(DIST, u)))).toEqual([]);
    expect([...urls].filter((u) => u.endsWith('.map'))).toEqual([]);
  });

  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  /** `bypassCSP`: only where axe-core runs (it needs new Function); the others work under the app's policy. */
  async function launch(allow: string[] = [], bypassCSP = false): Promise<App> {
    const app = await launchApp({ allow, bypassCSP });
    cleanups.push(() => app.close());
    return app;
  }

  it('after one visit, works with the network off and the server stopped', async () => {
    const app = await launch();
    const { page, server, context } = app;
    await page.goto(`${server.url}/`);
    await expect.poll(() => page.title()).toBe('Check a solution · stepbench');
    const sw = await waitForController(page);
    expect(sw).toBe(`${server.url}/sw.js`);
    // The manifest is linked relatively and describes an installable app.
    expect(await page.locator('link[rel=manifest]').getAttribute('href')).toBe('./manifest.webmanifest');
    const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.webmanifest'), 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: 'stepbench', start_url: './', scope: './', display: 'standalone' });
    expect((manifest.icons as Array<{ sizes: string }>).map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512', 'any']));
    // First visit says the app is ready offline, in a notice above the page that covers none of it.
    await page.locator('[data-pwa=offline-ready]').waitFor({ timeout: 15_000 });
    expect(await noticesCover(page)).toEqual([]);

    // Visit each view once, online.
    const views = await viewLinks(page);
    expect(views).toEqual(expect.arrayContaining(['#/check', '#/dataset', '#/run', '#/results']));
    for (const hash of views) {
      await page.goto(`${server.url}/${hash}`);
      await expectViewLoaded(page, hash);
    }

    // WebLLM's code is not precached; once fetched (as choosing a WebLLM engine does), the
    // worker keeps it, so a downloaded model keeps working offline. Fetch it as the app would.
    const webllm = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js') && isWebLLM(join(DIST, 'assets', f)));
    const fetchAll = () =>
      page.evaluate(
        async (files) =>
          Promise.all(
            files.map(async (f) => {
              const r = await fetch(`./assets/${f}`);
              await r.arrayBuffer();
              return r.status;
            }),
          ),
        webllm,
      );
    expect(await fetchAll()).toEqual(webllm.map(() => 200));
    // The worker stores them after answering: wait until they are in its runtime cache.
    await expect
      .poll(() =>
        page.evaluate(async (files) => {
          const cache = await caches.open('stepbench-lazy-assets');
          return (await Promise.all(files.map((f) => cache.match(new URL(`./assets/${f}`, location.href).href)))).filter(Boolean).length;
        }, webllm),
      { timeout: 20_000 })
      .toBe(webllm.length);

    // Network off: the browser offline AND the server gone.
    await context.setOffline(true);
    await server.close();
    const before = server.requests.length;
    await page.goto(`${server.url}/#/check`);
    await expect.poll(() => page.title()).toBe('Check a solution · stepbench');
    await page.locator('[data-pwa=offline]').waitFor();
    expect(await noticesCover(page)).toEqual([]);
    await checkATrace(page);
    for (const hash of views) {
      await page.goto(`${server.url}/${hash}`);
      await expectViewLoaded(page, hash);
    }
    await page.reload();
    await expectViewLoaded(page, views.at(-1)!);
    expect(await fetchAll(), 'WebLLM chunks served offline from the runtime cache').toEqual(webllm.map(() => 200));

    // The Dataset view generates the paper's test sets: its worker loads from the cache.
    await page.goto(`${server.url}/#/dataset`);
    await expectViewLoaded(page, '#/dataset');
    await generateTestSets(page);
    await page.screenshot({ path: join(SHOTS, 'pwa-offline-dataset.png'), fullPage: true });
    expect(server.requests.length).toBe(before);
    expect(app.external).toEqual([]);
    expect(app.problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR|No available adapters/i.test(p))).toEqual([]);
  }, 240_000);

  it('works from a sub-path, online and then offline', async () => {
    const root = copyDist('stepbench');
    let sub: StaticServer | undefined = await serveStatic(root);
    cleanups.push(async () => {
      await sub?.close();
      rmSync(root, { recursive: true, force: true });
    });
    const app = await launch([sub.url]);
    const { page, context } = app;
    const base = `${sub.url}/stepbench/`;
    await page.goto(base);
    await expect.poll(() => page.title()).toBe('Check a solution · stepbench');
    expect(await waitForController(page)).toBe(`${base}sw.js`);
    const scope = await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.scope ?? ''));
    expect(scope).toBe(base);
    // Every request stayed under the sub-path and found its file.
    expect(sub.requests.length).toBeGreaterThan(5);
    expect(sub.requests.filter((p) => !p.startsWith('/stepbench/'))).toEqual([]);
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector('link[rel=manifest]')?.getAttribute('href') ?? '';
      const url = new URL(href, document.baseURI);
      const m = (await (await fetch(url)).json()) as { start_url: string; scope: string; icons: Array<{ src: string }> };
      const icons = await Promise.all(m.icons.map(async (i) => (await fetch(new URL(i.src, url))).status));
      return { start: new URL(m.start_url, url).href, scope: new URL(m.scope, url).href, icons };
    });
    expect(manifest).toEqual({ start: base, scope: base, icons: manifest.icons.map(() => 200) });
    await checkATrace(page);
    for (const hash of await viewLinks(page)) {
      await page.goto(`${base}${hash}`);
      await expectViewLoaded(page, hash);
    }
    expect(sub.requests.filter((p) => !p.startsWith('/stepbench/'))).toEqual([]);

    await context.setOffline(true);
    await sub.close();
    sub = undefined;
    await page.goto(`${base}#/check`);
    await expect.poll(() => page.title()).toBe('Check a solution · stepbench');
    await checkATrace(page);
    await page.goto(`${base}#/dataset`);
    await expectViewLoaded(page, '#/dataset');
    expect(app.external).toEqual([]);
  }, 120_000);

  it('offers a new version with an accessible "Reload" prompt, and reloads into it', async () => {
    const root = copyDist('app');
    const site = await serveStatic(root);
    cleanups.push(async () => {
      await site.close();
      rmSync(root, { recursive: true, force: true });
    });
    const app = await launch([site.url], true);
    const { page } = app;
    const base = `${site.url}/app/`;
    await page.goto(base);
    await waitForController(page);
    expect(await page.getByRole('button', { name: 'Reload' }).count()).toBe(0);

    // Deploy a "new version": any byte change to sw.js makes the browser install it.
    appendFileSync(join(root, 'app', 'sw.js'), '\n// new version\n');
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const reload = page.getByRole('button', { name: 'Reload' });
    await reload.waitFor({ timeout: 30_000 });
    const prompt = page.getByRole('group', { name: 'A new version of stepbench is available.' });
    expect(await prompt.count()).toBe(1);
    expect(await page.locator('.pwa-notices').getAttribute('role')).toBe('status');
    await page.screenshot({ path: join(SHOTS, 'pwa-update.png') });
    // axe-core finds nothing serious in the prompt itself.
    await page.addScriptTag({ content: readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8') });
    const promptViolations = (await page.evaluate(async () => {
      const w = window as unknown as { axe: { run: (ctx: string) => Promise<{ violations: Array<{ id: string; impact: string | null }> }> } };
      return (await w.axe.run('.pwa-notices')).violations.map((v) => `${v.impact} ${v.id}`);
    })) as string[];
    expect(promptViolations.filter((v) => /^(serious|critical)/.test(v))).toEqual([]);
    if (promptViolations.length) console.info(`[pwa] update prompt, axe: ${promptViolations.join(', ')}`);
    const waiting = await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting));
    expect(waiting).toBe(true);

    // Keyboard: the prompt's buttons are reachable and Enter activates Reload.
    await reload.focus();
    await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), page.keyboard.press('Enter')]);
    await expect.poll(() => page.title()).toBe('Check a solution · stepbench');
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => ({ waiting: !!r?.waiting, active: !!r?.active }))))
      .toEqual({ waiting: false, active: true });
    expect(await page.getByRole('button', { name: 'Reload' }).count()).toBe(0);
    expect(app.problems).toEqual([]);
  }, 120_000);
});
