import { rate, type Rate } from './rate.ts';
import type { Row } from './rows.ts';
import { describe, type Stat } from './stats.ts';

export interface Usage {
  attempts: number;
  /** Attempts whose reply did not parse (with k = 1, samples with a parse error). */
  parse_errors: number;
  parse_error_rate: Rate;
  /** Per attempt. */
  latency_ms: Stat | null;
  prompt_tokens: Stat | null;
  completion_tokens: Stat | null;
}

export function usage(rows: readonly Row[]): Usage {
  const attempts = rows.flatMap((r) => r.attempts);
  const parseErrors = attempts.filter((a) => !a.parsed.ok).length;
  return {
    attempts: attempts.length,
    parse_errors: parseErrors,
    parse_error_rate: rate(parseErrors, attempts.length),
    latency_ms: describe(attempts.map((a) => a.latency_ms)),
    prompt_tokens: describe(attempts.map((a) => a.prompt_tokens)),
    completion_tokens: describe(attempts.map((a) => a.completion_tokens)),
  };
}
