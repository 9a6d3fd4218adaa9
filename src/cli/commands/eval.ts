// `stepbench eval`: runs a verifier over the test sets and writes the run file the
// browser imports. Every record is journaled the moment its sample finishes, so
// Ctrl-C, a crash or SIGKILL loses nothing and `--resume` repeats nothing. What a run
// is (spec, samples, engine, how it ends) is decided in core/run; this is its adapter.
import { randomUUID } from 'node:crypto';
import { existsSync, lstatSync } from 'node:fs';
import { computeRunMetrics } from '../../core/metrics/index.ts';
import { unreadableLines } from '../unreadable.ts';
import { accuracyTable } from '../../core/report/index.ts';
import {
  connectionFor, createRunLog, dataForRun, defaultConcurrency, executeRun, planRun, runLabel, runSlug, runSpec, samplesForSpec, selectSamples, templateFromSpec,
  withoutUserinfo, type Executed, type RunSpec,
} from '../../core/run/index.ts';
import type { Sample } from '../../core/dataset/index.ts';
import type { Engine } from '../../engines/engine.ts';
import { engineForConnection } from '../../engines/registry.ts';
import { httpFetch } from '../../node/http-fetch.ts';
import { FileProblem } from '../../node/fs-errors.ts';
import { RunFile, formatIssues, journalPathFor } from '../../node/run-file.ts';
import { acquireRunLock, type RunLock } from '../../node/run-lock.ts';
import { outputRefusal } from '../../node/safe-output.ts';
import { nodeSampleSource } from '../../node/sample-files.ts';
import { isError, numberFlag, parse, stringFlag, type Options } from '../args.ts';
import { progressSink } from '../progress.ts';
import { cliProvenance } from '../provenance.ts';
import { requestFromFlags, resumeConflicts, RESUME_MAY_CHANGE } from '../run-flags.ts';
import type { Command } from './types.ts';
import { EVAL_USAGE as USAGE } from './eval-usage.ts';

const OPTIONS: Options = {
  endpoint: { type: 'string' }, model: { type: 'string' }, 'api-key': { type: 'string' }, engine: { type: 'string' },
  data: { type: 'string' }, seed: { type: 'string' }, set: { type: 'string' }, limit: { type: 'string' },
  k: { type: 'string' }, temperature: { type: 'string' }, 'decode-seed': { type: 'string' }, 'max-tokens': { type: 'string' },
  'json-schema': { type: 'boolean' }, thinking: { type: 'boolean' }, 'no-thinking': { type: 'boolean' }, template: { type: 'string' }, domain: { type: 'string' },
  concurrency: { type: 'string' }, timeout: { type: 'string' }, deadline: { type: 'string' }, retries: { type: 'string' },
  out: { type: 'string' }, resume: { type: 'string' }, name: { type: 'string' }, note: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
};

/** Exit codes (documented in --help and the README). */
export const EXIT = { complete: 0, failed: 1, usage: 2, paused: 130 } as const;

type Values = Record<string, string | boolean | undefined>;

function fail(message: string): number {
  process.stderr.write(`stepbench eval: ${message}\n\nRun "stepbench eval --help" for its options.\n`);
  return EXIT.usage;
}

/** Nothing was run, for a reason that is not the flags' (the file is locked, --out is not a regular file). */
class Refusal {
  constructor(readonly message: string) {}
}

/** Takes the run file's lock; the caller releases it on every way out. */
type TakeLock = (path: string) => Refusal | null;

interface Plan {
  spec: RunSpec;
  samples: Sample[];
  file: RunFile;
  engine: Engine;
  concurrency: number;
  resumed: boolean;
}

interface Transport {
  apiKey: string | null;
  endpoint?: string;
  timeoutMs?: number;
  deadlineMs?: number;
  maxRetries?: number;
  concurrency?: number;
}

function engineOf(spec: RunSpec, t: Transport): Engine | string {
  const connection = connectionFor(spec.engine, {
    apiKey: t.apiKey, ...(t.endpoint ? { baseUrl: t.endpoint } : {}),
    transport: {
      ...(t.timeoutMs !== undefined ? { timeoutMs: t.timeoutMs } : {}),
      ...(t.deadlineMs !== undefined ? { deadlineMs: t.deadlineMs } : {}),
      ...(t.maxRetries !== undefined ? { maxRetries: t.maxRetries } : {}),
    },
  });
  if (!connection.ok) return connection.error.message;
  return engineForConnection(connection.value, templateFromSpec(spec), { fetch: httpFetch });
}

/** The run file and its journal must be regular files (or absent): never a link, FIFO or device. */
async function refusedOutput(path: string, flag: string): Promise<Refusal | null> {
  for (const p of [path, journalPathFor(path)]) {
    const refusal = await outputRefusal(p, { flag });
    if (refusal !== null) return new Refusal(refusal);
  }
  return null;
}

function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

