// What form gives away beyond the named cues, for Q1 and Q2: the audit's surface probe refitted on
// the train samples where no named cue shows (audit 16's shownByCues, src/core/audit/known-cues.ts)
// and scored on the test samples where none shows, beside the answer most common among those test
// samples, with the exact McNemar p of the probe against it (the samples only one answers right).
//
// usage: npx tsx scripts/unshown-refit.ts DIR
//
// What it is for: `stepbench audit` scores the probe fitted on all of train on those samples
// (probe.q12_unshown); a probe fitted on them alone is the stronger reader, since it is not pulled
// toward what the named cues give away. Where it is no higher than the most common answer there, a
// reader who sees the named cues gains nothing more from the form of the traces on Q1 or Q2. It fits
// the probe once per set on at most MAX_TRAIN samples, as the audit does (a few seconds a set).
// Exits 2 when DIR's files cannot be read.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { shownByCues } from '../src/core/audit/known-cues.ts';
import { probeSet, unshownAnswers, unshownPText, type ProbeAnswers, type UnshownQuery } from '../src/core/audit/probe.ts';
import type { Sample } from '../src/core/dataset/types.ts';

function readSamples(path: string): Sample[] {
  return readFileSync(path, 'utf8').split('\n').filter((l) => l.trim() !== '').map((line, i) => {
    let s: { id?: unknown; set?: unknown; steps?: unknown; gold?: { q1?: unknown; q2?: unknown; q3?: unknown } };
    try {
      s = JSON.parse(line) as typeof s;
    } catch {
      throw new Error(`${path}, line ${i + 1}: not JSON`);
    }
    const ok = typeof s.id === 'string' && typeof s.set === 'string' && Array.isArray(s.steps) && s.steps.every((t) => typeof t === 'string')
      && typeof s.gold?.q1 === 'boolean' && typeof s.gold.q2 === 'boolean' && typeof s.gold.q3 === 'number';
    if (!ok) throw new Error(`${path}, line ${i + 1}: a sample needs a string "id" and "set", "steps" (strings) and "gold" with q1, q2 (true or false) and q3 (a number)`);
    return s as Sample;
  });
}

export interface RefitFigures { train: number; test: number; q1: UnshownQuery; q2: UnshownQuery }

/** The probe fitted on `train`'s samples no named cue shows in and scored on `test`'s, read as the audit reads probe.q12_unshown. */
export function unshownRefit(train: readonly Sample[], test: readonly Sample[]): RefitFigures {
  const trainShown = shownByCues(train);
  const testShown = shownByCues(test);
  const fit = train.filter((_, r) => !trainShown[r]);
  const rest = test.filter((_, r) => !testShown[r]);
  const none: UnshownQuery = { accuracy: null, majority: null, majority_p: null };
  if (!fit.length || !rest.length) return { train: fit.length, test: rest.length, q1: none, q2: none };
  const said: ProbeAnswers = { q1: [], q2: [], q3: [], blamed: [] };
  probeSet(rest, fit, said);
  // Every sample left is one no cue shows in: the audit's own reading of them.
  const { q1, q2 } = unshownAnswers(rest, said.q1, said.q2, rest.map(() => false));
  return { train: fit.length, test: rest.length, q1, q2 };
}

const pct = (x: number | null) => (x === null ? '—' : `${(100 * x).toFixed(1)}%`);

if (process.argv[1]?.endsWith('unshown-refit.ts')) {
  const dir = process.argv[2];
  if (!dir || process.argv.length > 3) {
    console.error('usage: npx tsx scripts/unshown-refit.ts DIR');
    process.exit(2);
  }
  try {
    const train = readSamples(join(dir, 'train.jsonl'));
    for (const set of ['canonical', 'perturbed']) {
      const f = unshownRefit(train.filter((s) => s.set === set), readSamples(join(dir, `test-${set}.jsonl`)));
      const q = (name: string, r: UnshownQuery) => `${name} ${pct(r.accuracy)} (majority there ${pct(r.majority)}; p ${unshownPText(r)})`;
      console.log(`test-${set}: where no named cue shows, the probe refitted on ${f.train} train samples, scored on ${f.test} test samples: ${q('Q1', f.q1)}, ${q('Q2', f.q2)}`);
    }
  } catch (e) {
    console.error(`unshown-refit: ${(e as Error).message}`);
    process.exit(2);
  }
}
