// How fast a model ran, from what each attempt measured: time per answer, time to the
// first token, prefill and decode speed, tokens per answer. The engine's own figures
// (WebLLM's usage.extra) are used where they exist; decode speed is otherwise measured
// by the client as completion tokens over the time after the first token. Medians and
// 90th percentiles, because a few slow answers (a cold cache, a retry) skew a mean.
import type { Attempt } from '../run/types.ts';

export interface Spread {
  n: number;
  median: number;
  p90: number;
}

export interface Telemetry {
  answers: number;
  /** Wall time of one answer, retries included. */
  time_per_answer_ms: Spread | null;
  time_to_first_token_ms: Spread | null;
  prefill_tokens_per_s: Spread | null;
  decode_tokens_per_s: Spread | null;
  completion_tokens: Spread | null;
  prompt_tokens: Spread | null;
  /** Share of answers that arrived as a stream. */
  streamed: number | null;
  /** Transport retries over all answers. */
  retries: number;
}

/** Nearest-rank quantile of sorted values (q in (0, 1]). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1]!;
}

export function spread(values: readonly (number | null | undefined)[]): Spread | null {
  const xs = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  return { n: xs.length, median: quantile(xs, 0.5), p90: quantile(xs, 0.9) };
}

function engineFigure(a: Attempt, ...names: string[]): number | null {
  const e = a.telemetry?.engine;
  if (!e) return null;
  for (const n of names) if (typeof e[n] === 'number' && Number.isFinite(e[n])) return e[n];
  return null;
}

function ttft(a: Attempt): number | null {
  const engine = engineFigure(a, 'time_to_first_token_s');
  if (engine !== null) return engine * 1000;
  return a.telemetry?.ttft_ms ?? null;
}

function decode(a: Attempt): number | null {
  const engine = engineFigure(a, 'decode_tokens_per_s');
  if (engine !== null) return engine;
  const first = a.telemetry?.ttft_ms ?? null;
  if (first === null || a.completion_tokens === null || a.completion_tokens < 2) return null;
  const ms = a.latency_ms - first;
  return ms > 0 ? (a.completion_tokens - 1) / (ms / 1000) : null;
}

export function telemetry(attempts: readonly Attempt[]): Telemetry {
  const withTelemetry = attempts.filter((a) => a.telemetry !== undefined);
  return {
    answers: attempts.length,
    time_per_answer_ms: spread(attempts.map((a) => a.latency_ms)),
    time_to_first_token_ms: spread(attempts.map(ttft)),
    prefill_tokens_per_s: spread(attempts.map((a) => engineFigure(a, 'prefill_tokens_per_s'))),
    decode_tokens_per_s: spread(attempts.map(decode)),
    completion_tokens: spread(attempts.map((a) => a.completion_tokens)),
    prompt_tokens: spread(attempts.map((a) => a.prompt_tokens)),
    streamed: withTelemetry.length === 0 ? null : withTelemetry.filter((a) => a.telemetry?.streamed).length / withTelemetry.length,
    retries: withTelemetry.reduce((n, a) => n + (a.telemetry?.retries ?? 0), 0),
  };
}
