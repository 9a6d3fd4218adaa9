// Recursive-descent parser for one statement. It builds the syntax tree and, in the same
// pass, the exact polynomial each expression denotes, so errors such as division by an
// expression in x are reported at the right column. It never throws.
import { Rational as Fraction } from '../algebra/rational.ts';
import type { Poly } from '../algebra/poly.ts';
import * as P from '../algebra/poly.ts';
import type { Expr, Relation, Statement, Verdict } from './ast.ts';
import type { ParseError } from './errors.ts';
import { parseError } from './errors.ts';
import type { Token, TokenType } from './lexer.ts';
import { tokenize } from './lexer.ts';

export const MAX_STATEMENT_LENGTH = 1000;
export const MAX_DEGREE = 8;
const MAX_DEPTH = 40;

/** What a statement says, in exact arithmetic. */
export type Meaning =
  | { kind: 'equation'; left: Poly; right: Poly }
  | { kind: 'answer'; value: Fraction }
  | { kind: 'candidates'; values: Fraction[] }
  | { kind: 'check'; value: Fraction; left: Fraction; relation: Relation; right: Fraction; verdict: Verdict };

export interface ParsedStatement {
  statement: Statement;
  meaning: Meaning;
}

export type ParseResult = { ok: true; value: ParsedStatement } | { ok: false; error: ParseError };

interface Node {
  expr: Expr;
  poly: Poly;
  start: number;
  end: number;
}

class Fail {
  constructor(readonly error: ParseError) {}
}

// Internal only: a thrown Fail unwinds the recursion and is turned into a value at the door.
function fail(code: ParseError['code'], message: string, start: number, end?: number): never {
  throw new Fail(parseError(code, message, start, end));
}

const DESCRIBE: Partial<Record<TokenType, string>> = { end: 'end of statement', num: 'a number', word: 'a word' };

function show(t: Token): string {
  return DESCRIBE[t.type] && t.type !== 'num' && t.type !== 'word' ? DESCRIBE[t.type]! : `"${t.text}"`;
}

