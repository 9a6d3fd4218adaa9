// Manual smoke test of the WebLLM path on a machine with a GPU and network
// (WebLLM cannot download models on CI machines, so this is not part of `npm test`).
//
//   npm run smoke:webllm                       # Qwen3-0.6B (q4f16_1, or q4f32_1 without shader-f16), 6 samples
//   npm run smoke:webllm -- --model SmolLM2-360M-Instruct-q4f16_1-MLC --limit 12 --schema --headed
//
// It serves scripts/smoke-webllm.html with Vite, opens it in the locally installed
// Chrome (playwright-core, channel "chrome"; --executable PATH for another Chromium)
// with WebGPU enabled, downloads the model into the browser cache (a few hundred MB
// the first time), runs the samples through the real runner + WebLLM adapter and
// prints the result JSON. Exit 0 when every sample produced an answer (parse errors
// are the model's, not the pipeline's, and are only counted).
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';

const { values } = parseArgs({
  options: {
    model: { type: 'string' },
    limit: { type: 'string', default: '6' },
    schema: { type: 'boolean', default: false },
    headed: { type: 'boolean', default: false },
    executable: { type: 'string' },
    timeout: { type: 'string', default: '900' },
  },
});

const server = await createServer({ server: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
await server.listen();
const address = server.resolvedUrls?.local[0];
if (!address) throw new Error('vite did not report a URL');
const query = new URLSearchParams({ limit: values.limit ?? '6', ...(values.model ? { model: values.model } : {}), ...(values.schema ? { schema: '1' } : {}) });
const url = `${address}scripts/smoke-webllm.html?${query}`;

const browser = await chromium.launch({
  headless: !values.headed,
  ...(values.executable ? { executablePath: values.executable } : { channel: 'chrome' }),
  args: ['--enable-unsafe-webgpu', '--enable-features=Vulkan,WebGPU', '--ignore-gpu-blocklist'],
});
let code = 1;
try {
  const page = await browser.newPage();
  page.on('console', (m) => process.stderr.write(`[page] ${m.text()}\n`));
  await page.goto(url);
  const handle = await page.waitForFunction(() => (window as unknown as { __smoke?: unknown }).__smoke, undefined, { timeout: Number(values.timeout) * 1000, polling: 500 });
  const result = (await handle.jsonValue()) as { ok?: boolean };
  process.stdout.write(JSON.stringify(result, null, 2) + '\n');
  code = result.ok ? 0 : 1;
} finally {
  await browser.close();
  await server.close();
}
process.exit(code);
