// Where the CLI writes: only regular files, never through or over a symbolic link, a
// FIFO or a device; folders made without Node's recursive-mkdir loop; file-system errors
// said in words. With real links and a real FIFO (mkfifo) in a temp folder.
import { execFileSync } from 'node:child_process';
import { lstat, mkdtemp, readFile, readdir, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileProblem, describeFsError, fileProblem, fsErrorCode } from '../../src/node/fs-errors.ts';
import { makeOutputDir, openRegularForWrite, outputRefusal, writeFileAtomic } from '../../src/node/safe-output.ts';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stepbench-out-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const errno = (code: string) => Object.assign(new Error(`${code}: raw`), { code });

describe('describeFsError', () => {
  it.each([
    ['ENOSPC', 'write', /cannot write out\.json: no space is left on the disk \(ENOSPC\) — free some space/],
    ['EISDIR', 'write', /cannot write out\.json: it is a folder \(EISDIR\) — give a file name inside it/],
    ['EACCES', 'write', /permission denied \(EACCES\) — choose a folder you may write to/],
    ['ENOENT', 'write', /a folder on the way there does not exist \(ENOENT\) — create the folder first/],
    ['ENOENT', 'read', /cannot read out\.json: there is no such file or folder \(ENOENT\)/],
    ['EROFS', 'write', /read-only \(EROFS\) — write somewhere else/],
    ['ENOTDIR', 'create', /cannot create the folder out\.json: a part of the path that should be a folder is a file \(ENOTDIR\)/],
    ['EDQUOT', 'write', /quota/],
    ['ELOOP', 'write', /symbolic link/],
  ] as const)('%s (%s) in words, with the path and what to try', (code, action, said) => {
    expect(describeFsError(errno(code), 'out.json', action)).toMatch(said);
  });

  it('keeps an unknown error\'s own message, and FileProblem passes through fileProblem unchanged', () => {
    expect(describeFsError(errno('EWEIRD'), 'x', 'write')).toBe('cannot write x: EWEIRD: raw');
    expect(describeFsError(new Error('boom'), 'x', 'read')).toBe('cannot read x: boom');
    expect(fsErrorCode(errno('ENOSPC'))).toBe('ENOSPC');
    expect(fsErrorCode(new Error('x'))).toBeNull();
    const p = new FileProblem('said');
    expect(fileProblem(p, 'x', 'write')).toBe(p);
    expect(fileProblem(errno('ENOSPC'), 'x', 'write')).toMatchObject({ code: 'ENOSPC', message: expect.stringMatching(/no space is left on the disk/) });
  });
});

describe('outputRefusal and writeFileAtomic', () => {
  it('writes a new file and replaces a regular one, leaving no temp file behind', async () => {
    const out = join(dir, 'report.txt');
    await writeFileAtomic(out, 'one');
    await writeFileAtomic(out, 'two');
    expect(await readFile(out, 'utf8')).toBe('two');
    expect(await readdir(dir)).toEqual(['report.txt']);
    expect(await outputRefusal(out)).toBeNull();
    expect(await outputRefusal(join(dir, 'new.txt'))).toBeNull();
  });

  it('refuses a symbolic link (to a file, or dangling) and leaves the link and its target as they were', async () => {
    const target = join(dir, 'precious.txt');
    await writeFile(target, 'keep me');
    const link = join(dir, 'link.txt');
    await symlink(target, link);
    expect(await outputRefusal(link)).toMatch(/is a symbolic link \(to .*precious\.txt\); stepbench writes only regular files .* give --out the real path, or remove the link/);
    await expect(writeFileAtomic(link, 'overwritten')).rejects.toBeInstanceOf(FileProblem);
    expect((await lstat(link)).isSymbolicLink()).toBe(true);
    expect(await readlink(link)).toBe(target);
    expect(await readFile(target, 'utf8')).toBe('keep me');
    const dangling = join(dir, 'dangling.txt');
    await symlink(join(dir, 'nowhere'), dangling);
    await expect(writeFileAtomic(dangling, 'x')).rejects.toThrow(/symbolic link/);
    expect(await readdir(dir)).toEqual(['dangling.txt', 'link.txt', 'precious.txt']);
  });

  it('refuses a FIFO at once (no reader needed, nothing blocks) and leaves it a FIFO', async () => {
    const fifo = join(dir, 'pipe');
    execFileSync('mkfifo', [fifo]);
    expect(await outputRefusal(fifo, { stdoutInstead: true })).toMatch(/is a named pipe \(FIFO\); stepbench writes only regular files — to write to standard output, leave out --out/);
    await expect(writeFileAtomic(fifo, 'x')).rejects.toThrow(/named pipe/);
    await expect(openRegularForWrite(fifo, 'append')).rejects.toThrow(/named pipe/);
    expect((await lstat(fifo)).isFIFO()).toBe(true);
  });

  it('refuses a character device and a folder', async () => {
    expect(await outputRefusal('/dev/null')).toMatch(/\/dev\/null is a character device; stepbench writes only regular files$/);
    expect(await outputRefusal(dir)).toMatch(/is a folder; give --out a file name/);
  });

  it('a missing folder on the way is said in words', async () => {
    await expect(writeFileAtomic(join(dir, 'no', 'such', 'out.txt'), 'x')).rejects.toThrow(/cannot write .*out\.txt: a folder on the way there does not exist \(ENOENT\) — create the folder first/);
  });

  it('openRegularForWrite refuses a link (O_NOFOLLOW) and opens a regular file', async () => {
    const target = join(dir, 't');
    await writeFile(target, 'keep');
    await symlink(target, join(dir, 'j'));
    await expect(openRegularForWrite(join(dir, 'j'), 'truncate')).rejects.toThrow(/symbolic link/);
    expect(await readFile(target, 'utf8')).toBe('keep');
    const h = await openRegularForWrite(join(dir, 'journal'), 'append');
    await h.appendFile('line\n');
    await h.close();
    expect(await readFile(join(dir, 'journal'), 'utf8')).toBe('line\n');
  });
});

describe('makeOutputDir', () => {
  it('makes nested folders, accepts an existing one or a link to one', async () => {
    await makeOutputDir(join(dir, 'a', 'b', 'c'));
    expect((await lstat(join(dir, 'a', 'b', 'c'))).isDirectory()).toBe(true);
    await makeOutputDir(join(dir, 'a'));
    await symlink(join(dir, 'a'), join(dir, 'to-a'));
    await makeOutputDir(join(dir, 'to-a'));
  });

  it('ends at once, with the reason, where Node\'s recursive mkdir loops forever: /proc/x and a dangling link', async () => {
    await expect(makeOutputDir('/proc/stepbench-x/y')).rejects.toThrow(/cannot create the folder \/proc\/stepbench-x: \/proc exists but does not let a folder be made in it/);
    await symlink(join(dir, 'missing'), join(dir, 'dangling'));
    await expect(makeOutputDir(join(dir, 'dangling', 'sub'))).rejects.toThrow(/it is a symbolic link to .*missing, which does not exist/);
  });

  it('a file where a folder should be is said in words', async () => {
    await writeFile(join(dir, 'file'), '');
    await expect(makeOutputDir(join(dir, 'file'))).rejects.toThrow(/cannot use .*file as the output folder: it is not a folder/);
    await expect(makeOutputDir(join(dir, 'file', 'x'))).rejects.toThrow(/ENOTDIR/);
  });
});
