#!/usr/bin/env python3
"""SymPy's solution set of trace-language statements: an independent oracle for src/core/trace/meaning.ts.

usage: python3 scripts/sets-oracle.py < cases.jsonl > sets.jsonl

Reads JSON lines {"vars": ["x"], "statement": "x/(x - 3) = 3/(x - 3) + 2"} and writes, for each,
one JSON line with SymPy's answer. It shares no code with the TypeScript side: statements are
read by a small parser of its own (the grammar of the README and issues 13/14: relations and
chains, "or", ",", ";" and "and", intervals with ∞ or inf, "no (real) solution", ∅, sqrt and √,
± and +-, implicit products), expressions are SymPy expressions, and sets come from
sympy.solveset over the reals (linsolve for systems), intersected with the domain: the reals
minus the zeros of every divisor met while reading (x/x = 1 holds for every x but 0).

Output, one unknown:  {"ok": true, "dim": 1, "points": [{"poly": [c0, c1, …], "lo": "p/q", "hi": "p/q",
                        "text": "sqrt(2)"}], "at": [true, …], "gap": [false, …]}
  the set's boundary points in increasing order, each as its minimal polynomial (integer
  coefficients, lowest degree first) with an isolating interval [lo, hi] (lo = hi for a
  rational), whether each point belongs, and whether each open gap between them belongs
  (gap[0] before the first point, gap[n] after the last) — the canonical form of
  src/core/sets/line.ts, so the two can be compared exactly.
Output, two unknowns: {"ok": true, "dim": 2, "kind": "empty" | "all" | "point" | "line",
                        "point": ["p/q", "p/q"], "line": [["p/q", "p/q"], ["p/q", "p/q"]]}
  (two points of the line when it is one).
Anything this script cannot read or SymPy cannot solve: {"ok": false, "error": "..."}.

Needs Python 3.11 and sympy (1.14 was used). Run by tests/oracle/sets-oracle.test.ts (npm run oracle:sets).
"""
from __future__ import annotations

import json
import sys
from dataclasses import dataclass

import sympy as sp

PM = sp.Symbol('PM')  # the sign of ± in one branch: +1 or -1

# ---------------------------------------------------------------- tokens

_SINGLE = {
    '+': '+', '-': '-', '\u2212': '-', '\u2013': '-', '*': '*', '\u00b7': '*', '\u00d7': '*', '\u22c5': '*',
    '/': '/', '\u00f7': '/', '^': '^', '(': '(', ')': ')', '[': '[', ']': ']', '=': '=', '<': '<', '>': '>',
    ',': ',', ';': ';', ':': ':', '\u2260': '!=', '\u2264': '<=', '\u2265': '>=', '\u00b1': 'pm', '\u221a': 'sqrt',
    '\u221e': 'inf', '\u2208': 'in', '\u2205': 'empty',
}
_ZERO_WIDTH = {'\u200b', '\u200c', '\u200d', '\u2060', '\ufeff'}


@dataclass
class Tok:
    kind: str  # num | word | an operator
    text: str


def tokenize(s: str) -> list[Tok]:
    out: list[Tok] = []
    i = 0
    while i < len(s):
        c = s[i]
        if c.isspace() or c in _ZERO_WIDTH:
            i += 1
            continue
        if c.isdigit() or (c == '.' and i + 1 < len(s) and s[i + 1].isdigit()):
            j = i
            while j < len(s) and (s[j].isdigit() or s[j] == '.'):
                j += 1
            out.append(Tok('num', s[i:j]))
            i = j
            continue
        if c.isascii() and c.isalpha():
            j = i
            while j < len(s) and s[j].isascii() and s[j].isalpha():
                j += 1
            word = s[i:j]
            out.append(Tok({'sqrt': 'sqrt', 'inf': 'inf', 'infinity': 'inf', 'oo': 'inf', 'in': 'in'}.get(word, 'word'), word))
            i = j
            continue
        two = s[i:i + 2]
        if two in ('!=', '<=', '>=', '+-'):
            out.append(Tok('pm' if two == '+-' else two, two))
            i += 2
            continue
        if c in _SINGLE:
            out.append(Tok(_SINGLE[c], c))
            i += 1
            continue
        raise ValueError(f'unexpected character {c!r}')
    out.append(Tok('end', ''))
    return out


