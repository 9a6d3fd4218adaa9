// Where the CLI writes (`--out` of report, export-sft, eval and generate): only regular
// files. A path that is a symbolic link, a FIFO, a device, a socket or a folder is
// refused with a message saying what it is — never written through, never replaced by a
// rename — because run as root, `--out /dev/stdout` once replaced the machine's device
// node, and a link planted in a shared folder could aim a write anywhere. (Writing
// through would serve `--out /dev/stdout`, but leaving out --out already does that, and
// refusing is the one rule that is safe for every kind of file.)
//
// Files are written atomically: a new temp file beside the target, created exclusively
// (O_EXCL: it cannot be a link someone planted), synced, then renamed over the target.
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { lstat, mkdir, open, readlink, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { FileProblem, describeFsError, fileProblem, fsErrorCode } from './fs-errors.ts';

/** What a non-regular file is, in words; null for a regular file. */
function kindOf(info: { isFile(): boolean; isDirectory(): boolean; isSymbolicLink(): boolean; isFIFO(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean; isSocket(): boolean }): string | null {
  if (info.isFile()) return null;
  if (info.isSymbolicLink()) return 'a symbolic link';
  if (info.isDirectory()) return 'a folder';
  if (info.isFIFO()) return 'a named pipe (FIFO)';
  if (info.isCharacterDevice()) return 'a character device';
  if (info.isBlockDevice()) return 'a block device';
  if (info.isSocket()) return 'a socket';
  return 'not a regular file';
}

/**
 * Why `path` may not be written, in words, or null when it is a regular file or does not
 * exist yet (a missing folder on the way is left to the write, which says so).
 */
export async function outputRefusal(path: string, options: { flag?: string; stdoutInstead?: boolean } = {}): Promise<string | null> {
  const flag = options.flag ?? '--out';
  let info;
  try {
    info = await lstat(path);
  } catch (err) {
    const code = fsErrorCode(err);
    if (code === 'ENOENT') return null;
    return describeFsError(err, path, 'write');
  }
  const kind = kindOf(info);
  if (kind === null) return null;
  if (info.isSymbolicLink()) {
    const target = await readlink(path).catch(() => '?');
    return `${path} is a symbolic link (to ${target}); stepbench writes only regular files and never replaces or writes through a link — give ${flag} the real path, or remove the link`;
  }
  if (info.isDirectory()) return `${path} is a folder; give ${flag} a file name (e.g. ${path.replace(/\/+$/, '')}/out.json)`;
  const stdoutHint = options.stdoutInstead && (info.isFIFO() || info.isCharacterDevice()) ? ` — to write to standard output, leave out ${flag} (and redirect with >)` : '';
  return `${path} is ${kind}; stepbench writes only regular files${stdoutHint}`;
}

/** Throws a FileProblem when `path` may not be written (see outputRefusal). */
export async function assertWritableTarget(path: string): Promise<void> {
  const refusal = await outputRefusal(path);
  if (refusal !== null) throw new FileProblem(refusal);
}

function tempPathFor(path: string): string {
  return `${path}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
}

/**
 * Writes `text` to `path` so that readers see the old or the new file, never a torn one,
 * and only when `path` is a regular file or absent. Failures are FileProblems in words.
 */
export async function writeFileAtomic(path: string, text: string): Promise<void> {
  await assertWritableTarget(path);
  const tmp = tempPathFor(path);
  let handle: FileHandle | null = null;
  try {
    handle = await open(tmp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o666);
    await handle.writeFile(text, 'utf8');
    await handle.sync();
    await handle.close();
    handle = null;
    // The target could have changed since the first look: look again right before the rename.
    await assertWritableTarget(path);
    await rename(tmp, path);
  } catch (err) {
    await handle?.close().catch(() => undefined);
    await rm(tmp, { force: true }).catch(() => undefined);
    throw fileProblem(err, path, 'write');
  }
  try {
    // Persist the rename itself; directories cannot be opened this way on Windows.
    const dir = await open(dirname(path), 'r');
    try { await dir.sync(); } finally { await dir.close(); }
  } catch { /* best effort */ }
}

/**
 * Opens `path` for writing (truncated, or appended to) only if it is a regular file or
 * absent: never through a symbolic link (O_NOFOLLOW), never a FIFO or device (O_NONBLOCK
 * keeps a FIFO from blocking the open; the handle is then checked).
 */
export async function openRegularForWrite(path: string, mode: 'truncate' | 'append'): Promise<FileHandle> {
  await assertWritableTarget(path);
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_NOFOLLOW | constants.O_NONBLOCK | (mode === 'truncate' ? constants.O_TRUNC : constants.O_APPEND);
  let handle: FileHandle;
  try {
    handle = await open(path, flags, 0o666);
  } catch (err) {
    throw fileProblem(err, path, 'write');
  }
  const info = await handle.stat();
  if (!info.isFile()) {
    await handle.close();
    throw new FileProblem(`${path} is ${kindOf(info) ?? 'not a regular file'}; stepbench writes only regular files`);
  }
  return handle;
}

/**
 * `mkdir -p` that always ends. Node's `mkdir(dir, { recursive: true })` never returns
 * when a parent exists but creating the child fails with ENOENT — /proc/x, a path
 * through a dangling symbolic link — because it takes ENOENT for "make the parent first"
 * and loops (nodejs/node's recursive mkdir; `generate --out /proc/x` spun at 100% CPU).
 * Here each level is tried once: a folder that still cannot be made once its parent
 * exists is an error.
 */
export async function makeOutputDir(dir: string): Promise<void> {
  try {
    await mkdir(dir);
    return;
  } catch (err) {
    const code = fsErrorCode(err);
    if (code === 'EEXIST') return existingFolder(dir);
    if (code !== 'ENOENT') throw fileProblem(err, dir, 'create');
  }
  const parent = dirname(dir);
  if (parent === dir) throw new FileProblem(`cannot create the folder ${dir}: its root does not exist`);
  await makeOutputDir(parent);
  try {
    await mkdir(dir);
  } catch (err) {
    const code = fsErrorCode(err);
    if (code === 'EEXIST') return existingFolder(dir);
    if (code === 'ENOENT') {
      throw new FileProblem(`cannot create the folder ${dir}: ${parent} exists but does not let a folder be made in it (ENOENT; /proc, /sys and similar file systems do this) — choose a folder on an ordinary disk`, { code, cause: err });
    }
    throw fileProblem(err, dir, 'create');
  }
}

/** `dir` exists: fine if it is a folder (or a link to one), else said what it is. */
async function existingFolder(dir: string): Promise<void> {
  try {
    const info = await stat(dir);
    if (info.isDirectory()) return;
    throw new FileProblem(`cannot use ${dir} as the output folder: it is ${kindOf(info) ?? 'not a folder'}`);
  } catch (err) {
    if (err instanceof FileProblem) throw err;
    if (fsErrorCode(err) === 'ENOENT') {
      const target = await readlink(dir).catch(() => '?');
      throw new FileProblem(`cannot use ${dir} as the output folder: it is a symbolic link to ${target}, which does not exist — create that folder, or remove the link`, { code: 'ENOENT', cause: err });
    }
    throw fileProblem(err, dir, 'create');
  }
}
