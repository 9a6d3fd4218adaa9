// Validation of samples read from outside (JSONL files): zod, with messages that name
// the line and the field.
import { z } from 'zod';
import type { Sample } from './types.ts';
import { ERROR_KINDS, FAMILIES, SETS, SPLITS, TRACE_TYPES } from './types.ts';

const int = z.number().int();

export const sampleSchema = z.object({
  id: z.string().min(1).max(200),
  split: z.enum(SPLITS),
  set: z.enum(SETS),
  trace_type: z.enum(TRACE_TYPES),
  family: z.enum(FAMILIES).nullable(),
  equation: z.object({ a: int, b: int, c: int, d: int }),
  solution: z.string().max(100),
  steps: z.array(z.string().max(1000)).min(1).max(200),
  gold: z.object({ q1: z.boolean(), q2: z.boolean(), q3: int.min(-1) }),
  error: z.object({ kind: z.enum(ERROR_KINDS), step: int.min(0) }).nullable(),
  pair: z.string().max(200).nullable(),
  obligations: z.array(z.object({
    candidate: z.string(),
    opened: int,
    checked: int.nullable(),
    discharged: int.nullable(),
  })),
  explanation: z.string(),
});

export type JsonlError = { line: number; message: string };

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.length ? issue.path.map(String).join('.') : '(line)';
  return `${path}: ${issue.message}`;
}

export const MAX_JSONL_BYTES = 256 * 1024 * 1024;

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
    const parsed = sampleSchema.safeParse(value);
    if (!parsed.success) {
      errors.push({ line: i + 1, message: parsed.error.issues.slice(0, 3).map(describeIssue).join('; ') });
      continue;
    }
    samples.push(parsed.data as Sample);
    sampleLines.push(i + 1);
  }
  return { samples, lines: sampleLines, errors };
}

export function toJsonl(samples: readonly Sample[]): string {
  return samples.map((s) => JSON.stringify(s)).join('\n') + (samples.length ? '\n' : '');
}
