#!/usr/bin/env python3
"""An independent re-labeller for the quadratic domain's test sets, written with SymPy from the
README's rules (docs/domains/quadratic.md and the checker section), sharing no code with the
TypeScript checker: its own tokenizer and parser for the statements the generator writes, SymPy's
exact roots for every step's solution set, and the step rules re-implemented.

    python3 scripts/relabel-quadratic.py DIR [--train]

DIR holds test-canonical.jsonl and test-perturbed.jsonl (and train.jsonl, read with --train).
Prints one line per file and every disagreement; exits 1 on any disagreement, 2 on unusable input.

The rules, as the README states them:
  * step 0 is the original equation; its real solution set S0 is what Q1 asks for;
  * a later step is valid when its solution set equals the previous step's (equivalent), or is a
    finite strict superset of it (candidate-generating: each extra value not in S0 is an
    obligation), or drops only values that a check line has rejected (discard); anything else is
    invalid; each step is judged against the one before it, also after an invalid step;
  * a statement with ± names two values (every ± in it takes + together, then - together);
    "A or B" is the union of the two sets; "no real solution" is the empty set;
  * the last step must be a final answer (x = v, a list x = v or x = w, x = p ± q, or
    "no real solution"), and no obligation may stay open, else the last step is invalid;
  * Q1: the final answer states exactly S0; Q2: every step valid; Q3: the first invalid step, or -1.
"""
from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

import sympy as sp

X = sp.Symbol('x', real=True)

# ---------- tokens ----------

SYMBOLS = {'(', ')', '+', '-', '*', '/', '^', '=', '±'}


@dataclass
class Tok:
    kind: str  # num | word | sym | end
    text: str


def tokenize(text: str) -> list[Tok]:
    text = text.replace('+-', '±').replace('−', '-').replace('√', ' sqrt ')
    out: list[Tok] = []
    i = 0
    while i < len(text):
        c = text[i]
        if c.isspace():
            i += 1
        elif c.isdigit() or (c == '.' and i + 1 < len(text) and text[i + 1].isdigit()):
            j = i
            while j < len(text) and (text[j].isdigit() or text[j] == '.'):
                j += 1
            out.append(Tok('num', text[i:j]))
            i = j
        elif c.isalpha():
            j = i
            while j < len(text) and text[j].isalpha():
                j += 1
            word = text[i:j]
            # "xx" or "2x" style runs of the unknown are products of x
            if set(word) == {'x'}:
                out.extend(Tok('word', 'x') for _ in word)
            else:
                out.append(Tok('word', word))
            i = j
        elif c in SYMBOLS:
            out.append(Tok('sym', c))
            i += 1
        else:
            raise ValueError(f'unexpected character {c!r} in {text!r}')
    out.append(Tok('end', ''))
    return out


# ---------- expressions: each node evaluates to a SymPy value for a sign of ± ----------

