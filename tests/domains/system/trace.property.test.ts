// Properties of the system domain's traces over random systems, families, trace types and
// seeds: the checker's labels are the intended ones, exactly one injected error, T1's final
// answer is the one solution (found here by Cramer's rule on the problem), statements are
// canonical, each family makes its detour, and the same seed gives the same trace.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkTrace } from '../../../src/core/checker/index.ts';
import { generateTrace } from '../../../src/core/domains/system/index.ts';
import type { SystemParams } from '../../../src/core/domains/system/index.ts';
import { parseStatement, printStatement } from '../../../src/core/trace/index.ts';
import type { Row } from './helpers.ts';
import {
  answerPoint, caseArb, cramer, describeCase, ERROR_KINDS, FAMILIES, familyArb, holds, problemArb, problemRows, proportional, rowsOfStep, sameRow,
  seedArb, VARS,
} from './helpers.ts';

const RUNS = 300;

const show = (steps: readonly string[]) => steps.map((s, i) => `${i}: ${s}`).join('\n');

describe('system traces: labels and the one injected error', () => {
  it('T1: q1, q2, q3 = -1, no error; T2: not q1, not q2, q3 = error.step; T3: q1, not q2, q3 = error.step', () => {
    fc.assert(fc.property(caseArb, (c) => {
      const t = generateTrace(c.problem, c.family, c.type, c.seed);
      if (!t) return;
      const r = checkTrace(t.steps);
      const where = `${describeCase(c)}\n${show(t.steps)}\n${r.explanation}`;
      if (c.type === 'T1') {
        expect({ q1: r.q1, q2: r.q2, q3: r.q3, error: t.error }, where).toEqual({ q1: true, q2: true, q3: -1, error: null });
      } else {
        expect({ q1: r.q1, q2: r.q2, q3: r.q3 }, where).toEqual({ q1: c.type === 'T3', q2: false, q3: t.error!.step });
      }
    }), { numRuns: RUNS });
  });

  it('invalid steps: none in T1, the injected one in T2, the injected one and the reverted answer in T3', () => {
    fc.assert(fc.property(caseArb, (c) => {
      const t = generateTrace(c.problem, c.family, c.type, c.seed);
      if (!t) return;
      const invalid = checkTrace(t.steps).steps.filter((s) => !s.valid).map((s) => s.index);
      const where = `${describeCase(c)}\n${show(t.steps)}`;
      if (c.type === 'T1') expect(invalid, where).toEqual([]);
      else if (c.type === 'T2') expect(invalid, where).toEqual([t.error!.step]);
      else expect(invalid, where).toEqual([t.error!.step, t.steps.length - 1]);
    }), { numRuns: RUNS });
  });

  it('the injected step really changes the solution: the system before and after have different single solutions', () => {
    fc.assert(fc.property(caseArb.filter((c) => c.type !== 'T1'), (c) => {
      const t = generateTrace(c.problem, c.family, c.type, c.seed);
      if (!t) return;
      const where = `${describeCase(c)}\n${show(t.steps)}`;
      expect(ERROR_KINDS, where).toContain(t.error!.kind);
      expect(t.error!.step, where).toBeGreaterThanOrEqual(1);
      expect(t.error!.step, where).toBeLessThanOrEqual(t.steps.length - (c.type === 'T3' ? 2 : 1));
      const before = cramer(...rowsOfStep(t.steps[t.error!.step - 1]!));
      const after = cramer(...rowsOfStep(t.steps[t.error!.step]!));
      expect(before && after, where).toBeTruthy();
      expect(before!.x.equals(after!.x) && before!.y.equals(after!.y), where).toBe(false);
    }), { numRuns: RUNS });
  });

  it('T2 errors propagate: from the error on, the trace correctly solves the wrong system', () => {
    fc.assert(fc.property(problemArb, familyArb, seedArb, (problem, family, seed) => {
      const t = generateTrace(problem, family, 'T2', seed);
      if (!t) return;
      const rest = t.steps.slice(t.error!.step);
      if (rest.length < 2) return; // the error is the final answer itself
      const r = checkTrace(rest);
      expect({ q1: r.q1, q2: r.q2, q3: r.q3 }, `${JSON.stringify(problem)} ${family}\n${show(t.steps)}\n${r.explanation}`).toEqual({ q1: true, q2: true, q3: -1 });
    }), { numRuns: RUNS });
  });

  it('every error kind of the catalog occurs, and each at more than one position', () => {
    const where = new Map<string, Set<number>>();
    fc.assert(fc.property(caseArb.filter((c) => c.type !== 'T1'), (c) => {
      const t = generateTrace(c.problem, c.family, c.type, c.seed);
      if (!t) return;
      const s = where.get(t.error!.kind) ?? new Set<number>();
      s.add(t.error!.step);
      where.set(t.error!.kind, s);
    }), { numRuns: 1500, seed: 3 });
    for (const k of ERROR_KINDS) expect(where.get(k)?.size ?? 0, k).toBeGreaterThan(1);
  });
});

