// The trace language's syntax tree: plain data, no positions (printing and parsing
// round-trip on it: parse(print(t)) deep-equals t).

export type Expr =
  | { type: 'num'; text: string } // a non-negative literal, normalised: "3", "2.5"
  | { type: 'x' }
  | { type: 'neg'; arg: Expr }
  | { type: 'add' | 'sub' | 'mul' | 'div'; left: Expr; right: Expr }
  | { type: 'pow'; base: Expr; exp: number };

export type Relation = '=' | '!=';
export type Verdict = 'keep' | 'reject';

export type Statement =
  | { kind: 'equation'; left: Expr; right: Expr }
  /** `x = <number>`: a solved form; the last step of a trace must be one (or a candidate list). */
  | { kind: 'answer'; value: Expr }
  /** `x = 3 or x = -1/2`: two or more candidates. */
  | { kind: 'candidates'; values: Expr[] }
  /** `check x = v: L rel R, verdict`: L and R are the ORIGINAL sides evaluated at v. */
  | { kind: 'check'; value: Expr; left: Expr; relation: Relation; right: Expr; verdict: Verdict };
