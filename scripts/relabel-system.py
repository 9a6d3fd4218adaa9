#!/usr/bin/env python3
"""An independent re-labeller for the system domain (issue 14): SymPy, not stepbench's checker.

It reads the two test sets of a generated system dataset and labels every trace again from the
rules the README and docs/checker.md state, with its own parser for the statements the generator
writes:

  - every step states the whole current system: two linear equations in x and y joined by ","
    or ";" (`2x + 3y = 12, x = y + 1`, `2(y + 1) + 3y = 12, x = y + 1`, `y = 2, x = 3`); its
    meaning is the set of pairs (x, y) satisfying both — a point, a line, the whole plane or
    nothing;
  - step 0 is the original system and must not hold for every pair; a later step is valid exactly
    when its set of pairs equals the set of the step before (a system of linear equations can
    never add finitely many candidates, so there is no obligation to discharge), and a step true
    for every pair is invalid;
  - the last step must be a final answer naming both unknowns, `x = p, y = q` in either order
    (or `no solution`), else it is invalid;
  - Q1: the last step is a final answer and its set equals step 0's; Q2: every step valid; Q3:
    the first invalid step, or -1.

Sets are compared through SymPy: each step's equations become an augmented matrix
(`linear_eq_to_matrix`), and two consistent systems have the same set of pairs exactly when the
reduced row echelon forms (`Matrix.rref`, exact rationals) of their augmented matrices are equal;
every inconsistent system is the empty set. As a cross-check, a set with one point is also
solved with `linsolve` and the two must agree. Expressions are parsed by the small
recursive-descent parser below (integers, x, y, implicit products such as 3x, -2(y - 1), (3/2)x,
`*`, `/`, unary minus, parentheses) into exact SymPy rationals: nothing is read through eval.

usage: python3 scripts/relabel-system.py DIR [DIR ...]
Prints one line per test set (samples, agreements, seconds) and every disagreement; exits 1 if
any gold label differs, 2 if a file is missing or a statement cannot be read.
"""
import json
import os
import re
import sys
import time

import sympy
from sympy import Matrix, Rational, Symbol

X = Symbol('x')
Y = Symbol('y')
VARS = {'x': X, 'y': Y}


class Unreadable(Exception):
    pass


# ---------------------------------------------------------------- expressions

TOKEN = re.compile(r'\s*(?:(\d+)|([xy])|([-+*/()]))')


def tokenize(text):
    out, i = [], 0
    text = text.rstrip()
    while i < len(text):
        m = TOKEN.match(text, i)
        if not m:
            raise Unreadable(f'cannot read {text[i:]!r}')
        num, var, op = m.groups()
        out.append(('num', int(num)) if num else ('var', var) if var else (op, None))
        i = m.end()
    return out


class Parser:
    """expr := term (('+' | '-') term)*; term := unary (('*' | '/' | implicit) unary)*; unary := '-' unary | atom."""

    def __init__(self, tokens):
        self.t, self.i = tokens, 0

    def peek(self):
        return self.t[self.i][0] if self.i < len(self.t) else None

    def take(self, kind=None):
        if self.i >= len(self.t):
            raise Unreadable(f'expected {kind or "more"}, found the end')
        tok = self.t[self.i]
        if kind and tok[0] != kind:
            raise Unreadable(f'expected {kind}, found {tok[0]}')
        self.i += 1
        return tok

    def expr(self):
        v = self.term()
        while self.peek() in ('+', '-'):
            op = self.take()[0]
            w = self.term()
            v = v + w if op == '+' else v - w
        return v

    def term(self):
        v = self.unary()
        while self.peek() in ('*', '/', 'num', 'var', '('):
            if self.peek() == '*':
                self.take()
                v = v * self.unary()
            elif self.peek() == '/':
                self.take()
                d = self.unary()
                if d.free_symbols:
                    raise Unreadable('division by an expression in an unknown')
                if d == 0:
                    raise Unreadable('division by zero')
                v = v / d
            else:
                # An implicit product: 3x, 2(y + 1), (3/2)x.
                v = v * self.atom()
        return v

    def unary(self):
        if self.peek() == '-':
            self.take()
            return -self.unary()
        return self.atom()

    def atom(self):
        kind, value = self.take()
        if kind == 'num':
            return Rational(value)
        if kind == 'var':
            return VARS[value]
        if kind == '(':
            v = self.expr()
            self.take(')')
            return v
        raise Unreadable(f'unexpected {kind}')


