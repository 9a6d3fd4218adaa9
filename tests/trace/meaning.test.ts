// What a statement means, checked point by point against an independent evaluation of its
// syntax tree (oracle.ts: fraction.js in Q(√d), no code of src/core/algebra or sets): at a grid
// of rationals, at every critical point of the computed set and at rationals inside every gap,
// the set contains a point exactly when the statement holds there (all sides defined). Systems
// are checked the same way on an integer grid and on the points of the computed set.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Alg } from '../../src/core/algebra/algebraic.ts';
import { above, algOf, below, formatAlg, rationalBetween } from '../../src/core/algebra/algebraic.ts';
import { Rational } from '../../src/core/algebra/rational.ts';
import { formatSolutionSet } from '../../src/core/sets/index.ts';
import * as L from '../../src/core/sets/line.ts';
import { planeContains } from '../../src/core/sets/plane.ts';
import type { Expr, Statement } from '../../src/core/trace/index.ts';
import { parseStatement, printStatement } from '../../src/core/trace/index.ts';
import { meaningfulCase, systemStatement } from './arbitraries.ts';
import { evalAt, Fraction, hasPm, hasVar, isRestriction, memberAt, Mixed, QS, Undefined } from './oracle.ts';

const fr = (r: Rational) => new Fraction(r.toFraction());

/** An exact value of ours as the oracle's number, or null for an isolated root of degree ≥ 3. */
function toQS(a: Alg): QS | null {
  if (a.kind === 'q') return QS.q(fr(a.v));
  if (a.kind === 's') return new QS(fr(a.s.p), fr(a.s.q), a.s.d);
  return null;
}

const GRID: Rational[] = (() => {
  const out: Rational[] = [];
  for (let n = -24; n <= 24; n++) out.push(Rational.of(n, 2));
  for (const [n, d] of [[1, 3], [-1, 3], [7, 3], [-7, 3], [1, 5], [-9, 4], [13, 10], [100, 1], [-100, 1], [1, 1000]] as const) out.push(Rational.of(n, d));
  return out;
})();

/** Sample points for a set: the grid, its critical points, and rationals inside every gap. */
function samples(s: L.LineSet): Alg[] {
  const pts: Alg[] = GRID.map(algOf);
  const crit = s.points;
  crit.forEach((p, i) => {
    pts.push(p);
    if (i > 0) pts.push(algOf(rationalBetween(crit[i - 1]!, p)));
  });
  if (crit.length) {
    pts.push(algOf(below(crit[0]!)), algOf(above(crit[crit.length - 1]!)));
    // rationals just beside each critical point
    for (const [i, p] of crit.entries()) {
      const next = crit[i + 1];
      const e = Rational.of(1, 1_000_003);
      if (next) pts.push(algOf(rationalBetween(p, next)));
      if (p.kind === 'q') {
        pts.push(algOf(p.v.add(e)), algOf(p.v.sub(e)));
      }
    }
  }
  return pts;
}

function describeCase(text: string, x: string, s: L.LineSet): string {
  return `${JSON.stringify(text)} [${x}] → ${formatSolutionSet({ dim: 1, s }, [x])}`;
}

