// Validation of a run file on import. A file is plain JSON from anywhere, so it is
// validated, never cast; a bad file is rejected with messages that name the path of
// what is wrong (e.g. "records[3].attempts[0].latency_ms: expected number"), and the
// caller changes nothing in its store unless this returns ok.
import { z } from 'zod';
import { DOMAIN_IDS } from '../domains/types.ts';
import { RUN_LOG_VERSION, RUN_STATUSES, SET_CHOICES, type RunLog } from './log.ts';
import { correctnessAgrees } from './records.ts';
import type { SampleRecord } from './types.ts';

const gold = z.object({ q1: z.boolean(), q2: z.boolean(), q3: z.number().int().min(-1) });
const answer = z.object({ q1: z.boolean(), q2: z.boolean(), q3: z.number().int() });
const extractionPath = z.enum(['whole', 'fenced', 'last_object', 'none']);
const responseErrorCode = z.enum(['empty', 'no_json', 'invalid_json', 'not_object', 'missing_field', 'wrong_type', 'q3_out_of_range', 'too_large']);

const parsed = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), answer, path: extractionPath }),
  z.object({ ok: z.literal(false), error: z.object({ code: responseErrorCode, message: z.string() }), path: extractionPath }),
]);

const count = z.number().int().nonnegative().nullable();

const attempt = z.object({
  text: z.string(),
  reasoning: z.string().nullable(),
  parsed,
  latency_ms: z.number().nonnegative(),
  prompt_tokens: count,
  completion_tokens: count,
  telemetry: z.object({
    ttft_ms: z.number().nonnegative().nullable(),
    streamed: z.boolean(),
    retries: z.number().int().nonnegative(),
    engine: z.record(z.string(), z.number()).nullable(),
  }).optional(),
});

const record = z.object({
  sample_id: z.string().min(1),
  gold,
  attempts: z.array(attempt),
  answer: z.object({ q1: z.boolean().nullable(), q2: z.boolean().nullable(), q3: z.number().int().nullable() }),
  correct: z.object({ q1: z.boolean(), q2: z.boolean(), q3: z.boolean() }),
  engine_error: z.string().nullable(),
  finished_at: z.string(),
});

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

const spec = z.object({
  dataset: z.object({ seed: z.number().int().nullable(), options: z.record(z.string(), z.unknown()), content_hash: z.string().min(1) }),
  domain: z.enum(DOMAIN_IDS).optional(),
  engine: z.object({
    kind: z.string().min(1),
    model: z.string(),
    base_url: z.string().optional(),
    details: z.record(z.string(), scalar).optional(),
  }),
  prompt: z.object({
    template_id: z.string().min(1),
    system: z.string(),
    instructions: z.string(),
    reminder: z.string(),
    fields: z.object({ q1: z.string().min(1), q2: z.string().min(1), q3: z.string().min(1) }),
    reasoning: z.boolean(),
  }),
  decoding: z.object({
    temperature: z.number().min(0),
    seed: z.number().int(),
    max_tokens: z.number().int().positive().nullable(),
    k: z.number().int().positive(),
    json_schema: z.boolean(),
    thinking: z.boolean().nullable(),
  }),
  limit: z.number().int().positive().nullable(),
  set: z.enum(SET_CHOICES),
});

export const runLogSchema = z.object({
  version: z.literal(RUN_LOG_VERSION),
  id: z.string().min(1),
  status: z.enum(RUN_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  stop_reason: z.string().nullable(),
  stop_hint: z.string().nullable().optional(),
  name: z.string().max(200).nullable().optional(),
  note: z.string().max(10_000).nullable().optional(),
  spec,
  provenance: z.object({
    app_version: z.string(),
    webllm_version: z.string().nullable(),
    gpu_adapter: z.string().nullable(),
    user_agent: z.string(),
  }),
  records: z.array(record),
});

export const sampleRecordSchema = record;

export interface SchemaIssue {
  /** e.g. "records[3].attempts[0].latency_ms"; "(root)" for the document itself. */
  path: string;
  message: string;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; issues: SchemaIssue[] };

export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? '(root)' : out;
}

function toIssues(error: z.ZodError): SchemaIssue[] {
  return error.issues.map((i) => ({ path: formatPath(i.path), message: i.message }));
}

/** Validates a parsed JSON value as a run log. Records with duplicate sample ids are rejected too. */
export function validateRunLog(value: unknown): Validated<RunLog> {
  if (typeof value === 'object' && value !== null && 'version' in value && value.version !== RUN_LOG_VERSION) {
    const v = (value as { version: unknown }).version;
    return { ok: false, issues: [{ path: 'version', message: `unsupported run file version ${JSON.stringify(v)} (this app reads version ${RUN_LOG_VERSION})` }] };
  }
  const result = runLogSchema.safeParse(value);
  if (!result.success) return { ok: false, issues: toIssues(result.error) };
  const seen = new Map<string, number>();
  const issues: SchemaIssue[] = [];
  result.data.records.forEach((r, i) => {
    const first = seen.get(r.sample_id);
    if (first !== undefined) issues.push({ path: `records[${i}].sample_id`, message: `duplicate sample id "${r.sample_id}" (first at records[${first}])` });
    else seen.set(r.sample_id, i);
    if (!correctnessAgrees(r)) issues.push({ path: `records[${i}].correct`, message: 'does not follow from the record\'s answer and gold labels' });
  });
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, value: result.data };
}

/** Validates one record (a journal line): its shape, and that its correctness follows from its answer. */
export function validateRecord(value: unknown): Validated<SampleRecord> {
  const parsed = record.safeParse(value);
  if (!parsed.success) return { ok: false, issues: toIssues(parsed.error) };
  if (!correctnessAgrees(parsed.data)) return { ok: false, issues: [{ path: 'correct', message: 'does not follow from the record\'s answer and gold labels' }] };
  return { ok: true, value: parsed.data };
}

/** Parses and validates run-file text (JSON syntax errors are reported the same way). */
export function parseRunLogText(text: string): Validated<RunLog> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { ok: false, issues: [{ path: '(root)', message: `not valid JSON: ${err instanceof Error ? err.message : String(err)}` }] };
  }
  return validateRunLog(value);
}

export function formatIssues(issues: readonly SchemaIssue[], max = 10): string {
  const shown = issues.slice(0, max).map((i) => `  ${i.path}: ${i.message}`);
  if (issues.length > max) shown.push(`  … and ${issues.length - max} more`);
  return shown.join('\n');
}

// Compile-time guard: the schema and the RunLog type must describe the same shape,
// so neither can drift without the other.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const SCHEMA_MATCHES_TYPE: Same<z.infer<typeof runLogSchema>, RunLog> = true;
