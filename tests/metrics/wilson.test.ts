import { describe, expect, it } from 'vitest';
import { wilson, Z95 } from '../../src/core/metrics/index.ts';

// Wilson: center = (p + z²/2n) / (1 + z²/n), half = z·sqrt(p(1-p)/n + z²/4n²) / (1 + z²/n).
describe('wilson', () => {
  it('8/10 by hand', () => {
    // p = 0.8, z² = 3.841459, 1 + z²/n = 1.3841459
    // center = (0.8 + 0.1920729) / 1.3841459 = 0.7167406
    // half = 1.959964 · sqrt(0.016 + 0.0096036) / 1.3841459 = 1.959964 · 0.1600114 / 1.3841459 = 0.2265782
    // → [0.4902, 0.9433]
    const ci = wilson(8, 10);
    expect(ci?.low).toBeCloseTo(0.4902, 4);
    expect(ci?.high).toBeCloseTo(0.9433, 4);
  });
  it('0/10 by hand: the lower bound is exactly 0', () => {
    // p = 0: center = 0.1920729 / 1.3841459 = 0.1387664 = half → [0, 0.2775]
    const ci = wilson(0, 10);
    expect(ci?.low).toBe(0);
    expect(ci?.high).toBeCloseTo(0.2775, 4);
  });
  it('10/10 mirrors 0/10 and never exceeds 1', () => {
    const ci = wilson(10, 10);
    expect(ci?.low).toBeCloseTo(1 - 0.2775, 4);
    expect(ci?.high).toBeLessThanOrEqual(1);
    expect(ci?.high).toBeCloseTo(1, 12);
  });
  it('1/2 by hand', () => {
    // p = 0.5, 1 + z²/2 = 2.9207297, center = (0.5 + 0.9603648) / 2.9207297 = 0.5
    // half = 1.959964 · sqrt(0.25/2 + 3.841459/16) / 2.9207297
    //      = 1.959964 · sqrt(0.125 + 0.2400912) / 2.9207297 = 1.959964 · 0.6042278 / 2.9207297 = 0.4054688
    // → [0.0945, 0.9055]
    const ci = wilson(1, 2);
    expect(ci?.low).toBeCloseTo(0.0945, 4);
    expect(ci?.high).toBeCloseTo(0.9055, 4);
  });
  it('45/100', () => {
    // p = 0.45, 1 + z²/100 = 1.0384146, center = (0.45 + 0.0192073) / 1.0384146 = 0.4518497
    // half = 1.959964 · sqrt(0.002475 + 0.0000960) / 1.0384146 = 1.959964 · 0.0507054 / 1.0384146 = 0.0957028
    // → [0.3561, 0.5476]
    expect(wilson(45, 100)?.low).toBeCloseTo(0.3561, 4);
    expect(wilson(45, 100)?.high).toBeCloseTo(0.5476, 4);
  });
  it('n = 0 → null (no estimate, no interval)', () => {
    expect(wilson(0, 0)).toBeNull();
  });
  it('a wider z widens the interval', () => {
    const a = wilson(8, 10, Z95);
    const b = wilson(8, 10, 2.5758);
    expect((b?.high ?? 0) - (b?.low ?? 0)).toBeGreaterThan((a?.high ?? 0) - (a?.low ?? 0));
  });
});
