// Performance of the built app, measured in headless Chromium (issue 4's Bars):
//  (a) the app's own JavaScript loaded at start (#/check, before any interaction), gzip bytes,
//      and that none of it is @mlc-ai/web-llm code            target: < 150 KB gzip
//  (b) the longest main-thread task while the Dataset view generates the paper's two test
//      sets                                                     target: none over 50 ms
//  (c) the longest main-thread task during a reference run over both test sets, no limit
//                                                               target: none over 50 ms
//  (d) the Results view with 20 stored runs: navigation to "ready" (its runs list rendered)
//                                                               target: < 200 ms
// Usage: npm run bench:browser   (builds first), or: npx tsx scripts/browser-perf.ts (uses dist/)
// Env: CHROMIUM_PATH (default /usr/bin/chromium). Service workers are blocked so that every
// number is a first visit's; the service worker's background precache is reported apart.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { serveStatic } from '../tests/e2e/static-server.ts';

const DIST = resolve('dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'];

const results: string[] = [];
function line(name: string, value: string | number, unit: string, target: string, ok?: boolean): void {
  const verdict = ok === undefined ? '' : ok ? '  PASS' : '  FAIL';
  const text = `${name} ${value} ${unit} (target ${target})${verdict}`;
  results.push(text);
  console.info(text);
}
function info(text: string): void {
  console.info(`  ${text}`);
}
function skipped(name: string, why: string): void {
  const text = `${name} skipped: ${why}`;
  results.push(text);
  console.info(text);
}

const gzipBytes = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Whether a built file holds @mlc-ai/web-llm code: its source map lists the sources. */
function holdsWebLLM(file: string, body: string): boolean {
  const map = `${file}.map`;
  if (existsSync(map)) {
    const sources = (JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] }).sources ?? [];
    return sources.some((s) => s.includes('@mlc-ai/web-llm/lib/'));
  }
  return /binary-mlc-llm-libs|MLCEngine/.test(body); // no map: look for WebLLM's markers
}

async function newPage(browser: Browser, origin: string): Promise<{ context: BrowserContext; page: Page; external: string[] }> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  const external: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    external.push(url);
    return route.abort();
  });
  const page = await context.newPage();
  return { context, page, external };
}

/** Starts collecting main-thread long tasks (entries ≥ 50 ms; buffered ones included). */
async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __lt: { start: number; duration: number }[] };
    w.__lt = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lt.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}
/** Long tasks that started at or after `since` (performance.now() in the page). */
async function longTasksSince(page: Page, since: number): Promise<number[]> {
  return page.evaluate((t) => (window as unknown as { __lt: { start: number; duration: number }[] }).__lt.filter((e) => e.start >= t).map((e) => Math.round(e.duration)), since);
}
const now = (page: Page) => page.evaluate(() => performance.now());

function reportLongTasks(name: string, tasks: number[], seconds: number): void {
  const max = Math.max(0, ...tasks);
  line(name, max, 'ms', 'longest main-thread task ≤ 50 ms', max <= 50);
  info(`${tasks.length} long task(s) over 50 ms during ${seconds.toFixed(1)} s${tasks.length ? `: ${JSON.stringify(tasks.slice(0, 20))}${tasks.length > 20 ? ' …' : ''}` : ''}`);
}

