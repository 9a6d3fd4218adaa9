#!/usr/bin/env python3
"""Issue 15's bars on every domain and seed, in one table: what a reviewer checks before
publishing a result on this benchmark.

usage: python3 scripts/validity-report.py [--domains linear,inequality,...] [--seeds 1,777]
                                          [--work DIR] [--reuse] [--no-gb] [--no-relabel]
                                          [--generator-version V]

For each domain and seed it generates the paper-sized dataset (`npx stepbench generate`, into
WORK/DOMAIN-SEED; with --reuse an existing folder is read as it is), then reads:
  - `npx stepbench audit DIR --json`: the project's surface probe (Q1, Q2 against the majority
    answer, Q3 on the erroneous samples) and the older bars (always the most common first-error
    index, the trace-length lookup, the form lookup (audit 7: the same keyed by the forms of all
    the lines, numbers masked), face-contradictory check lines, traces with more than two
    invalid steps);
  - `scripts/probe-independent.py DIR --json` (gradient boosting, run with --gb-python, default
    /usr/bin/python3, which has scikit-learn from Debian): the same three queries, and with
    --named (written by `npx tsx scripts/named-lines.ts DIR`) and --shown (the same with --shown)
    its Q1 and Q2 where no named cue shows, printed beside a missed Q1 or Q2 bar (audit 16's
    probe.q12_unshown is printed so for the project's probe), and with --named its Q3 where no cue names the
    error's line, printed beside a missed Q3 bar as the project's probe's is;
  - the domain's independent re-labeller (scripts/relabel-DOMAIN.py; for linear
    scripts/audit-independent.py --no-compare, the SymPy labeller): it must agree with every gold
    label of both test sets.
It prints one Markdown table (each cell test-canonical / test-perturbed, a missed bar in bold),
then every missed bar in words. Exits 0 when every bar is met, 1 when one is missed or a step
could not run (the step and its output are printed), 2 for bad arguments.

The bars: probe and gradient boosting at most majority + 5 points on Q1 and on Q2 and at most 30%
on Q3 over the erroneous samples; the most common first-error index, the length lookup and the form lookup at most
35%; no face-contradictory check line and no trace with more than two invalid steps; re-labelling
agrees with every gold label. Known cues are not in this table: `stepbench audit DIR` names them
with their figures, and each missed Q1, Q2 or Q3 bar is printed with the named cues whose rule alone
answers that query over its baseline (or says that none does): how much of the miss a cue the
audit explains can reach on its own; what is left is form no named cue accounts for. Each missed
probe bar's line ends with where its lead lies ("within what the named cues reach", or "beyond"),
read as `stepbench audit` reads it (reach), and a line after the list counts them per probe.

It takes a while: each dataset is 27,000 train samples, and gradient boosting fits six models per
dataset (about 3 to 6 minutes per dataset on two cores).
"""
import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOMAINS = ['linear', 'inequality', 'quadratic', 'rational', 'system']
SETS = ['test-canonical', 'test-perturbed']
OVER_MAJORITY = 0.05
Q3_BAR = 0.30
OLD_BAR = 0.35


class StepFailed(Exception):
    pass


def run(cmd, env=None):
    """Runs a command from the repository root; returns (exit code, stdout, stderr)."""
    p = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, env={**os.environ, **(env or {})})
    return p.returncode, p.stdout, p.stderr


def tail(text, n=6):
    return '\n'.join(text.strip().splitlines()[-n:])


def generate(domain, seed, out, version):
    cmd = ['npx', 'stepbench', 'generate', '--domain', domain, '--seed', str(seed), '--out', out, '--quiet']
    if version:
        cmd += ['--generator-version', version]
    code, _, err = run(cmd)
    if code != 0:
        raise StepFailed(f'stepbench generate --domain {domain} --seed {seed} exited {code}:\n{tail(err)}')


def project_audit(out):
    code, stdout, err = run(['npx', 'stepbench', 'audit', out, '--json'])
    # `stepbench audit` exits 1 when the manifest disagrees with the files: that is a failure here too.
    if code != 0:
        raise StepFailed(f'stepbench audit {out} exited {code}:\n{tail(err)}')
    return json.loads(stdout)


