// The Run view end to end in headless Chromium: a reference run to 100%, a run against
// an OpenAI-compatible server this test starts (with markup in an answer), reload in the
// middle of a run and resume, the software WebGPU adapter, and deep links.
// Build first: `npx vite build`.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset, TEST_ONLY } from '../../src/core/dataset/index.ts';
import { selectSamples } from '../../src/core/run/select.ts';
import { referenceAnswer, stepsFromMessages } from '../../src/engines/reference.ts';
import { CAN_RUN_E2E, launchApp, SHOTS, type App } from './browser.ts';

const XSS = '<img src=x onerror="window.__xss=1"> <script>window.__xss=2</script>';

/** An OpenAI-compatible server on 127.0.0.1 that answers every prompt exactly, in the prompt's JSON field names. */
interface TestServer {
  url: string;
  /** Steps of every prompt asked, in order (JSON text as a key). */
  asked: string[];
  auth: (string | undefined)[];
  delayMs: number;
  /** The answer to this request number (0-based) carries markup. */
  xssAt: number | null;
  close(): Promise<void>;
}

async function startTestServer(): Promise<TestServer> {
  const state: TestServer = { url: '', asked: [], auth: [], delayMs: 0, xssAt: null, close: async () => undefined };
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'content-type, authorization',
    'access-control-allow-methods': 'POST, OPTIONS',
  };
  const server: Server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { messages: { role: 'system' | 'user'; content: string }[] };
      const steps = stepsFromMessages(body.messages) ?? [];
      const index = state.asked.push(JSON.stringify(steps)) - 1;
      state.auth.push(req.headers.authorization);
      // Field names read from the prompt itself, as a model would.
      const fields = [...(body.messages.at(-1)?.content ?? '').matchAll(/"([a-z_]+)": (?:true or false|integer)/g)].map((m) => m[1]);
      const a = referenceAnswer('reference', steps);
      const json = JSON.stringify({ [fields[0] ?? 'q1']: a.q1, [fields[1] ?? 'q2']: a.q2, [fields[2] ?? 'q3']: a.q3 });
      const content = index === state.xssAt ? `${XSS}\n${json}` : json;
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(200, { 'content-type': 'application/json', ...cors });
        res.end(JSON.stringify({
          id: 'c', object: 'chat.completion', created: 0, model: 'exact',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
          usage: { prompt_tokens: 100, completion_tokens: 20 },
        }));
      }, state.delayMs);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((r) => {
    server.closeAllConnections();
    server.close(() => r());
  });
  return state;
}

const tests = (() => {
  let cache: ReturnType<typeof generateDataset> | null = null;
  return () => {
    cache ??= generateDataset({ seed: 1, ...TEST_ONLY });
    return [...cache.testCanonical, ...cache.testPerturbed];
  };
})();
const expectedIds = (set: 'both' | 'canonical' | 'perturbed', limit: number) => selectSamples(tests(), set, limit).map((s) => s.id).sort();

interface StoredRun { id: string; status: string; spec: { engine: { kind: string } }; stop_reason: string | null }

/** Runs and records straight from the page's IndexedDB. */
async function stored(page: Page): Promise<{ runs: StoredRun[]; records: { run_id: string; sample_id: string }[] }> {
  return (await page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('stepbench');
    // Never create the database here (that would skip the app's migrations).
    let created = false;
    open.onupgradeneeded = () => { created = true; open.transaction.abort(); };
    open.onerror = () => (created ? resolve({ runs: [], records: [] }) : reject(open.error));
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(['runs', 'records'], 'readonly');
      const runs = tx.objectStore('runs').getAll();
      const records = tx.objectStore('records').getAll();
      tx.oncomplete = () => { db.close(); resolve({ runs: runs.result, records: records.result.map((r) => ({ run_id: r.run_id, sample_id: r.sample_id })) }); };
      tx.onerror = () => reject(tx.error);
    };
  })`)) as { runs: StoredRun[]; records: { run_id: string; sample_id: string }[] };
}

async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    window.__longTasks = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longTasks.push(Math.round(e.duration)); })
      .observe({ type: 'longtask', buffered: false });
  })()`);
}

