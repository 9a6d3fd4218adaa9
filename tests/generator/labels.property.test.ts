// Properties of generateTrace over random equations, families, trace types and seeds:
// the exact checker's labels are the intended ones, answers are right or wrong as the
// trace type says, the error sits where the generator says and is a catalogued kind.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkTrace } from '../../src/core/checker/index.ts';
import { ERROR_KINDS } from '../../src/core/dataset/types.ts';
import type { Equation, Family, TraceType } from '../../src/core/dataset/types.ts';
import { generateTrace } from '../../src/core/domains/linear/index.ts';
import { parseStatement, printStatement } from '../../src/core/trace/index.ts';
import { listedRationals, polynomialSides } from '../trace/meaning-helpers.ts';
import {
  CANDIDATE_FAMILIES, equationArb, familyArb, finalValues, isSolution, meaningOf, sampleOf, seedArb, traceTypeArb,
} from './helpers.ts';

const RUNS = 300;

const caseArb = fc.record({ equation: equationArb, family: familyArb, type: traceTypeArb, seed: seedArb });

function describeCase(c: { equation: Equation; family: Family | null; type: TraceType; seed: number }): string {
  return `${JSON.stringify(c.equation)} ${c.family ?? 'canonical'} ${c.type} seed ${c.seed}`;
}

describe('generateTrace: labels agree with the checker', () => {
  it('T1: q1 && q2 && q3 = -1 and no error; T2: !q1, !q2, q3 = error.step; T3: q1, !q2, q3 = error.step', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const trace = generateTrace(c.equation, c.family, c.type, c.seed);
        if (!trace) return; // this equation cannot carry it: allowed (the rate is tested below)
        const r = checkTrace(trace.steps);
        const where = `${describeCase(c)}\n${trace.steps.join('\n')}\n${r.explanation}`;
        if (c.type === 'T1') {
          expect({ q1: r.q1, q2: r.q2, q3: r.q3, error: trace.error }, where).toEqual({ q1: true, q2: true, q3: -1, error: null });
        } else {
          expect(trace.error, where).not.toBeNull();
          expect(r.q1, where).toBe(c.type === 'T3');
          expect(r.q2, where).toBe(false);
          expect(r.q3, where).toBe(trace.error!.step);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('the final answer of T1/T3 is x = (d - b)/(a - c); the final answer of T2 is not', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const trace = generateTrace(c.equation, c.family, c.type, c.seed);
        if (!trace) return;
        const where = `${describeCase(c)}\n${trace.steps.join('\n')}`;
        const last = trace.steps[trace.steps.length - 1]!;
        const values = finalValues(last);
        expect(values, where).not.toBeNull();
        if (c.type === 'T2') {
          // Wrong: not the single exact solution (a candidate list that keeps an extraneous root counts as wrong).
          expect(values!.length === 1 && isSolution(c.equation, values![0]!), where).toBe(false);
        } else {
          expect(values!.length, where).toBe(1);
          expect(last.startsWith('x = '), where).toBe(true);
          expect(isSolution(c.equation, values![0]!), where).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('errors: a catalogued kind, inside the trace, never at step 0, and for T3 never at the last step', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const trace = generateTrace(c.equation, c.family, c.type, c.seed);
        if (!trace || c.type === 'T1') return;
        const where = `${describeCase(c)}\n${trace.steps.join('\n')}`;
        const e = trace.error!;
        expect(ERROR_KINDS, where).toContain(e.kind);
        expect(Number.isInteger(e.step), where).toBe(true);
        expect(e.step, where).toBeGreaterThanOrEqual(1);
        expect(e.step, where).toBeLessThanOrEqual(trace.steps.length - 1);
        if (c.type === 'T3') expect(e.step, where).toBeLessThan(trace.steps.length - 1);
      }),
      { numRuns: RUNS },
    );
  });

  it('an injected error really changes the solution set (or, for check-line kinds, makes the check line false)', () => {
    fc.assert(
      fc.property(caseArb.filter((c) => c.type !== 'T1'), (c) => {
        const trace = generateTrace(c.equation, c.family, c.type, c.seed);
        if (!trace) return;
        const where = `${describeCase(c)}\n${trace.steps.join('\n')}`;
        const { kind, step } = trace.error!;
        const logs = checkTrace(trace.steps).steps;
        if (kind === 'wrong_check_value' || kind === 'wrong_check_verdict') {
          expect(CANDIDATE_FAMILIES, where).toContain(c.family);
          expect(meaningOf(trace.steps[step]!).kind, where).toBe('check');
          expect(['check_wrong_value', 'check_wrong_relation', 'check_wrong_verdict'], where).toContain(logs[step]!.code);
        } else {
          expect(meaningOf(trace.steps[step]!).kind, where).not.toBe('check');
          expect(logs[step]!.set, where).not.toBe(logs[step - 1]!.set);
        }
        // Generator 3 reads the true root off its factor with the sign lost, in T2 and T3 alike.
        if (kind === 'dropped_true_root') expect(CANDIDATE_FAMILIES, where).toContain(c.family);
      }),
      { numRuns: RUNS },
    );
  });

  it('T2 errors propagate: after the error every linear-family step correctly solves the wrong equation', () => {
    const linearFamily = fc.constantFrom<Family | null>(null, 'add_both_sides', 'move_to_rhs', 'multiply_constant', 'divide_constant');
    fc.assert(
      fc.property(equationArb, linearFamily, seedArb, (equation, family, seed) => {
        const trace = generateTrace(equation, family, 'T2', seed);
        if (!trace) return;
        const rest = trace.steps.slice(trace.error!.step);
        const where = `${JSON.stringify(equation)} ${family ?? 'canonical'} T2 seed ${seed}\n${trace.steps.join('\n')}`;
        if (rest.length < 2) return; // the error is the final answer itself (a division error)
        const r = checkTrace(rest);
        expect({ q1: r.q1, q2: r.q2, q3: r.q3 }, `${where}\n${r.explanation}`).toEqual({ q1: true, q2: true, q3: -1 });
      }),
      { numRuns: RUNS },
    );
  });
});

