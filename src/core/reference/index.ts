// The paper's published numbers, as read-only reference rows.
export {
  REFERENCE_CELLS, REFERENCE_MODELS, REFERENCE_ROWS, REFERENCE_SOURCE, REFERENCE_UNITS, REFERENCE_VARIANTS, reportedCells,
  type ReferenceCell, type ReferenceRow, type ReferenceTable,
} from './paper-results.ts';
export { paperFindings, type PaperFinding } from './finding.ts';
