// `stepbench eval`: runs a verifier over the test sets and writes the run file the
// browser imports. Every record is journaled the moment its sample finishes, so
// Ctrl-C, a crash or SIGKILL loses nothing and `--resume` repeats nothing.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { getTemplate, STEPBENCH_V1 } from '../../core/protocol/index.ts';
import { computeRunMetrics } from '../../core/metrics/index.ts';
import { accuracyTable } from '../../core/report/index.ts';
import { contentHash } from '../../core/run/content-hash.ts';
import { createRunLog, promptSpec, SET_CHOICES, templateFromSpec, type RunSpec, type SetChoice } from '../../core/run/log.ts';
import { runEval, type RunOutcome } from '../../core/run/runner.ts';
import { selectSamples } from '../../core/run/select.ts';
import type { Sample } from '../../core/dataset/types.ts';
import type { Engine } from '../../engines/engine.ts';
import { createEngine } from '../../engines/registry.ts';
import { REFERENCE_KINDS, type ReferenceKind } from '../../engines/reference.ts';
import { RunFile, formatIssues } from '../../node/run-file.ts';
import { isError, numberFlag, parse, stringFlag, type Options } from '../args.ts';
import { loadSamples } from '../data.ts';
import { progressSink } from '../progress.ts';
import { cliProvenance } from '../provenance.ts';
import { samplesForSpec, testSamples } from '../run-setup.ts';
import { httpFetch } from '../../node/http-fetch.ts';
import type { Command } from './types.ts';

const USAGE = `usage: stepbench eval --endpoint URL --model NAME [options]
       stepbench eval --engine reference|accept-all|answer-only [options]
       stepbench eval --resume RUN.json [--endpoint URL] [--api-key K] [--concurrency N] [--timeout S]

engine:
  --endpoint URL       OpenAI-compatible server (vLLM, SGLang, Ollama, llama.cpp): root, /v1 or full URL
  --model NAME         model name the server knows
  --api-key K          bearer token (or env STEPBENCH_API_KEY); never written to the run file
  --engine KIND        reference | accept-all | answer-only (no server) | openai (default with --endpoint)
data:
  --data DIR|FILE      JSONL samples (default: generate the paper's test sets from --seed)
  --seed N             generator seed (default 1)
  --set S              canonical | perturbed | both (default both)
  --limit N            stratified subset of N samples (every trace type and perturbation family)
decoding:
  --k N                samples per item, majority vote per field (default 1; the paper's TTC is 7)
  --temperature T      default 0 with k = 1, 0.3 with k > 1
  --decode-seed N      seed of attempt 0; attempt i uses N + i (default 0)
  --max-tokens N       cap on generated tokens (default: the server's)
  --json-schema        constrained decoding with the answer's JSON schema (off, as in the paper)
  --thinking, --no-thinking   switch reasoning models' thinking (default: the model's own)
  --template ID        prompt template (default ${STEPBENCH_V1.id})
run:
  --concurrency N      requests in flight (default 4)
  --timeout S          per request, seconds (default 120)
  --retries N          retries on 429/5xx/network errors (default 4)
  --out FILE           run file to write (default stepbench-run-<model>-<time>.json)
  --resume FILE        continue a stopped run; its settings come from the file`;

const OPTIONS: Options = {
  endpoint: { type: 'string' },
  model: { type: 'string' },
  'api-key': { type: 'string' },
  engine: { type: 'string' },
  data: { type: 'string' },
  seed: { type: 'string' },
  set: { type: 'string' },
  limit: { type: 'string' },
  k: { type: 'string' },
  temperature: { type: 'string' },
  'decode-seed': { type: 'string' },
  'max-tokens': { type: 'string' },
  'json-schema': { type: 'boolean' },
  thinking: { type: 'boolean' },
  'no-thinking': { type: 'boolean' },
  template: { type: 'string' },
  concurrency: { type: 'string' },
  timeout: { type: 'string' },
  retries: { type: 'string' },
  out: { type: 'string' },
  resume: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
};

/** Flags a resume may change: where and how fast to talk to the server, never what is measured. */
const RESUME_FLAGS = new Set(['resume', 'endpoint', 'api-key', 'concurrency', 'timeout', 'retries', 'data', 'help']);

interface Transport {
  endpoint?: string;
  apiKey?: string;
  timeoutMs: number;
  retries: number;
}

function fail(message: string): number {
  process.stderr.write(`stepbench eval: ${message}\n\n${USAGE}\n`);
  return 2;
}

