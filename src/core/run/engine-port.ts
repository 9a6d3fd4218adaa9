// The engine contract as the pure run loop sees it. It lives in core (not in
// src/engines) because the ring rules forbid core from importing adapters; the
// adapters implement it and src/engines/engine.ts re-exports it.
import type { ChatMessage } from '../protocol/types.ts';

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
}

/** What a run stores about the engine (no secrets: never the API key). */
export interface EngineInfo {
  kind: string;
  model: string;
  base_url?: string;
  /** Free-form details worth keeping with a run (quantization, context window...). */
  details?: Record<string, string | number | boolean | null>;
}

export interface Engine {
  id: string;
  describe(): EngineInfo;
  /** Resolves with the model's output or rejects with an EngineError. */
  generate(request: GenerateRequest, signal: AbortSignal): Promise<GenerateResult>;
}

export type EngineErrorCode =
  | 'network'
  | 'timeout'
  | 'http_status'
  | 'bad_response'
  | 'device_lost'
  | 'aborted'
  | 'not_loaded'
  | 'unsupported'
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
  /** HTTP status for code 'http_status'. */
  readonly status: number | null;

  constructor(code: EngineErrorCode, message: string, options: { retryable?: boolean; status?: number | null; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'EngineError';
    this.code = code;
    this.retryable = options.retryable ?? false;
    this.status = options.status ?? null;
  }

  /** One line for a run record: "http_status 503: Service Unavailable". */
  toRecordString(): string {
    return `${this.code}${this.status === null ? '' : ' ' + this.status}: ${this.message}`;
  }
}

/**
 * Errors that end the whole run rather than one sample (the run stays resumable):
 * after an abort or a lost GPU device (which also unloads the model) every further
 * request would fail the same way.
 */
export function stopsRun(error: EngineError): boolean {
  return error.code === 'aborted' || error.code === 'device_lost' || error.code === 'not_loaded';
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
    const v = value as unknown as { code: EngineErrorCode; message?: string; retryable?: boolean; status?: number | null };
    return new EngineError(v.code, String(v.message ?? v.code), { retryable: v.retryable === true, status: v.status ?? null });
  }
  if (signal?.aborted) return new EngineError('aborted', 'the run was stopped', { cause: value });
  const message = value instanceof Error ? value.message : String(value);
  return new EngineError('internal', message, { cause: value });
}
