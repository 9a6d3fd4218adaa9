// scripts/validity-report.py prints each missed Q1/Q2/Q3 bar with the known cues (named and
// explained by `stepbench audit`) whose rule alone answers that query over its baseline, so a
// reviewer sees how much of a miss a named cue reaches and that the rest is unnamed. A cue whose
// rule needs the checker (reverted_final_answer) must never be offered as a reason, a cue under its
// baseline is not one, and "over the bar by itself" must use the query's own bar.
// Needs python3 (no packages): skipped with a message where there is none.
import { describe, expect, it } from 'vitest';
import { available, withScript } from './validity-report-script.ts';

if (!available) console.log('validity-report cue test skipped: python3 is not available');

const cue = (id: string, rule: { query: string; accuracy: number; majority: number } | null) => ({ id, figures: { 'test-canonical': { rule, shown_by: 0.1 } } });
const audit = {
  known_cues: [
    cue('reverted_final_answer', { query: 'q2', accuracy: 0.82, majority: 2 / 3 }),
    cue('restated_last_step', { query: 'q2', accuracy: 0.77, majority: 2 / 3 }),
    cue('weak_q2_cue', { query: 'q2', accuracy: 0.7, majority: 2 / 3 }),
    cue('under_baseline', { query: 'q2', accuracy: 0.6, majority: 2 / 3 }),
    cue('odd_minus_count', null),
    cue('negated_revert', { query: 'q3', accuracy: 0.353, majority: 0.299 }),
    cue('small_q3_cue', { query: 'q3', accuracy: 0.25, majority: 0.235 }),
  ],
};

