// Hand-built samples for tests that must not depend on the dataset generator.
// Gold labels come from the checker, as in the real dataset.
import { checkTrace } from '../../src/core/checker/index.ts';
import { FAMILIES, type Family, type Sample, type SetName, type TraceType } from '../../src/core/dataset/types.ts';

function side(coef: number, constant: number): string {
  const x = coef === 1 ? 'x' : coef === -1 ? '-x' : `${coef}x`;
  if (constant === 0) return x;
  return constant > 0 ? `${x} + ${constant}` : `${x} - ${-constant}`;
}

/** a x + b = (a - 1) x + d: solution d - b; traces of each type, optionally one "add 1 to both sides" detour. */
export function traceFor(a: number, b: number, d: number, type: TraceType, detour: boolean): string[] {
  const c = a - 1;
  const steps = [`${side(a, b)} = ${side(c, d)}`];
  if (detour) steps.push(`${side(a, b + 1)} = ${side(c, d + 1)}`);
  const shift = detour ? 1 : 0;
  if (type === 'T3') steps.push(`${side(1, b + shift)} = ${d + shift + 1}`);
  else steps.push(`${side(1, b + shift)} = ${d + shift}`);
  steps.push(`x = ${type === 'T2' ? d - b + 1 : d - b}`);
  return steps;
}

export function makeSample(id: string, steps: string[], set: SetName, trace_type: TraceType, family: Family | null, pair: string | null = null): Sample {
  const check = checkTrace(steps);
  return {
    id, split: 'test', set, trace_type, family,
    equation: { a: 0, b: 0, c: 0, d: 0 }, solution: '0', steps,
    gold: { q1: check.q1, q2: check.q2, q3: check.q3 },
    error: null, pair, obligations: check.obligations, explanation: check.explanation,
  };
}

/** n equations x 3 types canonical, and the same perturbed (families cycled), siblings paired. */
export function tinyDataset(n = 4): Sample[] {
  const out: Sample[] = [];
  const types: TraceType[] = ['T1', 'T2', 'T3'];
  for (let i = 0; i < n; i++) {
    const a = 2 + (i % 5);
    const b = 3 + i;
    const d = -7 - i;
    for (const [t, type] of types.entries()) {
      const cid = `c-${String(i).padStart(3, '0')}-${type}`;
      const pid = `p-${String(i).padStart(3, '0')}-${type}`;
      const pair = `pair-${String(i).padStart(3, '0')}-${type}`;
      out.push(makeSample(cid, traceFor(a, b, d, type, false), 'canonical', type, null, pair));
      out.push(makeSample(pid, traceFor(a, b, d, type, true), 'perturbed', type, FAMILIES[(i * 3 + t) % FAMILIES.length] ?? 'add_both_sides', pair));
    }
  }
  return out;
}
