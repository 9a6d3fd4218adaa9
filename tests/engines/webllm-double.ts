// FakeMLCEngine: a TEST DOUBLE of WebLLM's engine, for tests only. It implements
// WebLLM's own `MLCEngineInterface` (checked by `implements` against the package's
// .d.ts, no casts) and wires WebLLM's real `Chat`/`Completions`/`Embeddings`
// classes to itself, so `engine.chat.completions.create()` goes through WebLLM's
// code exactly as in the browser. Behaviour is scripted: replies (with optional
// delay), thrown errors (device loss as an Error or as the string WebLLM's worker
// proxy delivers), replies that hang until interruptGenerate(), load progress.
// Members stepbench never calls reject with "not scripted".
import {
  Chat,
  Completions,
  Embeddings,
  type AppConfig,
  type ChatCompletion,
  type ChatCompletionChunk,
  type ChatCompletionRequest,
  type ChatCompletionRequestBase,
  type ChatCompletionRequestNonStreaming,
  type ChatCompletionRequestStreaming,
  type ChatOptions,
  type Completion,
  type CompletionCreateParams,
  type CompletionCreateParamsBase,
  type CompletionCreateParamsNonStreaming,
  type CompletionCreateParamsStreaming,
  type CreateEmbeddingResponse,
  type EmbeddingCreateParams,
  type InitProgressCallback,
  type InitProgressReport,
  type LogLevel,
  type MLCEngineInterface,
  type ResumeChatCompletionOptions,
  type ResumeProbeResult,
  type ResumeResult,
} from '@mlc-ai/web-llm';

export type FakeReply =
  | { kind: 'reply'; content: string; delayMs?: number; promptTokens?: number; completionTokens?: number }
  /** Rejects with `error` (e.g. a DeviceLostError-like Error, or the worker proxy's string). */
  | { kind: 'throw'; error: unknown; delayMs?: number }
  /** Never finishes on its own: resolves with the partial text and finish_reason "abort" when interrupted. */
  | { kind: 'hang'; partial: string };

export interface FakeScript {
  replies?: FakeReply[];
  /** Reported through the init-progress callback during reload(). */
  progress?: InitProgressReport[];
  /** reload() rejects with this after reporting progress. */
  reloadError?: unknown;
  /** reload() takes this long (so a test can abort a load). */
  reloadDelayMs?: number;
}

/** What WebLLM's in-page engine throws on device loss (its DeviceLostError is not exported). */
export function deviceLostError(): Error {
  const e = new Error('The WebGPU device was lost while loading the model. This issue often occurs due to running out of memory (OOM).');
  e.name = 'DeviceLostError';
  return e;
}

/** What the worker proxy rejects with instead: the error's toString(). */
export const DEVICE_LOST_FROM_WORKER = deviceLostError().toString();

function notScripted(name: string): Promise<never> {
  return Promise.reject(new Error(`FakeMLCEngine.${name} is not scripted`));
}

export class FakeMLCEngine implements MLCEngineInterface {
  readonly chat: Chat;
  readonly completions: Completions;
  readonly embeddings: Embeddings;
  /** Every chat request as WebLLM's Chat API passed it on. */
  readonly requests: ChatCompletionRequestBase[] = [];
  readonly reloads: { modelId: string | string[]; chatOpts: ChatOptions | ChatOptions[] | undefined }[] = [];
  appConfig: AppConfig | null = null;
  interrupts = 0;
  unloads = 0;
  loaded: string | null = null;
  private readonly replies: FakeReply[];
  private readonly script: FakeScript;
  private progressCallback: InitProgressCallback | undefined;
  private interruptWaiters: (() => void)[] = [];

  constructor(script: FakeScript = {}) {
    this.script = script;
    this.replies = [...(script.replies ?? [])];
    this.chat = new Chat(this);
    this.completions = new Completions(this);
    this.embeddings = new Embeddings(this);
  }

  setInitProgressCallback = (cb: InitProgressCallback): void => { this.progressCallback = cb; };
  getInitProgressCallback = (): InitProgressCallback | undefined => this.progressCallback;
  setAppConfig = (appConfig: AppConfig): void => { this.appConfig = appConfig; };