describe('generateTrace: statements', () => {
  it('every statement is a fixed point of print(parse(.)), and no two consecutive steps are identical', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const trace = generateTrace(c.equation, c.family, c.type, c.seed);
        if (!trace) return;
        const where = `${describeCase(c)}\n${trace.steps.join('\n')}`;
        expect(trace.steps.length, where).toBeGreaterThanOrEqual(2);
        trace.steps.forEach((s, i) => {
          const p = parseStatement(s);
          expect(p.ok, `${where}\nstep ${i}: ${s}`).toBe(true);
          if (p.ok) expect(printStatement(p.value.statement), `${where}\nstep ${i}`).toBe(s);
          if (i > 0) expect(s, `${where}\nsteps ${i - 1} and ${i}`).not.toBe(trace.steps[i - 1]);
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('step 0 is the original equation a x + b = c x + d itself', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const trace = generateTrace(c.equation, c.family, c.type, c.seed);
        if (!trace) return;
        const m = polynomialSides(trace.steps[0]!);
        expect(m).not.toBeNull();
        if (!m) return;
        const { a, b, c: cc, d } = c.equation;
        const coeff = (p: typeof m.left, k: number) => (p[k] ? p[k]!.valueOf() : 0);
        expect([coeff(m.left, 1), coeff(m.left, 0), coeff(m.right, 1), coeff(m.right, 0)], trace.steps[0]).toEqual([a, b, cc, d]);
        expect(m.left.length, trace.steps[0]).toBeLessThanOrEqual(2);
        expect(m.right.length, trace.steps[0]).toBeLessThanOrEqual(2);
      }),
      { numRuns: RUNS },
    );
  });

  it('canonical and perturbed traces of one equation share step 0, and T1 traces share the final answer', () => {
    fc.assert(
      fc.property(equationArb, fc.constantFrom(...CANDIDATE_FAMILIES, 'add_both_sides', 'move_to_rhs', 'multiply_constant', 'divide_constant' as Family), traceTypeArb, seedArb, seedArb,
        (equation, family, type, s1, s2) => {
          const canonical = generateTrace(equation, null, type, s1);
          const perturbed = generateTrace(equation, family, type, s2);
          if (!canonical || !perturbed) return;
          const where = `${JSON.stringify(equation)} ${family} ${type}\n${canonical.steps.join('\n')}\n--\n${perturbed.steps.join('\n')}`;
          expect(perturbed.steps[0], where).toBe(canonical.steps[0]);
          if (type !== 'T2') expect(perturbed.steps.at(-1), where).toBe(canonical.steps.at(-1));
        }),
      { numRuns: RUNS },
    );
  });
});

