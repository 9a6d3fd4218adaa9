import { describe, expect, it } from 'vitest';
import type { RunProgress } from '../../src/core/run/index.ts';
import { formatDuration, progressLine } from '../../src/cli/progress.ts';

const base: RunProgress = {
  total: 120, done: 30, recorded: 30, engine_errors: 0, parse_errors: 0, in_flight: 0, in_flight_detail: [],
  tokens: 0, tokens_per_s: null, elapsed_ms: 60_000, eta_ms: 180_000,
};

describe('the CLI progress line', () => {
  it('shows counts, elapsed and ETA', () => {
    expect(progressLine(base)).toBe('30/120 (25.0%)  elapsed 01:00  ETA 03:00');
  });

  it('shows tokens per second and what is in flight while a model streams', () => {
    expect(progressLine({ ...base, tokens: 4200, tokens_per_s: 70, in_flight: 4 })).toBe('30/120 (25.0%)  elapsed 01:00  ETA 03:00  70 tokens/s  in flight 4');
    expect(progressLine({ ...base, tokens_per_s: 2.345 })).toContain('2.3 tokens/s');
  });

  it('names parse and engine errors only when there are any', () => {
    expect(progressLine({ ...base, parse_errors: 2, engine_errors: 1 })).toMatch(/parse errors 2  engine errors 1$/);
    expect(formatDuration(null)).toBe('--:--');
    expect(formatDuration(3_725_000)).toBe('1:02:05');
  });
});
