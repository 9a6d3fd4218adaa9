// Properties of the rational domain's traces over drawn problems, families, trace types and
// seeds: the checker's labels are the intended ones, exactly one injected error, T1's final
// answer states exactly the solution set (evaluated directly), the textbook path records the
// excluded values and rejects an excluded candidate, statements are canonical, and the same
// seed gives the same trace.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkTrace } from '../../../src/core/checker/index.ts';
import { RATIONAL } from '../../../src/core/domains/rational/index.ts';
import { generateTrace } from '../../../src/core/domains/rational/trace.ts';
import { parseStatement, printStatement } from '../../../src/core/trace/index.ts';
import {
  ERROR_KINDS, FAMILIES, answerValues, excludedRoots, caseArb, describeCase, differenceAt, excludedValues, familyArb, problemArb, seedArb,
} from './helpers.ts';

const RUNS = 300;
// 3.0.0 writes one fixed form of each line; 3.6.0 writes the standard form and the factored line
// in sign-equivalent forms (generator/sign-forms.ts). Every rule below holds at both.
const VERSIONS = ['3.0.0', '3.6.0'] as const;
type Version = (typeof VERSIONS)[number];
const gen = (c: { problem: Parameters<typeof generateTrace>[0]; family: string | null; type: 'T1' | 'T2' | 'T3'; seed: number }, V: Version) =>
  generateTrace(c.problem, c.family, c.type, c.seed, V);

