import { describe, expect, it } from 'vitest';
import { mcnemarExact } from '../../src/core/metrics/index.ts';

describe('mcnemarExact', () => {
  it('b = 1, c = 9 by hand', () => {
    // n = 10, P(X ≤ 1) = (C(10,0) + C(10,1)) / 2^10 = 11/1024; p = 22/1024 = 0.021484375
    expect(mcnemarExact(1, 9)).toBeCloseTo(0.021484375, 12);
    expect(mcnemarExact(9, 1)).toBeCloseTo(0.021484375, 12);
  });
  it('b = 2, c = 8 by hand', () => {
    // P(X ≤ 2) = (1 + 10 + 45) / 1024 = 56/1024; p = 112/1024 = 0.109375
    expect(mcnemarExact(2, 8)).toBeCloseTo(0.109375, 12);
  });
  it('b = 0, c = 5 by hand', () => {
    // P(X ≤ 0) = 1/32; p = 2/32 = 0.0625
    expect(mcnemarExact(0, 5)).toBeCloseTo(0.0625, 12);
  });
  it('is capped at 1 (balanced discordance) and 1 with no discordant pairs', () => {
    // b = c = 5: P(X ≤ 5) = 638/1024 > 1/2 → 2·P > 1 → 1
    expect(mcnemarExact(5, 5)).toBe(1);
    expect(mcnemarExact(0, 0)).toBe(1);
  });
  it('stays accurate for thousands of discordant pairs', () => {
    // Reference values from exact integer arithmetic (Python: 2·Σ_{i≤lo} C(n,i) / 2^n).
    expect(mcnemarExact(1000, 1100)).toBeCloseTo(0.030720707864242296, 10);
    expect(mcnemarExact(1500, 1650)).toBeCloseTo(0.007925667810472218, 10);
    expect(mcnemarExact(40, 60)).toBeCloseTo(0.05688793364098079, 12);
    expect(mcnemarExact(2000, 2000)).toBe(1);
  });
  it('agrees with exact values on both sides of the switch to log space (n = 1000 | 1002)', () => {
    expect(mcnemarExact(450, 550)).toBeCloseTo(0.0017305360849763176, 14);
    expect(mcnemarExact(451, 551)).toBeCloseTo(0.0017491284655555132, 14);
  });
  it('a vanishing p underflows to 0, never NaN', () => {
    expect(mcnemarExact(0, 3000)).toBe(0);
    expect(mcnemarExact(3, 5000)).toBeGreaterThanOrEqual(0);
    expect(Number.isNaN(mcnemarExact(3, 5000))).toBe(false);
  });
});
