// Small shared helpers for the dataset tests.
import { createHash } from 'node:crypto';
import type { Equation, ProblemParams, Sample } from '../../src/core/dataset/types.ts';

/** A linear sample's coefficients. */
export const lin = (e: ProblemParams): Equation => e as Equation;

export const key = (p: ProblemParams): string => {
  const e = lin(p);
  return `${e.a},${e.b},${e.c},${e.d}`;
};

/** Node's own SHA-256, independent of the project's hashing code. */
export const nodeSha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** The SHA-256 of each JSONL file of a dataset's files (the manifest left out: it also holds the audit). */
export const jsonlHashes = (files: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(files).filter(([name]) => name.endsWith('.jsonl')).map(([name, text]) => [name, nodeSha256(text)]));

export function countBy<T>(items: readonly T[], f: (t: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of items) {
    const k = f(t);
    out[k] = (out[k] ?? 0) + 1;
  }
  return out;
}

/** The manifest's cell name of a sample: "canonical/T1", "perturbed/T2/square_both_sides". */
export const cellOf = (s: Sample): string => [s.set, s.trace_type, ...(s.family ? [s.family] : [])].join('/');

function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

/** (d - b)/(a - c) in lowest terms, sign on the numerator: "-12", "2/5". */
export function solutionText(p: ProblemParams): string {
  const e = lin(p);
  let n = e.d - e.b;
  let d = e.a - e.c;
  if (d < 0) {
    n = -n;
    d = -d;
  }
  const g = gcd(n, d) || 1;
  n /= g;
  d /= g;
  return d === 1 ? String(n) : `${n}/${d}`;
}