describe.each(VERSIONS)('rational traces: labels and the one injected error, generator %s', (V) => {
  it('T1: q1, q2, q3 = -1; T2: not q1, not q2, q3 = error.step; T3: q1, not q2, q3 = error.step', () => {
    fc.assert(fc.property(caseArb, (c) => {
      const t = gen(c, V);
      if (!t) return;
      const r = checkTrace(t.steps);
      const where = `${describeCase(c)}\n${t.steps.join('\n')}\n${r.explanation}`;
      if (c.type === 'T1') expect({ q1: r.q1, q2: r.q2, q3: r.q3, error: t.error }, where).toEqual({ q1: true, q2: true, q3: -1, error: null });
      else expect({ q1: r.q1, q2: r.q2, q3: r.q3 }, where).toEqual({ q1: c.type === 'T3', q2: false, q3: t.error!.step });
    }), { numRuns: RUNS });
  });

  it('invalid steps: none in T1; the injected one (T2: and at most the final answer it forces); T3: the injected one and the reverted answer', () => {
    fc.assert(fc.property(caseArb, (c) => {
      const t = gen(c, V);
      if (!t) return;
      const invalid = checkTrace(t.steps).steps.filter((s) => !s.valid).map((s) => s.index);
      const last = t.steps.length - 1;
      const where = `${describeCase(c)}\n${t.steps.map((s, i) => `${i}: ${s}`).join('\n')}`;
      if (c.type === 'T1') expect(invalid, where).toEqual([]);
      // T3: the reverted answer is invalid unless the slip never changed the set (a restriction of a value that is no candidate).
      else if (c.type === 'T3') expect([[t.error!.step], [t.error!.step, last]], where).toContainEqual(invalid);
      else expect([[t.error!.step], [t.error!.step, last]], where).toContainEqual(invalid);
    }), { numRuns: RUNS });
  });

  it('errors: a kind of the rational catalog, at a step from 1 to the last (T3: before the last); every kind occurs', () => {
    const seen = new Set<string>();
    fc.assert(fc.property(caseArb.filter((c) => c.type !== 'T1'), (c) => {
      const t = gen(c, V);
      if (!t) return;
      const where = `${describeCase(c)}\n${t.steps.join('\n')}`;
      expect(ERROR_KINDS, where).toContain(t.error!.kind);
      expect(t.error!.step, where).toBeGreaterThanOrEqual(1);
      expect(t.error!.step, where).toBeLessThanOrEqual(t.steps.length - (c.type === 'T3' ? 2 : 1));
      seen.add(t.error!.kind);
    }), { numRuns: 1200 });
    expect([...seen].sort()).toEqual([...ERROR_KINDS].sort());
  });

  it('the checker names the headline slips by their own codes', () => {
    const seen = new Set<string>();
    fc.assert(fc.property(caseArb.filter((c) => c.type === 'T2'), (c) => {
      const t = gen(c, V);
      if (!t) return;
      const log = checkTrace(t.steps).steps[t.error!.step]!;
      const where = `${describeCase(c)}\n${t.steps.join('\n')}\n${log.code}: ${log.reason}`;
      if (t.error!.kind === 'kept_excluded_value') {
        expect(log.code, where).toBe('kept_excluded_value');
        expect(t.error!.step, where).toBe(t.steps.length - 1);
        const kept = answerValues(t.steps[t.steps.length - 1]!);
        expect(kept.some((v) => differenceAt(c.problem, v) === null), where).toBe(true);
      } else if (t.error!.kind === 'wrong_restriction') {
        expect(log.code, where).toBe('unsupported_restriction');
      } else {
        expect(log.code, where).not.toBeNull();
      }
      seen.add(t.error!.kind);
    }), { numRuns: 1500 });
    expect(seen).toContain('kept_excluded_value');
    expect(seen).toContain('wrong_restriction');
  });

  it('T2 errors propagate: from the error on, the trace correctly solves the wrong equation', () => {
    fc.assert(fc.property(problemArb, familyArb, seedArb, (problem, family, seed) => {
      const t = generateTrace(problem, family, 'T2', seed, V);
      if (!t || t.error!.kind === 'wrong_restriction' || t.error!.kind === 'kept_excluded_value') return;
      const rest = t.steps.slice(t.error!.step).filter((s) => !s.startsWith('check '));
      // The error is the final answer itself, or a list of candidates (no equation to start from).
      if (rest.length < 2 || answerValuesOrNull(rest[0]!) !== null) return;
      // Checked from the wrong line on, every step is valid, except that the answer may drop
      // candidates the original excludes (the wrong line alone no longer says they are excluded).
      const r = checkTrace(rest);
      const where = `${JSON.stringify(problem)} ${family}\n${t.steps.join('\n')}\n${r.explanation}`;
      const excluded = excludedValues(problem);
      const last = rest.length - 1;
      const droppedExcluded = (reason: string) => {
        const m = /^drops x = (-?\d+)[, ]/.exec(reason);
        return m !== null && excluded.includes(Number(m[1]));
      };
      const invalid = r.steps.filter((s) => !s.valid && !(s.index === last && (s.code === 'dropped_true_solution' || s.code === 'dropped_unchecked_candidate') && droppedExcluded(s.reason)));
      expect(invalid.map((s) => `${s.index}: ${s.code}`), where).toEqual([]);
    }), { numRuns: RUNS });
  });
});

/** The values of a candidate list, or null for another statement (a factored line's values are its zeros). */
function answerValuesOrNull(text: string) {
  try {
    return answerValues(text);
  } catch {
    return null;
  }
}

describe.each(VERSIONS)('rational traces: final answers, generator %s', (V) => {
  it('T1 and T3 end with exactly the solution set, evaluated in the original equation; T2 does not', () => {
    fc.assert(fc.property(caseArb, (c) => {
      const t = gen(c, V);
      if (!t) return;
      const last = t.steps[t.steps.length - 1]!;
      const where = `${describeCase(c)}\n${t.steps.join('\n')}`;
      const values = answerValues(last);
      const allSolve = values.every((v) => differenceAt(c.problem, v)?.equals(0) === true);
      if (c.type === 'T2') {
        expect(last === RATIONAL.generator.solution(c.problem) && allSolve, where).toBe(false);
        return;
      }
      expect(last, where).toBe(RATIONAL.generator.solution(c.problem));
      expect(allSolve, where).toBe(true);
      expect(values.length, where).toBeGreaterThan(0);
      // Every value of the final answer solves the equation; the checker's step-0 set agrees it is all of them.
      expect(checkTrace([t.steps[0]!, last]).q1, where).toBe(true);
    }), { numRuns: RUNS });
  });
});

