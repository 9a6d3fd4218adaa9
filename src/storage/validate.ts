// What is read back from IndexedDB is checked, never trusted: a run header must be a run
// file's header (core's schema), a cached summary must be the one this app computed (its
// envelope, its version and a checksum of its content). One bad entry is reported as
// damaged — where it is and what is wrong — and every good run stays usable.
import { fnv1aHex } from '../core/hash/index.ts';
import { validateRunLog, type SchemaIssue } from '../core/run/index.ts';
import type { StoredRun, StoredSummary } from './schema.ts';

/** A stored entry that failed validation: which store, its key, and what is wrong in words. */
export interface DamagedEntry {
  store: 'runs' | 'summaries';
  key: IDBValidKey;
  /** The key as text, for display (keys written by other code may not be strings). */
  label: string;
  problem: string;
}

export function keyLabel(key: IDBValidKey): string {
  if (typeof key === 'string') return key;
  try {
    return JSON.stringify(key) ?? String(key);
  } catch {
    return String(key);
  }
}

function isRecordObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function issuesText(issues: readonly SchemaIssue[], max = 3): string {
  const shown = issues.slice(0, max).map((i) => `${i.path}: ${i.message}`);
  if (issues.length > max) shown.push(`and ${issues.length - max} more`);
  return shown.join('; ');
}

/** The header as a run file's header, or what is wrong with it. */
export function checkHeader(value: unknown, key: IDBValidKey): { ok: true; header: StoredRun } | { ok: false; problem: string } {
  if (!isRecordObject(value)) return { ok: false, problem: `not a run header (a ${value === null ? 'null' : Array.isArray(value) ? 'list' : typeof value})` };
  const checked = validateRunLog({ ...value, records: [] });
  if (!checked.ok) return { ok: false, problem: issuesText(checked.issues) };
  if (checked.value.id !== key) return { ok: false, problem: `its id "${checked.value.id}" is not its key "${keyLabel(key)}"` };
  // The validated copy: zod drops fields the schema does not know.
  const { records: _records, ...header } = checked.value;
  return { ok: true, header };
}

/** The checksum of a summary's content (every field but the checksum itself, in stored order). */
export function summaryChecksum(summary: Omit<StoredSummary, 'check'>): string {
  const { check: _check, ...rest } = summary as StoredSummary;
  return fnv1aHex(JSON.stringify(rest));
}

const SUMMARY_FIELDS: [keyof StoredSummary, (v: unknown) => boolean, string][] = [
  ['run_id', (v) => typeof v === 'string' && v !== '', 'a run id'],
  ['version', (v) => Number.isInteger(v), 'a whole number'],
  ['record_count', (v) => Number.isInteger(v) && (v as number) >= 0, 'a count'],
  ['updated_at', (v) => typeof v === 'string', 'a date'],
  ['computed_at', (v) => typeof v === 'string', 'a date'],
  ['bytes', (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0, 'a size'],
  ['metrics', (v) => v === null || isRecordObject(v), 'metrics or null'],
  ['error', (v) => v === null || typeof v === 'string', 'text or null'],
  ['damaged', (v) => v === null || typeof v === 'string', 'text or null'],
  ['check', (v) => typeof v === 'string', 'a checksum'],
];

/**
 * A summary this app computed, or what is wrong with it. `version` is the app's summary
 * version: one of another version is not damaged, only stale — `summary: null`, never shown
 * (its shape is another version's) and computed again.
 */
export function checkSummary(value: unknown, key: IDBValidKey, version: number): { ok: true; summary: StoredSummary | null } | { ok: false; problem: string } {
  if (!isRecordObject(value)) return { ok: false, problem: `not a summary (a ${value === null ? 'null' : Array.isArray(value) ? 'list' : typeof value})` };
  if (typeof value.run_id !== 'string' || value.run_id !== key) return { ok: false, problem: `its run_id is not its key "${keyLabel(key)}"` };
  if (value.version !== version && Number.isInteger(value.version)) return { ok: true, summary: null };
  for (const [field, good, what] of SUMMARY_FIELDS) {
    if (!good(value[field])) return { ok: false, problem: `${field}: expected ${what}` };
  }
  const summary = value as unknown as StoredSummary;
  if (summaryChecksum(summary) !== summary.check) return { ok: false, problem: 'its content does not match its checksum (changed after it was computed)' };
  return { ok: true, summary };
}
