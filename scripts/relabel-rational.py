#!/usr/bin/env python3
"""An independent re-labeller for the rational-equation domain (issue 14): SymPy, not stepbench's checker.

It reads the two test sets of a generated rational dataset and labels every trace again from the
rules the README and docs/checker.md state, with its own parser for the statements the generator
writes:

  - an equation `L = R` whose sides may divide by expressions in x: its set is the real x where
    every denominator written in it is nonzero and L = R; a candidate list `x = 1 or x = -3/2`
    and `no solution` state finite sets;
  - step 0 is the original equation; its denominators' zeros are the EXCLUDED values E and its
    set S0 (the roots of the cleared numerator that are not excluded) is the set to find;
  - a later equation or list is judged against the set C of the step before:
      equal to C                       -> equivalent (valid);
      a finite strict superset of C    -> candidate-generating (valid); every added value that is
                                          not in S0 opens an obligation;
      a strict subset of C             -> discard: valid only if every dropped value is outside S0
                                          and has been rejected by a correct check line or recorded
                                          by a valid restriction (this discharges its obligation);
      anything else                    -> invalid (the set changed);
  - a restriction `x != a, x != b` is valid iff every value is in E (then it is recorded); it does
    not change the set;
  - a check line `check x = v: undefined, reject` is valid iff v is a current candidate, v is in E
    and the verdict is reject; `check x = v: A rel B, keep|reject` is valid iff v is a current
    candidate, not in E, A and B are the original sides' values at v, `A rel B` is true and the
    verdict is keep exactly when the sides are equal. A valid reject marks v as checked;
  - the last step must be a final answer (a value, a candidate list or `no solution`) and no
    obligation may be left open at the end (a kept excluded value is one), else it is invalid;
  - Q1: the final answer's set equals S0; Q2: every step valid; Q3: the first invalid step or -1.

Only the first invalid step matters for the labels, so judging stops there. Sets are SymPy's:
the numerator of `together(L - R)` as a `Poly`, its exact `real_roots`, each kept only where the
step's own denominators are nonzero and `L - R` substitutes to exactly 0. Expressions are read by
the small recursive-descent parser below into exact SymPy rationals: nothing goes through eval.

usage: python3 scripts/relabel-rational.py DIR [DIR ...]
Prints one line per test set (samples, agreements, seconds) and every disagreement; exits 1 if
any gold label differs, 2 if a file is missing or a statement cannot be read.
"""
import json
import os
import re
import sys
import time

from sympy import Integer, Poly, Rational, Symbol, fraction, real_roots, together

X = Symbol('x')


class Unreadable(Exception):
    pass


# ---------------------------------------------------------------- expressions

TOKEN = re.compile(r'\s*(?:(\d+)|(x)|([-+*/^()]))')


def tokenize(text):
    out, i = [], 0
    text = text.strip()
    while i < len(text):
        m = TOKEN.match(text, i)
        if not m:
            raise Unreadable(f'cannot read {text[i:]!r}')
        num, var, op = m.groups()
        out.append(('num', int(num)) if num is not None else ('x', None) if var else ('op', op))
        i = m.end()
    return out


