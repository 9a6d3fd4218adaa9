// `stepbench report RUN.json [OTHER.json]`: the paper's tables for a run, or two runs
// side by side with the paired comparison (exact McNemar) on the samples both scored.
import { computeRunMetrics, pairedComparison, runSummaryJson, type RunMetrics } from '../../core/metrics/index.ts';
import { accuracyTable, detailsTable, familyTable, pairedTable, type TableFormat } from '../../core/report/index.ts';
import type { RunLog } from '../../core/run/log.ts';
import type { Sample } from '../../core/dataset/types.ts';
import { formatIssues, loadRunFile } from '../../node/run-file.ts';
import { parse, stringFlag, type Options } from '../args.ts';
import { runLabel, samplesForSpec } from '../../core/run/index.ts';
import { nodeSampleSource } from '../../node/sample-files.ts';
import type { Command } from './types.ts';

const USAGE = `usage: stepbench report RUN.json [OTHER.json] [--json] [--format text|md|csv|latex] [--data DIR]

  --json        the metrics summary as JSON (accuracies as fractions in [0, 1])
  --format F    text (default), md, csv or latex
  --data DIR    the run's samples, when they were read from files that have moved`;

const OPTIONS: Options = {
  json: { type: 'boolean' },
  format: { type: 'string' },
  data: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
};

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
}

async function load(path: string, data: string | undefined): Promise<Loaded | string> {
  const file = await loadRunFile(path);
  if (!file.ok) return `${path} is not a valid run file:\n${formatIssues(file.issues)}`;
  const log = file.value.log;
  const found = await samplesForSpec(log.spec, nodeSampleSource, data !== undefined ? { data } : {});
  if (!found.ok) return `${path}: ${found.error.message}`;
  const tests = found.value.tests;
  return { path, log, samples: tests, metrics: computeRunMetrics(log.records, tests), label: runLabel(log) };
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
    if (positionals.length < 1 || positionals.length > 2) return fail('give one run file, or two to compare');
    const format = FORMATS[stringFlag(values, 'format') ?? 'text'];
    if (!format) return fail(`unknown --format "${stringFlag(values, 'format')}"`);
    const runs: Loaded[] = [];
    for (const path of positionals) {
      const loaded = await load(path, stringFlag(values, 'data'));
      if (typeof loaded === 'string') {
        process.stderr.write(`stepbench report: ${loaded}\n`);
        return 1;
      }
      runs.push(loaded);
    }
    const [a, b] = runs;
    if (!a) return 1;
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
      const json = b ? { a: runSummaryJson(a.metrics), b: runSummaryJson(b.metrics), paired } : runSummaryJson(a.metrics);
      process.stdout.write(JSON.stringify(json, null, 2) + '\n');
      return 0;
    }
    const entries = runs.map((r) => ({ label: r.label, metrics: r.metrics }));
    const sections = [
      ['Accuracy (%)', accuracyTable(format, entries)],
      ['Perturbed set by family (%)', familyTable(format, entries)],
      ['Details', detailsTable(format, entries)],
    ];
    if (paired && b) sections.push([`Paired comparison: ${a.label} vs ${b.label}`, pairedTable(format, paired, a.label, b.label)]);
    const heading = (title: string): string => (format === 'markdown' ? `### ${title}` : format === 'latex' ? `% ${title}` : format === 'csv' ? `# ${title}` : title);
    process.stdout.write(sections.map(([title, body]) => `${heading(title ?? '')}\n${body}`).join('\n\n') + '\n');
    for (const r of runs) {
      if (r.log.status !== 'complete') process.stderr.write(`note: ${r.path} is ${r.log.status} (${r.log.records.length} records)\n`);
    }
    return 0;
  },
};
