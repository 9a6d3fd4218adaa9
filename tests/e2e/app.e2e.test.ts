// End-to-end tests of the built app (dist/) in Debian's headless Chromium via playwright-core.
// They build nothing: run `npx vite build` first (npm test does). Without dist/ they skip.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetFiles, generateDataset, sha256Hex, TEST_ONLY, toJsonl } from '../../src/core/dataset/index.ts';
import { CAN_RUN_E2E, SHOTS, launchApp, type App } from './browser.ts';
import type { StaticServer } from './static-server.ts';

const VALID_TRACE = [
  'Step 0: 3x + 5 = 2x - 7',
  'Step 1: (3x + 5)(x - 1) = (2x - 7)(x - 1)',
  'Step 2: 3x^2 + 2x - 5 = 2x^2 - 9x + 7',
  'Step 3: x^2 + 11x - 12 = 0',
  'Step 4: (x + 12)(x - 1) = 0',
  'Step 5: x = -12 or x = 1',
  'Step 6: check x = 1: 8 != -5, reject',
  'Step 7: check x = -12: -31 = -31, keep',
  'Step 8: x = -12',
].join('\n');

describe.skipIf(!CAN_RUN_E2E)('browser app (e2e, headless Chromium)', () => {
  let app: App;
  let server: StaticServer;
  let page: Page;
  let problems: string[];
  let external: string[];

  beforeAll(async () => {
    app = await launchApp();
    ({ server, page, problems, external } = app);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  const verdict = () => page.locator('.report [role=status]').textContent();

  async function typeTrace(text: string): Promise<void> {
    const box = page.getByLabel('Worked solution');
    await box.fill(text);
  }

  it('opens on the Check view with a labelled, keyboard-reachable nav', async () => {
    await page.goto(`${server.url}/`);
    await expect.poll(() => page.title()).toBe('Check a solution · stepbench');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Check', 'Dataset', 'Run', 'Results']) await expect.poll(() => nav.getByRole('link', { name }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'Check' }).getAttribute('aria-current')).toBe('page');
    // Keyboard: focus the Dataset link and press Enter.
    await nav.getByRole('link', { name: 'Dataset' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.title()).toBe('Dataset · stepbench');
    await page.goBack();
    await expect.poll(() => page.title()).toBe('Check a solution · stepbench');
  });

  it('checks a pasted valid trace step by step', async () => {
    await typeTrace(VALID_TRACE);
    await expect.poll(verdict).toBe('All 9 steps are valid; the final answer is correct.');
    const steps = page.getByRole('list', { name: 'Steps and verdicts' }).getByRole('listitem');
    expect(await steps.count()).toBe(9);
    const text = (await steps.allTextContents()).join('\n');
    expect(text).toContain('candidate-generating');
    expect(text).toContain('opens: x = 1');
    expect(text).toContain('discharges: x = 1');
    expect(await page.getByText('Q3 · first invalid step').locator('..').textContent()).toContain('none (-1)');
    await page.screenshot({ path: join(SHOTS, 'check.png'), fullPage: true });
  });

  it('checks in its own worker, so a long paste never holds the page', async () => {
    // 64 KiB in lines of 990 characters: the slowest shape the bench measures (about a second).
    const long = ['1/(x - 3) = 2', 'x ≠ 3', ...Array.from({ length: 66 }, () => '√'.repeat(990))].join('\n');
    await typeTrace(long);
    await expect.poll(() => page.workers().some((w) => /check\.worker/.test(w.url()))).toBe(true);
    // The page answers while the worker reads (a blocked page would not evaluate this until it is done).
    expect(await page.evaluate(() => document.title)).toBe('Check a solution · stepbench');
    await expect.poll(verdict, { timeout: 20_000 }).toMatch(/could not be read|cannot be read/);
    expect(await page.locator('section.report').getAttribute('aria-busy')).toBe('false');
  });

  it('shows the column of a line that does not parse, with a caret', async () => {
    await typeTrace('3x + 5 = 2x - 7\nStep 1:  3x +* 2 = 4\nx = -12');
    // An unreadable line is not invalid mathematics: Q2/Q3 are not judged, the final answer is.
    await expect.poll(verdict).toBe('Step 1 (line 2) could not be read; the final answer is correct.');
    const block = page.locator('.caret-block');
    expect(await block.count()).toBe(1);
    expect(await block.locator('.where').textContent()).toBe('line 2, column 14');
    const pre = (await block.locator('pre').textContent()) ?? '';
    expect(pre.split('\n')).toEqual(['Step 1:  3x +* 2 = 4', `${' '.repeat(13)}^`]);
    // The step's reason does not repeat the statement-relative column next to the line's.
    expect(await page.locator('li.unreadable .reason').textContent()).toBe('Not judged: expected a number, x or "(" but found "*".');
    await page.screenshot({ path: join(SHOTS, 'check-parse-error.png'), fullPage: true });
  });

  it('shows markup typed into the trace as text, never as HTML', async () => {
    const evil = '<img src=x onerror=alert(1)>';
    await typeTrace(`${evil}\n<script>alert(2)</script>\nx = 1`);
    await expect.poll(() => page.locator('main').textContent()).toContain(evil);
    expect(await page.locator('main img').count()).toBe(0);
    expect(await page.locator('main script').count()).toBe(0);
    expect(app.dialogs).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'check-markup.png'), fullPage: true });
  });

  it('opens a shared link with the trace in it', async () => {
    const trace = '2x + 1 = -x + 7\n4x + 2 = -2x + 14\n6x = 12\nx = 2';
    await page.goto(`${server.url}/#/check?trace=${encodeURIComponent(trace)}`);
    await expect.poll(() => page.getByLabel('Worked solution').inputValue()).toBe(trace);
    await expect.poll(verdict).toBe('All 4 steps are valid; the final answer is correct.');
  });

  it('fits a phone screen without sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/#/check`);
    await page.getByLabel('Worked solution').waitFor();
    const overflow = (await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')) as number;
    await page.screenshot({ path: join(SHOTS, 'check-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('generates the paper test sets in a worker, then browses and filters them', async () => {
    await page.goto(`${server.url}/#/dataset`);
    const generate = page.getByRole('button', { name: 'Generate' });
    await generate.waitFor();
    expect(await page.getByLabel('Also generate the train set', { exact: false }).isChecked()).toBe(false);
    // Watch the main thread for long tasks while the worker generates.
    await page.evaluate(`(() => {
      window.__longTasks = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longTasks.push(Math.round(e.duration)); })
        .observe({ type: 'longtask', buffered: false });
    })()`);
    await generate.click();
    await page.getByRole('progressbar').first().waitFor({ timeout: 5_000 }).catch(() => undefined);
    try {
      await page.getByRole('heading', { name: 'Samples' }).waitFor({ timeout: 90_000 });
    } catch (e) {
      await page.screenshot({ path: join(SHOTS, 'dataset-failure.png'), fullPage: true });
      const form = await page.locator('form[aria-labelledby="generate-heading"]').textContent();
      throw new Error(`generation did not finish; the form says: ${form}; console: ${problems.join(' | ')}`, { cause: e });
    }
    const pager = page.getByRole('navigation', { name: 'Pages of samples' });
    await expect.poll(() => pager.textContent()).toContain('1–50 of 2,160');
    const sampleRows = page.getByRole('table', { name: /^Samples on this page/ }).locator('tbody tr');
    expect(await sampleRows.count()).toBe(50);
    // The shortcut audit, read from the manifest: the same numbers as Node's.
    const audit = page.getByRole('region', { name: 'Shortcut audit' });
    const node = generateDataset({ seed: 1, ...TEST_ONLY });
    const nodeAudit = (JSON.parse(datasetFiles(node)['manifest.json']!) as { audit: { sets: Record<string, { q3_erroneous: { always_most_common: number } }> } }).audit;
    const top = `${(100 * nodeAudit.sets['test-perturbed']!.q3_erroneous.always_most_common).toFixed(1)}%`;
    expect(await audit.getByRole('row', { name: /^Q3 on erroneous: always the most common index/ }).textContent()).toContain(top);
    const longTasks = (await page.evaluate('window.__longTasks')) as number[];
    console.info(`[e2e] main-thread long tasks while generating: ${JSON.stringify(longTasks)}`);
    expect(Math.max(0, ...longTasks)).toBeLessThan(200);
    await page.screenshot({ path: join(SHOTS, 'dataset.png'), fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^test-perturbed\.jsonl/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('test-perturbed.jsonl');
    const file = await download.path();
    const browserText = readFileSync(file, 'utf8');
    const lines = browserText.trim().split('\n');
    expect(lines).toHaveLength(1080);
    // Determinism across platforms: the browser's file is byte-identical to Node's.
    expect(sha256Hex(browserText)).toBe(sha256Hex(toJsonl(node.testPerturbed)));
    expect((JSON.parse(lines[0]!) as { set: string }).set).toBe('perturbed');

    await page.getByLabel('Set', { exact: true }).selectOption('testPerturbed');
    await page.getByLabel('Trace type', { exact: true }).selectOption('T2');
    await page.getByLabel('Family', { exact: true }).selectOption('square_both_sides');
    await expect.poll(() => pager.textContent()).toContain('of 60');
    const rows = sampleRows;
    expect(await rows.count()).toBe(50);
    for (const t of await rows.allTextContents()) expect(t).toMatch(/test-perturbed\s*T2\s*squared both sides, then checked the candidates/);
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => pager.textContent()).toContain('51–60 of 60');

    await rows.first().getByRole('button').click();
    const detail = page.getByRole('region', { name: /^Sample / });
    await detail.waitFor();
    expect(await detail.textContent()).toContain('agrees with the stored labels');
    expect(await detail.locator('li.first').count()).toBe(1);
    expect(await detail.getByText('first invalid step').count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(SHOTS, 'dataset-detail.png'), fullPage: true });
  }, 120_000);

  it('logged no console errors and fetched nothing from the network', () => {
    expect(problems).toEqual([]);
    expect(external).toEqual([]);
    expect(server.requests.some((p) => p.includes('generate.worker'))).toBe(true);
  });
});
