// The domain's exact factoring (model.ts factorRational, with its rational-root-theorem fast
// path): a product of rational linear factors is recovered exactly, and a polynomial with an
// irrational or complex root is refused.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { poly as P } from '../../../src/core/algebra/index.ts';
import { factorRational, factorPoly } from '../../../src/core/domains/rational/model.ts';
import { q } from '../../../src/core/generator/build.ts';

const rootArb = fc.tuple(fc.integer({ min: -30, max: 30 }), fc.integer({ min: 1, max: 7 })).map(([n, d]) => q(n, d));
const leadArb = fc.tuple(fc.integer({ min: -12, max: 12 }).filter((n) => n !== 0), fc.integer({ min: 1, max: 5 })).map(([n, d]) => q(n, d));

describe('factorRational', () => {
  it('property: lead · Π (x - r) factors back to its lead and its roots (ascending, with multiplicity)', () => {
    fc.assert(fc.property(leadArb, fc.array(rootArb, { minLength: 1, maxLength: 4 }), (lead, roots) => {
      const p = roots.reduce((acc, r) => P.mul(acc, factorPoly(r)), P.constant(lead));
      const f = factorRational(p);
      expect(f).not.toBeNull();
      expect(f!.lead.equals(lead)).toBe(true);
      const sorted = roots.slice().sort((a, b) => a.compare(b));
      expect(f!.roots.map((r) => r.toFraction())).toEqual(sorted.map((r) => r.toFraction()));
    }), { numRuns: 500 });
  });

  it('an irrational or complex root makes it refuse', () => {
    const x = P.X;
    const xx = P.mul(x, x);
    expect(factorRational(P.sub(xx, P.constant(q(2))))).toBeNull(); // x^2 - 2
    expect(factorRational(P.mul(P.add(xx, P.constant(q(1))), factorPoly(q(3))))).toBeNull(); // (x^2 + 1)(x - 3)
    expect(factorRational(P.mul(P.sub(xx, P.constant(q(3))), factorPoly(q(-1, 2))))).toBeNull(); // (x^2 - 3)(x + 1/2)
  });
});
