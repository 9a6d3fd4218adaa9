// What every generated sample must satisfy before it is kept; a violation is a generator bug
// and throws (it is never dropped or redrawn).
import { CATALOG } from '../domains/catalog.ts';
import type { Sample } from './types.ts';

/** A generator/checker disagreement: always a bug, never silently dropped. */
export class LabelDisagreement extends Error {}

export function expectLabels(sample: Sample): void {
  const { gold, error, trace_type: t } = sample;
  const ok =
    t === 'T1' ? gold.q1 && gold.q2 && gold.q3 === -1 && error === null
    : t === 'T2' ? !gold.q1 && !gold.q2 && error !== null && gold.q3 === error.step
    : gold.q1 && !gold.q2 && error !== null && gold.q3 === error.step;
  if (!ok) {
    throw new LabelDisagreement(
      `generator and checker disagree on ${sample.id} (${t}, ${sample.family ?? 'canonical'}, error ${JSON.stringify(error)}): ` +
      `checker says q1=${gold.q1} q2=${gold.q2} q3=${gold.q3}\n${sample.steps.map((s, i) => `Step ${i}: ${s}`).join('\n')}\n${sample.explanation}`,
    );
  }
}

/** A trace with more invalid steps than its one injected error allows: a generator bug, never dropped. */
export class ErrorCountViolation extends Error {}


/**
 * One injected error per trace. T1: no invalid step. T2: the injected step, plus in the
 * candidate-generating families (and on a textbook path that generates candidates, as clearing
 * fractions does) the final answer that still holds the kept extraneous
 * candidate (the rules make it invalid: an unresolved obligation). T3: the injected step and
 * the reverted final answer. Nothing else.
 */
export function expectOneError(sample: Sample, invalid: readonly number[]): void {
  const { error, trace_type: t, family } = sample;
  const last = sample.steps.length - 1;
  const allowed = new Set<number>(error ? [error.step] : []);
  const entry = CATALOG[sample.domain ?? 'linear'];
  const generatesCandidates = family === null ? entry.candidatePath === true : entry.candidateFamilies.includes(family);
  if (t === 'T3' || (t === 'T2' && generatesCandidates)) allowed.add(last);
  const extra = invalid.filter((i) => !allowed.has(i));
  if (extra.length) {
    throw new ErrorCountViolation(
      `${sample.id} (${t}, ${family ?? 'canonical'}, error ${JSON.stringify(error)}) has invalid steps ${invalid.join(', ')}; ` +
      `only ${[...allowed].join(', ') || 'none'} may be\n${sample.steps.map((x, i) => `Step ${i}: ${x}`).join('\n')}`,
    );
  }
}

