// scripts/unshown-refit.ts refits the surface probe on the train samples no named cue shows in and
// scores it on the test samples no named cue shows in (audit 16's subset), beside the answer most
// common there. Checked against the probe and the cues it is built from on a small generated set,
// and on bad input, which must say where and exit 2.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unshownRefit } from '../../scripts/unshown-refit.ts';
import { shownByCues } from '../../src/core/audit/known-cues.ts';
import { probeSet } from '../../src/core/audit/probe.ts';
import { mcnemarExact } from '../../src/core/metrics/mcnemar.ts';
import { generateDataset } from '../../src/core/dataset/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'unshown-refit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('scripts/unshown-refit.ts', () => {
  it('fits and scores only where no named cue shows, and puts the probe beside the answer most common there', () => {
    const data = generateDataset({ seed: 5, domain: 'quadratic', testPerType: 60, trainCanonicalPerType: 60, trainPerturbedPerCell: 6 });
    const train = data.train.filter((s) => s.set === 'canonical');
    const test = data.testCanonical;
    const f = unshownRefit(train, test);
    const restTest = test.filter((_, r) => !shownByCues(test)[r]);
    const restTrain = train.filter((_, r) => !shownByCues(train)[r]);
    // Quadratic's errors mostly show: the subsets are real and smaller than the sets.
    expect(f.test).toBe(restTest.length);
    expect(f.train).toBe(restTrain.length);
    expect(f.test).toBeGreaterThan(20);
    expect(f.test).toBeLessThan(test.length);
    const answers = { q1: [] as boolean[], q2: [] as boolean[], q3: [] as number[], blamed: [] as number[] };
    const p = probeSet(restTest, restTrain, answers);
    for (const q of ['q1', 'q2'] as const) {
      expect(f[q].accuracy).toBe(p[q].accuracy);
      expect(f[q].majority).toBe(p[q].majority);
      const t = restTest.filter((s) => s.gold[q]).length;
      const common = t > restTest.length - t;
      const b = restTest.filter((s, r) => answers[q][r] === s.gold[q] && s.gold[q] !== common).length;
      const c = restTest.filter((s, r) => answers[q][r] !== s.gold[q] && s.gold[q] === common).length;
      expect(f[q].majority_p).toBe(mcnemarExact(b, c));
    }
  }, 120_000);

  it('a sample without gold, or a missing file, is an error that says where (exit 2)', () => {
    writeFileSync(join(dir, 'train.jsonl'), JSON.stringify({ id: 't-1', set: 'canonical', steps: ['x = 1'], gold: { q1: true, q2: true, q3: -1 } }) + '\n' + JSON.stringify({ id: 't-2', set: 'canonical', steps: ['x = 1'] }) + '\n');
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/unshown-refit.ts', dir], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('train.jsonl, line 2: a sample needs');
    const missing = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/unshown-refit.ts', join(dir, 'nothing')], { encoding: 'utf8' });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('unshown-refit:');
  });
});
