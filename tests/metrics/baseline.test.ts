// A run beside the surface probe on the same samples (metrics/baseline.ts), counted by hand:
// which samples each got right, the discordant counts and McNemar p, Q3 on the erroneous samples
// with the probe's answer and its "told" step, the rows by error kind, and samples the probe has
// no answer for left out and counted.
import { describe, expect, it } from 'vitest';
import type { ProbeAnswer } from '../../src/core/audit/index.ts';
import type { Gold, InjectedError, SetName, TraceType } from '../../src/core/dataset/types.ts';
import { besideProbe, mcnemarExact, type Row } from '../../src/core/metrics/index.ts';

const GOLD: Record<TraceType, Gold> = { T1: { q1: true, q2: true, q3: -1 }, T2: { q1: false, q2: false, q3: 2 }, T3: { q1: true, q2: false, q3: 1 } };

function row(id: string, set: SetName, type: TraceType, answer: [boolean, boolean, number]): Row {
  const gold = GOLD[type];
  const [q1, q2, q3] = answer;
  return {
    sample: { id, set, trace_type: type, family: null, pair: null },
    gold,
    answer: { q1, q2, q3 },
    correct: { q1: q1 === gold.q1, q2: q2 === gold.q2, q3: q3 === gold.q3 },
    attempts: [],
  };
}
const probe = (q1: boolean, q2: boolean, q3: number, blamed: number): ProbeAnswer => ({ q1, q2, q3, blamed });

