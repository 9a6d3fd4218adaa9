// A long run of spaces in pasted work is read as LONGEST_SPACE_RUN spaces (src/core/trace/space-runs.ts):
// the readers' patterns are not linear in one, and no statement needs more than one space.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LONGEST_SPACE_RUN, withSpaceRunsShortened } from '../../src/core/trace/index.ts';
import { checkTraceText } from '../../src/core/checker/index.ts';

/** Text made of spaces of several kinds, line breaks and a few statement characters. */
const pasted = fc.array(fc.constantFrom(' ', ' ', '\t', '\u00a0', '\u2003', '\n', '\r\n', 'x', '2', '=', '<', 'so', '✓', ','), { maxLength: 200 }).map((parts) => parts.join(''));
const runs = (s: string) => s.match(/[^\S\r\n]+/g) ?? [];

describe('withSpaceRunsShortened', () => {
  it('cuts every run longer than the limit to its first LONGEST_SPACE_RUN characters, and nothing else', () => {
    fc.assert(fc.property(pasted, (text) => {
      const cut = withSpaceRunsShortened(text);
      expect(Math.max(0, ...runs(cut).map((r) => r.length))).toBeLessThanOrEqual(LONGEST_SPACE_RUN);
      // The same text between the runs, and each run its own first characters (a tab stays a tab).
      expect(cut.split(/[^\S\r\n]+/)).toEqual(text.split(/[^\S\r\n]+/));
      expect(runs(cut)).toEqual(runs(text).map((r) => r.slice(0, LONGEST_SPACE_RUN)));
      expect(withSpaceRunsShortened(cut)).toBe(cut);
    }));
  });

  it('leaves line breaks alone, which are no spaces of a line', () => {
    expect(withSpaceRunsShortened('2x = 4' + '\n'.repeat(40) + 'x = 2')).toBe('2x = 4' + '\n'.repeat(40) + 'x = 2');
    expect(withSpaceRunsShortened('a' + ' '.repeat(17) + 'b')).toBe('a' + ' '.repeat(16) + 'b');
    expect(withSpaceRunsShortened('a' + ' '.repeat(16) + 'b')).toBe('a' + ' '.repeat(16) + 'b');
  });
});

describe('checkTraceText reads a long run of spaces as a short one', () => {
  it('gives the same labels and explanation whatever the length of a run past the limit', () => {
    const traces = [
      '3x + 5 = 2x - 7\nx + 5 = -7\nx = -12',
      '2x < 4\nx < 2',
      '2x + 3 = 11\n2x = 8\nx = 5',
      'x^2 = 9\nx = 3 or x = -3',
    ];
    fc.assert(fc.property(fc.constantFrom(...traces), fc.nat(), fc.integer({ min: 0, max: 300 }), (trace, at, extra) => {
      // A run of LONGEST_SPACE_RUN + 1 spaces put between two characters of the trace, then the same run longer.
      const i = at % (trace.length + 1);
      const withRun = (n: number) => trace.slice(0, i) + ' '.repeat(n) + trace.slice(i);
      const short = checkTraceText(withRun(LONGEST_SPACE_RUN + 1));
      const long = checkTraceText(withRun(LONGEST_SPACE_RUN + 1 + extra));
      expect(long).toEqual(short);
    }));
  });

  it('shows the text as read where a run was cut, and only there', () => {
    const cut = checkTraceText('2x = 4\nx = 2' + ' '.repeat(40) + '✓');
    expect(cut.ok && cut.read).toBe('2x = 4\nx = 2' + ' '.repeat(LONGEST_SPACE_RUN) + '✓');
    const kept = checkTraceText('2x = 4\nx = 2' + ' '.repeat(LONGEST_SPACE_RUN) + '✓');
    expect(kept.ok && kept.read).toBeUndefined();
  });

  it('keeps a correct trace correct with a long run of spaces after its answer', () => {
    // Before, `2x = 4`, `x = 2`, 8,000 spaces and a letter took minutes (a pattern's two space runs split one run in every way).
    const r = checkTraceText('2x < 4' + ' '.repeat(8000) + 'x\nx < 2');
    expect(r.ok).toBe(true);
    const s = checkTraceText('3x + 5 = 2x - 7\nx + 5 = -7\nx = -12' + ' '.repeat(20000));
    expect(s.ok && [s.result.q1, s.result.q2, s.result.q3]).toEqual([true, true, -1]);
  });
});