# ---------------------------------------------------------------- parser

KEYWORDS = {'or', 'and', 'no', 'real', 'solution', 'solutions', 'check', 'keep', 'reject', 'undefined'}


class Parser:
    def __init__(self, tokens: list[Tok], names: list[str]):
        self.t = tokens
        self.i = 0
        self.names = names
        self.symbols = {n: sp.Symbol(n, real=True) for n in names}
        self.divisors: list[sp.Expr] = []  # every divisor met: its zeros leave the domain

    def peek(self, k: int = 0) -> Tok:
        return self.t[min(self.i + k, len(self.t) - 1)]

    def take(self, kind: str | None = None) -> Tok:
        tok = self.peek()
        if kind is not None and tok.kind != kind:
            raise ValueError(f'expected {kind}, found {tok.text or "end"}')
        self.i += 1
        return tok

    def is_word(self, *words: str) -> bool:
        tok = self.peek()
        return tok.kind == 'word' and tok.text in words

    def is_var_word(self, tok: Tok) -> bool:
        return tok.kind == 'word' and tok.text not in KEYWORDS and all(ch in self.names for ch in tok.text)

    # expressions
    def atom(self) -> sp.Expr:
        tok = self.peek()
        if tok.kind == 'num':
            self.take()
            return sp.Rational(tok.text)
        if self.is_var_word(tok):
            self.take()
            return sp.Mul(*[self.symbols[ch] for ch in tok.text])
        if tok.kind == '(':
            self.take()
            e = self.sum()
            self.take(')')
            return e
        if tok.kind == 'sqrt':
            self.take()
            if self.peek().kind == '(':
                self.take()
                arg = self.sum()
                self.take(')')
            else:
                arg = self.power()
            if arg.free_symbols - {PM}:
                raise ValueError('square root of an expression in the unknown')
            return sp.sqrt(arg)
        raise ValueError(f'unexpected {tok.text or "end"}')

    def power(self) -> sp.Expr:
        base = self.atom()
        if self.peek().kind == '^':
            self.take()
            return base ** int(self.take('num').text)
        return base

    def unary(self) -> sp.Expr:
        tok = self.peek()
        if tok.kind == '-':
            self.take()
            return -self.unary()
        if tok.kind == 'pm':
            self.take()
            return PM * self.unary()
        return self.power()

    def starts_factor(self, tok: Tok) -> bool:
        return tok.kind in ('(', 'sqrt') or self.is_var_word(tok)

    def product(self) -> sp.Expr:
        left = self.unary()
        while True:
            tok = self.peek()
            if tok.kind == '*':
                self.take()
                left = left * self.unary()
            elif tok.kind in ('/', ':'):
                self.take()
                right = self.unary()
                self.divisors.append(right)
                left = left / right if right != 0 else sp.zoo
            elif self.starts_factor(tok):
                left = left * self.power()
            else:
                return left

    def sum(self) -> sp.Expr:
        left = self.product()
        while self.peek().kind in ('+', '-', 'pm'):
            op = self.take().kind
            right = self.product()
            left = left + right if op == '+' else left - right if op == '-' else left + PM * right
        return left

    # statements, as small trees: ('rel', [exprs], [rels]) | ('interval', lo, hi, lo_closed, hi_closed)
    # | ('none',) | ('or', parts) | ('and', parts)
    def bound(self):
        tok = self.peek()
        signed = tok.kind in ('-', '+')
        if self.peek(1 if signed else 0).kind == 'inf':
            self.i += 2 if signed else 1
            return None
        return self.sum()

    def interval(self):
        start = self.i
        if self.is_var_word(self.peek()) and self.peek(1).kind == 'in':
            self.i += 2
        open_ = self.peek()
        if open_.kind not in ('(', '['):
            self.i = start
            return None
        try:
            self.take()
            lo = self.bound()
            self.take(',')
            hi = self.bound()
            close = self.take()
            if close.kind not in (')', ']'):
                raise ValueError('not an interval')
        except (ValueError, IndexError):
            self.i = start
            return None
        return ('interval', lo, hi, open_.kind == '[', close.kind == ']')

    def relation(self):
        first = len(self.divisors)
        sides = [self.sum()]
        rels = []
        while self.peek().kind in ('=', '!=', '<', '<=', '>', '>='):
            rels.append(self.take().kind)
            sides.append(self.sum())
        if not rels:
            raise ValueError('a relation is missing')
        # the divisors of this relation's sides: where one is zero, this relation says nothing
        return ('rel', sides, rels, self.divisors[first:])

    def atom_statement(self):
        return self.interval() or self.relation()

    def disjunction(self):
        parts = [self.atom_statement()]
        while self.is_word('or'):
            self.take()
            parts.append(self.atom_statement())
        return parts[0] if len(parts) == 1 else ('or', parts)

    def statement(self):
        tok = self.peek()
        if tok.kind == 'empty' or (self.is_var_word(tok) and self.peek(1).kind == 'in' and self.peek(2).kind == 'empty'):
            return ('none',)
        if self.is_word('no'):
            return ('none',)
        parts = [self.disjunction()]
        while self.peek().kind in (',', ';') or self.is_word('and'):
            self.take()
            parts.append(self.disjunction())
        if self.peek().kind != 'end':
            raise ValueError(f'unexpected {self.peek().text}')
        return parts[0] if len(parts) == 1 else ('and', parts)


