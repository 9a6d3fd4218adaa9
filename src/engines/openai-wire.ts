// The OpenAI-compatible wire format: where to send, what to send, how to read a
// non-streamed answer, how long to wait between tries. Pure functions, pinned by tests.
import { EngineError, MAX_ANSWER_CHARS, answerTooLong, numericFields, type GenerateRequest } from './engine.ts';
import type { StreamedCompletion } from './openai-stream.ts';

/** Accepts the forms people paste: server root, .../v1, or the full endpoint. */
export function chatCompletionsUrl(baseUrl: string): string {
  const base = baseUrl.trim().replace(/\/+$/, '');
  if (/\/chat\/completions$/.test(base)) return base;
  if (/\/v\d+$/.test(base)) return `${base}/chat/completions`;
  return `${base}/v1/chat/completions`;
}

/** The JSON body sent to the server (exported so tests can pin it). */
export function buildRequestBody(model: string, request: GenerateRequest, stream = false): Record<string, unknown> {
  const body: Record<string, unknown> = {
    model,
    messages: request.messages.map((m) => ({ role: m.role, content: m.content })),
    temperature: request.temperature,
    stream,
  };
  // The final chunk then carries usage (token counts), as a non-streamed answer does.
  if (stream) body.stream_options = { include_usage: true };
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

interface ChoiceMessage {
  content?: unknown;
  reasoning_content?: unknown;
  reasoning?: unknown;
}

/** Reads a 200 body; anything that is not a chat completion is a 'bad_response', never a model answer. */
export function readCompletion(raw: string): StreamedCompletion | EngineError {
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
  const text = typeof message.content === 'string' ? message.content : '';
  if (text.length + (reasoning?.length ?? 0) > MAX_ANSWER_CHARS) return answerTooLong();
  const usage = (body as { usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } }).usage;
  const count = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  return {
    // A null content (all tokens spent reasoning) is the model's failure to answer: it is scored as a parse error.
    text,
    reasoning,
    prompt_tokens: count(usage?.prompt_tokens),
    completion_tokens: count(usage?.completion_tokens),
    finish_reason: typeof first?.finish_reason === 'string' ? first.finish_reason : null,
    engine: numericFields((body as { timings?: unknown }).timings),
  };
}
