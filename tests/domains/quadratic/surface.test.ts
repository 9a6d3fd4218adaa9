// The rules that keep a quadratic trace's form from giving its labels away (issue 15):
// a dropped sign brings no new number, a T3 rarely carries a slip that brings new numbers,
// and a T2 puts its error on the last step often enough that T2 and T3 pooled blame every
// step of a trace equally.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generateTrace } from '../../../src/core/domains/quadratic/index.ts';
import { familyFits } from '../../../src/core/domains/quadratic/trace.ts';
import { drawProblem } from '../../../src/core/domains/quadratic/problem.ts';
import { createRng } from '../../../src/core/generator/rng.ts';
import { familyArb, problemArb, seedArb } from './helpers.ts';

/** The digit runs of a line, sorted (what a surface reader sees of its numbers). */
const digits = (line: string): string[] => (line.match(/[0-9]+/g) ?? []).sort();

const NEW_NUMBER_KINDS = ['arithmetic_slip', 'wrong_discriminant', 'expansion_error', 'sign_error_moving_term'];

// 3.5.0 writes the path in several sign-equivalent forms (forms.ts); the rules below hold at both.
describe.each(['3.4.0', '3.5.0'] as const)('quadratic traces: what the surface shows, generator %s', (version) => {
  it('property: a dropped_sign line has the digits of the right line at its step (only signs change)', () => {
    let seen = 0;
    fc.assert(fc.property(problemArb, familyArb, seedArb, (p, family, seed) => {
      const t = generateTrace(p, family, 'T2', seed, version);
      if (!t || t.error?.kind !== 'dropped_sign') return;
      const clean = generateTrace(p, family, 'T1', seed, version);
      if (!clean) return;
      seen++;
      const i = t.error.step;
      // T1 and T2 of one seed write the same lines up to the injected step.
      expect(t.steps.slice(0, i), JSON.stringify(p)).toEqual(clean.steps.slice(0, i));
      expect(digits(t.steps[i]!), `${JSON.stringify(p)} ${family}\n${t.steps[i]}\n${clean.steps[i]}`).toEqual(digits(clean.steps[i]!));
    }), { numRuns: 600 });
    expect(seen).toBeGreaterThan(20);
  });

  it('T3 traces carry a slip that brings new numbers far less often than T2 traces', () => {
    const counts = { T2: [0, 0], T3: [0, 0] };
    const rng = createRng(7);
    for (let k = 0; k < 1500; k++) {
      const p = drawProblem(rng);
      for (const type of ['T2', 'T3'] as const) {
        const t = generateTrace(p, null, type, 1000 + k, version);
        if (!t?.error) continue;
        counts[type][0]! += NEW_NUMBER_KINDS.includes(t.error.kind) ? 1 : 0;
        counts[type][1]! += 1;
      }
    }
    const share = (c: number[]) => c[0]! / c[1]!;
    expect(counts.T3[1]).toBeGreaterThan(500);
    expect(share(counts.T3)).toBeLessThan(0.15);
    expect(share(counts.T2)).toBeGreaterThan(2 * share(counts.T3));
  });

  it('T2 errors sit on the last step about 2 times in k (k steps), so T2 and T3 pooled blame every step equally', () => {
    // Per trace length: T2 errors on the last step, and all T2 and T3 errors by step.
    const byLen = new Map<number, { t2: number; t2Last: number; pooled: number[] }>();
    const rng = createRng(11);
    for (let k = 0; k < 2500; k++) {
      const p = drawProblem(rng);
      for (const type of ['T2', 'T3'] as const) {
        const t = generateTrace(p, null, type, 5000 + k, version);
        if (!t?.error) continue;
        const steps = t.steps.length - 1;
        const e = byLen.get(steps) ?? { t2: 0, t2Last: 0, pooled: new Array<number>(steps + 1).fill(0) };
        if (type === 'T2') {
          e.t2++;
          if (t.error.step === steps) e.t2Last++;
        }
        e.pooled[t.error.step]!++;
        byLen.set(steps, e);
      }
    }
    const four = byLen.get(4)!; // the most common length of a canonical trace
    expect(four.t2).toBeGreaterThan(400);
    // 2/k = 0.5 intended; uniform drawing alone would give 1/k = 0.25.
    expect(four.t2Last / four.t2).toBeGreaterThan(0.4);
    expect(four.t2Last / four.t2).toBeLessThan(0.6);
    const total = four.pooled.reduce((a, b) => a + b, 0);
    for (let s = 1; s <= 4; s++) expect(four.pooled[s]! / total, `step ${s} of 4`).toBeLessThan(0.33);
  });

  it('a family that does not fit is still refused before any trace is written', () => {
    const p = { form: 'poly' as const, a: 1, b: -5, c: 6, d: 0, e: 0 };
    expect(familyFits(p, 'divide_leading')).toBe(false);
    expect(generateTrace(p, 'divide_leading', 'T2', 1, version)).toBeNull();
  });
});
