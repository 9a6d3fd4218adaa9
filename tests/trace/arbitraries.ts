// fast-check generators for the trace language (v3): random syntax trees of every shape the
// parser can produce (relations and chains, or/and, intervals, none, check lines with values or
// `undefined`, sqrt, ±, division by expressions, one or two unknowns), narrower generators of
// statements that mean something (for comparing meanings with the oracle in oracle.ts), and
// raw-text generators for fuzzing, Unicode and zero-width characters included.
import fc from 'fast-check';
import type { Expr, Relation, Statement } from '../../src/core/trace/index.ts';
import { eachExpr, printStatement } from '../../src/core/trace/index.ts';

// ---------------------------------------------------------------- numbers

/** Canonical number text: "0", "17", "2.5", "0.25" (no leading or trailing zeros, ≤ 12 digits). */
export const numText: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 0, max: 12 }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 999_999_999_999 }).map(String) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 99 }))
      .map(([i, f]) => `${i}.${String(f).padStart(2, '0').replace(/0+$/, '')}`),
  },
);

/** Small numbers only: meanings stay cheap to compute (12-digit numbers to the 8th power are not). */
export const smallNumText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 12 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('0.5', '2.5', '1.25', '0.1') },
);

const smallNum: fc.Arbitrary<Expr> = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 10 }) },
  { weight: 1, arbitrary: fc.constantFrom(12, 16, 20) },
).map((n): Expr => ({ type: 'num', text: String(n) }));

export const RELATIONS: readonly Relation[] = ['=', '!=', '<', '<=', '>', '>='];
const relation = fc.constantFrom(...RELATIONS);

// ---------------------------------------------------------------- syntax trees (anything the parser builds)

/** Sets of unknowns a trace can have: one letter (any, upper case too) or a pair. */
export const VAR_SETS: readonly (readonly string[])[] = [['x'], ['y'], ['t'], ['X'], ['a'], ['x', 'y'], ['a', 'b'], ['p', 'q']];

function syntaxExpr(vars: readonly string[], depth: number, nums: fc.Arbitrary<string>): fc.Arbitrary<Expr> {
  const leaf = fc.oneof(
    { weight: 3, arbitrary: nums.map((text): Expr => ({ type: 'num', text })) },
    { weight: 2, arbitrary: fc.constantFrom(...vars).map((name): Expr => ({ type: 'var', name })) },
  );
  if (depth <= 0) return leaf;
  const sub = syntaxExpr(vars, depth - 1, nums);
  return fc.oneof(
    { weight: 4, arbitrary: leaf },
    { weight: 1, arbitrary: sub.map((arg): Expr => ({ type: 'neg', arg })) },
    { weight: 4, arbitrary: fc.tuple(fc.constantFrom('add' as const, 'sub' as const, 'mul' as const, 'div' as const), sub, sub).map(([type, left, right]): Expr => ({ type, left, right })) },
    { weight: 1, arbitrary: fc.tuple(sub, fc.integer({ min: 0, max: 8 })).map(([base, exp]): Expr => ({ type: 'pow', base, exp })) },
    { weight: 1, arbitrary: sub.map((arg): Expr => ({ type: 'sqrt', arg })) },
    { weight: 1, arbitrary: fc.tuple(fc.option(sub, { nil: null, freq: 3 }), sub).map(([left, right]): Expr => ({ type: 'pm', left, right })) },
  );
}

function syntaxRelation(vars: readonly string[], depth: number, nums: fc.Arbitrary<string>): fc.Arbitrary<Statement> {
  const e = syntaxExpr(vars, depth, nums);
  return fc.tuple(e, fc.array(fc.tuple(relation, e), { minLength: 1, maxLength: 3 })).map(([first, rest]): Statement => ({
    kind: 'relation', sides: [first, ...rest.map(([, s]) => s)], rels: rest.map(([r]) => r),
  }));
}

function syntaxInterval(vars: readonly string[], depth: number, nums: fc.Arbitrary<string>): fc.Arbitrary<Statement> {
  const bound = fc.option(syntaxExpr(vars, depth, nums), { nil: null, freq: 3 });
  return fc.record({ name: fc.option(fc.constantFrom(...vars), { nil: null }), lo: bound, hi: bound, loClosed: fc.boolean(), hiClosed: fc.boolean() })
    // an infinite end is never closed (the parser refuses "[-∞")
    .map(({ name, lo, hi, loClosed, hiClosed }): Statement => ({ kind: 'interval', name, lo, hi, loClosed: lo !== null && loClosed, hiClosed: hi !== null && hiClosed }));
}

