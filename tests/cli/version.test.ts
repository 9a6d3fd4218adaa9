// The CLI records its real version (issue 16, item 8): the bundled CLI looked for
// package.json next to its chunk and wrote "version": "unknown" into every run file and
// HTML report. Both ways the CLI runs are tested: a real esbuild bundle (built here into a
// scratch tree with its own bin/stepbench.mjs, so the other CLI tests' build/cli/ is left
// alone, and without node_modules, so nothing but the bundle can run there), and the
// TypeScript sources through tsx (STEPBENCH_FROM_SOURCE=1).
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCli } from '../../scripts/build-cli.mjs';
import { ROOT, tempDir } from '../cli-core/helpers.ts';

const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

let tree: { path: string; remove: () => Promise<void> };

function run(bin: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { cwd: tree.path, env: { ...process.env, STEPBENCH_FROM_SOURCE: '', ...env }, encoding: 'utf8', timeout: 60_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : null) : 0, stdout, stderr });
    });
  });
}

beforeAll(async () => {
  tree = await tempDir('version');
  mkdirSync(join(tree.path, 'bin'));
  copyFileSync(join(ROOT, 'bin/stepbench.mjs'), join(tree.path, 'bin/stepbench.mjs'));
  // The launcher compares the bundle with the files it was built from: the real ones.
  symlinkSync(join(ROOT, 'src'), join(tree.path, 'src'), 'dir');
  symlinkSync(join(ROOT, 'package.json'), join(tree.path, 'package.json'));
  await buildCli(join(tree.path, 'build/cli'));
}, 60_000);

afterAll(async () => {
  await tree?.remove();
});

async function versions(bin: string, name: string, env: Record<string, string> = {}): Promise<{ file: string; html: string }> {
  const out = join(tree.path, `${name}.json`);
  const page = join(tree.path, `${name}.html`);
  const evaluated = await run(bin, ['eval', '--engine', 'reference', '--limit', '6', '--out', out], env);
  expect(evaluated.code, evaluated.stderr).toBe(0);
  const reported = await run(bin, ['report', out, '--format', 'html', '--out', page], env);
  expect(reported.code, reported.stderr).toBe(0);
  const log = JSON.parse(readFileSync(out, 'utf8')) as { provenance: { app_version: string } };
  return { file: log.provenance.app_version, html: readFileSync(page, 'utf8') };
}

describe('the CLI records the package version', () => {
  it('the bundled CLI (node bin/stepbench.mjs running build/cli/): run file and HTML report', async () => {
    const inputs = JSON.parse(readFileSync(join(tree.path, 'build/cli/inputs.json'), 'utf8')) as string[];
    // A new version in package.json makes the bundle stale, like any other input.
    expect(inputs).toContain('package.json');
    const { file, html } = await versions(join(tree.path, 'bin/stepbench.mjs'), 'bundled');
    expect(VERSION).toMatch(/^\d+\.\d+\.\d+/);
    expect(file).toBe(VERSION);
    expect(html).toContain(`by stepbench ${VERSION}.`);
    expect(html).toContain(`<dt>stepbench version</dt><dd>${VERSION}</dd>`);
    expect(html).not.toMatch(/unknown/);
  }, 60_000);

  it('the sources through tsx: the same version', async () => {
    const { file, html } = await versions(join(ROOT, 'bin/stepbench.mjs'), 'sources', { STEPBENCH_FROM_SOURCE: '1' });
    expect(file).toBe(VERSION);
    expect(html).toContain(`by stepbench ${VERSION}.`);
    expect(html).not.toMatch(/unknown/);
  }, 60_000);
});
