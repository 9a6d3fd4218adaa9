// Cues the paper's definitions of T1/T2/T3 leave in any data made by them: they cannot be
// removed without changing what a trace type is, so instead of hiding them the audit names each
// one with its size in the test sets at hand (issue 15). Each figure is computed from the samples,
// never written by hand.
import type { Sample } from '../dataset/types.ts';
import type { SetAudit } from './audit.ts';

export interface CueFigure {
  /** The query the cue answers. */
  query: 'q1' | 'q2' | 'q3';
  /** What answering from the cue alone scores on the set. */
  accuracy: number | null;
  /** The majority answer's accuracy on the same query, for comparison. */
  majority: number | null;
}

export interface KnownCue {
  id: string;
  /** What a reader sees, in words. */
  cue: string;
  /** Why it stays: the definition that makes it. */
  why: string;
  figures: { 'test-canonical': CueFigure; 'test-perturbed': CueFigure };
}

type Sets = { 'test-canonical': SetAudit; 'test-perturbed': SetAudit };
type Tests = { 'test-canonical': readonly Sample[]; 'test-perturbed': readonly Sample[] };

export function knownCues(sets: Sets, tests: Tests): KnownCue[] {
  void tests;
  const figure = (set: keyof Sets): CueFigure => ({ query: 'q2', accuracy: sets[set].last_step_only.q2, majority: sets[set].majority.q2 });
  return [
    {
      id: 'reverted_final_answer',
      cue: 'the last line does not follow from the line before it',
      why: 'a T3 trace has its final answer reverted to the correct value after an earlier error (the paper\'s T3), so its last step never follows; '
        + 'the figure is "judge only the last step" (Q2 valid iff the last line follows from the line before)',
      figures: { 'test-canonical': figure('test-canonical'), 'test-perturbed': figure('test-perturbed') },
    },
  ];
}
