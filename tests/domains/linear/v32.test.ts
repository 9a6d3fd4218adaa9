// Generator 3.2.0's linear slips (issue 15): no slip changes its line's count of "-" the way no
// valid line does. At 3.1.0 a move's sign slip kept the moved term's sign (the count of "-" of a
// line that moves one term then stays put, where a valid move changes it by one) and a combining
// slip could cross zero; the count of "-" line by line then placed most first errors. Each test
// runs the real generator at 3.1.0 too, where the leak shows, so it can fail.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Equation } from '../../../src/core/dataset/types.ts';
import type { GeneratorVersion } from '../../../src/core/dataset/version.ts';
import { generateTrace, isDegenerate } from '../../../src/core/domains/linear/index.ts';
import { createRng } from '../../../src/core/generator/rng.ts';
import { mixSeed } from '../../../src/core/dataset/hash.ts';
import { canonicalMinusLookup } from '../../dataset/minus-lookup.ts';

const minus = (line: string): number => line.split('-').length - 1;

/** Canonical T2 traces and the T1 of the same equation and seed (the same path, without the slip). */
function pairs(version: GeneratorVersion, n = 1500): { t1: string[]; t2: string[]; step: number; kind: string }[] {
  const rng = createRng(11);
  const out: { t1: string[]; t2: string[]; step: number; kind: string }[] = [];
  for (let i = 0; out.length < n; i++) {
    const e: Equation = { a: rng.int(-10, 10), b: rng.int(-10, 10), c: rng.int(-10, 10), d: rng.int(-10, 10) };
    if (isDegenerate(e)) continue;
    const seed = mixSeed(5, i);
    const t1 = generateTrace(e, null, 'T1', seed, version);
    const t2 = generateTrace(e, null, 'T2', seed, version);
    if (t1 && t2?.error) out.push({ t1: t1.steps, t2: t2.steps, step: t2.error.step, kind: t2.error.kind });
  }
  return out;
}

const numbers = (line: string): string[] => (line.match(/\d+/g) ?? []).sort();
/**
 * A line that moves a term beside one of its kind, combining nothing: the numbers of the line
 * before, no other, and a side with two x terms or two constants. (A term moved to a side without
 * its kind, as in 6x + 1 = 7x to 6x = 7x - 1, has no second term to subtract the wrong way round:
 * its slip still keeps the sign.)
 */
function copiesAMove(before: string, line: string): boolean {
  if (numbers(line).join() !== numbers(before).join()) return false;
  return line.split('=').some((side) => {
    const terms = side.trim().split(/ (?=[+-] )/);
    const xs = terms.filter((t) => t.includes('x')).length;
    return xs >= 2 || terms.length - xs >= 2;
  });
}

describe('generator 3.2.0, linear slips', () => {
  let v31: ReturnType<typeof pairs>;
  let v32: ReturnType<typeof pairs>;
  beforeAll(() => {
    v31 = pairs('3.1.0');
    v32 = pairs('3.2.0');
  });

  it('a sign slip on a line that moves a term has the parity of count of "-" the right line has (3.1.0: never)', () => {
    const moves = (ps: typeof v31) => ps.filter((p) => p.kind === 'sign_error_moving_term' && copiesAMove(p.t1[p.step - 1]!, p.t1[p.step]!) && p.t1[p.step - 1] === p.t2[p.step - 1]);
    const sameParity = (ps: typeof v31) => ps.filter((p) => minus(p.t2[p.step]!) % 2 === minus(p.t1[p.step]!) % 2).length;
    const m31 = moves(v31);
    const m32 = moves(v32);
    expect(m31.length).toBeGreaterThan(50);
    expect(m32.length).toBeGreaterThan(50);
    expect(sameParity(m31)).toBe(0);
    expect(sameParity(m32)).toBe(m32.length);
    // Subtracting the wrong way round writes the numbers of the right line, no other.
    for (const p of m32) expect(numbers(p.t2[p.step]!)).toEqual(numbers(p.t1[p.step]!));
  });

  it('a combining slip keeps the sign of the number it gets wrong, so its line has the right count of "-" (3.1.0: not always)', () => {
    const combining = (ps: typeof v31) => ps.filter((p) => (p.kind === 'coefficient_slip' || p.kind === 'constant_arithmetic_slip') && p.t1[p.step - 1] === p.t2[p.step - 1]);
    const sameCount = (ps: typeof v31) => ps.filter((p) => minus(p.t2[p.step]!) === minus(p.t1[p.step]!)).length / ps.length;
    expect(combining(v31).length).toBeGreaterThan(100);
    expect(sameCount(combining(v31))).toBeLessThan(0.96);
    expect(sameCount(combining(v32))).toBeGreaterThan(0.99);
  });
});

describe('generator 3.2.0: what the lines\' counts of "-" say about where the first error is', () => {
  // Linear and inequality share the moves' slips (inequality's path.ts follows linear's).
  it.each(['linear', 'inequality'] as const)('%s: a lookup from them places far fewer canonical errors than at 3.1.0', (domain) => {
    const before = canonicalMinusLookup(domain, '3.1.0');
    const after = canonicalMinusLookup(domain, '3.2.0');
    expect(before, `3.1.0 ${before}, 3.2.0 ${after}`).toBeGreaterThan(0.35);
    expect(after, `3.1.0 ${before}, 3.2.0 ${after}`).toBeLessThan(before - 0.1);
  }, 120_000);
});
