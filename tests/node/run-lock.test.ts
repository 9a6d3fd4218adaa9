// One writer per run file: FILE.lock taken atomically, refused while its holder lives
// (naming it), taken over when its holder is gone, released only by its holder.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireRunLock, lockPathFor, processAlive, type LockNote } from '../../src/node/run-lock.ts';

let dir = '';
let run = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stepbench-lock-'));
  run = join(dir, 'run.json');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A pid that certainly ran and is gone: a child that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

const note = (over: Partial<LockNote>): string => JSON.stringify({ pid: 1, host: hostname(), started_at: '2026-01-01T00:00:00.000Z', command: 'stepbench eval', token: 'other', ...over });

describe('acquireRunLock', () => {
  it('writes a note naming this process, and release removes it (twice is harmless)', async () => {
    const got = acquireRunLock(run, { now: () => new Date('2026-02-03T04:05:06Z') });
    expect(got.ok).toBe(true);
    if (!got.ok) return;
    expect(got.lock.path).toBe(`${run}.lock`);
    const written = JSON.parse(await readFile(lockPathFor(run), 'utf8')) as LockNote;
    expect(written).toMatchObject({ pid: process.pid, host: hostname(), started_at: '2026-02-03T04:05:06.000Z', command: 'stepbench eval' });
    got.lock.release();
    got.lock.release();
    expect(await readdir(dir)).toEqual([]);
  });

  it('a second taker is refused while the holder lives, with its pid and start time and what to do', () => {
    const first = acquireRunLock(run);
    expect(first.ok).toBe(true);
    const second = acquireRunLock(run);
    expect(second.ok).toBe(false);
    if (second.ok || !first.ok) return;
    expect(second.message).toContain(`${run} is being written by another stepbench eval (pid ${process.pid}, since ${first.lock.note.started_at})`);
    expect(second.message).toContain(`kill ${process.pid}`);
    expect(second.message).toContain(`delete ${run}.lock`);
    first.lock.release();
    expect(acquireRunLock(run).ok).toBe(true);
  });

  it('takes over a lock whose process is gone (killed without releasing)', async () => {
    const pid = deadPid();
    expect(processAlive(pid)).toBe(false);
    await writeFile(lockPathFor(run), note({ pid }));
    const got = acquireRunLock(run);
    expect(got.ok).toBe(true);
    expect(JSON.parse(await readFile(lockPathFor(run), 'utf8')).pid).toBe(process.pid);
    expect((await readdir(dir)).sort()).toEqual(['run.json.lock']);
  });

  it('refuses a lock held on another host (its pid cannot be checked), and a lock file that is not a note', async () => {
    await writeFile(lockPathFor(run), note({ pid: deadPid(), host: 'elsewhere.example' }));
    const other = acquireRunLock(run);
    expect(other.ok).toBe(false);
    if (!other.ok) expect(other.message).toMatch(/pid \d+ on elsewhere\.example.*on elsewhere\.example/);
    await writeFile(lockPathFor(run), 'garbage');
    const garbage = acquireRunLock(run);
    expect(garbage.ok).toBe(false);
    if (!garbage.ok) expect(garbage.message).toMatch(/exists but is not a stepbench lock note; .* delete /);
  });

  it('a link where the lock should be is not followed, read or replaced', async () => {
    await writeFile(join(dir, 'target'), note({ pid: deadPid() }));
    await symlink(join(dir, 'target'), lockPathFor(run));
    const got = acquireRunLock(run);
    expect(got.ok).toBe(false);
    expect(await readFile(join(dir, 'target'), 'utf8')).toContain('"token":"other"');
  });

  it('release leaves a lock that is no longer its own', async () => {
    const got = acquireRunLock(run);
    if (!got.ok) throw new Error(got.message);
    await writeFile(lockPathFor(run), note({ pid: process.pid, token: 'someone-else' }));
    got.lock.release();
    expect(await readFile(lockPathFor(run), 'utf8')).toContain('someone-else');
  });

  it('a folder that does not exist is said in words', () => {
    const got = acquireRunLock(join(dir, 'no', 'run.json'));
    expect(got.ok).toBe(false);
    if (!got.ok) expect(got.message).toMatch(/cannot take the lock file .*run\.json\.lock.*ENOENT/);
  });
});
