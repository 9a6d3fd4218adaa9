// One writer per run file. `eval --out FILE` and `eval --resume FILE` hold FILE.lock
// while they run: a JSON note of who holds it (pid, host, since when). A second eval of
// the same file finds it and stops at once, naming the holder; two writers would ask
// every sample twice and interleave their records.
//
// - Taking it is atomic: the note is written to a temp file and hard-linked into place
//   (link(2) fails when the lock exists), so a reader never sees a half-written note.
// - A lock whose process is gone (same host, no such pid: a SIGKILL, a power loss) is
//   stale and taken over; on another host (a shared disk) the pid cannot be checked, so
//   the message says how to remove it by hand.
// - Released on every way out: a normal end, a failure, Ctrl-C and SIGTERM (the command
//   stops gracefully, then releases), and process.exit (an 'exit' hook); only a lock
//   whose note is still ours is removed.
import { randomBytes } from 'node:crypto';
import { constants, closeSync, linkSync, lstatSync, openSync, readSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { describeFsError, fsErrorCode } from './fs-errors.ts';

export interface LockNote {
  pid: number;
  host: string;
  started_at: string;
  /** What holds it ("stepbench eval"). */
  command: string;
  /** Tells this holder's note from a later one with the same pid. */
  token: string;
}

export function lockPathFor(path: string): string {
  return `${path}.lock`;
}

export interface RunLock {
  readonly path: string;
  readonly note: LockNote;
  /** Removes the lock if it is still ours; safe to call more than once, and from an 'exit' hook. */
  release(): void;
}

export type LockResult = { ok: true; lock: RunLock } | { ok: false; message: string };

/** Whether a process with this pid runs on this machine (EPERM: it runs, as another user). */
export function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return fsErrorCode(err) === 'EPERM';
  }
}

const MAX_NOTE_BYTES = 4096;

/** The lock's text, read without following a link and never more than a note's size; null when it is gone. */
function readLockText(lockPath: string): string | null {
  let fd: number;
  try {
    if (!lstatSync(lockPath).isFile()) return '';
    fd = openSync(lockPath, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (err) {
    if (fsErrorCode(err) === 'ENOENT') return null;
    return '';
  }
  try {
    const buffer = Buffer.alloc(MAX_NOTE_BYTES);
    const n = readSync(fd, buffer, 0, MAX_NOTE_BYTES, 0);
    return buffer.subarray(0, n).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

function parseNote(text: string): LockNote | null {
  try {
    const v = JSON.parse(text) as Partial<LockNote>;
    if (typeof v.pid === 'number' && typeof v.host === 'string' && typeof v.started_at === 'string' && typeof v.token === 'string') {
      return { pid: v.pid, host: v.host, started_at: v.started_at, command: typeof v.command === 'string' ? v.command : 'stepbench', token: v.token };
    }
  } catch { /* not a note */ }
  return null;
}

function heldMessage(path: string, lockPath: string, holder: LockNote, here: string): string {
  const who = `${holder.command} (pid ${holder.pid}${holder.host === here ? '' : ` on ${holder.host}`}, since ${holder.started_at})`;
  const check = holder.host === here ? `kill ${holder.pid}` : `on ${holder.host}`;
  return `${path} is being written by another ${who}; wait for it to end, or stop it (${check}) — two writers would ask every sample twice. If that process is gone, delete ${lockPath}.`;
}

function tryLink(note: LockNote, lockPath: string): 'taken' | 'exists' {
  const tmp = `${lockPath}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(tmp, JSON.stringify(note) + '\n', { flag: 'wx' });
  try {
    linkSync(tmp, lockPath);
    return 'taken';
  } catch (err) {
    if (fsErrorCode(err) === 'EEXIST') return 'exists';
    throw err;
  } finally {
    try { unlinkSync(tmp); } catch { /* already gone */ }
  }
}

/**
 * Moves a stale lock out of the way, only if it still holds the stale note (another
 * process may have taken it over in between; then that one is put back).
 */
function removeStale(lockPath: string, staleText: string): boolean {
  const aside = `${lockPath}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(lockPath, aside);
  } catch {
    return false;
  }
  const moved = readLockText(aside);
  if (moved === staleText) {
    try { unlinkSync(aside); } catch { /* gone */ }
    return true;
  }
  try { linkSync(aside, lockPath); } catch { /* a third one holds it now */ }
  try { unlinkSync(aside); } catch { /* gone */ }
  return false;
}

/** Takes `path`.lock for this process, or says who holds it. */
export function acquireRunLock(path: string, options: { command?: string; now?: () => Date } = {}): LockResult {
  const lockPath = lockPathFor(path);
  const here = hostname();
  const note: LockNote = {
    pid: process.pid, host: here, started_at: (options.now?.() ?? new Date()).toISOString(),
    command: options.command ?? 'stepbench eval', token: randomBytes(8).toString('hex'),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    let outcome: 'taken' | 'exists';
    try {
      outcome = tryLink(note, lockPath);
    } catch (err) {
      return { ok: false, message: describeFsError(err, lockPath, 'lock') };
    }
    if (outcome === 'taken') return { ok: true, lock: heldLock(lockPath, note) };
    const text = readLockText(lockPath);
    if (text === null) continue; // released in between: try again
    const holder = parseNote(text);
    if (!holder) {
      return { ok: false, message: `${lockPath} exists but is not a stepbench lock note; if no stepbench eval is writing ${path}, delete ${lockPath}` };
    }
    if (holder.host === here && !processAlive(holder.pid)) {
      // Its writer is gone (killed, crashed): the run file and journal are as it left them, which resume handles.
      removeStale(lockPath, text);
      continue;
    }
    return { ok: false, message: heldMessage(path, lockPath, holder, here) };
  }
  return { ok: false, message: `could not take ${lockPath}: other processes keep taking it; try again` };
}

function heldLock(lockPath: string, note: LockNote): RunLock {
  let held = true;
  const release = (): void => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    const text = readLockText(lockPath);
    if (text !== null && parseNote(text)?.token === note.token) {
      try { unlinkSync(lockPath); } catch { /* already gone */ }
    }
  };
  // process.exit (a second Ctrl-C) skips finally blocks; the 'exit' event still runs.
  process.on('exit', release);
  return { path: lockPath, note, release };
}
