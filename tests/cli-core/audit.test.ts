// `stepbench audit DIR` as a real child process: the manifest's audit as stable JSON, a table,
// bad input refused with exit 2, and a manifest that disagrees with its files reported (exit 1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cli, tempDir } from './helpers.ts';
import { wilson } from '../../src/core/metrics/index.ts';

let dir: { path: string; remove: () => Promise<void> };
let v2: { path: string; remove: () => Promise<void> };
beforeAll(async () => {
  dir = await tempDir('audit');
  v2 = await tempDir('audit-v2');
  const r = await cli(['generate', '--seed', '5', '--test', '36', '--train-canonical', '20', '--train-perturbed', '6', '--out', dir.path, '--quiet']);
  expect(r.code, r.stderr).toBe(0);
  const r2 = await cli(['generate', '--seed', '5', '--test', '36', '--train-canonical', '20', '--train-perturbed', '6', '--generator-version', '2.0.0', '--out', v2.path, '--quiet']);
  expect(r2.code, r2.stderr).toBe(0);
}, 120_000);
afterAll(async () => {
  await dir.remove();
  await v2.remove();
});

const V1_KEYS = ['accept_all', 'erroneous', 'face_contradictory_checks', 'last_step_only', 'majority', 'more_than_two_invalid_steps', 'q3_erroneous', 'samples'];
const SET_KEYS = [...V1_KEYS, 'probe'].sort();
const PROBE_KEYS = ['by_kind', 'q1', 'q12_unshown', 'q2', 'q3', 'q3_erroneous', 'q3_unnamed', 'strongest', 'train_erroneous', 'train_samples'];

