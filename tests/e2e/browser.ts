// Shared launcher for the e2e suites: serves dist/ on 127.0.0.1, starts Debian's Chromium
// with a fresh profile through playwright-core, refuses (and records) every request that
// leaves our own servers, and collects console errors, page errors and dialogs.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';
import { serveStatic } from './static-server.ts';
import type { StaticServer } from './static-server.ts';

export const DIST = resolve('dist');
export const HAS_DIST = existsSync(join(DIST, 'index.html'));
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SHOTS = process.env.STEPBENCH_SHOTS ?? join(tmpdir(), 'shots');
/** In CI the browser suites must run; locally they skip (with a message) when Chromium or dist/ is missing. */
export const CAN_RUN_E2E = HAS_DIST && (existsSync(CHROMIUM) || !!process.env.CI);

if (!HAS_DIST) console.warn('[e2e] skipped: dist/ is absent. Run `npx vite build` first (npm test does).');
else if (!existsSync(CHROMIUM) && !process.env.CI) console.warn(`[e2e] skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH).`);

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'];

export interface App {
  server: StaticServer;
  context: BrowserContext;
  page: Page;
  /** console errors/warnings and page errors seen so far */
  problems: string[];
  /** requests that tried to leave the allowed origins (refused) */
  external: string[];
  dialogs: number;
  close(): Promise<void>;
}

export interface LaunchOptions {
  /** Add --enable-unsafe-webgpu (Chromium then offers SwiftShader's software adapter). */
  webgpu?: boolean;
  /** Other origins the page may reach (e.g. a test's OpenAI-compatible server). */
  allow?: string[];
  /** Reuse an existing profile folder (to test what survives a browser restart). */
  profile?: string;
  viewport?: { width: number; height: number };
  /** Keep the PWA's service worker out, so context.route sees every request (e.g. a worker script to patch). */
  blockServiceWorkers?: boolean;
  /**
   * Ignore the app's Content-Security-Policy. Only for suites that inject axe-core: it compiles
   * its message templates with `new Function`, which the app's policy forbids. The policy
   * itself is checked on every view by csp.e2e.test.ts.
   */
  bypassCSP?: boolean;
}

export async function launchApp(options: LaunchOptions = {}): Promise<App> {
  if (!existsSync(CHROMIUM)) throw new Error(`e2e: no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  mkdirSync(SHOTS, { recursive: true });
  const server = await serveStatic(DIST);
  const ownProfile = !options.profile;
  const profile = options.profile ?? mkdtempSync(join(tmpdir(), 'stepbench-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    serviceWorkers: options.blockServiceWorkers ? 'block' : 'allow',
    bypassCSP: options.bypassCSP === true,
    args: [...CHROMIUM_ARGS, ...(options.webgpu ? ['--enable-unsafe-webgpu'] : [])],
  });
  const allowed = [server.url, ...(options.allow ?? [])];
  const app: App = {
    server,
    context,
    page: context.pages()[0] ?? (await context.newPage()),
    problems: [],
    external: [],
    dialogs: 0,
    async close() {
      await context.close();
      await server.close();
      if (ownProfile) rmSync(profile, { recursive: true, force: true });
    },
  };
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (allowed.some((a) => url.startsWith(a)) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    app.external.push(url);
    return route.abort();
  });
  app.page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') app.problems.push(`console.${m.type()}: ${m.text()}`);
  });
  app.page.on('pageerror', (e) => app.problems.push(`pageerror: ${e.message}`));
  // A renderer that dies leaves every later wait on the page to time out; say so where it happened.
  app.page.on('crash', () => app.problems.push(`page crashed (renderer gone) at ${app.page.url()}`));
  app.page.on('dialog', (d) => {
    app.dialogs++;
    void d.dismiss();
  });
  return app;
}
