// "Test connection" in the Run view, in headless Chromium, against servers this test
// starts: one that allows the page's origin, one that answers but sends no CORS
// headers, and a closed port. The browser gives the page the same bare TypeError for
// the last two; the result must still tell them apart. Build first: `npx vite build`.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, startServer, type LocalServer } from '../engines/local-server.ts';
import { CAN_RUN_E2E, launchApp, type App } from './browser.ts';

const LIST = { object: 'list', data: [{ id: 'qwen3:14b' }, { id: 'gpt-oss:20b' }] };
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type, authorization', 'access-control-allow-methods': 'GET, POST, OPTIONS' };

async function setField(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(value);
  await input.press('Tab');
}

describe.skipIf(!CAN_RUN_E2E)('Test connection (e2e, headless Chromium)', () => {
  let app: App;
  let allowing: LocalServer;
  let refusing: LocalServer;
  let dead: string;

  beforeAll(async () => {
    allowing = await startServer((r) => (r.method === 'OPTIONS' ? { status: 204, headers: CORS } : { body: LIST, headers: CORS }));
    refusing = await startServer(() => ({ body: LIST }));
    dead = `http://127.0.0.1:${await closedPort()}`;
    app = await launchApp({ allow: [allowing.url, refusing.url, dead] });
    await app.page.goto(`${app.server.url}/#/run`);
    await app.page.getByLabel('An OpenAI-compatible server (').check();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await allowing?.close();
    await refusing?.close();
  });

  async function testWith(url: string, model: string, apiKey = ''): Promise<string> {
    const page = app.page;
    await setField(page, 'Server URL', url);
    await setField(page, 'Model', model);
    await setField(page, 'API key (optional)', apiKey);
    await page.getByRole('button', { name: 'Test connection' }).click();
    const status = page.locator('.test [role="status"]');
    await expect.poll(async () => (await status.textContent()) ?? '', { timeout: 15_000 }).not.toBe('');
    return (await status.textContent()) ?? '';
  }

  it('lists the models of a server that allows the origin, and a click picks one', async () => {
    const text = await testWith(allowing.url, 'qwen3:14b', 'sk-e2e');
    expect(text).toContain('the server answers with 2 models, including "qwen3:14b"');
    expect(allowing.requests.find((r) => r.method === 'GET')?.headers.authorization).toBe('Bearer sk-e2e');
    await app.page.getByRole('button', { name: 'gpt-oss:20b' }).click();
    await expect.poll(() => app.page.getByLabel('Model', { exact: true }).inputValue()).toBe('gpt-oss:20b');
  });

  it('says when the chosen model is missing', async () => {
    expect(await testWith(allowing.url, 'phi4')).toContain('but not "phi4"');
  });

  it('tells a server that refuses the origin (CORS) from nothing listening', async () => {
    const cors = await testWith(refusing.url, 'qwen3:14b');
    expect(cors).toContain(`answers, but does not allow this page's origin (${app.server.url})`);
    expect(cors).toContain(`OLLAMA_ORIGINS=${app.server.url}`);
    expect(refusing.requests.length).toBeGreaterThanOrEqual(2); // the request, then the no-cors probe
    const none = await testWith(dead, 'qwen3:14b');
    expect(none).toContain(`nothing answers at ${dead}/v1/models`);
    expect(none).toContain(`Is the server running at ${dead}/v1/models?`);
  });
});
