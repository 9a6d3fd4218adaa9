// `stepbench models` as a child process against local servers: the list, the exit
// code for each outcome, the verdict as the last line.
import { afterEach, describe, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import { closedPort, startServer, type LocalServer } from '../engines/local-server.ts';
import { runCli } from './cli-helpers.ts';

let server: LocalServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const LIST = { object: 'list', data: [{ id: 'qwen3:14b' }, { id: 'gpt-oss:20b' }] };

describe('stepbench models', () => {
  it('lists the models and exits 0 when --model is there; 1 when it is not', async () => {
    server = await startServer(() => ({ body: LIST }));
    const ok = await runCli(['models', '--endpoint', server.url, '--model', 'qwen3:14b'], tmpdir());
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('  qwen3:14b   <- --model\n  gpt-oss:20b\n');
    expect(ok.stdout.trim().split('\n').at(-1)).toBe('the server answers with 2 models, including "qwen3:14b"');
    const missing = await runCli(['models', '--endpoint', server.url, '--model', 'phi4', '--json'], tmpdir());
    expect(missing.code).toBe(1);
    expect(JSON.parse(missing.stdout)).toMatchObject({ code: 'model_missing', models: ['qwen3:14b', 'gpt-oss:20b'], model: 'phi4', model_found: false });
  }, 30_000);

  it('exits 3 quickly for a closed port, the cause and what to try last', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const start = Date.now();
    const dead = await runCli(['models', '--endpoint', url], tmpdir());
    expect(dead.code).toBe(3);
    expect(Date.now() - start).toBeLessThan(10_000);
    const lines = dead.stderr.trim().split('\n');
    expect(lines.at(-2)).toMatch(/^stepbench models: connection refused by 127\.0\.0\.1:\d+$/);
    expect(lines.at(-1)).toBe(`try: Is the server running at ${url}/v1/models? Nothing accepts connections on that port.`);
  }, 30_000);

  it('exits 4 on 401 and 2 on bad usage', async () => {
    server = await startServer(() => ({ status: 401, body: { error: 'unauthorized' } }));
    expect((await runCli(['models', '--endpoint', server.url, '--api-key', 'x'], tmpdir())).code).toBe(4);
    expect((await runCli(['models'], tmpdir())).code).toBe(2);
    expect((await runCli(['models', '--endpoint', 'not a url'], tmpdir())).code).toBe(2);
  }, 30_000);
});