async function planNew(values: Values, t: Transport, takeLock: TakeLock): Promise<Plan | string | Refusal> {
  const request = requestFromFlags(values);
  if (typeof request === 'string') return request;
  const dataPath = stringFlag(values, 'data');
  // Samples from --data carry their domain: the prompt must be that domain's, never linear's by default.
  const given = dataPath !== undefined ? await dataForRun({ data: dataPath }, nodeSampleSource) : null;
  if (given && !given.ok) return given.error.message;
  if (given) {
    const domains = [...new Set(given.value.tests.map((s) => s.domain ?? 'linear'))];
    if (domains.length > 1) return `${dataPath} mixes samples of several domains (${domains.join(', ')}): a run asks one domain's questions; give it one domain's files`;
    const [dataDomain = 'linear'] = domains;
    if (request.domain !== undefined && request.domain !== dataDomain) return `--domain ${request.domain} does not match ${dataPath}, whose samples are of the ${dataDomain} domain: drop --domain or give it ${dataDomain}`;
    request.domain = dataDomain;
  }
  const planned = planRun(request, 'cli');
  if (!planned.ok) return `${planned.error.message}${planned.error.field === 'engine' && !values.engine && !values.endpoint ? ' — choose an engine: --endpoint URL --model NAME, or --engine reference|accept-all|answer-only' : ''}`;
  const seed = numberFlag(values, 'seed', { integer: true, min: 0 });
  if (isError(seed)) return seed.error;
  const data = given ?? await dataForRun({ seed: seed ?? 1, options: { domain: planned.value.domain } }, nodeSampleSource);
  if (!data.ok) return data.error.message;
  const spec = runSpec(planned.value, data.value.dataset);
  const name = stringFlag(values, 'name') ?? null;
  const out = stringFlag(values, 'out') ?? defaultOut(spec, name);
  const refused = await refusedOutput(out, '--out');
  if (refused) return refused;
  const taken = `${out} already exists: continue it with --resume ${out}, or choose another --out`;
  if (exists(out)) return taken;
  const locked = takeLock(out);
  if (locked) return locked;
  // Under the lock: another eval may have made the file between the look above and the lock.
  if (exists(out)) return taken;
  const engine = engineOf(spec, t);
  if (typeof engine === 'string') return engine;
  const log = createRunLog({ id: `run-${randomUUID()}`, spec, provenance: cliProvenance(), now: new Date().toISOString(), name, note: stringFlag(values, 'note') ?? null });
  // The data was just made for this spec: select from it rather than generating it again.
  const samples = selectSamples(data.value.tests, spec.set, spec.limit);
  return { spec, samples, file: RunFile.create(out, log), engine, concurrency: t.concurrency ?? defaultConcurrency(spec.engine.kind), resumed: false };
}

async function planResume(path: string, values: Values, t: Transport, takeLock: TakeLock): Promise<Plan | string | Refusal> {
  // A resume rewrites the file in place: it must be the real file, not a link to it.
  const refused = await refusedOutput(path, '--resume');
  if (refused) return refused;
  if (!existsSync(path)) return `cannot resume ${path}: file not found`;
  // Before reading: a second resume of a running file stops here, naming the first.
  const locked = takeLock(path);
  if (locked) return locked;
  const opened = await RunFile.open(path);
  if (!opened.ok) return `cannot resume ${path}:\n${formatIssues(opened.issues)}`;
  const file = opened.value;
  const spec = file.runLog.spec;
  // A file written before user:pass@ was kept out of run files: take it out now (the
  // connection below still uses it, unless --endpoint replaces the address).
  const stored = spec.engine.base_url;
  if (stored !== undefined && withoutUserinfo(stored) !== stored) {
    spec.engine.base_url = withoutUserinfo(stored);
    if (t.endpoint === undefined) t = { ...t, endpoint: stored };
  }
  const conflicts = resumeConflicts(spec, values);
  if (conflicts.length > 0) {
    return `a resumed run keeps its own settings; these differ from ${path}:\n${conflicts.map((c) => `  ${c}`).join('\n')}\n(drop them, or start a new run with another --out; ${[...RESUME_MAY_CHANGE].map((f) => `--${f}`).join(', ')} may change)`;
  }
  const data = stringFlag(values, 'data');
  const samples = await samplesForSpec(spec, nodeSampleSource, data !== undefined ? { data } : {});
  if (!samples.ok) return samples.error.message;
  const engine = engineOf(spec, t);
  if (typeof engine === 'string') return engine;
  return { spec, samples: samples.value.selected, file, engine, concurrency: t.concurrency ?? defaultConcurrency(spec.engine.kind), resumed: true };
}

function defaultOut(spec: RunSpec, name: string | null): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `stepbench-run-${runSlug({ spec, name })}-${stamp}.json`;
}

