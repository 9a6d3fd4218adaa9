// The trace language's syntax tree: plain data, no positions (printing and parsing round-trip
// on it: parse(print(t)) deep-equals t). Positions for error messages live beside the tree
// (parser.ts), so two trees are equal exactly when they say the same thing.

export type Expr =
  | { type: 'num'; text: string } // a non-negative literal, normalised: "3", "2.5"
  | { type: 'var'; name: string } // the unknown: "x", "y", any single letter
  | { type: 'neg'; arg: Expr }
  | { type: 'add' | 'sub' | 'mul' | 'div'; left: Expr; right: Expr }
  | { type: 'pow'; base: Expr; exp: number }
  | { type: 'sqrt'; arg: Expr }
  /** left ± right, or ±right when left is null: the statement names two values. */
  | { type: 'pm'; left: Expr | null; right: Expr };

export type Relation = '=' | '!=' | '<' | '<=' | '>' | '>=';
export type Verdict = 'keep' | 'reject';

/** One end of an interval; null is infinite. */
export type Bound = Expr | null;

export type Statement =
  /** e0 rel e1 (rel e2 …): an equation, an inequality, a solved form such as x = -12 or -12 > x. */
  | { kind: 'relation'; sides: Expr[]; rels: Relation[] }
  /** (-∞, -12), x ∈ [9/5, ∞): the values between two bounds. */
  | { kind: 'interval'; name: string | null; lo: Bound; hi: Bound; loClosed: boolean; hiClosed: boolean }
  /** "no solution" / "no real solution": the empty set. */
  | { kind: 'none'; real: boolean }
  /** a or b or …: the union (x = 2 or x = 3; x - 2 = 0 or x - 3 = 0). */
  | { kind: 'or'; parts: Statement[] }
  /** a, b (or a; b): every part at once (a system; x = 2, y = 3; x ≠ 3, x ≠ -1). */
  | { kind: 'and'; parts: Statement[]; sep: ',' | ';' }
  /**
   * check x = v: L rel R, verdict — L and R are the ORIGINAL sides evaluated at v; `undefined`
   * (left/right null) says the original is not defined there (a denominator is zero).
   */
  | { kind: 'check'; name: string; value: Expr; left: Expr | null; relation: Relation | null; right: Expr | null; verdict: Verdict };

/** Whether an expression holds an unknown (with `name`, that unknown). */
export function hasVar(e: Expr, name?: string): boolean {
  switch (e.type) {
    case 'var':
      return name === undefined || e.name === name;
    case 'num':
      return false;
    case 'neg':
    case 'sqrt':
      return hasVar(e.arg, name);
    case 'pow':
      return hasVar(e.base, name);
    case 'pm':
      return (e.left !== null && hasVar(e.left, name)) || hasVar(e.right, name);
    default:
      return hasVar(e.left, name) || hasVar(e.right, name);
  }
}

/** e with every `name` replaced by `value` (a check's value put in the original's sides). */
export function substitute(e: Expr, name: string, value: Expr): Expr {
  switch (e.type) {
    case 'var':
      return e.name === name ? value : e;
    case 'num':
      return e;
    case 'neg':
    case 'sqrt':
      return { ...e, arg: substitute(e.arg, name, value) };
    case 'pow':
      return { ...e, base: substitute(e.base, name, value) };
    case 'pm':
      return { ...e, left: e.left && substitute(e.left, name, value), right: substitute(e.right, name, value) };
    default:
      return { ...e, left: substitute(e.left, name, value), right: substitute(e.right, name, value) };
  }
}

/** A number as written alone, `12` or `-3`, with no operation to work out. */
export function isBareNumber(e: Expr): boolean {
  return e.type === 'num' || (e.type === 'neg' && e.arg.type === 'num');
}

/** Calls `f` on `e` and on every expression inside it, outermost first. */
export function eachSubExpr(e: Expr, f: (e: Expr) => void): void {
  f(e);
  switch (e.type) {
    case 'num':
    case 'var':
      return;
    case 'neg':
    case 'sqrt':
      return eachSubExpr(e.arg, f);
    case 'pow':
      return eachSubExpr(e.base, f);
    case 'pm':
      if (e.left) eachSubExpr(e.left, f);
      return eachSubExpr(e.right, f);
    default:
      eachSubExpr(e.left, f);
      eachSubExpr(e.right, f);
  }
}

/** Calls `f` on every expression a statement writes, and on every expression inside each. */
export function eachExpr(s: Statement, f: (e: Expr) => void): void {
  const walk = (e: Expr) => eachSubExpr(e, f);
  switch (s.kind) {
    case 'relation':
      return s.sides.forEach(walk);
    case 'interval':
      if (s.lo) walk(s.lo);
      if (s.hi) walk(s.hi);
      return;
    case 'none':
      return;
    case 'or':
    case 'and':
      return s.parts.forEach((p) => eachExpr(p, f));
    case 'check':
      walk(s.value);
      if (s.left) walk(s.left);
      if (s.right) walk(s.right);
  }
}