describe('generateTrace: families 5 and 6 (candidate-generating detours)', () => {
  it('generator 2.0.0: T1 traces list the candidates, check every one against the original, and open and discharge an obligation', () => {
    fc.assert(
      fc.property(equationArb, fc.constantFrom(...CANDIDATE_FAMILIES), seedArb, (equation, family, seed) => {
        const trace = generateTrace(equation, family, 'T1', seed, '2.0.0');
        if (!trace) return;
        const where = `${JSON.stringify(equation)} ${family} T1 seed ${seed}\n${trace.steps.join('\n')}`;
        const meanings = trace.steps.map((s) => meaningOf(s));
        const lists = trace.steps.map((s) => listedRationals(s)).filter((l) => l && l.length >= 2);
        expect(lists.length, where).toBeGreaterThanOrEqual(1);
        const listed = lists[0]!;
        expect(listed.length, where).toBeGreaterThanOrEqual(2);
        const checks = meanings.flatMap((m, i) => (m.kind === 'check' ? [{ m, i }] : []));
        for (const v of listed) {
          const line = checks.find(({ m }) => m.value.isRational() && m.value.p.equals(v));
          expect(line, `${where}\nno check line for x = ${v.toFraction()}`).toBeDefined();
          const keep = isSolution(equation, v);
          expect(line!.m.verdict, where).toBe(keep ? 'keep' : 'reject');
        }
        // check lines come after the candidate list, before the final answer
        const listAt = trace.steps.findIndex((s) => (listedRationals(s)?.length ?? 0) >= 2);
        for (const { i } of checks) {
          expect(i, where).toBeGreaterThan(listAt);
          expect(i, where).toBeLessThan(trace.steps.length - 1);
        }
        const r = checkTrace(trace.steps);
        expect(r.obligations.length, `${where}\n${JSON.stringify(r.obligations)}`).toBeGreaterThanOrEqual(1);
        for (const o of r.obligations) {
          expect(o.checked, where).not.toBeNull();
          expect(o.discharged, where).not.toBeNull();
          expect(o.opened, where).toBeLessThan(o.checked!);
          expect(o.checked!, where).toBeLessThan(o.discharged!);
          expect(o.discharged!, where).toBeLessThanOrEqual(trace.steps.length - 1);
        }
        expect(r.steps.some((s) => s.kind === 'candidate-generating'), where).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('generator 3.0.0: every type lists two candidates, checks only the suspect one (a correct reject) and answers the other listed value (T3: the reverted answer)', () => {
    fc.assert(
      fc.property(equationArb, fc.constantFrom(...CANDIDATE_FAMILIES), traceTypeArb, seedArb, (equation, family, type, seed) => {
        const trace = generateTrace(equation, family, type, seed, '3.0.0');
        if (!trace) return;
        const where = `${JSON.stringify(equation)} ${family} ${type} seed ${seed}\n${trace.steps.join('\n')}`;
        const meanings = trace.steps.map(meaningOf);
        const n = trace.steps.length;
        // The shape every type shares: ..., a list of two, one check line, one value.
        const list = meanings[n - 3]!;
        const check = meanings[n - 2]!;
        const last = meanings[n - 1]!;
        expect([list.kind, check.kind, last.kind], where).toEqual(['candidates', 'check', 'answer']);
        expect(meanings.filter((m) => m.kind === 'check').length, where).toBe(1);
        if (list.kind !== 'candidates' || check.kind !== 'check' || last.kind !== 'answer') return;
        expect(list.values.length, where).toBe(2);
        expect(check.verdict, where).toBe('reject');
        expect(list.values.some((v) => v.equals(check.value)), where).toBe(true);
        expect(isSolution(equation, check.value), where).toBe(false);
        const other = list.values.find((v) => !v.equals(check.value))!;
        // The check is never where a T2 goes wrong: its numbers are the original's sides at x.
        const logs = checkTrace(trace.steps).steps;
        if (type !== 'T3') expect(logs[n - 2]!.valid, where).toBe(true);
        if (type === 'T3') expect(isSolution(equation, last.value), where).toBe(true);
        else expect(last.value.equals(other), where).toBe(true);
        expect(isSolution(equation, last.value), where).toBe(type !== 'T2');
      }),
      { numRuns: RUNS },
    );
  });

  it('generator 3.0.0: in multiply_expression the checked candidate of T1 and T2 is the root of the multiplier (x - r)', () => {
    fc.assert(
      fc.property(equationArb, fc.constantFrom<'T1' | 'T2'>('T1', 'T2'), seedArb, (equation, type, seed) => {
        const trace = generateTrace(equation, 'multiply_expression', type, seed, '3.0.0');
        if (!trace) return;
        const where = `${JSON.stringify(equation)} ${type} seed ${seed}\n${trace.steps.join('\n')}`;
        const times = trace.steps.find((t) => /\)\(x [-+] \d+\)|\(x [-+] \d+\) =/.test(t) && !t.includes('^'))!;
        const r = /\(x ([-+]) (\d+)\) =/.exec(times) ?? /\(x ([-+]) (\d+)\)$/.exec(times);
        expect(r, where).not.toBeNull();
        const root = (r![1] === '-' ? 1 : -1) * Number(r![2]);
        const check = meaningOf(trace.steps[trace.steps.length - 2]!);
        if (check.kind !== 'check') return;
        // T2 slips keep the factor (x - r): a slip before the detour, a sign lost in one side's
        // expansion, a factor or the true root misread; the suspect stays x = r.
        expect(check.value.equals(root), where).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('generateTrace: determinism and seeds', () => {
  it('the same arguments give identical output', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const first = generateTrace(c.equation, c.family, c.type, c.seed);
        const second = generateTrace({ ...c.equation }, c.family, c.type, c.seed);
        expect(JSON.stringify(second)).toBe(JSON.stringify(first));
      }),
      { numRuns: 200 },
    );
  });

  it('different seeds usually give different traces (perturbed families and erroneous types)', () => {
    const cases = sampleOf(
      fc.record({ equation: equationArb, family: familyArb, type: traceTypeArb }).filter((c) => c.family !== null || c.type !== 'T1'),
      60,
    );
    let varied = 0;
    let usable = 0;
    for (const c of cases) {
      const outputs = new Set<string>();
      for (let seed = 0; seed < 16; seed++) {
        const t = generateTrace(c.equation, c.family, c.type, seed * 7919 + 13);
        if (t) outputs.add(JSON.stringify(t));
      }
      if (outputs.size === 0) continue;
      usable++;
      if (outputs.size > 1) varied++;
    }
    expect(usable).toBeGreaterThan(40);
    expect(varied / usable).toBeGreaterThan(0.8);
  });

  it('null (cannot carry this family/type) is allowed but rare-ish', () => {
    const cases = sampleOf(fc.record({ equation: equationArb, seed: seedArb }), 150);
    const nulls = new Map<string, number>();
    let total = 0;
    let totalNull = 0;
    let canonicalUnexpected = 0;
    for (const { equation, seed } of cases) {
      for (const family of [null, ...CANDIDATE_FAMILIES, 'add_both_sides', 'move_to_rhs', 'multiply_constant', 'divide_constant'] as (Family | null)[]) {
        for (const type of ['T1', 'T2', 'T3'] as const) {
          total++;
          if (generateTrace(equation, family, type, seed) === null) {
            totalNull++;
            const key = family ?? 'canonical';
            nulls.set(key, (nulls.get(key) ?? 0) + 1);
            // Canonical T3 is refused only for paths of four steps or fewer: its error would have two places or one.
            if (family === null && (type !== 'T3' || generateTrace(equation, null, 'T1', seed)!.steps.length >= 5)) canonicalUnexpected++;
          }
        }
      }
    }
    // Per family at most a quarter of (equation, type) cases are impossible; overall under 10 %.
    for (const [family, n] of nulls) expect(n / (3 * cases.length), family).toBeLessThan(0.25);
    expect(totalNull / total).toBeLessThan(0.1);
    // Canonical T1/T2 traces are always possible for a non-degenerate equation, T3 whenever the path has five steps or more.
    expect(canonicalUnexpected).toBe(0);
  });
});
