// The reference schema of a dataset sample, in zod: the contract that the hand-written
// validator (src/core/dataset/sample-check.ts) must match — same accepted lines, same
// output, same first issues. Kept here, in the tests, so the CLI does not load zod to read
// a dataset file.
import { z } from 'zod';
import { SETS, SPLITS, TRACE_TYPES } from '../../src/core/dataset/types.ts';
import { ALL_ERROR_KINDS, ALL_FAMILIES } from '../../src/core/domains/catalog.ts';
import { DOMAIN_IDS } from '../../src/core/domains/types.ts';

const int = z.number().int();

export const sampleSchema = z.object({
  id: z.string().min(1).max(200),
  domain: z.enum(DOMAIN_IDS).optional(),
  split: z.enum(SPLITS),
  set: z.enum(SETS),
  trace_type: z.enum(TRACE_TYPES),
  family: z.enum(ALL_FAMILIES as [string, ...string[]]).nullable(),
  equation: z.record(z.string(), z.union([int, z.string().max(100)])).refine((o) => Object.keys(o).length <= 16, 'Too big: expected object to have <=16 keys'),
  solution: z.string().max(100),
  steps: z.array(z.string().max(1000)).min(1).max(200),
  gold: z.object({ q1: z.boolean(), q2: z.boolean(), q3: int.min(-1) }),
  error: z.object({ kind: z.enum(ALL_ERROR_KINDS as [string, ...string[]]), step: int.min(0) }).nullable(),
  pair: z.string().max(200).nullable(),
  obligations: z.array(z.object({
    candidate: z.string(),
    opened: int,
    checked: int.nullable(),
    discharged: int.nullable(),
  })),
  explanation: z.string(),
});

/** The first three issues as `path: message`, the way readJsonl reported them with zod. */
export function zodIssues(value: unknown): { ok: true; data: unknown } | { ok: false; issues: { path: string; message: string }[] } {
  const r = sampleSchema.safeParse(value);
  if (r.success) return { ok: true, data: r.data };
  return { ok: false, issues: r.error.issues.slice(0, 3).map((i) => ({ path: i.path.map(String).join('.'), message: i.message })) };
}
