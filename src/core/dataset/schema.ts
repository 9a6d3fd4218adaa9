// Dataset JSONL files: one sample a line. Reading validates every line (sample-check.ts)
// and reports each bad one by its line number and field, keeping the good ones.
import type { Sample } from './types.ts';
import { checkConsistency, checkSample, type Issue } from './sample-check.ts';

export type JsonlError = { line: number; message: string };

export const MAX_JSONL_BYTES = 256 * 1024 * 1024;

function describeIssue(issue: Issue): string {
  return `${issue.path || '(line)'}: ${issue.message}`;
}

/** Reads a dataset JSONL file; every bad line is reported, good lines are kept (`lines[i]` is samples[i]'s 1-based line). */
export function readJsonl(text: string): { samples: Sample[]; lines: number[]; errors: JsonlError[] } {
  const samples: Sample[] = [];
  const sampleLines: number[] = [];
  const errors: JsonlError[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!.trim();
    if (!raw) continue;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (e) {
      errors.push({ line: i + 1, message: `not valid JSON (${e instanceof Error ? e.message : String(e)})` });
      continue;
    }
    const checked = checkSample(value);
    const issues = checked.ok ? checkConsistency(checked.sample) : checked.issues;
    if (!checked.ok || issues.length) {
      errors.push({ line: i + 1, message: issues.map(describeIssue).join('; ') });
      continue;
    }
    samples.push(checked.sample);
    sampleLines.push(i + 1);
  }
  return { samples, lines: sampleLines, errors };
}

export function toJsonl(samples: readonly Sample[]): string {
  return samples.map((s) => JSON.stringify(s)).join('\n') + (samples.length ? '\n' : '');
}
