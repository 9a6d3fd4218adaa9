// Reading user input for the CLI: a file or stdin, refused with a clear message when
// it is not usable (missing, too large, not UTF-8).
import { readFile, stat } from 'node:fs/promises';
import { describeFsError } from './fs-errors.ts';

export type InputResult = { ok: true; text: string } | { ok: false; message: string };

async function readStdin(limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    const b = chunk as Buffer;
    size += b.length;
    if (size > limit) return null;
    chunks.push(b);
  }
  return Buffer.concat(chunks);
}

export async function readInput(file: string | undefined, limit: number, what: string): Promise<InputResult> {
  let bytes: Buffer | null;
  const where = file ?? 'standard input';
  if (file) {
    try {
      const s = await stat(file);
      if (!s.isFile()) return { ok: false, message: `${file}: not a file` };
      if (s.size > limit) return { ok: false, message: `${file}: ${what} is larger than ${limit} bytes` };
      bytes = await readFile(file);
    } catch (e) {
      return { ok: false, message: (e as NodeJS.ErrnoException).code === 'ENOENT' ? `${file}: no such file` : describeFsError(e, file, 'read') };
    }
  } else {
    bytes = await readStdin(limit);
    if (!bytes) return { ok: false, message: `standard input: ${what} is larger than ${limit} bytes` };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, message: `${where}: not valid UTF-8 text` };
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (!text.trim()) return { ok: false, message: `${where}: empty input` };
  return { ok: true, text };
}