async function startJs(browser: Browser, url: string): Promise<void> {
  const { context, page } = await newPage(browser, url);
  const scripts = new Map<string, Buffer>();
  page.on('response', (r) => {
    const u = new URL(r.url());
    if (!/\.m?js$/.test(u.pathname) || !r.ok()) return;
    void r.body().then((b) => scripts.set(u.pathname, b), () => undefined);
  });
  await page.goto(`${url}/#/check`, { waitUntil: 'load' });
  await page.getByLabel('Worked solution').waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  let total = 0;
  let webllm: string[] = [];
  const rows: string[] = [];
  for (const [path, body] of [...scripts].sort((a, b) => b[1].length - a[1].length)) {
    const g = gzipBytes(body);
    total += g;
    rows.push(`${path.slice(1)}: ${kb(body.length)} KB raw, ${kb(g)} KB gzip`);
    if (holdsWebLLM(join(DIST, path), body.toString('utf8'))) webllm = [...webllm, path];
  }
  line('start-js-gzip', kb(total), 'KB', '< 150 KB gzip', total < 150 * 1024);
  for (const r of rows) info(r);
  line('start-js-webllm-files', webllm.length, 'files', '0: WebLLM loads only when chosen', webllm.length === 0);
  if (webllm.length) info(`WebLLM code at start: ${webllm.join(', ')}`);
  await context.close();

  // Which views load WebLLM's code when opened (only the Run view's WebLLM engine should).
  for (const view of ['dataset', 'run', 'results', 'storage']) {
    const { context: c, page: p } = await newPage(browser, url);
    const loaded: string[] = [];
    p.on('response', (r) => {
      const u = new URL(r.url());
      if (/\.m?js$/.test(u.pathname) && r.ok()) loaded.push(u.pathname);
    });
    await p.goto(`${url}/#/${view}`);
    await p.locator('main h1').first().waitFor();
    await p.waitForLoadState('networkidle');
    const webllmHere = loaded.filter((path) => holdsWebLLM(join(DIST, path), ''));
    const title = await p.title();
    info(`#/${view}${title.startsWith('Check') ? ' (no such view)' : ''}: ${webllmHere.length ? `loads WebLLM code when opened: ${webllmHere.map((f) => basename(f)).join(', ')}` : 'no WebLLM code'}`);
    await c.close();
  }

  // What the service worker downloads in the background after the first visit.
  const sw = join(DIST, 'sw.js');
  if (existsSync(sw)) {
    const urls = [...readFileSync(sw, 'utf8').matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!);
    const unique = [...new Set(urls)].filter((u) => existsSync(join(DIST, u)));
    const bytes = unique.reduce((s, u) => s + gzipBytes(readFileSync(join(DIST, u))), 0);
    info(`service worker precache (after load, in the background): ${unique.length} files, ${kb(bytes)} KB gzip`);
  }
}

async function generation(browser: Browser, url: string): Promise<void> {
  const { context, page } = await newPage(browser, url);
  await page.goto(`${url}/#/dataset`);
  const generate = page.getByRole('button', { name: 'Generate' });
  await generate.waitFor();
  await watchLongTasks(page);
  await page.waitForTimeout(300);
  const t0 = await now(page);
  await generate.click();
  await page.getByRole('heading', { name: 'Samples' }).waitFor({ timeout: 180_000 });
  await page.waitForTimeout(300); // the table's first paint
  const t1 = await now(page);
  reportLongTasks('generate-longest-task', await longTasksSince(page, t0), (t1 - t0) / 1000);
  info(`generation of the two test sets took ${((t1 - t0) / 1000).toFixed(1)} s`);
  await context.close();
}

async function referenceRun(browser: Browser, url: string): Promise<void> {
  const { context, page } = await newPage(browser, url);
  await page.goto(`${url}/#/run`);
  await page.locator('main h1').first().waitFor();
  const reference = page.locator('input[name=run-engine][value=reference]');
  const start = page.getByRole('button', { name: 'Start run' });
  if ((await reference.count()) === 0 || (await start.count()) === 0) {
    skipped('run-longest-task', 'the Run view has no reference engine or no "Start run" button yet');
    await context.close();
    return;
  }
  await reference.check();
  await page.locator('#run-set').selectOption('both');
  await page.locator('#run-limit').fill('');
  await watchLongTasks(page);
  await page.waitForTimeout(300);
  const t0 = await now(page);
  await start.click();
  const status = page.locator('#status-heading');
  try {
    await status.filter({ hasText: /^(Complete|Stopped|Cancelled)/ }).waitFor({ timeout: 600_000 });
  } catch {
    skipped('run-longest-task', `the run did not finish in 10 minutes; status: ${await status.textContent().catch(() => '?')}`);
    await context.close();
    return;
  }
  const t1 = await now(page);
  const final = (await status.textContent()) ?? '';
  reportLongTasks('run-longest-task', await longTasksSince(page, t0), (t1 - t0) / 1000);
  info(`reference run over both test sets (no limit): "${final.trim()}" in ${((t1 - t0) / 1000).toFixed(1)} s`);
  await context.close();
}

/** 20 distinct run files: a few made by the CLI, copied under new ids. */
function makeRunFiles(dir: string): string[] {
  const engines = ['accept-all', 'answer-only', 'reference'];
  const made = engines.map((engine) => {
    const out = join(dir, `cli-${engine}.json`);
    execFileSync(process.execPath, [resolve('bin/stepbench.mjs'), 'eval', '--engine', engine, '--limit', '36', '--out', out], { stdio: 'ignore' });
    return JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>;
  });
  const files: string[] = [];
  for (let i = 0; i < 20; i++) {
    const run = { ...made[i % made.length]!, id: `run-${randomUUID()}`, created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() };
    const file = join(dir, `run-${String(i + 1).padStart(2, '0')}.json`);
    writeFileSync(file, JSON.stringify(run));
    files.push(file);
  }
  return files;
}

