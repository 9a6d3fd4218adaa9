// `stepbench audit DIR`: what simple shortcuts score on a dataset's two test sets (the same
// numbers as manifest.json's "audit"). Reads test-canonical.jsonl, test-perturbed.jsonl and,
// when present, train.jsonl (which fits the "trace length → index" lookup).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Audit, KindPlacement, SetAudit } from '../../core/audit/index.ts';
import { auditDataset, auditFigures, auditPct, auditV1, cueShows, layoutPText, missSourceText, probeBarsMissed, probeMissSources, probeQ3Interval, unnamedText, unshownPsText, unshownText } from '../../core/audit/index.ts';
import { FILE_NAMES, readJsonl } from '../../core/dataset/index.ts';
import type { Sample } from '../../core/dataset/index.ts';
import { describeFsError, fsErrorCode } from '../../node/fs-errors.ts';
import type { Command } from './types.ts';

const HELP = `usage: stepbench audit DIR [--json]

Scores simple shortcuts against the gold labels of DIR's test sets (see README, "The shortcut audit"):
the majority answer per query, "accept all", "judge only the last step", Q3 "always the most common
index" and "trace length → most common index" (fitted on train.jsonl when DIR has it, else on the
test set itself), and the share of erroneous samples with a face-contradictory check line; then the
surface probe, the benchmark's hypothesis-only baseline (a classifier fitted on train.jsonl's surface
features only: README, "The hypothesis-only baseline"), its strongest features, the known cues with
their sizes (what the paper's definitions and the error catalogs leave, and the injected errors a
reader sees on their own line), where those cues place first errors together, and the probe again
on the erroneous samples where no cue names the error's line, and its Q1 and Q2 on the samples
where no named cue shows (docs/dataset.md). Datasets of generator 2.x get the probe printed too,
though their manifest holds the audit of that time (version 1) and is compared on that part only.
Exits 1 when DIR's manifest.json holds a different audit than its files give.

  --json   the audit as JSON: fractions in [0, 1] (null when undefined), stable keys`;

type Read = { samples: Sample[] } | { error: string } | null;

async function readSet(dir: string, name: string, optional: boolean): Promise<Read> {
  let text: string;
  try {
    text = await readFile(join(dir, name), 'utf8');
  } catch (err) {
    return optional && fsErrorCode(err) === 'ENOENT' ? null : { error: describeFsError(err, join(dir, name), 'read') };
  }
  const { samples, errors } = readJsonl(text);
  if (errors.length) return { error: `${join(dir, name)}:${errors[0]!.line}: ${errors[0]!.message}${errors.length > 1 ? ` (and ${errors.length - 1} more bad lines)` : ''}` };
  return { samples };
}

const pct = auditPct;

/** Audit 7's form lookup, with the share of forms the fit met (— for an older manifest's audit). */
const formCell = (s: SetAudit) => (s.q3_erroneous.form_lookup === undefined ? '—' : `${pct(s.q3_erroneous.form_lookup)} (form met in the fit: ${pct(s.q3_erroneous.form_lookup_seen ?? null)})`);

const ROWS: [string, (s: SetAudit) => string][] = [
  ['samples (erroneous)', (s) => `${s.samples} (${s.erroneous})`],
  ['majority answer: Q1', (s) => pct(s.majority.q1)],
  ['majority answer: Q2', (s) => pct(s.majority.q2)],
  ['majority answer: Q3', (s) => pct(s.majority.q3)],
  ['accept all: Q1 / Q2 / Q3', (s) => `${pct(s.accept_all.q1)} / ${pct(s.accept_all.q2)} / ${pct(s.accept_all.q3)}`],
  ['judge only the last step: Q2', (s) => pct(s.last_step_only.q2)],
  ['Q3 (erroneous): always the most common index', (s) => `${pct(s.q3_erroneous.always_most_common)} (index ${s.q3_erroneous.most_common_index ?? '—'})`],
  ['Q3 (erroneous): trace length → most common index', (s) => `${pct(s.q3_erroneous.length_lookup)} (fitted on ${s.q3_erroneous.length_lookup_fitted_on})`],
  ['Q3 (erroneous): forms of the lines, numbers masked → most common index', (s) => formCell(s)],
  ['face-contradictory check line (erroneous)', (s) => pct(s.face_contradictory_checks)],
  ['more than two invalid steps (erroneous)', (s) => pct(s.more_than_two_invalid_steps)],
];

