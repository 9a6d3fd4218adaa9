// `stepbench report RUN.json [OTHER.json]`: the paper's tables for a run, or two runs
// side by side with the paired comparison (exact McNemar) on the samples both scored.
// `--format html` writes one self-contained page of one or more runs instead.
import { computeRunMetrics, pairedComparison, runBesideProbe, runSummaryJson, type BaselineComparison, type RunMetrics } from '../../core/metrics/index.ts';
import { probeAnswersById } from '../../core/audit/index.ts';
import { REFERENCE_ROWS } from '../../core/reference/index.ts';
import { accuracyTable, baselineTable, csvField, detailsTable, familyTable, htmlReport, pairedTable, reportInput, tableHeading, type TableFormat } from '../../core/report/index.ts';
import type { RunLog } from '../../core/run/log.ts';
import type { Sample } from '../../core/dataset/types.ts';
import { FileProblem } from '../../node/fs-errors.ts';
import { formatIssues, loadRunFile } from '../../node/run-file.ts';
import { outputRefusal, writeFileAtomic } from '../../node/safe-output.ts';
import { parse, stringFlag, type Options } from '../args.ts';
import { appVersion } from '../provenance.ts';
import { unreadableLines } from '../unreadable.ts';
import { runDomain, runLabel, samplesForSpec, trainForBaseline } from '../../core/run/index.ts';
import { CATALOG } from '../../core/domains/catalog.ts';
import { nodeSampleSource } from '../../node/sample-files.ts';
import type { Command } from './types.ts';

const MAX_HTML_RUNS = 8;

const USAGE = `usage: stepbench report RUN.json [OTHER.json] [--json] [--format text|md|csv|latex] [--baseline] [--data DIR] [--out FILE]
       stepbench report RUN.json [RUN2.json …] --format html [--paper base|all|none] [--out FILE]

  --json        the metrics summary as JSON (accuracies as fractions in [0, 1])
  --format F    text (default), md, csv, latex, or html: one self-contained page
                (inline CSS and chart, no script, opens from disk) of up to ${MAX_HTML_RUNS} runs
  --paper P     html: the paper's published rows beside the runs: base (default), all, none
  --baseline    also each run beside the surface probe, the benchmark's hypothesis-only baseline,
                on the same samples (each query, Q3 on erroneous samples and by error kind, with
                the exact McNemar p), in every format: fitted on the train set of the run's data,
                generated again at the paper's sizes for a generated run (seconds to a minute),
                train.jsonl for files
  --data DIR    the run's samples, when they were read from files that have moved
  --out FILE    write to FILE instead of standard output`;

const OPTIONS: Options = {
  json: { type: 'boolean' },
  format: { type: 'string' },
  paper: { type: 'string' },
  out: { type: 'string' },
  data: { type: 'string' },
  baseline: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
};

const PAPER: Record<string, (variant: string) => boolean> = { base: (v) => v === 'base', all: () => true, none: () => false };

const FORMATS: Record<string, TableFormat> = { text: 'text', md: 'markdown', markdown: 'markdown', csv: 'csv', latex: 'latex' };

function fail(message: string): number {
  process.stderr.write(`stepbench report: ${message}\n\n${USAGE}\n`);
  return 2;
}

interface Loaded {
  path: string;
  log: RunLog;
  samples: Sample[];
  metrics: RunMetrics;
  label: string;
  /** The run beside the surface probe, when --baseline asked for it. */
  baseline: BaselineComparison | null;
}

/** The run beside the surface probe fitted on its data's train set, or why it cannot be. */
async function baselineOf(path: string, log: RunLog, tests: Sample[], data: string | undefined): Promise<BaselineComparison | string> {
  process.stderr.write(`${path}: fitting the surface probe on the train set of the run's data…\n`);
  const train = await trainForBaseline(log.spec, nodeSampleSource, data);
  if (!train.ok) return `${path}: no baseline: ${train.error.message}`;
  return runBesideProbe(log.records, tests, probeAnswersById(tests, train.value));
}

async function load(path: string, data: string | undefined, withBaseline: boolean): Promise<Loaded | string> {
  const file = await loadRunFile(path);
  if (!file.ok) return `${path} is not a valid run file:\n${formatIssues(file.issues)}`;
  const log = file.value.log;
  const found = await samplesForSpec(log.spec, nodeSampleSource, data !== undefined ? { data } : {});
  if (!found.ok) return `${path}: ${found.error.message}`;
  const tests = found.value.tests;
  // Asked for and not made is a failure, never a report without it.
  const baseline = withBaseline ? await baselineOf(path, log, tests, data) : null;
  if (typeof baseline === 'string') return baseline;
  return { path, log, samples: tests, metrics: computeRunMetrics(log.records, tests), label: runLabel(log), baseline };
}

async function emit(text: string, out: string | undefined): Promise<void> {
  if (out === undefined) process.stdout.write(text);
  else await writeFileAtomic(out, text);
}

function noteIncomplete(runs: readonly Loaded[]): void {
  for (const r of runs) {
    if (r.log.status !== 'complete') process.stderr.write(`note: ${r.path} is ${r.log.status} (${r.log.records.length} records)\n`);
  }
}