describe('one unknown: the set contains a point exactly when the statement holds there', () => {
  it('on random relations, chains, intervals, lists with ±, or/and, none, restrictions, sqrt and division by expressions', () => {
    const stats = { parsed: 0, refused: 0, points: 0, irrationalPoints: 0, modes: new Set<string>() };
    fc.assert(fc.property(meaningfulCase, ({ mode, x, statement }) => {
      const text = printStatement(statement);
      const r = parseStatement(text, [x]);
      if (!r.ok) {
        stats.refused++;
        return;
      }
      const m = r.value.meaning;
      if (m.kind !== 'set' || m.set.dim !== 1) return;
      stats.parsed++;
      stats.modes.add(mode);
      const set = m.set.s;
      for (const p of samples(set)) {
        const q = toQS(p);
        if (!q) continue;
        let expected: boolean;
        try {
          expected = memberAt(statement, new Map([[x, q]]), x);
        } catch (e) {
          if (e instanceof Mixed) continue; // a point in another Q(√d): not evaluable by the oracle
          throw e;
        }
        stats.points++;
        if (p.kind === 's') stats.irrationalPoints++;
        const actual = L.contains(set, p);
        if (actual !== expected) throw new Error(`${describeCase(text, x, set)}: at ${x} = ${formatAlg(p)} the statement ${expected ? 'holds' : 'does not hold'}`);
      }
    }), { numRuns: 1000 });
    expect(stats.parsed).toBeGreaterThan(600);
    expect([...stats.modes].sort()).toEqual(['poly', 'rational', 'surd']);
    expect(stats.irrationalPoints).toBeGreaterThan(100);
  });

  it('the excluded values are exactly where a side is undefined', () => {
    let withExclusions = 0;
    fc.assert(fc.property(meaningfulCase.filter((c) => c.mode === 'rational' && c.statement.kind === 'relation' && !c.statement.sides.some(hasPm)), ({ x, statement }) => {
      const text = printStatement(statement);
      const r = parseStatement(text, [x]);
      if (!r.ok || r.value.meaning.kind !== 'set') return;
      const excluded = r.value.meaning.excluded;
      if (excluded.length) withExclusions++;
      const undefinedAt = (q: QS) => {
        try {
          (statement as Extract<Statement, { kind: 'relation' }>).sides.forEach((e) => evalAt(e, new Map([[x, q]]), 1));
          return false;
        } catch (e) {
          if (e instanceof Undefined) return true;
          throw e;
        }
      };
      for (const e of excluded) {
        const q = toQS(e);
        if (q) expect(undefinedAt(q), `${text}: excluded ${formatAlg(e)}`).toBe(true);
      }
      for (const g of GRID) {
        const isExcluded = excluded.some((e) => e.kind === 'q' && e.v.equals(g));
        expect(undefinedAt(QS.q(fr(g))), `${text} at ${g.toFraction()}`).toBe(isExcluded);
      }
    }), { numRuns: 500 });
    expect(withExclusions).toBeGreaterThan(100);
  });

  it('a list "x = a or x = b ± c" names its values in the order written, both signs of ± included', () => {
    let lists = 0;
    fc.assert(fc.property(meaningfulCase, ({ x, statement }) => {
      const r = parseStatement(printStatement(statement), [x]);
      if (!r.ok || r.value.meaning.kind !== 'set') return;
      const parts = statement.kind === 'or' ? statement.parts : [statement];
      const isItem = (p: Statement) => p.kind === 'relation' && p.rels.length === 1 && p.rels[0] === '=' && p.sides[0]!.type === 'var' && !hasVar(p.sides[1]!);
      const listed = r.value.meaning.listed;
      if (statement.kind === 'none') {
        expect(listed).toEqual([]);
        return;
      }
      if (!parts.every(isItem)) {
        expect(listed).toBeNull();
        return;
      }
      lists++;
      const expected: QS[] = [];
      for (const p of parts) {
        const value = (p as Extract<Statement, { kind: 'relation' }>).sides[1]!;
        expected.push(evalAt(value, new Map(), 1));
        if (hasPm(value)) expected.push(evalAt(value, new Map(), -1));
      }
      expect(listed).not.toBeNull();
      expect(listed!.map((a) => toQS(a)!.toString())).toEqual(expected.map((q) => q.toString()));
    }), { numRuns: 1500 });
    // A guard that the draws hold lists at all, not a count to hit: 30 runs gave 60–88 of 1,500,
    // and 50 was seen once (a failure with nothing wrong), so the bar is half the lowest seen.
    expect(lists).toBeGreaterThan(30);
  });

  it('a restriction "x ≠ c" (or several) records exactly the values c', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.integer({ min: -20, max: 20 }), fc.integer({ min: 1, max: 6 }), fc.boolean()), { minLength: 1, maxLength: 3 }), (items) => {
      const parts: Statement[] = items.map(([n, d, flip]) => {
        const c: Expr = { type: 'div', left: n < 0 ? { type: 'neg', arg: { type: 'num', text: String(-n) } } : { type: 'num', text: String(n) }, right: { type: 'num', text: String(d) } };
        const xv: Expr = { type: 'var', name: 'x' };
        return { kind: 'relation', sides: flip ? [c, xv] : [xv, c], rels: ['!='] };
      });
      const statement: Statement = parts.length === 1 ? parts[0]! : { kind: 'and', parts, sep: ',' };
      expect(parts.every(isRestriction)).toBe(true);
      const r = parseStatement(printStatement(statement));
      if (!r.ok) throw new Error(r.error.message);
      const m = r.value.meaning;
      expect(m.kind).toBe('restriction');
      if (m.kind === 'restriction') expect(m.restrictions.map(formatAlg)).toEqual(items.map(([n, d]) => Rational.of(n, d).toFraction()));
    }), { numRuns: 200 });
  });
});