class Parser:
    def __init__(self, text: str):
        self.toks = tokenize(text)
        self.i = 0
        self.text = text

    def peek(self) -> Tok:
        return self.toks[self.i]

    def take(self) -> Tok:
        t = self.toks[self.i]
        self.i += 1
        return t

    def expect(self, kind: str, text: str) -> None:
        t = self.take()
        if t.kind != kind or t.text != text:
            raise ValueError(f'expected {text!r} in {self.text!r}, found {t.text!r}')

    def is_sym(self, s: str) -> bool:
        t = self.peek()
        return t.kind == 'sym' and t.text == s

    def is_word(self, *words: str) -> bool:
        t = self.peek()
        return t.kind == 'word' and t.text in words

    # sum := product (('+' | '-' | '±') product)*
    def sum(self):
        left = self.product()
        while self.peek().kind == 'sym' and self.peek().text in '+-±':
            op = self.take().text
            right = self.product()
            left = self._combine(op, left, right)
        return left

    @staticmethod
    def _combine(op, left, right):
        if op == '+':
            return lambda s: left(s) + right(s)
        if op == '-':
            return lambda s: left(s) - right(s)
        return lambda s: left(s) + s * right(s)  # ±: + on the first branch, - on the second

    def starts_factor(self) -> bool:
        return self.is_sym('(') or self.is_word('x', 'sqrt')

    # product := unary (('*' | '/') unary | factor)*   (implicit products: 2x, 2(x - 1), x(x - 4), 3sqrt(5))
    def product(self):
        left = self.unary()
        while True:
            if self.is_sym('*') or self.is_sym('/'):
                op = self.take().text
                right = self.unary()
                left = (lambda a, b: (lambda s: a(s) * b(s)))(left, right) if op == '*' else (lambda a, b: (lambda s: a(s) / b(s)))(left, right)
            elif self.starts_factor():
                right = self.power()
                left = (lambda a, b: (lambda s: a(s) * b(s)))(left, right)
            else:
                return left

    # unary := ('-' | '±') unary | power
    def unary(self):
        if self.is_sym('-'):
            self.take()
            inner = self.unary()
            return lambda s: -inner(s)
        if self.is_sym('±'):
            self.take()
            inner = self.unary()
            return lambda s: s * inner(s)
        return self.power()

    # power := atom ('^' integer)?
    def power(self):
        base = self.atom()
        if self.is_sym('^'):
            self.take()
            t = self.take()
            if t.kind != 'num' or not t.text.isdigit():
                raise ValueError(f'bad exponent in {self.text!r}')
            n = int(t.text)
            return lambda s: base(s) ** n
        return base

    def atom(self):
        t = self.take()
        if t.kind == 'num':
            v = sp.Rational(Fraction(t.text))
            return lambda s: v
        if t.kind == 'word' and t.text == 'x':
            return lambda s: X
        if t.kind == 'word' and t.text == 'sqrt':
            self.expect('sym', '(')
            inner = self.sum()
            self.expect('sym', ')')
            return lambda s: sp.sqrt(inner(s))
        if t.kind == 'sym' and t.text == '(':
            inner = self.sum()
            self.expect('sym', ')')
            return inner
        raise ValueError(f'unexpected {t.text!r} in {self.text!r}')


# ---------- statements ----------

@dataclass
class Meaning:
    values: list  # the real solutions (SymPy numbers), or None when the set is not finite
    solved: bool  # a final-answer form


def has_pm(text: str) -> bool:
    return '±' in text or '+-' in text


def split_or(text: str) -> list[str]:
    parts, depth, cur, words = [], 0, '', text.split(' ')
    for w in words:
        depth += w.count('(') - w.count(')')
        if w == 'or' and depth == 0:
            parts.append(cur.strip())
            cur = ''
        else:
            cur += ' ' + w
    parts.append(cur.strip())
    return parts


def real_roots_of(expr: sp.Expr) -> list | None:
    """Real solutions of expr = 0 (a rational function of x); None when every x (or an interval) solves it."""
    num, den = sp.fraction(sp.together(sp.expand(expr)))
    num = sp.expand(num)
    if num == 0:
        return None
    if not num.has(X):
        return []
    poly = sp.Poly(num, X)
    found = []
    for r in sp.roots(poly, multiple=False):
        if r.is_real is None:
            raise ValueError(f'could not decide whether the root {r} of {num} is real')
        if not r.is_real:
            continue
        r = sp.radsimp(r)
        if den.has(X) and sp.simplify(den.subs(X, r)) == 0:
            continue
        found.append(r)
    return found


def same(a, b) -> bool:
    return sp.simplify(sp.radsimp(a - b)) == 0


def union(xs: list, ys: list) -> list:
    out = list(xs)
    for y in ys:
        if not any(same(y, v) for v in out):
            out.append(y)
    return out


