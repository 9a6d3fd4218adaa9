// The surface probe: it finds a cue planted in the text, stays at chance when the labels do not
// depend on the text — also when every field but the steps gives the labels away (a probe that
// read them would leak) —, gives the same numbers for the same data, and on generator 3.0.0
// data stays within issue 15's bars.
import { beforeAll, describe, expect, it } from 'vitest';
import { auditPct as pct, layoutPText, placementByKind, probeBarsMissed, probeMissSources, probeQ3Interval, probeSet } from '../../src/core/audit/index.ts';
import { pairedP, probeAnswersById, unnamedText, unshownAnswers, unshownPsText, unshownPText, unshownText } from '../../src/core/audit/probe.ts';
import { cuesTogether, shownByCues } from '../../src/core/audit/known-cues.ts';
import { auditSet } from '../../src/core/audit/audit.ts';
import { mcnemarExact } from '../../src/core/metrics/mcnemar.ts';
import { namedErrorLine } from '../../src/core/audit/slip-cues.ts';
import type { Sample } from '../../src/core/dataset/index.ts';
import { generateDataset } from '../../src/core/dataset/index.ts';

function lcg(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

type Plant = (rnd: () => number, steps: string[], wrong: boolean) => { steps: string[]; q3: number };

/**
 * Half the wrong traces carry a move that keeps a term's sign at their erroneous step (a line-naming
 * cue), half a plain slip. The toy lines' left sides are bracketed, `(3x + 5) = 12`: random plain
 * lines break the pattern of signs that sign_pattern_broken (audit 10) reads, which would name a line
 * in nearly every trace.
 */
const movedPlant: Plant = (rnd, plain, wrong) => {
  const steps = plain.map((l, i) => (i < plain.length - 1 ? l.replace(/^(.*) = /, '($1) = ') : l));
  if (!wrong) return { steps, q3: -1 };
  const q3 = 1 + Math.floor(rnd() * (steps.length - 1));
  const out = steps.slice();
  if (rnd() < 0.5) {
    out[q3 - 1] = '3 = 5x - 4';
    out[q3] = '3 - 4 = 5x';
  }
  return { steps: out, q3 };
};

/** Traces of 4–7 random equation-like lines; half are "wrong" (T2 labels). `plant` may mark them. */
function samples(n: number, seed: number, split: 'train' | 'test', plant: Plant | null, leak = false): Sample[] {
  const rnd = lcg(seed);
  const int = (k: number) => 1 + Math.floor(rnd() * k);
  const out: Sample[] = [];
  for (let i = 0; i < n; i++) {
    const len = 4 + Math.floor(rnd() * 4);
    let steps = Array.from({ length: len }, () => `${int(9)}x ${rnd() < 0.5 ? '+' : '-'} ${int(20)} = ${int(30)}`);
    steps[len - 1] = `x = ${rnd() < 0.5 ? '-' : ''}${int(12)}${rnd() < 0.4 ? `/${int(7) + 1}` : ''}`;
    const wrong = rnd() < 0.5;
    let q3 = wrong ? 1 + Math.floor(rnd() * (len - 1)) : -1;
    if (plant) ({ steps, q3 } = { ...plant(rnd, steps, wrong), ...(wrong ? {} : { q3: -1 }) });
    out.push({
      id: `${split}-${i}`, split, set: 'canonical', trace_type: wrong ? 'T2' : 'T1', family: null,
      // With `leak`, every field but the steps tells the label: a probe that read any of them would score 100 %.
      equation: leak ? { a: wrong ? 1 : 2, b: q3, c: 0, d: 0 } : { a: 1, b: 0, c: 0, d: 0 },
      solution: leak ? (wrong ? 'wrong' : 'right') : '0', steps,
      gold: { q1: !wrong, q2: !wrong, q3 }, error: wrong ? { kind: 'constant_arithmetic_slip', step: q3 } : null,
      pair: null, obligations: [], explanation: leak ? (wrong ? `wrong at ${q3}` : 'all valid') : '',
    });
  }
  return out;
}

// Wrong traces carry "!=" in their last line; the erroneous step is the first line with "^".
const planted: Plant = (rnd, steps, wrong) => {
  if (!wrong) return { steps, q3: -1 };
  const out = steps.slice();
  const q3 = 1 + Math.floor(rnd() * (out.length - 1));
  out[q3] = `${out[q3]!.split(' = ')[0]}^2 = 4`;
  out[out.length - 1] = `${out[out.length - 1]!.replace(' = ', ' != ')}`;
  return { steps: out, q3 };
};

// Every line has three signed numbers, so most traces hold more than five "-": a count capped at
// five cannot tell them apart, only its parity can. Wrong traces hold an odd count, right ones an
// even count (generator 3.0.0's linear traces did nearly this: a lost sign breaks the checksum).
const parityPlant: Plant = (rnd, steps, wrong) => {
  const sign = () => (rnd() < 0.5 ? '-' : '');
  const out = steps.map((_, i) => (i === steps.length - 1 ? `x = ${sign()}${1 + Math.floor(rnd() * 9)}` : `${sign()}${1 + Math.floor(rnd() * 9)}x + ${sign()}${1 + Math.floor(rnd() * 9)} = ${sign()}${1 + Math.floor(rnd() * 9)}`));
  const minus = out.join('').split('-').length - 1;
  if ((minus % 2 === 1) !== wrong) out[0] = out[0]!.startsWith('-') ? out[0]!.slice(1) : `-${out[0]}`;
  return { steps: out, q3: 1 + Math.floor(rnd() * (out.length - 1)) };
};

// Where the error is shows only in the last line's form: it ends in a tag naming the step's
// distance from the end. Only a feature crossing the last line's form with the step's place reads it.
const tagPlant: Plant = (rnd, steps, wrong) => {
  const out = steps.slice();
  const q3 = 1 + Math.floor(rnd() * (out.length - 1));
  const tag = wrong ? out.length - 1 - q3 : Math.floor(rnd() * (out.length - 1));
  out[out.length - 1] = `${out[out.length - 1]} ${'abcdefg'[tag]}${'abcdefg'[tag]}${'abcdefg'[tag]}`;
  return { steps: out, q3 };
};

// The last two lines' forms matter only as a pair (an exclusive or): each form alone is as common in
// right traces as in wrong ones. Only a feature of the pair reads it.
const pairPlant: Plant = (rnd, steps, wrong) => {
  const out = steps.slice();
  const a = rnd() < 0.5;
  const b = wrong ? a : !a;
  out[out.length - 2] = a ? `${1 + Math.floor(rnd() * 9)}x = ${1 + Math.floor(rnd() * 9)}` : `${1 + Math.floor(rnd() * 9)}x - ${1 + Math.floor(rnd() * 9)} = 0`;
  out[out.length - 1] = b ? `x = ${1 + Math.floor(rnd() * 9)}` : `x = ${1 + Math.floor(rnd() * 9)}/${2 + Math.floor(rnd() * 7)}`;
  return { steps: out, q3: 1 + Math.floor(rnd() * (out.length - 1)) };
};

// Inequalities of varied forms; right traces keep one strictness, wrong ones mix strict and non-strict.
const strictPlant: Plant = (rnd, steps, wrong) => {
  const strict = rnd() < 0.5;
  const mixAt = 1 + Math.floor(rnd() * (steps.length - 1)); // line 0 keeps the strictness, the last line changes it
  const rel = (i: number) => ((wrong && i >= mixAt) !== strict ? (rnd() < 0.5 ? '<' : '>') : (rnd() < 0.5 ? '<=' : '>='));
  const forms = [(r: string) => `${1 + Math.floor(rnd() * 9)}x + ${1 + Math.floor(rnd() * 9)} ${r} ${1 + Math.floor(rnd() * 20)}`, (r: string) => `${1 + Math.floor(rnd() * 9)} ${r} ${1 + Math.floor(rnd() * 9)}x`, (r: string) => `x ${r} ${1 + Math.floor(rnd() * 9)}`];
  const out = steps.map((_, i) => forms[Math.floor(rnd() * forms.length)]!(rel(i)));
  return { steps: out, q3: mixAt };
};

// A sign slip as the per-line counts of "-" show it (audit 4): every line moves one term, which
// flips its sign, so a valid line has one "-" more or fewer than the line before; the wrong line
// keeps the count. Numbers, forms and the trace's total count say nothing about where it is.
const minusStepPlant: Plant = (rnd, steps, wrong) => {
  const q3 = 1 + Math.floor(rnd() * (steps.length - 1));
  const line = (m: number) => {
    const terms = Array.from({ length: 6 }, (_, k) => `${k < m ? '-' : ''}${1 + Math.floor(rnd() * 9)}`);
    for (let k = terms.length - 1; k > 0; k--) {
      const j = Math.floor(rnd() * (k + 1));
      [terms[k], terms[j]] = [terms[j]!, terms[k]!];
    }
    return `${terms[0]}x + ${terms[1]} + ${terms[2]} = ${terms[3]} + ${terms[4]} + ${terms[5]}`;
  };
  let m = 1 + Math.floor(rnd() * 4);
  const out = [line(m)];
  for (let i = 1; i < steps.length; i++) {
    if (!(wrong && i === q3)) m += m === 0 ? 1 : m === 6 ? -1 : rnd() < 0.5 ? 1 : -1;
    out.push(line(m));
  }
  return { steps: out, q3 };
};

describe('probeSet on toy data', () => {
  it('places a step that keeps the count of "-" where every valid step changes it (audit 4)', () => {
    const p = probeSet(samples(600, 20, 'test', minusStepPlant), samples(3000, 19, 'train', minusStepPlant));
    expect(p.q3_erroneous.accuracy!).toBeGreaterThan(0.8);
    expect(p.strongest.q3.map((f) => f.feature).join('\n')).toMatch(/as many “-” as the line before|counts of “-”/);
  });

  it('reads the last two lines\' forms as a pair (audit 3), which each form alone does not show', () => {
    const p = probeSet(samples(600, 16, 'test', pairPlant), samples(3000, 15, 'train', pairPlant));
    expect(p.q2.accuracy!).toBeGreaterThan(0.9);
    expect(p.strongest.q2.map((f) => f.feature).join('\n')).toMatch(/the line before the last and the last line read|the line before the last reads .* and the last line/);
  });

  it('reads a trace that mixes strict and non-strict relations (audit 3)', () => {
    const p = probeSet(samples(600, 18, 'test', strictPlant), samples(3000, 17, 'train', strictPlant));
    expect(p.q2.accuracy!).toBeGreaterThan(0.9);
    expect(p.strongest.q2.map((f) => f.feature).join('\n')).toMatch(/one line states a strict relation and another a non-strict one/);
  });

  it('reads the parity of the minus signs (audit 3), which no capped count shows', () => {
    const p = probeSet(samples(600, 12, 'test', parityPlant), samples(3000, 11, 'train', parityPlant));
    expect(p.q2.accuracy!).toBeGreaterThan(0.9);
    expect(p.strongest.q2.map((f) => f.feature).join('\n')).toMatch(/odd number of times/);
  });

  it('places an error read off the last line\'s form (audit 3: form × place of the step)', () => {
    const p = probeSet(samples(600, 14, 'test', tagPlant), samples(3000, 13, 'train', tagPlant));
    expect(p.q3_erroneous.accuracy!).toBeGreaterThan(0.9);
    expect(p.strongest.q3.map((f) => f.feature).join('\n')).toMatch(/last line (reads|contains)/);
  });

  it('learns a planted surface cue for Q1, Q2 and the first error', () => {
    const p = probeSet(samples(400, 2, 'test', planted), samples(1500, 1, 'train', planted));
    expect(p.q1.accuracy!).toBeGreaterThan(0.97);
    expect(p.q2.accuracy!).toBeGreaterThan(0.97);
    expect(p.q3_erroneous.accuracy!).toBeGreaterThan(0.9);
    expect(p.q3.accuracy!).toBeGreaterThan(0.9);
    expect(p.strongest.q1.length).toBe(5);
    expect(p.strongest.q1.map((f) => f.feature).join('\n')).toMatch(/!=/);
  });

  it('stays at chance when the labels do not depend on the text', () => {
    const p = probeSet(samples(1000, 4, 'test', null), samples(2000, 3, 'train', null));
    expect(p.q1.accuracy!).toBeLessThan(p.q1.majority! + 0.05);
    expect(p.q2.accuracy!).toBeLessThan(p.q2.majority! + 0.05);
    expect(p.q3_erroneous.accuracy!).toBeLessThan(0.3);
  });

  it('reads nothing but the steps: every other field telling the label leaks nothing', () => {
    const p = probeSet(samples(1000, 6, 'test', null, true), samples(2000, 5, 'train', null, true));
    expect(p.q1.accuracy!).toBeLessThan(p.q1.majority! + 0.05);
    expect(p.q3_erroneous.accuracy!).toBeLessThan(0.3);
  });

  it('is deterministic: the same data give the same numbers and words', () => {
    const train = samples(800, 7, 'train', planted);
    const test = samples(200, 8, 'test', planted);
    expect(JSON.stringify(probeSet(test, train))).toBe(JSON.stringify(probeSet(test, train)));
  });

  it('places each error kind: the planted kind is placed, the unplanted one only at chance; the rows add up to q3_erroneous', () => {
    // Half the wrong traces mark their erroneous step with "^" (kind A), half carry no mark (kind B).
    const half: Plant = (rnd, steps, wrong) => (wrong && rnd() < 0.5 ? planted(rnd, steps, wrong) : { steps, q3: wrong ? 1 + Math.floor(rnd() * (steps.length - 1)) : -1 });
    const kinded = (xs: Sample[]) => xs.map((s) => (s.error && !s.steps.some((l) => l.includes('^')) ? { ...s, trace_type: 'T3' as const, error: { ...s.error, kind: 'unmarked' } } : s));
    const test = kinded(samples(800, 22, 'test', half));
    const p = probeSet(test, kinded(samples(3000, 21, 'train', half)));
    const rows = p.by_kind!;
    expect(rows.map((r) => `${r.kind}/${r.trace_type}`).sort()).toEqual(['constant_arithmetic_slip/T2', 'unmarked/T3']);
    const marked = rows.find((r) => r.kind === 'constant_arithmetic_slip')!;
    const unmarked = rows.find((r) => r.kind === 'unmarked')!;
    expect(marked.placed!).toBeGreaterThan(0.9);
    expect(unmarked.placed!).toBeLessThan(0.45);
    const wrong = test.filter((s) => !s.gold.q2).length;
    expect(marked.samples + unmarked.samples).toBe(wrong);
    const placedCount = rows.reduce((k, r) => k + r.placed! * r.samples, 0);
    expect(placedCount / wrong).toBeCloseTo(p.q3_erroneous.accuracy!, 10);
    expect(rows[0]!.samples).toBeGreaterThanOrEqual(rows[1]!.samples);
  });

  it('q3_unnamed (audit 8) scores the step the probe blames on the erroneous samples no line-naming cue shows in', () => {
    const test = samples(600, 35, 'test', movedPlant);
    const train = samples(2000, 31, 'train', movedPlant);
    const p = probeSet(test, train);
    const answers = probeAnswersById(test, train);
    const rest = test.filter((s) => !s.gold.q2 && namedErrorLine(s.steps) < 0);
    expect(rest.length).toBeGreaterThan(50);
    expect(rest.length).toBeLessThan(test.filter((s) => !s.gold.q2).length);
    const counts = new Map<number, number>();
    for (const s of rest) counts.set(s.gold.q3, (counts.get(s.gold.q3) ?? 0) + 1);
    // Audit 13's layout lookup, by hand: train's erroneous samples no cue names a line in (2,000 train
    // samples: under MAX_LAYOUT_FIT, so all of them), the most common index for each line count
    // (every toy sample has no family), ties to the smaller; a count never met, their most common.
    const fit = train.filter((s) => !s.gold.q2 && s.gold.q3 >= 1 && namedErrorLine(s.steps) < 0);
    const byLength = new Map<number, Map<number, number>>();
    for (const s of fit) {
      const m = byLength.get(s.steps.length) ?? new Map<number, number>();
      m.set(s.gold.q3, (m.get(s.gold.q3) ?? 0) + 1);
      byLength.set(s.steps.length, m);
    }
    const top = (m: Map<number, number>) => [...m].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
    const overall = new Map<number, number>();
    for (const s of fit) overall.set(s.gold.q3, (overall.get(s.gold.q3) ?? 0) + 1);
    const answer = (s: Sample) => top(byLength.get(s.steps.length) ?? overall);
    // Audit 14: the exact McNemar p on the samples only one of the two places, by hand:
    // 2 · P(X ≤ min(b, c)), X ~ Bin(b + c, 1/2), at most 1.
    const probeRight = (s: Sample) => answers.get(s.id)!.blamed === s.gold.q3;
    const b = rest.filter((s) => probeRight(s) && answer(s) !== s.gold.q3).length;
    const c = rest.filter((s) => !probeRight(s) && answer(s) === s.gold.q3).length;
    const binom = (n: number, k: number): number => (k === 0 ? 1 : (binom(n, k - 1) * (n - k + 1)) / k);
    let tail = 0;
    for (let k = 0; k <= Math.min(b, c); k++) tail += binom(b + c, k) / 2 ** (b + c);
    // Unequal, so a p that read one count twice would differ.
    expect(b).not.toBe(c);
    expect(p.q3_unnamed).toEqual({
      erroneous: rest.length,
      accuracy: rest.filter(probeRight).length / rest.length,
      always_most_common: Math.max(...counts.values()) / rest.length,
      layout: rest.filter((s) => answer(s) === s.gold.q3).length / rest.length,
      layout_p: expect.closeTo(Math.min(1, 2 * tail), 12),
    });
  });

  it('q12_unshown (audit 16) scores the probe\'s Q1 and Q2 on the samples no named cue shows in, beside the answer most common there', () => {
    // The toy data of q3_unnamed's test: the planted moves are a named cue, so the samples carrying one
    // are left out and the rest are the T1s and the plain slips.
    const test = samples(600, 35, 'test', movedPlant);
    const train = samples(2000, 31, 'train', movedPlant);
    const p = probeSet(test, train);
    const answers = probeAnswersById(test, train);
    const shown = shownByCues(test);
    // The same samples cuesTogether answers "valid": its Q2 is right on a sample exactly when the gold agrees with "not shown".
    const set = auditSet(test, train);
    expect(cuesTogether(set, test).q2.accuracy).toBeCloseTo(test.filter((s, r) => s.gold.q2 === !shown[r]).length / test.length, 12);
    const rest = test.filter((_, r) => !shown[r]);
    expect(rest.length).toBeGreaterThan(100);
    expect(rest.length).toBeLessThan(test.length);
    const binom = (n: number, k: number): number => (k === 0 ? 1 : (binom(n, k - 1) * (n - k + 1)) / k);
    const byHand = (q: 'q1' | 'q2') => {
      const t = rest.filter((s) => s.gold[q]).length;
      const common = t > rest.length - t;
      const probeRight = (s: Sample) => answers.get(s.id)![q] === s.gold[q];
      const b = rest.filter((s) => probeRight(s) && s.gold[q] !== common).length;
      const c = rest.filter((s) => !probeRight(s) && s.gold[q] === common).length;
      let tail = 0;
      for (let k = 0; k <= Math.min(b, c); k++) tail += binom(b + c, k) / 2 ** (b + c);
      return { accuracy: rest.filter(probeRight).length / rest.length, majority: Math.max(t, rest.length - t) / rest.length, majority_p: expect.closeTo(Math.min(1, 2 * tail), 12) };
    };
    expect(p.q12_unshown).toEqual({ samples: rest.length, q1: byHand('q1'), q2: byHand('q2') });
  });

  it('unshownAnswers: ties go to "false", the p counts the samples only one of the two answers right, and no sample left gives nulls', () => {
    const mk = (q: boolean): Sample => ({ gold: { q1: q, q2: q, q3: q ? -1 : 1 } }) as Sample;
    const test = [mk(true), mk(true), mk(false), mk(false), mk(true)];
    // The last sample is shown, so four are left, two of each: the answer most common there is "false".
    const u = unshownAnswers(test, [true, true, true, false, true], [false, false, false, false, true], [false, false, false, false, true]);
    expect(u.samples).toBe(4);
    // Q1: the probe is right on 1, 2 and 4; "false" on 3 and 4. Only the probe: 2 (1, 2); only "false": 1 (3).
    expect(u.q1).toEqual({ accuracy: 0.75, majority: 0.5, majority_p: mcnemarExact(2, 1) });
    // Q2: the probe says "false" everywhere left, as the majority does: no sample tells them apart.
    expect(u.q2).toEqual({ accuracy: 0.5, majority: 0.5, majority_p: 1 });
    const none = unshownAnswers(test, [true, true, true, true, true], [true, true, true, true, true], [true, true, true, true, true]);
    expect(none).toEqual({ samples: 0, q1: { accuracy: null, majority: null, majority_p: null }, q2: { accuracy: null, majority: null, majority_p: null } });
    expect(unshownPText(u.q1)).toBe(layoutPText({ erroneous: 1, accuracy: 0, always_most_common: 0, layout_p: mcnemarExact(2, 1) }));
    expect(unshownPText(none.q1)).toBe('—');
    expect(unshownPText(undefined)).toBe('—');
  });

  it('unnamedText, unshownText and unshownPsText print the cells `stepbench audit` and the Dataset view share, a dash for what an older audit lacks', () => {
    const u = { erroneous: 311, accuracy: 0.386, always_most_common: 0.402, layout: 0.447 };
    expect(unnamedText(u)).toBe('311: 38.6% (40.2%; 44.7%)');
    // Audit 8 to 12 wrote no layout lookup; audit 13 on writes null where no sample is left.
    expect(unnamedText({ erroneous: 311, accuracy: 0.386, always_most_common: 0.402 })).toBe('311: 38.6% (40.2%; —)');
    expect(unnamedText({ erroneous: 0, accuracy: null, always_most_common: null, layout: null })).toBe('0: — (—; —)');
    expect(unnamedText(undefined)).toBe('—');
    const v = { samples: 408, q1: { accuracy: 0.86, majority: 0.882, majority_p: 0.0931 }, q2: { accuracy: 0.819, majority: 0.882, majority_p: 0.00004 } };
    expect(unshownText(v)).toBe('408: 86.0% (88.2%) / 81.9% (88.2%)');
    expect(unshownPsText(v)).toBe('0.0931 / <0.0001');
    expect(unshownText(undefined)).toBe('—');
    expect(unshownPsText(undefined)).toBe('—');
    // pairedP counts the samples only one of the two gets right, each way.
    expect(pairedP([true, true, true, false, false], [false, false, true, true, false])).toBe(mcnemarExact(2, 1));
  });

  it('layoutPText prints audit 14\'s p as the reports do, and a dash for an older audit or no samples', () => {
    const u = { erroneous: 10, accuracy: 0.5, always_most_common: 0.3, layout: 0.4 };
    expect(layoutPText({ ...u, layout_p: 0.04812 })).toBe('0.0481');
    expect(layoutPText({ ...u, layout_p: 0.00001 })).toBe('<0.0001');
    expect(layoutPText({ ...u, layout_p: null })).toBe('—');
    expect(layoutPText(u)).toBe('—');
    expect(layoutPText(undefined)).toBe('—');
  });

  it('placementByKind counts by hand: groups by kind and trace type, largest first, the set\'s most common index as the baseline', () => {
    const mk = (kind: string | null, type: 'T1' | 'T2' | 'T3', q3: number): Sample => ({
      id: `${kind}-${q3}`, split: 'test', set: 'canonical', trace_type: type, family: null, equation: {}, solution: '0',
      steps: ['a', 'b', 'c', 'd'], gold: { q1: type !== 'T2', q2: type === 'T1', q3 }, error: kind ? { kind, step: q3 } : null,
      pair: null, obligations: [], explanation: '',
    });
    const test = [mk(null, 'T1', -1), mk('k1', 'T2', 2), mk('k1', 'T2', 2), mk('k1', 'T2', 3), mk('k1', 'T3', 1), mk('k2', 'T2', 2)];
    // Blamed: row 1 right, row 2 wrong, row 3 right, row 4 right, row 5 wrong. The set's most common index is 2.
    const rows = placementByKind(test, [1, 2, 1, 3, 1, 3]);
    expect(rows).toEqual([
      { kind: 'k1', trace_type: 'T2', samples: 3, placed: 2 / 3, always_most_common: 2 / 3 },
      { kind: 'k1', trace_type: 'T3', samples: 1, placed: 1, always_most_common: 0 },
      { kind: 'k2', trace_type: 'T2', samples: 1, placed: 0, always_most_common: 1 },
    ]);
  });

  it('reports the misses of the bars in words', () => {
    const p = probeSet(samples(400, 2, 'test', planted), samples(1500, 1, 'train', planted));
    expect(probeBarsMissed(p)).toEqual(['Q1 over majority + 5 points', 'Q2 over majority + 5 points', 'Q3 on erroneous over 30%']);
  });

  it('reads each missed bar where no named cue reaches: planted form no cue names is read as beyond them', () => {
    const p = probeSet(samples(400, 2, 'test', planted), samples(1500, 1, 'train', planted));
    // The planted feature is no cue of the audit, so the probe's lead stays where no named cue reaches
    // (the toy lines do not follow one another, so cues of signs show in many samples; not in all).
    expect(p.q12_unshown!.samples).toBeGreaterThan(100);
    expect(p.q3_unnamed!.erroneous).toBeGreaterThan(50);
    const sources = probeMissSources(p);
    expect(sources.map((m) => [m.bar, m.named])).toEqual([['Q1', false], ['Q2', false], ['Q3', false]]);
    expect(sources[0]!.text).toBe(`beyond what the named cues reach (${p.q12_unshown!.samples} samples where no named cue shows: the probe ${pct(p.q12_unshown!.q1.accuracy)} against the answer most common there ${pct(p.q12_unshown!.q1.majority)}, p <0.0001)`);
    expect(sources[2]!.text).toMatch(/^beyond what the named cues and the layout reach \(\d+ samples where no cue names the error's line: the probe \d+\.\d% against the layout lookup \d+\.\d%, p <0\.0001\)$/);
  });

  it('reads a missed bar as within what the named cues reach where the probe is not over the reader without form there, or only by chance', () => {
    const p = probeSet(samples(400, 2, 'test', planted), samples(1500, 1, 'train', planted));
    const q = (accuracy: number, majority: number, majority_p: number) => ({ accuracy, majority, majority_p });
    // Under the answer most common there (however small p), over it with p 0.2 (chance), over it with p 0.01.
    const at = (q1: ReturnType<typeof q>, q3: { accuracy: number; layout: number; layout_p: number }) => ({
      ...p,
      q12_unshown: { samples: 100, q1, q2: q(0.5, 0.9, 0.0001) },
      q3_unnamed: { erroneous: 50, always_most_common: 0.3, ...q3 },
    });
    expect(probeMissSources(at(q(0.7, 0.75, 0.0001), { accuracy: 0.4, layout: 0.45, layout_p: 0.5 })).map((m) => m.named)).toEqual([true, true, true]);
    expect(probeMissSources(at(q(0.8, 0.75, 0.2), { accuracy: 0.5, layout: 0.45, layout_p: 0.06 })).map((m) => m.named)).toEqual([true, true, true]);
    const beyond = probeMissSources(at(q(0.8, 0.75, 0.01), { accuracy: 0.5, layout: 0.45, layout_p: 0.049 }));
    expect(beyond.map((m) => m.named)).toEqual([false, true, false]);
    expect(beyond[1]!.text).toBe('within what the named cues reach (100 samples where no named cue shows: the probe 50.0% against the answer most common there 90.0%, p 0.0001)');
    // A bar met is not read; an audit older than 13 and 16 has no figure, and a set with no sample left there is said so.
    expect(probeMissSources({ ...at(q(0.8, 0.75, 0.01), { accuracy: 0.5, layout: 0.45, layout_p: 0.01 }), q1: { accuracy: 0.7, majority: 0.667 } }).map((m) => m.bar)).toEqual(['Q2', 'Q3']);
    const { q12_unshown: _u, q3_unnamed: _n, ...older } = p;
    void _u;
    void _n;
    expect(probeMissSources(older).map((m) => [m.named, m.text])).toEqual([
      [null, 'not read: this audit version holds no figure where no named cue shows'],
      [null, 'not read: this audit version holds no figure where no named cue shows'],
      [null, "not read: this audit version holds no figure where no cue names the error's line"],
    ]);
    const empty = { ...p, q12_unshown: { samples: 0, q1: { accuracy: null, majority: null, majority_p: null }, q2: { accuracy: null, majority: null, majority_p: null } } };
    expect(probeMissSources(empty)[0]).toEqual({ bar: 'Q1', named: null, text: 'not read: no sample is left where no named cue shows' });
  });

  it('puts the Wilson 95% interval around Q3 on the erroneous samples', () => {
    const p = probeSet(samples(400, 2, 'test', planted), samples(1500, 1, 'train', planted));
    const at = (accuracy: number | null) => ({ ...p, q3_erroneous: { ...p.q3_erroneous, accuracy } });
    // 180 of 720 (25%): the interval a bar of 30% is read against, computed by hand from Wilson's formula.
    const ci = probeQ3Interval(at(0.25), 720)!;
    expect(ci.low).toBeCloseTo(0.21975, 4);
    expect(ci.high).toBeCloseTo(0.2829, 4);
    expect(probeQ3Interval(at(null), 720)).toBeNull();
    expect(probeQ3Interval(at(0.5), 0)).toBeNull();
  });
});

// Recorded known failure (issue 15, open): audit 3 sees what gradient boosting saw in generator
// 3.0.0's linear canonical traces (the count of minus signs, the last lines' form by the error's
// place), so the bars are missed. When a generator version meets them, this test fails: turn it
// into a plain test of that version.
describe('generator 3.0.0 data (seed 1, a third of the paper\'s train) meet the bars', () => {
  let d: ReturnType<typeof generateDataset>;
  beforeAll(() => {
    d = generateDataset({ seed: 1, trainCanonicalPerType: 1000, trainPerturbedPerCell: 333, generatorVersion: '3.0.0' });
  }, 300_000);
  it.fails('Q1 and Q2 at most majority + 5 points, Q3 on erroneous at most 30 %, in both test sets', () => {
    for (const [test, set] of [[d.testCanonical, 'canonical'], [d.testPerturbed, 'perturbed']] as const) {
      const p = probeSet(test, d.train.filter((s) => s.set === set));
      expect(probeBarsMissed(p), `${set}: ${JSON.stringify({ q1: p.q1, q2: p.q2, q3e: p.q3_erroneous })}`).toEqual([]);
    }
  }, 120_000);
});

// Generator 3.1.0 (linear): no minus-count checksum on most paths, no error place drawn with the
// trace's form. Q1 and Q2 meet the bars in both sets. Q3 on erroneous samples does not, in either
// set (a recorded known failure): audit 4 reads each line's count of "-", and a sign slip on a
// line that moves a term keeps the count a valid move changes by one (59.9 % / 44.6 % at seed 1
// with the full train; audit 3 saw 30.4 % / 24.4 %).
describe('generator 3.1.0 data (linear, seed 1, a third of the paper\'s train)', () => {
  let d: ReturnType<typeof generateDataset>;
  const probes = () => Object.fromEntries((['canonical', 'perturbed'] as const).map((set) => [set, probeSet(set === 'canonical' ? d.testCanonical : d.testPerturbed, d.train.filter((s) => s.set === set))]));
  let p: Record<'canonical' | 'perturbed', ReturnType<typeof probeSet>>;
  beforeAll(() => {
    d = generateDataset({ seed: 1, trainCanonicalPerType: 1000, trainPerturbedPerCell: 333, generatorVersion: '3.1.0', domain: 'linear' });
    p = probes() as typeof p;
  }, 300_000);
  it('Q1 and Q2 at most majority + 5 points in both test sets', () => {
    expect(probeBarsMissed(p.canonical).filter((m) => !m.startsWith('Q3')), JSON.stringify(p.canonical.q1)).toEqual([]);
    expect(probeBarsMissed(p.perturbed).filter((m) => !m.startsWith('Q3')), JSON.stringify(p.perturbed.q1)).toEqual([]);
  });
  it.fails('Q3 on the canonical set\'s erroneous samples at most 30 %', () => {
    expect(probeBarsMissed(p.canonical), JSON.stringify(p.canonical.q3_erroneous)).toEqual([]);
  });
  it.fails('Q3 on the perturbed set\'s erroneous samples at most 30 %', () => {
    expect(probeBarsMissed(p.perturbed), JSON.stringify(p.perturbed.q3_erroneous)).toEqual([]);
  });
});

// Generator 3.1.0 (inequality): Q1 and Q2 meet the bars in both sets; Q3 on the canonical set's
// erroneous samples does not under audit 4 (49.6 % at seed 1; audit 3 saw 28.1 %), a recorded
// known failure for the reason above.
describe('generator 3.1.0 data (inequality, seed 1, a third of the paper\'s train)', () => {
  let d: ReturnType<typeof generateDataset>;
  let p: Record<'canonical' | 'perturbed', ReturnType<typeof probeSet>>;
  beforeAll(() => {
    d = generateDataset({ seed: 1, trainCanonicalPerType: 1000, trainPerturbedPerCell: 400, generatorVersion: '3.1.0', domain: 'inequality' });
    p = { canonical: probeSet(d.testCanonical, d.train.filter((s) => s.set === 'canonical')), perturbed: probeSet(d.testPerturbed, d.train.filter((s) => s.set === 'perturbed')) };
  }, 300_000);
  it('Q1 and Q2 at most majority + 5 points in both test sets', () => {
    for (const set of ['canonical', 'perturbed'] as const) {
      expect(probeBarsMissed(p[set]).filter((m) => !m.startsWith('Q3')), `${set}: ${JSON.stringify({ q1: p[set].q1, q2: p[set].q2 })}`).toEqual([]);
    }
  });
  it.fails('Q3 on the canonical set\'s erroneous samples at most 30 %', () => {
    expect(probeBarsMissed(p.canonical), JSON.stringify(p.canonical.q3_erroneous)).toEqual([]);
  });
});
