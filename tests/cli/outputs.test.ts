// Safe outputs through the real CLI: `report --out`, `export-sft --out`, `eval --out` and
// `generate --out` write only regular files. A symbolic link or a FIFO (made with mkfifo)
// is refused at once with a message saying what it is, and left exactly as it was; an
// impossible folder (/proc/x) fails at once; file-system errors are said in words.
import { execFileSync } from 'node:child_process';
import { lstat, mkdir, mkdtemp, readFile, readdir, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyDataset } from '../run/fixtures.ts';
import { runCli, writeData } from './cli-helpers.ts';

let dir = '';
let data = '';
let run = '';
const PRECIOUS = 'do not replace me\n';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stepbench-outputs-'));
  data = await writeData(dir, tinyDataset(2));
  run = join(dir, 'run.json');
  const made = await runCli(['eval', '--engine', 'reference', '--data', data, '--out', run], dir);
  if (made.code !== 0) throw new Error(made.stderr);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A fresh folder with a link to a precious file, a dangling link and a FIFO. */
async function traps(name: string): Promise<{ at: string; link: string; dangling: string; fifo: string; precious: string }> {
  const at = join(dir, name);
  await mkdir(at);
  const precious = join(at, 'precious.txt');
  await writeFile(precious, PRECIOUS);
  const link = join(at, 'link.out');
  await symlink(precious, link);
  const dangling = join(at, 'dangling.out');
  await symlink(join(at, 'nowhere.txt'), dangling);
  const fifo = join(at, 'fifo.out');
  execFileSync('mkfifo', [fifo]);
  return { at, link, dangling, fifo, precious };
}

async function untouched(t: Awaited<ReturnType<typeof traps>>): Promise<void> {
  expect(await readlink(t.link)).toBe(t.precious);
  expect(await readFile(t.precious, 'utf8')).toBe(PRECIOUS);
  expect((await lstat(t.dangling)).isSymbolicLink()).toBe(true);
  expect((await lstat(t.fifo)).isFIFO()).toBe(true);
  expect((await readdir(t.at)).sort()).toEqual(['dangling.out', 'fifo.out', 'link.out', 'precious.txt']);
}

describe('--out onto a symbolic link or a FIFO is refused, and nothing there changes', () => {
  it('report --out (text, json and html)', async () => {
    const t = await traps('report');
    for (const [target, what] of [[t.link, /is a symbolic link \(to .*precious\.txt\); stepbench writes only regular files/], [t.dangling, /is a symbolic link/], [t.fifo, /is a named pipe \(FIFO\); stepbench writes only regular files — to write to standard output, leave out --out/]] as const) {
      for (const format of [[], ['--json'], ['--format', 'html']]) {
        const r = await runCli(['report', run, '--data', data, ...format, '--out', target], dir);
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(what);
      }
    }
    await untouched(t);
    // A device too: the command that once replaced /dev/stdout's node.
    const dev = await runCli(['report', run, '--data', data, '--out', '/dev/null'], dir);
    expect(dev.code).toBe(2);
    expect(dev.stderr).toMatch(/\/dev\/null is a character device/);
    expect((await lstat('/dev/null')).isCharacterDevice()).toBe(true);
  }, 60_000);

  it('export-sft --out', async () => {
    const t = await traps('sft');
    for (const target of [t.link, t.fifo]) {
      const r = await runCli(['export-sft', '--data', data, '--split', 'test', '--out', target], dir);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/stepbench export-sft: .*(symbolic link|named pipe)/);
    }
    await untouched(t);
  }, 60_000);

  it('eval --out, its journal, and --resume of a link', async () => {
    const t = await traps('eval');
    for (const target of [t.link, t.dangling, t.fifo]) {
      const r = await runCli(['eval', '--engine', 'reference', '--data', data, '--out', target], dir);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/stepbench eval: .*(symbolic link|named pipe)/);
    }
    // The journal beside a new run file is held to the same rule.
    await symlink(t.precious, join(t.at, 'new.json.journal.jsonl'));
    const journal = await runCli(['eval', '--engine', 'reference', '--data', data, '--out', join(t.at, 'new.json')], dir);
    expect(journal.code).toBe(2);
    expect(journal.stderr).toMatch(/new\.json\.journal\.jsonl is a symbolic link/);
    await rm(join(t.at, 'new.json.journal.jsonl'));
    const resumed = await runCli(['eval', '--resume', t.link], dir);
    expect(resumed.code).toBe(2);
    expect(resumed.stderr).toMatch(/give --resume the real path/);
    await untouched(t);
  }, 60_000);

  it('generate --out DIR with a FIFO or a link where a file goes', async () => {
    const t = await traps('gen');
    execFileSync('mkfifo', [join(t.at, 'test-canonical.jsonl')]);
    const r = await runCli(['generate', '--no-train', '--test', '6', '--out', t.at], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/test-canonical\.jsonl is a named pipe \(FIFO\); stepbench writes only regular files\n/);
    await rm(join(t.at, 'test-canonical.jsonl'));
    await symlink(t.precious, join(t.at, 'manifest.json'));
    const l = await runCli(['generate', '--no-train', '--test', '6', '--out', t.at], dir);
    expect(l.code).toBe(1);
    expect(l.stderr).toMatch(/manifest\.json is a symbolic link/);
    expect(await readFile(t.precious, 'utf8')).toBe(PRECIOUS);
  }, 60_000);
});