describe('besideProbe', () => {
  // Canonical: a T1 both get right; a T2 (slip_a) the model places and the probe does not, though
  // told it would; a T3 (slip_a) the probe places and the model does not; a T2 (slip_b) neither.
  const rows = [
    row('t1', 'canonical', 'T1', [true, true, -1]),
    row('t2a', 'canonical', 'T2', [false, false, 2]),
    row('t3a', 'canonical', 'T3', [true, true, -1]),
    row('t2b', 'canonical', 'T2', [true, true, -1]),
    row('orphan', 'canonical', 'T1', [true, true, -1]),
    row('p1', 'perturbed', 'T1', [false, false, 1]),
  ];
  const answers = new Map<string, ProbeAnswer>([
    ['t1', probe(true, true, -1, 1)],
    ['t2a', probe(true, true, -1, 2)],
    ['t3a', probe(true, false, 1, 1)],
    ['t2b', probe(false, false, 1, 1)],
    ['p1', probe(true, true, -1, 2)],
  ]);
  const errors = new Map<string, InjectedError | null>([
    ['t1', null], ['t2a', { kind: 'slip_a', step: 2 }], ['t3a', { kind: 'slip_a', step: 1 }], ['t2b', { kind: 'slip_b', step: 2 }], ['p1', null],
  ]);
  const c = besideProbe(rows, answers, errors);

  it('leaves out, and counts, rows the probe has no answer for', () => {
    expect(c.without_probe).toBe(1);
    expect(c.sets.canonical!.samples).toBe(4);
    expect(c.sets.perturbed!.samples).toBe(1);
  });

  it('Q1 to Q3: each one\'s right answers, the discordant counts and McNemar p', () => {
    const b = c.sets.canonical!;
    // Q1: model right on t1, t2a, t3a (t2b said correct); probe right on t1, t3a, t2b.
    expect([b.q1.model.k, b.q1.probe.k, b.q1.model_only, b.q1.probe_only]).toEqual([3, 3, 1, 1]);
    expect(b.q1.p).toBe(mcnemarExact(1, 1));
    // Q3: model right on t1, t2a; probe right on t1, t3a.
    expect([b.q3.model.k, b.q3.probe.k, b.q3.model_only, b.q3.probe_only]).toEqual([2, 2, 1, 1]);
    // Perturbed: the model wrong on everything, the probe right on everything: p from (0, 3).
    const p = c.sets.perturbed!;
    expect([p.q1.model.k, p.q1.probe.k]).toEqual([0, 1]);
    expect(p.q1.p).toBe(mcnemarExact(0, 1));
  });

  it('the hard subset: the model on the samples the probe gets wrong', () => {
    const b = c.sets.canonical!;
    // Q1: the probe is wrong on t2a only (said correct), where the model is right.
    expect([b.q1.probe_wrong.n, b.q1.probe_wrong.k]).toEqual([1, 1]);
    // Q2: the probe is wrong on t2a only (said valid), where the model is right.
    expect([b.q2.probe_wrong.n, b.q2.probe_wrong.k]).toEqual([1, 1]);
    // Q3: the probe is wrong on t2a (-1) and t2b (1); the model right on t2a only.
    expect([b.q3.probe_wrong.n, b.q3.probe_wrong.k, b.q3.probe_wrong.rate]).toEqual([2, 1, 0.5]);
    // Perturbed: the probe right on its one sample: no hard subset, no rate.
    expect([c.sets.perturbed!.q1.probe_wrong.n, c.sets.perturbed!.q1.probe_wrong.rate]).toEqual([0, null]);
  });

  it('Q3 on erroneous samples: the probe\'s answer (which may be -1) and, apart, its step when told', () => {
    const e = c.sets.canonical!.q3_erroneous;
    expect(e.model.n).toBe(3);
    expect(e.model.k).toBe(1); // t2a
    expect(e.probe.k).toBe(1); // t3a (t2a: the probe said valid, -1)
    expect(e.probe_told.k).toBe(2); // t2a and t3a blamed right
    expect(c.sets.perturbed!.q3_erroneous.model.n).toBe(0);
    expect(c.sets.perturbed!.q3_erroneous.p).toBeNull();
  });

  it('q3_unnamed (audit 8): Q3 on the erroneous samples no cue names a line in, only when the lines are given', () => {
    expect(c.sets.canonical!.q3_unnamed).toBeUndefined();
    // A cue names t2a's line: the unnamed erroneous samples are t3a and t2b.
    const named = besideProbe(rows, answers, errors, new Map([['t1', -1], ['t2a', 2], ['t3a', -1], ['t2b', -1], ['p1', -1]]));
    const u = named.sets.canonical!.q3_unnamed!;
    expect([u.model.n, u.model.k, u.probe.k, u.probe_told.k]).toEqual([2, 0, 1, 1]); // t3a: the probe right, the model not
    expect(named.sets.perturbed!.q3_unnamed!.model.n).toBe(0);
    // The other figures do not depend on it.
    expect(named.sets.canonical!.q3_erroneous).toEqual(c.sets.canonical!.q3_erroneous);
  });

  it('q12_unshown (audit 16): Q1 and Q2 on the samples no named cue shows in, only when that is given', () => {
    expect(c.sets.canonical!.q12_unshown).toBeUndefined();
    // A cue shows in t2a: the samples left are t1, t3a and t2b (the orphan has no probe answer).
    const shown = besideProbe(rows, answers, errors, undefined, new Map([['t1', false], ['t2a', true], ['t3a', false], ['t2b', false], ['p1', false]]));
    const u = shown.sets.canonical!.q12_unshown!;
    // Q1: the model right on t1 and t3a (it called t2b correct); the probe on all three.
    expect([u.q1.model.n, u.q1.model.k, u.q1.probe.k, u.q1.model_only, u.q1.probe_only]).toEqual([3, 2, 3, 0, 1]);
    // Q2: the model right on t1 only (it called t3a and t2b valid); the probe on all three.
    expect([u.q2.model.k, u.q2.probe.k, u.q2.probe_only]).toEqual([1, 3, 2]);
    expect(u.q2.p).toBe(mcnemarExact(0, 2));
    expect(shown.sets.perturbed!.q12_unshown!.q1.model.n).toBe(1);
    // The other figures do not depend on it.
    expect(shown.sets.canonical!.q1).toEqual(c.sets.canonical!.q1);
  });

  it('by kind and trace type, largest first', () => {
    const k = c.sets.canonical!.by_kind.map((x) => [x.kind, x.trace_type, x.model.n, x.model.k, x.probe.k, x.probe_told.k]);
    expect(k).toEqual([
      ['slip_a', 'T2', 1, 1, 0, 1],
      ['slip_a', 'T3', 1, 0, 1, 1],
      ['slip_b', 'T2', 1, 0, 0, 0],
    ]);
  });
});
