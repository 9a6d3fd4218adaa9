// Fuzzing the stream parser (outside input): however the bytes are cut and whatever
// the line endings, the assembled answer is the concatenation of the deltas; garbage
// never throws anything but an EngineError 'bad_response'.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../../src/engines/engine.ts';
import { StreamAssembler, type StreamedCompletion } from '../../src/engines/openai-stream.ts';
import { SseDecoder, type SseEvent } from '../../src/engines/sse.ts';
import { sseAnswer } from './local-server.ts';

function cut(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const out: Uint8Array[] = [];
  let at = 0;
  for (const p of points) {
    out.push(bytes.slice(at, p));
    at = p;
  }
  out.push(bytes.slice(at));
  return out;
}

function assemble(chunks: Uint8Array[]): StreamedCompletion {
  const sse = new SseDecoder();
  const asm = new StreamAssembler();
  for (const chunk of chunks) for (const event of sse.push(chunk)) asm.accept(event);
  for (const event of sse.end()) asm.accept(event);
  return asm.result();
}

const text = fc.string({ unit: 'grapheme', maxLength: 12 });
const ending = fc.constantFrom('\n', '\r\n', '\r');

describe('SSE parser fuzz', () => {
  it('arbitrary chunk boundaries and line endings give the same assembled text and reasoning', () => {
    fc.assert(fc.property(fc.array(text, { maxLength: 12 }), fc.array(text, { maxLength: 4 }), fc.array(fc.nat(), { maxLength: 40 }), ending,
      (content, reasoning, cuts, eol) => {
        const wire = sseAnswer(content, { reasoning }).join('').replace(/\n/g, eol);
        const result = assemble(cut(new TextEncoder().encode(wire), cuts));
        expect(result.text).toBe(content.join(''));
        expect(result.reasoning).toBe(reasoning.join('') === '' ? null : reasoning.join(''));
        expect(result.completion_tokens).toBe(content.length);
      }), { numRuns: 400 });
  });

  it('garbage lines, alone or among real events, never throw anything but an EngineError bad_response', () => {
    const garbageLine = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.json().map((j) => `data: ${j}`),
      fc.string({ maxLength: 20 }).map((s) => `data: {"choices": ${s}}`),
      fc.string({ maxLength: 20 }).map((s) => `data: {"choices": [{"delta": ${s}}]}`),
      fc.constantFrom('data: [DONE]', 'data:', 'event: error', ':', '', 'data: {"choices":[{"delta":{"content":7}}]}'),
    );
    const bytes = fc.oneof(
      fc.array(garbageLine, { maxLength: 10 }).map((lines) => new TextEncoder().encode(lines.join('\n'))),
      fc.uint8Array({ maxLength: 200 }),
      fc.tuple(fc.array(garbageLine, { maxLength: 4 }), fc.array(text, { maxLength: 4 }))
        .map(([lines, content]) => new TextEncoder().encode([...sseAnswer(content).slice(0, 3), ...lines.map((l) => l + '\n\n'), ...sseAnswer(content).slice(3)].join(''))),
    );
    fc.assert(fc.property(bytes, fc.array(fc.nat(), { maxLength: 10 }), (raw, cuts) => {
      try {
        const result = assemble(cut(raw, cuts));
        expect(typeof result.text).toBe('string');
      } catch (err) {
        expect(err).toBeInstanceOf(EngineError);
        expect((err as EngineError).code).toBe('bad_response');
      }
    }), { numRuns: 1000 });
  });

  it('a CR at the end of one read and LF at the start of the next is one line end', () => {
    const wire = new TextEncoder().encode('data: {"choices":[{"delta":{"content":"a"}}]}\r\n\r\ndata: [DONE]\r\n\r\n');
    const cr = wire.indexOf(13);
    expect(assemble([wire.slice(0, cr + 1), wire.slice(cr + 1)]).text).toBe('a');
  });

  it('joins multi-line data with "\\n" and ignores comments, unknown fields and anything after [DONE]', () => {
    const sse = new SseDecoder();
    expect(sse.pushText(': ping\nid: 1\nretry: 10\ndata: a\ndata:b\n\n')).toEqual([{ event: 'message', data: 'a\nb' }]);
    const asm = new StreamAssembler();
    asm.accept({ event: 'message', data: '[DONE]' });
    expect(asm.accept({ event: 'message', data: 'not json' })).toBe(false);
    expect(asm.result().text).toBe('');
  });
});

