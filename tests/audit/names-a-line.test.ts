// namesALine (audit 13's layout fit) is namedErrorLine(steps) >= 0 asked in another order and
// stopped early: the same answer on every erroneous sample of a small dataset of each domain.
import { describe, expect, it } from 'vitest';
import { namedErrorLine, namesALine } from '../../src/core/audit/slip-cues.ts';
import { generateDataset } from '../../src/core/dataset/index.ts';
import { DOMAIN_IDS } from '../../src/core/domains/index.ts';

describe('namesALine', () => {
  it.each(DOMAIN_IDS)('%s: agrees with namedErrorLine on every erroneous sample (both answers occur)', (domain) => {
    const d = generateDataset({ seed: 5, domain, testPerType: 60, trainCanonicalPerType: 20, trainPerturbedPerCell: 5 });
    const wrong = [...d.train, ...d.testCanonical, ...d.testPerturbed].filter((s) => !s.gold.q2);
    const disagree = wrong.filter((s) => namesALine(s.steps) !== namedErrorLine(s.steps) >= 0).map((s) => s.id);
    expect(disagree).toEqual([]);
    const named = wrong.filter((s) => namesALine(s.steps)).length;
    expect(named).toBeLessThan(wrong.length);
    // Since audit 15 system's too (equation_copied_changed); until then no cue named a system line.
    expect(named).toBeGreaterThan(0);
  }, 120_000);
});
