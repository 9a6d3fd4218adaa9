// `stepbench report RUN.json --baseline` through the real CLI: the run beside the surface probe on
// the same samples. The probe's figures are recounted here from the core (the train set generated
// again at the paper's sizes, the probe fitted per set, its answers on the run's samples), so a
// baseline fitted on other data or joined to other samples fails; a run whose data has no train
// set gets no baseline and says why (exit 1); the HTML report holds the same table with --baseline.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeAnswersById } from '../../src/core/audit/index.ts';
import { namedErrorLine } from '../../src/core/audit/slip-cues.ts';
import { shownByCues } from '../../src/core/audit/known-cues.ts';
import { generateDataset } from '../../src/core/dataset/index.ts';
import { tinyDataset } from '../run/fixtures.ts';
import { runCli, writeData } from './cli-helpers.ts';

let dir = '';
let run = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stepbench-baseline-'));
  run = join(dir, 'run.json');
  const made = await runCli(['eval', '--engine', 'reference', '--seed', '1', '--limit', '90', '--out', run], dir);
  if (made.code !== 0) throw new Error(made.stderr);
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

type Rate = { n: number; k: number };
type Beside = { model: Rate; probe: Rate; probe_told?: Rate; probe_wrong: Rate };
type SetBeside = { samples: number; q1: Beside; q2: Beside; q3: Beside; q3_erroneous: Beside; by_kind: (Beside & { kind: string; trace_type: string })[]; q3_unnamed?: Beside; q12_unshown?: { q1: Beside; q2: Beside } };

