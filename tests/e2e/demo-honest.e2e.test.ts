// The demo without a model, and traces that open in Check (issue 16, items 3 and 5), in
// headless Chromium with no WebGPU and no server:
// - #/demo says no model can answer here, shows no false-rejection percentage of any
//   engine as a finding — every percentage on the page is in the paper's tables, labelled
//   as the paper's — and offers the three ways to a model; "Use a server" chooses one;
// - the exact checker, chosen on purpose, tells a story worded as a yardstick, not a finding;
// - a colleague's run file opens in the demo: a rejected unusual trace stands beside its
//   textbook sibling, the real first error is red and the model's pick an amber outline
//   with words, and "Open in Check" opens the trace in Check with the same verdict.
// Build first: `npx vite build`.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTrace } from '../../src/core/checker/index.ts';
import type { Sample } from '../../src/core/dataset/index.ts';
import { makeRun, testSamples } from '../results-ui/helpers.ts';
import { CAN_RUN_E2E, launchApp, SHOTS, type App } from './browser.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function seriousAxe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    type V = { id: string; impact: string | null; nodes: { target: unknown[] }[] };
    const w = window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: V[] }> } };
    return (await w.axe.run(document, { resultTypes: ['violations'] })).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(' ')}`);
  });
}

/** Every piece of text in <main> that shows a percentage, and the section heading it sits under. */
async function percentages(page: Page): Promise<{ text: string; paper: boolean }[]> {
  return page.evaluate(() => {
    const out: { text: string; paper: boolean }[] = [];
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent ?? '';
      if (!/\d\s*%/.test(text)) continue;
      const section = n.parentElement?.closest('section.paper-numbers');
      const heading = section?.querySelector('h3')?.textContent ?? '';
      out.push({ text: text.trim(), paper: /the paper's numbers, not measured here/.test(heading) });
    }
    return out;
  });
}

/** A colleague's run: a model that grades textbook traces exactly and rejects every unusual one at step 1. */
function colleagueRun(): string {
  const answer = (s: Sample) => (s.set === 'canonical' ? { ...s.gold } : { q1: s.gold.q1, q2: false, q3: 1 });
  const log = makeRun('run-colleague', answer);
  log.spec.engine = { kind: 'openai', model: 'colleague-model', base_url: 'http://192.0.2.10:11434/v1' };
  log.name = 'colleague-model, school server';
  return JSON.stringify(log);
}

describe.skipIf(!CAN_RUN_E2E)('#/demo without a model, and traces opened in Check (e2e, headless Chromium)', () => {
  let app: App;
  let page: Page;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'stepbench-demo-honest-'));
    writeFileSync(join(dir, 'colleague.json'), colleagueRun());
    app = await launchApp({ bypassCSP: true }); // axe-core needs new Function
    page = app.page;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('no WebGPU, no server: says so, no percentage but the paper\'s, labelled as the paper\'s, and the ways to a model', async () => {
    await page.goto(`${app.server.url}/#/demo`);
    const panel = page.getByTestId('demo-no-model');
    await panel.waitFor({ timeout: 30_000 });
    expect(await panel.getByRole('heading').textContent()).toBe('No model can answer in this browser yet');
    const text = (await panel.textContent()) ?? '';
    expect(text).toMatch(/no usable WebGPU/);
    expect(text).toContain('A computer with WebGPU');
    expect(text).toContain('An OpenAI-compatible server');
    expect(text).toContain("A colleague's run");
    // Nothing is chosen for the teacher, and nothing can start.
    expect(await page.locator('input[name=demo-engine]:checked').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Run the demo' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('demo-headline').count()).toBe(0);
    expect(await page.locator('td[data-cell*="-run-"]').count()).toBe(0);
    // Every percentage on the page is one of the paper's, under a heading that says so.
    const shown = await percentages(page);
    expect(shown.length).toBeGreaterThanOrEqual(9);
    expect(shown.filter((p) => !p.paper)).toEqual([]);
    expect(shown.map((p) => p.text)).toEqual(expect.arrayContaining(['75.56%', '83.89%', '85.28%', '24.07%', '14.35%', '19.81%']));
    const rowNames = await page.locator('section.paper-numbers tbody th').allTextContents();
    expect(rowNames.every((n) => n.endsWith('(paper)'))).toBe(true);
    // The engines that need no model are there to explain, set apart and named for it.
    const explainers = page.getByRole('group', { name: /Not a model: to see what the numbers mean/ });
    expect(await explainers.getByRole('radio').count()).toBe(3);
    expect(await explainers.textContent()).toContain('The exact checker: what a perfect verifier scores');
    await page.screenshot({ path: join(SHOTS, 'demo-no-model.png'), fullPage: true });
    expect(await seriousAxe(page)).toEqual([]);
    // "Use a server" chooses one: the endpoint fields appear, the panel goes.
    await page.getByRole('button', { name: 'Use a server' }).click();
    await page.getByLabel('Server URL').waitFor();
    expect(await page.getByLabel('An OpenAI-compatible server (').isChecked()).toBe(true);
    expect(await page.getByTestId('demo-no-model').count()).toBe(0);
  }, 60_000);

  it("a colleague's #/demo?run= link names a run stored in their browser: said so, with the way to open their run file", async () => {
    await page.goto('about:blank');
    await page.goto(`${app.server.url}/#/demo?run=run-in-another-browser`);
    await expect.poll(() => page.locator('main .error[role=alert]').first().textContent(), { timeout: 30_000 })
      .toMatch(/^The story of run run-in-another-browser could not be told: .*no stored run.*open.*run file/i);
    expect(await page.getByTestId('demo-headline').count()).toBe(0);
  }, 60_000);

  it('the exact checker, chosen on purpose, is a yardstick: its story is worded as what a perfect verifier scores, not a finding', async () => {
    await page.goto('about:blank');
    await page.goto(`${app.server.url}/#/demo?engine=reference&pairs=6&autostart=1`);
    const headline = page.getByTestId('demo-headline');
    await headline.waitFor({ timeout: 60_000 });
    expect(await headline.textContent()).toBe('Not a finding, what a perfect verifier scores: The exact checker rejected 0% of the valid textbook solutions and 0% of the valid unusual ones. A model is measured against numbers like these.');
    expect(await page.getByRole('heading', { name: 'What the numbers mean (no model ran)' }).count()).toBe(1);
    expect(await page.locator('tr:not(.paper) th[scope=row]').first().textContent()).toBe('The exact checker: what a perfect verifier scores (not a model)');
  }, 90_000);

  it("a colleague's run file: the story, a rejected unusual trace beside its textbook sibling, colours that mean one thing, and Open in Check", async () => {
    await page.goto('about:blank');
    await page.goto(`${app.server.url}/#/demo`);
    await page.getByTestId('demo-no-model').waitFor({ timeout: 30_000 });
    // A file that is not a run: said so, with where, and nothing is imported.
    await page.getByLabel('Open a run file (.json)').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"version": 1, "id": 7}') });
    await expect.poll(() => page.getByTestId('demo-no-model').getByRole('alert').textContent()).toMatch(/^notes\.json is not a run file stepbench can read \(.+\); nothing was imported\.$/);
    expect(await page.getByTestId('demo-headline').count()).toBe(0);
    await page.getByLabel('Open a run file (.json)').setInputFiles(join(dir, 'colleague.json'));
    const headline = page.getByTestId('demo-headline');
    await headline.waitFor({ timeout: 60_000 });
    expect(await headline.textContent()).toBe('colleague-model, school server rejected 0% of the valid textbook solutions and 100% of the valid unusual ones.');
    expect(page.url()).toMatch(/#\/demo\?run=run-colleague$/);

    const first = page.locator('article.wrong').first();
    expect(await first.getAttribute('data-kind')).toBe('valid-rejected');
    // A valid trace: no step is red; the model's pick (step 1) is outlined and named, not red.
    expect(await first.locator('li.invalid').count()).toBe(0);
    const blamed = first.locator('li.blamed');
    expect(await blamed.textContent()).toMatch(/^Step 1: .*the model blamed this step$/);
    const look = await blamed.evaluate((li) => ({ bg: getComputedStyle(li).backgroundColor, style: getComputedStyle(li).borderTopStyle }));
    expect(look.style).toBe('dashed');
    expect(look.bg).toBe('rgba(0, 0, 0, 0)');
    // Its textbook sibling beside it: the same equation, accepted.
    const sibling = first.getByTestId('sibling');
    expect(await sibling.getByRole('heading').textContent()).toBe('The same equation, the textbook way');
    const steps = await first.locator('ol').first().locator('li').allTextContents();
    const siblingSteps = await sibling.locator('li').allTextContents();
    expect(siblingSteps[0]).toBe(steps[0]);
    expect(await sibling.textContent()).toContain('The model called every step valid');

    // Where the model saw an error at the wrong step, the real first error is red and named.
    const wrongStep = page.locator('article.wrong[data-kind="wrong-step"]').first();
    expect(await wrongStep.count()).toBe(1);
    const real = wrongStep.locator('li.invalid').first();
    expect(await real.textContent()).toContain('first invalid step');
    // Red (the app's --bad, light scheme here) marks the invalid step, and only it.
    expect(await real.evaluate((li) => getComputedStyle(li).borderLeftColor)).toBe('rgb(179, 38, 30)');
    expect(await wrongStep.locator('li.blamed:not(.invalid)').evaluate((li) => getComputedStyle(li).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    await page.screenshot({ path: join(SHOTS, 'demo-colleague.png'), fullPage: true });
    expect(await seriousAxe(page)).toEqual([]);

    // Open in Check: the same trace, checked there; the checker's verdict agrees with the story's.
    const sampleId = ((await first.locator('.meta').textContent()) ?? '').match(/sample (\S+)/)?.[1];
    const sample = testSamples().find((s) => s.id === sampleId)!;
    await first.getByRole('link', { name: `Open in Check (sample ${sampleId})` }).click();
    await expect.poll(() => page.title()).toBe('Check a solution · stepbench');
    expect(await page.getByLabel('Worked solution').inputValue()).toBe(sample.steps.join('\n'));
    const checked = checkTrace(sample.steps);
    expect(checked.q2).toBe(true);
    await expect.poll(() => page.locator('.report [role=status]').textContent()).toMatch(/^All \d+ steps are valid; the final answer is correct\.$/);
  }, 120_000);

  it('the Results drill-down: a rejected unusual trace with its sibling, and every trace opens in Check', async () => {
    await page.goto(`${app.server.url}/#/results`);
    await page.locator('[data-testid="results-ready"][data-ready="true"]').waitFor({ timeout: 30_000 });
    await page.getByRole('checkbox', { name: /^Select run colleague-model/ }).check();
    await page.getByRole('button', { name: /^colleague-model, school server, Perturbed Q2 T1: / }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.locator('article').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const item = dialog.locator('article').first();
    expect(await item.getByTestId('sibling').getByRole('heading').textContent()).toMatch(/^The same equation, the textbook way/);
    expect(await item.locator('li.blamed').first().textContent()).toMatch(/^Step 1: .*the model blamed this step$/);
    const links = await dialog.getByRole('link', { name: /^Open in Check/ }).count();
    expect(links).toBe(2 * (await dialog.locator('article').count()));
    // Family names in words, not ids.
    expect(await dialog.locator('h2').textContent()).not.toMatch(/_/);
    await page.screenshot({ path: join(SHOTS, 'drill-sibling.png'), fullPage: true });
    await page.keyboard.press('Escape');
  }, 60_000);

  it('the Dataset view: an opened sample has "Open in Check", and family names read as words', async () => {
    await page.goto(`${app.server.url}/#/dataset`);
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.getByRole('heading', { name: 'Samples' }).waitFor({ timeout: 120_000 });
    const options = await page.getByLabel('Family').locator('option').allTextContents();
    expect(options).toContain('moved the x terms to the right');
    expect(options.filter((o) => o.includes('_'))).toEqual([]);
    await page.getByLabel('Set', { exact: true }).selectOption({ label: 'test-perturbed' });
    await page.getByRole('table', { name: /^Samples on this page/ }).locator('tbody tr').first().getByRole('button').click();
    const detail = page.getByRole('region', { name: /^Sample / });
    await detail.waitFor();
    const link = detail.getByRole('link', { name: /^Open in Check/ });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href.startsWith('#/check?trace=')).toBe(true);
    await link.click();
    await expect.poll(() => page.title()).toBe('Check a solution · stepbench');
    expect(await page.getByLabel('Worked solution').inputValue()).toBe(decodeURIComponent(href.slice('#/check?trace='.length)));
    expect(app.external).toEqual([]);
  }, 180_000);
});
