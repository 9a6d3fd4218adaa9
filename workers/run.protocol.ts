// The run worker's protocol, declared once as tagged unions. The worker owns the
// run loop, the engine (a WebLLM MLCEngine too) and the samples; the page sends
// commands and receives small, throttled snapshots — never the records themselves.
import type { DecodingSpec, SetChoice } from '../src/core/run/log.ts';
import type { WebLLMModelInfo } from '../src/engines/webllm-models.ts';
import type { RunProgress } from '../src/core/run/runner.ts';
import type { TraceType } from '../src/core/dataset/types.ts';
import type { ChatMessage } from '../src/core/protocol/types.ts';
import type { GenerateResult } from '../src/core/run/engine-port.ts';

export const REFERENCE_ENGINES = ['reference', 'accept-all', 'answer-only'] as const;
export type RunEngineKind = (typeof REFERENCE_ENGINES)[number] | 'openai' | 'webllm';

/** How to reach the engine. Secrets (the API key) travel here and are never stored in a run. */
export type EngineConnection =
  | { kind: (typeof REFERENCE_ENGINES)[number] }
  | { kind: 'openai'; baseUrl: string; model: string; apiKey: string | null; timeoutMs: number; maxRetries: number }
  | { kind: 'webllm'; model: string; custom: { modelUrl: string; modelLibUrl: string } | null };

/** A new run, as the form describes it. The worker builds the RunSpec from it. */
export interface StartRequest {
  connection: EngineConnection;
  dataSeed: number;
  set: SetChoice;
  limit: number | null;
  templateId: string;
  decoding: DecodingSpec;
  concurrency: number;
  /** Where the run is made, for provenance (the page knows these, the worker may not). */
  provenance: { gpu_adapter: string | null; user_agent: string };
}

export interface ResumeRequest {
  runId: string;
  /** Secrets and transport for the stored engine (the API key is not in the run). */
  apiKey: string | null;
  concurrency: number;
}

/**
 * One question about one trace (the Check view's "ask a model"): the page builds the
 * messages, the worker sends them to the engine once. It lives here because WebLLM
 * does: a model already loaded for a run is reused. k and the seed offsets of a run do not
 * apply (one attempt, decoding.seed as given).
 */
export interface AskRequest {
  connection: EngineConnection;
  messages: ChatMessage[];
  decoding: DecodingSpec;
}

export type Command =
  | { type: 'start'; request: StartRequest }
  | { type: 'ask'; id: string; request: AskRequest }
  | { type: 'resume'; request: ResumeRequest }
  | { type: 'pause' }
  | { type: 'cancel' }
  | { type: 'list-models' }
  | { type: 'delete-model'; id: string };

export type Phase = 'idle' | 'preparing' | 'loading-model' | 'running' | 'pausing' | 'paused' | 'complete' | 'cancelled' | 'error';

/** One accuracy cell: k correct of n scored. */
export interface Cell {
  k: number;
  n: number;
}

export type QueryRow = Record<'overall' | TraceType, Cell>;

export interface LiveSetAccuracy {
  samples: number;
  q1: QueryRow;
  q2: QueryRow;
  q3: QueryRow;
}

export interface LiveMetrics {
  scored: number;
  engine_errors: number;
  parse_errors: number;
  attempts: number;
  sets: { canonical?: LiveSetAccuracy; perturbed?: LiveSetAccuracy };
}

/** One recent answer, shown as text only. */
export interface LatestAnswer {
  sample_id: string;
  set: string;
  trace_type: string;
  /** Raw text of the first attempt, cut to a readable length. */
  text: string;
  answer: { q1: boolean | null; q2: boolean | null; q3: number | null };
  gold: { q1: boolean; q2: boolean; q3: number };
  correct: { q1: boolean; q2: boolean; q3: boolean };
  parse_error: string | null;
  engine_error: string | null;
}

export interface RunInfo {
  id: string;
  engine: string;
  model: string;
  set: SetChoice;
  limit: number | null;
  k: number;
}

export interface Snapshot {
  progress: RunProgress;
  /** Samples per minute over this invocation. */
  throughput: number | null;
  metrics: LiveMetrics | null;
  latest: LatestAnswer[];
}

export interface LoadProgress {
  /** 0..1 */
  fraction: number;
  text: string;
}

/** Errors cross the boundary as plain data and are rebuilt on arrival. */
export interface WireError {
  name: string;
  code: string;
  message: string;
}

/** A catalog entry as the Run and Storage views see it: WebLLM's facts plus the cache state. */
export type ModelEntry = Omit<WebLLMModelInfo, 'message'> & {
  cached: boolean;
  /** The q4f32 sibling for GPUs without shader-f16, when the catalog has one. */
  f32_alternative: string | null;
};

export type Event =
  | { type: 'phase'; phase: Phase; run: RunInfo | null; message: string | null }
  | { type: 'load'; progress: LoadProgress }
  | { type: 'model-deleted'; id: string }
  | { type: 'snapshot'; runId: string; snapshot: Snapshot }
  | { type: 'finished'; runId: string; status: 'complete' | 'paused' | 'cancelled' | 'error'; stopReason: string | null; snapshot: Snapshot }
  | { type: 'models'; models: ModelEntry[]; webllmVersion: string | null }
  | { type: 'error'; command: Command['type']; error: WireError }
  /** The reply to one 'ask' (never an 'error' event); a run going on refuses with code 'busy'. */
  | ({ type: 'answer'; id: string } & ({ result: GenerateResult; error?: never } | { error: WireError; result?: never }));

/** The Web Lock a tab holds while it runs a run, so other tabs know it is alive. */
export function runLockName(runId: string): string {
  return `stepbench-run:${runId}`;
}

export function toWireError(err: unknown, code = 'internal'): WireError {
  if (err instanceof Error) {
    const c = (err as { code?: unknown }).code;
    return { name: err.name, code: typeof c === 'string' ? c : code, message: err.message };
  }
  return { name: 'Error', code, message: String(err) };
}

/** The worker's error, rebuilt as an Error with its name and code. */
export class RunWorkerError extends Error {
  readonly code: string;
  constructor(wire: WireError) {
    super(wire.message);
    this.name = wire.name;
    this.code = wire.code;
  }
}
