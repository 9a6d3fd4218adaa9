// FakeMLCEngine: a TEST DOUBLE of WebLLM's engine, for tests only. It implements
// WebLLM's own `MLCEngineInterface` (checked by `implements` against the package's
// .d.ts, no casts) and wires WebLLM's real `Chat`/`Completions`/`Embeddings`
// classes to itself, so `engine.chat.completions.create()` goes through WebLLM's
// code exactly as in the browser. Behaviour is scripted: replies (with optional
// delay), thrown errors (device loss as an Error or as the string WebLLM's worker
// proxy delivers), replies that hang until interruptGenerate(), load progress;
// streamed or not, with n choices, usage.extra as WebLLM names it.
// It counts prefills by WebLLM 0.2.86's own rule (MLCEngine.preparePrefillInput and
// compareConversationObject): the KV cache is reused only when the request's history
// (all messages but the last) is exactly the conversation already in the cache, i.e.
// multi-round chat; otherwise the whole prompt is prefilled. Each of n choices runs
// _generate -> prefill, and after choice 0 the cache holds that reply, so n choices
// cost n full prefills. Members stepbench never calls reject with "not scripted".
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
  | {
    kind: 'reply'; content: string; delayMs?: number; promptTokens?: number; completionTokens?: number;
    /** How a stream delivers the content (default: 3 characters a chunk); joined they must equal content. */
    pieces?: string[];
    /** Wait before each streamed chunk. */
    chunkDelayMs?: number;
  }
  /** Rejects with `error` (e.g. a DeviceLostError-like Error, or the worker proxy's string); streamed, after `partial`. */
  | { kind: 'throw'; error: unknown; delayMs?: number; partial?: string }
  /** Never finishes on its own: ends with the partial text and finish_reason "abort" when interrupted. */
  | { kind: 'hang'; partial: string }
  /** Streams `piece` again and again (a runaway generation) until interrupted, then finish_reason "abort". */
  | { kind: 'endless'; piece: string };

/** WebLLM's usage.extra for a reply (fixed figures, so tests can check they are kept). */
export const FAKE_EXTRA = { e2e_latency_s: 1.25, prefill_tokens_per_s: 812.5, decode_tokens_per_s: 41.5, time_to_first_token_s: 0.125, time_per_output_token_s: 0.024 };

/** One prefill as WebLLM would run it. */
export interface FakePrefill {
  /** Tokens prefilled: the whole prompt, or only the new message when the KV cache was reused. */
  tokens: number;
  reused: boolean;
}

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
  /** Every prefill, in order (see the header for WebLLM's rule). */
  readonly prefills: FakePrefill[] = [];
  /** The conversation (messages + last reply) in the KV cache; null after a reset. */
  private kvHistory: string | null = null;
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
    const n = request.n ?? 1;
    if (request.stream && n > 1) throw new Error('StreamingCountError: When streaming, `n` cannot be > 1.');
    if (this.loaded === null) throw new Error('ModelNotLoadedError: Model not loaded before trying to complete ChatCompletionRequest.');
    if (request.stream) {
      const reply = this.nextReply();
      return this.stream(request, reply);
    }
    const choices: ChatCompletion.Choice[] = [];
    let prompt = 0;
    let completion = 0;
    for (let i = 0; i < n; i++) {
      const reply = this.nextReply();
      prompt += this.prefill(request, reply);
      if (reply.kind === 'endless') throw new Error('FakeMLCEngine: an endless reply is scripted for streams only');
      if (reply.kind === 'hang') {
        await new Promise<void>((resolve) => this.interruptWaiters.push(resolve));
        this.kvHistory = null;
        choices.push(this.choice(i, reply.partial, 'abort'));
        continue;
      }
      if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
      if (reply.kind === 'throw') throw reply.error;
      this.remember(request, reply.content);
      completion += reply.completionTokens ?? 10;
      choices.push(this.choice(i, reply.content, 'stop'));
    }
    return {
      id: 'chatcmpl-fake', object: 'chat.completion', created: 0, model: this.loaded,
      choices, usage: this.usage(prompt, completion),
    };
  }

  private nextReply(): FakeReply {
    const reply = this.replies.shift();
    if (!reply) throw new Error('FakeMLCEngine: no scripted reply left');
    return reply;
  }

  /** WebLLM's prefill rule (see the header); returns the prompt tokens it counts. */
  private prefill(request: ChatCompletionRequestBase, reply: FakeReply): number {
    const full = reply.kind === 'reply' ? (reply.promptTokens ?? 100) : 100;
    const reused = this.kvHistory !== null && this.kvHistory === JSON.stringify(request.messages.slice(0, -1));
    const tokens = reused ? Math.max(1, Math.round(full / 10)) : full;
    this.prefills.push({ tokens, reused });
    return tokens;
  }

  /** After a finished reply the cache holds the conversation plus that reply. */
  private remember(request: ChatCompletionRequestBase, content: string): void {
    this.kvHistory = JSON.stringify([...request.messages, { role: 'assistant', content }]);
  }

  private async *stream(request: ChatCompletionRequestBase, reply: FakeReply): AsyncGenerator<ChatCompletionChunk> {
    const prompt = this.prefill(request, reply);
    if ((reply.kind === 'reply' || reply.kind === 'throw') && reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    const includeUsage = request.stream_options?.include_usage === true;
    const chunk = (content: string | null, finish: ChatCompletionChunk.Choice['finish_reason'] = null): ChatCompletionChunk => ({
      id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model: this.loaded ?? '',
      choices: [{ index: 0, finish_reason: finish, delta: content === null ? {} : { role: 'assistant', content } }],
    });
    if (reply.kind === 'throw') {
      if (reply.partial) yield chunk(reply.partial);
      throw reply.error;
    }
    if (reply.kind === 'endless') {
      const before = this.interrupts;
      while (this.interrupts === before) yield chunk(reply.piece);
      this.kvHistory = null;
      yield chunk(null, 'abort');
      if (includeUsage) yield { ...chunk(null), choices: [], usage: this.usage(prompt, 1) };
      return;
    }
    if (reply.kind === 'hang') {
      yield chunk(reply.partial);
      await new Promise<void>((resolve) => this.interruptWaiters.push(resolve));
      this.kvHistory = null; // an interrupted reply is not continued in place
      yield chunk(null, 'abort');
      if (includeUsage) yield { ...chunk(null), choices: [], usage: this.usage(prompt, 1) };
      return;
    }
    const pieces = reply.pieces ?? (reply.content.match(/[\s\S]{1,3}/gu) ?? []);
    if (pieces.join('') !== reply.content) throw new Error('FakeMLCEngine: pieces do not join to the content');
    for (const piece of pieces) {
      if (reply.chunkDelayMs) await new Promise((r) => setTimeout(r, reply.chunkDelayMs));
      yield chunk(piece);
    }
    this.remember(request, reply.content);
    yield chunk(null, 'stop');
    if (includeUsage) yield { ...chunk(null), choices: [], usage: this.usage(prompt, reply.completionTokens ?? pieces.length) };
  }

  private choice(index: number, content: string, finish: 'stop' | 'abort'): ChatCompletion.Choice {
    return { index, finish_reason: finish, logprobs: null, message: { role: 'assistant', content } };
  }

  private usage(prompt: number, completion: number): ChatCompletion['usage'] & object {
    return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion, extra: { ...FAKE_EXTRA } };
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
