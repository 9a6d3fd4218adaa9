// Validation of one sample read from outside (a parsed JSONL line), written by hand because
// it runs once per line of a 27,000-line file and a schema library costs more than the
// checker itself there. Its contract is the zod schema in tests/dataset/sample-zod.ts: the
// same accepted values, the same output (unknown keys dropped, fields in schema order) and
// the same first three issues with the same paths and messages (a property test compares
// the two on generated and fuzzed lines).
import { ALL_ERROR_KINDS, ALL_FAMILIES, CATALOG } from '../domains/catalog.ts';
import { DOMAIN_IDS } from '../domains/types.ts';
import type { ObligationRecord, ProblemParams, Sample } from './types.ts';
import { SETS, SPLITS, TRACE_TYPES } from './types.ts';

export interface Issue {
  /** Dotted, as zod's path joined with '.' ('gold.q3', 'steps.4'); '' for the line itself. */
  path: string;
  message: string;
}

/** How many issues a bad line reports; checking stops there. */
export const MAX_ISSUES = 3;

type Path = string;
type Obj = Record<string, unknown>;

class Issues {
  readonly list: Issue[] = [];
  get full(): boolean {
    return this.list.length >= MAX_ISSUES;
  }
  add(path: Path, message: string): void {
    if (!this.full) this.list.push({ path, message });
  }
}

/** The name zod gives the type of what it received. */
function received(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isNaN(v) ? 'NaN' : Number.isFinite(v) ? 'number' : v > 0 ? 'Infinity' : '-Infinity';
  return typeof v;
}

const expected = (type: string, v: unknown) => `Invalid input: expected ${type}, received ${received(v)}`;

function isObject(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function object(v: unknown, path: Path, issues: Issues): v is Obj {
  if (isObject(v)) return true;
  issues.add(path, expected('object', v));
  return false;
}

/** zod's count for a string's length: Unicode code points, a surrogate pair counting one. */
function codePoints(s: string): number {
  let count = s.length;
  for (let i = 0; i < s.length - 1; i++) {
    if ((s.charCodeAt(i) & 0xfc00) === 0xd800 && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      count--;
      i++;
    }
  }
  return count;
}

/**
 * zod's length checks, min then max. Like zod's they run on any value with a `length`,
 * also after a wrong type was reported (so `"steps": "…"` gets two issues), and compare
 * with JavaScript's `>=`/`<=` whatever that length is.
 */
function lengthChecks(v: unknown, path: Path, issues: Issues, min: number, max: number): void {
  if (v === null || v === undefined) return;
  const units = (v as { length?: unknown }).length as number;
  if (units === undefined) return;
  const isString = typeof v === 'string';
  const origin = Array.isArray(v) ? 'array' : isString ? 'string' : 'unknown';
  const size = origin === 'array' ? ' items' : isString ? ' characters' : null;
  if (min > 0 && !((isString && units >= min && units < min * 2 ? codePoints(v) : units) >= min)) {
    issues.add(path, size ? `Too small: expected ${origin} to have >=${min}${size}` : `Too small: expected ${origin} to be >=${min}`);
  }
  if (max < Infinity && !((isString && units > max ? codePoints(v) : units) <= max)) {
    issues.add(path, size ? `Too big: expected ${origin} to have <=${max}${size}` : `Too big: expected ${origin} to be <=${max}`);
  }
}

function str(v: unknown, path: Path, issues: Issues, min = 0, max = Infinity): string {
  if (typeof v === 'string' && v.length >= min && v.length <= max) return v; // the common case, decided at once
  if (typeof v !== 'string') issues.add(path, expected('string', v));
  lengthChecks(v, path, issues, min, max);
  return typeof v === 'string' ? v : '';
}

function bool(v: unknown, path: Path, issues: Issues): boolean {
  if (typeof v !== 'boolean') issues.add(path, expected('boolean', v));
  return v === true;
}

/** A safe integer, optionally with a lower bound (zod's `z.number().int().min(n)`). */
function int(v: unknown, path: Path, issues: Issues, min = -Infinity): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) {
    issues.add(path, expected('number', v));
    return 0;
  }
  if (!Number.isInteger(v)) {
    issues.add(path, expected('int', v));
    return 0;
  }
  if (v > Number.MAX_SAFE_INTEGER) issues.add(path, `Too big: expected int to be <=${Number.MAX_SAFE_INTEGER}`);
  else if (v < Number.MIN_SAFE_INTEGER) issues.add(path, `Too small: expected int to be >=${Number.MIN_SAFE_INTEGER}`);
  if (v < min) issues.add(path, `Too small: expected number to be >=${min}`);
  return v;
}

function nullableInt(v: unknown, path: Path, issues: Issues): number | null {
  return v === null ? null : int(v, path, issues);
}

function oneOf<T extends string>(options: readonly T[], v: unknown, path: Path, issues: Issues): T {
  if (!(options as readonly unknown[]).includes(v)) issues.add(path, `Invalid option: expected one of ${options.map((o) => `"${o}"`).join('|')}`);
  return v as T;
}

/**
 * An array with its length limits. As in zod, an array over the maximum reports only its
 * length (its items are not looked at), and a non-array still gets the length checks.
 */
