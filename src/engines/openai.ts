// OpenAI-compatible `/v1/chat/completions` (vLLM, SGLang, Ollama, llama.cpp server,
// hosted APIs) over plain fetch, streamed (SSE) so a run can show progress while a
// model generates. Retries live here, in the adapter, because only the transport knows
// what is worth retrying; concurrency lives in the run loop.
import { userinfoOf, withoutUserinfo } from '../core/run/endpoint-url.ts';
import { EngineError, MAX_WIRE_CHARS, TRANSPORT_DEFAULTS, clock, type Engine, type EngineSpec, type GenerateRequest, type GenerateResult } from './engine.ts';
import { basicAuth } from './basic-auth.ts';
import { answersWithoutCors, browserUnreachableHint, classifyFetchFailure, classifyStatus, corsHint, isBareFetchFailure, pageOrigin, refusesStreaming } from './openai-errors.ts';
import { StreamAssembler, type StreamedCompletion } from './openai-stream.ts';
import { backoffDelay, buildRequestBody, chatCompletionsUrl, parseRetryAfter, readCompletion } from './openai-wire.ts';
import { readBodyText } from './read-body.ts';
import { answeredElsewhere, refusedFinalUrl } from './redirects.ts';
import { SseDecoder } from './sse.ts';
import { DEFAULT_TICK_MS, ticker } from './stream-ticks.ts';

export { backoffDelay, buildRequestBody, chatCompletionsUrl, parseRetryAfter, readCompletion } from './openai-wire.ts';

