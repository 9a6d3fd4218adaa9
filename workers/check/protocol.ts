// The check worker's protocol, declared once: the Check view sends the pasted text and gets the
// checker's whole verdict back (plain data: it crosses structuredClone unchanged).
import type { CheckTextResult } from '../../src/core/checker/index.ts';

export interface CheckApi {
  /** checkTraceText, off the page's thread: the worst bounded paste takes about a second. */
  check(text: string): CheckTextResult;
}
