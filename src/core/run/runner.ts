// The run loop: prompt -> engine -> parse -> vote -> score -> persist, for every
// sample not yet done. Pure: storage, clocks and the engine come in as arguments,
// so the browser (IndexedDB) and the CLI (run file) share exactly this code.
//
// Guarantees:
// - at most `concurrency` engine requests in flight (attempts, not samples);
// - a record is handed to `onRecord` and awaited before its worker takes new work,
//   so whatever is reported done has been persisted;
// - an engine error never becomes a scored answer: the sample's record carries
//   `engine_error` (redone on resume); 'aborted' samples are not recorded at all
//   (the user stopped the run; the sample is simply not done yet);
// - device loss, an abort, a failing store, or `maxConsecutiveErrors` engine
//   failures in a row stop the run; it can be resumed.
import { answerJsonSchema, buildPrompt, parseResponse, type ChatMessage, type PromptTemplate } from '../protocol/index.ts';
import { majorityVote, scoreAnswer } from '../scoring/index.ts';
import type { Sample } from '../dataset/types.ts';
import { stopsRun, toEngineError, type Engine, type EngineError, type GenerateRequest } from './engine-port.ts';
import { templateFromSpec, type RunSpec } from './log.ts';
import type { Attempt, SampleRecord } from './types.ts';

export interface RunProgress {
  /** Samples in this run's selection. */
  total: number;
  /** Samples with a scored record, including those done before a resume. */
  done: number;
  /** Records written by this invocation (engine errors included). */
  recorded: number;
  engine_errors: number;
  /** Attempts whose text did not parse, in this invocation. */
  parse_errors: number;
  in_flight: number;
  elapsed_ms: number;
  /** Estimated time to finish from this invocation's pace; null until a record exists. */
  eta_ms: number | null;
}

export type RunOutcomeStatus = 'complete' | 'paused' | 'error';

export interface RunOutcome {
  /** complete: every sample recorded; paused: stopped by the signal; error: stopped by a failure. */
  status: RunOutcomeStatus;
  stop_reason: string | null;
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
  /** Stop after this many engine-error records in a row (a dead server). Default 10. */
  maxConsecutiveErrors?: number;
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

export async function runEval(options: RunEvalOptions): Promise<RunOutcome> {
  const { spec, engine, done, onRecord, signal } = options;
  const template = options.template ?? templateFromSpec(spec.prompt);
  const k = Math.max(1, spec.decoding.k);
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const maxConsecutive = options.maxConsecutiveErrors ?? 10;
  const now = options.now ?? (() => Date.now());
  const timestamp = options.timestamp ?? (() => new Date().toISOString());
  const jsonSchema = spec.decoding.json_schema ? answerJsonSchema(template) : null;

  const todo = options.samples.filter((s) => !done.has(s.id));
  const alreadyDone = options.samples.length - todo.length;
  const started = now();
  const progress: RunProgress = {
    total: options.samples.length, done: alreadyDone, recorded: 0, engine_errors: 0, parse_errors: 0,
    in_flight: 0, elapsed_ms: 0, eta_ms: null,
  };
  const report = (): void => {
    progress.elapsed_ms = now() - started;
    const remaining = progress.total - progress.done;
    progress.eta_ms = progress.recorded > 0 ? (progress.elapsed_ms / progress.recorded) * remaining : null;
    options.onProgress?.({ ...progress });
  };

  // Stopping aborts in-flight requests too: after device loss they cannot succeed,
  // and after an abort nobody wants them.
  const stop = new AbortController();
  const runSignal = AbortSignal.any([signal, stop.signal]);
  let stopReason: { status: RunOutcomeStatus; reason: string } | null = null;
  const halt = (status: RunOutcomeStatus, reason: string): void => {
    stopReason ??= { status, reason };
    stop.abort();
  };
  const onAbort = (): void => halt('paused', 'stopped by the user');
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });

  let consecutiveErrors = 0;
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
    if (state.error) {
      return {
        sample_id: state.sample.id, gold: state.sample.gold, attempts,
        answer: { q1: null, q2: null, q3: null }, correct: { q1: false, q2: false, q3: false },
        engine_error: state.error.toRecordString(), finished_at: timestamp(),
      };
    }
    const answer = majorityVote(attempts.map((a) => a.parsed));
    return {
      sample_id: state.sample.id, gold: state.sample.gold, attempts, answer,
      correct: scoreAnswer(answer, state.sample.gold), engine_error: null, finished_at: timestamp(),
    };
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
      halt('error', `could not save the record of ${state.sample.id}: ${err instanceof Error ? err.message : String(err)}`);
      return;
    }
    progress.recorded++;
    if (record.engine_error === null) {
      progress.done++;
      consecutiveErrors = 0;
    } else {
      progress.engine_errors++;
      consecutiveErrors++;
      if (consecutiveErrors >= maxConsecutive) halt('error', `${consecutiveErrors} samples in a row failed; last: ${record.engine_error}`);
    }
    report();
  }

  async function worker(): Promise<void> {
    while (!runSignal.aborted) {
      const job = nextJob();
      if (!job) return;
      const { state, attempt } = job;
      const request: GenerateRequest = {
        messages: state.messages,
        temperature: spec.decoding.temperature,
        seed: spec.decoding.seed + attempt,
        max_tokens: spec.decoding.max_tokens,
        json_schema: jsonSchema,
        thinking: spec.decoding.thinking,
      };
      progress.in_flight++;
      try {
        const result = await engine.generate(request, runSignal);
        const parsed = parseResponse(result.text, state.sample.steps.length - 1, template.fields);
        if (!parsed.ok) progress.parse_errors++;
        state.attempts[attempt] = {
          text: result.text, reasoning: result.reasoning, parsed, latency_ms: result.latency_ms,
          prompt_tokens: result.prompt_tokens, completion_tokens: result.completion_tokens,
        };
      } catch (err) {
        const error = toEngineError(err, runSignal);
        state.error ??= error;
        if (stopsRun(error) && !runSignal.aborted) halt('error', error.toRecordString());
      } finally {
        progress.in_flight--;
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
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(1, todo.length * k)) }, () => worker()));
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
  report();
  const stopped = stopReason as { status: RunOutcomeStatus; reason: string } | null;
  if (stopped) return { status: stopped.status, stop_reason: stopped.reason, progress: { ...progress } };
  return { status: 'complete', stop_reason: null, progress: { ...progress } };
}
