// The trace a #/check?trace=… link carries, read from the raw hash: URLSearchParams turns
// a bad escape into U+FFFD or leaves it as "%zz" without a word, so a broken link would
// silently show something else. Here it is reported as malformed instead.
import { MAX_TRACE_CHARS } from '../../core/trace/index.ts';

export type TraceLink =
  | { kind: 'none' }
  | { kind: 'ok'; text: string }
  | { kind: 'malformed'; message: string };

// Controls other than tab and line ends, and the replacement/non-characters, mean the
// link does not carry text (or was cut and re-encoded on the way).
function notTextAt(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 0x7f || c >= 0xfffd) return i;
  }
  return -1;
}

/** Reads the `trace` parameter of a hash such as "#/check?trace=2x%20%3D%204". */
export function readTraceLink(hash: string): TraceLink {
  const q = hash.indexOf('?');
  if (q === -1) return { kind: 'none' };
  const values = hash
    .slice(q + 1)
    .split('&')
    .filter((p) => p === 'trace' || p.startsWith('trace='))
    .map((p) => p.slice('trace='.length));
  if (!values.length) return { kind: 'none' };
  if (values.length > 1) return { kind: 'malformed', message: `the link carries ${values.length} traces; a link holds one` };
  const raw = values[0]!;
  // Percent-encoding takes at most 9 characters per character of text (a 4-byte UTF-8 sequence).
  if (raw.length > MAX_TRACE_CHARS * 9) return { kind: 'malformed', message: `the trace in the link is longer than ${MAX_TRACE_CHARS} characters` };
  let text: string;
  try {
    // "+" is a space in a query string, as URLSearchParams reads it.
    text = decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    const at = badEscapeAt(raw);
    return { kind: 'malformed', message: `the trace in the link has broken percent-encoding${at === null ? '' : ` at character ${at + 1} ("${raw.slice(at, at + 9)}")`}` };
  }
  if (text.length > MAX_TRACE_CHARS) return { kind: 'malformed', message: `the trace in the link is longer than ${MAX_TRACE_CHARS} characters` };
  const bad = notTextAt(text);
  if (bad >= 0) {
    const cp = text.charCodeAt(bad).toString(16).toUpperCase().padStart(4, '0');
    return { kind: 'malformed', message: `the trace in the link is not text (it contains U+${cp} at character ${bad + 1})` };
  }
  if (!text.trim()) return { kind: 'malformed', message: 'the link\'s trace is empty' };
  return { kind: 'ok', text };
}

/** Where decoding fails: a "%" without two hex digits, or escapes that are not UTF-8. */
function badEscapeAt(raw: string): number | null {
  const re = /%(?![0-9a-f]{2})/i.exec(raw);
  if (re) return re.index;
  // Every escape is well formed, so some run of them is not UTF-8: in the first such run,
  // the bad bytes start after its longest prefix that decodes.
  const decodes = (t: string) => {
    try {
      decodeURIComponent(t);
      return true;
    } catch {
      return false;
    }
  };
  for (const m of raw.matchAll(/(?:%[0-9a-f]{2})+/gi)) {
    if (decodes(m[0])) continue;
    let k = m[0].length / 3 - 1;
    while (k > 0 && !decodes(m[0].slice(0, 3 * k))) k--;
    return m.index + 3 * k;
  }
  return null;
}

/**
 * The link that opens a trace in the Check view: `#/check?trace=` and its statements one a
 * line, percent-encoded (what "Copy a link to this solution" makes, and readTraceLink reads).
 */
export function checkHref(steps: readonly string[]): string {
  return `#/check?trace=${encodeURIComponent(steps.join('\n'))}`;
}
