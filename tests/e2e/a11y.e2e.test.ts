// Accessibility of every view (issue 4's Bar): axe-core injected into the built app in
// headless Chromium finds no `serious` or `critical` violation on any view, in the states
// that matter (a trace with a line that does not parse, a generated dataset with a sample
// open, stored runs); every view's summary of all violations by impact is printed. And the
// keyboard: the header nav and the Check view's controls are reached with Tab and used
// with Enter. Build first: `npx vite build`. Without dist/ or Chromium these tests skip.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAN_RUN_E2E, SHOTS, launchApp } from './browser.ts';
import type { App } from './browser.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: AxeNode[];
}

/** Runs axe on the whole page (injecting it if this document does not have it yet). */
async function axe(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  return (await page.evaluate(async () => {
    const w = window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } };
    const r = await w.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, html: n.html.slice(0, 160), failureSummary: n.failureSummary })) }));
  })) as AxeViolation[];
}

const summary: string[] = [];

function record(view: string, violations: AxeViolation[]): AxeViolation[] {
  const order = ['critical', 'serious', 'moderate', 'minor'];
  const sorted = [...violations].sort((a, b) => order.indexOf(a.impact ?? 'minor') - order.indexOf(b.impact ?? 'minor'));
  const counts = order.map((i) => `${i} ${violations.filter((v) => v.impact === i).length}`).join(', ');
  summary.push(`[a11y] ${view}: ${violations.length} violation rule(s) (${counts})`);
  for (const v of sorted) {
    const where = v.nodes.slice(0, 4).map((n) => JSON.stringify(n.target)).join(' ');
    summary.push(`  ${v.impact ?? 'n/a'} ${v.id} ×${v.nodes.length}: ${v.help} — ${where}${v.nodes.length > 4 ? ' …' : ''}`);
  }
  return sorted.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

function describeSerious(list: AxeViolation[]): string[] {
  // Three examples a rule keep a failure readable; the summary printed at the end has the counts.
  return list.map((v) => `${v.impact} ${v.id} ×${v.nodes.length}: ${v.nodes.slice(0, 3).map((n) => `${JSON.stringify(n.target)} ${n.html}`).join(' | ')}`);
}

async function ready(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ timeout: 15_000 });
}

