#!/usr/bin/env python3
"""A minimal step checker written with SymPy: the yardstick for `stepbench check --jsonl`.

It follows the rules of the README's "The checker" section (equivalent, candidate-generating,
check, discard, invalid; unresolved obligations and a missing final answer make the last
step invalid) for the canonical ASCII statements the generator writes, with SymPy doing
the algebra the usual way: parse_expr with implicit multiplication, Poly over the
rationals, exact real roots. It keeps nothing between traces (stepbench's checker does not
either), so its time per trace is what a SymPy checker costs.

usage: python3 bench/sympy_checker.py FILE.jsonl [--limit N] [--every K] [--offset J]
Checks lines J, J + K, J + 2K, ... (0-based; default every line).
Prints one JSON object: traces checked, agreement with the stored gold labels, and the
seconds and microseconds per trace spent reading, parsing JSON and checking (SymPy's
import is not counted).
"""
import json
import re
import sys
import time

import sympy
from sympy.parsing.sympy_parser import (
    convert_xor,
    implicit_multiplication_application,
    parse_expr,
    standard_transformations,
)

X = sympy.Symbol('x')
TRANSFORMS = standard_transformations + (implicit_multiplication_application, convert_xor)
NUMBER = r'-?\d+(?:\.\d+)?(?:/\d+)?'
CHECK = re.compile(r'^check x = (' + NUMBER + r'): (.+?) (!=|=) (.+), (keep|reject)$')
CANDIDATES = re.compile(r'^x = ' + NUMBER + r'(?: or x = ' + NUMBER + r')+$')
ANSWER = re.compile(r'^x = (' + NUMBER + r')$')


def expr(text):
    return parse_expr(text, local_dict={'x': X}, transformations=TRANSFORMS, evaluate=True)


def number(text):
    return sympy.Rational(text)


def real_set(poly_expr):
    """The real solution set of poly_expr = 0: None for every x, else a frozenset of exact roots."""
    p = sympy.Poly(sympy.expand(poly_expr), X, domain='QQ')
    if p.is_zero:
        return None
    return frozenset(p.real_roots())


def meaning(text):
    """('check', value, left, relation, right, verdict) | ('values', [v...], final?) | ('equation', left, right)."""
    m = CHECK.match(text)
    if m:
        return ('check', number(m.group(1)), expr(m.group(2)), m.group(3), expr(m.group(4)), m.group(5))
    if CANDIDATES.match(text):
        return ('values', [number(v) for v in re.findall(NUMBER, text)])
    m = ANSWER.match(text)
    if m:
        return ('values', [number(m.group(1))])
    left, sep, right = text.partition(' = ')
    if not sep:
        raise ValueError(f'not a statement: {text}')
    return ('equation', expr(left), expr(right))


def check(steps):
    """Returns (q1, q2, q3) for a trace."""
    left0 = right0 = original = current = None
    rejected, obligations = set(), {}  # obligations: extra candidate -> discharged?
    valid, last = [], None
    for i, text in enumerate(steps):
        try:
            m = meaning(text)
        except Exception:  # an unparseable step is invalid, as in stepbench
            valid.append(False)
            last = None
            continue
        last = m
        if i == 0:
            if m[0] == 'equation':
                left0, right0 = m[1], m[2]
            elif m[0] == 'values' and len(m[1]) == 1:
                left0, right0 = X, m[1][0]
            else:
                valid.append(False)
                continue
            original = current = real_set(left0 - right0)
            valid.append(original is not None)
            continue
        if left0 is None:
            valid.append(False)
            continue
        if m[0] == 'check':
            _, v, left, relation, right, verdict = m
            true_left, true_right = left0.subs(X, v), right0.subs(X, v)
            same = true_left == true_right
            ok = (current is not None and v in current and left == true_left
                  and right == true_right and (relation == '=') == same and (verdict == 'keep') == same)
            if ok and verdict == 'reject':
                rejected.add(v)
            valid.append(ok)
            continue
        after = real_set(m[1] - m[2]) if m[0] == 'equation' else frozenset(m[1])
        before, current = current, after
        if after is None or before is None:
            valid.append(False)
            continue
        added, dropped = after - before, before - after
        if not added and not dropped:
            valid.append(True)
        elif added and dropped:
            valid.append(False)
        elif added:
            for c in added - (original or frozenset()):
                obligations.setdefault(c, False)
            valid.append(True)
        elif dropped & (original or frozenset()) or not dropped <= rejected:
            valid.append(False)
        else:
            for c in dropped:
                if c in obligations:
                    obligations[c] = True
            valid.append(True)
    final = last[1] if last is not None and last[0] == 'values' and len(steps) > 1 else None
    if valid and (final is None or not all(obligations.values())):
        valid[-1] = False
    q1 = left0 is not None and final is not None and all(left0.subs(X, v) == right0.subs(X, v) for v in final)
    q3 = valid.index(False) if False in valid else -1
    return q1, q3 == -1, q3


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    path = args[0]
    limit = int(args[args.index('--limit') + 1]) if '--limit' in args else None
    every = int(args[args.index('--every') + 1]) if '--every' in args else 1
    offset = int(args[args.index('--offset') + 1]) if '--offset' in args else 0
    t0 = time.perf_counter()
    n = agree = 0
    disagreements = []
    with open(path, encoding='utf-8') as f:
        for i, line in enumerate(f):
            if i % every != offset % every or not line.strip():
                continue
            sample = json.loads(line)
            got = check(sample['steps'])
            gold = sample['gold']
            n += 1
            if got == (gold['q1'], gold['q2'], gold['q3']):
                agree += 1
            elif len(disagreements) < 5:
                disagreements.append({'id': sample['id'], 'gold': gold, 'sympy': got})
            if limit and n >= limit:
                break
    secs = time.perf_counter() - t0
    print(json.dumps({'traces': n, 'agree': agree, 'seconds': round(secs, 3), 'us_per_trace': round(secs / n * 1e6, 1), 'sympy': sympy.__version__, 'disagreements': disagreements}))


if __name__ == '__main__':
    main()
