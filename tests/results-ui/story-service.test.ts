/// <reference lib="dom" />
// The results worker's story(runId) for the #/demo view, in Node against fake-indexeddb.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/storage/index.ts';
import { createResultsService } from '../../workers/results/service.ts';
import { makeRun, reference, testSamples } from './helpers.ts';
import type { Sample } from '../../src/core/dataset/types.ts';

let n = 0;
const opened: Store[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

async function withRun(answer: Parameters<typeof makeRun>[1]) {
  const db = await openStore({ name: `story-test-${++n}` });
  opened.push(db);
  const api = createResultsService(async () => db);
  const checked = await api.checkImport(JSON.stringify(makeRun('r', answer)));
  if (!checked.ok) throw new Error('import failed');
  await api.commitImport(checked.token, false);
  return api;
}

describe('results service: story', () => {
  it('the exact checker: no false rejection in either set, every Q3 right, no wrong trace to show', async () => {
    const st = await (await withRun(reference)).story('r');
    expect(st.false_rejection.canonical).toMatchObject({ k: 0, n: 6 });
    expect(st.false_rejection.perturbed).toMatchObject({ k: 0, n: 6 });
    expect(st.q3.perturbed?.rate).toBe(1);
    expect(st.flips?.pairs).toBe(18);
    expect(st.examples).toEqual([]);
  });

  it('a verifier that rejects every perturbed trace at step 1: 0% vs 100%, with the rebuilt steps and explanation', async () => {
    const blames = (s: Sample) => (s.set === 'perturbed' ? { q1: false, q2: false, q3: 1 } : { ...s.gold });
    const st = await (await withRun(blames)).story('r');
    expect(st.false_rejection.canonical?.rate).toBe(0);
    expect(st.false_rejection.perturbed?.rate).toBe(1);
    expect(st.flips?.q2.canonical_right_perturbed_wrong.k).toBe(6);
    const first = st.examples[0]!;
    expect(first.kind).toBe('valid-rejected');
    const sample = testSamples().find((s) => s.id === first.sample_id)!;
    expect(first.steps).toEqual(sample.steps);
    expect(first.explanation).toBe(sample.explanation);
    expect(first.answer.q3).toBe(1);
  });

  it('an unknown run is an error, not an empty story', async () => {
    await expect((await withRun(reference)).story('nope')).rejects.toThrow(/no stored run/);
  });
});
