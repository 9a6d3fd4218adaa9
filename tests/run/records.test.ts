// The record rule (one record per sample, at its first position, the last one wins),
// what resume and metrics read from it, and correctness computed once.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completedIds, correctnessAgrees, latestRecords, RecordBook, scoredRecords } from '../../src/core/run/records.ts';
import { validateRecord, validateRunLog } from '../../src/core/run/schema.ts';
import type { SampleRecord } from '../../src/core/run/types.ts';
import { failed, recordsArb, scored } from './record-arb.ts';
import { testLog } from './spec.ts';

/** The rule written the slow, obvious way: ids in order of first appearance, each with its last record. */
function naive(records: readonly SampleRecord[]): SampleRecord[] {
  const ids: string[] = [];
  for (const r of records) if (!ids.includes(r.sample_id)) ids.push(r.sample_id);
  return ids.map((id) => records.filter((r) => r.sample_id === id).at(-1)!);
}

const gold = { q1: false, q2: true, q3: 2 };

describe('latestRecords and RecordBook', () => {
  it('equal the naive rule for any sequence', () => {
    fc.assert(fc.property(recordsArb, (records) => {
      const want = naive(records);
      expect(latestRecords(records)).toEqual(want);
      const book = new RecordBook(records);
      expect(book.records).toEqual(want);
      expect(book.size).toBe(want.length);
      want.forEach((r, i) => expect(book.position(r.sample_id)).toBe(i));
    }));
  });

  it('put returns the record it replaced; appending one by one equals constructing', () => {
    fc.assert(fc.property(recordsArb, (records) => {
      const book = new RecordBook();
      const last = new Map<string, SampleRecord>();
      for (const r of records) {
        expect(book.put(r)).toBe(last.get(r.sample_id));
        last.set(r.sample_id, r);
      }
      expect(book.records).toEqual(new RecordBook(records).records);
    }));
  });

  it('a redo keeps its place', () => {
    const a1 = failed('a', gold, '1');
    const b = scored('b', { q1: false, q2: true, q3: 2 }, gold);
    const a2 = scored('a', { q1: true, q2: true, q3: 2 }, gold, undefined, '2');
    expect(latestRecords([a1, b, a2])).toEqual([a2, b]);
    expect(new RecordBook([a1, b, a2]).position('a')).toBe(0);
    expect(new RecordBook().position('zzz')).toBe(-1);
  });
});

describe('completedIds and scoredRecords', () => {
  it('follow the latest record of each sample', () => {
    fc.assert(fc.property(recordsArb, (records) => {
      const latest = naive(records);
      const ok = latest.filter((r) => r.engine_error === null);
      expect([...completedIds(records)].sort()).toEqual(ok.map((r) => r.sample_id).sort());
      expect(scoredRecords(records)).toEqual(ok);
    }));
  });

  it('a sample scored and then failed is not done; failed then scored is', () => {
    const ok = scored('a', { q1: true, q2: true, q3: 2 }, gold);
    expect(completedIds([ok, failed('a', gold)]).has('a')).toBe(false);
    expect(completedIds([failed('a', gold), ok]).has('a')).toBe(true);
    expect(scoredRecords([ok, failed('a', gold)])).toEqual([]);
  });
});

describe('correctnessAgrees', () => {
  it('holds for every made record and fails when any query is flipped', () => {
    fc.assert(fc.property(recordsArb, fc.constantFrom('q1', 'q2', 'q3' as const), (records, q) => {
      for (const r of records) {
        expect(correctnessAgrees(r)).toBe(true);
        expect(correctnessAgrees({ ...r, correct: { ...r.correct, [q]: !r.correct[q] } })).toBe(false);
      }
    }));
  });

  it('an engine-error record is wrong on every query', () => {
    const r = failed('a', gold);
    expect(correctnessAgrees(r)).toBe(true);
    // Even an answer that would be right must not make an engine error count.
    expect(correctnessAgrees({ ...r, answer: { q1: false, q2: true, q3: 2 }, correct: { q1: true, q2: true, q3: true } })).toBe(false);
  });
});

describe('validateRunLog / validateRecord refuse correctness that does not follow', () => {
  const good = scored('c-000-T1', { q1: false, q2: true, q3: 1 }, gold);
  const bad: SampleRecord = { ...good, correct: { ...good.correct, q3: true } };

  it('validateRecord names the path', () => {
    expect(validateRecord(JSON.parse(JSON.stringify(good)))).toMatchObject({ ok: true });
    const v = validateRecord(JSON.parse(JSON.stringify(bad)));
    expect(v.ok).toBe(false);
    expect(!v.ok && v.issues[0]).toMatchObject({ path: 'correct', message: expect.stringContaining('answer and gold') });
  });

  it('validateRunLog names the record index', () => {
    const log = { ...testLog(), records: [good, { ...good, sample_id: 'c-001-T1' }, { ...bad, sample_id: 'c-002-T1' }] };
    expect(validateRunLog(JSON.parse(JSON.stringify({ ...log, records: [good] }))).ok).toBe(true);
    const v = validateRunLog(JSON.parse(JSON.stringify(log)));
    expect(v.ok).toBe(false);
    expect(!v.ok && v.issues.map((i) => i.path)).toEqual(['records[2].correct']);
  });
});
