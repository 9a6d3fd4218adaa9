// The engine contract as the pure run loop sees it. It lives in core (not in
// src/engines) because the ring rules forbid core from importing adapters; the
// adapters implement it and src/engines/engine.ts re-exports it.
import type { ChatMessage } from '../protocol/types.ts';
import { MAX_ANSWER_CHARS } from './defaults.ts';
import type { EngineSpec } from './log.ts';

export interface GenerateRequest {
  messages: ChatMessage[];
  temperature: number;
  /** Sampling seed; engines that cannot seed ignore it. */
  seed: number | null;
  max_tokens: number | null;
  /** JSON schema for constrained decoding, or null for free text (the paper's setting). */
  json_schema: Record<string, unknown> | null;
  /** Reasoning models: true/false switches thinking; null leaves the model's default. */
  thinking: boolean | null;
  /**
   * Called while a streamed answer arrives (engines that stream call it at most a few
   * times a second), so a run can show progress while a model generates. Optional:
   * engines that cannot stream never call it.
   */
  onStream?: (tick: StreamTick) => void;
}

/** How far one streamed answer has got. */
export interface StreamTick {
  /** Tokens received so far (chunks when the server does not count tokens). */
  tokens: number;
  /** Characters of answer and reasoning received so far. */
  chars: number;
  /** Milliseconds from sending the request to the first token; null before it. */
  first_token_ms: number | null;
  /** Milliseconds since the request was sent. */
  elapsed_ms: number;
}

/**
 * What one attempt measured. The client's clock always; the engine's own figures
 * (WebLLM's usage.extra: prefill/decode tokens per second, time to first token) when
 * it reports them, kept as it names them.
 */
export interface Telemetry {
  /** Client-measured time to the first streamed token; null when not streamed. */
  ttft_ms: number | null;
  /** Whether the answer arrived as a stream. */
  streamed: boolean;
  /** Transport retries before this answer (429, 5xx, timeouts). */
  retries: number;
  /** The engine's own measurements, e.g. { prefill_tokens_per_s, decode_tokens_per_s, time_to_first_token_s }. */
  engine: Record<string, number> | null;
}

export interface GenerateResult {
  /** The answer channel: the only text the parser ever reads. */
  text: string;
  /** A separate reasoning channel (reasoning_content, reasoning); stored, never parsed. */
  reasoning: string | null;
  prompt_tokens: number | null;
  completion_tokens: number | null;
  latency_ms: number;
  finish_reason: string | null;
  telemetry?: Telemetry;
}

export interface Engine {
  id: string;
  /** What a run stores about the engine (no secrets: never the API key). */
  describe(): EngineSpec;
  /** Resolves with the model's output or rejects with an EngineError. */
  generate(request: GenerateRequest, signal: AbortSignal): Promise<GenerateResult>;
}

export type EngineErrorCode =
  /** A dropped connection or another transport failure that may recover. */
  | 'network'
  /** Nothing answers at the address: connection refused, name not resolved, a port the browser blocks. */
  | 'unreachable'
  /** The server answered but refused this page's origin (browser only). */
  | 'cors'
  /** 401/403: a missing or wrong API key. */
  | 'auth'
  /** 404: no such endpoint or model on the server. */
  | 'not_found'
  | 'timeout'
  /** Any other HTTP status (429 and 5xx are retryable). */
  | 'http_status'
  | 'bad_response'
  | 'device_lost'
  | 'aborted'
  | 'not_loaded'
  | 'unsupported'
  /** A request the engine rejects as invalid (HTTP 400, a prompt over the context window). */
  | 'bad_request'
  | 'internal';

/**
 * A failure to get an answer out of an engine. It is never scored as a model
 * answer: the run loop records it and redoes the sample on resume.
 */
export class EngineError extends Error {
  readonly code: EngineErrorCode;
  /** Whether trying again later can help (429, 5xx, network), as opposed to a broken request. */
  readonly retryable: boolean;
  /** HTTP status, when the server answered. */
  readonly status: number | null;
  /** What the user can try, in plain words ("is the server running at …?"); null when nothing useful. */
  readonly hint: string | null;

  constructor(code: EngineErrorCode, message: string, options: { retryable?: boolean; status?: number | null; hint?: string | null; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'EngineError';
    this.code = code;
    this.retryable = options.retryable ?? false;
    this.status = options.status ?? null;
    this.hint = options.hint ?? null;
  }

  /** One line for a run record: "http_status 503: Service Unavailable". */
  toRecordString(): string {
    return `${this.code}${this.status === null ? '' : ' ' + this.status}: ${this.message}`;
  }
}

/**
 * Errors that will not go away by retrying: every further request would fail the same
 * way, so they stop the whole run after the first sample that meets them (the run is
 * `failed`, with the cause, and stays resumable once the cause is fixed). Retries are
 * for what can recover: 429, 5xx, timeouts, dropped connections.
 */
export const FATAL_CODES: ReadonlySet<EngineErrorCode> = new Set<EngineErrorCode>([
  'unreachable', 'cors', 'auth', 'not_found', 'bad_request', 'unsupported', 'device_lost', 'not_loaded',
]);

/** The one failure rule: does this error end the run (as opposed to one sample)? */
export function stopsRun(error: EngineError): boolean {
  return error.code === 'aborted' || FATAL_CODES.has(error.code);
}

/**
 * An answer past MAX_ANSWER_CHARS: engines stop reading there and the run loop checks
 * every engine's result, so the cap holds whatever answered. Not retried (the same
 * request would run away again) and not fatal (the next sample may be fine).
 */
export function answerTooLong(what = 'the answer'): EngineError {
  return new EngineError('bad_response', `${what} passed the cap of ${MAX_ANSWER_CHARS.toLocaleString('en-US')} characters (4 MiB, answer and reasoning together) and was not kept`, {
    hint: 'Set a token limit (--max-tokens, or Max tokens in the app) so the model stops sooner; a model that repeats itself endlessly may need another template or model.',
  });
}

/** Structural check too, because errors crossing a worker boundary lose their class. */
export function isEngineError(value: unknown): value is EngineError {
  if (value instanceof EngineError) return true;
  return typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'EngineError'
    && typeof (value as { code?: unknown }).code === 'string';
}

/** Wraps anything an engine threw into an EngineError (unknown failures are 'internal'). */
export function toEngineError(value: unknown, signal?: AbortSignal): EngineError {
  if (value instanceof EngineError) return value;
  if (isEngineError(value)) {
    const v = value as unknown as { code: EngineErrorCode; message?: string; retryable?: boolean; status?: number | null; hint?: string | null };
    return new EngineError(v.code, String(v.message ?? v.code), { retryable: v.retryable === true, status: v.status ?? null, hint: v.hint ?? null });
  }
  if (signal?.aborted) return new EngineError('aborted', 'the run was stopped', { cause: value });
  const message = value instanceof Error ? value.message : String(value);
  return new EngineError('internal', message, { cause: value });
}