def relation_meaning(text: str) -> Meaning:
    if text.count('=') != 1:
        raise ValueError(f'not one equation: {text!r}')
    left_text, right_text = text.split('=')
    left = Parser(left_text)
    lf = left.sum()
    if left.peek().kind != 'end':
        raise ValueError(f'trailing text in {left_text!r}')
    right = Parser(right_text)
    rf = right.sum()
    if right.peek().kind != 'end':
        raise ValueError(f'trailing text in {right_text!r}')
    values: list = []
    for s in ([1, -1] if has_pm(text) else [1]):
        roots = real_roots_of(lf(s) - rf(s))
        if roots is None:
            return Meaning(None, False)
        values = union(values, roots)
    solved = left_text.strip() == 'x' and 'x' not in right_text
    return Meaning(values, solved)


def meaning(text: str) -> Meaning:
    t = text.strip()
    if t in ('no real solution', 'no solution', 'no real solutions', 'no solutions'):
        return Meaning([], True)
    if t.startswith('check'):
        raise ValueError('check lines are not part of this domain')
    values: list = []
    solved = True
    for part in split_or(t):
        m = relation_meaning(part)
        if m.values is None:
            return Meaning(None, False)
        values = union(values, m.values)
        solved = solved and m.solved
    return Meaning(values, solved)


def contains(vs: list, v) -> bool:
    return any(same(v, u) for u in vs)


def set_equal(a: list, b: list) -> bool:
    return all(contains(b, v) for v in a) and all(contains(a, v) for v in b)


def relabel(steps: list[str]) -> dict:
    """Q1, Q2, Q3 of a trace, by the README's rules."""
    ms = [meaning(s) for s in steps]
    s0 = ms[0].values
    if s0 is None:
        raise ValueError('step 0 has no finite solution set')
    invalid: list[int] = []
    obligations: list = []  # extra candidates not in S0, still to be checked and discarded
    prev = s0
    for i in range(1, len(steps)):
        cur = ms[i].values
        if cur is None:
            invalid.append(i)
            continue
        if set_equal(cur, prev):
            pass
        elif all(contains(cur, v) for v in prev):
            # candidate-generating: a finite strict superset
            for v in cur:
                if not contains(prev, v) and not contains(s0, v) and not contains(obligations, v):
                    obligations.append(v)
        elif all(contains(prev, v) for v in cur):
            # a discard: valid only for rejected extraneous candidates (this domain writes no checks)
            invalid.append(i)
        else:
            invalid.append(i)
        prev = cur
    last = len(steps) - 1
    final = ms[last]
    if (not final.solved or obligations) and last not in invalid:
        invalid.append(last)
    q1 = final.solved and final.values is not None and set_equal(final.values, s0)
    return {'q1': q1, 'q2': not invalid, 'q3': min(invalid) if invalid else -1}


def main(argv: list[str]) -> int:
    if len(argv) < 2 or argv[1].startswith('-'):
        print(__doc__.strip().split('\n\n')[1], file=sys.stderr)
        return 2
    folder = Path(argv[1])
    names = ['test-canonical.jsonl', 'test-perturbed.jsonl'] + (['train.jsonl'] if '--train' in argv else [])
    bad = 0
    for name in names:
        path = folder / name
        try:
            lines = [ln for ln in path.read_text(encoding='utf-8').splitlines() if ln.strip()]
        except OSError as e:
            print(f'{path}: {e}', file=sys.stderr)
            return 2
        disagree = 0
        for ln in lines:
            sample = json.loads(ln)
            if sample.get('domain') != 'quadratic':
                print(f'{path}: {sample.get("id")} is not a quadratic sample', file=sys.stderr)
                return 2
            try:
                mine = relabel(sample['steps'])
            except Exception as e:  # an unreadable statement is a disagreement, never skipped
                mine = {'error': str(e)}
            gold = sample['gold']
            if mine != {'q1': gold['q1'], 'q2': gold['q2'], 'q3': gold['q3']}:
                disagree += 1
                print(f'DISAGREE {name} {sample["id"]}: gold {gold} relabelled {mine}')
                for i, s in enumerate(sample['steps']):
                    print(f'    {i}: {s}')
        print(f'{name}: {len(lines)} samples, {disagree} disagreements')
        bad += disagree
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
