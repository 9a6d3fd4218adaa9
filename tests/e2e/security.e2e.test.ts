// Issue 17 in headless Chromium: links that would spend a saved key or load foreign code wait
// for a click (requests counted at a local server), keys are kept per exact server URL, a
// full disk (IDBObjectStore.put throwing Chromium's empty QuotaExceededError, patched into
// the run worker) ends the run failed with the storage-full message and resumes with
// nothing lost, garbage records are listed as damaged while good runs stay usable, a running
// run cannot be deleted or replaced, huge answers are shown cut, and user-written names are
// isolated and cut. Build first: `npx vite build`.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceAnswer, stepsFromMessages } from '../../src/engines/reference.ts';
import { makeRun, reference } from '../results-ui/helpers.ts';
import { SUMMARY_VERSION } from '../../src/storage/summaries.ts';
import { CAN_RUN_E2E, launchApp, SHOTS, type App } from './browser.ts';

interface TestServer {
  url: string;
  /** Every request: path and Authorization header. */
  requests: { path: string; auth: string | undefined }[];
  delayMs: number;
  close(): Promise<void>;
}

/** An OpenAI-compatible server on 127.0.0.1 that answers exactly, and counts every request (weights and libraries too). */
async function startServer(): Promise<TestServer> {
  const state: TestServer = { url: '', requests: [], delayMs: 0, close: async () => undefined };
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type, authorization', 'access-control-allow-methods': 'GET, POST, OPTIONS' };
  const server: Server = createServer((req, res) => {
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    state.requests.push({ path: req.url ?? '', auth: req.headers.authorization });
    if (!req.url?.includes('chat/completions')) return void res.writeHead(404, cors).end('no');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { messages: { role: 'system' | 'user'; content: string }[] };
      const a = referenceAnswer('reference', stepsFromMessages(body.messages) ?? []);
      const fields = [...(body.messages.at(-1)?.content ?? '').matchAll(/"([a-z_]+)": (?:true or false|integer)/g)].map((m) => m[1]);
      const content = JSON.stringify({ [fields[0] ?? 'q1']: a.q1, [fields[1] ?? 'q2']: a.q2, [fields[2] ?? 'q3']: a.q3 });
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(200, { 'content-type': 'application/json', ...cors });
        res.end(JSON.stringify({ id: 'c', object: 'chat.completion', created: 0, model: 'm', choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }], usage: { prompt_tokens: 1, completion_tokens: 1 } }));
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

interface Stored { runs: { id: string; status: string; stop_reason: string | null; name?: string | null }[]; records: { run_id: string; sample_id: string }[] }

/** Runs and records straight from the page's IndexedDB (never creating the database). */
async function stored(page: Page): Promise<Stored> {
  return (await page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('stepbench');
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
  })`)) as Stored;
}

/** Writes straight into the page's IndexedDB, around the app (a corrupted store). */
async function rawPut(page: Page, store: string, value: unknown): Promise<void> {
  await page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('stepbench');
    open.onsuccess = () => {
      const tx = open.result.transaction(${JSON.stringify(store)}, 'readwrite');
      tx.objectStore(${JSON.stringify(store)}).put(${JSON.stringify(value)});
      tx.oncomplete = () => { open.result.close(); resolve(null); };
      tx.onerror = () => reject(tx.error);
    };
    open.onerror = () => reject(open.error);
  })`);
}

async function setField(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(value);
  await input.press('Tab');
}

async function importFile(page: Page, name: string, text: string): Promise<void> {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) }, { timeout: 120_000 });
}

const TRACE = encodeURIComponent('3x + 5 = 2x - 7\nx + 5 = -7\nx = -12');
const problemsOf = (app: App) => app.problems.filter((p) => !p.includes('No available adapters'));

