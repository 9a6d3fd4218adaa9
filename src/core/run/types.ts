import type { Answer, ChatMessage, ParsedResponse } from '../protocol/types.ts';
import type { Gold } from '../dataset/types.ts';
import type { Telemetry } from './engine-port.ts';

/** Per-field correctness of one (possibly voted) answer against the gold labels. */
export interface Correctness {
  q1: boolean;
  q2: boolean;
  q3: boolean;
}

/** One call to an engine: what came back, or why nothing usable did. */
export interface Attempt {
  /** Raw model text (never rendered as HTML anywhere). */
  text: string;
  /** Reasoning returned in a separate channel (e.g. reasoning_content); stored, never parsed. */
  reasoning: string | null;
  parsed: ParsedResponse;
  latency_ms: number;
  prompt_tokens: number | null;
  completion_tokens: number | null;
  /** What the attempt measured (absent in run files made before telemetry was kept). */
  telemetry?: Telemetry;
}

/** The record of one sample in a run, saved the moment the sample finishes. */
export interface SampleRecord {
  sample_id: string;
  gold: Gold;
  /** k attempts (k = 1 without test-time compute). */
  attempts: Attempt[];
  /** The answer after the per-field majority vote (or the single answer); null fields when no vote. */
  answer: { q1: boolean | null; q2: boolean | null; q3: number | null };
  correct: Correctness;
  /** Set when the engine failed (transport, device lost) - such a record is not scored and is redone on resume. */
  engine_error: string | null;
  finished_at: string;
}

export type { Answer, ChatMessage };