describe.skipIf(!CAN_RUN_E2E)('accessibility (axe-core and keyboard, headless Chromium)', () => {
  let app: App;
  let page: Page;
  let url: string;
  let runDir: string;
  const runFiles: string[] = [];

  beforeAll(async () => {
    app = await launchApp({ bypassCSP: true }); // axe-core needs new Function
    page = app.page;
    url = app.server.url;
    // Two small run files made by the CLI, to see the Results view with stored runs.
    runDir = mkdtempSync(join(tmpdir(), 'stepbench-a11y-runs-'));
    for (const engine of ['accept-all', 'answer-only']) {
      const out = join(runDir, `${engine}.json`);
      execFileSync(process.execPath, [resolve('bin/stepbench.mjs'), 'eval', '--engine', engine, '--limit', '36', '--out', out], { stdio: 'ignore' });
      runFiles.push(out);
    }
  }, 120_000);

  afterAll(async () => {
    console.info(summary.join('\n'));
    await app?.close();
    if (runDir) rmSync(runDir, { recursive: true, force: true });
  });

  it('Check view with a trace that has a line that does not parse', async () => {
    await page.goto(`${url}/#/check`);
    await ready(page);
    await page.getByLabel('Worked solution').fill('3x + 5 = 2x - 7\nStep 1:  3x +* 2 = 4\nx = -12');
    await expect.poll(() => page.locator('.report [role=status]').textContent()).toBe('Step 1 (line 2) could not be read; the final answer is correct.');
    await page.locator('.caret-block').waitFor();
    expect(describeSerious(record('#/check (trace with a parse error)', await axe(page)))).toEqual([]);
  });

  it('Dataset view after generating, with a sample open', async () => {
    await page.goto(`${url}/#/dataset`);
    await ready(page);
    expect(describeSerious(record('#/dataset (before generating)', await axe(page)))).toEqual([]);
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.getByRole('heading', { name: 'Samples' }).waitFor({ timeout: 120_000 });
    await page.getByRole('table', { name: /^Samples on this page/ }).locator('tbody tr').first().getByRole('button').click();
    await page.getByRole('region', { name: /^Sample / }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'a11y-dataset.png'), fullPage: true });
    expect(describeSerious(record('#/dataset (generated, sample open)', await axe(page)))).toEqual([]);
  }, 150_000);

  it('Run view', async () => {
    await page.goto(`${url}/#/run`);
    await ready(page);
    await page.waitForTimeout(500); // browser-support probing settles
    expect(describeSerious(record('#/run', await axe(page)))).toEqual([]);
  });

  it('Results view, empty and with stored runs selected', async () => {
    await page.goto(`${url}/#/results`);
    await ready(page);
    await page.locator('[data-ready=true]').first().waitFor({ timeout: 15_000 }).catch(() => undefined);
    expect(describeSerious(record('#/results (no runs)', await axe(page)))).toEqual([]);
    const input = page.locator('main input[type=file]');
    if ((await input.count()) === 0) {
      summary.push('[a11y] #/results: no import control found; stored-runs state not checked');
      return;
    }
    await input.first().setInputFiles(runFiles);
    const boxes = page.locator('main input[type=checkbox]');
    await expect.poll(() => boxes.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < 2; i++) if (!(await boxes.nth(i).isChecked())) await boxes.nth(i).check();
    await page.locator('main table').first().waitFor({ timeout: 15_000 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(SHOTS, 'a11y-results.png'), fullPage: true });
    expect(describeSerious(record('#/results (two runs compared)', await axe(page)))).toEqual([]);
  }, 60_000);

  it('every other view in the header nav (e.g. Storage)', async () => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    const hrefs = await nav.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    const others = hrefs.filter((h) => h.startsWith('#/') && !['#/check', '#/dataset', '#/run', '#/results'].includes(h));
    if (others.length === 0) summary.push('[a11y] no further views in the nav (no Storage view yet)');
    for (const hash of others) {
      await page.goto(`${url}/${hash}`);
      await ready(page);
      await page.waitForTimeout(500);
      expect(describeSerious(record(hash, await axe(page))), hash).toEqual([]);
    }
  });

  /** What has focus: tag, id, role-ish name. */
  const focused = () =>
    page.evaluate(() => {
      const e = document.activeElement as HTMLElement | null;
      if (!e || e === document.body) return 'body';
      const label = e.getAttribute('aria-label') ?? (e.id ? document.querySelector(`label[for="${e.id}"]`)?.textContent?.trim() : null) ?? e.textContent?.trim().slice(0, 40) ?? '';
      return `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}|${label}`;
    });

  it('keyboard: Tab through the header nav and follow a link with Enter', async () => {
    await page.goto(`${url}/#/check`);
    await page.reload();
    await ready(page);
    await page.locator('body').focus();
    const seen: string[] = [];
    for (let i = 0; i < 12 && !seen.at(-1)?.endsWith('|Dataset'); i++) {
      await page.keyboard.press('Tab');
      seen.push(await focused());
    }
    expect(seen[0]).toBe('a|Skip to content');
    // The nav's links come in order after the brand link.
    expect(seen.filter((s) => /^a\|(Check|Dataset)$/.test(s))).toEqual(['a|Check', 'a|Dataset']);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.title()).toBe('Dataset · stepbench');
    // Focus moved to the new view's content.
    await expect.poll(focused).toMatch(/^main#main/);
  });

  it("keyboard: the Check view's example picker and textarea are reached by Tab and work", async () => {
    await page.goto(`${url}/#/check`);
    await page.reload();
    await ready(page);
    await page.getByLabel('Worked solution').fill('');
    await page.locator('body').focus();
    const seen: string[] = [];
    // The editor comes first, then the examples (on a phone, after the verdict).
    for (let i = 0; i < 40 && !(seen.includes('textarea#trace-input|Worked solution') && seen.includes('select#example-select|Start from an example')); i++) {
      await page.keyboard.press('Tab');
      seen.push(await focused());
    }
    const picker = seen.indexOf('select#example-select|Start from an example');
    const textarea = seen.indexOf('textarea#trace-input|Worked solution');
    expect(picker, seen.join(' → ')).toBeGreaterThanOrEqual(0);
    expect(textarea, seen.join(' → ')).toBeGreaterThanOrEqual(0);
    // Use the picker by keyboard: choose the second example with ArrowDown, then Tab to the
    // "Load example" button and press Enter; the trace appears in the textarea.
    await page.locator('#example-select').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    expect(await focused()).toMatch(/^button\|Load example/);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByLabel('Worked solution').inputValue()).not.toBe('');
    // Typing into the textarea by keyboard updates the verdict.
    await page.locator('#trace-input').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('x + 1 = 3\nx = 2');
    await expect.poll(() => page.locator('.report [role=status]').textContent()).toBe('All 2 steps are valid; the final answer is correct.');
    expect(app.problems.filter((p) => !/No available adapters/.test(p))).toEqual([]);
  });
});