const complete = (page: Page) => page.getByRole('heading', { name: /^Complete/ }).waitFor({ timeout: 60_000 });

async function setField(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(value);
  await input.press('Tab');
}

describe.skipIf(!CAN_RUN_E2E)('Run view (e2e, headless Chromium)', () => {
  let app: App;
  let page: Page;
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    app = await launchApp({ allow: [server.url] });
    page = app.page;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  it('(a) a reference run reaches 100% in every cell, without long main-thread tasks', async () => {
    await page.goto(`${app.server.url}/#/run`);
    await page.getByRole('heading', { name: 'Run a model' }).waitFor();
    expect(await page.getByLabel('Reference: the exact checker (the 100% ceiling)').isChecked()).toBe(true);
    await setField(page, 'Limit (samples)', '36');
    await watchLongTasks(page);
    // Keyboard: the Start button is reachable and operable with Enter.
    await page.getByRole('button', { name: 'Start run' }).focus();
    await page.keyboard.press('Enter');
    await complete(page);
    await expect.poll(() => page.getByTestId('run-count').textContent()).toContain('36 / 36 (100%)');
    const cells = page.locator('td[data-cell]');
    expect(await cells.count()).toBe(24); // 2 sets x 3 queries x 4 columns
    for (const text of await cells.allTextContents()) expect(text.trim()).toMatch(/^100\.0%/);
    const longTasks = (await page.evaluate('window.__longTasks')) as number[];
    console.info(`[e2e] main-thread long tasks during a reference run of 36: ${JSON.stringify(longTasks)}`);
    // The worker does the work; the page only renders small snapshots (generous bound: CI machines are noisy).
    expect(Math.max(0, ...longTasks)).toBeLessThan(200);
    const { runs, records } = await stored(page);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.status).toBe('complete');
    expect(records.map((r) => r.sample_id).sort()).toEqual(expectedIds('both', 36));
    await page.screenshot({ path: join(SHOTS, 'run-reference.png'), fullPage: true });
  }, 90_000);

  it('(b) runs against an OpenAI-compatible server; markup in an answer is shown as text, never run', async () => {
    server.asked.length = 0;
    server.auth.length = 0;
    server.delayMs = 20;
    server.xssAt = 10;
    await page.goto(`${app.server.url}/#/run`);
    await page.reload();
    await page.getByLabel('An OpenAI-compatible server (').check();
    await setField(page, 'Server URL', server.url);
    await setField(page, 'Model', 'exact-test');
    await setField(page, 'API key (optional)', 'sk-e2e-secret');
    await setField(page, 'Requests in flight', '2');
    await setField(page, 'Limit (samples)', '12');
    await page.getByRole('button', { name: 'Start run' }).click();
    await complete(page);
    const { runs, records } = await stored(page);
    const run = runs.find((r) => r.spec.engine.kind === 'openai')!;
    expect(run.status).toBe('complete');
    const mine = records.filter((r) => r.run_id === run.id);
    expect(mine).toHaveLength(12);
    expect(mine.map((r) => r.sample_id).sort()).toEqual(expectedIds('both', 12));
    expect(server.auth.every((a) => a === 'Bearer sk-e2e-secret')).toBe(true);
    // The key lives in localStorage only: not in the stored run, not in the copied link.
    expect(JSON.stringify(runs)).not.toContain('sk-e2e-secret');
    const latest = page.getByRole('region', { name: 'Latest answers' });
    await expect.poll(() => latest.textContent()).toContain(XSS);
    expect(await latest.locator('img').count()).toBe(0);
    expect(await page.locator('main img, main script').count()).toBe(0);
    expect(await page.evaluate('window.__xss')).toBeUndefined();
    expect(app.dialogs).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'run-endpoint.png'), fullPage: true });
  }, 90_000);

  it('(c) a reload in the middle of a run offers it for resume; one click finishes it with nothing lost or repeated', async () => {
    server.asked.length = 0;
    server.delayMs = 120;
    server.xssAt = null;
    await page.goto(`${app.server.url}/#/run`);
    await page.reload();
    await page.getByLabel('An OpenAI-compatible server (').check();
    await setField(page, 'Server URL', server.url);
    await setField(page, 'Model', 'slow-test');
    await setField(page, 'Requests in flight', '1');
    await setField(page, 'Limit (samples)', '24');
    await page.getByRole('button', { name: 'Start run' }).click();
    await expect.poll(async () => Number(((await page.getByTestId('run-count').textContent().catch(() => '')) ?? '').split(' ')[0] || 0), { timeout: 30_000 }).toBeGreaterThanOrEqual(6);
    await page.screenshot({ path: join(SHOTS, 'run-midway.png'), fullPage: true });
    await page.reload();
    const resume = page.getByRole('button', { name: /^Resume run: openai · slow-test/ });
    await resume.waitFor();
    await page.screenshot({ path: join(SHOTS, 'run-interrupted.png'), fullPage: true });
    const before = await stored(page);
    const run = before.runs.find((r) => r.status === 'paused' && r.stop_reason?.startsWith('interrupted'))!;
    expect(run).toBeTruthy();
    const doneBefore = before.records.filter((r) => r.run_id === run.id).length;
    expect(doneBefore).toBeGreaterThanOrEqual(6);
    expect(doneBefore).toBeLessThan(24);
    // Nothing started by itself after the reload.
    await page.waitForTimeout(400);
    expect((await stored(page)).records.filter((r) => r.run_id === run.id)).toHaveLength(doneBefore);
    await resume.click();
    await complete(page);
    const after = await stored(page);
    const ids = after.records.filter((r) => r.run_id === run.id).map((r) => r.sample_id);
    expect(ids.sort()).toEqual(expectedIds('both', 24));
    expect(new Set(ids).size).toBe(ids.length);
    expect(after.runs.find((r) => r.id === run.id)?.status).toBe('complete');
    // Every sample asked once, except at most the one in flight at the reload.
    const counts = new Map<string, number>();
    for (const k of server.asked) counts.set(k, (counts.get(k) ?? 0) + 1);
    expect(counts.size).toBe(24);
    expect([...counts.values()].filter((n) => n > 1).length).toBeLessThanOrEqual(1);
    await page.screenshot({ path: join(SHOTS, 'run-resumed.png'), fullPage: true });
  }, 90_000);

  it('(e) a deep link with autostart=1 starts a reference run; one without it only fills the form', async () => {
    await page.goto(`${app.server.url}/#/run`);
    await page.getByRole('heading', { name: 'Configuration' }).waitFor();
    const before = (await stored(page)).runs.length;
    // Opened as a fresh page, as a shared link would be.
    await page.goto('about:blank');
    await page.goto(`${app.server.url}/#/run?engine=reference&set=canonical&limit=9&autostart=1`);
    await complete(page);
    expect(page.url()).not.toContain('autostart');
    const { runs, records } = await stored(page);
    expect(runs).toHaveLength(before + 1);
    const linked = runs.find((r) => !['openai'].includes(r.spec.engine.kind) && records.filter((x) => x.run_id === r.id).length === 9);
    expect(linked).toBeTruthy();
    expect(records.filter((r) => r.run_id === linked!.id).map((r) => r.sample_id).sort()).toEqual(expectedIds('canonical', 9));

    await page.goto('about:blank');
    await page.goto(`${app.server.url}/#/run?engine=answer-only&set=perturbed&limit=7&k=3`);
    await page.getByRole('heading', { name: 'Configuration' }).waitFor();
    await expect.poll(() => page.getByLabel('Limit (samples)').inputValue()).toBe('7');
    expect(await page.getByLabel('Baseline: judge the final answer only').isChecked()).toBe(true);
    expect(await page.getByLabel('Test set').inputValue()).toBe('perturbed');
    expect(await page.getByLabel('Samples per item (k)').inputValue()).toBe('3');
    await page.waitForTimeout(800);
    expect(await page.getByRole('button', { name: 'Start run' }).count()).toBe(1);
    expect((await stored(page)).runs).toHaveLength(before + 1);
    await page.screenshot({ path: join(SHOTS, 'run-deeplink.png'), fullPage: true });
  }, 90_000);

  it('logged no console errors and reached nothing outside its own servers', () => {
    // Chromium warns "No available adapters." when the WebGPU probe finds no GPU: expected here.
    expect(app.problems.filter((p) => !p.includes('No available adapters'))).toEqual([]);
    expect(app.external).toEqual([]);
  });
});

