// WebLLM (in-browser WebGPU) behind the Engine interface. The adapter RECEIVES an
// MLCEngineInterface (WebLLM's own worker proxy in the app, FakeMLCEngine in tests)
// instead of constructing one, and imports only WebLLM's types, so this module loads
// anywhere. Loading, the model catalog and the cache live in webllm-models.ts.
import type {
  AppConfig,
  ChatCompletionChunk,
  ChatCompletionRequestStreaming,
  ChatOptions,
  CompletionUsage,
  InitProgressReport,
  MLCEngineInterface,
} from '@mlc-ai/web-llm';
import { EngineError, MAX_ANSWER_CHARS, answerTooLong, clock, numericFields, throwIfAborted, type Engine, type EngineSpec, type GenerateRequest, type GenerateResult } from './engine.ts';
import { DEFAULT_TICK_MS, ticker } from './stream-ticks.ts';

/**
 * WebLLM request for one attempt (exported so tests can pin it). Streamed, so a run
 * shows tokens while the model generates; include_usage makes the last chunk carry
 * usage with WebLLM's own measurements (usage.extra).
 */
export function buildWebLLMRequest(model: string, request: GenerateRequest): ChatCompletionRequestStreaming {
  const body: ChatCompletionRequestStreaming = {
    model,
    messages: request.messages.map((m) => ({ role: m.role, content: m.content })),
    temperature: request.temperature,
    stream: true,
    stream_options: { include_usage: true },
  };
  // WebLLM rejects a non-integer seed (SeedTypeError).
  if (request.seed !== null) body.seed = Math.trunc(request.seed);
  if (request.max_tokens !== null) body.max_tokens = request.max_tokens;
  // WebLLM's grammar engine takes the schema as a string under type json_object.
  if (request.json_schema) body.response_format = { type: 'json_object', schema: JSON.stringify(request.json_schema) };
  // Qwen3's chat template switch; other models ignore it.
  if (request.thinking !== null) body.extra_body = { enable_thinking: request.thinking };
  return body;
}

/**
 * WebLLM errors arrive as Error objects from an in-page engine but as plain strings
 * ("DeviceLostError: …") through its worker proxy, so they are classified by name and text.
 */
export function classifyWebLLMError(err: unknown, signal?: AbortSignal): EngineError {
  if (err instanceof EngineError) return err;
  if (signal?.aborted) return new EngineError('aborted', 'the run was stopped', { cause: err });
  const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  if (/DeviceLost|device (was|is|has been) lost/i.test(text)) {
    return new EngineError('device_lost', 'the GPU device was lost (often out of memory); reload the model, perhaps a smaller one, and resume', { cause: err });
  }
  if (/ModelNotLoaded|EngineNotLoaded|not loaded/i.test(text)) return new EngineError('not_loaded', text, { cause: err });
  if (/ShaderF16|shader-f16/i.test(text)) return new EngineError('unsupported', text, { cause: err });
  if (/ContextWindowSizeExceeded|context window/i.test(text)) return new EngineError('bad_request', text, { cause: err });
  if (/WebGPUNotAvailable|WebGPUNotFound|WebGPU is not supported/i.test(text)) return new EngineError('unsupported', text, { cause: err });
  return new EngineError('internal', text, { cause: err });
}

export interface WebLLMEngineOptions {
  /** A loaded engine (see loadWebLLMModel). */
  mlc: MLCEngineInterface;
  model: string;
  details?: EngineSpec['details'];
  /** Least time between two onStream ticks. Default 250 ms. */
  tickIntervalMs?: number;
}

/** Rejects with 'aborted' when the signal fires; dispose() removes the listener. */
function whenAborted(signal: AbortSignal): { promise: Promise<never>; dispose: () => void } {
  let onAbort = (): void => undefined;
  const promise = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(new EngineError('aborted', 'the run was stopped'));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  promise.catch(() => undefined);
  return { promise, dispose: () => signal.removeEventListener('abort', onAbort) };
}

/**
 * Reads WebLLM's chunk stream to the end, ticking as text arrives. Past MAX_ANSWER_CHARS
 * it interrupts generation and reads the rest without keeping it (WebLLM holds the
 * model's lock until its stream ends), then fails the answer.
 */
