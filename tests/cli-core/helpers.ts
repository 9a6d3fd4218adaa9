// Runs the real CLI (`node bin/stepbench.mjs …`) as a child process with a timeout.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BIN = fileURLToPath(new URL('../../bin/stepbench.mjs', import.meta.url));
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI; `input` is written to stdin (stdin is always closed, so nothing waits on it). */
export function cli(args: readonly string[], input: string | Buffer = '', timeoutMs = 30_000): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [BIN, ...args], { cwd: ROOT, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' }, (err, stdout, stderr) => {
      if (err && (err as NodeJS.ErrnoException & { killed?: boolean }).killed) {
        reject(new Error(`stepbench ${args.join(' ')} timed out after ${timeoutMs} ms\n${stderr}`));
        return;
      }
      const code = err ? (typeof err.code === 'number' ? err.code : null) : 0;
      resolve({ code, stdout, stderr });
    });
    child.stdin?.on('error', () => {}); // the CLI may exit before reading all of stdin
    child.stdin?.end(input);
  });
}

export async function tempDir(prefix: string): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), `stepbench-${prefix}-`));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}
