// Reasoning is never graded: an answer object that appears inside a reasoning block is a draft,
// not the answer. Tag names are matched case-insensitively; an opening tag inside a block is
// just text (blocks do not nest).
const TAG = /<(\/?)(?:think|thinking|reasoning)\s*>/gi;

/**
 * The text outside reasoning blocks, segments joined by newlines.
 * - An unclosed opening tag makes the rest of the text reasoning.
 * - A closing tag with no opening tag (chat templates that put `<think>` in the prompt, as
 *   DeepSeek-R1 and Qwen3 do) makes everything before it reasoning.
 */
export function visibleText(text: string): string {
  let segments: string[] = [];
  let start = 0;
  let inside = false;
  for (const m of text.matchAll(TAG)) {
    const closing = m[1] === '/';
    const at = m.index;
    if (inside) {
      if (closing) {
        inside = false;
        start = at + m[0].length;
      }
    } else if (closing) {
      segments = [];
      start = at + m[0].length;
    } else {
      segments.push(text.slice(start, at));
      inside = true;
    }
  }
  if (!inside) segments.push(text.slice(start));
  return segments.join('\n');
}