function syntaxAtom(vars: readonly string[], depth: number, nums: fc.Arbitrary<string>): fc.Arbitrary<Statement> {
  return fc.oneof({ weight: 3, arbitrary: syntaxRelation(vars, depth, nums) }, { weight: 1, arbitrary: syntaxInterval(vars, depth, nums) });
}

function syntaxDisjunction(vars: readonly string[], depth: number, nums: fc.Arbitrary<string>): fc.Arbitrary<Statement> {
  const atom = syntaxAtom(vars, depth, nums);
  return fc.oneof(
    { weight: 2, arbitrary: atom },
    { weight: 1, arbitrary: fc.array(atom, { minLength: 2, maxLength: 3 }).map((parts): Statement => ({ kind: 'or', parts })) },
  );
}

function syntaxCheck(vars: readonly string[], depth: number, nums: fc.Arbitrary<string>): fc.Arbitrary<Statement> {
  const e = syntaxExpr(vars, depth, nums);
  return fc.record({
    name: fc.constantFrom(...vars),
    value: e,
    sides: fc.option(fc.tuple(e, relation, e), { nil: null, freq: 4 }),
    verdict: fc.constantFrom('keep' as const, 'reject' as const),
  }).map(({ name, value, sides, verdict }): Statement => ({
    kind: 'check', name, value, left: sides ? sides[0] : null, relation: sides ? sides[1] : null, right: sides ? sides[2] : null, verdict,
  }));
}

/** Any statement the parser can build for the unknowns `vars` (meaningful or not). */
export function syntaxStatement(vars: readonly string[], depth = 3, nums: fc.Arbitrary<string> = numText): fc.Arbitrary<Statement> {
  const disj = syntaxDisjunction(vars, depth, nums);
  // Alone on the line of a trace in two unknowns, `(a, b)` is a point (x = a, y = b), not an
  // interval; such an interval is generated with its name (`x ∈ (a, b)`).
  const whole = disj.map((s): Statement => vars.length === 2 && s.kind === 'interval' && s.name === null && s.lo !== null && s.hi !== null && !s.loClosed && !s.hiClosed
    ? { ...s, name: vars[0]! } : s);
  return fc.oneof(
    { weight: 4, arbitrary: whole },
    { weight: 2, arbitrary: fc.tuple(fc.array(disj, { minLength: 2, maxLength: 3 }), fc.constantFrom(',' as const, ';' as const)).map(([parts, sep]): Statement => ({ kind: 'and', parts, sep })) },
    { weight: 1, arbitrary: fc.boolean().map((real): Statement => ({ kind: 'none', real })) },
    { weight: 2, arbitrary: syntaxCheck(vars, depth, nums) },
  );
}

/** A random set of unknowns and a statement over them (numbers up to 12 digits). */
export const syntaxCase: fc.Arbitrary<{ vars: readonly string[]; statement: Statement }> = fc
  .constantFrom(...VAR_SETS)
  .chain((vars) => syntaxStatement(vars).map((statement) => ({ vars, statement })));

/** The same with small numbers, for properties that compute meanings. */
export const smallSyntaxCase: fc.Arbitrary<{ vars: readonly string[]; statement: Statement }> = fc
  .constantFrom(...VAR_SETS)
  .chain((vars) => syntaxStatement(vars, 3, smallNumText).map((statement) => ({ vars, statement })));

/** Every expression of a statement, and every one inside each (the trace's own walker). */
export const walkExprs = eachExpr;

// ---------------------------------------------------------------- statements with a meaning (one unknown)

/**
 * How expressions are built: `poly` (polynomials, division by nonzero numbers), `rational`
 * (division by expressions in the unknown too), `surd` (square roots of numbers with one d,
 * ±, expressions linear in the unknown).
 */
export type Mode = 'poly' | 'rational' | 'surd';

/** A number under a square root for one d: d times a square, or a square (√ of it is rational). */
function sqrtArg(d: number): fc.Arbitrary<Expr> {
  return fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 3 }), fc.boolean(), fc.boolean()).map(([k, m, square, fraction]): Expr => {
    const top = square ? k * k : d * k * k;
    return fraction ? { type: 'div', left: { type: 'num', text: String(top) }, right: { type: 'num', text: String(m * m) } } : { type: 'num', text: String(top) };
  });
}