function printSummary(plan: Plan, done: Executed): void {
  const log = plan.file.runLog;
  const metrics = computeRunMetrics(log.records, plan.samples);
  process.stdout.write(`\n${accuracyTable('text', [{ label: runLabel(log), metrics }])}\n`);
  process.stdout.write(`samples scored ${metrics.samples}/${plan.samples.length}, parse errors ${metrics.usage.parse_errors}, engine errors ${metrics.engine_errors}\n`);
  for (const line of unreadableLines(metrics.unreadable)) process.stdout.write(`${line}\n`);
  process.stdout.write(`run file: ${plan.file.path} (${done.end.status})\n`);
  if (done.end.status === 'complete') return;
  const lines = [''];
  if (done.end.stop_hint) lines.push(`what to try: ${done.end.stop_hint}`);
  lines.push(`resume with: stepbench eval --resume ${plan.file.path}`);
  lines.push(`stepbench eval: ${done.end.status}: ${done.end.stop_reason ?? done.end.status}`);
  process.stderr.write(lines.join('\n') + '\n');
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Ctrl-C, SIGTERM and SIGHUP for the whole command, so none of them can kill it between
 * taking the lock and releasing it: while the run goes, the first stops it gracefully
 * (a pause, exit 130) and a second quits at once; before the run starts, or after it
 * ended, one quits at once. Quitting goes through process.exit, whose 'exit' hook
 * releases the lock.
 */
class Stopper {
  readonly controller = new AbortController();
  running: Plan | null = null;
  private interrupts = 0;
  private readonly onSignal = (): void => {
    this.interrupts++;
    if (this.running && this.interrupts === 1) {
      process.stderr.write('\nstopping after the requests in flight… (Ctrl-C again to quit at once; nothing recorded is lost)\n');
      this.controller.abort();
      return;
    }
    if (this.running) process.stderr.write(`\nquitting; resume with: stepbench eval --resume ${this.running.file.path}\n`);
    process.exit(EXIT.paused);
  };

  constructor() {
    for (const s of STOP_SIGNALS) process.on(s, this.onSignal);
  }

  dispose(): void {
    for (const s of STOP_SIGNALS) process.off(s, this.onSignal);
  }
}

async function execute(plan: Plan, stopper: Stopper): Promise<number> {
  stopper.running = plan;
  const progress = progressSink(process.stderr);
  let done: Executed;
  try {
    done = await executeRun({
      recorder: plan.file, samples: plan.samples, engine: plan.engine, concurrency: plan.concurrency, signal: stopper.controller.signal,
      onBegin: (log) => {
        const left = plan.samples.length - log.records.filter((r) => r.engine_error === null).length;
        process.stderr.write(`${plan.resumed ? 'resuming' : 'starting'} ${plan.file.path}: ${plan.samples.length} samples, ${left} to do, k=${plan.spec.decoding.k}, concurrency ${plan.concurrency}\n`);
      },
      onProgress: (p) => progress.update(p),
    });
  } catch (err) {
    // The run file could not be written (a full disk, a folder that is not there): said in words.
    if (!(err instanceof FileProblem)) throw err;
    process.stderr.write(`stepbench eval: failed: ${err.message}\n`);
    return EXIT.failed;
  } finally {
    progress.done();
  }
  printSummary(plan, done);
  return done.end.status === 'complete' ? EXIT.complete : done.end.status === 'paused' ? EXIT.paused : EXIT.failed;
}

export const evalCommand: Command = {
  async run(args) {
    const parsed = parse(args, OPTIONS);
    if ('error' in parsed) return fail(parsed.error);
    const { values } = parsed;
    if (values.help) {
      process.stdout.write(USAGE + '\n');
      return EXIT.complete;
    }
    const timeout = numberFlag(values, 'timeout', { min: 1 });
    const deadline = numberFlag(values, 'deadline', { min: 1, max: 7 * 24 * 3600 });
    const retries = numberFlag(values, 'retries', { integer: true, min: 0, max: 20 });
    const concurrency = numberFlag(values, 'concurrency', { integer: true, min: 1, max: 1024 });
    for (const v of [timeout, deadline, retries, concurrency]) if (isError(v)) return fail(v.error);
    const transport: Transport = {
      apiKey: stringFlag(values, 'api-key') ?? process.env.STEPBENCH_API_KEY ?? null,
      ...(stringFlag(values, 'endpoint') !== undefined ? { endpoint: stringFlag(values, 'endpoint') } : {}),
      ...(timeout !== undefined ? { timeoutMs: (timeout as number) * 1000 } : {}),
      ...(deadline !== undefined ? { deadlineMs: (deadline as number) * 1000 } : {}),
      ...(retries !== undefined ? { maxRetries: retries as number } : {}),
      ...(concurrency !== undefined ? { concurrency: concurrency as number } : {}),
    };
    const resume = stringFlag(values, 'resume');
    let lock: RunLock | null = null;
    const takeLock: TakeLock = (path) => {
      const taken = acquireRunLock(path);
      if (!taken.ok) return new Refusal(taken.message);
      lock = taken.lock;
      return null;
    };
    const stopper = new Stopper();
    try {
      const plan = resume ? await planResume(resume, values, transport, takeLock) : await planNew(values, transport, takeLock);
      if (plan instanceof Refusal) {
        process.stderr.write(`stepbench eval: ${plan.message}\n`);
        return EXIT.usage;
      }
      if (typeof plan === 'string') return fail(plan);
      return await execute(plan, stopper);
    } finally {
      // Every way out (complete, failed, paused by a signal, refused) comes through here
      // before the signal handlers go; process.exit is covered by the lock's exit hook.
      stopper.running = null;
      (lock as RunLock | null)?.release();
      stopper.dispose();
    }
  },
};
