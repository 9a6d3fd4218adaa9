// Audit 13's layout lookup (src/core/audit/layout.ts): where the first errors no cue names sit, told
// by the family and the number of lines alone.
import { describe, expect, it } from 'vitest';
import { fitLayout, sampleById } from '../../src/core/audit/layout.ts';
import { namedErrorLine } from '../../src/core/audit/slip-cues.ts';
import type { Family } from '../../src/core/dataset/types.ts';

type Row = { family: Family | null; steps: string[]; gold: { q1: boolean; q2: boolean; q3: number } };

/** An erroneous trace of `n` lines whose first error is at `q3`; its lines name no error (plain, unrelated equations). */
const plain = (family: Family | null, n: number, q3: number): Row => ({
  family,
  steps: Array.from({ length: n }, (_, i) => `(${i + 2}x) = ${3 * i + 7}`),
  gold: { q1: false, q2: false, q3 },
});

/** The same, but a move keeping a term's sign at `q3`: a line-naming cue (term_moved_against_sign) shows there. */
const named = (family: Family | null, n: number, q3: number): Row => {
  const r = plain(family, n, q3);
  r.steps[q3 - 1] = '3 = 5x - 4';
  r.steps[q3] = '3 - 4 = 5x';
  return r;
};

const times = (k: number, r: () => Row) => Array.from({ length: k }, r);

describe('fitLayout', () => {
  it('the toy rows are what they claim: plain ones name no line, the others their error line', () => {
    expect(namedErrorLine(plain(null, 5, 2).steps)).toBe(-1);
    expect(namedErrorLine(named(null, 5, 2).steps)).toBe(2);
  });

  it('answers the most common first-error index of the family and line count, fitted only where no cue names a line', () => {
    const train = [
      ...times(5, () => plain('divide_leading', 6, 3)),
      ...times(2, () => plain('divide_leading', 6, 1)),
      // more samples name their error at 4, but a named error is not layout: left out of the fit
      ...times(9, () => named('divide_leading', 6, 4)),
      ...times(3, () => plain('divide_leading', 5, 2)),
      ...times(4, () => plain('complete_square', 6, 5)),
    ];
    const f = fitLayout(train);
    expect(f(plain('divide_leading', 6, 1))).toBe(3);
    expect(f(plain('divide_leading', 5, 4))).toBe(2);
    expect(f(plain('complete_square', 6, 1))).toBe(5);
    // a family and line count never met: the most common index of the whole fit (5 x index 3)
    expect(f(plain('square_root_pm', 4, 1))).toBe(3);
    // the canonical path (no family) is a key of its own
    expect(f(plain(null, 6, 1))).toBe(3);
  });

  it('a tie goes to the smaller index, so the answer never depends on the order of train', () => {
    const rows = [...times(3, () => plain(null, 6, 4)), ...times(3, () => plain(null, 6, 2))];
    expect(fitLayout(rows)(plain(null, 6, 1))).toBe(2);
    expect(fitLayout(rows.slice().reverse())(plain(null, 6, 1))).toBe(2);
  });

  it('with nothing left to fit on it answers null, never an index it did not see', () => {
    expect(fitLayout([])(plain(null, 6, 1))).toBeNull();
    expect(fitLayout(times(4, () => named(null, 6, 3)))(plain(null, 6, 1))).toBeNull();
  });
});

describe('sampleById', () => {
  const ids = (n: number, tag: (i: number) => string) => Array.from({ length: n }, (_, i) => ({ id: `train-${String(i).padStart(5, '0')}`, tag: tag(i) }));

  it('keeps all when there are no more than asked for', () => {
    const xs = ids(100, () => 'a');
    expect(sampleById(xs, 100)).toBe(xs);
  });

  it('keeps about the number asked for, the same ones every time', () => {
    const xs = ids(12_000, () => 'a');
    const a = sampleById(xs, 6_000);
    expect(Math.abs(a.length - 6_000)).toBeLessThan(300);
    expect(sampleById(xs, 6_000).map((x) => x.id)).toEqual(a.map((x) => x.id));
  });

  it('is no stride: from a file whose samples alternate it keeps both kinds about evenly (every second sample would keep one)', () => {
    const xs = ids(12_000, (i) => (i % 2 ? 'odd' : 'even'));
    const kept = sampleById(xs, 6_000);
    const odd = kept.filter((x) => x.tag === 'odd').length;
    expect(Math.abs(odd / kept.length - 0.5)).toBeLessThan(0.05);
  });
});