function normaliseNumber(text: string): string {
  if (text.indexOf('.') < 0 && (text.length === 1 || text.charCodeAt(0) !== 48)) return text;
  let [int, frac] = text.split('.') as [string, string | undefined];
  int = int.replace(/^0+(?=\d)/, '') || '0';
  frac = frac?.replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

function isConstant(p: Poly): boolean {
  return P.degree(p) <= 0;
}

function constValue(p: Poly): Fraction {
  return P.coeff(p, 0);
}

function parseTokens(tokens: Token[]): ParsedStatement {
  let pos = 0;
  let depth = 0;
  const peek = (): Token => tokens[pos]!;
  const next = (): Token => tokens[pos++]!;
  const expect = (type: TokenType, what: string): Token => {
    const t = peek();
    if (t.type !== type) {
      fail(t.type === 'end' ? 'unexpected_end' : 'unexpected_token', `expected ${what} but found ${show(t)}`, t.start, t.end);
    }
    return next();
  };
  const checkDegree = (p: Poly, at: Token): Poly => {
    if (P.degree(p) > MAX_DEGREE) fail('degree_too_high', `degree above ${MAX_DEGREE} is not supported`, at.start, at.end);
    return p;
  };

  function atom(): Node {
    const t = peek();
    if (t.type === 'num') {
      next();
      const text = normaliseNumber(t.text);
      return { expr: { type: 'num', text }, poly: P.constant(Fraction.parse(text)), start: t.start, end: t.end };
    }
    if (t.type === 'x') {
      next();
      return { expr: { type: 'x' }, poly: P.X, start: t.start, end: t.end };
    }
    if (t.type === '(') {
      next();
      if (++depth > MAX_DEPTH) fail('too_deep', 'expression is nested too deeply', t.start);
      const inner = sum();
      depth--;
      const close = expect(')', '")"');
      return { ...inner, start: t.start, end: close.end };
    }
    if (t.type === 'word') fail('unknown_word', `unexpected word "${t.text}" (the variable is x)`, t.start, t.end);
    fail(t.type === 'end' ? 'unexpected_end' : 'unexpected_token', `expected a number, x or "(" but found ${show(t)}`, t.start, t.end);
  }

  function power(): Node {
    const base = atom();
    if (peek().type !== '^') return base;
    const caret = next();
    const e = peek();
    if (e.type !== 'num' || !/^\d+$/.test(e.text)) {
      fail('bad_exponent', 'an exponent must be a whole number such as 2', e.start, e.end);
    }
    next();
    const exp = Number(e.text);
    if (exp > MAX_DEGREE) fail('degree_too_high', `exponent above ${MAX_DEGREE} is not supported`, e.start, e.end);
    const poly = checkDegree(P.pow(base.poly, exp), caret);
    return { expr: { type: 'pow', base: base.expr, exp }, poly, start: base.start, end: e.end };
  }

  function unary(): Node {
    const t = peek();
    if (t.type !== '-') return power();
    next();
    if (++depth > MAX_DEPTH) fail('too_deep', 'too many signs in a row', t.start);
    const arg = unary();
    depth--;
    return { expr: { type: 'neg', arg: arg.expr }, poly: P.neg(arg.poly), start: t.start, end: arg.end };
  }

  function product(): Node {
    let left = unary();
    for (;;) {
      const t = peek();
      if (t.type === '*' || t.type === '/') {
        next();
        const right = unary();
        if (t.type === '*') {
          left = { expr: { type: 'mul', left: left.expr, right: right.expr }, poly: checkDegree(P.mul(left.poly, right.poly), t), start: left.start, end: right.end };
        } else {
          if (!isConstant(right.poly)) fail('division_by_x', 'division by an expression in x is not supported', right.start, right.end);
          const d = constValue(right.poly);
          if (d.equals(0)) fail('division_by_zero', 'division by zero', right.start, right.end);
          left = { expr: { type: 'div', left: left.expr, right: right.expr }, poly: P.scale(left.poly, d.inverse()), start: left.start, end: right.end };
        }
      } else if (t.type === 'x' || t.type === '(') {
        const right = power();
        left = { expr: { type: 'mul', left: left.expr, right: right.expr }, poly: checkDegree(P.mul(left.poly, right.poly), t), start: left.start, end: right.end };
      } else if (t.type === 'num') {
        fail('unexpected_token', `a number cannot follow "${tokens[pos - 1]!.text}" directly: write "*" between factors`, t.start, t.end);
      } else {
        return left;
      }
    }
  }

  function sum(): Node {
    let left = product();
    for (;;) {
      const t = peek();
      if (t.type !== '+' && t.type !== '-') return left;
      next();
      const right = product();
      const type = t.type === '+' ? 'add' : 'sub';
      const poly = type === 'add' ? P.add(left.poly, right.poly) : P.sub(left.poly, right.poly);
      left = { expr: { type, left: left.expr, right: right.expr }, poly, start: left.start, end: right.end };
    }
  }

  function constant(what: string): Node {
    const n = sum();
    if (!isConstant(n.poly)) fail('not_constant', `${what} must be a number, not an expression in x`, n.start, n.end);
    return n;
  }

  function end(): void {
    const t = peek();
    if (t.type !== 'end') fail('unexpected_token', `unexpected ${show(t)} after the end of the statement`, t.start, t.end);
  }

  function check(): ParsedStatement {
    next(); // "check"
    expect('x', '"x" after "check"');
    expect('=', '"="');
    const value = constant('the checked value');
    expect(':', '":" after the checked value');
    const left = constant('the left side\'s value');
    const rel = peek();
    if (rel.type !== '=' && rel.type !== '!=') fail(rel.type === 'end' ? 'unexpected_end' : 'unexpected_token', `expected "=" or "!=" but found ${show(rel)}`, rel.start, rel.end);
    next();
    const right = constant('the right side\'s value');
    expect(',', '"," before keep or reject');
    const v = peek();
    if (v.type !== 'word' || (v.text !== 'keep' && v.text !== 'reject')) {
      fail(v.type === 'end' ? 'unexpected_end' : 'unexpected_token', `expected "keep" or "reject" but found ${show(v)}`, v.start, v.end);
    }
    next();
    end();
    const relation: Relation = rel.type === '=' ? '=' : '!=';
    const verdict = v.text as Verdict;
    return {
      statement: { kind: 'check', value: value.expr, left: left.expr, relation, right: right.expr, verdict },
      meaning: { kind: 'check', value: constValue(value.poly), left: constValue(left.poly), relation, right: constValue(right.poly), verdict },
    };
  }

  function statement(): ParsedStatement {
    const first = peek();
    if (first.type === 'end') fail('empty', 'empty statement', first.start);
    if (first.type === 'word' && first.text === 'check') return check();
    const left = sum();
    if (peek().type !== '=') {
      const t = peek();
      if (t.type === 'word') fail('unknown_word', `unexpected word "${t.text}" (the variable is x)`, t.start, t.end);
      fail(t.type === 'end' ? 'unexpected_end' : 'unexpected_token', `expected "=" but found ${show(t)}`, t.start, t.end);
    }
    next();
    const right = sum();
    const solved = left.expr.type === 'x' && isConstant(right.poly);
    if (solved && peek().type === 'word' && peek().text === 'or') {
      const values = [right];
      while (peek().type === 'word' && peek().text === 'or') {
        next();
        expect('x', '"x" after "or"');
        expect('=', '"="');
        values.push(constant('a candidate'));
      }
      end();
      return {
        statement: { kind: 'candidates', values: values.map((v) => v.expr) },
        meaning: { kind: 'candidates', values: values.map((v) => constValue(v.poly)) },
      };
    }
    end();
    if (solved) return { statement: { kind: 'answer', value: right.expr }, meaning: { kind: 'answer', value: constValue(right.poly) } };
    return { statement: { kind: 'equation', left: left.expr, right: right.expr }, meaning: { kind: 'equation', left: left.poly, right: right.poly } };
  }

  return statement();
}

/** Parses one statement (no "Step i:" prefix). Never throws. */
export function parseStatement(src: string): ParseResult {
  if (src.length > MAX_STATEMENT_LENGTH) {
    return { ok: false, error: parseError('too_long', `statement is longer than ${MAX_STATEMENT_LENGTH} characters`, MAX_STATEMENT_LENGTH, src.length) };
  }
  const tokens = tokenize(src);
  if (!Array.isArray(tokens)) return { ok: false, error: tokens };
  try {
    return { ok: true, value: parseTokens(tokens) };
  } catch (e) {
    if (e instanceof Fail) return { ok: false, error: e.error };
    // Anything else is a bug in the parser; still a value, never a crash of the caller.
    return { ok: false, error: parseError('unexpected_token', `internal parser error: ${e instanceof Error ? e.message : String(e)}`, 0, src.length) };
  }
}
