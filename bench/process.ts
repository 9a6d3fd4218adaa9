// Process-level benchmarks: the CLI as researchers call it (`node bin/stepbench.mjs …`,
// what `npx stepbench` runs), wall time from spawn to exit, start-up included. Each figure
// is the best of a few runs, since the other load on the machine only ever adds time.
// The yardsticks run in the same bench: a SymPy checker (bench/sympy_checker.py) and
// promptfoo 0.118 (bench/promptfoo.ts), both skipped with a message when not installed.
import { execFile, type ExecFileOptions } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchLine } from './core.ts';
import { startInstantServer } from './instant-server.ts';
import { findPromptfoo, promptfooArgs, promptfooEnv, writePromptfooConfig } from './promptfoo.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = join(ROOT, 'bin/stepbench.mjs');
const TRAIN_SAMPLES = 27_000;
const EVAL_PROMPTS = 2_160;

interface Timed { secs: number; stdout: string; stderr: string }

/** Runs a command to completion; rejects, with its stderr, when it fails. */
function timed(cmd: string, args: readonly string[], options: ExecFileOptions = {}): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    execFile(cmd, args, { cwd: ROOT, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8', ...options }, (err, stdout, stderr) => {
      const secs = (performance.now() - t0) / 1000;
      if (err) reject(new Error(`${[cmd, ...args].join(' ')} failed: ${err.message}\n${String(stderr).slice(-2000)}`));
      else resolve({ secs, stdout: String(stdout), stderr: String(stderr) });
    });
  });
}

async function best(runs: number, once: () => Promise<Timed>): Promise<Timed> {
  let top: Timed | null = null;
  for (let i = 0; i < runs; i++) {
    const t = await once();
    if (!top || t.secs < top.secs) top = t;
  }
  return top!;
}

const stepbench = (args: readonly string[]) => timed(process.execPath, [BIN, ...args]);

function skipped(name: string, why: string): BenchLine {
  process.stderr.write(`bench: skipped "${name}": ${why}\n`);
  return { name, value: NaN, unit: '', target: `skipped: ${why}` };
}

/** µs per trace of the SymPy checker on one third of every 27th train line (SymPy's import not counted). */
async function sympyMicros(trainFile: string, round: number): Promise<number> {
  const out = await timed('python3', [join(ROOT, 'bench/sympy_checker.py'), trainFile, '--every', '81', '--offset', String(27 * round)]);
  const r = JSON.parse(out.stdout) as { traces: number; agree: number; us_per_trace: number };
  if (r.agree !== r.traces) throw new Error(`the SymPy checker disagrees with the gold labels on ${r.traces - r.agree} of ${r.traces} traces`);
  return r.us_per_trace;
}

async function hasSympy(): Promise<boolean> {
  try {
    await timed('python3', ['-c', 'import sympy']);
    return true;
  } catch {
    return false;
  }
}

/**
 * check --jsonl over the whole train set against the SymPy checker, in alternating rounds
 * (stepbench, then SymPy on a different 333 traces) so that both see the same load; the
 * best round of each side counts.
 */
async function checkLines(train: string): Promise<BenchLine[]> {
  const sympy = await hasSympy();
  let ours = Infinity;
  let theirs = Infinity;
  for (let round = 0; round < 3; round++) {
    const check = await stepbench(['check', '--jsonl', train]);
    if (!check.stdout.includes(`${TRAIN_SAMPLES} samples checked: ${TRAIN_SAMPLES} agree`)) throw new Error(`check --jsonl did not agree on every train sample:\n${check.stdout.slice(-500)}`);
    ours = Math.min(ours, (check.secs / TRAIN_SAMPLES) * 1e6);
    if (sympy) theirs = Math.min(theirs, await sympyMicros(train, round));
  }
  const lines: BenchLine[] = [{ name: 'stepbench check --jsonl train.jsonl, per trace, read + validate + check (process)', value: ours, unit: 'µs', target: '≈ 30 µs', pass: ours <= 30 }];
  const ratioName = 'check --jsonl speed-up over a SymPy checker, per trace';
  if (!sympy) return [...lines, skipped(ratioName, 'python3 with sympy is not installed')];
  lines.push({ name: 'SymPy 1.14 step checker (bench/sympy_checker.py), per trace', value: theirs, unit: 'µs' });
  lines.push({ name: ratioName, value: theirs / ours, unit: '×', target: '≥ 150×', pass: theirs / ours >= 150 });
  return lines;
}

async function evalLines(dir: string): Promise<BenchLine[]> {
  const server = await startInstantServer();
  try {
    const sent = (who: string) => {
      if (server.requests() !== EVAL_PROMPTS) throw new Error(`${who} sent ${server.requests()} requests, not ${EVAL_PROMPTS}`);
      server.reset();
    };
    const ours = await best(2, async () => {
      const t = await stepbench(['eval', '--endpoint', server.url, '--model', 'instant', '--concurrency', '16', '--out', join(dir, `run-${Date.now()}.json`)]);
      sent('stepbench eval');
      return t;
    });
    const lines: BenchLine[] = [{ name: `stepbench eval, ${EVAL_PROMPTS} prompts, instant server, concurrency 16 (process)`, value: ours.secs, unit: 's' }];
    const pf = findPromptfoo();
    const ratioName = 'eval speed-up over promptfoo 0.118 on the same prompts';
    if ('missing' in pf) return [...lines, skipped(ratioName, pf.missing)];
    const config = writePromptfooConfig(dir, server.url);
    const theirs = await timed(process.execPath, promptfooArgs(pf.main, config.path, 16), { env: promptfooEnv(join(dir, 'promptfoo')), cwd: dir });
    sent('promptfoo eval');
    lines.push({ name: `promptfoo 0.118 eval, the same ${config.prompts} prompts (process)`, value: theirs.secs, unit: 's' });
    lines.push({ name: ratioName, value: theirs.secs / ours.secs, unit: '×', target: '≥ 8×', pass: theirs.secs / ours.secs >= 8 });
    return lines;
  } finally {
    await server.close();
  }
}

export async function benchProcess(): Promise<BenchLine[]> {
  const dir = mkdtempSync(join(tmpdir(), 'stepbench-bench-process-'));
  try {
    const lines: BenchLine[] = [];
    const help = await best(5, () => stepbench(['--help']));
    lines.push({ name: 'stepbench --help (process)', value: help.secs, unit: 's', target: '< 0.4 s', pass: help.secs < 0.4 });

    const data = join(dir, 'data');
    const gen = await best(3, () => stepbench(['generate', '--seed', '1', '--out', data, '--quiet']));
    lines.push({ name: 'stepbench generate --seed 1, the whole default dataset (process)', value: gen.secs, unit: 's', target: '< 2.0 s', pass: gen.secs < 2 });

    lines.push(...(await checkLines(join(data, 'train.jsonl'))));
    lines.push(...(await evalLines(dir)));
    return lines;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
