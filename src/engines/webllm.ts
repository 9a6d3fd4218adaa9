// WebLLM (in-browser WebGPU) behind the Engine interface. The adapter RECEIVES an
// MLCEngineInterface (WebLLM's own worker proxy in the app, FakeMLCEngine in tests)
// instead of constructing one, and imports only WebLLM's types, so this module loads
// anywhere. Loading, the model catalog and the cache live in webllm-models.ts.
import type {
  AppConfig,
  ChatCompletionRequestNonStreaming,
  ChatOptions,
  InitProgressReport,
  MLCEngineInterface,
} from '@mlc-ai/web-llm';
import { EngineError, clock, throwIfAborted, type Engine, type EngineInfo, type GenerateRequest, type GenerateResult } from './engine.ts';

/** WebLLM request for one attempt (exported so tests can pin it). */
export function buildWebLLMRequest(model: string, request: GenerateRequest): ChatCompletionRequestNonStreaming {
  const body: ChatCompletionRequestNonStreaming = {
    model,
    messages: request.messages.map((m) => ({ role: m.role, content: m.content })),
    temperature: request.temperature,
    stream: false,
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
  details?: EngineInfo['details'];
}

export function createWebLLMEngine(options: WebLLMEngineOptions): Engine {
  const { mlc, model } = options;
  const info: EngineInfo = { kind: 'webllm', model, details: options.details ?? {} };
  return {
    id: `webllm:${model}`,
    describe: () => ({ ...info }),
    async generate(request: GenerateRequest, signal: AbortSignal): Promise<GenerateResult> {
      throwIfAborted(signal);
      // interruptGenerate() makes WebLLM return what it has so far; that partial
      // text must not be scored, hence the check after the await.
      const onAbort = (): void => mlc.interruptGenerate();
      signal.addEventListener('abort', onAbort, { once: true });
      const start = clock();
      try {
        const completion = await mlc.chat.completions.create(buildWebLLMRequest(model, request));
        throwIfAborted(signal);
        const choice = completion.choices[0];
        if (!choice) throw new EngineError('bad_response', 'WebLLM returned no choices');
        if (choice.finish_reason === 'abort') throw new EngineError('aborted', 'generation was interrupted');
        return {
          // Thinking models put <think>…</think> in the content; the parser skips it.
          text: choice.message.content ?? '',
          reasoning: null,
          prompt_tokens: completion.usage?.prompt_tokens ?? null,
          completion_tokens: completion.usage?.completion_tokens ?? null,
          latency_ms: clock() - start,
          finish_reason: choice.finish_reason,
        };
      } catch (err) {
        throw classifyWebLLMError(err, signal);
      } finally {
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
