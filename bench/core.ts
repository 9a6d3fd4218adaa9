// Benchmarks for the core: the whole default dataset (generate + check every sample, as
// generateDataset does) and the checker alone. Run with `npm run bench`.
import { checkTrace, checkTraceText } from '../src/core/checker/index.ts';
import { MAX_STATEMENT_LENGTH, MAX_TRACE_CHARS } from '../src/core/trace/index.ts';
import { AUDIT_VERSION, auditDataset } from '../src/core/audit/index.ts';
import { generateDataset } from '../src/core/dataset/index.ts';
import { DOMAIN_IDS } from '../src/core/domains/index.ts';

export interface BenchLine {
  name: string;
  value: number;
  unit: string;
  target?: string;
  /** Whether the value meets the target; absent when the line has no target. */
  pass?: boolean;
}

export function benchCore(): BenchLine[] {
  const lines: BenchLine[] = [];
  generateDataset({ seed: 2, trainCanonicalPerType: 100, trainPerturbedPerCell: 30, testPerType: 60 }); // warm-up
  const t0 = performance.now();
  const d = generateDataset({ seed: 1 });
  const secs = (performance.now() - t0) / 1000;
  const all = [...d.train, ...d.testCanonical, ...d.testPerturbed];
  lines.push({ name: `generate + check the default dataset (${all.length} samples)`, value: secs, unit: 's', target: '< 2 s', pass: secs < 2 });
  lines.push({ name: 'dataset samples per second', value: all.length / secs, unit: 'samples/s' });

  const ta = performance.now();
  auditDataset(d.testCanonical, d.testPerturbed, d.train, 1);
  lines.push({ name: 'shortcut audit of the default dataset, without the probe (audit 1)', value: (performance.now() - ta) / 1000, unit: 's' });
  // The surface probe runs inside `generate` (manifest.json): its cost is part of every dataset made.
  const tp = performance.now();
  auditDataset(d.testCanonical, d.testPerturbed, d.train);
  const probeSecs = (performance.now() - tp) / 1000 - (tp - ta) / 1000;
  lines.push({ name: `surface probe of the default dataset (audit ${AUDIT_VERSION} minus audit 1, cold)`, value: probeSecs, unit: 's' });
  lines.push({ name: 'surface probe as a share of generate + check', value: (100 * probeSecs) / secs, unit: '%' });

  const traces = all.map((s) => s.steps);
  for (let i = 0; i < 5000; i++) checkTrace(traces[i % traces.length]!);
  const t1 = performance.now();
  let invalid = 0;
  for (const t of traces) if (!checkTrace(t).q2) invalid++;
  const checkSecs = (performance.now() - t1) / 1000;
  lines.push({ name: `checker alone over the dataset's traces (${invalid} invalid)`, value: traces.length / checkSecs, unit: 'traces/s', target: '> 30,000', pass: traces.length / checkSecs > 30_000 });

  // Pasted input is bounded by MAX_TRACE_CHARS; the worst case is one line that long, which the
  // checker refuses as over the statement limit. Before the pasted readers skipped such lines, one
  // regular expression's look-behind took about 25 s on it.
  const head = '2x = 8\nx = 4';
  const longLine = head + ' + 0'.repeat((MAX_TRACE_CHARS - head.length) / 4);
  const zeroDen = 'x^2/(x - 2) = 4/(x - 2)\nx = ' + '3 '.repeat((MAX_TRACE_CHARS - 80) / 2) + ' makes the denominator zero';
  // LaTeX (trace/latex.ts): unclosed groups made its first version search to the end for each (1–2 s).
  const latex = '$x^{' + 'x^{'.repeat((MAX_TRACE_CHARS - 8) / 3);
  // A run of spaces or ticks before a letter: `[\s.,;✓]+$` tried from every position took 7–11 s
  // (reader.ts, withoutTrailingMarks), present since the marks were read; found in session 40.
  const spaces = '3x = 6\nx = 3 extraneous' + ' '.repeat(MAX_TRACE_CHARS - 40) + 'x';
  const ticks = '3x = 6\nx = 3' + '\u2713'.repeat(MAX_TRACE_CHARS - 40) + 'x';
  // Two space runs around an optional mark (`\s*,?\s+`) split one long run in every way: `so`, 64 KiB of
  // spaces, then a letter took 15 s, and `2x < 4`, spaces, `x` grew with the cube of the run (8,000 spaces:
  // six minutes). Runs are cut to 16 before any reader sees them (trace/space-runs.ts); found in session 45.
  const so = '2x = 4\nso' + ' '.repeat(MAX_TRACE_CHARS - 20) + 'x\nx = 2';
  const chain = '2x < 4' + ' '.repeat(MAX_TRACE_CHARS - 20) + 'x\nx < 2';
  const shapes = [longLine, zeroDen, latex, spaces, ticks, so, chain];
  let worst = 0;
  for (const text of shapes) {
    for (let k = 0; k < 3; k++) {
      const tl = performance.now();
      checkTraceText(text);
      worst = Math.max(worst, k === 0 ? 0 : performance.now() - tl);
    }
  }
  lines.push({ name: `check one pasted line of ${MAX_TRACE_CHARS} characters (worst of ${shapes.length} shapes, warm)`, value: worst, unit: 'ms', target: '< 100 ms', pass: worst < 100 });

  // The same bound split into lines just under the statement limit, where every pasted reader runs on
  // every line: the readers' cost is about linear in the characters, so this is the worst a paste costs.
  // Before the runs were cut, one such line of spaces took 15 s; before the rejection patterns' look-behind
  // waited for its verb (rejection-line.ts), `\\` after a split answer took 4.4 s. Shapes: the slowest of
  // a sweep of 44 fillers in 10 contexts (session 45).
  const atLimit = (head: string, filler: string, tail: string) => {
    const last = head.split('\n').at(-1)!;
    const one = last + filler.repeat(Math.floor((MAX_STATEMENT_LENGTH - 10 - last.length) / filler.length)) + 'x';
    const count = Math.floor((MAX_TRACE_CHARS - 100) / (one.length + 1));
    return [...head.split('\n').slice(0, -1), ...Array<string>(count).fill(one)].join('\n') + tail;
  };
  const many = [atLimit('x^2 = 4\nx = 2 or', '\\', '\nx = -2'), atLimit('1/(x - 3) = 2\nx \u2260 3', '\u221a', 'so\nx = 7/2'), atLimit('2x = 4\nx = 2 ', '\u221a', '=\n'), atLimit('2x = 4\nx = 2 ', 'x', '=\n'), atLimit('2x = 4\nx = 2', ' ', 'x')];
  let worstMany = 0;
  for (const text of many) {
    const tl = performance.now();
    checkTraceText(text);
    worstMany = Math.max(worstMany, performance.now() - tl);
  }
  lines.push({ name: `check ${MAX_TRACE_CHARS} characters pasted as lines of ${MAX_STATEMENT_LENGTH - 10} (worst of ${many.length} shapes)`, value: worstMany / 1000, unit: 's', target: '< 2 s', pass: worstMany < 2000 });

  // Issue 13/14: every domain's full dataset in no more than twice linear's time, measured the
  // same way (warm-up, then generate + check the paper's composition at seed 1).
  for (const domain of DOMAIN_IDS) {
    if (domain === 'linear') continue;
    generateDataset({ domain, seed: 2, trainCanonicalPerType: 100, trainPerturbedPerCell: 30, testPerType: 60 });
    const td = performance.now();
    const dd = generateDataset({ domain, seed: 1 });
    const dsecs = (performance.now() - td) / 1000;
    const n = dd.train.length + dd.testCanonical.length + dd.testPerturbed.length;
    lines.push({ name: `${domain}: generate + check its default dataset (${n} samples)`, value: dsecs, unit: 's' });
    const ratio = dsecs / secs;
    lines.push({ name: `${domain}: time over linear's`, value: ratio, unit: '×', target: '≤ 2×', pass: ratio <= 2 });
    const dtraces = [...dd.testCanonical, ...dd.testPerturbed].map((x) => x.steps);
    const tc = performance.now();
    for (const t of dtraces) checkTrace(t);
    lines.push({ name: `${domain}: checker alone over its test traces`, value: dtraces.length / ((performance.now() - tc) / 1000), unit: 'traces/s' });
  }
  return lines;
}