const PROBE_ROWS: [string, (s: SetAudit) => string][] = [
  ['probe fitted on train samples (erroneous)', (s) => (s.probe ? `${s.probe.train_samples} (${s.probe.train_erroneous})` : 'no train: not run')],
  ['probe Q1 (majority)', (s) => (s.probe ? `${pct(s.probe.q1.accuracy)} (${pct(s.probe.q1.majority)})` : '—')],
  ['probe Q2 (majority)', (s) => (s.probe ? `${pct(s.probe.q2.accuracy)} (${pct(s.probe.q2.majority)})` : '—')],
  ['probe Q3 (majority)', (s) => (s.probe ? `${pct(s.probe.q3.accuracy)} (${pct(s.probe.q3.majority)})` : '—')],
  ['probe Q3 on erroneous (most common index)', (s) => (s.probe ? `${pct(s.probe.q3_erroneous.accuracy)} (${pct(s.probe.q3_erroneous.always_most_common)})` : '—')],
  ['probe Q3 on erroneous: 95% interval', (s) => (s.probe ? interval(probeQ3Interval(s.probe, s.erroneous)) : '—')],
  // Audit 8 (13 the layout lookup, 14 its p) and audit 16: — for an older manifest's audit.
  ['probe Q3 where no cue names the error\'s line: samples, probe (most common index; layout lookup)', (s) => unnamedText(s.probe?.q3_unnamed)],
  ['probe against the layout lookup there: exact McNemar p', (s) => layoutPText(s.probe?.q3_unnamed)],
  ['probe Q1 / Q2 where no named cue shows: samples, probe (majority there)', (s) => unshownText(s.probe?.q12_unshown)],
  ['probe against the majority there: exact McNemar p, Q1 / Q2', (s) => unshownPsText(s.probe?.q12_unshown)],
];

const interval = (ci: { low: number; high: number } | null) => (ci ? `${pct(ci.low)}–${pct(ci.high)}` : '—');

function table(a: Audit, rows: [string, (s: SetAudit) => string][]): string {
  const c = a.sets['test-canonical'];
  const p = a.sets['test-perturbed'];
  const w = Math.max(...rows.map(([l]) => l.length));
  const cells = rows.map(([l, f]) => [l.padEnd(w), f(c), f(p)] as const);
  const cw = Math.max('test-canonical'.length, ...cells.map((r) => r[1].length));
  const head = `${''.padEnd(w)}  ${'test-canonical'.padEnd(cw)}  test-perturbed`;
  return [head, ...cells.map(([l, x, y]) => `${l}  ${x.padEnd(cw)}  ${y}`)].join('\n');
}

/** The two test sets, in the order every table prints them. */
const SETS = ['test-canonical', 'test-perturbed'] as const;

/** One row per (error kind, trace type) found in either test set, in the canonical set's order. */
function kindTable(a: Audit): string | null {
  const rows = new Map<string, Partial<Record<(typeof SETS)[number], KindPlacement>>>();
  for (const name of SETS) for (const k of a.sets[name].probe?.by_kind ?? []) rows.set(`${k.kind}, ${k.trace_type}`, { ...rows.get(`${k.kind}, ${k.trace_type}`), [name]: k });
  if (!rows.size) return null;
  const cell = (k: KindPlacement | undefined) => (k ? `${k.samples}: ${pct(k.placed)} (${pct(k.always_most_common)})` : '—');
  const w = Math.max(...[...rows.keys()].map((l) => l.length));
  const cw = Math.max('test-canonical'.length, ...[...rows.values()].map((r) => cell(r['test-canonical']).length));
  return [`  ${''.padEnd(w)}  ${'test-canonical'.padEnd(cw)}  test-perturbed`, ...[...rows].map(([l, r]) => `  ${l.padEnd(w)}  ${cell(r['test-canonical']).padEnd(cw)}  ${cell(r['test-perturbed'])}`)].join('\n');
}

