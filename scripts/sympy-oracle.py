#!/usr/bin/env python3
"""Re-labels sampled stepbench samples with an independent SymPy labeller (scripts/stepcheck.py)
and compares its Q1/Q2/Q3 with the gold labels in the files.

usage: python3 scripts/sympy-oracle.py DIR [--n 450] [--seed 0]

Draws N samples uniformly from DIR's train.jsonl, test-canonical.jsonl and test-perturbed.jsonl
together (a fixed random seed), prints the agreement and every disagreement, and exits 1 when
any sample disagrees. Needs Python 3.11 and sympy (1.14 was used).
"""
import argparse
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import stepcheck  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument('dir')
    ap.add_argument('--n', type=int, default=450)
    ap.add_argument('--seed', type=int, default=0)
    a = ap.parse_args()
    samples = []
    for name in ('train.jsonl', 'test-canonical.jsonl', 'test-perturbed.jsonl'):
        path = os.path.join(a.dir, name)
        if os.path.exists(path):
            with open(path, encoding='utf-8') as f:
                samples += [json.loads(line) for line in f if line.strip()]
    picked = random.Random(a.seed).sample(samples, min(a.n, len(samples)))
    bad = 0
    for s in picked:
        r = stepcheck.check(s['steps'])
        g = s['gold']
        if (r.q1, r.q2, r.q3) != (g['q1'], g['q2'], g['q3']):
            bad += 1
            print(f"DISAGREE {s['id']}: oracle q1={r.q1} q2={r.q2} q3={r.q3}, gold {g}\n  " + '\n  '.join(s['steps']))
    print(f'{len(picked) - bad}/{len(picked)} sampled gold labels agree with the SymPy oracle ({a.dir}, sample seed {a.seed})')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
