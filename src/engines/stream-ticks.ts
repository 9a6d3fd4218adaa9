// Progress ticks for a streamed answer, shared by the adapters: at most one per
// interval (the first token at once), one more at the end, and a display that throws
// never costs the answer.
import { clock, type GenerateRequest, type StreamTick } from './engine.ts';

export interface StreamProgress {
  tokens: number;
  chars: number;
}

export type Ticker = (progress: StreamProgress, firstTokenAt: number | null, final: boolean) => void;

export const DEFAULT_TICK_MS = 250;

/** `start` is the clock() reading when the request was sent. */
export function ticker(onStream: GenerateRequest['onStream'], intervalMs: number, start: number): Ticker {
  let last = -Infinity;
  let lastTokens = -1;
  return (progress, firstTokenAt, final) => {
    if (!onStream) return;
    const now = clock();
    // Never backwards: the final usage count can be below the chunks seen (WebLLM 0.2.79
    // reported 2 completion tokens for 3 streamed ones), and a progress bar must not shrink.
    const tokens = Math.max(progress.tokens, lastTokens);
    if (final ? tokens === lastTokens : now - last < intervalMs) return;
    last = now;
    lastTokens = tokens;
    const tick: StreamTick = {
      tokens, chars: progress.chars,
      first_token_ms: firstTokenAt === null ? null : firstTokenAt - start, elapsed_ms: now - start,
    };
    try {
      onStream(tick);
    } catch { /* progress is for display only; the answer matters more */ }
  };
}
