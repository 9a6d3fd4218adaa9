// The line a line-naming cue names in each test sample of a dataset directory (audit 8's
// namedLines, src/core/audit/slip-cues.ts), as one JSON object {sample id: line, or -1}.
//
// usage: npx tsx scripts/named-lines.ts DIR
//
// scripts/probe-independent.py --named FILE reads it, so the independent probe is scored on the
// same subset as the project's probe.q3_unnamed: the erroneous samples where no cue names the
// error's line. Only the subset comes from the project; the probe stays the independent one.
// Exits 2 when DIR's test files cannot be read.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { namedLines } from '../src/core/audit/slip-cues.ts';

function readSamples(path: string): { id: string; steps: string[] }[] {
  return readFileSync(path, 'utf8').split('\n').filter((l) => l.trim() !== '').map((line, i) => {
    const s = JSON.parse(line) as { id?: unknown; steps?: unknown };
    if (typeof s.id !== 'string' || !Array.isArray(s.steps) || !s.steps.every((t) => typeof t === 'string')) {
      throw new Error(`${path}, line ${i + 1}: a sample needs a string "id" and "steps", an array of strings`);
    }
    return { id: s.id, steps: s.steps as string[] };
  });
}

const dir = process.argv[2];
if (!dir) {
  console.error('usage: npx tsx scripts/named-lines.ts DIR');
  process.exit(2);
}
const out: Record<string, number> = {};
try {
  for (const name of ['test-canonical', 'test-perturbed']) {
    const test = readSamples(join(dir, `${name}.jsonl`));
    const lines = namedLines(test);
    test.forEach((s, r) => { out[s.id] = lines[r]!; });
  }
} catch (e) {
  console.error(`named-lines: ${(e as Error).message}`);
  process.exit(2);
}
process.stdout.write(JSON.stringify(out) + '\n');