function constExpr(mode: Mode, d: number, depth: number): fc.Arbitrary<Expr> {
  const leaf = mode === 'surd'
    ? fc.oneof({ weight: 3, arbitrary: smallNum }, { weight: 2, arbitrary: sqrtArg(d).map((arg): Expr => ({ type: 'sqrt', arg })) })
    : smallNum;
  if (depth <= 0) return leaf;
  const sub = constExpr(mode, d, depth - 1);
  const nonzero = smallNum.filter((e) => e.type === 'num' && e.text !== '0');
  return fc.oneof(
    { weight: 3, arbitrary: leaf },
    { weight: 1, arbitrary: sub.map((arg): Expr => ({ type: 'neg', arg })) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom('add' as const, 'sub' as const, 'mul' as const), sub, sub).map(([type, left, right]): Expr => ({ type, left, right })) },
    { weight: 1, arbitrary: fc.tuple(sub, nonzero).map(([left, right]): Expr => ({ type: 'div', left, right })) },
  );
}

function exprIn(mode: Mode, d: number, x: string, depth: number): fc.Arbitrary<Expr> {
  const xv: Expr = { type: 'var', name: x };
  const c = constExpr(mode, d, 1);
  const leaf = fc.oneof({ weight: 2, arbitrary: c }, { weight: 2, arbitrary: fc.constant(xv) });
  if (depth <= 0) return leaf;
  const sub = exprIn(mode, d, x, depth - 1);
  const nonzero = smallNum.filter((e) => e.type === 'num' && e.text !== '0');
  const options: fc.WeightedArbitrary<Expr>[] = [
    { weight: 3, arbitrary: leaf },
    { weight: 1, arbitrary: sub.map((arg): Expr => ({ type: 'neg', arg })) },
    { weight: 3, arbitrary: fc.tuple(fc.constantFrom('add' as const, 'sub' as const), sub, sub).map(([type, left, right]): Expr => ({ type, left, right })) },
    { weight: 1, arbitrary: fc.tuple(sub, nonzero).map(([left, right]): Expr => ({ type: 'div', left, right })) },
  ];
  if (mode === 'surd') {
    // linear in x: a constant times a subexpression
    options.push({ weight: 2, arbitrary: fc.tuple(c, sub).map(([left, right]): Expr => ({ type: 'mul', left, right })) });
  } else {
    options.push({ weight: 2, arbitrary: fc.tuple(sub, sub).map(([left, right]): Expr => ({ type: 'mul', left, right })) });
    options.push({ weight: 1, arbitrary: fc.tuple(sub, fc.integer({ min: 0, max: 3 })).map(([base, exp]): Expr => ({ type: 'pow', base, exp })) });
  }
  if (mode === 'rational') options.push({ weight: 2, arbitrary: fc.tuple(sub, sub).map(([left, right]): Expr => ({ type: 'div', left, right })) });
  return fc.oneof(...options);
}

function meaningfulAtom(mode: Mode, d: number, x: string): fc.Arbitrary<Statement> {
  const e = exprIn(mode, d, x, 3);
  const c = constExpr(mode, d, 1);
  const xv: Expr = { type: 'var', name: x };
  const relationArb = fc.tuple(e, fc.array(fc.tuple(relation, e), { minLength: 1, maxLength: 2 })).map(([first, rest]): Statement => ({
    kind: 'relation', sides: [first, ...rest.map(([, s]) => s)], rels: rest.map(([r]) => r),
  }));
  const solved = fc.tuple(relation, c, fc.boolean()).map(([rel, v, flip]): Statement => ({ kind: 'relation', sides: flip ? [v, xv] : [xv, v], rels: [rel] }));
  const listed = fc.tuple(c, fc.option(c, { nil: null })).map(([a, b]): Statement => ({ kind: 'relation', sides: [xv, { type: 'pm', left: b, right: a }], rels: ['='] }));
  const chain = fc.tuple(c, fc.constantFrom('<', '<='), fc.constantFrom('<', '<='), c).map(([lo, r1, r2, hi]): Statement => ({ kind: 'relation', sides: [lo, xv, hi], rels: [r1 as Relation, r2 as Relation] }));
  const interval = fc.record({ named: fc.boolean(), lo: fc.option(c, { nil: null }), hi: fc.option(c, { nil: null }), loClosed: fc.boolean(), hiClosed: fc.boolean() })
    .map(({ named, lo, hi, loClosed, hiClosed }): Statement => ({ kind: 'interval', name: named ? x : null, lo, hi, loClosed: lo !== null && loClosed, hiClosed: hi !== null && hiClosed }));
  return fc.oneof(
    { weight: 5, arbitrary: relationArb },
    { weight: 2, arbitrary: solved },
    { weight: mode === 'surd' ? 2 : 0, arbitrary: listed },
    { weight: 1, arbitrary: chain },
    { weight: 1, arbitrary: interval },
  );
}