describe('two unknowns: a system means the points where every equation holds', () => {
  it('on random systems (points, lines, empty sets): brute force on an integer grid and at the computed points', () => {
    const kinds = new Set<string>();
    const systems = fc.constantFrom<readonly [string, string]>(['x', 'y'], ['a', 'b']).chain((names) => systemStatement(names).map((s) => ({ names, s })));
    fc.assert(fc.property(systems, ({ names, s }) => {
      const text = printStatement(s);
      const r = parseStatement(text, names);
      if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
      const m = r.value.meaning;
      if (m.kind !== 'set' || m.set.dim !== 2) throw new Error(`${text}: not a plane set`);
      const set = m.set.s;
      kinds.add(set.kind);
      const holds = (u: Rational, v: Rational) => memberAt(s, new Map([[names[0], QS.q(fr(u))], [names[1], QS.q(fr(v))]]), names[0]);
      const pts: [Rational, Rational][] = [];
      for (let u = -4; u <= 4; u++) for (let v = -4; v <= 4; v++) pts.push([Rational.of(u), Rational.of(v)]);
      if (set.kind === 'point') pts.push([set.u, set.v]);
      if (set.kind === 'line') {
        const { a, b, c } = set.eq;
        for (const t of [-3, 0, 1, 5].map((n) => Rational.of(n))) pts.push(b.isZero() ? [c.div(a), t] : [t, c.sub(a.mul(t)).div(b)]);
      }
      for (const [u, v] of pts) {
        expect(planeContains(set, u, v), `${text} at (${u.toFraction()}, ${v.toFraction()})`).toBe(holds(u, v));
      }
      if (set.kind === 'point') expect(holds(set.u, set.v)).toBe(true);
    }), { numRuns: 600 });
    expect([...kinds].sort()).toEqual(['empty', 'line', 'point']);
  });
});

describe('known meanings (regressions)', () => {
  const meaning = (s: string) => {
    const r = parseStatement(s);
    if (!r.ok) throw new Error(r.error.message);
    return r.value.meaning;
  };
  const setText = (s: string) => {
    const m = meaning(s);
    if (m.kind !== 'set') throw new Error(`${s} is not a set`);
    return formatSolutionSet(m.set, ['x']);
  };

  it('the issue bars\' statements', () => {
    expect(setText('x/(x - 3) = 3/(x - 3) + 2')).toBe('{}');
    expect(setText('x = (-2 ± sqrt(8))/2')).toBe('{-1 - sqrt(2), -1 + sqrt(2)}');
    expect(setText('3x + 5 < 2x - 7')).toBe('(-∞, -12)');
    expect(setText('-12 > x')).toBe('(-∞, -12)');
    expect(setText('x^2 = 4x')).toBe('{0, 4}');
  });

  it('a value in Q(√d) is compared exactly with its neighbours (no rounding at a critical point)', () => {
    // 1 + sqrt(2) is a critical point of both sides; the set is the single point
    expect(setText('x - 1 >= sqrt(2), x - 1 <= sqrt(2)')).toBe('{1 + sqrt(2)}');
    expect(setText('(x - 1)^2 = 2')).toBe('{1 - sqrt(2), 1 + sqrt(2)}');
  });
});