/** Each missed bar of `stdout`'s sets is read where no named cue reaches (issue 15's second bar), one line each; returns the bars missed. */
function expectMissesRead(stdout: string): string[] {
  const all: string[] = [];
  for (const name of ['test-canonical', 'test-perturbed']) {
    const missed = new RegExp(`^${name}: bars missed: (.*); strongest features:$`, 'm').exec(stdout)?.[1]?.split('; ') ?? [];
    const block = stdout.slice(stdout.indexOf(`${name}: bars`)).split('\n\n')[0]!;
    const read = [...block.matchAll(/^ {2}(Q[123]) missed (?:within|beyond) what the named cues (?:and the layout )?reach \(\d+ samples where no (?:named cue shows|cue names the error's line): the probe \d+\.\d% against (?:the answer most common there|the layout lookup) \d+\.\d%, p [<\d.]+\)$/gm)].map((m) => m[1]);
    expect(read, name).toEqual(missed.map((m) => m.slice(0, 2)));
    all.push(...missed);
  }
  return all;
}

function fractions(o: unknown, path = ''): [string, number][] {
  if (typeof o === 'number') return [[path, o]];
  if (o && typeof o === 'object') return Object.entries(o).flatMap(([k, v]) => fractions(v, `${path}.${k}`));
  return [];
}

describe('stepbench audit', () => {
  it('--json prints the manifest\'s audit: stable keys, fractions in [0, 1]', async () => {
    const r = await cli(['audit', dir.path, '--json']);
    expect(r.code, r.stderr).toBe(0);
    const audit = JSON.parse(r.stdout);
    const manifest = JSON.parse(await readFile(join(dir.path, 'manifest.json'), 'utf8'));
    expect(audit).toEqual(manifest.audit);
    expect(audit.audit_version).toBe(18);
    expect(Object.keys(audit.sets)).toEqual(['test-canonical', 'test-perturbed']);
    expect(audit.known_cues.map((c: { id: string }) => c.id)).toEqual(['reverted_final_answer', 'reverted_answer_not_listed', 'strictness_changes', 'odd_minus_count', 'restated_last_step', 'negated_revert', 'revert_keeps_half', 'answer_names_excluded', 'squared_value_never_met', 'revert_traces_slip', 'term_moved_against_sign', 'quotient_upside_down', 'direction_against_sign', 'relation_kept_against_rule', 'term_copied_through_operation', 'root_against_factor', 'restriction_against_denominators', 'value_against_denominators', 'numerator_copied_changed', 'copied_part_changed', 'formula_minus_b_sign', 'sign_against_standard_form', 'root_lost', 'sign_pattern_broken', 'equation_copied_changed']);
    // Audit 8: where the named cues place first errors together, per test set, beside the same baseline as the audit's.
    for (const n of ['test-canonical', 'test-perturbed']) {
      expect(Object.keys(audit.known_cues_together[n])).toEqual(['q1', 'q2', 'q3_erroneous']);
      // Audit 11: Q1 from the named cues beside the set's majority answer; a lookup fitted on the set never scores under it.
      expect(audit.known_cues_together[n].q1.majority).toBe(audit.sets[n].majority.q1);
      expect(audit.known_cues_together[n].q1.accuracy).toBeGreaterThanOrEqual(audit.sets[n].majority.q1);
      expect(audit.known_cues_together[n].q2.majority).toBe(audit.sets[n].majority.q2);
      expect(audit.known_cues_together[n].q3_erroneous.always_most_common).toBe(audit.sets[n].q3_erroneous.always_most_common);
    }
    for (const set of Object.values(audit.sets) as Record<string, unknown>[]) {
      expect(Object.keys(set).sort()).toEqual(SET_KEYS);
      expect(set.samples).toBe(108);
      expect((set.q3_erroneous as { length_lookup_fitted_on: string }).length_lookup_fitted_on).toBe('train');
      // Audit 7: the form lookup beside the length lookup, with the share of forms the fit met.
      expect(Object.keys(set.q3_erroneous as object).sort()).toEqual(['always_most_common', 'form_lookup', 'form_lookup_seen', 'length_lookup', 'length_lookup_fitted_on', 'most_common_index']);
      const probe = set.probe as Record<string, unknown>;
      expect(Object.keys(probe).sort()).toEqual(PROBE_KEYS);
      expect(probe.train_samples).toBeGreaterThan(0);
      for (const q of ['q1', 'q2', 'q3'] as const) expect((probe.strongest as Record<string, unknown[]>)[q]!.length).toBeGreaterThan(0);
      // Every erroneous test sample is in exactly one (kind, trace type) row.
      const byKind = probe.by_kind as { kind: string; trace_type: string; samples: number }[];
      expect(byKind.reduce((k, g) => k + g.samples, 0)).toBe(set.erroneous);
      expect(new Set(byKind.map((g) => `${g.kind}/${g.trace_type}`)).size).toBe(byKind.length);
      // Audit 8: the erroneous samples no line-naming cue shows in are some of the set's erroneous ones.
      const unnamed = probe.q3_unnamed as { erroneous: number };
      expect(unnamed.erroneous).toBeGreaterThan(0);
      expect(unnamed.erroneous).toBeLessThanOrEqual(set.erroneous as number);
      for (const [path, v] of fractions(set)) {
        if (/samples|erroneous$|most_common_index|train_|weight/.test(path)) continue;
        expect(v, path).toBeGreaterThanOrEqual(0);
        expect(v, path).toBeLessThanOrEqual(1);
      }
    }
  });

  it('reads each missed bar where no named cue reaches, under the bar and its strongest features', async () => {
    // A small quadratic set misses the Q3 bar (the linear one above meets every bar).
    const q = await tempDir('audit-quadratic');
    try {
      const g = await cli(['generate', '--domain', 'quadratic', '--seed', '5', '--test', '36', '--train-canonical', '60', '--train-perturbed', '12', '--out', q.path, '--quiet']);
      expect(g.code, g.stderr).toBe(0);
      const r = await cli(['audit', q.path]);
      expect(r.code, r.stderr).toBe(0);
      expect(expectMissesRead(r.stdout).length).toBeGreaterThan(0);
    } finally {
      await q.remove();
    }
  }, 60_000);

  it('prints a table by default, the probe and its strongest features, and the known cues', async () => {
    const r = await cli(['audit', dir.path]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/judge only the last step: Q2\s+\d+\.\d%\s+\d+\.\d%/);
    expect(r.stdout).toContain('fitted on train');
    expect(r.stdout).toMatch(/probe Q1 \(majority\)\s+\d+\.\d% \(\d+\.\d%\)\s+\d+\.\d% \(\d+\.\d%\)/);
    expect(r.stdout).toMatch(/test-perturbed: bars (met|missed)/);
    expectMissesRead(r.stdout);
    expect(r.stdout).toMatch(/ {2}Q1 [+-]\d\.\d{3} → (correct|wrong): /);
    expect(r.stdout).toContain('reverted_final_answer');
    // Cues no sample shows are named on one line, without their figures or why; the others in full.
    const cues = (JSON.parse((await cli(['audit', dir.path, '--json'])).stdout) as { known_cues: { id: string; figures: Record<string, { trace_types: Record<string, number> }> }[] }).known_cues;
    const seen = (c: (typeof cues)[number]) => Object.values(c.figures).some((f) => Object.values(f.trace_types).some((n) => n > 0));
    const unshown = cues.filter((c) => !seen(c)).map((c) => c.id);
    expect(unshown.length).toBeGreaterThan(0);
    expect(r.stdout).toContain(`  shown by no sample of either test set (--json gives each in full): ${unshown.join(', ')}\n`);
    for (const id of unshown) expect(r.stdout).not.toContain(`  ${id}: `);
    for (const c of cues.filter(seen)) expect(r.stdout).toContain(`  ${c.id}: `);
    // The probe's Q3 on erroneous samples with its Wilson interval, recounted from --json.
    const json = JSON.parse((await cli(['audit', dir.path, '--json'])).stdout) as { sets: Record<string, { erroneous: number; probe: { q3_erroneous: { accuracy: number } } }> };
    const cells = ['test-canonical', 'test-perturbed'].map((name) => {
      const s = json.sets[name]!;
      const ci = wilson(Math.round(s.probe.q3_erroneous.accuracy * s.erroneous), s.erroneous)!;
      expect(ci.low).toBeLessThan(s.probe.q3_erroneous.accuracy);
      expect(ci.high).toBeGreaterThan(s.probe.q3_erroneous.accuracy);
      return `${(100 * ci.low).toFixed(1)}%–${(100 * ci.high).toFixed(1)}%`;
    });
    expect(r.stdout).toMatch(new RegExp(`probe Q3 on erroneous: 95% interval\\s+${cells[0]}\\s+${cells[1]}\\n`));    // Audit 8: where the named cues place first errors together, beside the probe, from --json.
    const together = JSON.parse((await cli(['audit', dir.path, '--json'])).stdout).known_cues_together as Record<string, { q3_erroneous: { accuracy: number } }>;
    for (const name of ['test-canonical', 'test-perturbed']) {
      const t = (100 * together[name]!.q3_erroneous.accuracy).toFixed(1);
      const p = (100 * json.sets[name]!.probe.q3_erroneous.accuracy).toFixed(1);
      expect(r.stdout).toContain(`  ${name}: Q3 on erroneous from their lines ${t}% (always the most common index `);
      expect(r.stdout).toMatch(new RegExp(`${name}: Q3 on erroneous from their lines [^\\n]*; the probe ${p}%\\)`));
    }
  });

  it('a generator 2.0.0 folder: its manifest keeps audit 1 (no probe), the command prints the probe and checks the audit-1 part', async () => {
    const manifest = JSON.parse(await readFile(join(v2.path, 'manifest.json'), 'utf8'));
    expect(manifest.audit.audit_version).toBe(1);
    expect(manifest.audit.sets['test-canonical'].probe).toBeUndefined();
    expect(manifest.audit.known_cues).toBeUndefined();
    const r = await cli(['audit', v2.path, '--json']);
    expect(r.code, r.stderr).toBe(0);
    const audit = JSON.parse(r.stdout);
    expect(audit.audit_version).toBe(18);
    expect(audit.sets['test-perturbed'].probe.q1.accuracy).toBeGreaterThanOrEqual(0);
    const { probe: _p, ...rest } = audit.sets['test-canonical'];
    void _p;
    // Audit 1 has no form lookup either (audit 7 adds it).
    const { form_lookup: _f, form_lookup_seen: _s, ...q3 } = rest.q3_erroneous;
    void _f;
    void _s;
    expect({ ...rest, q3_erroneous: q3 }).toEqual(manifest.audit.sets['test-canonical']);
    // A changed audit-1 number is caught there too.
    manifest.audit.sets['test-canonical'].majority.q1 = 0.5;
    const tampered = await tempDir('audit-v2-tampered');
    try {
      for (const f of ['test-canonical.jsonl', 'test-perturbed.jsonl', 'train.jsonl']) await writeFile(join(tampered.path, f), await readFile(join(v2.path, f)));
      await writeFile(join(tampered.path, 'manifest.json'), JSON.stringify(manifest));
      const t = await cli(['audit', tampered.path]);
      expect(t.code).toBe(1);
      expect(t.stderr).toContain('holds a different audit');
    } finally {
      await tampered.remove();
    }
  });

  it.each([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17])('a manifest written with an older audit version (%i) is not called tampered: exit 0 and a note that the figures are audit 18', async (older_version) => {
    const older = await tempDir('audit-older');
    try {
      for (const f of ['test-canonical.jsonl', 'test-perturbed.jsonl', 'train.jsonl']) await writeFile(join(older.path, f), await readFile(join(dir.path, f)));
      const manifest = JSON.parse(await readFile(join(dir.path, 'manifest.json'), 'utf8'));
      manifest.audit.audit_version = older_version;
      manifest.audit.sets['test-perturbed'].probe.q1.accuracy = 0.01;
      for (const set of Object.values(manifest.audit.sets) as { probe: Record<string, unknown>; q3_erroneous: Record<string, unknown> }[]) {
        // Audit 6 added by_kind, audit 7 the form lookup.
        if (older_version < 6) delete set.probe.by_kind;
        if (older_version < 8) delete set.probe.q3_unnamed;
        // Audit 16 added the probe's Q1 and Q2 where no named cue shows.
        if (older_version < 16) delete set.probe.q12_unshown;
        // Audit 13 added the layout lookup beside it, audit 14 the p of the probe against it.
        else {
          if (older_version < 13) delete (set.probe.q3_unnamed as Record<string, unknown>).layout;
          if (older_version < 14) delete (set.probe.q3_unnamed as Record<string, unknown>).layout_p;
        }
        if (older_version < 7) {
          delete set.q3_erroneous.form_lookup;
          delete set.q3_erroneous.form_lookup_seen;
        }
      }
      // Each older version had fewer known cues (audit 5 had audit 6's, audit 4 neither of audit 5's two, audit 3 no restated_last_step either).
      // Audit 8 added the eight cues that name a line, audit 9 four more (relation_kept_against_rule, term_copied_through_operation, value_against_denominators, numerator_copied_changed), audit 10 three (sign_against_standard_form, root_lost, sign_pattern_broken).
      const since9 = ['relation_kept_against_rule', 'term_copied_through_operation', 'value_against_denominators', 'numerator_copied_changed'];
      const since10 = ['sign_against_standard_form', 'root_lost', 'sign_pattern_broken'];
      // Audit 15 added equation_copied_changed (system's) and revert_keeps_half; neither names a line of this linear set, so nothing else moves.
      const since15 = ['equation_copied_changed', 'revert_keeps_half'];
      // Audit 18 added squared_value_never_met (rational's), which no linear sample shows.
      const gone = ['squared_value_never_met', ...(older_version >= 15 ? [] : older_version >= 10 ? since15 : older_version === 9 ? [...since10, ...since15] : older_version === 8 ? [...since9, ...since10, ...since15] : [...since10, ...since15, 'revert_traces_slip', 'term_moved_against_sign', 'quotient_upside_down', 'direction_against_sign', 'relation_kept_against_rule', 'term_copied_through_operation', 'root_against_factor', 'restriction_against_denominators', 'value_against_denominators', 'numerator_copied_changed', 'copied_part_changed', 'formula_minus_b_sign', ...(older_version >= 5 ? [] : ['negated_revert', 'answer_names_excluded', ...(older_version === 4 ? [] : ['restated_last_step'])])])];
      manifest.audit.known_cues = manifest.audit.known_cues.filter((c: { id: string }) => !gone.includes(c.id));
      if (older_version < 8) delete manifest.audit.known_cues_together;
      // Audit 11 added Q1 to the named cues together.
      else if (older_version < 11) for (const t of Object.values(manifest.audit.known_cues_together) as Record<string, unknown>[]) delete t.q1;
      await writeFile(join(older.path, 'manifest.json'), JSON.stringify(manifest));
      const r = await cli(['audit', older.path]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toContain(`holds audit version ${older_version}, written by an older stepbench; the figures above are audit version 18`);
    } finally {
      await older.remove();
    }
  });

  it('a manifest whose known cues are worded differently is not called changed; a changed cue figure is', async () => {
    const worded = await tempDir('audit-worded');
    try {
      for (const f of ['test-canonical.jsonl', 'test-perturbed.jsonl', 'train.jsonl']) await writeFile(join(worded.path, f), await readFile(join(dir.path, f)));
      const manifest = JSON.parse(await readFile(join(dir.path, 'manifest.json'), 'utf8'));
      manifest.audit.known_cues[0].why = 'an older wording';
      manifest.audit.known_cues[0].cue = 'older words';
      await writeFile(join(worded.path, 'manifest.json'), JSON.stringify(manifest));
      const r = await cli(['audit', worded.path]);
      expect(r.code, r.stderr).toBe(0);
      manifest.audit.known_cues[0].figures['test-canonical'].trace_types.T2 += 1;
      await writeFile(join(worded.path, 'manifest.json'), JSON.stringify(manifest));
      const t = await cli(['audit', worded.path]);
      expect(t.code).toBe(1);
      expect(t.stderr).toContain('holds a different audit');
    } finally {
      await worded.remove();
    }
  });

  it('a manifest whose probe numbers disagree with the files is exit 1', async () => {
    const tampered = await tempDir('audit-probe-tampered');
    try {
      for (const f of ['test-canonical.jsonl', 'test-perturbed.jsonl', 'train.jsonl']) await writeFile(join(tampered.path, f), await readFile(join(dir.path, f)));
      const manifest = JSON.parse(await readFile(join(dir.path, 'manifest.json'), 'utf8'));
      manifest.audit.sets['test-perturbed'].probe.q1.accuracy = 0.01;
      await writeFile(join(tampered.path, 'manifest.json'), JSON.stringify(manifest));
      const r = await cli(['audit', tampered.path]);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('holds a different audit');
    } finally {
      await tampered.remove();
    }
  });

  it('a missing folder or a bad JSONL line is exit 2 with the file and line', async () => {
    const missing = await cli(['audit', join(dir.path, 'nope')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot read');
    const none = await cli(['audit']);
    expect(none.code).toBe(2);
    const bad = await tempDir('audit-bad');
    try {
      await writeFile(join(bad.path, 'test-canonical.jsonl'), '{"id": 1}\n');
      await writeFile(join(bad.path, 'test-perturbed.jsonl'), '');
      const r = await cli(['audit', bad.path]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('test-canonical.jsonl:1');
    } finally {
      await bad.remove();
    }
  });

  it('a manifest whose audit disagrees with the files is exit 1', async () => {
    const tampered = await tempDir('audit-tampered');
    try {
      for (const f of ['test-canonical.jsonl', 'test-perturbed.jsonl', 'manifest.json']) {
        await writeFile(join(tampered.path, f), await readFile(join(dir.path, f)));
      }
      // Without train.jsonl the lookup is fitted on the test set: a different audit than the manifest's.
      const r = await cli(['audit', tampered.path, '--json']);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('holds a different audit');
      expect(JSON.parse(r.stdout).sets['test-canonical'].q3_erroneous.length_lookup_fitted_on).toBe('test');
    } finally {
      await tampered.remove();
    }
  });
});