/** The html page: runs on other data are allowed, their pair just says why it is not compared. */
async function writeHtml(runs: Loaded[], paper: (variant: string) => boolean, out: string | undefined): Promise<number> {
  const input = reportInput(
    runs.map((r) => ({ log: r.log, samples: r.samples, baseline: r.baseline })),
    { reference: REFERENCE_ROWS.filter((row) => paper(row.variant)), generated_at: new Date().toISOString(), app_version: appVersion() },
  );
  await emit(htmlReport(input), out);
  if (out !== undefined) process.stderr.write(`wrote ${out}\n`);
  noteIncomplete(runs);
  return 0;
}

export const reportCommand: Command = {
  async run(args) {
    const parsed = parse(args, OPTIONS);
    if ('error' in parsed) return fail(parsed.error);
    const { values, positionals } = parsed;
    if (values.help) {
      process.stdout.write(USAGE + '\n');
      return 0;
    }
    const formatName = stringFlag(values, 'format') ?? 'text';
    const isHtml = formatName === 'html';
    const format = FORMATS[formatName];
    if (!format && !isHtml) return fail(`unknown --format "${formatName}"`);
    if (isHtml && values.json) return fail('--json and --format html are two different outputs; choose one');
    const paper = PAPER[stringFlag(values, 'paper') ?? 'base'];
    if (!paper) return fail(`unknown --paper "${stringFlag(values, 'paper')}" (base, all or none)`);
    if (!isHtml && values.paper !== undefined) return fail('--paper is for --format html');
    const max = isHtml ? MAX_HTML_RUNS : 2;
    if (positionals.length < 1 || positionals.length > max) return fail(isHtml ? `give one to ${MAX_HTML_RUNS} run files` : 'give one run file, or two to compare');
    const out = stringFlag(values, 'out');
    // Before any work: --out must be a regular file or absent (never a link, FIFO or device).
    const refused = out === undefined ? null : await outputRefusal(out, { stdoutInstead: true });
    if (refused !== null) {
      process.stderr.write(`stepbench report: ${refused}\n`);
      return 2;
    }
    try {
      return await reportRuns(positionals, values, out, { format, isHtml, paper });
    } catch (err) {
      if (!(err instanceof FileProblem)) throw err;
      process.stderr.write(`stepbench report: ${err.message}\n`);
      return 1;
    }
  },
};

async function reportRuns(
  positionals: string[], values: Record<string, string | boolean | undefined>, out: string | undefined,
  how: { format: TableFormat | undefined; isHtml: boolean; paper: (variant: string) => boolean },
): Promise<number> {
  const { format, isHtml, paper } = how;
  const runs: Loaded[] = [];
  for (const path of positionals) {
    const loaded = await load(path, stringFlag(values, 'data'), values.baseline === true);
    if (typeof loaded === 'string') {
      process.stderr.write(`stepbench report: ${loaded}\n`);
      return 1;
    }
    runs.push(loaded);
  }
  if (isHtml) return writeHtml(runs, paper, out);
  const [a, b] = runs;
  if (!a || !format) return 1;
  if (b && a.log.spec.dataset.content_hash !== b.log.spec.dataset.content_hash) {
    process.stderr.write('stepbench report: the two runs used different data; a paired comparison needs the same samples\n');
    return 1;
  }
  if (b && a.label === b.label) {
    a.label = `A: ${a.label}`;
    b.label = `B: ${b.label}`;
  }
  const paired = b ? pairedComparison(a.log.records, b.log.records, a.samples) : null;

  if (values.json) {
    const summary = (r: Loaded) => ({ domain: runDomain(r.log.spec), ...runSummaryJson(r.metrics), ...(r.baseline ? { baseline: r.baseline } : {}) });
    const json = b ? { a: summary(a), b: summary(b), paired } : summary(a);
    await emit(JSON.stringify(json, null, 2) + '\n', out);
    return 0;
  }
  const entries = runs.map((r) => ({ label: r.label, metrics: r.metrics }));
  const domainLine = runs.map((r) => `${r.label}: ${CATALOG[runDomain(r.log.spec)].title.toLowerCase()}`).join('; ');
  const sections = [
    // It holds run names: in CSV one neutralised field, like every cell.
    ['Domain', format === 'csv' ? csvField(domainLine) : domainLine],
    ['Accuracy (%)', accuracyTable(format, entries)],
    ['Perturbed set by family (%)', familyTable(format, entries)],
    ['Details', detailsTable(format, entries)],
  ];
  if (paired && b) sections.push([`Paired comparison: ${a.label} vs ${b.label}`, pairedTable(format, paired, a.label, b.label)]);
  for (const r of runs) if (r.baseline) sections.push([`${r.label} beside the hypothesis-only baseline (surface probe, same samples; %)`, baselineTable(format, r.baseline)]);
  // A run whose answers mostly could not be read: said with the tables in text, beside them otherwise.
  const warnings = runs.flatMap((r) => unreadableLines(r.metrics.unreadable, runs.length > 1 ? r.label : undefined));
  if (format === 'text' && warnings.length > 0) sections.unshift(['Unreadable answers', warnings.join('\n')]);
  await emit(sections.map(([title, body]) => `${tableHeading(format, title ?? '')}\n${body}`).join('\n\n') + '\n', out);
  if (format !== 'text') for (const line of warnings) process.stderr.write(`${line}\n`);
  noteIncomplete(runs);
  return 0;
}

