// LiveTally counts accuracies one record at a time; whatever order records (and redos)
// arrive in, its snapshot must equal what the full metrics count on the record rule.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRACE_TYPES, type Sample } from '../../src/core/dataset/types.ts';
import { computeRunMetrics } from '../../src/core/metrics/index.ts';
import { LiveTally } from '../../src/core/run/live.ts';
import { latestRecords } from '../../src/core/run/records.ts';
import type { SampleRecord } from '../../src/core/run/types.ts';
import { failed, recordsArb, scored } from './record-arb.ts';

type Info = Pick<Sample, 'id' | 'set' | 'trace_type' | 'family' | 'pair'>;

// 'unknown' (in SAMPLE_IDS) is deliberately absent: a record for a sample the run does not know.
const samples: Info[] = [
  { id: 's0', set: 'canonical', trace_type: 'T1', family: null, pair: null },
  { id: 's1', set: 'canonical', trace_type: 'T2', family: null, pair: null },
  { id: 's2', set: 'canonical', trace_type: 'T1', family: null, pair: null },
  { id: 's3', set: 'perturbed', trace_type: 'T3', family: 'add_both_sides', pair: null },
  { id: 's4', set: 'perturbed', trace_type: 'T1', family: 'add_both_sides', pair: null },
  { id: 's5', set: 'perturbed', trace_type: 'T3', family: 'add_both_sides', pair: null },
];

function expected(records: readonly SampleRecord[]) {
  const m = computeRunMetrics(records, samples);
  const known = new Set(samples.map((s) => s.id));
  const scoredRecs = latestRecords(records).filter((r) => r.engine_error === null && known.has(r.sample_id));
  const attempts = scoredRecs.flatMap((r) => r.attempts);
  return {
    scored: m.samples,
    engine_errors: m.engine_errors,
    attempts: attempts.length,
    parse_errors: attempts.filter((a) => !a.parsed.ok).length,
    // The unreadable-answers rule, live, equals Results' (whatever order redos came in).
    unreadable: m.unreadable,
    sets: Object.fromEntries(Object.entries(m.sets).map(([name, s]) => [name, {
      samples: s.samples,
      ...Object.fromEntries((['q1', 'q2', 'q3'] as const).map((q) => [q, Object.fromEntries(
        (['overall', ...TRACE_TYPES] as const).map((cell) => [cell, { k: s.accuracy[q][cell].k, n: s.accuracy[q][cell].n }]),
      )])),
    }])),
  };
}

describe('LiveTally', () => {
  it('equals computeRunMetrics on latestRecords, added one by one', () => {
    fc.assert(fc.property(recordsArb, (records) => {
      const tally = new LiveTally(samples);
      for (const r of records) tally.add(r);
      expect(tally.snapshot()).toEqual(expected(records));
    }), { numRuns: 300 });
  });

  it('equals it at every prefix, and when built from stored records', () => {
    fc.assert(fc.property(recordsArb, (records) => {
      const tally = new LiveTally(samples);
      records.forEach((r, i) => {
        tally.add(r);
        expect(tally.snapshot()).toEqual(expected(records.slice(0, i + 1)));
      });
      const half = Math.floor(records.length / 2);
      const resumed = new LiveTally(samples, records.slice(0, half));
      for (const r of records.slice(half)) resumed.add(r);
      expect(resumed.snapshot()).toEqual(tally.snapshot());
    }), { numRuns: 100 });
  });

  const gold = { q1: true, q2: true, q3: -1 };
  const right = { q1: true, q2: true, q3: -1 };

  it('a redo replaces an engine error with a scored record, and the reverse', () => {
    const tally = new LiveTally(samples);
    tally.add(failed('s0', gold));
    expect(tally.snapshot()).toMatchObject({ scored: 0, engine_errors: 1, parse_errors: 0, attempts: 0, sets: {} });
    tally.add(scored('s0', right, gold));
    const after = tally.snapshot();
    expect(after).toMatchObject({ scored: 1, engine_errors: 0, attempts: 1 });
    expect(after.sets.canonical?.q1).toEqual({ overall: { k: 1, n: 1 }, T1: { k: 1, n: 1 }, T2: { k: 0, n: 0 }, T3: { k: 0, n: 0 } });
    tally.add(failed('s0', gold));
    expect(tally.snapshot()).toMatchObject({ scored: 0, engine_errors: 1, parse_errors: 0, attempts: 0, sets: {}, unreadable: { answers: 0, flagged: false } });
  });

  it('a snapshot is a copy', () => {
    const tally = new LiveTally(samples, [scored('s3', right, gold)]);
    const snap = tally.snapshot();
    snap.sets.perturbed!.q2.T3.k = 99;
    expect(tally.snapshot().sets.perturbed?.q2.T3).toEqual({ k: 1, n: 1 });
  });
});
