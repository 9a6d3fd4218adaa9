// ProgressTracker with an injected clock: counts, what is in flight, throughput and an
// ETA that credits streamed tokens as partial work.
import { describe, expect, it } from 'vitest';
import { ProgressTracker } from '../../src/core/run/progress.ts';

function clock(start = 1000): { now: () => number; advance: (ms: number) => void } {
  let t = start;
  return { now: () => t, advance: (ms) => { t += ms; } };
}

describe('ProgressTracker', () => {
  it('starts with the counts given, nothing in flight, no speed and no ETA', () => {
    const c = clock();
    const p = new ProgressTracker(10, 3, 1, c.now);
    c.advance(500);
    expect(p.snapshot()).toEqual({
      total: 10, done: 3, recorded: 0, engine_errors: 0, parse_errors: 0, in_flight: 0, in_flight_detail: [],
      tokens: 0, tokens_per_s: null, elapsed_ms: 500, eta_ms: null,
    });
  });

  it('shows in-flight attempts oldest first with tokens, first token and decode speed', () => {
    const c = clock();
    const p = new ProgressTracker(4, 0, 2, c.now);
    const a = p.begin('s1', 0);
    c.advance(100);
    p.begin('s1', 1);
    c.advance(200); // a: 300 ms, b: 200 ms
    p.stream(a, 1, 250);
    let [da, db] = p.snapshot().in_flight_detail;
    expect(da).toEqual({ sample_id: 's1', attempt: 0, tokens: 1, elapsed_ms: 300, first_token_ms: 250, tokens_per_s: null });
    expect(db).toEqual({ sample_id: 's1', attempt: 1, tokens: 0, elapsed_ms: 200, first_token_ms: null, tokens_per_s: null });
    c.advance(1000); // a: 1300 ms, decoding for 1050 ms
    p.stream(a, 22, 999); // the first token time does not move once known
    [da, db] = p.snapshot().in_flight_detail;
    expect(da?.first_token_ms).toBe(250);
    expect(da?.tokens_per_s).toBeCloseTo(21 / 1.05, 10);
    expect(db?.elapsed_ms).toBe(1200);
    expect(p.snapshot().in_flight).toBe(2);
  });

  it('counts tokens once: streamed ticks, a shrinking tick, and the engine count at the end', () => {
    const c = clock();
    const p = new ProgressTracker(2, 0, 1, c.now);
    const t = p.begin('s', 0);
    p.stream(t, 5, 10);
    p.stream(t, 8, 10);
    p.stream(t, 6, 10);
    expect(p.snapshot().tokens).toBe(8);
    p.end(t, 12);
    c.advance(2000);
    const s = p.snapshot();
    expect(s.tokens).toBe(12);
    expect(s.tokens_per_s).toBeCloseTo(6, 10);
    expect(s.in_flight).toBe(0);
    // Unknown tickets are ignored.
    p.stream(t, 100, 1);
    p.end(t, 100);
    expect(p.snapshot().tokens).toBe(12);
  });

  it('an engine without streaming or counts adds no tokens', () => {
    const c = clock();
    const p = new ProgressTracker(2, 0, 1, c.now);
    p.end(p.begin('s', 0), null);
    c.advance(10);
    expect(p.snapshot()).toMatchObject({ tokens: 0, tokens_per_s: null });
  });

  it('ETA from recorded samples: elapsed / worked × remaining', () => {
    const c = clock();
    const p = new ProgressTracker(10, 2, 1, c.now);
    const t = p.begin('a', 0);
    c.advance(4000);
    p.end(t, null);
    p.counts.recorded = 2;
    p.counts.done = 4;
    const s = p.snapshot();
    expect(s.eta_ms).toBe((4000 / 2) * 6);
    expect(Number.isFinite(s.eta_ms)).toBe(true);
  });

  it('ETA credits streamed tokens against the mean finished answer, divided by k', () => {
    const c = clock();
    const p = new ProgressTracker(10, 0, 2, c.now);
    p.end(p.begin('a', 0), 100);
    p.end(p.begin('a', 1), 100);
    p.counts.recorded = 1;
    p.counts.done = 1;
    const t = p.begin('b', 0);
    p.stream(t, 50, 5); // half an answer of half a sample: 0.25 of a sample
    c.advance(1000);
    expect(p.snapshot().eta_ms).toBeCloseTo((1000 / 1.25) * (10 - 1 - 0.25), 6);
    // Never more than 95% of an answer counts while it is still out.
    p.stream(t, 400, 5);
    expect(p.snapshot().eta_ms).toBeCloseTo((1000 / (1 + 0.475)) * (10 - 1 - 0.475), 6);
  });

  it('streamed tokens alone give an ETA before the first sample is recorded', () => {
    const c = clock();
    const p = new ProgressTracker(3, 0, 1, c.now);
    p.end(p.begin('warm', 0), 40); // an attempt finished (e.g. part of an errored sample)
    const t = p.begin('a', 0);
    p.stream(t, 20, 3);
    c.advance(600);
    const eta = p.snapshot().eta_ms;
    expect(eta).not.toBeNull();
    expect(eta).toBeCloseTo((600 / 0.5) * 2.5, 6);
  });

  it('k below 1 is treated as 1', () => {
    const c = clock();
    const p = new ProgressTracker(2, 0, 0, c.now);
    p.end(p.begin('a', 0), 10);
    p.stream(p.begin('b', 0), 5, 1);
    c.advance(100);
    expect(p.snapshot().eta_ms).toBeCloseTo((100 / 0.5) * 1.5, 6);
  });
});