describe.each(VERSIONS)('rational traces: the textbook path, generator %s', (V) => {
  it('canonical: step 1 records the excluded values; an excluded candidate is rejected by a check line or dropped by the restriction', () => {
    fc.assert(fc.property(problemArb, seedArb, (problem, seed) => {
      const t = generateTrace(problem, null, 'T1', seed, V);
      expect(t, JSON.stringify(problem)).not.toBeNull();
      const where = `${JSON.stringify(problem)}\n${t!.steps.join('\n')}`;
      const restricted = t!.steps[1]!.split(', ').map((s) => Number(/^x != (-?\d+)$/.exec(s)?.[1]));
      expect([...restricted].sort((a, b) => a - b), where).toEqual(excludedValues(problem).sort((a, b) => a - b));
      const r = checkTrace(t!.steps);
      expect(r.steps[1]!.kind, where).toBe('restriction');
      // An excluded root of the cleared equation is written as a candidate (a factor or a list) and is not in the answer.
      for (const e of excludedRoots(problem)) {
        expect(answerValues(t!.steps[t!.steps.length - 1]!).some((v) => v.equals(e)), where).toBe(false);
        // A factor (x - e), or from 3.6.0 reversed: (e - x) for e > 0, (-x - |e|) for e < 0.
        const factors = e === 0 ? ['(x)'] : [`(x ${e < 0 ? '+' : '-'} ${Math.abs(e)})`, e > 0 ? `(${e} - x)` : `(-x - ${-e})`];
        const listed = t!.steps.slice(2).some((s) => s.split(' or ').includes(`x = ${e}`) || factors.some((f) => s.includes(f)));
        expect(listed, where).toBe(true);
      }
    }), { numRuns: RUNS });
  });

  it('about a third of drawn problems have a cleared root that the original excludes; every one has a solution', () => {
    const problems = fc.sample(problemArb, { numRuns: 600, seed: 11 });
    let extraneous = 0;
    for (const p of problems) {
      if (excludedRoots(p).length) extraneous++;
      const t = generateTrace(p, null, 'T1', 1, V)!;
      expect(answerValues(t.steps[t.steps.length - 1]!).length).toBeGreaterThan(0);
      for (const [k, v] of Object.entries(p)) if (k !== 'layout') expect(Math.abs(v as number), `${k} of ${JSON.stringify(p)}`).toBeLessThanOrEqual(10);
    }
    expect(extraneous / problems.length).toBeGreaterThan(0.25);
    expect(extraneous / problems.length).toBeLessThan(0.42);
  });

  it('each family clears differently from the textbook (its T1 differs from the canonical T1 of the same problem)', () => {
    for (const family of FAMILIES) {
      let differs = 0;
      let n = 0;
      for (const { problem, seed } of fc.sample(fc.record({ problem: problemArb, seed: seedArb }), { numRuns: 60, seed: 3 })) {
        const a = generateTrace(problem, null, 'T1', seed, V);
        const b = generateTrace(problem, family, 'T1', seed, V);
        if (!a || !b) continue;
        n++;
        const strip = (s: string[]) => s.filter((x) => !x.startsWith('x != ')).slice(0, 3).join('\n');
        if (strip(a.steps) !== strip(b.steps)) differs++;
      }
      expect(n, family).toBeGreaterThan(20);
      expect(differs / n, family).toBeGreaterThan(0.9);
    }
  });
});

