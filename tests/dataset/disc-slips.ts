// The quadratic formula path's wrong discriminants read back from the written lines, for the
// frozen tests of generator 3.9.0 and 3.10.0 (domains/quadratic/path.ts, DiscSlip), which check the
// rules each version draws them by.
import { expect } from 'vitest';
import type { Sample } from '../../src/core/dataset/types.ts';

/** The parts of a formula line: -b as written, the root's inside (`sqrt(A - B)` gives A, -1, B; `sqrt(N)` gives N), 2a. Null for any other line. */
function formulaLine(line: string): { minusB: number; a: number; sign: number; b: number | null; twoA: number } | null {
  const m = /^x = \((-?\d+) ± sqrt\((\d+)(?: ([-+]) (\d+))?\)\)\/\(?(-?\d+)\)?$/.exec(line);
  if (!m) return null;
  return { minusB: Number(m[1]), a: Number(m[2]), sign: m[3] === '-' ? -1 : 1, b: m[4] === undefined ? null : Number(m[4]), twoA: Number(m[5]) };
}

export interface DiscSlipRead {
  id: string;
  /** The line before, with its sum still written. */
  before: NonNullable<ReturnType<typeof formulaLine>>;
  /** The discriminant the slip wrote. */
  wrong: number;
  /** The one the line before comes to. */
  right: number;
}

/** Every wrong discriminant on a line that works one out (a failure names the sample). */
export function readDiscSlips(samples: readonly Sample[]): DiscSlipRead[] {
  return samples.flatMap((s) => {
    const at = s.error?.kind === 'wrong_discriminant' ? s.error.step : -1;
    const before = at > 0 ? formulaLine(s.steps[at - 1]!) : null;
    if (!before || before.b === null) return [];
    const wrong = formulaLine(s.steps[at]!);
    expect(wrong, `${s.id}: ${s.steps[at]}`).not.toBeNull();
    return [{ id: s.id, before, wrong: wrong!.a, right: before.a + before.sign * before.b }];
  });
}

export const isSquare = (n: number): boolean => Number.isInteger(Math.sqrt(n));
const mod4 = (n: number) => ((n % 4) + 4) % 4;

/**
 * Whether a slip breaks 3.9.0's rules: the right value's residue mod 4, its kind (square or not),
 * its count of whole roots (for a square), and the sizes the written sum allows; with `near`
 * (3.10.0), also within half to twice the right value unless that is 0.
 */
export function breaksRules({ before, wrong, right }: DiscSlipRead, near: boolean): boolean {
  const { minusB, twoA } = before;
  const whole = (d: number) => [minusB + Math.sqrt(d), minusB - Math.sqrt(d)].filter((n) => Number.isInteger(n / twoA)).length;
  const fits = before.sign < 0 ? wrong < before.a : wrong > before.a && wrong > before.b!;
  const far = near && right !== 0 && (2 * wrong < right || wrong > 2 * right);
  return wrong === right || mod4(wrong) !== mod4(right) || isSquare(wrong) !== isSquare(right) || !fits || far || (isSquare(right) && whole(wrong) !== whole(right));
}
