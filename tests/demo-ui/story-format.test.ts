import { describe, expect, it } from 'vitest';
import { estimateWords, minutes, percent, rateDetail } from '../../src/ui/components/demo/story-format.ts';
import { rate } from '../../src/core/metrics/index.ts';

describe('demo wording', () => {
  it('percent: whole numbers bare, one decimal otherwise', () => {
    expect(percent(0)).toBe('0%');
    expect(percent(1)).toBe('100%');
    expect(percent(0.7556)).toBe('75.6%');
    expect(percent(1 / 3)).toBe('33.3%');
    expect(percent(null)).toBe('–');
  });

  it('rate detail: k of n and the Wilson interval', () => {
    expect(rateDetail(rate(0, 20))).toBe('0 of 20; 95% interval 0%–16.1%');
    expect(rateDetail(rate(0, 0))).toBe('0 of 0');
  });

  it('minutes', () => {
    expect(minutes(0.2)).toBe('1 ms');
    expect(minutes(640)).toBe('640 ms');
    expect(minutes(1000)).toBe('1 s');
    expect(minutes(89_000)).toBe('89 s');
    expect(minutes(300_000)).toBe('5 min');
    expect(minutes(2 * 3600_000 + 5 * 60_000)).toBe('2 h 5 min');
  });

  it('the time line: live while running, else from stored runs, else unknown', () => {
    const estimate = { ms: 300_000, per_attempt_ms: 2500, runs: 2, attempts: 240 };
    expect(estimateWords({ progress: { done: 3, total: 120, eta_ms: 60_000 }, read: true, estimate, samples: 120 }))
      .toBe("About 60 s left at this run's pace (3 of 120 answers).");
    expect(estimateWords({ progress: { done: 0, total: 120, eta_ms: null }, read: true, estimate: null, samples: 120 }))
      .toBe('Unknown until the first answers arrive (0 of 120 so far).');
    expect(estimateWords({ progress: null, read: true, estimate, samples: 120 }))
      .toBe('About 5 min on this device (120 answers; 3 s per answer, the median of 2 earlier runs of this model here).');
    expect(estimateWords({ progress: null, read: true, estimate: null, samples: 120 })).toMatch(/^Unknown until the first answers arrive: no run of this model/);
    expect(estimateWords({ progress: null, read: false, estimate: null, samples: 120 })).toBe('Reading the runs stored here…');
  });
});
