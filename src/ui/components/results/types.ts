// Shapes passed between the results components.
import type { SetName } from '../../../core/dataset/types.ts';
import type { QueryTable } from '../../../core/metrics/index.ts';
import type { ReferenceRow } from '../../../core/reference/index.ts';

export interface TableRun {
  id: string;
  label: string;
  /** This run's table for the set, or null when the run has no such set. */
  table: (set: SetName) => QueryTable | null;
}

/** Which of the paper's rows to show beside the runs. */
export type ReferenceChoice = 'none' | 'base' | 'all';

export function referenceFilter(choice: ReferenceChoice): (row: ReferenceRow) => boolean {
  return choice === 'all' ? () => true : choice === 'base' ? (r) => r.variant === 'base' : () => false;
}