function array(v: unknown, path: Path, issues: Issues, min: number, max: number): unknown[] | null {
  if (Array.isArray(v) && v.length > max) {
    issues.add(path, `Too big: expected array to have <=${max} items`);
    return null;
  }
  if (!Array.isArray(v)) issues.add(path, expected('array', v));
  if (min > 0 || max < Infinity) lengthChecks(v, path, issues, min, max);
  return Array.isArray(v) && v.length >= min ? v : null;
}

function steps(v: unknown, issues: Issues): string[] {
  const list = array(v, 'steps', issues, 1, 200);
  if (!list) return [];
  for (let i = 0; i < list.length && !issues.full; i++) {
    const s = list[i];
    if (typeof s !== 'string' || s.length > 1000) str(s, `steps.${i}`, issues, 0, 1000); // the path is built only for a bad step
  }
  return list as string[];
}

function obligations(v: unknown, issues: Issues): ObligationRecord[] {
  const list = array(v, 'obligations', issues, 0, Infinity);
  if (!list) return [];
  const out: ObligationRecord[] = [];
  for (let i = 0; i < list.length && !issues.full; i++) {
    const o = list[i];
    const path = `obligations.${i}`;
    if (!object(o, path, issues)) continue;
    out.push({
      candidate: str(o.candidate, `${path}.candidate`, issues),
      opened: int(o.opened, `${path}.opened`, issues),
      checked: nullableInt(o.checked, `${path}.checked`, issues),
      discharged: nullableInt(o.discharged, `${path}.discharged`, issues),
    });
  }
  return out;
}

/** A problem's parameters: whole numbers or short strings (a relation such as "<"), at most 16. */
function params(v: unknown, issues: Issues): ProblemParams {
  if (!isObject(v)) {
    issues.add('equation', expected('record', v));
    return {};
  }
  const out: ProblemParams = {};
  const keys = Object.keys(v);
  if (keys.length > 16) issues.add('equation', 'Too big: expected object to have <=16 keys');
  for (const k of keys.slice(0, 16)) {
    const x = v[k];
    // zod's union of int and string: the option whose type matches reports its own issues.
    if (typeof x === 'number' && Number.isInteger(x)) out[k] = int(x, `equation.${k}`, issues);
    else if (typeof x === 'string') out[k] = str(x, `equation.${k}`, issues, 0, 100);
    else issues.add(`equation.${k}`, 'Invalid input');
  }
  return out;
}

function fields(o: Obj, issues: Issues): Sample {
  const gold = o.gold;
  const error = o.error;
  // Object literals in schema order: the output's key order is the file format's.
  const sample: Sample = {
    id: str(o.id, 'id', issues, 1, 200),
    ...(o.domain === undefined ? {} : { domain: oneOf(DOMAIN_IDS, o.domain, 'domain', issues) }),
    split: oneOf(SPLITS, o.split, 'split', issues),
    set: oneOf(SETS, o.set, 'set', issues),
    trace_type: oneOf(TRACE_TYPES, o.trace_type, 'trace_type', issues),
    family: o.family === null ? null : oneOf(ALL_FAMILIES, o.family, 'family', issues),
    equation: params(o.equation, issues),
    solution: str(o.solution, 'solution', issues, 0, 100),
    steps: steps(o.steps, issues),
    gold: object(gold, 'gold', issues)
      ? { q1: bool(gold.q1, 'gold.q1', issues), q2: bool(gold.q2, 'gold.q2', issues), q3: int(gold.q3, 'gold.q3', issues, -1) }
      : { q1: false, q2: false, q3: -1 },
    error: error === null ? null : object(error, 'error', issues)
      ? { kind: oneOf(ALL_ERROR_KINDS, error.kind, 'error.kind', issues), step: int(error.step, 'error.step', issues, 0) }
      : null,
    pair: o.pair === null ? null : str(o.pair, 'pair', issues, 0, 200),
    obligations: obligations(o.obligations, issues),
    explanation: str(o.explanation, 'explanation', issues),
  };
  return sample;
}

/**
 * What the shape alone cannot say (checked after checkSample accepted the line; not part of
 * the zod contract): the family and the error kind belong to the sample's own
 * domain, and a linear problem has whole coefficients a, b, c, d.
 */
export function checkConsistency(s: Sample): Issue[] {
  const issues = new Issues();
  const entry = CATALOG[s.domain ?? 'linear'];
  if (s.family !== null && !entry.families.includes(s.family)) issues.add('family', `"${s.family}" is not a family of the ${entry.id} domain (${entry.families.join(', ')})`);
  if (s.error && !entry.errorKinds.includes(s.error.kind)) issues.add('error.kind', `"${s.error.kind}" is not an error kind of the ${entry.id} domain`);
  if (entry.id === 'linear') {
    for (const k of ['a', 'b', 'c', 'd']) {
      if (typeof s.equation[k] !== 'number') issues.add(`equation.${k}`, 'a linear equation has whole coefficients a, b, c and d');
    }
  }
  return issues.list;
}

/** Validates a parsed JSONL line: the sample, or its first issues (at most MAX_ISSUES). */
export function checkSample(value: unknown): { ok: true; sample: Sample } | { ok: false; issues: Issue[] } {
  const issues = new Issues();
  if (!object(value, '', issues)) return { ok: false, issues: issues.list };
  const sample = fields(value, issues);
  return issues.list.length ? { ok: false, issues: issues.list } : { ok: true, sample };
}
