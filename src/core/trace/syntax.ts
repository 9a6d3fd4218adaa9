// Recursive-descent parser for one statement: tokens → syntax tree, with each node's span kept
// beside the tree for error columns. It knows the trace's unknowns (a letter such as x, or x
// and y in a system) and the keywords; what the tree means is worked out in meaning.ts.
import type { Expr, Relation, Statement, Verdict } from './ast.ts';
import { hasVar } from './ast.ts';
import type { ParseError } from './errors.ts';
import { parseError } from './errors.ts';
import type { Token, TokenType } from './lexer.ts';

export const MAX_DEGREE = 8;
const MAX_DEPTH = 40;

export type Spans = WeakMap<object, { start: number; end: number }>;

export class Fail {
  constructor(readonly error: ParseError) {}
}

// Internal only: a thrown Fail unwinds the recursion and is turned into a value at the door.
export function fail(code: ParseError['code'], message: string, start: number, end?: number): never {
  throw new Fail(parseError(code, message, start, end));
}

/** Words with a meaning of their own; every other word must be made of the unknowns' letters. */
export const KEYWORDS = new Set([
  'check', 'keep', 'reject', 'or', 'and', 'sqrt', 'no', 'real', 'solution', 'solutions', 'undefined', 'inf', 'infinity', 'oo', 'in',
  'all', 'numbers', 'except', 'for',
]);
const INFINITY = new Set(['inf', 'infinity', 'oo']);
/** What stands between a point's two values: `(3, 2)`, `(3; 2)` (a decimal comma in use), `(3|2)` (German classes). */
const POINT_SEPARATORS = new Set<string>([',', ';', '|']);

/**
 * A word as the KEYWORDS are written: words of two or more letters in any case, since a line may
 * start with a capital ("No solution", "All real numbers"); a single letter is an unknown, as cased.
 */
const folded = (text: string): string => (text.length > 1 ? text.toLowerCase() : text);

/** Whether a word is one of the KEYWORDS, in any case (folded). */
export function isKeyword(text: string): boolean {
  return KEYWORDS.has(folded(text));
}
const RELATIONS: Partial<Record<TokenType, Relation>> = { '=': '=', '!=': '!=', '<': '<', '<=': '<=', '>': '>', '>=': '>=' };

function show(t: Token): string {
  return t.type === 'end' ? 'end of statement' : `"${t.text}"`;
}