def gradient_boosting(out, python):
    named = os.path.join(out, 'named-lines.json')
    code, stdout, err = run(['npx', 'tsx', os.path.join('scripts', 'named-lines.ts'), out])
    if code != 0:
        raise StepFailed(f'scripts/named-lines.ts {out} exited {code}:\n{tail(err)}')
    with open(named, 'w', encoding='utf-8') as fh:
        fh.write(stdout)
    shown = os.path.join(out, 'shown-cues.json')
    code, stdout, err = run(['npx', 'tsx', os.path.join('scripts', 'named-lines.ts'), out, '--shown'])
    if code != 0:
        raise StepFailed(f'scripts/named-lines.ts {out} --shown exited {code}:\n{tail(err)}')
    with open(shown, 'w', encoding='utf-8') as fh:
        fh.write(stdout)
    code, stdout, err = run([python, os.path.join('scripts', 'probe-independent.py'), out, '--named', named, '--shown', shown, '--json'], env={'OMP_NUM_THREADS': '1'})
    # Exit 1 means a bar was missed (the JSON says which); anything else is a failure to run.
    if code not in (0, 1):
        raise StepFailed(f'probe-independent.py {out} exited {code}:\n{tail(err)}')
    return json.loads(stdout)


def relabel(domain, out):
    script = 'audit-independent.py' if domain == 'linear' else f'relabel-{domain}.py'
    cmd = [sys.executable, os.path.join('scripts', script), out] + (['--no-compare'] if domain == 'linear' else [])
    code, stdout, err = run(cmd)
    if domain == 'linear':
        # audit-independent.py also exits 1 for a missed issue-7 bar (this table has those from the
        # audit): here only its count of label disagreements per test set matters.
        counts = [line.rsplit(' ', 1)[-1] for line in stdout.splitlines() if 'label disagreements' in line]
        return len(counts) == 2 and counts == ['0', '0'], tail(stdout + err, 4)
    return code == 0, tail(stdout + err, 4)


def wilson(rate, n, z=1.959963984540054):
    """The Wilson 95% interval of a rate over n samples, as the project's metrics/wilson.ts."""
    k = round(rate * n)
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / d
    return (0.0 if k <= 0 else max(0.0, c - h), 1.0 if k >= n else min(1.0, c + h))


def noise(v, bar, n):
    """'; 95% interval A–B% over N samples: ...': whether the bar is inside the figure's interval."""
    if not n:
        return ''
    lo, hi = wilson(v, n)
    where = 'the bar is inside it, within noise' if lo <= bar <= hi else ('the bar is below it' if hi > bar else 'the bar is above it')
    return f'; 95% interval {pct(lo)}–{pct(hi)}% over {n} samples: {where}'


def q3_words(v, n):
    """'places V% of first errors (bar 30%; 95% interval ...)'."""
    return f'places {pct(v)}% of first errors (bar 30%{noise(v, Q3_BAR, n)})'


def q_words(q, v, maj, n):
    """'Q1 V% is over majority + 5 (B%; 95% interval ...)'."""
    return f'{q.upper()} {pct(v)}% is over majority + 5 ({pct(maj + OVER_MAJORITY)}%{noise(v, maj + OVER_MAJORITY, n)})'


def near(v, bar, n):
    """A figure at or under its bar whose 95% interval reaches over it."""
    return bool(n) and v <= bar and wilson(v, n)[1] > bar


# A known cue whose rule the audit applies with the checker (does the last line follow from the
# line before?): no surface reader can apply it, so it accounts for no probe's figure and is never
# offered as a reason for a miss. restated_last_step is the part of it a surface reader can see.
NEEDS_ALGEBRA = {'reverted_final_answer'}


