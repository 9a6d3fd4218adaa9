// Generator 3.1.0's linear path (issue 15): the forms it adds, and the two leaks they close —
// the minus-count checksum of a fixed path, and an error's place chosen by the trace's form.
// Each test runs the real generator at 3.0.0 too, where the leak shows, so it can fail.
import { describe, expect, it } from 'vitest';
import type { Equation, TraceType } from '../../../src/core/dataset/types.ts';
import type { GeneratorVersion } from '../../../src/core/dataset/version.ts';
import { generateTrace, isDegenerate } from '../../../src/core/domains/linear/index.ts';
import { createRng } from '../../../src/core/generator/rng.ts';
import { mixSeed } from '../../../src/core/dataset/hash.ts';

/** Canonical traces of one type for `n` random non-degenerate equations (a fixed draw). */
function canonical(type: TraceType, version: GeneratorVersion, n = 1500): { steps: string[]; step: number | null }[] {
  const rng = createRng(7);
  const out: { steps: string[]; step: number | null }[] = [];
  for (let i = 0; out.length < n; i++) {
    const e: Equation = { a: rng.int(-10, 10), b: rng.int(-10, 10), c: rng.int(-10, 10), d: rng.int(-10, 10) };
    if (isDegenerate(e)) continue;
    const t = generateTrace(e, null, type, mixSeed(3, i), version);
    if (t) out.push({ steps: t.steps, step: t.error?.step ?? null });
  }
  return out;
}

const minusCount = (steps: string[]): number => steps.join('\n').split('-').length - 1;
const oddShare = (traces: { steps: string[] }[]): number => traces.filter((t) => minusCount(t.steps) % 2 === 1).length / traces.length;

describe('generator 3.1.0, linear', () => {
  it('the count of minus signs in a correct canonical trace is no checksum (3.0.0: mostly even)', () => {
    expect(oddShare(canonical('T1', '3.0.0'))).toBeLessThan(0.25);
    const share = oddShare(canonical('T1', '3.1.0'));
    expect(share).toBeGreaterThan(0.35);
    expect(share).toBeLessThan(0.65);
  });

  it('writes each form it adds: a move in one line, the constant moved first, a quotient before it is simplified', () => {
    const t1 = canonical('T1', '3.1.0', 600);
    const second = t1.map((t) => t.steps[1]!);
    // One line: step 1 already combined (one x term, nothing moved shown) — x move or constant move.
    expect(second.some((s) => /^-?\d*x [+-] \d+ = -?\d+$/.test(s))).toBe(true);
    // The constant first: step 1 still has an x term on the right.
    expect(second.some((s) => /= -?\d*x/.test(s))).toBe(true);
    // A quotient written as D/A before it is simplified.
    expect(t1.some((t) => /^x = -?\d+\/\(?-?\d+\)?$/.test(t.steps.at(-2)!) && /^x = /.test(t.steps.at(-1)!))).toBe(true);
    // Never both moves in one line (the traces would be too short for Q3): 3 or more steps after step 0.
    const threeMoves = t1.filter((t) => t.steps.length >= 4);
    expect(threeMoves.length / t1.length).toBeGreaterThan(0.9);
  });

  it('the stream that places the error is independent of the trace\'s own (3.0.0: its pick follows the trace\'s first bit)', () => {
    // 3.0.0 seeded the place picker with seed ^ 0x5bd1e995: xoroshiro128+ seeded with two 32-bit
    // values one xor apart gives a first pick among 4 places whose parity is the trace's first
    // coin, so a trace whose form a coin chose had its error's place half chosen with it.
    const agree = (chooser: (seed: number) => number): number => {
      let same = 0;
      for (let i = 0; i < 4000; i++) {
        const s = mixSeed(1, i);
        if (createRng(s).int(0, 1) === createRng(chooser(s)).int(0, 3) % 2) same++;
      }
      return same / 4000;
    };
    expect(Math.abs(agree((s) => s ^ 0x5bd1e995) - 0.5)).toBeGreaterThan(0.45);
    expect(Math.abs(agree((s) => mixSeed(s, 0x5bd1e995)) - 0.5)).toBeLessThan(0.05);
  });
});
