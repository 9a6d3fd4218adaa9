// Quadratic lines read back from their text, and samples compared across generator versions, for
// the frozen tests of generator 3.10.0, 3.11.0 and 3.12.0, which check the rules their slips are
// drawn by.
import type { Sample } from '../../src/core/dataset/types.ts';

/** A side of whole-number terms (`-9x^2 + 14x`, `6`) as [constant, x, x^2]; null for anything else (fractions, brackets). */
export function side(text: string): number[] | null {
  const out = [0, 0, 0];
  const terms = text.replace(/\s+/g, '').replace(/-/g, '+-').split('+').filter(Boolean);
  for (const t of terms) {
    const m = /^(-?)(\d*)(x\^2|x)?$/.exec(t);
    if (!m || (m[2] === '' && !m[3])) return null;
    const k = m[3] === 'x^2' ? 2 : m[3] === 'x' ? 1 : 0;
    out[k]! += (m[1] ? -1 : 1) * (m[2] === '' ? 1 : Number(m[2]));
  }
  return out;
}

/** A line `L = R` read as its two sides; null when either is not whole-number terms. */
export function sides(line: string): [number[], number[]] | null {
  const parts = line.split(' = ');
  if (parts.length !== 2) return null;
  const [l, r] = [side(parts[0]!), side(parts[1]!)];
  return l && r ? [l, r] : null;
}

/** A sample without its id (a problem skipped moves the later samples of its cell up by one). */
export const body = (s: Sample): string => JSON.stringify({ ...s, id: undefined });
/** Which problem a sample writes, in which set, cell and trace type. */
export const problemOf = (s: Sample): string => `${s.split} ${s.set} ${s.trace_type} ${s.family} ${s.steps[0]}`;

/**
 * The samples of `old` that `now` does not write byte for byte (ids aside), split into those whose
 * problem `now` writes otherwise (with the sample it writes) and those it skipped, beside the
 * samples `now` drew for problems `old` did not write. The composer draws problems from one
 * stream, so a trace that fits at one version and not the other moves later samples by one.
 */
export function changedSamples(old: readonly Sample[], now: readonly Sample[]): { rewritten: [Sample, Sample][]; skipped: Sample[]; drawn: Sample[] } {
  const [oldBodies, nowBodies] = [new Set(old.map(body)), new Set(now.map(body))];
  const gone = old.filter((s) => !nowBodies.has(body(s)));
  const added = now.filter((s) => !oldBodies.has(body(s)));
  const addedBy = new Map(added.map((s) => [problemOf(s), s]));
  const goneProblems = new Set(gone.map(problemOf));
  return {
    rewritten: gone.filter((s) => addedBy.has(problemOf(s))).map((s) => [s, addedBy.get(problemOf(s))!]),
    skipped: gone.filter((s) => !addedBy.has(problemOf(s))),
    drawn: added.filter((s) => !goneProblems.has(problemOf(s))),
  };
}