function probeText(a: Audit): string {
  const out: string[] = ['', 'surface probe — the hypothesis-only baseline (README), fitted on train, scored on each test set', '', table(a, PROBE_ROWS)];
  // Its bars met say what a linear learner finds, not that nothing is there: on rational the
  // independent gradient-boosting probe places 53–61% of first errors where this one places 43–45%.
  out.push('', 'a linear model (logistic regression): a stronger learner can read more — scripts/probe-independent.py (gradient boosting; docs/dataset.md, "Independent probe")');
  // Audit 13: the layout lookup is the figure the probe's unnamed placement is read beside.
  if (SETS.some((n) => a.sets[n].probe?.q3_unnamed?.layout !== undefined)) {
    out.push('layout lookup: where no cue names the error\'s line, the first-error index most common for the family and the number of lines (fitted on train\'s such samples): where the paper\'s families put their errors, which stays while they do; what a probe places there up to it is layout, beyond it form the audit does not name');
    if (SETS.some((n) => a.sets[n].probe?.q3_unnamed?.layout_p !== undefined)) {
      out.push('McNemar p: on those few samples a gap of a few points is often chance; read a probe over the layout lookup as form the audit does not name only where p is small (under 0.05)');
    }
  }
  if (SETS.some((n) => a.sets[n].probe?.q12_unshown)) {
    out.push('where no named cue shows: the samples a reader of the named cues (below, "together") calls valid; the probe\'s Q1 or Q2 over its set\'s majority is form the audit names where it is no higher than the majority there, and form it does not name where it is higher with p under 0.05; scripts/unshown-refit.ts fits the probe on those samples alone');
  }
  for (const name of SETS) {
    const p = a.sets[name].probe;
    if (!p) continue;
    const missed = probeBarsMissed(p);
    out.push('', `${name}: ${missed.length ? `bars missed: ${missed.join('; ')}` : 'bars met (Q1, Q2 ≤ majority + 5 points; Q3 on erroneous ≤ 30%)'}; strongest features:`);
    for (const q of ['q1', 'q2', 'q3'] as const) {
      for (const f of p.strongest[q]) out.push(`  ${q.toUpperCase()} ${f.weight >= 0 ? '+' : ''}${f.weight.toFixed(3)} → ${f.toward}: ${f.feature}`);
    }
    // Issue 15's second bar, read per missed bar: through the named cues only, or beyond them.
    for (const m of probeMissSources(p)) out.push(`  ${missSourceText(m)}`);
  }
  const kinds = kindTable(a);
  if (kinds) out.push('', 'where the probe places each injected error kind (erroneous test samples: how many, the probe\'s step right, and always the most common index):', kinds);
  if (a.known_cues?.length) {
    out.push('', 'known cues (left by the paper\'s definitions of T1/T2/T3 or by the error catalogs, and the errors a reader sees on their own line):');
    // A cue no sample shows (a slip of another domain's catalog) is named once, not printed in full.
    for (const c of a.known_cues.filter(cueShows)) {
      out.push(`  ${c.id}: ${c.cue}`);
      for (const n of SETS) {
        const f = c.figures[n];
        const t = f.trace_types;
        // A Q3 rule is scored on the erroneous samples, beside always blaming the most common index.
        const base = f.rule?.query === 'q3' ? 'on erroneous samples; always the most common index' : 'majority';
        const rule = f.rule ? `; ${f.rule.query.toUpperCase()} from the cue alone ${pct(f.rule.accuracy)} (${base} ${pct(f.rule.majority)})` : '';
        out.push(`    ${n}: shown by ${pct(f.shown_by)} of the samples (T1 ${t.T1}, T2 ${t.T2}, T3 ${t.T3})${rule}`);
      }
      out.push(`    why: ${c.why}`);
    }
    const unshown = a.known_cues.filter((c) => !cueShows(c)).map((c) => c.id);
    if (unshown.length) out.push(`  shown by no sample of either test set (--json gives each in full): ${unshown.join(', ')}`);
  }
  if (a.known_cues_together) {
    out.push('', 'the named cues together (Q3: the earliest line a cue names, else the index most common where a cue shows; Q2: invalid where any shows; Q1: the answer most common for where a cue names a line, whether a revert shows and whether the last line writes a new number; every cue above but reverted_final_answer and odd_minus_count), beside the probe:');
    for (const n of SETS) {
      const t = a.known_cues_together[n];
      const p = a.sets[n].probe;
      const probe = (v: number | null | undefined) => (p ? `; the probe ${pct(v ?? null)}` : '');
      // Audit 11 adds Q1; an audit 8-10 manifest has none.
      const q1 = t.q1 ? `; Q1 from them ${pct(t.q1.accuracy)} (majority ${pct(t.q1.majority)}${probe(p?.q1.accuracy)})` : '';
      out.push(`  ${n}: Q3 on erroneous from their lines ${pct(t.q3_erroneous.accuracy)} (always the most common index ${pct(t.q3_erroneous.always_most_common)}${probe(p?.q3_erroneous.accuracy)}); Q2 "invalid where one shows" ${pct(t.q2.accuracy)} (majority ${pct(t.q2.majority)}${probe(p?.q2.accuracy)})${q1}`);
    }
  }
  return out.join('\n');
}

