// Pasting a benchmark trace into the Check view (or `stepbench check`) must give its gold labels:
// the readings meant for classroom work (values listed with ",", a system's work read as the
// equations it derives) may never change a verdict on the benchmark's own traces. Every test
// sample of a small dataset of every domain, canonical and perturbed, as pasted text.
import { describe, expect, it } from 'vitest';
import { checkTraceText } from '../../src/core/checker/index.ts';
import { generateDataset } from '../../src/core/dataset/index.ts';
import { DOMAIN_IDS } from '../../src/core/domains/index.ts';

describe('benchmark traces read as pasted text keep their gold labels', () => {
  it.each(DOMAIN_IDS.map((d) => [d]))('%s', (domain) => {
    const d = generateDataset({ domain, seed: 11, trainCanonicalPerType: 3, trainPerturbedPerCell: 1, testPerType: 60 });
    const samples = [...d.testCanonical, ...d.testPerturbed];
    expect(samples.length).toBe(360);
    for (const s of samples) {
      const r = checkTraceText(s.steps.join('\n'));
      if (!r.ok) throw new Error(`${s.id} refused: ${r.error.message}`);
      expect({ q1: r.result.q1, q2: r.result.q2, q3: r.result.q3 }, `${s.id}: ${s.steps.join(' | ')}\n${r.result.explanation}`).toEqual(s.gold);
    }
  });
});
