// Issue 7: one injected error per trace, and no check line that contradicts itself on its face.
// Invalid steps of a T2 trace: the injected one, plus (candidate-generating families) the final
// answer that still holds the kept extraneous candidate; of a T3 trace: the injected one and the
// reverted final answer. Never more.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isFaceContradictory } from '../../src/core/audit/index.ts';
import { checkTrace } from '../../src/core/checker/index.ts';
import { ErrorCountViolation } from '../../src/core/dataset/index.ts';
import { expectOneError } from '../../src/core/dataset/assert.ts';
import type { Sample } from '../../src/core/dataset/index.ts';
import { generateTrace } from '../../src/core/domains/linear/index.ts';
import { CANDIDATE_FAMILIES, equationArb, familyArb, seedArb, traceTypeArb } from './helpers.ts';

function invalidSteps(steps: string[]): number[] {
  return checkTrace(steps).steps.filter((s) => !s.valid).map((s) => s.index);
}

describe('one injected error per trace', () => {
  it('property: invalid steps are the injected one and at most the last; no face-contradictory check line', () => {
    fc.assert(fc.property(equationArb, familyArb, traceTypeArb, seedArb, (equation, family, type, seed) => {
      const t = generateTrace(equation, family, type, seed);
      if (!t) return;
      const invalid = invalidSteps(t.steps);
      const last = t.steps.length - 1;
      const why = t.steps.map((s, i) => `${i}: ${s}`).join('\n');
      expect(t.steps.some(isFaceContradictory), why).toBe(false);
      if (type === 'T1') {
        expect(invalid, why).toEqual([]);
        return;
      }
      expect(invalid[0], why).toBe(t.error!.step);
      expect(invalid.length, why).toBeLessThanOrEqual(2);
      const mayForceLast = type === 'T3' || CANDIDATE_FAMILIES.includes(family!);
      expect(invalid.filter((i) => i !== t.error!.step && !(mayForceLast && i === last)), why).toEqual([]);
    }), { numRuns: 1500 });
  });

  it('T3 distribution_error in the candidate-generating families: the factored line and the candidates follow the wrong expansion', () => {
    let seen = 0;
    fc.assert(fc.property(equationArb, fc.constantFrom(...CANDIDATE_FAMILIES), seedArb, (equation, family, seed) => {
      const t = generateTrace(equation, family, 'T3', seed);
      if (!t || t.error!.kind !== 'distribution_error') return;
      seen++;
      const invalid = invalidSteps(t.steps);
      expect(invalid, t.steps.join('\n')).toEqual([t.error!.step, t.steps.length - 1].filter((v, i, a) => a.indexOf(v) === i));
    }), { numRuns: 3000 });
    expect(seen).toBeGreaterThan(5);
  });

  it('the generation-time assertion throws on a trace with a second, unforced error', () => {
    const base: Sample = {
      id: 't', split: 'test', set: 'canonical', trace_type: 'T2', family: null, equation: { a: 3, b: 5, c: 2, d: -7 }, solution: '-12',
      steps: ['3x + 5 = 2x - 7', 'x + 5 = -8', 'x = -12'], gold: { q1: false, q2: false, q3: 1 }, error: { kind: 'constant_arithmetic_slip', step: 1 },
      pair: null, obligations: [], explanation: '',
    };
    expect(() => expectOneError(base, [1, 2])).toThrow(ErrorCountViolation);
    expect(() => expectOneError(base, [1])).not.toThrow();
    expect(() => expectOneError({ ...base, trace_type: 'T3' }, [1, 2])).not.toThrow(); // the reverted answer
    expect(() => expectOneError({ ...base, trace_type: 'T3', steps: [...base.steps, 'x = -12'] }, [1, 2, 3])).toThrow(ErrorCountViolation);
    expect(() => expectOneError({ ...base, family: 'square_both_sides', set: 'perturbed' }, [1, 2])).not.toThrow();
    expect(() => expectOneError({ ...base, family: 'add_both_sides', set: 'perturbed' }, [1, 2])).toThrow(ErrorCountViolation);
  });
});
