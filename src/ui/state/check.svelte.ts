// The Check view's state: the text being typed and the checker's verdict on it.
// The checker runs in a worker (workers/check/): the worst bounded paste takes about a second,
// which on the page's thread froze typing and clicks. Checks are debounced, and one is in flight
// at a time: when it returns and the text has changed since, the newest text is checked next,
// never a queue of texts already replaced.
import type { CheckTextResult } from '../../core/checker/index.ts';
import { splitLines } from '../../core/trace/index.ts';
import { checkClient } from '../workers/check-client.ts';
import { readTraceLink } from './check-link.ts';

export const CHECK_DEBOUNCE_MS = 100;

/** Checks one text; on the page, in the check worker. */
export type Checker = (text: string) => Promise<CheckTextResult>;

/** The Check view's checker: the check worker (one per page), which the Ask panel shares. */
export const checkInWorker: Checker = (text) => checkClient().check(text);

export class CheckState {
  #text = $state('');
  #outcome = $state.raw<CheckTextResult | null>(null);
  /** The text #outcome (or #failure) is about; while it differs from #text a check is due. */
  #checked = $state<string | null>(null);
  /** The input lines the outcome was computed from (to draw carets under columns). */
  #lines = $state.raw<string[]>([]);
  /** Why the checker could not judge the text it was given (the worker failed), or null. */
  #failure = $state<string | null>(null);
  #pending = $state(false);
  /** Why the last #/check?trace= link could not be opened; cleared when the text changes. */
  #linkProblem = $state<string | null>(null);
  #timer: ReturnType<typeof setTimeout> | undefined;
  #inFlight = false;
  readonly #delay: number;
  readonly #checker: Checker;

  constructor(initial = '', delay = CHECK_DEBOUNCE_MS, checker: Checker = checkInWorker) {
    this.#delay = delay;
    this.#checker = checker;
    this.#text = initial;
    this.#run();
  }

  get text(): string {
    return this.#text;
  }

  /**
   * The last verdict, null while the text is blank. While `pending` it may be the verdict on
   * the text as it was a moment ago (the report is marked as checking); `current` never is.
   */
  get outcome(): CheckTextResult | null {
    return this.#outcome;
  }

  /** The verdict on the text as it is now, or null until it arrives. */
  get current(): CheckTextResult | null {
    return this.#checked === this.#text ? this.#outcome : null;
  }

  get lines(): string[] {
    return this.#lines;
  }

  /** True from a keystroke until the verdict on the text as it is now arrives (or fails). */
  get pending(): boolean {
    return this.#pending;
  }

  /** Why the text as it is now could not be checked, or null. */
  get failure(): string | null {
    return this.#checked === this.#text ? this.#failure : null;
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
    this.#timer = undefined;
    const text = this.#text;
    if (!text.trim()) {
      this.#show(text, null, null);
      return;
    }
    this.#pending = true;
    // #settle checks the newest text when the check in flight returns.
    if (this.#inFlight) return;
    this.#inFlight = true;
    this.#checker(text).then(
      (outcome) => this.#settle(text, outcome, null),
      (err: unknown) => this.#settle(text, null, `the checker could not run (${err instanceof Error ? err.message : String(err)}); edit the text to try again, or reload the page`),
    );
  }

  #settle(text: string, outcome: CheckTextResult | null, failure: string | null): void {
    this.#inFlight = false;
    // A verdict on an earlier text is still shown (marked as checking) until the newest one
    // arrives, but never over one the text as it is now already has (a blank text has null);
    // a failure is shown only for the text as it is now (the newest text may well check).
    if (text === this.#text || (outcome !== null && this.#checked !== this.#text)) this.#show(text, outcome, failure);
    if (text !== this.#text && this.#timer === undefined) this.#run();
  }

  #show(text: string, outcome: CheckTextResult | null, failure: string | null): void {
    // LaTeX and Markdown are read as plain text (trace/latex.ts, markdown.ts): the steps and columns are that text's.
    this.#lines = splitLines(outcome?.read ?? text);
    this.#outcome = outcome;
    this.#failure = failure;
    this.#checked = text;
    if (text === this.#text) this.#pending = false;
  }
}

let shared: CheckState | undefined;

/** One Check state per page, so the text survives moving between views. */
export function checkState(initial = ''): CheckState {
  shared ??= new CheckState(initial);
  return shared;
}