describe('system traces: final answers', () => {
  it('T1 and T3 end with x = p, y = q, the one solution of the problem; a T2 answer fails an original equation', () => {
    fc.assert(fc.property(caseArb, (c) => {
      const t = generateTrace(c.problem, c.family, c.type, c.seed);
      if (!t) return;
      const [r1, r2] = problemRows(c.problem);
      const truth = cramer(r1, r2)!;
      const named = answerPoint(t.steps[t.steps.length - 1]!);
      const where = `${describeCase(c)}\n${show(t.steps)}`;
      expect(named, where).not.toBeNull();
      if (c.type === 'T2') expect(holds(r1, named!) && holds(r2, named!), where).toBe(false);
      else expect([named!.x.toFraction(), named!.y.toFraction()], where).toEqual([truth.x.toFraction(), truth.y.toFraction()]);
    }), { numRuns: RUNS });
  });

  it('a wrong answer is no bigger than a right one: T2 answers with a number above 99 only when the true solution has one as large', () => {
    const size = (pt: { x: { toFraction(): string }; y: { toFraction(): string } }) =>
      Math.max(...`${pt.x.toFraction()}/${pt.y.toFraction()}`.split('/').map((n) => Math.abs(Number(n))));
    fc.assert(fc.property(problemArb, familyArb, seedArb, (problem, family, seed) => {
      const t = generateTrace(problem, family, 'T2', seed);
      if (!t) return;
      const wrong = answerPoint(t.steps[t.steps.length - 1]!)!;
      const truth = cramer(...problemRows(problem))!;
      expect(size(wrong), show(t.steps)).toBeLessThanOrEqual(Math.max(99, size(truth)));
    }), { numRuns: RUNS });
  });
});

describe('system traces: statements', () => {
  it('every statement is two equations, a fixed point of print(parse(.)); no two consecutive steps are identical', () => {
    fc.assert(fc.property(caseArb, (c) => {
      const t = generateTrace(c.problem, c.family, c.type, c.seed);
      if (!t) return;
      t.steps.forEach((s, i) => {
        const p = parseStatement(s, VARS);
        expect(p.ok, `${describeCase(c)} step ${i}: ${s}`).toBe(true);
        if (p.ok) expect(printStatement(p.value.statement), `${describeCase(c)} step ${i}`).toBe(s);
        expect(() => rowsOfStep(s), s).not.toThrow();
        if (i > 0) expect(s, describeCase(c)).not.toBe(t.steps[i - 1]);
      });
    }), { numRuns: RUNS });
  });

  it('step 0 is the problem itself: a1 x + b1 y = c1, a2 x + b2 y = c2', () => {
    const term = (k: number, v: string, first: boolean) => {
      const size = Math.abs(k) === 1 ? v : `${Math.abs(k)}${v}`;
      return first ? `${k < 0 ? '-' : ''}${size}` : ` ${k < 0 ? '-' : '+'} ${size}`;
    };
    fc.assert(fc.property(caseArb, (c) => {
      const t = generateTrace(c.problem, c.family, c.type, c.seed);
      if (!t) return;
      const { a1, b1, c1, a2, b2, c2 } = c.problem;
      const eq = (a: number, b: number, k: number) => `${term(a, 'x', true)}${term(b, 'y', false)} = ${k}`;
      expect(t.steps[0]).toBe(`${eq(a1, b1, c1)}, ${eq(a2, b2, c2)}`);
    }), { numRuns: RUNS });
  });
});

