// Generator 3.5.0's quadratic forms (issue 15): the textbook path written in several
// sign-equivalent forms. At 3.4.0 every valid line was
// written in one fixed form, so a line's count of "-" followed from the line before and a sign
// slip (dropped_sign) was located by the counts. Each test runs the real generator at 3.4.0 too,
// where the old form shows, so it fails when the change is undone.
import { describe, expect, it } from 'vitest';
import { checkTrace } from '../../../src/core/checker/index.ts';
import type { GeneratorVersion } from '../../../src/core/dataset/version.ts';
import type { GeneratedTrace } from '../../../src/core/generator/inject.ts';
import { drawProblem, generateTrace } from '../../../src/core/domains/quadratic/index.ts';
import type { QuadParams } from '../../../src/core/domains/quadratic/index.ts';
import { createRng } from '../../../src/core/generator/rng.ts';
import { canonicalMinusLookup } from '../../dataset/minus-lookup.ts';

interface Made { p: QuadParams; t: GeneratedTrace }

/** Canonical traces of drawn problems, one per seed, at a version. */
function canonical(version: GeneratorVersion, type: 'T1' | 'T2', n = 1500): Made[] {
  const out: Made[] = [];
  for (let s = 1; out.length < n; s++) {
    const p = drawProblem(createRng(s * 31 + 5));
    const t = generateTrace(p, null, type, s, version);
    if (t) out.push({ p, t });
  }
  return out;
}

const share = (xs: readonly Made[], pred: (m: Made) => boolean) => xs.filter(pred).length / xs.length;

/** The standard-form line of a canonical trace of a poly problem that moves terms: its step 1. */
const movesTerms = (m: Made) => m.p.form === 'poly' && (m.p.d !== 0 || m.p.e !== 0) && m.t.steps[1]!.includes('^2') && m.t.steps[1]!.endsWith(' = 0');

/** A factor written (r - x), or a zero-product part r - x = 0, with r > 0. */
const REVERSED = /(^|\(| or )\d+(\/\d+)? - \d*x(\)| = 0)/;

describe('generator 3.5.0, quadratic forms', () => {
  it('writes the standard form negated about half the time where terms are moved (3.4.0: never)', () => {
    const before = canonical('3.4.0', 'T1').filter(movesTerms);
    const after = canonical('3.5.0', 'T1').filter(movesTerms);
    expect(before.length).toBeGreaterThan(300);
    expect(after.length).toBeGreaterThan(300);
    // 3.4.0 writes the reduced polynomial as it comes: its leading sign is the problem's x^2 coefficient's (a - 0).
    const leadNegative = (m: Made) => m.t.steps[1]!.startsWith('-');
    const flipped = (m: Made) => leadNegative(m) !== (m.p.form === 'poly' && m.p.a < 0);
    expect(share(before, flipped)).toBe(0);
    const s = share(after, flipped);
    expect(s).toBeGreaterThan(0.35);
    expect(s).toBeLessThan(0.65);
  });

  it('writes factors reversed, (2 - x) and 2 - x = 0, on some traces (3.4.0: never)', () => {
    const factored = (m: Made) => m.t.steps.some((l) => l.includes(' or ') && l.endsWith('= 0'));
    const before = canonical('3.4.0', 'T1').filter(factored);
    const after = canonical('3.5.0', 'T1').filter(factored);
    expect(before.length).toBeGreaterThan(300);
    expect(share(before, (m) => m.t.steps.some((l) => REVERSED.test(l)))).toBe(0);
    expect(share(after, (m) => m.t.steps.some((l) => REVERSED.test(l)))).toBeGreaterThan(0.2);
    // Each reversed line is exactly valid (the checker's verdict on the whole trace).
    for (const m of after) expect(checkTrace(m.t.steps).q2, m.t.steps.join('\n')).toBe(true);
  });

  it('applies the formula to -1 times a negative-leading equation on some traces (3.4.0: never)', () => {
    // After a standard form with a negative leading coefficient, the formula's denominator is 2a < 0
    // at 3.4.0; 3.5.0 sometimes solves the equation with its sign changed (a positive denominator).
    const formulaAfterNegativeLead = (m: Made) => {
      const i = m.t.steps.findIndex((l) => l.includes(' ± sqrt('));
      return i > 0 && m.t.steps[i - 1]!.startsWith('-') && m.t.steps[i - 1]!.endsWith(' = 0') ? m.t.steps[i]! : null;
    };
    const positiveDenominator = (line: string) => !line.endsWith('/(-2)') && !/\/\(-\d+\)$/.test(line);
    const before = canonical('3.4.0', 'T1').map(formulaAfterNegativeLead).filter((l): l is string => l !== null);
    const after = canonical('3.5.0', 'T1').map(formulaAfterNegativeLead).filter((l): l is string => l !== null);
    expect(before.length).toBeGreaterThan(50);
    expect(after.length).toBeGreaterThan(50);
    expect(before.filter(positiveDenominator).length).toBe(0);
    const s = after.filter(positiveDenominator).length / after.length;
    expect(s).toBeGreaterThan(0.3);
    expect(s).toBeLessThan(0.7);
  });
});

describe('generator 3.5.0: what the lines\' counts of "-" say about where a quadratic\'s first error is', () => {
  it('a lookup from them places fewer canonical errors than at 3.4.0', () => {
    // Seed 1 when 3.5.0 was made: 52.5% at 3.4.0, 43.3% at 3.5.0. The sign slips of the ± lines
    // still flip their line's parity (no valid rewrite of x = (p ± r)/d changes the sign of p/d).
    const before = canonicalMinusLookup('quadratic', '3.4.0');
    const after = canonicalMinusLookup('quadratic', '3.5.0');
    expect(before, `3.4.0 ${before}, 3.5.0 ${after}`).toBeGreaterThan(0.45);
    expect(after, `3.4.0 ${before}, 3.5.0 ${after}`).toBeLessThan(before - 0.05);
  }, 180_000);
});
