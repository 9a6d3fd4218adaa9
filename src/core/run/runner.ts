// The run loop: prompt -> engine -> parse -> vote -> score -> record, for every sample
// not yet done. Pure: storage, clocks and the engine come in as arguments, so the
// browser (IndexedDB) and the CLI (run file) share exactly this code.
//
// Guarantees:
// - at most `concurrency` engine requests in flight (attempts, not samples);
// - a record is handed to `onRecord` and awaited before its worker takes new work,
//   so whatever is reported done has been persisted;
// - no answer longer than MAX_ANSWER_CHARS is recorded (it is an engine error);
// - an engine error never becomes a scored answer: the sample's record carries
//   `engine_error` (redone on resume); 'aborted' samples are not recorded at all
//   (the user stopped the run; the sample is simply not done yet);
// - an error that retrying cannot cure (stopsRun: nothing listening, 401/403/404/400,
//   CORS, a lost GPU) stops the run after the first sample that meets it; so do a
//   failing store and `maxConsecutiveErrors` recoverable failures in a row;
// - the outcome is `complete` only when every selected sample was scored.
import { answerJsonSchema, buildPrompt, parseResponse, type ChatMessage, type PromptTemplate } from '../protocol/index.ts';
import { majorityVote, scoreAnswer } from '../scoring/index.ts';
import type { Sample } from '../dataset/types.ts';
import { MAX_ANSWER_CHARS } from './defaults.ts';
import { answerTooLong, stopsRun, toEngineError, type Engine, type EngineError, type GenerateRequest } from './engine-port.ts';
import { templateFromSpec, type RunSpec } from './log.ts';
import { ProgressTracker, type RunProgress } from './progress.ts';
import type { Attempt, SampleRecord } from './types.ts';

export type { InFlight, RunProgress } from './progress.ts';

export type RunOutcomeStatus = 'complete' | 'paused' | 'failed';

export interface RunOutcome {
  /** complete: every selected sample scored; paused: stopped by the signal; failed: stopped by an error or left samples unanswered. */
  status: RunOutcomeStatus;
  /** Why it is not complete, in plain words; null when complete. */
  stop_reason: string | null;
  /** What to try (from the engine error that stopped it); null when there is nothing to say. */
  stop_hint: string | null;
  progress: RunProgress;
}

export interface RunEvalOptions {
  samples: readonly Sample[];
  engine: Engine;
  spec: RunSpec;
  /** Sample ids already recorded without an engine error: skipped. */
  done: ReadonlySet<string>;
  /** Persist the record; awaited before the worker moves on. A rejection stops the run. */
  onRecord: (record: SampleRecord) => Promise<void> | void;
  onProgress?: (progress: RunProgress) => void;
  signal: AbortSignal;
  concurrency: number;
  /** Defaults to the exact prompt text stored in the spec. */
  template?: PromptTemplate;
  /** Stop after this many engine-error records in a row (a server that keeps failing). Default 10. */
  maxConsecutiveErrors?: number;
  /** Progress is also reported this often while answers are generated (elapsed time moves). Default 1000 ms; 0 = never. */
  tickMs?: number;
  /** Monotonic milliseconds, for elapsed time and ETA. */
  now?: () => number;
  /** Wall-clock timestamp for `finished_at`. */
  timestamp?: () => string;
}

interface SampleState {
  sample: Sample;
  messages: ChatMessage[];
  attempts: (Attempt | undefined)[];
  pending: number;
  error: EngineError | null;
}

