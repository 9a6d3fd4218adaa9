// Generator 3.6.0's rational forms (issue 15): the end of every rational path — the collected
// standard form and the factored line, and so the candidate list read off it — written in the
// sign-equivalent forms of quadratic's 3.5.0 (generator/sign-forms.ts). At 3.5.0 the standard form
// always had a positive leading coefficient and every factor was (q x - p), so the factored line's
// count of "-" followed from the standard form's signs and the list's from the factors', and a
// factoring slip ((x + 19) for (x - 19), or x = 5 read off (x + 5)) was located by the counts.
// 3.6.0 also writes a subtracted term of the cleared line whose numerator is linear with the minus
// taken in, `+ (-3x - 2)(x + 3)` for `- (3x + 2)(x + 3)`, half the time: the cleared line copied
// every numerator of step 0 verbatim, so a numerator_sign_error was a group step 0 never shows.
// Each test runs the real generator at 3.5.0 too, where the old form shows, so it fails when the
// change is undone.
import { describe, expect, it } from 'vitest';
import { checkTrace } from '../../../src/core/checker/index.ts';
import { mixSeed } from '../../../src/core/dataset/hash.ts';
import type { GeneratorVersion } from '../../../src/core/dataset/version.ts';
import { generateTrace, RATIONAL } from '../../../src/core/domains/rational/index.ts';
import type { RationalParams } from '../../../src/core/domains/rational/problem.ts';
import type { GeneratedTrace } from '../../../src/core/generator/inject.ts';
import { createRng } from '../../../src/core/generator/rng.ts';
import { canonicalMinusLookup } from '../../dataset/minus-lookup.ts';
import { FAMILIES } from './helpers.ts';

/** T1 traces of drawn problems, one per seed, at a version, of one family (null: the textbook). */
function traces(version: GeneratorVersion, family: string | null, n = 400): GeneratedTrace[] {
  const rng = createRng(36);
  const out: GeneratedTrace[] = [];
  for (let i = 0; out.length < n && i < 20 * n; i++) {
    const p = RATIONAL.generator.draw(rng) as RationalParams;
    const t = generateTrace(p, family, 'T1', mixSeed(36, i), version);
    if (t) out.push(t);
  }
  return out;
}