# ---------------------------------------------------------------- one unknown

_REL = {'=': sp.Eq, '!=': sp.Ne, '<': sp.Lt, '<=': sp.Le, '>': sp.Gt, '>=': sp.Ge}


def domain(divisors: list[sp.Expr], x: sp.Symbol) -> sp.Set:
    """The reals minus every real zero of a divisor (a divisor zero wherever it is defined leaves nothing)."""
    d = sp.S.Reals
    for div in divisors:
        if sp.simplify(div) == 0:
            raise ValueError('division by zero')
        if div.free_symbols:
            d = d - sp.solveset(sp.numer(sp.together(div)), x, sp.S.Reals)
    return d


def line_set(tree, x: sp.Symbol) -> sp.Set:
    kind = tree[0]
    if kind == 'none':
        return sp.S.EmptySet
    if kind == 'or':
        return sp.Union(*[line_set(p, x) for p in tree[1]])
    if kind == 'and':
        return sp.Intersection(*[line_set(p, x) for p in tree[1]])
    if kind == 'interval':
        _, lo, hi, lc, hc = tree
        if (lo is not None and lo.has(PM)) or (hi is not None and hi.has(PM)):
            raise ValueError('± in an interval end')
        return sp.Interval(sp.S.NegativeInfinity if lo is None else lo, sp.S.Infinity if hi is None else hi, not lc, not hc)
    _, sides, rels, divisors = tree
    branches = [1, -1] if any(s.has(PM) for s in sides) else [1]
    total = sp.S.EmptySet
    for b in branches:
        vals = [s.subs(PM, b) for s in sides]
        part = sp.S.Reals
        for i, rel in enumerate(rels):
            solved = sp.solveset(_REL[rel](vals[i], vals[i + 1]), x, sp.S.Reals)
            if isinstance(solved, sp.ConditionSet):
                raise ValueError(f'SymPy left a condition set for {vals[i]} {rel} {vals[i + 1]}')
            part = sp.Intersection(part, solved)
        total = sp.Union(total, part)
    return sp.Intersection(total, domain(divisors, x))


def rational_text(r: sp.Rational) -> str:
    r = sp.Rational(r)
    return f'{r.p}/{r.q}'