// ---------------------------------------------------------------- methods and families

/** A part "v = p w + r" (an unknown isolated in terms of the other): what substitution writes. */
const isolates = (step: string) => step.split(', ').some((part) => /^[xy] = .*[xy]/.test(part));

/** The unknown of the first equation in one unknown only (5y = 10): the one the method solves for first. */
function firstFound(steps: readonly string[]): string | null {
  for (const s of steps) {
    for (const r of rowsOfStep(s)) {
      if (r.a.isZero() !== r.b.isZero()) return r.a.isZero() ? 'y' : 'x';
    }
  }
  return null;
}

/** Steps where one equation became a multiple (not 1) of itself and the other stayed as written. */
function pureScalings(steps: readonly string[]): number {
  let n = 0;
  for (let i = 1; i < steps.length; i++) {
    const before = steps[i - 1]!.split(', ');
    const after = steps[i]!.split(', ');
    const rb = rowsOfStep(steps[i - 1]!);
    const ra = rowsOfStep(steps[i]!);
    for (const j of [0, 1]) {
      const k = proportional(rb[j]!, ra[j]!);
      if (k && !k.equals(1) && before[1 - j] === after[1 - j]) n++;
    }
  }
  return n;
}

/** Steps where one equation became itself plus k times the other (k != 0), keeping both unknowns, the other as written. */
function addedMultiples(steps: readonly string[]): number {
  let n = 0;
  for (let i = 1; i < steps.length; i++) {
    const before = steps[i - 1]!.split(', ');
    const after = steps[i]!.split(', ');
    const rb = rowsOfStep(steps[i - 1]!);
    const ra = rowsOfStep(steps[i]!);
    for (const j of [0, 1]) {
      if (before[1 - j] !== after[1 - j]) continue;
      const t = rb[j]!;
      const u = rb[1 - j]!;
      const d: Row = { a: ra[j]!.a.sub(t.a), b: ra[j]!.b.sub(t.b), c: ra[j]!.c.sub(t.c) };
      const k = proportional(u, d);
      if (k && !ra[j]!.a.isZero() && !ra[j]!.b.isZero()) n++;
    }
  }
  return n;
}

const hasUnit = (p: SystemParams) => [p.a1, p.b1, p.a2, p.b2].some((c) => Math.abs(c) === 1);