describe.skipIf(!available)('validity-report.py: the named cues beside a missed bar', () => {
  it('lists the surface-readable cues over their baseline, with "over the bar by itself" on the query\'s own bar', () => {
    const [q2, q3, q1] = withScript(`a = json.loads(${JSON.stringify(JSON.stringify(audit))})\nprint(json.dumps([vr.cue_words(a, 'test-canonical', q) for q in ['q2', 'q3', 'q1']]))`) as string[];
    // reverted_final_answer (checker-applied) and a cue under its baseline are left out; 77% is over
    // 66.7 + 5, 70% is not.
    expect(q2).toBe('; named by `stepbench audit`, alone: restated_last_step 77.0% (its baseline 66.7%; over the bar by itself), weak_q2_cue 70.0% (its baseline 66.7%)');
    // Q3's bar is 30% whatever the baseline.
    expect(q3).toBe('; named by `stepbench audit`, alone: negated_revert 35.3% (its baseline 29.9%; over the bar by itself), small_q3_cue 25.0% (its baseline 23.5%)');
    expect(q1).toBe('; no cue named by `stepbench audit` reaches over its baseline on this query');
  });

  it('adds, on Q3 and Q2, what the named cues answer together (audit 8), with "over the bar" on each query\'s bar', () => {
    const withTogether = { ...audit, known_cues_together: { 'test-canonical': { q2: { accuracy: 0.861, majority: 2 / 3 }, q3_erroneous: { accuracy: 0.486, always_most_common: 0.299 } }, 'test-perturbed': { q2: { accuracy: 0.655, majority: 2 / 3 }, q3_erroneous: { accuracy: 0.279, always_most_common: 0.193 } } } };
    const [q3, q2, q3p] = withScript(`a = json.loads(${JSON.stringify(JSON.stringify(withTogether))})\nprint(json.dumps([vr.cue_words(a, 'test-canonical', 'q3'), vr.cue_words(a, 'test-canonical', 'q2'), vr.cue_words(a, 'test-perturbed', 'q3')]))`) as string[];
    expect(q3).toBe('; named by `stepbench audit`, alone: negated_revert 35.3% (its baseline 29.9%; over the bar by itself), small_q3_cue 25.0% (its baseline 23.5%); together the named cues place 48.6% (over the bar)');
    expect(q2).toBe('; named by `stepbench audit`, alone: restated_last_step 77.0% (its baseline 66.7%; over the bar by itself), weak_q2_cue 70.0% (its baseline 66.7%); together the named cues answer 86.1% (over the bar)');
    // An audit 8-10 manifest has no Q1 figure together: nothing is said of it.
    const q1 = withScript(`a = json.loads(${JSON.stringify(JSON.stringify(withTogether))})\nprint(json.dumps(vr.cue_words(a, 'test-canonical', 'q1')))`) as string;
    expect(q1).not.toContain('together');
    // Audit 11's Q1 figure: "over the bar" past the majority + 5 points.
    const audit11 = { ...withTogether, known_cues_together: { 'test-canonical': { ...withTogether.known_cues_together['test-canonical'], q1: { accuracy: 0.932, majority: 2 / 3 } }, 'test-perturbed': { ...withTogether.known_cues_together['test-perturbed'], q1: { accuracy: 0.7, majority: 2 / 3 } } } };
    const [q1c, q1p] = withScript(`a = json.loads(${JSON.stringify(JSON.stringify(audit11))})\nprint(json.dumps([vr.cue_words(a, 'test-canonical', 'q1'), vr.cue_words(a, 'test-perturbed', 'q1')]))`) as string[];
    expect(q1c).toBe('; no cue named by `stepbench audit` reaches over its baseline on this query; together the named cues answer 93.2% (over the bar)');
    expect(q1p).toBe('; no cue named by `stepbench audit` reaches over its baseline on this query; together the named cues answer 70.0%');
    expect(q3p).toBe('; no cue named by `stepbench audit` reaches over its baseline on this query; together the named cues place 27.9%');
  });

  it('beside a missed probe Q3 bar, the probe where no cue names the error\'s line (audit 8), or nothing for an older audit', () => {
    const sets = { 'test-canonical': { probe: { q3_unnamed: { erroneous: 400, accuracy: 0.413, always_most_common: 0.365 } } }, 'test-perturbed': { probe: { q3_unnamed: { erroneous: 430, accuracy: 0.298, always_most_common: 0.223 } } } };
    const got = withScript(`a = json.loads(${JSON.stringify(JSON.stringify({ sets }))})\nprint(json.dumps([vr.unnamed_words(a, 'test-canonical'), vr.unnamed_words(a, 'test-perturbed'), vr.unnamed_words({'sets': {'test-canonical': {'probe': {}}}}, 'test-canonical')]))`) as string[];
    expect(got).toEqual([
      "; where no cue names the error's line (400 samples) the probe places 41.3% (over the bar) (most common index 36.5%)",
      "; where no cue names the error's line (430 samples) the probe places 29.8% (most common index 22.3%)",
      '',
    ]);
  });

  it('audit 13: the layout lookup on the same samples beside it, for the probe and for gradient boosting', () => {
    const sets = { 'test-canonical': { probe: { q3_unnamed: { erroneous: 49, accuracy: 0.306, always_most_common: 0.327, layout: 0.367 } } } };
    const gb = { erroneous: 49, accuracy: 0.388, always_most_common: 0.327 };
    const a = JSON.stringify(JSON.stringify({ sets }));
    const got = withScript(`a = json.loads(${a})\nprint(json.dumps([vr.unnamed_words(a, 'test-canonical'), vr.unnamed_words(a, 'test-canonical', 'gradient boosting', json.loads(${JSON.stringify(JSON.stringify(gb))}))]))`) as string[];
    expect(got).toEqual([
      "; where no cue names the error's line (49 samples) the probe places 30.6% (over the bar) (most common index 32.7%; layout lookup 36.7%)",
      "; where no cue names the error's line (49 samples) gradient boosting places 38.8% (over the bar) (most common index 32.7%; layout lookup 36.7%)",
    ]);
  });

  it('beside a missed gradient boosting Q3 bar, gradient boosting on the same samples (probe-independent.py --named)', () => {
    const gb = { erroneous: 354, accuracy: 0.271, always_most_common: 0.319 };
    const got = withScript(`print(json.dumps([vr.unnamed_words({'sets': {}}, 'test-canonical', 'gradient boosting', json.loads(${JSON.stringify(JSON.stringify(gb))})), vr.unnamed_words({'sets': {}}, 'test-canonical', 'gradient boosting', {})]))`) as string[];
    expect(got).toEqual(["; where no cue names the error's line (354 samples) gradient boosting places 27.1% (most common index 31.9%)", '']);
  });

  it('audit 16: beside a missed Q1 or Q2 bar, the probe (with its p) and gradient boosting (without) where no named cue shows, or nothing for an older audit', () => {
    const u = { samples: 408, q1: { accuracy: 0.86, majority: 0.882, majority_p: 0.0931 }, q2: { accuracy: 0.819, majority: 0.882, majority_p: 0.00004 } };
    const gb = { samples: 408, q1: { accuracy: 0.873, majority: 0.882 }, q2: { accuracy: 0.816, majority: 0.882 }, refit: { train: 3448, q1: { accuracy: 0.89, majority: 0.882 }, q2: { accuracy: null, majority: 0.882 } } };
    const got = withScript(`u = json.loads(${JSON.stringify(JSON.stringify(u))})
g = json.loads(${JSON.stringify(JSON.stringify(gb))})
print(json.dumps([vr.unshown_words('q1', u), vr.unshown_words('q2', u), vr.unshown_words('q2', g, 'gradient boosting'), vr.unshown_words('q1', g, 'gradient boosting'), vr.unshown_words('q1', None), vr.unshown_words('q1', {'samples': 0, 'q1': {'accuracy': None, 'majority': None, 'majority_p': None}})]))`) as string[];
    expect(got).toEqual([
      '; where no named cue shows (408 samples) the probe answers 86.0% (majority there 88.2%; p 0.0931)',
      '; where no named cue shows (408 samples) the probe answers 81.9% (majority there 88.2%; p <0.0001)',
      '; where no named cue shows (408 samples) gradient boosting answers 81.6% (majority there 88.2%)',
      '; where no named cue shows (408 samples) gradient boosting answers 87.3% (majority there 88.2%); refitted there on 3448 train samples 89.0%',
      '',
      '',
    ]);
  });

  it('a set the cue has no figures for, or an audit without known cues, names none', () => {
    const got = withScript(`print(json.dumps([vr.named_cues(json.loads(${JSON.stringify(JSON.stringify(audit))}), 'test-perturbed', 'q2'), vr.named_cues({}, 'test-canonical', 'q2')]))`);
    expect(got).toEqual([[], []]);
  });
});

