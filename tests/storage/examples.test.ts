// The Check view's example traces are labelled by the exact checker, not by hand.
import { describe, expect, it } from 'vitest';
import { checkTraceText } from '../../src/core/checker/index.ts';
import { FAMILIES } from '../../src/core/dataset/types.ts';
import { EXAMPLES } from '../../src/ui/examples.ts';
import { detectDomain } from '../../src/core/domains/index.ts';

describe('Check view examples', () => {
  it('has one linear example per trace type and one per perturbation family, and examples of every other domain', () => {
    const linear = EXAMPLES.filter((e) => !e.domain && !e.group);
    for (const t of ['T1', 'T2', 'T3'] as const) {
      expect(linear.filter((e) => e.kind.traceType === t && e.kind.family === null)).toHaveLength(1);
    }
    for (const d of ['inequality', 'quadratic', 'rational', 'system'] as const) {
      const mine = EXAMPLES.filter((e) => e.domain === d);
      expect(mine.length, d).toBeGreaterThanOrEqual(2);
      for (const e of mine) expect(detectDomain(e.text.split('\n')[0]!), e.id).toBe(d);
    }
    for (const f of FAMILIES) expect(EXAMPLES.filter((e) => e.kind.family === f)).toHaveLength(1);
  });

  it.each(EXAMPLES.map((e) => [e.id, e] as const))('%s is labelled as its trace type says', (_id, e) => {
    const out = checkTraceText(e.text);
    if (!out.ok) throw new Error(`${e.id} does not parse: ${out.error.message}`);
    const r = out.result;
    if (e.kind.traceType === 'T1') {
      expect(r.q1).toBe(true);
      // A note of another operation than its line did leaves the line not judged (session 41): the
      // example made to show one claims nothing of the steps; every other right example is all valid.
      if (e.id === 'notation-mismatch') expect([r.claims.q2, r.unreadable]).toEqual([false, [1]]);
      else expect([r.q2, r.q3]).toEqual([true, -1]);
    }
    if (e.kind.traceType === 'T2') expect([r.q1, r.q2]).toEqual([false, false]);
    if (e.kind.traceType === 'T3') expect([r.q1, r.q2]).toEqual([true, false]);
    if (e.kind.family === 'multiply_expression' || e.kind.family === 'square_both_sides') {
      expect(r.steps.some((s) => s.kind === 'candidate-generating')).toBe(true);
      expect(r.obligations.every((o) => o.discharged !== null)).toBe(true);
    }
  });
});
