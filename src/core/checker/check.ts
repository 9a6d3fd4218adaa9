// The exact trace checker (paper III-C). It follows the real solution set step by step,
// in exact rational arithmetic, and judges each transition; it never throws.
import type { Rational as Fraction } from '../algebra/index.ts';
import type { Poly, RealSet } from '../algebra/index.ts';
import {
  contains, describeRoots, differencePoly, formatNumber, formatSet, hasRealRoots, poly as P, splitRoots,
  setOfValues, solutionsOf,
} from '../algebra/index.ts';
import type { ObligationRecord } from '../dataset/types.ts';
import type { Meaning, Numbering, TraceLine } from '../trace/index.ts';
import { parseStatement, splitTraceText } from '../trace/index.ts';
import { explain } from './explain.ts';
import type { CheckResult, InvalidCode, StepKind, StepLog } from './types.ts';

interface Original {
  left: Poly;
  right: Poly;
  set: RealSet;
}

interface Obligation extends ObligationRecord {
  /** The extra candidate, when rational; a group of irrational ones cannot be checked. */
  value: Fraction | null;
}

interface State {
  original: Original | null;
  current: RealSet | null;
  rejected: Fraction[];
  obligations: Obligation[];
}

type Judgement = { kind: StepKind; code: InvalidCode | null; reason: string };

const valid = (kind: StepKind, reason: string): Judgement => ({ kind, code: null, reason });
const invalid = (code: InvalidCode, reason: string): Judgement => ({ kind: 'invalid', code, reason });

function setOfMeaning(m: Exclude<Meaning, { kind: 'check' }>): RealSet {
  if (m.kind === 'equation') return solutionsOf(P.sub(m.left, m.right));
  return setOfValues(m.kind === 'answer' ? [m.value] : m.values);
}

function listValues(p: Poly): string {
  const roots = describeRoots(p);
  return roots.map((r) => (r.startsWith('the ') ? r : `x = ${r}`)).join(', ');
}

function newLog(index: number, text: string): StepLog {
  return { index, text, kind: 'invalid', valid: false, code: null, reason: '', set: '', opened: [], checked: [], discharged: [], column: null };
}

function judgeOriginal(m: Meaning, state: State): Judgement {
  if (m.kind === 'check' || m.kind === 'candidates') {
    return invalid('bad_original', 'step 0 must be the original equation, not a check or a list of candidates');
  }
  const left = m.kind === 'equation' ? m.left : P.X;
  const right = m.kind === 'equation' ? m.right : P.constant(m.value);
  const set = solutionsOf(P.sub(left, right));
  if (set.all) return invalid('bad_original', 'the original equation holds for every x, so there is nothing to solve');
  state.original = { left, right, set };
  state.current = set;
  return valid('original', 'the original equation');
}

function judgeCheck(m: Extract<Meaning, { kind: 'check' }>, state: State, original: Original, log: StepLog, index: number): Judgement {
  const v = formatNumber(m.value);
  if (!state.current || !contains(state.current, m.value)) {
    return invalid('check_not_candidate', `x = ${v} is not a candidate at this point`);
  }
  const trueLeft = P.evaluate(original.left, m.value);
  const trueRight = P.evaluate(original.right, m.value);
  if (!m.left.equals(trueLeft)) {
    return invalid('check_wrong_value', `the original left side at x = ${v} is ${formatNumber(trueLeft)}, not ${formatNumber(m.left)}`);
  }
  if (!m.right.equals(trueRight)) {
    return invalid('check_wrong_value', `the original right side at x = ${v} is ${formatNumber(trueRight)}, not ${formatNumber(m.right)}`);
  }
  const same = trueLeft.equals(trueRight);
  if ((m.relation === '=') !== same) {
    return invalid('check_wrong_relation', `${formatNumber(trueLeft)} ${m.relation} ${formatNumber(trueRight)} is false`);
  }
  if ((m.verdict === 'keep') !== same) {
    return invalid('check_wrong_verdict', same ? `x = ${v} satisfies the original equation, so it must be kept` : `x = ${v} does not satisfy the original equation, so it must be rejected`);
  }
  if (m.verdict === 'reject') {
    if (!state.rejected.some((r) => r.equals(m.value))) state.rejected.push(m.value);
    for (const o of state.obligations) {
      if (o.value && o.value.equals(m.value) && o.checked === null) o.checked = index;
    }
  }
  log.checked.push(v);
  return valid('check', same ? `x = ${v} satisfies the original equation: keep` : `x = ${v} does not satisfy the original equation: reject`);
}

