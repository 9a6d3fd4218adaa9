// The Check verdict in a classroom (issue 16, item 9), in headless Chromium: after pasting a
// six-line solution, the Q1–Q3 cards lie within the first screenful (the page scrolled to its
// top) on a phone (390×844) and on a projector (1024×600 with Large text on) — also for a
// numbered solution, whose numbering note sits above the cards — and the editor is there too,
// with the first visit's "ready to work offline" notice shown; that notice and the offline
// notice sit above the page and cover none of it. Build first: `npx vite build`.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAN_RUN_E2E, launchApp, SHOTS, type App } from './browser.ts';

const SOLUTIONS = {
  plain: ['2x + 1 = -x + 7', '4x + 2 = -2x + 14', '4x + 2x + 2 = 14', '6x + 2 = 14', '6x = 12', 'x = 2'],
  numbered: ['1) 3x + 5 = 2x - 7', '2) 3x - 2x + 5 = -7', '3) x + 5 = -7', '4) x = -7 + 5', '5) x = -2', '6) x = -2'],
};

const SIZES = [
  { name: 'phone', width: 390, height: 844, large: false },
  { name: 'projector', width: 1024, height: 600, large: true },
] as const;

/** Document-relative boxes (top, bottom) of the Q1–Q3 cards and the editor. */
async function boxes(page: Page): Promise<{ cards: { top: number; bottom: number }[]; editor: { top: number; bottom: number } }> {
  return page.evaluate(() => {
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { top: Math.round(r.top + scrollY), bottom: Math.round(r.bottom + scrollY) };
    };
    return { cards: Array.from(document.querySelectorAll('.report dl.gold > div')).map(box), editor: box(document.getElementById('trace-input')!) };
  });
}

/** Which of header, main and footer the PWA notices overlap (none: they are in the page's flow). */
async function noticesCover(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const n = document.querySelector('.pwa-notices')?.getBoundingClientRect();
    if (!n || n.height === 0) return ['no notice shown'];
    return ['header', 'main', 'footer'].filter((s) => {
      const r = document.querySelector(s)!.getBoundingClientRect();
      return Math.min(n.bottom, r.bottom) - Math.max(n.top, r.top) > 0.5 && Math.min(n.right, r.right) - Math.max(n.left, r.left) > 0.5;
    });
  });
}

describe.skipIf(!CAN_RUN_E2E)('the Check verdict on a phone and a projector (e2e, headless Chromium)', () => {
  let app: App;
  let page: Page;

  beforeAll(async () => {
    app = await launchApp();
    page = app.page;
    // A first visit: the service worker installs and says "ready to work offline" above the
    // page (until dismissed) — the measurements below are taken with that notice shown.
    await page.goto(`${app.server.url}/#/check`);
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 30_000 });
    await page.locator('[data-pwa=offline-ready]').waitFor({ timeout: 15_000 });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  for (const size of SIZES) {
    for (const [kind, lines] of Object.entries(SOLUTIONS)) {
      it(`${size.width}×${size.height}${size.large ? ', large text' : ''}: Q1–Q3 in the first screenful after pasting a ${kind} six-line solution`, async () => {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.goto(`${app.server.url}/#/check`);
        await page.locator('main h1').waitFor();
        expect(await page.locator('[data-pwa=offline-ready]').count()).toBe(1);
        expect(await noticesCover(page)).toEqual([]);
        const toggle = page.getByRole('button', { name: 'Large text' });
        if ((await toggle.getAttribute('aria-pressed')) !== String(size.large)) await toggle.click();
        const editor = page.getByLabel('Worked solution');
        await editor.fill('');
        await editor.fill(lines.join('\n'));
        await expect.poll(() => page.locator('.report [role=status]').textContent()).toMatch(kind === 'plain' ? /^All 6 steps are valid/ : /first invalid step/);
        await page.evaluate(() => scrollTo(0, 0));
        await page.waitForTimeout(200);
        const b = await boxes(page);
        await page.screenshot({ path: join(SHOTS, `check-${size.name}-${kind}.png`) });
        expect(b.cards).toHaveLength(3);
        for (const card of b.cards) expect(card.bottom, JSON.stringify(b)).toBeLessThanOrEqual(size.height);
        // The solution being checked is on the same screen.
        expect(b.editor.top, JSON.stringify(b)).toBeLessThan(size.height - 60);
        // Q1, Q2 and Q3 side by side: one row.
        expect(new Set(b.cards.map((c) => c.top)).size).toBe(1);
      });
    }
  }

  it('offline, the notice sits above the page and covers none of it', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.server.url}/#/check`);
    await app.context.setOffline(true);
    try {
      await page.locator('[data-pwa=offline]').waitFor({ timeout: 15_000 });
      expect(await noticesCover(page)).toEqual([]);
      await page.screenshot({ path: join(SHOTS, 'check-phone-offline.png') });
    } finally {
      await app.context.setOffline(false);
    }
    if ((await page.getByRole('button', { name: 'Large text' }).getAttribute('aria-pressed')) === 'true') await page.getByRole('button', { name: 'Large text' }).click();
  }, 60_000);
});
