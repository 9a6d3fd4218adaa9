// The run log: one versioned plain-data document shared by the browser store, the
// CLI run file, export/import and the report. It pins everything needed to redo or
// audit a run: which data, which engine, the exact prompt text, decoding settings.
import type { PromptTemplate } from '../protocol/index.ts';
import type { DomainId } from '../domains/types.ts';
import { isDomainId } from '../domains/types.ts';
import type { SampleRecord } from './types.ts';

export const RUN_LOG_VERSION = 1 as const;

/**
 * complete: every selected sample scored. failed: stopped by an error, or ended with
 * samples the engine could not answer (stop_reason says why). paused: stopped by the
 * user, resumable. 'error' is how run files before `failed` existed spelled it: read, never written.
 */
export const RUN_STATUSES = ['running', 'paused', 'complete', 'cancelled', 'failed', 'error'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export const SET_CHOICES = ['canonical', 'perturbed', 'both'] as const;
export type SetChoice = (typeof SET_CHOICES)[number];

export interface DatasetSpec {
  /** Generator seed, or null when the samples came from files. */
  seed: number | null;
  /** Generator options (or a description of the files) as given. */
  options: Record<string, unknown>;
  /** Identity of the test samples the run is drawn from; a resume refuses other data. */
  content_hash: string;
}

export interface EngineSpec {
  kind: string;
  model: string;
  base_url?: string;
  details?: Record<string, string | number | boolean | null>;
}

/** The full text of the prompt, not only its id: a run must be readable without this code. */
export interface PromptSpec {
  template_id: string;
  system: string;
  instructions: string;
  reminder: string;
  fields: { q1: string; q2: string; q3: string };
  reasoning: boolean;
}

export function promptSpec(template: PromptTemplate): PromptSpec {
  const { id, system, instructions, reminder, fields, reasoning } = template;
  return { template_id: id, system, instructions, reminder, fields: { ...fields }, reasoning };
}

/** A resumed or re-scored run uses the exact words it stored, not whatever the template says today. */
export function templateFromSpec(spec: Pick<RunSpec, 'prompt' | 'domain' | 'dataset'>): PromptTemplate {
  const { template_id, system, instructions, reminder, fields, reasoning } = spec.prompt;
  return { id: template_id, domain: runDomain(spec), system, instructions, reminder, fields: { ...fields }, reasoning };
}

/** The kind of problem a run is on: its own field, else its dataset's, else linear (runs made before domains). */
export function runDomain(spec: Pick<RunSpec, 'domain' | 'dataset'>): DomainId {
  if (spec.domain) return spec.domain;
  const d = spec.dataset.options.domain;
  return isDomainId(d) ? d : 'linear';
}

export interface DecodingSpec {
  temperature: number;
  /** Attempt i of a sample uses seed + i, so TTC samples are independent yet reproducible. */
  seed: number;
  max_tokens: number | null;
  /** Samples per test item: 1 = deterministic, 7 = the paper's TTC. */
  k: number;
  /** Constrained decoding with the answer's JSON schema. */
  json_schema: boolean;
  thinking: boolean | null;
}

export interface RunSpec {
  dataset: DatasetSpec;
  /** The kind of problem; absent in run files made before domains existed (linear). */
  domain?: DomainId;
  engine: EngineSpec;
  prompt: PromptSpec;
  decoding: DecodingSpec;
  /** --limit N (stratified subset) or null for every sample. */
  limit: number | null;
  set: SetChoice;
}

export interface Provenance {
  app_version: string;
  webllm_version: string | null;
  gpu_adapter: string | null;
  user_agent: string;
}

export interface RunLog {
  version: typeof RUN_LOG_VERSION;
  id: string;
  status: RunStatus;
  created_at: string;
  updated_at: string;
  /** Why the run stopped early (device lost, server down, Ctrl-C); null otherwise. */
  stop_reason: string | null;
  /** What to try about it ("is the server running at …?"); absent in older files. */
  stop_hint?: string | null;
  /** A name the user gave the run ("Qwen3 0.6B, laptop"); absent or null = unnamed. */
  name?: string | null;
  /** Free text kept with the run. */
  note?: string | null;
  spec: RunSpec;
  provenance: Provenance;
  records: SampleRecord[];
}

/**
 * A run log in the field order every writer keeps (the CLI's run file, the browser's
 * export), so the same run is the same bytes wherever it was written.
 */
export function inFileOrder(log: RunLog): RunLog {
  const { version, id, status, created_at, updated_at, stop_reason, stop_hint, name, note, spec, provenance, records } = log;
  return {
    version, id, status, created_at, updated_at, stop_reason,
    ...(stop_hint !== undefined ? { stop_hint } : {}), ...(name !== undefined ? { name } : {}), ...(note !== undefined ? { note } : {}),
    spec, provenance, records,
  };
}

export function createRunLog(init: { id: string; spec: RunSpec; provenance: Provenance; now: string; name?: string | null; note?: string | null }): RunLog {
  return inFileOrder({
    version: RUN_LOG_VERSION, id: init.id, status: 'running', created_at: init.now, updated_at: init.now,
    stop_reason: null, stop_hint: null, name: init.name ?? null, note: init.note ?? null,
    spec: init.spec, provenance: init.provenance, records: [],
  });
}