def named_cues(audit, set_name, query):
    """The known cues (`stepbench audit`) whose rule alone answers `query` ('q1', 'q2', or 'q3' on
    the erroneous samples) better than its baseline on this set: [(id, accuracy, baseline)]."""
    out = []
    for cue in audit.get('known_cues') or []:
        rule = ((cue.get('figures') or {}).get(set_name) or {}).get('rule')
        if cue.get('id') in NEEDS_ALGEBRA or not rule or rule.get('query') != query:
            continue
        if rule.get('accuracy') is not None and rule.get('majority') is not None and rule['accuracy'] > rule['majority']:
            out.append((cue['id'], rule['accuracy'], rule['majority']))
    return out


def together_words(audit, set_name, query):
    """Audit 8's answer from every named cue a surface reader can apply, at once: Q3 '; together the
    named cues place A%', Q2 '; together the named cues answer A%' ("invalid where any shows"), and
    since audit 11 Q1 the same words (the lookup of where a cue names a line and whether a revert
    shows), so a reviewer sees whether the named cues account for as much as the probe read. Nothing
    for Q1 from an audit 8-10 manifest, which has no Q1 figure."""
    together = ((audit.get('known_cues_together') or {}).get(set_name) or {}).get('q3_erroneous' if query == 'q3' else query) or {}
    t = together.get('accuracy')
    if t is None:
        return ''
    if query == 'q3':
        return f'; together the named cues place {pct(t)}%{" (over the bar)" if t > Q3_BAR else ""}'
    m = together.get('majority')
    over = m is not None and t > m + OVER_MAJORITY
    return f'; together the named cues answer {pct(t)}%{" (over the bar)" if over else ""}'


def project_unnamed(audit, set_name):
    """The project's probe.q3_unnamed of a set ({} where the audit has none): its probe where no cue
    names the error's line, and the layout lookup on those samples (audit 13 on)."""
    return ((audit['sets'].get(set_name) or {}).get('probe') or {}).get('q3_unnamed') or {}


def unnamed_words(audit, set_name, who='the probe', u=None):
    """Audit 8's probe.q3_unnamed beside a missed probe Q3 bar: '; where no cue names the error's line
    (N samples) the probe places A% (most common index B%; layout lookup C%, audit 13 on)', with "(over the bar)" past 30%: what the
    probe reads beyond the errors a reader sees on their own line. With `u` (gradient boosting's
    q3_unnamed, on the same samples) it says the same of `who`."""
    if u is None:
        u = project_unnamed(audit, set_name)
    a = u.get('accuracy')
    if a is None:
        return ''
    over = ' (over the bar)' if a > Q3_BAR else ''
    # Audit 13 adds the layout lookup on the same samples (the project's audit's; gradient boosting's
    # figures carry none, so the audit's is read for both).
    layout = project_unnamed(audit, set_name).get('layout')
    beside = f'; layout lookup {pct(layout)}%' if layout is not None else ''
    return f'; where no cue names the error\'s line ({u.get("erroneous")} samples) {who} places {pct(a)}%{over} (most common index {pct(u.get("always_most_common"))}%{beside})'


def unshown_words(q, u, who='the probe'):
    """Audit 16's probe.q12_unshown beside a missed Q1 or Q2 bar: '; where no named cue shows (N
    samples) the probe answers A% (majority there B%; p P)': whether the miss comes from the samples a
    named cue shows in (the probe no higher than the majority there) or from form no cue names. `u` is
    the q12_unshown object (the project's audit's, or gradient boosting's from --shown, which has no p)."""
    v = (u or {}).get(q) or {}
    if v.get('accuracy') is None:
        return ''
    p = v.get('majority_p')
    p_words = '' if p is None else f'; p {p:.4f}' if p >= 0.0001 else '; p <0.0001'
    # Gradient boosting's figures may carry a refit on the train samples where none shows.
    r = ((u.get('refit') or {}).get(q) or {})
    refit = '' if r.get('accuracy') is None else f'; refitted there on {u["refit"].get("train")} train samples {pct(r["accuracy"])}%'
    return f'; where no named cue shows ({u.get("samples")} samples) {who} answers {pct(v["accuracy"])}% (majority there {pct(v.get("majority"))}%{p_words}){refit}'


