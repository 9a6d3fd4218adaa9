// The unreadable-answers rule (core/metrics/unreadable.ts): a run with more than 20% of its
// answers unreadable is flagged, with how many and the most common raw answer. Boundaries,
// the words, the preview, and counting one answer at a time (a live run, a redo).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeRunMetrics, countAnswer, emptyTally, mostCommonWords, RAW_PREVIEW_CHARS, runSummaryJson, tallyAnswers, unreadableAnswers,
} from '../../src/core/metrics/index.ts';
import type { ParsedResponse } from '../../src/core/protocol/index.ts';
import { G_T1, SAMPLES, record } from './fixture.ts';

const OK: ParsedResponse = { ok: true, answer: { q1: true, q2: true, q3: -1 }, path: 'whole' };
const BAD: ParsedResponse = { ok: false, error: { code: 'no_json', message: 'no JSON' }, path: 'none' };
const read = (text = '{}') => ({ text, parsed: OK });
const unread = (text: string) => ({ text, parsed: BAD });

describe('unreadableAnswers', () => {
  it('12 of 12 unreadable: flagged, in words, with the most common raw answer', () => {
    const answers = [...Array.from({ length: 9 }, () => unread('The solution looks fine to me!')), ...Array.from({ length: 3 }, () => unread('Step 2 is wrong.'))];
    const u = unreadableAnswers(tallyAnswers(answers));
    expect(u).toEqual({
      answers: 12, unreadable: 12, rate: 1, flagged: true,
      most_common: { preview: 'The solution looks fine to me!', truncated: false, count: 9 },
      message: '12 of 12 answers could not be read as the JSON the prompt asks for',
    });
    expect(mostCommonWords(u)).toBe('the most common answer (9 of 12): "The solution looks fine to me!"');
  });

  it('flags above 20%, not at it', () => {
    const run = (bad: number, good: number) => unreadableAnswers(tallyAnswers([...Array.from({ length: bad }, () => unread('?')), ...Array.from({ length: good }, () => read())]));
    expect(run(1, 4)).toMatchObject({ rate: 0.2, flagged: false, message: null });
    expect(run(2, 8)).toMatchObject({ rate: 0.2, flagged: false, message: null });
    expect(run(21, 79)).toMatchObject({ rate: 0.21, flagged: true, message: '21 of 100 answers could not be read as the JSON the prompt asks for' });
    expect(run(1, 0)).toMatchObject({ flagged: true, message: '1 of 1 answer could not be read as the JSON the prompt asks for' });
    expect(run(0, 5)).toMatchObject({ unreadable: 0, rate: 0, flagged: false, most_common: null });
    expect(unreadableAnswers(emptyTally())).toEqual({ answers: 0, unreadable: 0, rate: null, flagged: false, most_common: null, message: null });
  });

  it('groups answers that differ only in surrounding space; ties go to the first in code-unit order', () => {
    const u = unreadableAnswers(tallyAnswers([unread('b'), unread(' a\n'), unread('b '), unread('a')]));
    expect(u.most_common).toEqual({ preview: 'a', truncated: false, count: 2 });
    expect(mostCommonWords(unreadableAnswers(tallyAnswers([unread('  ')])))).toBe('the most common answer (1 of 1): an empty answer');
  });

  it('the preview is one line of text, cut at RAW_PREVIEW_CHARS characters (never inside a surrogate pair)', () => {
    const long = `<b>${'😀'.repeat(RAW_PREVIEW_CHARS)}</b>\n\nmore`;
    const m = unreadableAnswers(tallyAnswers([unread(long)])).most_common!;
    expect(m.truncated).toBe(true);
    expect(Array.from(m.preview)).toHaveLength(RAW_PREVIEW_CHARS + 1);
    expect(m.preview.startsWith('<b>😀')).toBe(true);
    expect(m.preview.endsWith('😀…')).toBe(true);
    expect(unreadableAnswers(tallyAnswers([unread('line one\n\n  line two\t!')])).most_common?.preview).toBe('line one line two !');
  });

  it('taking back what was added leaves nothing (a redone sample), whatever the answers (property)', () => {
    const answer = fc.tuple(fc.boolean(), fc.string({ maxLength: 6 })).map(([ok, text]) => (ok ? read(text) : unread(text)));
    fc.assert(fc.property(fc.array(answer, { maxLength: 30 }), fc.array(answer, { maxLength: 30 }), (kept, redone) => {
      const t = tallyAnswers(kept);
      for (const a of redone) countAnswer(t, a);
      for (const a of redone) countAnswer(t, a, -1);
      expect(unreadableAnswers(t)).toEqual(unreadableAnswers(tallyAnswers(kept)));
      expect([...t.raw.values()].every((n) => n > 0)).toBe(true);
      const u = unreadableAnswers(t);
      expect(u.flagged).toBe(u.answers > 0 && u.unreadable * 5 > u.answers);
    }));
  });

  it('is part of every run\'s metrics and of report --json', () => {
    const garbage = SAMPLES.map((s) => record(s.id, G_T1, null));
    const m = computeRunMetrics(garbage, SAMPLES);
    expect(m.unreadable).toMatchObject({ answers: 10, unreadable: 10, flagged: true, message: '10 of 10 answers could not be read as the JSON the prompt asks for' });
    expect(runSummaryJson(m).unreadable_warning).toEqual({ message: '10 of 10 answers could not be read as the JSON the prompt asks for', most_common: { preview: '', truncated: false, count: 10 } });
    const fine = computeRunMetrics(SAMPLES.map((s) => record(s.id, G_T1, [true, true, -1])), SAMPLES);
    expect(fine.unreadable.flagged).toBe(false);
    expect(runSummaryJson(fine).unreadable_warning).toBeNull();
  });
});
