// The Check view's state: the text being typed and the checker's verdict on it.
// The checker is fast enough for one trace on the main thread; it runs debounced.
import { checkTraceText } from '../../core/checker/index.ts';
import type { CheckTextResult } from '../../core/checker/index.ts';
import { splitLines } from '../../core/trace/index.ts';
import { readTraceLink } from './check-link.ts';

export const CHECK_DEBOUNCE_MS = 100;

export class CheckState {
  #text = $state('');
  #outcome = $state.raw<CheckTextResult | null>(null);
  /** The input lines the outcome was computed from (to draw carets under columns). */
  #lines = $state.raw<string[]>([]);
  #pending = $state(false);
  /** Why the last #/check?trace= link could not be opened; cleared when the text changes. */
  #linkProblem = $state<string | null>(null);
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #delay: number;

  constructor(initial = '', delay = CHECK_DEBOUNCE_MS) {
    this.#delay = delay;
    this.#text = initial;
    this.#run();
  }

  get text(): string {
    return this.#text;
  }

  /** null while the text is blank. */
  get outcome(): CheckTextResult | null {
    return this.#outcome;
  }

  get lines(): string[] {
    return this.#lines;
  }

  /** True between a keystroke and the check it schedules. */
  get pending(): boolean {
    return this.#pending;
  }

  get linkProblem(): string | null {
    return this.#linkProblem;
  }

  /** As the user types: re-check after a short pause. */
  setText(text: string): void {
    this.#text = text;
    this.#linkProblem = null;
    this.#pending = true;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#run(), this.#delay);
  }

  /** Replaces the text and checks it at once (examples, shared links). */
  load(text: string): void {
    clearTimeout(this.#timer);
    this.#text = text;
    this.#linkProblem = null;
    this.#run();
  }

  /** Opens the trace a raw location hash carries; a malformed one leaves the text as it was. */
  openLink(hash: string): void {
    const link = readTraceLink(hash);
    if (link.kind === 'ok') this.load(link.text);
    else if (link.kind === 'malformed') this.#linkProblem = link.message;
  }

  dispose(): void {
    clearTimeout(this.#timer);
  }

  #run(): void {
    this.#pending = false;
    const text = this.#text;
    const outcome = text.trim() ? checkTraceText(text) : null;
    // LaTeX and Markdown are read as plain text (trace/latex.ts, markdown.ts): the steps and columns are that text's.
    this.#lines = splitLines(outcome?.read ?? text);
    this.#outcome = outcome;
  }
}

let shared: CheckState | undefined;

/** One Check state per page, so the text survives moving between views. */
export function checkState(initial = ''): CheckState {
  shared ??= new CheckState(initial);
  return shared;
}