  reload = async (modelId: string | string[], chatOpts?: ChatOptions | ChatOptions[]): Promise<void> => {
    this.reloads.push({ modelId, chatOpts });
    for (const report of this.script.progress ?? []) this.progressCallback?.(report);
    if (this.script.reloadDelayMs) await new Promise((r) => setTimeout(r, this.script.reloadDelayMs));
    if (this.script.reloadError !== undefined) throw this.script.reloadError;
    this.loaded = Array.isArray(modelId) ? (modelId[0] ?? null) : modelId;
  };

  chatCompletion(request: ChatCompletionRequestNonStreaming): Promise<ChatCompletion>;
  chatCompletion(request: ChatCompletionRequestStreaming): Promise<AsyncIterable<ChatCompletionChunk>>;
  chatCompletion(request: ChatCompletionRequestBase): Promise<AsyncIterable<ChatCompletionChunk> | ChatCompletion>;
  chatCompletion(request: ChatCompletionRequest): Promise<AsyncIterable<ChatCompletionChunk> | ChatCompletion>;
  async chatCompletion(request: ChatCompletionRequestBase): Promise<AsyncIterable<ChatCompletionChunk> | ChatCompletion> {
    this.requests.push(request);
    if (request.stream) throw new Error('FakeMLCEngine does not stream');
    if (this.loaded === null) throw new Error('ModelNotLoadedError: Model not loaded before trying to complete ChatCompletionRequest.');
    const reply = this.replies.shift();
    if (!reply) throw new Error('FakeMLCEngine: no scripted reply left');
    if (reply.kind === 'hang') {
      await new Promise<void>((resolve) => this.interruptWaiters.push(resolve));
      return this.completion_(reply.partial, 'abort', 0, 0);
    }
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (reply.kind === 'throw') throw reply.error;
    return this.completion_(reply.content, 'stop', reply.promptTokens ?? 100, reply.completionTokens ?? 10);
  }

  private completion_(content: string, finish: 'stop' | 'abort', prompt: number, completion: number): ChatCompletion {
    return {
      id: 'chatcmpl-fake', object: 'chat.completion', created: 0, model: this.loaded ?? '',
      choices: [{ index: 0, finish_reason: finish, logprobs: null, message: { role: 'assistant', content } }],
      usage: {
        prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion,
        extra: { e2e_latency_s: 0, prefill_tokens_per_s: 0, decode_tokens_per_s: 0, time_to_first_token_s: 0, time_per_output_token_s: 0 },
      },
    };
  }

  interruptGenerate = (): void => {
    this.interrupts++;
    const waiters = this.interruptWaiters;
    this.interruptWaiters = [];
    for (const w of waiters) w();
  };

  unload = async (): Promise<void> => {
    this.unloads++;
    this.loaded = null;
  };

  completion(request: CompletionCreateParamsNonStreaming): Promise<Completion>;
  completion(request: CompletionCreateParamsStreaming): Promise<AsyncIterable<Completion>>;
  completion(request: CompletionCreateParamsBase): Promise<AsyncIterable<Completion> | Completion>;
  completion(request: CompletionCreateParams): Promise<AsyncIterable<Completion> | Completion>;
  completion(_request: CompletionCreateParamsBase): Promise<AsyncIterable<Completion> | Completion> {
    return notScripted('completion');
  }
  embedding(_request: EmbeddingCreateParams): Promise<CreateEmbeddingResponse> { return notScripted('embedding'); }
  listResumableSessions(): Promise<ResumeProbeResult[]> { return Promise.resolve([]); }
  resumeChatCompletion(_sessionId: string, _options?: ResumeChatCompletionOptions): Promise<ResumeResult | AsyncIterable<ChatCompletionChunk>> { return notScripted('resumeChatCompletion'); }
  deleteResumableSession(_sessionId: string): Promise<void> { return Promise.resolve(); }
  runtimeStatsText = (_modelId?: string): Promise<string> => Promise.resolve('fake: no stats');
  resetChat = (_keepStats?: boolean, _modelId?: string): Promise<void> => Promise.resolve();
  getMessage = (_modelId?: string): Promise<string> => Promise.resolve('');
  getMaxStorageBufferBindingSize(): Promise<number> { return Promise.resolve(1 << 30); }
  getGPUVendor(): Promise<string> { return Promise.resolve('fake'); }
  forwardTokensAndSample(_inputIds: number[], _isPrefill: boolean, _modelId?: string): Promise<number> { return notScripted('forwardTokensAndSample'); }
  setLogLevel(_logLevel: LogLevel): void { /* nothing to log */ }
}