function openObligations(added: Poly, original: Original, index: number, state: State, log: StepLog): void {
  // Only candidates outside the original solution set are extraneous; a true solution
  // that comes back (after an earlier error) needs no discarding.
  const extra = original.set.all ? P.ONE : differencePoly(added, original.set.poly);
  if (!hasRealRoots(extra)) return;
  const { rational, rest } = splitRoots(extra);
  const entries: { candidate: string; value: Fraction | null }[] = rational.map((r) => ({ candidate: formatNumber(r), value: r }));
  // Irrational extra candidates cannot be named in a check line, so they stay open.
  if (P.degree(rest) > 0) entries.push(...describeRoots(rest).map((d) => ({ candidate: d, value: null })));
  for (const e of entries) {
    state.obligations.push({ candidate: e.candidate, value: e.value, opened: index, checked: null, discharged: null });
    log.opened.push(e.candidate);
  }
}

function judgeSetStep(m: Exclude<Meaning, { kind: 'check' }>, state: State, original: Original, log: StepLog, index: number): Judgement {
  const before = state.current ?? original.set;
  const after = setOfMeaning(m);
  state.current = after;
  if (after.all) return invalid('infinite_set', 'every x satisfies this step (like 0 = 0), so it no longer determines x');
  if (before.all) return invalid('changed_set', `the step narrows all real numbers to ${formatSet(after)}`);
  const added = differencePoly(after.poly, before.poly);
  const dropped = differencePoly(before.poly, after.poly);
  const hasAdded = hasRealRoots(added);
  const hasDropped = hasRealRoots(dropped);
  if (!hasAdded && !hasDropped) return valid('equivalent', 'same solution set as the previous step');
  if (hasAdded && hasDropped) {
    return invalid('changed_set', `the solution set changes from ${formatSet(before)} to ${formatSet(after)}`);
  }
  if (hasAdded) {
    openObligations(added, original, index, state, log);
    return valid('candidate-generating', `keeps every solution and adds ${listValues(added)}, which must be checked against the original equation`);
  }
  const lostTrue = original.set.all ? dropped : P.gcd(dropped, original.set.poly);
  if (hasRealRoots(lostTrue)) {
    return invalid('dropped_true_solution', `drops ${listValues(lostTrue)}, a solution of the original equation`);
  }
  let unchecked = dropped;
  for (const r of state.rejected) {
    if (P.evaluate(unchecked, r).equals(0)) unchecked = P.divmod(unchecked, [r.neg(), P.X[1]!]).q;
  }
  if (hasRealRoots(unchecked)) {
    return invalid('dropped_unchecked_candidate', `drops ${listValues(unchecked)} before a check line has rejected it`);
  }
  for (const o of state.obligations) {
    if (o.discharged === null && o.value && P.evaluate(dropped, o.value).equals(0)) {
      o.discharged = index;
      log.discharged.push(o.candidate);
    }
  }
  return valid('discard', `discards ${listValues(dropped)}, already rejected by a check`);
}