class Parser:
    """sum := product (('+'|'-') product)*; product := unary (('*'|'/'|implicit) unary)*, left to right;
    unary := '-' unary | power; power := atom ('^' digits)?; atom := number | x | '(' sum ')'.
    Every divisor that contains x is recorded, so its zeros can be excluded."""

    def __init__(self, text):
        self.toks = tokenize(text)
        self.i = 0
        self.divisors = []
        self.text = text

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else (None, None)

    def take(self, kind, value=None):
        k, v = self.peek()
        if k != kind or (value is not None and v != value):
            raise Unreadable(f'expected {value or kind} in {self.text!r}')
        self.i += 1
        return v

    def parse(self):
        e = self.sum()
        if self.i != len(self.toks):
            raise Unreadable(f'trailing input in {self.text!r}')
        return e

    def sum(self):
        e = self.product()
        while self.peek() in (('op', '+'), ('op', '-')):
            op = self.take('op')
            r = self.product()
            e = e + r if op == '+' else e - r
        return e

    def product(self):
        e = self.unary()
        while True:
            k, v = self.peek()
            if (k, v) == ('op', '*'):
                self.i += 1
                e = e * self.unary()
            elif (k, v) == ('op', '/'):
                self.i += 1
                d = self.unary()
                if d.has(X):
                    self.divisors.append(d)
                elif d == 0:
                    raise Unreadable(f'division by zero in {self.text!r}')
                e = e / d
            elif k in ('num', 'x') or (k, v) == ('op', '('):
                e = e * self.power()
            else:
                return e

    def unary(self):
        if self.peek() == ('op', '-'):
            self.i += 1
            return -self.unary()
        return self.power()

    def power(self):
        base = self.atom()
        if self.peek() == ('op', '^'):
            self.i += 1
            base = base ** self.take('num')
        return base

    def atom(self):
        k, v = self.peek()
        if k == 'num':
            self.i += 1
            return Integer(v)
        if k == 'x':
            self.i += 1
            return X
        if (k, v) == ('op', '('):
            self.i += 1
            e = self.sum()
            self.take('op', ')')
            return e
        raise Unreadable(f'unexpected {v or k} in {self.text!r}')


def expression(text):
    p = Parser(text)
    return p.parse(), p.divisors


def number(text):
    m = re.fullmatch(r'(-?\d+)(?:/(\d+))?', text.strip())
    if not m:
        raise Unreadable(f'not a number: {text!r}')
    return Rational(int(m.group(1)), int(m.group(2) or 1))


# ---------------------------------------------------------------- statements

class Equation:
    def __init__(self, left, right, divisors):
        self.left, self.right, self.divisors = left, right, divisors


def zeros(divisors):
    """The real zeros of the divisors (each a polynomial in x)."""
    out = set()
    for d in divisors:
        num, _ = fraction(together(d))
        out |= set(real_roots(Poly(num, X)))
    return out


def solution_set(eq):
    """The set of an equation as a frozenset of exact reals, or 'ALL' when it holds wherever it is defined."""
    diff = eq.left - eq.right
    num, _ = fraction(together(diff))
    poly = Poly(num.expand(), X)
    if poly.is_zero:
        return 'ALL'
    excluded = zeros(eq.divisors)
    out = set()
    for r in set(real_roots(poly)):
        if r in excluded:
            continue
        value = diff.subs(X, r)
        if (value if r.is_Rational else value.simplify()) == 0:
            out.add(r)
    return frozenset(out)


RELATIONS = {'=': lambda a, b: a == b, '!=': lambda a, b: a != b, '<': lambda a, b: a < b,
             '>': lambda a, b: a > b, '<=': lambda a, b: a <= b, '>=': lambda a, b: a >= b}


def read(statement):
    """('restriction', [values]) | ('check', v, sides or None, verdict) | ('list', frozenset) | ('eq', Equation)."""
    s = statement.strip()
    if s in ('no solution', 'no real solution'):
        return ('list', frozenset())
    if s.startswith('check '):
        m = re.fullmatch(r'check x = (\S+): (.+), (keep|reject)', s)
        if not m:
            raise Unreadable(f'not a check line: {s!r}')
        v = number(m.group(1))
        if m.group(2) == 'undefined':
            return ('check', v, None, m.group(3))
        rel = re.fullmatch(r'(.+?) (<=|>=|!=|=|<|>) (.+)', m.group(2))
        if not rel:
            raise Unreadable(f'no relation in {s!r}')
        return ('check', v, (expression(rel.group(1))[0], rel.group(2), expression(rel.group(3))[0]), m.group(3))
    if s.startswith('x != '):
        parts = s.split(', ')
        if not all(p.startswith('x != ') for p in parts):
            raise Unreadable(f'not a restriction: {s!r}')
        return ('restriction', [number(p[5:]) for p in parts])
    parts = s.split(' or ')
    if all(re.fullmatch(r'x = -?\d+(?:/\d+)?', p) for p in parts):
        return ('list', frozenset(number(p[4:]) for p in parts))
    if len(parts) > 1:
        raise Unreadable(f'not a candidate list: {s!r}')
    sides = s.split(' = ')
    if len(sides) != 2:
        raise Unreadable(f'not an equation: {s!r}')
    (l, dl), (r, dr) = expression(sides[0]), expression(sides[1])
    return ('eq', Equation(l, r, dl + dr))