describe('system traces: the textbook rule and each family\'s detour', () => {
  const pairs = (family: string) => fc.sample(fc.record({ problem: problemArb, seed: seedArb }), { numRuns: 150, seed: 42 })
    .map(({ problem, seed }) => ({ problem, canonical: generateTrace(problem, null, 'T1', seed)!, t: generateTrace(problem, family, 'T1', seed) }))
    .filter((x) => x.t !== null);

  it('canonical: substitution (an unknown isolated) exactly when a coefficient is ±1, elimination otherwise', () => {
    fc.assert(fc.property(problemArb, seedArb, (p, seed) => {
      const t = generateTrace(p, null, 'T1', seed);
      expect(t, JSON.stringify(p)).not.toBeNull();
      expect(t!.steps.some(isolates), `${JSON.stringify(p)}\n${show(t!.steps)}`).toBe(hasUnit(p));
    }), { numRuns: RUNS });
  });

  it('canonical: the unknown found first is the one the rule leaves (substitution: the other of the first ±1; elimination: the other of the smaller common multiple, y eliminated on ties)', () => {
    const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
    const lcm = (a: number, b: number) => Math.abs(a * b) / gcd(a, b);
    fc.assert(fc.property(problemArb, seedArb, (p, seed) => {
      const t = generateTrace(p, null, 'T1', seed)!;
      const units: [number, string][] = [[p.a1, 'x'], [p.b1, 'y'], [p.a2, 'x'], [p.b2, 'y']];
      const unit = units.find(([c]) => Math.abs(c) === 1);
      const eliminated = unit ? unit[1] : lcm(p.a1, p.a2) < lcm(p.b1, p.b2) ? 'x' : 'y';
      expect(firstFound(t.steps), `${JSON.stringify(p)}\n${show(t.steps)}`).toBe(eliminated === 'x' ? 'y' : 'x');
    }), { numRuns: RUNS });
  });

  it('other_method: the method the textbook rule does not choose', () => {
    for (const { problem, t } of pairs('other_method')) expect(t!.steps.some(isolates), `${JSON.stringify(problem)}\n${show(t!.steps)}`).toBe(!hasUnit(problem));
  });

  it('other_variable: the other unknown is found first', () => {
    for (const { problem, canonical, t } of pairs('other_variable')) {
      expect(firstFound(t!.steps), `${JSON.stringify(problem)}\n${show(canonical.steps)}\n--\n${show(t!.steps)}`).not.toBe(firstFound(canonical.steps));
    }
  });

  it('swap_equations: one step writes the two equations of the step before in the other order', () => {
    for (const { problem, t } of pairs('swap_equations')) {
      const found = t!.steps.some((s, i) => i > 0 && s === t!.steps[i - 1]!.split(', ').reverse().join(', '));
      expect(found, `${JSON.stringify(problem)}\n${show(t!.steps)}`).toBe(true);
    }
  });

  it('scale_equation: one more step than the textbook trace multiplies one equation by a constant and copies the other', () => {
    for (const { problem, canonical, t } of pairs('scale_equation')) {
      expect(pureScalings(t!.steps), `${JSON.stringify(problem)}\n${show(t!.steps)}`).toBeGreaterThan(pureScalings(canonical.steps));
    }
  });

  it('add_multiple: one step replaces an equation by itself plus a multiple of the other (the textbook trace has none)', () => {
    for (const { problem, canonical, t } of pairs('add_multiple')) {
      expect(addedMultiples(canonical.steps), show(canonical.steps)).toBe(0);
      expect(addedMultiples(t!.steps), `${JSON.stringify(problem)}\n${show(t!.steps)}`).toBeGreaterThan(0);
    }
  });

  it('families are the same problem: every family\'s step 0 and T1 answer are the canonical trace\'s (up to the answer\'s order)', () => {
    for (const family of FAMILIES) {
      for (const { problem, canonical, t } of pairs(family)) {
        expect(t!.steps[0], family).toBe(canonical.steps[0]);
        const a = answerPoint(t!.steps[t!.steps.length - 1]!)!;
        const b = answerPoint(canonical.steps[canonical.steps.length - 1]!)!;
        expect(a.x.equals(b.x) && a.y.equals(b.y), `${family} ${JSON.stringify(problem)}`).toBe(true);
      }
    }
  });
});

describe('system traces: determinism and availability', () => {
  it('the same arguments give identical output', () => {
    fc.assert(fc.property(caseArb, (c) => {
      expect(JSON.stringify(generateTrace({ ...c.problem }, c.family, c.type, c.seed))).toBe(JSON.stringify(generateTrace(c.problem, c.family, c.type, c.seed)));
    }), { numRuns: 200 });
  });

  it('null (this problem cannot carry the family or type) stays rare; canonical T1 and T2 are always possible', () => {
    const cases = fc.sample(fc.record({ problem: problemArb, seed: seedArb }), { numRuns: 120, seed: 7 });
    const nulls = new Map<string, number>();
    for (const { problem, seed } of cases) {
      for (const family of [null, ...FAMILIES]) {
        for (const type of ['T1', 'T2', 'T3'] as const) {
          if (generateTrace(problem, family, type, seed) !== null) continue;
          nulls.set(family ?? 'canonical', (nulls.get(family ?? 'canonical') ?? 0) + 1);
          if (family === null) expect(type, JSON.stringify(problem)).toBe('T3');
        }
      }
    }
    for (const [family, n] of nulls) expect(n / (3 * cases.length), family).toBeLessThan(0.25);
  });

  it('the oracle of these tests reads rows as written: 2(y + 1) + 3y = 12 is 0x + 5y = 10', () => {
    const [r, s] = rowsOfStep('2(y + 1) + 3y = 12, x = y + 1');
    expect([r.a, r.b, r.c].map((v) => v.toFraction())).toEqual(['0', '5', '10']);
    expect([s.a, s.b, s.c].map((v) => v.toFraction())).toEqual(['1', '-1', '1']);
    expect(sameRow(r, s)).toBe(false);
  });
});
