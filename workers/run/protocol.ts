// The run worker's protocol (over workers/rpc.ts). The worker owns the run loop, the
// engine (a WebLLM MLCEngine too) and the samples; the page calls methods and receives
// small, throttled events — never the records themselves.
import type { ChatMessage } from '../../src/core/protocol/index.ts';
import type { Access, DecodingSpec, EngineConnection, GenerateResult, LiveMetrics, RunEnd, RunProgress, RunRequest, SetChoice } from '../../src/core/run/index.ts';
import type { WebLLMModelInfo } from '../../src/engines/webllm-models.ts';

/** A new run as the page describes it; the worker plans it with core/run (planRun). */
export interface StartRequest {
  run: RunRequest;
  dataSeed: number;
  /** The API key and transport (never stored in the run). */
  access: Access;
  concurrency: number;
  /** Where the run is made, for provenance (the page knows these, the worker may not). */
  provenance: { gpu_adapter: string | null; user_agent: string };
  name?: string | null;
  note?: string | null;
}

/**
 * One question about one trace (the Check view's "ask a model"): the page builds the
 * messages, the worker sends them to the engine once. It lives here because WebLLM
 * does: a model already loaded for a run is reused. One attempt, decoding.seed as given.
 */
export interface AskRequest {
  connection: EngineConnection;
  messages: ChatMessage[];
  decoding: DecodingSpec;
}

export interface ResumeRequest {
  runId: string;
  /** The API key for the stored engine (not in the run). */
  apiKey: string | null;
  concurrency: number;
}

export type Phase = 'idle' | 'preparing' | 'loading-model' | 'running' | 'pausing' | 'paused' | 'complete' | 'cancelled' | 'failed';

/** One recent answer, shown as text only. */
export interface LatestAnswer {
  sample_id: string;
  set: string;
  trace_type: string;
  /** Raw text of the first attempt, cut to a readable length (its start). */
  text: string;
  /** The whole text's length in characters. */
  text_length: number;
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
  name: string | null;
  /** The server a remote engine sends the samples to; null for in-browser engines. */
  base_url: string | null;
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

/** A catalog entry as the Run and Storage views see it: WebLLM's facts plus the cache state. */
export type ModelEntry = Omit<WebLLMModelInfo, 'message'> & {
  cached: boolean;
  /** The q4f32 sibling for GPUs without shader-f16, when the catalog has one. */
  f32_alternative: string | null;
};

export type RunEvent =
  | { type: 'phase'; phase: Phase; run: RunInfo | null; message: string | null; hint: string | null }
  | { type: 'load'; progress: LoadProgress }
  /** A model being prepared for offline use (prepareModel), not a run. */
  | { type: 'prepare'; model: string; progress: LoadProgress }
  | { type: 'snapshot'; runId: string; snapshot: Snapshot }
  /**
   * `unsaved`: why the run's end could not be written to its stored header (a full disk);
   * null when it was. The page keeps the end and writes it when storage works again.
   */
  | { type: 'finished'; runId: string; end: RunEnd; snapshot: Snapshot; unsaved: string | null };

/** A prepared model: in WebLLM's cache (all its weight files) or not. */
export interface PreparedModel {
  id: string;
  cached: boolean;
}

/** The end of a start or resume call. */
export type RunResult = RunEnd & { runId: string };

export interface RunApi {
  /** Resolves when the run ends (complete, failed, paused, cancelled); rejects when it could not start. */
  start(request: StartRequest): Promise<RunResult>;
  resume(request: ResumeRequest): Promise<RunResult>;
  pause(): void;
  cancel(): void;
  /**
   * `code`: the built script files this worker has loaded (WebLLM's library among them once
   * listed): a model is ready for offline use only if they are kept offline too.
   */
  listModels(): Promise<{ models: ModelEntry[]; webllmVersion: string | null; code: string[] }>;
  /** Delete a prebuilt model's weights, config and library from WebLLM's cache. */
  deleteModel(id: string): Promise<void>;
  /**
   * Downloads a prebuilt model into WebLLM's cache without running anything, by loading it
   * as a run would (WebLLM has no download-only call); progress arrives as 'prepare' events.
   * The model stays loaded, so a question or a run right after reuses it. Refused with code
   * 'busy' while a run, a question or another download goes on.
   */
  prepareModel(id: string): Promise<PreparedModel>;
  /** Stops the download going on (the files already complete stay cached; the next download skips them). */
  stopPrepare(): void;
  /** One question; refused with code 'busy' while a run goes (the GPU answers one at a time). */
  ask(request: AskRequest): Promise<GenerateResult>;
}

/** The Web Lock a tab holds while it runs a run, so other tabs know it is alive. */
export function runLockName(runId: string): string {
  return `stepbench-run:${runId}`;
}
