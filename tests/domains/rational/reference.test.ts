// Issue 14's bar on the rational test sets (seed 1, template stepbench-rational-v1): every sample
// goes prompt -> reference engine -> parse -> score; the reference scores 100% in every cell and
// accept-all exactly the gold labels' mix. The prompt must carry restrictions and undefined check
// lines back intact.
import { describe, expect, it } from 'vitest';
import { generateDataset, TEST_ONLY, TRACE_TYPES, type Sample } from '../../../src/core/dataset/index.ts';
import { computeRunMetrics } from '../../../src/core/metrics/index.ts';
import { buildPrompt, templatesOf } from '../../../src/core/protocol/index.ts';
import { runEval } from '../../../src/core/run/runner.ts';
import type { SampleRecord } from '../../../src/core/run/types.ts';
import { createReferenceEngine, stepsFromMessages } from '../../../src/engines/reference.ts';
import { promptSpec, type ReferenceKind } from '../../../src/core/run/index.ts';
import { testSpec } from '../../run/spec.ts';

const data = generateDataset({ seed: 1, domain: 'rational', ...TEST_ONLY });
const pool = [...data.testCanonical, ...data.testPerturbed];
const template = templatesOf('rational')[0]!;

async function run(kind: ReferenceKind): Promise<SampleRecord[]> {
  const records: SampleRecord[] = [];
  const spec = { ...testSpec(), domain: template.domain, prompt: promptSpec(template) };
  const outcome = await runEval({ samples: pool, engine: createReferenceEngine(kind, template), spec, done: new Set(), onRecord: (r) => { records.push(r); }, signal: new AbortController().signal, concurrency: 8 });
  expect(outcome.status).toBe('complete');
  return records;
}

describe('reference engines on the rational test sets', () => {
  it('the rational prompt carries every trace back intact', () => {
    expect(template.id).toBe('stepbench-rational-v1');
    for (const s of pool) expect(stepsFromMessages(buildPrompt(s, template))).toEqual(s.steps);
  });

  it('reference scores exactly 100% in every cell, each of the four families included', async () => {
    const m = computeRunMetrics(await run('reference'), pool);
    expect(m.samples).toBe(2160);
    expect(m.usage.parse_errors).toBe(0);
    for (const set of ['canonical', 'perturbed'] as const) {
      const s = m.sets[set]!;
      if (set === 'perturbed') expect(Object.keys(s.families).sort()).toEqual(['combine_fractions', 'cross_multiply', 'non_minimal_denominator', 'one_side_single_fraction']);
      for (const t of [s.accuracy, ...Object.values(s.families)]) for (const q of ['q1', 'q2', 'q3'] as const) for (const c of ['overall', ...TRACE_TYPES] as const) {
        if (t[q][c].n > 0) expect(t[q][c].rate, `${set} ${q} ${c}`).toBe(1);
      }
    }
  });

  it('accept-all scores exactly the label mix: 2/3 on Q1, 1/3 on Q2 and Q3', async () => {
    const m = computeRunMetrics(await run('accept-all'), pool);
    for (const set of ['canonical', 'perturbed'] as const) {
      const inSet: Sample[] = pool.filter((s) => s.set === set);
      const share = (f: (s: Sample) => boolean) => inSet.filter(f).length / inSet.length;
      expect(m.sets[set]!.accuracy.q1.overall.rate).toBeCloseTo(share((s) => s.gold.q1), 12);
      expect(m.sets[set]!.accuracy.q1.overall.rate).toBeCloseTo(2 / 3, 12);
      expect(m.sets[set]!.accuracy.q2.overall.rate).toBeCloseTo(1 / 3, 12);
      expect(m.sets[set]!.accuracy.q3.overall.rate).toBeCloseTo(1 / 3, 12);
    }
  });
});