def parse_expr(text):
    p = Parser(tokenize(text))
    v = p.expr()
    if p.i != len(p.t):
        raise Unreadable(f'trailing text in {text!r}')
    return sympy.expand(v)


# ---------------------------------------------------------------- statements

def equation(text):
    """One linear equation `L = R` as the expression L - R (= 0)."""
    parts = text.split(' = ')
    if len(parts) != 2:
        raise Unreadable(f'not one equation: {text!r}')
    e = parse_expr(parts[0]) - parse_expr(parts[1])
    poly = sympy.Poly(e, X, Y)
    if poly.total_degree() > 1:
        raise Unreadable(f'not linear: {text!r}')
    return e


class Step:
    """A step's set of pairs: 'empty', or ('affine', rref rows); and whether it is a final answer."""

    def __init__(self, text):
        s = text.strip()
        if s in ('no solution', 'no real solution'):
            self.key, self.final, self.point = 'empty', True, None
            return
        parts = re.split(r'\s*[,;]\s*', s)
        if len(parts) != 2:
            raise Unreadable(f'not a system of two equations: {text!r}')
        eqs = [equation(p) for p in parts]
        A, b = sympy.linear_eq_to_matrix(eqs, [X, Y])
        aug = A.row_join(b)
        rank_a, rank_aug = A.rank(), aug.rank()
        if rank_aug > rank_a:
            self.key, self.point = 'empty', None
        else:
            rref, _ = aug.rref()
            rows = tuple(tuple(rref.row(i)) for i in range(rref.rows) if any(v != 0 for v in rref.row(i)))
            self.key = ('affine', rows)
            self.point = None
            if rank_a == 2:
                (sol,) = sympy.linsolve(eqs, [X, Y])
                self.point = sol
                if rows != ((1, 0, sol[0]), (0, 1, sol[1])):
                    raise AssertionError(f'rref and linsolve disagree on {text!r}')
        self.everything = self.key == ('affine', ())
        # A final answer: each equation is `x = number` or `y = number`, naming both unknowns.
        named = set()
        for p in parts:
            m = re.fullmatch(r'([xy]) = (-?\d+(?:/\d+)?)', p)
            if m:
                named.add(m.group(1))
        self.final = named == {'x', 'y'}

    everything = False


def labels(steps):
    sets = [Step(s) for s in steps]
    if sets[0].everything:
        raise Unreadable('step 0 holds for every pair')
    invalid = [i for i in range(1, len(sets)) if sets[i].key != sets[i - 1].key or sets[i].everything]
    last = sets[-1]
    if len(steps) < 2 or not last.final:
        invalid.append(len(steps) - 1)
    q1 = len(steps) > 1 and last.final and last.key == sets[0].key
    first = min(invalid) if invalid else -1
    return {'q1': bool(q1), 'q2': first == -1, 'q3': first}


def relabel(path):
    rows = [json.loads(line) for line in open(path, encoding='utf-8') if line.strip()]
    start = time.time()
    bad = []
    for r in rows:
        if r.get('domain') != 'system':
            raise Unreadable(f'{path}: {r["id"]} is not a system sample')
        mine = labels(r['steps'])
        if mine != r['gold']:
            bad.append((r['id'], mine, r['gold'], r['steps']))
    return len(rows), bad, time.time() - start


def main(dirs):
    if not dirs:
        print(__doc__.strip().split('\n\n')[-1], file=sys.stderr)
        return 2
    disagreements = 0
    for d in dirs:
        for name in ('test-canonical.jsonl', 'test-perturbed.jsonl'):
            path = os.path.join(d, name)
            if not os.path.exists(path):
                print(f'{path}: missing', file=sys.stderr)
                return 2
            try:
                n, bad, seconds = relabel(path)
            except Unreadable as e:
                print(f'{path}: {e}', file=sys.stderr)
                return 2
            print(f'{path}: {n} samples, {n - len(bad)} agree with the gold labels, {len(bad)} disagree ({seconds:.1f} s)')
            for sid, mine, gold, steps in bad:
                print(f'  {sid}: relabelled {mine}, gold {gold}\n    ' + '\n    '.join(steps))
            disagreements += len(bad)
    return 1 if disagreements else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
