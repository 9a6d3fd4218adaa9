#!/usr/bin/env python3
"""Measures the issue-7 bars on a dataset independently of the TypeScript code, and compares
with `stepbench audit DIR --json`.

usage: python3 scripts/audit-independent.py DIR [--no-compare]

Per test set, on the erroneous samples (Q2 false by the SymPy labeller of scripts/stepcheck.py,
which re-labels every test sample and must agree with the gold labels):
  - the share of the most common first-error index (bar: <= 35 %);
  - "trace length -> most common first-error index", fitted on train.jsonl's gold labels of the
    same set (canonical / perturbed), ties to the smaller index, unseen lengths to train's most
    common index (bar: <= 35 %);
  - the form lookup (audit 7): the same table keyed by the forms of all the lines, every number
    (digits, with a decimal part) masked as N, forms train never had falling back to the length
    lookup (no bar here: compared with stepbench's figure; scripts/validity-report.py holds it to 35 %);
  - the share with a face-contradictory check line (bar: <= 2 %);
  - T2/T3 traces with more than two invalid steps (bar: none).
Then runs `npx stepbench audit DIR --json` and checks that its numbers agree within one
percentage point. Exits 1 when a bar fails, a label disagrees or the numbers differ.
"""
import argparse
import json
import os
import re
import subprocess
import sys
from collections import Counter, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import stepcheck  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def read(path):
    with open(path, encoding='utf-8') as f:
        return [json.loads(line) for line in f if line.strip()]


NUMBER = re.compile(r'[0-9]+(?:\.[0-9]+)?')


def form(steps):
    return '\n'.join(NUMBER.sub('N', line) for line in steps)


def mode(values):
    c = Counter(values)
    return min(c, key=lambda v: (-c[v], v)) if c else None


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument('dir')
    ap.add_argument('--no-compare', action='store_true')
    a = ap.parse_args()
    train = read(os.path.join(a.dir, 'train.jsonl'))
    ok = True
    measured = {}
    for name, set_name in (('test-canonical', 'canonical'), ('test-perturbed', 'perturbed')):
        test = read(os.path.join(a.dir, f'{name}.jsonl'))
        labels = {s['id']: stepcheck.check(s['steps']) for s in test}
        disagree = [s['id'] for s in test if (labels[s['id']].q1, labels[s['id']].q2, labels[s['id']].q3) != (s['gold']['q1'], s['gold']['q2'], s['gold']['q3'])]
        wrong = [s for s in test if not labels[s['id']].q2]
        q3 = [labels[s['id']].q3 for s in wrong]
        top = mode(q3)
        fit = [s for s in train if s['set'] == set_name and not s['gold']['q2']]
        by_len = defaultdict(list)
        for s in fit:
            by_len[len(s['steps'])].append(s['gold']['q3'])
        table = {n: mode(v) for n, v in by_len.items()}
        fallback = mode([s['gold']['q3'] for s in fit])
        lookup = sum(1 for s in wrong if table.get(len(s['steps']), fallback) == labels[s['id']].q3) / len(wrong)
        by_form = defaultdict(list)
        for s in fit:
            by_form[form(s['steps'])].append(s['gold']['q3'])
        forms = {f: mode(v) for f, v in by_form.items()}
        form_lookup = sum(1 for s in wrong if forms.get(form(s['steps']), table.get(len(s['steps']), fallback)) == labels[s['id']].q3) / len(wrong)
        face = sum(1 for s in wrong if any(stepcheck.is_face_contradictory(t) for t in s['steps'])) / len(wrong)
        many = [s['id'] for s in test if s['trace_type'] in ('T2', 'T3') and labels[s['id']].valid.count(False) > 2]
        always = q3.count(top) / len(wrong)
        measured[name] = {'always_most_common': always, 'length_lookup': lookup, 'form_lookup': form_lookup, 'face_contradictory_checks': face, 'more_than_two_invalid_steps': len(many) / len(wrong)}
        bars = [('labels agree with gold', not disagree), ('top first-error index <= 35%', always <= 0.35), ('length lookup <= 35%', lookup <= 0.35),
                ('face-contradictory <= 2%', face <= 0.02), ('no T2/T3 trace with > 2 invalid steps', not many)]
        print(f'{name}: {len(test)} samples, {len(wrong)} erroneous; label disagreements {len(disagree)}')
        print(f'  most common first-error index {top}: {100 * always:.1f}%   length lookup (fitted on train): {100 * lookup:.1f}%   form lookup: {100 * form_lookup:.1f}%')
        print(f'  face-contradictory check line: {100 * face:.1f}%   T2/T3 traces with more than two invalid steps: {len(many)}')
        for label, passed in bars:
            print(f'  [{"ok" if passed else "FAIL"}] {label}')
            ok = ok and passed
        if disagree:
            print('  disagreeing ids:', ', '.join(disagree[:10]))
    if not a.no_compare:
        out = subprocess.run(['npx', 'stepbench', 'audit', a.dir, '--json'], cwd=ROOT, capture_output=True, text=True)
        if out.returncode != 0:
            print('stepbench audit failed:', out.stderr)
            return 1
        audit = json.loads(out.stdout)['sets']
        for name, m in measured.items():
            got = audit[name]
            theirs = {'always_most_common': got['q3_erroneous']['always_most_common'], 'length_lookup': got['q3_erroneous']['length_lookup'],
                      'form_lookup': got['q3_erroneous'].get('form_lookup'),
                      'face_contradictory_checks': got['face_contradictory_checks'], 'more_than_two_invalid_steps': got['more_than_two_invalid_steps']}
            for k, v in m.items():
                agree = abs(v - theirs[k]) <= 0.01
                ok = ok and agree
                print(f'  {name} {k}: independent {100 * v:.2f}%, stepbench audit {100 * theirs[k]:.2f}% [{"ok" if agree else "FAIL"}]')
    print('all bars met' if ok else 'SOME BARS FAILED')
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main())
