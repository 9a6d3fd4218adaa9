// Server-sent events (the WHATWG event-stream format) from raw bytes, however the
// network cuts them: UTF-8 is decoded in streaming mode (a character split across two
// reads is joined, never replaced), lines end in LF, CRLF or CR (a CR ends its line at
// once; an LF right after it, in the same read or the next, is skipped), and an event is
// dispatched at a blank line.
//
// Each character is looked at once: a line that has not ended yet is kept as the pieces
// that came in (never glued into one growing string and scanned again), and joined once
// when its end arrives. So a 20 MB line in 64 KiB reads costs one pass, not 300.
// A line, and an event's data, longer than `maxChars` is refused ('bad_response'):
// whatever a server sends, the decoder never holds more than that.
import { EngineError, MAX_WIRE_CHARS } from './engine.ts';

export interface SseEvent {
  /** The `event:` field, "message" when absent. */
  event: string;
  /** The `data:` lines joined with "\n". */
  data: string;
}

export interface SseDecoderOptions {
  /** The longest line and the longest event data, in characters. Default MAX_WIRE_CHARS. */
  maxChars?: number;
}

const LINE_BREAK = /[\r\n]/g;

export class SseDecoder {
  private readonly decoder = new TextDecoder('utf-8');
  private readonly maxChars: number;
  /** The current line's text so far, as it arrived. */
  private pending: string[] = [];
  private pendingChars = 0;
  /** The last line ended in CR: an LF that comes next belongs to it. */
  private afterCr = false;
  private data: string[] = [];
  private dataChars = 0;
  private event = '';

  constructor(options: SseDecoderOptions = {}) {
    this.maxChars = options.maxChars ?? MAX_WIRE_CHARS;
  }

  /** Feeds one read; returns the events it completed. Throws EngineError 'bad_response' past the size limit. */
  push(bytes: Uint8Array): SseEvent[] {
    return this.feed(this.decoder.decode(bytes, { stream: true }));
  }

  /** Decodes text that is already a string (a body read whole). */
  pushText(text: string): SseEvent[] {
    return this.feed(text);
  }

  /**
   * The stream ended. The spec drops an event without its closing blank line; servers
   * that end on "data: [DONE]\n" are common enough that it is dispatched instead.
   */
  end(): SseEvent[] {
    const events = this.feed(this.decoder.decode());
    if (this.pendingChars > 0) this.endLine('', events);
    if (this.data.length) events.push(this.take());
    return events;
  }

  private feed(text: string): SseEvent[] {
    const events: SseEvent[] = [];
    let start = 0;
    if (this.afterCr && text !== '') {
      this.afterCr = false;
      if (text.charCodeAt(0) === 10) start = 1;
    }
    LINE_BREAK.lastIndex = start;
    for (let m = LINE_BREAK.exec(text); m !== null; m = LINE_BREAK.exec(text)) {
      const at = m.index;
      this.endLine(text.slice(start, at), events);
      start = at + 1;
      if (text.charCodeAt(at) === 13) {
        if (at + 1 === text.length) this.afterCr = true;
        else if (text.charCodeAt(at + 1) === 10) start = at + 2;
      }
      LINE_BREAK.lastIndex = start;
    }
    if (start < text.length) {
      const rest = start === 0 ? text : text.slice(start);
      this.pendingChars += rest.length;
      if (this.pendingChars > this.maxChars) throw this.tooLong('line');
      this.pending.push(rest);
    }
    return events;
  }

  /** The current line ends with `tail`. */
  private endLine(tail: string, events: SseEvent[]): void {
    let line = tail;
    if (this.pending.length) {
      this.pending.push(tail);
      line = this.pending.join('');
      this.pending = [];
      this.pendingChars = 0;
    }
    if (line.length > this.maxChars) throw this.tooLong('line');
    const event = this.line(line);
    if (event) events.push(event);
  }

  private line(line: string): SseEvent | null {
    if (line === '') return this.data.length ? this.take() : ((this.event = ''), null);
    if (line.charCodeAt(0) === 58) return null; // ':' a comment (keep-alive)
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.charCodeAt(0) === 32) value = value.slice(1);
    if (field === 'data') {
      this.dataChars += value.length + 1;
      if (this.dataChars > this.maxChars) throw this.tooLong('event');
      this.data.push(value);
    } else if (field === 'event') this.event = value;
    return null;
  }

  private take(): SseEvent {
    const event = { event: this.event || 'message', data: this.data.join('\n') };
    this.data = [];
    this.dataChars = 0;
    this.event = '';
    return event;
  }

  private tooLong(what: 'line' | 'event'): EngineError {
    return new EngineError('bad_response', `the server sent a stream ${what} longer than ${this.maxChars.toLocaleString('en-US')} characters; it was not read further`, {
      hint: 'This is not an answer an OpenAI-compatible server sends; check the server URL and the server.',
    });
  }
}