/** A statement in one unknown built to mean something (most of them parse; the rest are refused with a reason). */
export function meaningfulStatement(mode: Mode, x = 'x'): fc.Arbitrary<Statement> {
  return fc.constantFrom(2, 3, 5).chain((d) => {
    const atom = meaningfulAtom(mode, d, x);
    const restriction = constExpr('poly', d, 0).map((v): Statement => ({ kind: 'relation', sides: [{ type: 'var', name: x }, v], rels: ['!='] }));
    return fc.oneof(
      { weight: 6, arbitrary: atom },
      { weight: 2, arbitrary: fc.array(atom, { minLength: 2, maxLength: 3 }).map((parts): Statement => ({ kind: 'or', parts })) },
      { weight: 1, arbitrary: fc.tuple(fc.array(fc.oneof(atom, restriction), { minLength: 2, maxLength: 3 }), fc.constantFrom(',' as const, ';' as const)).map(([parts, sep]): Statement => ({ kind: 'and', parts, sep })) },
      { weight: 1, arbitrary: fc.boolean().map((real): Statement => ({ kind: 'none', real })) },
    );
  });
}

/** A statement of any mode with its unknown. */
export const meaningfulCase: fc.Arbitrary<{ mode: Mode; x: string; statement: Statement }> = fc
  .tuple(fc.constantFrom<Mode>('poly', 'rational', 'surd'), fc.constantFrom('x', 'x', 'y', 't'))
  .chain(([mode, x]) => meaningfulStatement(mode, x).map((statement) => ({ mode, x, statement })));

// ---------------------------------------------------------------- systems (two unknowns)

const int = (lo: number, hi: number) => fc.integer({ min: lo, max: hi });
const lin = (a: number, b: number, c: number, [u, v]: readonly [string, string]): [Expr, Expr] => {
  const term = (k: number, name: string): Expr => (k === 1 ? { type: 'var', name } : { type: 'mul', left: k < 0 ? { type: 'neg', arg: { type: 'num', text: String(-k) } } : { type: 'num', text: String(k) }, right: { type: 'var', name } });
  const left: Expr = { type: 'add', left: term(a, u), right: term(b, v) };
  return [left, c < 0 ? { type: 'neg', arg: { type: 'num', text: String(-c) } } : { type: 'num', text: String(c) }];
};

/**
 * A system of one to three linear equations in two unknowns through an integer point, with
 * an optional slip (so empty sets, lines and other points occur too), written in varied forms.
 */
export function systemStatement(names: readonly [string, string]): fc.Arbitrary<Statement> {
  const row = fc.tuple(int(-4, 4), int(-4, 4)).filter(([a, b]) => a !== 0 || b !== 0);
  return fc.record({ u0: int(-3, 3), v0: int(-3, 3), rows: fc.array(row, { minLength: 1, maxLength: 3 }), slip: fc.array(int(-1, 1), { minLength: 3, maxLength: 3 }), sep: fc.constantFrom(',' as const, ';' as const), swap: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }) })
    .map(({ u0, v0, rows, slip, sep, swap }): Statement => {
      const parts = rows.map(([a, b], i): Statement => {
        const [l, r] = lin(a, b, a * u0 + b * v0 + slip[i]!, names);
        return { kind: 'relation', sides: swap[i] ? [r, l] : [l, r], rels: ['='] };
      });
      return parts.length === 1 ? parts[0]! : { kind: 'and', parts, sep };
    });
}

// ---------------------------------------------------------------- raw text

export const GRAMMAR_ALPHABET = [
  ...'0123456789xy+-*/^()[]=<>:,;. !',
  '≠', '≤', '≥', '±', '√', '∞', '∈', '∅', 'ℝ', '÷', '−', '·', '×', '⋅', '–', '²', '³', '¹', '⁰', '₁', '₂', '{', '}', '∪', '∖', '\\', '|', '∣', '_',
  '⩽', '⩾', '≦', '≧', '½', '⅓', '¾', '⅞', '⅒',
  '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00a0',
  'sqrt', 'or', 'and', 'no', 'real', 'solution', 'check', 'undefined', 'keep', 'reject', 'inf', 'in', '+-', '+/-',
];

export const alphabetString = (maxLength = 60): fc.Arbitrary<string> =>
  fc.array(fc.constantFrom(...GRAMMAR_ALPHABET), { maxLength }).map((cs) => cs.join(''));

