// Where a dataset's layout alone puts the first errors no cue names: on the erroneous test samples
// where no line-naming cue of `stepbench audit` names a line (probe.q3_unnamed's samples), Q3
// answered "the first-error index most common for this family and this number of lines", fitted on
// the train samples of the same set (canonical or perturbed) where no cue names a line either,
// beside always answering the most common index of the test samples themselves.
//
// usage: npx tsx scripts/unnamed-layout.ts DIR
//
// What it is for: the errors no cue names are mostly slips in a number's size, and those can only
// sit on the lines that work numbers out, which each family's layout puts at fixed places; a probe
// that tells the family from the lines' shapes (gradient boosting does) can place them that far
// without seeing them. This measures that part of what the probes read beyond the named cues. The
// family is read from the sample, not from its text: a reader gets it from the shapes of the lines.
// Since audit 13 `stepbench audit` prints this figure itself (probe.q3_unnamed.layout, fitted on at
// most MAX_LAYOUT_FIT erroneous train samples); this script fits on all of them, for a manifest
// written before audit 13 or a closer figure. Exits 2 when DIR's files cannot be read.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fitLayout } from '../src/core/audit/layout.ts';
import { mode } from '../src/core/audit/mode.ts';
import { namedLines } from '../src/core/audit/slip-cues.ts';
import type { Family } from '../src/core/dataset/types.ts';

interface Row { id: string; set: string; family: string | null; steps: string[]; q2: boolean; q3: number }

function readRows(path: string): Row[] {
  return readFileSync(path, 'utf8').split('\n').filter((l) => l.trim() !== '').map((line, i) => {
    const s = JSON.parse(line) as { id?: unknown; set?: unknown; family?: unknown; steps?: unknown; gold?: { q2?: unknown; q3?: unknown } };
    const ok = typeof s.id === 'string' && typeof s.set === 'string' && (s.family === null || typeof s.family === 'string')
      && Array.isArray(s.steps) && s.steps.every((t) => typeof t === 'string') && typeof s.gold?.q2 === 'boolean' && typeof s.gold.q3 === 'number';
    if (!ok) throw new Error(`${path}, line ${i + 1}: a sample needs a string "id" and "set", "family" (a string or null), "steps" (strings) and "gold" with q2 and q3`);
    return { id: s.id as string, set: s.set as string, family: s.family as string | null, steps: s.steps as string[], q2: s.gold!.q2 as boolean, q3: s.gold!.q3 as number };
  });
}

export interface LayoutFigures { samples: number; layout: number | null; always_most_common: number | null }

/**
 * The lookup (src/core/audit/layout.ts, the audit's since audit 13) fitted on all of `train`'s
 * erroneous rows, where the audit fits on at most MAX_LAYOUT_FIT of them, and scored on `test`'s
 * erroneous rows no cue names a line in.
 */
export function layoutLookup(train: readonly Row[], test: readonly Row[]): LayoutFigures {
  const asSample = (r: Row) => ({ family: r.family as Family | null, steps: r.steps, gold: { q3: r.q3 } });
  const lookup = fitLayout(train.filter((r) => !r.q2).map(asSample));
  const wrong = test.filter((r) => !r.q2);
  const named = namedLines(wrong);
  const rows = wrong.filter((_, i) => named[i]! < 0);
  const common = mode(rows.map((r) => r.q3));
  const share = (hit: (r: Row) => boolean) => (rows.length ? rows.filter(hit).length / rows.length : null);
  return {
    samples: rows.length,
    layout: share((r) => r.q3 === lookup(asSample(r))),
    always_most_common: share((r) => r.q3 === common),
  };
}

const pct = (x: number | null) => (x === null ? '—' : `${(100 * x).toFixed(1)}%`);

if (process.argv[1]?.endsWith('unnamed-layout.ts')) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: npx tsx scripts/unnamed-layout.ts DIR');
    process.exit(2);
  }
  try {
    const train = readRows(join(dir, 'train.jsonl'));
    for (const set of ['canonical', 'perturbed']) {
      const f = layoutLookup(train.filter((r) => r.set === set), readRows(join(dir, `test-${set}.jsonl`)));
      console.log(`test-${set}: ${f.samples} erroneous samples where no cue names a line; family and line count → most common index (fitted on train's such samples) ${pct(f.layout)}; always the most common index ${pct(f.always_most_common)}`);
    }
  } catch (e) {
    console.error(`unnamed-layout: ${(e as Error).message}`);
    process.exit(2);
  }
}
