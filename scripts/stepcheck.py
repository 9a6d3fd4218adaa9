"""An independent labeller for stepbench traces, written from the README's rules with SymPy.

It shares no code with the TypeScript checker: statements are read with SymPy's parser, solution
sets are SymPy's exact real roots, and the rules (equivalent / candidate-generating / check /
discard / invalid, obligations, the final answer) are re-implemented from the README. Used by
scripts/sympy-oracle.py and scripts/audit-independent.py.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

import sympy as sp
from sympy.parsing.sympy_parser import (
    convert_xor, implicit_multiplication, parse_expr, standard_transformations,
)

X = sp.Symbol('x')
_TRANSFORMS = standard_transformations + (implicit_multiplication, convert_xor)
_CHECK = re.compile(r'^check\s+x\s*=\s*(.+?)\s*:\s*(.+?)\s*(!=|=)\s*(.+?)\s*,\s*(keep|reject)\s*$')
_DECIMAL = re.compile(r'(\d*\.\d+|\d+\.\d*)')


def _expr(text: str) -> sp.Expr:
    # Decimals are exact (2.5 is 5/2); "3/2x" reads left to right as (3/2)x, as SymPy does too.
    text = _DECIMAL.sub(lambda m: f'Rational("{m.group(1)}")', text.replace('−', '-').replace('·', '*').replace('×', '*'))
    return sp.sympify(parse_expr(text, local_dict={'x': X, 'Rational': sp.Rational}, transformations=_TRANSFORMS))


def _number(text: str) -> sp.Rational:
    v = _expr(text)
    if not v.is_Rational:
        raise ValueError(f'not a number: {text}')
    return v


@dataclass
class Statement:
    kind: str  # equation | answer | candidates | check
    left: sp.Expr | None = None
    right: sp.Expr | None = None
    values: list = field(default_factory=list)
    relation: str = ''
    verdict: str = ''


def parse(text: str) -> Statement:
    text = text.strip()
    m = _CHECK.match(text)
    if m:
        return Statement('check', _number(m.group(2)), _number(m.group(4)), [_number(m.group(1))], m.group(3), m.group(5))
    parts = [p.strip() for p in re.split(r'\bor\b', text)]
    if all(re.match(r'^x\s*=', p) for p in parts):
        try:
            values = [_number(p.split('=', 1)[1]) for p in parts]
            return Statement('answer' if len(values) == 1 else 'candidates', values=values)
        except (ValueError, SyntaxError, TypeError):
            pass
    left, right = text.split('=')
    return Statement('equation', _expr(left), _expr(right))


ALL = 'all'


def solution_set(s: Statement):
    """The real solution set: ALL, or a frozenset of exact SymPy numbers."""
    if s.kind != 'equation':
        return frozenset(s.values)
    p = sp.Poly(sp.expand(s.left - s.right), X)
    if p.is_zero:
        return ALL
    return frozenset(sp.real_roots(p)) if p.degree() > 0 else frozenset()


@dataclass
class Result:
    q1: bool
    q2: bool
    q3: int
    valid: list


def check(steps: list[str]) -> Result:
    valid = [False] * len(steps)
    try:
        original = parse(steps[0])
    except Exception:
        return Result(False, False, 0, valid)
    if original.kind == 'answer':
        original = Statement('equation', X, original.values[0])
    if original.kind != 'equation':
        return Result(False, False, 0, valid)
    O = solution_set(original)
    if O == ALL:
        return Result(False, False, 0, valid)
    valid[0] = True
    current = O
    rejected: set = set()
    open_obligations: set = set()
    irrational_open = False
    final = None
    for i in range(1, len(steps)):
        try:
            s = parse(steps[i])
        except Exception:
            final = None
            continue
        final = s
        if s.kind == 'check':
            v = s.values[0]
            tl, tr = original.left.subs(X, v), original.right.subs(X, v)
            ok = current != ALL and v in current and s.left == tl and s.right == tr \
                and (s.relation == '=') == (tl == tr) and (s.verdict == 'keep') == (tl == tr)
            valid[i] = ok
            if ok and s.verdict == 'reject':
                rejected.add(v)
            continue
        after = solution_set(s)
        before = current
        current = after
        if after == ALL or before == ALL:
            continue
        added, dropped = after - before, before - after
        if not added and not dropped:
            valid[i] = True
        elif added and dropped:
            pass
        elif added:
            valid[i] = True
            for v in added - O:
                if v.is_Rational:
                    open_obligations.add(v)
                else:
                    irrational_open = True
        else:
            if dropped & O or dropped - rejected:
                continue
            valid[i] = True
            open_obligations -= dropped
    has_final = len(steps) > 1 and final is not None and final.kind in ('answer', 'candidates')
    if not has_final or open_obligations or irrational_open:
        valid[-1] = False
    q1 = has_final and all(original.left.subs(X, v) == original.right.subs(X, v) for v in final.values)
    q3 = valid.index(False) if False in valid else -1
    return Result(bool(q1), q3 == -1, q3, valid)


def is_face_contradictory(text: str) -> bool:
    try:
        s = parse(text)
    except Exception:
        return False
    if s.kind != 'check':
        return False
    equal = s.left == s.right
    return (s.relation == '=') != equal or (s.verdict == 'keep') != (s.relation == '=')
