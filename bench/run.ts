// `npm run bench`: the in-process measurements, then the CLI as processes, as one table
// (measurement, value, target, pass/fail). Exits 1 when a target is missed.
import { benchCore, type BenchLine } from './core.ts';
import { benchEval } from './eval.ts';
import { benchProcess } from './process.ts';
import { benchSse } from './sse.ts';

function value(l: BenchLine): string {
  if (Number.isNaN(l.value)) return '—';
  const v = l.value >= 100 ? Math.round(l.value).toLocaleString('en-US') : l.value.toFixed(l.value >= 10 ? 1 : 3);
  return `${v} ${l.unit}`.trim();
}

function table(title: string, lines: BenchLine[]): string {
  const rows = lines.map((l) => [l.name, value(l), l.target ?? '', l.pass === undefined ? '' : l.pass ? 'pass' : 'FAIL']);
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length), ['measurement', 'value', 'target'][i]!.length));
  const fmt = (r: string[]) => `${r[0]!.padEnd(widths[0]!)}  ${r[1]!.padStart(widths[1]!)}  ${r[2]!.padEnd(widths[2]!)}  ${r[3]}`.trimEnd();
  return [`${title}`, fmt(['measurement', 'value', 'target', 'pass/fail']), ...rows.map(fmt)].join('\n') + '\n\n';
}

const inProcess = [...benchCore(), ...(await benchEval()), ...benchSse()];
process.stdout.write(table('in process (bundled, warm)', inProcess));
const processes = await benchProcess();
process.stdout.write(table('as processes (node bin/stepbench.mjs, start-up included, best of several runs)', processes));
if ([...inProcess, ...processes].some((l) => l.pass === false)) process.exitCode = 1;