export const auditCommand: Command = {
  async run(args) {
    let parsed;
    try {
      parsed = parseArgs({ args, options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
    } catch (e) {
      process.stderr.write(`stepbench audit: ${(e as Error).message}\n\n${HELP}\n`);
      return 2;
    }
    if (parsed.values.help) {
      process.stdout.write(HELP + '\n');
      return 0;
    }
    const [dir, ...extra] = parsed.positionals;
    if (!dir || extra.length) {
      process.stderr.write(`stepbench audit: give exactly one dataset folder\n\n${HELP}\n`);
      return 2;
    }
    const [canonical, perturbed, train] = await Promise.all([
      readSet(dir, FILE_NAMES.testCanonical, false), readSet(dir, FILE_NAMES.testPerturbed, false), readSet(dir, FILE_NAMES.train, true),
    ]);
    for (const r of [canonical, perturbed, train]) {
      if (r && 'error' in r) {
        process.stderr.write(`stepbench audit: ${r.error}\n`);
        return 2;
      }
    }
    const samples = (r: Read) => (r && 'samples' in r ? r.samples : []);
    const audit = auditDataset(samples(canonical), samples(perturbed), samples(train));
    process.stdout.write(parsed.values.json ? JSON.stringify(audit, null, 2) + '\n' : `shortcut audit of ${dir}\n\n${table(audit, ROWS)}\n${probeText(audit)}\n`);
    let manifest: { audit?: Audit } | null = null;
    try {
      manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as { audit?: Audit };
    } catch {
      manifest = null; // no manifest (or an unreadable one): nothing to compare with
    }
    // A generator 2.x manifest holds audit 1: compare that part; the current audit is compared whole
    // but for the known cues' prose (auditFigures),
    // and an older one (audit 2, written before the probe read more) is only noted.
    const stored = manifest?.audit;
    const ours = stored?.audit_version === 1 ? auditV1(audit) : audit;
    if (stored && stored.audit_version === ours.audit_version && JSON.stringify(auditFigures(stored)) !== JSON.stringify(auditFigures(ours))) {
      process.stderr.write(`stepbench audit: ${join(dir, 'manifest.json')} holds a different audit than these files give; were the files changed?\n`);
      return 1;
    }
    if (stored && stored.audit_version !== ours.audit_version) {
      process.stderr.write(`stepbench audit: ${join(dir, 'manifest.json')} holds audit version ${String(stored.audit_version)}, written by an older stepbench; the figures above are audit version ${ours.audit_version} (docs/dataset.md says what each version adds), so they may differ from the stored ones\n`);
    }
    return 0;
  },
};