describe('report --format csv', () => {
  it('writes a run named like a formula as text in every place the name appears', async () => {
    const named = join(dir, 'formula.json');
    const name = '=HYPERLINK("http://evil.example","x")';
    expect((await runCli(['eval', '--engine', 'reference', '--data', data, '--name', name, '--out', named], dir)).code).toBe(0);
    const r = await runCli(['report', named, '--data', data, '--format', 'csv'], dir);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines.filter((l) => l.includes('HYPERLINK')).length).toBeGreaterThanOrEqual(3);
    for (const line of lines) {
      // No field starts with a formula character: not a line, and not after a comma.
      expect(line).not.toMatch(/^[=+@]|,[=+@]/);
      if (line.includes('HYPERLINK')) expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")`);
    }
  }, 60_000);
});

describe('impossible places and file-system errors, in words', () => {
  it('generate --out /proc/x fails at once (it used to spin at 100% CPU), saying why', async () => {
    const t0 = Date.now();
    const r = await runCli(['generate', '--out', '/proc/stepbench-x'], dir);
    // Liveness, not speed: the old code never returned. Start-up on a loaded machine is on top.
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/cannot create the folder \/proc\/stepbench-x: \/proc exists but does not let a folder be made in it/);
  }, 30_000);

  it('a folder that is not there, a folder where a file goes, a file where a folder goes', async () => {
    const missing = await runCli(['report', run, '--data', data, '--out', join(dir, 'no', 'such', 'r.txt')], dir);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/stepbench report: cannot write .*r\.txt: a folder on the way there does not exist \(ENOENT\) — create the folder first/);
    const folder = await runCli(['report', run, '--data', data, '--out', dir], dir);
    expect(folder.code).toBe(2);
    expect(folder.stderr).toMatch(/is a folder; give --out a file name/);
    const notDir = await runCli(['eval', '--engine', 'reference', '--data', data, '--out', join(run, 'x.json')], dir);
    expect(notDir.code).not.toBe(0);
    expect(notDir.stderr).toMatch(/ENOTDIR/);
    expect(notDir.stderr).toMatch(/a part of the path that should be a folder is a file/);
    const gen = await runCli(['generate', '--out', join(run, 'data')], dir);
    expect(gen.code).toBe(1);
    expect(gen.stderr).toMatch(/cannot create the folder .*data: a part of the path that should be a folder is a file \(ENOTDIR\)/);
  }, 60_000);

  it('reading a run file that is a FIFO or a folder is refused, not waited on', async () => {
    const fifo = join(dir, 'run-fifo.json');
    execFileSync('mkfifo', [fifo]);
    const r = await runCli(['report', fifo], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/not a regular file \(a named pipe\)/);
  }, 30_000);
});
