// The app's Content-Security-Policy (src/csp.ts, a meta tag in the built index.html) in
// headless Chromium: every view loads and works — a reference run and a demo in the run
// worker, a dataset in the generate worker, tables, the chart and its PNG export, the
// Storage view, the PWA's service worker — with no `securitypolicyviolation` and no console
// error; and the policy is really in force (an injected inline script and eval are blocked,
// WebAssembly compiles as WebLLM needs). Build first: `npx vite build`.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspText } from '../../src/csp.ts';
import { CAN_RUN_E2E, launchApp, SHOTS, type App } from './browser.ts';

/** Every violation the page reports, recorded from the first script on. */
const RECORD = `(() => {
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI + ' ' + (e.sourceFile || '') + ':' + e.lineNumber));
})();`;

const violations = (page: Page) => page.evaluate('window.__csp') as Promise<string[]>;

/** The smallest valid WebAssembly module: "\0asm", version 1. */
const WASM = [0, 97, 115, 109, 1, 0, 0, 0];

describe.skipIf(!CAN_RUN_E2E)('Content-Security-Policy (e2e)', () => {
  let app: App;
  let page: Page;
  beforeAll(async () => {
    app = await launchApp();
    page = app.page;
    await app.context.addInitScript({ content: RECORD });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('is in the built page, exactly as src/csp.ts says', async () => {
    await page.goto(`${app.server.url}/#/check`);
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(meta).toBe(cspText());
    expect(meta).toContain("connect-src 'self' http: https:");
    expect(meta).toContain("'wasm-unsafe-eval'");
    expect(meta).not.toContain("'unsafe-eval'");
  });

  it('every view works with no violation: check, dataset, run, demo, results (chart, PNG), storage, an unknown page', async () => {
    await page.goto(`${app.server.url}/#/check`);
    await page.getByRole('heading', { name: 'Check a worked solution' }).waitFor();
    await page.getByRole('radio', { name: /^Reference/ }).check();
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await page.getByRole('region', { name: 'What reference says' }).waitFor({ timeout: 20_000 });

    await page.goto(`${app.server.url}/#/dataset`);
    await page.getByLabel(/Test samples per trace type/).fill('6');
    await page.getByRole('button', { name: /^Generate/ }).click();
    await expect.poll(() => page.locator('main').textContent(), { timeout: 60_000 }).toMatch(/Download/);

    await page.goto(`${app.server.url}/#/run?engine=reference&set=both&limit=12&autostart=1`);
    await page.getByRole('heading', { name: /^Complete/ }).waitFor({ timeout: 60_000 });

    await page.goto(`${app.server.url}/#/demo?engine=reference&pairs=6&autostart=1`);
    await page.getByTestId('demo-headline').waitFor({ timeout: 60_000 });

    await page.goto(`${app.server.url}/#/results`);
    await page.locator('[data-testid=results-ready][data-ready=true]').waitFor({ timeout: 20_000 });
    await page.getByRole('checkbox', { name: /^Select run / }).first().check();
    await expect.poll(() => page.locator('.chart svg').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /PNG/ }).click()]);
    expect(png.suggestedFilename()).toMatch(/\.png$/);

    await page.goto(`${app.server.url}/#/storage`);
    await page.getByRole('heading', { name: 'Storage' }).waitFor();
    await expect.poll(() => page.locator('[aria-labelledby=runs-h]').getAttribute('data-ready')).toBe('true');

    await page.goto(`${app.server.url}/#/nonsense`);
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(SHOTS, 'csp-views.png'), fullPage: true });

    // The PWA's service worker registered under the policy.
    await expect.poll(() => page.evaluate('navigator.serviceWorker.getRegistration().then((r) => !!r)'), { timeout: 20_000 }).toBe(true);
    expect(await violations(page)).toEqual([]);
    expect(app.problems.filter((p) => !p.includes('No available adapters'))).toEqual([]);
    expect(app.external).toEqual([]);
  }, 240_000);

  it('is in force: an injected inline script and eval are blocked; WebAssembly compiles (WebLLM needs it)', async () => {
    await page.goto(`${app.server.url}/#/check`);
    await page.getByRole('heading', { name: 'Check a worked solution' }).waitFor();
    const result = (await page.evaluate(`(async () => {
      const s = document.createElement('script');
      s.textContent = 'window.__inline = 1';
      document.body.append(s);
      // Later, outside this evaluation (the debugging protocol's own evaluation may eval).
      const evaluated = await new Promise((resolve) => setTimeout(() => {
        try { new Function('return 1')(); resolve('ran'); } catch { resolve('blocked'); }
      }, 0));
      let wasm = 'blocked';
      try { await WebAssembly.compile(new Uint8Array(${JSON.stringify(WASM)})); wasm = 'compiled'; } catch (e) { wasm = String(e); }
      await new Promise((r) => setTimeout(r, 100));
      return { inline: window.__inline ?? null, evaluated, wasm };
    })()`)) as { inline: number | null; evaluated: string; wasm: string };
    expect(result).toEqual({ inline: null, evaluated: 'blocked', wasm: 'compiled' });
    const seen = await violations(page);
    expect(seen.some((v) => v.startsWith('script-src'))).toBe(true);
    // Dedicated workers get their policy from their own response (none from a static host):
    // WebLLM's WebAssembly compiles in the run worker either way.
    app.problems.length = 0;
  });
});