def reach(probe, base, p=None):
    """Where a missed bar's lead lies (issue 15's second bar; `stepbench audit` prints the project's
    probe's, probeMissSources): 'within' what the named cues (for Q3, and the layout) reach when the
    probe, on the samples no named cue reaches, is not over the baseline there (the answer most common
    there; for Q3 the layout lookup), or over it with p >= 0.05; 'beyond' when over it with p < 0.05,
    or over it at all where there is no p (gradient boosting's figures carry none: read strictly).
    None where there is no figure (an older audit, or no sample left there)."""
    if probe is None or base is None:
        return None
    if probe <= base or (p is not None and p >= 0.05):
        return 'within'
    return 'beyond'


def reach_words(verdict):
    """A missed bar's line ends with its reading: '; within what the named cues reach' or '; beyond …'."""
    return '' if verdict is None else f'; {verdict} what the named cues reach'


def cue_words(audit, set_name, query):
    """'; named cues alone: ID A% (over its baseline B%)', or that none accounts for the miss: how
    much of a missed bar a cue the audit names (and explains) reaches on its own, the rest unnamed;
    for Q2 and Q3 also what they answer together (audit 8)."""
    cues = named_cues(audit, set_name, query)
    if not cues:
        return '; no cue named by `stepbench audit` reaches over its baseline on this query' + together_words(audit, set_name, query)
    bar = (lambda a, b: a > Q3_BAR) if query == 'q3' else (lambda a, b: a > b + OVER_MAJORITY)
    return '; named by `stepbench audit`, alone: ' + ', '.join(
        f'{i} {pct(a)}% (its baseline {pct(b)}%{"; over the bar by itself" if bar(a, b) else ""})' for i, a, b in cues) + together_words(audit, set_name, query)


def pct(v):
    return '—' if v is None else f'{100 * v:.1f}'


def cell(pair, bad):
    return ' / '.join(f'**{pct(v)}**' if b else pct(v) for v, b in zip(pair, bad))


