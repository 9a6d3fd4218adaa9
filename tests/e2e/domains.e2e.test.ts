// Every domain in the browser (issues 13/14): the Dataset view generates a domain's test sets
// in its worker byte-identical to Node's, and a run link with `domain=` runs the reference
// engine to 100% and accept-all to exactly the label mix. Build first: `npx vite build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset, sha256Hex, TEST_ONLY, toJsonl } from '../../src/core/dataset/index.ts';
import { CATALOG } from '../../src/core/domains/catalog.ts';
import { CAN_RUN_E2E, launchApp, SHOTS, type App } from './browser.ts';

const DOMAINS = ['inequality', 'quadratic', 'rational', 'system'] as const;
const complete = (page: Page) => page.getByRole('heading', { name: /^Complete/ }).waitFor({ timeout: 120_000 });
const cellTexts = async (page: Page) => (await page.locator('td[data-cell]').allTextContents()).map((t) => t.trim().replace(/%.*$/s, '%'));

describe.skipIf(!CAN_RUN_E2E)('every domain in the browser (e2e, headless Chromium)', () => {
  let app: App;
  let page: Page;

  beforeAll(async () => {
    app = await launchApp();
    page = app.page;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  for (const domain of DOMAINS) {
    it(`${domain}: the Dataset view's test sets are byte-identical to Node's`, async () => {
      await page.goto('about:blank');
      await page.goto(`${app.server.url}/#/dataset`);
      await page.getByRole('button', { name: 'Generate' }).waitFor();
      await page.getByLabel('Domain', { exact: true }).selectOption(domain);
      const test = page.getByLabel('Test samples per trace type', { exact: true });
      await test.fill('20');
      await test.dispatchEvent('change');
      await page.getByRole('button', { name: 'Generate' }).click();
      await page.getByRole('heading', { name: 'Samples' }).waitFor({ timeout: 90_000 });
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^test-perturbed\.jsonl/ }).click()]);
      const text = readFileSync(await download.path(), 'utf8');
      const node = generateDataset({ ...TEST_ONLY, domain, seed: 1, testPerType: 20 });
      expect(text.trim().split('\n')).toHaveLength(60);
      expect(sha256Hex(text)).toBe(sha256Hex(toJsonl(node.testPerturbed)));
      const families = new Set(text.trim().split('\n').map((l) => (JSON.parse(l) as { family: string }).family));
      expect([...families].sort()).toEqual([...CATALOG[domain].families].sort());
    }, 120_000);

    it(`${domain}: a reference run link scores 100% everywhere, accept-all exactly the label mix`, async () => {
      await page.goto('about:blank');
      await page.goto(`${app.server.url}/#/run?engine=reference&domain=${domain}&set=both&limit=30&autostart=1`);
      await complete(page);
      const reference = await cellTexts(page);
      expect(reference).toHaveLength(24);
      for (const t of reference) expect(t).toBe('100.0%');
      await page.screenshot({ path: join(SHOTS, `run-reference-${domain}.png`), fullPage: true });

      await page.goto('about:blank');
      await page.goto(`${app.server.url}/#/run?engine=accept-all&domain=${domain}&set=both&limit=30&autostart=1`);
      await complete(page);
      // Per set: Q1, Q2, Q3, each overall, T1, T2, T3 (30 samples: 5 of each type per set).
      const mix = ['66.7%', '100.0%', '0.0%', '100.0%', '33.3%', '100.0%', '0.0%', '0.0%', '33.3%', '100.0%', '0.0%', '0.0%'];
      expect(await cellTexts(page)).toEqual([...mix, ...mix]);
    }, 240_000);
  }
});
