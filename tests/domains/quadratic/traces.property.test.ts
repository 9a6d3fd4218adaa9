// Every quadratic trace re-checks to the labels its type intends, carries exactly one injected
// error (T2/T3), states the exact solution set as its final answer (T1; T3 after the revert),
// prints canonically, and is the same trace for the same seed.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkTrace } from '../../../src/core/checker/index.ts';
import { setEquals } from '../../../src/core/sets/index.ts';
import { parseStatement, printStatement } from '../../../src/core/trace/index.ts';
import { CATALOG } from '../../../src/core/domains/catalog.ts';
import { generateTrace, solutionText, startText } from '../../../src/core/domains/quadratic/index.ts';
import { familyFits } from '../../../src/core/domains/quadratic/trace.ts';
import { familyArb, problemArb, seedArb, typeArb } from './helpers.ts';

function setOf(statement: string) {
  const p = parseStatement(statement);
  if (!p.ok || p.value.meaning.kind !== 'set') throw new Error(`"${statement}" states no set`);
  return p.value.meaning.set;
}

const show = (steps: readonly string[]) => steps.map((s, i) => `${i}: ${s}`).join('\n');

// 3.4.0 writes one fixed form of each line; 3.5.0 writes sign-equivalent forms (forms.ts), each
// of which has to be exactly valid too.
describe.each(['3.4.0', '3.5.0'] as const)('quadratic traces, generator %s', (version) => {
  it('property: labels as intended, one injected error, exact final answers, canonical text', () => {
    let made = 0;
    fc.assert(fc.property(problemArb, familyArb, typeArb, seedArb, (p, family, type, seed) => {
      const t = generateTrace(p, family, type, seed, version);
      if (!familyFits(p, family)) {
        expect(t).toBeNull();
        return;
      }
      if (!t) return; // a trace type this problem cannot carry (the composer draws another)
      made++;
      const why = `${JSON.stringify(p)} ${family} ${type}\n${show(t.steps)}`;
      expect(t.steps[0], why).toBe(startText(p));
      for (let i = 0; i < t.steps.length; i++) {
        const parsed = parseStatement(t.steps[i]!);
        expect(parsed.ok, `${why}\nstep ${i} does not parse`).toBe(true);
        if (parsed.ok) expect(printStatement(parsed.value.statement), why).toBe(t.steps[i]);
        if (i > 0) expect(t.steps[i], `${why}\nempty transformation at ${i}`).not.toBe(t.steps[i - 1]);
      }
      const c = checkTrace(t.steps);
      const invalid = c.steps.filter((s) => !s.valid).map((s) => s.index);
      const last = t.steps.length - 1;
      if (type === 'T1') {
        expect(t.error, why).toBeNull();
        expect([c.q1, c.q2, c.q3], why).toEqual([true, true, -1]);
        // The final answer is exactly the solution set of step 0, in the one canonical form.
        expect(setEquals(setOf(t.steps[last]!), setOf(t.steps[0]!)), why).toBe(true);
        expect(t.steps[last], why).toBe(solutionText(p));
        return;
      }
      expect(t.error, why).not.toBeNull();
      expect(CATALOG.quadratic.errorKinds, why).toContain(t.error!.kind);
      expect(c.q3, why).toBe(t.error!.step);
      expect(invalid[0], why).toBe(t.error!.step);
      if (type === 'T2') {
        expect([c.q1, c.q2], why).toEqual([false, false]);
        expect(invalid, why).toEqual([t.error!.step]); // later lines solve the wrong equation correctly
      } else {
        expect([c.q1, c.q2], why).toEqual([true, false]);
        expect(t.error!.step, why).toBeLessThan(last);
        expect(t.steps[last], why).toBe(solutionText(p));
        expect(invalid.filter((i) => i !== t.error!.step && i !== last), why).toEqual([]);
      }
    }), { numRuns: 700 });
    expect(made).toBeGreaterThan(300);
  });

  it('property: the same seed writes the same trace', () => {
    fc.assert(fc.property(problemArb, familyArb, typeArb, seedArb, (p, family, type, seed) => {
      expect(generateTrace({ ...p }, family, type, seed, version)).toEqual(generateTrace({ ...p }, family, type, seed, version));
    }), { numRuns: 200 });
  });

  it('every error kind of the catalog is injected, and every family writes its own detour', () => {
    const kinds = new Set<string>();
    const lines: Record<string, string[]> = {};
    fc.assert(fc.property(problemArb, familyArb, typeArb, seedArb, (p, family, type, seed) => {
      const t = generateTrace(p, family, type, seed, version);
      if (!t) return;
      if (t.error) kinds.add(t.error.kind);
      (lines[family ?? 'canonical'] ??= []).push(...t.steps.slice(1));
    }), { numRuns: 1500, seed: 4242 });
    expect([...kinds].sort()).toEqual([...CATALOG.quadratic.errorKinds].sort());
    // completing the square adds (b/2)^2 to both sides and writes the square
    expect(lines.complete_square!.some((l) => /^\(x [+-] [\d/]+\)\^2 = /.test(l))).toBe(true);
    // the formula where factoring would do: a perfect-square discriminant worked out
    expect(lines.formula_on_factorable!.some((l) => /^x = \(.* ± \d+\)\//.test(l))).toBe(true);
    // dividing by the leading coefficient first, shown as a division of both sides
    expect(lines.divide_leading!.some((l) => /\)\/-?\d+ = |\)\/\(-\d+\) = |\^2\/\d+ = /.test(l))).toBe(true);
    // taking both square roots: "x - h = r or x - h = -r" (or x = -r or x = r)
    expect(lines.square_root_pm!.some((l) => / or x [+-] \d+ = -/.test(l))).toBe(true);
  });
});
