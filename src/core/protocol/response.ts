import type { Answer, ExtractionPath, ParsedResponse, ResponseErrorCode } from './types.ts';
import { V1_FIELDS, type AnswerFields } from './templates.ts';
import { fenceMarkers, insideFence, objectSpans } from './scan.ts';
import { visibleText } from './visible.ts';

/** Longer replies are refused, measured in UTF-16 code units (about 1 MB of ASCII). */
export const MAX_RESPONSE_CHARS = 1_000_000;

/** Always accepted besides the template's own names; exact, case-sensitive keys. */
export const FIELD_ALIASES: AnswerFields = { q1: 'q1', q2: 'q2', q3: 'q3' };

type Json = unknown;
type JsonObject = Record<string, Json>;

function fail(code: ResponseErrorCode, message: string, path: ExtractionPath): ParsedResponse {
  return { ok: false, error: { code, message }, path };
}

function tryJson(text: string): { ok: true; value: Json } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as Json };
  } catch {
    return { ok: false };
  }
}

function isObject(value: Json): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function show(value: Json): string {
  const s = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return s.length > 40 ? `${s.slice(0, 37)}...` : s;
}

/** The template's name wins when both it and its alias are present. */
function keyFor(obj: JsonObject, query: keyof AnswerFields, fields: AnswerFields): string | null {
  if (Object.hasOwn(obj, fields[query])) return fields[query];
  if (Object.hasOwn(obj, FIELD_ALIASES[query])) return FIELD_ALIASES[query];
  return null;
}

function hasAnswerKey(obj: JsonObject, fields: AnswerFields): boolean {
  return (['q1', 'q2', 'q3'] as const).some((q) => keyFor(obj, q, fields) !== null);
}

/**
 * Strict: booleans must be JSON booleans and q3 a JSON number with no fractional part (JSON
 * has one number type; like JSON Schema's "integer", 2.0 counts as 2 - JSON.parse cannot tell
 * them apart anyway). Strings such as "true" or "2" are wrong types; nothing is coerced.
 */
function validate(obj: JsonObject, lastStep: number, fields: AnswerFields, path: ExtractionPath): ParsedResponse {
  const k1 = keyFor(obj, 'q1', fields);
  const k2 = keyFor(obj, 'q2', fields);
  const k3 = keyFor(obj, 'q3', fields);
  for (const [key, q] of [[k1, 'q1'], [k2, 'q2'], [k3, 'q3']] as const) {
    if (key === null) return fail('missing_field', `missing "${fields[q]}" (or "${FIELD_ALIASES[q]}")`, path);
  }
  const v1 = obj[k1 as string];
  const v2 = obj[k2 as string];
  const v3 = obj[k3 as string];
  if (typeof v1 !== 'boolean') return fail('wrong_type', `"${k1}" must be a JSON boolean, got ${show(v1)}`, path);
  if (typeof v2 !== 'boolean') return fail('wrong_type', `"${k2}" must be a JSON boolean, got ${show(v2)}`, path);
  if (typeof v3 !== 'number' || !Number.isInteger(v3)) {
    return fail('wrong_type', `"${k3}" must be a JSON integer, got ${show(v3)}`, path);
  }
  if (v3 < -1 || v3 > lastStep) {
    return fail('q3_out_of_range', `"${k3}" = ${v3} is outside [-1, ${lastStep}]`, path);
  }
  const answer: Answer = { q1: v1, q2: v2, q3: v3 === 0 ? 0 : v3 }; // -0 → 0
  return { ok: true, answer, path };
}

function parseUnguarded(text: string, lastStep: number, fields: AnswerFields): ParsedResponse {
  if (text.length > MAX_RESPONSE_CHARS) {
    return fail('too_large', `reply has ${text.length} characters, limit ${MAX_RESPONSE_CHARS}`, 'none');
  }
  if (text.trim() === '') return fail('empty', 'empty reply', 'none');
  const visible = visibleText(text);
  const trimmed = visible.trim();
  if (trimmed === '') return fail('no_json', 'no answer outside the reasoning block', 'none');

  const whole = tryJson(trimmed);
  if (whole.ok) {
    if (!isObject(whole.value)) return fail('not_object', `reply is JSON but not an object: ${show(whole.value)}`, 'whole');
    return validate(whole.value, lastStep, fields, 'whole');
  }

  // The last object that parses and carries an answer key; failing that, the last one that
  // parses (so a reply with only unrelated JSON reports the missing field).
  const spans = objectSpans(visible);
  let chosen: { obj: JsonObject; start: number } | null = null;
  for (let i = spans.length - 1; i >= 0; i--) {
    const [start, end] = spans[i] as readonly [number, number];
    const parsed = tryJson(visible.slice(start, end));
    if (!parsed.ok || !isObject(parsed.value)) continue;
    if (hasAnswerKey(parsed.value, fields)) {
      chosen = { obj: parsed.value, start };
      break;
    }
    chosen ??= { obj: parsed.value, start };
  }
  if (chosen === null) {
    return visible.includes('{')
      ? fail('invalid_json', 'no well-formed JSON object in the reply', 'none')
      : fail('no_json', 'no JSON object in the reply', 'none');
  }
  const path: ExtractionPath = insideFence(fenceMarkers(visible), chosen.start) ? 'fenced' : 'last_object';
  return validate(chosen.obj, lastStep, fields, path);
}

/**
 * Reads a model's reply. The answer is the last well-formed JSON object outside reasoning
 * blocks (see visible.ts): the whole reply if it is JSON, else the last object found, fenced
 * or not. Never throws; linear time in the reply length.
 * @param lastStep index of the trace's last step; q3 must lie in [-1, lastStep].
 * @param fields the template's key names (aliases q1/q2/q3 are always accepted).
 */
export function parseResponse(text: string, lastStep: number, fields: AnswerFields = V1_FIELDS): ParsedResponse {
  if (typeof text !== 'string') return fail('empty', 'reply is not text', 'none');
  try {
    return parseUnguarded(text, lastStep, fields);
  } catch (e) {
    // Unreachable by design; the guard keeps the promise that a reply never crashes a run.
    return fail('invalid_json', `parser failure: ${e instanceof Error ? e.message : String(e)}`, 'none');
  }
}
