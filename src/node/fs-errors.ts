// File-system failures in words: what could not be done, to which path, why, and what to
// try — never a bare "ENOSPC: no space left on device, write". One function, used by
// every command that reads or writes files (and by the CLI's last-resort handler).

export type FsAction = 'read' | 'write' | 'create' | 'open' | 'lock';

const VERB: Record<FsAction, string> = {
  read: 'cannot read',
  write: 'cannot write',
  create: 'cannot create the folder',
  open: 'cannot open',
  lock: 'cannot take the lock file',
};

interface Explained {
  why: string;
  tryThis: string;
}

/** The reason in words and what to try, for the error codes a file operation meets. */
function explain(code: string, action: FsAction): Explained | null {
  const writing = action !== 'read';
  switch (code) {
    case 'ENOENT':
      return writing
        ? { why: 'a folder on the way there does not exist', tryThis: 'create the folder first, or choose another path' }
        : { why: 'there is no such file or folder', tryThis: 'check the path (relative paths start at the current folder)' };
    case 'ENOTDIR':
      return { why: 'a part of the path that should be a folder is a file', tryThis: 'check the path; a file cannot hold other files' };
    case 'EISDIR':
      return writing
        ? { why: 'it is a folder', tryThis: 'give a file name inside it (e.g. DIR/report.html)' }
        : { why: 'it is a folder, not a file', tryThis: 'give the path of a file in it' };
    case 'ENOSPC':
      return { why: 'no space is left on the disk', tryThis: 'free some space, or write to another disk' };
    case 'EDQUOT':
      return { why: 'your disk quota is used up', tryThis: 'free some space, or write to another disk' };
    case 'EFBIG':
      return { why: 'the file would be larger than this file system allows', tryThis: 'write to another disk' };
    case 'EACCES':
    case 'EPERM':
      return writing
        ? { why: 'permission denied', tryThis: 'choose a folder you may write to, or change its permissions' }
        : { why: 'permission denied', tryThis: 'check the file\'s permissions' };
    case 'EROFS':
      return { why: 'the file system is read-only', tryThis: 'write somewhere else' };
    case 'EEXIST':
      return { why: 'something already exists there', tryThis: 'remove it or choose another path' };
    case 'ELOOP':
      return { why: 'it is a symbolic link (or a loop of them), which stepbench does not write through', tryThis: 'give the real path, or remove the link' };
    case 'ENAMETOOLONG':
      return { why: 'the path is too long', tryThis: 'use a shorter path' };
    case 'EMFILE':
    case 'ENFILE':
      return { why: 'too many files are open', tryThis: 'close other programs or raise the limit (ulimit -n), then try again' };
    case 'EBUSY':
    case 'ETXTBSY':
      return { why: 'the file is busy (in use by another program)', tryThis: 'close the program using it, or choose another path' };
    case 'ENXIO':
      return { why: 'it is a device or pipe with nothing on the other end', tryThis: 'give the path of a regular file' };
    case 'EIO':
      return { why: 'the device reported an input/output error', tryThis: 'check the disk; write somewhere else' };
    case 'EINVAL':
      return { why: 'the file system refused the operation', tryThis: 'write to an ordinary folder (not /proc, /sys or a special mount)' };
    default:
      return null;
  }
}

/** The errno code of a Node file-system error, or null. */
export function fsErrorCode(err: unknown): string | null {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^E[A-Z0-9]+$/.test(code) ? code : null;
}

/**
 * "cannot write out/report.html: no space is left on the disk (ENOSPC) —
 * free some space, or write to another disk". Unknown errors keep their own message.
 */
export function describeFsError(err: unknown, path: string, action: FsAction): string {
  const code = fsErrorCode(err);
  const explained = code === null ? null : explain(code, action);
  if (!explained) {
    const message = err instanceof Error ? err.message : String(err);
    return `${VERB[action]} ${path}: ${message}`;
  }
  return `${VERB[action]} ${path}: ${explained.why} (${code}) — ${explained.tryThis}`;
}

/** An error whose message is already in words (thrown by the node helpers, printed as it is). */
export class FileProblem extends Error {
  readonly code: string | null;
  constructor(message: string, options: { code?: string | null; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'FileProblem';
    this.code = options.code ?? null;
  }
}

/** Wraps a file-system error into a FileProblem with its message in words (a FileProblem passes as it is). */
export function fileProblem(err: unknown, path: string, action: FsAction): FileProblem {
  if (err instanceof FileProblem) return err;
  return new FileProblem(describeFsError(err, path, action), { code: fsErrorCode(err), cause: err });
}
