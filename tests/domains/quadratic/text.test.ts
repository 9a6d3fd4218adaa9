// The quadratic domain's statement builders print canonically: each text is a fixed point of
// print(parse(.)), and the shortcuts (polyText, Surd.toText for answers) print exactly what the
// tree printer prints.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { poly as P, Rational } from '../../../src/core/algebra/index.ts';
import { Surd, sqrtOf } from '../../../src/core/algebra/surd.ts';
import { polyExpr, q } from '../../../src/core/generator/build.ts';
import { parseStatement, printExpr, printStatement } from '../../../src/core/trace/index.ts';
import {
  bothRoots, factoredForm, formulaSubstituted, formulaWithDiscriminant, pmExpr, polyText, rootsAnswer, valueExpr, xIs, X,
} from '../../../src/core/domains/quadratic/text.ts';

const rational = fc.tuple(fc.integer({ min: -40, max: 40 }), fc.integer({ min: 1, max: 12 })).map(([n, d]) => q(n, d));
const radicand = fc.integer({ min: 2, max: 300 }).filter((n) => !sqrtOf(q(n)).isRational());
/** p + q·√d with q ≠ 0, or a rational. */
const surd = fc.oneof(
  rational.map((r) => Surd.rational(r)),
  fc.tuple(rational, rational.filter((r) => !r.isZero()), radicand).map(([p, k, d]) => Surd.rational(p).add(sqrtOf(q(d)).mul(Surd.rational(k)))),
);

function fixedPoint(text: string): void {
  const parsed = parseStatement(text);
  if (!parsed.ok) throw new Error(`"${text}" does not parse: ${parsed.error.message}`);
  expect(printStatement(parsed.value.statement), text).toBe(text);
}

describe('quadratic statement text', () => {
  it('property: polyText prints what printExpr(polyExpr(p)) prints', () => {
    fc.assert(fc.property(fc.array(rational, { maxLength: 4 }), (cs) => {
      const p = P.add(cs, []);
      expect(polyText(p)).toBe(printExpr(polyExpr(p)));
    }), { numRuns: 3000 });
  });

  it('property: a value prints as Surd.toText, and x = v is a fixed point that means v', () => {
    fc.assert(fc.property(surd, (v) => {
      expect(printExpr(valueExpr(v))).toBe(v.toText());
      const text = rootsAnswer([v]);
      fixedPoint(text);
      const m = parseStatement(text);
      expect(m.ok && m.value.meaning.kind === 'set' && m.value.meaning.listed?.length).toBe(1);
    }), { numRuns: 2000 });
  });

  it('property: the ± forms, the formula lines and both square roots are fixed points', () => {
    fc.assert(fc.property(rational, surd, rational.filter((r) => !r.isZero()), (p, r, twoA) => {
      const size = r.compare(Surd.rational(Rational.ZERO)) < 0 ? r.neg() : r;
      if (!size.isZero()) fixedPoint(xIs(pmExpr(p, size)));
      fixedPoint(formulaSubstituted(p, p.mul(p), p.mul(p).sub(twoA.mul(twoA)), twoA));
      fixedPoint(formulaWithDiscriminant(p, p.mul(p).add(1), twoA));
      fixedPoint(bothRoots(polyExpr([p, q(1)]), size));
    }), { numRuns: 1500 });
  });

  it('property: factored forms are fixed points and expand to lead·(x - r1)(x - r2), factors reversed or not', () => {
    // Reversed factors, (2 - x) for (x - 2), are generator 3.5.0's (forms.ts): the product must not change.
    const flags = fc.array(fc.boolean(), { minLength: 2, maxLength: 2 });
    fc.assert(fc.property(rational.filter((r) => !r.isZero()), fc.array(rational, { minLength: 1, maxLength: 2 }), fc.boolean(), flags, (lead, roots, monic, reversed) => {
      const { expr, factors } = factoredForm(lead, roots, monic, reversed);
      for (const f of factors) fixedPoint(`${printExpr(f)} = 0`);
      const text = `${printExpr(expr)} = 0`;
      fixedPoint(text);
      expect(factors.length).toBe(roots.length);
      const m = parseStatement(text);
      if (!m.ok || m.value.meaning.kind !== 'set' || !m.value.meaning.sides) throw new Error(text);
      let want: readonly Rational[] = [lead];
      for (const r of roots.length === 1 ? [roots[0]!, roots[0]!] : roots) want = P.mul(want, [r.neg(), q(1)]);
      expect(P.equals(m.value.meaning.sides.left.a, want), text).toBe(true);
    }), { numRuns: 1500 });
  });

  it('examples read as a textbook writes them', () => {
    expect(polyText([q(6), q(-5), q(1)])).toBe('x^2 - 5x + 6');
    expect(polyText([q(-1, 2), q(-3, 2), q(1)])).toBe('x^2 - (3/2)x - 1/2');
    expect(printExpr(factoredForm(q(-6), [q(0), q(-2, 3)], false).expr)).toBe('-2x(3x + 2)');
    expect(printExpr(factoredForm(q(1), [q(-2), q(1, 2)], true).expr)).toBe('(x + 2)(x - 1/2)');
    expect(printExpr(factoredForm(q(2), [q(3)], false).expr)).toBe('2(x - 3)^2');
    // Reversed factors (generator 3.5.0): the leading sign absorbed, or both reversed.
    expect(printExpr(factoredForm(q(-1), [q(-3), q(2)], true, [false, true]).expr)).toBe('(x + 3)(2 - x)');
    expect(printExpr(factoredForm(q(1), [q(2), q(3)], true, [true, true]).expr)).toBe('(2 - x)(3 - x)');
    expect(printExpr(factoredForm(q(-4), [q(-5, 2), q(-3, 2)], false, [true, false]).expr)).toBe('(-2x - 5)(2x + 3)');
    expect(printExpr(factoredForm(q(-2), [q(1, 2), q(4)], false, [true, false]).expr)).toBe('(1 - 2x)(x - 4)');
    expect(formulaSubstituted(q(-2), q(4), q(-4), q(2))).toBe('x = (-2 ± sqrt(4 + 4))/2');
    expect(xIs(pmExpr(q(-1), sqrtOf(q(2))))).toBe('x = -1 ± sqrt(2)');
    expect(rootsAnswer([Surd.rational(q(-1)).sub(sqrtOf(q(2))), Surd.rational(q(-1)).add(sqrtOf(q(2)))])).toBe('x = -1 - sqrt(2) or x = -1 + sqrt(2)');
    expect(bothRoots(polyExpr([q(-3), q(1)]), sqrtOf(q(16)))).toBe('x - 3 = 4 or x - 3 = -4');
    expect(printExpr(X)).toBe('x');
  });
});