function engineFor(spec: RunSpec, transport: Transport): Engine | string {
  const kind = spec.engine.kind;
  const template = templateFromSpec(spec.prompt);
  if ((REFERENCE_KINDS as readonly string[]).includes(kind)) return createEngine({ kind: kind as ReferenceKind, template });
  if (kind === 'openai') {
    const baseUrl = transport.endpoint ?? spec.engine.base_url;
    if (!baseUrl) return 'the run has no endpoint; pass --endpoint';
    return createEngine({ kind: 'openai', baseUrl, model: spec.engine.model, apiKey: transport.apiKey ?? null, timeoutMs: transport.timeoutMs, maxRetries: transport.retries, fetch: httpFetch });
  }
  return `engine "${kind}" cannot run from the CLI (WebLLM runs in the browser)`;
}

function defaultOut(spec: RunSpec): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const name = (spec.engine.kind === 'openai' ? spec.engine.model : spec.engine.kind).replace(/[^A-Za-z0-9._-]+/g, '_');
  return `stepbench-run-${name}-${stamp}.json`;
}

interface Plan {
  spec: RunSpec;
  samples: Sample[];
  file: RunFile;
  concurrency: number;
  engine: Engine;
}

async function planNew(values: Record<string, string | boolean | undefined>, transport: Transport, concurrency: number): Promise<Plan | string> {
  const endpoint = stringFlag(values, 'endpoint');
  const engineKind = stringFlag(values, 'engine') ?? (endpoint ? 'openai' : undefined);
  if (!engineKind) return 'choose an engine: --endpoint URL --model NAME, or --engine reference|accept-all|answer-only';
  if (engineKind !== 'openai' && !(REFERENCE_KINDS as readonly string[]).includes(engineKind)) return `unknown --engine "${engineKind}"`;
  const model = stringFlag(values, 'model');
  if (engineKind === 'openai' && (!endpoint || !model)) return 'an OpenAI-compatible engine needs --endpoint URL and --model NAME';
  const set = (stringFlag(values, 'set') ?? 'both') as SetChoice;
  if (!SET_CHOICES.includes(set)) return `--set must be one of ${SET_CHOICES.join(', ')}`;
  const seed = numberFlag(values, 'seed', { integer: true, min: 0 });
  const limit = numberFlag(values, 'limit', { integer: true, min: 1 });
  const k = numberFlag(values, 'k', { integer: true, min: 1, max: 64 });
  const temperature = numberFlag(values, 'temperature', { min: 0, max: 2 });
  const decodeSeed = numberFlag(values, 'decode-seed', { integer: true, min: 0 });
  const maxTokens = numberFlag(values, 'max-tokens', { integer: true, min: 1 });
  for (const v of [seed, limit, k, temperature, decodeSeed, maxTokens]) if (isError(v)) return v.error;
  if (values.thinking && values['no-thinking']) return 'choose one of --thinking and --no-thinking';
  const templateId = stringFlag(values, 'template') ?? STEPBENCH_V1.id;
  const template = getTemplate(templateId);
  if (!template) return `unknown --template "${templateId}"`;

  const dataSeed = (seed as number | undefined) ?? 1;
  const loaded = await loadSamples({ data: stringFlag(values, 'data'), seed: dataSeed });
  if ('error' in loaded) return loaded.error;
  const tests = testSamples(loaded.samples);
  if (tests.length === 0) return 'the data has no test samples (split "test")';
  const kk = (k as number | undefined) ?? 1;
  const spec: RunSpec = {
    dataset: { seed: loaded.seed, options: loaded.options, content_hash: contentHash(tests) },
    engine: engineKind === 'openai' ? { kind: 'openai', model: model ?? '', base_url: endpoint ?? '' } : { kind: engineKind, model: engineKind },
    prompt: promptSpec(template),
    decoding: {
      temperature: (temperature as number | undefined) ?? (kk > 1 ? 0.3 : 0),
      seed: (decodeSeed as number | undefined) ?? 0,
      max_tokens: (maxTokens as number | undefined) ?? null,
      k: kk,
      json_schema: values['json-schema'] === true,
      thinking: values.thinking ? true : values['no-thinking'] ? false : null,
    },
    limit: (limit as number | undefined) ?? null,
    set,
  };
  const out = stringFlag(values, 'out') ?? defaultOut(spec);
  if (existsSync(out)) return `${out} already exists: continue it with --resume ${out}, or choose another --out`;
  const engine = engineFor(spec, transport);
  if (typeof engine === 'string') return engine;
  const log = createRunLog({ id: `run-${randomUUID()}`, spec, provenance: cliProvenance(), now: new Date().toISOString() });
  const file = await RunFile.create(out, log);
  return { spec, samples: selectSamples(tests, set, spec.limit), file, concurrency, engine };
}

