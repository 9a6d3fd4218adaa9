// OpenAI-compatible `/v1/chat/completions` (vLLM, SGLang, Ollama, llama.cpp server,
// hosted APIs) over plain fetch. Retries live here, in the adapter, because only
// the transport knows what is worth retrying; concurrency lives in the run loop.
import { EngineError, clock, type Engine, type EngineInfo, type GenerateRequest, type GenerateResult } from './engine.ts';

export interface OpenAIEngineOptions {
  /** e.g. http://localhost:8000 or http://localhost:11434/v1 or a full .../chat/completions URL. */
  baseUrl: string;
  model: string;
  apiKey?: string | null;
  /** Per request, including the time the server spends generating. Default 120 s. */
  timeoutMs?: number;
  /** Retries after the first try, for 429, 5xx, network errors and timeouts. Default 4. */
  maxRetries?: number;
  /** First backoff step; doubles each retry. Default 1 s. */
  backoffBaseMs?: number;
  /** Cap on one wait, also applied to Retry-After. Default 60 s. */
  backoffMaxMs?: number;
  /** Jitter source in [0, 1): inject a seeded one for reproducible tests. */
  random?: () => number;
  /** Injected for tests; must reject when the signal fires. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  fetch?: typeof fetch;
}

const DEFAULTS = { timeoutMs: 120_000, maxRetries: 4, backoffBaseMs: 1_000, backoffMaxMs: 60_000 };

/** Accepts the forms people paste: server root, .../v1, or the full endpoint. */
export function chatCompletionsUrl(baseUrl: string): string {
  const base = baseUrl.trim().replace(/\/+$/, '');
  if (/\/chat\/completions$/.test(base)) return base;
  if (/\/v\d+$/.test(base)) return `${base}/chat/completions`;
  return `${base}/v1/chat/completions`;
}

/** The JSON body sent to the server (exported so tests can pin it). */
export function buildRequestBody(model: string, request: GenerateRequest): Record<string, unknown> {
  const body: Record<string, unknown> = {
    model,
    messages: request.messages.map((m) => ({ role: m.role, content: m.content })),
    temperature: request.temperature,
    stream: false,
  };
  if (request.seed !== null) body.seed = request.seed;
  if (request.max_tokens !== null) body.max_tokens = request.max_tokens;
  if (request.json_schema) {
    body.response_format = { type: 'json_schema', json_schema: { name: 'verdict', schema: request.json_schema, strict: true } };
  }
  if (request.thinking !== null) {
    // vLLM/SGLang pass chat_template_kwargs to the chat template (Qwen3's switch);
    // Ollama reads `think`. Servers ignore fields they do not know.
    body.chat_template_kwargs = { enable_thinking: request.thinking };
    body.think = request.thinking;
  }
  return body;
}

/** Seconds or an HTTP date, as milliseconds from now; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** Exponential backoff with "equal jitter": half fixed, half random, so waits never collapse to 0. */
export function backoffDelay(retry: number, baseMs: number, maxMs: number, random: () => number): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** retry);
  return ceiling / 2 + (ceiling / 2) * random();
}

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new EngineError('aborted', 'the run was stopped'));
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(new EngineError('aborted', 'the run was stopped'));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

interface ChoiceMessage {
  content?: unknown;
  reasoning_content?: unknown;
  reasoning?: unknown;
}

/** Reads a 200 body; anything that is not a chat completion is a 'bad_response', never a model answer. */
export function readCompletion(raw: string): Omit<GenerateResult, 'latency_ms'> | EngineError {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return new EngineError('bad_response', `response is not JSON: ${raw.slice(0, 120)}`);
  }
  const choice = (body as { choices?: unknown })?.choices;
  const first = Array.isArray(choice) ? (choice[0] as { message?: ChoiceMessage; finish_reason?: unknown } | undefined) : undefined;
  const message = first?.message;
  if (!message || typeof message !== 'object') return new EngineError('bad_response', 'response has no choices[0].message');
  if (message.content !== null && message.content !== undefined && typeof message.content !== 'string') {
    return new EngineError('bad_response', 'choices[0].message.content is not a string');
  }
  const reasoning = typeof message.reasoning_content === 'string' ? message.reasoning_content
    : typeof message.reasoning === 'string' ? message.reasoning : null;
  const usage = (body as { usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } }).usage;
  const count = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  return {
    // A null content (all tokens spent reasoning) is the model's failure to answer: it is scored as a parse error.
    text: typeof message.content === 'string' ? message.content : '',
    reasoning,
    prompt_tokens: count(usage?.prompt_tokens),
    completion_tokens: count(usage?.completion_tokens),
    finish_reason: typeof first?.finish_reason === 'string' ? first.finish_reason : null,
  };
}

function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

export function createOpenAIEngine(options: OpenAIEngineOptions): Engine {
  const url = chatCompletionsUrl(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const maxRetries = options.maxRetries ?? DEFAULTS.maxRetries;
  const baseMs = options.backoffBaseMs ?? DEFAULTS.backoffBaseMs;
  const maxMs = options.backoffMaxMs ?? DEFAULTS.backoffMaxMs;
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? defaultSleep;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const info: EngineInfo = { kind: 'openai', model: options.model, base_url: options.baseUrl };
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

  /** One HTTP exchange; returns the result, or the error with an optional server-requested wait. */
  async function once(body: string, signal: AbortSignal): Promise<GenerateResult | { error: EngineError; waitMs: number | null }> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = AbortSignal.any([signal, timeout]);
    const start = clock();
    try {
      const response = await doFetch(url, { method: 'POST', headers, body, signal: combined });
      const text = await response.text();
      if (!response.ok) {
        const error = new EngineError('http_status', `${response.status} ${response.statusText} ${text.slice(0, 200)}`.trim(), {
          status: response.status,
          retryable: isRetryableStatus(response.status),
        });
        return { error, waitMs: parseRetryAfter(response.headers.get('retry-after')) };
      }
      const read = readCompletion(text);
      if (read instanceof EngineError) return { error: read, waitMs: null };
      return { ...read, latency_ms: clock() - start };
    } catch (err) {
      if (signal.aborted) return { error: new EngineError('aborted', 'the run was stopped', { cause: err }), waitMs: null };
      if (timeout.aborted) {
        return { error: new EngineError('timeout', `no complete response within ${timeoutMs} ms`, { retryable: true, cause: err }), waitMs: null };
      }
      const message = err instanceof Error ? (err.cause instanceof Error ? `${err.message}: ${err.cause.message}` : err.message) : String(err);
      return { error: new EngineError('network', message, { retryable: true, cause: err }), waitMs: null };
    }
  }

  return {
    id: `openai:${options.model}`,
    describe: () => ({ ...info }),
    async generate(request: GenerateRequest, signal: AbortSignal): Promise<GenerateResult> {
      const body = JSON.stringify(buildRequestBody(options.model, request));
      for (let retry = 0; ; retry++) {
        if (signal.aborted) throw new EngineError('aborted', 'the run was stopped');
        const outcome = await once(body, signal);
        if (!('error' in outcome)) return outcome;
        const { error, waitMs } = outcome;
        if (!error.retryable || retry >= maxRetries) {
          if (retry > 0 && error.retryable) {
            throw new EngineError(error.code, `${error.message} (gave up after ${retry + 1} tries)`, { status: error.status, retryable: true, cause: error });
          }
          throw error;
        }
        const wait = Math.min(maxMs, waitMs ?? backoffDelay(retry, baseMs, maxMs, random));
        await sleep(wait, signal);
      }
    },
  };
}