# ---------------------------------------------------------------- labels

def labels(steps):
    first = read(steps[0])
    if first[0] != 'eq':
        raise Unreadable(f'step 0 is not an equation: {steps[0]!r}')
    orig = first[1]
    excluded = zeros(orig.divisors)
    s0 = solution_set(orig)
    if s0 == 'ALL':
        raise Unreadable(f'step 0 holds everywhere: {steps[0]!r}')
    current = s0
    restricted, checked, obligations = set(), set(), set()
    invalid_at = None
    last = len(steps) - 1
    final_set = None
    for i in range(1, len(steps)):
        st = read(steps[i])
        valid = True
        if st[0] == 'restriction':
            if all(v in excluded for v in st[1]):
                restricted |= set(st[1])
            else:
                valid = False
        elif st[0] == 'check':
            _, v, sides, verdict = st
            if current == 'ALL' or v not in current:
                valid = False
            elif sides is None:
                valid = v in excluded and verdict == 'reject'
            else:
                a, rel, b = sides
                if v in excluded:
                    valid = False
                else:
                    left, right = orig.left.subs(X, v), orig.right.subs(X, v)
                    holds = left == right
                    valid = a == left and b == right and RELATIONS[rel](a, b) and (verdict == 'keep') == holds
            if valid and verdict == 'reject':
                checked.add(v)
        else:
            new = st[1] if st[0] == 'list' else solution_set(st[1])
            if i == last:
                final_set = new if st[0] == 'list' else None
            if new == 'ALL' or current == 'ALL':
                valid = new == current and new != 'ALL'
            elif new == current:
                pass
            elif new > current:
                obligations |= {v for v in new - current if v not in s0}
            elif new < current:
                for d in current - new:
                    if d in s0 or not (d in checked or d in restricted):
                        valid = False
                    obligations.discard(d)
            else:
                valid = False
            current = new
        if not valid:
            invalid_at = i
            break
    if invalid_at is None:
        # The last step must be a final answer with no obligation left open.
        if final_set is None or obligations & (final_set if final_set != 'ALL' else set()) or final_set == 'ALL':
            invalid_at = last
    final = read(steps[last])
    q1 = final[0] == 'list' and final[1] == s0
    return {'q1': q1, 'q2': invalid_at is None, 'q3': -1 if invalid_at is None else invalid_at}


def main(argv):
    if not argv:
        print(__doc__.strip().splitlines()[-4])
        return 2
    disagreements = 0
    for d in argv:
        for name in ('test-canonical.jsonl', 'test-perturbed.jsonl'):
            path = os.path.join(d, name)
            if not os.path.exists(path):
                print(f'missing: {path}', file=sys.stderr)
                return 2
            t0 = time.time()
            n = agree = 0
            with open(path, encoding='utf-8') as f:
                for line in f:
                    sample = json.loads(line)
                    n += 1
                    try:
                        mine = labels(sample['steps'])
                    except Unreadable as e:
                        print(f'{path} {sample["id"]}: cannot read: {e}', file=sys.stderr)
                        return 2
                    gold = sample['gold']
                    if mine == {k: gold[k] for k in ('q1', 'q2', 'q3')}:
                        agree += 1
                    else:
                        disagreements += 1
                        print(f'DISAGREE {path} {sample["id"]} {sample["trace_type"]} {sample["family"]}: gold {gold} mine {mine}')
                        for k, s in enumerate(sample['steps']):
                            print(f'    {k}: {s}')
            print(f'{path}: {n} samples, {agree} agree, {time.time() - t0:.1f} s')
    return 1 if disagreements else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