/** Sequences of whole tokens: much likelier to get deep into the parser than characters. */
export const tokenString: fc.Arbitrary<string> = fc
  .array(fc.constantFrom('x', 'y', '2', '3/2', '0', '12', '(', ')', '[', ']', '+', '-', '*', '/', '^', '^2', '=', '!=', '≠', '<', '<=', '≥', '±', '+-', 'sqrt(2)', '√', '∞', '-inf', ' ∈ ', ' in ', '∅', 'check x = ', ': ', 'undefined', 'or', ' and ', ', ', '; ', 'keep', 'reject', 'no real solution', ' ', '−', '·', '÷', '.5', '\u200b', '\ufeff', '{', '}', 'x ∈ {', 'L = {', 'ℝ', 'all real numbers', '(3, 2)', '{(', ')}', 'D = ', 'Δ = ', 'b² − 4ac = ', ' \\ ', '2,5', 'L = ', '; ', ' ∪ ', ' ∖ ', '{x | ', '{x : ', ' | ', 'x1 = ', 'x_2 = ', 'No ', 'All ', ' except ', ' except for ', ', x ≠ ', '(-∞, 1)', '(1, ∞)', 'infinitely many solutions', '½', '-⅔', '¾x', '2½', ' ⅓', '+/-', '⩽', '≧'), { maxLength: 25 })
  .map((ts) => ts.join(''));

/** Printable-ish unicode, control characters and surrogate halves included. */
export const unicodeString = (maxLength = 80): fc.Arbitrary<string> =>
  fc.oneof(fc.string({ unit: 'binary', maxLength }), fc.string({ unit: 'grapheme', maxLength }), fc.string({ maxLength }));

// ---------------------------------------------------------------- harmless variants

const isWordChar = (c: string | undefined): boolean => c !== undefined && /[a-z]/i.test(c);
export const ZERO_WIDTH = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff'];

/**
 * A harmless respelling of a printed statement: spaces dropped, doubled or made Unicode (never
 * removed between two words), zero-width characters inserted, minus as U+2212 or en dash, !=
 * as ≠, <= as ≤ ⩽ ≦, >= as ≥ ⩾ ≧, * as · × ⋅, ± as +- or +/-, sqrt( as √(, ∞ as inf, ∈ as in.
 */
export function variantOf(text: string): fc.Arbitrary<string> {
  return fc.array(fc.integer({ min: 0, max: 7 }), { minLength: text.length, maxLength: text.length }).map((choices) => {
    let out = '';
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      const k = choices[i]!;
      const two = text.slice(i, i + 2);
      if (c === ' ') {
        // drop it, unless it separates two words, or "+" from "-" ("+-" is ±)
        if (k <= 1 && !(isWordChar(text[i - 1]) && isWordChar(text[i + 1])) && !(text[i - 1] === '+' && text[i + 1] === '-')) continue;
        out += k === 5 ? '  ' : k === 4 ? '\t' : k === 6 ? '\u00a0' : k === 7 ? ` ${ZERO_WIDTH[i % ZERO_WIDTH.length]}` : ' ';
      } else if (c === '-') {
        out += k === 0 ? '\u2212' : k === 1 ? '\u2013' : '-';
      } else if (two === '!=' && k <= 2) {
        out += '\u2260';
        i++;
      } else if (two === '<=' && k <= 4) {
        out += k === 3 ? '\u2a7d' : k === 4 ? '\u2266' : '\u2264';
        i++;
      } else if (two === '>=' && k <= 4) {
        out += k === 3 ? '\u2a7e' : k === 4 ? '\u2267' : '\u2265';
        i++;
      } else if (c === '*') {
        out += k === 0 ? '\u00b7' : k === 1 ? '\u00d7' : k === 2 ? '\u22c5' : '*';
      } else if (c === '±' && k <= 3) {
        out += k === 3 ? '+/-' : '+-';
      } else if (c === '∞' && k <= 2) {
        out += 'inf';
      } else if (c === '∈' && k <= 2) {
        out += ' in '; // a word needs spaces around it
      } else if (text.startsWith('sqrt(', i) && !isWordChar(text[i - 1]) && k <= 2) {
        out += '√';
        i += 3; // the "(" is copied next
      } else {
        out += c;
      }
    }
    return out;
  });
}

/** A random statement with its canonical text and a harmless variant of that text. */
export const variantArb: fc.Arbitrary<{ vars: readonly string[]; statement: Statement; canonical: string; variant: string }> = smallSyntaxCase
  .map(({ vars, statement }) => ({ vars, statement, canonical: printStatement(statement) }))
  .chain((c) => variantOf(c.canonical).map((variant) => ({ ...c, variant })));
