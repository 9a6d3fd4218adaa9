// A response body read as text with a ceiling, so no server can make the adapter hold
// more than it means to: an error body is cut (only its message is wanted), an answer
// body past the ceiling is refused. Bytes are decoded as they arrive (a UTF-8 character
// split across reads is joined) and counted in characters, as the caps are.
import { EngineError } from './engine.ts';

export interface ReadBodyOptions {
  /** The most characters kept. */
  maxChars: number;
  /** Past maxChars: 'cut' returns what fits; 'refuse' throws a 'bad_response' EngineError. */
  over: 'cut' | 'refuse';
  /** Called on every read (a silence timer's restart). */
  touch?: () => void;
}

function tooLong(maxChars: number): EngineError {
  return new EngineError('bad_response', `the server's answer was longer than ${maxChars.toLocaleString('en-US')} characters; it was not read further`, {
    hint: 'Set a token limit (--max-tokens, or Max tokens in the app); an answer this long is not one a verifier needs.',
  });
}

/**
 * A transport whose bodies are never decompressed (the CLI's node/http-fetch.ts) sets
 * `rawBody`; then a Content-Length bounds the body (HTTP framing ends it there) and the
 * body can be read whole, without a web stream (a fetch may inflate gzip past the length).
 */
function boundedByLength(response: Response, maxChars: number): boolean {
  if ((response as { rawBody?: unknown }).rawBody !== true) return false;
  const length = Number(response.headers.get('content-length') ?? Number.NaN);
  return Number.isFinite(length) && length <= maxChars;
}

export async function readBodyText(response: Response, options: ReadBodyOptions): Promise<string> {
  const { maxChars, over } = options;
  if (boundedByLength(response, maxChars)) return response.text();
  if (!response.body) {
    // A body that is not a stream (a test double, an old runtime): it is in memory already.
    const text = await response.text();
    if (text.length <= maxChars) return text;
    if (over === 'cut') return text.slice(0, maxChars);
    throw tooLong(maxChars);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder('utf-8');
  const parts: string[] = [];
  let chars = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      options.touch?.();
      const piece = decoder.decode(value, { stream: true });
      if (chars + piece.length > maxChars) {
        if (over === 'refuse') throw tooLong(maxChars);
        parts.push(piece.slice(0, maxChars - chars));
        return parts.join('');
      }
      chars += piece.length;
      parts.push(piece);
    }
    parts.push(decoder.decode());
    return parts.join('');
  } finally {
    // Whatever is left is not wanted: free the connection.
    reader.cancel().catch(() => undefined);
  }
}
