// The line a line-naming cue names in each test sample of a dataset directory (audit 8's
// namedLines, src/core/audit/slip-cues.ts), as one JSON object {sample id: line, or -1}.
//
// usage: npx tsx scripts/named-lines.ts DIR [--shown]
//
// With --shown it writes instead {sample id: true or false}: whether any named cue of the audit's
// "together" reader shows in the sample (audit 16's shownByCues, src/core/audit/known-cues.ts), for
// the test samples and, when DIR has train.jsonl, the train samples too. scripts/probe-independent.py
// --shown FILE reads it to score its Q1 and Q2 on the test samples no named cue shows in (the subset
// of the project's probe.q12_unshown), and to refit them on the train samples none shows in.
//
// scripts/probe-independent.py --named FILE reads it, so the independent probe is scored on the
// same subset as the project's probe.q3_unnamed: the erroneous samples where no cue names the
// error's line. Only the subset comes from the project; the probe stays the independent one.
// Exits 2 when DIR's test files cannot be read.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { shownByCues } from '../src/core/audit/known-cues.ts';
import { namedLines } from '../src/core/audit/slip-cues.ts';
import type { Sample } from '../src/core/dataset/types.ts';

// The cues read the steps alone: a sample is kept whole only so shownByCues takes it as it is.
function readSamples(path: string): Sample[] {
  return readFileSync(path, 'utf8').split('\n').filter((l) => l.trim() !== '').map((line, i) => {
    const s = JSON.parse(line) as { id?: unknown; steps?: unknown };
    if (typeof s.id !== 'string' || !Array.isArray(s.steps) || !s.steps.every((t) => typeof t === 'string')) {
      throw new Error(`${path}, line ${i + 1}: a sample needs a string "id" and "steps", an array of strings`);
    }
    return s as Sample;
  });
}

const args = process.argv.slice(2);
const shown = args.includes('--shown');
const [dir, ...extra] = args.filter((a) => a !== '--shown');
if (!dir || extra.length || dir.startsWith('--')) {
  console.error('usage: npx tsx scripts/named-lines.ts DIR [--shown]');
  process.exit(2);
}
const out: Record<string, number | boolean> = {};
try {
  // With --shown the train samples too, when DIR has them: probe-independent.py refits on the train
  // samples no named cue shows in.
  const files = ['test-canonical', 'test-perturbed', ...(shown && existsSync(join(dir, 'train.jsonl')) ? ['train'] : [])];
  for (const name of files) {
    const samples = readSamples(join(dir, `${name}.jsonl`));
    const col = shown ? shownByCues(samples) : namedLines(samples);
    samples.forEach((s, r) => { out[s.id] = col[r]!; });
  }
} catch (e) {
  console.error(`named-lines: ${(e as Error).message}`);
  process.exit(2);
}
process.stdout.write(JSON.stringify(out) + '\n');