describe.skipIf(!CAN_RUN_E2E)('links wait for a click before they spend or run anything (e2e)', () => {
  let app: App;
  let page: Page;
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
    // A (software) WebGPU adapter: a WebLLM link is then refused for nothing but the click.
    app = await launchApp({ allow: [server.url], webgpu: true });
    page = app.page;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  it('with a key saved for a server, an autostart=1 run link sends nothing until the click, and says what it will do', async () => {
    // The key is saved the way a user saves it: typed into the form for that server URL.
    await page.goto(`${app.server.url}/#/run`);
    await page.getByLabel('An OpenAI-compatible server (').check();
    await setField(page, 'Server URL', `${server.url}/v1`);
    await setField(page, 'API key (optional)', 'sk-e2e-saved');
    server.requests.length = 0;

    await page.goto('about:blank');
    await page.goto(`${app.server.url}/#/run?engine=openai&base_url=${encodeURIComponent(`${server.url}/v1`)}&model=m&limit=all&k=64&concurrency=64&autostart=1`);
    const consent = page.getByTestId('link-consent');
    await consent.waitFor();
    await page.waitForTimeout(1500);
    expect(server.requests).toEqual([]);
    const text = (await consent.textContent()) ?? '';
    expect(text).toContain(`${server.url}/v1`);
    expect(text).toContain('138,240 (2,160 samples × k = 64)');
    expect(text).toContain('your key saved in this browser for this server URL is sent');
    expect(page.url()).not.toContain('autostart');
    await page.screenshot({ path: join(SHOTS, 'security-run-link-consent.png'), fullPage: true });
    expect((await stored(page)).runs).toEqual([]);

    // A smaller link, confirmed: now it runs, with the key.
    await page.goto('about:blank');
    await page.goto(`${app.server.url}/#/run?engine=openai&base_url=${encodeURIComponent(`${server.url}/v1`)}&model=m&limit=6&autostart=1`);
    await consent.waitFor();
    await page.waitForTimeout(500);
    expect(server.requests).toEqual([]);
    await page.getByRole('button', { name: 'Start this run' }).click();
    await page.getByRole('heading', { name: /^Complete/ }).waitFor({ timeout: 60_000 });
    expect(server.requests.filter((r) => r.path.endsWith('/chat/completions'))).toHaveLength(6);
    expect(server.requests.every((r) => r.auth === 'Bearer sk-e2e-saved')).toBe(true);
  }, 120_000);

  it('the key is kept for that exact server URL: another path on the same host does not get it', async () => {
    await page.goto('about:blank');
    await page.goto(`${app.server.url}/#/run?engine=openai&base_url=${encodeURIComponent(`${server.url}/tenant-b/v1`)}&model=m`);
    await expect.poll(() => page.getByLabel('Server URL').inputValue()).toBe(`${server.url}/tenant-b/v1`);
    expect(await page.getByLabel('API key (optional)', { exact: true }).inputValue()).toBe('');
    await page.goto('about:blank');
    await page.goto(`${app.server.url}/#/run?engine=openai&base_url=${encodeURIComponent(`${server.url}/v1/`)}&model=m`);
    await expect.poll(() => page.getByLabel('API key (optional)', { exact: true }).inputValue()).toBe('sk-e2e-saved');
  });

  it('an ask=1 check link with a saved key sends nothing until the click; then exactly one request', async () => {
    server.requests.length = 0;
    await page.goto('about:blank');
    await page.goto(`${app.server.url}/#/check?trace=${TRACE}&engine=openai&base_url=${encodeURIComponent(`${server.url}/v1`)}&model=m&ask=1`);
    const consent = page.getByTestId('link-consent');
    await consent.waitFor();
    await page.waitForTimeout(1500);
    expect(server.requests).toEqual([]);
    expect(await consent.textContent()).toContain('your key saved in this browser for this server URL is sent');
    await consent.getByRole('button', { name: 'Ask' }).click();
    await page.getByRole('region', { name: /What m at .* says/ }).waitFor({ timeout: 20_000 });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.auth).toBe('Bearer sk-e2e-saved');
  });

  it('a link with custom weights and library URLs loads nothing until a click, and names the URLs', async () => {
    server.requests.length = 0;
    const weights = `${server.url}/weights/Evil-7B-q4f32_1-MLC/`;
    const lib = `${server.url}/libs/evil.wasm`;
    await page.goto('about:blank');
    await page.goto(`${app.server.url}/#/run?engine=webllm&weights=${encodeURIComponent(weights)}&lib=${encodeURIComponent(lib)}&limit=6&autostart=1`);
    const consent = page.getByTestId('link-consent');
    await consent.waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    expect(server.requests).toEqual([]);
    const text = (await consent.textContent()) ?? '';
    expect(text).toContain(weights);
    expect(text).toContain(lib);
    expect(text).toContain("outside WebLLM's list of prebuilt models");
    expect((await stored(page)).runs.filter((r) => r.id)).toHaveLength(1);
  }, 60_000);

  it('a demo link to a server waits too; a reference-engine autostart link still runs at once', async () => {
    server.requests.length = 0;
    await page.goto('about:blank');
    await page.goto(`${app.server.url}/#/demo?engine=openai&base_url=${encodeURIComponent(`${server.url}/v1`)}&model=m&pairs=30&autostart=1`);
    const consent = page.getByTestId('link-consent');
    await consent.waitFor();
    await page.waitForTimeout(1000);
    expect(server.requests).toEqual([]);
    expect(await consent.textContent()).toContain('60 (60 samples × k = 1)');

    const before = (await stored(page)).runs.length;
    await page.goto('about:blank');
    await page.goto(`${app.server.url}/#/run?engine=reference&set=canonical&limit=6&autostart=1`);
    await page.getByRole('heading', { name: /^Complete/ }).waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('link-consent').count()).toBe(0);
    expect((await stored(page)).runs).toHaveLength(before + 1);
  }, 90_000);

  it('logged no errors and reached nothing outside its own servers', () => {
    expect(problemsOf(app)).toEqual([]);
    expect(app.external).toEqual([]);
  });
});

