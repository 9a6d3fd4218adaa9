// Server-sent events (the WHATWG event-stream format) from raw bytes, however the
// network cuts them: UTF-8 is decoded in streaming mode (a character split across two
// reads is joined, never replaced), lines end in LF, CRLF or CR (a CR at the end of a
// read waits to see whether LF follows), and an event is dispatched at a blank line.

export interface SseEvent {
  /** The `event:` field, "message" when absent. */
  event: string;
  /** The `data:` lines joined with "\n". */
  data: string;
}

export class SseDecoder {
  private readonly decoder = new TextDecoder('utf-8');
  private buffer = '';
  private data: string[] = [];
  private event = '';

  /** Feeds one read; returns the events it completed. */
  push(bytes: Uint8Array): SseEvent[] {
    return this.feed(this.decoder.decode(bytes, { stream: true }), false);
  }

  /** Decodes text that is already a string (a body read whole). */
  pushText(text: string): SseEvent[] {
    return this.feed(text, false);
  }

  /**
   * The stream ended. The spec drops an event without its closing blank line; servers
   * that end on "data: [DONE]\n" are common enough that it is dispatched instead.
   */
  end(): SseEvent[] {
    const events = this.feed(this.decoder.decode(), true);
    if (this.data.length) events.push(this.take());
    return events;
  }

  private feed(text: string, final: boolean): SseEvent[] {
    this.buffer += text;
    const events: SseEvent[] = [];
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const c = this.buffer.charCodeAt(i);
      if (c !== 10 && c !== 13) continue;
      if (c === 13 && i + 1 === this.buffer.length && !final) break; // maybe CRLF split across reads
      const line = this.buffer.slice(start, i);
      if (c === 13 && this.buffer.charCodeAt(i + 1) === 10) i++;
      start = i + 1;
      const event = this.line(line);
      if (event) events.push(event);
    }
    this.buffer = this.buffer.slice(start);
    if (final && this.buffer !== '') {
      const event = this.line(this.buffer);
      this.buffer = '';
      if (event) events.push(event);
    }
    return events;
  }

  private line(line: string): SseEvent | null {
    if (line === '') return this.data.length ? this.take() : ((this.event = ''), null);
    if (line.startsWith(':')) return null; // a comment (keep-alive)
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    return null;
  }

  private take(): SseEvent {
    const event = { event: this.event || 'message', data: this.data.join('\n') };
    this.data = [];
    this.event = '';
    return event;
  }
}
