// The end-to-end ceiling and the naive baselines on the paper's own test sets
// (generator, seed 1): every sample goes prompt -> engine -> parse -> score.
import { describe, expect, it } from 'vitest';
import { generateDataset, TEST_ONLY, TRACE_TYPES, type Sample } from '../../src/core/dataset/index.ts';
import { computeRunMetrics, type QueryTable } from '../../src/core/metrics/index.ts';
import { STEPBENCH_V1, buildPrompt, templatesOf, type PromptTemplate } from '../../src/core/protocol/index.ts';
import { runEval } from '../../src/core/run/runner.ts';
import type { SampleRecord } from '../../src/core/run/types.ts';
import { createReferenceEngine, stepsFromMessages } from '../../src/engines/reference.ts';
import { promptSpec, type ReferenceKind } from '../../src/core/run/index.ts';
import { testSpec } from '../run/spec.ts';

const data = generateDataset({ seed: 1, ...TEST_ONLY });
const samples = [...data.testCanonical, ...data.testPerturbed];

async function run(kind: ReferenceKind, pool: Sample[] = samples, template: PromptTemplate = STEPBENCH_V1): Promise<SampleRecord[]> {
  const records: SampleRecord[] = [];
  const spec = template === STEPBENCH_V1 ? testSpec() : { ...testSpec(), domain: template.domain, prompt: promptSpec(template) };
  const outcome = await runEval({ samples: pool, engine: createReferenceEngine(kind, template), spec, done: new Set(), onRecord: (r) => { records.push(r); }, signal: new AbortController().signal, concurrency: 8 });
  expect(outcome.status).toBe('complete');
  return records;
}

type Predicate = (s: Sample) => boolean;
/** The accuracy each cell must have when the answer is fixed per sample. */
function expectCells(table: QueryTable, pool: Sample[], right: Record<'q1' | 'q2' | 'q3', Predicate>): void {
  for (const q of ['q1', 'q2', 'q3'] as const) {
    for (const cell of ['overall', ...TRACE_TYPES] as const) {
      const inCell = cell === 'overall' ? pool : pool.filter((s) => s.trace_type === cell);
      const expected = inCell.filter(right[q]).length / inCell.length;
      expect(table[q][cell].rate, `${q} ${cell}`).toBeCloseTo(expected, 12);
    }
  }
}

describe('reference engines on the generated test sets', () => {
  it('the prompt carries the trace back intact', () => {
    for (const s of samples.slice(0, 50)) expect(stepsFromMessages(buildPrompt(s, STEPBENCH_V1))).toEqual(s.steps.map((x) => x.trim()));
  });

  it('reference scores exactly 100% in every cell, family included', async () => {
    const records = await run('reference');
    const m = computeRunMetrics(records, samples);
    expect(m.samples).toBe(2160);
    expect(m.usage.parse_errors).toBe(0);
    for (const set of ['canonical', 'perturbed'] as const) {
      const s = m.sets[set]!;
      const tables = [s.accuracy, ...Object.values(s.families)];
      for (const t of tables) for (const q of ['q1', 'q2', 'q3'] as const) for (const c of ['overall', ...TRACE_TYPES] as const) {
        if (t[q][c].n > 0) expect(t[q][c].rate, `${set} ${q} ${c}`).toBe(1);
      }
    }
  });

  it('accept-all scores exactly what the gold label mix implies', async () => {
    const m = computeRunMetrics(await run('accept-all'), samples);
    for (const set of ['canonical', 'perturbed'] as const) {
      expectCells(m.sets[set]!.accuracy, samples.filter((s) => s.set === set), { q1: (s) => s.gold.q1, q2: (s) => s.gold.q2, q3: (s) => s.gold.q3 === -1 });
    }
    // T1 is all-valid and T2/T3 are all-invalid, so: perfect on T1, zero Q2 on T2/T3.
    expect(m.sets.canonical!.accuracy.q2.T1.rate).toBe(1);
    expect(m.sets.canonical!.accuracy.q2.T2.rate).toBe(0);
    expect(m.sets.perturbed!.accuracy.q2.T3.rate).toBe(0);
  });

  it('answer-only scores exactly what its rule implies', async () => {
    const m = computeRunMetrics(await run('answer-only'), samples);
    for (const set of ['canonical', 'perturbed'] as const) {
      expectCells(m.sets[set]!.accuracy, samples.filter((s) => s.set === set), {
        q1: () => true,
        q2: (s) => s.gold.q2 === s.gold.q1,
        q3: (s) => s.gold.q3 === (s.gold.q1 ? -1 : s.steps.length - 1),
      });
    }
  });
});

describe('reference engines on the inequality test sets (seed 1, template stepbench-inequality-v1)', () => {
  const ineq = generateDataset({ seed: 1, domain: 'inequality', ...TEST_ONLY });
  const pool = [...ineq.testCanonical, ...ineq.testPerturbed];
  const template = templatesOf('inequality')[0]!;

  it('the inequality prompt carries the trace back intact, relations and intervals included', () => {
    expect(template.id).toBe('stepbench-inequality-v1');
    for (const s of pool.slice(0, 200)) expect(stepsFromMessages(buildPrompt(s, template))).toEqual(s.steps);
  });

  it('reference scores exactly 100% in every cell, each of the five families included', async () => {
    const m = computeRunMetrics(await run('reference', pool, template), pool);
    expect(m.samples).toBe(2160);
    expect(m.usage.parse_errors).toBe(0);
    for (const set of ['canonical', 'perturbed'] as const) {
      const s = m.sets[set]!;
      if (set === 'perturbed') expect(Object.keys(s.families).sort()).toEqual(['add_both_sides', 'divide_negative', 'move_to_rhs', 'multiply_negative', 'swap_sides']);
      for (const t of [s.accuracy, ...Object.values(s.families)]) for (const q of ['q1', 'q2', 'q3'] as const) for (const c of ['overall', ...TRACE_TYPES] as const) {
        if (t[q][c].n > 0) expect(t[q][c].rate, `${set} ${q} ${c}`).toBe(1);
      }
    }
  });

  it('accept-all scores exactly the label mix: 2/3 on Q1, 1/3 on Q2 and Q3, per cell as the gold labels imply', async () => {
    const m = computeRunMetrics(await run('accept-all', pool, template), pool);
    for (const set of ['canonical', 'perturbed'] as const) {
      const inSet = pool.filter((s) => s.set === set);
      expectCells(m.sets[set]!.accuracy, inSet, { q1: (s) => s.gold.q1, q2: (s) => s.gold.q2, q3: (s) => s.gold.q3 === -1 });
      expect(m.sets[set]!.accuracy.q1.overall.rate).toBeCloseTo(2 / 3, 12);
      expect(m.sets[set]!.accuracy.q2.overall.rate).toBeCloseTo(1 / 3, 12);
      expect(m.sets[set]!.accuracy.q3.overall.rate).toBeCloseTo(1 / 3, 12);
    }
  });
});
