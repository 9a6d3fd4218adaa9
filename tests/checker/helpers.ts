import { expect } from 'vitest';
import type { CheckResult, InvalidCode, StepKind } from '../../src/core/checker/index.ts';
import { checkTrace, checkTraceText } from '../../src/core/checker/index.ts';

/** Checks pasted text as the Check view does; a refusal fails the test with its message. */
export function readPasted(text: string) {
  const r = checkTraceText(text);
  if (!r.ok) throw new Error(`refused: ${r.error.message}`);
  return r;
}

/** The gold labels of a result, to compare whole. */
export const gold = (r: Pick<CheckResult, 'q1' | 'q2' | 'q3'>) => ({ q1: r.q1, q2: r.q2, q3: r.q3 });

/** The labels of a trace whose every step is valid and whose answer is right. */
export const VALID = { q1: true, q2: true, q3: -1 };

/** Pasted work with nothing claimed that is not so: each claimed query has the gold label [q1, q2, q3]. Returns the result. */
export function noFalseClaim(text: string, expected: readonly (boolean | number)[]): CheckResult {
  const r = readPasted(text).result;
  (['q1', 'q2', 'q3'] as const).forEach((q, i) => {
    if (r.claims[q]) expect(r[q], `${q}: ${r.explanation}`).toBe(expected[i]);
  });
  return r;
}

/** Pasted work claimed whole, with these labels [q1, q2, q3] (the red-team rounds' tests). */
export function judgedAs(text: string, expected: readonly (boolean | number)[]): void {
  const r = readPasted(text).result;
  expect(r.claims, r.explanation).toEqual({ q1: true, q2: true, q3: true });
  expect([r.q1, r.q2, r.q3], r.explanation).toEqual(expected);
}

export interface Expected {
  q1: boolean;
  q2: boolean;
  q3: number;
  kinds: StepKind[];
  /** one entry per step: null for a valid step */
  codes: (InvalidCode | null)[];
}

/** Checks a trace and asserts the gold labels, each step's kind and code, and internal consistency. */
export function expectTrace(steps: string[], e: Expected): CheckResult {
  expect(e.kinds.length, 'test bug: kinds length').toBe(steps.length);
  expect(e.codes.length, 'test bug: codes length').toBe(steps.length);
  const r = checkTrace(steps);
  const summary = r.steps.map((s) => `${s.index}: ${s.kind}${s.code ? ` (${s.code})` : ''} — ${s.reason}`).join('\n');
  expect({ q1: r.q1, q2: r.q2, q3: r.q3 }, summary).toEqual({ q1: e.q1, q2: e.q2, q3: e.q3 });
  expect(r.steps.map((s) => s.kind), summary).toEqual(e.kinds);
  expect(r.steps.map((s) => s.code), summary).toEqual(e.codes);
  expectConsistent(r, steps.length);
  return r;
}

/** Invariants every result must satisfy, whatever the input. */
export function expectConsistent(r: CheckResult, stepCount: number): void {
  expect(r.steps.length).toBe(stepCount);
  expect(r.q3).toBeGreaterThanOrEqual(-1);
  expect(r.q3).toBeLessThanOrEqual(stepCount - 1);
  expect(r.q2).toBe(r.q3 === -1);
  expect(r.q3).toBe(r.steps.findIndex((s) => !s.valid));
  r.steps.forEach((s, i) => {
    expect(s.index).toBe(i);
    expect(s.valid).toBe(s.code === null);
    expect(s.kind === 'invalid').toBe(!s.valid);
    expect(s.reason.length).toBeGreaterThan(0);
    expect(s.reason).not.toMatch(/internal parser error/);
    if (s.code === 'parse_error') expect(s.column).toBeGreaterThanOrEqual(1);
    else expect(s.column).toBeNull();
  });
  // a fully valid trace can only end on true solutions
  if (r.q2) expect(r.q1).toBe(true);
  expect(typeof r.explanation).toBe('string');
  expect(r.explanation.length).toBeGreaterThan(0);
  for (const o of r.obligations) {
    expect(o.opened).toBeGreaterThan(0);
    if (o.checked !== null) expect(o.checked).toBeGreaterThan(o.opened);
    if (o.discharged !== null) expect(o.discharged).toBeGreaterThan(o.opened);
  }
  if (r.q2) for (const o of r.obligations) expect(o.discharged).not.toBeNull();
}

export const V = null;