async function resultsReady(browser: Browser, url: string): Promise<void> {
  const { context, page } = await newPage(browser, url);
  await page.goto(`${url}/#/results`);
  await page.locator('main h1').first().waitFor();
  const input = page.locator('main input[type=file]');
  if ((await page.locator('[data-ready]').count()) === 0 || (await input.count()) === 0) {
    skipped('results-ready', 'the Results view has no data-ready marker or no import control yet');
    await context.close();
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'stepbench-perf-runs-'));
  try {
    const files = makeRunFiles(dir);
    await input.first().setInputFiles(files);
    const rows = page.locator('[data-ready=true] tbody tr');
    await page.waitForFunction(() => document.querySelectorAll('[data-ready=true] tbody tr').length >= 20, undefined, { timeout: 60_000 });
    info(`imported ${files.length} run files (${files.map((f) => basename(f)).slice(0, 2).join(', ')}, …); ${await rows.count()} rows listed`);

    // In-app navigation from another view to #/results, timed in the page until the list of
    // 20 runs is in the DOM with data-ready=true (a MutationObserver, no polling delay).
    // (A string, not a function: tsx would wrap named inner functions in a helper the page lacks.)
    const NAVIGATE = `new Promise((done) => {
      const isReady = () => document.querySelectorAll('[data-ready=true] tbody tr').length >= 20;
      const t0 = performance.now();
      const mo = new MutationObserver(() => {
        if (isReady()) { mo.disconnect(); done(performance.now() - t0); }
      });
      mo.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-ready'] });
      location.hash = '#/results';
    })`;
    const navigate = () => page.evaluate(NAVIGATE) as Promise<number>;
    const away = async () => {
      await page.evaluate(() => (location.hash = '#/check'));
      await page.getByLabel('Worked solution').waitFor();
      await page.waitForTimeout(200);
    };
    // Fresh page at #/check: the Results chunk is not loaded yet in this document.
    await page.goto(`${url}/#/check`);
    await page.reload();
    await page.getByLabel('Worked solution').waitFor();
    await page.waitForLoadState('networkidle');
    const first = await navigate();
    const warm: number[] = [];
    for (let i = 0; i < 5; i++) {
      await away();
      warm.push(await navigate());
    }
    warm.sort((a, b) => a - b);
    const median = warm[Math.floor(warm.length / 2)]!;
    line('results-ready-20-runs', first.toFixed(0), 'ms', '< 200 ms; in-app navigation, view chunk not yet loaded', first < 200);
    line('results-ready-20-runs-warm', median.toFixed(0), 'ms', '< 200 ms; median of 5 returns to the view', median < 200);
    info(`warm returns: ${warm.map((w) => w.toFixed(0)).join(', ')} ms`);

    // A full page load straight onto #/results: from navigation start to the list.
    await page.goto(`${url}/#/check`);
    await page.goto(`${url}/#/results`, { waitUntil: 'commit' }); // same document: only the hash changes
    await page.reload({ waitUntil: 'commit' });
    // The predicate returns the page's clock when it first holds (checked every frame).
    const handle = await page.waitForFunction(() => document.querySelectorAll('[data-ready=true] tbody tr').length >= 20 && performance.now(), undefined, { timeout: 30_000 });
    const load = (await handle.jsonValue()) as number;
    line('results-ready-20-runs-page-load', load.toFixed(0), 'ms', 'info: full page load onto #/results, navigation start to list');
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await context.close();
  }
}

async function main(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('dist/ is missing: run `npx vite build` first (npm run bench:browser does).');
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  const server = await serveStatic(DIST);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  const ua = await browser.version();
  console.info(`stepbench browser performance — Chromium ${ua}, dist/ served on ${server.url}\n`);
  try {
    await startJs(browser, server.url);
    await generation(browser, server.url);
    await referenceRun(browser, server.url);
    await resultsReady(browser, server.url);
  } finally {
    await browser.close();
    await server.close();
  }
  console.info(`\nsummary\n${results.map((r) => `  ${r}`).join('\n')}`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