describe.skipIf(!CAN_RUN_E2E)('Run view with a software WebGPU adapter (e2e)', () => {
  it('(d) reports SwiftShader as a software adapter without shader-f16, in plain words', async () => {
    const app = await launchApp({ webgpu: true });
    try {
      await app.page.goto(`${app.server.url}/#/run`);
      const support = app.page.getByRole('region', { name: 'What this browser offers' });
      await expect.poll(() => support.textContent(), { timeout: 20_000 }).toContain('software (CPU) adapter');
      const text = (await support.textContent()) ?? '';
      expect(text).toMatch(/WebGPU\s*yes/);
      expect(text).toMatch(/shader-f16\)\s*no/);
      expect(text).toContain('far too slow');
      // In-browser models stay possible (with the warning); the endpoint and reference engines work.
      expect(await app.page.getByLabel('A model in this browser (WebLLM').isDisabled()).toBe(false);
      await app.page.screenshot({ path: join(SHOTS, 'run-webgpu-software.png'), fullPage: true });

      // WebLLM's catalog (loaded in the run worker only now): an f16 build is refused before any
      // download on this adapter, with its f32 sibling offered; a failed download is said plainly.
      const page = app.page;
      await page.getByLabel('A model in this browser (WebLLM').check();
      const select = page.getByLabel('Model', { exact: true });
      await select.waitFor({ timeout: 30_000 });
      expect(await page.locator('#wl-model option').count()).toBeGreaterThan(20);
      await select.selectOption('Llama-3.2-1B-Instruct-q4f16_1-MLC');
      const facts = page.getByLabel('About this model');
      await expect.poll(() => facts.textContent()).toMatch(/Needs shader-f16\s*yes/);
      await page.getByRole('button', { name: 'Start run' }).click();
      await expect.poll(() => page.getByRole('alert').allTextContents()).toContainEqual(expect.stringContaining('needs shader-f16, which this GPU lacks'));
      await page.getByRole('button', { name: 'Use Llama-3.2-1B-Instruct-q4f32_1-MLC instead' }).click();
      expect(await select.inputValue()).toBe('Llama-3.2-1B-Instruct-q4f32_1-MLC');
      await page.getByRole('button', { name: 'Start run' }).click();
      // The test browser reaches nothing outside the app: the weights cannot be fetched.
      await expect.poll(() => page.getByRole('alert').allTextContents(), { timeout: 30_000 }).toContainEqual(expect.stringContaining('could not be downloaded'));
      expect(app.external.some((u) => u.includes('huggingface.co'))).toBe(true);
      await page.screenshot({ path: join(SHOTS, 'run-webllm.png'), fullPage: true });
      expect(app.problems.filter((p) => !/webgpu|gpu|Failed to load resource|huggingface/i.test(p))).toEqual([]);
    } finally {
      await app.close();
    }
  }, 60_000);
});
