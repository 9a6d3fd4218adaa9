#!/usr/bin/env python3
"""An independent re-labeller for the inequality domain (issue 13): SymPy, not stepbench's checker.

It reads the two test sets of a generated inequality dataset and labels every trace again from
the rules the README states, with its own parser for the statements the generator writes:

  - every step states a set of real numbers: an inequality `L ◁ R` (◁ one of < <= > >=, also
    ≤ ≥), or an interval `(-∞, v)`, `[v, ∞)`, `x ∈ (...)` (∞ also written inf);
  - step 0 is the original inequality; a later step is valid exactly when its solution set equals
    the set of the step before (a linear inequality's set is a ray: no step here can add finitely
    many candidates, so there is no obligation to discharge);
  - the last step must be a final answer (x ◁ v, v ◁ x, or an interval), else it is invalid;
  - Q1: the final answer's set equals step 0's; Q2: every step valid; Q3: the first invalid
    step, or -1.

Sets are SymPy's own: `solve_poly_inequality(Poly(L - R), ◁)`, SymPy's solver of polynomial
inequalities (with --solveset, `solveset(L - R ◁ 0, x, Reals)` instead: the same sets, several times
slower), and `Interval`, compared with `Complement` both ways. Expressions are parsed by the small recursive-descent parser below
(numbers, fractions, x, implicit products such as 3x, -2(x - 1), (3/2)x, `*`, `/`, unary minus,
parentheses) into exact SymPy rationals: nothing is read through Python's eval.

usage: python3 scripts/relabel-inequality.py [--solveset] [--every K] DIR [DIR ...]
(--every K: only every K-th sample of each set, for a quick run with --solveset)
Prints one line per test set (samples, agreements, seconds) and every disagreement; exits 1 if
any gold label differs, 2 if a file is missing or a statement cannot be read.
"""
import json
import os
import re
import sys
import time

import sympy
from sympy import Interval, Rational, S, Symbol, oo
from sympy.solvers.inequalities import solve_poly_inequality

X = Symbol('x', real=True)
SOLVESET = False
EVERY = 1
RELATIONS = ('<=', '>=', '<', '>')
UNICODE = {'≤': '<=', '≥': '>=', '−': '-', '∞': 'oo', '∈': ' in '}


class Unreadable(Exception):
    pass


# ---------------------------------------------------------------- expressions

TOKEN = re.compile(r'\s*(?:(\d+)|(x)|(oo|inf|infinity)|([-+*/()]))')


def tokenize(text):
    out, i = [], 0
    text = text.rstrip()
    while i < len(text):
        m = TOKEN.match(text, i)
        if not m:
            raise Unreadable(f'cannot read {text[i:]!r}')
        num, var, inf, op = m.groups()
        out.append(('num', int(num)) if num else ('x', None) if var else ('inf', None) if inf else (op, None))
        i = m.end()
    return out


class Parser:
    """expr := term (('+' | '-') term)*; term := unary (('*' | '/' | implicit) unary)*; unary := '-' unary | atom."""

    def __init__(self, tokens):
        self.t, self.i = tokens, 0

    def peek(self):
        return self.t[self.i][0] if self.i < len(self.t) else None

    def take(self, kind=None):
        tok = self.t[self.i]
        if kind and tok[0] != kind:
            raise Unreadable(f'expected {kind}, found {tok[0]}')
        self.i += 1
        return tok

    def expr(self):
        v = self.term()
        while self.peek() in ('+', '-'):
            op = self.take()[0]
            r = self.term()
            v = v + r if op == '+' else v - r
        return v

    def term(self):
        v = self.unary()
        while True:
            k = self.peek()
            if k == '*':
                self.take()
                v = v * self.unary()
            elif k == '/':
                self.take()
                d = self.unary()
                if d == 0:
                    raise Unreadable('division by zero')
                v = v / d
            elif k in ('num', 'x', '('):  # implicit product: 3x, 2(x - 1), (3/2)x
                v = v * self.unary()
            else:
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
        if kind == 'x':
            return X
        if kind == 'inf':
            return oo
        if kind == '(':
            v = self.expr()
            self.take(')')
            return v
        raise Unreadable(f'unexpected {kind}')


def parse_expr(text):
    p = Parser(tokenize(text))
    v = p.expr()
    if p.i != len(p.t):
        raise Unreadable(f'trailing input in {text!r}')
    return sympy.expand(v)


# ---------------------------------------------------------------- statements

INTERVAL = re.compile(r'^(?:x\s+in\s+)?([\[(])\s*(.+?)\s*,\s*(.+?)\s*([\])])$')


def statement(text):
    """(set, is_final_answer) of one step."""
    s = text
    for k, v in UNICODE.items():
        s = s.replace(k, v)
    s = s.strip()
    m = INTERVAL.match(s)
    if m:
        lo, hi = parse_expr(m.group(2)), parse_expr(m.group(3))
        if lo == oo or hi == -oo:
            raise Unreadable(f'bad interval {text!r}')
        return Interval(lo, hi, m.group(1) == '(' or lo == -oo, m.group(4) == ')' or hi == oo), True
    for rel in RELATIONS:
        parts = s.split(f' {rel} ')
        if len(parts) == 2:
            left, right = parse_expr(parts[0]), parse_expr(parts[1])
            if left.has(oo) or right.has(oo):
                raise Unreadable(f'infinity outside an interval in {text!r}')
            if sympy.Poly(left - right, X).degree() > 1:
                raise Unreadable(f'not linear: {text!r}')
            solved = (left == X and not right.has(X)) or (right == X and not left.has(X))
            if SOLVESET:
                relation = {'<': sympy.Lt, '<=': sympy.Le, '>': sympy.Gt, '>=': sympy.Ge}[rel]
                return sympy.solveset(relation(left - right, 0), X, S.Reals), solved
            return sympy.Union(*solve_poly_inequality(sympy.Poly(left - right, X), rel)), solved
    raise Unreadable(f'no relation in {text!r}')


def same(a, b):
    return sympy.Complement(a, b) == S.EmptySet and sympy.Complement(b, a) == S.EmptySet


def labels(steps):
    sets = [statement(s) for s in steps]
    original = sets[0][0]
    if original == S.Reals:
        raise Unreadable('step 0 holds for every x')
    invalid = [i for i in range(1, len(sets)) if not same(sets[i][0], sets[i - 1][0]) or sets[i][0] == S.Reals]
    final_set, final = sets[-1]
    if len(steps) < 2 or not final:
        invalid.append(len(steps) - 1)
    q1 = len(steps) > 1 and final and same(final_set, original)
    first = min(invalid) if invalid else -1
    return {'q1': bool(q1), 'q2': first == -1, 'q3': first}


def relabel(path):
    rows = [json.loads(line) for line in open(path, encoding='utf-8') if line.strip()][::EVERY]
    start = time.time()
    bad = []
    for r in rows:
        if r.get('domain') != 'inequality':
            raise Unreadable(f'{path}: {r["id"]} is not an inequality sample')
        mine = labels(r['steps'])
        if mine != r['gold']:
            bad.append((r['id'], mine, r['gold'], r['steps']))
    return len(rows), bad, time.time() - start


def main(args):
    global SOLVESET, EVERY
    SOLVESET = '--solveset' in args
    args = [a for a in args if a != '--solveset']
    if '--every' in args:
        k = args.index('--every')
        EVERY = int(args[k + 1])
        args = args[:k] + args[k + 2:]
    dirs = args
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
