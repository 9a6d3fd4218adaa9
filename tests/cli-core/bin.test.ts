// bin/stepbench.mjs picks the bundle only while it is up to date, and the TypeScript
// sources (through tsx) otherwise; without either it says how to build. Tested on a copy
// of the launcher in a scratch tree whose "bundle" and "sources" are stand-ins that only
// say which one ran (test doubles: building the real bundle here would race the other
// CLI tests, which run build/cli/ while this file runs).
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, mkdirSync, rmSync, symlinkSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROOT, tempDir } from './helpers.ts';

let tree: { path: string; remove: () => Promise<void> };

function run(env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [join(tree.path, 'bin/stepbench.mjs'), '--help'], { env: { ...process.env, STEPBENCH_FROM_SOURCE: '', ...env }, encoding: 'utf8', timeout: 30_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : null) : 0, stdout, stderr });
    });
  });
}

const at = (path: string, secondsAgo: number) => {
  const t = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(join(tree.path, path), t, t);
};

beforeEach(async () => {
  tree = await tempDir('bin');
  const p = (f: string) => join(tree.path, f);
  for (const d of ['bin', 'build/cli', 'src/cli']) mkdirSync(p(d), { recursive: true });
  copyFileSync(join(ROOT, 'bin/stepbench.mjs'), p('bin/stepbench.mjs'));
  writeFileSync(p('package.json'), '{"type": "module"}\n'); // as the project's: the sources are ES modules
  symlinkSync(join(ROOT, 'node_modules'), p('node_modules'), 'dir');
  writeFileSync(p('src/cli/main.ts'), "const from: string = 'sources';\nprocess.stdout.write(`ran the ${from}\\n`);\n");
  writeFileSync(p('src/cli/other.ts'), 'export {};\n');
  writeFileSync(p('build/cli/stepbench.mjs'), "process.stdout.write('ran the bundle\\n');\n");
  writeFileSync(p('build/cli/inputs.json'), JSON.stringify(['src/cli/main.ts', 'src/cli/other.ts']));
  at('src/cli/main.ts', 60);
  at('src/cli/other.ts', 60);
  at('build/cli/inputs.json', 10);
});

/** Removes the link to the real node_modules first, so nothing can ever delete through it. */
function unlinkModules(): void {
  const link = join(tree.path, 'node_modules');
  if (existsSync(link) && lstatSync(link).isSymbolicLink()) unlinkSync(link);
}

afterEach(async () => {
  unlinkModules();
  await tree.remove();
});

describe('bin/stepbench.mjs', () => {
  it('runs the bundle while every source it was built from is older', async () => {
    expect(await run()).toMatchObject({ code: 0, stdout: 'ran the bundle\n', stderr: '' });
  });

  it('runs the sources through tsx when a source changed after the bundle, quietly when stderr is not a terminal', async () => {
    at('src/cli/other.ts', 0);
    expect(await run()).toMatchObject({ code: 0, stdout: 'ran the sources\n', stderr: '' });
  });

  it('runs the sources when a bundled source is gone, the bundle is missing, or STEPBENCH_FROM_SOURCE is set', async () => {
    expect((await run({ STEPBENCH_FROM_SOURCE: '1' })).stdout).toBe('ran the sources\n');
    rmSync(join(tree.path, 'src/cli/other.ts'));
    expect((await run()).stdout).toBe('ran the sources\n');
    rmSync(join(tree.path, 'build'), { recursive: true });
    expect((await run()).stdout).toBe('ran the sources\n');
  });

  it('without a bundle and without tsx, exits 1 saying how to build', async () => {
    rmSync(join(tree.path, 'build'), { recursive: true });
    unlinkModules();
    const r = await run();
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/build\/cli\/\) is missing.*tsx.*not installed/s);
    expect(r.stderr).toMatch(/npm run build:cli/);
  });
});
