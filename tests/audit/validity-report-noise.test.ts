// scripts/validity-report.py says whether a bar met or missed lies within the noise of its figure,
// with its own Wilson interval (Python, no project code). It must be the project's: the same
// interval to 1e-12 on a grid of counts, and the words "inside it" exactly when the bar is.
// Needs python3 (no packages): skipped with a message where there is none.
import { describe, expect, it } from 'vitest';
import { available, withScript } from './validity-report-script.ts';
import { wilson } from '../../src/core/metrics/index.ts';

if (!available) console.log('validity-report noise test skipped: python3 is not available');

describe.skipIf(!available)('validity-report.py: the noise of a bar', () => {
  it('its Wilson interval is the project\'s', () => {
    const cases: [number, number][] = [];
    for (const n of [1, 7, 720, 1080]) for (const k of [0, 1, Math.floor(n / 3), Math.floor(n / 2), n - 1, n]) if (k >= 0 && k <= n) cases.push([k, n]);
    const got = withScript(`print(json.dumps([vr.wilson(k / n, n) for k, n in ${JSON.stringify(cases)}]))`) as [number, number][];
    cases.forEach(([k, n], i) => {
      const ci = wilson(k, n)!;
      expect(got[i]![0], `${k}/${n} low`).toBeCloseTo(ci.low, 12);
      expect(got[i]![1], `${k}/${n} high`).toBeCloseTo(ci.high, 12);
    });
  });

  it('says "inside it, within noise" only when the bar is inside the interval, and lists a bar met within noise', () => {
    const words = withScript(`print(json.dumps([vr.q3_words(0.31, 720), vr.q3_words(0.385, 720), vr.q3_words(0.2, 720), vr.near(0.292, 0.30, 720), vr.near(0.2, 0.30, 720), vr.near(0.31, 0.30, 720)]))`) as [string, string, string, boolean, boolean, boolean];
    // 31.0% of 720: 27.7–34.4%, so 30% is inside; 38.5%: 35.0–42.1%, the bar below; 20%: the bar above.
    expect(words[0]).toBe('places 31.0% of first errors (bar 30%; 95% interval 27.7–34.4% over 720 samples: the bar is inside it, within noise)');
    expect(words[1]).toContain('95% interval 35.0–42.1% over 720 samples: the bar is below it');
    expect(words[2]).toContain('the bar is above it');
    // Met within noise: at or under the bar, its interval reaching over it; a miss is not "near".
    expect(words.slice(3)).toEqual([true, false, false]);
  });
});
