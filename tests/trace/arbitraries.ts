// fast-check generators for the trace language: random syntax trees the parser can
// produce (bounded depth and degree, division by nonzero constants only), an exact
// evaluator independent of the parser's polynomial arithmetic (fraction.js as the oracle),
// and raw-text generators.
import fc from 'fast-check';
import Fraction from 'fraction.js';
import type { Expr, Statement } from '../../src/core/trace/index.ts';
import { printStatement } from '../../src/core/trace/index.ts';

// ---------------------------------------------------------------- evaluation

export function evalExpr(e: Expr, x: Fraction): Fraction {
  switch (e.type) {
    case 'num':
      return new Fraction(e.text);
    case 'x':
      return x;
    case 'neg':
      return evalExpr(e.arg, x).neg();
    case 'add':
      return evalExpr(e.left, x).add(evalExpr(e.right, x));
    case 'sub':
      return evalExpr(e.left, x).sub(evalExpr(e.right, x));
    case 'mul':
      return evalExpr(e.left, x).mul(evalExpr(e.right, x));
    case 'div':
      return evalExpr(e.left, x).div(evalExpr(e.right, x));
    case 'pow': {
      const b = evalExpr(e.base, x);
      let acc = new Fraction(1);
      for (let i = 0; i < e.exp; i++) acc = acc.mul(b);
      return acc;
    }
  }
}

/** Ten distinct sample points: two polynomials of degree <= 8 agreeing on all are equal. */
export const SAMPLE_TEXTS = ['-3', '-2', '-1', '-1/2', '0', '1/3', '1', '2', '5/2', '7'] as const;
export const SAMPLE_POINTS: Fraction[] = SAMPLE_TEXTS.map((s) => new Fraction(s));

function isConstantExpr(e: Expr): boolean {
  const v0 = evalExpr(e, SAMPLE_POINTS[0]!);
  return SAMPLE_POINTS.every((p) => evalExpr(e, p).equals(v0));
}

/** An upper bound of the degree of every sub-expression, i.e. what the parser's degree check sees. */
export function maxDegreeBound(e: Expr): { deg: number; max: number } {
  switch (e.type) {
    case 'num':
      return { deg: 0, max: 0 };
    case 'x':
      return { deg: 1, max: 1 };
    case 'neg':
      return maxDegreeBound(e.arg);
    case 'pow': {
      const b = maxDegreeBound(e.base);
      const deg = b.deg * e.exp;
      return { deg, max: Math.max(b.max, deg) };
    }
    case 'div':
      return { deg: maxDegreeBound(e.left).deg, max: Math.max(maxDegreeBound(e.left).max, maxDegreeBound(e.right).max) };
    default: {
      const l = maxDegreeBound(e.left);
      const r = maxDegreeBound(e.right);
      const deg = e.type === 'mul' ? l.deg + r.deg : Math.max(l.deg, r.deg);
      return { deg, max: Math.max(l.max, r.max, deg) };
    }
  }
}

// ---------------------------------------------------------------- trees

/** Canonical number text: "0", "17", "2.5", "0.25" (no leading or trailing zeros). */
export const numText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 20 }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 999999 }).map(String) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 99 }))
      .map(([i, f]) => `${i}.${String(f).padStart(2, '0').replace(/0+$/, '')}`),
  },
);

const num: fc.Arbitrary<Expr> = numText.map((text) => ({ type: 'num', text }));
const xLeaf: fc.Arbitrary<Expr> = fc.constant({ type: 'x' });

function build(depth: number, withX: boolean): fc.Arbitrary<Expr> {
  const leaf = withX ? fc.oneof(num, xLeaf) : num;
  if (depth <= 0) return leaf;
  const sub = build(depth - 1, withX);
  const constSub = build(depth - 1, false);
  const nonzeroConst = constSub.filter((c) => !evalExpr(c, SAMPLE_POINTS[0]!).equals(0));
  return fc.oneof(
    { weight: 3, arbitrary: leaf },
    { weight: 1, arbitrary: sub.map((arg): Expr => ({ type: 'neg', arg })) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom('add' as const, 'sub' as const, 'mul' as const), sub, sub).map(([type, left, right]): Expr => ({ type, left, right })) },
    { weight: 1, arbitrary: fc.tuple(sub, nonzeroConst).map(([left, right]): Expr => ({ type: 'div', left, right })) },
    { weight: 1, arbitrary: fc.tuple(sub, fc.integer({ min: 0, max: 4 })).map(([base, exp]): Expr => ({ type: 'pow', base, exp })) },
  );
}