async function planResume(path: string, values: Record<string, string | boolean | undefined>, transport: Transport, concurrency: number): Promise<Plan | string> {
  const fixed = Object.keys(values).filter((k) => values[k] !== undefined && !RESUME_FLAGS.has(k));
  if (fixed.length > 0) return `a resumed run keeps its own settings; drop ${fixed.map((f) => `--${f}`).join(', ')}`;
  const opened = await RunFile.resume(path);
  if (!opened.ok) return `cannot resume ${path}:\n${formatIssues(opened.issues)}`;
  const file = opened.value;
  const spec = file.runLog.spec;
  const samples = await samplesForSpec(spec, stringFlag(values, 'data'));
  if ('error' in samples) return samples.error;
  const engine = engineFor(spec, transport);
  if (typeof engine === 'string') return engine;
  return { spec, samples: samples.selected, file, concurrency, engine };
}

function printSummary(plan: Plan, outcome: RunOutcome): void {
  const log = plan.file.runLog;
  const metrics = computeRunMetrics(log.records, plan.samples);
  const label = plan.spec.engine.kind === 'openai' ? plan.spec.engine.model : plan.spec.engine.kind;
  process.stdout.write(`\n${accuracyTable('text', [{ label, metrics }])}\n`);
  process.stdout.write(`samples scored ${metrics.samples}/${plan.samples.length}, parse errors ${metrics.usage.parse_errors}, engine errors ${metrics.engine_errors}\n`);
  process.stdout.write(`run file: ${plan.file.path}\n`);
  if (outcome.status !== 'complete') {
    process.stderr.write(`\nthe run stopped: ${outcome.stop_reason ?? outcome.status}\nresume with: stepbench eval --resume ${plan.file.path}\n`);
  }
}

export const evalCommand: Command = {
  async run(args) {
    const parsed = parse(args, OPTIONS);
    if ('error' in parsed) return fail(parsed.error);
    const { values } = parsed;
    if (values.help) {
      process.stdout.write(USAGE + '\n');
      return 0;
    }
    const timeout = numberFlag(values, 'timeout', { min: 1 });
    const retries = numberFlag(values, 'retries', { integer: true, min: 0, max: 20 });
    const concurrency = numberFlag(values, 'concurrency', { integer: true, min: 1, max: 1024 });
    for (const v of [timeout, retries, concurrency]) if (isError(v)) return fail(v.error);
    const transport: Transport = {
      endpoint: stringFlag(values, 'endpoint'),
      apiKey: stringFlag(values, 'api-key') ?? process.env.STEPBENCH_API_KEY,
      timeoutMs: ((timeout as number | undefined) ?? 120) * 1000,
      retries: (retries as number | undefined) ?? 4,
    };
    const resume = stringFlag(values, 'resume');
    const c = (concurrency as number | undefined) ?? 4;
    const plan = resume ? await planResume(resume, values, transport, c) : await planNew(values, transport, c);
    if (typeof plan === 'string') return fail(plan);

    const done = plan.file.doneIds();
    const todo = plan.samples.filter((s) => !done.has(s.id)).length;
    process.stderr.write(`${resume ? 'resuming' : 'starting'} ${plan.file.path}: ${plan.samples.length} samples, ${todo} to do, k=${plan.spec.decoding.k}, concurrency ${plan.concurrency}\n`);

    const controller = new AbortController();
    let interrupts = 0;
    const onSigint = (): void => {
      interrupts++;
      if (interrupts === 1) {
        process.stderr.write('\nstopping after the requests in flight… (Ctrl-C again to quit at once; nothing recorded is lost)\n');
        controller.abort();
      } else {
        process.stderr.write(`\nquitting; resume with: stepbench eval --resume ${plan.file.path}\n`);
        process.exit(130);
      }
    };
    process.on('SIGINT', onSigint);
    process.on('SIGTERM', onSigint);
    const progress = progressSink(process.stderr);
    let outcome: RunOutcome;
    try {
      outcome = await runEval({
        samples: plan.samples, engine: plan.engine, spec: plan.spec, done, concurrency: plan.concurrency,
        onRecord: (r) => plan.file.append(r), onProgress: (p) => progress.update(p), signal: controller.signal,
      });
    } finally {
      progress.done();
      process.off('SIGINT', onSigint);
      process.off('SIGTERM', onSigint);
    }
    const status = outcome.status === 'complete' ? 'complete' : outcome.status === 'paused' ? 'paused' : 'error';
    await plan.file.finish(status, outcome.stop_reason);
    printSummary(plan, outcome);
    return outcome.status === 'complete' ? 0 : outcome.status === 'paused' ? 130 : 1;
  },
};