describe('stepbench report --baseline', () => {
  it('--json: the reference engine beside the probe, whose figures are the core\'s on the run\'s samples', async () => {
    const r = await runCli(['report', run, '--baseline', '--json'], dir);
    expect(r.code, r.stderr).toBe(0);
    const baseline = JSON.parse(r.stdout).baseline as { sets: Record<string, SetBeside>; without_probe: number };
    expect(baseline.without_probe).toBe(0);
    const records = (JSON.parse(await readFile(run, 'utf8')) as { records: { sample_id: string }[] }).records;
    const ids = new Set(records.map((x) => x.sample_id));
    const d = generateDataset({ seed: 1 });
    const tests = [...d.testCanonical, ...d.testPerturbed];
    const answers = probeAnswersById(tests, d.train);
    for (const [name, set] of [['canonical', d.testCanonical], ['perturbed', d.testPerturbed]] as const) {
      const b = baseline.sets[name]!;
      const mine = set.filter((s) => ids.has(s.id));
      expect(b.samples).toBe(mine.length);
      // The reference engine answers as the checker labels: every query right.
      for (const q of ['q1', 'q2', 'q3'] as const) expect(b[q].model.k).toBe(mine.length);
      expect(b.q1.probe.k).toBe(mine.filter((s) => answers.get(s.id)!.q1 === s.gold.q1).length);
      expect(b.q2.probe.k).toBe(mine.filter((s) => answers.get(s.id)!.q2 === s.gold.q2).length);
      // The hard subset: the samples the probe gets wrong, on all of which the reference is right.
      const q2Missed = mine.filter((s) => answers.get(s.id)!.q2 !== s.gold.q2).length;
      expect([b.q2.probe_wrong.n, b.q2.probe_wrong.k]).toEqual([q2Missed, q2Missed]);
      const wrong = mine.filter((s) => !s.gold.q2);
      expect(b.q3_erroneous.model.n).toBe(wrong.length);
      expect(b.q3_erroneous.probe.k).toBe(wrong.filter((s) => answers.get(s.id)!.q3 === s.gold.q3).length);
      expect(b.q3_erroneous.probe_told!.k).toBe(wrong.filter((s) => answers.get(s.id)!.blamed === s.gold.q3).length);
      expect(b.by_kind.reduce((k, x) => k + x.model.n, 0)).toBe(wrong.length);
      // Audit 8: the erroneous samples no cue names a line in, the probe told there.
      const unnamed = wrong.filter((s) => namedErrorLine(s.steps) < 0);
      expect(b.q3_unnamed!.model.n).toBe(unnamed.length);
      expect(b.q3_unnamed!.probe_told!.k).toBe(unnamed.filter((s) => answers.get(s.id)!.blamed === s.gold.q3).length);
      // Audit 16: the samples no named cue shows in, the probe's Q1 and Q2 there.
      const shown = shownByCues(mine);
      const unshown = mine.filter((_, r) => !shown[r]);
      expect(b.q12_unshown!.q1.model.n).toBe(unshown.length);
      expect(b.q12_unshown!.q2.probe.k).toBe(unshown.filter((s) => answers.get(s.id)!.q2 === s.gold.q2).length);
    }
  }, 120_000);

  it('prints the table after the paper\'s tables', async () => {
    const r = await runCli(['report', run, '--baseline'], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('beside the hypothesis-only baseline (surface probe, same samples; %)');
    expect(r.stdout).toMatch(/Q3 on erroneous\s+\d+\s+100\.00\s+\d+\.\d\d\s+\d+\.\d\d/);
    expect(r.stdout).toMatch(/Q3 on erroneous, no cue names the line\s+\d+\s+100\.00\s+\d+\.\d\d\s+\d+\.\d\d/);
    expect(r.stdout.indexOf('Accuracy (%)')).toBeLessThan(r.stdout.indexOf('hypothesis-only baseline'));
  }, 120_000);

  it('a run on files: fitted on their train.jsonl', async () => {
    const data = join(dir, 'small');
    const gen = await runCli(['generate', '--seed', '5', '--test', '36', '--train-canonical', '200', '--train-perturbed', '40', '--out', data, '--quiet'], dir);
    expect(gen.code, gen.stderr).toBe(0);
    const small = join(dir, 'small.json');
    const made = await runCli(['eval', '--engine', 'accept-all', '--data', data, '--out', small], dir);
    expect(made.code, made.stderr).toBe(0);
    const r = await runCli(['report', small, '--baseline', '--json'], dir);
    expect(r.code, r.stderr).toBe(0);
    const b = JSON.parse(r.stdout).baseline as { sets: Record<string, SetBeside>; without_probe: number };
    expect(b.without_probe).toBe(0);
    expect(b.sets.canonical!.samples + b.sets.perturbed!.samples).toBe(216);
    // Accept-all says "valid" to everything, so it never places an error.
    expect(b.sets.canonical!.q3_erroneous.model.k).toBe(0);
  }, 120_000);

  it('a run on files without a train set: no baseline, exit 1, and why', async () => {
    const data = await writeData(dir, tinyDataset(2));
    const tiny = join(dir, 'tiny.json');
    const made = await runCli(['eval', '--engine', 'reference', '--data', data, '--out', tiny], dir);
    expect(made.code, made.stderr).toBe(0);
    const r = await runCli(['report', tiny, '--baseline'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('holds no train samples (train.jsonl), and the probe is fitted on train');
    expect(r.stdout).toBe('');
  }, 60_000);

  it('--format html: the baseline section only with --baseline, its cells the tables\' own', async () => {
    const withIt = await runCli(['report', run, '--baseline', '--format', 'html'], dir);
    expect(withIt.code, withIt.stderr).toBe(0);
    expect(withIt.stdout).toContain('<h2 id="base-h">Beside the hypothesis-only baseline</h2>');
    const md = await runCli(['report', run, '--baseline', '--format', 'md'], dir);
    // The canonical "Q3 on erroneous" row: the same model and probe figures in both outputs.
    const row = md.stdout.split('\n').find((l) => l.includes('Q3 on erroneous'))!;
    const [model, probe] = row.split('|').map((c) => c.trim()).filter(Boolean).slice(3, 5);
    expect(withIt.stdout).toContain(`<td class="num">${model}</td><td class="num">${probe}</td>`);
    const without = await runCli(['report', run, '--format', 'html'], dir);
    expect(without.code, without.stderr).toBe(0);
    expect(without.stdout).not.toContain('hypothesis-only baseline');
  }, 120_000);
});