describe.skipIf(!available)('validity-report.py: where a missed bar\'s lead lies (issue 15\'s second bar)', () => {
  it('reads within or beyond as stepbench audit does: the probe with its p, gradient boosting without one, strictly', () => {
    const got = withScript(`print(json.dumps([
      vr.reach(0.70, 0.75, 0.0001), vr.reach(0.80, 0.75, 0.2), vr.reach(0.80, 0.75, 0.01), vr.reach(0.75, 0.75, None),
      vr.reach(0.76, 0.75), vr.reach(None, 0.75, 0.5), vr.reach(0.5, None),
      vr.reach_words('within'), vr.reach_words(None)]))`);
    expect(got).toEqual(['within', 'within', 'beyond', 'within', 'beyond', null, null, '; within what the named cues reach', '']);
  });

  it('counts the readings per probe after the list', () => {
    const got = withScript(`print(json.dumps([
      vr.tally_words([('the probe', 'within'), ('the probe', 'within'), ('gradient boosting', 'beyond'), ('gradient boosting', 'within'), ('the probe', None)]),
      vr.tally_words([('gradient boosting', 'within')])]))`) as string[];
    expect(got[0]).toMatch(/: the probe 3: 2 within, 1 not read \(no figure where no named cue reaches\); gradient boosting 2: 1 within, 1 beyond$/);
    expect(got[1]).toMatch(/: gradient boosting 1: 1 within$/);
  });
});