async function assemble(chunks: AsyncIterable<ChatCompletionChunk>, request: GenerateRequest, start: number, tickMs: number, interrupt: () => void): Promise<GenerateResult> {
  const tick = ticker(request.onStream, tickMs, start);
  const parts: string[] = [];
  let chars = 0;
  let overflow = false;
  let deltas = 0;
  let firstToken: number | null = null;
  let finish: string | null = null;
  let usage: CompletionUsage | undefined;
  for await (const chunk of chunks) {
    if (chunk.usage) usage = chunk.usage;
    const choice = chunk.choices[0];
    if (!choice) continue;
    if (choice.finish_reason) finish = choice.finish_reason;
    const piece = choice.delta?.content;
    if (!piece || overflow) continue;
    chars += piece.length;
    if (chars > MAX_ANSWER_CHARS) {
      overflow = true;
      parts.length = 0;
      interrupt();
      continue;
    }
    parts.push(piece);
    deltas++; // WebLLM sends one chunk per decoded token (fewer when a character spans tokens)
    firstToken ??= clock();
    tick({ tokens: deltas, chars }, firstToken, false);
  }
  if (overflow) throw answerTooLong();
  if (finish === null) throw new EngineError('bad_response', 'WebLLM\'s stream ended without a finish reason');
  if (finish === 'abort') throw new EngineError('aborted', 'generation was interrupted');
  tick({ tokens: usage?.completion_tokens ?? deltas, chars }, firstToken, true);
  return {
    // Thinking models put <think>…</think> in the content; the parser skips it.
    text: parts.join(''),
    reasoning: null,
    prompt_tokens: usage?.prompt_tokens ?? null,
    completion_tokens: usage?.completion_tokens ?? null,
    latency_ms: clock() - start,
    finish_reason: finish,
    telemetry: { ttft_ms: firstToken === null ? null : firstToken - start, streamed: true, retries: 0, engine: numericFields(usage?.extra) },
  };
}

export function createWebLLMEngine(options: WebLLMEngineOptions): Engine {
  const { mlc, model } = options;
  const tickMs = options.tickIntervalMs ?? DEFAULT_TICK_MS;
  const info: EngineSpec = { kind: 'webllm', model, details: options.details ?? {} };
  return {
    id: `webllm:${model}`,
    describe: () => ({ ...info }),
    async generate(request: GenerateRequest, signal: AbortSignal): Promise<GenerateResult> {
      throwIfAborted(signal);
      // interruptGenerate() makes WebLLM end the stream after the current step (finish
      // reason "abort"). The caller is answered at once; the stream is still read to
      // its end in the background, because WebLLM holds the model's lock until then.
      const onAbort = (): void => mlc.interruptGenerate();
      signal.addEventListener('abort', onAbort, { once: true });
      const aborted = whenAborted(signal);
      const start = clock();
      const work = mlc.chat.completions.create(buildWebLLMRequest(model, request)).then((chunks) => assemble(chunks, request, start, tickMs, () => mlc.interruptGenerate()));
      work.catch(() => undefined);
      try {
        const result = await Promise.race([work, aborted.promise]);
        throwIfAborted(signal);
        return result;
      } catch (err) {
        throw classifyWebLLMError(err, signal);
      } finally {
        aborted.dispose();
        signal.removeEventListener('abort', onAbort);
      }
    },
  };
}

export interface LoadWebLLMOptions {
  appConfig: AppConfig;
  onProgress?: (report: InitProgressReport) => void;
  chatOptions?: ChatOptions;
  signal?: AbortSignal;
}

/**
 * Loads (downloads, compiles, caches) `modelId` into an existing engine, reporting
 * progress. Aborting unloads, which makes WebLLM cancel the pending download.
 * Returns an EngineError value instead of throwing.
 */
export async function loadWebLLMModel(mlc: MLCEngineInterface, modelId: string, options: LoadWebLLMOptions): Promise<EngineError | null> {
  if (options.signal?.aborted) return new EngineError('aborted', 'loading was cancelled');
  mlc.setAppConfig(options.appConfig);
  if (options.onProgress) mlc.setInitProgressCallback(options.onProgress);
  const onAbort = (): void => void mlc.unload().catch(() => undefined);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    await mlc.reload(modelId, options.chatOptions);
    if (options.signal?.aborted) return new EngineError('aborted', 'loading was cancelled');
    return null;
  } catch (err) {
    return classifyWebLLMError(err, options.signal);
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
  }
}
