import { parseArgs } from 'node:util';
import type { CheckResult } from '../../core/checker/index.ts';
import { checkTrace, checkTraceText, explain, headline, renumber } from '../../core/checker/index.ts';
import { MAX_JSONL_BYTES, readJsonl } from '../../core/dataset/index.ts';
import type { Numbering, TraceLine } from '../../core/trace/index.ts';
import { describeNumbering, formatLabel, MAX_TRACE_CHARS, numberingId, stepName } from '../../core/trace/index.ts';
import { readInput } from '../../node/read-input.ts';
import type { Command } from './types.ts';

const HELP = `usage: stepbench check [FILE] [--json]
       stepbench check --jsonl FILE [--json]

Checks one worked trace (stdin without FILE) and prints each step's verdict, Q1/Q2/Q3
and the explanation. One statement a line; lines may be numbered "Step 0:", "Step 1:",
"1)", "(1)" or "1." (one style, counting up by one from 0 or 1) and may start with
"=>", "⇒" or "→". Q3 always counts from 0; the verdict also names the step in the
trace's own numbering (--json: "numbering" and "first_invalid_label").
With --jsonl, re-checks every sample of a dataset file against its stored gold labels.
Exit 0 when the input could be judged (valid or not), 1 for disagreements in --jsonl, 2 for unusable input.`;

function printResult(r: CheckResult, numbering: Numbering): string {
  const name = (i: number) => stepName(numbering, i);
  const lines = r.steps.map((s) => {
    const mark = s.valid ? 'ok ' : 'BAD';
    const extra = [
      s.opened.length ? `opens ${s.opened.map((c) => `x = ${c}`).join(', ')}` : '',
      s.discharged.length ? `discharges ${s.discharged.map((c) => `x = ${c}`).join(', ')}` : '',
    ].filter(Boolean).join('; ');
    const reason = renumber(s.reason, numbering);
    return `${mark} ${name(s.index)}${numbering.style === 'step' || numbering.style === 'none' ? ':' : ''} ${s.text}\n      ${s.kind}${s.code ? ` (${s.code})` : ''}: ${reason}${s.set ? ` — set ${s.set}` : ''}${extra ? ` — ${extra}` : ''}`;
  });
  // The paper's own "Step i:" numbering needs no translation; any other is shown beside Q3.
  const own = numbering.style !== 'none' && !(numbering.style === 'step' && numbering.start === 0);
  const q3 = r.q3 >= 0 && own ? `${r.q3} (the trace's ${name(r.q3)})` : String(r.q3);
  const read = own ? `Numbering read: ${describeNumbering(numbering)}; Q3 counts from 0.\n` : '';
  return `${lines.join('\n')}\n\n${read}Q1 (final answer correct): ${r.q1}\nQ2 (every step valid):     ${r.q2}\nQ3 (first invalid step):   ${q3}\n\n${headline(r, numbering)}\n${explain(r, numbering)}\n`;
}

/** --json: the checker's result with Q3 0-based, plus the trace's own numbering (the sentences use it). */
function jsonResult(r: CheckResult, numbering: Numbering, lines: readonly TraceLine[]): object {
  return {
    q1: r.q1,
    q2: r.q2,
    q3: r.q3,
    numbering: { id: numberingId(numbering), style: numbering.style, start: numbering.start },
    first_invalid_label: r.q3 >= 0 ? formatLabel(numbering, r.q3) : null,
    headline: headline(r, numbering),
    steps: r.steps.map((s, i) => ({ ...s, label: formatLabel(numbering, i), typed_label: lines[i]?.label ?? null, line: lines[i]?.line ?? null })),
    obligations: r.obligations,
    final_answer: r.final,
    explanation: explain(r, numbering),
  };
}

async function checkJsonl(file: string, json: boolean): Promise<number> {
  const input = await readInput(file, MAX_JSONL_BYTES, 'the dataset file');
  if (!input.ok) {
    process.stderr.write(`stepbench check: ${input.message}\n`);
    return 2;
  }
  const { samples, lines, errors } = readJsonl(input.text);
  const disagreements: { id: string; line: number; stored: object; checker: object }[] = [];
  samples.forEach((s, i) => {
    const r = checkTrace(s.steps);
    if (r.q1 !== s.gold.q1 || r.q2 !== s.gold.q2 || r.q3 !== s.gold.q3) {
      disagreements.push({ id: s.id, line: lines[i]!, stored: s.gold, checker: { q1: r.q1, q2: r.q2, q3: r.q3 } });
    }
  });
  if (json) {
    process.stdout.write(JSON.stringify({ samples: samples.length, agree: samples.length - disagreements.length, disagreements, invalid_lines: errors }) + '\n');
  } else {
    for (const e of errors) process.stdout.write(`line ${e.line}: ${e.message}\n`);
    for (const d of disagreements) process.stdout.write(`${d.id}: stored ${JSON.stringify(d.stored)} but the checker says ${JSON.stringify(d.checker)}\n`);
    process.stdout.write(`${samples.length} samples checked: ${samples.length - disagreements.length} agree with their gold labels, ${disagreements.length} disagree; ${errors.length} unreadable lines\n`);
  }
  if (!samples.length && errors.length) return 2;
  return disagreements.length || errors.length ? 1 : 0;
}

export const checkCommand: Command = {
  async run(args) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { json: { type: 'boolean' }, jsonl: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
      process.stdout.write(HELP + '\n');
      return 0;
    }
    if (values.jsonl) return checkJsonl(values.jsonl, !!values.json);
    if (positionals.length > 1) {
      process.stderr.write('stepbench check: give at most one FILE\n');
      return 2;
    }
    const input = await readInput(positionals[0], MAX_TRACE_CHARS, 'the trace');
    if (!input.ok) {
      process.stderr.write(`stepbench check: ${input.message}\n`);
      return 2;
    }
    const checked = checkTraceText(input.text);
    if (!checked.ok) {
      const e = checked.error;
      process.stderr.write(`stepbench check: line ${e.line}, column ${e.column}: ${e.message}\n`);
      return 2;
    }
    const { result, numbering, lines } = checked;
    process.stdout.write(values.json ? JSON.stringify(jsonResult(result, numbering, lines)) + '\n' : printResult(result, numbering));
    return 0;
  },
};