describe.each(VERSIONS)('rational traces: statements, generator %s', (V) => {
  it('every statement is a fixed point of print(parse(.)); no two consecutive steps are identical', () => {
    fc.assert(fc.property(caseArb, (c) => {
      const t = gen(c, V);
      if (!t) return;
      t.steps.forEach((s, i) => {
        const p = parseStatement(s);
        expect(p.ok, `${describeCase(c)} step ${i}: ${s}`).toBe(true);
        if (p.ok) expect(printStatement(p.value.statement), `${describeCase(c)} step ${i}`).toBe(s);
        if (i > 0) expect(s, describeCase(c)).not.toBe(t.steps[i - 1]);
      });
    }), { numRuns: RUNS });
  });
});

describe.each(VERSIONS)('rational traces: determinism and availability, generator %s', (V) => {
  it('the same arguments give identical output', () => {
    fc.assert(fc.property(caseArb, (c) => {
      expect(JSON.stringify(generateTrace({ ...c.problem }, c.family, c.type, c.seed, V))).toBe(JSON.stringify(gen(c, V)));
    }), { numRuns: 150 });
  });

  it('null (this problem cannot carry the family or type) stays modest; canonical T1 is always possible', () => {
    const cases = fc.sample(fc.record({ problem: problemArb, seed: seedArb }), { numRuns: 120, seed: 7 });
    const nulls = new Map<string, number>();
    for (const { problem, seed } of cases) {
      for (const family of [null, ...FAMILIES]) {
        for (const type of ['T1', 'T2', 'T3'] as const) {
          if (generateTrace(problem, family, type, seed, V) !== null) continue;
          nulls.set(family ?? 'canonical', (nulls.get(family ?? 'canonical') ?? 0) + 1);
          if (family === null) expect(type, JSON.stringify(problem)).not.toBe('T1');
        }
      }
    }
    for (const [family, n] of nulls) expect(n / (3 * cases.length), family).toBeLessThan(0.5);
  });

  it('the draw is deterministic and its key names the domain', () => {
    fc.assert(fc.property(problemArb, (p) => {
      expect(RATIONAL.generator.key(p)).toMatch(/^rational:/);
      expect(RATIONAL.generator.isDegenerate(p)).toBe(false);
    }), { numRuns: 100 });
  });
});

describe.each(VERSIONS)('rational traces: the cleared line is not a surface tell (issue 15), generator %s', (V) => {
  it('the cleared line carries copying slips (a sign copied wrong) that keep its length and bring in no new number', () => {
    const cases = fc.sample(fc.record({ problem: problemArb, seed: seedArb, type: fc.constantFrom('T2' as const, 'T3' as const) }), { numRuns: 1500, seed: 15 });
    const numbers = (s: string) => new Set(s.match(/\d+/g) ?? []);
    let found = 0;
    for (const { problem, seed, type } of cases) {
      const t = generateTrace(problem, null, type, seed, V);
      const clean = generateTrace(problem, null, 'T1', seed, V);
      if (!t || !clean || !t.error) continue;
      const k = t.error.step;
      // The cleared line: the first without a fraction after the original (and the restriction).
      const cleared = clean.steps.findIndex((s, i) => i > 0 && !s.includes('/') && !s.includes('!='));
      if (k !== cleared || (t.error.kind !== 'numerator_sign_error' && t.error.kind !== 'arithmetic_slip')) continue;
      found++;
      const where = `${describeCase({ problem, family: null, type, seed })}\n${t.steps.join('\n')}`;
      expect(t.steps[k], where).not.toBe(clean.steps[k]);
      // A sign and at most the parentheses a negated constant term needs: -(x + 3) for x + 3.
      expect(Math.abs(t.steps[k]!.length - clean.steps[k]!.length), where).toBeLessThanOrEqual(3);
      expect([...numbers(t.steps[k]!)].every((n) => numbers(clean.steps[k]!).has(n)), where).toBe(true);
    }
    expect(found).toBeGreaterThan(30);
  });
});
