// Small text helpers the views share.

export function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** YYYY-MM-DD, for file names. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/**
 * A user-written text (a run name, an imported model name) cut to `max` characters with "…",
 * never inside a character: graphemes when the browser can tell them, else code points.
 */
export function shortText(text: string, max: number): string {
  if (text.length <= max) return text;
  const parts = segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
  let out = '';
  for (const p of parts) {
    if (out.length + p.length > max - 1) break;
    out += p;
  }
  return `${out}…`;
}

/**
 * A user-written text for a place where no <bdi> can go (an attribute, an SVG label, a
 * notice): wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE, so a U+202E inside it
 * cannot reorder the text around it.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** Characters of one model answer the page puts in the DOM at most (the results worker cuts to the same). */
export const SHOWN_ANSWER_CHARS = 64 * 1024;

/** The start of a long text, never cut inside a surrogate pair. */
export function headText(text: string, max: number = SHOWN_ANSWER_CHARS): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** A user-written label for a string context (a caption, a chart, an accessible name): cut and isolated. */
export function userLabel(text: string, max = 40): string {
  return isolate(shortText(text, max));
}