def rows_for(domain, seed, audit, gb, relabelled, misses, close, readings=None):
    """One table row; appends each missed bar, in words, to `misses`, and each probe bar met within
    noise (the figure's 95% interval reaches over the bar) to `close`; each missed probe bar's reading
    (reach) to `readings`, as (who, 'within' | 'beyond' | None)."""
    if readings is None:
        readings = []
    where = f'{domain} seed {seed}'

    def probe_q(q):
        vals, bad = [], []
        for n in SETS:
            p = audit['sets'][n].get('probe') or {}
            acc, maj = (p.get(q) or {}).get('accuracy'), (p.get(q) or {}).get('majority')
            miss = acc is not None and maj is not None and acc > maj + OVER_MAJORITY
            vals.append(acc)
            bad.append(miss)
            size = audit['sets'][n].get('samples')
            if miss:
                u = (p.get('q12_unshown') or {}).get(q) or {}
                verdict = reach(u.get('accuracy'), u.get('majority'), u.get('majority_p'))
                readings.append(('the probe', verdict))
                misses.append(f'{where}, {n}: the probe\'s {q_words(q, acc, maj, size)}{cue_words(audit, n, q)}{unshown_words(q, p.get("q12_unshown"))}{reach_words(verdict)}')
            elif acc is not None and maj is not None and near(acc, maj + OVER_MAJORITY, size):
                close.append(f'{where}, {n}: the probe\'s {q.upper()} {pct(acc)}% is at most majority + 5 ({pct(maj + OVER_MAJORITY)}%{noise(acc, maj + OVER_MAJORITY, size)})')
        return cell(vals, bad)

    def probe_q3e():
        vals, bad = [], []
        for n in SETS:
            v = ((audit['sets'][n].get('probe') or {}).get('q3_erroneous') or {}).get('accuracy')
            miss = v is not None and v > Q3_BAR
            vals.append(v)
            bad.append(miss)
            if miss:
                u = project_unnamed(audit, n)
                verdict = reach(u.get('accuracy'), u.get('layout'), u.get('layout_p'))
                readings.append(('the probe', verdict))
                misses.append(f'{where}, {n}: the probe {q3_words(v, audit["sets"][n].get("erroneous"))}{cue_words(audit, n, "q3")}{unnamed_words(audit, n)}{reach_words(verdict)}')
            elif v is not None and near(v, Q3_BAR, audit['sets'][n].get('erroneous')):
                close.append(f'{where}, {n}: the probe {q3_words(v, audit["sets"][n].get("erroneous"))}')
        return cell(vals, bad)

    def gb_q(q):
        if gb is None:
            return 'not run'
        vals, bad = [], []
        for n in SETS:
            s = gb['sets'].get(n)
            if s is None:
                vals.append(None)
                bad.append(True)
                misses.append(f'{where}, {n}: gradient boosting had no train samples to fit')
                continue
            if q == 'q3_erroneous':
                v, bar, size = s[q], Q3_BAR, audit['sets'][n].get('erroneous')
                label = q3_words(v, size)
            else:
                v, bar, size = s[q]['accuracy'], s[q]['majority'] + OVER_MAJORITY, audit['sets'][n].get('samples')
                label = q_words(q, v, s[q]['majority'], size)
            miss = v > bar
            vals.append(v)
            bad.append(miss)
            if miss:
                rest = unnamed_words(audit, n, 'gradient boosting', s.get('q3_unnamed') or {}) if q == 'q3_erroneous' else unshown_words(q, s.get('q12_unshown'), 'gradient boosting')
                if q == 'q3_erroneous':
                    verdict = reach((s.get('q3_unnamed') or {}).get('accuracy'), project_unnamed(audit, n).get('layout'))
                else:
                    u = (s.get('q12_unshown') or {}).get(q) or {}
                    verdict = reach(u.get('accuracy'), u.get('majority'))
                readings.append(('gradient boosting', verdict))
                misses.append(f'{where}, {n}: gradient boosting {label}{cue_words(audit, n, "q3" if q == "q3_erroneous" else q)}{rest}{reach_words(verdict)}')
            elif near(v, bar, size):
                words = q3_words(v, size) if q == 'q3_erroneous' else f'{q.upper()} {pct(v)}% is at most majority + 5 ({pct(bar)}%{noise(v, bar, size)})'
                close.append(f'{where}, {n}: gradient boosting {words}')
        return cell(vals, bad)

    def older(get, bar, words):
        vals = [get(audit['sets'][n]) for n in SETS]
        bad = [v is not None and v > bar for v in vals]
        for n, v, b in zip(SETS, vals, bad):
            if b:
                misses.append(f'{where}, {n}: {words} {pct(v)}%')
        return cell(vals, bad)

    top = older(lambda s: s['q3_erroneous']['always_most_common'], OLD_BAR, 'the most common first-error index holds (bar 35%)')
    length = older(lambda s: s['q3_erroneous']['length_lookup'], OLD_BAR, 'the length lookup places (bar 35%)')
    # Audit 7: the same lookup keyed by the forms of all the lines (numbers masked), held to the
    # length lookup's bar: the sharpest table a reader of layouts can build.
    form = older(lambda s: s['q3_erroneous'].get('form_lookup'), OLD_BAR, 'the form lookup places (bar 35%)')
    face = older(lambda s: s['face_contradictory_checks'], 0, 'face-contradictory check lines in')
    many = older(lambda s: s['more_than_two_invalid_steps'], 0, 'more than two invalid steps in')
    if relabelled is None:
        rl = 'not run'
    else:
        ok, text = relabelled
        rl = 'agrees' if ok else '**disagrees**'
        if not ok:
            misses.append(f'{where}: re-labelling disagrees with gold labels:\n    ' + text.replace('\n', '\n    '))
    return (f'| {domain} | {seed} | {probe_q("q1")} | {probe_q("q2")} | {probe_q3e()} | {gb_q("q1")} | {gb_q("q2")} | {gb_q("q3_erroneous")} '
            f'| {top} | {length} | {form} | {face} | {many} | {rl} |')


