// Assembles an OpenAI-compatible chat-completion stream (SSE chunks of deltas) into the
// same result a non-streamed request gives: the answer is the concatenation of the
// content deltas, reasoning (reasoning_content / reasoning) is kept in its own channel,
// usage comes from the final chunk (stream_options.include_usage). Anything that is not
// such a stream is an EngineError 'bad_response', never part of an answer; so is an
// answer past MAX_ANSWER_CHARS.
import { EngineError, MAX_ANSWER_CHARS, answerTooLong, numericFields, type GenerateResult } from './engine.ts';
import type { SseEvent } from './sse.ts';

export type StreamedCompletion = Omit<GenerateResult, 'latency_ms' | 'telemetry'> & {
  /** Server-side timings some servers add (llama.cpp's `timings`), numeric fields only. */
  engine: Record<string, number> | null;
};

const count = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null);

function errorText(error: unknown): string {
  if (typeof error === 'string') return error;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : JSON.stringify(error);
}

export class StreamAssembler {
  private content: string[] = [];
  private reasoning: string[] = [];
  private finish: string | null = null;
  private promptTokens: number | null = null;
  private completionTokens: number | null = null;
  private timings: Record<string, number> | null = null;
  /** Chunks that carried answer or reasoning text (the token count when the server sends no usage). */
  deltas = 0;
  chars = 0;
  done = false;

  /** Tokens so far: the server's running count when it sends one, else one per text chunk. */
  get tokens(): number {
    return this.completionTokens ?? this.deltas;
  }

  /** Takes one event; returns true when it carried answer or reasoning text. Throws EngineError. */
  accept(event: SseEvent): boolean {
    if (this.done) return false; // anything after [DONE] is ignored, as OpenAI's clients do
    const data = event.data.trim();
    if (data === '[DONE]') {
      this.done = true;
      return false;
    }
    let chunk: unknown;
    try {
      chunk = JSON.parse(data);
    } catch {
      throw new EngineError('bad_response', `a stream event is not JSON: ${data.slice(0, 120)}`);
    }
    if (!chunk || typeof chunk !== 'object' || Array.isArray(chunk)) {
      throw new EngineError('bad_response', `a stream event is not a JSON object: ${data.slice(0, 120)}`);
    }
    const c = chunk as { error?: unknown; choices?: unknown; usage?: unknown; timings?: unknown };
    if (c.error !== undefined && c.error !== null) {
      // vLLM and others report a failure mid-generation as an error event with a 200 status.
      throw new EngineError('bad_response', `the server stopped the stream with an error: ${errorText(c.error).slice(0, 300)}`, { retryable: true });
    }
    if (event.event === 'error') throw new EngineError('bad_response', `the server sent an error event: ${data.slice(0, 300)}`, { retryable: true });
    if (c.usage && typeof c.usage === 'object') {
      const usage = c.usage as { prompt_tokens?: unknown; completion_tokens?: unknown };
      this.promptTokens = count(usage.prompt_tokens) ?? this.promptTokens;
      this.completionTokens = count(usage.completion_tokens) ?? this.completionTokens;
    }
    this.timings = numericFields(c.timings) ?? this.timings;
    if (c.choices === undefined || c.choices === null) return false;
    if (!Array.isArray(c.choices)) throw new EngineError('bad_response', 'a stream chunk\'s choices is not an array');
    let text = false;
    for (const choice of c.choices as unknown[]) {
      if (!choice || typeof choice !== 'object') throw new EngineError('bad_response', 'a stream chunk has a choice that is not an object');
      const ch = choice as { index?: unknown; delta?: unknown; finish_reason?: unknown };
      if (ch.index !== undefined && ch.index !== 0) continue; // only one answer is asked for
      if (typeof ch.finish_reason === 'string') this.finish = ch.finish_reason;
      if (ch.delta === undefined || ch.delta === null) continue;
      if (typeof ch.delta !== 'object') throw new EngineError('bad_response', 'a stream chunk\'s delta is not an object');
      const d = ch.delta as { content?: unknown; reasoning_content?: unknown; reasoning?: unknown };
      // Servers that send both names send the same text: one is taken, as readCompletion does.
      const reasoning = typeof d.reasoning_content === 'string' && d.reasoning_content !== '' ? d.reasoning_content : d.reasoning ?? d.reasoning_content;
      for (const [value, into] of [[d.content, this.content], [reasoning, this.reasoning]] as const) {
        if (value === undefined || value === null) continue;
        if (typeof value !== 'string') throw new EngineError('bad_response', 'a stream delta\'s text is not a string');
        if (value === '') continue;
        this.chars += value.length;
        // Stop keeping text at the cap: the stream is then cancelled by the caller.
        if (this.chars > MAX_ANSWER_CHARS) throw answerTooLong();
        into.push(value);
        text = true;
      }
    }
    if (text) this.deltas++;
    return text;
  }

  /** The assembled answer; a stream that ended with neither [DONE] nor a finish reason was cut short. */
  result(): StreamedCompletion {
    if (!this.done && this.finish === null) {
      throw new EngineError('bad_response', 'the stream ended before the answer was complete (no finish reason, no [DONE])', { retryable: true });
    }
    return {
      text: this.content.join(''),
      reasoning: this.reasoning.length ? this.reasoning.join('') : null,
      prompt_tokens: this.promptTokens,
      completion_tokens: this.completionTokens,
      finish_reason: this.finish,
      engine: this.timings,
    };
  }
}