function finish(logs: StepLog[], state: State, hasFinalAnswer: boolean): void {
  const last = logs[logs.length - 1]!;
  const problems: { code: InvalidCode; reason: string }[] = [];
  if (!hasFinalAnswer) {
    problems.push({ code: 'no_final_answer', reason: 'the trace does not end with a final answer "x = <number>"' });
  }
  const open = state.obligations.filter((o) => o.discharged === null);
  if (open.length) {
    problems.push({
      code: 'unresolved_obligation',
      reason: `the trace ends with unresolved obligation${open.length > 1 ? 's' : ''}: ${open.map((o) => `${o.value ? `x = ${o.candidate}` : o.candidate} (from step ${o.opened})`).join(', ')} never checked and discarded`,
    });
  }
  if (!problems.length) return;
  if (last.valid) {
    last.kind = 'invalid';
    last.valid = false;
    last.code = problems[0]!.code;
    last.reason = problems.map((p) => p.reason).join('; ');
  } else {
    last.reason = [last.reason, ...problems.map((p) => p.reason)].join('; ');
  }
}

/** Checks trace lines (statement text plus where it sits in its input line). */
export function checkLines(lines: readonly Pick<TraceLine, 'text' | 'offset'>[]): CheckResult {
  const state: State = { original: null, current: null, rejected: [], obligations: [] };
  const logs: StepLog[] = [];
  let lastMeaning: Meaning | null = null;
  lines.forEach(({ text, offset }, index) => {
    const log = newLog(index, text);
    const parsed = parseStatement(text);
    let j: Judgement;
    lastMeaning = parsed.ok ? parsed.value.meaning : null;
    if (!parsed.ok) {
      // Columns count from the start of the input line, "Step i:" prefix included.
      log.column = offset + parsed.error.start + 1;
      j = invalid('parse_error', `column ${log.column}: ${parsed.error.message}`);
    } else {
      const m = parsed.value.meaning;
      if (index === 0) j = judgeOriginal(m, state);
      else if (!state.original) j = invalid('no_original', 'cannot be judged: step 0 is not a usable original equation');
      else if (m.kind === 'check') j = judgeCheck(m, state, state.original, log, index);
      else j = judgeSetStep(m, state, state.original, log, index);
    }
    log.kind = j.kind;
    log.code = j.code;
    log.valid = j.code === null;
    log.reason = j.reason;
    log.set = state.current ? formatSet(state.current) : '';
    logs.push(log);
  });
  if (!logs.length) {
    const log = newLog(0, '');
    log.code = 'no_original';
    log.reason = 'the trace is empty';
    logs.push(log);
  }
  const final = lastMeaning as Meaning | null;
  const values = logs.length > 1 && final && (final.kind === 'answer' || final.kind === 'candidates')
    ? (final.kind === 'answer' ? [final.value] : final.values)
    : null;
  finish(logs, state, values !== null);
  const original = state.original;
  const q1 = !!original && !!values &&
    values.every((v) => P.evaluate(original.left, v).equals(P.evaluate(original.right, v)));
  const firstInvalid = logs.findIndex((l) => !l.valid);
  const obligations: ObligationRecord[] = state.obligations.map(({ candidate, opened, checked, discharged }) => ({ candidate, opened, checked, discharged }));
  const result = { q1, q2: firstInvalid === -1, q3: firstInvalid, steps: logs, obligations, final: values ? values.map(formatNumber) : null, explanation: '' };
  result.explanation = explain(result);
  return result;
}

/** Checks a trace given as statements, step 0 first, without "Step i:" prefixes. */
export function checkTrace(steps: readonly string[]): CheckResult {
  return checkLines(steps.map((text) => ({ text, offset: 0 })));
}

export type CheckTextResult =
  | { ok: true; result: CheckResult; lines: TraceLine[]; numbering: Numbering }
  | { ok: false; error: { code: string; message: string; line: number; column: number } };

/** Checks pasted text: one statement a line, number labels and arrows optional (trace/numbering.ts). */
export function checkTraceText(text: string): CheckTextResult {
  const split = splitTraceText(text);
  if (!split.ok) {
    const e = split.error;
    return { ok: false, error: { code: e.code, message: e.message, line: e.line, column: e.start + 1 } };
  }
  return { ok: true, result: checkLines(split.steps), lines: split.steps, numbering: split.numbering };
}