def describe_point(p: sp.Expr, x: sp.Symbol) -> dict:
    poly = sp.Poly(sp.minimal_polynomial(p, x), x)
    coeffs = [int(c) for c in reversed(poly.all_coeffs())]
    if poly.degree() == 1:
        v = sp.Rational(-coeffs[0], coeffs[1])
        return {'poly': [str(c) for c in coeffs], 'lo': rational_text(v), 'hi': rational_text(v), 'text': str(p)}
    for (lo, hi), _m in poly.intervals(eps=sp.Rational(1, 10**6)):
        if sp.Rational(lo) <= p <= sp.Rational(hi):
            return {'poly': [str(c) for c in coeffs], 'lo': rational_text(lo), 'hi': rational_text(hi), 'text': str(p)}
    raise ValueError(f'no isolating interval for {p}')


def rational_between(a: sp.Expr, b: sp.Expr) -> sp.Rational:
    for digits in (30, 60, 120, 240):
        mid = sp.Rational(str(sp.N((a + b) / 2, digits)))
        if a < mid < b:
            return mid
    raise ValueError(f'no rational found between {a} and {b}')


def canonical_line(s: sp.Set, x: sp.Symbol) -> dict:
    boundary = s.boundary
    if boundary == sp.S.EmptySet:
        points = []
    elif isinstance(boundary, sp.FiniteSet):
        points = sorted(boundary, key=lambda p: sp.N(p, 50))
    else:
        raise ValueError(f'boundary is not finite: {boundary}')
    inside = lambda v: bool(s.contains(v))  # noqa: E731
    at = [inside(p) for p in points]
    if points:
        samples = [points[0] - 1] + [rational_between(points[i - 1], points[i]) for i in range(1, len(points))] + [points[-1] + 1]
    else:
        samples = [sp.S.Zero]
    gap = [inside(v) for v in samples]
    # keep only points that separate something (the canonical form)
    keep = [i for i in range(len(points)) if not (at[i] == gap[i] == gap[i + 1])]
    return {
        'ok': True, 'dim': 1,
        'points': [describe_point(points[i], x) for i in keep],
        'at': [at[i] for i in keep],
        'gap': [gap[0]] + [gap[i + 1] for i in keep],
    }


# ---------------------------------------------------------------- two unknowns

def plane(tree, syms) -> dict:
    parts = tree[1] if tree[0] == 'and' else [tree]
    if tree[0] == 'none':
        return {'ok': True, 'dim': 2, 'kind': 'empty'}
    eqs = []
    for p in parts:
        if p[0] != 'rel' or p[2] != ['='] or p[3]:
            raise ValueError('a system holds equations only')
        eqs.append(sp.Eq(p[1][0], p[1][1]))
    sol = sp.linsolve(eqs, *syms)
    if sol == sp.S.EmptySet:
        return {'ok': True, 'dim': 2, 'kind': 'empty'}
    (tup,) = list(sol)
    free = set().union(*[sp.sympify(c).free_symbols for c in tup])
    if not free:
        return {'ok': True, 'dim': 2, 'kind': 'point', 'point': [rational_text(c) for c in tup]}
    if len(free) == 2:
        return {'ok': True, 'dim': 2, 'kind': 'all'}
    (t,) = free
    pts = [[rational_text(sp.sympify(c).subs(t, k)) for c in tup] for k in (0, 1)]
    return {'ok': True, 'dim': 2, 'kind': 'line', 'line': pts}


def solve(case: dict) -> dict:
    names = case['vars']
    p = Parser(tokenize(case['statement']), names)
    tree = p.statement()
    syms = [p.symbols[n] for n in names]
    if len(names) == 2:
        return plane(tree, syms)
    x = syms[0]
    return canonical_line(line_set(tree, x), x)


def main() -> int:
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            out = solve(json.loads(line))
        except Exception as e:  # noqa: BLE001 — every failure is reported on its own line
            out = {'ok': False, 'error': f'{type(e).__name__}: {e}'}
        sys.stdout.write(json.dumps(out) + '\n')
        sys.stdout.flush()
    return 0


if __name__ == '__main__':
    sys.exit(main())
