// "Ready for offline" and "does the download fit": pure rules behind Storage, the Demo and
// the Check view's ask panel.
import { describe, expect, it } from 'vitest';
import { fractionOf, readiness, spaceFor } from '../../src/ui/state/offline-models.ts';

describe('offline readiness', () => {
  it('ready only when the files are cached AND the app itself is kept by its service worker', () => {
    expect(readiness(true, true)).toBe('offline');
    expect(readiness(true, false)).toBe('cached');
    expect(readiness(false, true)).toBe('none');
    expect(readiness(false, false)).toBe('none');
  });
});

describe('space for a download', () => {
  it('compares the bytes the browser still gives the site with the download', () => {
    const est = { usage: 1_000_000_000, quota: 3_000_000_000, persisted: false };
    expect(spaceFor(est, 1500)).toEqual({ free: 2_000_000_000, fits: true });
    expect(spaceFor(est, 2500)).toEqual({ free: 2_000_000_000, fits: false });
  });

  it('unknown when the browser or the model does not say; never negative', () => {
    expect(spaceFor(null, 100)).toEqual({ free: null, fits: null });
    expect(spaceFor({ usage: null, quota: 10, persisted: false }, 100)).toEqual({ free: null, fits: null });
    expect(spaceFor({ usage: 5, quota: 10, persisted: false }, null)).toEqual({ free: 5, fits: null });
    expect(spaceFor({ usage: 20, quota: 10, persisted: false }, 1)).toEqual({ free: 0, fits: false });
  });

  it('progress fractions are clamped to 0..1', () => {
    expect([fractionOf(-1), fractionOf(0.4), fractionOf(7), fractionOf(Number.NaN)]).toEqual([0, 0.4, 1, 0]);
  });
});