/** Prepended to the run worker's script: put() throws Chromium's QuotaExceededError (empty message) as `self.__quota` says. */
function quotaPatch(config: { recordsAfter: number | null; all: boolean }): string {
  return `(() => {
    self.__quota = ${JSON.stringify(config)};
    const put = IDBObjectStore.prototype.put;
    let written = 0;
    IDBObjectStore.prototype.put = function (...args) {
      const q = self.__quota;
      // all: once the records are full, every store is (the run's header too).
      if (q && q.all && written >= (q.recordsAfter ?? 0)) throw new DOMException('', 'QuotaExceededError');
      if (q && this.name === 'records') {
        if (q.recordsAfter !== null && written >= q.recordsAfter) throw new DOMException('', 'QuotaExceededError');
        written++;
      }
      return put.apply(this, args);
    };
  })();\n`;
}

describe.skipIf(!CAN_RUN_E2E)('a full disk during a browser run (e2e)', () => {
  let app: App;
  let page: Page;
  let patch: string | null = null;
  beforeAll(async () => {
    app = await launchApp({ blockServiceWorkers: true });
    page = app.page;
    // The page's own writes (the header repair) fail too while sessionStorage says the disk is full.
    await app.context.addInitScript({ content: `(() => {
      // about:blank has no sessionStorage to ask.
      if (location.protocol !== 'http:' || sessionStorage.getItem('stepbench-test-disk-full') !== '1') return;
      IDBObjectStore.prototype.put = function () { throw new DOMException('', 'QuotaExceededError'); };
    })();` });
    await app.context.route(/\/assets\/run\.worker-[^/]+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      await route.fulfill({ response, body: patch === null ? body : patch + body });
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  const runWorker = async (): Promise<Worker> => {
    await expect.poll(() => page.workers().some((w) => w.url().includes('run.worker'))).toBe(true);
    return page.workers().find((w) => w.url().includes('run.worker'))!;
  };

  it('ends the run failed with "storage is full: N MB used of M", the stored header says failed, and resume after freeing space loses nothing', async () => {
    patch = quotaPatch({ recordsAfter: 5, all: false });
    await page.goto(`${app.server.url}/#/run`);
    await setField(page, 'Limit (samples)', '24');
    await page.getByRole('button', { name: 'Start run' }).click();
    const status = page.getByRole('region', { name: /^Failed/ });
    await status.waitFor({ timeout: 60_000 });
    const text = (await status.textContent()) ?? '';
    expect(text).toMatch(/storage is full: [\d,]+ MB used of [\d,]+ MB, free space and resume/);
    expect(await page.getByTestId('run-hint').textContent()).toMatch(/Delete runs .* resume/);
    await page.screenshot({ path: join(SHOTS, 'security-storage-full.png'), fullPage: true });
    const mid = await stored(page);
    expect(mid.runs).toHaveLength(1);
    expect(mid.runs[0]!.status).toBe('failed');
    expect(mid.runs[0]!.stop_reason).toContain('storage is full');
    expect(mid.records).toHaveLength(5);

    // Space freed (the patch turned off in the worker); one click resumes.
    await (await runWorker()).evaluate('self.__quota = null');
    await page.getByRole('button', { name: 'Resume', exact: true }).click();
    await page.getByRole('heading', { name: /^Complete/ }).waitFor({ timeout: 60_000 });
    const after = await stored(page);
    expect(after.runs[0]!.status).toBe('complete');
    const ids = after.records.map((r) => r.sample_id);
    expect(ids).toHaveLength(24);
    expect(new Set(ids).size).toBe(24);
    for (const r of mid.records) expect(ids).toContain(r.sample_id);
  }, 120_000);

  it('when not even the header can be written, the view still says failed, and the next start repairs the header', async () => {
    patch = quotaPatch({ recordsAfter: 3, all: true });
    await page.goto('about:blank');
    await page.goto(`${app.server.url}/#/run`);
    await page.evaluate(`sessionStorage.setItem('stepbench-test-disk-full', '1')`);
    await page.reload();
    await setField(page, 'Limit (samples)', '12');
    await page.getByRole('button', { name: 'Start run' }).click();
    const status = page.getByRole('region', { name: /^Failed/ });
    await status.waitFor({ timeout: 60_000 });
    expect(await status.textContent()).toContain('storage is full');
    expect(await status.textContent()).toContain('it is written when storage works again');
    // The page tries to write the end too (and fails while the disk is full): still "running".
    await page.waitForTimeout(4000);
    const runs = (await stored(page)).runs;
    const mine = runs.find((r) => r.status === 'running');
    expect(mine).toBeTruthy();

    // Space freed: the next start of the Run view repairs the header with the real end.
    patch = null;
    await page.evaluate(`sessionStorage.removeItem('stepbench-test-disk-full')`);
    await page.reload();
    await page.getByRole('heading', { name: 'Unfinished runs' }).waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await stored(page)).runs.find((r) => r.id === mine!.id)?.status, { timeout: 20_000 }).toBe('failed');
    expect((await stored(page)).runs.find((r) => r.id === mine!.id)?.stop_reason).toContain('storage is full');
  }, 120_000);

  it('at Start, a write that fails is shown, never silent', async () => {
    patch = quotaPatch({ recordsAfter: 0, all: true });
    await page.goto('about:blank');
    await page.goto(`${app.server.url}/#/run`);
    await setField(page, 'Limit (samples)', '6');
    const before = (await stored(page)).runs.length;
    await page.getByRole('button', { name: 'Start run' }).click();
    await expect.poll(() => page.getByRole('alert').allTextContents(), { timeout: 30_000 }).toContainEqual(expect.stringMatching(/Storage is full: [\d,]+ MB used of [\d,]+ MB, free space and resume/));
    expect((await stored(page)).runs).toHaveLength(before);
    patch = null;
  }, 60_000);

  it('logged no page errors', () => {
    expect(problemsOf(app).filter((p) => !p.includes('QuotaExceededError') && !p.includes('Service Worker registration blocked'))).toEqual([]);
  });
});

describe.skipIf(!CAN_RUN_E2E)('damaged records, one writer, huge answers, names (e2e)', () => {
  let app: App;
  let page: Page;
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
    app = await launchApp({ allow: [server.url] });
    page = app.page;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  it('with one garbage run header and one garbage summary, Results and Storage list every good run and the damaged ones as damaged and deletable', async () => {
    await page.goto(`${app.server.url}/#/results`);
    await page.getByTestId('results-ready').and(page.locator('[data-ready=true]')).waitFor();
    await importFile(page, 'good.json', JSON.stringify([makeRun('good-a', reference, '2026-01-01T00:00:00.000Z'), makeRun('good-b', reference, '2026-01-02T00:00:00.000Z')]));
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Imported 2 runs' }).count(), { timeout: 20_000 }).toBe(1);
    // The list computes both runs' summaries after the import: let it finish first.
    await expect.poll(() => page.evaluate(`new Promise((r) => { const o = indexedDB.open('stepbench'); o.onsuccess = () => { const c = o.result.transaction('summaries').objectStore('summaries').count(); c.onsuccess = () => { o.result.close(); r(c.result); }; }; })`), { timeout: 30_000 }).toBe(2);
    await rawPut(page, 'runs', { id: 'garbage-run', status: 42, spec: 'not a spec' });

    for (const view of ['results', 'storage']) {
      // A damaged summary is recomputed from its run's records once a view has listed it: put it back each time.
      // A view left a moment before may still finish writing that summary after the put (CI saw it once), so
      // the put and the visit are tried again (at most 3 times) until the view lists the damaged summary.
      const damaged = page.getByTestId('damaged');
      let text = '';
      for (let attempt = 0; attempt < 3 && !text.includes('Cached summary'); attempt++) {
        await rawPut(page, 'summaries', { run_id: 'good-a', version: SUMMARY_VERSION, record_count: 36, metrics: 'garbage' });
        await page.goto('about:blank');
        await page.goto(`${app.server.url}/#/${view}`);
        await damaged.waitFor({ timeout: 20_000 });
        // The header and the summary may be found a moment apart: read the list for up to 5 s.
        const deadline = Date.now() + 5_000;
        for (;;) {
          text = (await damaged.textContent()) ?? '';
          if (text.includes('Cached summary') || Date.now() > deadline) break;
          await page.waitForTimeout(200);
        }
      }
      expect(text).toContain('garbage-run');
      expect(text).toContain('Cached summary');
      expect(text).toContain('good-a');
      const table = page.getByRole('table').first();
      expect(await table.textContent()).toContain('good-a');
      expect(await table.textContent()).toContain('good-b');
      expect(await page.getByText('Loading', { exact: false }).count()).toBe(0);
      await page.screenshot({ path: join(SHOTS, `security-damaged-${view}.png`), fullPage: true });
    }
    // The good run whose summary was garbage is usable: its tables show.
    await page.goto('about:blank');
    await page.goto(`${app.server.url}/#/results?runs=good-a`);
    await expect.poll(() => page.locator('table.acc button.cell').count(), { timeout: 30_000 }).toBeGreaterThan(0);

    // Export raw, then delete the damaged header.
    const damaged = page.getByTestId('damaged');
    const [dl] = await Promise.all([page.waitForEvent('download'), damaged.getByRole('row', { name: /garbage-run/ }).getByRole('button', { name: 'Export raw' }).click()]);
    expect(dl.suggestedFilename()).toContain('garbage-run');
    await damaged.getByRole('button', { name: /^Delete the damaged run header garbage-run/ }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expect.poll(async () => (await stored(page)).runs.map((r) => r.id).sort()).toEqual(['good-a', 'good-b']);
    expect(problemsOf(app)).toEqual([]);
  }, 120_000);

  it('deleting a running run, and importing with Replace over it, are refused with a reason, in this tab and another', async () => {
    server.delayMs = 150;
    await page.goto('about:blank');
    await page.goto(`${app.server.url}/#/run`);
    await page.getByLabel('An OpenAI-compatible server (').check();
    await setField(page, 'Server URL', server.url);
    await setField(page, 'Model', 'slow');
    await setField(page, 'Requests in flight', '1');
    await setField(page, 'Limit (samples)', '60');
    await page.getByRole('button', { name: 'Start run' }).click();
    await expect.poll(async () => (await stored(page)).runs.find((r) => r.status === 'running')?.id, { timeout: 30_000 }).toBeTruthy();
    const id = (await stored(page)).runs.find((r) => r.status === 'running')!.id;

    // Another tab: Storage's delete and Results' import-replace.
    const other = await app.context.newPage();
    other.on('pageerror', (e) => app.problems.push(`pageerror (tab 2): ${e.message}`));
    await other.goto(`${app.server.url}/#/storage`);
    await other.getByRole('button', { name: new RegExp(`^Delete run .*\\(${id}\\)`) }).click();
    await other.getByRole('button', { name: 'Yes, delete' }).click();
    await expect.poll(() => other.getByRole('alert').allTextContents(), { timeout: 15_000 }).toContainEqual(expect.stringMatching(new RegExp(`Run ${id} was not deleted: run ${id} is running .*pause or cancel it`)));
    expect((await stored(page)).runs.find((r) => r.id === id)?.status).toBe('running');

    await other.goto(`${app.server.url}/#/results`);
    const replacement = { ...makeRun(id, reference), id };
    await importFile(other, 'replace.json', JSON.stringify(replacement));
    await other.getByRole('button', { name: /^Replace/ }).click();
    await expect.poll(() => other.getByRole('alert').allTextContents(), { timeout: 15_000 }).toContainEqual(expect.stringMatching(/failed: run .* is running/));
    await other.close();

    // And in this tab, the Results view refuses too; the run goes on and finishes with its own records.
    const count = (await stored(page)).records.filter((r) => r.run_id === id).length;
    expect(count).toBeLessThan(60);
    server.delayMs = 0;
    await page.getByRole('heading', { name: /^Complete/ }).waitFor({ timeout: 60_000 });
    const done = await stored(page);
    expect(done.runs.find((r) => r.id === id)?.status).toBe('complete');
    expect(done.records.filter((r) => r.run_id === id)).toHaveLength(60);
    expect(problemsOf(app)).toEqual([]);
  }, 120_000);

  it('a 6 MB answer is shown cut, with its size and a download of the whole; a 200-character bidi name is isolated and cut', async () => {
    const run = makeRun('huge-answer', reference, '2026-03-01T00:00:00.000Z');
    const big = 'A'.repeat(6_000_000);
    run.records[0]!.attempts[0]!.text = `${run.records[0]!.attempts[0]!.text}\n${big}`;
    const evil = `\u202Eevil ${'n'.repeat(200)}`.slice(0, 200);
    run.name = evil;
    await page.goto('about:blank');
    await page.goto(`${app.server.url}/#/results`);
    await page.getByTestId('results-ready').and(page.locator('[data-ready=true]')).waitFor();
    await importFile(page, 'huge.json', JSON.stringify(run));
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Imported run' }).count(), { timeout: 60_000 }).toBe(1);
    await page.goto('about:blank');
    await page.goto(`${app.server.url}/#/results?runs=huge-answer`);
    const rowHead = page.locator('table.acc th.model bdi').first();
    await rowHead.waitFor({ timeout: 30_000 });
    expect((await rowHead.textContent())!.length).toBeLessThanOrEqual(40);
    expect(await rowHead.getAttribute('title')).toBe(evil);
    // The name's column does not cover the numbers: the first number cell starts right of it.
    const th = await page.locator('table.acc th.model').first().boundingBox();
    const td = await page.locator('table.acc button.cell').first().boundingBox();
    expect(th!.x + th!.width).toBeLessThanOrEqual(td!.x + 1);
    expect(th!.width).toBeLessThan(400);

    // The sample with the huge answer, through the drill-down.
    await page.locator('table.acc button.cell').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const cut = dialog.getByTestId('cut-text').first();
    await cut.waitFor({ timeout: 30_000 });
    expect(await cut.textContent()).toMatch(/Showing the first 65,536 of 6\.0 million characters/);
    const domChars = (await page.evaluate('document.body.textContent.length')) as number;
    expect(domChars).toBeLessThan(2_000_000);
    const [dl] = await Promise.all([page.waitForEvent('download'), cut.getByRole('button', { name: 'Download the whole text' }).click()]);
    const path = await dl.path();
    const { statSync } = await import('node:fs');
    expect(statSync(path).size).toBeGreaterThan(6_000_000);
    await page.screenshot({ path: join(SHOTS, 'security-huge-answer.png') });
    expect(problemsOf(app)).toEqual([]);
  }, 180_000);
});

describe.skipIf(!CAN_RUN_E2E)('a database from a newer version (e2e)', () => {
  it('says what happened and what to do, and changes nothing', async () => {
    const app = await launchApp();
    try {
      const page = app.page;
      // A page of the same origin that is not the app: make the "newer" database there.
      await page.goto(`${app.server.url}/favicon.svg`);
      await page.evaluate(`new Promise((resolve, reject) => {
        const open = indexedDB.open('stepbench', 9);
        open.onupgradeneeded = () => open.result.createObjectStore('future');
        open.onsuccess = () => { open.result.close(); resolve(null); };
        open.onerror = () => reject(open.error);
      })`);
      for (const view of ['results', 'storage']) {
        await page.goto(`${app.server.url}/#/${view}`);
        await expect.poll(() => page.getByRole('alert').allTextContents(), { timeout: 20_000 }).toContainEqual(expect.stringMatching(/saved by a newer version of stepbench \(storage layout 9; this version reads up to 2\).*Nothing was changed or deleted/));
      }
      await page.screenshot({ path: join(SHOTS, 'security-newer-db.png'), fullPage: true });
      const version = await page.evaluate(`indexedDB.databases().then((d) => d.find((x) => x.name === 'stepbench').version)`);
      expect(version).toBe(9);
    } finally {
      await app.close();
    }
  }, 60_000);
});
