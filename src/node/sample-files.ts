// Samples from JSONL files, for the CLI: every *.jsonl in a directory (or one file),
// validated by the dataset's own reader, deduplicated by id, kept in file order.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describeFsError } from './fs-errors.ts';
import { readJsonl, type Sample } from '../core/dataset/index.ts';
import { generatorSource, type SampleSource, type SamplesResult } from '../core/run/index.ts';

export async function readSampleFiles(path: string): Promise<SamplesResult<Sample[]>> {
  let files: string[];
  try {
    const info = await stat(path);
    files = info.isDirectory() ? (await readdir(path)).filter((f) => f.endsWith('.jsonl')).sort().map((f) => join(path, f)) : [path];
  } catch (err) {
    return { ok: false, error: { code: 'read_failed', message: describeFsError(err, path, 'read') } };
  }
  if (files.length === 0) return { ok: false, error: { code: 'read_failed', message: `no .jsonl files in ${path}` } };
  const seen = new Set<string>();
  const out: Sample[] = [];
  for (const f of files) {
    let text: string;
    try {
      // Only regular files: reading a FIFO or a device would wait forever or never end.
      if (!(await stat(f)).isFile()) return { ok: false, error: { code: 'read_failed', message: `cannot read ${f}: it is not a regular file` } };
      text = await readFile(f, 'utf8');
    } catch (err) {
      return { ok: false, error: { code: 'read_failed', message: describeFsError(err, f, 'read') } };
    }
    const { samples, errors } = readJsonl(text);
    if (errors.length > 0) {
      const first = errors.slice(0, 3).map((e) => `${f}:${e.line}: ${e.message}`).join('\n');
      return { ok: false, error: { code: 'read_failed', message: `${errors.length} bad line(s):\n${first}` } };
    }
    for (const s of samples) {
      if (seen.has(s.id)) continue;
      seen.add(s.id);
      out.push(s);
    }
  }
  return { ok: true, value: out };
}

/** Where the CLI's samples come from: the generator, or files. */
export const nodeSampleSource: SampleSource = { generated: generatorSource.generated, files: readSampleFiles };