interface Stop {
  status: RunOutcomeStatus;
  reason: string;
  hint: string | null;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export async function runEval(options: RunEvalOptions): Promise<RunOutcome> {
  const { spec, engine, done, onRecord, signal } = options;
  const template = options.template ?? templateFromSpec(spec);
  const k = Math.max(1, spec.decoding.k);
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const maxConsecutive = options.maxConsecutiveErrors ?? 10;
  const now = options.now ?? (() => Date.now());
  const timestamp = options.timestamp ?? (() => new Date().toISOString());
  const jsonSchema = spec.decoding.json_schema ? answerJsonSchema(template) : null;

  const todo = options.samples.filter((s) => !done.has(s.id));
  const tracker = new ProgressTracker(options.samples.length, options.samples.length - todo.length, k, now);
  const report = (): void => options.onProgress?.(tracker.snapshot());

  // Stopping aborts in-flight requests too: after a fatal error they cannot succeed,
  // and after an abort nobody wants them.
  const stop = new AbortController();
  const runSignal = AbortSignal.any([signal, stop.signal]);
  let stopped: Stop | null = null;
  const halt = (s: Stop): void => {
    stopped ??= s;
    stop.abort();
  };
  const onAbort = (): void => halt({ status: 'paused', reason: 'stopped by the user', hint: null });
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });

  let consecutiveErrors = 0;
  let lastError: string | null = null;
  let nextSample = 0;
  let nextAttempt = 0;
  let current: SampleState | null = null;

  // Jobs are handed out sample-major, so a sample's k attempts run side by side and
  // its record is written as early as possible.
  function nextJob(): { state: SampleState; attempt: number } | null {
    while (true) {
      if (current && nextAttempt < k && current.error === null) return { state: current, attempt: nextAttempt++ };
      const sample = todo[nextSample++];
      if (!sample) return null;
      current = { sample, messages: buildPrompt(sample, template), attempts: new Array(k), pending: k, error: null };
      nextAttempt = 0;
    }
  }

  function toRecord(state: SampleState): SampleRecord {
    const attempts = state.attempts.filter((a): a is Attempt => a !== undefined);
    const { id: sample_id, gold } = state.sample;
    // Field order is part of the file format (an exported run equals the CLI's file byte for byte).
    if (state.error) {
      return {
        sample_id, gold, attempts, answer: { q1: null, q2: null, q3: null }, correct: { q1: false, q2: false, q3: false },
        engine_error: state.error.toRecordString(), finished_at: timestamp(),
      };
    }
    const answer = majorityVote(attempts.map((a) => a.parsed));
    return { sample_id, gold, attempts, answer, correct: scoreAnswer(answer, gold), engine_error: null, finished_at: timestamp() };
  }

  async function finish(state: SampleState): Promise<void> {
    // The user stopped it: not a failure of the engine, just not done.
    if (state.error?.code === 'aborted') return;
    // Incomplete because the run is stopping for another reason: redo on resume.
    if (state.error === null && state.attempts.some((a) => a === undefined)) return;
    const record = toRecord(state);
    try {
      await onRecord(record);
    } catch (err) {
      // A store's error may say what to try (the browser's StorageError: free space and resume).
      const hint = (err as { hint?: unknown } | null)?.hint;
      const why = err instanceof Error && err.message !== '' ? err.message : String((err as { name?: unknown } | null)?.name ?? err);
      halt({ status: 'failed', reason: `could not save the record of ${state.sample.id}: ${why}`, hint: typeof hint === 'string' ? hint : null });
      return;
    }
    const c = tracker.counts;
    c.recorded++;
    if (record.engine_error === null) {
      c.done++;
      consecutiveErrors = 0;
    } else {
      c.engine_errors++;
      consecutiveErrors++;
      lastError = record.engine_error;
      if (consecutiveErrors >= maxConsecutive) {
        halt({ status: 'failed', reason: `${consecutiveErrors} samples in a row got no answer; last: ${record.engine_error}`, hint: state.error?.hint ?? null });
      }
    }
    report();
  }

  async function worker(): Promise<void> {
    while (!runSignal.aborted) {
      const job = nextJob();
      if (!job) return;
      const { state, attempt } = job;
      const ticket = tracker.begin(state.sample.id, attempt);
      const request: GenerateRequest = {
        messages: state.messages,
        temperature: spec.decoding.temperature,
        seed: spec.decoding.seed + attempt,
        max_tokens: spec.decoding.max_tokens,
        json_schema: jsonSchema,
        thinking: spec.decoding.thinking,
        onStream: (tick) => tracker.stream(ticket, tick.tokens, tick.first_token_ms),
      };
      let tokens: number | null = null;
      try {
        const result = await engine.generate(request, runSignal);
        // Whatever engine answered, a runaway answer never reaches a record (and a run file, a view, a report).
        if (result.text.length + (result.reasoning?.length ?? 0) > MAX_ANSWER_CHARS) throw answerTooLong();
        tokens = result.completion_tokens;
        const parsed = parseResponse(result.text, state.sample.steps.length - 1, template.fields);
        if (!parsed.ok) tracker.counts.parse_errors++;
        const made: Attempt = {
          text: result.text, reasoning: result.reasoning, parsed, latency_ms: result.latency_ms,
          prompt_tokens: result.prompt_tokens, completion_tokens: result.completion_tokens,
        };
        if (result.telemetry) made.telemetry = result.telemetry;
        state.attempts[attempt] = made;
      } catch (err) {
        const error = toEngineError(err, runSignal);
        state.error ??= error;
        if (stopsRun(error) && !runSignal.aborted) halt({ status: 'failed', reason: error.toRecordString(), hint: error.hint });
      } finally {
        tracker.end(ticket, tokens);
      }
      state.pending--;
      if (state.error !== null && state === current && nextAttempt < k) {
        // A failed sample wastes no more requests: its undispatched attempts are written off.
        state.pending -= k - nextAttempt;
        nextAttempt = k;
      }
      // A sample whose other attempts are still out is finished by whichever worker returns last.
      if (state.pending === 0) await finish(state);
    }
  }

  report();
  const tickMs = options.tickMs ?? 1000;
  const ticker = tickMs > 0 ? setInterval(report, tickMs) : null;
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(1, todo.length * k)) }, () => worker()));
  } finally {
    if (ticker !== null) clearInterval(ticker);
    signal.removeEventListener('abort', onAbort);
  }
  const progress = tracker.snapshot();
  options.onProgress?.(progress);
  const end = stopped as Stop | null;
  if (end) return { status: end.status, stop_reason: end.reason, stop_hint: end.hint, progress };
  const unanswered = progress.total - progress.done;
  if (unanswered === 0) return { status: 'complete', stop_reason: null, stop_hint: null, progress };
  const scored = progress.done === 0 ? '0 scored' : `${progress.done} of ${progress.total} scored`;
  return {
    status: 'failed',
    stop_reason: `${scored} — ${plural(unanswered, 'sample')} got no answer from the engine${lastError ? ` (last: ${lastError})` : ''}`,
    stop_hint: 'resume the run to retry the samples the engine did not answer',
    progress,
  };
}
