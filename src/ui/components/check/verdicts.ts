// Wording and tone for the checker's step kinds, shared by every step list.
import type { StepKind } from '../../../core/checker/index.ts';

export type Tone = 'ok' | 'bad' | 'info' | 'warn' | 'neutral';

export const KIND_LABEL: Record<StepKind, string> = {
  original: 'original',
  equivalent: 'equivalent',
  'candidate-generating': 'candidate-generating',
  consequence: 'follows',
  discard: 'discard',
  restriction: 'restriction',
  check: 'check',
  computation: 'aside',
  invalid: 'invalid',
};

export const KIND_TONE: Record<StepKind, Tone> = {
  original: 'neutral',
  equivalent: 'ok',
  'candidate-generating': 'warn',
  consequence: 'ok',
  discard: 'info',
  restriction: 'info',
  check: 'info',
  computation: 'info',
  invalid: 'bad',
};

/** Spaces (or tabs, to keep alignment) up to a 1-based column, then a caret. */
export function caretLine(line: string, column: number): string {
  let pad = '';
  for (let i = 0; i < column - 1; i++) pad += line[i] === '\t' ? '\t' : ' ';
  return `${pad}^`;
}
