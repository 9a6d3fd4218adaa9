// The HTML report (issue 10's Bar): written by the CLI for runs of its reference and
// baseline engines, and by the Results view's "Download HTML report", then opened from
// file:// in Chromium with JavaScript disabled. It shows the model, T1/T2/T3, percentages
// and an inline SVG, and makes no request but the file itself; axe-core (in a second,
// JS-enabled context on the same file, CSP bypassed only to inject axe) finds nothing
// serious or critical. Screenshots go to SHOTS. Build first for the Results part: `npx vite build`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAN_RUN_E2E, CHROMIUM, CHROMIUM_ARGS, SHOTS, launchApp } from './browser.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const CLI = resolve('bin/stepbench.mjs');
/** A run name with markup in it: the report must show it as text. */
const NAME = 'Baseline "accept-all" <b>bold?</b> & co';

interface Opened {
  page: Page;
  /** Every request the page made (allowed or refused). */
  requests: string[];
  /** Console messages (a CSP violation would show here). */
  console: string[];
  close(): Promise<void>;
}

function cli(args: string[]): void {
  execFileSync(process.execPath, [CLI, ...args], { stdio: 'ignore' });
}

describe.skipIf(!CAN_RUN_E2E)('HTML report from file:// with JavaScript off (headless Chromium)', () => {
  let dir: string;
  let browser: Browser;
  let runRef: string;
  let runAccept: string;

  /** Opens a report with JavaScript disabled; only the file itself may load. */
  async function openNoJs(path: string, viewport = { width: 1280, height: 900 }): Promise<Opened> {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport });
    const url = pathToFileURL(path).href;
    const requests: string[] = [];
    const messages: string[] = [];
    await context.route('**/*', (route) => (route.request().url() === url ? route.continue() : route.abort()));
    context.on('request', (r) => requests.push(r.url()));
    const page = await context.newPage();
    page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
    await page.goto(url);
    await page.waitForLoadState('load');
    return { page, requests, console: messages, close: () => context.close() };
  }

  async function axeSerious(path: string): Promise<string[]> {
    const context = await browser.newContext({ bypassCSP: true });
    try {
      const page = await context.newPage();
      await page.goto(pathToFileURL(path).href);
      await page.addScriptTag({ content: AXE_SOURCE });
      const violations = (await page.evaluate(async () => {
        const w = window as unknown as { axe: { run: (d: Document, o: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }> } };
        return (await w.axe.run(document, { resultTypes: ['violations'] })).violations.map((v) => ({ id: v.id, impact: v.impact, where: v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)) }));
      })) as { id: string; impact: string | null; where: string[] }[];
      console.info(`[a11y] report ${path.split('/').pop()}: ${violations.map((v) => `${v.impact} ${v.id}`).join(', ') || 'no violations'}`);
      return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id} ${v.where.join(' ')}`);
    } finally {
      await context.close();
    }
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'stepbench-report-e2e-'));
    runRef = join(dir, 'reference.json');
    runAccept = join(dir, 'accept-all.json');
    cli(['eval', '--engine', 'reference', '--limit', '36', '--out', runRef]);
    cli(['eval', '--engine', 'accept-all', '--limit', '36', '--name', NAME, '--out', runAccept]);
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("the CLI's report of a run: model, T1/T2/T3, percentages, an inline SVG, no request", async () => {
    const out = join(dir, 'reference.html');
    cli(['report', runRef, '--format', 'html', '--out', out]);
    const r = await openNoJs(out);
    try {
      const { page } = r;
      expect(await page.title()).toBe('stepbench report: reference');
      const prov = page.locator('dl.prov');
      expect(await prov.locator('dt', { hasText: /^model$/ }).locator('xpath=following-sibling::dd[1]').textContent()).toBe('reference');
      for (const t of ['T1', 'T2', 'T3']) expect(await page.locator('thead th', { hasText: new RegExp(`^${t}$`) }).count()).toBeGreaterThan(0);
      expect(await page.locator('[data-cell="run0/canonical/q2/T1"]').innerText()).toMatch(/^100\.00\s+[\d.]+–100$/);
      expect(await page.locator('[data-cell="run0/perturbed/q3/overall"]').innerText()).toMatch(/^100\.00/);
      // One panel for the run, one for the paper's complete (Phi-4-Reasoning base) row.
      const svg = page.locator('figure svg');
      expect(await svg.count()).toBe(2);
      expect((await svg.first().boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(320);
      expect(await svg.first().locator('rect').count()).toBe(6 + 2 + 2); // six bars, two legend swatches, the hatch
      expect(await svg.first().getAttribute('aria-labelledby')).toBe('fig-0-title fig-0-desc');
      await page.screenshot({ path: join(SHOTS, 'report-run.png'), fullPage: true });
      expect(r.requests).toEqual([pathToFileURL(out).href]);
      expect(r.console).toEqual([]);
    } finally {
      await r.close();
    }
    expect(await axeSerious(out)).toEqual([]);
  }, 60_000);

  it('a failed run leads with its banner; a comparison of two runs has the McNemar table', async () => {
    const log = JSON.parse(readFileSync(runRef, 'utf8')) as { status: string; stop_reason: string | null; records: unknown[] };
    const failedRun = join(dir, 'failed.json');
    writeFileSync(failedRun, JSON.stringify({ ...log, status: 'failed', stop_reason: 'the server stopped answering (HTTP 503)', records: log.records.slice(0, 20) }));
    const failed = join(dir, 'failed.html');
    cli(['report', failedRun, '--format', 'html', '--out', failed]);
    const f = await openNoJs(failed, { width: 390, height: 844 });
    try {
      const banner = f.page.locator('.banner');
      expect(await banner.innerText()).toMatch(/Incomplete run: reference[\s\S]*failed[\s\S]*20 of 36 selected samples scored[\s\S]*HTTP 503/);
      const bannerBox = await banner.boundingBox();
      const tableBox = await f.page.locator('table').first().boundingBox();
      expect(bannerBox!.y).toBeLessThan(tableBox!.y);
      expect(bannerBox!.y).toBeLessThan(844); // seen without scrolling
      // At phone width the page itself does not scroll sideways (wide tables scroll in their box).
      expect(await f.page.locator('html').evaluate((e) => e.scrollWidth)).toBeLessThanOrEqual(390);
      await f.page.screenshot({ path: join(SHOTS, 'report-failed-phone.png'), fullPage: true });
      expect(f.requests).toEqual([pathToFileURL(failed).href]);
    } finally {
      await f.close();
    }

    const compare = join(dir, 'compare.html');
    cli(['report', runRef, runAccept, '--format', 'html', '--out', compare]);
    const c = await openNoJs(compare);
    try {
      expect(await c.page.title()).toBe(`stepbench comparison: reference, ${NAME}`);
      expect(await c.page.getByRole('heading', { name: `reference vs ${NAME}` }).count()).toBe(1);
      expect(await c.page.locator('main b').count()).toBe(0); // the name's markup stayed text
      expect(await c.page.locator('th', { hasText: 'McNemar p' }).count()).toBe(1);
      await c.page.screenshot({ path: join(SHOTS, 'report-compare.png'), fullPage: true });
      expect(c.requests).toEqual([pathToFileURL(compare).href]);
    } finally {
      await c.close();
    }
    expect(await axeSerious(failed)).toEqual([]);
    expect(await axeSerious(compare)).toEqual([]);
  }, 60_000);

  it("Results' Download HTML report: the comparison as a file that opens the same way", async () => {
    const app = await launchApp();
    try {
      const { page } = app;
      await page.goto(`${app.server.url}/#/results`);
      await expect.poll(() => page.locator('[data-testid=results-ready]').getAttribute('data-ready'), { timeout: 20_000 }).toBe('true');
      await page.getByLabel('Import run files (.json)').setInputFiles([runRef, runAccept]);
      await expect.poll(() => page.locator('table.runs tbody tr').count(), { timeout: 20_000 }).toBe(2);
      const boxes = page.locator('table.runs tbody input[type=checkbox]');
      for (let i = 0; i < 2; i++) if (!(await boxes.nth(i).isChecked())) await boxes.nth(i).check();
      const button = page.getByRole('button', { name: 'Download HTML report' });
      await button.waitFor({ timeout: 20_000 });
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toMatch(/^stepbench-compare-\d{4}-\d{2}-\d{2}-report\.html$/);
      const saved = join(dir, 'from-browser.html');
      await download.saveAs(saved);
      expect(app.external).toEqual([]);
      const r = await openNoJs(saved);
      try {
        const title = await r.page.title();
        expect([`stepbench comparison: reference, ${NAME}`, `stepbench comparison: ${NAME}, reference`]).toContain(title);
        const acceptAll = title.endsWith(NAME) ? 1 : 0;
        expect(await r.page.locator(`[data-cell="run${acceptAll}/canonical/q2/T2"]`).innerText()).toMatch(/^0\.00/); // accept-all never rejects
        expect(await r.page.locator('main b').count()).toBe(0);
        expect(await r.page.locator('figure svg').count()).toBe(3);
        expect(r.requests).toEqual([pathToFileURL(saved).href]);
      } finally {
        await r.close();
      }
    } finally {
      await app.close();
    }
  }, 90_000);
});