const withinDegree = (e: Expr): boolean => maxDegreeBound(e).max <= 8;

/** Expressions in x the parser accepts. */
export const exprArb: fc.Arbitrary<Expr> = build(4, true).filter(withinDegree);
/** Numeric expressions (no x). */
export const constArb: fc.Arbitrary<Expr> = build(3, false).filter(withinDegree);

export const statementArb: fc.Arbitrary<Statement> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.tuple(exprArb, exprArb)
      // `x = <constant>` is an answer, not an equation
      .filter(([l, r]) => !(l.type === 'x' && isConstantExpr(r)))
      .map(([left, right]): Statement => ({ kind: 'equation', left, right })),
  },
  { weight: 1, arbitrary: constArb.map((value): Statement => ({ kind: 'answer', value })) },
  { weight: 1, arbitrary: fc.array(constArb, { minLength: 2, maxLength: 4 }).map((values): Statement => ({ kind: 'candidates', values })) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('check' as const),
      value: constArb,
      left: constArb,
      relation: fc.constantFrom('=' as const, '!=' as const),
      right: constArb,
      verdict: fc.constantFrom('keep' as const, 'reject' as const),
    }),
  },
);

// ---------------------------------------------------------------- raw text

export const GRAMMAR_ALPHABET = '0123456789x+-*/^()=:,. !≠−·checkorkeepreject';

export const alphabetString = (maxLength = 60): fc.Arbitrary<string> =>
  fc.array(fc.constantFrom(...GRAMMAR_ALPHABET), { maxLength }).map((cs) => cs.join(''));

/** Sequences of whole tokens: much likelier to get deep into the parser than characters. */
export const tokenString: fc.Arbitrary<string> = fc
  .array(fc.constantFrom('x', '2', '3/2', '0', '12', '(', ')', '+', '-', '*', '/', '^', '^2', '=', '!=', '≠', 'check', 'x =', 'or', ':', ',', 'keep', 'reject', ' ', '−', '·', '.5'), { maxLength: 25 })
  .map((ts) => ts.join(''));

/** Printable-ish unicode, control characters and surrogate halves included. */
export const unicodeString = (maxLength = 80): fc.Arbitrary<string> =>
  fc.oneof(fc.string({ unit: 'binary', maxLength }), fc.string({ unit: 'grapheme', maxLength }), fc.string({ maxLength }));

// ---------------------------------------------------------------- harmless variants

const isLetter = (c: string | undefined): boolean => c !== undefined && /[a-z]/i.test(c);

/**
 * A harmless respelling of a printed statement: spaces dropped or doubled (never between
 * two words), minus as U+2212 or en dash, != as ≠, * as · or ×.
 */
export function variantOf(text: string): fc.Arbitrary<string> {
  return fc.array(fc.integer({ min: 0, max: 5 }), { minLength: text.length, maxLength: text.length }).map((choices) => {
    let out = '';
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      const k = choices[i]!;
      if (c === ' ') {
        if (k <= 1 && !(isLetter(text[i - 1]) && isLetter(text[i + 1]))) continue; // drop
        out += k === 5 ? '  ' : k === 4 ? '\t' : ' ';
      } else if (c === '-') {
        out += k === 0 ? '\u2212' : k === 1 ? '\u2013' : '-';
      } else if (c === '!' && text[i + 1] === '=' && k <= 2) {
        out += '\u2260';
        i++;
      } else if (c === '*') {
        out += k === 0 ? '\u00b7' : k === 1 ? '\u00d7' : '*';
      } else {
        out += c;
      }
    }
    return out;
  });
}

/** A random statement with its canonical text and a harmless variant of that text. */
export const variantArb: fc.Arbitrary<{ statement: Statement; canonical: string; variant: string }> = statementArb
  .map((statement) => ({ statement, canonical: printStatement(statement) }))
  .chain(({ statement, canonical }) => variantOf(canonical).map((variant) => ({ statement, canonical, variant })));