export interface OpenAIEngineOptions {
  /**
   * e.g. http://localhost:8000 or http://localhost:11434/v1 or a full .../chat/completions URL.
   * A user name and password in it (http://user:pass@host/v1) are sent as a Basic
   * Authorization header when there is no apiKey, and appear nowhere else.
   */
  baseUrl: string;
  model: string;
  /** Sent as a Bearer token (it wins over a user name and password in the URL). */
  apiKey?: string | null;
  /**
   * Non-streamed: the whole request, including the time the server spends generating.
   * Streamed: the longest silence (no byte) allowed, so a long answer that keeps
   * arriving is never cut. Default 120 s.
   */
  timeoutMs?: number;
  /**
   * The longest one request may take, start to last byte, however steadily bytes arrive
   * (an endless or trickling stream). Not retried. Default 10 min.
   */
  deadlineMs?: number;
  /** Retries after the first try, for 429, 5xx, dropped connections and silence timeouts. Default 4. */
  maxRetries?: number;
  /** First backoff step; doubles each retry. Default 1 s. */
  backoffBaseMs?: number;
  /** Cap on one wait, also applied to Retry-After. Default 60 s. */
  backoffMaxMs?: number;
  /** Ask for an SSE stream (default true); servers that refuse get a plain request. */
  stream?: boolean;
  /** Least time between two onStream ticks. Default 250 ms. */
  tickIntervalMs?: number;
  /** Jitter source in [0, 1): inject a seeded one for reproducible tests. */
  random?: () => number;
  /** Injected for tests; must reject when the signal fires. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  fetch?: typeof fetch;
}

const DEFAULTS = { ...TRANSPORT_DEFAULTS, backoffBaseMs: 1_000, backoffMaxMs: 60_000 };
/** An error body is read only for its message. */
const ERROR_BODY_CHARS = 64 * 1024;

/** "600 s", "1.5 s". */
function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
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

type Answer = StreamedCompletion & { latency_ms: number; streamed: boolean; ttft_ms: number | null };
type Outcome =
  | { answer: Answer }
  /** noAnswer: failed before any HTTP answer with no cause the runtime could name (a browser's bare TypeError). */
  | { error: EngineError; waitMs: number | null; noAnswer: boolean };

export function createOpenAIEngine(options: OpenAIEngineOptions): Engine {
  // user:pass@ becomes a header; the URL requested, shown and stored never holds it.
  const base = withoutUserinfo(options.baseUrl.trim());
  const userinfo = userinfoOf(options.baseUrl);
  const url = chatCompletionsUrl(base);
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const deadlineMs = options.deadlineMs ?? DEFAULTS.deadlineMs;
  const maxRetries = options.maxRetries ?? DEFAULTS.maxRetries;
  const baseMs = options.backoffBaseMs ?? DEFAULTS.backoffBaseMs;
  const maxMs = options.backoffMaxMs ?? DEFAULTS.backoffMaxMs;
  const tickMs = options.tickIntervalMs ?? DEFAULT_TICK_MS;
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? defaultSleep;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const info: EngineSpec = { kind: 'openai', model: options.model, base_url: withoutUserinfo(options.baseUrl) };
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream, application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  else if (userinfo) headers.authorization = basicAuth(userinfo.username, userinfo.password);
  /** Set once the server refused a stream: later requests go plain at once. */
  let streams = options.stream ?? true;
  /** Once the server has answered, a browser's bare TypeError is a dropped connection, not a dead server. */
  let everAnswered = false;

  async function readEventStream(body: ReadableStream<Uint8Array>, request: GenerateRequest, start: number, touch: () => void): Promise<Answer> {
    const reader = body.getReader();
    const sse = new SseDecoder();
    const asm = new StreamAssembler();
    const tick = ticker(request.onStream, tickMs, start);
    let firstToken: number | null = null;
    const take = (events: ReturnType<SseDecoder['push']>): void => {
      for (const event of events) {
        if (asm.accept(event)) {
          firstToken ??= clock();
          tick(asm, firstToken, false);
        }
      }
    };
    try {
      while (!asm.done) {
        const { done, value } = await reader.read();
        if (done) break;
        touch();
        take(sse.push(value));
      }
      take(sse.end());
    } finally {
      // After [DONE] (or a failure) nothing more is wanted: free the connection.
      reader.cancel().catch(() => undefined);
    }
    const result = asm.result();
    tick(asm, firstToken, true);
    return { ...result, latency_ms: clock() - start, streamed: true, ttft_ms: firstToken === null ? null : firstToken - start };
  }

  /** One HTTP exchange. */
  async function once(request: GenerateRequest, streamed: boolean, signal: AbortSignal): Promise<Outcome> {
    const timeout = new AbortController();
    let timer = setTimeout(() => timeout.abort(), timeoutMs);
    // Streamed, the timeout is for silence: every byte received restarts it.
    const touch = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => timeout.abort(), timeoutMs);
    };
    // The deadline is for the whole exchange, so a stream that never ends (or trickles a
    // byte just inside the silence timeout) still ends.
    const deadline = new AbortController();
    const deadlineTimer = setTimeout(() => deadline.abort(), deadlineMs);
    const combined = AbortSignal.any([signal, timeout.signal, deadline.signal]);
    const start = clock();
    let midResponse = false;
    try {
      const body = JSON.stringify(buildRequestBody(options.model, request, streamed));
      const response = await doFetch(url, { method: 'POST', headers, body, signal: combined });
      midResponse = true;
      everAnswered = true;
      // A fetch that followed a redirect on its own (a browser's) to where no request should go: its answer is not used.
      const refused = refusedFinalUrl(url, response);
      if (refused) {
        response.body?.cancel().catch(() => undefined);
        return { error: refused, waitMs: null, noAnswer: false };
      }
      if (streamed) touch();
      if (!response.ok) {
        const text = await readBodyText(response, { maxChars: ERROR_BODY_CHARS, over: 'cut' });
        if (streamed && refusesStreaming(response.status, text)) {
          streams = false; // not a retry: the same request, asked the way this server accepts
          clearTimeout(timer);
          clearTimeout(deadlineTimer);
          return await once(request, false, signal);
        }
        const error = classifyStatus(response.status, response.statusText, text, { url, model: options.model });
        const elsewhere = answeredElsewhere(url, response);
        if (error.code === 'auth' && elsewhere) {
          // Not a verdict on the key: the key was never sent there.
          return { error: new EngineError('auth', `${error.message}, after a redirect to ${elsewhere}`, { status: error.status, cause: error, hint: `The server redirected to another origin (${elsewhere}), and credentials go only to the origin you named (${new URL(url).origin}). If you trust ${elsewhere}, point the server URL at it.` }), waitMs: null, noAnswer: false };
        }
        return { error, waitMs: parseRetryAfter(response.headers.get('retry-after')), noAnswer: false };
      }
      const type = response.headers.get('content-type') ?? '';
      // The content type first: touching body makes a web stream, which a JSON answer does not need.
      if (streamed && /text\/event-stream/i.test(type) && response.body) {
        return { answer: await readEventStream(response.body, request, start, touch) };
      }
      const text = await readBodyText(response, { maxChars: MAX_WIRE_CHARS, over: 'refuse', ...(streamed ? { touch } : {}) });
      // A server that ignored stream: true answers with one JSON completion; one that
      // streams under the wrong content type is still read as a stream (whole).
      if (streamed && /^\s*(data|event)\s*:/.test(text)) {
        const sse = new SseDecoder();
        const asm = new StreamAssembler();
        for (const event of [...sse.pushText(text), ...sse.end()]) asm.accept(event);
        return { answer: { ...asm.result(), latency_ms: clock() - start, streamed: true, ttft_ms: null } };
      }
      const read = readCompletion(text);
      if (read instanceof EngineError) return { error: read, waitMs: null, noAnswer: false };
      return { answer: { ...read, latency_ms: clock() - start, streamed: false, ttft_ms: null } };
    } catch (err) {
      if (signal.aborted) return { error: new EngineError('aborted', 'the run was stopped', { cause: err }), waitMs: null, noAnswer: false };
      if (deadline.signal.aborted) {
        return {
          error: new EngineError('timeout', `the answer took longer than the deadline of ${seconds(deadlineMs)} (one request, start to last byte)`, {
            cause: err, hint: 'Raise the deadline (--deadline SECONDS) if answers this long are expected, or set a token limit (--max-tokens) so the model stops sooner.',
          }),
          waitMs: null, noAnswer: false,
        };
      }
      if (timeout.signal.aborted) {
        const what = streamed ? `no data for ${timeoutMs} ms` : `no complete response within ${timeoutMs} ms`;
        return { error: new EngineError('timeout', what, { retryable: true, cause: err }), waitMs: null, noAnswer: false };
      }
      if (err instanceof EngineError) return { error: err, waitMs: null, noAnswer: false };
      const error = classifyFetchFailure(err, { url, everAnswered, midResponse });
      const bare = !midResponse && isBareFetchFailure(err);
      if (bare && error.code === 'unreachable' && (await answersWithoutCors(doFetch, url))) {
        const origin = pageOrigin() ?? '<this page\'s origin>';
        return { error: new EngineError('cors', `the server at ${url} answers, but does not allow this page's origin (${origin}) by CORS`, { cause: err, hint: corsHint(pageOrigin()) }), waitMs: null, noAnswer: false };
      }
      return { error, waitMs: null, noAnswer: bare && error.code === 'network' };
    } finally {
      clearTimeout(timer);
      clearTimeout(deadlineTimer);
    }
  }

  return {
    id: `openai:${options.model}`,
    describe: () => ({ ...info }),
    async generate(request: GenerateRequest, signal: AbortSignal): Promise<GenerateResult> {
      for (let retry = 0; ; retry++) {
        if (signal.aborted) throw new EngineError('aborted', 'the run was stopped');
        const outcome = await once(request, streams, signal);
        if ('answer' in outcome) {
          const { answer } = outcome;
          return {
            text: answer.text, reasoning: answer.reasoning, prompt_tokens: answer.prompt_tokens, completion_tokens: answer.completion_tokens,
            latency_ms: answer.latency_ms, finish_reason: answer.finish_reason,
            telemetry: { ttft_ms: answer.ttft_ms, streamed: answer.streamed, retries: retry, engine: answer.engine },
          };
        }
        const { error, waitMs, noAnswer } = outcome;
        if (!error.retryable || retry >= maxRetries) {
          // A browser cannot tell a dead server from a dropped connection; every try failing without an answer is the first.
          if (noAnswer && retry > 0) {
            throw new EngineError('unreachable', `no answer from ${url} in ${retry + 1} tries (${error.message})`, { cause: error, hint: browserUnreachableHint(url, pageOrigin()) });
          }
          if (retry > 0 && error.retryable) {
            throw new EngineError(error.code, `${error.message} (gave up after ${retry + 1} tries)`, { status: error.status, retryable: true, hint: error.hint, cause: error });
          }
          throw error;
        }
        const wait = Math.min(maxMs, waitMs ?? backoffDelay(retry, baseMs, maxMs, random));
        await sleep(wait, signal);
      }
    },
  };
}
