// Shared arbitraries and small independent oracles for the system domain's tests. The oracles
// read a step's equations as rows a·x + b·y = c by evaluating each side's syntax tree at three
// points in exact rationals, and solve two rows by Cramer's rule: they never ask the
// generator's solution() or the checker's plane sets what the answer is.
import fc from 'fast-check';
import { Rational } from '../../../src/core/algebra/index.ts';
import { CATALOG } from '../../../src/core/domains/catalog.ts';
import type { SystemParams } from '../../../src/core/domains/system/index.ts';
import { isDegenerate } from '../../../src/core/domains/system/index.ts';
import { TRACE_TYPES, type TraceType } from '../../../src/core/dataset/types.ts';
import type { Expr, Statement } from '../../../src/core/trace/index.ts';
import { parseStatement } from '../../../src/core/trace/index.ts';

export const FAMILIES = CATALOG.system.families;
export const ERROR_KINDS = CATALOG.system.errorKinds;
export const VARS = ['x', 'y'] as const;

const coefficient = fc.integer({ min: -10, max: 10 });

/** a1 x + b1 y = c1, a2 x + b2 y = c2 with integers in [-10, 10], not degenerate. */
export const problemArb: fc.Arbitrary<SystemParams> = fc
  .record({ a1: coefficient, b1: coefficient, c1: coefficient, a2: coefficient, b2: coefficient, c2: coefficient })
  .filter((p) => !isDegenerate(p));

export const familyArb: fc.Arbitrary<string | null> = fc.constantFrom<string | null>(null, ...FAMILIES);
export const traceTypeArb: fc.Arbitrary<TraceType> = fc.constantFrom(...TRACE_TYPES);
export const seedArb: fc.Arbitrary<number> = fc.integer({ min: 0, max: 0xffffffff });

export const caseArb = fc.record({ problem: problemArb, family: familyArb, type: traceTypeArb, seed: seedArb });
export type Case = { problem: SystemParams; family: string | null; type: TraceType; seed: number };

export function describeCase(c: Case): string {
  return `${JSON.stringify(c.problem)} ${c.family ?? 'canonical'} ${c.type} seed ${c.seed}`;
}

/** a·x + b·y = c. */
export interface Row {
  a: Rational;
  b: Rational;
  c: Rational;
}

function evaluate(e: Expr, x: Rational, y: Rational): Rational {
  switch (e.type) {
    case 'num': return Rational.parse(e.text);
    case 'var':
      if (e.name === 'x') return x;
      if (e.name === 'y') return y;
      throw new Error(`unknown ${e.name}`);
    case 'neg': return evaluate(e.arg, x, y).neg();
    case 'add': return evaluate(e.left, x, y).add(evaluate(e.right, x, y));
    case 'sub': return evaluate(e.left, x, y).sub(evaluate(e.right, x, y));
    case 'mul': return evaluate(e.left, x, y).mul(evaluate(e.right, x, y));
    case 'div': return evaluate(e.left, x, y).div(evaluate(e.right, x, y));
    default: throw new Error(`a system step holds no ${e.type}`);
  }
}

/** One equation as a row: L - R is affine, so its values at (0,0), (1,0), (0,1) give it. */
function rowOfRelation(s: Statement): Row {
  if (s.kind !== 'relation' || s.rels.length !== 1 || s.rels[0] !== '=') throw new Error('not one equation');
  const f = (x: number, y: number) => evaluate(s.sides[0]!, Rational.of(x), Rational.of(y)).sub(evaluate(s.sides[1]!, Rational.of(x), Rational.of(y)));
  const f0 = f(0, 0);
  return { a: f(1, 0).sub(f0), b: f(0, 1).sub(f0), c: f0.neg() };
}

/** The two equations of a step, in the order written. */
export function rowsOfStep(text: string): [Row, Row] {
  const p = parseStatement(text, VARS);
  if (!p.ok) throw new Error(`does not parse: ${text}`);
  const s = p.value.statement;
  if (s.kind !== 'and' || s.parts.length !== 2) throw new Error(`not two equations: ${text}`);
  return [rowOfRelation(s.parts[0]!), rowOfRelation(s.parts[1]!)];
}

export function problemRows(p: SystemParams): [Row, Row] {
  return [
    { a: Rational.of(p.a1), b: Rational.of(p.b1), c: Rational.of(p.c1) },
    { a: Rational.of(p.a2), b: Rational.of(p.b2), c: Rational.of(p.c2) },
  ];
}

/** The one solution of two rows, or null. */
export function cramer(r: Row, s: Row): { x: Rational; y: Rational } | null {
  const det = r.a.mul(s.b).sub(r.b.mul(s.a));
  if (det.isZero()) return null;
  return { x: r.c.mul(s.b).sub(r.b.mul(s.c)).div(det), y: r.a.mul(s.c).sub(r.c.mul(s.a)).div(det) };
}

/** The point a final answer "x = p, y = q" (either order) names, or null when the line is not that form. */
export function answerPoint(text: string): { x: Rational; y: Rational } | null {
  const [r, s] = rowsOfStep(text);
  const value = (row: Row, v: 'x' | 'y') => (v === 'x' ? row.a.equals(1) && row.b.isZero() : row.b.equals(1) && row.a.isZero()) ? row.c : null;
  const x = value(r, 'x') ?? value(s, 'x');
  const y = value(r, 'y') ?? value(s, 'y');
  return x && y ? { x, y } : null;
}

export const holds = (r: Row, pt: { x: Rational; y: Rational }) => r.a.mul(pt.x).add(r.b.mul(pt.y)).equals(r.c);

/** Two rows are the same equation up to a nonzero factor. */
export function proportional(r: Row, s: Row): Rational | null {
  const pairs: [Rational, Rational][] = [[r.a, s.a], [r.b, s.b], [r.c, s.c]];
  const lead = pairs.find(([u]) => !u.isZero());
  if (!lead) return null;
  const k = lead[1].div(lead[0]);
  if (k.isZero()) return null;
  return pairs.every(([u, v]) => u.mul(k).equals(v)) ? k : null;
}

export const sameRow = (r: Row, s: Row) => r.a.equals(s.a) && r.b.equals(s.b) && r.c.equals(s.c);