/** A polynomial = 0 of the second degree or more, no parentheses or fractions: the collected standard form. */
const isStandard = (l: string) => /\^\d/.test(l) && l.endsWith(' = 0') && !/[(/]/.test(l);

/** A product of factors = 0 (its parentheses, powers and constant left out, nothing but x or a number remains). */
const isFactored = (l: string) => l.includes('(') && !l.includes('/') && /^-?\d*x?(\^\d)? = 0$/.test(l.replace(/\([^()]*\)/g, '').replace(/\^\d+/g, ''));

/** A factor written reversed: (19 - x), (7 - 2x), (-x - 5), (-2x - 3). */
const REVERSED = /\(\d+ - \d*x\)|\(-\d*x - \d+\)/;

const share = <T>(xs: readonly T[], pred: (x: T) => boolean) => xs.filter(pred).length / xs.length;
const standardLines = (ts: readonly GeneratedTrace[]) => ts.flatMap((t) => t.steps.filter(isStandard));
const factoredLines = (ts: readonly GeneratedTrace[]) => ts.flatMap((t) => t.steps.filter(isFactored));

describe('generator 3.6.0, rational forms', () => {
  const before = traces('3.5.0', null);
  const after = traces('3.6.0', null);

  it('writes the collected standard form negated about half the time (3.5.0: never)', () => {
    const b = standardLines(before);
    const a = standardLines(after);
    expect(b.length).toBeGreaterThan(150);
    expect(a.length).toBeGreaterThan(150);
    expect(share(b, (l) => l.startsWith('-'))).toBe(0);
    const s = share(a, (l) => l.startsWith('-'));
    expect(s).toBeGreaterThan(0.4);
    expect(s).toBeLessThan(0.6);
  });

  it('writes factors reversed, (19 - x) and (-x - 5), on some factored lines (3.5.0: never)', () => {
    const b = factoredLines(before);
    const a = factoredLines(after);
    expect(b.length).toBeGreaterThan(150);
    expect(share(b, (l) => REVERSED.test(l))).toBe(0);
    const s = share(a, (l) => REVERSED.test(l));
    expect(s).toBeGreaterThan(0.2);
    expect(s).toBeLessThan(0.5);
  });

  it('so the candidate list sometimes keeps a factor\'s sign: x = 3 read off (3 - x) (3.5.0: never)', () => {
    const keeps = (t: GeneratedTrace) => t.steps.some((l, i) => {
      const m = /\((\d+) - x\)/.exec(l);
      return m !== null && isFactored(l) && (t.steps[i + 1] ?? '').split(' or ').includes(`x = ${m[1]}`);
    });
    expect(share(before, keeps)).toBe(0);
    expect(share(after, keeps)).toBeGreaterThan(0.03);
  });

  it('every T1 with the new forms is valid, in every family, and the detours end in the same forms', () => {
    for (const family of [null, ...FAMILIES]) {
      const ts = family === null ? after : traces('3.6.0', family, 250);
      const negated = share(standardLines(ts), (l) => l.startsWith('-'));
      expect(negated, `${family}`).toBeGreaterThan(0.35);
      expect(share(factoredLines(ts), (l) => REVERSED.test(l)), `${family}`).toBeGreaterThan(0.15);
      for (const t of ts) {
        const r = checkTrace(t.steps);
        expect({ q1: r.q1, q2: r.q2, q3: r.q3 }, `${family}\n${t.steps.join('\n')}\n${r.explanation}`).toEqual({ q1: true, q2: true, q3: -1 });
      }
    }
  }, 120_000);

  it('takes a subtracted linear numerator\'s minus into it on some cleared lines (3.5.0: never)', () => {
    // The textbook's cleared line is step 2 (after the restriction); a numerator (a x + b) of step 0
    // written there as (-a x - b) after a "+" (or first on its side).
    const absorbed = (t: GeneratedTrace) => /(^|= |\+ )\(-\d*x [+-] \d+\)/.test(t.steps[2]!);
    const subtracted = (t: GeneratedTrace) => /(^|= |- )-?\(\d*x [+-] \d+\)\//.test(t.steps[0]!) && / - \(\d*x [+-] \d+\)\/|(^|= )-\(\d*x [+-] \d+\)\//.test(t.steps[0]!);
    const b = before.filter(subtracted);
    const a = after.filter(subtracted);
    expect(b.length).toBeGreaterThan(80);
    expect(share(b, absorbed)).toBe(0);
    const s = share(a, absorbed);
    expect(s).toBeGreaterThan(0.3);
    expect(s).toBeLessThan(0.8);
  });

  it('so more valid cleared lines lack one of step 0\'s numerators as written, the string match a numerator slip fails', () => {
    // The string match a reader can do without algebra: every "(…)/" numerator of step 0 appears in the cleared line.
    const lacks = (t: GeneratedTrace) => (t.steps[0]!.match(/\([^()]*\)(?=\/)/g) ?? []).some((n) => !t.steps[2]!.includes(n));
    const b = share(before, lacks);
    const a = share(after, lacks);
    expect(a, `3.5.0 ${b}, 3.6.0 ${a}`).toBeGreaterThan(b + 0.05);
  });

  it('draws the forms from a stream of their own: with them taken off, a 3.6.0 trace is its 3.5.0 trace', () => {
    // Leave out the lines the forms touch: the cleared line (step 2), the standard form, the factored
    // line and the list. Every other line must be 3.5.0's, byte for byte.
    const plain = (t: GeneratedTrace) => t.steps.filter((l, i) => i !== 2 && !isStandard(l) && !isFactored(l) && !/^x = .* or /.test(l));
    let same = 0;
    before.forEach((t, i) => { if (JSON.stringify(plain(t)) === JSON.stringify(plain(after[i]!))) same++; });
    expect(same).toBe(before.length);
  });
});

describe('generator 3.6.0: what the lines\' counts of "-" say about where a rational\'s first error is', () => {
  it('a lookup from them places fewer canonical errors than at 3.5.0', () => {
    // Seed 1 when 3.6.0 was made: 19.2% at 3.5.0, 14.6% at 3.6.0 (the lookup keys a trace by every
    // line's count, so most test traces find few train traces of their key).
    const b = canonicalMinusLookup('rational', '3.5.0');
    const a = canonicalMinusLookup('rational', '3.6.0');
    expect(a, `3.5.0 ${b}, 3.6.0 ${a}`).toBeLessThan(b - 0.03);
  }, 180_000);
});
