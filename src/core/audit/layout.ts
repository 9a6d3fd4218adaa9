// Audit 13: where a set's layout alone puts the first errors no cue names. The errors no
// line-naming cue names (slip-cues.ts) are mostly slips in a number's size, and those sit on the
// lines that work numbers out, which each family's path puts at fixed places: a reader who tells
// the family from the shapes of the lines (gradient boosting does) places them that far without
// seeing them. This lookup is that reader's figure, beside which the probe's q3_unnamed is read: a
// cue of the paper's families and of T1/T2/T3 themselves (an error can only be on a line its path
// writes), named with its size rather than removed.
import type { Sample } from '../dataset/types.ts';
import { mode, modeTable } from './mode.ts';
import { namesALine } from './slip-cues.ts';
import { fnv1a } from '../hash/fnv1a.ts';

/**
 * Erroneous train samples the lookup is fitted on, about at most: the line-naming cues are read on
 * each (until one names a line), the audit's costliest part after the probe. At the default sizes
 * that is every erroneous train sample of the canonical set and about half of the perturbed set's;
 * on the perturbed sets of all five domains at seeds 1 and 777 the lookup was 0.0-6.1 points under
 * the one fitted on all (scripts/unnamed-layout.ts), lower on 9 of 10, and fitted on 3,000 up to
 * 6.4 points off where the full fit agreed, since a family and line count whose two commonest
 * indices are near level flips with the sample. Chosen by a hash of each sample's id, not every
 * k-th: a train file is written in runs (a family's traces of one type, with structure inside a
 * run), and every second sample of one gave a lookup 14 points off the whole file's (quadratic
 * perturbed, seed 1).
 */
export const MAX_LAYOUT_FIT = 6_000;

/** About `max` of `xs` (all when they are fewer), each kept by a hash of its id: the same ones in Node and the browser. */
export function sampleById<T extends { id: string }>(xs: readonly T[], max: number): readonly T[] {
  if (xs.length <= max) return xs;
  const cut = (max / xs.length) * 2 ** 32;
  return xs.filter((s) => fnv1a(s.id) < cut);
}

/** What the lookup keys on: what a reader tells from the shapes of the lines, the family and the number of lines. */
const layoutKey = (s: Pick<Sample, 'family' | 'steps'>): string => `${s.family ?? 'canonical'} ${s.steps.length}`;

/**
 * "The first-error index most common for this family and this number of lines", fitted on the
 * erroneous samples of `trainWrong` in which no cue names a line; a key it never met gets their most
 * common index overall (null when none is left to fit on).
 */
export function fitLayout(trainWrong: readonly (Pick<Sample, 'family' | 'steps'> & { gold: { q3: number } })[]): (s: Pick<Sample, 'family' | 'steps'>) => number | null {
  const fit = trainWrong.filter((s) => !namesALine(s.steps));
  const answers = modeTable(fit, layoutKey);
  const fallback = mode(fit.map((s) => s.gold.q3));
  return (s) => answers.get(layoutKey(s)) ?? fallback;
}
