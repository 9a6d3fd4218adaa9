// One linear pass over the text finds candidate JSON objects without parsing anything, so a
// megabyte of "{{{{" or of prose costs one scan, and each character is later parsed at most
// once (the spans returned never overlap).

/** [start, end) of a balanced {...} span. */
export type Span = readonly [number, number];

const OPEN = 123; // {
const CLOSE = 125; // }
const QUOTE = 34; // "
const BACKSLASH = 92;
const NEWLINE = 10;

/**
 * The outermost balanced brace spans, in text order. Quotes only count inside a span (prose
 * is full of stray quotes), and a raw newline ends a string because JSON strings cannot hold
 * one - so a stray quote cannot swallow the rest of the reply. A span that never closes
 * (truncated output) yields nothing, but spans closed inside it are still returned.
 */
export function objectSpans(text: string): Span[] {
  const opens: number[] = [];
  const spans: [number, number][] = [];
  let inString = false;
  let escaped = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === BACKSLASH) escaped = true;
      else if (ch === QUOTE || ch === NEWLINE) inString = false;
      continue;
    }
    if (ch === OPEN) {
      opens.push(i);
    } else if (ch === CLOSE) {
      const start = opens.pop();
      if (start === undefined) continue;
      // Spans starting after `start` are nested in this one: keep only the outermost.
      while (spans.length > 0 && (spans[spans.length - 1]?.[0] ?? -1) > start) spans.pop();
      spans.push([start, i + 1]);
    } else if (ch === QUOTE && opens.length > 0) {
      inString = true;
    }
  }
  return spans;
}

/** Start offsets of the ``` markers, for telling fenced spans from bare ones. */
export function fenceMarkers(text: string): number[] {
  const out: number[] = [];
  for (let at = text.indexOf('```'); at !== -1; at = text.indexOf('```', at + 3)) out.push(at);
  return out;
}

/** Inside a fence when an odd number of markers precede the position. */
export function insideFence(markers: readonly number[], position: number): boolean {
  let count = 0;
  for (const m of markers) {
    if (m >= position) break;
    count++;
  }
  return count % 2 === 1;
}