function normaliseNumber(text: string): string {
  if (text.indexOf('.') < 0 && (text.length === 1 || text.charCodeAt(0) !== 48)) return text;
  let [int, frac] = text.split('.') as [string, string | undefined];
  int = int.replace(/^0+(?=\d)/, '') || '0';
  frac = frac?.replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

/** "the variable is x" / "the unknowns are x and y", for messages about stray words. */
export function describeVars(vars: readonly string[]): string {
  return vars.length === 1 ? `the variable is ${vars[0]}` : `the unknowns are ${vars.join(' and ')}`;
}

/** A node with where it sits in the statement. */
interface At<T> {
  n: T;
  start: number;
  end: number;
}

/**
 * A parser of one token list. Spans are recorded only when asked (`spans` not null): the
 * checker parses every statement many times and needs a column only for the rare error, so an
 * error found while evaluating is located by parsing again with spans (parser.ts).
 */
/** An unknown named alone on the left of `=` or `≠`, which bare values after it repeat. */
interface Named {
  unknown: Expr;
  rel: '=' | '!=';
}

class Parser {
  private pos = 0;
  private depth = 0;
  /** Inside a check line ":" ends the checked value; elsewhere it is division (6x : 3, as taught in much of Europe). */
  private colonDivides = true;

  constructor(
    private readonly tokens: Token[],
    private readonly vars: readonly string[],
    private readonly spans: Spans | null,
    /** Pasted work only: `x = 2 or -2`, `x = 2, 3` name bare values of the first part's unknown. */
    private readonly bareValues = false,
  ) {}

  /**
   * The unknown a part names alone on its left (`x = 2`, and in a list joined by "," or "and" also
   * `x ≠ 1`), with its relation, when bare values may follow it. Never `x ≠ 1 or -2`: to the
   * letter that holds everywhere, and a student means "and".
   */
  private namedBy(part: Statement, excluding: boolean): Named | null {
    if (!this.bareValues || part.kind !== 'relation' || part.rels.length !== 1) return null;
    const rel = part.rels[0]!;
    if (rel !== '=' && !(excluding && rel === '!=')) return null;
    return part.sides[0]!.type === 'var' ? { unknown: part.sides[0]!, rel } : null;
  }

  /** Whether the tokens up to the next top-level or, and, "," or ";" (or the end) hold no relation and no unknown: a bare value. */
  private bareValueAhead(): boolean {
    let depth = 0;
    for (let k = this.pos; k < this.tokens.length; k++) {
      const t = this.tokens[k]!;
      if (t.type === '(' || t.type === '[') depth++;
      else if (t.type === ')' || t.type === ']') depth--;
      else if (depth <= 0 && (t.type === 'end' || t.type === ',' || t.type === ';' || this.isWord(t, 'or', 'and'))) return k > this.pos;
      else if (RELATIONS[t.type] || t.type === '∈' || this.isWord(t, 'in') || this.isVarWord(t)) return false;
    }
    return false;
  }

  /** A bare value after `x = 2 or` (or `x ≠ 1,`): the statement `x = value` (`x ≠ value`). */
  private bareValue(named: Named): At<Statement> {
    const v = this.sum();
    return this.at<Statement>({ kind: 'relation', sides: [named.unknown, v.n], rels: [named.rel] }, v.start, v.end);
  }

  private peek(k = 0): Token {
    return this.tokens[Math.min(this.pos + k, this.tokens.length - 1)]!;
  }

  private next(): Token {
    return this.tokens[this.pos++]!;
  }

  private at<T extends object>(n: T, start: number, end: number): At<T> {
    if (this.spans) this.spans.set(n, { start, end });
    return { n, start, end };
  }

  private unexpected(t: Token, what: string): never {
    return fail(t.type === 'end' ? 'unexpected_end' : 'unexpected_token', `expected ${what} but found ${show(t)}`, t.start, t.end);
  }

  private expect(type: TokenType, what: string): Token {
    return this.peek().type === type ? this.next() : this.unexpected(this.peek(), what);
  }

  private isWord(t: Token, word: string, other?: string): boolean {
    if (t.type !== 'word') return false;
    const w = folded(t.text);
    return w === word || w === other;
  }

  private isVarWord(t: Token): boolean {
    if (t.type !== 'word' || isKeyword(t.text)) return false;
    for (let i = 0; i < t.text.length; i++) if (!this.vars.includes(t.text[i]!)) return false;
    return true;
  }

  private strayWord(t: Token): never {
    return fail('unknown_word', `unexpected word "${t.text}" (${describeVars(this.vars)})${this.joins(t) ? ': if it joins two statements, write "and" (or "or") between them' : ''}`, t.start, t.end);
  }

  /** Whether a word stands where a joining word would: after a relation and a value, before another relation. */
  private joins(t: Token): boolean {
    const at = this.tokens.indexOf(t);
    const before = this.tokens[at - 1];
    if (!before || (before.type !== 'num' && before.type !== ')')) return false;
    const isRelation = (u: Token) => u.type in RELATIONS;
    return this.tokens.slice(0, at).some(isRelation) && this.tokens.slice(at + 1).some(isRelation);
  }

  /** A run of unknowns' letters, "xy" read as x·y. */
  private variables(t: Token): At<Expr> {
    this.next();
    const sub = this.peek();
    if (sub.type === 'sub') {
      fail('unsupported', `"${t.text}${sub.text}" (a numbered unknown) is read only as "${t.text}${sub.text} = value", naming one of the values of ${t.text}`, t.start, sub.end);
    }
    let node: At<Expr> | null = null;
    for (let i = 0; i < t.text.length; i++) {
      const v = this.at<Expr>({ type: 'var', name: t.text[i]! }, t.start + i, t.start + i + 1);
      node = node ? this.at<Expr>({ type: 'mul', left: node.n, right: v.n }, t.start, t.start + i + 1) : v;
    }
    return node!;
  }

  private atom(): At<Expr> {
    const t = this.peek();
    if (t.type === 'num') {
      this.next();
      return this.at<Expr>({ type: 'num', text: normaliseNumber(t.text) }, t.start, t.end);
    }
    if (this.isVarWord(t)) return this.variables(t);
    // Square brackets group as parentheses do, `x = [5 ± √(25 - 24)] / 2` as textbooks print the
    // formula; an interval (`[2, 5)`) is a whole statement, read before any expression.
    if (t.type === '(' || t.type === '[') {
      this.next();
      if (++this.depth > MAX_DEPTH) fail('too_deep', 'expression is nested too deeply', t.start);
      const inner = this.sum();
      this.depth--;
      const close = t.type === '(' ? this.expect(')', '")"') : this.expect(']', '"]" closing the "[" at column ' + (t.start + 1));
      // `[3] x + y = 5`: a tag naming the equation, or 3·x? Neither is guessed.
      if (t.type === '[' && this.startsFactor(this.peek())) {
        fail('unsupported', `"[…]" followed by a factor could be a tag naming the equation or a product: write a product with "*" or round brackets, and a tag at the end of the line`, t.start, close.end);
      }
      // The parentheses belong to the node's span, not to the tree.
      return this.at(inner.n, t.start, close.end);
    }
    if (this.isWord(t, 'sqrt') || t.type === '√') {
      this.next();
      let arg: At<Expr>;
      let end: number;
      if (t.type === '√' && this.peek().type !== '(') {
        arg = this.power(); // √2, √x
        end = arg.end;
      } else {
        const open = this.expect('(', '"(" after sqrt');
        if (++this.depth > MAX_DEPTH) fail('too_deep', 'expression is nested too deeply', open.start);
        arg = this.sum();
        this.depth--;
        end = this.expect(')', '")"').end;
      }
      return this.at<Expr>({ type: 'sqrt', arg: arg.n }, t.start, end);
    }
    if (t.type === '∞' || (t.type === 'word' && INFINITY.has(t.text))) {
      fail('unexpected_token', 'infinity can only be an end of an interval such as (-∞, 3)', t.start, t.end);
    }
    if (t.type === 'word') this.strayWord(t);
    return this.unexpected(t, `a number, ${this.vars[0] ?? 'x'} or "("`);
  }

  private power(): At<Expr> {
    const base = this.atom();
    if (this.peek().type !== '^') return base;
    this.next();
    const e = this.peek();
    if (e.type !== 'num' || !/^\d+$/.test(e.text)) fail('bad_exponent', 'an exponent must be a whole number such as 2', e.start, e.end);
    this.next();
    const exp = Number(e.text);
    if (exp > MAX_DEGREE) fail('degree_too_high', `exponent above ${MAX_DEGREE} is not supported`, e.start, e.end);
    return this.at<Expr>({ type: 'pow', base: base.n, exp }, base.start, e.end);
  }

  private unary(): At<Expr> {
    const t = this.peek();
    if (t.type !== '-' && t.type !== '±') return this.power();
    this.next();
    if (++this.depth > MAX_DEPTH) fail('too_deep', 'too many signs in a row', t.start);
    const arg = this.unary();
    this.depth--;
    const n: Expr = t.type === '-' ? { type: 'neg', arg: arg.n } : { type: 'pm', left: null, right: arg.n };
    return this.at(n, t.start, arg.end);
  }

  private startsFactor(t: Token): boolean {
    return t.type === '(' || t.type === '√' || this.isWord(t, 'sqrt') || this.isVarWord(t);
  }

  private product(): At<Expr> {
    let left = this.unary();
    for (;;) {
      const t = this.peek();
      if (t.type === '*' || t.type === '/' || (t.type === ':' && this.colonDivides)) {
        this.next();
        const right = this.unary();
        left = this.at<Expr>({ type: t.type === '*' ? 'mul' : 'div', left: left.n, right: right.n }, left.start, right.end);
      } else if (this.startsFactor(t)) {
        const right = this.power();
        left = this.at<Expr>({ type: 'mul', left: left.n, right: right.n }, left.start, right.end);
      } else if (t.type === 'num') {
        const before = this.tokens[this.pos - 1]!;
        // `x2`: a power whose superscript a paste lost, a numbered root, or a product; each reads otherwise.
        if (before.type === 'word' && before.end === t.start && this.isVarWord(before) && /^\d+$/.test(t.text)) {
          const v = before.text.at(-1)!;
          fail('unexpected_token', `"${v}${t.text}" could be ${v}^${t.text} (a power), ${v}_${t.text} (a numbered root) or ${t.text}${v} (a product): write the one meant`, before.start, t.end);
        }
        // `1 1/2` (a web page's mixed number 1<sup>1</sup>/<sub>2</sub>, or typed so): both readings named, as for `2½`.
        const over = this.tokens[this.pos + 1];
        const den = this.tokens[this.pos + 2];
        if (before.type === 'num' && /^\d+$/.test(before.text) && /^\d+$/.test(t.text) && over?.type === '/' && den?.type === 'num' && /^\d+$/.test(den.text)) {
          const [w, n, d] = [Number(before.text), Number(t.text), Number(den.text)];
          fail('unexpected_token', `"${before.text} ${t.text}/${den.text}" could be the mixed number ${w} + ${n}/${d} or the product ${w}·(${n}/${d}): write ${w * d + n}/${d} for the mixed number, or ${w}·(${n}/${d}) for the product`, before.start, den.end);
        }
        fail('unexpected_token', `a number cannot follow "${before.text}" directly: write "*" between factors`, t.start, t.end);
      } else if (t.type === 'word' && !isKeyword(t.text)) {
        this.strayWord(t);
      } else {
        return left;
      }
    }
  }

  sum(): At<Expr> {
    let left = this.product();
    for (;;) {
      const t = this.peek();
      if (t.type !== '+' && t.type !== '-' && t.type !== '±') return left;
      this.next();
      const right = this.product();
      const n: Expr = t.type === '±' ? { type: 'pm', left: left.n, right: right.n } : { type: t.type === '+' ? 'add' : 'sub', left: left.n, right: right.n };
      left = this.at(n, left.start, right.end);
    }
  }

  /** One end of an interval: a value, or ±∞ (as -1 / +1). */
  private bound(): At<Expr> | -1 | 1 {
    const t = this.peek();
    const signed = t.type === '-' || t.type === '+';
    const inf = this.peek(signed ? 1 : 0);
    if (inf.type === '∞' || (inf.type === 'word' && INFINITY.has(inf.text))) {
      this.pos += signed ? 2 : 1;
      return t.type === '-' ? -1 : 1;
    }
    return this.sum();
  }

  /** (lo, hi] and friends, after an optional "x ∈". Null (nothing consumed) when this is not an interval. */
  private interval(): At<Statement> | null {
    const startPos = this.pos;
    let name: string | null = null;
    const first = this.peek();
    if (this.isVarWord(first) && first.text.length === 1 && (this.peek(1).type === '∈' || this.isWord(this.peek(1), 'in'))) {
      name = first.text;
      this.pos += 2;
    } else if (first.type === 'word' && first.text.length === 1 && !this.isVarWord(first) && this.peek(1).type === '='
      && ['(', '[', ']'].includes(this.peek(2).type)) {
      // Another letter naming the solution set: L = (-∞, -2].
      this.pos += 2;
    }
    const open = this.peek();
    // "]a; b[" is the open interval where that notation is taught (France, Germany…).
    const opens = open.type === '(' || open.type === '[' || open.type === ']';
    if (!opens) {
      if (name !== null) this.unexpected(open, '"(" or "[" starting an interval');
      this.pos = startPos;
      return null;
    }
    let lo: At<Expr> | -1 | 1;
    let hi: At<Expr> | -1 | 1;
    let close: Token;
    try {
      this.next();
      lo = this.bound();
      const sep = this.peek().type;
      if (sep === ';') this.next();
      else if (sep !== ',' && name === null) {
        // What the catch below does with the Fail expect(',') would throw, without making it:
        // a line that starts with a bracket ("(x + 1)(x - 2) = 0", one in eight) comes this way.
        this.pos = startPos;
        return null;
      } else this.expect(',', '","');
      hi = this.bound();
      close = this.peek();
      if (close.type !== ')' && close.type !== ']' && close.type !== '[') this.unexpected(close, '")" or "]"');
      this.next();
    } catch (e) {
      // Not an interval after all, e.g. "(x + 1)(x - 2) = 0": read it again as a relation.
      if (e instanceof Fail && name === null) {
        this.pos = startPos;
        return null;
      }
      throw e;
    }
    if (lo === 1) fail('bad_interval', 'an interval cannot start at +∞: write (-∞, …)', open.start, close.end);
    if (hi === -1) fail('bad_interval', 'an interval cannot end at -∞: write (…, ∞)', open.start, close.end);
    if ((lo === -1 && open.type === '[') || (hi === 1 && close.type === ']')) {
      fail('bad_interval', 'an infinite end is never included: use "(" or ")" beside ∞', open.start, close.end);
    }
    const n: Statement = {
      kind: 'interval', name, lo: lo === -1 ? null : lo.n, hi: hi === 1 ? null : hi.n, loClosed: open.type === '[', hiClosed: close.type === ']',
    };
    return this.at(n, this.tokens[startPos]!.start, close.end);
  }

  private relation(): At<Statement> {
    // "x₁ = 2": the number only tells the values apart; the statement is x = 2.
    const t = this.peek();
    if (this.isVarWord(t) && t.text.length === 1 && this.peek(1).type === 'sub' && this.peek(2).type === '=') this.tokens.splice(this.pos + 1, 1);
    const first = this.sum();
    const sides: Expr[] = [first.n];
    const rels: Relation[] = [];
    let end = first.end;
    for (;;) {
      const rel = RELATIONS[this.peek().type];
      if (!rel) break;
      this.next();
      rels.push(rel);
      const side = this.sum();
      sides.push(side.n);
      end = side.end;
    }
    if (!rels.length) {
      const t = this.peek();
      if (t.type === 'word' && !isKeyword(t.text)) this.strayWord(t);
      this.unexpected(t, '"=" or another relation');
    }
    return this.at<Statement>({ kind: 'relation', sides, rels }, first.start, end);
  }

  private atomStatement(): At<Statement> {
    return this.point() ?? this.interval() ?? this.relation();
  }

  /**
   * A system's answer as a point: `(x, y) = (3, 2)` is `x = 3, y = 2`. Only when the two
   * unknowns stand in the trace's order inside the first brackets, so an interval never is one.
   */
  private point(): At<Statement> | null {
    // Checked token by token before anything is made: this runs for every part of every system line.
    if (this.vars.length !== 2 || this.peek().type !== '(') return null;
    const order = this.namedPointAhead();
    if (!order || this.peek(5).type !== '=') return null;
    this.pos += 6;
    const values = this.pointValues(this.tokens[this.pos - 6]!.start, order === 'swapped');
    // Alone on its line: inside an "or" it would print as "x = 3, y = 2 or …", another statement.
    if (this.peek().type !== 'end') this.unexpected(this.peek(), `the end of the line after the point (${this.vars.join(', ')}) = (…)`);
    return values;
  }

  /**
   * Whether `(x, y)`, the two unknowns named, starts here: in the trace's order ('same'), or the other way round ('swapped':
   * `(m, c) = (2, 3)` as `y = mx + c` names them, the trace's order being alphabetical; round 74 B), else null.
   */
  private namedPointAhead(): 'same' | 'swapped' | null {
    const [u, c, v, cl] = [this.peek(1), this.peek(2), this.peek(3), this.peek(4)];
    if (!(this.peek().type === '(' && POINT_SEPARATORS.has(c.type) && cl.type === ')' && u.type === 'word' && v.type === 'word')) return null;
    if (u.text === this.vars[0] && v.text === this.vars[1]) return 'same';
    return u.text === this.vars[1] && v.text === this.vars[0] ? 'swapped' : null;
  }

  /**
   * Whether a point's values written bare, `(2, 3)`, have a known order: the unknowns' alphabetical one where it is the
   * order they are named in (x and y, a and b, p and q, m and n …: letters next to each other). Others are named in no one
   * order (`y = mx + c` gives (m, c), a coin problem (n, d) or (d, n)): read alphabetically, right answers were wrong and
   * swapped ones right (round 74 B), so the values must be named.
   */
  private bareOrderKnown(at: Token): void {
    const [a, b] = this.vars;
    if (a && b && b.charCodeAt(0) - a.charCodeAt(0) === 1) return;
    fail('unsupported', `a point's values with the unknowns ${a} and ${b}: which comes first is not known; write ${a} = …, ${b} = … or (${a}, ${b}) = (…)`, at.start, at.end);
  }

  /**
   * The values of a point, `(3, 2)`, read as `x = 3, y = 2` in the trace's order of the unknowns;
   * `start` is where the statement began (its span covers the point's name too).
   */
  private pointValues(start: number, swapped = false): At<Statement> {
    const open = this.expect('(', '"(" starting the values of (' + this.vars.join(', ') + ')');
    const a = this.sum();
    // "(3; 2)" where the decimal comma is in use, "(3|2)" as German classes write a point.
    if (this.peek().type === ';' || this.peek().type === '|') this.next();
    else this.expect(',', '"," between the two values');
    const b = this.sum();
    const end = this.peek();
    this.expect(')', '")" closing the values');
    for (const v of [a, b]) {
      if (hasVar(v.n)) fail('unsupported', `a point lists numbers, in the order (${this.vars.join(', ')}); this value holds an unknown`, v.start, v.end);
    }
    const name = (i: number) => this.at<Expr>({ type: 'var', name: this.vars[swapped ? 1 - i : i]! }, open.start, open.end).n;
    const parts: Statement[] = [
      this.at<Statement>({ kind: 'relation', sides: [name(0), a.n], rels: ['='] }, start, a.end).n,
      this.at<Statement>({ kind: 'relation', sides: [name(1), b.n], rels: ['='] }, start, b.end).n,
    ];
    return this.at<Statement>({ kind: 'and', parts, sep: ',' }, start, end.end);
  }

  /**
   * A system's solution set as classes write it: `{(3, 2)}`, `(x, y) ∈ {(3, 2)}`, `L = {(3, 2)}`,
   * or the point alone, `(3, 2)`; `{}` is no solution. The values are numbers in the order of the
   * trace's unknowns, the set or the point the whole line. One point (a system here has one, none
   * or a line of them, and a line is no list of points).
   */
  private pointSet(): At<Statement> | null {
    if (this.vars.length !== 2) return null;
    const t = this.peek();
    if (t.type === '(' && this.barePairAhead(0)) {
      this.bareOrderKnown(t);
      return this.pointValues(t.start);
    }
    const letterNames = t.type === 'word' && t.text.length === 1 && this.peek(1).type === '=';
    // "L = (3, 2)" names the point as "(3, 2)" alone is one; with one unknown it stays an interval.
    if (letterNames && !this.isVarWord(t) && this.peek(2).type === '(' && this.barePairAhead(2)) {
      this.bareOrderKnown(this.peek(2));
      this.pos += 2;
      return this.pointValues(t.start);
    }
    const order = this.namedPointAhead();
    const named = (letterNames && this.peek(2).type === '{')
      || (order !== null && (this.peek(5).type === '∈' || this.isWord(this.peek(5), 'in')) && this.peek(6).type === '{');
    if (t.type !== '{' && !named) return null;
    if (named) this.pos += t.type === '(' ? 6 : 2;
    this.expect('{', '"{" starting the solution set');
    if (this.peek().type === '}') {
      const close = this.next();
      return this.at<Statement>({ kind: 'none', real: false }, t.start, close.end);
    }
    // `{(2, 3)}` and `L = {(2, 3)}` name no unknown: their order must be known.
    if (t.type !== '(') this.bareOrderKnown(this.peek());
    const point = this.pointValues(t.start, t.type === '(' && order === 'swapped');
    const close = this.peek();
    if (close.type === ',' || close.type === ';') fail('unsupported', 'a system\'s solution set in braces holds one point here', close.start, close.end);
    this.expect('}', '"}" closing the solution set');
    return this.at(point.n, t.start, close.end);
  }

  /** Whether the line is `( … , … )` and nothing else from token `from` on: a pair of values, no relation. */
  private barePairAhead(from: number): boolean {
    let depth = 0;
    let comma = false;
    for (let k = from; ; k++) {
      const t = this.peek(k);
      // An end at infinity makes it an interval, never a point.
      if (t.type === 'end' || t.type === '∞' || (t.type === 'word' && INFINITY.has(t.text))) return false;
      if (t.type === '(' || t.type === '[') depth++;
      else if (t.type === ')' || t.type === ']') {
        depth--;
        // The first bracket closes the whole line, and it is ")": (3, 2), never (3, 2] or (1, 2] or [3, 4).
        if (depth === 0) return t.type === ')' && comma && this.peek(k + 1).type === 'end';
      } else if (POINT_SEPARATORS.has(t.type) && depth === 1) comma = true;
      else if (depth === 1 && RELATIONS[t.type]) return false;
    }
  }

  private disjunction(named: Named | null = null): At<Statement> {
    const first = named && this.bareValueAhead() ? this.bareValue(named) : this.atomStatement();
    if (this.peek().type === '∪') return this.union(first);
    // "|" between two statements is "or" (x - 2 = 0 | x - 3 = 0); in braces it is a set-builder's.
    const isOr = (t: Token) => this.isWord(t, 'or') || t.type === '|';
    if (!isOr(this.peek())) return first;
    const unknown = named?.rel === '=' ? named : this.namedBy(first.n, false);
    const parts = [first.n];
    let end = first.end;
    while (isOr(this.peek())) {
      this.next();
      const p = unknown && this.bareValueAhead() ? this.bareValue(unknown) : this.atomStatement();
      parts.push(p.n);
      end = p.end;
    }
    return this.at<Statement>({ kind: 'or', parts }, first.start, end);
  }

  /**
   * Intervals and values in braces joined by "∪", `(-∞, 1) ∪ (1, ∞)`, `{-4} ∪ (20, ∞)` (also after
   * `x ∈` or `L =`): the list of them, as "or" joins them. The checker prints sets so, and reads them back.
   */
  private union(first: At<Statement>): At<Statement> {
    const parts: Statement[] = [];
    const add = (s: Statement) => (s.kind === 'or' ? parts.push(...s.parts) : parts.push(s));
    const isSet = (s: Statement) => s.kind === 'interval' || s.kind === 'none' || (s.kind === 'relation' && s.rels.length === 1 && s.rels[0] === '=')
      || (s.kind === 'or' && s.parts.every(isSet));
    add(first.n);
    let end = first.end;
    while (this.peek().type === '∪') {
      const cup = this.next();
      if (!isSet(first.n)) fail('unsupported', '"∪" joins intervals such as (-∞, 1) ∪ (1, ∞); between statements write "or"', cup.start, cup.end);
      const open = this.peek();
      const p = open.type === '{' ? this.valueSet() : open.type === '(' || open.type === '[' || open.type === ']' ? this.interval() : null;
      if (!p || (p.n.kind === 'interval' && p.n.name !== null)) this.unexpected(open, 'an interval such as (1, ∞) after "∪"');
      add(p.n);
      end = p.end;
    }
    return this.at<Statement>({ kind: 'or', parts }, first.start, end);
  }

  private conjunction(): At<Statement> {
    const first = this.disjunction();
    const t = this.peek();
    if (t.type !== ',' && t.type !== ';' && !this.isWord(t, 'and')) return first;
    const sep = t.type === ';' ? ';' : ',';
    let unknown = this.namedBy(first.n, true);
    const parts = [first.n];
    let end = first.end;
    while (this.peek().type === ',' || this.peek().type === ';' || this.isWord(this.peek(), 'and')) {
      this.next();
      const p = this.disjunction(unknown);
      parts.push(p.n);
      end = p.end;
      // `(x + 3)/(x - 2) = …, x ≠ 2, -1`: a restriction after the equation names the unknown the bare values after it leave out.
      if (!unknown) {
        const named = this.namedBy(p.n, true);
        unknown = named?.rel === '!=' ? named : null;
      }
    }
    return this.at<Statement>({ kind: 'and', parts, sep }, first.start, end);
  }

  /**
   * The solution set in braces, as classes write the answer: `x ∈ {2, 3}`, `x in {2; 3}`,
   * `x = {2, 3}`, `{2, 3}`, or named by another letter (`L = {2; 3}`, `S = {2, 3}`); `{}` is
   * no solution. The values are numbers (no unknown), the braces the whole line. It is the list
   * `x = 2 or x = 3`. One unknown only (a system's answer is `(x, y) = (3, 2)`).
   */
  private valueSet(): At<Statement> | null {
    if (this.vars.length !== 1) return null;
    const t = this.peek();
    const rel = this.peek(1);
    // {…} alone; x ∈ {…} or x in {…} for the unknown; x = {…}, or another letter naming the set (L = {…}).
    const named = t.type === 'word' && t.text.length === 1 && this.peek(2).type === '{'
      && (rel.type === '=' || ((rel.type === '∈' || this.isWord(rel, 'in')) && t.text === this.vars[0]));
    if (t.type !== '{' && !named) return null;
    if (named) this.pos += 2;
    const builder = this.setBuilder();
    if (builder) return this.at(builder.n, t.start, builder.end);
    const open = this.next();
    const parts: Statement[] = [];
    const unknown = () => this.at<Expr>({ type: 'var', name: this.vars[0]! }, open.start, open.end).n;
    if (this.peek().type === '}') {
      const close = this.next();
      return this.at<Statement>({ kind: 'none', real: false }, t.start, close.end);
    }
    for (;;) {
      const v = this.sum();
      if (hasVar(v.n)) fail('unsupported', `a solution set in braces lists numbers; this value holds the unknown ${this.vars[0]}`, v.start, v.end);
      parts.push(this.at<Statement>({ kind: 'relation', sides: [unknown(), v.n], rels: ['='] }, v.start, v.end).n);
      const sep = this.peek();
      if (sep.type === '}') break;
      if (sep.type !== ',' && sep.type !== ';') this.unexpected(sep, '"," or ";" between the values, or "}"');
      this.next();
    }
    const close = this.next();
    const n: Statement = parts.length === 1 ? parts[0]! : { kind: 'or', parts };
    return this.at(n, t.start, close.end);
  }

  /**
   * A set-builder, `{x | x > 2}`, `{x : -1 < x <= 3}`, `{x ∈ ℝ | x < -1 or x > 2}`: the statement after
   * "|" (or ":"), which says what the braces hold. Null (nothing consumed) when the braces list values.
   */
  private setBuilder(): At<Statement> | null {
    const x = this.peek(1);
    if (this.peek().type !== '{' || !this.isVarWord(x) || x.text !== this.vars[0]) return null;
    const overReals = this.peek(2).type === '∈' && this.peek(3).type === 'ℝ';
    const bar = this.peek(overReals ? 4 : 2);
    if (bar.type !== '|' && bar.type !== ':') return null;
    this.pos += overReals ? 5 : 3;
    const inner = this.conjunction();
    const close = this.expect('}', '"}" closing the set');
    return { n: inner.n, start: inner.start, end: close.end };
  }

  /**
   * Every real number, the answer to an identity (`2(x + 1) = 2x + 2`): `all real numbers`, `ℝ`,
   * `x ∈ ℝ`, `x in ℝ`, `L = ℝ`. The whole line; one unknown. It is the interval (-∞, ∞).
   */
  private allReals(): At<Statement> | null {
    const t = this.peek();
    // Another letter naming the set, `L = ℝ`.
    const namesSet = t.type === 'word' && t.text.length === 1 && this.peek(1).type === '=';
    let end: Token | null = null;
    if (this.isWord(t, 'all') && this.isWord(this.peek(1), 'real') && this.isWord(this.peek(2), 'numbers')) end = this.peek(2);
    else if (t.type === 'ℝ') end = t;
    else if (t.type === 'word' && t.text.length === 1 && this.peek(2).type === 'ℝ'
      && (this.peek(1).type === '=' || ((this.peek(1).type === '∈' || this.isWord(this.peek(1), 'in')) && t.text === this.vars[0]))) end = this.peek(2);
    if (!end) return null;
    if (this.vars.length !== 1) fail('unsupported', `all real numbers is an answer for one unknown; this trace has ${this.vars.join(' and ')}`, t.start, end.end);
    while (this.peek() !== end) this.next();
    this.next();
    const all = this.at<Statement>({ kind: 'interval', name: null, lo: null, hi: null, loClosed: false, hiClosed: false }, t.start, end.end);
    const left = this.leftOut();
    if (!left) return all;
    // `D = ℝ \ {1}` is the domain of definition, not a solution set (pasted work reads it so: domain-reading.ts).
    if (namesSet && t.text === 'D') {
      fail('unsupported', '"D = ℝ \\ {…}" names the domain of definition (where the equation is defined), not a solution set: write the restriction, "x ≠ 1"', t.start, left.end);
    }
    const x: Expr = { type: 'var', name: this.vars[0]! };
    const parts = left.values.map((v) => this.at<Statement>({ kind: 'relation', sides: [x, v.n], rels: ['!='] }, v.start, v.end).n);
    return this.at<Statement>({ kind: 'and', parts: [all.n, ...parts], sep: ',' }, t.start, left.end);
  }

  /**
   * The values left out of every real number, after `all real numbers` (or `ℝ`, `x ∈ ℝ`, `L = ℝ`):
   * `\ {1, 2}` (or `∖`), `except 1 and 2` (`except for`, `except x = 1`), or `, x ≠ 1` (`and x ≠ 1`).
   * The answer to an equation that holds wherever it is defined, `x/x = 1`. Null when none follows.
   */
  private leftOut(): { values: At<Expr>[]; end: number } | null {
    const t = this.peek();
    const values: At<Expr>[] = [];
    const value = (): void => {
      const v = this.sum();
      if (hasVar(v.n)) fail('unsupported', `a value left out of all real numbers is a number; this one holds the unknown ${this.vars[0]}`, v.start, v.end);
      values.push(v);
    };
    if (t.type === '\\') {
      this.next();
      this.expect('{', '"{" with the values left out, as in ℝ \\ {1}');
      for (;;) {
        value();
        const sep = this.peek();
        if (sep.type === '}') break;
        if (sep.type !== ',' && sep.type !== ';') this.unexpected(sep, '"," or ";" between the values, or "}"');
        this.next();
      }
      return { values, end: this.next().end };
    }
    if (this.isWord(t, 'except')) {
      this.next();
      if (this.isWord(this.peek(), 'for')) this.next();
      for (;;) {
        // except x = 1: the unknown may be named before each value.
        if (this.isVarWord(this.peek()) && this.peek().text === this.vars[0] && this.peek(1).type === '=') this.pos += 2;
        value();
        const sep = this.peek();
        if (sep.type !== ',' && sep.type !== ';' && !this.isWord(sep, 'and', 'or')) break;
        this.next();
      }
      return { values, end: values[values.length - 1]!.end };
    }
    if (t.type !== ',' && t.type !== ';' && !this.isWord(t, 'and')) return null;
    while (this.peek().type === ',' || this.peek().type === ';' || this.isWord(this.peek(), 'and')) {
      this.next();
      // Only a restriction, x ≠ 1, may follow every real number.
      const u = this.peek();
      if (!this.isVarWord(u) || u.text !== this.vars[0] || this.peek(1).type !== '!=') {
        fail('unsupported', `after all real numbers only values left out may follow, such as "${this.vars[0]} ≠ 1"`, u.start, u.end);
      }
      this.pos += 2;
      value();
    }
    return { values, end: values[values.length - 1]!.end };
  }

  private none(): At<Statement> | null {
    const t = this.peek();
    if (t.type === '∅' && this.peek(1).type === 'end') {
      this.next();
      return this.at<Statement>({ kind: 'none', real: false }, t.start, t.end);
    }
    // x ∈ ∅, or another letter naming the set: L = ∅.
    const named = t.type === 'word' && t.text.length === 1 && (this.isVarWord(t) ? this.peek(1).type === '∈' || this.isWord(this.peek(1), 'in') : this.peek(1).type === '=');
    if (named && this.peek(2).type === '∅') {
      this.pos += 3;
      return this.at<Statement>({ kind: 'none', real: false }, t.start, this.tokens[this.pos - 1]!.end);
    }
    if (!this.isWord(t, 'no')) return null;
    this.next();
    let real = false;
    if (this.isWord(this.peek(), 'real')) {
      this.next();
      real = true;
    }
    const s = this.peek();
    if (!this.isWord(s, 'solution', 'solutions')) this.unexpected(s, '"solution" (as in "no real solution")');
    this.next();
    return this.at<Statement>({ kind: 'none', real }, t.start, s.end);
  }

  private check(): At<Statement> {
    const start = this.next(); // "check"
    const v = this.peek();
    if (!this.isVarWord(v) || v.text.length !== 1) this.unexpected(v, `the unknown ${this.vars[0] ?? 'x'} after "check"`);
    this.next();
    this.expect('=', '"="');
    this.colonDivides = false;
    const value = this.sum();
    this.colonDivides = true;
    this.expect(':', '":" after the checked value');
    let left: Expr | null = null;
    let right: Expr | null = null;
    let relation: Relation | null = null;
    if (this.isWord(this.peek(), 'undefined')) {
      this.next();
    } else {
      left = this.sum().n;
      const rel = RELATIONS[this.peek().type];
      if (!rel) return this.unexpected(this.peek(), '"=", "!=" or another relation');
      this.next();
      relation = rel;
      right = this.sum().n;
    }
    this.expect(',', '"," before keep or reject');
    const verdict = this.peek();
    if (!this.isWord(verdict, 'keep', 'reject')) this.unexpected(verdict, '"keep" or "reject"');
    this.next();
    return this.at<Statement>({ kind: 'check', name: v.text, value: value.n, left, relation, right, verdict: verdict.text.toLowerCase() as Verdict }, start.start, verdict.end);
  }

  statement(): Statement {
    const first = this.peek();
    if (first.type === 'end') fail('empty', 'empty statement', first.start);
    let s: At<Statement>;
    if (this.isWord(first, 'check')) s = this.check();
    else {
      // Values in braces may open a union, {-4} ∪ (20, ∞); every other union starts inside a disjunction.
      const braces = this.valueSet();
      s = braces ? (this.peek().type === '∪' ? this.union(braces) : braces) : (this.none() ?? this.allReals() ?? this.pointSet() ?? this.conjunction());
    }
    const t = this.peek();
    if (t.type !== 'end') {
      if (t.type === 'word' && !isKeyword(t.text)) this.strayWord(t);
      fail('unexpected_token', `unexpected ${show(t)} after the end of the statement`, t.start, t.end);
    }
    return s.n;
  }
}

/** The syntax tree of one statement; node spans are recorded into `spans` when it is given. */
export function parseTokens(tokens: Token[], vars: readonly string[], spans: Spans | null, bareValues = false): Statement {
  return new Parser(tokens, vars, spans, bareValues).statement();
}
