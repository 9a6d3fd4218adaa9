// Generator 3.4.0's system slips (issue 15). Through 3.3.0 an elimination's scaling step slipped
// on O's scaled numbers as well as P's. O is written back unscaled after the combination, so a
// slip on scaled O showed again there, divided by O's multiplier (mostly a fraction where the
// problem has a whole number), and no other step's slip writes that: the form said the error was
// at the scaling step. From 3.4.0 the scaling step slips on P only, which the combination
// replaces. The test runs the real generator at 3.3.0 too, where the form shows, so it can fail.
import { beforeAll, describe, expect, it } from 'vitest';
import type { GeneratorVersion } from '../../../src/core/dataset/version.ts';
import { systemPairs, type Pair } from './pairs.ts';

/** Canonical T2 traces that `keep` accepts, and the T1 of the same system and seed. */
const pairs = (version: GeneratorVersion, keep: (p: Pair) => boolean, n: number): Pair[] => systemPairs(version, { systems: 17, salt: 11, n, keep });

/** The equations of a line that still have both unknowns. */
const twoUnknowns = (line: string): string[] => line.split(', ').filter((e) => e.includes('x') && e.includes('y'));

describe('generator 3.4.0: an elimination\'s scaling step slips on P only', () => {
  // A slip at the scaling step (step 1 of an elimination), of a kind that changes a scaled number.
  const atScaling = (p: Pair) => p.method === 'elim' && p.step === 1 && (p.kind === 'arithmetic_slip' || p.kind === 'one_side_scaling');
  // After the combination, the equation with both unknowns is O written back unscaled.
  const restoredAsProblem = (p: Pair) => twoUnknowns(p.t2[2]!).join() === twoUnknowns(p.t1[2]!).join();
  let v33: Pair[];
  let v34: Pair[];
  beforeAll(() => {
    v33 = pairs('3.3.0', atScaling, 150);
    v34 = pairs('3.4.0', atScaling, 150);
  });

  it('O written back after the combination is the problem\'s O (3.3.0: often changed by the slip, often a fraction)', () => {
    const before = v33.filter(restoredAsProblem).length / v33.length;
    const fractions = v33.filter((p) => twoUnknowns(p.t2[2]!).some((e) => e.includes('/'))).length / v33.length;
    expect(before, `3.3.0 ${before}`).toBeLessThan(0.8);
    expect(fractions, `3.3.0 ${fractions}`).toBeGreaterThan(0.1);
    expect(v34.filter((p) => !restoredAsProblem(p)).map((p) => `${p.t1[2]} | ${p.t2[2]}`)).toEqual([]);
  });
});
