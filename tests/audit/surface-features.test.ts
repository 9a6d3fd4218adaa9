// Surface features read the text and nothing else: counts, numbers, shapes, verdicts, and the
// words each feature id stands for.
import { describe, expect, it } from 'vitest';
import { STEP_LAYOUT, TOKENS, TRACE_LAYOUT, featureName, shapeText, stepFeatures, traceFeatures, traceSurface } from '../../src/core/audit/surface-features.ts';

const tok = (t: (typeof TOKENS)[number]) => TOKENS.indexOf(t);

describe('traceSurface', () => {
  const steps = ['(x - 3)(2x + 5) = 0', 'x = 3 or x = -5/2', 'check x = -5/2: 7 != 12, reject', 'x = 3'];
  const s = traceSurface(steps);

  it('counts tokens over the trace and the line each first occurs on', () => {
    expect(s.n).toBe(4);
    expect(s.totals[tok('check')]).toBe(1);
    expect(s.totals[tok('reject')]).toBe(1);
    expect(s.totals[tok('keep')]).toBe(0);
    expect(s.totals[tok(' or ')]).toBe(1);
    expect(s.totals[tok('!=')]).toBe(1);
    expect(s.totals[tok('(')]).toBe(2);
    expect(s.totals[tok('/')]).toBe(2);
    expect(s.first[tok('check')]).toBe(2);
    expect(s.first[tok(' or ')]).toBe(1);
    expect(s.first[tok('^')]).toBe(-1);
  });

  it('reads numbers (a denominator marked) and the kind of each line', () => {
    expect(s.nums.slice(s.numStart[1], s.numStart[2])).toEqual([3, 5, 2]);
    expect(s.dens.slice(s.numStart[1], s.numStart[2])).toEqual([0, 0, 1]);
    expect(s.kind).toEqual([0, 4, 2, 0]);
    expect(traceSurface(['x = 1', 'check x = 1: 2 = 2, keep']).kind).toEqual([0, 1]);
  });

  it('the shape hash ignores the values of numbers, not their places or the signs', () => {
    const a = traceSurface(['3x + 5 = 7']).shape[0];
    expect(traceSurface(['41x + 12 = 9']).shape[0]).toBe(a);
    expect(traceSurface(['3x - 5 = 7']).shape[0]).not.toBe(a);
    expect(traceSurface(['3x + 5 = 7/2']).shape[0]).not.toBe(a);
    expect(shapeText('41x + 12 = 9/2')).toBe('Nx + N = N/N');
  });

  it('overlap: whether the last line\'s first number and first denominator are in the line before', () => {
    expect(traceSurface(['2x = 1', 'x = 1/2']).overlap).toBe(1 + 3 * 1);
    expect(traceSurface(['4x = 6', 'x = 3/2']).overlap).toBe(2 + 3 * 2);
    expect(traceSurface(['3x = -12', 'x = -4']).overlap).toBe(2 + 3 * 0);
  });
});

describe('feature rows', () => {
  it('are a function of the steps alone: equal text gives equal rows', () => {
    const t1 = ['3x + 5 = 2x - 7', 'x + 5 = -7', 'x = -12'];
    const rows = traceFeatures([t1, [...t1], ['3x + 5 = 2x - 7', 'x + 5 = -8', 'x = -13']]);
    const row = (r: number) => Array.from(rows.ids.slice(rows.starts[r], rows.starts[r + 1]));
    expect(row(1)).toEqual(row(0));
    expect(row(2)).not.toEqual(row(0));
    for (const id of rows.ids) {
      expect(id).toBeGreaterThanOrEqual(0);
      expect(id).toBeLessThan(TRACE_LAYOUT.size);
    }
  });

  it('step rows: one per step after step 0, grouped by trace', () => {
    const { rows, groups } = stepFeatures([['a = 1', 'b = 2', 'c = 3'], ['x = 1', 'x = 2']]);
    expect(Array.from(groups)).toEqual([0, 2, 3]);
    expect(rows.starts.length - 1).toBe(3);
    for (const id of rows.ids) expect(id).toBeLessThan(STEP_LAYOUT.size);
  });

  it('every feature id has words, hashed ones named from the traces that made them', () => {
    const traces = [['3x + 5 = 2x - 7', 'x + 5 = -7', 'x = -12'], ['x = 3 or x = 1', 'check x = 1: 2 != 3, reject', 'x = 3']];
    const surfaces = traces.map(traceSurface);
    const rows = traceFeatures(traces, surfaces);
    const names = Array.from(rows.ids).map((id) => featureName('trace', id, traces, surfaces));
    expect(names).toContain('the trace has 3 lines');
    expect(names).toContain('“reject” occurs 1 time');
    expect(names).toContain('check verdicts in order: reject');
    expect(names.some((n) => n.startsWith('the last line reads “x = -N”'))).toBe(true);
    expect(names.some((n) => /^the last line contains “.{3}”$/.test(n))).toBe(true);
    for (const n of names) expect(n).not.toMatch(/undefined|NaN/);
  });
});
