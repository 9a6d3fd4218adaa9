export { csvField, render, latexEscape, tableHeading, toCsv, toLatex, toMarkdown, toText, type Cell, type Column, type Grid, type TableFormat } from './grid.ts';
export { percent, points, pValue } from './format.ts';
export {
  accuracyGrid,
  accuracyTable,
  baselineGrid,
  baselineTable,
  detailsGrid,
  detailsTable,
  familyGrid,
  familyTable,
  pairedGrid,
  pairedTable,
  runTableCsv,
  runTableLatex,
  runTableMarkdown,
  runTableText,
  type TableEntry,
} from './tables.ts';
export { htmlReport, REPORT_CSP } from './html.ts';
export { escapeHtml } from './html-escape.ts';
export { isIncomplete, reportInput, type HtmlReportInput, type LoadedRun, type ReportPair, type ReportRun } from './html-input.ts';