def tally_words(readings):
    """The missed bars' readings counted by probe: issue 15's second bar over the whole report."""
    parts = []
    for who in ('the probe', 'gradient boosting'):
        mine = [v for w, v in readings if w == who]
        if not mine:
            continue
        counts = [f'{mine.count(v)} {v}' for v in ('within', 'beyond') if mine.count(v)]
        if mine.count(None):
            counts.append(f'{mine.count(None)} not read (no figure where no named cue reaches)')
        parts.append(f'{who} {len(mine)}: ' + ', '.join(counts))
    return ('missed bars read where no named cue reaches (within: not over the baseline there, or only by chance; '
            'gradient boosting has no p there, so any gap reads beyond): ' + '; '.join(parts))


def main():
    ap = argparse.ArgumentParser(description='Issue 15\'s bars on every domain and seed, in one table.')
    ap.add_argument('--domains', default=','.join(DOMAINS))
    ap.add_argument('--seeds', default='1,777')
    ap.add_argument('--work', default=os.path.join(os.environ.get('TMPDIR', '/tmp'), 'stepbench-validity'))
    ap.add_argument('--reuse', action='store_true', help='read an existing WORK/DOMAIN-SEED folder instead of generating it again')
    ap.add_argument('--no-gb', action='store_true', help='skip gradient boosting')
    ap.add_argument('--no-relabel', action='store_true', help='skip the independent re-labellers')
    ap.add_argument('--gb-python', default='/usr/bin/python3', help='the Python with scikit-learn (default /usr/bin/python3)')
    ap.add_argument('--generator-version', default=None, help='passed to stepbench generate (default: its default)')
    a = ap.parse_args()
    domains = [d.strip() for d in a.domains.split(',') if d.strip()]
    unknown = [d for d in domains if d not in DOMAINS]
    if unknown or not domains:
        print(f'validity-report: unknown domain {", ".join(unknown) or "(none given)"}; the domains are {", ".join(DOMAINS)}', file=sys.stderr)
        return 2
    try:
        seeds = [int(s) for s in a.seeds.split(',') if s.strip()]
    except ValueError:
        print(f'validity-report: --seeds takes integers joined by commas, got "{a.seeds}"', file=sys.stderr)
        return 2
    if not seeds:
        print('validity-report: --seeds is empty', file=sys.stderr)
        return 2
    os.makedirs(a.work, exist_ok=True)
    rows, misses, close, failed, readings = [], [], [], [], []
    for domain in domains:
        for seed in seeds:
            out = os.path.join(a.work, f'{domain}-{seed}')
            try:
                if not (a.reuse and os.path.exists(os.path.join(out, 'manifest.json'))):
                    generate(domain, seed, out, a.generator_version)
                with open(os.path.join(out, 'manifest.json'), encoding='utf-8') as f:
                    version = json.load(f).get('generator_version')
                print(f'{domain} seed {seed}: {out} (generator {version})', file=sys.stderr, flush=True)
                audit = project_audit(out)
                gb = None if a.no_gb else gradient_boosting(out, a.gb_python)
                relabelled = None if a.no_relabel else relabel(domain, out)
                rows.append(rows_for(domain, seed, audit, gb, relabelled, misses, close, readings))
            except (StepFailed, OSError, json.JSONDecodeError) as e:
                failed.append(f'{domain} seed {seed}: {e}')
    print('Each cell: test-canonical / test-perturbed, in %; bold: over its bar.\n')
    print('| domain | seed | probe Q1 | probe Q2 | probe Q3 erroneous | GB Q1 | GB Q2 | GB Q3 erroneous | top index | length lookup | form lookup | face-contradictory | > 2 invalid | re-labelling |')
    print('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|')
    for r in rows:
        print(r)
    if misses:
        print('\nbars missed:')
        for m in misses:
            print(f'  - {m}')
    if readings:
        print(f'\n{tally_words(readings)}')
    if close:
        print('\nbars met, but within noise (another seed may miss them):')
        for c in close:
            print(f'  - {c}')
    if failed:
        print('\ncould not measure (fix the cause and run again):')
        for f in failed:
            print(f'  - {f}')
    if not misses and not failed:
        print('\nevery bar met')
    return 1 if misses or failed else 0


if __name__ == '__main__':
    sys.exit(main())
