// The OpenAI-compatible adapter itself in headless Chromium (bundled with esbuild onto
// a test page): a browser's fetch streams, names no causes and enforces CORS, so the
// SSE assembly, aborts and the failure classes are checked where they differ from Node.
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byteSlices, closedPort, sseAnswer, startServer, type LocalServer } from '../engines/local-server.ts';
import { CAN_RUN_E2E, launchApp, type App } from './browser.ts';

const ANSWER = '<think>x − 3 ≠ 0 😀</think>\n```json\n{"final_answer_correct": true, "all_steps_valid": false, "first_invalid_step": 2}\n```';
const PAGE = '<!doctype html><meta charset="utf-8"><title>engine</title><script src="/engine.js"></script>';

interface Outcome {
  text?: string;
  telemetry?: { streamed: boolean; ttft_ms: number | null };
  ticks?: number;
  error?: { code: string; message: string; hint: string | null };
}

/** Runs one generate() in the page against `baseUrl`; aborts after `abortAfterTicks` ticks when given. */
function generateIn(page: Page, baseUrl: string, abortAfterTicks: number | null = null): Promise<Outcome> {
  return page.evaluate(async ({ baseUrl, abortAfterTicks }) => {
    const lib = (window as unknown as { engines: typeof import('../../src/engines/openai.ts') }).engines;
    const engine = lib.createOpenAIEngine({ baseUrl, model: 'm', maxRetries: 1, backoffBaseMs: 10, tickIntervalMs: 50 });
    const controller = new AbortController();
    let ticks = 0;
    try {
      const r = await engine.generate({
        messages: [{ role: 'user', content: 'hi' }], temperature: 0, seed: 0, max_tokens: null, json_schema: null, thinking: null,
        onStream: () => { ticks++; if (abortAfterTicks !== null && ticks >= abortAfterTicks) controller.abort(); },
      }, controller.signal);
      return { text: r.text, telemetry: r.telemetry, ticks };
    } catch (e) {
      const err = e as { code: string; message: string; hint: string | null };
      return { error: { code: err.code, message: err.message, hint: err.hint }, ticks };
    }
  }, { baseUrl, abortAfterTicks });
}

describe.skipIf(!CAN_RUN_E2E)('OpenAI-compatible adapter in Chromium (e2e)', () => {
  let app: App;
  let site: LocalServer;
  let foreign: LocalServer;
  let bundle = '';
  let mode: 'stream' | 'hang' = 'stream';

  beforeAll(async () => {
    const out = await build({ entryPoints: ['src/engines/openai.ts'], bundle: true, format: 'iife', globalName: 'engines', platform: 'browser', write: false, logLevel: 'warning' });
    bundle = out.outputFiles[0]!.text;
    site = await startServer((r) => {
      if (r.url === '/') return { headers: { 'content-type': 'text/html' }, body: PAGE };
      if (r.url === '/engine.js') return { headers: { 'content-type': 'text/javascript' }, body: bundle };
      // One event per character of the answer, cut across bytes (the first ~300 bytes hold no text yet).
      const parts = byteSlices(sseAnswer([...ANSWER]).join(''), [7, 3, 11]);
      return mode === 'hang' ? { stream: { parts: parts.slice(0, 120), hang: true } } : { stream: { parts, gapMs: 1 } };
    });
    // Another origin that answers but sends no CORS headers.
    foreign = await startServer(() => ({ stream: { parts: sseAnswer(['nope']) } }));
    const dead = `http://127.0.0.1:${await closedPort()}`;
    app = await launchApp({ allow: [site.url, foreign.url, dead, 'http://127.0.0.1:6000'] });
    await app.page.goto(`${site.url}/`);
    (app as App & { dead: string }).dead = dead;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await site?.close();
    await foreign?.close();
  });

  it('assembles a streamed answer byte for byte, with ticks and telemetry', async () => {
    mode = 'stream';
    const r = await generateIn(app.page, site.url);
    expect(r.error).toBeUndefined();
    expect(r.text).toBe(ANSWER);
    expect(r.telemetry).toMatchObject({ streamed: true });
    expect(r.telemetry!.ttft_ms).not.toBeNull();
    expect(r.ticks).toBeGreaterThanOrEqual(2);
  });

  it('an abort mid-stream throws aborted', async () => {
    mode = 'hang';
    const r = await generateIn(app.page, site.url, 1);
    expect(r.error?.code).toBe('aborted');
  });

  it('a closed port and a blocked port are unreachable at once, a CORS refusal is cors; the hints name URL and origin', async () => {
    const dead = (app as App & { dead: string }).dead;
    for (const url of [dead, 'http://127.0.0.1:6000']) {
      const r = await generateIn(app.page, url);
      expect(r.error?.code, url).toBe('unreachable');
      expect(r.error?.hint).toContain(`Is the server running at ${url}/v1/chat/completions?`);
      expect(r.error?.hint).toContain(`OLLAMA_ORIGINS=${site.url}`);
    }
    const before = foreign.requests.length;
    const r = await generateIn(app.page, foreign.url);
    expect(r.error?.code).toBe('cors');
    expect(r.error?.message).toContain(`does not allow this page's origin (${site.url})`);
    expect(r.error?.hint).toContain(`OLLAMA_ORIGINS=${site.url}`);
    expect(foreign.requests.length - before).toBeLessThanOrEqual(3); // preflight, no-cors probe: no retries
  });
});