/** Every event of `chunks`, fed one read at a time. */
function decodeAll(chunks: Uint8Array[], options?: ConstructorParameters<typeof SseDecoder>[0]): SseEvent[] {
  const sse = new SseDecoder(options);
  const events: SseEvent[] = [];
  for (const chunk of chunks) events.push(...sse.push(chunk));
  events.push(...sse.end());
  return events;
}

describe('SSE decoder: each byte once, whatever the reads', () => {
  const field = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 30 }).map((v) => `data: ${v.replace(/[\r\n]/g, '')}`),
    fc.string({ maxLength: 10 }).map((v) => `event: ${v.replace(/[\r\n]/g, '')}`),
    fc.constantFrom(': ping', '', 'data', 'data:', 'id: 7', 'retry: 100'),
  );

  it('arbitrary reads give exactly the events of the whole text read at once (LF, CRLF, CR, mixed)', () => {
    fc.assert(fc.property(fc.array(fc.tuple(field, fc.constantFrom('\n', '\r\n', '\r')), { maxLength: 30 }), fc.array(fc.nat(), { maxLength: 30 }), (lines, cuts) => {
      const wire = new TextEncoder().encode(lines.map(([l, eol]) => l + eol).join(''));
      expect(decodeAll(cut(wire, cuts))).toEqual(decodeAll([wire]));
    }), { numRuns: 500 });
  });

  it('a 20 MB line arriving in 64 KiB reads is one event with every byte of it', () => {
    const value = 'é'.repeat(10 * 1024 * 1024); // 20 MiB of UTF-8, split mid-character at every read
    const wire = new TextEncoder().encode(`data: ${value}\n\n`);
    const reads: Uint8Array[] = [];
    for (let at = 0; at < wire.length; at += 64 * 1024) reads.push(wire.subarray(at, at + 64 * 1024));
    const events = decodeAll(reads);
    expect(events).toHaveLength(1);
    expect(events[0]!.data.length).toBe(value.length);
    expect(events[0]!.data === value).toBe(true);
  });

  it('a CR ending one read ends its line at once; a next read starting with LF adds no blank line, any other byte starts a new line', () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    const sse = new SseDecoder();
    expect(sse.push(enc('data: a\r'))).toEqual([]);
    expect(sse.push(enc('\ndata: b\r'))).toEqual([]);
    // A CR then "\r" again: the second CR is a blank line, which dispatches.
    expect(sse.push(enc('\r'))).toEqual([{ event: 'message', data: 'a\nb' }]);
    expect(sse.push(enc('data: c\r'))).toEqual([]);
    expect(sse.push(enc('data: d\n\n'))).toEqual([{ event: 'message', data: 'c\nd' }]);
  });

  it('refuses a line, or an event\'s data, longer than its limit (bad_response), counting what is held, not what was sent', () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    const line = new SseDecoder({ maxChars: 100 });
    line.push(enc(`data: ${'a'.repeat(60)}`));
    expect(() => line.push(enc('b'.repeat(60)))).toThrowError(expect.objectContaining({ code: 'bad_response', message: expect.stringMatching(/stream line longer than 100/) }));
    const event = new SseDecoder({ maxChars: 100 });
    expect(event.push(enc(`data: ${'a'.repeat(60)}\n`))).toEqual([]);
    expect(() => event.push(enc(`data: ${'b'.repeat(60)}\n`))).toThrowError(expect.objectContaining({ code: 'bad_response', message: expect.stringMatching(/stream event longer than 100/) }));
    // Many short events in one read are fine: the limit is per line and per event.
    const many = new SseDecoder({ maxChars: 100 });
    expect(many.push(enc(`data: ${'x'.repeat(50)}\n\n`.repeat(50)))).toHaveLength(50);
  });
});
