// Generator 3.1.0's inequality path (issue 15): linear's forms (generator/forms.ts), no dropped
// sign, fewer strictness slips, and no slip on the lines a reader of forms checks by comparing
// them with the line before (the interval restating the solved form, a one-line division's
// relation). Each test runs the real generator at 3.0.0 too, where the leak shows, so it can fail.
import { describe, expect, it } from 'vitest';
import type { TraceType } from '../../../src/core/dataset/types.ts';
import type { GeneratorVersion } from '../../../src/core/dataset/version.ts';
import { mixSeed } from '../../../src/core/dataset/hash.ts';
import { RELS, generateTrace, intervalNotation, isDegenerate, type IneqParams } from '../../../src/core/domains/inequality/index.ts';
import { createRng } from '../../../src/core/generator/rng.ts';
import { datasetFiles, generateDataset } from '../../../src/core/dataset/index.ts';

interface Made {
  problem: IneqParams;
  steps: string[];
  kind: string | null;
  step: number | null;
}

/** Traces of one type and family for random non-degenerate problems (a fixed draw). */
function traces(type: TraceType, version: GeneratorVersion, family: string | null = null, n = 1200): Made[] {
  const rng = createRng(11);
  const out: Made[] = [];
  for (let i = 0; out.length < n; i++) {
    const p: IneqParams = { a: rng.int(-10, 10), b: rng.int(-10, 10), c: rng.int(-10, 10), d: rng.int(-10, 10), rel: rng.pick(RELS) };
    if (isDegenerate(p)) continue;
    const t = generateTrace(p, family, type, mixSeed(5, i), version);
    if (t) out.push({ problem: p, steps: t.steps, kind: t.error?.kind ?? null, step: t.error?.step ?? null });
  }
  return out;
}

const oddShare = (ts: Made[]): number => ts.filter((t) => (t.steps.join('\n').split('-').length - 1) % 2 === 1).length / ts.length;
const share = (ts: Made[], kind: string): number => ts.filter((t) => t.kind === kind).length / ts.length;

describe('generator 3.1.0, inequality', () => {
  it('the count of minus signs in a correct canonical trace is no checksum (3.0.0: mostly even)', () => {
    expect(oddShare(traces('T1', '3.0.0'))).toBeLessThan(0.3);
    const odd = oddShare(traces('T1', '3.1.0'));
    expect(odd).toBeGreaterThan(0.35);
    expect(odd).toBeLessThan(0.65);
  });

  it('never drops a sign on the textbook path, and slips the strictness at most half as often as 3.0.0', () => {
    const v30 = traces('T2', '3.0.0');
    const v31 = traces('T2', '3.1.0');
    expect(share(v30, 'dropped_sign')).toBeGreaterThan(0.05);
    expect(share(v31, 'dropped_sign')).toBe(0);
    expect(share(v31, 'strictness_slip')).toBeGreaterThan(0.02);
    expect(share(v31, 'strictness_slip')).toBeLessThan(share(v30, 'strictness_slip') / 2);
  });

  it('puts no error on a line that restates the line before (the interval) or divides in one line', () => {
    const last = (t: Made) => t.step === t.steps.length - 1;
    const v30 = traces('T2', '3.0.0');
    const v31 = traces('T2', '3.1.0');
    // 3.0.0: errors on the interval line exist (the leak this removes).
    expect(v30.some((t) => intervalNotation(t.problem) && last(t))).toBe(true);
    expect(v31.some((t) => intervalNotation(t.problem) && last(t))).toBe(false);
    // At 3.1.0 a T2 error on a last line that divides is a wrong number, never a relation (3.0.0: often one).
    const relationKinds = new Set(['no_flip_negative', 'flip_positive', 'strictness_slip', 'interval_misread', 'swap_not_reversed']);
    // (A last line that divides: the line before still has a coefficient on x, `3x`, `-x`.)
    const divides = (t: Made) => last(t) && /(\d|-)x/.test(t.steps.at(-2)!);
    const onLast = v31.filter(divides);
    expect(onLast.length).toBeGreaterThan(30);
    expect(onLast.filter((t) => relationKinds.has(t.kind!)).map((t) => t.steps.slice(-2).join(' / '))).toEqual([]);
    expect(v30.filter(divides).filter((t) => relationKinds.has(t.kind!)).length).toBeGreaterThan(20);
  });

  it('its manifest lists the kinds it no longer writes; 3.0.0\'s does not', () => {
    const listed = (generatorVersion: GeneratorVersion) => {
      const d = generateDataset({ domain: 'inequality', seed: 2, testPerType: 5, trainCanonicalPerType: 0, trainPerturbedPerCell: 0, generatorVersion });
      return JSON.parse(datasetFiles(d)['manifest.json']!).error_kinds_not_generated;
    };
    // wrong_check_verdict is linear's kind, not in inequality's catalog: never listed here.
    expect(listed('3.1.0')).toEqual(['dropped_sign', 'interval_misread']);
    expect(listed('3.0.0')).toEqual([]);
  });
});
