// Issue 17: an old run file may hold a 100 MB answer. Measured in headless Chromium on the
// built app (dist/): importing such a file must not crash the tab, the drill-down must put
// only the start of the answer into the page, and a file over the import limit is refused
// unread. Prints the numbers; exits 1 when a bar is missed.
// Usage: npx vite build && npx tsx scripts/big-answer-import.ts [answer MB, default 100]
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeRun, reference } from '../tests/results-ui/helpers.ts';
import { launchApp } from '../tests/e2e/browser.ts';

const MB = Number(process.argv[2] ?? 100);
const dir = mkdtempSync(join(tmpdir(), 'stepbench-big-'));
let failed = false;
const bar = (ok: boolean, text: string): void => {
  console.info(`${ok ? 'PASS' : 'FAIL'} ${text}`);
  if (!ok) failed = true;
};

try {
  const run = makeRun('big-answer', reference, '2026-04-01T00:00:00.000Z');
  run.records[0]!.attempts[0]!.text += `\n${'x'.repeat(MB * 1_000_000)}`;
  const file = join(dir, 'big.json');
  writeFileSync(file, JSON.stringify(run));
  const over = join(dir, 'over.json');
  // Sparse: a file over the limit that the browser must refuse without reading it.
  writeFileSync(over, '');
  const fd = await import('node:fs/promises').then((f) => f.open(over, 'r+'));
  await fd.truncate(300 * 1024 * 1024);
  await fd.close();
  console.info(`run file: ${(statSync(file).size / 1e6).toFixed(1)} MB, answer ${MB} MB`);

  const app = await launchApp();
  const page = app.page;
  let crashed = false;
  page.on('crash', () => (crashed = true));
  await page.goto(`${app.server.url}/#/results`);
  await page.locator('[data-testid=results-ready][data-ready=true]').waitFor({ timeout: 60_000 });

  const t0 = Date.now();
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('status').filter({ hasText: 'Imported run' }).waitFor({ timeout: 300_000 });
  console.info(`import of the ${MB} MB answer: ${((Date.now() - t0) / 1000).toFixed(1)} s until "Imported run"`);

  await page.goto('about:blank');
  await page.goto(`${app.server.url}/#/results?runs=big-answer`);
  const cell = page.locator('table.acc button.cell').first();
  await cell.waitFor({ timeout: 120_000 });
  const t1 = Date.now();
  await cell.click();
  const cut = page.getByRole('dialog').getByTestId('cut-text').first();
  await cut.waitFor({ timeout: 120_000 });
  console.info(`drill-down with the answer: ${((Date.now() - t1) / 1000).toFixed(1)} s; "${(await cut.textContent())?.trim().replace(/\s+/g, ' ')}"`);
  const domChars = (await page.evaluate('document.body.textContent.length')) as number;
  bar(domChars < 1_000_000, `characters in the page: ${domChars.toLocaleString('en-US')} (bar: < 1,000,000)`);
  const heap = (await page.evaluate('performance.memory ? performance.memory.usedJSHeapSize : null')) as number | null;
  if (heap !== null) console.info(`page JS heap: ${(heap / 1e6).toFixed(0)} MB`);

  const t2 = Date.now();
  await page.goto('about:blank');
  await page.goto(`${app.server.url}/#/results`);
  await page.locator('[data-testid=results-ready][data-ready=true]').waitFor({ timeout: 60_000 });
  await page.locator('input[type=file]').setInputFiles(over);
  const refusal = page.getByRole('alert').filter({ hasText: 'is not a valid run file' });
  await refusal.waitFor({ timeout: 60_000 });
  console.info(`300 MB file refused in ${((Date.now() - t2) / 1000).toFixed(1)} s: ${(await refusal.textContent())?.replace(/\s+/g, ' ').slice(0, 200)}`);
  bar(!crashed, 'the tab did not crash');
  await app.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
